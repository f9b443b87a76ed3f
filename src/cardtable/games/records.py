"""Checks that every game's record codec shares: the option names a record holds, its seat
count, and the words for a JSON value's kind in messages."""

from __future__ import annotations

from typing import Any

from cardtable.games.base import GameRules, OptionError, RecordError


def check_option_names(options: dict[str, Any], known: frozenset[str] | set[str],
                       game: str) -> None:
    """A record holds every resolved option of its game and no other; else ``RecordError``."""
    missing = sorted(known - set(options))
    if missing:
        raise RecordError(f"options lack {', '.join(missing)}: a record holds every "
                          "resolved option")
    unknown = sorted(set(options) - known)
    if unknown:
        raise RecordError(f"unknown option {', '.join(unknown)}: the {game} options are "
                          f"{', '.join(sorted(known))}")


def check_seat_count(record: dict[str, Any], players: int) -> None:
    """A record has one seat name per player of its options; else ``RecordError``."""
    seats = len(record["seats"])
    if seats != players:
        raise RecordError(f"the record has {seats} seats but its options say "
                          f"{players} players")


def check_sides(record: dict[str, Any], sides: tuple[tuple[int, ...], ...], why: str) -> None:
    """A record's ``sides`` are those its rules make (``why`` says how they make them)."""
    expected = [list(side) for side in sides]
    if record["sides"] != expected:
        raise RecordError(f"sides {record['sides']} do not fit {why} {expected}")


def int_list(value: Any) -> bool:
    """Whether ``value`` is a list of whole numbers (not booleans)."""
    return isinstance(value, list) and all(
        isinstance(item, int) and not isinstance(item, bool) for item in value)


def rules_of_record(record: dict[str, Any], options: dict[str, Any], rules_class: Any,
                    why_sides: str) -> GameRules:
    """The rules that a record's ``options`` make (``rules_class.from_options``), checked
    against its seats and sides (``why_sides`` says how the rules make the sides); a
    ``RecordError`` saying what does not fit."""
    try:
        rules: GameRules = rules_class.from_options(options)
    except OptionError as error:
        raise RecordError(str(error)) from None
    check_seat_count(record, rules.players)
    check_sides(record, rules.sides, why_sides)
    return rules
