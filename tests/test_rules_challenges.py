"""RULES.md 2.7 and 2.10 asked of their own modules: ``games.sweep.challenges`` (errors,
the challenge window, challenge points) and ``games.sweep.penalties`` (claims, the check
of 10 modulo 15, penalties), as the state asks them."""

from __future__ import annotations

import pytest

from cardtable.cards import parse_card, parse_cards
from cardtable.games.sweep import Rules
from cardtable.games.sweep.challenges import (
    CHALLENGE_RIGHT,
    CHALLENGE_WRONG,
    LastPlay,
    challenge,
    challenge_refusal,
    is_error,
    open_challenges,
)
from cardtable.games.sweep.events import Checked, Penalty
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, SweepMove
from cardtable.games.sweep.penalties import (
    Claimable,
    check_captures,
    claim_refusal,
    laid_claimable,
    open_claims,
    own_claims,
    take_claim,
)


def test_an_error_is_a_wrong_take_or_a_card_laid_that_could_capture() -> None:
    options = [parse_cards("2c 3d")]
    assert not is_error(parse_cards("2c 3d"), options)
    assert is_error(parse_cards("2c"), options)
    assert is_error((), options)
    assert not is_error((), [])
    assert is_error(parse_cards("2c"), [])


def test_a_challenge_is_open_to_another_side_once() -> None:
    last = LastPlay(0, True, card=parse_card("5c"))
    side_of = (0, 1, 0, 1)
    assert open_challenges(last, side_of, 1) == (SweepMove(1, None, (), CHALLENGE),)
    assert open_challenges(last, side_of, 2) == ()
    assert open_challenges(None, side_of, 1) == ()
    challenged, _ = challenge(last, 1)
    assert challenged.challenged
    assert open_challenges(challenged, side_of, 1) == ()


@pytest.mark.parametrize(("error", "points"), [(True, CHALLENGE_RIGHT),
                                               (False, CHALLENGE_WRONG)])
def test_a_challenge_scores_plus_two_or_minus_one(error: bool, points: int) -> None:
    last = LastPlay(0, error, card=parse_card("5c"), take=parse_cards("2c"))
    _, event = challenge(last, 1)
    assert (event.seat, event.correct, event.points, event.mover) == (1, error, points, 0)
    assert (CHALLENGE_RIGHT, CHALLENGE_WRONG) == (2, -1)


def test_challenge_refusals_name_their_reason() -> None:
    manual = Rules.preset("scopa", manual=True)
    last = LastPlay(0, True, card=parse_card("5c"))
    assert challenge_refusal(Rules.preset("scopa"), last).code == "no-challenges"
    assert challenge_refusal(Rules.preset("escoba", manual=True), last).code \
        == "spanish-challenge"
    assert challenge_refusal(manual, None).details["why"] == "no-move"
    assert challenge_refusal(manual, challenge(last, 1)[0]).details["why"] == "challenged"
    assert challenge_refusal(manual, last).details["why"] == "own-side"


@pytest.mark.parametrize(("rules", "claimer", "owner"), [
    # RULES.md 2.10: the next player claims; seed 003 (self-correction): the player who
    # laid the card may still take it himself, first.
    (Rules.preset("escoba", manual=True), 0, 1),
    (Rules.preset("escoba", manual=True, self_correction=False), 0, None),
    # Under challenges (2.7) nobody claims, but the player may still correct himself.
    (Rules.preset("scopa", manual=True), None, 1),
])
def test_a_laid_card_that_could_capture_opens_a_claim_to_the_next_player_and_its_own(
        rules: Rules, claimer: int | None, owner: int | None) -> None:
    card = parse_card("7d")
    options = [parse_cards("3c 5h")]
    claimable = laid_claimable(1, card, options, rules, last_card=False)
    assert claimable == Claimable(claimer, card, (parse_cards("3c 5h"),), owner=owner)
    for seat in (0, 1):
        expected = ((SweepMove(seat, card, parse_cards("3c 5h"), CLAIM),)
                    if seat in (claimer, owner) else ())
        assert open_claims(claimable, seat) == expected
        assert own_claims(claimable, seat) == (expected if seat == owner else ())


def test_no_claim_opens_when_the_card_could_not_capture_or_was_the_rounds_last() -> None:
    card = parse_card("7d")
    options = [parse_cards("3c 5h")]
    spanish = Rules.preset("escoba", manual=True)
    assert laid_claimable(1, card, [], spanish, last_card=False) is None
    assert laid_claimable(1, card, options, spanish, last_card=True) is None
    assert laid_claimable(1, card, options, Rules.preset("escoba"), last_card=False) is None
    neither = Rules.preset("scopa", manual=True, self_correction=False)
    assert laid_claimable(1, card, options, neither, last_card=False) is None


def test_a_claim_moves_the_cards_to_the_claimer_and_is_claimed_once() -> None:
    card = parse_card("7d")
    claimable = Claimable(0, card, (parse_cards("3c 5h"),))
    table = sorted(parse_cards("3c 5h 7d 10s"))
    pile: list = []
    move = SweepMove(0, card, parse_cards("3c 5h"), CLAIM)
    claimed, event = take_claim(claimable, move, table, pile)
    assert table == [parse_card("10s")]
    assert sorted(pile) == sorted(parse_cards("3c 5h 7d"))
    assert (event.seat, event.card, event.take) == (0, card, parse_cards("3c 5h"))
    assert open_claims(claimed, 0) == ()
    rules = Rules.preset("escoba", manual=True)
    assert claim_refusal(rules, False, claimed, move).details["why"] == "claimed"


def test_the_check_passes_on_10_modulo_15_and_else_punishes_each_wrong_capture() -> None:
    right = SweepMove(0, parse_card("5c"), parse_cards("10d"))
    wrong = SweepMove(1, parse_card("4c"), parse_cards("10h"))
    events, lost = check_captures(parse_cards("10s 5d 10c"), [right, wrong], 2, (0, 1), 2)
    assert events == [Checked(25, True)] and lost == [0, 0]
    events, lost = check_captures(parse_cards("10s 5d"), [right, wrong], 2, (0, 1), 2)
    assert events == [Checked(15, False), Penalty(1, -6, wrong)]
    assert lost == [0, -6]


def test_claim_refusals_name_their_reason() -> None:
    spanish = Rules.preset("escoba", manual=True)
    card = parse_card("7d")
    claimable = Claimable(0, card, (parse_cards("3c 5h"),))
    move = SweepMove(0, card, parse_cards("3c"), CLAIM)
    assert claim_refusal(Rules.preset("escoba"), False, claimable, move).code == "no-claims"
    assert claim_refusal(spanish, True, claimable, move).details["why"] == "round-closing"
    assert claim_refusal(spanish, False, None, move).details["why"] == "nothing-laid"
    assert claim_refusal(spanish, False, claimable,
                         SweepMove(1, card, (), CLAIM)).code == "not-your-turn"
    uncorrected = Rules.preset("scopa", manual=True, self_correction=False)
    assert claim_refusal(uncorrected, False, claimable, move).code == "no-claims"
    assert claim_refusal(spanish, False, claimable, move).code == "not-a-claim"
