"""Re-play a game record through the engine and check every step (DESIGN.md, "Game records").

A record replays without its seed. A sweep record's rounds are stacked from each round's
``aside``, ``table`` and ``deal`` events, and its moves are ``play``, ``challenge`` and
``claim`` (the Spanish penalties; the engine's ``check`` and ``penalty`` events are compared
like the others). A
Metamorphosis record's parties are stacked from each partie's ``deal`` event (hands and
stock), its moves are ``bid``, ``play`` and ``discard``, and the random takes after deal 2
are the recorded ``take`` cards, checked against the neighbour's hand and the count the rule
gives. Everything else the engine produces (the other events, each round's dealer and
points, a sweep round's breakdown, the final scores and winners) must equal the record. The
first difference or illegal step raises ``ReplayError`` (a ``RecordError``) naming the round
(or partie) and event; ``error_line`` says it in the listener's language.

A record the terminal or the room saved when a game was left (``...-unfinished.json``)
stops where the game goes on. Asked (``allow_unfinished``), the replay checks every step
there is and stops there, its last event not the game's end; otherwise that is an error
like any other.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from cardtable.cards import DECK, DECK52, Card, Card52, parse_card, parse_card52
from cardtable.games.base import IllegalMoveError, RecordError
from cardtable.games.metamorphosis.events import Dealt, MetaEvent, Took
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.rules import HAND_SIZE
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaState
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.sweep.dealing import DealPlan, deal_plan, stack_deck
from cardtable.games.sweep.events import SweepEvent
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, SweepMove
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import SweepState, new_game
from cardtable.record import check_record, meta_rules, read_records, sweep_rules
from cardtable.text import (
    TextContext,
    describe,
    describe_game_number,
    describe_start,
    message,
    seat_label,
)

_DEALING_EVENTS = ("aside", "table", "deal")

GameEvent = SweepEvent | MetaEvent
"""An event of either game, as replay yields it."""


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


_WHERE_MESSAGES: Final = {"event": "replay-at-event", "after": "replay-after-event",
                          "round": "replay-at-round"}


def error_line(error: RecordError, lang: str = "en") -> str:
    """The line ``cardtable replay`` prints for ``error``, in ``lang``.

    In English it is the error's own message. In another language every part is the
    catalogue's (where, why, the seat by its name, the record's own values as JSON); only a
    file that is not a record at all keeps the English detail of what is wrong with it.
    """
    if lang == "en":
        return f"error: {error}"
    if not isinstance(error, ReplayError):
        return message(lang, "replay-error-record", reason=str(error))
    reason = error.reason
    args = dict(reason.args)
    if reason.seat is not None:
        if error.record is not None:
            context = TextContext.from_record(error.record, lang)
            args["seat"] = seat_label(context, reason.seat, lang)
        else:
            args["seat"] = str(reason.seat)
    said = message(lang, reason.id, **args)
    parts = []
    if error.number is not None:
        parts.append(message(lang, "replay-record-number", number=error.number))
    where = error.where
    if where is not None and where.kind == "end":
        parts.append(message(lang, "replay-at-end"))
    elif where is not None:
        variables: dict[str, str | int] = {"unit": where.unit, "number": where.number}
        if where.kind != "round":
            variables["event"] = where.event
        parts.append(message(lang, _WHERE_MESSAGES[where.kind], **variables))
    if not parts:
        return message(lang, "replay-error-plain", reason=said)
    return message(lang, "replay-error", where=", ".join(parts), reason=said)


def _reason(message_id: str, seat: int | None = None, **values: Any) -> Reason:
    """A reason whose variables are the record's (or the engine's) values, as JSON."""
    return Reason(message_id, {name: value if isinstance(value, str | int) else _show(value)
                               for name, value in values.items()}, seat)


# Replaying --------------------------------------------------------------------------------

class _Unfinished(Exception):
    """The record stops where the game goes on, and the replay was asked to allow that."""


def replay_record(record: dict[str, Any], allow_unfinished: bool = False) -> list[GameEvent]:
    """Replay a record and return every event the engine produced, in order.

    Raises ``ReplayError`` (a ``RecordError``) at the first step that is illegal or differs
    from the record. A record that stops where the game goes on (a game left unfinished) is
    such an error too, unless ``allow_unfinished``: then the events up to that point are
    returned, the last of them not the game's end.
    """
    return list(iter_replay(record, allow_unfinished))


def iter_replay(record: dict[str, Any], allow_unfinished: bool = False
                ) -> Iterator[GameEvent]:
    """Replay a record, yielding each event once it has been checked against the record
    (``allow_unfinished`` as for ``replay_record``)."""
    check_record(record)
    if record["game"] == "metamorphosis":
        yield from _MetaReplay(record, meta_rules(record), allow_unfinished).run()
    else:
        yield from _SweepReplay(record, sweep_rules(record), allow_unfinished).run()


def replay_file(path: str | Path, lang: str = "en",
                allow_unfinished: bool = False) -> Iterator[str]:
    """Replay every record of a file, yielding one sentence per event in ``lang``.

    The seats are named as the live game names them in ``lang`` (``TextContext.from_record``).
    A file of several records announces each game's number, and its errors name the record.
    With ``allow_unfinished`` a record of a game left unfinished is said up to where it
    stops, then the sentence ``replay-unfinished``; otherwise it raises ``ReplayError``.
    """
    records = read_records(path)
    several = len(records) > 1
    for number, record in enumerate(records, start=1):
        try:
            yield from _say_record(record, lang, allow_unfinished,
                                   number if several else None)
        except ReplayError as error:
            if not several:
                raise
            raise error.in_record(number) from None
        except RecordError as error:
            if not several:
                raise
            raise RecordError(f"record {number}: {error}") from None


def _say_record(record: dict[str, Any], lang: str, allow_unfinished: bool,
                number: int | None) -> Iterator[str]:
    """One record's sentences: its heading (``number`` in a file of several), the game,
    every event, and whether the game was left unfinished."""
    events = iter_replay(record, allow_unfinished)
    first = next(events, None)
    context = TextContext.from_record(record, lang)
    rules: Rules | MetaRules = (meta_rules(record) if record["game"] == "metamorphosis"
                                else sweep_rules(record))
    if number is not None:
        yield describe_game_number(number, lang)
    yield describe_start(rules, context, lang)
    last = first
    if first is not None:
        yield describe(first, context, lang)
    for event in events:
        yield describe(event, context, lang)
        last = event
    if last is None or last.type != "game_end":
        yield message(lang, "replay-unfinished")


class _Replay:
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
        except _Unfinished:
            return

    def seat_of(self, entry: dict[str, Any]) -> int:
        seat = entry.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise self.error_at(self.index, f"{entry['type']} needs a seat number; "
                                            f"got {json.dumps(seat)}")
        return seat

    def record_ends(self, mover: int, action: str, count: int = 0) -> ReplayError:
        """The error of a record that stops where ``mover`` is to move (``action``: play,
        bid or discard ``count`` cards); allowed, the walk stops here instead."""
        if self.allow_unfinished:
            raise _Unfinished
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
                          _reason("replay-past-record", unit=self.unit,
                                  number=len(self.rounds)))

    # Checks ---------------------------------------------------------------------------

    def check(self, event: Any) -> None:
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
                    f"{self.unit} ends here, but the engine goes on with {_show(expected)}",
                    _reason("replay-engine-more", event=expected),
                    self.where("after", len(events)))
            self.check_entry(self.index, expected)
            self.index += 1

    def check_entry(self, index: int, expected: dict[str, Any]) -> None:
        actual = self.events[index]
        if actual != expected:
            raise self.error_at(index, _difference(actual, expected),
                                _reason("replay-differs", record=actual, engine=expected))

    def start_round(self, event: Any) -> None:
        if event.number > len(self.rounds):
            # Only with allow_unfinished: otherwise the deck of this round was refused.
            raise _Unfinished
        self.round = event.number
        self.index = 0
        dealer = self.rounds[event.number - 1]["dealer"]
        if dealer != event.dealer:
            raise self.error(f"{self.unit} {event.number}: the record says seat {dealer} "
                             f"deals, but the dealer is seat {event.dealer}",
                             _reason("replay-differs", record={"dealer": dealer},
                                     engine={"dealer": event.dealer}),
                             self.where("round"))

    def check_round_end(self, event: Any) -> None:
        events = self.events
        unit = self.unit
        if self.index < len(events):
            raise self.error_at(self.index, f"the {unit} is over here (the engine scores it), "
                                            "but the record goes on",
                                _reason("replay-record-more", what=unit))
        entry = self.rounds[self.round - 1]
        points = list(event.points)
        if "points" not in entry:
            raise self.error(f"{unit} {self.round} has no points: the record ends before the "
                             f"{unit} is scored (the engine scores {points})",
                             _reason("replay-engine-more", event={"points": points}),
                             self.where("round"))
        if entry["points"] != points:
            raise self.error(f"{unit} {self.round}: the record's points are "
                             f"{entry['points']}, the engine scores {points}",
                             _reason("replay-differs", record={"points": entry["points"]},
                                     engine={"points": points}),
                             self.where("round"))

    def check_game_end(self, event: Any) -> None:
        unit = self.unit
        if len(self.rounds) > self.round:
            raise self.error(f"{unit} {self.round + 1}: the game ended after {unit} "
                             f"{self.round}, but the record goes on",
                             _reason("replay-record-more", what="game"),
                             Where("round", unit, self.round + 1))
        for key, value in (("scores", list(event.scores)), ("winners", list(event.winners))):
            if self.record[key] != value:
                raise self.error(f"game end: the record's {key} are {self.record[key]}, "
                                 f"the engine's are {value}",
                                 _reason("replay-differs", record={key: self.record[key]},
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
        return self.error(f"{self.unit} {self.round}, event {index + 1} ({_label(entry)}): "
                          f"{message}", reason or _reason("replay-cannot", event=entry),
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
        events: list[dict[str, Any]] = self.rounds[self.round - 1]["events"]
        return events


# The sweep games --------------------------------------------------------------------------

class _SweepReplay(_Replay):
    """A sweep record being replayed."""

    def __init__(self, record: dict[str, Any], rules: Rules,
                 allow_unfinished: bool = False) -> None:
        super().__init__(record, allow_unfinished)
        self.rules = rules
        self.plan: DealPlan = deal_plan(rules)
        self.state: SweepState | None = None

    def start(self) -> SweepState:
        self.state = new_game(self.rules, deck_source=self.deck)
        return self.state

    def next_move(self, state: SweepState) -> SweepMove:
        events = self.events
        mover = state.to_move
        assert mover is not None
        end = SweepMove(mover, None, (), END)
        if self.index >= len(events):
            # A round left before it was scored stops here, even where the round could end.
            scored = "points" in self.rounds[self.round - 1] or not self.allow_unfinished
            if scored and end in state.legal_moves():
                return end
            raise self.record_ends(mover, "play")
        entry = events[self.index]
        kind = entry["type"]
        if kind == "play":
            return self.play_move(entry)
        if kind == "challenge":
            return SweepMove(self.seat_of(entry), None, (), CHALLENGE)
        if kind == "claim":
            return self.claim_move(entry)
        if end in state.legal_moves():
            return end
        raise self.error_at(self.index, f"the record has a {kind} event here, but the engine "
                                        f"waits for a move: seat {mover} is to play",
                            _reason("replay-waits", mover, event=entry, action="play",
                                    count=0))

    def play_move(self, entry: dict[str, Any]) -> SweepMove:
        seat = self.seat_of(entry)
        take = entry.get("take", [])
        if not isinstance(take, list):
            raise self.error_at(self.index, "take must be a list of cards")
        try:
            card = parse_card(entry.get("card"))  # type: ignore[arg-type]
            taken = tuple(sorted(parse_card(c) for c in take))
        except ValueError as error:
            raise self.error_at(self.index, str(error)) from None
        return SweepMove(seat, card, taken)

    def claim_move(self, entry: dict[str, Any]) -> SweepMove:
        """The claim a ``claim`` event makes: its ``cards`` are the laid card, then the
        table cards taken with it."""
        seat = self.seat_of(entry)
        listed = entry.get("cards")
        if not isinstance(listed, list) or len(listed) < 2:
            raise self.error_at(self.index, "a claim's cards are the laid card claimed, then "
                                            'the table cards taken with it, like ["7d", "2c", '
                                            '"5h"]')
        try:
            cards = [parse_card(c) for c in listed]
        except ValueError as error:
            raise self.error_at(self.index, str(error)) from None
        return SweepMove(seat, cards[0], tuple(sorted(cards[1:])), CLAIM)

    def check_round_end(self, event: Any) -> None:
        super().check_round_end(event)
        entry = self.rounds[self.round - 1]
        breakdown = [line.to_record() for line in event.breakdown]
        if entry.get("breakdown") != breakdown:
            raise self.error(f"round {self.round}: the record's breakdown is "
                             f"{_show(entry.get('breakdown'))}, the engine's is "
                             f"{_show(breakdown)}",
                             _reason("replay-differs",
                                     record={"breakdown": entry.get("breakdown")},
                                     engine={"breakdown": breakdown}),
                             self.where("round"))

    def deck(self, number: int) -> list[Card]:
        """The deck source of the replayed game: round ``number``'s cards, stacked."""
        if number > len(self.rounds):
            if self.allow_unfinished:
                return self.stack(number, {"aside": [], "table": [], "deal": []}, {})
            scores = list(self.state.scores) if self.state is not None else []
            raise self.past_the_record(f"no side has won yet (scores {scores})")
        events = self.rounds[number - 1]["events"]
        dealt: dict[str, list[Any]] = {"aside": [], "table": [], "deal": []}
        seen: dict[Card, int] = {}
        for index, entry in enumerate(events):
            kind = entry["type"]
            if kind not in _DEALING_EVENTS:
                continue
            cards = self.dealt_cards(number, index, entry)
            for c in cards:
                if c in seen:
                    raise self.dealing_error(number, index,
                                             f"{c} was dealt already in event {seen[c] + 1}")
                seen[c] = index
            if kind == "deal":
                dealt["deal"].append([[parse_card(c) for c in hand] for hand in entry["hands"]])
            else:
                dealt[kind].extend(cards)
        return self.stack(number, dealt, seen)

    def stack(self, number: int, dealt: dict[str, list[Any]], seen: dict[Card, int]
              ) -> list[Card]:
        """Round ``number``'s deck from the cards ``dealt``, the others filled in."""
        _fill_missing(self.plan, self.rules.players, dealt, seen)
        try:
            return stack_deck(self.plan, self.rules.players, dealt["aside"], dealt["table"],
                              dealt["deal"])
        except ValueError as error:
            raise self.error(f"round {number}: {error}", Reason("replay-bad-deal"),
                             self.where("round", number=number)) from None

    def dealt_cards(self, number: int, index: int, entry: dict[str, Any]) -> list[Card]:
        """The cards of an ``aside``, ``table`` or ``deal`` event (event ``index`` of round
        ``number``), checked."""
        if entry["type"] == "deal":
            hands = entry.get("hands")
            if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
                raise self.dealing_error(number, index,
                                         "hands must be a list of hands, one per seat")
            tokens = [c for hand in hands for c in hand]
        else:
            listed = entry.get("cards")
            if not isinstance(listed, list):
                raise self.dealing_error(number, index, "cards must be a list of cards")
            tokens = listed
        cards: list[Card] = []
        for token in tokens:
            if token is None:
                raise self.dealing_error(number, index, _HIDDEN)
            try:
                cards.append(parse_card(token))
            except ValueError as error:
                raise self.dealing_error(number, index, str(error)) from None
        return cards


