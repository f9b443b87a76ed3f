"""Re-play a game record through the engine and check every step (DESIGN.md, "Game records").

A sweep record replays without its seed: each round's deck is stacked from the round's
``aside``, ``table`` and ``deal`` events, the recorded moves (``play``, ``challenge``) are
played, and everything the engine produces (the other events, each round's dealer, points
and breakdown, the final scores and winners) must equal the record. The first difference
or illegal move raises ``RecordError`` naming the round and event.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cardtable.cards import DECK, Card, parse_card
from cardtable.games.base import IllegalMoveError, RecordError
from cardtable.games.sweep.dealing import DealPlan, deal_plan, stack_deck
from cardtable.games.sweep.events import (
    GameOver,
    RoundScored,
    RoundStarted,
    SweepEvent,
)
from cardtable.games.sweep.moves import CHALLENGE, END, SweepMove
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import SweepState, new_game
from cardtable.record import check_record, read_records, sweep_rules
from cardtable.text import TextContext, describe, describe_game_number, describe_start

_DEALING_EVENTS = ("aside", "table", "deal")


def replay_record(record: dict[str, Any]) -> list[SweepEvent]:
    """Replay a record and return every event the engine produced, in order.

    Raises ``RecordError`` at the first step that is illegal or differs from the record.
    """
    return list(iter_replay(record))


def iter_replay(record: dict[str, Any]) -> Iterator[SweepEvent]:
    """Replay a record, yielding each event once it has been checked against the record."""
    check_record(record)
    if record["game"] != "sweep":
        raise RecordError(f"{record['game']} records cannot be replayed: not supported yet")
    yield from _SweepReplay(record, sweep_rules(record)).run()


def replay_file(path: str | Path, lang: str = "en") -> Iterator[str]:
    """Replay every record of a file, yielding one sentence per event in ``lang``.

    A file of several records announces each game's number, and its errors name the record.
    """
    records = read_records(path)
    several = len(records) > 1
    for number, record in enumerate(records, start=1):
        try:
            events = iter_replay(record)
            first = next(events, None)
            context = TextContext.from_record(record)
            if several:
                yield describe_game_number(number, lang)
            yield describe_start(sweep_rules(record), context, lang)
            if first is not None:
                yield describe(first, context, lang)
            for event in events:
                yield describe(event, context, lang)
        except RecordError as error:
            if not several:
                raise
            raise RecordError(f"record {number}: {error}") from None


class _SweepReplay:
    """One sweep record being replayed: where we are in it, and the checks at each step."""

    def __init__(self, record: dict[str, Any], rules: Rules) -> None:
        self.record = record
        self.rules = rules
        self.rounds: list[dict[str, Any]] = record["rounds"]
        self.plan: DealPlan = deal_plan(rules)
        self.round = 0
        """The round being replayed (1, 2 ...)."""
        self.index = 0
        """The position of the next unchecked event in the round's ``events``."""
        self.state: SweepState | None = None

    # The walk ---------------------------------------------------------------------------

    def run(self) -> Iterator[SweepEvent]:
        state = new_game(self.rules, deck_source=self.deck)
        self.state = state
        pending: deque[SweepEvent] = deque(state.start_events)
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

    def next_move(self, state: SweepState) -> SweepMove:
        events = self.events
        mover = state.to_move
        assert mover is not None
        end = SweepMove(mover, None, (), END)
        if self.index >= len(events):
            if end in state.legal_moves():
                return end
            raise RecordError(
                f"round {self.round}, after event {len(events)}: the record ends here, "
                f"but the game goes on: seat {mover} is to play"
            )
        entry = events[self.index]
        kind = entry["type"]
        if kind == "play":
            return self.play_move(entry)
        if kind == "challenge":
            return SweepMove(self.seat_of(entry), None, (), CHALLENGE)
        if end in state.legal_moves():
            return end
        raise self.error_at(self.index, f"the record has a {kind} event here, but the engine "
                                        f"waits for a move: seat {mover} is to play")

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

    def seat_of(self, entry: dict[str, Any]) -> int:
        seat = entry.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise self.error_at(self.index, f"{entry['type']} needs a seat number; "
                                            f"got {json.dumps(seat)}")
        return seat

    # Checks ---------------------------------------------------------------------------

    def check(self, event: SweepEvent) -> None:
        if isinstance(event, RoundStarted):
            self.start_round(event)
        elif isinstance(event, RoundScored):
            self.check_round_end(event)
        elif isinstance(event, GameOver):
            self.check_game_end(event)
        elif event.recorded:
            events = self.events
            expected = event.to_record()
            if self.index >= len(events):
                raise RecordError(
                    f"round {self.round}, after event {len(events)}: the record's round ends "
                    f"here, but the engine goes on with {_show(expected)}"
                )
            actual = events[self.index]
            if actual != expected:
                raise self.error_at(self.index, _difference(actual, expected))
            self.index += 1

    def start_round(self, event: RoundStarted) -> None:
        self.round = event.number
        self.index = 0
        dealer = self.rounds[event.number - 1]["dealer"]
        if dealer != event.dealer:
            raise RecordError(f"round {event.number}: the record says seat {dealer} deals, "
                              f"but the dealer is seat {event.dealer}")

    def check_round_end(self, event: RoundScored) -> None:
        events = self.events
        if self.index < len(events):
            raise self.error_at(self.index, "the round is over here (the engine scores it), "
                                            "but the record goes on")
        entry = self.rounds[self.round - 1]
        points = list(event.points)
        if "points" not in entry:
            raise RecordError(f"round {self.round} has no points: the record ends before the "
                              f"round is scored (the engine scores {points})")
        if entry["points"] != points:
            raise RecordError(f"round {self.round}: the record's points are "
                              f"{entry['points']}, the engine scores {points}")
        breakdown = [line.to_record() for line in event.breakdown]
        if entry.get("breakdown") != breakdown:
            raise RecordError(f"round {self.round}: the record's breakdown is "
                              f"{_show(entry.get('breakdown'))}, the engine's is "
                              f"{_show(breakdown)}")

    def check_game_end(self, event: GameOver) -> None:
        if len(self.rounds) > self.round:
            raise RecordError(f"round {self.round + 1}: the game ended after round "
                              f"{self.round}, but the record goes on")
        for key, value in (("scores", list(event.scores)), ("winners", list(event.winners))):
            if self.record[key] != value:
                raise RecordError(f"game end: the record's {key} are {self.record[key]}, "
                                  f"the engine's are {value}")

    def error_at(self, index: int, message: str) -> RecordError:
        entry = self.events[index]
        return RecordError(f"round {self.round}, event {index + 1} ({_label(entry)}): "
                           f"{message}")

    @property
    def events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.rounds[self.round - 1]["events"]
        return events

    # The deck of each round -----------------------------------------------------------

    def deck(self, number: int) -> list[Card]:
        """The deck source of the replayed game: round ``number``'s cards, stacked."""
        if number > len(self.rounds):
            scores = list(self.state.scores) if self.state is not None else []
            raise RecordError(f"the record ends after round {len(self.rounds)}, but the game "
                              f"goes on: no side has won yet (scores {scores})")
        events = self.rounds[number - 1]["events"]
        dealt: dict[str, list[Any]] = {"aside": [], "table": [], "deal": []}
        seen: dict[Card, int] = {}
        for index, entry in enumerate(events):
            kind = entry["type"]
            if kind not in _DEALING_EVENTS:
                continue
            where = f"round {number}, event {index + 1} ({kind})"
            cards = _dealt_cards(entry, where)
            for c in cards:
                if c in seen:
                    raise RecordError(f"{where}: {c} was dealt already in event {seen[c] + 1}")
                seen[c] = index
            if kind == "deal":
                dealt["deal"].append([[parse_card(c) for c in hand] for hand in entry["hands"]])
            else:
                dealt[kind].extend(cards)
        _fill_missing(self.plan, self.rules.players, dealt, seen)
        try:
            return stack_deck(self.plan, self.rules.players, dealt["aside"], dealt["table"],
                              dealt["deal"])
        except ValueError as error:
            raise RecordError(f"round {number}: {error}") from None


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


