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
from cardtable.games.base import GameRules, OptionError
from cardtable.games.family import GameFamily
from cardtable.games.registry import FAMILIES
from cardtable.terminal.commands import catalogue_words, normal
from cardtable.terminal.settings import DEFAULT_LEVEL
from cardtable.text import message

GAMES: Final = tuple((entry, preset) for entry in FAMILIES.values()
                     for preset in entry.presets)
"""The games of the menu: every preset of every registered game, in the registry's order."""


@dataclass(frozen=True, slots=True)
class MenuChoice:
    """What the menu set up."""

    rules: GameRules
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
            entry, preset = GAMES[choose(say("menu-game"),
                                         [say("game-name", game=p) for _, p in GAMES],
                                         None) - 1]
            counts = entry.choices.players
            if len(counts) == 2:
                question = say("menu-players-two", first=counts[0], second=counts[1])
            else:
                question = say("menu-players", min=counts[0], max=counts[-1])
            options: dict[str, Any] = {"players": number(question, counts[0], counts[-1])}
            if _teams_optional(entry, preset, options["players"]):
                default = 1 if entry.make_rules(preset, **options).to_options()["teams"] else 2
                options["teams"] = choose(say("menu-teams", default=default),
                                          [say("menu-yes"), say("menu-no")], default,
                                          yes_no) == 1
            modifiers = entry.choices.modifiers
            if modifiers:
                names = [say("modifier", modifier=m) for m in modifiers]
                for chosen in several(say("menu-modifiers"), names):
                    options[modifiers[chosen - 1]] = True
            try:
                rules = entry.make_rules(preset, **options)
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


def _teams_optional(entry: GameFamily, preset: str, players: int) -> bool:
    """Whether this many players of ``preset`` may play in teams or each for himself."""
    if "teams" not in entry.choices.options:
        return False
    try:
        for teams in (True, False):
            entry.make_rules(preset, players=players, teams=teams)
    except OptionError:
        return False
    return True
