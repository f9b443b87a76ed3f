"""The random computer player: uniform over legal moves.

Under *manual* capture it plays a correct move, except that with probability ``error_rate``
it makes an error (a wrong selection, or laying a card that could capture), and it challenges
each error it notices (with probability ``notice_rate``).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.games.base import GameState
from cardtable.games.sweep.captures import hand_captures, was_error
from cardtable.games.sweep.moves import CHALLENGE, END, PLAY, SweepMove
from cardtable.games.sweep.state import SweepView

_ERROR_TRIES = 64


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
        """A uniformly random legal move (under *manual*: correct, or an error at its rate)."""
        moves = state.legal_moves(seat)
        view = state.view(seat)
        if isinstance(view, SweepView) and view.rules.manual:
            return self._manual_move(view, moves)
        return self.rng.choice(moves)

    def react(self, state: GameState, seat: int) -> Any | None:
        """Challenge the last move when it was an error this player notices."""
        view = state.view(seat)
        if not isinstance(view, SweepView) or not view.challengeable:
            return None
        challenge = next((m for m in state.legal_moves(seat)
                          if getattr(m, "kind", None) == CHALLENGE), None)
        last = view.last_play
        if challenge is None or last is None:
            return None
        if was_error(view.rules, last.card, last.take, view.table):
            return challenge if self.rng.random() < self.notice_rate else None
        return None

    def _manual_move(self, view: SweepView, moves: Any) -> SweepMove:
        seat = view.seat
        assert seat is not None
        if view.closing:
            return SweepMove(seat, None, (), END)
        correct: list[SweepMove] = []
        for card, options in hand_captures(view.rules, view.hand, view.table):
            if options:
                correct.extend(SweepMove(seat, card, take) for take in options)
            else:
                correct.append(SweepMove(seat, card))
        if self.rng.random() < self.error_rate:
            plays = len(view.hand) << len(view.table)
            for _ in range(_ERROR_TRIES):
                move: SweepMove = moves[self.rng.randrange(plays)]
                if move.kind == PLAY and move not in correct:
                    return move
        return self.rng.choice(correct)
