"""Every game of the room, by name (OpenSpiel's ``register_game``): the one place that
lists them. A new game is its own package under ``games/`` with a ``family.py``, and one
line here; every layer above asks the registry instead of naming a game.

    >>> from cardtable.games.registry import family, family_of, names
    >>> names()
    ('sweep', 'metamorphosis')
    >>> family("sweep").presets
    ('classic', 'scopa', 'escoba', 'escoba-primiera')
    >>> rules = family("metamorphosis").make_rules(players=3)
    >>> family_of(rules).name
    'metamorphosis'
    >>> family("chess")
    Traceback (most recent call last):
    ...
    cardtable.games.base.OptionError: game 'chess' is unknown: the games are sweep, metamorphosis
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Final

from cardtable.games.base import OptionError
from cardtable.games.family import GameFamily
from cardtable.games.metamorphosis.family import METAMORPHOSIS
from cardtable.games.sweep.family import SWEEP

FAMILIES: Final[dict[str, GameFamily]] = {f.name: f for f in (SWEEP, METAMORPHOSIS)}


def names() -> tuple[str, ...]:
    """The registered games' names, in the order clients list them."""
    return tuple(FAMILIES)


def family(name: str) -> GameFamily:
    """The family called ``name``; ``OptionError`` naming the games there are otherwise."""
    try:
        return FAMILIES[name]
    except (KeyError, TypeError):
        raise OptionError(f"game {name!r} is unknown: the games are "
                          f"{', '.join(FAMILIES)}") from None


def family_of(thing: Any) -> GameFamily:
    """The family of a game's rules, state, view, move or event."""
    for candidate in FAMILIES.values():
        if isinstance(thing, candidate.types):
            return candidate
    raise TypeError(f"{type(thing).__name__} belongs to no registered game")


def load_parts(*patterns: str) -> None:
    """Import, for every registered game, each layer's module of that game, named after it:
    ``load_parts("cardtable.text.{game}")`` imports ``cardtable.text.sweep`` and
    ``cardtable.text.metamorphosis``, which register their answers (``singledispatch``).
    So a layer names no game, and a new game's modules are found by its name."""
    for name in FAMILIES:
        for pattern in patterns:
            import_module(pattern.format(game=name))
