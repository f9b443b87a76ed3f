"""Typed commands of the terminal client: one line is one command, and every key has one.

A line is a command word and its arguments (``play 2``, ``card 3``, ``take 1 3``); a
leading ``/`` (the way to type a command on a terminal, where single keys act at once) is
dropped. The single letters of the keys are commands too (``c`` is ``table``), so a pipe
can do everything the keyboard does; an empty line is the Enter key. A card or a move on
its own (``7d``, ``5c:2d+3c``) means ``play`` it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

WORDS: Final[dict[str, str]] = {
    "enter": "enter",
    "table": "table", "c": "table",
    "card": "card",
    "score": "score", "s": "score",
    "turn": "turn", "t": "turn",
    "hand": "hand",
    "pile": "pile", "d": "pile",
    "play": "play",
    "take": "take",
    "bid": "bid",
    "discard": "discard",
    "end": "end",
    "challenge": "challenge",
    "claim": "claim", "k": "claim",
    "help": "help", "h": "help",
    "hint": "hint", "?": "hint",
    "quit": "quit", "q": "quit", "exit": "quit",
    "left": "left", "previous": "left",
    "right": "right", "next": "right",
    "yes": "yes", "y": "yes",
    "no": "no", "n": "no",
    "cancel": "cancel", "escape": "cancel",
    "pass": "pass",
}
"""Command words and letters, each to the command it names."""

COMMAND_LIST: Final = ("table", "card N", "score", "turn", "hand", "pile", "play N",
                       "take …", "bid N", "discard …", "end", "challenge", "claim", "hint", "help",
                       "quit", "left", "right", "yes", "no", "cancel", "pass")
"""The commands as the help and the error for an unknown word list them."""

NUMBER: Final = "number"
"""A line that is just a number: the digit keys (read, choose or toggle table card N)."""

_MOVE: Final = re.compile(r"^(10|[1-9AJQK])[DHSC♦♥♠♣♢♡♤♧](:\S*)?$", re.IGNORECASE)


class CommandError(ValueError):
    """A line whose first word is no command; ``word`` is that word."""

    def __init__(self, word: str) -> None:
        super().__init__(f"{word!r} is not a command")
        self.word = word


@dataclass(frozen=True, slots=True)
class Command:
    """One parsed line: the command's name and its arguments, as typed."""

    name: str
    """A value of ``WORDS``, or ``number``."""
    args: tuple[str, ...] = ()

    @property
    def rest(self) -> str:
        """The arguments as one string."""
        return " ".join(self.args)


def parse_command(line: str) -> Command:
    """The command a line names; raises ``CommandError`` for an unknown command word.

    >>> parse_command("play 2")
    Command(name='play', args=('2',))
    >>> parse_command("/c"), parse_command("")
    (Command(name='table', args=()), Command(name='enter', args=()))
    >>> parse_command("3")
    Command(name='number', args=('3',))
    >>> parse_command("bid:2"), parse_command("5c:2d+3c")
    (Command(name='bid', args=('2',)), Command(name='play', args=('5c:2d+3c',)))
    """
    text = line.strip()
    if text.startswith("/"):
        text = text[1:].strip()
    if not text:
        return Command("enter")
    first, _, rest = text.partition(" ")
    head, colon, tail = first.partition(":")
    if colon and WORDS.get(head.lower()) in ("bid", "discard", "take", "claim"):
        return Command(WORDS[head.lower()], _split(tail + " " + rest))
    if first.isdigit():
        return Command(NUMBER, (first, *_split(rest)))
    name = WORDS.get(first.lower())
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
