"""The OpenSpiel games (issue 20): OpenSpiel's random-simulation checks, information states
that hold only what the seat saw, zero-sum returns, the resampler and the ISMCTS example.
Skipped without the research extra."""

from __future__ import annotations

import json
import random
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel",
                              reason="needs the research extra: pip install -e '.[research]'")

import cardtable.env.openspiel as cardtable_openspiel  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GAMES = [
    ("cardtable_sweep", {"preset": "scopa", "max_rounds": 1}),
    ("cardtable_sweep", {"preset": "escoba", "players": 4, "max_rounds": 1,
                         "options": json.dumps({"muerto": True})}),
    ("cardtable_sweep", {"preset": "classic", "players": 3, "max_rounds": 2}),
    ("cardtable_metamorphosis", {"players": 3, "parties": 1}),
]


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_openspiel_random_simulations_pass(name: str, params: dict[str, object]) -> None:
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def _dealt(name: str, params: dict[str, object], seed: int) -> object:
    state = pyspiel.load_game(name, params).new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == cardtable_openspiel.DEAL_SEEDS
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(seed)
    return state


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_information_states_name_no_card_hidden_from_the_seat(
        name: str, params: dict[str, object]) -> None:
    state = _dealt(name, params, 12)
    engine = state.engine
    players = state.num_players()
    for seat in range(players):
        # The draw for the first dealer (Escoba) shows cards drawn and shuffled back: public.
        text = "|".join(part for part in state.information_state_string(seat).split("|")
                        if not part.startswith('{"type":"dealer_draw"'))
        own = {f'"{c}"' for c in engine.view(seat).hand}
        assert all(card in text for card in own)
        for other in range(players):
            if other != seat:
                hidden = {f'"{c}"' for c in engine.view(other).hand} - own
                hidden -= {f'"{c}"' for c in getattr(engine.view(seat), "table", ())}
                assert not any(card in text for card in hidden), (seat, other)
        assert len(state.information_state_tensor(seat)) == len(state.observation_tensor(seat))


def test_returns_are_the_sum_of_rewards_and_zero_sum() -> None:
    rng = random.Random(3)
    for name, params in GAMES:
        state = _dealt(name, params, rng.randrange(cardtable_openspiel.DEAL_SEEDS))
        totals = [0.0] * state.num_players()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            totals = [a + b for a, b in zip(totals, state.rewards(), strict=True)]
        assert state.returns() == pytest.approx(totals)
        assert sum(state.returns()) == pytest.approx(0.0)
        assert any(r != 0 for r in state.returns())


def test_the_resampler_keeps_the_seat_s_information_and_moves_the_rest() -> None:
    moved = 0
    for seed in range(10):
        state = _dealt("cardtable_sweep", {"preset": "scopa", "max_rounds": 1}, seed)
        state.apply_action(state.legal_actions()[0])
        seat = state.current_player()
        world = cardtable_openspiel.resample(state, seat, random.Random(seed))
        assert world.information_state_string(seat) == state.information_state_string(seat)
        assert world.legal_actions() == state.legal_actions()
        assert world.information_state_tensor(seat) == state.information_state_tensor(seat)
        other = 1 - seat
        assert "sampled" in world.information_state_string(other)
        moved += world.engine.view(other).hand != state.engine.view(other).hand
        assert state.engine.view(other).hand == state.engine.view(other).hand
    assert moved >= 8


def test_deal_seeds_and_finite_games_are_checked() -> None:
    with pytest.raises(ValueError, match="max_rounds must be 1 or more"):
        pyspiel.load_game("cardtable_sweep", {"max_rounds": 0})
    game = pyspiel.load_game("cardtable_sweep", {"deal_seeds": 3})
    assert [a for a, _ in game.new_initial_state().chance_outcomes()] == [0, 1, 2]


def test_the_ismcts_example_plays() -> None:
    example = runpy.run_path(str(ROOT / "examples" / "openspiel_ismcts.py"))
    mean = example["play"](games=1, simulations=5, seed=2)
    assert isinstance(mean, float)


def test_the_interpreter_exits_cleanly_with_the_games_registered() -> None:
    # OpenSpiel's registry, a C++ static, lets its factories go after Python has finalized;
    # a factory that is freed then aborts the process (exit code 134). Clearing the module
    # leaves the registry the factories' only holder, the case that used to abort.
    code = ("import pyspiel\n"
            "import cardtable.env.openspiel as games\n"
            "state = pyspiel.load_game('cardtable_sweep', {'max_rounds': 1}).new_initial_state()\n"
            "state.apply_action(3)\n"
            "games.__dict__.clear()\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr
