"""The games a table can hold, through their ``Rules`` classes: building and checking
options, dealing a new game from a seed, and what clients may choose from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Protocol, cast

from cardtable.bots.levels import LEVELS
from cardtable.cards import DeckStyle
from cardtable.games.base import GameState
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.sweep.rules import (
    CAPTURE_RULES,
    CATEGORIES,
    DEALINGS,
    FIRST_PLAYERS,
    MAX_PLAYERS,
    PENALTIES,
    PRESETS,
    OptionError,
)
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.games.sweep.state import new_game as new_sweep_game

GAMES: Final = ("sweep", "metamorphosis")
SWEEP_MODIFIERS: Final = ("fifteen", "scopone", "muerto", "manual")
AnyRules = SweepRules | MetaRules


class Game(GameState, Protocol):
    """A game state as both games make it: with the events of its first deal."""

    @property
    def start_events(self) -> Sequence[Any]:
        """The events of the deal that opened the game."""
        ...


def make_rules(game: str, preset: str | None, options: dict[str, Any]) -> AnyRules:
    """Validated rules from a preset and option overrides; raises ``OptionError`` naming
    the option at fault and what it may be."""
    scoring = options.get("scoring")
    if game == "sweep" and scoring is not None and not isinstance(scoring, list | str):
        raise OptionError(f"scoring must be a list of categories ({', '.join(CATEGORIES)}); "
                          f"got {scoring!r}")
    try:
        if game == "sweep":
            return SweepRules.preset(preset or "classic", **options)
        if game == "metamorphosis":
            return MetaRules.preset(preset or "metamorphosis", **options)
    except OptionError:
        raise
    except (TypeError, ValueError) as error:
        raise OptionError(f"bad options: {error}") from None
    raise OptionError(f"game {game!r} is unknown: the games are {', '.join(GAMES)}")


def rules_from_options(game: str, options: dict[str, Any]) -> AnyRules:
    """The rules of a stored table, from its resolved options."""
    if game == "sweep":
        return SweepRules.from_options(options)
    if game == "metamorphosis":
        return MetaRules.from_options(options)
    raise OptionError(f"game {game!r} is unknown: the games are {', '.join(GAMES)}")


def new_state(rules: AnyRules, seed: int) -> Game:
    """A new game under ``rules`` dealt from ``seed`` (its first events in
    ``state.start_events``)."""
    if isinstance(rules, SweepRules):
        return cast(Game, new_sweep_game(rules, seed))
    return cast(Game, new_meta_game(rules, seed))


def game_of(rules: AnyRules) -> str:
    """``sweep`` or ``metamorphosis``: also the rating family."""
    return "sweep" if isinstance(rules, SweepRules) else "metamorphosis"


def modifiers(rules: AnyRules) -> list[str]:
    """The modifiers in force (sweep games), by name."""
    return list(rules.modifiers) if isinstance(rules, SweepRules) else []


def catalogue() -> dict[str, Any]:
    """What a client may choose when it creates a table (for the ``welcome`` frame)."""
    sweep_options = sorted(set(SweepRules().to_options()) - {"preset"})
    return {
        "sweep": {"presets": list(PRESETS), "modifiers": list(SWEEP_MODIFIERS),
                  "players": list(range(2, MAX_PLAYERS + 1)), "options": sweep_options,
                  "choices": {"deck": [style.value for style in DeckStyle],
                              "capture": list(CAPTURE_RULES), "dealing": list(DEALINGS),
                              "first_player": list(FIRST_PLAYERS),
                              "penalties": list(PENALTIES),
                              "scoring": list(CATEGORIES)},
                  "defaults": {name: SweepRules.preset(name).to_options()
                               for name in PRESETS}},
        "metamorphosis": {"presets": ["metamorphosis"], "modifiers": [], "players": [2, 3],
                          "options": ["players", "first_dealer", "parties"], "choices": {},
                          "defaults": {"metamorphosis": MetaRules().to_options()}},
        "bot_levels": list(LEVELS),
    }
