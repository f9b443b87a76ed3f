"""``bench/load.py``: a short run for real against a memory room (a handful of players with
short think times, drops and leaves forced often) reports what the lead reads from it; and
the pieces that choose the room's options. No time is asserted on."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import load  # noqa: E402

pytestmark = pytest.mark.timeout(120)


def test_a_short_run_plays_chats_leaves_and_resyncs_after_drops() -> None:
    players = 5
    run = subprocess.run(
        [sys.executable, str(BENCH / "load.py"), "--players", str(players), "--seconds", "8",
         "--think", "0.02-0.1", "--bot-delay", "0", "--database-url", "memory:",
         "--reconnect", "0.25", "--leave", "0.2", "--chat", "0.3", "--room-chat-minutes",
         "0.02", "--three", "0.4", "--meta", "0.2", "--watch", "0.3", "--watch-seconds",
         "0.5-1", "--join-wait", "2", "--json"],
        capture_output=True, text=True, timeout=100)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert (result["connected"], result["failed"]) == (players, 0)
    assert result["person_moves"] > 0
    assert result["moves_per_second"] > result["person_moves_per_second"] > 0  # bots too
    latency = result["move_latency_ms"]
    assert latency["p50"] is not None and latency["p50"] <= latency["p99"] <= latency["max"]
    reconnects = result["reconnects"]
    assert reconnects["done"] >= 1 and reconnects["resynced"] == reconnects["done"]
    assert reconnects["p99_ms"] is not None
    assert result["leaves"] >= 1
    assert result["chat"]["table_lines"] + result["chat"]["room_lines"] >= 1
    assert result["chat"]["p99_ms"] is not None
    assert result["errors"] == {}, result
    assert result["connections_lost"] == 0 and result["stalls"] == 0
    assert result["frames_per_second_by_type"]["game"] > 0
    assert result["cpu_seconds"]["server"] > 0 and result["cpu_seconds"]["client"] > 0


def test_an_option_the_room_must_know_stops_the_run_saying_which() -> None:
    server = load.Server("python", {}, {"--port", "--database-url", "--bot-delay"})
    with pytest.raises(SystemExit, match="this room does not know --redis-url"):
        server.arguments(["--database-url", "postgresql://x/y", "--redis-url",
                          "redis://127.0.0.1:6379", "--cluster", "c"], [])


def test_the_limits_an_older_room_does_not_know_are_left_out_and_named() -> None:
    server = load.Server("python", {}, {"--port", "--bot-delay", "--messages-per-second"})
    kept, left_out = server.arguments(["--bot-delay", "0"],
                                      list(load.LIMITS_OUT_OF_THE_WAY))
    assert kept == ["--bot-delay", "0", "--messages-per-second", "1000"]
    assert left_out == ["--connections-per-address", "--accounts-per-minute",
                        "--tables-per-address", "--chat-per-second"]


def test_think_zero_is_the_flat_out_mode() -> None:
    args = load.parse_args(["--think", "0"])
    assert args.plan.flat_out and args.bot_delay == 0.0
    assert (args.plan.chat, args.plan.leave, args.plan.reconnect, args.plan.three,
            args.plan.meta, args.plan.watch, args.plan.lobby) == (0, 0, 0, 0, 0, 0, 0)
    people = load.parse_args(["--think", "2-5", "--reconnect", "0.5"])
    assert people.plan.think == (2.0, 5.0) and people.bot_delay is None
    assert people.plan.reconnect == 0.5 and people.plan.chat == pytest.approx(1 / 15)


def test_several_processes_need_postgresql_and_redis() -> None:
    with pytest.raises(SystemExit):
        load.parse_args(["--processes", "2", "--redis-url", "redis://127.0.0.1:6379"])
    with pytest.raises(SystemExit):
        load.parse_args(["--processes", "2", "--database-url", "postgresql://u@h/d"])
    args = load.parse_args(["--processes", "2", "--database-url", "postgresql://u@h/d",
                            "--redis-url", "redis://127.0.0.1:6379"])
    assert args.processes == 2


def test_latencies_are_summed_up_by_nearest_rank() -> None:
    values = [i / 1000 for i in range(1, 101)]
    assert load.spread(values) == {"p50": 51.0, "p95": 96.0, "p99": 100.0, "max": 100.0}
    assert load.spread([]) == {"p50": None, "p95": None, "p99": None, "max": None}
