"""Computer players by name and by level; the same names everywhere (CLI, clients, server).

Levels: ``easy`` (greedy that often plays at random, errs often and misses most errors),
``normal`` (greedy), ``hard`` (a short search), ``expert`` (the full search, under half a
second a move). Players by kind: ``random``, ``greedy``, ``ismcts``.

Other players (a reference opponent in ``bench/``) join by ``register_bot``, usually from a
module that ``load_bot_module`` imports (``cardtable simulate --bot-module``).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import random
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Final

from cardtable.bots.base import Bot
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.random_bot import RandomBot

LEVELS: Final = ("easy", "normal", "hard", "expert")
"""Bot levels from weakest to strongest."""
EXPERT_MILLISECONDS: Final = 400.0
HARD_MILLISECONDS: Final = 120.0

_MAKERS: Final[dict[str, Callable[[random.Random], Bot]]] = {
    "random": lambda rng: RandomBot(rng),
    "greedy": lambda rng: GreedyBot(rng),
    "ismcts": lambda rng: IsmctsBot(rng, milliseconds=EXPERT_MILLISECONDS),
    "easy": lambda rng: GreedyBot(rng, error_rate=0.15, notice_rate=0.3, randomness=0.5),
    "normal": lambda rng: GreedyBot(rng, error_rate=0.08, notice_rate=0.6),
    "hard": lambda rng: IsmctsBot(rng, milliseconds=HARD_MILLISECONDS, error_rate=0.03,
                                  notice_rate=0.9),
    "expert": lambda rng: IsmctsBot(rng, milliseconds=EXPERT_MILLISECONDS, error_rate=0.01,
                                    notice_rate=1.0),
}
BOT_NAMES: Final = tuple(_MAKERS)
"""The built-in names ``make_bot`` accepts (``bot_names`` adds the registered ones; besides,
``policy:module:callable``)."""
POLICY_PREFIX: Final = "policy:"
"""A trained policy by its Python path (``cardtable.env.policy``; the research extra)."""


def register_bot(name: str, maker: Callable[[random.Random], Bot]) -> None:
    """Make ``make_bot(name)`` build ``maker(rng)``: a player defined outside the package.
    A built-in name cannot be replaced; registering a name again replaces its maker."""
    if name in BOT_NAMES:
        raise ValueError(f"{name!r} is a built-in computer player")
    if not name or "," in name or name != name.strip():
        raise ValueError(f"{name!r} cannot name a computer player")
    _MAKERS[name] = maker


def is_bot_name(name: str) -> bool:
    """Whether ``make_bot`` knows ``name``: a level, a kind, a registered player or
    ``policy:module:callable``."""
    return name in _MAKERS or name.startswith(POLICY_PREFIX)


def bot_names() -> tuple[str, ...]:
    """Every name ``make_bot`` accepts now: the built-in ones, then the registered ones."""
    return tuple(_MAKERS)


def load_bot_module(spec: str) -> ModuleType:
    """Import the module ``spec`` (a dotted name, or a path to a ``.py`` file) so that it
    registers its players with ``register_bot``, and return it; a module already imported
    is not run again."""
    if not spec.endswith(".py"):
        return importlib.import_module(spec)
    path = Path(spec).resolve()
    digest = hashlib.sha256(str(path).encode("utf-8")).hexdigest()[:16]
    name = f"cardtable_bot_module_{digest}"
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    found = importlib.util.spec_from_file_location(name, path)
    if found is None or found.loader is None:
        raise ImportError(f"cannot load a module from {spec}")
    module = importlib.util.module_from_spec(found)
    sys.modules[name] = module
    try:
        found.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def make_bot(name: str, rng: random.Random | int | None = None) -> Bot:
    """A computer player by level (``easy`` … ``expert``) or kind (``random``, ``greedy``,
    ``ismcts``) or a trained policy (``policy:module:callable``, ``cardtable.env.policy``),
    seeded from ``rng``. An unknown name raises ``ValueError`` listing them."""
    if name.startswith(POLICY_PREFIX):
        from cardtable.env.policy import make_policy_bot

        return make_policy_bot(name, rng)
    maker = _MAKERS.get(name)
    if maker is None:
        raise ValueError(f"{name!r} is not a computer player: choose one of "
                         f"{', '.join(bot_names())}")
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    bot = maker(generator)
    bot.name = name
    return bot
