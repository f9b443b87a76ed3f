"""The terminal client (``cardtable play``): a line-oriented game against computer players,
by single keys on a terminal or by typed commands from a pipe, in the player's language.

Modules: ``session`` (the controller: the game's flow and the computer players' loop),
``dispatch`` (which handler does what a command asks), ``game_input`` (where the games'
input differs) with one ``<family>_input`` module per game (``sweep_input``,
``metamorphosis_input``), ``modes`` (choices and questions in progress), ``commands``
(typed commands), ``keys`` (key bindings), ``menu`` (the set-up menu), ``output`` and
``speech`` (where sentences go), ``storage`` (saved records), ``app`` (the loop that runs it
all). What the reading keys and refused moves say is ``text.readout`` and
``text.refusals``, shared with the room server. The layer sits above ``bots`` and ``text``.
"""

from cardtable.terminal.app import play
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings

__all__ = ["PlaySession", "PlaySettings", "play"]
