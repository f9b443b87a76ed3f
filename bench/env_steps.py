"""The research environment's steps against the engine's plays, before and after a change, in
one sitting (issue 20's target: an environment step costs at most 2 engine plays).

    python bench/env_steps.py                                 # this checkout, 5 rounds
    python bench/env_steps.py --src ../before --src . --rounds 7 --json

Each round runs, for each checkout in turn (its ``src/`` on ``PYTHONPATH``, a fresh process
each time), two measurements of the three variants of ``cardtable.env.bench.VARIANTS``:

* ``bench``: ``environment_costs(seconds)``, what ``cardtable bench`` prints: a random agent's
  loop over the PettingZoo environment (``env.last()``, ``numpy.flatnonzero`` of the mask, a
  draw, ``env.step``) against the engine's loop (``legal_moves``, a draw, ``play``), each for
  ``seconds`` of processor time.
* ``replayed``: both loops' random choices recorded once, then replayed and timed (best of 3),
  so that neither the draw nor the agent's ``flatnonzero`` is in the figure: what the
  environment itself costs a step, in microseconds, over the engine's microseconds a play.

The checkouts alternate within each round, so that a machine's drift (other load, frequency)
falls on both; the report gives each figure's median over the rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPLAY_GAMES = {"sweep": 30, "metamorphosis": 6}


def _replayed(game: str, preset: str | None, players: int) -> tuple[float, float]:
    """µs a play of the engine and µs a step of the environment, choices replayed."""
    import numpy as np

    from cardtable.env.pettingzoo import CardtableEnv
    from cardtable.games.registry import family

    games = REPLAY_GAMES[game]
    chosen = family(game)
    rules = chosen.make_rules(preset, players=players)
    rng = random.Random(5)
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

    def environment(draw: random.Random | None) -> float:
        """Draw each action (and note it) with ``draw``, else replay the noted ones."""
        count = 0
        start = time.perf_counter()
        for number in range(games):
            table.reset(seed=number)
            while table.agents:
                observation, _, terminated, truncated, _ = table.last()
                if terminated or truncated:
                    table.step(None)
                    continue
                if draw is not None:
                    legal = np.flatnonzero(observation["action_mask"])
                    actions.append(int(legal[draw.randrange(len(legal))]))
                table.step(actions[count])
                count += 1
        return (time.perf_counter() - start) / count * 1e6

    def engine() -> float:
        count = 0
        start = time.perf_counter()
        for number in range(games):
            state = chosen.new_game(rules, rng=random.Random(number))
            for pick in plays[number]:
                state.play(state.legal_moves()[pick])
                count += 1
        return (time.perf_counter() - start) / count * 1e6

    environment(rng)
    return min(engine() for _ in range(3)), min(environment(None) for _ in range(3))


def child(seconds: float) -> dict[str, Any]:
    """One checkout's figures (run in a process with that checkout's ``src`` first)."""
    from cardtable.env.bench import VARIANTS, environment_costs

    out: dict[str, Any] = {}
    for entry in environment_costs(seconds):
        key = f"{entry['preset']}-{entry['players']}"
        out[key] = {"bench_ratio": entry["ratio"],
                    "engine_plays_per_second": entry["engine_plays_per_second"],
                    "env_steps_per_second": entry["env_steps_per_second"]}
    for game, preset, players in VARIANTS:
        engine_us, env_us = _replayed(game, preset, players)
        out[f"{preset or game}-{players}"].update(
            engine_us=round(engine_us, 2), env_us=round(env_us, 2),
            replayed_ratio=round(env_us / engine_us, 2))
    return out


def _run(source: Path, seconds: float) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(source / "src")}
    done = subprocess.run([sys.executable, __file__, "--child", "--seconds", str(seconds)],
                          env=env, capture_output=True, text=True, check=True)
    return dict(json.loads(done.stdout))


def main(argv: list[str] | None = None) -> int:
    """Run the rounds and print the medians (``--json``: every figure too)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", action="append", type=Path,
                        help="a checkout to measure (repeat; default: this one)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="processor time of each loop of the bench measurement")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.seconds)))
        return 0
    sources = args.src or [Path(__file__).resolve().parent.parent]
    runs: dict[str, list[dict[str, Any]]] = {str(s): [] for s in sources}
    for _ in range(args.rounds):
        for source in sources:
            runs[str(source)].append(_run(source, args.seconds))
    report: dict[str, Any] = {}
    for source, results in runs.items():
        variants = results[0].keys()
        report[source] = {
            variant: {key: statistics.median(r[variant][key] for r in results)
                      for key in results[0][variant]}
            | {"bench_ratios": [r[variant]["bench_ratio"] for r in results]}
            for variant in variants}
    if args.json:
        print(json.dumps({"rounds": args.rounds, "seconds": args.seconds,
                          "medians": report, "runs": runs}, indent=1))
        return 0
    for source, variants in report.items():
        print(source)
        for variant, figures in variants.items():
            print(f"  {variant:16} bench ratio {figures['bench_ratio']:.2f} "
                  f"({', '.join(f'{r:.2f}' for r in figures['bench_ratios'])}); "
                  f"replayed: engine {figures['engine_us']:.2f} us, environment "
                  f"{figures['env_us']:.2f} us, ratio {figures['replayed_ratio']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
