"""How the search bot sees each game: which moves it searches, how far a playout goes
(the horizon), what a playout is worth to each side, and the playout policy."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from cardtable.bots.games import (
    horizon_of,
    leaf_points_of,
    playout_move_of,
    search_moves_of,
    short_horizon_of,
    world_moves_of,
)


def search_moves(state: Any, seat: int) -> list[Any] | None:
    """The moves the search considers for ``seat``, judged from the seat's view only; a
    single move is played at once, ``None`` means the game is not one the search knows.

    Each game says which (``bots.games.search_moves_of``): under *manual* capture only
    correct moves are searched (errors are made on purpose, outside the search);
    Metamorphosis bids and discards follow the greedy judgement.
    """
    return search_moves_of(state.view(seat), state, seat)


def world_moves(world: Any, seat: int) -> list[Any]:
    """``search_moves`` inside a sampled world, where the whole state may be read."""
    moves = world_moves_of(world, seat)
    if moves is None:
        moves = search_moves(world, seat)
    assert moves is not None
    return moves


class Tally:
    """Points per side gathered from a playout's events, until the horizon."""

    __slots__ = ("points", "done", "cut", "_ends_left", "_end_type", "_stop_type", "_scale",
                 "_winners")

    def __init__(self, sides: int, end_type: str, ends: int, scale: float,
                 stop_type: str | None = None) -> None:
        self.points = [0.0] * sides
        self.done = False
        self.cut = False
        """Whether the playout stopped at ``stop_type`` before its unit of scoring ended:
        the rest of the unit is then judged (``leaf_points_of``), not played."""
        self._ends_left = ends
        self._end_type = end_type
        self._stop_type = stop_type
        self._scale = scale
        self._winners: tuple[int, ...] | None = None

    def add(self, events: Sequence[Any]) -> None:
        """Take in the events of one move."""
        for event in events:
            kind = event.type
            if self.done and kind != "game_end":
                continue
            if kind == self._stop_type:
                self.cut = True
                self.done = True
            elif kind == self._end_type:
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

    def rewards(self, leaf: Sequence[float] | None = None) -> list[float]:
        """Each side's result in [0, 1]: a win or loss if the game ended, else the points
        difference to the best other side (with ``leaf``, the judged points of the rest of
        a unit cut short, added), squashed."""
        sides = len(self.points)
        if self._winners is not None:
            share = 1.0 / len(self._winners) if self._winners else 0.0
            return [share if side in self._winners else 0.0 for side in range(sides)]
        points = self.points
        if leaf is not None:
            points = [p + q for p, q in zip(points, leaf, strict=True)]
        out = []
        for side in range(sides):
            best_other = max(p for other, p in enumerate(points) if other != side)
            out.append(0.5 + 0.5 * math.tanh((points[side] - best_other) / self._scale))
        return out


PLAYOUTS = ("random", "heuristic", "reply", "deal", "deal-reply")
"""Playout policies: uniform among the searched moves, or the game's cheap heuristic
(``bots.games.playout_move_of``: in the sweep games the most valuable capture, else the
least valuable card laid, with a uniform move at ``PLAYOUT_EPSILON``); ``reply``: the
heuristic, also shunning a table that the next player's hand in the sampled world sweeps;
``deal``: uniform moves to the end of the deal under way only (``short_horizon_of``), the
rest of the round judged (``leaf_points_of``) instead of played; ``deal-reply``: so, the
judgement counting what the next player can take at once with the hand he is dealt."""


class Horizon:
    """Where playouts stop for a game, and how they choose moves."""

    def __init__(self, sides: int, end_type: str, ends: int, scale: float,
                 playout: str = "random", stop_type: str | None = None) -> None:
        if playout not in PLAYOUTS:
            raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}, not {playout!r}")
        self._sides = sides
        self._end_type = end_type
        self._ends = ends
        self._scale = scale
        self._heuristic = playout in ("heuristic", "reply")
        self._reply = playout == "reply"
        self._stop_type = stop_type
        self._leaf_reply = playout == "deal-reply"

    def start(self, world: Any) -> Tally:
        """A fresh tally for one playout."""
        return Tally(self._sides, self._end_type, self._ends, self._scale, self._stop_type)

    def rewards(self, tally: Tally, world: Any) -> list[float]:
        """Each side's result of a finished playout in ``world`` (``Tally.rewards``), the rest
        of a unit cut short judged by the game (``leaf_points_of``)."""
        return tally.rewards(leaf_points_of(world, self._leaf_reply) if tally.cut else None)

    def rollout_move(self, world: Any, moves: Sequence[Any], rng: random.Random) -> Any:
        """The playout policy: uniform among the searched moves, or the game's heuristic."""
        if self._heuristic and len(moves) > 1:
            return playout_move_of(world, moves, rng, self._reply)
        return moves[rng.randrange(len(moves))]


def horizon_for(state: Any, seat: int, playout: str = "random") -> Horizon:
    """The horizon of a search from ``state``: the end of the unit its game scores by (a
    round in the sweep games, a deal in Metamorphosis; ``bots.games.horizon_of``), with
    the playout policy ``playout`` (one of ``PLAYOUTS``)."""
    view = state.view(seat)
    end_type, scale = horizon_of(view)
    stop_type = short_horizon_of(view) if playout.startswith("deal") else None
    return Horizon(len(state.sides), end_type, 1, scale, playout, stop_type)
