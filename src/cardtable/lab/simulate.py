"""Games between random computer players, for statistics and smoke tests (``cardtable simulate``).

One driver for both games: every game is played by one ``RandomBot`` per seat through
``bots.match.play_match``; what differs by game (how a game is dealt, what its summary
counts) is chosen by the game's name (``GAMES``). The deal and every bot draw from their
own generator derived from ``(seed, game number)``, so the same seed gives the same records
and the same summary, whatever else runs.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

from tqdm import tqdm

from cardtable.bots.match import play_match
from cardtable.bots.random_bot import RandomBot
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.registry import family_of
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import new_game

DEFAULT_ERROR_RATE = 0.1
"""How often a random player errs under *manual* with challenges, unless told."""
SPANISH_ERROR_RATE = 0.02
"""The same under the Spanish penalties (RULES.md 2.10): every wrong capture found costs 4
points or more, so at 0.1 both sides lose more than they score each round, no side ever
reaches the target and only the no-capture loss (if any) ends a game."""


class RecordsNotWritten(OSError):
    """The games were played to the end, but their records could not all be written;
    ``summary`` is what the games came to."""

    def __init__(self, path: Path, error: OSError, summary: Any) -> None:
        super().__init__(error.errno, error.strerror or str(error), str(path))
        self.summary = summary


class RecordsFile:
    """A JSON Lines file of records, written as the games end. The file is opened (and
    emptied) at once, so a path that cannot be written fails before any game is played;
    a write that fails later stops the writing, the games go on, and ``check`` raises."""

    def __init__(self, path: Path | str | None) -> None:
        self.path = Path(path) if path is not None else None
        self._out = self.path.open("w", encoding="utf-8") if self.path is not None else None
        self.error: OSError | None = None

    @property
    def wanted(self) -> bool:
        """Whether records are written (so the games must build them)."""
        return self._out is not None

    def write(self, record: dict[str, Any] | None) -> None:
        """Write one record (nothing, once a write has failed or without a file)."""
        if self._out is None or record is None:
            return
        try:
            self._out.write(json.dumps(record, ensure_ascii=False) + "\n")
        except OSError as error:
            self.error = error
            self.close()

    def check(self, summary: Any) -> None:
        """Raise ``RecordsNotWritten`` with ``summary`` if a write failed."""
        if self.error is not None:
            assert self.path is not None
            raise RecordsNotWritten(self.path, self.error, summary)

    def close(self) -> None:
        """Finish the file (a failure is kept for ``check``)."""
        out, self._out = self._out, None
        if out is not None:
            try:
                out.close()
            except OSError as error:
                self.error = self.error or error


def default_error_rate(rules: Rules | MetaRules) -> float:
    """How often random players err under these rules when not told (Metamorphosis has no
    errors to make: the rate is unused there)."""
    return SPANISH_ERROR_RATE if getattr(rules, "spanish_penalties", False) else DEFAULT_ERROR_RATE


def game_rng(seed: int, game: int, role: str) -> random.Random:
    """The generator of one role (``deal``, ``seat0`` ...) in game ``game`` of a run.

    Seeded from text, which ``random`` hashes the same way on every run and platform.
    """
    return random.Random(f"cardtable-simulate/{seed}/{game}/{role}")


RulesT = TypeVar("RulesT", Rules, MetaRules)


@dataclass(slots=True)
class RunTally(Generic[RulesT]):
    """What a run of simulated games counts whatever the game: the games, and by side (a
    seat, in Metamorphosis) its wins, shared wins and final points, each list one number a
    side of the rules."""

    rules: RulesT
    seed: int
    games: int = 0
    wins: list[int] = field(default_factory=list)
    """Games won by each side; a shared win counts for each side that shares it."""
    shared_wins: list[int] = field(default_factory=list)
    """Of those, the games each side won together with another side."""
    shared_games: int = 0
    """Games whose win was shared."""
    points: list[int] = field(default_factory=list)
    """Final scores of each side, summed over the games."""
    plays: int = 0

    def __post_init__(self) -> None:
        sides = len(self.rules.sides)
        self.wins = self.wins or [0] * sides
        self.shared_wins = self.shared_wins or [0] * sides
        self.points = self.points or [0] * sides

    @property
    def mean_points(self) -> tuple[float, ...]:
        """Mean final score of each side per game."""
        return tuple(total / self.games if self.games else 0.0 for total in self.points)


@dataclass(slots=True)
class Summary(RunTally[Rules]):
    """What a run of simulated sweep games came to. Totals; the means are properties."""

    no_capture_games: int = 0
    """Games that ended because a side captured nothing in a round (``escoba``)."""
    rounds: int = 0
    sweeps: int = 0
    """Sweeps scored, opening escobas included."""
    errors: int = 0
    """Under *manual*: moves that broke the capture rules."""
    challenges: int = 0
    correct_challenges: int = 0
    claims: int = 0
    """Under the Spanish penalties: missed captures claimed."""
    failed_checks: int = 0
    """Under the Spanish penalties: rounds whose end-of-round check failed."""
    penalties: int = 0
    """Under the Spanish penalties: wrong captures punished."""

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each side."""
        return self.rules.sides

    @property
    def mean_rounds(self) -> float:
        """Mean rounds per game."""
        return self.rounds / self.games if self.games else 0.0

    @property
    def sweeps_per_round(self) -> float:
        """Mean sweeps per round, every side together."""
        return self.sweeps / self.rounds if self.rounds else 0.0


