"""Moves of Metamorphosis and their canonical text: ``bid:2``, ``Qs``, ``discard:2c+5h``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from math import comb
from typing import NamedTuple, overload

from cardtable.cards import Card52, parse_card52, parse_cards52
from cardtable.games.base import IllegalMoveError

BID = "bid"
PLAY = "play"
DISCARD = "discard"


class MetaMove(NamedTuple):
    """One move: a secret bid naming a deal (1-4), a card played, or cards discarded."""

    seat: int
    """The seat making the move."""
    kind: str
    """``bid``, ``play`` or ``discard``."""
    card: Card52 | None = None
    """The card played."""
    cards: tuple[Card52, ...] = ()
    """The cards discarded, in card order."""
    deal: int = 0
    """The deal named by a bid."""

    def text(self) -> str:
        """The canonical text: ``bid:2``, ``Qs`` or ``discard:2c+5h``."""
        if self.kind == BID:
            return f"bid:{self.deal}"
        if self.kind == DISCARD:
            return f"discard:{'+'.join(str(c) for c in self.cards)}"
        return str(self.card)

    def __str__(self) -> str:
        return self.text()


def parse_meta_text(text: str, seat: int) -> MetaMove:
    """The move that ``text`` names for ``seat``, not yet checked against the rules.

    Raises ``IllegalMoveError`` saying what is accepted.
    """
    cleaned = text.strip()
    head, colon, tail = cleaned.partition(":")
    keyword = head.strip().lower()
    if colon and keyword == BID:
        return MetaMove(seat, BID, deal=_bid_number(text, tail))
    try:
        if colon and keyword == DISCARD:
            return MetaMove(seat, DISCARD, cards=tuple(sorted(parse_cards52(tail))))
        if not colon:
            return MetaMove(seat, PLAY, card=parse_card52(cleaned))
    except ValueError as error:
        raise IllegalMoveError(f"{text!r} is not a move: {error}", "bad-move-text", text=text,
                               game="metamorphosis") from None
    raise IllegalMoveError(
        f"{text!r} is not a move: give bid:N (N = 1 to 4), a card like Qs, "
        "or discard: and the cards, like discard:2c+5h", "bad-move-text", text=text,
        game="metamorphosis"
    )


def _bid_number(text: str, tail: str) -> int:
    try:
        return int(tail.strip())
    except ValueError:
        raise IllegalMoveError(
            f"{text!r} is not a move: a bid is bid:N with N = 1 to 4, like bid:2",
            "bad-move-text", text=text, game="metamorphosis"
        ) from None


class DiscardMoves(Sequence[MetaMove]):
    """Every way to discard ``count`` cards from a hand, made only when asked for (a hand
    of 24 discarding 12 has 2,704,156 of them)."""

    __slots__ = ("_seat", "_hand", "_count", "_size")

    def __init__(self, seat: int, hand: Sequence[Card52], count: int) -> None:
        self._seat = seat
        self._hand = tuple(sorted(hand))
        self._count = count
        self._size = comb(len(self._hand), count)

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> MetaMove: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[MetaMove]: ...

    def __getitem__(self, index: int | slice) -> MetaMove | Sequence[MetaMove]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("move index out of range")
        chosen: list[Card52] = []
        size = len(self._hand)
        left = self._count
        for position in range(size):
            if left == 0:
                break
            with_this = comb(size - position - 1, left - 1)
            if index < with_this:
                chosen.append(self._hand[position])
                left -= 1
            else:
                index -= with_this
        return MetaMove(self._seat, DISCARD, cards=tuple(chosen))

    def __contains__(self, move: object) -> bool:
        return (isinstance(move, MetaMove) and move.seat == self._seat
                and move.kind == DISCARD and len(move.cards) == self._count
                and len(set(move.cards)) == self._count
                and all(c in self._hand for c in move.cards)
                and list(move.cards) == sorted(move.cards))

    def __iter__(self) -> Iterator[MetaMove]:
        for chosen in combinations(self._hand, self._count):
            yield MetaMove(self._seat, DISCARD, cards=chosen)
