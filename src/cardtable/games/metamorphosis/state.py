"""A game of Metamorphosis in progress (RULES.md 3): parties of four deals, bids, tricks
and totals.

This module is the flow of the game: a partie is dealt, bids are made, each deal is
played trick by trick and scored, and the parties add up to the game. The refills between
deals are ``refills`` and the bid premiums ``premiums``; the state asks them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cardtable.cards import CARD52_SUIT, DECK52, SUIT_WORDS, Card52, by_suit, format_cards
from cardtable.games.base import IllegalMoveError, positional_builder
from cardtable.games.metamorphosis.contracts import CONTRACTS, trick_winner
from cardtable.games.metamorphosis.events import (
    Bid,
    BidsRevealed,
    DealScored,
    DealStarted,
    Dealt,
    GameOver,
    MetaEvent,
    PartieScored,
    PartieStarted,
    Played,
    Trick,
)
from cardtable.games.metamorphosis.knowledge import Knowledge, mask_of, sample_assignment
from cardtable.games.metamorphosis.moves import (
    BID,
    DISCARD,
    PLAY,
    DiscardMoves,
    MetaMove,
    parse_meta_text,
)
from cardtable.games.metamorphosis.premiums import premiums as deal_premiums
from cardtable.games.metamorphosis.refills import (
    TakeSource,
    discard,
    draw_shortfalls,
    given_takes,
    next_discarder,
    seeded_takes,
    take_from_neighbours,
)
from cardtable.games.metamorphosis.rules import DEALS, HAND_SIZE, Rules

BIDDING = "bid"
PLAYING = "play"
DISCARDING = "discard"
OVER = "over"
ORIGINAL_STOCK = 0
"""The stock class of the cards dealt to the stock; each discard makes a class of its own."""

DeckSource = Callable[[int], Sequence[Card52]]
"""Gives the deck for a partie number (1, 2 ...), top card last, instead of a shuffle."""


@dataclass(frozen=True, slots=True)
class MetaView:
    """Everything one seat may know of a Metamorphosis game, and nothing more."""

    seat: int | None
    rules: Rules
    partie: int
    dealer: int
    deal: int
    leader: int
    phase: str
    to_move: int | None
    hand: tuple[Card52, ...]
    """The seat's cards; none once the game is over (the last deal's tricks are no hand)."""
    hand_sizes: tuple[int, ...]
    """Cards in each hand (all 0 once the game is over)."""
    trick: tuple[Card52, ...]
    trick_leader: int
    taken: tuple[tuple[Card52, ...], ...]
    stock_size: int
    bids: tuple[int | None, ...]
    """Every bid once revealed; before that only the seat's own."""
    deal_scores: tuple[tuple[int, ...], ...]
    premiums: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    voids: tuple[tuple[int, ...], ...]
    """Suits each seat has shown void in during this deal."""
    discard_count: int
    """Cards the seat must discard now (0 unless it is discarding)."""
    winners: tuple[int, ...]
    is_over: bool


_make_view = positional_builder(MetaView)
"""``MetaView`` from every field in order, without a frozen dataclass's cost per field."""


