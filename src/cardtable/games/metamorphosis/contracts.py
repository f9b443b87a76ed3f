"""The four contracts of a partie (RULES.md 3): trumps, and what each card taken is worth."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.cards import CARD52_RANK, CARD52_SUIT, Card52

CLUBS: Final = 3
DIAMONDS: Final = 0
HEARTS: Final = 1
SPADES: Final = 2


@dataclass(frozen=True, slots=True)
class Contract:
    """One deal's contract: the trump suit (``None``: no trumps) and the value of cards."""

    number: int
    trumps: int | None
    suit: int | None
    """The suit whose cards score, or ``None`` when every card scores."""
    per_card: int

    def score(self, taken: Iterable[Card52]) -> int:
        """The points of the cards a player took in this deal."""
        if self.suit is None:
            return self.per_card * sum(1 for _ in taken)
        return self.per_card * sum(1 for c in taken if CARD52_SUIT[c] == self.suit)


CONTRACTS: Final = (
    Contract(1, trumps=None, suit=CLUBS, per_card=-4),
    Contract(2, trumps=DIAMONDS, suit=HEARTS, per_card=4),
    Contract(3, trumps=None, suit=None, per_card=-1),
    Contract(4, trumps=None, suit=SPADES, per_card=-4),
)
"""Deals 1 to 4: clubs -4; diamonds trumps, hearts +4; each card -1; spades -4."""


def trick_winner(cards: Sequence[Card52], leader: int, players: int,
                 trumps: int | None) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led.

    ``cards`` are in play order, the first played by ``leader``.
    """
    led = CARD52_SUIT[cards[0]]
    best = 0
    for index in range(1, len(cards)):
        card = cards[index]
        top = cards[best]
        suit = CARD52_SUIT[card]
        top_suit = CARD52_SUIT[top]
        if suit == top_suit:
            if CARD52_RANK[card] > CARD52_RANK[top]:
                best = index
        elif suit == trumps or (top_suit != trumps and suit == led):
            best = index
    return (leader + best) % players
