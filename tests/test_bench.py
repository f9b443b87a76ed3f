"""``cardtable bench``: the report has its documented keys (times are never asserted on)."""

from __future__ import annotations

import importlib.util
import json

import pytest
from click.testing import CliRunner

from cardtable.bots.evaluation import search_moves
from cardtable.cli import main
from cardtable.lab.benchmark import (
    PHASES,
    PRESETS,
    TABLE_SIZES,
    format_report,
    meta_states,
    phase_of,
)
from cardtable.lab.decision_time import (
    GAMES,
    format_decision_times,
    run_decision_times,
    sample_positions,
)

PLAY_KEYS = {"preset", "players", "teams", "seconds", "cpu_seconds", "rounds", "plays",
             "games", "rounds_per_second", "plays_per_second", "rounds_per_cpu_second"}
CAPTURE_KEYS = {"rules", "table_size", "calls", "cold_us", "warm_us"}
COPY_KEYS = {"preset", "players", "states", "calls", "clone_us", "determinize_us"}
META_PLAY_KEYS = {"players", "seconds", "cpu_seconds", "parties", "deals", "plays", "games",
                  "parties_per_second", "plays_per_second", "parties_per_cpu_second"}
META_COPY_KEYS = {"players", "phase", "states", "calls", "clone_us", "determinize_us"}
ENV_KEYS = {"game", "preset", "players", "engine_plays_per_second", "env_steps_per_second",
            "ratio", "engine_us", "env_us", "own_ratio", "engine_unchecked_us"}
DRIVER_KEYS = {"game", "players", "games", "engine_cpu_seconds", "driver_cpu_seconds", "ratio"}
DECISION_KEYS = {"game", "positions", "budget_ms", "processes", "mean_s", "p95_s", "max_s",
                 "mean_iterations"}


def test_bench_quick_json_has_the_documented_keys() -> None:
    result = CliRunner().invoke(main, ["bench", "--quick", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    research = importlib.util.find_spec("pettingzoo") is not None
    assert set(report) == {"format", "quick", "machine", "random_play", "captures",
                           "state_copy", "target", "meta_random_play", "meta_state_copy",
                           "drivers", *(("environments",) if research else ())}
    if research:  # the PettingZoo environments beside the engine (the research extra)
        assert [(e["preset"], e["players"]) for e in report["environments"]] == [
            ("scopa", 2), ("escoba", 4), ("metamorphosis", 2)]
        assert all(set(e) == ENV_KEYS and e["env_steps_per_second"] > 0
                   and e["own_ratio"] == pytest.approx(e["env_us"] / e["engine_us"], abs=0.011)
                   for e in report["environments"])
    assert report["format"] == "cardtable-bench/1" and report["quick"] is True
    assert set(report["machine"]) == {"platform", "python", "implementation", "cpu", "cores"}
    assert {(e["preset"], e["players"]) for e in report["random_play"]} == {
        (p, n) for p in PRESETS for n in (2, 4)}
    assert all(set(e) == PLAY_KEYS and e["rounds"] > 0 for e in report["random_play"])
    assert {(e["rules"], e["table_size"]) for e in report["captures"]} == {
        (r, n) for r in ("scopa", "classic", "fifteen") for n in TABLE_SIZES}
    assert all(set(e) == CAPTURE_KEYS for e in report["captures"])
    assert all(set(e) == COPY_KEYS for e in report["state_copy"])
    assert set(report["target"]) == {"rounds_per_second", "required", "met"}
    assert [e["players"] for e in report["meta_random_play"]] == [2, 3]
    assert all(set(e) == META_PLAY_KEYS and e["plays"] > 0 for e in report["meta_random_play"])
    assert {(e["players"], e["phase"]) for e in report["meta_state_copy"]} == {
        (n, p) for n in (2, 3) for p in PHASES}
    assert all(set(e) == META_COPY_KEYS and e["states"] > 0 for e in report["meta_state_copy"])
    assert [(e["game"], e["games"]) for e in report["drivers"]] == [("scopa", 40),
                                                                     ("metamorphosis", 10)]
    assert all(set(e) == DRIVER_KEYS and e["engine_cpu_seconds"] > 0
               for e in report["drivers"])
    text = format_report(report)
    assert "rounds per second" in text and "determinize" in text
    assert "parties per second" in text and "after takes" in text
    assert "Drivers" in text


def test_metamorphosis_states_cover_every_phase() -> None:
    for players in (2, 3):
        found = meta_states(players, 3)
        assert set(found) == set(PHASES)
        for phase, states in found.items():
            assert len(states) == 3
            assert all(phase_of(state) == phase for state in states)


def test_decision_times_have_their_keys() -> None:
    entries = run_decision_times(positions=2, milliseconds=2.0,
                                 games=("scopa", "metamorphosis-3"))
    assert [e["game"] for e in entries] == ["scopa", "metamorphosis-3"]
    for entry in entries:
        assert set(entry) == DECISION_KEYS
        assert entry["positions"] == 2 and entry["budget_ms"] == 2.0
        assert entry["processes"] == 1
        assert entry["mean_iterations"] >= 1
        assert entry["max_s"] >= entry["p95_s"] >= 0.0
    assert "95th percentile" in "\n".join(format_decision_times(entries))
    assert "one core" in format_decision_times(entries)[0]


def test_decision_times_over_two_processes_say_so() -> None:
    (entry,) = run_decision_times(positions=2, milliseconds=20.0, games=("scopa",),
                                  processes=2)
    assert entry["processes"] == 2 and entry["mean_iterations"] >= 2
    assert "2 processes (root parallelism)" in format_decision_times([entry])[0]


def test_positions_sampled_have_a_choice() -> None:
    for label in GAMES:
        for state in sample_positions(GAMES[label], 3):
            assert not state.is_over
            moves = search_moves(state, state.to_move)
            assert moves is not None and len(moves) > 1
