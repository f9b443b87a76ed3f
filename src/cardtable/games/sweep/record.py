"""The sweep games' record codec: the rules of a record (``cardtable-record/1``)."""

from __future__ import annotations

from typing import Any, Final

from cardtable.games.base import OptionError, RecordError
from cardtable.games.records import check_option_names, check_seat_count, check_sides
from cardtable.games.sweep.rules import Rules

_OPTIONS: Final = frozenset(Rules().to_options())
_LATER_OPTIONS: Final[dict[str, Any]] = {"penalties": "challenge"}
"""Options added after records began to be written, with the value that a record without
one was played under (before RULES.md 2.10, *manual* always meant challenges)."""


def rules_from_record(record: dict[str, Any]) -> Rules:
    """The rules of a sweep record, from its resolved ``options``; checks seats and sides.

    An option added since records began (``penalties``) may be missing from an older
    record: it then has the value the game was played under (``challenge``).
    """
    options = {**_LATER_OPTIONS, **record["options"]}
    check_option_names(options, _OPTIONS, "sweep")
    try:
        rules = Rules.from_options(options)
    except OptionError as error:
        raise RecordError(str(error)) from None
    check_seat_count(record, rules.players)
    check_sides(record, rules.sides, "the options: they make the sides")
    return rules
