"""Make the golden records in ``tests/golden``: complete games between random computer players.

Each golden game is a sweep preset with some options (or Metamorphosis, ``game``), a seed for
the deal and a seed for the players. Run ``python tests/golden/make_golden.py`` to write them
all again, on purpose, after a deliberate change to the rules, the bots or the record format;
``tests/test_replay.py`` replays every one and checks that this script still makes exactly
them.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from cardtable import metamorphosis, sweep
from cardtable.bots import RandomBot
from cardtable.bots.match import play_match
from cardtable.games.base import GameState
from cardtable.games.sweep.moves import CHALLENGE, CLAIM
from cardtable.records.record import write_records

HERE = Path(__file__).resolve().parent

GOLDEN: dict[str, dict[str, Any]] = {
    "classic-2p": {"preset": "classic", "options": {}, "seed": 1},
    "scopa-4p-teams": {"preset": "scopa", "options": {"players": 4}, "seed": 2},
    "escoba-2p": {"preset": "escoba", "options": {}, "seed": 3},
    "escoba-primiera-scopone-3p": {
        "preset": "escoba-primiera", "options": {"players": 3, "scopone": True}, "seed": 4},
    "classic-manual-3p": {
        "preset": "classic", "options": {"players": 3, "manual": True}, "seed": 5,
        "error_rate": 0.25, "doubt_rate": 0.1},
    "classic-muerto-3p": {"preset": "classic", "options": {"players": 3, "muerto": True},
                          "seed": 6},
    "classic-fifteen-5p": {"preset": "classic", "options": {"players": 5, "fifteen": True},
                           "seed": 7},
    "escoba-6p-no-capture": {"preset": "escoba",  # seat 0 deals: the seed's opening sweep
                             "options": {"players": 6, "teams": False, "first_dealer": 0},
                             "seed": 8},
    "escoba-spanish-2p": {"preset": "escoba", "options": {"manual": True}, "seed": 46,
                          "error_rate": 0.03},
    "metamorphosis-2p": {"game": "metamorphosis", "options": {"players": 2}, "seed": 9},
    "metamorphosis-3p": {"game": "metamorphosis", "options": {"players": 3}, "seed": 12},
}
"""Golden game name -> game (sweep by default), preset, option overrides, seed, and the
players' error rates."""


class DoubtingBot(RandomBot):
    """A random player that also challenges some correct moves, so that a record holds
    wrong challenges (-1) as well as right ones (+2); under the Spanish penalties it claims
    every missed capture open to it (one of the claims at random), by its own rule here so
    that the golden game does not follow the random player's claiming policy."""

    def choose(self, state: GameState, seat: int) -> Any:
        """A claim when one is open, else the random player's move."""
        moves = state.legal_moves(seat)
        claims = [m for m in getattr(moves, "extra", ()) if m.kind == CLAIM]
        if claims:
            return self.rng.choice(claims)
        return super().choose(state, seat)

    def __init__(self, rng: random.Random | int | None, error_rate: float,
                 doubt_rate: float) -> None:
        super().__init__(rng, error_rate=error_rate)
        self.doubt_rate = doubt_rate

    def react(self, state: GameState, seat: int) -> Any | None:
        """Challenge every error, and a correct move now and then."""
        reaction = super().react(state, seat)
        if reaction is not None:
            return reaction
        view = state.view(seat)
        if not getattr(view, "challengeable", False):
            return None
        challenge = next((m for m in state.legal_moves(seat)
                          if getattr(m, "kind", None) == CHALLENGE), None)
        if challenge is not None and self.rng.random() < self.doubt_rate:
            return challenge
        return None


def make(name: str) -> dict[str, Any]:
    """The record of one golden game, played again from its seeds."""
    spec = GOLDEN[name]
    if spec.get("game") == "metamorphosis":
        return make_metamorphosis(spec)
    rules = sweep.Rules.preset(spec["preset"], **spec["options"])
    seed: int = spec["seed"]
    state = sweep.new_game(rules, seed=seed)
    bots = [DoubtingBot(seed * 100 + seat, spec.get("error_rate", 0.0),
                        spec.get("doubt_rate", 0.0))
            for seat in range(rules.players)]
    result = play_match(state, bots, "sweep", rules.to_options(),
                        start_events=state.start_events)
    return result.record


def make_metamorphosis(spec: dict[str, Any]) -> dict[str, Any]:
    """The record of a golden Metamorphosis game between random players."""
    rules = metamorphosis.Rules.preset(**spec["options"])
    seed: int = spec["seed"]
    state = metamorphosis.new_game(rules, seed=seed)
    bots = [RandomBot(seed * 100 + seat) for seat in range(rules.players)]
    result = play_match(state, bots, "metamorphosis", rules.to_options(),
                        start_events=state.start_events)
    return result.record


def path_of(name: str) -> Path:
    """Where a golden record lives."""
    return HERE / f"{name}.json"


def main(names: list[str]) -> None:
    """Write the named golden records (all of them when none is named)."""
    for name in names or list(GOLDEN):
        write_records(path_of(name), [make(name)])
        print(f"wrote {path_of(name).relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
