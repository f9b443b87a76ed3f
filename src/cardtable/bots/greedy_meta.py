"""One-trick-ahead judgement for Metamorphosis: duck the penalty cards, shed the dangerous
ones when void, win hearts cheaply under diamonds trumps, bid the deal the hand suits and
discard towards the next contract."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import CARD52_RANK, CARD52_SUIT, Card52
from cardtable.games.metamorphosis.contracts import (
    CLUBS,
    CONTRACTS,
    DIAMONDS,
    HEARTS,
    SPADES,
    trick_winner,
)
from cardtable.games.metamorphosis.state import MetaView

HIGH = 9
"""Rank index of the jack: J, Q, K and A are high cards."""


def card_points(deal: int, card: int) -> int:
    """What taking ``card`` scores in ``deal`` (negative is a penalty)."""
    contract = CONTRACTS[deal - 1]
    if contract.suit is None or CARD52_SUIT[card] == contract.suit:
        return contract.per_card
    return 0


def choose_bid(hand: Sequence[Card52]) -> int:
    """The deal this hand is most likely to win: 2 with trumps and high hearts, 1 with a
    weak hand, else 3."""
    diamonds = sum(1 for c in hand if CARD52_SUIT[c] == DIAMONDS)
    high_hearts = sum(1 for c in hand if CARD52_SUIT[c] == HEARTS and CARD52_RANK[c] >= HIGH)
    high = sum(1 for c in hand if CARD52_RANK[c] >= HIGH)
    high_clubs = sum(1 for c in hand if CARD52_SUIT[c] == CLUBS and CARD52_RANK[c] >= HIGH)
    if diamonds >= 4 or (diamonds >= 3 and high_hearts >= 2):
        return 2
    if high <= 3 and high_clubs <= 1:
        return 1
    if high <= 5:
        return 3
    return 2


def choose_discard(hand: Sequence[Card52], count: int, next_deal: int) -> tuple[Card52, ...]:
    """The ``count`` cards least useful for the next deal's contract."""
    def keep_value(card: Card52) -> float:
        rank = CARD52_RANK[card]
        suit = CARD52_SUIT[card]
        if next_deal == 2:
            return rank + (20 if suit == DIAMONDS else 8 if suit == HEARTS else 0)
        penalty_suit = CONTRACTS[next_deal - 1].suit
        danger = rank + (20 if suit == penalty_suit else 0)
        return -danger
    ranked = sorted(hand, key=keep_value)
    return tuple(sorted(ranked[:count]))


def choose_card(view: MetaView, playable: Sequence[Card52]) -> Card52:
    """The card to play to the current trick."""
    deal = view.deal
    trumps = CONTRACTS[deal - 1].trumps
    positive = CONTRACTS[deal - 1].per_card > 0
    if not view.trick:
        return _lead(view, playable, positive)
    players = view.rules.players
    last = len(view.trick) == players - 1
    seat = view.seat
    assert seat is not None

    def wins(card: Card52) -> bool:
        cards = [*view.trick, card]
        return trick_winner(cards, view.trick_leader, players, trumps) == seat

    winning = [c for c in playable if wins(c)]
    losing = [c for c in playable if not wins(c)]
    at_stake = sum(card_points(deal, c) for c in view.trick)
    if positive:
        if winning and (at_stake > 0 or any(card_points(deal, c) > 0 for c in winning)):
            return max(winning, key=lambda c: (card_points(deal, c), -CARD52_RANK[c]))
        if losing:
            return min(losing, key=lambda c: (card_points(deal, c), CARD52_RANK[c]))
        return min(winning, key=lambda c: CARD52_RANK[c])
    if losing:
        # Duck with the most dangerous card that still loses: shed penalties and height.
        return max(losing, key=lambda c: (-card_points(deal, c), CARD52_RANK[c]))
    if last:
        return max(winning, key=lambda c: (CARD52_RANK[c], -card_points(deal, c)))
    return max(winning, key=lambda c: (CARD52_RANK[c], -card_points(deal, c)))


def _lead(view: MetaView, playable: Sequence[Card52], positive: bool) -> Card52:
    deal = view.deal
    if positive:
        hearts = [c for c in playable if CARD52_SUIT[c] == HEARTS and CARD52_RANK[c] >= HIGH]
        if hearts:
            return max(hearts, key=lambda c: CARD52_RANK[c])
        trumps = [c for c in playable if CARD52_SUIT[c] == DIAMONDS]
        if len(trumps) >= 4:
            return max(trumps, key=lambda c: CARD52_RANK[c])
        return min(playable, key=lambda c: (CARD52_SUIT[c] == HEARTS, CARD52_RANK[c]))
    penalty_suit = CONTRACTS[deal - 1].suit
    safe = [c for c in playable if CARD52_SUIT[c] != penalty_suit] or list(playable)
    return min(safe, key=lambda c: CARD52_RANK[c])


__all__ = ["CLUBS", "SPADES", "card_points", "choose_bid", "choose_card", "choose_discard"]