def _dealt_cards(entry: dict[str, Any], where: str) -> list[Card]:
    """The cards of an ``aside``, ``table`` or ``deal`` event, checked."""
    if entry["type"] == "deal":
        hands = entry.get("hands")
        if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
            raise RecordError(f"{where}: hands must be a list of hands, one per seat")
        tokens = [c for hand in hands for c in hand]
    else:
        listed = entry.get("cards")
        if not isinstance(listed, list):
            raise RecordError(f"{where}: cards must be a list of cards")
        tokens = listed
    cards: list[Card] = []
    for token in tokens:
        if token is None:
            raise RecordError(f"{where}: a card is hidden; a record must show every card "
                              "(the full view) to be replayed")
        try:
            cards.append(parse_card(token))
        except ValueError as error:
            raise RecordError(f"{where}: {error}") from None
    return cards


def _label(entry: dict[str, Any]) -> str:
    """A recorded event as a step name: ``play by seat 1, 5c:2d``, ``deal``."""
    kind = str(entry.get("type"))
    if kind == "play":
        take = entry.get("take")
        text = str(entry.get("card"))
        if isinstance(take, list) and take:
            text += ":" + "+".join(str(c) for c in take)
        return f"play by seat {entry.get('seat')}, {text}"
    if kind == "challenge":
        return f"challenge by seat {entry.get('seat')}"
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
