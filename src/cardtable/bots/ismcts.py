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
from typing import Any

from cardtable.bots.evaluation import Horizon, horizon_for, search_moves, world_moves
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.manual import (
    claim_if_noticed,
    deliberate_error,
    error_rate_under,
    react_if_noticed,
)
from cardtable.games.base import GameState


@dataclass(slots=True)
class Node:
    """A tree node: the move that led here, who made it, and its statistics."""

    key: str = ""
    seat: int = -1
    parent: Node | None = None
    children: dict[str, Node] = field(default_factory=dict)
    visits: int = 0
    reward: float = 0.0
    available: int = 1

    def ucb(self, exploration: float) -> float:
        """Availability-aware upper confidence bound (Cowling et al., ISMCTS)."""
        mean = self.reward / self.visits
        return mean + exploration * math.sqrt(math.log(self.available) / self.visits)


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
                 playout: str = "random") -> None:
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
        self._fallback = GreedyBot(self.rng, error_rate=error_rate, notice_rate=notice_rate)
        self._clock = clock

    def choose(self, state: GameState, seat: int) -> Any:
        """The most visited move at the root after the search. Under the Spanish penalties
        a missed capture is claimed first (at ``claim_rate``), the best claim by the greedy
        judgement: the claim is decided outside the search, as errors are, and the search
        then plays the turn."""
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
        """Run the search from ``seat``'s point of view and return the best root move."""
        root = Node()
        horizon = horizon_for(state, seat, self.playout)
        side_of = _side_map(state)
        deadline = (None if self.milliseconds is None
                    else self._clock() + self.milliseconds / 1000.0)
        done = 0
        while done < self.iterations:
            if deadline is not None and done > 0 and self._clock() >= deadline:
                break
            world = state.determinize(seat, self.rng)
            self._iterate(root, world, horizon, side_of)
            done += 1
        best = max(root.children.values(), key=lambda n: (n.visits, n.reward))
        by_key = {_key(m): m for m in search_moves(state, seat) or ()}
        return SearchResult(by_key[best.key], done, best.visits,
                            best.reward / max(best.visits, 1))

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
                keyed = {_key(m): m for m in moves}
                for key in keyed:
                    child = node.children.get(key)
                    if child is not None:
                        child.available += 1
                untried = [k for k in keyed if k not in node.children]
                if untried:
                    key = rng.choice(untried)
                    child = Node(key=key, seat=mover, parent=node)
                    node.children[key] = child
                    node = child
                    expanded = True
                    tally.add(world.play(keyed[key]))
                    continue
                options = [node.children[k] for k in keyed]
                node = max(options, key=lambda n: n.ucb(self.exploration))
                tally.add(world.play(keyed[node.key]))
                continue
            tally.add(world.play(horizon.rollout_move(world, moves, rng)))
        rewards = tally.rewards()
        while node.parent is not None:
            node.visits += 1
            node.reward += rewards[side_of[node.seat]]
            node = node.parent
        node.visits += 1


def _key(move: Any) -> str:
    return f"{move.seat}:{move.text()}"


def _side_map(state: Any) -> list[int]:
    side_of = [0] * state.players
    for side, seats in enumerate(state.sides):
        for seat in seats:
            side_of[seat] = side
    return side_of
