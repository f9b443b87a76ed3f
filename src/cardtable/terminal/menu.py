"""The short numbered menu that sets up a game when ``cardtable play`` is given no game flags
on a terminal: the game, the players, teams, modifiers and the computer players' level.

Each question is said as sentences, each choice numbered; an empty answer takes the default
and a wrong one is answered with the numbers that are accepted.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Final

from cardtable.bots.levels import LEVELS
from cardtable.games.base import OptionError
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.sweep.rules import PRESETS
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.terminal.commands import catalogue_words, normal
from cardtable.terminal.settings import DEFAULT_LEVEL
from cardtable.text import message

GAMES: Final = (*PRESETS, "metamorphosis")
"""The games of the menu: the sweep presets, then Metamorphosis."""
MODIFIERS: Final = ("fifteen", "scopone", "muerto", "manual")


@dataclass(frozen=True, slots=True)
class MenuChoice:
    """What the menu set up."""

    rules: SweepRules | MetaRules
    level: str


class _Quit(Exception):
    """The player left the menu (or the input ended)."""


def answers(lang: str, answer: str) -> frozenset[str]:
    """The words that answer a question yes (``answer="yes"``) or no, in the language and
    in English (``y``, ``да``, ``д``; ``n``, ``нет``, ``н``)."""
    return frozenset(word for language in dict.fromkeys(("en", lang))
                     for word in catalogue_words(language, f"answers-{answer}"))


def run_menu(lang: str, tell: Callable[[str], None],
             read: Callable[[], str | None]) -> MenuChoice | None:
    """Ask the questions; ``None`` when the player leaves (Q) or the input ends."""
    def say(message_id: str, **args: str | int) -> str:
        return message(lang, message_id, **args)

    def answer() -> str:
        line = read()
        if line is None or line.strip().lower().lstrip("/") in ("q", "quit"):
            raise _Quit
        return line.strip()

    def bad(low: int, high: int) -> str:
        if high == low + 1:
            return say("menu-bad-two", first=low, second=high)
        return say("menu-bad", min=low, max=high)

    def choose(question: str, items: Sequence[str], default: int | None,
               words: Sequence[Collection[str]] = ()) -> int:
        """An item by its number (or one of its ``words``); Enter alone gives ``default``,
        or asks again when there is none."""
        tell(question)
        for number, item in enumerate(items, start=1):
            tell(say("menu-item", number=number, text=item))
        while True:
            text = answer()
            if not text and default is not None:
                return default
            if text.isdigit() and 1 <= int(text) <= len(items):
                return int(text)
            for number, accepted in enumerate(words, start=1):
                if normal(text) in accepted:
                    return number
            tell(bad(1, len(items)))

    def number(question: str, low: int, high: int) -> int:
        tell(question)
        while True:
            text = answer()
            if not text:
                return low
            if text.isdigit() and low <= int(text) <= high:
                return int(text)
            tell(bad(low, high))

    def several(question: str, items: Sequence[str]) -> list[int]:
        tell(question)
        for index, item in enumerate(items, start=1):
            tell(say("menu-item", number=index, text=item))
        while True:
            parts = answer().replace(",", " ").split()
            if all(p.isdigit() and 1 <= int(p) <= len(items) for p in parts):
                return sorted({int(p) for p in parts})
            tell(bad(1, len(items)))

    yes_no = [answers(lang, "yes"), answers(lang, "no")]
    try:
        while True:
            game = GAMES[choose(say("menu-game"), [say("game-name", game=g) for g in GAMES],
                                None) - 1]
            if game == "metamorphosis":
                players = number(say("menu-players-two", first=2, second=3), 2, 3)
                rules: SweepRules | MetaRules = MetaRules.preset(players=players)
            else:
                players = number(say("menu-players", min=2, max=6), 2, 6)
                options: dict[str, Any] = {"players": players}
                if players in (4, 6):
                    default = 2 if game == "classic" else 1
                    options["teams"] = choose(say("menu-teams", default=default),
                                              [say("menu-yes"), say("menu-no")], default,
                                              yes_no) == 1
                names = [say("modifier", modifier=m) for m in MODIFIERS]
                for chosen in several(say("menu-modifiers"), names):
                    options[MODIFIERS[chosen - 1]] = True
                try:
                    rules = SweepRules.preset(game, **options)
                except OptionError as error:
                    tell(say("refuse-engine", reason=str(error)))
                    continue
            default = LEVELS.index(DEFAULT_LEVEL) + 1
            level = LEVELS[choose(say("menu-level", default=default),
                                  [say("level-name", level=name) for name in LEVELS],
                                  default) - 1]
            return MenuChoice(rules, level)
    except _Quit:
        return None
