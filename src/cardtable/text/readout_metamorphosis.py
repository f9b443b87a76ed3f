"""The reading keys' sentences for Metamorphosis (``text.readout`` dispatches here)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from cardtable.cards import CARD52_SUIT, Card52
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaView
from cardtable.text.catalog import Forms, join_list
from cardtable.text.core import Speaker
from cardtable.text.names import suit_name
from cardtable.text.readout import (
    hand_cards_of,
    option_label_of,
    pile_of,
    score_of,
    table_card_of,
    table_of,
    table_size,
    your_turn_of,
)


@hand_cards_of.register
def _hand_cards(view: MetaView, say: Speaker) -> Forms | str:
    return say.cards52(view.hand) if view.hand else ""


@table_of.register
def _table(view: MetaView, say: Speaker) -> str:
    if not view.trick:
        return say("trick-empty")
    items = [say.actor("trick-item", seat, card=say.card52(card))
             for seat, card in _trick(view)]
    return say("trick-cards", list=join_list(say.lang, items))


@table_size.register
def _table_size(view: MetaView) -> int:
    return len(view.trick)


@table_card_of.register
def _table_card(view: MetaView, say: Speaker, number: int) -> str:
    trick = _trick(view)
    if not 1 <= number <= len(trick):
        return say("trick-card-none", number=number, count=len(trick))
    seat, card = trick[number - 1]
    return say.actor("trick-card", seat, number=number, card=say.card52(card))


def _trick(view: MetaView) -> list[tuple[int, Card52]]:
    players = view.rules.players
    return [((view.trick_leader + index) % players, card)
            for index, card in enumerate(view.trick)]


@score_of.register
def _score(view: MetaView, say: Speaker) -> str:
    parts = [say("score-meta", partie=view.partie, parties=view.rules.total_parties,
                 deal=max(view.deal, 1))]
    if view.deal_scores:
        done = [sum(d[s] for d in view.deal_scores) + sum(p[s] for p in view.premiums)
                for s in range(view.rules.players)]
        parts.append(say.amounts("score-partie", done))
    parts.append(say.amounts("totals", view.scores))
    return " ".join(parts)


@pile_of.register
def _pile(view: MetaView, say: Speaker) -> str:
    seat = view.seat
    assert seat is not None
    taken = sorted(view.taken[seat])
    if not taken:
        return say("taken-none")
    return say("taken-cards", count=len(taken), cards=say.cards52(taken))


@option_label_of.register
def _option_label(view: MetaView, say: Speaker, index: int, marked: Sequence[Any] = ()) -> str:
    card52 = view.hand[index]
    name = say.card52(card52)
    if view.phase == DISCARDING:
        return say("option-marked", card=name) if card52 in marked else name
    if view.phase != BIDDING and view.trick and view.to_move == view.seat:
        led = CARD52_SUIT[view.trick[0]]
        if (CARD52_SUIT[card52] != led
                and any(CARD52_SUIT[c] == led for c in view.hand)):
            return say("option-unplayable", card=name,
                       suit=suit_name(led, "french", say.lang))
    return name


@your_turn_of.register
def _your_turn(view: MetaView, say: Speaker, can_challenge: bool,
               claims: Sequence[Any] = (), said: Collection[str] = ()) -> str:
    """Metamorphosis's turn: the bid (with the hand, at every verbosity, unless it was just
    said), a discard, a lead or a card to follow the trick."""
    verbosity = say.context.verbosity
    with_hand = verbosity == "full" and "hand" not in said
    with_table = verbosity != "brief" and "table" not in said
    cards = hand_cards_of(view, say)
    if view.phase == BIDDING:
        ask = say("your-turn-bid" if verbosity == "full" else "your-turn-bid-short")
        if "hand" in said or not cards:
            return ask
        return " ".join([ask, say("meta-deal-own", cards=cards)])
    if view.phase == DISCARDING:
        if with_hand:
            return say("your-turn-discard", count=view.discard_count, hand=cards)
        return say("your-turn-discard-short", count=view.discard_count)
    if not view.trick:
        if not with_hand:
            return say("your-turn-lead-brief")
        return say("your-turn-lead", hand=cards, count=len(view.hand))
    if with_hand:
        return say("your-turn-follow", trick=table_of(view, say), hand=cards,
                   count=len(view.hand))
    if with_table:
        return say("your-turn-follow-trick", trick=table_of(view, say))
    return say("your-turn-brief")
