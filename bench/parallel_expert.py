"""Players for measuring root parallelism (``cardtable.bots.parallel``) in a tournament:
``expert-x2`` and ``expert-x4`` are the expert growing 2 or 4 trees at once, one a process,
so that it can meet the one-tree expert in one match.

    cardtable simulate --bot-module bench/parallel_expert.py --bots expert-x2,expert \\
        --preset scopa --clock cpu --jobs 1 --games 100

With ``--clock cpu`` each tree gets the budget of processor time whatever else the machine
runs: the match weighs twice (four times) the computation against once, not the cores free.
"""

from __future__ import annotations

import random

from cardtable.bots.base import Bot
from cardtable.bots.levels import make_bot, register_bot
from cardtable.bots.parallel import give_helpers


def _expert_over(processes: int, rng: random.Random) -> Bot:
    bot = make_bot("expert", rng)
    give_helpers(bot, processes)
    return bot


register_bot("expert-x2", lambda rng: _expert_over(2, rng))
register_bot("expert-x4", lambda rng: _expert_over(4, rng))
