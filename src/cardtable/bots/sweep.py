"""What the computer players know of the sweep games (``bots.games`` dispatches here)."""

from __future__ import annotations

from typing import Any, Final

from cardtable.bots.games import (
    greedy_move_of,
    hint_reason_of,
    horizon_of,
    random_move_of,
    search_moves_of,
    world_moves_of,
)
from cardtable.bots.greedy_sweep import evaluate_move, unseen_cards
from cardtable.bots.manual import correct_moves, error_rate_under, random_error
from cardtable.games.sweep.moves import CLAIM, END, SweepMove
from cardtable.games.sweep.state import SweepState, SweepView

SWEEP_SCALE: Final = 3.0
"""Round points difference that counts as a clear win (tanh scale)."""


@search_moves_of.register
def _search_moves(view: SweepView, state: Any, seat: int) -> list[Any] | None:
    # Under manual capture only correct moves are searched (errors are made on purpose,
    # outside the search).
    if view.rules.manual:
        if view.closing:
            return [SweepMove(seat, None, (), END)]
        return list(correct_moves(view))
    return list(state.legal_moves(seat))


@random_move_of.register
def _random_move(view: SweepView, bot: Any, state: Any, seat: int) -> Any:
    if not view.rules.manual:
        return bot.rng.choice(state.legal_moves(seat))
    if view.closing:
        return SweepMove(seat, None, (), END)
    return bot.rng.choice(correct_moves(view))


@world_moves_of.register
def _world_moves(world: SweepState, seat: int) -> list[Any] | None:
    return None if world.rules.manual else list(world.legal_moves(seat))


@horizon_of.register
def _horizon(view: SweepView) -> tuple[str, float]:
    return "round_end", SWEEP_SCALE


@greedy_move_of.register
def _greedy_move(view: SweepView, bot: Any, state: Any) -> SweepMove:
    seat = view.seat
    assert seat is not None
    if view.closing:
        return SweepMove(seat, None, (), END)
    if view.rules.manual:
        if bot.rng.random() < error_rate_under(view.rules, bot.error_rate):
            error = random_error(state.legal_moves(seat), view, bot.rng)
            if error is not None:
                return error
        moves: list[SweepMove] = correct_moves(view)
    else:
        moves = [m for m in state.legal_moves(seat) if m.card is not None]
    unseen = unseen_cards(view)
    scored = [(evaluate_move(view, m, unseen), bot.rng.random(), m) for m in moves]
    return max(scored)[2]


@hint_reason_of.register
def _hint_reason(view: SweepView, move: SweepMove, say: Any) -> str:
    if move.card is None:
        return str(say("hint-end"))
    if move.kind == CLAIM:
        return str(say("hint-claim", card=say.card(move.card), cards=say.cards(move.take)))
    if not move.take:
        return str(say("hint-lay", card=say.card(move.card)))
    swept = len(move.take) == len(view.table)
    key = "hint-sweep" if swept else "hint-take"
    return str(say(key, card=say.card(move.card), cards=say.cards(move.take)))
