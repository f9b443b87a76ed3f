"""Same seed, same games: the records and the summary of a simulation depend on the seed only."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.games.sweep.rules import Rules
from cardtable.lab.simulate import format_summary, simulate_games

CASES = [
    Rules.preset("scopa"),
    Rules.preset("escoba", players=4),
    Rules.preset("classic", players=3, fifteen=True, muerto=True),
    Rules.preset("escoba-primiera", players=2, scopone=True, manual=True),
]


def run(rules: Rules, seed: int, path: Path) -> tuple[str, bytes]:
    summary = simulate_games(rules, games=4, seed=seed, records=path)
    return format_summary(summary), path.read_bytes()


@pytest.mark.parametrize("rules", CASES, ids=lambda r: "-".join([r.preset_name, *r.modifiers]))
def test_same_seed_same_records_and_summary(rules: Rules, tmp_path: Path) -> None:
    first = run(rules, 11, tmp_path / "a.jsonl")
    second = run(rules, 11, tmp_path / "b.jsonl")
    assert first == second
    assert first[1].count(b"\n") == 4


@pytest.mark.parametrize("rules", CASES, ids=lambda r: "-".join([r.preset_name, *r.modifiers]))
def test_different_seeds_differ(rules: Rules, tmp_path: Path) -> None:
    _, first = run(rules, 11, tmp_path / "a.jsonl")
    _, second = run(rules, 12, tmp_path / "b.jsonl")
    assert first != second
    first_games = first.splitlines()
    assert len(set(first_games)) == len(first_games), "games within a run differ too"
