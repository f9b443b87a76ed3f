"""Game records in the ``cardtable-record/1`` format of DESIGN.md: build, read, write, check.

A record is one JSON object per game (a ``.json`` file holds one, or a list of them; a
``.jsonl`` file holds one a line). Reading checks the envelope (format, game, options,
seats, sides, rounds, result) and raises ``RecordError`` naming what is wrong; whether the
moves replay is ``cardtable.records.replay``'s job.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from cardtable.games.base import GameRules, RecordError
from cardtable.games.records import int_list
from cardtable.games.registry import family, names

FORMAT: Final = "cardtable-record/1"
COMPUTER_NAMES: Final = frozenset({"random", "greedy", "ismcts", "easy", "normal", "hard",
                                   "expert"})
"""How records name a computer player's seat: by its kind or level, as
``cardtable.bots.levels`` names them (the terminal, the room, simulations and tournaments
all write them so)."""


class RecordBuilder:
    """Collects a game's events, in order, into one record (a JSON-ready dict).

    Round (or partie) starts become a new round with its ``dealer``; round scores become the
    round's ``points`` and, for the sweep games, its ``breakdown`` (a Metamorphosis partie's
    points are explained by its ``deal_score`` events); the game's end gives ``scores`` and
    ``winners``; every other event is stored with ``to_record()``. Give it full (unredacted)
    events.
    """

    def __init__(self, game: str, options: dict[str, Any], seats: Sequence[str],
                 sides: Sequence[Sequence[int]]) -> None:
        self._record: dict[str, Any] = {
            "format": FORMAT,
            "game": game,
            "options": dict(options),
            "seats": list(seats),
            "sides": [list(side) for side in sides],
            "rounds": [],
            "scores": [],
            "winners": [],
        }
        self._breakdown = family(game).breakdown

    def add(self, events: Iterable[Any]) -> None:
        """Add events as ``play`` returned them."""
        rounds: list[dict[str, Any]] = self._record["rounds"]
        for event in events:
            kind = event.type
            if kind == "round":
                rounds.append({"dealer": event.dealer, "events": []})
            elif kind == "round_end":
                rounds[-1]["points"] = list(event.points)
                if self._breakdown:
                    rounds[-1]["breakdown"] = [line.to_record() for line in event.breakdown]
            elif kind == "game_end":
                self._record["scores"] = list(event.scores)
                self._record["winners"] = list(event.winners)
            elif kind == "dealer_draw":  # the draw for the first dealer, before any round
                self._record["dealer_draw"] = event.to_record()
            elif event.recorded:
                rounds[-1]["events"].append(event.to_record())

    def to_dict(self) -> dict[str, Any]:
        """The record so far."""
        return self._record


def computer_seats(record: dict[str, Any]) -> frozenset[int]:
    """The seats of a record (its envelope checked) that computer players held: those it
    names by a computer player's kind or level (``random``, ``normal`` ...)."""
    return frozenset(seat for seat, name in enumerate(record["seats"])
                     if name in COMPUTER_NAMES)


# Checking -------------------------------------------------------------------------------

def check_record(record: Any) -> dict[str, Any]:
    """Check a record's envelope and return it; raise ``RecordError`` saying what is wrong.

    Checks the format string, the game, the options (every resolved option of the game, as
    its ``Rules.from_options`` reads them), seats, sides, the shape of each round, and the
    final ``scores`` and ``winners``. It does not replay the moves.

    A game of Escoba before its first deal passes, and is returned as it is:

        >>> from cardtable import sweep
        >>> record = {"format": FORMAT, "game": "sweep",
        ...           "options": sweep.Rules.preset("escoba").to_options(),
        ...           "seats": ["you", "random"], "sides": [[0], [1]], "rounds": [],
        ...           "scores": [], "winners": []}
        >>> check_record(record) is record
        True

    Anything wrong is named:

        >>> check_record(record | {"winners": [2]})
        Traceback (most recent call last):
        ...
        cardtable.games.base.RecordError: winners [2] are not sides 0 to 1
        >>> check_record(record | {"game": "go"})
        Traceback (most recent call last):
        ...
        cardtable.games.base.RecordError: game 'go' is unknown: the games are sweep, metamorphosis
        >>> check_record(record | {"format": "cardtable-record/2"})  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cardtable.games.base.RecordError: format 'cardtable-record/2' is not cardtable-record/1: ...
        >>> check_record([record])
        Traceback (most recent call last):
        ...
        cardtable.games.base.RecordError: a record is a JSON object; got a list
    """
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object; got {_kind(record)}")
    if "format" not in record:
        raise RecordError(f'the record has no format: a record starts with "format": "{FORMAT}"')
    if record["format"] != FORMAT:
        raise RecordError(f"format {record['format']!r} is not {FORMAT}: "
                          f"this version reads {FORMAT} records only")
    game = record.get("game")
    if game not in names():
        raise RecordError(f"game {game!r} is unknown: the games are {', '.join(names())}")
    if not isinstance(record.get("options"), dict):
        raise RecordError(f"options must be an object of option values; "
                          f"got {_kind(record.get('options'))}")
    seats = record.get("seats")
    if (not isinstance(seats, list) or not seats
            or not all(isinstance(name, str) for name in seats)):
        raise RecordError('seats must be a list of seat names, like ["you", "random"]')
    _check_sides(record.get("sides"), len(seats))
    _check_rounds(record.get("rounds"))
    sides = len(record["sides"])
    for key in ("scores", "winners"):
        if not int_list(record.get(key)):
            raise RecordError(f"{key} must be a list of whole numbers; got {record.get(key)!r}")
    if record["scores"] and len(record["scores"]) != sides:
        raise RecordError(f"scores has {len(record['scores'])} numbers for {sides} sides")
    if any(not 0 <= side < sides for side in record["winners"]):
        raise RecordError(f"winners {record['winners']} are not sides 0 to {sides - 1}")
    rules_of(record)
    return record


