"""The codec's observations against the encoding as it was first written (issue 20): the
faster encoding (planes kept while their cards are the same, blocks of scalars kept by their
values) must give the same vector for every seat of random games of both families, in one
codec used for many games as in fresh ones, and a caller that writes into an observation
must change nothing for the next. Skipped without the research extra."""

from __future__ import annotations

import random
from array import array
from dataclasses import replace
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="needs the research extra")
pytest.importorskip("pettingzoo", reason="needs the research extra")

from positions import set_position  # noqa: E402

from cardtable.env.codec import (  # noqa: E402
    CAPTURE_SLOTS,
    META_CARDS,
    OBSERVATION_BOUND,
    SWEEP_CARDS,
    MetaCodec,
    SweepCodec,
    codec_for,
)
from cardtable.env.pettingzoo import CardtableEnv  # noqa: E402
from cardtable.games.metamorphosis.rules import DEALS, HAND_SIZE  # noqa: E402
from cardtable.games.sweep import Rules  # noqa: E402

PHASES = {"bid": 0, "play": 1, "discard": 2}


def _bounded(value: float) -> float:
    return max(-OBSERVATION_BOUND, min(OBSERVATION_BOUND, value))


def reference_sweep(codec: SweepCodec, view: Any) -> Any:
    """The sweep observation as the codec first wrote it (entry by entry)."""
    seat = view.seat if view.seat is not None else 0
    players = codec.players
    seats, sides = codec._order[seat]
    out = array("f", bytes(4 * codec.observation_size))
    for c in view.hand:
        out[codec.hand + c] = 1.0
    for c in view.table:
        out[codec.table + c] = 1.0
    for k, side in enumerate(sides):
        for c in view.piles[side]:
            out[codec.piles + SWEEP_CARDS * k + c] = 1.0
    last = view.last_play
    if last is not None:
        out[codec.last_card + last.card] = 1.0
        for c in last.take:
            out[codec.last_take + c] = 1.0
        out[codec.last_seat + (last.seat - seat) % players] = 1.0
    if view.last_capturer is not None:
        out[codec.last_capturer + (view.last_capturer - seat) % players] = 1.0
    out[codec.dealer + (view.dealer - seat) % players] = 1.0
    for k, s in enumerate(seats):
        out[codec.hand_sizes + k] = view.hand_sizes[s] * 0.1
    for k, side in enumerate(sides):
        out[codec.scores + k] = _bounded(view.scores[side] * (1.0 / codec.rules.target))
        out[codec.sweeps + k] = view.round_sweeps[side] * 0.1
    out[codec.counts] = view.stock_size / 40.0
    out[codec.counts + 1] = view.deals_left * 0.1
    out[codec.counts + 2] = _bounded(view.round_number * 0.1)
    return np.frombuffer(out, np.float32)


def reference_meta(codec: MetaCodec, view: Any, pending: tuple[int, ...]) -> Any:
    """The Metamorphosis observation as the codec first wrote it (entry by entry)."""
    seat = view.seat if view.seat is not None else 0
    players = codec.players
    seats = codec._order[seat][0]
    out = array("f", bytes(4 * codec.observation_size))
    for c in view.hand:
        out[codec.hand + c] = 1.0
    for k, card in enumerate(view.trick):
        player = (view.trick_leader + k) % players
        out[codec.trick + META_CARDS * ((player - seat) % players) + card] = 1.0
    for k, player in enumerate(seats):
        for c in view.taken[player]:
            out[codec.taken + META_CARDS * k + c] = 1.0
        for suit in view.voids[player]:
            out[codec.voids + 4 * k + suit] = 1.0
        bid = view.bids[player]
        if bid is not None:
            out[codec.bids + DEALS * k + bid - 1] = 1.0
    for pick in pending:
        out[codec.pending + pick] = 1.0
    if view.deal:
        out[codec.deal + view.deal - 1] = 1.0
    if view.phase in PHASES:
        out[codec.phase + PHASES[view.phase]] = 1.0
    out[codec.trick_leader + (view.trick_leader - seat) % players] = 1.0
    out[codec.dealer + (view.dealer - seat) % players] = 1.0
    for k, s in enumerate(seats):
        out[codec.hand_sizes + k] = view.hand_sizes[s] / HAND_SIZE
        out[codec.scores + k] = _bounded(view.scores[s] * 0.01)
        partie = sum(d[s] for d in view.deal_scores) + sum(p[s] for p in view.premiums)
        out[codec.partie_points + k] = _bounded(partie * 0.01)
    out[codec.counts] = view.stock_size / 52.0
    out[codec.counts + 1] = (view.discard_count - len(pending)) / HAND_SIZE
    out[codec.counts + 2] = _bounded(view.partie * 0.25)
    return np.frombuffer(out, np.float32)


