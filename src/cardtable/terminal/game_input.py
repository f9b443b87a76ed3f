"""What the human's input means in one game: the per-game half of the terminal session.

The session (``terminal/session.py``) runs every game the same way and the dispatch
(``terminal/dispatch.py``) reads every command the same way; what differs between games
(what Enter does with the chosen card, what a typed card is, the help of the keys, the
game's own commands and choices) is a ``GameInput``. Each game has its own module here,
named after its family in the registry (``sweep_input.py``, ``metamorphosis_input.py``),
holding its ``GAME_INPUT`` class; ``game_input`` finds it by the family's name, so a new
game adds its module and nothing else in ``terminal/``. Each session has its own input,
which keeps what the game lets the human choose besides the hand card (a marker).

    >>> from cardtable import metamorphosis, sweep
    >>> type(game_input(sweep.new_game(sweep.Rules.preset("scopa"), seed=1))).__name__
    'SweepInput'
    >>> type(game_input(metamorphosis.new_game(metamorphosis.Rules.preset(), seed=1))).__name__
    'MetamorphosisInput'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

from cardtable.games.registry import family_of
from cardtable.terminal.commands import Command

if TYPE_CHECKING:
    from cardtable.terminal.session import PlaySession

Handler = Callable[["PlaySession", Command], None]
"""A command's handler: the session and the command."""


class GameInput:
    """The input of a game with nothing of its own: every hook says so. A game's module
    subclasses it and overrides what its game does; one is made for each session."""

    commands: Mapping[str, Handler] = {}
    """The game's own commands (``take``, ``bid`` …) and their handlers; the other games'
    commands are refused as not of this game."""

    def begin_turn(self, session: PlaySession, view: Any) -> None:
        """Choose what is chosen at the start of the human's turn (the first card)."""

    def chosen_label(self, session: PlaySession, view: Any) -> str | None:
        """What Enter would do now, said with the call to play; ``None`` for nothing."""
        return None

    def can_challenge(self, session: PlaySession) -> bool:
        """Whether the human may challenge the last move now."""
        return False

    def claims(self, session: PlaySession) -> list[Any]:
        """The claims open to the human now."""
        return []

    def window_open(self, session: PlaySession, mover: int) -> bool:
        """Before computer player ``mover`` moves: open a window for the human to act on
        the last move (saying so), and return whether it was opened."""
        return False

    def correction_open(self, session: PlaySession) -> bool:
        """Before any computer player reacts to the human's own move: open a window for the
        human to correct it (saying so), and return whether it was opened."""
        return False

    def in_mode(self, session: PlaySession, command: Command) -> bool:
        """Do ``command`` in the game's mode in progress (a choice, a question), and return
        whether it was done there (else the command is dispatched as usual)."""
        return False

    def enter(self, session: PlaySession, command: Command) -> None:
        """Enter on the human's turn: play (or mark, or bid) what is chosen."""
        session.play_position(session.selected + 1)

    def play_card(self, session: PlaySession, view: Any, card: Any) -> None:
        """Play a card of the human's hand (chosen by position or by name)."""

    def play_text(self, session: PlaySession, view: Any, text: str) -> None:
        """``play`` with a card or a move typed after it."""

    def step(self, session: PlaySession, step: int) -> bool:
        """An arrow: step something else than the hand card (a bid's marker), and return
        whether it did."""
        return False

    def hinted(self, session: PlaySession, move: Any) -> str | None:
        """Choose what a hint's ``move`` names, besides its hand card; a question to say
        after the hint when it offers to play the move at once (a Metamorphosis discard)."""
        return None

    def key_help(self, session: PlaySession, help_id: str) -> str | None:
        """The help message of a key in this game, or ``None`` when it does nothing here."""
        return help_id

    def offered(self, session: PlaySession) -> frozenset[str]:
        """The game's own commands that its rules use (the help lists only those, and the
        commands of every game), with ``pass`` when it opens windows to act in."""
        return frozenset(self.commands)

    def help_ids(self, session: PlaySession) -> tuple[str, ...]:
        """The messages of the help about this game's own commands."""
        return ()


@cache
def _input_class(name: str) -> type[GameInput]:
    module = import_module(f"cardtable.terminal.{name}_input")
    found: type[GameInput] = module.GAME_INPUT
    return found


def game_input(state: Any) -> GameInput:
    """A new input for the game ``state`` (or its rules, or its view) belongs to: of the
    ``GAME_INPUT`` class of the terminal module named after its family."""
    return _input_class(family_of(state).name)()
