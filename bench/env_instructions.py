"""The research environment's step against the engine's play in instructions, not seconds
(issue 20): what each costs, and which part of a step costs what, counted by valgrind's
callgrind, so that the figures stay the same whatever else the machine does (timings on a
shared virtual machine scatter by half from one round to the next).

    python bench/env_instructions.py                 # 20 games of each variant
    python bench/env_instructions.py --games 40 --json

For each variant of ``cardtable.env.bench.VARIANTS`` the games' random choices are recorded
(``cardtable.env.bench.record_choices``), then this script runs itself under
``valgrind --tool=callgrind`` once a part, replaying the same games:

* ``baseline``: the recording alone (subtracted from every other count);
* ``engine``: ``state.play(state.legal_moves()[pick])``, a checked play;
* ``unchecked``: the same through ``play_legal``;
* ``numbering``: the environment's ``step`` with the legal actions numbered (no observation);
* ``observation``: that, and the seat's observation made (no ``last()``);
* ``step``: the learner's loop, ``env.last()`` then ``env.step``.

Each figure is the part's instructions over the plays (or steps) replayed. Callgrind counts
instructions, not what they cost: a numpy call's or a cache miss's price is not in it, which
is why the timed ratios (``bench/env_steps.py``) are higher than these.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from typing import Any

PARTS = ("engine", "unchecked", "numbering", "observation", "step")


def replay(part: str, game: str, preset: str | None, players: int, games: int) -> int:
    """Record the games, then replay them as ``part`` says (``baseline``: not at all); the
    plays or steps replayed."""
    from cardtable.env.bench import record_choices
    from cardtable.env.pettingzoo import CardtableEnv
    from cardtable.games.registry import family

    plays, actions = record_choices(game, preset, players, games)
    chosen = family(game)
    rules = chosen.make_rules(preset, players=players)
    count = 0
    if part in ("engine", "unchecked"):
        for number in range(games):
            state = chosen.new_game(rules, rng=random.Random(number))
            play = state.play if part == "engine" else state.play_legal
            for pick in plays[number]:
                play(state.legal_moves()[pick])
                count += 1
    elif part in ("numbering", "observation", "step"):
        table = CardtableEnv(game, preset, players=players)
        for number in range(games):
            table.reset(seed=number)
            while table.agents:
                agent = table.agent_selection
                if part == "step":
                    _, _, terminated, truncated, _ = table.last()
                else:
                    terminated, truncated = table.terminations[agent], table.truncations[agent]
                    if part == "observation":
                        table.observe(agent)
                    else:
                        table.legal_actions()
                if terminated or truncated:
                    table.step(None)
                    continue
                table.step(actions[count])
                count += 1
    elif part != "baseline":
        raise ValueError(f"no part {part!r}: the parts are baseline, {', '.join(PARTS)}")
    return count


def _counted(part: str, game: str, preset: str | None, players: int, games: int
             ) -> tuple[int, int]:
    """This script's ``part`` under callgrind: its instructions and the count it replayed."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         __file__, "--child", part, game, preset or "-", str(players), str(games)],
        capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count: {done.stderr[-500:]}")
    return int(found.group(1).replace(",", "")), int(done.stdout.strip())


def measure(game: str, preset: str | None, players: int, games: int) -> dict[str, Any]:
    """Instructions a play or step of each part costs over ``games`` games, and the step's
    over the checked play's."""
    baseline, _ = _counted("baseline", game, preset, players, games)
    entry: dict[str, Any] = {"game": game, "preset": preset or game, "players": players,
                             "games": games}
    for part in PARTS:
        total, count = _counted(part, game, preset, players, games)
        entry[f"{part}_instructions"] = round((total - baseline) / count)
    entry["ratio"] = round(entry["step_instructions"] / entry["engine_instructions"], 2)
    return entry


def main(argv: list[str] | None = None) -> int:
    """Print each variant's figures (``--json``: as a list)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        part, game, preset, players, games = args.child
        print(replay(part, game, None if preset == "-" else preset, int(players), int(games)))
        return 0
    from cardtable.env.bench import VARIANTS

    entries = [measure(game, preset, players, args.games) for game, preset, players in VARIANTS]
    if args.json:
        print(json.dumps(entries, indent=1))
        return 0
    for e in entries:
        print(f"{e['preset']}, {e['players']} players, {e['games']} games: engine "
              f"{e['engine_instructions']} instructions a play ({e['unchecked_instructions']} "
              f"unchecked); environment {e['step_instructions']} a step (numbering and step "
              f"{e['numbering_instructions']}, with the observation "
              f"{e['observation_instructions']}): {e['ratio']:.2f} times")
    return 0


if __name__ == "__main__":
    sys.exit(main())
