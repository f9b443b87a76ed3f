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
first difference or illegal step raises ``RecordError`` naming the round (or partie) and
event.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

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
from cardtable.text import TextContext, describe, describe_game_number, describe_start

_DEALING_EVENTS = ("aside", "table", "deal")

GameEvent = SweepEvent | MetaEvent
"""An event of either game, as replay yields it."""


def replay_record(record: dict[str, Any]) -> list[GameEvent]:
    """Replay a record and return every event the engine produced, in order.

    Raises ``RecordError`` at the first step that is illegal or differs from the record.
    """
    return list(iter_replay(record))


def iter_replay(record: dict[str, Any]) -> Iterator[GameEvent]:
    """Replay a record, yielding each event once it has been checked against the record."""
    check_record(record)
    if record["game"] == "metamorphosis":
        yield from _MetaReplay(record, meta_rules(record)).run()
    else:
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
            rules: Rules | MetaRules = (meta_rules(record) if record["game"] == "metamorphosis"
                                        else sweep_rules(record))
            if several:
                yield describe_game_number(number, lang)
            yield describe_start(rules, context, lang)
            if first is not None:
                yield describe(first, context, lang)
            for event in events:
                yield describe(event, context, lang)
        except RecordError as error:
            if not several:
                raise
            raise RecordError(f"record {number}: {error}") from None


class _Replay:
    """One record being replayed: where we are in it, and the checks at each step.

    The walk and the checks are the same for every game; a subclass makes the game, reads
    its moves from the record and stacks each round's deck.
    """

    unit = "round"
    """What the record's rounds are called in messages."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.rounds: list[dict[str, Any]] = record["rounds"]
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

    def seat_of(self, entry: dict[str, Any]) -> int:
        seat = entry.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise self.error_at(self.index, f"{entry['type']} needs a seat number; "
                                            f"got {json.dumps(seat)}")
        return seat

    def record_ends(self, mover: int, doing: str) -> RecordError:
        return RecordError(
            f"{self.unit} {self.round}, after event {len(self.events)}: the record ends here, "
            f"but the game goes on: seat {mover} is to {doing}"
        )

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
                raise RecordError(
                    f"{self.unit} {self.round}, after event {len(events)}: the record's "
                    f"{self.unit} ends here, but the engine goes on with {_show(expected)}"
                )
            self.check_entry(self.index, expected)
            self.index += 1

    def check_entry(self, index: int, expected: dict[str, Any]) -> None:
        actual = self.events[index]
        if actual != expected:
            raise self.error_at(index, _difference(actual, expected))

    def start_round(self, event: Any) -> None:
        self.round = event.number
        self.index = 0
        dealer = self.rounds[event.number - 1]["dealer"]
        if dealer != event.dealer:
            raise RecordError(f"{self.unit} {event.number}: the record says seat {dealer} "
                              f"deals, but the dealer is seat {event.dealer}")

    def check_round_end(self, event: Any) -> None:
        events = self.events
        unit = self.unit
        if self.index < len(events):
            raise self.error_at(self.index, f"the {unit} is over here (the engine scores it), "
                                            "but the record goes on")
        entry = self.rounds[self.round - 1]
        points = list(event.points)
        if "points" not in entry:
            raise RecordError(f"{unit} {self.round} has no points: the record ends before the "
                              f"{unit} is scored (the engine scores {points})")
        if entry["points"] != points:
            raise RecordError(f"{unit} {self.round}: the record's points are "
                              f"{entry['points']}, the engine scores {points}")

    def check_game_end(self, event: Any) -> None:
        unit = self.unit
        if len(self.rounds) > self.round:
            raise RecordError(f"{unit} {self.round + 1}: the game ended after {unit} "
                              f"{self.round}, but the record goes on")
        for key, value in (("scores", list(event.scores)), ("winners", list(event.winners))):
            if self.record[key] != value:
                raise RecordError(f"game end: the record's {key} are {self.record[key]}, "
                                  f"the engine's are {value}")

    def error_at(self, index: int, message: str) -> RecordError:
        entry = self.events[index]
        return RecordError(f"{self.unit} {self.round}, event {index + 1} ({_label(entry)}): "
                           f"{message}")

    @property
    def events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.rounds[self.round - 1]["events"]
        return events


# The sweep games --------------------------------------------------------------------------

class _SweepReplay(_Replay):
    """A sweep record being replayed."""

    def __init__(self, record: dict[str, Any], rules: Rules) -> None:
        super().__init__(record)
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
            if end in state.legal_moves():
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
            raise RecordError(f"round {self.round}: the record's breakdown is "
                              f"{_show(entry.get('breakdown'))}, the engine's is "
                              f"{_show(breakdown)}")

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


# Metamorphosis ----------------------------------------------------------------------------

class _MetaReplay(_Replay):
    """A Metamorphosis record being replayed: its parties are the record's rounds."""

    unit = "partie"

    def __init__(self, record: dict[str, Any], rules: MetaRules) -> None:
        super().__init__(record)
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
                raise RecordError(f"partie {self.round} has no events: {needed}")
            kind = self.events[self.index]["type"]
            raise self.error_at(self.index, f"the record has a {kind} event here, but {needed}")
        if isinstance(event, Took) and self.stand_ins.popleft():
            # The engine's cards are a stand-in: name the take, not those cards.
            problem = self.bad_takes.get(self.index)
            if problem is not None:
                raise self.error_at(self.index, problem)
            take = (f"a take: seat {event.seat} takes {len(event.cards)} cards from seat "
                    f"{event.source}")
            if self.index >= len(self.events):
                raise RecordError(f"partie {self.round}, after event {len(self.events)}: the "
                                  f"record's partie ends here, but the engine goes on with "
                                  f"{take}")
            kind = self.events[self.index]["type"]
            raise self.error_at(self.index, f"the record has a {kind} event here, but the "
                                            f"engine's next event is {take}")
        super().check(event)

    def next_move(self, state: MetaState) -> MetaMove:
        mover = state.to_move
        assert mover is not None
        if state.phase == BIDDING:
            doing = "bid"
        elif state.phase == DISCARDING:
            doing = f"discard {len(state.hands[mover]) - HAND_SIZE} cards"
        else:
            doing = "play"
        events = self.events
        if self.index >= len(events):
            raise self.record_ends(mover, doing)
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
                                        f"waits for a move: seat {mover} is to {doing}")

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
            scores = list(self.state.scores) if self.state is not None else []
            raise RecordError(f"the record ends after partie {len(self.rounds)}, but the game "
                              f"goes on: it has {self.rules.parties} parties (scores {scores})")
        events = self.rounds[number - 1]["events"]
        found = next(((i, e) for i, e in enumerate(events) if e["type"] == "deal"), None)
        if found is None:
            self.undealt.add(number)
            return list(DECK52)
        index, entry = found
        where = f"partie {number}, event {index + 1} (deal)"

        def fault(message: str) -> RecordError:
            return RecordError(f"{where}: {message}")

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
            raise fault("a card is hidden; a record must show every card (the full view) "
                        "to be replayed")
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
