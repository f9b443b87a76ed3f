"""Metamorphosis's record codec: the rules of a record (``cardtable-record/1``) and the
shape of each partie's points."""

from __future__ import annotations

from typing import Any, Final

from cardtable.games.base import RecordError
from cardtable.games.metamorphosis.rules import Rules
from cardtable.games.records import check_option_names, int_list, rules_of_record

_OPTIONS: Final = frozenset(Rules().to_options())


def rules_from_record(record: dict[str, Any]) -> Rules:
    """The rules of a Metamorphosis record, from its ``options``; checks seats, sides
    (one seat a side) and the shape of each partie's points."""
    options = record["options"]
    check_option_names(options, _OPTIONS, "Metamorphosis")
    if options["preset"] != "metamorphosis":
        raise RecordError(f"preset {options['preset']!r} is not a Metamorphosis preset: "
                          "use metamorphosis")
    rules = rules_of_record(record, options, Rules,
                            "Metamorphosis: every player is a side of his own,")
    assert isinstance(rules, Rules)
    for number, entry in enumerate(record["rounds"], start=1):
        if "breakdown" in entry:
            raise RecordError(f"partie {number} has a breakdown: a Metamorphosis partie has "
                              "none (its deal_score events say where the points come from)")
        points = entry.get("points")
        if points is not None and (not int_list(points) or len(points) != rules.players):
            raise RecordError(f"partie {number}: points must be {rules.players} whole "
                              f"numbers, one per seat; got {points!r}")
    return rules
