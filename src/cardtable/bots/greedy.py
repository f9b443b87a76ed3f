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

from cardtable.bots.greedy_meta import choose_bid, choose_card, choose_discard
from cardtable.bots.greedy_sweep import evaluate_move, unseen_cards
from cardtable.bots.manual import (
    challenge_if_noticed,
    claim_if_noticed,
    error_rate_under,
    random_error,
)
from cardtable.games.base import GameState
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.state import MetaView
from cardtable.games.sweep.corrections import correct_moves
from cardtable.games.sweep.moves import END, SweepMove
from cardtable.games.sweep.state import SweepView


class GreedyBot:
    """Plays the move that looks best one move ahead (ties broken at random)."""

    name = "greedy"

    def __init__(self, rng: random.Random | int | None = None, error_rate: float = 0.05,
                 notice_rate: float = 0.8, randomness: float = 0.0) -> None:
        for rate in (error_rate, notice_rate, randomness):
            if not 0.0 <= rate <= 1.0:
                raise ValueError("error_rate, notice_rate and randomness must be between 0 and 1")
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.error_rate = error_rate
        self.notice_rate = notice_rate
        self.randomness = randomness

    def choose(self, state: GameState, seat: int) -> Any:
        """The best-looking legal move for ``seat`` (a random one at rate ``randomness``);
        first, under the Spanish penalties, the best claim of a missed capture it notices."""
        claim = claim_if_noticed(state, seat, self.notice_rate, self.rng)
        if claim is not None:
            return claim
        view = state.view(seat)
        if self.randomness and self.rng.random() < self.randomness:
            if isinstance(view, SweepView) and view.rules.manual:
                if view.closing:
                    return SweepMove(seat, None, (), END)
                return self.rng.choice(correct_moves(view))
            return self.rng.choice(state.legal_moves(seat))
        if isinstance(view, SweepView):
            return self._sweep_move(state, view)
        if isinstance(view, MetaView):
            return self._meta_move(state, view)
        return self.rng.choice(state.legal_moves(seat))

    def react(self, state: GameState, seat: int) -> Any | None:
        """Challenge an error it notices under *manual* capture."""
        return challenge_if_noticed(state, seat, self.notice_rate, self.rng)

    def _sweep_move(self, state: GameState, view: SweepView) -> SweepMove:
        seat = view.seat
        assert seat is not None
        if view.closing:
            return SweepMove(seat, None, (), END)
        if view.rules.manual:
            if self.rng.random() < error_rate_under(view.rules, self.error_rate):
                error = random_error(state.legal_moves(seat), view, self.rng)
                if error is not None:
                    return error
            moves: list[SweepMove] = correct_moves(view)
        else:
            moves = [m for m in state.legal_moves(seat) if m.card is not None]
        unseen = unseen_cards(view)
        scored = [(evaluate_move(view, m, unseen), self.rng.random(), m) for m in moves]
        return max(scored)[2]

    def _meta_move(self, state: GameState, view: MetaView) -> MetaMove:
        return greedy_meta_move(state, view)


def greedy_meta_move(state: GameState, view: MetaView) -> MetaMove:
    """The greedy Metamorphosis move for the seat of ``view``: bid, discard or card."""
    seat = view.seat
    assert seat is not None
    if view.phase == BID:
        return MetaMove(seat, BID, deal=choose_bid(view.hand))
    if view.phase == DISCARD:
        cards = choose_discard(view.hand, view.discard_count, view.deal + 1)
        return MetaMove(seat, DISCARD, cards=cards)
    playable = [m.card for m in state.legal_moves(seat) if m.card is not None]
    return MetaMove(seat, PLAY, card=choose_card(view, playable))
