"""Tournaments between computer players (``cardtable simulate --bots A,B[,C...]``).

Two names make one match; more make a round robin of every pair. A match is played deal by
deal: each deal seed is played once for every seating of the pair over the game's sides
(every rotation of the sides, and every way round of the names), so each player plays every
deal from every side with the same cards. In a team game with two sides a name holds a whole
side, one bot of that name per seat. The deal of game ``d`` is the same in every pair.

Games run in worker processes (``jobs``); each game draws only from generators derived from
the seed and its place in the tournament, and results are ordered by game number, so the
outcome of a seed does not depend on ``jobs``. Search players under a time budget
(``ismcts``, ``hard``, ``expert``) depend on the machine's speed too: give ``iterations``
alone for reproducible results.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from functools import partial
from itertools import combinations
from typing import Any, Final

from tqdm import tqdm

from cardtable.bots.base import Bot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import bot_names, is_bot_name, load_bot_module, make_bot
from cardtable.bots.match import play_match
from cardtable.bots.parallel import give_helpers
from cardtable.games.base import GameState
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.registry import family_of
from cardtable.games.sweep.rules import Rules as SweepRules

GameRules = SweepRules | MetaRules
"""The rules of either game."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What every game of a tournament shares."""

    rules: GameRules
    seed: int = 0
    budget_ms: float | None = None
    """Search time per move of the search players (``None``: their level's own)."""
    iterations: int | None = None
    """Search iterations per move of the search players; given alone, it replaces the time
    budget, so that games are reproducible."""
    records: bool = False
    """Whether to keep every game's record."""
    bot_modules: tuple[str, ...] = ()
    """Modules (dotted names or ``.py`` paths) that register more players
    (``bots.levels.register_bot``), imported in every worker before its games."""
    clock: str = "wall"
    """How the search players' time budget is counted: ``wall`` (elapsed time, as at a
    table) or ``cpu`` (the processor time of the searching thread, so that a machine busy
    with other work gives every move the same computation)."""
    search_processes: int = 1
    """Trees each search player grows at once, one a process (``bots.parallel``); 1: one
    core a search player."""

    @property
    def game(self) -> str:
        """The game's name (``sweep``, ``metamorphosis``), as records name it."""
        return family_of(self.rules).name


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a tournament: which pair, which deal, who holds each side."""

    index: int
    pair: tuple[str, ...]
    deal: int
    seating: tuple[str, ...]
    """The player holding each side, by side number."""
    rotation: int


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """The result of one game: scores and winners by side, thinking time by player."""

    index: int
    pair: tuple[str, ...]
    deal: int
    seating: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    seconds: dict[str, float]
    """Seconds spent in ``choose`` and ``react`` by each player, every seat together."""
    moves: dict[str, int]
    """Moves chosen (``choose`` calls) by each player."""
    record: dict[str, Any] | None = None

    def points(self, name: str) -> float:
        """The player's points: its side's final total (the mean, if it holds several)."""
        held = [score for side, score in enumerate(self.scores) if self.seating[side] == name]
        return sum(held) / len(held)

    def won(self, name: str) -> bool:
        """Whether one of the player's sides is among the winners."""
        return any(self.seating[side] == name for side in self.winners)

    def winner(self) -> str | None:
        """The player who won the game alone, or ``None`` for a draw (a shared win)."""
        won = [name for name in self.pair if self.won(name)]
        return won[0] if len(won) == 1 else None


