"""The 40-card deck of the sweep games and the 52-card deck of Metamorphosis: cards and notation.

A card is a small integer (``Card`` subclasses ``int``) so that the rules can index tables
with it; ``str(card)`` is the canonical notation of RULES.md 1.1 (``7d``, ``10c``, ``1h``).
Only the names depend on the deck style (they are in the catalogues, ``cardtable.text.names``);
values and play never do.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import StrEnum
from typing import Final

SUIT_LETTERS: Final = "dhsc"
"""Suit letters in suit order; the first suit (diamonds / oros / denari) is the special one."""

SPECIAL_SUIT: Final = 0
VALUES: Final = tuple(range(1, 11))

_SUIT_SYMBOLS: Final = {"♦": 0, "♥": 1, "♠": 2, "♣": 3, "♢": 0, "♡": 1, "♤": 2, "♧": 3}
_VALUE_ALIASES: Final = {"A": 1, "J": 8, "Q": 9, "K": 10}
_TOKEN: Final = re.compile(r"^(10|[1-9]|[AJQK])([DHSC♦♥♠♣♢♡♤♧])$")
_SEPARATORS: Final = re.compile(r"[\s,]+")


class DeckStyle(StrEnum):
    """How the 40 cards are named and drawn; values and play are the same in every style."""

    FRENCH_NUMERIC = "french-numeric"
    FRENCH = "french"
    SPANISH = "spanish"
    ITALIAN = "italian"


class Card(int):
    """One of the 40 cards, numbered ``(value - 1) * 4 + suit`` so that sorting sorts by value.

        >>> seven = parse_card("7h")
        >>> seven.value, seven.suit, int(seven)
        (7, 1, 25)
        >>> sorted(parse_cards("10s 7h 1c 7d"))
        [Card(1c), Card(7d), Card(7h), Card(10s)]
    """

    __slots__ = ()

    @property
    def value(self) -> int:
        """Capture value, 1 to 10."""
        return int(self) // 4 + 1

    @property
    def suit(self) -> int:
        """Suit index 0-3 in the order of ``SUIT_LETTERS`` (0 is the special suit)."""
        return int(self) % 4

    @property
    def notation(self) -> str:
        """Canonical notation, as ``str(card)``."""
        return _NOTATION[self]

    def __str__(self) -> str:
        return _NOTATION[self]

    def __repr__(self) -> str:
        return f"Card({_NOTATION[self]})"


def card(value: int, suit: int) -> Card:
    """The card of a value 1-10 and a suit index 0-3.

        >>> card(7, 0), card(10, 3)
        (Card(7d), Card(10c))
        >>> card(11, 0)
        Traceback (most recent call last):
        ...
        ValueError: no card has value 11 and suit 0: values are 1-10, suits 0-3
    """
    if not 1 <= value <= 10 or not 0 <= suit <= 3:
        raise ValueError(f"no card has value {value} and suit {suit}: values are 1-10, suits 0-3")
    return DECK[(value - 1) * 4 + suit]


_NOTATION: Final = tuple(f"{i // 4 + 1}{SUIT_LETTERS[i % 4]}" for i in range(40))
DECK: Final = tuple(Card(i) for i in range(40))
"""All 40 cards in card order (by value, then suit)."""
CARD_VALUE: Final = tuple(i // 4 + 1 for i in range(40))
"""Capture value by card number, for the rules' inner loops."""
CARD_SUIT: Final = tuple(i % 4 for i in range(40))
"""Suit by card number, for the rules' inner loops."""


def parse_card(token: str | Card) -> Card:
    """Parse one card in the notation of RULES.md 1.1 (``7d``, ``10c``, ``Kh``, ``7♦``).

    Raises ``ValueError`` naming the bad token and what is accepted.

    Case and spaces around the token do not matter; the letters A, J, Q and K stand for the
    values 1, 8, 9 and 10, and a suit may be a symbol:

        >>> parse_card("7d"), parse_card(" 10C "), parse_card("7♦")
        (Card(7d), Card(10c), Card(7d))
        >>> parse_card("Ah"), parse_card("Js"), parse_card("Q♣"), parse_card("kd")
        (Card(1h), Card(8s), Card(9c), Card(10d))
        >>> parse_card("11c")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: '11c' is not a card: use a value 1-10 (or A, J, Q, K) followed by a suit ...
    """
    if isinstance(token, Card):
        return token
    if not isinstance(token, str):
        raise ValueError(f"{token!r} is not a card: give a card like 7d or 10c")
    match = _TOKEN.match(token.strip().upper())
    if match is None:
        raise ValueError(
            f"{token!r} is not a card: use a value 1-10 (or A, J, Q, K) "
            "followed by a suit d, h, s or c (or ♦ ♥ ♠ ♣), like 7d or 10c"
        )
    raw_value, raw_suit = match.groups()
    value = _VALUE_ALIASES.get(raw_value) or int(raw_value)
    suit = _SUIT_SYMBOLS.get(raw_suit)
    if suit is None:
        suit = SUIT_LETTERS.index(raw_suit.lower())
    return DECK[(value - 1) * 4 + suit]


