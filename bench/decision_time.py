#!/usr/bin/env python3
"""Time the expert computer player's decisions on sampled positions of each game.

    python bench/decision_time.py                  # 40 positions a game, plain lines
    python bench/decision_time.py --json out.json  # also write the figures as JSON
    python bench/decision_time.py --positions 10 --budget-ms 50
    python bench/decision_time.py --processes 2    # two trees a move (root parallelism)

Method in ``cardtable.lab.decision_time`` and bench/README.md; ``cardtable bench --decisions``
runs the same measurement as part of the benchmarks.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cardtable.lab.benchmark import machine_info
from cardtable.lab.decision_time import GAMES, format_decision_times, run_decision_times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40, help="positions per game")
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="search time per move (default: the expert's own, 400 ms)")
    parser.add_argument("--games", default=",".join(GAMES),
                        help=f"comma-separated games among {', '.join(GAMES)}")
    parser.add_argument("--processes", type=int, default=1,
                        help="trees searched at once, one a process (default 1: one core)")
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    args = parser.parse_args(argv)
    games = tuple(g.strip() for g in args.games.split(",") if g.strip())
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {', '.join(unknown)}: choose among {', '.join(GAMES)}")
    if args.processes < 1:
        parser.error(f"--processes {args.processes}: give 1 or more")
    entries = run_decision_times(args.positions, args.budget_ms, games, args.processes)
    machine = machine_info()
    print(f"Machine: {machine['cpu']}, {machine['cores']} cores, "
          f"{machine['implementation']} {machine['python']}")
    print("\n".join(format_decision_times(entries)))
    if args.json is not None:
        args.json.write_text(json.dumps({"machine": machine, "decision_time": entries},
                                        indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
