"""What the computer players know of Metamorphosis (``bots.games`` dispatches here)."""

from __future__ import annotations

from typing import Any, Final

from cardtable.bots.games import (
    greedy_move_of,
    hint_reason_of,
    horizon_of,
    search_moves_of,
    world_moves_of,
)
from cardtable.bots.greedy_meta import choose_bid, choose_card, choose_discard
from cardtable.cards import CARD52_RANK, CARD52_SUIT, DECK52, Card52
from cardtable.games.metamorphosis.contracts import CONTRACTS, trick_winner
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.state import PLAYING, MetaState, MetaView

META_SCALE: Final = 12.0
"""Deal points difference that counts as a clear win (tanh scale)."""


def greedy_meta_move(state: Any, view: MetaView) -> MetaMove:
    """The greedy Metamorphosis move for the seat of ``view``: bid, discard or card."""
    seat = view.seat
    assert seat is not None
    if view.phase == BID:
        return MetaMove(seat, BID, deal=choose_bid(view.hand))
    if view.phase == DISCARD:
        cards = choose_discard(view.hand, view.discard_count, view.deal + 1)
        return MetaMove(seat, DISCARD, cards=cards)
    playable = [m.card for m in state.legal_moves(seat) if m.card is not None]
    return MetaMove(seat, PLAY, card=choose_card(view, playable))


@search_moves_of.register
def _search_moves(view: MetaView, state: Any, seat: int) -> list[Any] | None:
    # Bids and discards follow the greedy judgement; the search plays the cards.
    if view.phase == PLAYING:
        return list(state.legal_moves(seat))
    return [greedy_meta_move(state, view)]


@world_moves_of.register
def _world_moves(world: MetaState, seat: int) -> list[Any] | None:
    return list(world.legal_moves(seat)) if world.phase == PLAYING else None


@horizon_of.register
def _horizon(view: MetaView) -> tuple[str, float]:
    return "deal_score", META_SCALE


@greedy_move_of.register
def _greedy_move(view: MetaView, bot: Any, state: Any) -> MetaMove:
    return greedy_meta_move(state, view)


@hint_reason_of.register
def _hint_reason(view: MetaView, move: MetaMove, say: Any) -> str:
    if move.kind == BID:
        return str(say("hint-bid", deal=move.deal))
    if move.kind == DISCARD:
        return str(say("hint-discard", cards=say.cards52(move.cards)))
    assert move.card is not None and view.seat is not None
    card = say.card52(move.card)
    if not view.trick:
        key, args = _lead_reason(view, move.card)
        return str(say(key, card=card, **args))
    cards = [*view.trick, move.card]
    winner = trick_winner(cards, view.trick_leader, view.rules.players,
                          CONTRACTS[view.deal - 1].trumps)
    if winner != view.seat:
        followed = CARD52_SUIT[move.card] == CARD52_SUIT[view.trick[0]]
        return str(say("hint-duck" if followed else "hint-shed", card=card))
    # Highest so far wins only when no one plays after it.
    last = len(cards) == view.rules.players
    return str(say("hint-win" if last else "hint-top", card=card))


def _lead_reason(view: MetaView, card: Card52) -> tuple[str, dict[str, int]]:
    """The hint of a lead, by where the card stands in its suit in the hand: the only one,
    the lowest, the highest; else how many higher cards of its suit are neither in the hand
    nor played this deal. The message and its arguments besides the card."""
    suit = CARD52_SUIT[card]
    own = [c for c in view.hand if CARD52_SUIT[c] == suit]
    if len(own) == 1:
        return "hint-lead-only", {}
    ranks = [CARD52_RANK[c] for c in own]
    if CARD52_RANK[card] == min(ranks):
        return "hint-lead-lowest", {}
    if CARD52_RANK[card] == max(ranks):
        return "hint-lead-highest", {}
    known = {*view.hand, *(c for pile in view.taken for c in pile)}  # a lead: no trick yet
    higher = sum(1 for c in DECK52 if CARD52_SUIT[c] == suit
                 and CARD52_RANK[c] > CARD52_RANK[card] and c not in known)
    if higher:
        return "hint-lead-middle", {"higher": higher}
    return "hint-lead-middle-covered", {}
