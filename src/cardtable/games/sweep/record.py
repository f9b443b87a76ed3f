"""The sweep games' record codec: the rules of a record (``cardtable-record/1``)."""

from __future__ import annotations

from typing import Any, Final

from cardtable.games.records import check_option_names, rules_of_record
from cardtable.games.sweep.rules import Rules

_OPTIONS: Final = frozenset(Rules().to_options())
_LATER_OPTIONS: Final[dict[str, Any]] = {"penalties": "challenge", "must_capture": "card",
                                          "max_rounds": None, "dealer_draw": False,
                                          "self_correction": False}
"""Options added after records began to be written, with the value that a record without
one was played under (before RULES.md 2.10, *manual* always meant challenges)."""


def rules_from_record(record: dict[str, Any]) -> Rules:
    """The rules of a sweep record, from its resolved ``options``; checks seats and sides.

    An option added since records began (``penalties``, ``must_capture``, ``max_rounds``,
    ``dealer_draw``, ``self_correction``) may be missing from an older record: it then has
    the value the game was played under (``challenge``, ``card``, no limit, no draw, no
    self-correction).
    """
    options = {**_LATER_OPTIONS, **record["options"]}
    check_option_names(options, _OPTIONS, "sweep")
    rules = rules_of_record(record, options, Rules, "the options: they make the sides")
    assert isinstance(rules, Rules)
    return rules
