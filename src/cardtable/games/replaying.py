"""Re-play a game record through its engine, step by step: what every game's replay shares.

The walk (the engine's events checked one by one against the record's), the checks of each
round's dealer and points and of the game's end, and the errors (``ReplayError`` with a
``Where`` and a ``Reason`` that ``cardtable.records.replay.error_line`` says in any language). Each
game's ``Replayer`` subclass (``games/<game>/replay.py``) makes the game, reads its moves
from the record and stacks each round's deck; the registry names it.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from cardtable.games.base import IllegalMoveError, RecordError

HIDDEN: Final = ("a card is hidden; a record must show every card (the full view) to be "
                 "replayed")

# Errors -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Where:
    """Where in a record its replay failed: an ``event`` of a round, ``after`` the last event
    of a round, a ``round`` as a whole, or the game's ``end``."""

    kind: str
    unit: str = "round"
    """``round``, or ``partie`` in Metamorphosis."""
    number: int = 0
    """The round (or partie), from 1."""
    event: int = 0
    """The event in the round, from 1 (``after``: the round's last event)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a record failed, as a catalogue message (``replay-...``) and its variables."""

    id: str
    args: Mapping[str, str | int] = field(default_factory=dict)
    seat: int | None = None
    """The seat the message names (its variable ``seat``), said by the seat's name."""


class ReplayError(RecordError):
    """A record whose replay fails at a step: ``str()`` is the English message of the
    Python API, ``where`` and ``reason`` say the same in any language (``error_line``)."""

    def __init__(self, text: str, reason: Reason, where: Where | None = None,
                 record: dict[str, Any] | None = None, number: int | None = None) -> None:
        super().__init__(text)
        self.reason = reason
        self.where = where
        self.record = record
        """The record replayed (to name its seats)."""
        self.number = number
        """The record's place in a file of several (from 1), or ``None``."""

    def in_record(self, number: int) -> ReplayError:
        """The same error, naming the record's place in a file of several."""
        return ReplayError(f"record {number}: {self}", self.reason, self.where, self.record,
                           number)


def reason_of(message_id: str, seat: int | None = None, **values: Any) -> Reason:
    """A reason whose variables are the record's (or the engine's) values, as JSON."""
    return Reason(message_id, {name: value if isinstance(value, str | int) else show(value)
                               for name, value in values.items()}, seat)


# Replaying ---------------------------------------------------------------------------------

class Unfinished(Exception):
    """The record stops where the game goes on, and the replay was asked to allow that."""


