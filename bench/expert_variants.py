"""Variants of the expert computer player, for measuring ideas in tournaments before they
become the expert (bench/README.md, "Strength")::

    cardtable simulate --bot-module bench/expert_variants.py --bots expert-heuristic,greedy \\
        --iterations 100

Importing this module registers each variant by name (``bots.levels.register_bot``). Each
is the expert's own player (``IsmctsBot`` at the expert's budget and error rates) with its
playout policy, inference and exploration set, so a tournament's ``--iterations`` or
``--budget-ms`` apply to it too. ``expert-random`` is the expert as it was before issue 21
(random playouts to the end of the round, no inference); ``expert-deal-infer`` is today's
expert.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import EXPERT_MILLISECONDS, register_bot


def expert_with(**settings: Any) -> Callable[[random.Random], IsmctsBot]:
    """A maker of the expert with ``settings`` (``IsmctsBot`` keywords) changed."""
    def make(rng: random.Random) -> IsmctsBot:
        options: dict[str, Any] = {"milliseconds": EXPERT_MILLISECONDS, "error_rate": 0.01,
                                   "notice_rate": 1.0, **settings}
        return IsmctsBot(rng, **options)
    return make


VARIANTS: dict[str, Callable[[random.Random], IsmctsBot]] = {
    "expert-random": expert_with(playout="random", inference=False),
    "expert-heuristic": expert_with(playout="heuristic", inference=False),
    "expert-reply": expert_with(playout="reply", inference=False),
    "expert-deal": expert_with(playout="deal", inference=False),
    "expert-deal-reply": expert_with(playout="deal-reply", inference=False),
    "expert-deal-infer": expert_with(playout="deal", inference=True),
    "expert-deal-c03": expert_with(playout="deal", inference=False, exploration=0.3),
    "expert-deal-c15": expert_with(playout="deal", inference=False, exploration=1.5),
}
"""Variant name: its maker."""

GREEDY_VARIANTS: dict[str, Callable[[random.Random], GreedyBot]] = {
    "greedy-lookahead": lambda rng: GreedyBot(rng, lookahead=True),
    "normal-lookahead": lambda rng: GreedyBot(rng, error_rate=0.08, notice_rate=0.6,
                                               lookahead=True),
}
"""Variants of the greedy player (``normal`` is greedy at its own error rates)."""

for _name, _maker in {**VARIANTS, **GREEDY_VARIANTS}.items():
    register_bot(_name, _maker)
