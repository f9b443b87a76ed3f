"""``cardtable bench``: the report has its documented keys (times are never asserted on)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from cardtable.benchmark import PRESETS, TABLE_SIZES, format_report
from cardtable.cli import main

PLAY_KEYS = {"preset", "players", "teams", "seconds", "cpu_seconds", "rounds", "plays",
             "games", "rounds_per_second", "plays_per_second", "rounds_per_cpu_second"}
CAPTURE_KEYS = {"rules", "table_size", "calls", "cold_us", "warm_us"}
COPY_KEYS = {"preset", "players", "states", "calls", "clone_us", "determinize_us"}


def test_bench_quick_json_has_the_documented_keys() -> None:
    result = CliRunner().invoke(main, ["bench", "--quick", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert set(report) == {"format", "quick", "machine", "random_play", "captures",
                           "state_copy", "target"}
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
    text = format_report(report)
    assert "rounds per second" in text and "determinize" in text
