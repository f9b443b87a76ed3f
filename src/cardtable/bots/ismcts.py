"""The expert computer player: Information Set Monte Carlo Tree Search.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): every iteration samples a
world consistent with what the seat knows (``state.determinize``), walks one tree keyed by
move text with availability-aware UCB, expands one move, plays the rest out with a fast
policy up to a horizon (the end of the round, or of the deal), and backs up each side's
result. The tree holds every seat's moves, so opponents are modelled as searching too.

It reads nothing but ``view``, ``legal_moves`` and ``determinize``: sampled worlds are the
only place hidden cards appear, and they are the seat's guesses, not the truth.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from cardtable.bots.evaluation import Horizon, horizon_for, search_moves, world_moves
from cardtable.bots.games import beliefs_of
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.manual import (
    claim_if_noticed,
    deliberate_error,
    error_rate_under,
    react_if_noticed,
)
from cardtable.games.base import GameState

RESAMPLES: Final = 8
"""Most draws of a world the beliefs find unlikely before one is kept anyway."""
SETTLED_CHECK: Final = 16
"""Iterations between two looks at whether the choice is already made (``_settled``)."""


@dataclass(slots=True)
class Node:
    """A tree node: the move that led here, who made it, and its statistics."""

    move: Any = None
    """The move itself (moves are hashable values: the same move in every sampled world
    is the same key)."""
    seat: int = -1
    parent: Node | None = None
    children: dict[Any, Node] = field(default_factory=dict)
    visits: int = 0
    reward: float = 0.0
    available: int = 1

    def ucb(self, exploration: float) -> float:
        """Availability-aware upper confidence bound (Cowling et al., ISMCTS)."""
        mean = self.reward / self.visits
        return mean + exploration * math.sqrt(math.log(self.available) / self.visits)


@dataclass(slots=True)
class RootStatistic:
    """A root move's visits and summed reward, over one tree or several."""

    visits: int
    reward: float


