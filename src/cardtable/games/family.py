"""What a game family is to every layer above the engines (issue 14, OpenSpiel's
``register_game``): its name, rules, presets and option choices, how a game is dealt, and
its record codec. ``cardtable.games.registry`` lists the families; nothing above ``games/``
asks which game it holds, it asks the family.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtable.games.base import GameRules, GameState


@dataclass(frozen=True, slots=True)
class OptionChoices:
    """What a client may choose when it opens a table of this family (the new-table form,
    the terminal's menu): presets, modifiers, player counts, every option by name and the
    values an option is chosen from, and each preset's resolved options."""

    presets: tuple[str, ...]
    modifiers: tuple[str, ...]
    players: tuple[int, ...]
    options: tuple[str, ...]
    choices: Mapping[str, tuple[str, ...]]
    defaults: Mapping[str, dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        """The choices as the room's ``welcome`` frame sends them."""
        return {"presets": list(self.presets), "modifiers": list(self.modifiers),
                "players": list(self.players), "options": list(self.options),
                "choices": {name: list(values) for name, values in self.choices.items()},
                "defaults": {name: dict(values) for name, values in self.defaults.items()}}


@dataclass(frozen=True, slots=True)
class GameFamily:
    """One game of the room, as the registry holds it."""

    name: str
    """The game's name in records, the protocol and the CLI (``sweep``, ``metamorphosis``);
    also its rating family."""
    rules: Any
    """Its ``Rules`` class: ``preset(name, **options)``, ``from_options(options)``."""
    default_preset: str
    choices: OptionChoices
    new_game: Callable[..., GameState]
    """``new_game(rules, seed=None, rng=None)``: a new game under the rules, dealt from a
    seed or a random generator (its first events in ``state.start_events``)."""
    rules_from_record: Callable[[dict[str, Any]], GameRules]
    """The rules of a record of this game (its envelope checked), or ``RecordError``."""
    replayer: Callable[..., Any]
    """The record's replayer: ``replayer(record, rules, allow_unfinished).run()`` yields
    every event, checked against the record."""
    parse_card: Callable[[str], Any]
    """A card of the family's deck from its notation (``7d``; ``Qs`` in a 52-card deck)."""
    breakdown: bool = False
    """Whether a round's record says why it scored (``breakdown``, the sweep games) or its
    events do (Metamorphosis's ``deal_score``)."""
    types: tuple[type, ...] = field(default=())
    """The classes of its rules, states, views, moves and events, by which the registry
    tells an object's family (``family_of``)."""

    @property
    def presets(self) -> tuple[str, ...]:
        """The family's presets, the default first."""
        return self.choices.presets

    def make_rules(self, preset: str | None = None, **options: Any) -> GameRules:
        """Validated rules from a preset (the family's default) and option overrides;
        raises ``OptionError`` naming the option at fault."""
        rules: GameRules = self.rules.preset(preset or self.default_preset, **options)
        return rules

    def rules_from_options(self, options: dict[str, Any]) -> GameRules:
        """The rules of a stored game, from its resolved options."""
        rules: GameRules = self.rules.from_options(options)
        return rules

    def modifiers(self, rules: Any) -> tuple[str, ...]:
        """The modifiers in force under ``rules``, by name (none for a family without)."""
        return tuple(getattr(rules, "modifiers", ()))
