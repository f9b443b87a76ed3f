#!/usr/bin/env python3
"""Print the pairings of ``cardtable simulate --bots ... --json`` results as Markdown rows
(bench/README.md, "Strength"): one row a pair, the first player's wins and win rate with
its 95 % Wilson interval.

    python bench/strength_table.py bench/results/issue21/*.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def pair_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The pairs of one tournament report (a match is its own only pair)."""
    return list(report.get("pairs") or [report])


def budget_of(report: dict[str, Any]) -> str:
    """How the search players of a report were limited."""
    if report.get("iterations") is not None and report.get("budget_ms") is None:
        return f"{report['iterations']} iterations"
    cpu = " (cpu)" if report.get("clock") == "cpu" else ""
    if report.get("budget_ms") is not None:
        return f"{report['budget_ms']:g} ms{cpu}"
    return f"own{cpu}"


def format_row(report: dict[str, Any], pair: dict[str, Any]) -> str:
    """One Markdown row: match, preset, players, games, wins, rate and interval, difference."""
    first, second = pair["players"]
    options = report["options"]
    game = options.get("preset", report["game"])
    players = options.get("players", "")
    if options.get("teams"):
        players = f"{players} (teams)"
    low, high = pair["interval"][first]
    return (f"| {first} vs {second} | {game} | {players} | {budget_of(report)} | "
            f"{pair['games']} | {pair['wins'][first]} | "
            f"{100 * pair['win_rate'][first]:.1f} % ({100 * low:.1f} to {100 * high:.1f}) | "
            f"{pair['draws']} | {pair['mean_point_difference'][first]:+.2f} | "
            f"{1000 * pair['seconds_per_move'][first]:.3g} ms |")


def main(argv: list[str] | None = None) -> int:
    """Print the rows of every report named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", type=Path)
    args = parser.parse_args(argv)
    print("| match | game | players | search budget | games | wins of the first | "
          "win rate (95 % interval) | draws | mean point difference | time per move |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for path in args.reports:
        text = path.read_text(encoding="utf-8")
        if not text.strip():
            continue
        report = json.loads(text)
        for pair in pair_rows(report):
            print(format_row(report, pair))
    return 0


if __name__ == "__main__":
    sys.exit(main())
