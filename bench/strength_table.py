#!/usr/bin/env python3
"""Print the pairings of ``cardtable simulate --bots ... --json`` results as Markdown rows
(bench/README.md, "Strength"): one row a pair, the first player's wins and win rate with
its 95 % Wilson interval.

    python bench/strength_table.py bench/results/issue21/*.json

Reports of one match played in chunks of seeds (``NAME-seed1.json``, ``NAME-seed2.json``, ...,
as ``SEEDS`` in bench/strength.sh writes them) are merged into one row: games, wins and draws
summed, the interval computed on the sums, means weighted by games. Where players held
different numbers of sides (two players at three seats), a second table gives each player's
figures by the sides it held, beside what equal players would win.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from cardtable.lab.stats import wilson_interval

CHUNK = re.compile(r"-seed(\d+)$")
"""The suffix of a report that is one chunk of seeds of a larger match."""


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


def merge_counts(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One match (or pair of a round robin) from its chunks: games, wins and draws summed,
    win rates and intervals from the sums, means weighted by games."""
    players = parts[0]["players"]
    games: int = sum(part["games"] for part in parts)
    wins = {name: sum(part["wins"][name] for part in parts) for name in players}

    def weighted(key: str, name: str) -> float:
        total: float = sum(part[key][name] * part["games"] for part in parts)
        return total / games

    merged = dict(parts[0])
    merged.update(
        games=games, draws=sum(part["draws"] for part in parts), wins=wins,
        win_rate={name: wins[name] / games for name in players},
        interval={name: list(wilson_interval(wins[name], games)) for name in players},
        mean_point_difference={name: weighted("mean_point_difference", name)
                               for name in players},
        seconds_per_move={name: weighted("seconds_per_move", name) for name in players})
    held = merge_held([part["held"] for part in parts if "held" in part])
    if held:
        merged["held"] = held
    else:
        merged.pop("held", None)
    return merged


def merge_held(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures by sides held (``held`` of the chunks that have it) summed over chunks."""
    merged: dict[str, dict[str, dict[str, Any]]] = {}
    for part in parts:
        for name, shares in part.items():
            for share, figures in shares.items():
                into = merged.setdefault(name, {}).setdefault(
                    share, {"games": 0, "wins": 0, "draws": 0,
                            "equal_rate": figures["equal_rate"]})
                for key in ("games", "wins", "draws"):
                    into[key] += figures[key]
    for shares in merged.values():
        for figures in shares.values():
            figures["win_rate"] = figures["wins"] / figures["games"]
            figures["interval"] = list(wilson_interval(figures["wins"], figures["games"]))
    return merged


def held_rows(report: dict[str, Any], pair: dict[str, Any]) -> list[str]:
    """Markdown rows of a pair's figures by the sides each player held (three players on
    three sides): player, sides held, games, wins, rate and interval, what equal players
    would win."""
    game = report["options"].get("preset", report["game"])
    rows = []
    for name, shares in pair.get("held", {}).items():
        for share, figures in sorted(shares.items()):
            low, high = figures["interval"]
            rows.append(f"| {name} | {game} | {share} | {figures['games']} | "
                        f"{figures['wins']} | {100 * figures['win_rate']:.1f} % "
                        f"({100 * low:.1f} to {100 * high:.1f}) | "
                        f"{100 * figures['equal_rate']:.1f} % |")
    return rows


def merge_reports(reports: list[dict[str, Any]]) -> dict[str, Any]:
    """One report from chunks of the same match or round robin (same players and options,
    other seeds)."""
    if len(reports) == 1:
        return reports[0]
    if reports[0].get("pairs"):
        merged = dict(reports[0])
        merged["pairs"] = [merge_counts([report["pairs"][index] for report in reports])
                           for index in range(len(reports[0]["pairs"]))]
    else:
        merged = merge_counts(reports)
    merged["seed"] = [report["seed"] for report in reports]
    return merged


def load_reports(paths: list[Path]) -> list[dict[str, Any]]:
    """The reports named, chunks of one match (``NAME-seedN.json``) merged, in the order of
    their first file."""
    chunks: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if text.strip():
            chunks[CHUNK.sub("", path.stem)].append(json.loads(text))
    return [merge_reports(group) for group in chunks.values()]


def main(argv: list[str] | None = None) -> int:
    """Print the rows of every report named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", type=Path)
    args = parser.parse_args(argv)
    print("| match | game | players | search budget | games | wins of the first | "
          "win rate (95 % interval) | draws | mean point difference | time per move |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    reports = load_reports(args.reports)
    for report in reports:
        for pair in pair_rows(report):
            print(format_row(report, pair))
    held = [row for report in reports for pair in pair_rows(report)
            for row in held_rows(report, pair)]
    if held:
        print()
        print("| player | game | sides held | games | wins | win rate (95 % interval) | "
              "equal players would win |")
        print("|---|---|---|---|---|---|---|")
        print("\n".join(held))
    return 0


if __name__ == "__main__":
    sys.exit(main())
