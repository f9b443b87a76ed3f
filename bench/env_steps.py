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
* ``replayed``: ``cardtable.env.bench.replayed_costs`` of this checkout (run on the code of
  the checkout measured): both loops' random choices recorded once, then replayed and timed
  (best of 5), so that neither the draw nor the agent's ``flatnonzero`` is in the figure: what
  the environment itself costs a step, in microseconds, over the engine's a play.

The checkouts alternate within each round, so that a machine's drift (other load, frequency)
falls on both; the report gives each figure's median over the rounds.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any


def _replayed_costs() -> Any:
    """This checkout's ``replayed_costs`` (older checkouts have none), run on the code of
    whichever checkout is on ``PYTHONPATH``."""
    path = Path(__file__).resolve().parents[1] / "src" / "cardtable" / "env" / "bench.py"
    spec = importlib.util.spec_from_file_location("env_bench_of_this_checkout", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def child(seconds: float) -> dict[str, Any]:
    """One checkout's figures (run in a process with that checkout's ``src`` first)."""
    from cardtable.env.bench import VARIANTS, engine_rate, env_rate

    here = _replayed_costs()
    out: dict[str, Any] = {}
    for game, preset, players in VARIANTS:
        engine = engine_rate(game, preset, players, seconds)
        steps = env_rate(game, preset, players, seconds)
        engine_us, env_us, unchecked_us = here.replayed_costs(game, preset, players,
                                                              here.REPLAY_GAMES[game])
        out[f"{preset or game}-{players}"] = {
            "bench_ratio": round(engine / steps, 2),
            "engine_plays_per_second": round(engine, 1),
            "env_steps_per_second": round(steps, 1),
            "engine_us": round(engine_us, 2), "env_us": round(env_us, 2),
            "replayed_ratio": round(env_us / engine_us, 2),
            "engine_unchecked_us": round(unchecked_us or 0.0, 2)}
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
                  f"{figures['env_us']:.2f} us, ratio {figures['replayed_ratio']:.2f}; "
                  f"engine unchecked {figures['engine_unchecked_us']:.2f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
