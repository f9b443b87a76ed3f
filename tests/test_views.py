"""The engines' views, made positionally by ``positional_builder`` (issue 20's speed): for
many random positions of both families, under every option that changes a view, every
seat's view (and a spectator's) equals a reference view made field by field through the
frozen dataclass's own constructor, as ``view`` made it before; and a view made the fast way
is the same kind of value (the class itself, frozen, equal, hashed and copied alike)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import CARD52_RANK, CARD52_SUIT, DECK52, by_suit
from cardtable.games.base import positional_builder
from cardtable.games.metamorphosis import new_game as new_meta_game
from cardtable.games.metamorphosis.rules import HAND_SIZE
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, OVER, MetaView
from cardtable.games.sweep import Rules, new_game
from cardtable.games.sweep.state import SweepView

SWEEP_OPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("scopa", {"players": 2}),
    ("escoba", {"players": 4}),
    ("classic", {"players": 3, "fifteen": True, "muerto": True}),
    ("escoba", {"players": 2, "manual": True}),
    ("escoba", {"players": 3, "manual": True, "penalties": "spanish"}),
    ("scopa", {"players": 4, "manual": True, "max_rounds": 1}),
    ("classic", {"players": 6, "teams": True}),
]


def reference_sweep_view(state: Any, seat: int | None) -> SweepView:
    """The view as ``SweepState.view`` made it before issue 20's speed work."""
    last = state._last_play
    if last is not None:
        last = last.visible_to(seat)
    manual = state._last_manual
    claimable = state._claimable
    return SweepView(
        seat=seat, rules=state.rules, sides=state.rules.sides,
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands), table=tuple(state.table),
        piles=tuple(tuple(p) for p in state.piles), stock_size=len(state.stock),
        aside_size=len(state.aside), deals_left=state.deals_left,
        round_number=state.round_number, dealer=state.dealer, to_move=state._to_move,
        scores=tuple(state.scores), round_sweeps=tuple(state.round_sweeps),
        challenge_points=tuple(state.challenge_points), last_play=last,
        challengeable=manual is not None and not manual.challenged,
        last_capturer=state.last_capturer, closing=state._closing, winners=state._winners,
        is_over=state._over,
        claimable=(claimable.card if claimable is not None and not claimable.claimed
                   and claimable.seat is not None else None))


def reference_meta_view(state: Any, seat: int | None) -> MetaView:
    """The view as ``MetaState.view`` made it before issue 20's speed work."""
    revealed = state.phase != BIDDING
    bids = tuple(b if revealed or s == seat else None for s, b in enumerate(state.bids))
    discard = 0
    if state.phase == DISCARDING and seat == state._to_move and seat is not None:
        discard = len(state.hands[seat]) - HAND_SIZE
    return MetaView(
        seat=seat, rules=state.rules, partie=state.partie, dealer=state.dealer,
        deal=state.deal, leader=state.leader, phase=state.phase, to_move=state._to_move,
        hand=(tuple(sorted(state.hands[seat], key=lambda c: (CARD52_SUIT[c], CARD52_RANK[c])))
              if seat is not None and state.phase != OVER else ()),
        hand_sizes=(tuple(len(h) for h in state.hands) if state.phase != OVER
                    else (0,) * len(state.hands)),
        trick=tuple(state.trick),
        trick_leader=state.trick_leader, taken=tuple(tuple(t) for t in state.taken),
        stock_size=len(state.stock), bids=bids, deal_scores=tuple(state.deal_scores),
        premiums=tuple(state.premiums), scores=tuple(state.scores),
        voids=tuple(tuple(sorted(v)) for v in state._voids), discard_count=discard,
        winners=state._winners, is_over=state.phase == OVER)


def _same(view: Any, reference: Any) -> None:
    assert type(view) is type(reference)
    for field in dataclasses.fields(reference):
        mine, theirs = getattr(view, field.name), getattr(reference, field.name)
        assert mine == theirs, field.name
        assert type(mine) is type(theirs), field.name
    assert view == reference and hash(view) == hash(reference)
    assert repr(view) == repr(reference)


