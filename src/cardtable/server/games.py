"""The games a table can hold, through the registry: building and checking options,
dealing a new game from a seed, and what clients may choose from."""

from __future__ import annotations

from typing import Any

from cardtable.bots.levels import LEVELS
from cardtable.games.base import GameRules, GameState, OptionError
from cardtable.games.registry import FAMILIES, family, family_of

AnyRules = GameRules
"""The rules of any registered game."""
Game = GameState
"""A game state of any registered game, with the events of its first deal."""


def make_rules(game: str, preset: str | None, options: dict[str, Any]) -> GameRules:
    """Validated rules from a preset and option overrides; raises ``OptionError`` naming
    the option at fault and what it may be."""
    chosen = family(game)
    scoring = options.get("scoring")
    if "scoring" in chosen.choices.choices and scoring is not None and not isinstance(
            scoring, list | str):
        raise OptionError(f"scoring must be a list of categories "
                          f"({', '.join(chosen.choices.choices['scoring'])}); got {scoring!r}")
    try:
        return chosen.make_rules(preset, **options)
    except OptionError:
        raise
    except (TypeError, ValueError) as error:
        raise OptionError(f"bad options: {error}") from None


def rules_from_options(game: str, options: dict[str, Any]) -> GameRules:
    """The rules of a stored table, from its resolved options."""
    return family(game).rules_from_options(options)


def new_state(rules: GameRules, seed: int) -> GameState:
    """A new game under ``rules`` dealt from ``seed`` (its first events in
    ``state.start_events``)."""
    return family_of(rules).new_game(rules, seed)


def game_of(rules: GameRules) -> str:
    """The game's name (``sweep``, ``metamorphosis``): also the rating family."""
    return family_of(rules).name


def modifiers(rules: GameRules) -> list[str]:
    """The modifiers in force, by name (none in a game without modifiers)."""
    return list(family_of(rules).modifiers(rules))


def catalogue() -> dict[str, Any]:
    """What a client may choose when it creates a table (for the ``welcome`` frame): each
    game's choices by name, and the computer players' levels."""
    return {**{name: entry.choices.to_json() for name, entry in FAMILIES.items()},
            "bot_levels": list(LEVELS)}