@dataclass(slots=True)
class PlayerStats:
    """One player's totals over a set of games."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    points: float = 0.0
    difference: float = 0.0
    """Sum of (own points minus the opponent's points) over the games."""
    seconds: float = 0.0
    moves: int = 0

    def count(self, outcome: GameOutcome, name: str, other: str) -> None:
        """Count one game of ``name`` against ``other`` in."""
        winner = outcome.winner()
        self.games += 1
        if winner is None:
            self.draws += 1
        elif winner == name:
            self.wins += 1
        else:
            self.losses += 1
        own = outcome.points(name)
        self.points += own
        self.difference += own - outcome.points(other)
        self.seconds += outcome.seconds.get(name, 0.0)
        self.moves += outcome.moves.get(name, 0)

    @property
    def win_rate(self) -> float:
        """Wins per game (draws count as not won)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_points(self) -> float:
        """Mean final points of the player's side per game."""
        return self.points / self.games if self.games else 0.0

    @property
    def mean_difference(self) -> float:
        """Mean of the player's side total minus the opponent's, per game."""
        return self.difference / self.games if self.games else 0.0

    @property
    def seconds_per_move(self) -> float:
        """Mean thinking time per move chosen (``react`` time included)."""
        return self.seconds / self.moves if self.moves else 0.0


@dataclass(slots=True)
class Standing:
    """Totals of a match (one pair) or of the whole tournament."""

    players: tuple[str, ...]
    games: int = 0
    draws: int = 0
    stats: dict[str, PlayerStats] = field(default_factory=dict)
    held: dict[str, dict[tuple[int, int], PlayerStats]] = field(default_factory=dict)
    """Each player's totals by the sides it held: ``(held, sides)``, say ``(1, 3)`` for the
    games in which it held one side of three. Where two players share more than two sides
    (three players of Metamorphosis), a player holds one side in some seatings and two in
    others, and equal players would win about ``held / sides`` of each."""

    def add(self, outcome: GameOutcome) -> None:
        """Count one game in."""
        self.games += 1
        if outcome.winner() is None:
            self.draws += 1
        a, b = outcome.pair
        sides = len(outcome.seating)
        for name, other in ((a, b), (b, a)):
            self.stats.setdefault(name, PlayerStats()).count(outcome, name, other)
            share = (outcome.seating.count(name), sides)
            self.held.setdefault(name, {}).setdefault(share, PlayerStats()).count(
                outcome, name, other)

    @property
    def uneven(self) -> bool:
        """Whether a player held a different number of sides in some games than in others
        (then ``held`` says more than the totals)."""
        return any(len(shares) > 1 for shares in self.held.values())


@dataclass(frozen=True, slots=True)
class Rating:
    """An OpenSkill (Plackett-Luce) rating: ``mu``, ``sigma`` and ``ordinal`` (mu - 3 sigma)."""

    mu: float
    sigma: float
    ordinal: float


@dataclass(slots=True)
class TournamentResult:
    """Everything a tournament came to, games in order."""

    settings: Settings
    players: tuple[str, ...]
    seatings: int
    """Games per deal in a match: the seatings each deal is played in."""
    deals: int
    """Deals per match."""
    outcomes: list[GameOutcome]
    total: Standing
    pairs: list[Standing]
    ratings: dict[str, Rating] | None = None
    """Per player, for a round robin (more than two players)."""

    @property
    def round_robin(self) -> bool:
        """Whether more than two players took part (every pair played)."""
        return len(self.players) > 2


def check_names(names: Sequence[str]) -> tuple[str, ...]:
    """The player names, checked: known to ``make_bot``, at least two, each once.

    Raises ``ValueError`` saying what is wrong and listing the accepted names.
    """
    cleaned = tuple(name.strip() for name in names if name.strip())
    known = bot_names()
    unknown = [name for name in cleaned if not is_bot_name(name)]
    if unknown:
        raise ValueError(f"unknown player {', '.join(repr(n) for n in unknown)}: the players "
                         f"are {', '.join(known)} and policy:module:callable")
    if len(cleaned) < 2:
        raise ValueError(f"name at least two players, separated by commas, from "
                         f"{', '.join(known)}")
    repeated = sorted({name for name in cleaned if cleaned.count(name) > 1})
    if repeated:
        raise ValueError(f"name each player once; repeated: {', '.join(repeated)}")
    return cleaned


def seatings(names: Sequence[str], sides: int) -> list[tuple[str, ...]]:
    """Every seating of ``names`` over ``sides`` sides that the match plays each deal in.

    Side ``i`` starts with ``names[i % len(names)]``; the seatings are every rotation of the
    sides combined with every cyclic renaming of the players, repeats left out. Two players
    on two sides give ``(A, B), (B, A)``; on three sides, the six seatings with both present.
    """
    count = len(names)
    if not 2 <= count <= sides:
        raise ValueError(f"{count} players cannot share {sides} sides: the game needs at "
                         f"least as many sides as players")
    found: list[tuple[str, ...]] = []
    for shift in range(count):
        for rotation in range(sides):
            seating = tuple(names[((side + rotation) % sides % count + shift) % count]
                            for side in range(sides))
            if seating not in found:
                found.append(seating)
    return found


def plan(names: Sequence[str], sides: int, games: int) -> tuple[list[GameSpec], int, int]:
    """The games of a tournament in order: pairs (or the one pair), then deals, then seatings.

    ``games`` is per pair, rounded up to whole deals (each deal is played in every seating).
    Returns the games, the seatings per deal and the deals per pair.
    """
    pairs = list(combinations(names, 2))
    per_deal = len(seatings(pairs[0], sides))
    deals = max(1, -(-games // per_deal))
    specs: list[GameSpec] = []
    for pair in pairs:
        for deal in range(deals):
            for rotation, seating in enumerate(seatings(pair, sides)):
                specs.append(GameSpec(len(specs), pair, deal, seating, rotation))
    return specs, per_deal, deals


class TimedBot:
    """A bot whose ``choose`` and ``react`` calls are timed (on ``clock``: the one its search
    budget is read on, so that under ``--clock cpu`` a paused or crowded machine does not
    count) and counted."""

    def __init__(self, bot: Bot, clock: Callable[[], float] = time.perf_counter) -> None:
        self.bot = bot
        self.name = bot.name
        self.seconds = 0.0
        self.moves = 0
        self.clock = clock

    def choose(self, state: GameState, seat: int) -> Any:
        """The wrapped bot's move, timed."""
        start = self.clock()
        try:
            return self.bot.choose(state, seat)
        finally:
            self.seconds += self.clock() - start
            self.moves += 1

    def react(self, state: GameState, seat: int) -> Any | None:
        """The wrapped bot's reaction, timed."""
        start = self.clock()
        try:
            return self.bot.react(state, seat)
        finally:
            self.seconds += self.clock() - start


def new_state(rules: GameRules, rng: random.Random) -> Any:
    """A new game of any registered kind under ``rules``, dealt from ``rng``."""
    return family_of(rules).new_game(rules, rng=rng)


CLOCKS: Final = {"wall": time.perf_counter, "cpu": time.thread_time}
"""The clocks a search player's time budget may be read on (``Settings.clock``)."""


def tuned_bot(name: str, rng: random.Random, budget_ms: float | None,
              iterations: int | None, clock: str = "wall", search_processes: int = 1) -> Bot:
    """``make_bot(name, rng)`` with the search budget overridden when asked, read on the
    clock named ``clock`` (``CLOCKS``), over ``search_processes`` trees at once."""
    bot = make_bot(name, rng)
    if isinstance(bot, IsmctsBot):
        if iterations is not None:
            bot.iterations = iterations
            bot.milliseconds = None
        if budget_ms is not None:
            bot.milliseconds = budget_ms
        bot.clock = CLOCKS[clock]
    give_helpers(bot, search_processes)
    return bot


def play_game(settings: Settings, spec: GameSpec) -> GameOutcome:
    """Play one game of a tournament and return its outcome (runs in a worker process)."""
    for module in settings.bot_modules:
        load_bot_module(module)
    rules = settings.rules
    root = f"cardtable-tournament/{settings.seed}"
    state = new_state(rules, random.Random(f"{root}/deal/{spec.deal}"))
    side_of = {seat: side for side, seats in enumerate(rules.sides) for seat in seats}
    match = "-".join(spec.pair)
    bots = [
        TimedBot(tuned_bot(spec.seating[side_of[seat]],
                           random.Random(f"{root}/{match}/{spec.deal}/{spec.rotation}/{seat}"),
                           settings.budget_ms, settings.iterations, settings.clock,
                           settings.search_processes),
                 CLOCKS[settings.clock])
        for seat in range(rules.players)
    ]
    result = play_match(state, bots, settings.game, rules.to_options(), state.start_events,
                        record=settings.records)
    seconds: dict[str, float] = {}
    moves: dict[str, int] = {}
    for bot in bots:
        seconds[bot.name] = seconds.get(bot.name, 0.0) + bot.seconds
        moves[bot.name] = moves.get(bot.name, 0) + bot.moves
    return GameOutcome(spec.index, spec.pair, spec.deal, spec.seating, tuple(state.scores),
                       tuple(state.winners), seconds, moves,
                       result.record)


def run_games(settings: Settings, specs: Sequence[GameSpec], jobs: int = 1,
              progress: bool = False) -> list[GameOutcome]:
    """Play ``specs`` on ``jobs`` processes (1: in this process); outcomes in game order."""
    bar = tqdm(total=len(specs), unit="game", file=sys.stderr, disable=not progress,
               desc="playing")
    with bar:
        if jobs <= 1 or len(specs) <= 1:
            outcomes = []
            for spec in specs:
                outcomes.append(play_game(settings, spec))
                bar.update()
            return outcomes
        return _run_in_pool(partial(play_game, settings), specs, min(jobs, len(specs)),
                            bar.update)


def _run_in_pool(play: Callable[[GameSpec], GameOutcome], specs: Sequence[GameSpec],
                 jobs: int, tick: Callable[[], object]) -> list[GameOutcome]:
    slots: list[GameOutcome | None] = [None] * len(specs)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures: dict[Future[GameOutcome], int] = {}
        try:
            for position, spec in enumerate(specs):
                futures[pool.submit(play, spec)] = position
            for future in as_completed(futures):
                slots[futures[future]] = future.result()
                tick()
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return [outcome for outcome in slots if outcome is not None]


def rate(players: Sequence[str], outcomes: Sequence[GameOutcome]) -> dict[str, Rating]:
    """OpenSkill ratings (Plackett-Luce model, default parameters) after every game in
    order; a drawn game ranks both players equal."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in players}
    for outcome in outcomes:
        a, b = outcome.pair
        winner = outcome.winner()
        ranks: list[float] = ([1.0, 1.0] if winner is None
                              else [1.0 if winner == a else 2.0, 1.0 if winner == b else 2.0])
        [[new_a], [new_b]] = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks)
        ratings[a], ratings[b] = new_a, new_b
    return {name: Rating(r.mu, r.sigma, r.ordinal()) for name, r in ratings.items()}


def summarise(settings: Settings, players: Sequence[str], outcomes: Sequence[GameOutcome],
              per_deal: int, deals: int) -> TournamentResult:
    """Totals per pair and overall, and ratings for a round robin."""
    total = Standing(tuple(players), stats={name: PlayerStats() for name in players})
    by_pair: dict[tuple[str, ...], Standing] = {}
    for outcome in outcomes:
        total.add(outcome)
        by_pair.setdefault(outcome.pair, Standing(outcome.pair)).add(outcome)
    result = TournamentResult(settings, tuple(players), per_deal, deals, list(outcomes),
                              total, list(by_pair.values()))
    if result.round_robin:
        result.ratings = rate(players, outcomes)
    return result


def run_tournament(names: Sequence[str], settings: Settings, games: int, jobs: int = 1,
                   progress: bool = False) -> TournamentResult:
    """Play a match (two names) or a round robin (more) and return its result.

    ``games``: games per pair, rounded up so that each deal is played in every seating.
    ``jobs``: worker processes. ``progress``: a progress bar on standard error.
    """
    for module in settings.bot_modules:
        load_bot_module(module)
    players = check_names(names)
    specs, per_deal, deals = plan(players, len(settings.rules.sides), games)
    outcomes = run_games(settings, specs, jobs, progress)
    return summarise(settings, players, outcomes, per_deal, deals)


def records_of(result: TournamentResult) -> Iterator[dict[str, Any]]:
    """The kept records of a tournament's games, in game order."""
    for outcome in result.outcomes:
        if outcome.record is not None:
            yield outcome.record
