#!/usr/bin/env python3
"""How many moves the expert's search weighs at its root, by game: what progressive widening
(searching only the likeliest few root moves until the visits grow) would have to cut.

    python bench/root_branching.py                 # 200 positions a game
    python bench/root_branching.py --positions 50 --json

Positions are sampled as ``cardtable bench --decisions`` samples them
(``cardtable.lab.decision_time.sample_positions``: greedy-against-greedy games, seed 5, one
position in 8 where the player has a choice); each counts the moves the search considers
(``bots.evaluation.search_moves``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from cardtable.bots.evaluation import search_moves
from cardtable.lab.decision_time import GAMES, sample_positions
from cardtable.lab.stats import mean, percentile


def branching(positions: int) -> list[dict[str, object]]:
    """Per game label: the positions, and the mean, median, 95th percentile and maximum
    of the moves searched at the root."""
    entries: list[dict[str, object]] = []
    for label, rules in GAMES.items():
        counts = [len(search_moves(state, state.to_move) or ())
                  for state in sample_positions(rules, positions)]
        entries.append({"game": label, "positions": len(counts),
                        "mean": round(mean(counts), 2),
                        "median": statistics.median(counts),
                        "p95": round(percentile(counts, 0.95), 2),
                        "max": max(counts)})
    return entries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per game")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error(f"--positions {args.positions}: give 1 or more")
    entries = branching(args.positions)
    if args.json:
        print(json.dumps(entries, indent=2))
        return 0
    for e in entries:
        print(f"{e['game']}: {e['mean']} moves on average, median {e['median']}, "
              f"95th percentile {e['p95']}, most {e['max']} ({e['positions']} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
