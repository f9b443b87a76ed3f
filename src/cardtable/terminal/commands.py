"""Typed commands of the terminal client: one line is one command, and every key has one.

A line is a command word and its arguments (``play 2``, ``card 3``, ``take 1 3``); a
leading ``/`` (the way to type a command on a terminal, where single keys act at once) is
dropped. The single letters of the keys are commands too (``c`` is ``table``), so a pipe
can do everything the keyboard does; an empty line is the Enter key. A card or a move on
its own (``7d``, ``5c:2d+3c``) means ``play`` it.

The words come from the ``commands`` catalogue of the player's language (``ход 2``,
``стол``), and the English words are accepted in every language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from cardtable.cards import CARD52_SUIT, Card52, parse_card52
from cardtable.text import message
from cardtable.text.messages import SUITS

TERMINAL_COMMANDS: Final = ("table", "card", "score", "turn", "hand", "pile", "play", "take",
                            "bid", "discard", "end", "challenge", "claim", "hint", "repeat", "help",
                            "quit", "left", "right", "yes", "no", "cancel", "pass")
"""The commands of the terminal client, in the order its help lists them."""

ENGLISH: Final = "en"
"""The language whose words every language accepts too."""

NUMBER: Final = "number"
"""A line that is just a number: the digit keys (read, choose or toggle table card N)."""

_MOVE: Final = re.compile(r"^(10|[1-9AJQK])[DHSC♦♥♠♣♢♡♤♧](:\S*)?$", re.IGNORECASE)
_RANGE: Final = re.compile(r"^(\d+)[-–—](\d+)$")


class CommandError(ValueError):
    """A line whose first word is no command; ``word`` is that word."""

    def __init__(self, word: str) -> None:
        super().__init__(f"{word!r} is not a command")
        self.word = word


@dataclass(frozen=True, slots=True)
class Command:
    """One parsed line: the command's name and its arguments, as typed."""

    name: str
    """A command of ``TERMINAL_COMMANDS``, ``enter``, or ``number``."""
    args: tuple[str, ...] = ()

    @property
    def rest(self) -> str:
        """The arguments as one string."""
        return " ".join(self.args)


def normal(word: str) -> str:
    """A word as the command tables hold it: in lower case, ``ё`` read as ``е``."""
    return word.casefold().replace("ё", "е")


def catalogue_words(lang: str, message_id: str) -> tuple[str, ...]:
    """The comma-separated words of one message of the ``commands`` catalogue, normalised.

    >>> catalogue_words("ru", "words-turn")
    ('чей ход', 'очередь', 'е')
    """
    return tuple(normal(" ".join(word.split()))
                 for word in message(lang, message_id).split(",") if word.strip())


def _languages(lang: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys((ENGLISH, lang)))


@cache
def command_words(lang: str, commands: tuple[str, ...] = ("enter", *TERMINAL_COMMANDS)
                  ) -> dict[str, str]:
    """Every word (or phrase of two words) that gives one of ``commands`` in ``lang``, to
    that command: the language's own words and the English ones (cached per language)."""
    table: dict[str, str] = {}
    for language in _languages(lang):
        for command in commands:
            for word in catalogue_words(language, f"words-{command}"):
                table.setdefault(word, command)
    return table


def command_list(lang: str, commands: Iterable[str] = TERMINAL_COMMANDS) -> str:
    """The commands as the help and the refusal of an unknown word list them: in the
    language, with the English usage beside each one that differs.

    >>> command_list("en", ("play", "table"))
    'play N, table'
    >>> command_list("ru", ("play", "table"))
    'ход N (play N), стол (table)'
    """
    shown: list[str] = []
    for command in commands:
        usage = message(lang, f"usage-{command}")
        english = message(ENGLISH, f"usage-{command}")
        shown.append(usage if usage == english
                     else message(lang, "usage-with-english", usage=usage, english=english))
    return ", ".join(shown)


def command_word(lang: str, command: str) -> str:
    """The first word of a command in the language (``ход`` for ``play`` in Russian)."""
    return message(lang, f"words-{command}").split(",")[0].strip()