class MetaState:
    """A Metamorphosis game: make one with ``new_game(rules, seed)``, then ``play`` moves."""

    __slots__ = (
        "rules", "_seed", "_deck_source", "_take_source", "partie", "dealer", "deal",
        "leader", "phase", "hands", "stock", "stock_class", "taken", "trick", "trick_leader",
        "bids", "deal_scores", "premiums", "scores", "_to_move", "_winners", "_knowledge",
        "_voids", "_class_owners", "start_events", "_legal",
    )

    rules: Rules
    partie: int
    dealer: int
    deal: int
    leader: int
    phase: str
    hands: list[list[Card52]]
    stock: list[Card52]
    stock_class: list[int]
    taken: list[list[Card52]]
    trick: list[Card52]
    trick_leader: int
    bids: list[int | None]
    deal_scores: list[tuple[int, ...]]
    premiums: list[tuple[int, ...]]
    scores: list[int]
    start_events: tuple[MetaEvent, ...]
    _to_move: int | None
    _voids: list[set[int]]
    _class_owners: tuple[int, ...]
    _knowledge: Knowledge

    def __init__(self, rules: Rules, rng: random.Random,
                 deck_source: DeckSource | None = None,
                 take_source: TakeSource | None = None) -> None:
        """Start a game: shuffle with ``rng`` and deal the first partie (see ``new_game``)."""
        self.rules = rules
        self._seed = rng.getrandbits(64)
        self._deck_source = deck_source
        self._take_source = take_source
        self.partie = 0
        self.dealer = rules.first_dealer
        self.scores = [0] * rules.players
        self._winners: tuple[int, ...] = ()
        self._legal: Sequence[MetaMove] | None = None
        self.start_events = tuple(self._start_partie())

    # The protocol ---------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The seat to move, or ``None`` once the game is over."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.phase == OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total once the game is over (several share a win)."""
        return self._winners

    @property
    def drawn(self) -> bool:
        """Never: Metamorphosis has no round limit (level leaders share the win)."""
        return False

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Every player is a side of his own."""
        return self.rules.sides

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.rules.players

    def legal_moves(self, seat: int | None = None) -> Sequence[MetaMove]:
        """Legal moves of ``seat`` (the seat to move by default; others have none)."""
        if self.phase == OVER:
            return ()
        if seat is not None:
            self._check_seat(seat)
            if seat != self._to_move:
                return ()
        if self._legal is None:
            self._legal = self._moves_of_mover()
        return self._legal

    def _moves_of_mover(self) -> Sequence[MetaMove]:
        seat = self._to_move
        assert seat is not None
        if self.phase == BIDDING:
            return [MetaMove(seat, BID, deal=number) for number in range(1, DEALS + 1)]
        hand = self.hands[seat]
        if self.phase == DISCARDING:
            return DiscardMoves(seat, hand, len(hand) - HAND_SIZE)
        playable = hand
        if self.trick:
            led = CARD52_SUIT[self.trick[0]]
            following = [c for c in hand if CARD52_SUIT[c] == led]
            if following:
                playable = following
        return [MetaMove(seat, PLAY, card=c) for c in playable]

    def parse_move(self, text: str, seat: int | None = None) -> MetaMove:
        """The legal move that ``text`` names for ``seat`` (the seat to move by default)."""
        if self.phase == OVER:
            raise _game_over()
        seat = self._to_move if seat is None else seat
        assert seat is not None
        self._check_seat(seat)
        move = parse_meta_text(text, seat)
        if move not in self.legal_moves(seat):
            raise self._refusal(move)
        return move

    def play(self, move: MetaMove | str) -> list[MetaEvent]:
        """Play a legal move and return the events it caused.

        Raises ``IllegalMoveError`` saying why, leaving the state unchanged.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        self.check(move)
        return self.play_legal(move)

    def play_legal(self, move: MetaMove) -> list[MetaEvent]:
        """``play`` a move that the caller took from this very position's ``legal_moves``,
        without checking it again (the research environment's step). Any other move may
        leave the state inconsistent: use ``play``."""
        self._legal = None
        if move.kind == BID:
            return self._bid(move.seat, move.deal)
        if move.kind == DISCARD:
            return self._discard(move.seat, move.cards)
        assert move.card is not None
        return self._play_card(move.seat, move.card)

    def view(self, seat: int | None) -> MetaView:
        """What ``seat`` may know (``None``: a spectator, who sees no hand)."""
        if seat is not None:
            self._check_seat(seat)
        phase = self.phase
        if phase != BIDDING:
            bids = tuple(self.bids)
        else:
            bids = tuple(b if s == seat else None for s, b in enumerate(self.bids))
        discard = 0
        if phase == DISCARDING and seat == self._to_move and seat is not None:
            discard = len(self.hands[seat]) - HAND_SIZE
        hands = self.hands
        over = phase == OVER
        # Once the game is over the last deal's tricks, which would have become the next
        # hands, are no one's hand: nothing is held.
        # Positional, in the order of MetaView's fields (tests/test_views.py compares every
        # field with a view made field by field).
        return _make_view(
            seat, self.rules, self.partie, self.dealer, self.deal, self.leader, phase,
            self._to_move,
            tuple(by_suit(hands[seat])) if seat is not None and not over else (),
            (0,) * len(hands) if over else tuple(map(len, hands)), tuple(self.trick),
            self.trick_leader,
            tuple(map(tuple, self.taken)), len(self.stock), bids, tuple(self.deal_scores),
            tuple(self.premiums), tuple(self.scores),
            tuple([tuple(sorted(v)) if v else () for v in self._voids]), discard,
            self._winners, over)

    def clone(self) -> MetaState:
        """An independent copy (no ``deepcopy``)."""
        other = MetaState.__new__(MetaState)
        other.rules = self.rules
        other._seed = self._seed
        other._deck_source = self._deck_source
        other._take_source = self._take_source
        other.partie = self.partie
        other.dealer = self.dealer
        other.deal = self.deal
        other.leader = self.leader
        other.phase = self.phase
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.stock_class = list(self.stock_class)
        other.taken = [list(t) for t in self.taken]
        other.trick = list(self.trick)
        other.trick_leader = self.trick_leader
        other.bids = list(self.bids)
        other.deal_scores = list(self.deal_scores)
        other.premiums = list(self.premiums)
        other.scores = list(self.scores)
        other._to_move = self._to_move
        other._winners = self._winners
        other._knowledge = self._knowledge.copy()
        other._voids = [set(v) for v in self._voids]
        other._class_owners = self._class_owners
        other.start_events = self.start_events
        other._legal = None
        return other

    def determinize(self, seat: int, rng: random.Random) -> MetaState:
        """A copy in which every card hidden from ``seat`` is placed again at random,
        consistent with all the seat has seen: hand sizes, suits shown void, cards played,
        the hands shown at each deal's end, its own discards, draws and takes. Other
        players' secret bids are drawn at random too while they are still secret."""
        self._check_seat(seat)
        other = self.clone()
        maybe = self._knowledge.maybe[seat]
        players = self.rules.players
        holders = [h for h in range(players) if h != seat]
        class_ids = list(range(len(self._class_owners)))
        capacity = [len(self.hands[h]) for h in holders]
        counts = [0] * len(self._class_owners)
        for cls in self.stock_class:
            counts[cls] += 1
        capacity.extend(counts)
        masks = [maybe[h] for h in holders] + [maybe[players + c] for c in class_ids]
        known = mask_of(self.hands[seat])
        hidden = [c for h in holders for c in self.hands[h]]
        hidden.extend(self.stock)
        hidden = [c for c in hidden if not known >> c & 1]
        load = sample_assignment(hidden, masks, capacity, rng)
        for index, holder in enumerate(holders):
            other.hands[holder] = sorted(DECK52[c] for c in load[index])
        pools = [load[len(holders) + c] for c in class_ids]
        for cls, pool in enumerate(pools):
            if self._class_owners[cls] == seat:
                # The seat put these cards under the stock itself: it knows their order.
                pool.sort(key=[int(c) for c, k in zip(self.stock, self.stock_class,
                                                      strict=True) if k == cls].index)
                pool.reverse()
            else:
                rng.shuffle(pool)
        stock: list[Card52] = [DECK52[pools[cls].pop()] for cls in self.stock_class]
        other.stock = stock
        other._seed = rng.getrandbits(64)
        other._deck_source = None
        other._take_source = None
        if self.phase == BIDDING:
            other.bids = [b if s == seat or b is None else rng.randint(1, DEALS)
                          for s, b in enumerate(self.bids)]
        return other

    @property
    def cards_in_play(self) -> list[Card52]:
        """Every card the state holds (hands, stock, taken piles, trick): always all 52."""
        held = [c for h in self.hands for c in h]
        held.extend(self.stock)
        held.extend(c for t in self.taken for c in t)
        held.extend(self.trick)
        return held

    # The flow of a partie -------------------------------------------------------------

    def _start_partie(self) -> list[MetaEvent]:
        players = self.rules.players
        self.partie += 1
        if self._deck_source is not None:
            deck = list(self._deck_source(self.partie))
        else:
            deck = list(DECK52)
            shuffler = random.Random(self._seed)
            shuffler.shuffle(deck)
            self._seed = shuffler.getrandbits(64)
        self.hands = []
        for _ in range(players):
            hand = [deck.pop() for _ in range(HAND_SIZE)]
            hand.sort()
            self.hands.append(hand)
        self.stock = deck
        self.stock_class = [ORIGINAL_STOCK] * len(deck)
        self._class_owners = (-1,)
        self._knowledge = Knowledge.after_deal(self.hands, players + 1)
        self.taken = [[] for _ in range(players)]
        self.trick = []
        self._voids = [set() for _ in range(players)]
        self.bids = [None] * players
        self.deal_scores = []
        self.premiums = []
        self.deal = 0
        self.leader = (self.dealer + 1) % players
        self.trick_leader = self.leader
        self.phase = BIDDING
        self._to_move = self.leader
        return [PartieStarted(self.partie, self.dealer),
                Dealt(tuple(tuple(h) for h in self.hands), tuple(self.stock))]

    def _bid(self, seat: int, deal: int) -> list[MetaEvent]:
        self.bids[seat] = deal
        events: list[MetaEvent] = [Bid(seat, deal)]
        waiting = self._next_seat(seat, lambda s: self.bids[s] is None)
        if waiting is not None:
            self._to_move = waiting
            return events
        events.append(BidsRevealed(tuple(b for b in self.bids if b is not None)))
        events.extend(self._start_deal(1))
        return events

    def _start_deal(self, deal: int) -> list[MetaEvent]:
        players = self.rules.players
        self.deal = deal
        self.leader = (self.dealer + (1 if deal <= 2 else 2)) % players
        self.trick_leader = self.leader
        self.taken = [[] for _ in range(players)]
        self.trick = []
        self._voids = [set() for _ in range(players)]
        self.phase = PLAYING
        self._to_move = self.leader
        return [DealStarted(deal, self.leader)]

    def _play_card(self, seat: int, card: Card52) -> list[MetaEvent]:
        players = self.rules.players
        void: int | None = None
        if self.trick:
            led = CARD52_SUIT[self.trick[0]]
            if CARD52_SUIT[card] != led:
                void = led
                self._voids[seat].add(led)
        else:
            self.trick_leader = seat
        self.hands[seat].remove(card)
        self.trick.append(card)
        self._knowledge.played(seat, card, void)
        events: list[MetaEvent] = [Played(seat, card)]
        if len(self.trick) < players:
            self._to_move = (seat + 1) % players
            return events
        contract = CONTRACTS[self.deal - 1]
        winner = trick_winner(self.trick, self.trick_leader, players, contract.trumps)
        cards = tuple(self.trick)
        self.taken[winner].extend(cards)
        self.trick = []
        self.trick_leader = winner
        self._to_move = winner
        events.append(Trick(winner, cards, self.deal))
        if not any(self.hands):
            events.extend(self._end_deal())
        return events

    def _end_deal(self) -> list[MetaEvent]:
        players = self.rules.players
        contract = CONTRACTS[self.deal - 1]
        scores = tuple(contract.score(t) for t in self.taken)
        premiums = deal_premiums(self.bids, self.deal, scores)
        self.deal_scores.append(scores)
        self.premiums.append(premiums)
        events: list[MetaEvent] = [DealScored(self.deal, scores, premiums)]
        self.hands = [sorted(t) for t in self.taken]
        self.taken = [[] for _ in range(players)]
        self._voids = [set() for _ in range(players)]
        self._knowledge.hands_shown(self.hands)
        if self.deal == DEALS:
            events.extend(self._end_partie())
        elif self.deal == 2:
            events.extend(self._take_from_neighbours())
            events.extend(self._start_deal(3))
        else:
            events.extend(self._refill_from_stock())
        return events

    def _play_order(self) -> list[int]:
        players = self.rules.players
        return [(self.leader + offset) % players for offset in range(players)]

    def _refill_from_stock(self) -> list[MetaEvent]:
        discarder = next_discarder(self.hands, self._play_order())
        if discarder is not None:
            self.phase = DISCARDING
            self._to_move = discarder
            return []
        return self._draw_and_deal()

    def _discard(self, seat: int, cards: tuple[Card52, ...]) -> list[MetaEvent]:
        self._class_owners, discarded = discard(
            seat, cards, self.hands, self.stock, self.stock_class, self._class_owners,
            self._knowledge)
        events: list[MetaEvent] = [discarded]
        following = next_discarder(self.hands, self._play_order())
        if following is not None:
            self._to_move = following
            return events
        events.extend(self._draw_and_deal())
        return events

    def _draw_and_deal(self) -> list[MetaEvent]:
        events = draw_shortfalls(self._play_order(), self.hands, self.stock, self.stock_class,
                                 self._class_owners, self._knowledge)
        events.extend(self._start_deal(self.deal + 1))
        return events

    def _take_from_neighbours(self) -> list[MetaEvent]:
        shuffler = random.Random(self._seed)
        self._seed = shuffler.getrandbits(64)
        choose = (seeded_takes(shuffler, self.hands) if self._take_source is None
                  else given_takes(self._take_source, self.hands))
        return take_from_neighbours((self.dealer + 2) % self.rules.players, self.hands,
                                    self._knowledge, choose)

    def _end_partie(self) -> list[MetaEvent]:
        players = self.rules.players
        points = tuple(sum(d[s] for d in self.deal_scores) + sum(p[s] for p in self.premiums)
                       for s in range(players))
        for seat, gained in enumerate(points):
            self.scores[seat] += gained
        events: list[MetaEvent] = [PartieScored(points, tuple(self.scores))]
        if self.partie >= self.rules.total_parties:
            top = max(self.scores)
            self._winners = tuple(s for s in range(players) if self.scores[s] == top)
            self.phase = OVER
            self._to_move = None
            events.append(GameOver(self._winners, tuple(self.scores)))
            return events
        self.dealer = (self.dealer + 1) % players
        events.extend(self._start_partie())
        return events

    # Helpers --------------------------------------------------------------------------

    def _next_seat(self, after: int, wanted: Callable[[int], bool]) -> int | None:
        players = self.rules.players
        for offset in range(1, players + 1):
            seat = (after + offset) % players
            if wanted(seat):
                return seat
        return None

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalMoveError(
                f"there is no seat {seat!r}: seats are 0 to {self.rules.players - 1}",
                "no-seat", seat=seat if isinstance(seat, int) else repr(seat),
                players=self.rules.players)

    def check(self, move: MetaMove) -> None:
        """Raise the ``IllegalMoveError`` that ``play(move)`` would raise, or nothing when
        the move is legal; the state is left unchanged either way."""
        if self.phase == OVER:
            raise _game_over()
        if not isinstance(move, MetaMove):
            raise IllegalMoveError(f"{move!r} is not a Metamorphosis move", "bad-move",
                                   move=repr(move))
        self._check_seat(move.seat)
        if move not in self.legal_moves(move.seat):
            raise self._refusal(move)

    def check_card(self, seat: int, card: Card52) -> None:
        """Raise the ``IllegalMoveError`` that refuses ``seat`` playing the hand ``card``
        now (not its turn, not in its hand, another suit led), or nothing."""
        self.check(MetaMove(seat, PLAY, card=card))

    def _refusal(self, move: MetaMove) -> IllegalMoveError:
        """Why ``move`` (not legal now) is refused: the English reason, its code and its
        arguments (``docs/protocol.md``, "Refusals")."""
        if move.seat != self._to_move:
            return IllegalMoveError(
                f"it is not seat {move.seat}'s turn: seat {self._to_move} is to move",
                "not-your-turn", seat=move.seat, to_move=self._to_move)
        hand = self.hands[move.seat]
        if self.phase == BIDDING:
            if move.kind != BID:
                return IllegalMoveError(
                    "every player first names a deal: bid:1, bid:2, bid:3 or bid:4",
                    "bid-first")
            return IllegalMoveError(f"a bid names a deal 1 to 4; got {move.deal}",
                                    "bid-range", deal=move.deal)
        if self.phase == DISCARDING:
            need = len(hand) - HAND_SIZE
            if move.kind != DISCARD:
                return IllegalMoveError(
                    f"you hold {len(hand)} cards: discard {need} of them first, "
                    f"like discard:{'+'.join(str(c) for c in hand[:need])}",
                    "discard-first", count=need)
            missing = [c for c in move.cards if c not in hand]
            if missing:
                return IllegalMoveError(
                    f"{format_cards(missing)} not in your hand: your hand is "
                    f"{format_cards(hand)}", "not-in-hand", cards=_notation(missing),
                    hand=_notation(by_suit(hand)))
            return IllegalMoveError(
                f"discard exactly {need} cards: you hold {len(hand)} and keep {HAND_SIZE}",
                "discard-count", need=need, count=len(move.cards))
        if move.kind != PLAY:
            return IllegalMoveError("play a card to the trick", "play-card")
        if move.card not in hand:
            return IllegalMoveError(
                f"{move.card} is not in your hand: your hand is {format_cards(hand)}",
                "not-in-hand", cards=[str(move.card)], hand=_notation(by_suit(hand)))
        led = CARD52_SUIT[self.trick[0]]
        following = [c for c in hand if CARD52_SUIT[c] == led]
        return IllegalMoveError(
            f"you must follow suit, {SUIT_WORDS[led]}: {self.trick[0]} was led, "
            f"play one of {format_cards(following)}", "follow-suit", card=str(move.card),
            suit=led, led=str(self.trick[0]), cards=_notation(following))


def _notation(cards: Iterable[Card52]) -> list[str]:
    """Cards as the notation strings of an error's details (a hand as the view holds it:
    by suit, then rank)."""
    return [str(c) for c in cards]


def _game_over() -> IllegalMoveError:
    return IllegalMoveError("the game is over: no more moves", "game-over")


def new_game(rules: Rules, seed: int | None = None, rng: random.Random | None = None,
             deck_source: DeckSource | None = None,
             take_source: TakeSource | None = None) -> MetaState:
    """A new game under ``rules``, dealt from ``seed`` (or ``rng``); its first events
    (partie start, deal) are in ``state.start_events``. ``deck_source`` replaces the
    shuffle with given decks and ``take_source`` the random takes after deal 2 with given
    cards (both for replaying records); without them the seed decides, as before."""
    if rng is None:
        rng = random.Random(seed)
    return MetaState(rules, rng, deck_source, take_source)
