"""Property tests: RULES.md 2.9 and the protocol's promises hold after every move.

Random bots play whole games of every preset, modifier and seating; ``GameChecker``
(tests/invariant_model.py) checks cards, captures, sweeps, round points, scores, winners,
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
from cardtable.games.sweep.rules import PRESETS, Rules
from cardtable.games.sweep.state import new_game

SEATINGS = ((2, False), (3, False), (4, False), (4, True), (5, False), (6, False), (6, True))
MODIFIERS = ("fifteen", "scopone", "muerto", "manual")
MAX_ROUNDS = 300

SETTINGS = settings(max_examples=10, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def play_checked(rules: Rules, seed: int, error_rate: float = 0.2) -> GameChecker:
    """Play one game between random bots, checking every batch of events."""
    state = new_game(rules, rng=random.Random(seed))
    bots = [RandomBot(random.Random(seed * 7 + seat), error_rate=error_rate)
            for seat in range(rules.players)]
    checker = GameChecker(state, seed)

    def check(events: Any) -> None:
        checker.after(events)
        assert checker.rounds < MAX_ROUNDS, "the game does not end"

    result = play_match(state, bots, "sweep", rules.to_options(), state.start_events,
                        on_events=check)
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


@pytest.mark.parametrize(("players", "teams"), SEATINGS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_invariants_every_seating(preset: str, players: int, teams: bool) -> None:
    rules = Rules.preset(preset, players=players, teams=teams)
    checker = play_checked(rules, seed=players * 10 + teams)
    assert checker.rounds >= 1