_HIDDEN: Final = ("a card is hidden; a record must show every card (the full view) to be "
                  "replayed")


def _fill_missing(plan: DealPlan, players: int, dealt: dict[str, list[Any]],
                  seen: dict[Card, int]) -> None:
    """Complete a round that the record leaves unfinished with the cards it never shows.

    The game then replays up to where the record stops (or differs), and the error names
    that step instead of the deck as a whole.
    """
    unseen = [c for c in DECK if c not in seen]

    def draw(count: int) -> list[Card]:
        drawn = unseen[:count]
        del unseen[:count]
        return drawn

    for kind, size in (("aside", plan.aside), ("table", plan.table)):
        if len(dealt[kind]) < size:
            dealt[kind].extend(draw(size - len(dealt[kind])))
    for size in plan.hands[len(dealt["deal"]):]:
        dealt["deal"].append([draw(size) for _ in range(players)])


# Metamorphosis ----------------------------------------------------------------------------

class _MetaReplay(_Replay):
    """A Metamorphosis record being replayed: its parties are the record's rounds."""

    unit = "partie"

    def __init__(self, record: dict[str, Any], rules: MetaRules,
                 allow_unfinished: bool = False) -> None:
        super().__init__(record, allow_unfinished)
        self.rules = rules
        self.state: MetaState | None = None
        self.takes = 0
        """Takes the engine has asked for in the partie being replayed."""
        self.bad_takes: dict[int, str] = {}
        """Recorded takes the rules refuse, by event index in the partie: said when the
        walk reaches them, so that an earlier difference is still named first."""
        self.undealt: set[int] = set()
        """Parties whose record has no ``deal`` event: the engine deals a stand-in deck,
        and the walk stops at that deal."""
        self.stand_ins: deque[bool] = deque()
        """For each take given to the engine and not yet checked: whether its cards are a
        stand-in (the record has no such take, or the rules refuse it)."""

    def start(self) -> MetaState:
        self.state = new_meta_game(self.rules, deck_source=self.deck, take_source=self.take)
        return self.state

    def start_round(self, event: Any) -> None:
        super().start_round(event)
        self.takes = 0
        self.bad_takes = {}
        self.stand_ins.clear()

    def check(self, event: Any) -> None:
        if isinstance(event, Dealt) and self.round in self.undealt:
            needed = "a partie starts with its deal (hands and stock)"
            if not self.events:
                raise self.error(f"partie {self.round} has no events: {needed}",
                                 _reason("replay-engine-more", event={"type": "deal"}),
                                 self.where("round"))
            entry = self.events[self.index]
            raise self.error_at(self.index, f"the record has a {entry['type']} event here, "
                                            f"but {needed}",
                                _reason("replay-differs", record=entry,
                                        engine={"type": "deal"}))
        if isinstance(event, Took) and self.stand_ins.popleft():
            # The engine's cards are a stand-in: name the take, not those cards.
            problem = self.bad_takes.get(self.index)
            if problem is not None:
                raise self.error_at(self.index, problem)
            take = (f"a take: seat {event.seat} takes {len(event.cards)} cards from seat "
                    f"{event.source}")
            shown = {"type": "take", "seat": event.seat, "from": event.source,
                     "count": len(event.cards)}
            if self.index >= len(self.events):
                raise self.error(f"partie {self.round}, after event {len(self.events)}: the "
                                 f"record's partie ends here, but the engine goes on with "
                                 f"{take}", _reason("replay-engine-more", event=shown),
                                 self.where("after", len(self.events)))
            entry = self.events[self.index]
            raise self.error_at(self.index, f"the record has a {entry['type']} event here, "
                                            f"but the engine's next event is {take}",
                                _reason("replay-differs", record=entry, engine=shown))
        super().check(event)

    def next_move(self, state: MetaState) -> MetaMove:
        mover = state.to_move
        assert mover is not None
        count = 0
        if state.phase == BIDDING:
            action = "bid"
        elif state.phase == DISCARDING:
            action = "discard"
            count = len(state.hands[mover]) - HAND_SIZE
        else:
            action = "play"
        doing = f"discard {count} cards" if action == "discard" else action
        events = self.events
        if self.index >= len(events):
            raise self.record_ends(mover, action, count)
        entry = events[self.index]
        kind = entry["type"]
        if kind == BID:
            deal = entry.get("deal")
            if not isinstance(deal, int) or isinstance(deal, bool):
                raise self.error_at(self.index, f"a bid names a deal 1 to 4; got "
                                                f"{json.dumps(deal)}")
            return MetaMove(self.seat_of(entry), BID, deal=deal)
        if kind == PLAY:
            seat = self.seat_of(entry)
            try:
                card = parse_card52(entry.get("card"))  # type: ignore[arg-type]
            except ValueError as error:
                raise self.error_at(self.index, str(error)) from None
            return MetaMove(seat, PLAY, card=card)
        if kind == DISCARD:
            seat = self.seat_of(entry)
            cards = self.cards_of(self.index, entry)
            return MetaMove(seat, DISCARD, cards=tuple(sorted(cards)))
        raise self.error_at(self.index, f"the record has a {kind} event here, but the engine "
                                        f"waits for a move: seat {mover} is to {doing}",
                            _reason("replay-waits", mover, event=entry, action=action,
                                    count=count))

    def cards_of(self, index: int, entry: dict[str, Any]) -> list[Card52]:
        """The ``cards`` of an event, each shown and a card of the 52-card deck, none twice."""
        listed = entry.get("cards")
        if not isinstance(listed, list):
            raise self.error_at(index, "cards must be a list of cards")
        return _cards52(listed, lambda message: self.error_at(index, message))

    # What the engine asks for: decks and takes ------------------------------------------

    def deck(self, number: int) -> list[Card52]:
        """The deck source of the replayed game: partie ``number`` stacked from its deal."""
        if number > len(self.rounds):
            if self.allow_unfinished:
                return list(DECK52)
            scores = list(self.state.scores) if self.state is not None else []
            raise self.past_the_record(f"it has {self.rules.parties} parties "
                                               f"(scores {scores})")
        events = self.rounds[number - 1]["events"]
        found = next(((i, e) for i, e in enumerate(events) if e["type"] == "deal"), None)
        if found is None:
            self.undealt.add(number)
            return list(DECK52)
        index, entry = found

        def fault(message: str) -> RecordError:
            return self.dealing_error(number, index, message)

        players = self.rules.players
        hands = entry.get("hands")
        stock = entry.get("stock")
        if (not isinstance(hands, list) or len(hands) != players
                or not all(isinstance(h, list) for h in hands)):
            raise fault(f"hands must be a list of {players} hands, one per seat")
        if not isinstance(stock, list):
            raise fault("stock must be a list of cards, its top card last")
        sizes = [len(h) for h in hands]
        if any(size != HAND_SIZE for size in sizes):
            raise fault(f"every hand has {HAND_SIZE} cards; the hands have "
                        f"{', '.join(str(s) for s in sizes)}")
        if len(stock) != self.rules.stock_size:
            raise fault(f"the stock has {self.rules.stock_size} cards with {players} players; "
                        f"got {len(stock)}")
        cards = _cards52([c for hand in hands for c in hand] + stock, fault)
        dealt = cards[:players * HAND_SIZE]
        deck = cards[players * HAND_SIZE:]
        for seat in reversed(range(players)):
            deck.extend(dealt[seat * HAND_SIZE:(seat + 1) * HAND_SIZE])
        return deck

    def take(self, seat: int, source: int, count: int,
             hand: tuple[Card52, ...]) -> list[Card52]:
        """The take source of the replayed game: the partie's next recorded ``take``.

        A take the record does not have, or one the rules refuse, gets stand-in cards from
        the hand; the walk then stops at that event with the reason.
        """
        stand_in = sorted(hand)[:count]
        takes = [(i, e) for i, e in enumerate(self.events) if e["type"] == "take"]
        number = self.takes
        self.takes += 1
        problem = None
        if number < len(takes):
            index, entry = takes[number]
            problem = self.take_problem(entry, seat, source, count, hand)
            if problem is None:
                self.stand_ins.append(False)
                return sorted(self.cards_of(index, entry))
            self.bad_takes[index] = problem
        self.stand_ins.append(True)
        return stand_in

    def take_problem(self, entry: dict[str, Any], seat: int, source: int, count: int,
                     hand: tuple[Card52, ...]) -> str | None:
        """Why a recorded take is not the one the engine asks for, or ``None``."""
        if entry.get("seat") != seat or entry.get("from") != source:
            return f"the engine has seat {seat} take from seat {source} here"
        listed = entry.get("cards")
        if not isinstance(listed, list):
            return "cards must be a list of cards"
        try:
            cards = _cards52(listed, RecordError)
        except RecordError as error:
            return str(error)
        foreign = [c for c in cards if c not in hand]
        if foreign:
            return (f"{_listed(foreign)} {'is' if len(foreign) == 1 else 'are'} not in the "
                    f"hand of seat {source}, which holds {_listed(sorted(hand))}")
        if len(cards) != count:
            assert self.state is not None
            held = len(self.state.hands[seat])
            return (f"seat {seat} holds {held} cards and seat {source} {len(hand)}, so the "
                    f"rule has seat {seat} take {count}, not {len(cards)}")
        return None


