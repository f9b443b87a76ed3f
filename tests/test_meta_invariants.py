"""Property tests of Metamorphosis (RULES.md 3) over whole random games.

Hypothesis draws the player count and a seed; moves are drawn at random among the legal
moves from a generator seeded by it. ``Referee`` follows a game through its full events
with its own reading of the rules (contracts, following suit, trick winners, refills,
takes, premiums, totals) and checks the engine's state after every move; the other tests
check what each seat may see, ``determinize``, ``clone``, determinism and move texts.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from math import comb
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from meta_support import CLUBS, DIAMONDS, HEARTS, SPADES, Step, random_game

from cardtable.cards import DECK52, Card52
from cardtable.games.metamorphosis import State
from cardtable.games.metamorphosis.events import (
    Bid,
    BidsRevealed,
    DealScored,
    DealStarted,
    Dealt,
    Discarded,
    Drew,
    GameOver,
    PartieScored,
    PartieStarted,
    Played,
    Took,
    Trick,
)

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
PLAYERS = st.sampled_from((2, 3))
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)

HAND = 12
PARTIES = {2: 4, 3: 3}
CONTRACT = {
    # deal: (trumps, scoring suit or None for every card, points per card)
    1: (None, CLUBS, -4),
    2: (DIAMONDS, HEARTS, 4),
    3: (None, None, -1),
    4: (None, SPADES, -4),
}
PREMIUM = 10


def winner_of(cards: list[Card52], leader: int, players: int, trumps: int | None) -> int:
    """The highest trump, else the highest card of the suit led."""
    trumping = [i for i, c in enumerate(cards) if c.suit == trumps]
    following = [i for i, c in enumerate(cards) if c.suit == cards[0].suit]
    best = max(trumping or following, key=lambda i: cards[i].rank)
    return (leader + best) % players


def deal_score(deal: int, taken: Iterable[Card52]) -> int:
    _, suit, points = CONTRACT[deal]
    return sum(points for c in taken if suit is None or c.suit == suit)


def playable(hand: Iterable[Card52], trick: list[Card52]) -> set[Card52]:
    """Follow the suit led when able, otherwise any card."""
    hand = set(hand)
    if not trick:
        return hand
    following = {c for c in hand if c.suit == trick[0].suit}
    return following or hand


def cards_in(value: Any) -> list[Card52]:
    """Every card named anywhere in an event, a view or a value inside them."""
    if isinstance(value, Card52):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in cards_in(getattr(value, f.name))]
    if isinstance(value, (tuple, list, set, frozenset)):
        return [c for item in value for c in cards_in(item)]
    if isinstance(value, dict):
        return [c for item in value.values() for c in cards_in(item)]
    return []


class Referee:
    """Follows a game through its full events with its own reading of RULES.md 3."""

    def __init__(self, state: State) -> None:
        self.players = state.rules.players
        self.rules = state.rules
        self.partie = 0
        self.dealer = state.rules.first_dealer
        self.next_dealer = self.dealer
        self.totals = [0] * self.players
        self.deals_scored = 0
        self.parties_scored = 0
        self.game_over = False
        self.hands: list[list[Card52]] = [[] for _ in range(self.players)]
        self.stock: list[Any] = []  # cards (known order, top last) or sets (discard blocks)
        self.between = ""

    # Events --------------------------------------------------------------------------------

    def feed(self, events: list[Any], state: State) -> None:
        for event in events:
            handler = getattr(self, "on_" + type(event).__name__)
            handler(event)
        self.compare(state)

    def on_PartieStarted(self, e: PartieStarted) -> None:
        assert not self.game_over
        self.partie += 1
        assert e.number == self.partie
        assert e.dealer == self.next_dealer  # the first leader of a partie deals the next
        self.dealer = e.dealer
        self.next_dealer = (e.dealer + 1) % self.players
        self.bids: list[int | None] = [None] * self.players
        self.revealed = False
        self.deal = 0
        self.scores: list[tuple[int, ...]] = []
        self.premiums: list[tuple[int, ...]] = []
        self.between = ""

    def on_Dealt(self, e: Dealt) -> None:
        assert len(e.hands) == self.players
        assert all(len(h) == HAND for h in e.hands)
        assert len(e.stock) == 52 - HAND * self.players
        assert sorted([c for h in e.hands for c in h] + list(e.stock)) == list(DECK52)
        self.hands = [list(h) for h in e.hands]
        self.stock = list(e.stock)

    def on_Bid(self, e: Bid) -> None:
        assert self.deal == 0 and not self.revealed
        assert self.bids[e.seat] is None, "a player bids once"
        assert e.deal in (1, 2, 3, 4)
        self.bids[e.seat] = e.deal

    def on_BidsRevealed(self, e: BidsRevealed) -> None:
        assert None not in self.bids, "the bids are revealed together, once all are in"
        assert e.bids == tuple(self.bids)
        self.revealed = True

    def on_DealStarted(self, e: DealStarted) -> None:
        assert self.revealed
        assert e.deal == self.deal + 1
        assert self.between == ""
        self.deal = e.deal
        self.leader = (self.dealer + (1 if e.deal <= 2 else 2)) % self.players
        assert e.leader == self.leader
        assert [len(h) for h in self.hands] == [HAND] * self.players
        assert len(self.stock_cards()) == 52 - HAND * self.players
        self.piles: list[list[Card52]] = [[] for _ in range(self.players)]
        self.trick: list[Card52] = []
        self.trick_leader = self.leader
        self.mover = self.leader
        self.voids: list[set[int]] = [set() for _ in range(self.players)]
        self.played_by: list[set[Card52]] = [set() for _ in range(self.players)]

    def on_Played(self, e: Played) -> None:
        assert e.seat == self.mover
        assert e.card in playable(self.hands[e.seat], self.trick)
        if self.trick and e.card.suit != self.trick[0].suit:
            self.voids[e.seat].add(self.trick[0].suit)
        self.hands[e.seat].remove(e.card)
        self.played_by[e.seat].add(e.card)
        self.trick.append(e.card)
        self.mover = (e.seat + 1) % self.players

    def on_Trick(self, e: Trick) -> None:
        assert list(e.cards) == self.trick and len(e.cards) == self.players
        trumps = CONTRACT[self.deal][0]
        assert e.winner == winner_of(self.trick, self.trick_leader, self.players, trumps)
        self.piles[e.winner].extend(self.trick)
        self.trick = []
        self.trick_leader = self.mover = e.winner  # the winner leads the next trick

    def on_DealScored(self, e: DealScored) -> None:
        assert e.deal == self.deal
        assert all(not h for h in self.hands) and not self.trick
        assert sum(len(p) for p in self.piles) == HAND * self.players  # twelve tricks
        scores = tuple(deal_score(self.deal, pile) for pile in self.piles)
        assert e.scores == scores
        if self.deal == 3:
            assert sum(scores) == -HAND * self.players  # -24 or -36
        premiums = tuple(
            PREMIUM if self.bids[s] == self.deal
            and all(scores[s] > scores[o] for o in range(self.players) if o != s) else 0
            for s in range(self.players))
        assert e.premiums == premiums
        self.scores.append(scores)
        self.premiums.append(premiums)
        self.deals_scored += 1
        self.last_piles = [list(p) for p in self.piles]
        self.hands = [list(p) for p in self.piles]  # the new hand is the cards taken
        self.between = {1: "stock", 2: "neighbour", 3: "stock", 4: ""}[self.deal]
        if all(len(h) == HAND for h in self.hands):
            self.between = ""  # nothing to refill
        self.drawn = False

    def play_order(self) -> list[int]:
        return [(self.leader + i) % self.players for i in range(self.players)]

    def on_Discarded(self, e: Discarded) -> None:
        assert self.between == "stock" and not self.drawn
        over = [s for s in self.play_order() if len(self.hands[s]) > HAND]
        assert over and e.seat == over[0]
        assert len(e.cards) == len(self.hands[e.seat]) - HAND
        for card in e.cards:
            self.hands[e.seat].remove(card)
        self.stock.insert(0, set(e.cards))  # face down, under the stock

    def on_Drew(self, e: Drew) -> None:
        assert self.between == "stock"
        assert all(len(h) <= HAND for h in self.hands), "discards come before draws"
        short = [s for s in self.play_order() if len(self.hands[s]) < HAND]
        assert short and e.seat == short[0]  # in play order from the leader
        assert len(e.cards) == HAND - len(self.hands[e.seat])
        self.take_from_top(list(e.cards))
        self.hands[e.seat].extend(e.cards)
        self.drawn = True
        if all(len(h) == HAND for h in self.hands):
            self.between = ""

    def take_from_top(self, drawn: list[Card52]) -> None:
        left = set(drawn)
        assert len(left) == len(drawn)
        while left:
            top = self.stock[-1]
            if isinstance(top, set):
                if len(left) >= len(top):
                    assert top <= left
                    left -= top
                    self.stock.pop()
                else:
                    assert left <= top
                    top -= left
                    left = set()
            else:
                assert top in left, f"{top} is on top of the stock"
                left.remove(top)
                self.stock.pop()

    def on_Took(self, e: Took) -> None:
        assert self.between == "neighbour"
        assert e.source == (e.seat + 1) % self.players  # the left neighbour
        assert 0 < len(e.cards) <= HAND - len(self.hands[e.seat])
        for card in e.cards:
            self.hands[e.source].remove(card)
        self.hands[e.seat].extend(e.cards)
        if all(len(h) == HAND for h in self.hands):
            self.between = ""

    def on_PartieScored(self, e: PartieScored) -> None:
        assert self.deal == 4 and len(self.scores) == 4
        points = tuple(sum(d[s] for d in self.scores) + sum(p[s] for p in self.premiums)
                       for s in range(self.players))
        assert e.points == points
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        assert e.scores == tuple(self.totals)
        self.parties_scored += 1

    def on_GameOver(self, e: GameOver) -> None:
        assert self.parties_scored == PARTIES[self.players] == self.partie
        assert self.deals_scored == 4 * PARTIES[self.players]
        best = max(self.totals)
        assert e.winners == tuple(s for s in range(self.players) if self.totals[s] == best)
        assert e.scores == tuple(self.totals)
        self.game_over = True

    # Comparison with the engine ---------------------------------------------------------------

    def stock_cards(self) -> set[Card52]:
        out: set[Card52] = set()
        for item in self.stock:
            out |= item if isinstance(item, set) else {item}
        return out

    def compare(self, state: State) -> None:
        assert [sorted(h) for h in state.hands] == [sorted(h) for h in self.hands]
        assert set(state.stock) == self.stock_cards()
        assert len(state.stock) == len(self.stock_cards())
        assert list(state.scores) == self.totals
        assert state.is_over == self.game_over
        if self.game_over:
            assert state.to_move is None and not state.legal_moves()
            return
        if self.between == "stock":
            over = [s for s in self.play_order() if len(self.hands[s]) > HAND]
            assert over, "only a discard can hold the game between deals"
            seat = over[0]
            assert state.phase == "discard" and state.to_move == seat
            assert state.view(seat).discard_count == len(self.hands[seat]) - HAND
            assert len(state.legal_moves()) == comb(len(self.hands[seat]),
                                                    len(self.hands[seat]) - HAND)
            return
        assert self.between == ""
        if self.deal == 0:
            assert state.phase == "bid"
            assert state.to_move is not None and self.bids[state.to_move] is None
            return
        assert state.phase == "play" and state.deal == self.deal
        assert state.to_move == self.mover
        assert [sorted(t) for t in state.taken] == [sorted(p) for p in self.piles]
        assert list(state.trick) == self.trick
        legal = {m.card for m in state.legal_moves()}
        assert legal == playable(self.hands[self.mover], self.trick)
        for viewer in [*range(self.players), None]:
            voids = state.view(viewer).voids
            assert [set(v) for v in voids] == self.voids


def refereed_game(players: int, seed: int) -> Iterable[tuple[Step, Referee]]:
    """A random game, every step checked by a ``Referee`` before it is yielded."""
    referee: Referee | None = None
    for step in random_game(players, seed):
        if referee is None:
            referee = Referee(step.state)
        referee.feed(step.events, step.state)
        yield step, referee
    assert referee is not None and referee.game_over


# The rules hold in every game ---------------------------------------------------------------


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_random_games_follow_the_rules(players: int, seed: int):
    for _ in refereed_game(players, seed):
        pass


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_all_52_cards_are_always_accounted_for(players: int, seed: int):
    for step in random_game(players, seed):
        state = step.state
        held = [c for h in state.hands for c in h] + list(state.stock)
        held += [c for t in state.taken for c in t] + list(state.trick)
        assert sorted(held) == list(DECK52)
        assert sorted(state.cards_in_play) == list(DECK52)


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_every_player_holds_12_at_the_start_of_every_deal(players: int, seed: int):
    starts = 0
    for step in random_game(players, seed):
        if any(isinstance(e, DealStarted) for e in step.events):
            starts += 1
            assert [len(h) for h in step.state.hands] == [12] * players
            assert not any(step.state.taken) and not step.state.trick
    assert starts == 4 * PARTIES[players]


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_deal_3_scores_sum_to_minus_one_per_card(players: int, seed: int):
    seen = 0
    for step in random_game(players, seed):
        for event in step.events:
            if isinstance(event, DealScored) and event.deal == 3:
                seen += 1
                assert sum(event.scores) == {2: -24, 3: -36}[players]
                assert all(s <= 0 and s % players == 0 for s in event.scores)
    assert seen == PARTIES[players]


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_premiums_and_totals(players: int, seed: int):
    bids: tuple[int, ...] = ()
    partie_points = [0] * players
    totals = [0] * players
    for step in random_game(players, seed):
        for event in step.events:
            if isinstance(event, BidsRevealed):
                bids = event.bids
            elif isinstance(event, DealScored):
                for seat in range(players):
                    others = [event.scores[o] for o in range(players) if o != seat]
                    earned = bids[seat] == event.deal and event.scores[seat] > max(others)
                    assert event.premiums[seat] == (10 if earned else 0)
                    partie_points[seat] += event.scores[seat] + event.premiums[seat]
            elif isinstance(event, PartieScored):
                assert list(event.points) == partie_points
                totals = [t + p for t, p in zip(totals, partie_points, strict=True)]
                assert list(event.scores) == totals
                partie_points = [0] * players
    assert list(step.state.scores) == totals


# What each seat may see -----------------------------------------------------------------------


def check_views(state: State) -> None:
    players = state.rules.players
    public = set(state.trick) | {c for t in state.taken for c in t}
    over = state.phase == "over"  # then no one holds a hand (the last tricks stay apart)
    for seat in [*range(players), None]:
        view = state.view(seat)
        own = set(state.hands[seat]) if seat is not None and not over else set()
        assert set(view.hand) == own and len(view.hand) == len(own)
        assert view.hand_sizes == ((0,) * players if over
                                   else tuple(len(h) for h in state.hands))
        assert view.stock_size == len(state.stock)
        named = set(cards_in(view))
        assert named <= own | public
        for other in range(players):
            if other != seat:
                assert not named & set(state.hands[other])
        if state.phase == "bid":
            assert all(b is None for s, b in enumerate(view.bids) if s != seat)
        else:
            assert view.bids == tuple(state.bids)


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_a_view_never_shows_another_seats_hand(players: int, seed: int):
    for step in random_game(players, seed):
        check_views(step.state)


PUBLIC_EVENTS = (PartieStarted, BidsRevealed, DealStarted, Played, Trick, DealScored,
                 PartieScored, GameOver)


def check_redaction(step: Step, played: set[Card52]) -> None:
    state = step.state
    players = state.rules.players
    for event in step.events:
        if isinstance(event, PartieStarted):
            played.clear()
        elif isinstance(event, Played):
            played.add(event.card)
        for seat in [*range(players), None]:
            seen = event.visible_to(seat)
            assert type(seen) is type(event) and seen.type == event.type
            allowed = set(played)  # every card played this partie is public
            if seat is not None:
                allowed |= set(state.hands[seat])
                if step.before is not None:
                    allowed |= set(step.before.hands[seat])
            assert set(cards_in(seen)) <= allowed, f"{event} leaks to seat {seat}"
            if isinstance(event, PUBLIC_EVENTS):
                assert seen == event
            elif isinstance(event, Dealt):
                for holder, hand in enumerate(seen.hands):
                    if holder == seat:
                        assert hand == event.hands[holder]
                    else:
                        assert hand == (None,) * 12
                assert seen.stock == (None,) * len(event.stock)
            elif isinstance(event, Bid):
                assert seen.seat == event.seat
                assert seen.deal == (event.deal if seat == event.seat else None)
            elif isinstance(event, (Discarded, Drew)):
                assert seen.seat == event.seat
                if seat == event.seat:
                    assert seen == event
                else:
                    assert seen.cards == (None,) * len(event.cards)
            elif isinstance(event, Took):
                assert (seen.seat, seen.source) == (event.seat, event.source)
                if seat in (event.seat, event.source):
                    assert seen == event
                else:
                    assert seen.cards == (None,) * len(event.cards)
            else:
                raise AssertionError(f"an event the test does not know: {event!r}")


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_redacted_events_never_name_a_hidden_card(players: int, seed: int):
    played: set[Card52] = set()
    kinds: set[str] = set()
    for step in random_game(players, seed):
        check_redaction(step, played)
        kinds |= {e.type for e in step.events}
    assert {"deal", "bid", "play", "trick", "deal_score"} <= kinds


# determinize ---------------------------------------------------------------------------------


def check_world(state: State, seat: int, referee: Referee, rng: random.Random) -> None:
    players = state.rules.players
    views = [state.view(s) for s in range(players)]
    world = state.determinize(seat, rng)
    assert world is not state
    assert [state.view(s) for s in range(players)] == views, "determinize changed the game"
    assert sorted(world.hands[seat]) == sorted(state.hands[seat])
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert len(world.stock) == len(state.stock)
    held = [c for h in world.hands for c in h] + list(world.stock)
    held += [c for t in world.taken for c in t] + list(world.trick)
    assert sorted(held) == list(DECK52)
    assert world.view(seat) == state.view(seat)
    for player, suits in enumerate(views[seat].voids):
        assert not {c.suit for c in world.hands[player]} & set(suits)
    if state.phase != "play":
        return
    if players == 2 and state.deal == 3:
        # After deal 2 both hands were shown and both players saw the take.
        assert [sorted(h) for h in world.hands] == [sorted(h) for h in state.hands]
    if state.deal in (2, 4):
        # The hands were shown at the end of the last deal; since then a player either
        # discarded from his (a subset remains) or drew to it (all of it remains).
        for player in range(players):
            if player == seat:
                continue
            pile = set(referee.last_piles[player]) - referee.played_by[player]
            hand = set(world.hands[player])
            if len(referee.last_piles[player]) >= 12:
                assert hand <= pile
            if len(referee.last_piles[player]) <= 12:
                assert pile <= hand


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS)
def test_determinize_is_consistent_with_what_the_seat_has_seen(players: int, seed: int):
    rng = random.Random(seed)
    own_discards: list[set[Card52]] = [set() for _ in range(players)]
    for index, (step, referee) in enumerate(refereed_game(players, seed)):
        state = step.state
        for event in step.events:
            if isinstance(event, PartieStarted):
                own_discards = [set() for _ in range(players)]
            elif isinstance(event, Discarded):
                own_discards[event.seat] |= set(event.cards)
        if state.is_over:
            break
        for seat in range(players):
            if index % 3 == 0 or state.phase != "play" or not state.trick:
                check_world(state, seat, referee, rng)
            if players == 2 and own_discards[seat]:
                # With two players the stock never runs down to the discards.
                world = state.determinize(seat, rng)
                assert own_discards[seat] <= set(world.stock)
        if index % 25 == 0:
            world = state.determinize(index % players, rng)
            moves = world.legal_moves()
            world.play(moves[rng.randrange(len(moves))])


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_determinize_redraws_what_the_seat_cannot_see(players: int, seed: int):
    from cardtable.games.metamorphosis import Rules, new_game

    state = new_game(Rules.preset(players=players), seed=seed)
    bidder = state.to_move
    assert bidder is not None
    state.play(f"bid:{seed % 4 + 1}")
    for seat in range(players):
        worlds = [state.determinize(seat, random.Random(seed + k)) for k in range(12)]
        others = [o for o in range(players) if o != seat]
        assert any(sorted(w.hands[o]) != sorted(state.hands[o]) for w in worlds for o in others)
        assert any(w.stock != state.stock for w in worlds)
        if seat != bidder:
            assert len({w.bids[bidder] for w in worlds}) > 1  # a secret bid stays secret
        else:
            assert {w.bids[bidder] for w in worlds} == {seed % 4 + 1}


# clone, determinism, move texts ------------------------------------------------------------


def snapshot(state: State) -> Any:
    players = state.rules.players
    moves = state.legal_moves()
    return ([state.view(s) for s in [*range(players), None]], len(moves),
            [m.text() for m in moves[:30]], sorted(state.cards_in_play), list(state.stock),
            [list(h) for h in state.hands])


@SETTINGS
@given(players=PLAYERS, seed=SEEDS)
def test_clone_is_independent(players: int, seed: int):
    rng = random.Random(seed)
    for index, step in enumerate(random_game(players, seed)):
        state = step.state
        if state.is_over or index % 17:
            continue
        before = snapshot(state)
        copy = state.clone()
        assert copy is not state and snapshot(copy) == before
        moves = copy.legal_moves()
        move = moves[rng.randrange(len(moves))]
        from_copy = copy.play(move)
        assert snapshot(state) == before
        again = state.clone()
        assert again.play(move) == from_copy
        copy.hands[0].clear()
        copy.stock.clear()
        assert snapshot(state) == before
