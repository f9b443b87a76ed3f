"""The random computer player: uniform over legal moves.

Under *manual* capture it plays a correct move, except that with probability ``error_rate``
it makes an error (a wrong selection, or laying a card that could capture), and it challenges
each error it notices (with probability ``notice_rate``); under the Spanish penalties it
claims each missed capture it notices instead, taking one of the claims at random.
"""

from __future__ import annotations

import random
from typing import Any, cast

from cardtable.bots.manual import random_error, react_if_noticed
from cardtable.games.base import GameState
from cardtable.games.sweep.corrections import claims, correct_moves, manual_capture
from cardtable.games.sweep.moves import END, SweepMove
from cardtable.games.sweep.state import SweepView


class RandomBot:
    """Picks uniformly among legal moves, from its own seeded generator."""

    name = "random"

    def __init__(self, rng: random.Random | int | None = None, error_rate: float = 0.1,
                 notice_rate: float = 1.0) -> None:
        if not 0.0 <= error_rate <= 1.0 or not 0.0 <= notice_rate <= 1.0:
            raise ValueError("error_rate and notice_rate must be between 0 and 1")
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.error_rate = error_rate
        self.notice_rate = notice_rate

    def choose(self, state: GameState, seat: int) -> Any:
        """A uniformly random legal move (under *manual*: correct, or an error at its rate;
        under the Spanish penalties a claim first, when it notices one)."""
        found = claims(state, seat)
        if found and self.rng.random() < self.notice_rate:
            return self.rng.choice(found)
        moves = state.legal_moves(seat)
        if manual_capture(state):
            return self._manual_move(cast(SweepView, state.view(seat)), moves)
        return self.rng.choice(moves)

    def react(self, state: GameState, seat: int) -> Any | None:
        """Under *manual* capture: take back the capture its own card missed, or challenge
        the last move when it was an error, when it notices."""
        return react_if_noticed(state, seat, self.notice_rate, self.rng)

    def _manual_move(self, view: SweepView, moves: Any) -> SweepMove:
        seat = view.seat
        assert seat is not None
        if view.closing:
            return SweepMove(seat, None, (), END)
        if self.rng.random() < self.error_rate:
            error = random_error(moves, view, self.rng)
            if error is not None:
                return error
        return self.rng.choice(correct_moves(view))
