"""Game records in the ``cardtable-record/1`` format of DESIGN.md: building them from events."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

FORMAT: Final = "cardtable-record/1"


class RecordBuilder:
    """Collects a game's events, in order, into one record (a JSON-ready dict).

    Round starts become a new round with its ``dealer``; round scores become the round's
    ``points`` and ``breakdown``; the game's end gives ``scores`` and ``winners``; every other
    event is stored with ``to_record()``. Give it full (unredacted) events.
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

    def add(self, events: Iterable[Any]) -> None:
        """Add events as ``play`` returned them."""
        rounds: list[dict[str, Any]] = self._record["rounds"]
        for event in events:
            kind = event.type
            if kind == "round":
                rounds.append({"dealer": event.dealer, "events": []})
            elif kind == "round_end":
                rounds[-1]["points"] = list(event.points)
                rounds[-1]["breakdown"] = [line.to_record() for line in event.breakdown]
            elif kind == "game_end":
                self._record["scores"] = list(event.scores)
                self._record["winners"] = list(event.winners)
            elif event.recorded:
                rounds[-1]["events"].append(event.to_record())

    def to_dict(self) -> dict[str, Any]:
        """The record so far."""
        return self._record