def parse_command(line: str, lang: str = "en") -> Command:
    """The command a line names in ``lang`` (English words always work too); raises
    ``CommandError`` for an unknown command word.

    >>> parse_command("play 2")
    Command(name='play', args=('2',))
    >>> parse_command("/c"), parse_command("")
    (Command(name='table', args=()), Command(name='enter', args=()))
    >>> parse_command("3")
    Command(name='number', args=('3',))
    >>> parse_command("bid:2"), parse_command("5c:2d+3c")
    (Command(name='bid', args=('2',)), Command(name='play', args=('5c:2d+3c',)))
    >>> parse_command("ход 2", lang="ru"), parse_command("чей ход", lang="ru")
    (Command(name='play', args=('2',)), Command(name='turn', args=()))
    """
    text = line.strip()
    if text.startswith("/"):
        text = text[1:].strip()
    if not text:
        return Command("enter")
    words = command_words(lang)
    parts = text.split(maxsplit=2)
    if len(parts) >= 2:
        phrase = words.get(normal(f"{parts[0]} {parts[1]}"))
        if phrase is not None:
            return Command(phrase, _split(parts[2] if len(parts) > 2 else ""))
    first, _, rest = text.partition(" ")
    head, colon, tail = first.partition(":")
    if colon and words.get(normal(head)) in ("bid", "discard", "take", "claim"):
        return Command(words[normal(head)], _split(tail + " " + rest))
    if first.isdigit():
        return Command(NUMBER, (first, *_split(rest)))
    name = words.get(normal(first))
    if name is None:
        if _MOVE.match(first):
            return Command("play", (first, *_split(rest)))
        raise CommandError(first)
    return Command(name, _split(rest))


def _split(text: str) -> tuple[str, ...]:
    """Arguments separated by spaces, commas or ``+`` (but a move's ``+`` stays whole)."""
    parts = [p for p in re.split(r"[\s,]+", text.strip()) if p]
    out: list[str] = []
    for part in parts:
        if ":" in part:
            out.append(part)
        else:
            out.extend(p for p in part.split("+") if p)
    return tuple(out)


# A typed discard ----------------------------------------------------------------------

class DiscardError(ValueError):
    """Why the cards of a typed discard cannot be told: a message id and its ``variables``."""

    def __init__(self, message_id: str, variables: dict[str, str | int] | None = None) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.variables: dict[str, str | int] = dict(variables or {})


@cache
def _suit_words(lang: str) -> dict[str, int]:
    table: dict[str, int] = {}
    for language in _languages(lang):
        for index, suit in enumerate(SUITS):
            for word in catalogue_words(language, f"suit-words-{suit}"):
                table.setdefault(word, index)
    return table


@cache
def _lowest_words(lang: str) -> frozenset[str]:
    return frozenset(word for language in _languages(lang)
                     for word in catalogue_words(language, "words-lowest"))


def discard_cards(args: Sequence[str], hand: Sequence[Card52], lang: str = "en"
                  ) -> tuple[Card52, ...]:
    """The cards a typed discard names, sorted: hand positions (``3``), ranges of them
    (``1-5``), cards (``Qs``) and the lowest cards of a suit (``lowest 3 hearts``,
    ``3 lowest hearts``, ``младшие 3 червы``), in any mix. A card named twice counts once.
    Raises ``DiscardError`` for a position outside the hand, a word that is no card, a
    ``lowest`` without its suit, or more of a suit than the hand holds.

    >>> from cardtable.cards import parse_cards52
    >>> hand = parse_cards52("2c 3h 4c 5c 9h Qs")
    >>> [str(c) for c in discard_cards(["lowest", "2", "clubs", "5-6"], hand)]
    ['2c', '4c', '9h', 'Qs']
    """
    lowest = _lowest_words(lang)
    suits = _suit_words(lang)
    words = [normal(arg) for arg in args]
    cards: list[Card52] = []

    def position(number: int) -> Card52:
        if not 1 <= number <= len(hand):
            raise DiscardError("refuse-no-position", {"number": number, "count": len(hand)})
        return hand[number - 1]

    index = 0
    while index < len(words):
        word = words[index]
        count: int | None = None
        if word.isdigit() and index + 1 < len(words) and words[index + 1] in lowest:
            count, index = int(word), index + 2
        elif word in lowest:
            index += 1
            if index < len(words) and words[index].isdigit():
                count, index = int(words[index]), index + 1
            else:
                count = 1
        if count is not None:
            if index >= len(words) or words[index] not in suits:
                raise DiscardError("discard-lowest-how")
            suit = suits[words[index]]
            index += 1
            of_suit = sorted(c for c in hand if CARD52_SUIT[c] == suit)
            if len(of_suit) < count:
                raise DiscardError("discard-lowest-short", {
                    "suit": SUITS[suit], "asked": count, "count": len(of_suit)})
            cards.extend(of_suit[:count])
            continue
        index += 1
        span = _RANGE.match(word)
        if span is not None:
            low, high = sorted((int(span.group(1)), int(span.group(2))))
            cards.extend(position(number) for number in range(low, high + 1))
        elif word.isdigit():
            cards.append(position(int(word)))
        else:
            try:
                cards.append(parse_card52(args[index - 1]))
            except ValueError:
                raise DiscardError("bad-card", {"text": args[index - 1], "example": "Qs"}
                                   ) from None
    return tuple(sorted(dict.fromkeys(cards)))
