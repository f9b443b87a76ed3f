"""The one game loop of computer players (``bots.turns``): who may react and when (RULES.md
2.7 challenges, 2.10 claims), who moves, and that the drivers ask nothing more."""

from __future__ import annotations

from typing import Any

from positions import sweep_position

from cardtable import metamorphosis, sweep
from cardtable.bots import RandomBot
from cardtable.bots.match import play_match
from cardtable.bots.turns import MOVE, REACT, Turn, next_turn, reactors
from cardtable.games.sweep.corrections import challengers, claims, correct_moves, corrector
from cardtable.games.sweep.moves import CHALLENGE, SweepMove

HANDS = ["6c 7h 9d", "5c 1d 4h", "1c 4s 6h", "7c 9s 1s"]
TABLE = "2d 3c 8h 10s"


def teams_after_an_error() -> Any:
    """Four players in two teams (seats 0 and 2, 1 and 3) under *manual* with challenges;
    seat 1, the first to play, has just laid the five of clubs, which had to take 2d+3c."""
    state = sweep_position("scopa", HANDS, TABLE, players=4, teams=True, manual=True)
    assert state.to_move == 1
    state.play("5c:")
    assert state.last_play.error and state.to_move == 2
    return state


def test_without_manual_capture_nobody_reacts_and_the_mover_moves() -> None:
    state = sweep.new_game(sweep.Rules.preset("scopa"), seed=1)
    mover = state.to_move
    assert reactors(state) == ()
    assert next_turn(state, {0, 1}) == Turn(mover, MOVE)
    assert next_turn(state, {1 - mover}) is None, "a person is to move"


def test_after_a_play_its_player_may_correct_it_then_every_other_side_may_challenge() -> None:
    state = teams_after_an_error()
    # Seat 1 played and may still take what it missed (seed 003's self-correction); seat 3
    # is its partner; seats 2 (to move) and 0 may challenge.
    assert corrector(state) == 1
    assert challengers(state) == (2, 0)
    assert reactors(state) == (1, 2, 0)
    assert next_turn(state, range(4)) == Turn(1, REACT)
    assert next_turn(state, range(4), asked={1}) == Turn(2, REACT)
    assert next_turn(state, range(4), asked={1, 2}) == Turn(0, REACT)
    assert next_turn(state, range(4), asked={0, 1, 2}) == Turn(2, MOVE)
    assert next_turn(state, {0}) == Turn(0, REACT), "a bot reacts even when a person moves"
    assert next_turn(state, {0}, asked={0}) is None


def test_one_challenge_per_move_and_none_after_the_next_card() -> None:
    state = teams_after_an_error()
    state.play(SweepMove(0, None, (), CHALLENGE))
    assert reactors(state) == ()
    assert next_turn(state, range(4)) == Turn(2, MOVE)
    state = teams_after_an_error()
    state.play(correct_moves(state.view(2))[0])
    # Seat 2's play may be challenged by seats 3 and 1, seat 1's no longer.
    assert reactors(state) == (3, 1)


def test_under_the_spanish_penalties_the_layer_is_asked_first_then_the_mover_claims() -> None:
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True)
    state.play("7c")  # could have taken 3c and 5c
    assert reactors(state) == (1,), "only the player who missed it, to correct himself"
    assert [m.text() for m in claims(state, 0)] == ["claim:7c:3c+5c"]
    assert [m.text() for m in claims(state, 1)] == ["claim:7c:3c+5c"]
    assert next_turn(state, {0, 1}) == Turn(1, REACT)
    assert next_turn(state, {0, 1}, asked={1}) == Turn(0, MOVE)
    without = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True,
                             self_correction=False)
    without.play("7c")
    assert reactors(without) == () and claims(without, 1) == []


def test_metamorphosis_has_no_reactions() -> None:
    state = metamorphosis.new_game(metamorphosis.Rules.preset(), seed=2)
    assert reactors(state) == ()
    assert next_turn(state, range(2)) == Turn(state.to_move, MOVE)


class Counting:
    """A random player that counts the reactions it is asked for, and checks each is one
    the rules allow."""

    def __init__(self, seed: int, error_rate: float) -> None:
        self.bot = RandomBot(seed, error_rate=error_rate)
        self.name = "random"
        self.asked = 0

    def choose(self, state: Any, seat: int) -> Any:
        return self.bot.choose(state, seat)

    def react(self, state: Any, seat: int) -> Any:
        self.asked += 1
        assert seat in challengers(state) or seat == corrector(state)
        return self.bot.react(state, seat)


def test_play_match_asks_for_reactions_only_when_the_rules_allow_one() -> None:
    for options, reactions in (({}, False), ({"manual": True, "penalties": "challenge"}, True),
                               ({"manual": True, "penalties": "spanish"}, True),
                               ({"manual": True, "penalties": "spanish",
                                 "self_correction": False}, False)):
        rules = sweep.Rules.preset("escoba", target=5, **options)
        state = sweep.new_game(rules, seed=5)
        rate = 0.1 if rules.spanish_penalties else 0.3
        bots = [Counting(1, rate), Counting(2, rate)]
        result = play_match(state, bots, "sweep", rules.to_options(), state.start_events,
                            record=False)
        assert result.record is None and state.is_over
        assert (sum(b.asked for b in bots) > 0) == reactions, options
