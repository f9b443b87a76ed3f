"""Computer players under the Spanish penalties (RULES.md 2.10): they never challenge, still
err at their level's rate, and claim the missed captures they notice, the best claim first;
the search keeps the claim window in the worlds it samples."""

from __future__ import annotations

import random
from typing import Any

import pytest
from positions import sweep_position

from cardtable import sweep
from cardtable.bots import RandomBot
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.hint import hint
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import LEVELS, make_bot
from cardtable.bots.manual import best_claim
from cardtable.games.sweep.corrections import claims
from cardtable.games.sweep.moves import CHALLENGE, CLAIM


def one_claim() -> sweep.State:
    """Seat 1 lays the seven of clubs, which could have taken 3c and 5c; seat 0 is to move."""
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True)
    assert state.rules.penalties == "spanish" and state.to_move == 1
    state.play("7c")
    return state


def two_claims() -> sweep.State:
    """Seat 1 lays the five of hearts, which could have taken 10c, or 3d with the seven of
    oros (worth much more); seat 0 is to move."""
    state = sweep_position("escoba", ["4h 6s 9s", "5h 1h 1s"], "2s 3d 7d 10c", manual=True)
    state.play("5h")
    return state


def test_the_claims_open_to_the_next_player_and_to_the_one_who_laid_the_card() -> None:
    state = one_claim()
    assert [m.text() for m in claims(state, 0)] == ["claim:7c:3c+5c"]
    assert [m.text() for m in claims(state, 1)] == ["claim:7c:3c+5c"]  # self-correction
    assert {m.text() for m in claims(two_claims(), 0)} == {"claim:5h:10c", "claim:5h:3d+7d"}


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_claim_every_missed_capture(level: str) -> None:
    for seed in range(12):
        move = make_bot(level, seed).choose(one_claim(), 0)
        assert move.kind == CLAIM and move.text() == "claim:7c:3c+5c"


def test_easy_misses_some_claims_normal_fewer() -> None:
    seen = {level: sum(make_bot(level, seed).choose(one_claim(), 0).kind == CLAIM
                       for seed in range(200)) for level in ("easy", "normal")}
    assert 20 < seen["easy"] < 110  # easy notices about 30 in 100
    assert seen["easy"] < seen["normal"] < 180  # normal about 60 in 100


@pytest.mark.parametrize("bot", [GreedyBot(3, notice_rate=1.0), make_bot("expert", 3),
                                 make_bot("hard", 3), GreedyBot(3, randomness=1.0,
                                                                notice_rate=1.0)],
                         ids=["greedy", "expert", "hard", "greedy-at-random"])
def test_the_best_claim_is_chosen(bot: Any) -> None:
    state = two_claims()
    move = bot.choose(state, 0)
    assert move.text() == "claim:5h:3d+7d"
    state.play(move)
    # The claim taken, the turn goes on: the same player now plays a card of his hand.
    assert state.to_move == 0 and claims(state, 0) == []
    after = bot.choose(state, 0)
    assert after.kind != CLAIM and after.card in state.hands[0]


def test_the_random_player_claims_one_of_the_claims() -> None:
    texts = {RandomBot(seed).choose(two_claims(), 0).text() for seed in range(30)}
    assert texts == {"claim:5h:10c", "claim:5h:3d+7d"}


def test_no_claim_worth_taking_under_muerto() -> None:
    state = sweep_position("escoba", ["4h 6s 9s", "5h 1h 1s"], "2s 3d 7d 10c", manual=True,
                           muerto=True)
    state.play("5h")
    view = state.view(0)
    assert best_claim(view, claims(state, 0)) is None
    assert make_bot("expert", 1).choose(state, 0).kind != CLAIM


@pytest.mark.parametrize("level", LEVELS)
def test_no_challenges_under_the_spanish_penalties(level: str) -> None:
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True)
    state.play("7c:3c")  # an error: 7 and 3 make 10, not 15
    for seat in (0, 1):
        assert all(m.kind != CHALLENGE for m in state.legal_moves(seat)[-4:])
        assert make_bot(level, 1).react(state, seat) is None


