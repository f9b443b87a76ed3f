"""What every computer player does under *manual* capture: know the correct moves, make an
error on purpose, and challenge the errors it notices; under the Spanish penalties (RULES.md
2.10), where there are no challenges, claim the missed captures it notices instead. What
the rules say of a move (the correct moves, the open claims) is ``games.sweep.corrections``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from cardtable.bots.greedy_sweep import claim_value
from cardtable.games.base import GameState
from cardtable.games.sweep.captures import was_error
from cardtable.games.sweep.corrections import (
    claims,
    correct_moves,
    corrections,
    manual_capture,
)
from cardtable.games.sweep.moves import CHALLENGE, PLAY, SweepMove
from cardtable.games.sweep.state import SweepView

__all__ = [
    "SPANISH_ERROR_SCALE",
    "best_claim",
    "challenge_if_noticed",
    "claim_if_noticed",
    "claims",
    "correct_if_noticed",
    "correct_moves",
    "deliberate_error",
    "error_rate_under",
    "random_error",
    "react_if_noticed",
]
# ``claims`` and ``correct_moves`` are facts of the rules, kept in games.sweep.corrections;
# they are exported here too, for the callers that import them from here.

_ERROR_TRIES = 64


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


SPANISH_ERROR_SCALE = 0.1
"""How much less often a computer player errs under the Spanish penalties than under
challenges. A wrong capture there costs 4 points plus the round's sweeps, far more than a
lost challenge: at the challenge-rule rates (easy 0.15, normal 0.08) both sides' scores
sink round after round and a game between computer players all but never ends (measured:
over a thousand rounds, scores below -5,000)."""


def error_rate_under(rules: object, rate: float) -> float:
    """The error rate a player with ``rate`` uses under ``rules`` (scaled down under the
    Spanish penalties, see ``SPANISH_ERROR_SCALE``)."""
    if getattr(rules, "spanish_penalties", False):
        return rate * SPANISH_ERROR_SCALE
    return rate


def challenge_if_noticed(state: GameState, seat: int, notice_rate: float,
                         rng: random.Random) -> Any | None:
    """The challenge of the last move when it was an error and this player notices it."""
    if not manual_capture(state):
        return None
    view = cast(SweepView, state.view(seat))
    if not view.challengeable or view.rules.spanish_penalties:
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
    if not manual_capture(state):
        return None
    view = cast(SweepView, state.view(seat))
    if view.closing:
        return None
    return random_error(state.legal_moves(seat), view, rng)


def best_claim(view: SweepView, found: Sequence[SweepMove]) -> SweepMove | None:
    """The claim worth most by the greedy judgement (then the one taking most cards), or
    ``None`` when none is worth taking (under *muerto* taking cards is a loss)."""
    if not found:
        return None
    best = max(found, key=lambda m: (claim_value(view, m), len(m.take), m.text()))
    return best if claim_value(view, best) > 0 else None


def claim_if_noticed(state: GameState, seat: int, notice_rate: float,
                     rng: random.Random) -> SweepMove | None:
    """Under the Spanish penalties, the best claim of the capture the last player missed,
    when ``seat`` may claim it and notices it (at ``notice_rate``); else ``None``.

    The chance is drawn only when there is something to claim, so every other game keeps
    its random stream."""
    return _best_if_noticed(state, seat, claims(state, seat), notice_rate, rng)


def correct_if_noticed(state: GameState, seat: int, notice_rate: float,
                       rng: random.Random) -> SweepMove | None:
    """The self-correction (seed 003) of the card ``seat`` has just laid, when it could have
    captured and this player notices it (at ``notice_rate``): the best of its captures by
    the greedy judgement, or ``None``. The chance is drawn only when there is one to take."""
    return _best_if_noticed(state, seat, corrections(state, seat), notice_rate, rng)


def _best_if_noticed(state: GameState, seat: int, found: Sequence[SweepMove],
                     notice_rate: float, rng: random.Random) -> SweepMove | None:
    if not found or rng.random() >= notice_rate:
        return None
    return best_claim(cast(SweepView, state.view(seat)), found)


def react_if_noticed(state: GameState, seat: int, notice_rate: float,
                     rng: random.Random) -> Any | None:
    """What a computer player does out of turn under *manual* capture: take the capture its
    own card just missed, or challenge another's error, when it notices (else ``None``)."""
    return (correct_if_noticed(state, seat, notice_rate, rng)
            or challenge_if_noticed(state, seat, notice_rate, rng))
