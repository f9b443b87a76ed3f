"""Events as sentences a screen reader can speak, from one message catalogue per language.

    >>> from cardtable import sweep
    >>> from cardtable.text import TextContext, describe
    >>> rules = sweep.Rules.preset("escoba")
    >>> context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    >>> from cardtable.games.sweep.events import Played
    >>> from cardtable.cards import parse_card
    >>> describe(Played(1, parse_card("7d"), (), False), context, "en")
    'Bo lays the seven of coins.'

Metamorphosis events are said the same way:

    >>> from cardtable import metamorphosis
    >>> from cardtable.games.metamorphosis.events import Bid, DealStarted
    >>> context = TextContext.for_rules(metamorphosis.Rules.preset(), ["Ana", "Bo"])
    >>> describe(DealStarted(2, 0), context, "en")
    'Deal 2: diamonds are trumps, each heart taken scores 4. Ana leads.'
    >>> describe(Bid(0, 3), context, "en")
    'Ana has chosen a marker.'
"""

from cardtable.games.registry import load_parts
from cardtable.text.catalog import LANGUAGES, CatalogueError, join_list, message
from cardtable.text.context import TextContext
from cardtable.text.core import describe, describe_game_number, describe_start, seat_label
from cardtable.text.messages import message_ids

# Each game's modules, found by its name, register its sentences with ``describe`` and
# ``describe_start``, and its readings with ``readout``'s functions.
load_parts("cardtable.text.{game}", "cardtable.text.readout_{game}")

__all__ = [
    "LANGUAGES",
    "CatalogueError",
    "TextContext",
    "describe",
    "describe_game_number",
    "describe_start",
    "join_list",
    "message",
    "message_ids",
    "seat_label",
]
