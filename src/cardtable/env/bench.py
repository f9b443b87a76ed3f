"""Environment steps per second beside the engine's plays per second (``cardtable bench``'s
``environments``; bench/README.md).

Both loops run for about ``seconds`` of processor time on the same rules, a finished game
replaced by a new one inside the timing. The engine: ``state.play(rng.choice(
state.legal_moves()))``. The environment: ``observation, ... = env.last()``, a uniformly
random legal action drawn from ``observation["action_mask"]`` (``numpy.flatnonzero``), then
``env.step(action)``; every step builds the seat's observation from its ``view`` and the mask,
as a learner's loop does.
"""

from __future__ import annotations

import random
import time
from typing import Any, Final

import numpy as np

from cardtable.env.pettingzoo import CardtableEnv
from cardtable.games.registry import family

VARIANTS: Final = (("sweep", "scopa", 2), ("sweep", "escoba", 4), ("metamorphosis", None, 2))


def engine_rate(game: str, preset: str | None, players: int, seconds: float,
                seed: int = 1) -> float:
    """The engine's plays per second of processor time under random play."""
    chosen = family(game)
    rules = chosen.make_rules(preset, players=players)
    rng = random.Random(seed)
    state = chosen.new_game(rules, rng=random.Random(rng.getrandbits(64)))
    plays = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(64):
            moves = state.legal_moves()
            state.play(moves[rng.randrange(len(moves))])
            plays += 1
            if state.is_over:
                state = chosen.new_game(rules, rng=random.Random(rng.getrandbits(64)))
    return plays / (time.process_time() - start)


def env_rate(game: str, preset: str | None, players: int, seconds: float,
             seed: int = 1) -> float:
    """The PettingZoo environment's steps per second of processor time (steps that act;
    the dead steps that end a game are done but not counted)."""
    table = CardtableEnv(game, preset, players=players)
    table.reset(seed=seed)
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(64):
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                if not table.agents:
                    table.reset()
                continue
            legal = np.flatnonzero(observation["action_mask"])
            table.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (time.process_time() - start)


def environment_costs(seconds: float) -> list[dict[str, Any]]:
    """One entry per variant: ``game``, ``preset``, ``players``, ``engine_plays_per_second``,
    ``env_steps_per_second`` (both by processor time) and ``ratio`` (engine over env)."""
    entries = []
    for game, preset, players in VARIANTS:
        engine = engine_rate(game, preset, players, seconds)
        steps = env_rate(game, preset, players, seconds)
        entries.append({"game": game, "preset": preset or game, "players": players,
                        "engine_plays_per_second": round(engine, 1),
                        "env_steps_per_second": round(steps, 1),
                        "ratio": round(engine / steps, 2) if steps else 0.0})
    return entries
