"""What every computer player offers the table that seats it."""

from __future__ import annotations

from typing import Any, Protocol

from cardtable.games.base import GameState


class Bot(Protocol):
    """A computer player. It may read only ``state.view(seat)`` and
    ``state.legal_moves(seat)`` (and search through ``state.determinize(seat, rng)``)."""

    name: str

    def choose(self, state: GameState, seat: int) -> Any:
        """The move to play for ``seat``, which is the seat to move."""
        ...

    def react(self, state: GameState, seat: int) -> Any | None:
        """An out-of-turn move for ``seat`` (a challenge), or ``None`` to let it pass."""
        ...
