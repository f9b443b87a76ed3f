#!/usr/bin/env python3
"""The figures of ``bench/README.md``'s "The room under load", in one sitting: ``load.py``
run one configuration after another, the room of another checkout ("before") and of this
one ("after") measured by the same client, and one markdown table of them printed.

    python bench/load_matrix.py --before /work/before                 # every row (~40 min)
    python bench/load_matrix.py --before ../main --players 100,1000 --stores sqlite
    python bench/load_matrix.py --json figures.json                   # also every report

Rows: for each store (SQLite in a temporary folder, a fresh PostgreSQL database) and each
number of players, the room before and after; then, after only, several processes on one
fresh PostgreSQL and Redis (``--cluster-players``). A process holds 2,000 connections by
default: the rows of more players on one process start the room of this checkout with
``--max-connections`` raised (the room before has no such option: it turns the others away,
as the report's "connected" says).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
REDIS = "redis://127.0.0.1:6379"


def run(args: list[str], timeout: float) -> dict[str, Any]:
    """One ``load.py --json`` run; its report, or the reason it failed."""
    command = [sys.executable, str(BENCH / "load.py"), "--json", *args]
    print("+", " ".join(command[1:]), file=sys.stderr, flush=True)
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"run_failed": f"no report in {timeout:.0f} s"}
    if done.returncode != 0:
        return {"run_failed": (done.stderr.strip().splitlines() or ["?"])[-1]}
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def row(label: str, report: dict[str, Any]) -> str:
    """One line of the markdown table."""
    if "run_failed" in report:
        return f"| {label} | no figures: {report['run_failed']} | | | | | | |"
    latency = report["move_latency_ms"]
    cpu = report["cpu_seconds"]
    seconds = report["seconds"] or 1.0
    connected = f"{report['connected']:,}"
    return (f"| {label} | {connected} | {report['moves_per_second']:,.0f} | "
            f"{latency['p50']} | {latency['p95']} | {latency['p99']} | "
            f"{100 * cpu['server'] / seconds:.0f} % | {sum(report['errors'].values())} |")


def main() -> None:
    """Run the rows and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, default=None,
                        help="the checkout of the room before (its own .venv)")
    parser.add_argument("--players", default="100,1000,3000")
    parser.add_argument("--stores", default="sqlite,postgresql")
    parser.add_argument("--cluster-players", default="1000,3000",
                        help="players of the rows of several processes ('' for none)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--postgres", default=POSTGRES,
                        help="a PostgreSQL server's URL (fresh databases are made there)")
    parser.add_argument("--redis-url", default=REDIS)
    parser.add_argument("--json", type=Path, default=None, help="write every report here")
    args = parser.parse_args()
    rooms: list[tuple[str, list[str]]] = [("after", [])]
    if args.before is not None:
        rooms.insert(0, ("before", ["--src", str(args.before)]))
    lines, reports = [], []
    for store in filter(None, args.stores.split(",")):
        store_args = ["--fresh-postgres", args.postgres] if store == "postgresql" else []
        for players in (int(p) for p in args.players.split(",") if p):
            for name, room_args in rooms:
                more = (["--serve-arg=--max-connections", f"--serve-arg={players + 500}"]
                        if players > 2000 and name == "after" else [])
                report = run(["--players", str(players), "--seconds", str(args.seconds),
                              *store_args, *room_args, *more], timeout=900)
                label = f"{players:,} | {store} | {name}"
                lines.append(row(label, report))
                reports.append({"players": players, "store": store, "room": name, **report})
    for players in (int(p) for p in args.cluster_players.split(",") if p):
        report = run(["--players", str(players), "--seconds", str(args.seconds),
                      "--fresh-postgres", args.postgres, "--processes", str(args.processes),
                      "--redis-url", args.redis_url], timeout=900)
        label = f"{players:,} | postgresql + Redis, {args.processes} processes | after"
        lines.append(row(label, report))
        reports.append({"players": players, "store": "postgresql+redis",
                        "processes": args.processes, "room": "after", **report})
    print(f"Measured {time.strftime('%Y-%m-%d %H:%M')} on {platform.node()}: "
          f"{os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{args.seconds:g} s a row after a 20 s warm-up.\n")
    print("| players | store | room | connected | moves/s | p50 ms | p95 ms | p99 ms "
          "| room CPU | errors |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for line in lines:
        print(line)
    if args.json is not None:
        args.json.write_text(json.dumps(reports, indent=2))


if __name__ == "__main__":
    main()
