"""What the rules say about a move under *manual* capture (RULES.md 2.7, 2.10): the moves
that keep the capture rules, who may challenge the last play now, and which claims of a
missed capture are open. Facts of the rules, used by the computer players, the clients and
the loop that drives computer players (``bots.turns``), read from a state or a view; the
rules themselves are ``challenges`` (2.7) and ``penalties`` (2.10), which the state asks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.games.sweep.captures import hand_captures
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, ManualMoves, SweepMove
from cardtable.games.sweep.state import SweepState, SweepView


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


def manual_capture(state: object) -> bool:
    """Whether ``state`` is a sweep game under *manual* capture (either way of meeting
    errors); cheaper to ask than a view."""
    return isinstance(state, SweepState) and state.rules.manual


def _extra(moves: Sequence[SweepMove]) -> Sequence[SweepMove]:
    """The moves besides the plays: a ``ManualMoves``' extras, or the few moves of a closing
    round or of a seat not to move."""
    return moves.extra if isinstance(moves, ManualMoves) else moves


def challengers(state: object) -> tuple[int, ...]:
    """The seats that may challenge the last play now, in turn order from the seat to move
    (which may challenge too, before it plays).

    RULES.md 2.7: under *manual* with challenges, any player of another side than the one
    who played may challenge it until the next card is played, once per move. None under
    the Spanish penalties (2.10), without *manual*, or in any other game.
    """
    if not isinstance(state, SweepState):
        return ()
    rules = state.rules
    mover = state.to_move
    if not rules.manual or rules.spanish_penalties or mover is None:
        return ()
    players = rules.players
    order = [(mover + offset) % players for offset in range(players)]
    return tuple(seat for seat in order if may_challenge(state, seat))


def may_challenge(state: object, seat: int) -> bool:
    """Whether ``seat`` may challenge the last play now (RULES.md 2.7): the engine offers
    it the move ``challenge``; never in any other game."""
    return (isinstance(state, SweepState) and state.rules.manual
            and any(m.kind == CHALLENGE for m in _extra(state.legal_moves(seat))))


def claims(state: Any, seat: int) -> list[SweepMove]:
    """The claims open to ``seat`` now: the captures the card just laid could have made,
    which the next player may take before playing his own card (Spanish penalties, RULES.md
    2.10) and the player who laid it may still take himself (``self_correction``, seed 003);
    empty in any other game or moment."""
    if not isinstance(state, SweepState) or not state.rules.manual or state.is_over:
        return []
    return [m for m in _extra(state.legal_moves(seat)) if m.kind == CLAIM]


def corrector(state: object) -> int | None:
    """The seat that may still take the capture its card just laid missed (seed 003's
    self-correction), or ``None``: asked before anyone else acts, since under the Spanish
    penalties the capture is offered to him first."""
    if not isinstance(state, SweepState) or not state.rules.manual or state.is_over:
        return None
    last = state.last_play
    if last is None or last.take:
        return None
    return last.seat if corrections(state, last.seat) else None


def corrections(state: object, seat: int) -> list[SweepMove]:
    """The self-corrections open to ``seat``: its own claims of the card it just laid (the
    claims of a seat not to move)."""
    if not isinstance(state, SweepState) or state.to_move == seat:
        return []
    return claims(state, seat)
