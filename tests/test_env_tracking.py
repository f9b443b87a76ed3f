"""Observations kept from step to step (``cardtable.env.tracking``, issue 20's speed): at every
step of many games, under every kind of rules, whichever seats look and whenever they look,
the kept observation is the one the codec builds from the seat's view, and what the
environment hands out is the caller's own. Skipped without the research extra."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="needs the research extra")
pytest.importorskip("pettingzoo", reason="needs the research extra")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from cardtable.env.codec import codec_for, make_rules  # noqa: E402
from cardtable.env.pettingzoo import CardtableEnv  # noqa: E402
from cardtable.env.tracking import tracker_for  # noqa: E402
from cardtable.games.registry import family  # noqa: E402

RULES = [
    ("sweep", "scopa", {"players": 2}),
    ("sweep", "escoba", {"players": 4, "teams": True}),
    ("sweep", "escoba-primiera", {"players": 3}),
    ("sweep", "classic", {"players": 2, "fifteen": True}),
    ("sweep", "classic", {"players": 3, "muerto": True}),
    ("sweep", "scopa", {"players": 4, "scopone": True}),
    ("sweep", "scopa", {"players": 6, "scopone": True}),
    ("sweep", "classic", {"players": 5, "must_capture": "any"}),
    ("metamorphosis", None, {"players": 2}),
    ("metamorphosis", None, {"players": 3}),
]


def _walk(game: str, preset: str | None, options: dict[str, Any], seed: int, look: float,
          steps: int) -> tuple[int, list[str]]:
    """Play ``steps`` random steps of the environment; before each, every seat looks with
    chance ``look`` (the seat to move always). Returns how many looks were compared and
    the mismatches found."""
    table = CardtableEnv(game, preset, **options)
    table.reset(seed=seed)
    rng = random.Random(seed)
    compared, wrong = 0, []
    for step in range(steps):
        if not table.agents:
            table.reset()
        agent = table.agent_selection
        if table.terminations[agent]:
            table.step(None)
            continue
        state = table.state
        for other in table.agents:
            if other != agent and rng.random() >= look:
                continue
            seat = table.agent_seat[other]
            pending = table._pending if other == agent else ()
            want = table.codec.observation(state.view(seat), pending)
            got = table.observe(other)["observation"]
            compared += 1
            if not np.array_equal(got, want):
                blocks = [name for name, (at, width) in table.codec.layout.items()
                          if not np.array_equal(got[at:at + width], want[at:at + width])]
                wrong.append(f"step {step}, seat {seat}: {blocks}")
        legal = sorted(table.legal_actions())
        table.step(rng.choice(legal))
    return compared, wrong


@pytest.mark.parametrize(("game", "preset", "options"), RULES,
                         ids=[f"{g}-{p}-{o}" for g, p, o in RULES])
def test_a_kept_observation_is_the_codecs_at_every_step(
        game: str, preset: str | None, options: dict[str, Any]) -> None:
    for seed, look in ((1, 1.0), (2, 0.3), (3, 0.0)):
        compared, wrong = _walk(game, preset, options, seed, look, 700)
        assert compared >= 300
        assert wrong == [], wrong[:5]


@settings(max_examples=25, deadline=None)
@given(case=st.sampled_from(RULES), seed=st.integers(0, 10_000),
       look=st.floats(0.0, 1.0), rounds=st.integers(1, 3))
def test_kept_observations_match_the_view_in_any_game(
        case: tuple[str, str | None, dict[str, Any]], seed: int, look: float,
        rounds: int) -> None:
    game, preset, options = case
    bound = {"max_rounds": rounds} if game == "sweep" else {"parties": 1}
    compared, wrong = _walk(game, preset, {**options, **bound}, seed, look, 300)
    assert wrong == [], wrong[:5]


def test_a_tracker_fed_the_engines_events_follows_a_whole_game() -> None:
    rules = make_rules("sweep", "escoba", players=2)
    codec = codec_for(rules)
    tracker = tracker_for(codec)
    state = family("sweep").new_game(rules, rng=random.Random(4))
    rng = random.Random(4)
    looks = 0
    while not state.is_over:
        seat = state.to_move
        assert np.array_equal(tracker.observation(state, seat),
                              codec.observation(state.view(seat)))
        looks += 1
        moves = state.legal_moves()
        tracker.after(state.play(moves[rng.randrange(len(moves))]))
    assert looks > 30


@pytest.mark.parametrize(("game", "preset"), [("sweep", "scopa"), ("metamorphosis", None)])
def test_what_observe_hands_out_is_the_callers_own(game: str, preset: str | None) -> None:
    table = CardtableEnv(game, preset, players=2)
    table.reset(seed=8)
    for _ in range(30):  # into the tricks, where Metamorphosis keeps its observations
        table.step(min(table.legal_actions()))
    agent = table.agent_selection
    first = table.observe(agent)
    kept_observation = first["observation"].copy()
    kept_mask = first["action_mask"].copy()
    first["observation"][:] = 7.0
    first["action_mask"][:] = 1
    again = table.observe(agent)
    assert np.array_equal(again["observation"], kept_observation)
    assert np.array_equal(again["action_mask"], kept_mask)
    table.step(int(np.flatnonzero(again["action_mask"])[0]))
    table.step(min(table.legal_actions()))
    seat = table.agent_seat[agent]
    assert np.array_equal(table.observe(agent)["observation"],
                          table.codec.observation(table.state.view(seat)))


def test_the_before_and_after_script_reports_each_variant_of_each_checkout() -> None:
    import json
    import subprocess
    import sys
    from pathlib import Path

    from cardtable.env.bench import VARIANTS

    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, str(root / "bench" / "env_steps.py"), "--rounds", "1",
                           "--seconds", "0.05", "--src", str(root), "--json"],
                          capture_output=True, text=True, check=True, timeout=300)
    report = json.loads(done.stdout)
    medians = report["medians"][str(root)]
    assert sorted(medians) == sorted(f"{p or g}-{n}" for g, p, n in VARIANTS)
    for figures in medians.values():
        assert figures["engine_us"] > 0 and figures["env_us"] > figures["engine_us"]
        assert figures["replayed_ratio"] == pytest.approx(  # both rounded apart
            figures["env_us"] / figures["engine_us"], abs=0.011)
        assert figures["bench_ratios"] == [figures["bench_ratio"]]


@pytest.mark.parametrize("kind", ["int", "numpy int64", "0-d numpy array", "float"])
def test_an_action_of_any_numeric_kind_is_played(kind: str) -> None:
    # Learners hand actions as numpy scalars or 0-d arrays; the shortcut that finds a legal
    # action must not refuse what the codec accepts.
    table = CardtableEnv("sweep", "scopa", players=2)
    table.reset(seed=2)
    action = min(table.legal_actions())
    given = {"int": action, "numpy int64": np.int64(action), "0-d numpy array": np.array(action),
             "float": float(action)}[kind]
    version = table.state.view(0).hand_sizes
    table.step(given)
    assert table.state.view(0).hand_sizes != version  # a card was played
    with pytest.raises(ValueError, match="not legal"):
        table.step(np.array(10_000))
