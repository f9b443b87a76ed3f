"""bench/strength_table.py merges a match played in chunks of seeds into one row whose
counts are the sums of its chunks and whose interval is computed on those sums."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

from click.testing import CliRunner

from cardtable.cli import main
from cardtable.lab.stats import wilson_interval


def load_table() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "bench" / "strength_table.py"
    spec = importlib.util.spec_from_file_location("strength_table", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TABLE = load_table()


def report(tmp_path: Path, name: str, *arguments: str) -> dict[str, Any]:
    """The JSON of ``cardtable simulate ARGUMENTS --json``, also written to ``NAME.json``."""
    result = CliRunner().invoke(main, ["simulate", *arguments, "--jobs", "1", "--json"],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    (tmp_path / f"{name}.json").write_text(result.output, encoding="utf-8")
    parsed: dict[str, Any] = json.loads(result.output)
    return parsed


def test_chunks_of_a_match_are_one_row_of_their_sums(tmp_path: Path) -> None:
    chunks = [report(tmp_path, f"match-seed{seed}", "--preset", "scopa", "--bots",
                     "greedy,random", "--games", "6", "--seed", str(seed))
              for seed in (1, 2, 3)]
    other = report(tmp_path, "other", "--preset", "escoba", "--bots", "random,greedy",
                   "--games", "4", "--seed", "1")
    merged, alone = TABLE.load_reports(sorted(tmp_path.glob("*.json")))
    wins = sum(chunk["wins"]["greedy"] for chunk in chunks)
    assert merged["games"] == 18
    assert merged["wins"]["greedy"] == wins
    assert merged["draws"] == sum(chunk["draws"] for chunk in chunks)
    assert merged["interval"]["greedy"] == list(wilson_interval(wins, 18))
    assert merged["seed"] == [1, 2, 3]
    expected = sum(chunk["mean_point_difference"]["greedy"] for chunk in chunks) / 3
    assert abs(merged["mean_point_difference"]["greedy"] - expected) < 1e-9
    assert alone == other


def test_chunks_of_a_round_robin_merge_pair_by_pair(tmp_path: Path) -> None:
    chunks = [report(tmp_path, f"robin-seed{seed}", "--preset", "scopa", "--bots",
                     "random,easy,greedy", "--games", "2", "--seed", str(seed))
              for seed in (1, 2)]
    (merged,) = TABLE.load_reports(sorted(tmp_path.glob("*.json")))
    assert len(merged["pairs"]) == len(chunks[0]["pairs"]) == 3
    for index, pair in enumerate(merged["pairs"]):
        first = pair["players"][0]
        assert pair["games"] == sum(chunk["pairs"][index]["games"] for chunk in chunks)
        assert pair["wins"][first] == sum(chunk["pairs"][index]["wins"][first]
                                          for chunk in chunks)
    rows = [TABLE.format_row(merged, pair) for pair in merged["pairs"]]
    assert all(row.startswith("| ") and " scopa " in row for row in rows)


def test_chunks_at_three_seats_merge_the_figures_by_sides_held(tmp_path: Path) -> None:
    chunks = [report(tmp_path, f"three-seed{seed}", "--game", "metamorphosis", "--players",
                     "3", "--bots", "easy,random", "--games", "6", "--seed", str(seed))
              for seed in (1, 2)]
    old = dict(chunks[0])
    old.pop("held")
    (tmp_path / "three-seed3.json").write_text(json.dumps(old), encoding="utf-8")
    (merged,) = TABLE.load_reports(sorted(tmp_path.glob("*.json")))
    assert merged["games"] == 18
    for name in ("easy", "random"):
        for share in ("1/3", "2/3"):
            games = sum(chunk["held"][name][share]["games"] for chunk in chunks)
            wins = sum(chunk["held"][name][share]["wins"] for chunk in chunks)
            figures = merged["held"][name][share]
            assert (figures["games"], figures["wins"]) == (games, wins)
            assert figures["interval"] == list(wilson_interval(wins, games))
    rows = TABLE.held_rows(merged, merged)
    assert len(rows) == 4
    assert rows[0].startswith("| easy | metamorphosis | 1/3 | ") and rows[0].endswith(
        "| 33.3 % |")
