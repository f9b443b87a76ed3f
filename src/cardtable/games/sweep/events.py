"""Events of the sweep games: what ``play`` returns, clients announce and records store.

Each event is a frozen value. ``to_record()`` gives its entry in a ``cardtable-record/1``
round (DESIGN.md, "Game records"); ``visible_to(seat)`` removes what that seat may not see:
other players' hands, cards set aside, and under *manual* whether a move was an error
(that is for the players to notice).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from cardtable.cards import Card
from cardtable.games.sweep.moves import SweepMove


def _names(cards: tuple[Card | None, ...]) -> list[str | None]:
    return [None if c is None else str(c) for c in cards]


@dataclass(frozen=True, slots=True)
class DealerDrawn:
    """Before the first round, each player drew a card and the highest deals (seed 003);
    those level at the top drew again. ``draws``: each drawing, the cards drawn by seat.
    Stored as the record's ``dealer_draw``, not among a round's events."""

    draws: tuple[tuple[tuple[int, Card], ...], ...]
    dealer: int
    type: ClassVar[str] = "dealer_draw"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> DealerDrawn:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "dealer": self.dealer,
                "draws": [[[seat, str(card)] for seat, card in drawing]
                          for drawing in self.draws]}


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round begins; ``dealer`` shuffles. Stored as the round's ``dealer``, not an event."""

    number: int
    dealer: int
    type: ClassVar[str] = "round"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> RoundStarted:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "number": self.number, "dealer": self.dealer}


@dataclass(frozen=True, slots=True)
class TableDealt:
    """The opening cards laid face up on the table."""

    cards: tuple[Card, ...]
    type: ClassVar[str] = "table"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> TableDealt:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class Dealt:
    """Every player receives a hand; ``last`` is the dealer's "last deal" of the round."""

    hands: tuple[tuple[Card | None, ...], ...]
    last: bool = False
    type: ClassVar[str] = "deal"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Dealt:
        """Only the seat's own hand stays; other cards become ``None``."""
        hidden = tuple(
            hand if index == seat else (None,) * len(hand)
            for index, hand in enumerate(self.hands)
        )
        return replace(self, hands=hidden)

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "hands": [_names(hand) for hand in self.hands]}


@dataclass(frozen=True, slots=True)
class SetAside:
    """Cards set aside unseen (scopone with 3 or 6 players)."""

    cards: tuple[Card | None, ...]
    type: ClassVar[str] = "aside"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> SetAside:
        """Nobody sees them; only their number remains."""
        return replace(self, cards=(None,) * len(self.cards))

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class OpeningSweeps:
    """The dealer takes an opening table of 15 (one sweep) or of two fifteens (two)."""

    seat: int
    cards: tuple[Card, ...]
    sweeps: int
    type: ClassVar[str] = "opening"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> OpeningSweeps:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "cards": _names(self.cards),
                "sweeps": self.sweeps}


@dataclass(frozen=True, slots=True)
class Played:
    """A card played: it captured ``take`` (empty: laid on the table), maybe a sweep.

    ``error`` is ``None`` unless capture is manual; then it says whether the move broke the
    capture rules, which only the record and a challenge reveal.
    """

    seat: int
    card: Card
    take: tuple[Card, ...]
    sweep: bool
    error: bool | None = None
    type: ClassVar[str] = "play"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Played:
        """Everything but the error flag is public."""
        if self.error is None:
            return self
        return replace(self, error=None)

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "card": str(self.card),
                               "take": _names(self.take), "sweep": self.sweep}
        if self.error is not None:
            out["error"] = self.error
        return out


@dataclass(frozen=True, slots=True)
class Challenged:
    """A challenge of the last move: ``correct`` when it was an error (+2), else -1. The
    challenged move (``mover``, ``card``, ``take``) and the captures its card had
    (``options``) say what the error was; the record keeps only the challenge, from which
    a replay finds them again."""

    seat: int
    correct: bool
    points: int
    mover: int
    card: Card
    take: tuple[Card, ...] = ()
    options: tuple[tuple[Card, ...], ...] = ()
    type: ClassVar[str] = "challenge"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Challenged:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "correct": self.correct,
                "points": self.points}