def _walk(state: Any, rng: random.Random, steps: int, reference: Any) -> int:
    """Random moves, comparing every seat's view (and a spectator's) before each; moves
    besides plays (challenges, claims, corrections) are chosen often when there are some."""
    compared = 0
    seats = [None, *range(state.rules.players)]
    for _ in range(steps):
        for seat in seats:
            _same(state.view(seat), reference(state, seat))
            compared += 1
        if state.is_over:
            break
        moves = state.legal_moves()
        extra = [*getattr(moves, "extra", ()),
                 *(m for other in range(state.rules.players) if other != state.to_move
                   for m in state.legal_moves(other))]
        if extra and rng.random() < 0.4:
            state.play(rng.choice(extra))
        else:
            state.play(moves[rng.randrange(len(moves))])
    return compared


@given(st.integers(0, 2**32 - 1), st.sampled_from(SWEEP_OPTIONS))
@settings(max_examples=60, deadline=None)
def test_sweep_views_equal_the_views_made_field_by_field(
        seed: int, variant: tuple[str, dict[str, Any]]) -> None:
    preset, options = variant
    state = new_game(Rules.preset(preset, **options), seed=seed)
    assert _walk(state, random.Random(seed), 80, reference_sweep_view) > 0


@given(st.integers(0, 2**32 - 1), st.sampled_from([2, 3]))
@settings(max_examples=40, deadline=None)
def test_metamorphosis_views_equal_the_views_made_field_by_field(seed: int,
                                                                 players: int) -> None:
    state = new_meta_game(MetaRules(players=players), seed=seed)
    assert _walk(state, random.Random(seed), 120, reference_meta_view) > 0


def test_whole_games_keep_their_views() -> None:
    # Games played to the end (every phase: rounds, deals, discards, the game's end).
    rng = random.Random(20)
    for number in range(6):
        sweep_state = new_game(Rules.preset("escoba", players=2, max_rounds=2), seed=number)
        _walk(sweep_state, rng, 10_000, reference_sweep_view)
        assert sweep_state.is_over
        meta_state = new_meta_game(MetaRules(players=2, parties=1), seed=number)
        _walk(meta_state, rng, 10_000, reference_meta_view)
        assert meta_state.is_over


def test_at_the_end_of_metamorphosis_no_one_holds_a_hand() -> None:
    # The last deal's tricks would have become the next deal's hands; once the game is over
    # they are no one's: the page once showed them as "your hand", 26 cards at the result.
    rng = random.Random(7)
    state = new_meta_game(MetaRules(players=2, parties=1), seed=7)
    while not state.is_over:
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert view.is_over and view.hand == () and view.hand_sizes == (0, 0)
    assert sum(map(len, state.hands)) > 0  # the cards are still all somewhere in the state


def test_a_view_made_positionally_is_the_same_kind_of_value() -> None:
    state = new_game(Rules.preset("escoba", players=2), seed=3)
    view = state.view(0)
    assert type(view) is SweepView and dataclasses.is_dataclass(view)
    reference = reference_sweep_view(state, 0)
    for made in (view, reference):
        with pytest.raises(dataclasses.FrozenInstanceError):
            made.hand = ()  # type: ignore[misc]
        with pytest.raises((AttributeError, TypeError)):  # TypeError: CPython 3.11's
            made.extra = 1  # type: ignore[attr-defined]  # frozen slotted dataclasses
    assert pickle.loads(pickle.dumps(view)) == view
    assert copy.copy(view) == view and copy.deepcopy(view) == view
    assert dataclasses.replace(view, seat=1).seat == 1
    assert dataclasses.asdict(view)["hand"] == view.hand
    assert {view: 1}[reference] == 1


def test_positional_builder_refuses_what_it_cannot_make() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclasses.dataclass(slots=True)
    class NotFrozen:
        x: int

    for cls in (NoSlots, NotFrozen, int):
        with pytest.raises(TypeError, match="not a frozen dataclass with slots"):
            positional_builder(cls)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Pair:
        x: int
        y: tuple[int, ...] = ()

    make = positional_builder(Pair)
    assert make(1) == Pair(1) and make(1, (2,)) == Pair(1, (2,))
    with pytest.raises(TypeError):
        make(1, (2,), 3)


def test_by_suit_orders_by_suit_then_rank() -> None:
    rng = random.Random(4)
    for _ in range(200):
        cards = rng.sample(DECK52, rng.randrange(0, 20))
        assert by_suit(cards) == sorted(cards, key=lambda c: (CARD52_SUIT[c], CARD52_RANK[c]))