def rules_of(record: dict[str, Any]) -> GameRules:
    """The rules of a record (its envelope checked), by its game's record codec; checks
    that the options, seats and sides fit together."""
    return family(record["game"]).rules_from_record(record)


def _check_sides(sides: Any, seats: int) -> None:
    if not isinstance(sides, list) or not sides or not all(int_list(s) for s in sides):
        raise RecordError("sides must be a list of sides, each a list of seats, like [[0], [1]]")
    members = sorted(seat for side in sides for seat in side)
    if members != list(range(seats)):
        raise RecordError(f"sides {sides} must hold every seat 0 to {seats - 1} once")


def _check_rounds(rounds: Any) -> None:
    if not isinstance(rounds, list):
        raise RecordError(f"rounds must be a list of rounds; got {_kind(rounds)}")
    for number, entry in enumerate(rounds, start=1):
        if not isinstance(entry, dict):
            raise RecordError(f"round {number} is {_kind(entry)}, not an object")
        dealer = entry.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise RecordError(f"round {number} has no dealer seat")
        events = entry.get("events")
        if not isinstance(events, list):
            raise RecordError(f"round {number} has no list of events")
        for index, event in enumerate(events, start=1):
            if not isinstance(event, dict) or not isinstance(event.get("type"), str):
                raise RecordError(f"round {number}, event {index} is not an object with a type")
        for key in ("points", "breakdown"):
            if key in entry and not isinstance(entry[key], list):
                raise RecordError(f"round {number}: {key} must be a list")


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "true or false",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


# Files ----------------------------------------------------------------------------------

def read_records(path: str | Path) -> list[dict[str, Any]]:
    """The records of a file, each checked with ``check_record``.

    A ``.jsonl`` file holds one record a line; any other file holds one JSON record, or a
    list of them (a file that is not one JSON value is read as JSON Lines). Raises
    ``RecordError`` naming the record (and line) at fault.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    if path.suffix == ".jsonl":
        return _read_lines(text)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        if path.suffix == ".json":
            raise RecordError(f"{path.name} is not valid JSON: {error}") from None
        return _read_lines(text)
    if isinstance(data, list):
        return [_checked(record, f"record {number}")
                for number, record in enumerate(data, start=1)]
    return [_checked(data, None)]


def _read_lines(text: str) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"record {len(records) + 1} (line {line_number})"
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            raise RecordError(f"{where} is not valid JSON: {error}") from None
        records.append(_checked(data, where))
    return records


def _checked(record: Any, where: str | None) -> dict[str, Any]:
    try:
        return check_record(record)
    except RecordError as error:
        if where is None:
            raise
        raise RecordError(f"{where}: {error}") from None


def write_records(path: str | Path, records: Sequence[dict[str, Any]]) -> None:
    """Write records, each checked first: a ``.jsonl`` file (or several records to a file
    not named ``.json``) gets one compact record a line; a ``.json`` file gets the record
    as an indented object, or several as a list, which ``read_records`` reads back.
    """
    path = Path(path)
    for number, record in enumerate(records, start=1):
        _checked(record, f"record {number}")
    if path.suffix == ".jsonl" or (len(records) != 1 and path.suffix != ".json"):
        text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n"
                       for r in records)
    elif len(records) == 1:
        text = format_record(records[0]) + "\n"
    else:
        text = "[\n" + ",\n".join(format_record(r) for r in records) + "\n]\n"
    path.write_text(text, encoding="utf-8")


def format_record(record: dict[str, Any]) -> str:
    """A record as readable JSON: one line per key, and one line per event of each round."""
    lines = ["{"]
    items = list(record.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if key == "rounds" and isinstance(value, list) and value:
            lines.append(' "rounds": [')
            lines.extend(_format_round(entry) + ("," if number < len(value) - 1 else "")
                         for number, entry in enumerate(value))
            lines.append(" ]" + comma)
        else:
            lines.append(f" {_compact(key)}: {_compact(value)}{comma}")
    lines.append("}")
    return "\n".join(lines)


def _format_round(entry: Any) -> str:
    if not isinstance(entry, dict) or not isinstance(entry.get("events"), list):
        return "  " + _compact(entry)
    parts: list[str] = []
    for key, value in entry.items():
        if key == "events":
            events = ",\n".join("   " + _compact(event) for event in value)
            parts.append(f'"events": [\n{events}\n  ]' if value else '"events": []')
        else:
            parts.append(f"{_compact(key)}: {_compact(value)}")
    return "  {" + ", ".join(parts) + "}"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
