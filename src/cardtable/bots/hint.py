"""Hints: the expert's move for a seat, with a one-line reason a player can understand."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.levels import make_bot
from cardtable.cards import CARD52_SUIT
from cardtable.games.base import GameState
from cardtable.games.metamorphosis.contracts import CONTRACTS, trick_winner
from cardtable.games.metamorphosis.moves import BID, DISCARD, MetaMove
from cardtable.games.metamorphosis.state import MetaView
from cardtable.games.sweep.moves import CLAIM, SweepMove
from cardtable.games.sweep.state import SweepView
from cardtable.text.catalog import check_lang
from cardtable.text.context import TextContext
from cardtable.text.core import Speaker


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and why, as one sentence in the player's language."""

    move: Any
    reason: str


def hint(state: GameState, seat: int, lang: str = "en", bot: Bot | None = None,
         rng: random.Random | int | None = None) -> Hint:
    """The expert's move for ``seat`` (or ``bot``'s), with its reason in ``lang``.

    Only ``seat``'s view and sampled worlds are used: a hint never reveals a hidden card.
    """
    check_lang(lang)
    adviser = bot if bot is not None else make_bot("expert", rng)
    move = adviser.choose(state, seat)
    view = state.view(seat)
    context = TextContext.for_rules(view.rules, [""] * view.rules.players, viewer=seat)
    say = Speaker(context, lang)
    if isinstance(view, SweepView):
        return Hint(move, _sweep_reason(move, view, say))
    if isinstance(view, MetaView):
        return Hint(move, _meta_reason(move, view, say))
    raise TypeError(f"no hints for {type(view).__name__}")


def _sweep_reason(move: SweepMove, view: SweepView, say: Speaker) -> str:
    if move.card is None:
        return say("hint-end")
    if move.kind == CLAIM:
        return say("hint-claim", card=say.card(move.card), cards=say.cards(move.take))
    if not move.take:
        return say("hint-lay", card=say.card(move.card))
    swept = len(move.take) == len(view.table)
    key = "hint-sweep" if swept else "hint-take"
    return say(key, card=say.card(move.card), cards=say.cards(move.take))


def _meta_reason(move: MetaMove, view: MetaView, say: Speaker) -> str:
    if move.kind == BID:
        return say("hint-bid", deal=move.deal)
    if move.kind == DISCARD:
        return say("hint-discard", cards=say.cards52(move.cards))
    assert move.card is not None and view.seat is not None
    card = say.card52(move.card)
    if not view.trick:
        return say("hint-lead", card=card)
    if CARD52_SUIT[move.card] != CARD52_SUIT[view.trick[0]]:
        return say("hint-shed", card=card)
    cards = [*view.trick, move.card]
    winner = trick_winner(cards, view.trick_leader, view.rules.players,
                          CONTRACTS[view.deal - 1].trumps)
    return say("hint-win" if winner == view.seat else "hint-duck", card=card)
