"""Metamorphosis games between random computer players (``cardtable simulate --game
metamorphosis``).

Like ``cardtable.simulate`` for the sweep games: one ``RandomBot`` per seat, the deal and
every bot drawing from their own generator derived from ``(seed, game number)``, so a seed
gives the same records and the same summary.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tqdm import tqdm

from cardtable.bots.match import play_match
from cardtable.bots.random_bot import RandomBot
from cardtable.games.metamorphosis.rules import Rules
from cardtable.games.metamorphosis.state import new_game
from cardtable.simulate import RecordsFile, add_result, game_rng


@dataclass(slots=True)
class MetaSummary:
    """What a run of simulated Metamorphosis games came to. Totals; means are properties."""

    rules: Rules
    seed: int
    games: int = 0
    wins: list[int] = field(default_factory=list)
    """Games won by each seat; a shared win counts for each seat that shares it."""
    shared_wins: list[int] = field(default_factory=list)
    """Of those, the games each seat won together with another seat."""
    shared_games: int = 0
    points: list[int] = field(default_factory=list)
    """Final totals of each seat, summed over the games."""
    premiums: list[int] = field(default_factory=list)
    """Premiums (+10 for winning the deal one bid on) of each seat, summed over the games."""
    parties: int = 0
    deals: int = 0
    tricks: int = 0
    plays: int = 0
    discards: int = 0
    """Discard moves (a player putting cards under the stock)."""

    @property
    def mean_points(self) -> tuple[float, ...]:
        """Mean final total of each seat per game."""
        return tuple(total / self.games if self.games else 0.0 for total in self.points)

    @property
    def parties_per_game(self) -> float:
        """Mean parties per game (fixed by the rules: 4 for 2 players, 3 for 3)."""
        return self.parties / self.games if self.games else 0.0


def simulate_meta_games(rules: Rules, games: int, seed: int,
                        records: Path | str | None = None,
                        progress: bool = False) -> MetaSummary:
    """Play ``games`` Metamorphosis games of ``rules`` between random bots and summarise them.

    ``records``: a file to write every game's record to, one JSON object a line (errors as
    for ``simulate_games``).
    ``progress``: a progress bar on standard error.
    """
    seats = rules.players
    summary = MetaSummary(rules=rules, seed=seed, wins=[0] * seats, shared_wins=[0] * seats,
                          points=[0] * seats, premiums=[0] * seats)
    out = RecordsFile(records)
    try:
        with tqdm(range(games), total=games, unit="game", file=sys.stderr,
                  disable=not progress, desc="simulating") as bar:
            for number in bar:
                out.write(play_meta_game(rules, seed, number, summary, record=out.wanted))
    finally:
        out.close()
    out.check(summary)
    return summary


def play_meta_game(rules: Rules, seed: int, number: int, summary: MetaSummary,
                   record: bool = True) -> dict[str, Any] | None:
    """Play game ``number`` of a run, add it to ``summary`` and return its record (``None``
    without ``record``)."""
    state = new_game(rules, rng=game_rng(seed, number, "deal"))
    bots = [RandomBot(game_rng(seed, number, f"seat{seat}")) for seat in range(rules.players)]

    def tally(events: Sequence[Any]) -> None:
        for event in events:
            _count(summary, event)

    result = play_match(state, bots, "metamorphosis", rules.to_options(), state.start_events,
                        on_events=tally, record=record)
    add_result(summary, state.scores, state.winners)
    return result.record


def _count(summary: MetaSummary, event: Any) -> None:
    kind = event.type
    if kind == "play":
        summary.plays += 1
    elif kind == "trick":
        summary.tricks += 1
    elif kind == "discard":
        summary.discards += 1
    elif kind == "deal_score":
        summary.deals += 1
        for seat, premium in enumerate(event.premiums):
            summary.premiums[seat] += premium
    elif kind == "round_end":
        summary.parties += 1


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "0.0%"


def describe_meta_rules(rules: Rules) -> str:
    """The rules in one line: players, parties and the first dealer (seats from 1)."""
    return (f"Metamorphosis, {rules.players} players, {rules.parties} parties of 4 deals, "
            f"first dealer seat {rules.first_dealer + 1}")


def format_meta_summary(summary: MetaSummary) -> str:
    """The summary as plain lines, one figure a line, for a terminal or a screen reader."""
    games = summary.games
    lines = [
        f"Simulated {games} games with seed {summary.seed}.",
        f"Rules: {describe_meta_rules(summary.rules)}.",
        f"Games: {games}",
    ]
    for seat in range(summary.rules.players):
        wins = summary.wins[seat]
        premiums = summary.premiums[seat] / games if games else 0.0
        lines.append(
            f"Seat {seat + 1}: wins {wins} ({_percent(wins, games)}), shared wins "
            f"{summary.shared_wins[seat]}, mean points per game "
            f"{summary.mean_points[seat]:.2f}, mean premium points per game {premiums:.2f}"
        )
    lines.append(f"Shared wins: {summary.shared_games} games")
    tricks = summary.tricks / games if games else 0.0
    discards = summary.discards / games if games else 0.0
    lines.append(f"Parties: {summary.parties}; parties per game {summary.parties_per_game:.2f}")
    lines.append(f"Deals: {summary.deals}; tricks: {summary.tricks}; "
                 f"mean tricks per game {tricks:.1f}")
    lines.append(f"Discards: {summary.discards}; mean discards per game {discards:.2f}")
    return "\n".join(lines)
