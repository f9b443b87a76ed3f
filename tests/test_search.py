"""The expert's search beyond its moves: stopping once its choice is made, the short
horizon with a judged rest of the round, and the beliefs it draws from the other players'
plays."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtable import sweep
from cardtable.bots.evaluation import Horizon, horizon_for
from cardtable.bots.ismcts import IsmctsBot, Node, _settled
from cardtable.bots.sweep_inference import (
    KEEP_DECLINED_SEVEN,
    KEEP_DECLINED_SWEEP,
    SweepBeliefs,
)
from cardtable.cards import parse_card, parse_cards
from cardtable.games.sweep.events import Played
from tests.positions import set_position, sweep_position

SETTLED = [
    # (visits of the root's children, iterations still to come, whether the choice is made)
    ([10, 3], 6, True),
    ([10, 3], 7, False),
    ([10, 3, 9], 0, True),
    ([5, 5], 0, False),
    ([4], 3, True),
    ([], 0, False),
]


@pytest.mark.parametrize(("visits", "left", "made"), SETTLED)
def test_the_search_stops_once_no_other_move_can_catch_up(visits: list[int], left: int,
                                                          made: bool) -> None:
    root = Node()
    for index, count in enumerate(visits):
        root.children[index] = Node(move=index, visits=count, parent=root)
    root.visits = sum(visits)
    assert _settled(root, left) is made


def test_a_clear_choice_stops_the_search_early_and_is_the_same_choice() -> None:
    # The settebello lies alone with three tens: the seven takes it, nothing else does.
    state = sweep_position("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s")
    bot = IsmctsBot(1, iterations=4000, milliseconds=None, playout="deal")
    result = bot.search(state, 1)
    assert result.move.text() == "7c:7d"
    assert result.iterations < 4000


def test_the_deal_horizon_stops_at_the_end_of_the_deal_and_judges_the_rest() -> None:
    rules = sweep.Rules.preset("scopa")
    state = sweep.new_game(rules, seed=5)
    seat = state.to_move
    horizon = horizon_for(state, seat, "deal")
    assert isinstance(horizon, Horizon)
    world = state.determinize(seat, random.Random(1))
    tally = horizon.start(world)
    plays = 0
    while not tally.done:
        tally.add(world.play(world.legal_moves()[0]))
        plays += 1
    assert tally.cut
    assert plays == rules.players * 3  # the whole first deal, then the judgement
    rewards = horizon.rewards(tally, world)
    assert len(rewards) == 2 and all(0.0 <= r <= 1.0 for r in rewards)


def test_the_last_deal_is_played_to_the_round_and_scored_exactly() -> None:
    rules = sweep.Rules.preset("scopa")
    state = set_position(rules, ["7c", "2h"], table="7d 3s", deals_left=0)
    horizon = horizon_for(state, 0, "deal")
    world = state.determinize(0, random.Random(2))
    tally = horizon.start(world)
    while not tally.done:
        tally.add(world.play(world.legal_moves()[0]))
    assert not tally.cut  # the round ended: its points are the engine's own


def looked(view: sweep.SweepView, last: Played, table: str) -> sweep.SweepView:
    """``view`` as if ``last`` had just been played onto ``table``."""
    return replace(view, last_play=last, table=tuple(sorted(parse_cards(table))))


def test_a_sweep_left_standing_makes_its_cards_unlikely_in_that_hand() -> None:
    # Seat 1 laid the 2 of hearts beside a lone 5: a 5 would have swept it. A world where
    # seat 1 still holds a 5 is kept one time in ten.
    rules = sweep.Rules.preset("scopa")
    state = set_position(rules, ["1c 4s", "5c 9h"], table="5d 2h", deals_left=1,
                         to_move=0)
    beliefs = SweepBeliefs(0)
    beliefs.observe(looked(state.view(0), Played(1, parse_card("2h"), (), False), "5d 2h"))
    assert beliefs.no_sweep == {1: {5}}
    assert beliefs.keep(state) == pytest.approx(KEEP_DECLINED_SWEEP)
    state.hands[1] = sorted(parse_cards("9h 9c"))
    assert beliefs.keep(state) == 1.0


def test_the_special_seven_left_on_the_table_makes_its_takers_unlikely() -> None:
    rules = sweep.Rules.preset("scopa")
    state = set_position(rules, ["1c 4s", "7c 9h"], table="7d 10s 1h", deals_left=1,
                         to_move=0)
    beliefs = SweepBeliefs(0)
    beliefs.observe(looked(state.view(0), Played(1, parse_card("1h"), (), False),
                           "7d 10s 1h"))
    assert 7 in beliefs.no_seven[1]
    assert beliefs.keep(state) <= KEEP_DECLINED_SEVEN


@pytest.mark.parametrize("why", ["partner", "muerto"])
def test_no_belief_from_a_partner_or_under_muerto(why: str) -> None:
    players, muerto = (4, False) if why == "partner" else (2, True)
    rules = sweep.Rules.preset("scopa", players=players, muerto=muerto)
    hands = ["1c 4s", "7c 9h", "3c 3s", "6c 6s"][:players]
    state = set_position(rules, hands, table="5d 2h", deals_left=1, to_move=0)
    partner = 2 if why == "partner" else 1
    beliefs = SweepBeliefs(0)
    beliefs.observe(looked(state.view(0), Played(partner, parse_card("2h"), (), False),
                           "5d 2h"))
    assert beliefs.no_sweep == {}


def test_a_new_deal_clears_the_beliefs() -> None:
    rules = sweep.Rules.preset("scopa")
    state = set_position(rules, ["1c 4s", "7c 9h"], table="5d 2h", deals_left=1)
    beliefs = SweepBeliefs(0)
    beliefs.observe(looked(state.view(0), Played(1, parse_card("2h"), (), False), "5d 2h"))
    assert beliefs.no_sweep
    state.deals_left = 0
    beliefs.observe(state.view(0))
    assert beliefs.no_sweep == {}


def test_inference_draws_the_likely_worlds_more_often() -> None:
    rules = sweep.Rules.preset("scopa")
    state = set_position(rules, ["1c 4s", "7c 9h"], table="5d 2h", deals_left=1)
    beliefs = SweepBeliefs(0)
    beliefs.observe(looked(state.view(0), Played(1, parse_card("2h"), (), False), "5d 2h"))

    def fives_held(inference: bool) -> int:
        bot = IsmctsBot(3, iterations=1, milliseconds=None, inference=inference)
        bot.beliefs = beliefs
        worlds = [bot._sample(state, 0) for _ in range(400)]
        return sum(any(c // 4 == 4 for c in w.hands[1]) for w in worlds)

    assert fives_held(True) < fives_held(False) / 2
