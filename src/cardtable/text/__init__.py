"""Events as sentences a screen reader can speak, from one message catalogue per language.

    >>> from cardtable import sweep
    >>> from cardtable.text import TextContext, describe
    >>> rules = sweep.Rules.preset("escoba")
    >>> context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    >>> from cardtable.games.sweep.events import Played
    >>> from cardtable.cards import parse_card
    >>> describe(Played(1, parse_card("7d"), (), False), context, "en")
    'Bo lays seven of coins.'
"""

from cardtable.text.catalog import LANGUAGES, CatalogueError, join_list, message
from cardtable.text.context import TextContext
from cardtable.text.messages import message_ids
from cardtable.text.sweep import describe, describe_game_number, describe_start, seat_label

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
