"""Property tests: RULES.md 2.9, 2.10 and the protocol's promises hold after every move.

Random bots play whole games of every preset, modifier and seating, with challenges or the
Spanish penalties under *manual*; ``GameChecker`` (tests/invariant_model.py) checks cards,
captures, claims, sweeps, the end-of-round check, penalties, round points, scores, winners,
views, redaction, legal moves, clones and determinization after every batch of events.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariant_model import GameChecker

from cardtable.bots.match import play_match
from cardtable.bots.random_bot import RandomBot
from cardtable.games.base import GameState
from cardtable.games.sweep.moves import CLAIM
from cardtable.games.sweep.rules import PENALTIES, PRESETS, Rules
from cardtable.games.sweep.state import new_game

SEATINGS = ((2, False), (3, False), (4, False), (4, True), (5, False), (6, False), (6, True))
MODIFIERS = ("fifteen", "scopone", "muerto", "manual")
MAX_ROUNDS = 300

SPANISH_ROUNDS = 4
"""Rounds played of a game under the Spanish penalties when players err often: every wrong
capture found costs 4 points or more, so both sides lose more than they score and such a
game may never reach its target."""
SPANISH_SAFE_RATE = 0.02
"""At or below this error rate a game under the Spanish penalties is played to its end."""

SETTINGS = settings(max_examples=10, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


class ClaimingBot(RandomBot):
    """A random player that, under the Spanish penalties, claims a missed capture open to it
    at ``claim_rate`` (a random one of the claims), whatever the bots' own policy is."""

    def __init__(self, rng: random.Random, error_rate: float, claim_rate: float) -> None:
        super().__init__(rng, error_rate=error_rate)
        self.claim_rate = claim_rate

    def choose(self, state: GameState, seat: int) -> Any:
        """A claim now and then, else the random player's move."""
        moves = state.legal_moves(seat)
        claims = [m for m in getattr(moves, "extra", ()) if m.kind == CLAIM]
        if claims and self.rng.random() < self.claim_rate:
            return self.rng.choice(claims)
        return super().choose(state, seat)


class _Enough(Exception):
    """Raised to stop a game once enough of it has been checked."""


def play_checked(rules: Rules, seed: int, error_rate: float = 0.2,
                 rounds: int | None = None) -> GameChecker:
    """Play one game between random bots, checking every batch of events; ``rounds``: stop
    after that many rounds (by default, and always at low error rates, play to the end;
    under the Spanish penalties at higher rates, ``SPANISH_ROUNDS``)."""
    if rounds is None and rules.spanish_penalties and error_rate > SPANISH_SAFE_RATE:
        rounds = SPANISH_ROUNDS
    state = new_game(rules, rng=random.Random(seed))
    bots = [ClaimingBot(random.Random(seed * 7 + seat), error_rate, claim_rate=0.7)
            for seat in range(rules.players)]
    checker = GameChecker(state, seed)

    def check(events: Any) -> None:
        checker.after(events)
        assert checker.rounds < MAX_ROUNDS, "the game does not end"
        if rounds is not None and checker.rounds >= rounds and not checker.game_over:
            raise _Enough

    try:
        result = play_match(state, bots, "sweep", rules.to_options(), state.start_events,
                            on_events=check)
    except _Enough:
        assert checker.rounds == rounds
        return checker
    assert result.state.is_over and checker.game_over
    return checker


@st.composite
def game_rules(draw: st.DrawFn, preset: str | None = None,
               modifier: str | None = None) -> Rules:
    """Rules of a preset with a seating and any modifiers (``modifier`` always on)."""
    name = preset if preset is not None else draw(st.sampled_from(list(PRESETS)))
    players, teams = draw(st.sampled_from(SEATINGS))
    flags = {m: draw(st.booleans()) for m in MODIFIERS}
    if modifier is not None:
        flags[modifier] = True
    target = draw(st.sampled_from([None, 3, 7]))
    extra: dict[str, Any] = {} if target is None else {"target": target}
    fifteen = flags["fifteen"] or PRESETS[name]["capture"] == "fifteen"
    if flags["manual"] and fifteen:
        # None: the preset decides (spanish for the escoba presets, RULES.md 2.10)
        penalties = draw(st.sampled_from([None, *PENALTIES]))
        if penalties is not None:
            extra["penalties"] = penalties
    return Rules.preset(name, players=players, teams=teams, **flags, **extra)


@pytest.mark.parametrize("modifier", [None, *MODIFIERS])
@pytest.mark.parametrize("preset", list(PRESETS))
@SETTINGS
@given(data=st.data())
def test_invariants_hold_after_every_move(preset: str, modifier: str | None,
                                          data: st.DataObject) -> None:
    rules = data.draw(game_rules(preset, modifier), label="rules")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    error_rate = data.draw(st.sampled_from([0.0, 0.2, 0.6]), label="error_rate")
    play_checked(rules, seed, error_rate)


@pytest.mark.parametrize("preset", list(PRESETS))
@SETTINGS
@given(data=st.data())
def test_invariants_under_spanish_penalties(preset: str, data: st.DataObject) -> None:
    rules = data.draw(game_rules(preset, "manual"), label="rules")
    if not rules.spanish_penalties:
        rules = rules.with_options(capture="fifteen", penalties="spanish")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    error_rate = data.draw(st.sampled_from([0.0, 0.02, 0.2, 0.6]), label="error_rate")
    play_checked(rules, seed, error_rate)


@pytest.mark.parametrize(("players", "teams"), SEATINGS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_invariants_every_seating(preset: str, players: int, teams: bool) -> None:
    rules = Rules.preset(preset, players=players, teams=teams)
    checker = play_checked(rules, seed=players * 10 + teams)
    assert checker.rounds >= 1