class Replayer:
    """One record being replayed: where we are in it, and the checks at each step.

    The walk and the checks are the same for every game; a subclass makes the game, reads
    its moves from the record and stacks each round's deck.
    """

    unit = "round"
    """What the record's rounds are called in messages."""

    def __init__(self, record: dict[str, Any], allow_unfinished: bool = False) -> None:
        self.record = record
        self.rounds: list[dict[str, Any]] = record["rounds"]
        self.allow_unfinished = allow_unfinished
        self.round = 0
        """The round being replayed (1, 2 ...)."""
        self.index = 0
        """The position of the next unchecked event in the round's ``events``."""

    # The walk ---------------------------------------------------------------------------

    def start(self) -> Any:
        """A new game of the record's rules, dealing from the record."""
        raise NotImplementedError

    def next_move(self, state: Any) -> Any:
        """The move the record makes next; raises ``RecordError`` when it makes none."""
        raise NotImplementedError

    def run(self) -> Iterator[Any]:
        """Every event of the game, each checked against the record before it is yielded."""
        try:
            state = self.start()
            pending: deque[Any] = deque(state.start_events)
            while True:
                while pending:
                    event = pending.popleft()
                    self.check(event)
                    yield event
                if state.is_over:
                    return
                move = self.next_move(state)
                try:
                    pending.extend(state.play(move))
                except IllegalMoveError as error:
                    raise self.error_at(self.index, str(error)) from None
        except Unfinished:
            return

    def seat_of(self, entry: dict[str, Any]) -> int:
        """The seat a record entry names; an error at this step when it names none."""
        seat = entry.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise self.error_at(self.index, f"{entry['type']} needs a seat number; "
                                            f"got {json.dumps(seat)}")
        return seat

    def record_ends(self, mover: int, action: str, count: int = 0) -> ReplayError:
        """The error of a record that stops where ``mover`` is to move (``action``: play,
        bid or discard ``count`` cards); allowed, the walk stops here instead."""
        if self.allow_unfinished:
            raise Unfinished
        doing = f"discard {count} cards" if action == "discard" else action
        return self.error(
            f"{self.unit} {self.round}, after event {len(self.events)}: the record ends here, "
            f"but the game goes on: seat {mover} is to {doing}",
            Reason("replay-ends-early", {"action": action, "count": count}, mover),
            self.where("after", len(self.events)))

    def past_the_record(self, why: str) -> ReplayError:
        """The error of a game that goes on past the record's last round (allowed, a
        stand-in deck is dealt instead, and the walk stops at that round's start)."""
        return self.error(f"the record ends after {self.unit} {len(self.rounds)}, but the "
                          f"game goes on: {why}",
                          reason_of("replay-past-record", unit=self.unit,
                                  number=len(self.rounds)))

    # Checks ---------------------------------------------------------------------------

    def check(self, event: Any) -> None:
        """Check one event of the engine against the record's next entry."""
        if event.type == "round":
            self.start_round(event)
        elif event.type == "round_end":
            self.check_round_end(event)
        elif event.type == "game_end":
            self.check_game_end(event)
        elif event.recorded:
            events = self.events
            expected = event.to_record()
            if self.index >= len(events):
                raise self.error(
                    f"{self.unit} {self.round}, after event {len(events)}: the record's "
                    f"{self.unit} ends here, but the engine goes on with {show(expected)}",
                    reason_of("replay-engine-more", event=expected),
                    self.where("after", len(events)))
            self.check_entry(self.index, expected)
            self.index += 1

    def check_entry(self, index: int, expected: dict[str, Any]) -> None:
        """Check the round's entry ``index`` against the engine's event."""
        actual = self.events[index]
        if actual != expected:
            raise self.error_at(index, difference(actual, expected),
                                reason_of("replay-differs", record=actual, engine=expected))

    def start_round(self, event: Any) -> None:
        """A round (or partie) starts: check its dealer against the record's."""
        if event.number > len(self.rounds):
            # Only with allow_unfinished: otherwise the deck of this round was refused.
            raise Unfinished
        self.round = event.number
        self.index = 0
        dealer = self.rounds[event.number - 1]["dealer"]
        if dealer != event.dealer:
            raise self.error(f"{self.unit} {event.number}: the record says seat {dealer} "
                             f"deals, but the dealer is seat {event.dealer}",
                             reason_of("replay-differs", record={"dealer": dealer},
                                     engine={"dealer": event.dealer}),
                             self.where("round"))

    def check_round_end(self, event: Any) -> None:
        """A round ends: the record's round must end here too, with the engine's points."""
        events = self.events
        unit = self.unit
        if self.index < len(events):
            raise self.error_at(self.index, f"the {unit} is over here (the engine scores it), "
                                            "but the record goes on",
                                reason_of("replay-record-more", what=unit))
        entry = self.rounds[self.round - 1]
        points = list(event.points)
        if "points" not in entry:
            raise self.error(f"{unit} {self.round} has no points: the record ends before the "
                             f"{unit} is scored (the engine scores {points})",
                             reason_of("replay-engine-more", event={"points": points}),
                             self.where("round"))
        if entry["points"] != points:
            raise self.error(f"{unit} {self.round}: the record's points are "
                             f"{entry['points']}, the engine scores {points}",
                             reason_of("replay-differs", record={"points": entry["points"]},
                                     engine={"points": points}),
                             self.where("round"))

    def check_game_end(self, event: Any) -> None:
        """The game ends: no round may follow, and the scores and winners must be the record's."""
        unit = self.unit
        if len(self.rounds) > self.round:
            raise self.error(f"{unit} {self.round + 1}: the game ended after {unit} "
                             f"{self.round}, but the record goes on",
                             reason_of("replay-record-more", what="game"),
                             Where("round", unit, self.round + 1))
        for key, value in (("scores", list(event.scores)), ("winners", list(event.winners))):
            if self.record[key] != value:
                raise self.error(f"game end: the record's {key} are {self.record[key]}, "
                                 f"the engine's are {value}",
                                 reason_of("replay-differs", record={key: self.record[key]},
                                         engine={key: value}),
                                 Where("end", unit))

    # Errors ---------------------------------------------------------------------------

    def where(self, kind: str, event: int = 0, number: int | None = None) -> Where:
        """A place in the round being replayed (or round ``number``)."""
        return Where(kind, self.unit, self.round if number is None else number, event)

    def error(self, text: str, reason: Reason, where: Where | None = None) -> ReplayError:
        """An error of this record: ``text`` in English, ``reason`` and ``where`` for
        ``error_line``."""
        return ReplayError(text, reason, where, self.record)

    def error_at(self, index: int, message: str, reason: Reason | None = None
                 ) -> ReplayError:
        """The error of the round's event ``index``: the record's step cannot be replayed
        (``reason`` says more when given)."""
        entry = self.events[index]
        return self.error(f"{self.unit} {self.round}, event {index + 1} ({step_label(entry)}): "
                          f"{message}", reason or reason_of("replay-cannot", event=entry),
                          self.where("event", index + 1))

    def dealing_error(self, number: int, index: int, message: str,
                      reason: Reason | None = None) -> ReplayError:
        """The error of event ``index`` (a dealing event) of round ``number``, before the
        round is replayed: its cards do not make a deal."""
        kind = self.rounds[number - 1]["events"][index]["type"]
        return self.error(f"{self.unit} {number}, event {index + 1} ({kind}): {message}",
                          reason or Reason("replay-bad-deal"),
                          self.where("event", index + 1, number))

    @property
    def events(self) -> list[dict[str, Any]]:
        """The recorded events of the round being replayed."""
        events: list[dict[str, Any]] = self.rounds[self.round - 1]["events"]
        return events


