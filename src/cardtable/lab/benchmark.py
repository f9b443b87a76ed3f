"""Speed figures of the sweep and Metamorphosis engines and of the drivers of computer players
(``cardtable bench``); bench/README.md explains them. The random-play loop and the copy
timings are shared by both games; what differs (the rules, what is counted, the phases of
a Metamorphosis game) is said per game.

``run_benchmarks`` returns one JSON-ready dict whose keys are stable:

- ``format``: ``"cardtable-bench/1"``; ``quick``: whether the short run was asked for.
- ``machine``: ``platform``, ``python``, ``implementation``, ``cpu`` (model name from
  /proc/cpuinfo, or ``platform.processor()``), ``cores`` (logical CPUs).
- ``random_play``: one entry per preset and player count, with ``preset``, ``players``,
  ``teams``, ``seconds`` (wall time measured), ``cpu_seconds`` (processor time of this
  process over the same loop), ``rounds``, ``plays``, ``games``, ``rounds_per_second``,
  ``plays_per_second`` (both by wall time) and ``rounds_per_cpu_second``. The loop is
  ``moves = state.legal_moves(); state.play(rng.choice(moves))`` with every legal move
  computed for every play; a finished game is replaced by a new one (its deal included).
- ``captures``: one entry per capture rule (``scopa``, ``classic``, ``fifteen``) and table
  size (4, 8, 10, 12 cards), with ``rules``, ``table_size``, ``calls``, ``cold_us`` (the
  first call on a table, the capture memos cleared before it) and ``warm_us`` (the same
  call again, memos filled): microseconds per call of ``sweep.captures``.
- ``state_copy``: one entry per preset and player count, with ``preset``, ``players``,
  ``states`` (mid-game states sampled), ``calls``, ``clone_us`` and ``determinize_us``.
- ``target``: ``rounds_per_second`` of 2-player Scopa against ``required`` (3000) and
  ``met``. Informational: nothing asserts on time.
- ``meta_random_play``: one entry per player count (2, 3), with ``players``, ``seconds``
  (wall time), ``cpu_seconds``, ``parties``, ``deals``, ``plays`` (every move: bids, cards,
  discards), ``games``, ``parties_per_second``, ``plays_per_second`` and
  ``parties_per_cpu_second``. The loop is ``moves = state.legal_moves();
  state.play(rng.choice(moves))``: bids and card plays are built in full for every move; a
  discard's moves are the engine's lazy sequence of every combination, from which one is
  drawn by index (a hand of 24 keeping 12 has 2,704,156 of them).
- ``meta_state_copy``: one entry per player count and phase (``bidding``, ``mid-deal``:
  deal 1 or 2 with cards played, ``after takes``: deal 3 or 4, after the cards taken from
  the neighbours, ``discarding``), with ``players``, ``phase``, ``states``, ``calls``,
  ``clone_us`` and ``determinize_us`` (microseconds per call).
- ``drivers``: one entry per game (``scopa``, ``metamorphosis``, 2 players), with ``game``,
  ``players``, ``games`` (400 Scopa, 100 Metamorphosis games; 40 and 10 quick),
  ``engine_cpu_seconds`` (processor time of those games played by the engine alone:
  ``state.play(rng.choice(state.legal_moves()))``), ``driver_cpu_seconds`` (the same deals
  played by ``cardtable simulate``'s driver: a random player per seat through
  ``bots.match.play_match``, no records) and ``ratio`` (driver over engine).
- ``environments`` (only with the research extra installed): one entry per variant (2-player
  Scopa, 4-player Escoba, 2-player Metamorphosis) with ``game``, ``preset``, ``players``,
  ``engine_plays_per_second``, ``env_steps_per_second`` (the PettingZoo environment's
  ``last``, a random legal action from the mask, ``step``; both by processor time) and
  ``ratio`` (how many times the environment's step costs the engine's play), then
  ``engine_us``, ``env_us`` and ``own_ratio`` (the same with both loops' random choices
  replayed, so that no agent's draw is in the figures: the environment's own cost) and
  ``engine_unchecked_us`` (the engine's play through ``play_legal``, not checked again, as the
  environment's step plays a move it numbered), described in ``cardtable.env.bench``.
- ``decision_time`` (only when asked for): the expert's time per decision by game, described
  in ``cardtable.lab.decision_time``.

Times come from ``time.perf_counter``; every run is on one core, in this process.
"""

