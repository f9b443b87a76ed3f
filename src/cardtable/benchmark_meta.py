"""Speed figures of the Metamorphosis engine, part of ``cardtable bench``.

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
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, Final

from cardtable.games.metamorphosis.rules import Rules
from cardtable.games.metamorphosis.state import (
    BIDDING,
    DISCARDING,
    PLAYING,
    MetaState,
    new_game,
)

META_PLAYERS: Final = (2, 3)
PHASES: Final = ("bidding", "mid-deal", "after takes", "discarding")
_CHECK_EVERY: Final = 64


def meta_random_play(players: int, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random Metamorphosis for about ``seconds`` of wall time: parties and plays per second.

    A finished game is replaced by a newly dealt one, inside the timing.
    """
    rules = Rules.preset(players=players)
    rng = random.Random(seed)
    state = new_game(rules, rng=random.Random(rng.getrandbits(64)))
    parties = deals = plays = games = 0
    clock = time.perf_counter
    start = clock()
    cpu_start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(_CHECK_EVERY):
            moves = state.legal_moves()
            for event in state.play(rng.choice(moves)):
                kind = event.type
                if kind == "deal_score":
                    deals += 1
                elif kind == "round_end":
                    parties += 1
            plays += 1
            if state.is_over:
                games += 1
                state = new_game(rules, rng=random.Random(rng.getrandbits(64)))
        elapsed = clock() - start
    cpu = time.process_time() - cpu_start
    return {
        "players": players,
        "seconds": round(elapsed, 3),
        "cpu_seconds": round(cpu, 3),
        "parties": parties,
        "deals": deals,
        "plays": plays,
        "games": games,
        "parties_per_second": round(parties / elapsed, 1),
        "plays_per_second": round(plays / elapsed, 1),
        "parties_per_cpu_second": round(parties / cpu, 1) if cpu > 0 else 0.0,
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
    rules = Rules.preset(players=players)
    rng = random.Random(seed)
    found: dict[str, list[MetaState]] = {phase: [] for phase in PHASES}
    for _ in range(count * 4):
        if all(len(states) >= count for states in found.values()):
            break
        state = new_game(rules, rng=random.Random(rng.getrandbits(64)))
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