# Messages ---------------------------------------------------------------------------------

def step_label(entry: dict[str, Any]) -> str:
    """A recorded event as a step name: ``play by seat 1, 5c:2d``, ``bid by seat 0, deal 3``,
    ``take by seat 0 from seat 1, 3h+Kd``, ``deal``."""
    kind = str(entry.get("type"))
    seat = entry.get("seat")
    if kind == "play":
        take = entry.get("take")
        text = str(entry.get("card"))
        if isinstance(take, list) and take:
            text += ":" + "+".join(str(c) for c in take)
        return f"play by seat {seat}, {text}"
    if kind == "challenge":
        return f"challenge by seat {seat}"
    if kind == "claim":
        cards = entry.get("cards")
        if isinstance(cards, list) and cards:
            shown = f"{cards[0]}:{'+'.join(str(c) for c in cards[1:])}"
        else:
            shown = str(cards)
        return f"claim by seat {seat}, {shown}"
    if kind == "penalty":
        return f"penalty of seat {seat}, {entry.get('capture')}"
    if kind == "check":
        return f"check, sum {entry.get('sum')}"
    if kind == "bid":
        return f"bid by seat {seat}, deal {entry.get('deal')}"
    if kind in ("discard", "take"):
        source = f" from seat {entry.get('from')}" if kind == "take" else ""
        cards = entry.get("cards")
        shown = "+".join(str(c) for c in cards) if isinstance(cards, list) else str(cards)
        return f"{kind} by seat {seat}{source}, {shown}"
    if kind == "draw":
        return f"draw by seat {seat}"
    if kind == "deal_score":
        return f"deal_score of deal {entry.get('deal')}"
    return kind


def difference(actual: dict[str, Any], expected: dict[str, Any]) -> str:
    """What differs between a recorded event and the engine's, in a sentence."""
    if actual.get("type") != expected["type"]:
        return (f"the record has a {actual.get('type')} event here, but the engine's next "
                f"event is {show(expected)}")
    parts: list[str] = []
    for key, value in expected.items():
        if key not in actual:
            parts.append(f"the record has no {key}, the engine says {show(value)}")
        elif actual[key] != value:
            parts.append(f"{key} is {show(actual[key])} in the record, "
                         f"the engine says {show(value)}")
    for key in actual:
        if key not in expected:
            parts.append(f"the record has {key} {show(actual[key])}, which the engine "
                         "does not")
    return "; ".join(parts)


def show(value: Any) -> str:
    """A record's value as JSON, as messages quote it."""
    return json.dumps(value, ensure_ascii=False)
