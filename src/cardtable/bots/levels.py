"""Computer players by name and by level; the same names everywhere (CLI, clients, server).

Levels: ``easy`` (greedy that often plays at random, errs often and misses most errors),
``normal`` (greedy), ``hard`` (a short search), ``expert`` (the full search, under half a
second a move). Players by kind: ``random``, ``greedy``, ``ismcts``, and ``policy:`` with a
Python path for a trained agent (``cardtable.env.policy``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
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
"""Every name ``make_bot`` accepts, besides ``policy:module:callable``."""
POLICY_PREFIX: Final = "policy:"
"""A trained policy by its Python path (``cardtable.env.policy``; the research extra)."""


def is_bot_name(name: str) -> bool:
    """Whether ``make_bot`` knows ``name``: a level, a kind or ``policy:module:callable``."""
    return name in _MAKERS or name.startswith(POLICY_PREFIX)


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
                         f"{', '.join(BOT_NAMES)}")
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    bot = maker(generator)
    bot.name = name
    return bot
