"""Environment steps per second beside the engine's plays per second (``cardtable bench``'s
``environments``; bench/README.md).

Both loops run for about ``seconds`` of processor time on the same rules, a finished game
replaced by a new one inside the timing. The engine: ``state.play(rng.choice(
state.legal_moves()))``. The environment: ``observation, ... = env.last()``, a uniformly
random legal action drawn from ``observation["action_mask"]`` (``numpy.flatnonzero``), then
``env.step(action)``; every step hands out the seat's observation and the mask, as a
learner's loop takes them.

The loops' ratio charges the random agent's ``flatnonzero`` and draw to the environment. What
the environment itself adds is measured apart (``replayed_costs``): both loops' choices are
recorded once, then replayed and timed, so that no agent is in either figure.
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


def record_choices(game: str, preset: str | None, players: int, games: int, seed: int = 5
                   ) -> tuple[list[list[int]], list[int]]:
    """``games`` games played at random, once by the engine and once by the environment
    (game ``number`` dealt from ``number``), their choices drawn from one generator seeded
    ``seed``: the engine's picks (indices into ``legal_moves()``) by game, and the
    environment's actions in order, for replaying."""
    chosen = family(game)
    rules = chosen.make_rules(preset, players=players)
    rng = random.Random(seed)
    plays: list[list[int]] = []
    for number in range(games):
        state = chosen.new_game(rules, rng=random.Random(number))
        picks = []
        while not state.is_over:
            moves = state.legal_moves()
            picks.append(rng.randrange(len(moves)))
            state.play(moves[picks[-1]])
        plays.append(picks)
    table = CardtableEnv(game, preset, players=players)
    actions: list[int] = []
    for number in range(games):
        table.reset(seed=number)
        while table.agents:
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            actions.append(int(legal[rng.randrange(len(legal))]))
            table.step(actions[-1])
    return plays, actions


def replayed_costs(game: str, preset: str | None, players: int, games: int,
                   repeats: int = 5, seed: int = 5) -> tuple[float, float, float | None]:
    """Microseconds of processor time a play of the engine and a step of the environment
    take over ``games`` games, their random choices recorded first (``record_choices``) and
    then replayed (best of ``repeats``): what the environment adds to the engine's play, with
    no agent in either. Third, the engine's play through ``play_legal`` (the move not checked
    again, as the environment plays it; ``None`` for an engine without it)."""
    chosen = family(game)
    rules = chosen.make_rules(preset, players=players)
    plays, actions = record_choices(game, preset, players, games, seed)
    table = CardtableEnv(game, preset, players=players)

    def environment() -> float:
        count = 0
        start = time.process_time()
        for number in range(games):
            table.reset(seed=number)
            while table.agents:
                _, _, terminated, truncated, _ = table.last()
                if terminated or truncated:
                    table.step(None)
                    continue
                table.step(actions[count])
                count += 1
        return (time.process_time() - start) / count * 1e6

    def engine(checked: bool = True) -> float:
        count = 0
        start = time.process_time()
        for number in range(games):
            state = chosen.new_game(rules, rng=random.Random(number))
            play = state.play if checked else state.play_legal
            for pick in plays[number]:
                play(state.legal_moves()[pick])
                count += 1
        return (time.process_time() - start) / count * 1e6

    unchecked = hasattr(chosen.new_game(rules, rng=random.Random(0)), "play_legal")
    return (min(engine() for _ in range(repeats)),
            min(environment() for _ in range(repeats)),
            min(engine(False) for _ in range(repeats)) if unchecked else None)


REPLAY_GAMES: Final = {"sweep": 100, "metamorphosis": 20}
"""Games replayed per variant by ``environment_costs`` (a tenth when quick)."""


def environment_costs(seconds: float, quick: bool = False) -> list[dict[str, Any]]:
    """One entry per variant: ``game``, ``preset``, ``players``, ``engine_plays_per_second``,
    ``env_steps_per_second`` (both by processor time), ``ratio`` (engine over env, the random
    agents in both loops), then ``engine_us`` and ``env_us`` (a play, a step, choices replayed)
    and ``own_ratio`` (env over engine: the environment's own cost), and
    ``engine_unchecked_us`` (a play through ``play_legal``, unchecked, as a step plays it)."""
    entries = []
    for game, preset, players in VARIANTS:
        engine = engine_rate(game, preset, players, seconds)
        steps = env_rate(game, preset, players, seconds)
        games = REPLAY_GAMES[game] // (10 if quick else 1)
        engine_us, env_us, unchecked_us = replayed_costs(game, preset, players, games)
        entries.append({"game": game, "preset": preset or game, "players": players,
                        "engine_plays_per_second": round(engine, 1),
                        "env_steps_per_second": round(steps, 1),
                        "ratio": round(engine / steps, 2) if steps else 0.0,
                        "engine_us": round(engine_us, 2), "env_us": round(env_us, 2),
                        "own_ratio": round(env_us / engine_us, 2) if engine_us else 0.0,
                        "engine_unchecked_us": round(unchecked_us or 0.0, 2)})
    return entries
