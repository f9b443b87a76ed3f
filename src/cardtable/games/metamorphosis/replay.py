"""Re-play a Metamorphosis record (``cardtable-record/1``, game ``metamorphosis``).

Each partie is stacked from its ``deal`` event (hands and stock); the moves are ``bid``,
``play`` and ``discard``, and the random takes after deal 2 are the recorded ``take`` cards,
checked against the neighbour's hand and the count the rule gives.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.cards import DECK52, Card52, parse_card52
from cardtable.games.base import RecordError
from cardtable.games.metamorphosis.events import Dealt, Took
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.rules import HAND_SIZE
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaState
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.replaying import HIDDEN, Replayer, reason_of


class MetaReplayer(Replayer):
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
        """A new game of the record's rules, each partie dealt from the record."""
        self.state = new_meta_game(self.rules, deck_source=self.deck, take_source=self.take)
        return self.state

    def start_round(self, event: Any) -> None:
        """A partie starts: no takes asked for yet."""
        super().start_round(event)
        self.takes = 0
        self.bad_takes = {}
        self.stand_ins.clear()

    def check(self, event: Any) -> None:
        """Check one event, a partie without its deal or a refused take first."""
        if isinstance(event, Dealt) and self.round in self.undealt:
            needed = "a partie starts with its deal (hands and stock)"
            if not self.events:
                raise self.error(f"partie {self.round} has no events: {needed}",
                                 reason_of("replay-engine-more", event={"type": "deal"}),
                                 self.where("round"))
            entry = self.events[self.index]
            raise self.error_at(self.index, f"the record has a {entry['type']} event here, "
                                            f"but {needed}",
                                reason_of("replay-differs", record=entry,
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
                                 f"{take}", reason_of("replay-engine-more", event=shown),
                                 self.where("after", len(self.events)))
            entry = self.events[self.index]
            raise self.error_at(self.index, f"the record has a {entry['type']} event here, "
                                            f"but the engine's next event is {take}",
                                reason_of("replay-differs", record=entry, engine=shown))
        super().check(event)

    def next_move(self, state: MetaState) -> MetaMove:
        """The record's next move: a bid, a play or a discard."""
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
                            reason_of("replay-waits", mover, event=entry, action=action,
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
            raise fault(HIDDEN)
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