def parse_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Parse a space- or comma-separated list of cards, or an iterable of cards or tokens.

    Raises ``ValueError`` naming the first bad token, or a card given twice.

        >>> parse_cards("2d 3c, 8h  10s")
        (Card(2d), Card(3c), Card(8h), Card(10s))
        >>> parse_cards(["Kh", parse_card("1c")])
        (Card(10h), Card(1c))
        >>> parse_cards("7d 2c 7d")
        Traceback (most recent call last):
        ...
        ValueError: 7d is given twice: a deck has each card once
    """
    tokens: Iterable[str | Card] = (
        [t for t in _SEPARATORS.split(cards.strip()) if t] if isinstance(cards, str) else cards
    )
    parsed = tuple(parse_card(t) for t in tokens)
    _reject_repeats(parsed)
    return parsed


def _reject_repeats(cards: Iterable[int]) -> None:
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"{c} is given twice: a deck has each card once")
        seen.add(c)


def format_cards(cards: Iterable[int]) -> str:
    """Cards (of either deck) in canonical notation, space-separated.

        >>> format_cards(parse_cards("Kh 7♦ 1c"))
        '10h 7d 1c'
        >>> format_cards(parse_cards52("Kh 7♦ Ac"))
        'Kh 7d Ac'
    """
    return " ".join(str(c) for c in cards)


# Words for the engine's own messages (English, as in its errors; players hear the
# catalogues' names).

SUIT_WORDS: Final = ("diamonds", "hearts", "spades", "clubs")
"""The French suits' English names, by suit index, for the engine's error messages."""


# Primiera values (RULES.md 2.5), by capture value 1..10.
PRIMIERA_VALUE: Final = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


# The 52-card deck (Metamorphosis, RULES.md 1.2) -----------------------------------------

RANKS52: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks of the 52-card deck from low to high (ace high)."""
_TOKEN52: Final = re.compile(r"^(10|[2-9]|[JQKA])([DHSC♦♥♠♣♢♡♤♧])$")


class Card52(int):
    """One of the 52 cards, numbered ``rank_index * 4 + suit`` (rank 0 is the two, 12 the ace)."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Rank index 0 (two) to 12 (ace); higher wins a trick."""
        return int(self) // 4

    @property
    def suit(self) -> int:
        """Suit index 0-3 in the order of ``SUIT_LETTERS`` (diamonds, hearts, spades, clubs)."""
        return int(self) % 4

    def __str__(self) -> str:
        return _NOTATION52[self]

    def __repr__(self) -> str:
        return f"Card52({_NOTATION52[self]})"


_NOTATION52: Final = tuple(f"{RANKS52[i // 4]}{SUIT_LETTERS[i % 4]}" for i in range(52))
DECK52: Final = tuple(Card52(i) for i in range(52))
"""All 52 cards by rank, then suit."""
CARD52_SUIT: Final = tuple(i % 4 for i in range(52))
CARD52_RANK: Final = tuple(i // 4 for i in range(52))
_BY_SUIT_KEY: Final = tuple(CARD52_SUIT[i] * 13 + CARD52_RANK[i] for i in range(52))
"""By card number: its place in a hand held by suit, then rank (``by_suit``'s sort key)."""


def parse_card52(token: str | Card52) -> Card52:
    """Parse one card of the 52-card deck (``2c`` … ``10h``, ``Jd``, ``Qs``, ``Kh``, ``Ah``).

    Raises ``ValueError`` naming the bad token and what is accepted. The ace is ``A`` (it is
    high); there is no ``1``:

        >>> parse_card52("Qs"), parse_card52("10h"), parse_card52("a♥")
        (Card52(Qs), Card52(10h), Card52(Ah))
        >>> parse_card52("2c").rank, parse_card52("Ac").rank
        (0, 12)
        >>> parse_card52("1h")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: '1h' is not a card of the 52-card deck: use a rank 2-10, J, Q, K or A ...
    """
    if isinstance(token, Card52):
        return token
    if isinstance(token, str):
        match = _TOKEN52.match(token.strip().upper())
        if match is not None:
            raw_rank, raw_suit = match.groups()
            suit = _SUIT_SYMBOLS.get(raw_suit)
            if suit is None:
                suit = SUIT_LETTERS.index(raw_suit.lower())
            return DECK52[RANKS52.index(raw_rank) * 4 + suit]
    raise ValueError(
        f"{token!r} is not a card of the 52-card deck: use a rank 2-10, J, Q, K or A "
        "followed by a suit d, h, s or c (or ♦ ♥ ♠ ♣), like Qs or 10h"
    )


def by_suit(cards: Iterable[Card52]) -> list[Card52]:
    """52-deck cards sorted by suit (in the order of ``SUIT_LETTERS``), then rank: a hand as
    a player holds it.

        >>> format_cards(by_suit(parse_cards52("Ah 2c 10d 3h Qd")))
        '10d Qd 3h Ah 2c'
    """
    return sorted(cards, key=_BY_SUIT_KEY.__getitem__)


def parse_cards52(cards: str | Iterable[str | Card52]) -> tuple[Card52, ...]:
    """Parse a space-, comma- or plus-separated list of 52-deck cards; no card twice.

        >>> parse_cards52("Qs+Kh, 2c")
        (Card52(Qs), Card52(Kh), Card52(2c))
        >>> parse_cards52("Qs Qs")
        Traceback (most recent call last):
        ...
        ValueError: Qs is given twice: a deck has each card once
    """
    tokens: Iterable[str | Card52] = (
        [t for t in _SEPARATORS.split(cards.replace("+", " ").strip()) if t]
        if isinstance(cards, str) else cards
    )
    parsed = tuple(parse_card52(t) for t in tokens)
    _reject_repeats(parsed)
    return parsed
