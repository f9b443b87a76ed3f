"""How long the expert computer player takes to choose a move (``cardtable bench
--decisions``, ``bench/decision_time.py``).

Positions are sampled from games between two greedy players (seeded): at every move where
the player to move has at least two moves to search among, the position is kept with
probability 1/8, until ``positions`` are kept for each game. Each position is then given
to a fresh ``make_bot("expert")`` (its default 400 ms budget unless ``milliseconds`` says
otherwise) and its ``choose`` call is timed, one position after another in this process
(one core). Positions with a single possible move are left out: the expert plays those at
once without searching. With ``processes`` over 1 the expert searches with that many trees
at once (``bots.parallel``: root parallelism), the helpers' iterations counted with its own.
"""

from __future__ import annotations

import random
import time
from typing import Any, Final

from cardtable.bots.evaluation import search_moves
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import EXPERT_MILLISECONDS, make_bot
from cardtable.bots.parallel import give_helpers
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.lab.stats import mean, percentile
from cardtable.lab.tournament import GameRules, new_state

GAMES: Final[dict[str, GameRules]] = {
    "classic": SweepRules.preset("classic"),
    "scopa": SweepRules.preset("scopa"),
    "escoba": SweepRules.preset("escoba"),
    "escoba-primiera": SweepRules.preset("escoba-primiera"),
    "scopa-4": SweepRules.preset("scopa", players=4, teams=True),
    "metamorphosis-2": MetaRules.preset(players=2),
    "metamorphosis-3": MetaRules.preset(players=3),
}
"""The games timed, by label: the 2-player sweep presets, Scopa at 4 in teams, and
Metamorphosis at 2 and 3."""
KEEP_ONE_IN: Final = 8


def sample_positions(rules: GameRules, positions: int, seed: int = 5) -> list[Any]:
    """``positions`` states, each with a choice to search, from greedy-against-greedy games."""
    rng = random.Random(seed)
    kept: list[Any] = []
    while len(kept) < positions:
        state = new_state(rules, random.Random(rng.getrandbits(64)))
        bots = [GreedyBot(random.Random(rng.getrandbits(64))) for _ in range(rules.players)]
        while not state.is_over and len(kept) < positions:
            seat = state.to_move
            assert seat is not None
            candidates = search_moves(state, seat)
            if candidates is not None and len(candidates) > 1 and rng.randrange(KEEP_ONE_IN) == 0:
                kept.append(state.clone())
            state.play(bots[seat].choose(state, seat))
    return kept


def time_decisions(rules: GameRules, positions: int, milliseconds: float | None = None,
                   seed: int = 6, processes: int = 1) -> dict[str, Any]:
    """Seconds the expert's ``choose`` takes on sampled positions: mean, 95th percentile,
    maximum, and the mean search iterations per decision (of all ``processes`` trees)."""
    rng = random.Random(seed)
    times: list[float] = []
    iterations: list[int] = []
    for state in sample_positions(rules, positions):
        bot = make_bot("expert", random.Random(rng.getrandbits(64)))
        assert isinstance(bot, IsmctsBot)
        if milliseconds is not None:
            bot.milliseconds = milliseconds
        give_helpers(bot, processes)
        search = bot.search

        def counted(state: Any, seat: int, search: Any = search) -> Any:
            result = search(state, seat)
            iterations.append(result.iterations)
            return result

        setattr(bot, "search", counted)  # noqa: B010 - count the iterations of each search
        seat = state.to_move
        start = time.perf_counter()
        bot.choose(state, seat)
        times.append(time.perf_counter() - start)
    return {
        "positions": len(times),
        "budget_ms": EXPERT_MILLISECONDS if milliseconds is None else milliseconds,
        "processes": processes,
        "mean_s": round(mean(times), 4),
        "p95_s": round(percentile(times, 0.95), 4),
        "max_s": round(max(times, default=0.0), 4),
        "mean_iterations": round(mean(iterations), 1),
    }


def run_decision_times(positions: int = 40, milliseconds: float | None = None,
                       games: tuple[str, ...] = tuple(GAMES),
                       processes: int = 1) -> list[dict[str, Any]]:
    """``time_decisions`` for each game label; each entry also has ``game``."""
    return [{"game": label, **time_decisions(GAMES[label], positions, milliseconds,
                                             processes=processes)}
            for label in games]


def format_decision_times(entries: list[dict[str, Any]]) -> list[str]:
    """The decision times as plain lines."""
    processes = max((e.get("processes", 1) for e in entries), default=1)
    cores = "one core" if processes == 1 else f"{processes} processes (root parallelism)"
    lines = [f"Expert decision time per move, {cores} (positions with a choice):"]
    for e in entries:
        lines.append(
            f"  {e['game']}: mean {e['mean_s']:.3f} s, 95th percentile {e['p95_s']:.3f} s, "
            f"maximum {e['max_s']:.3f} s, mean {e['mean_iterations']:.0f} iterations "
            f"({e['positions']} positions, budget {e['budget_ms']:g} ms)"
        )
    return lines