class RootHelpers(Protocol):
    """Searches run elsewhere beside the bot's own (``bots.parallel.ProcessHelpers``)."""

    def start(self, bot: IsmctsBot, state: GameState, seat: int) -> Any:
        """Start the helpers' searches of the position; a handle for ``gather``."""
        ...

    def gather(self, pending: Any, totals: dict[Any, RootStatistic]) -> int:
        """Add the helpers' root statistics to ``totals``; the iterations they did."""
        ...


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen move, with how sure the search is of it."""

    move: Any
    iterations: int
    visits: int
    value: float


class IsmctsBot:
    """Searches for ``iterations`` iterations or ``milliseconds``, whichever ends first."""

    name = "expert"

    def __init__(self, rng: random.Random | int | None = None, iterations: int = 100_000,
                 milliseconds: float | None = 400.0, exploration: float = 0.7,
                 error_rate: float = 0.0, notice_rate: float = 1.0,
                 clock: Callable[[], float] = time.perf_counter, claim_rate: float = 1.0,
                 playout: str = "deal", inference: bool = True,
                 helpers: RootHelpers | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.iterations = iterations
        self.milliseconds = milliseconds
        self.exploration = exploration
        self.notice_rate = notice_rate
        self.error_rate = error_rate
        self.claim_rate = claim_rate
        """How often a missed capture open to a claim is seen (Spanish penalties): always by
        default, since the search reads every move open at its turn, claims included."""
        self.playout = playout
        """The playout policy, one of ``evaluation.PLAYOUTS``."""
        self.inference = inference
        """Whether sampled worlds follow what the other players' plays say of their hands
        (``bots.games.beliefs_of``) instead of being all alike."""
        self.beliefs: Any = None
        """What the other players' plays so far say of their hands (``inference``), brought
        up to date at each choice."""
        self._fallback = GreedyBot(self.rng, error_rate=error_rate, notice_rate=notice_rate)
        self.clock = clock
        """Where the time budget is read: wall time by default; ``time.thread_time`` counts
        only the processor time of the searching thread (tournaments on a busy machine)."""
        self.helpers = helpers
        """Other processes that grow trees of their own from the same position while this one
        searches, their root statistics added to its own (root parallelism,
        ``bots.parallel``); ``None``: this process alone."""

    def without_errors(self) -> None:
        """From now on never err on purpose and notice every error (a hint's adviser)."""
        self.error_rate = 0.0
        self.notice_rate = 1.0
        self._fallback.without_errors()

    def choose(self, state: GameState, seat: int) -> Any:
        """The most visited move at the root after the search. Under the Spanish penalties
        a missed capture is claimed first (at ``claim_rate``), the best claim by the greedy
        judgement: the claim is decided outside the search, as errors are, and the search
        then plays the turn."""
        if self.inference:
            self.beliefs = beliefs_of(state.view(seat), self.beliefs)
        claim = claim_if_noticed(state, seat, self.claim_rate, self.rng)
        if claim is not None:
            return claim
        rules = state.view(seat).rules if self.error_rate else None
        if self.error_rate and self.rng.random() < error_rate_under(rules, self.error_rate):
            error = deliberate_error(state, seat, self.rng)
            if error is not None:
                return error
        candidates = search_moves(state, seat)
        if candidates is None:
            return self._fallback.choose(state, seat)
        if len(candidates) == 1:
            return candidates[0]
        return self.search(state, seat).move

    def react(self, state: GameState, seat: int) -> Any | None:
        """Under *manual* capture: take back the capture its own card missed, or challenge
        an error, when it notices."""
        return react_if_noticed(state, seat, self.notice_rate, self.rng)

    def search(self, state: GameState, seat: int) -> SearchResult:
        """Run the search from ``seat``'s point of view and return the best root move: the
        most visited, its visits summed over this process's tree and the helpers' trees."""
        helpers = self.helpers
        pending = helpers.start(self, state, seat) if helpers is not None else None
        root, done = self.grow(state, seat)
        totals = {move: RootStatistic(child.visits, child.reward)
                  for move, child in root.children.items()}
        if helpers is not None:
            done += helpers.gather(pending, totals)
        move, best = max(totals.items(), key=lambda item: (item[1].visits, item[1].reward))
        return SearchResult(move, done, best.visits, best.reward / max(best.visits, 1))

    def grow(self, state: GameState, seat: int) -> tuple[Node, int]:
        """Grow one tree from ``seat``'s point of view within the budget; the root and the
        iterations done."""
        root = Node()
        horizon = horizon_for(state, seat, self.playout)
        side_of = _side_map(state)
        start = self.clock()
        deadline = None if self.milliseconds is None else start + self.milliseconds / 1000.0
        done = 0
        while done < self.iterations:
            if deadline is not None and done > 0:
                now = self.clock()
                if now >= deadline:
                    break
                if done % SETTLED_CHECK == 0 and _settled(
                        root, min(self.iterations - done,
                                  done * (deadline - now) / max(now - start, 1e-9))):
                    break
            elif done % SETTLED_CHECK == 0 and _settled(root, self.iterations - done):
                break
            world = self._sample(state, seat)
            self._iterate(root, world, horizon, side_of)
            done += 1
        return root, done

    def _sample(self, state: GameState, seat: int) -> Any:
        """A world consistent with what the seat has seen; with inference, a world its
        beliefs find unlikely is drawn again (up to ``RESAMPLES`` times)."""
        rng = self.rng
        world = state.determinize(seat, rng)
        beliefs = self.beliefs if self.inference else None
        if beliefs is not None:
            for _ in range(RESAMPLES):
                if rng.random() < beliefs.keep(world):
                    break
                world = state.determinize(seat, rng)
        return world

    def _iterate(self, root: Node, world: Any, horizon: Horizon,
                 side_of: Sequence[int]) -> None:
        node = root
        tally = horizon.start(world)
        rng = self.rng
        expanded = False
        while not tally.done:
            mover = world.to_move
            moves = world_moves(world, mover)
            if not expanded:
                children = node.children
                options = []
                untried = []
                for move in moves:
                    child = children.get(move)
                    if child is None:
                        untried.append(move)
                    else:
                        child.available += 1
                        options.append(child)
                if untried:
                    move = rng.choice(untried)
                    child = Node(move=move, seat=mover, parent=node)
                    children[move] = child
                    node = child
                    expanded = True
                    tally.add(world.play(move))
                    continue
                node = max(options, key=lambda n: n.ucb(self.exploration))
                tally.add(world.play(node.move))
                continue
            tally.add(world.play(horizon.rollout_move(world, moves, rng)))
        rewards = horizon.rewards(tally, world)
        while node.parent is not None:
            node.visits += 1
            node.reward += rewards[side_of[node.seat]]
            node = node.parent
        node.visits += 1


def _settled(root: Node, left: float) -> bool:
    """Whether the most visited move at the root stays the most visited whatever the
    ``left`` iterations still to come do (the choice is made: the search may stop)."""
    if len(root.children) < 1 or root.visits == 0:
        return False
    first = second = 0
    for child in root.children.values():
        visits = child.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


def _side_map(state: Any) -> list[int]:
    side_of = [0] * state.players
    for side, seats in enumerate(state.sides):
        for seat in seats:
            side_of[seat] = side
    return side_of