def _reference(codec: Any, view: Any, pending: tuple[int, ...]) -> Any:
    if isinstance(codec, SweepCodec):
        return reference_sweep(codec, view)
    return reference_meta(codec, view, pending)


VARIANTS = [
    ("sweep", "scopa", {"players": 2, "max_rounds": 2}),
    ("sweep", "escoba", {"players": 4, "max_rounds": 1}),
    ("sweep", "classic", {"players": 3, "fifteen": True, "muerto": True, "max_rounds": 1}),
    ("sweep", "escoba", {"players": 6, "teams": True, "max_rounds": 1}),
    ("sweep", "scopa", {"players": 2, "target": 3}),
    ("metamorphosis", None, {"players": 2, "parties": 1}),
    ("metamorphosis", None, {"players": 3, "parties": 1}),
]


@pytest.mark.parametrize(("game", "preset", "options"), VARIANTS)
def test_observations_equal_the_first_encoding(game: str, preset: str | None,
                                               options: dict[str, Any]) -> None:
    table = CardtableEnv(game, preset, **options)
    fresh = codec_for(table.rules)
    rng = random.Random(7)
    compared = 0
    for seed in range(4):
        table.reset(seed=seed)
        for agent in table.agent_iter():
            if rng.random() < 0.5:  # every seat, not only the one to move
                for other in table.possible_agents:
                    seat = table.agent_seat[other]
                    pending = table._pending if seat == table.state.to_move else ()
                    view = table.state.view(seat)
                    expected = _reference(table.codec, view, pending)
                    mine = table.codec.observation(view, pending)
                    assert mine.dtype == np.float32 and mine.shape == expected.shape
                    assert np.array_equal(mine, expected), (other, seed)
                    mine[:] = 9.0  # the caller's to change: nothing kept may change with it
                    assert np.array_equal(table.codec.observation(view, pending), expected)
                    assert np.array_equal(fresh.observation(view, pending), expected)
                    compared += 1
            observation, _, terminated, truncated, _ = table.last()
            assert np.array_equal(observation["observation"], _reference(
                table.codec, table.state.view(table.agent_seat[agent]),
                table._pending if table.agent_seat[agent] == table.state.to_move else ()))
            if terminated or truncated:
                table.step(None)
                continue
            table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert compared > 100


def test_a_spectator_s_view_and_the_scalars_at_their_bounds() -> None:
    codec = codec_for(CardtableEnv("sweep", "scopa", players=2).rules)
    table = CardtableEnv("sweep", "scopa", players=2)
    table.reset(seed=2)
    view = table.state.view(None)
    assert np.array_equal(codec.observation(view), reference_sweep(codec, view))
    for scores in ((10_000, -10_000), (3, 900), (0, 0)):
        big = replace(view, scores=scores, round_number=2_000)
        assert np.array_equal(codec.observation(big), reference_sweep(codec, big))
        assert np.abs(codec.observation(big)).max() <= OBSERVATION_BOUND


def reference_sweep_actions(state: Any, seat: int) -> dict[int, Any]:
    """The sweep actions as the codec first numbered them (a count of slots per card)."""
    out: dict[int, Any] = {}
    slot: dict[int, int] = {}
    for move in state.legal_moves(seat):
        index = slot.get(move.card, 0)
        if index < CAPTURE_SLOTS:
            out[move.card * CAPTURE_SLOTS + index] = move
        slot[move.card] = index + 1
    return out


def test_sweep_actions_are_numbered_as_first_written_past_the_slots_too() -> None:
    rules = Rules.preset("escoba", players=2)
    codec = codec_for(rules)
    crowded = set_position(rules, ["7c 5d 2h", "4c 4d 4h"],
                           "1c 1d 1h 1s 2c 2d 3c 3d 3h 3s 6c 6d")
    actions = codec.actions(crowded, 0)
    assert list(actions.items()) == list(reference_sweep_actions(crowded, 0).items())
    assert len(actions) == 3 * CAPTURE_SLOTS  # every card has more captures than slots
    table = CardtableEnv("sweep", "scopa", players=3)
    rng = random.Random(3)
    for seed in range(5):
        table.reset(seed=seed)
        while not table.state.is_over:
            seat = table.state.to_move
            expected = reference_sweep_actions(table.state, seat)
            assert list(table.codec.actions(table.state, seat).items()) == list(expected.items())
            table.step(rng.choice(list(expected)))