def test_errors_are_still_made_at_the_bots_rate_scaled_down() -> None:
    rules = sweep.Rules.preset("escoba", manual=True, first_dealer=0)  # as the seeds were
    assert rules.penalties == "spanish"
    errors = plays = claimed = checks = 0
    for seed in range(6):
        state = sweep.new_game(rules, seed=seed)
        bots = [GreedyBot(seed, error_rate=0.3), GreedyBot(seed + 50, error_rate=0.3)]
        while state.round_number <= 3 and not state.is_over:
            for seat, bot in enumerate(bots):
                reaction = bot.react(state, seat)  # no challenges, ever: at most the
                # self-correction of the card this seat has just laid
                assert reaction is None or (reaction.kind == CLAIM and state.last_play
                                            and state.last_play.seat == seat)
            mover = state.to_move
            for event in state.play(bots[mover].choose(state, mover)):
                assert event.type != "challenge"
                claimed += event.type == "claim"
                checks += event.type == "check"
                if event.type == "play":
                    plays += 1
                    errors += bool(event.error)
    # 0.3 under challenges is 0.03 under the Spanish penalties (SPANISH_ERROR_SCALE).
    assert 0.01 < errors / plays < 0.06
    assert claimed > 0 and checks >= 6 * 3


def test_determinized_and_cloned_worlds_keep_the_claim_window() -> None:
    state = two_claims()
    for world in (state.clone(), state.determinize(0, random.Random(5))):
        assert {m.text() for m in claims(world, 0)} == {"claim:5h:10c", "claim:5h:3d+7d"}
        assert world.view(0).claimable == state.view(0).claimable
    # A search that does not claim (it did not notice) still plays a card from that root.
    searcher = IsmctsBot(2, iterations=200, milliseconds=None, claim_rate=0.0)
    move = searcher.choose(state, 0)
    assert move.kind != CLAIM and move in state.legal_moves(0)


@pytest.mark.parametrize(("lang", "reason"), [
    ("en", "Claim the seven of clubs just laid: it could have taken the three of clubs and the "
           "five of clubs, and that capture is yours before you play."),
    ("ru", "Заберите пропущенное взятие — семёрку дубинок вместе с тройкой дубинок и пятёркой "
           "дубинок: оно ваше, пока вы не сыграли свою карту."),
])
def test_a_hint_says_to_claim(lang: str, reason: str) -> None:
    advice = hint(one_claim(), 0, lang, rng=1)
    assert advice.move.text() == "claim:7c:3c+5c"
    assert advice.reason == reason


def test_computer_players_err_ten_times_less_under_the_spanish_penalties() -> None:
    from cardtable.bots.manual import SPANISH_ERROR_SCALE, error_rate_under
    from cardtable.games.sweep.rules import Rules

    spanish = Rules.preset("escoba", manual=True)
    challenges = Rules.preset("escoba", manual=True, penalties="challenge")
    assert spanish.spanish_penalties and not challenges.spanish_penalties
    assert error_rate_under(spanish, 0.15) == pytest.approx(0.15 * SPANISH_ERROR_SCALE)
    assert error_rate_under(challenges, 0.15) == 0.15


@pytest.mark.parametrize("preset", ["escoba", "escoba-primiera"])
def test_games_of_easy_players_under_the_spanish_penalties_end(preset: str) -> None:
    from cardtable.bots.levels import make_bot
    from cardtable.games.sweep.rules import Rules
    from cardtable.games.sweep.state import new_game

    for game in range(6):
        state = new_game(Rules.preset(preset, manual=True), seed=game)
        bots = [make_bot("easy", game * 2), make_bot("easy", game * 2 + 1)]
        for _ in range(20_000):
            if state.is_over:
                break
            seat = state.to_move
            assert seat is not None
            state.play(bots[seat].choose(state, seat))
        assert state.is_over, f"game {game} still going after 20,000 moves: {state.scores}"