@dataclass(slots=True)
class MetaSummary(RunTally[MetaRules]):
    """What a run of simulated Metamorphosis games came to. Totals; means are properties."""

    premiums: list[int] = field(default_factory=list)
    """Premiums (+10 for winning the deal one bid on) of each seat, summed over the games."""
    parties: int = 0
    deals: int = 0
    tricks: int = 0
    discards: int = 0
    """Discard moves (a player putting cards under the stock)."""

    def __post_init__(self) -> None:
        RunTally.__post_init__(self)
        self.premiums = self.premiums or [0] * self.rules.players

    @property
    def parties_per_game(self) -> float:
        """Mean parties per game (fixed by the rules: 4 for 2 players, 3 for 3)."""
        return self.parties / self.games if self.games else 0.0


def simulate_games(rules: Rules, games: int, seed: int, records: Path | str | None = None,
                   error_rate: float | None = None, progress: bool = False) -> Summary:
    """Play ``games`` games of ``rules`` between random bots and summarise them.

    ``records``: a file to write every game's record to, one JSON object a line; one that
    cannot be opened raises ``OSError`` before any game, a write that fails later raises
    ``RecordsNotWritten`` (with the summary) once every game is played.
    ``error_rate``: how often a bot errs under *manual* (``None``: ``default_error_rate``).
    ``progress``: a progress bar on standard error.
    """
    summary = Summary(rules=rules, seed=seed)
    simulate(rules, summary, games, seed, records, error_rate, progress)
    return summary


def simulate_meta_games(rules: MetaRules, games: int, seed: int,
                        records: Path | str | None = None,
                        progress: bool = False) -> MetaSummary:
    """Play ``games`` Metamorphosis games of ``rules`` between random bots and summarise them
    (records and progress as for ``simulate_games``)."""
    summary = MetaSummary(rules=rules, seed=seed)
    simulate(rules, summary, games, seed, records, None, progress)
    return summary


class Game(NamedTuple):
    """What the driver needs to know of one game: its name in records, how a game is dealt,
    what its summary counts of an event, how a run of it is made and summarised, and how its
    rules are described in one line."""

    name: str
    new_state: Callable[..., Any]
    counter: Callable[[Any, Any], None]
    run: Callable[..., Any]
    """``run(rules, games, seed, records, error_rate, progress)``: the run's summary."""
    format: Callable[[Any], str]
    describe: Callable[[Any], str]


def simulate(rules: Rules | MetaRules, summary: Any, games: int, seed: int,
             records: Path | str | None = None, error_rate: float | None = None,
             progress: bool = False) -> None:
    """The one driver: play ``games`` games of ``rules`` between random bots into
    ``summary`` (a ``Summary`` or ``MetaSummary``), writing their records to ``records``."""
    if error_rate is None:
        error_rate = default_error_rate(rules)
    out = RecordsFile(records)
    try:
        with tqdm(range(games), total=games, unit="game", file=sys.stderr,
                  disable=not progress, desc="simulating") as bar:
            for number in bar:
                out.write(play_game(rules, seed, number, error_rate, summary,
                                    record=out.wanted))
    finally:
        out.close()
    out.check(summary)


def game_of(rules: Rules | MetaRules) -> Game:
    """The game ``rules`` are of, as the driver knows it."""
    return GAMES[family_of(rules).name]


def simulate_any(rules: Rules | MetaRules, games: int, seed: int,
                 records: Path | str | None = None, error_rate: float | None = None,
                 progress: bool = False) -> Any:
    """``simulate_games`` or its twin for the game ``rules`` are of: the run's summary."""
    return game_of(rules).run(rules, games, seed, records, error_rate, progress)


def format_any(summary: Any) -> str:
    """A run's summary as plain lines, whichever game it is of."""
    return game_of(summary.rules).format(summary)


def describe_any(rules: Rules | MetaRules) -> str:
    """The rules of any game in one line."""
    return game_of(rules).describe(rules)


