"""Events of Metamorphosis: what ``play`` returns, clients announce and records store.

``visible_to(seat)`` removes what a seat may not see: other hands and the stock, a bid before
every bid is revealed, other players' discards and draws, and cards taken from a neighbour
unless the seat gave or took them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from cardtable.cards import Card52


def _names(cards: tuple[Card52 | None, ...]) -> list[str | None]:
    return [None if c is None else str(c) for c in cards]


def _hidden(cards: tuple[Card52 | None, ...]) -> tuple[None, ...]:
    return (None,) * len(cards)


@dataclass(frozen=True, slots=True)
class PartieStarted:
    """A partie begins; ``dealer`` shuffles. Stored as the round's ``dealer``."""

    number: int
    dealer: int
    type: ClassVar[str] = "round"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> PartieStarted:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "number": self.number, "dealer": self.dealer}


@dataclass(frozen=True, slots=True)
class Dealt:
    """Twelve cards to each player; the rest is the stock (top card last)."""

    hands: tuple[tuple[Card52 | None, ...], ...]
    stock: tuple[Card52 | None, ...]
    type: ClassVar[str] = "deal"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Dealt:
        """Only the seat's own hand; the stock is face down."""
        hands = tuple(h if i == seat else _hidden(h) for i, h in enumerate(self.hands))
        return replace(self, hands=hands, stock=_hidden(self.stock))

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "hands": [_names(h) for h in self.hands],
                "stock": _names(self.stock)}


@dataclass(frozen=True, slots=True)
class Bid:
    """A player secretly names a deal with a marker (1-4); ``None`` while still secret."""

    seat: int
    deal: int | None
    type: ClassVar[str] = "bid"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Bid:
        """Only the bidder sees the deal until ``BidsRevealed``."""
        return self if seat == self.seat else replace(self, deal=None)

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "deal": self.deal}


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    """Every player has bid: the markers are turned over together."""

    bids: tuple[int, ...]
    type: ClassVar[str] = "reveal"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> BidsRevealed:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "bids": list(self.bids)}


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A deal (1-4) begins under its contract; ``leader`` leads the first trick."""

    deal: int
    leader: int
    type: ClassVar[str] = "deal_start"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> DealStarted:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "deal": self.deal, "leader": self.leader}


@dataclass(frozen=True, slots=True)
class Played:
    """A card played to the trick."""

    seat: int
    card: Card52
    type: ClassVar[str] = "play"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Played:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick is complete: ``winner`` takes ``cards`` (in play order) and leads next.

    ``deal`` is the deal (1-4) the trick belongs to, so that its worth can be said; 0 when
    unknown. It is not stored in records: the deal follows from the events before it.
    """

    winner: int
    cards: tuple[Card52, ...]
    deal: int = 0
    type: ClassVar[str] = "trick"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Trick:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "winner": self.winner, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class Discarded:
    """A player with more than 12 cards puts the excess face down under the stock."""

    seat: int
    cards: tuple[Card52 | None, ...]
    type: ClassVar[str] = "discard"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Discarded:
        """Only the discarder sees the cards."""
        return self if seat == self.seat else replace(self, cards=_hidden(self.cards))

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class Drew:
    """A player with fewer than 12 cards draws the shortfall from the top of the stock."""

    seat: int
    cards: tuple[Card52 | None, ...]
    type: ClassVar[str] = "draw"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Drew:
        """Only the drawer sees the cards."""
        return self if seat == self.seat else replace(self, cards=_hidden(self.cards))

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class Took:
    """After deal 2 a player short of 12 takes cards at random from his left neighbour."""

    seat: int
    source: int
    cards: tuple[Card52 | None, ...]
    type: ClassVar[str] = "take"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Took:
        """Only the two players involved see the cards."""
        if seat in (self.seat, self.source):
            return self
        return replace(self, cards=_hidden(self.cards))

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form (``from`` is the neighbour)."""
        return {"type": self.type, "seat": self.seat, "from": self.source,
                "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class DealScored:
    """A deal ends: each player's score under its contract, and the +10 premiums."""

    deal: int
    scores: tuple[int, ...]
    premiums: tuple[int, ...]
    type: ClassVar[str] = "deal_score"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> DealScored:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "deal": self.deal, "scores": list(self.scores),
                "premiums": list(self.premiums)}


@dataclass(frozen=True, slots=True)
class PartieScored:
    """A partie ends: points per seat (deal scores and premiums) and running totals.

    Stored as the round's ``points``.
    """

    points: tuple[int, ...]
    scores: tuple[int, ...]
    breakdown: tuple[Any, ...] = ()
    type: ClassVar[str] = "round_end"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> PartieScored:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "points": list(self.points), "scores": list(self.scores)}


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ends: the highest totals win (equal totals share the win)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    type: ClassVar[str] = "game_end"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> GameOver:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "winners": list(self.winners), "scores": list(self.scores)}


MetaEvent = (PartieStarted | Dealt | Bid | BidsRevealed | DealStarted | Played | Trick
             | Discarded | Drew | Took | DealScored | PartieScored | GameOver)