@dataclass(frozen=True, slots=True)
class Claimed:
    """A claim (Spanish penalties, RULES.md 2.10), or a self-correction (``own``): ``seat``
    takes the capture that the card just laid, ``card``, missed: that card and the table
    cards ``take`` go to its side's pile. A claim is a capture (its seat becomes the last
    capturer) but never a sweep.
    """

    seat: int
    card: Card
    take: tuple[Card, ...]
    own: bool = False
    """A self-correction (seed 003): ``seat`` laid ``card`` itself and takes the capture
    it missed, before the next player started."""
    type: ClassVar[str] = "claim"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Claimed:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form: the claimed card first, then the table cards taken with it;
        ``own`` only on a self-correction."""
        out: dict[str, Any] = {"type": self.type, "seat": self.seat,
                               "cards": [str(self.card), *(str(c) for c in self.take)]}
        if self.own:
            out["own"] = True
        return out


@dataclass(frozen=True, slots=True)
class Checked:
    """The end-of-round check of the Spanish penalties: the values of the cards left on the
    table and of those set aside sum to ``sum``; ``ok`` when that is 10 more than a multiple
    of 15, and then no capture is checked."""

    sum: int
    ok: bool
    type: ClassVar[str] = "check"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Checked:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "sum": self.sum, "ok": self.ok}


@dataclass(frozen=True, slots=True)
class Penalty:
    """A capture found wrong by a failed check: ``seat`` made ``capture`` (a play whose card
    and taken cards do not make 15) and its side gets ``points``, a negative number: -4,
    minus 1 for every sweep of the round."""

    seat: int
    points: int
    capture: SweepMove
    type: ClassVar[str] = "penalty"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Penalty:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form: the capture as its move text (``3c:9d+4h``)."""
        return {"type": self.type, "seat": self.seat, "points": self.points,
                "capture": self.capture.text()}


@dataclass(frozen=True, slots=True)
class Leftover:
    """The cards left on the table at the end of a round go to the last capturer.

    ``seat`` is ``None`` when nobody captured: the cards then stay out of scoring.
    """

    seat: int | None
    cards: tuple[Card, ...]
    type: ClassVar[str] = "leftover"
    recorded: ClassVar[bool] = True

    def visible_to(self, seat: int | None) -> Leftover:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"type": self.type, "seat": self.seat, "cards": _names(self.cards)}


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One reason for points: ``side`` earned ``points`` in ``category``."""

    side: int
    category: str
    points: int

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"side": self.side, "category": self.category, "points": self.points}


@dataclass(frozen=True, slots=True)
class RoundScored:
    """A round is scored: ``points`` per side (after *muerto*), why, and running totals.

    Stored as the round's ``points`` and ``breakdown``, not as an event.
    """

    points: tuple[int, ...]
    breakdown: tuple[ScoreLine, ...]
    scores: tuple[int, ...]
    cards_taken: tuple[int, ...]
    short_of_margin: tuple[int, int] | None = None
    """``(target, margin)`` when a side has reached the target but none leads every other
    by the margin, so another round is played; ``None`` otherwise."""
    type: ClassVar[str] = "round_end"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> RoundScored:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form (``short_of_margin`` as ``{"target", "margin"}``, only when set)."""
        entry: dict[str, Any] = {
            "type": self.type, "points": list(self.points),
            "breakdown": [line.to_record() for line in self.breakdown],
            "scores": list(self.scores), "cards_taken": list(self.cards_taken)}
        if self.short_of_margin is not None:
            target, margin = self.short_of_margin
            entry["short_of_margin"] = {"target": target, "margin": margin}
        return entry


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ends: winning sides, final totals, and the sides that lost by no capture."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    no_capture: tuple[int, ...] = ()
    round_limit: int | None = None
    """The ``max_rounds`` that ended the game, if the limit did (several winners: a draw)."""
    type: ClassVar[str] = "game_end"
    recorded: ClassVar[bool] = False

    def visible_to(self, seat: int | None) -> GameOver:
        """Public."""
        return self

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form."""
        out: dict[str, Any] = {"type": self.type, "winners": list(self.winners),
                               "scores": list(self.scores), "no_capture": list(self.no_capture)}
        if self.round_limit is not None:
            out["round_limit"] = self.round_limit
        return out

    @property
    def drawn(self) -> bool:
        """Whether the game is a draw: the round limit reached with level leaders."""
        return self.round_limit is not None and len(self.winners) > 1


SweepEvent = (DealerDrawn | RoundStarted | TableDealt | Dealt | SetAside | OpeningSweeps | Played
              | Challenged | Claimed | Checked | Penalty | Leftover | RoundScored | GameOver)
