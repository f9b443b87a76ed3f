"""The greedy computer player: one move ahead, with real knowledge of the scoring.

Sweep games: it values what a capture takes under the rules in force and the risk of the
table it leaves (see ``greedy_sweep``); Metamorphosis: it ducks penalties, wins hearts
cheaply, bids and discards by the contract (see ``greedy_meta``). Under *manual* capture it
errs at ``error_rate`` and challenges the errors it notices (``notice_rate``); under the
Spanish penalties it claims, at the same rate, the missed captures it notices.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.bots.games import greedy_move_of, random_move_of
from cardtable.bots.manual import (
    claim_if_noticed,
    react_if_noticed,
)
from cardtable.games.base import GameState


class GreedyBot:
    """Plays the move that looks best one move ahead (ties broken at random)."""

    name = "greedy"

    def __init__(self, rng: random.Random | int | None = None, error_rate: float = 0.05,
                 notice_rate: float = 0.8, randomness: float = 0.0,
                 lookahead: bool = False) -> None:
        for rate in (error_rate, notice_rate, randomness):
            if not 0.0 <= rate <= 1.0:
                raise ValueError("error_rate, notice_rate and randomness must be between 0 and 1")
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.error_rate = error_rate
        self.notice_rate = notice_rate
        self.randomness = randomness
        self.lookahead = lookahead
        """Sweep games: judge the table left by every capture the next player may make
        from it, not only by his sweep (``greedy_sweep.reply_value``)."""

    def without_errors(self) -> None:
        """From now on never err on purpose and notice every error (a hint's adviser)."""
        self.error_rate = 0.0
        self.notice_rate = 1.0

    def choose(self, state: GameState, seat: int) -> Any:
        """The best-looking legal move for ``seat`` (a random one at rate ``randomness``);
        first, under the Spanish penalties, the best claim of a missed capture it notices."""
        claim = claim_if_noticed(state, seat, self.notice_rate, self.rng)
        if claim is not None:
            return claim
        view = state.view(seat)
        if self.randomness and self.rng.random() < self.randomness:
            return random_move_of(view, self, state, seat)
        return greedy_move_of(view, self, state)

    def react(self, state: GameState, seat: int) -> Any | None:
        """Under *manual* capture: take back the capture its own card missed, or challenge
        an error, when it notices."""
        return react_if_noticed(state, seat, self.notice_rate, self.rng)