def _cards52(tokens: Sequence[Any], fault: Callable[[str], Exception]) -> list[Card52]:
    """Cards of the 52-card deck from a record's tokens, each shown and none twice;
    ``fault(message)`` makes the error to raise."""
    cards: list[Card52] = []
    seen: set[Card52] = set()
    for token in tokens:
        if token is None:
            raise fault(_HIDDEN)
        try:
            card = parse_card52(token)
        except ValueError as error:
            raise fault(str(error)) from None
        if card in seen:
            raise fault(f"{card} is given twice: a deck has each card once")
        seen.add(card)
        cards.append(card)
    return cards


def _listed(cards: Sequence[Card52]) -> str:
    return " ".join(str(c) for c in cards)


# Messages ---------------------------------------------------------------------------------

def _label(entry: dict[str, Any]) -> str:
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


def _difference(actual: dict[str, Any], expected: dict[str, Any]) -> str:
    """What differs between a recorded event and the engine's, in a sentence."""
    if actual.get("type") != expected["type"]:
        return (f"the record has a {actual.get('type')} event here, but the engine's next "
                f"event is {_show(expected)}")
    parts: list[str] = []
    for key, value in expected.items():
        if key not in actual:
            parts.append(f"the record has no {key}, the engine says {_show(value)}")
        elif actual[key] != value:
            parts.append(f"{key} is {_show(actual[key])} in the record, "
                         f"the engine says {_show(value)}")
    for key in actual:
        if key not in expected:
            parts.append(f"the record has {key} {_show(actual[key])}, which the engine "
                         "does not")
    return "; ".join(parts)


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
