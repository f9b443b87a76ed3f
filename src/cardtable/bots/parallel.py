"""Root parallelism for the search players: more cores, more trees.

While an ``IsmctsBot`` grows its tree, each helper process grows a tree of its own from the
same position, with its own random draws and the same budget; the root moves' visits and
rewards of every tree are then added up and the most visited move is played (root
parallelization: Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search",
2008; Cazenave and Jouandeau, 2007). The trees share nothing while they grow, so the
position, the seat, the budget, the clock and the bot's beliefs are all a helper needs.

    >>> import random
    >>> from cardtable.bots.ismcts import IsmctsBot
    >>> from cardtable.games.registry import family
    >>> scopa = family("sweep")
    >>> state = scopa.new_game(scopa.make_rules("scopa"), rng=random.Random(4))
    >>> bot = IsmctsBot(5, iterations=40, milliseconds=None, helpers=shared_helpers(2))
    >>> result = bot.search(state, state.to_move)
    >>> result.move in state.legal_moves(), result.iterations > 40
    (True, True)

The helpers are a process pool of the ``forkserver`` kind where there is one (safe beside
threads: the room runs its bots in threads), kept for the life of the process and shared by
every bot that asks for the same number (``shared_helpers``). A helper that fails or a pool
that breaks costs only the helpers' share of the search: the bot plays on its own tree, and
the pool is made anew at the next move.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.util
import random
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Final

from cardtable.bots.base import Bot
from cardtable.bots.ismcts import IsmctsBot, RootStatistic
from cardtable.games.base import GameState

log = logging.getLogger(__name__)

GATHER_GRACE: Final = 5.0
"""Seconds a helper may take past the bot's own time budget before its tree is given up
(a search of fixed iterations waits for every tree: its result must not depend on the
machine's load)."""


@dataclass(frozen=True, slots=True)
class HelperJob:
    """Everything a helper needs to grow its tree: the bot's settings, not the bot."""

    state: Any
    seat: int
    seed: int
    iterations: int
    milliseconds: float | None
    exploration: float
    playout: str
    inference: bool
    beliefs: Any
    clock: Callable[[], float]


def grow_in_helper(job: HelperJob) -> tuple[list[tuple[Any, int, float]], int]:
    """Grow one tree as the job says (in a helper process); each root move's visits and
    reward, and the iterations done."""
    bot = IsmctsBot(random.Random(job.seed), iterations=job.iterations,
                    milliseconds=job.milliseconds, exploration=job.exploration,
                    clock=job.clock, playout=job.playout, inference=job.inference)
    bot.beliefs = job.beliefs
    root, done = bot.grow(job.state, job.seat)
    return [(move, child.visits, child.reward) for move, child in root.children.items()], done


@dataclass(frozen=True, slots=True)
class Pending:
    """The helpers' searches under way, and how long past its own the bot waits for them
    (``None``: until they end)."""

    futures: list[Future[Any]]
    grace: float | None


def _ready() -> bool:
    """Nothing: a first job that makes a new helper import the search before it is needed."""
    return True


class ProcessHelpers:
    """``processes - 1`` helper processes: with the bot's own, ``processes`` trees a move."""

    def __init__(self, processes: int) -> None:
        if processes < 2:
            raise ValueError(f"root parallelism needs 2 processes or more, not {processes}")
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        pool = self._pool
        if pool is None:
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context(
                "forkserver" if "forkserver" in methods else "spawn")
            pool = self._pool = ProcessPoolExecutor(self.processes - 1, mp_context=context)
            # A process that multiprocessing started (a tournament's worker) waits at its end
            # for its children, these helpers too: they must be told to stop before that, and
            # before the pool's own queues are closed (their finalizers' priority is 10).
            multiprocessing.util.Finalize(None, pool.shutdown, exitpriority=100)
            for _ in range(self.processes - 1):
                pool.submit(_ready)
        return pool

    def start(self, bot: IsmctsBot, state: GameState, seat: int) -> Pending:
        """Send the position to every helper, each with a seed of its own from the bot's
        generator (so a search of fixed iterations is reproducible)."""
        seeds = [bot.rng.getrandbits(64) for _ in range(self.processes - 1)]
        grace = None if bot.milliseconds is None else GATHER_GRACE
        try:
            executor = self._executor()
            return Pending([executor.submit(grow_in_helper, HelperJob(
                state, seat, seed, bot.iterations, bot.milliseconds, bot.exploration,
                bot.playout, bot.inference, bot.beliefs if bot.inference else None, bot.clock))
                for seed in seeds], grace)
        except Exception:  # a pool that cannot start or take work: search alone
            log.exception("the search's helper processes could not start")
            self.close()
            return Pending([], grace)

    def gather(self, pending: Pending, totals: dict[Any, RootStatistic]) -> int:
        """Wait for the helpers' trees and add their root statistics to ``totals``; the
        iterations they did (0 for a helper that failed or took too long)."""
        done = 0
        for future in pending.futures:
            try:
                children, iterations = future.result(timeout=pending.grace)
            except Exception:
                log.exception("a search helper failed: its tree is left out")
                self.close()
                continue
            done += iterations
            for move, visits, reward in children:
                known = totals.get(move)
                if known is None:
                    totals[move] = RootStatistic(visits, reward)
                else:
                    known.visits += visits
                    known.reward += reward
        return done

    def close(self) -> None:
        """Stop the helper processes (a later move starts new ones)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


_SHARED: Final[dict[int, ProcessHelpers]] = {}


def shared_helpers(processes: int) -> ProcessHelpers | None:
    """The helpers of ``processes`` trees a move, one pool for the whole process (``None``
    for 1: the bot searches alone)."""
    if processes <= 1:
        return None
    helpers = _SHARED.get(processes)
    if helpers is None:
        helpers = _SHARED[processes] = ProcessHelpers(processes)
    return helpers


def give_helpers(bot: Bot, processes: int) -> None:
    """Make ``bot`` grow ``processes`` trees a move (``shared_helpers``) if it searches; a
    player that does not search is left as it is."""
    if isinstance(bot, IsmctsBot):
        bot.helpers = shared_helpers(processes)
