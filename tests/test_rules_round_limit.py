"""A round limit (issue 19), ``max_rounds``: the room game is played "until someone reaches
the score, or a draw" (seed 000: «Игра продолжается до тех пор, пока кто-нибудь не дойдёт
до установленного конечного счёта или до ничьей»). When a round ends at the limit with
nobody past the target, the leading side wins; level leaders draw: the draw is recorded
(the record's options and its replay), said, and ranked as one."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import sweep
from cardtable.bots import RandomBot
from cardtable.bots.match import play_match
from cardtable.games.sweep import OptionError, Rules
from cardtable.games.sweep.events import GameOver, RoundStarted
from cardtable.records.replay import replay_record
from cardtable.server.ratings import side_ranks
from cardtable.text import TextContext, describe


def _play_out(rules: Rules, seed: int) -> tuple[sweep.SweepState, list[object]]:
    state = sweep.new_game(rules, seed=seed)
    rng = random.Random(seed)
    events: list[object] = list(state.start_events)
    while not state.is_over:
        events += state.play(rng.choice(list(state.legal_moves())))
    return state, events


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 3), st.sampled_from(["scopa", "classic"]))
def test_the_game_ends_at_the_limit_with_the_leaders_as_winners(seed: int, limit: int,
                                                                 preset: str) -> None:
    rules = Rules.preset(preset, target=1000, max_rounds=limit)
    state, events = _play_out(rules, seed)
    assert sum(isinstance(e, RoundStarted) for e in events) == limit
    over = events[-1]
    assert isinstance(over, GameOver) and over.round_limit == limit
    top = max(state.scores)
    assert state.winners == tuple(s for s, v in enumerate(state.scores) if v == top)
    assert state.drawn == over.drawn == (len(state.winners) > 1)


def _first(rules: Rules, drawn: bool) -> tuple[sweep.SweepState, list[object]]:
    for seed in range(500):
        state, events = _play_out(rules, seed)
        if state.drawn == drawn:
            return state, events
    raise AssertionError("no such game in 500 seeds")


def test_a_draw_is_said_recorded_and_ranked_as_one() -> None:
    rules = Rules.preset("scopa", target=1000, max_rounds=1)
    state, events = _first(rules, drawn=True)
    over = events[-1]
    assert isinstance(over, GameOver)
    context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    points = state.scores[0]
    assert describe(over, context, "en").startswith(
        "The round limit is reached: 1 round. Game over: a draw between Ana and Bo at "
        f"{points} point")
    assert describe(over, context, "ru").startswith(
        "Достигнут предел раундов: 1 раунд. Игра окончена вничью: Ana и Bo")
    assert side_ranks(list(state.scores), list(state.winners)) == [1, 1]


def test_a_drawn_game_s_record_replays_to_the_draw() -> None:
    rules = Rules.preset("scopa", target=1000, max_rounds=1)
    for seed in range(500):
        game = sweep.new_game(rules, seed=seed)
        result = play_match(game, [RandomBot(seed), RandomBot(seed + 1)], "sweep",
                            rules.to_options(), start_events=game.start_events)
        if result.state.drawn:
            break
    else:
        raise AssertionError("no drawn game in 500 seeds")
    record = result.record
    assert record is not None and record["options"]["max_rounds"] == 1
    replayed = list(replay_record(record))[-1]
    assert isinstance(replayed, GameOver) and replayed.drawn
    assert replayed.winners == result.state.winners == (0, 1)


def test_without_a_draw_the_leader_wins_at_the_limit() -> None:
    rules = Rules.preset("classic", target=1000, max_rounds=1)
    state, events = _first(rules, drawn=False)
    leader = state.winners[0]
    context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    text = describe(events[-1], context, "en")
    assert text.startswith("The round limit is reached: 1 round. Game over: "
                           f"{['Ana', 'Bo'][leader]} wins")


def test_no_limit_by_default_and_a_bad_limit_is_refused() -> None:
    assert {Rules.preset(name).max_rounds for name in sweep.PRESETS} == {None}
    for bad in (0, -1, "3", True):
        with pytest.raises(OptionError, match="max_rounds must be a positive whole number"):
            Rules.preset("classic", max_rounds=bad)