from __future__ import annotations

import os
import platform
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from cardtable.cards import DECK
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, PLAYING, MetaState
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.registry import FAMILIES
from cardtable.games.sweep.captures import captures, clear_memos
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.state import SweepState, new_game

FORMAT: Final = "cardtable-bench/1"
PRESETS: Final = ("classic", "scopa", "escoba", "escoba-primiera")
PLAYER_COUNTS: Final = (2, 4)
TABLE_SIZES: Final = (4, 8, 10, 12)
CAPTURE_RULES: Final = ("scopa", "classic", "fifteen")
TARGET_ROUNDS_PER_SECOND: Final = 3000
DRIVER_GAMES: Final = {"scopa": 400, "metamorphosis": 100}
"""Games per driver figure (a tenth of them in a quick run)."""
META_PLAYERS: Final = (2, 3)
PHASES: Final = ("bidding", "mid-deal", "after takes", "discarding")
_CHECK_EVERY: Final = 64
"""Plays between two looks at the clock in the random-play loop."""


def run_benchmarks(quick: bool = False, decisions: bool = False) -> dict[str, Any]:
    """Run every benchmark and return the report (keys in the module docstring).

    ``quick``: about 0.2 s per random-play figure instead of 2 s, and fewer samples.
    ``decisions``: time the expert's decisions too (about a minute; with ``quick``, two
    positions a game at a 20 ms budget, a smoke test only).
    """
    seconds = 0.2 if quick else 2.0
    samples = 200 if quick else 2000
    play = [random_play(preset, players, seconds) for preset in PRESETS
            for players in PLAYER_COUNTS]
    capture = [capture_times(name, size, samples) for name in CAPTURE_RULES
               for size in TABLE_SIZES]
    copies = [copy_times(preset, players, 20 if quick else 100, 20)
              for preset in ("scopa", "escoba") for players in PLAYER_COUNTS]
    scopa = next(e for e in play if e["preset"] == "scopa" and e["players"] == 2)
    report: dict[str, Any] = {
        "format": FORMAT,
        "quick": quick,
        "machine": machine_info(),
        "random_play": play,
        "captures": capture,
        "state_copy": copies,
        "target": {
            "rounds_per_second": scopa["rounds_per_second"],
            "required": TARGET_ROUNDS_PER_SECOND,
            "met": scopa["rounds_per_second"] >= TARGET_ROUNDS_PER_SECOND,
        },
    }
    report.update(run_meta_benchmarks(quick=quick))
    report["drivers"] = [driver_cost(game, games // 10 if quick else games)
                         for game, games in DRIVER_GAMES.items()]
    environments = environment_costs(0.2 if quick else 2.0, quick)
    if environments is not None:
        report["environments"] = environments
    if decisions:
        from cardtable.lab.decision_time import run_decision_times

        report["decision_time"] = (run_decision_times(positions=2, milliseconds=20.0)
                                   if quick else run_decision_times())
    return report


def environment_costs(seconds: float, quick: bool = False) -> list[dict[str, Any]] | None:
    """The PettingZoo environments' steps per second beside the engine's plays per second
    (``cardtable.env.bench``), or ``None`` without the research extra."""
    try:
        from cardtable.env.bench import environment_costs as measure
    except ImportError:
        return None
    return measure(seconds, quick)


def machine_info() -> dict[str, Any]:
    """Platform, Python version, CPU model and logical core count."""
    return {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "cpu": cpu_model(),
        "cores": os.cpu_count() or 1,
    }


def cpu_model(cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """The CPU model name from /proc/cpuinfo when there is one, else what platform says."""
    try:
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() in ("model name", "Hardware", "cpu model") and value.strip():
                return value.strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def random_loop(deal: Callable[[random.Random], Any], seconds: float, seed: int,
                counted: tuple[str, ...]) -> dict[str, Any]:
    """The random-play loop of either game, for about ``seconds`` of wall time.

    ``moves = state.legal_moves(); state.play(rng.choice(moves))``, a finished game replaced
    by a newly dealt one (``deal``, inside the timing). Returns ``seconds``, ``cpu_seconds``,
    ``plays``, ``games`` and the number of events of each ``counted`` type.
    """
    rng = random.Random(seed)
    state = deal(random.Random(rng.getrandbits(64)))
    counts = dict.fromkeys(counted, 0)
    plays = games = 0
    clock = time.perf_counter
    start = clock()
    cpu_start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(_CHECK_EVERY):
            moves = state.legal_moves()
            for event in state.play(rng.choice(moves)):
                kind = event.type
                if kind in counts:
                    counts[kind] += 1
            plays += 1
            if state.is_over:
                games += 1
                state = deal(random.Random(rng.getrandbits(64)))
        elapsed = clock() - start
    cpu = time.process_time() - cpu_start
    return {"seconds": elapsed, "cpu_seconds": cpu, "plays": plays, "games": games, **counts}


def random_play(preset: str, players: int, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random play of a preset for about ``seconds`` of wall time: rounds and plays per second.

    Every play computes the legal moves in full and picks one uniformly; a finished game is
    replaced by a newly dealt one, and that deal is timed too.
    """
    rules = Rules.preset(preset, players=players)
    run = random_loop(lambda rng: new_game(rules, rng=rng), seconds, seed, ("round_end",))
    return {"preset": preset, "players": players, "teams": rules.teams,
            **_rates(run, "rounds", run["round_end"])}


def meta_random_play(players: int, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random Metamorphosis for about ``seconds`` of wall time: parties and plays per second.

    A finished game is replaced by a newly dealt one, inside the timing.
    """
    rules = MetaRules.preset(players=players)
    run = random_loop(lambda rng: new_meta_game(rules, rng=rng), seconds, seed,
                      ("deal_score", "round_end"))
    return {"players": players, "deals": run["deal_score"],
            **_rates(run, "parties", run["round_end"])}


def _rates(run: dict[str, Any], unit: str, units: int) -> dict[str, Any]:
    """A random-play run's figures: its times, ``units`` (rounds or parties), plays and
    games, and the units and plays per second (and units per processor second)."""
    elapsed, cpu, plays = run["seconds"], run["cpu_seconds"], run["plays"]
    return {
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        unit: units,
        "plays": plays,
        "games": run["games"],
        f"{unit}_per_second": round(units / elapsed, 1),
        "plays_per_second": round(plays / elapsed, 1),
        f"{unit}_per_cpu_second": round(units / cpu, 1) if cpu > 0 else 0.0,
    }


def driver_cost(game: str, games: int, seed: int = 0) -> dict[str, Any]:
    """Processor seconds of ``games`` random 2-player games of ``game`` (a preset of any
    registered game: ``scopa``, ``metamorphosis``) played by the engine alone and by
    ``cardtable simulate``'s driver, on the same deals (those of ``simulate`` with
    ``seed``)."""
    from cardtable.lab.simulate import game_rng, simulate_any

    chosen = next(f for f in FAMILIES.values() if game in f.presets)
    rules: Any = chosen.make_rules(game, players=2)
    make: Callable[..., Any] = chosen.new_game
    start = time.process_time()
    for number in range(games):
        rng = game_rng(seed, number, "seat0")
        state = make(rules, rng=game_rng(seed, number, "deal"))
        while not state.is_over:
            state.play(rng.choice(state.legal_moves()))
    engine = time.process_time() - start
    start = time.process_time()
    simulate_any(rules, games, seed)
    driver = time.process_time() - start
    return {
        "game": game,
        "players": rules.players,
        "games": games,
        "engine_cpu_seconds": round(engine, 3),
        "driver_cpu_seconds": round(driver, 3),
        "ratio": round(driver / engine, 2) if engine > 0 else 0.0,
    }


def capture_rules(name: str) -> Rules:
    """The rules behind a capture benchmark: ``scopa`` (any sum, single priority),
    ``classic`` (sums of at most 2 cards) or ``fifteen``."""
    if name == "fifteen":
        return Rules.preset("escoba")
    return Rules.preset(name)


def capture_times(name: str, table_size: int, calls: int, seed: int = 2) -> dict[str, Any]:
    """Microseconds per ``sweep.captures`` call on random tables of ``table_size`` cards.

    Cold: the capture memos are cleared before every call. Warm: the same calls again.
    """
    rules = capture_rules(name)
    rng = random.Random(seed)
    cases = []
    for _ in range(calls):
        drawn = rng.sample(DECK, table_size + 1)
        cases.append((drawn[0], drawn[1:]))
    clock = time.perf_counter
    cold = 0.0
    for card, table in cases:
        clear_memos()
        start = clock()
        captures(rules, card, table)
        cold += clock() - start
    for card, table in cases:
        captures(rules, card, table)
    start = clock()
    for card, table in cases:
        captures(rules, card, table)
    warm = clock() - start
    return {
        "rules": name,
        "table_size": table_size,
        "calls": calls,
        "cold_us": round(cold / calls * 1e6, 2),
        "warm_us": round(warm / calls * 1e6, 2),
    }


def mid_game_states(preset: str, players: int, count: int, seed: int = 3) -> list[SweepState]:
    """``count`` states of random games, each stopped at a random point of its first round."""
    rules = Rules.preset(preset, players=players)
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        state = new_game(rules, rng=random.Random(rng.getrandbits(64)))
        for _ in range(rng.randrange(4, 30)):
            state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


def copy_times(preset: str, players: int, states: int, repeat: int) -> dict[str, Any]:
    """Microseconds per ``clone()`` and per ``determinize(seat, rng)`` on mid-game states."""
    sample = mid_game_states(preset, players, states)
    rng = random.Random(4)
    calls = states * repeat

    def timed(action: Callable[[SweepState], object]) -> float:
        clock = time.perf_counter
        total = 0.0
        for state in sample:
            start = clock()
            for _ in range(repeat):
                action(state)
            total += clock() - start
        return round(total / calls * 1e6, 2)

    return {
        "preset": preset,
        "players": players,
        "states": states,
        "calls": calls,
        "clone_us": timed(lambda state: state.clone()),
        "determinize_us": timed(lambda state: state.determinize(state.to_move or 0, rng)),
    }


def phase_of(state: MetaState) -> str | None:
    """The benchmark phase a state belongs to, or ``None`` (a deal not yet begun)."""
    if state.phase == BIDDING:
        return "bidding"
    if state.phase == DISCARDING:
        return "discarding"
    if state.phase == PLAYING:
        if state.deal >= 3:
            return "after takes"
        if any(len(hand) < 12 for hand in state.hands):
            return "mid-deal"
    return None


def meta_states(players: int, count: int, seed: int = 3) -> dict[str, list[MetaState]]:
    """Up to ``count`` states of each phase from random games: each game gives at most one
    state per phase, chosen uniformly among its states of that phase."""
    rules = MetaRules.preset(players=players)
    rng = random.Random(seed)
    found: dict[str, list[MetaState]] = {phase: [] for phase in PHASES}
    for _ in range(count * 4):
        if all(len(states) >= count for states in found.values()):
            break
        state = new_meta_game(rules, rng=random.Random(rng.getrandbits(64)))
        kept: dict[str, MetaState] = {}
        seen: dict[str, int] = {}
        while not state.is_over:
            phase = phase_of(state)
            if phase is not None:
                seen[phase] = seen.get(phase, 0) + 1
                if rng.randrange(seen[phase]) == 0:
                    kept[phase] = state.clone()
            state.play(rng.choice(state.legal_moves()))
        for phase, sample in kept.items():
            if len(found[phase]) < count:
                found[phase].append(sample)
    return found


def meta_copy_times(players: int, states: int, repeat: int) -> list[dict[str, Any]]:
    """Microseconds per ``clone()`` and ``determinize(seat to move, rng)``, by phase."""
    rng = random.Random(4)
    entries = []
    for phase, sample in meta_states(players, states).items():
        calls = len(sample) * repeat

        def timed(action: Callable[[MetaState], object], sample: list[MetaState] = sample,
                  calls: int = calls) -> float:
            clock = time.perf_counter
            total = 0.0
            for state in sample:
                start = clock()
                for _ in range(repeat):
                    action(state)
                total += clock() - start
            return round(total / calls * 1e6, 2) if calls else 0.0

        entries.append({
            "players": players,
            "phase": phase,
            "states": len(sample),
            "calls": calls,
            "clone_us": timed(lambda state: state.clone()),
            "determinize_us": timed(
                lambda state: state.determinize(state.to_move or 0, rng)),
        })
    return entries


def run_meta_benchmarks(quick: bool = False) -> dict[str, Any]:
    """The Metamorphosis part of the report: ``meta_random_play`` and ``meta_state_copy``."""
    seconds = 0.2 if quick else 2.0
    states = 10 if quick else 50
    return {
        "meta_random_play": [meta_random_play(players, seconds) for players in META_PLAYERS],
        "meta_state_copy": [entry for players in META_PLAYERS
                            for entry in meta_copy_times(players, states, 20)],
    }


def format_meta_report(report: dict[str, Any]) -> list[str]:
    """The Metamorphosis figures as plain lines."""
    lines = ["Metamorphosis random play, legal moves computed for every play:"]
    for e in report["meta_random_play"]:
        lines.append(
            f"  {e['players']} players: {e['parties_per_second']:.1f} parties per second, "
            f"{e['plays_per_second']:.0f} plays per second ({e['parties']} parties in "
            f"{e['seconds']} s; {e['parties_per_cpu_second']:.1f} parties per second of "
            "processor time)"
        )
    lines.append("Metamorphosis state copies, microseconds per call:")
    for e in report["meta_state_copy"]:
        lines.append(f"  {e['players']} players, {e['phase']} ({e['states']} states): "
                     f"clone {e['clone_us']:.1f}, determinize {e['determinize_us']:.1f}")
    return lines


def format_report(report: dict[str, Any]) -> str:
    """The report as plain lines, one figure a line, for a terminal or a screen reader."""
    machine = report["machine"]
    lines = [
        f"Machine: {machine['cpu']}, {machine['cores']} cores, "
        f"{machine['implementation']} {machine['python']}, {machine['platform']}",
        "Random play, legal moves computed in full for every play:",
    ]
    for e in report["random_play"]:
        teams = ", teams" if e["teams"] else ""
        lines.append(
            f"  {e['preset']}, {e['players']} players{teams}: "
            f"{e['rounds_per_second']:.0f} rounds per second, "
            f"{e['plays_per_second']:.0f} plays per second "
            f"({e['rounds']} rounds in {e['seconds']} s; "
            f"{e['rounds_per_cpu_second']:.0f} rounds per second of processor time)"
        )
    lines.append("Captures, microseconds per call (cold: memo cleared; warm: memo filled):")
    for e in report["captures"]:
        lines.append(f"  {e['rules']}, {e['table_size']} table cards: "
                     f"cold {e['cold_us']:.1f}, warm {e['warm_us']:.1f}")
    lines.append("State copies on mid-game states, microseconds per call:")
    for e in report["state_copy"]:
        lines.append(f"  {e['preset']}, {e['players']} players: clone {e['clone_us']:.1f}, "
                     f"determinize {e['determinize_us']:.1f}")
    target = report["target"]
    verdict = "met" if target["met"] else "not met"
    lines.append(f"Target: {target['required']} rounds per second of 2-player scopa; "
                 f"measured {target['rounds_per_second']:.0f}, {verdict}.")
    if "meta_random_play" in report:
        lines.extend(format_meta_report(report))
    if "drivers" in report:
        lines.append("Drivers, random 2-player games, processor seconds (engine alone, then "
                     "cardtable simulate's driver on the same deals):")
        for e in report["drivers"]:
            lines.append(f"  {e['game']}, {e['games']} games: engine {e['engine_cpu_seconds']:.2f}"
                         f", driver {e['driver_cpu_seconds']:.2f}, {e['ratio']:.2f} times")
    if "environments" in report:
        lines.append("PettingZoo environments, random legal actions, per second of processor "
                     "time (the engine's plays beside the environment's steps):")
        for e in report["environments"]:
            lines.append(f"  {e['preset']}, {e['players']} players: engine "
                         f"{e['engine_plays_per_second']:.0f} plays, environment "
                         f"{e['env_steps_per_second']:.0f} steps, {e['ratio']:.2f} times; "
                         f"choices replayed: {e['engine_us']:.2f} us a play, "
                         f"{e['env_us']:.2f} us a step, {e['own_ratio']:.2f} times "
                         f"(an unchecked play: {e['engine_unchecked_us']:.2f} us)")
    if "decision_time" in report:
        from cardtable.lab.decision_time import format_decision_times

        lines.extend(format_decision_times(report["decision_time"]))
    return "\n".join(lines)
