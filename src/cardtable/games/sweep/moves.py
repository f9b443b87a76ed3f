"""Moves of the sweep games and their canonical text (``5c:2d+3c``, ``7d``, ``challenge``,
``end``, ``claim:7d:2c+5h``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, overload

from cardtable.cards import Card, parse_card, parse_cards
from cardtable.games.base import IllegalMoveError

PLAY = "play"
CHALLENGE = "challenge"
END = "end"
CLAIM = "claim"
KINDS = (PLAY, CHALLENGE, END, CLAIM)

_CLAIM_FORM = ("a claim is the word claim, the card the last player laid and the table cards "
               "it could have taken, like claim:7d:2c+5h")


class SweepMove(NamedTuple):
    """One move: a card played (capturing ``take``, or laid when it is empty), a challenge of
    the last move (*manual*), ``end``, which closes a round under *manual* once its last
    card's challenge window has passed, or a claim (the Spanish penalties of RULES.md 2.10):
    the player to move takes the capture that the card just laid missed, ``card`` being that
    laid card and ``take`` the table cards claimed with it.
    """

    seat: int
    """The seat making the move."""
    card: Card | None
    """The card played (for a claim: the laid card claimed); ``None`` for a challenge or
    the end of a round."""
    take: tuple[Card, ...] = ()
    """Table cards taken, in card order; empty when the card is laid."""
    kind: str = PLAY
    """``play``, ``challenge``, ``end`` or ``claim``."""

    def text(self) -> str:
        """The canonical text: ``5c:2d+3c`` (a capture), ``7d`` (laid), ``challenge``, ``end``,
        ``claim:7d:2c+5h`` (a claim of the laid 7d with 2c and 5h)."""
        if self.kind == CLAIM:
            return f"{CLAIM}:{self.card}:{'+'.join(str(c) for c in self.take)}"
        if self.kind != PLAY:
            return self.kind
        if self.take:
            return f"{self.card}:{'+'.join(str(c) for c in self.take)}"
        return str(self.card)

    def __str__(self) -> str:
        return self.text()


def parse_play_text(text: str) -> tuple[str, Card | None, tuple[Card, ...] | None]:
    """Split move text into (kind, card, take); ``take`` is ``None`` when not given.

    Accepts ``7d``, ``5c:2d+3c`` (``+``, space or comma between taken cards), ``challenge``,
    ``end`` and ``claim:7d:2c+5h`` (the word in any case; the taken cards as in a capture).
    Raises ``IllegalMoveError`` saying what is accepted.
    """
    cleaned = text.strip()
    lowered = cleaned.lower()
    if lowered in (CHALLENGE, END):
        return lowered, None, ()
    if lowered == CLAIM or lowered.startswith((CLAIM + ":", CLAIM + " ")):
        return _parse_claim(text, cleaned[len(CLAIM):].strip().lstrip(":").strip())
    if not cleaned:
        raise IllegalMoveError("empty move: give a card like 7d, or a capture like 5c:2d+3c",
                              "bad-move-text", text=text, game="sweep")
    head, colon, tail = cleaned.partition(":")
    try:
        card = parse_card(head)
        take = parse_cards(tail.replace("+", " ")) if colon else None
    except ValueError as error:
        raise IllegalMoveError(
            f"{text!r} is not a move: {error}. A move is a card (7d) or a card and the "
            "table cards it takes (5c:2d+3c)", "bad-move-text", text=text, game="sweep"
        ) from None
    if take is not None:
        take = tuple(sorted(take))
    return PLAY, card, take


def _parse_claim(text: str, rest: str) -> tuple[str, Card | None, tuple[Card, ...] | None]:
    """The claim in ``rest`` (the text after the word ``claim``): ``7d:2c+5h``."""
    card_text, colon, take_text = rest.partition(":")
    if not card_text.strip() or not colon or not take_text.strip():
        raise IllegalMoveError(f"{text!r} is not a claim: {_CLAIM_FORM}", "bad-claim-text",
                               text=text)
    try:
        card = parse_card(card_text.strip())
        take = parse_cards(take_text.replace("+", " "))
    except ValueError as error:
        raise IllegalMoveError(
            f"{text!r} is not a claim: {error}. {_CLAIM_FORM[0].upper()}{_CLAIM_FORM[1:]}",
            "bad-claim-text", text=text
        ) from None
    return CLAIM, card, tuple(sorted(take))


class ManualMoves(Sequence[SweepMove]):
    """The moves open under *manual* capture: any hand card with any selection of table
    cards, then the extra moves: the challenge when the seat may make one, or under the
    Spanish penalties the claims open to it. Built lazily: a table of 12 cards gives 4096
    selections per card, so moves are made only when asked for.
    """

    __slots__ = ("_seat", "_hand", "_table", "_extra", "_per_card")

    def __init__(self, seat: int, hand: Sequence[Card], table: Sequence[Card],
                 extra: Sequence[SweepMove]) -> None:
        self._seat = seat
        self._hand = tuple(hand)
        self._table = tuple(table)
        self._extra = tuple(extra)
        self._per_card = 1 << len(self._table)

    def __len__(self) -> int:
        return len(self._hand) * self._per_card + len(self._extra)

    @property
    def extra(self) -> tuple[SweepMove, ...]:
        """The moves besides the plays (challenge or claims), which come last."""
        return self._extra

    @overload
    def __getitem__(self, index: int) -> SweepMove: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[SweepMove]: ...

    def __getitem__(self, index: int | slice) -> SweepMove | Sequence[SweepMove]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("move index out of range")
        plays = len(self._hand) * self._per_card
        if index >= plays:
            return self._extra[index - plays]
        card = self._hand[index // self._per_card]
        mask = index % self._per_card
        take = tuple(c for bit, c in enumerate(self._table) if mask >> bit & 1)
        return SweepMove(self._seat, card, take)

    def __contains__(self, move: object) -> bool:
        if not isinstance(move, SweepMove) or move.seat != self._seat:
            return False
        if move.kind != PLAY:
            return move in self._extra
        return (move.card in self._hand and len(set(move.take)) == len(move.take)
                and all(c in self._table for c in move.take)
                and list(move.take) == sorted(move.take))

    def __iter__(self) -> Iterator[SweepMove]:
        for index in range(len(self)):
            yield self[index]
