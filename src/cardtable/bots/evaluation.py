"""How the search bot sees each game: which moves it searches, how far a playout goes
(the horizon), what a playout is worth to each side, and the playout policy."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from cardtable.bots.greedy import greedy_meta_move
from cardtable.games.metamorphosis.state import PLAYING, MetaState, MetaView
from cardtable.games.sweep.corrections import correct_moves
from cardtable.games.sweep.moves import END, SweepMove
from cardtable.games.sweep.state import SweepState, SweepView

SWEEP_SCALE = 3.0
"""Round points difference that counts as a clear win (tanh scale)."""
META_SCALE = 12.0
"""Deal points difference that counts as a clear win (tanh scale)."""


def search_moves(state: Any, seat: int) -> list[Any] | None:
    """The moves the search considers for ``seat``, judged from the seat's view only; a
    single move is played at once, ``None`` means the game is not one the search knows.

    Under *manual* capture only correct moves are searched (errors are made on purpose,
    outside the search). Metamorphosis bids and discards follow the greedy judgement.
    """
    view = state.view(seat)
    if isinstance(view, SweepView):
        if view.rules.manual:
            if view.closing:
                return [SweepMove(seat, None, (), END)]
            return list(correct_moves(view))
        return list(state.legal_moves(seat))
    if isinstance(view, MetaView):
        if view.phase == PLAYING:
            return list(state.legal_moves(seat))
        return [greedy_meta_move(state, view)]
    return None


def world_moves(world: Any, seat: int) -> list[Any]:
    """``search_moves`` inside a sampled world, where the whole state may be read."""
    if isinstance(world, SweepState) and not world.rules.manual:
        return list(world.legal_moves(seat))
    if isinstance(world, MetaState) and world.phase == PLAYING:
        return list(world.legal_moves(seat))
    moves = search_moves(world, seat)
    assert moves is not None
    return moves


class Tally:
    """Points per side gathered from a playout's events, until the horizon."""

    __slots__ = ("points", "done", "_ends_left", "_end_type", "_scale", "_winners")

    def __init__(self, sides: int, end_type: str, ends: int, scale: float) -> None:
        self.points = [0.0] * sides
        self.done = False
        self._ends_left = ends
        self._end_type = end_type
        self._scale = scale
        self._winners: tuple[int, ...] | None = None

    def add(self, events: Sequence[Any]) -> None:
        """Take in the events of one move."""
        for event in events:
            kind = event.type
            if kind == self._end_type:
                gained = event.points if kind == "round_end" else [
                    s + p for s, p in zip(event.scores, event.premiums, strict=True)]
                for side, value in enumerate(gained):
                    self.points[side] += value
                self._ends_left -= 1
                if self._ends_left <= 0:
                    self.done = True
            elif kind == "game_end":
                self._winners = tuple(event.winners)
                self.done = True

    def rewards(self) -> list[float]:
        """Each side's result in [0, 1]: a win or loss if the game ended, else the points
        difference to the best other side, squashed."""
        sides = len(self.points)
        if self._winners is not None:
            share = 1.0 / len(self._winners) if self._winners else 0.0
            return [share if side in self._winners else 0.0 for side in range(sides)]
        out = []
        for side in range(sides):
            best_other = max(p for other, p in enumerate(self.points) if other != side)
            out.append(0.5 + 0.5 * math.tanh((self.points[side] - best_other) / self._scale))
        return out


class Horizon:
    """Where playouts stop for a game, and how they choose moves."""

    def __init__(self, sides: int, end_type: str, ends: int, scale: float) -> None:
        self._sides = sides
        self._end_type = end_type
        self._ends = ends
        self._scale = scale

    def start(self, world: Any) -> Tally:
        """A fresh tally for one playout."""
        return Tally(self._sides, self._end_type, self._ends, self._scale)

    def rollout_move(self, world: Any, moves: Sequence[Any], rng: random.Random) -> Any:
        """The playout policy: uniform among the searched moves."""
        return moves[rng.randrange(len(moves))]


def horizon_for(state: Any, seat: int) -> Horizon:
    """The horizon of a search from ``state``: the end of the round (sweep games) or of the
    deal (Metamorphosis)."""
    sides = len(state.sides)
    if isinstance(state.view(seat), SweepView):
        return Horizon(sides, "round_end", 1, SWEEP_SCALE)
    return Horizon(sides, "deal_score", 1, META_SCALE)