def play_game(rules: Rules | MetaRules, seed: int, number: int, error_rate: float,
              summary: Any, record: bool = True) -> dict[str, Any] | None:
    """Play game ``number`` of a run, add it to ``summary`` and return its record (``None``
    without ``record``)."""
    game = game_of(rules)
    state = game.new_state(rules, rng=game_rng(seed, number, "deal"))
    bots = [RandomBot(game_rng(seed, number, f"seat{seat}"), error_rate=error_rate)
            for seat in range(rules.players)]
    count = game.counter

    def tally(events: Sequence[Any]) -> None:
        for event in events:
            count(summary, event)

    result = play_match(state, bots, game.name, rules.to_options(), state.start_events,
                        on_events=tally, record=record)
    add_result(summary, state.scores, state.winners)
    return result.record


def add_result(summary: RunTally[Any], scores: Sequence[int], winners: Sequence[int]) -> None:
    """Count a finished game in a summary: its points, wins and shared wins by side."""
    summary.games += 1
    for side, score in enumerate(scores):
        summary.points[side] += score
    for side in winners:
        summary.wins[side] += 1
        if len(winners) > 1:
            summary.shared_wins[side] += 1
    if len(winners) > 1:
        summary.shared_games += 1


def _count(summary: Summary, event: Any) -> None:
    kind = event.type
    if kind == "play":
        summary.plays += 1
        summary.sweeps += event.sweep
        summary.errors += bool(event.error)
    elif kind == "opening":
        summary.sweeps += event.sweeps
    elif kind == "challenge":
        summary.challenges += 1
        summary.correct_challenges += event.correct
    elif kind == "claim":
        summary.claims += 1
    elif kind == "check":
        summary.failed_checks += not event.ok
    elif kind == "penalty":
        summary.penalties += 1
    elif kind == "round_end":
        summary.rounds += 1
    elif kind == "game_end" and event.no_capture:
        summary.no_capture_games += 1


def describe_rules(rules: Rules) -> str:
    """The rules in one line: preset, players, teams, target and modifiers (*manual* says
    when its errors meet the Spanish penalties)."""
    teams = "two teams" if rules.teams else "no teams"
    modifiers = ", ".join("manual with spanish penalties"
                          if name == "manual" and rules.spanish_penalties else name
                          for name in rules.modifiers) or "none"
    return (f"preset {rules.preset_name}, {rules.players} players, {teams}, "
            f"target {rules.target}, modifiers: {modifiers}")


def side_name(rules: Rules, side: int) -> str:
    """A side named by its seats, numbered from 1 as people count: ``seat 1`` or
    ``seats 1 and 3``."""
    seats = [seat + 1 for seat in rules.sides[side]]
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"seats {', '.join(str(s) for s in seats[:-1])} and {seats[-1]}"


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "0.0%"


def format_summary(summary: Summary) -> str:
    """The summary as plain lines, one figure a line, for a terminal or a screen reader."""
    rules = summary.rules
    lines = [
        f"Simulated {summary.games} games with seed {summary.seed}.",
        f"Rules: {describe_rules(rules)}.",
        f"Games: {summary.games}",
    ]
    for side in range(len(rules.sides)):
        wins = summary.wins[side]
        lines.append(
            f"Side {side + 1} ({side_name(rules, side)}): wins {wins} "
            f"({_percent(wins, summary.games)}), shared wins {summary.shared_wins[side]}, "
            f"mean points per game {summary.mean_points[side]:.2f}"
        )
    lines.append(f"Shared wins: {summary.shared_games} games")
    if rules.no_capture_loss:
        lines.append(f"Games lost by a side that captured nothing: {summary.no_capture_games}")
    lines.append(f"Rounds: {summary.rounds}; mean rounds per game {summary.mean_rounds:.2f}")
    lines.append(f"Sweeps: {summary.sweeps}; mean sweeps per round "
                 f"{summary.sweeps_per_round:.2f}")
    if rules.manual:
        lines.append(f"Errors: {summary.errors} of {summary.plays} plays "
                     f"({_percent(summary.errors, summary.plays)})")
    if rules.spanish_penalties:
        lines.append(f"Claims: {summary.claims}")
        lines.append(f"Failed checks: {summary.failed_checks} of {summary.rounds} rounds; "
                     f"wrong captures punished: {summary.penalties}")
    elif rules.manual:
        lines.append(f"Challenges: {summary.challenges}, of which correct "
                     f"{summary.correct_challenges}, wrong "
                     f"{summary.challenges - summary.correct_challenges}")
    return "\n".join(lines)


def _count_meta(summary: MetaSummary, event: Any) -> None:
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


def describe_meta_rules(rules: MetaRules) -> str:
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


def _simulate_meta(rules: MetaRules, games: int, seed: int, records: Path | str | None,
                   error_rate: float | None, progress: bool) -> MetaSummary:
    return simulate_meta_games(rules, games, seed, records, progress)


GAMES: dict[str, Game] = {
    "sweep": Game("sweep", new_game, _count, simulate_games, format_summary, describe_rules),
    "metamorphosis": Game("metamorphosis", new_meta_game, _count_meta, _simulate_meta,
                          format_meta_summary, describe_meta_rules),
}
"""The games the driver plays, by their name in records."""
