"""What every computer player does under *manual* capture: know the correct moves, make an
error on purpose, and challenge the errors it notices."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.games.base import GameState
from cardtable.games.sweep.captures import hand_captures, was_error
from cardtable.games.sweep.moves import CHALLENGE, PLAY, SweepMove
from cardtable.games.sweep.state import SweepView

_ERROR_TRIES = 64


def correct_moves(view: SweepView) -> list[SweepMove]:
    """The moves that keep the capture rules, from what the seat sees."""
    seat = view.seat
    assert seat is not None
    moves: list[SweepMove] = []
    for card, options in hand_captures(view.rules, view.hand, view.table):
        if options:
            moves.extend(SweepMove(seat, card, take) for take in options)
        else:
            moves.append(SweepMove(seat, card))
    return moves


def random_error(moves: Sequence[SweepMove], view: SweepView,
                 rng: random.Random) -> SweepMove | None:
    """A random move that breaks the capture rules, or ``None`` if none was found."""
    correct = set(correct_moves(view))
    plays = len(view.hand) << len(view.table)
    for _ in range(_ERROR_TRIES):
        move = moves[rng.randrange(plays)]
        if move.kind == PLAY and move not in correct:
            return move
    return None


def challenge_if_noticed(state: GameState, seat: int, notice_rate: float,
                         rng: random.Random) -> Any | None:
    """The challenge of the last move when it was an error and this player notices it."""
    view = state.view(seat)
    if not isinstance(view, SweepView) or not view.challengeable:
        return None
    last = view.last_play
    if last is None:
        return None
    challenge = next((m for m in state.legal_moves(seat)
                      if getattr(m, "kind", None) == CHALLENGE), None)
    if challenge is None:
        return None
    if was_error(view.rules, last.card, last.take, view.table) and rng.random() < notice_rate:
        return challenge
    return None


def deliberate_error(state: GameState, seat: int, rng: random.Random) -> Any | None:
    """Under *manual* capture, a random error for ``seat``; ``None`` in any other game."""
    view = state.view(seat)
    if not isinstance(view, SweepView) or not view.rules.manual or view.closing:
        return None
    return random_error(state.legal_moves(seat), view, rng)
