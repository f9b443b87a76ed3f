"""RULES.md 2.10: the Spanish penalties for manual capture.

The option and its defaults, claims of a missed capture (who, when, which, how often), the
end-of-round check (10 modulo 15, RULES.md 2.9 corrected) and the penalties it brings, the
events and their records, replay, and a property over random play.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from positions import set_position

from cardtable import sweep
from cardtable.cards import CARD_VALUE, parse_card, parse_cards
from cardtable.games.base import RecordError
from cardtable.games.sweep import IllegalMoveError, OptionError, Rules
from cardtable.games.sweep.captures import hand_captures
from cardtable.games.sweep.events import (
    Checked,
    Claimed,
    Leftover,
    Penalty,
    Played,
    RoundScored,
    ScoreLine,
    SetAside,
)
from cardtable.games.sweep.moves import CLAIM, KINDS, SweepMove, parse_play_text
from cardtable.games.sweep.rules import PENALTIES
from cardtable.records.record import (
    FORMAT,
    RecordBuilder,
    check_record,
    read_records,
    write_records,
)
from cardtable.records.replay import replay_file, replay_record

GOLDEN = Path(__file__).parent / "golden"
OLD_RECORDS = Path(__file__).parent / "old_records"

SPANISH = Rules.preset("escoba", manual=True, target=100, no_capture_loss=False, scoring=())
"""Escoba with manual capture (so the Spanish penalties), no category scoring: a round's
points are its sweeps and penalties only."""


def cards(text: str) -> tuple[Any, ...]:
    return tuple(sorted(parse_cards(text)))


def card(text: str) -> Any:
    return parse_card(text)


def of_type(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def texts(moves: Any) -> set[str]:
    return {m.text() for m in moves}


def claims_of(state: Any, seat: int | None = None) -> set[str]:
    """The claims among a seat's legal moves (read from the extra moves, not all plays)."""
    moves = state.legal_moves(seat)
    return {m.text() for m in getattr(moves, "extra", moves) if m.kind == CLAIM}


def play_all(state: Any, moves: list[str]) -> list[Any]:
    """Play moves in order (each by the seat to move) and return every event."""
    events: list[Any] = []
    for text in moves:
        events.extend(state.play(text))
    return events


# The option -------------------------------------------------------------------------------

def test_the_option_and_its_values() -> None:
    assert PENALTIES == ("challenge", "spanish")
    assert CLAIM == "claim" and CLAIM in KINDS
    assert Rules().penalties == "challenge"
    assert "penalties" in Rules().to_options()


DEFAULTS = [
    # (preset, overrides, resolved penalties)
    ("escoba", {"manual": True}, "spanish"),
    ("escoba-primiera", {"manual": True}, "spanish"),
    ("escoba", {"manual": True, "players": 4}, "spanish"),
    ("escoba", {"manual": True, "muerto": True, "scopone": True}, "spanish"),
    ("escoba", {}, "challenge"),
    ("escoba-primiera", {}, "challenge"),
    ("escoba", {"manual": True, "penalties": "challenge"}, "challenge"),
    ("classic", {"manual": True}, "challenge"),
    ("scopa", {"manual": True}, "challenge"),
    ("classic", {"manual": True, "fifteen": True}, "challenge"),
    ("scopa", {"manual": True, "fifteen": True, "penalties": "spanish"}, "spanish"),
    ("classic", {"manual": True, "capture": "fifteen", "penalties": "spanish"}, "spanish"),
    # (choice) an escoba preset whose capture is changed to match cannot check fifteens:
    # its manual capture keeps the challenges instead of refusing the options
    ("escoba", {"manual": True, "capture": "match"}, "challenge"),
]


@pytest.mark.parametrize(("preset", "overrides", "penalties"), DEFAULTS)
def test_penalties_default_by_preset(preset: str, overrides: dict[str, Any],
                                     penalties: str) -> None:
    rules = Rules.preset(preset, **overrides)
    assert rules.penalties == penalties
    assert rules.spanish_penalties is (penalties == "spanish")
    options = rules.to_options()
    assert options["penalties"] == penalties
    assert Rules.from_options(json.loads(json.dumps(options))) == rules


REFUSED = [
    # (preset, overrides, words the message must hold)
    ("escoba", {"penalties": "spanish"}, ["penalties=spanish", "manual"]),
    ("escoba", {"manual": False, "penalties": "spanish"}, ["penalties=spanish", "manual"]),
    ("classic", {"manual": True, "penalties": "spanish"}, ["penalties=spanish", "fifteen"]),
    ("scopa", {"manual": True, "penalties": "spanish"}, ["penalties=spanish", "fifteen"]),
    ("escoba", {"manual": True, "capture": "match", "penalties": "spanish"},
     ["penalties=spanish", "capture=fifteen"]),
    ("escoba", {"manual": True, "penalties": "italian"},
     ["penalties must be challenge or spanish", "'italian'"]),
    ("escoba", {"manual": True, "penalties": None}, ["penalties must be challenge or spanish"]),
]


@pytest.mark.parametrize(("preset", "overrides", "words"), REFUSED)
def test_impossible_penalties_are_refused_naming_the_option(preset: str,
                                                            overrides: dict[str, Any],
                                                            words: list[str]) -> None:
    with pytest.raises(OptionError) as caught:
        Rules.preset(preset, **overrides)
    for word in words:
        assert word in str(caught.value)


def test_with_options_keeps_the_penalties_consistent() -> None:
    rules = Rules.preset("escoba", manual=True)
    with pytest.raises(OptionError, match="penalties=spanish"):
        rules.with_options(manual=False)
    plain = rules.with_options(manual=False, penalties="challenge")
    assert plain == Rules.preset("escoba")


def test_records_hold_the_option_and_older_records_mean_challenges() -> None:
    rules = Rules.preset("escoba", manual=True)
    record = {"format": FORMAT, "game": "sweep", "options": rules.to_options(),
              "seats": ["Ana", "Bo"], "sides": [[0], [1]], "rounds": [], "scores": [],
              "winners": []}
    check_record(record)
    bad = copy.deepcopy(record)
    bad["options"]["penalties"] = "british"
    with pytest.raises(RecordError, match="penalties must be challenge or spanish"):
        check_record(bad)
    # a record written before the option existed was played with challenges
    old = json.loads((GOLDEN / "classic-manual-3p.json").read_text(encoding="utf-8"))
    del old["options"]["penalties"]
    check_record(old)
    assert replay_record(old)[-1].type == "game_end"


# Claims -----------------------------------------------------------------------------------

def three_players() -> Any:
    """Seat 0 holds 7d, which could take 3c+5h; every seat holds two cards; one deal left."""
    rules = SPANISH.with_options(players=3)
    return set_position(rules, ["7d 1s", "4h 9c", "2h 6s"], table="3c 5h 10s", deals_left=1)


def test_a_claim_is_offered_to_the_next_player_and_to_the_one_who_laid_it_only() -> None:
    state = three_players()
    (played,) = of_type(state.play("7d"), Played)      # laid although it could capture
    assert played.error is True and played.take == ()
    assert state.to_move == 1
    assert claims_of(state, 1) == {"claim:7d:3c+5h"}
    assert claims_of(state, 0) == {"claim:7d:3c+5h"}   # seed 003: his own, still
    assert claims_of(state, 2) == set()
    for seat in range(3):
        assert state.view(seat).claimable == card("7d")
    assert state.view(None).claimable == card("7d")
    with pytest.raises(IllegalMoveError,
                       match="only seat 0 or seat 1 may take the capture 7d missed"):
        state.parse_move("claim:7d:3c+5h", seat=2)
    with pytest.raises(IllegalMoveError, match="only seat 0 or seat 1"):
        state.play(SweepMove(2, card("7d"), cards("3c 5h"), CLAIM))


def test_the_chance_is_gone_once_the_next_player_plays() -> None:
    state = three_players()
    state.play("7d")
    state.play("9c")                                   # seat 1 plays instead of claiming
    assert state.to_move == 2
    assert claims_of(state) == set() and claims_of(state, 1) == set()
    assert all(state.view(seat).claimable is None for seat in range(3))
    for seat in (1, 2):
        with pytest.raises(IllegalMoveError, match="there is nothing to claim"):
            state.play(SweepMove(seat, card("7d"), cards("3c 5h"), CLAIM))
    assert card("7d") in state.table


def test_a_correct_lay_cannot_be_claimed() -> None:
    state = three_players()
    state.play("1s")                                   # 1s + 14: nothing to take
    assert claims_of(state) == set()
    with pytest.raises(IllegalMoveError, match="there is nothing to claim"):
        state.parse_move("claim:1s:10s")


CHOICES = [
    # (the claim, the table left, the claimer's side pile)
    ("claim:7d:8s", "1d 2h 3c 5h", "7d 8s"),
    ("claim:7d:3c+5h", "1d 2h 8s", "7d 3c 5h"),
    ("claim:7d:1d+2h+5h", "3c 8s", "7d 1d 2h 5h"),
    ("CLAIM:7D:5h,2h,1d", "3c 8s", "7d 1d 2h 5h"),       # any case, any order, commas
]


@pytest.mark.parametrize(("claim", "left", "pile"), CHOICES)
def test_the_claimer_chooses_among_the_captures_of_the_laid_card(claim: str, left: str,
                                                                 pile: str) -> None:
    state = set_position(SPANISH, ["7d 1s", "4h 9c"], table="1d 2h 3c 5h 8s", deals_left=1)
    state.play("7d")
    assert claims_of(state) == {"claim:7d:8s", "claim:7d:3c+5h", "claim:7d:1d+2h+5h"}
    move = state.parse_move(claim)
    assert move.kind == CLAIM and move.seat == 1 and move.card == card("7d")
    events = state.play(move)
    assert events == [Claimed(1, card("7d"), move.take)]
    assert state.table == list(cards(left))
    assert sorted(state.piles[1]) == list(cards(pile))
    assert state.last_capturer == 1                    # a claim is a capture
    assert state.to_move == 1                          # and the claimer still plays his turn
    assert state.round_sweeps == [0, 0]


@pytest.mark.parametrize(("claim", "message"), [
    ("claim:7d:2h+3c", "7d could not have taken 2h 3c on the table it was laid on: claim "
                       "one of claim:7d:1d+2h+5h, claim:7d:3c+5h, claim:7d:8s"),
    ("claim:7d:8s+9c", "7d could not have taken"),
    ("claim:1d:8s", "only 7d, the card just laid, may be claimed"),
])
def test_a_claim_the_laid_card_could_not_have_made_is_refused(claim: str,
                                                              message: str) -> None:
    state = set_position(SPANISH, ["7d 1s", "4h 9c"], table="1d 2h 3c 5h 8s", deals_left=1)
    state.play("7d")
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move(claim)
    assert message in str(caught.value)
    kind, laid, take = parse_play_text(claim)
    with pytest.raises(IllegalMoveError) as caught:
        state.play(SweepMove(1, laid, take or (), kind))
    assert message in str(caught.value)


def test_a_claim_that_empties_the_table_is_no_sweep() -> None:
    state = set_position(SPANISH, ["7d 1s", "4h 9c"], table="8s", deals_left=1)
    state.play("7d")
    events = state.play("claim:7d:8s")
    assert events == [Claimed(1, card("7d"), cards("8s"))]
    assert not of_type(events, Played)
    assert state.table == [] and state.round_sweeps == [0, 0]
    assert events[0].to_record() == {"type": "claim", "seat": 1, "cards": ["7d", "8s"]}
    (played,) = of_type(state.play("4h"), Played)     # laid on the empty table: no sweep
    assert not played.sweep and state.round_sweeps == [0, 0]


def test_one_claim_per_laid_card() -> None:
    state = set_position(SPANISH, ["7d 1s", "4h 9c"], table="1d 2h 3c 5h 8s", deals_left=1)
    state.play("7d")
    state.play("claim:7d:8s")
    assert claims_of(state) == set()
    assert state.view(1).claimable is None
    with pytest.raises(IllegalMoveError, match="7d has already been claimed: one claim per "
                                               "laid card"):
        state.play(SweepMove(1, card("7d"), cards("3c 5h"), CLAIM))


def test_a_claim_survives_a_new_deal_between_the_lay_and_the_next_play() -> None:
    state = set_position(SPANISH, ["7d", ""], table="3c 5h", deals_left=1, to_move=0)
    events = state.play("7d")                          # the last card of the deal: a new deal
    assert [e.type for e in events] == ["play", "deal"]
    assert claims_of(state) == {"claim:7d:3c+5h"}


def test_no_claim_after_the_last_card_of_the_round() -> None:
    state = set_position(SPANISH, ["", "7d"], table="3c 5h 1c", to_move=1, last_capturer=0)
    events = state.play("7d")                          # the round's last card, laid in error
    assert of_type(events, Played)[0].error is True
    assert not of_type(events, RoundScored)           # the round closes with end, as ever
    view = state.view(0)
    assert view.closing and view.claimable is None and not view.challengeable
    assert texts(state.legal_moves()) == {"end"}
    with pytest.raises(IllegalMoveError, match="no claim after the last card of the round"):
        state.parse_move("claim:7d:3c+5h")
    events = state.play("end")
    assert of_type(events, Checked) and of_type(events, RoundScored)


def test_no_challenges_under_the_spanish_penalties() -> None:
    state = set_position(SPANISH, ["3c 1s", "4h 9c"], table="9d 8s", deals_left=1)
    (played,) = of_type(state.play("3c:9d"), Played)
    assert played.error is True
    for seat in (0, 1):
        assert "challenge" not in texts(getattr(state.legal_moves(seat), "extra", ()))
        assert not state.view(seat).challengeable
    with pytest.raises(IllegalMoveError, match="no challenges under the Spanish penalties"):
        state.play(SweepMove(1, None, (), "challenge"))
    with pytest.raises(IllegalMoveError, match="no challenges under the Spanish penalties"):
        state.parse_move("challenge")


def test_the_next_player_claims_only_under_the_spanish_penalties() -> None:
    rules = SPANISH.with_options(penalties="challenge")
    state = set_position(rules, ["7d 1s", "4h 9c"], table="3c 5h", deals_left=1)
    state.play("7d")
    assert claims_of(state) == set()
    with pytest.raises(IllegalMoveError, match="only seat 0 may take the capture 7d missed"):
        state.parse_move("claim:7d:3c+5h")
    assert "challenge" in texts(state.legal_moves().extra)   # the challenge stays
    assert claims_of(state, 0) == {"claim:7d:3c+5h"}        # his own correction, still
    state = set_position(rules.with_options(self_correction=False), ["7d 1s", "4h 9c"],
                         table="3c 5h", deals_left=1)
    state.play("7d")
    assert claims_of(state, 0) == set() and claims_of(state, 1) == set()
    with pytest.raises(IllegalMoveError, match="claims exist only under the Spanish penalties"):
        state.parse_move("claim:7d:3c+5h")


# Claim text -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "laid", "take"), [
    ("claim:7d:2c+5h", "7d", "2c 5h"),
    ("claim:7d:5h+2c", "7d", "2c 5h"),
    ("CLAIM:7D:2C 5H", "7d", "2c 5h"),
    ("Claim: 7d : 2c, 5h", "7d", "2c 5h"),
    ("claim 7♦:2♣+5♥", "7d", "2c 5h"),
    ("  claim:Kd:5c  ", "10d", "5c"),
])
def test_claim_text_is_parsed(text: str, laid: str, take: str) -> None:
    kind, parsed, taken = parse_play_text(text)
    assert (kind, parsed, taken) == (CLAIM, card(laid), cards(take))
    move = SweepMove(0, parsed, taken or (), kind)
    assert move.text() == f"claim:{laid}:{'+'.join(str(c) for c in cards(take))}"


@pytest.mark.parametrize(("text", "words"), [
    ("claim", "is not a claim: a claim is the word claim, the card the last player laid "
              "and the table cards it could have taken, like claim:7d:2c+5h"),
    ("claim:7d", "is not a claim"),
    ("claim:7d:", "is not a claim"),
    ("claim::2c", "is not a claim"),
    ("claim:11x:2c", "'11x' is not a card"),
    ("claim:7d:2c+zz", "'zz' is not a card: use a value 1-10 (or A, J, Q, K) followed by a "
                       "suit d, h, s or c (or ♦ ♥ ♠ ♣), like 7d or 10c. A claim is the word"),
])
def test_bad_claim_text_says_what_is_accepted(text: str, words: str) -> None:
    with pytest.raises(IllegalMoveError) as caught:
        parse_play_text(text)
    assert words in str(caught.value)
    assert "claim:7d:2c+5h" in str(caught.value)


def test_a_claim_move_needs_its_card() -> None:
    state = set_position(SPANISH, ["7d 1s", "4h 9c"], table="3c 5h", deals_left=1)
    state.play("7d")
    with pytest.raises(IllegalMoveError, match="a claim needs the laid card"):
        state.play(SweepMove(1, None, (), CLAIM))
    named: Any = SweepMove(1, "7d", ("5h", "3c"), CLAIM)    # notation is parsed, as for plays
    assert state.play(named) == [Claimed(1, card("7d"), cards("3c 5h"))]


# The end of the round: the check and the penalties ------------------------------------------

CHECKS = [
    # (what it shows, hands, table, moves, check sum, ok, penalties [(seat, points,
    #  capture)], round points). The cards not listed are set aside and count in the sum,
    # with the table left: 220 less the cards captured.
    ("every capture right: no penalty",
     ["5c", "6h"], "10d 9s", ["5c:10d", "6h:9s"], 190, True, [], (0, 1)),
    ("a wrong capture, a sweep by the other side: 4 + 1",
     ["3c", "6h"], "9d 9s", ["3c:9d", "6h:9s"], 193, False, [(0, -5, "3c:9d")], (-5, 1)),
    ("both sides wrong, no sweep: 4 each",
     ["3c 1h", "2s 6h"], "9d 9s 4c", ["3c:9d", "2s:4c", "1h", "6h:9s"], 187, False,
     [(0, -4, "3c:9d"), (1, -4, "2s:4c")], (-4, -4)),
    ("a wrong sweep is a sweep: two sweeps make 6",
     ["5c 3c", "6h 2s"], "10d", ["5c:10d", "6h", "3c:6h", "2s"], 196, False,
     [(0, -6, "3c:6h")], (-4, 0)),
    ("errors of -3 and +3 cancel: unpunished",
     ["3c", "8h"], "9d 10s 2c", ["3c:9d", "8h:10s"], 190, True, [], (0, 0)),
    ("errors of +5 and +10 cancel modulo 15: unpunished",
     ["10c", "10h"], "10d 5s 8h 7s", ["10c:10d", "10h:7s+8h"], 175, True, [], (0, 0)),
    ("an error of 15: unpunished",
     ["10c", "4h"], "10d 10s 9c", ["10c:10d+10s", "4h"], 190, True, [], (0, 0)),
    ("a card laid in error is no wrong capture",
     ["7d", "3c"], "8s 9d 1h", ["7d", "3c:9d"], 208, False, [(1, -4, "3c:9d")], (0, -4)),
    ("a claim is always right",
     ["7d", "3c"], "8s 9d 1h", ["7d", "claim:7d:8s", "3c:9d"], 193, False,
     [(1, -4, "3c:9d")], (0, -4)),
]


@pytest.mark.parametrize(("hands", "table", "moves", "total", "ok", "penalties", "points"),
                         [case[1:] for case in CHECKS], ids=[case[0] for case in CHECKS])
def test_the_end_of_round_check(hands: list[str], table: str, moves: list[str], total: int,
                                ok: bool, penalties: list[tuple[int, int, str]],
                                points: tuple[int, int]) -> None:
    state = set_position(SPANISH, hands, table=table)
    events = play_all(state, [*moves, "end"])
    (checked,) = of_type(events, Checked)
    assert checked == Checked(total, ok)
    assert total % 15 == 10 if ok else total % 15 != 10
    found = [(e.seat, e.points, e.capture.text()) for e in of_type(events, Penalty)]
    assert found == penalties
    scored: RoundScored = of_type(events, RoundScored)[0]
    assert scored.points == points
    lines = [(line.side, line.points) for line in scored.breakdown
             if line.category == "penalties"]
    by_side: dict[int, int] = {}
    for seat, lost, _ in penalties:
        by_side[seat] = by_side.get(seat, 0) + lost
    assert lines == sorted(by_side.items())
    assert state.scores == list(points)


def test_the_check_comes_before_the_leftover() -> None:
    state = set_position(SPANISH, ["3c 1h", "2s 6h"], table="9d 9s 4c")
    play_all(state, ["3c:9d", "2s:4c", "1h", "6h:9s"])
    events = state.play("end")
    kinds = [e.type for e in events]
    assert kinds[:6] == ["check", "penalty", "penalty", "leftover", "round_end", "round"]
    assert of_type(events, Leftover) == [Leftover(1, cards("1h"))]


def test_the_leftover_goes_to_the_claimer_as_last_capturer() -> None:
    state = set_position(SPANISH, ["7d", "1c"], table="8s 9d 4h")
    events = play_all(state, ["7d", "claim:7d:8s", "1c", "end"])
    assert of_type(events, Leftover) == [Leftover(1, cards("1c 4h 9d"))]
    assert of_type(events, Checked) == [Checked(220 - 15, True)]


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_the_check_counts_the_cards_set_aside(seed: int) -> None:
    rules = Rules.preset("escoba", manual=True, players=6, scopone=True, target=100,
                         no_capture_loss=False)
    state = sweep.new_game(rules, seed=seed)
    (aside,) = of_type(list(state.start_events), SetAside)
    assert len(aside.cards) == 4
    rng = random.Random(seed)
    events: list[Any] = []
    while not of_type(events, Checked):
        events.extend(state.play(random_move(state, rng, 0.0)))
    (checked,) = of_type(events, Checked)
    left = [c for e in of_type(events, Leftover) for c in e.cards]
    assert checked.sum == sum(CARD_VALUE[c] for c in [*left, *aside.cards])
    assert checked.ok and checked.sum % 15 == 10


def test_muerto_never_reverses_penalties() -> None:
    rules = SPANISH.with_options(muerto=True)
    state = set_position(rules, ["3c", "6h"], table="9d 9s")
    events = play_all(state, ["3c:9d", "6h:9s", "end"])
    scored: RoundScored = of_type(events, RoundScored)[0]
    # side 1's sweep goes to side 0 under muerto; side 0's penalty stays its own
    assert scored.points == (1 - 5, 0)
    assert ScoreLine(0, "penalties", -5) in scored.breakdown
    assert ScoreLine(1, "sweeps", 1) in scored.breakdown


def test_penalties_fall_on_the_side_of_a_team() -> None:
    rules = SPANISH.with_options(players=4, teams=True)
    state = set_position(rules, ["3c", "1h", "2s", "6h"], table="9d 9s 8c")
    events = play_all(state, ["3c:9d", "1h", "2s:9s", "6h:1h+8c", "end"])
    # seat 3 sweeps with the last card: every penalty is 4 + 1
    found = [(e.seat, e.points) for e in of_type(events, Penalty)]
    assert found == [(0, -5), (2, -5)]
    scored: RoundScored = of_type(events, RoundScored)[0]
    assert ScoreLine(0, "penalties", -10) in scored.breakdown
    assert scored.points == (-10, 1)


@pytest.mark.parametrize(("before", "over", "winners"), [
    ([0, 0], False, ()),             # -5 to 1
    ([-3, 20], True, (1,)),          # -8 to 21: a negative score does not stop a win
    ([23, 10], False, ()),           # 18 to 11: the penalty keeps side 0 below the target
    ([26, 10], True, (0,)),          # 21 to 11
])
def test_scores_may_go_below_zero_and_the_game_still_ends(before: list[int], over: bool,
                                                          winners: tuple[int, ...]) -> None:
    rules = SPANISH.with_options(target=21)
    state = set_position(rules, ["3c", "6h"], table="9d 9s", scores=before)
    play_all(state, ["3c:9d", "6h:9s", "end"])          # side 0: -5, side 1: +1
    assert state.scores == [before[0] - 5, before[1] + 1]
    assert state.is_over is over
    assert state.winners == winners


def test_a_spanish_round_with_no_error_scores_as_before() -> None:
    plain = Rules.preset("escoba", target=100, no_capture_loss=False)
    spanish = Rules.preset("escoba", manual=True, target=100, no_capture_loss=False)
    results = []
    for rules in (plain, spanish):
        state = set_position(rules, ["5c 1h", "6h 2s"], table="10d 9s 4c 7c")
        events = play_all(state, ["5c:10d", "6h:9s", "1h", "2s"])
        if rules.manual:
            events += state.play("end")
        results.append(of_type(events, RoundScored)[0])
    assert results[0] == results[1]


# Events as text and records -------------------------------------------------------------

def test_event_records_and_visibility() -> None:
    claim = Claimed(1, card("7d"), cards("2c 5h"))
    check = Checked(23, False)
    penalty = Penalty(0, -5, SweepMove(0, card("3c"), cards("9d 4h")))
    assert claim.to_record() == {"type": "claim", "seat": 1, "cards": ["7d", "2c", "5h"]}
    assert check.to_record() == {"type": "check", "sum": 23, "ok": False}
    assert penalty.to_record() == {"type": "penalty", "seat": 0, "points": -5,
                                   "capture": "3c:4h+9d"}
    for event in (claim, check, penalty):
        assert event.recorded
        for seat in (None, 0, 1):
            assert event.visible_to(seat) == event


# Records and replay -------------------------------------------------------------------------

class Claimer:
    """A random player for whole games: claims every missed capture it may, errs at a rate,
    and otherwise plays a correct move."""

    name = "claimer"

    def __init__(self, seed: int, error_rate: float) -> None:
        self.rng = random.Random(seed)
        self.error_rate = error_rate

    def react(self, state: Any, seat: int) -> Any:
        return None

    def choose(self, state: Any, seat: int) -> Any:
        return random_move(state, self.rng, self.error_rate)


def random_move(state: Any, rng: random.Random, error_rate: float,
                claim_rate: float = 1.0) -> SweepMove:
    """A claim when open (at ``claim_rate``), an error at ``error_rate``, else a correct
    move, for the seat to move."""
    seat = state.to_move
    moves = state.legal_moves()
    extra = list(getattr(moves, "extra", moves))
    claims = [m for m in extra if m.kind == CLAIM]
    if claims and rng.random() < claim_rate:
        return rng.choice(claims)
    view = state.view(seat)
    if view.closing:
        return SweepMove(seat, None, (), "end")
    if rng.random() < error_rate:
        return moves[rng.randrange(len(view.hand) << len(view.table))]
    correct = [SweepMove(seat, c, t) for c, takes in hand_captures(state.rules, view.hand,
                                                                   view.table)
               for t in (takes or [()])]
    return rng.choice(correct)


def spanish_record(seed: int = 4, error_rate: float = 0.04) -> dict[str, Any]:
    from cardtable.bots.match import play_match

    rules = Rules.preset("escoba", manual=True, first_dealer=0)  # as the seed was chosen
    state = sweep.new_game(rules, seed=seed)
    result = play_match(state, [Claimer(seed * 10 + s, error_rate) for s in range(2)],
                        "sweep", rules.to_options(), state.start_events)
    return result.record


def test_a_spanish_game_writes_reads_and_replays(tmp_path: Path) -> None:
    record = spanish_record()
    events = [e for entry in record["rounds"] for e in entry["events"]]
    kinds = {e["type"] for e in events}
    assert {"claim", "check", "penalty"} <= kinds and "challenge" not in kinds
    assert record["options"]["penalties"] == "spanish"
    path = tmp_path / "game.json"
    write_records(path, [record])
    (read,) = read_records(path)
    assert read == record
    replayed = replay_record(read)
    rebuilt = RecordBuilder("sweep", read["options"], read["seats"], read["sides"])
    rebuilt.add(replayed)
    assert rebuilt.to_dict() == record
    claims = [e for e in replayed if isinstance(e, Claimed)]
    assert [e.to_record() for e in claims] == [e for e in events if e["type"] == "claim"]
    for entry in record["rounds"]:
        lines = [b for b in entry["breakdown"] if b["category"] == "penalties"]
        lost = [e for e in entry["events"] if e["type"] == "penalty"]
        assert sum(b["points"] for b in lines) == sum(e["points"] for e in lost)
    said = list(replay_file(path))
    assert any(" claims the " in line for line in said)
    assert any(line.startswith("The cards left sum to ") for line in said)
    assert any(" loses " in line and " points for taking " in line for line in said)


def test_the_same_seed_and_moves_make_the_same_spanish_record() -> None:
    assert spanish_record(4) == spanish_record(4)


def spanish_golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / "escoba-spanish-2p.json").read_text(
        encoding="utf-8"))
    return data


def find(record: dict[str, Any], kind: str, **fields: Any) -> tuple[int, int, dict[str, Any]]:
    for number, entry in enumerate(record["rounds"], start=1):
        for index, event in enumerate(entry["events"], start=1):
            if event["type"] == kind and all(event.get(k) == v for k, v in fields.items()):
                return number, index, event
    raise AssertionError(f"no {kind} event")


def replay_error(record: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    return str(caught.value)


def test_a_claim_that_could_not_be_made_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "claim")
    laid, *taken = event["cards"]
    event["cards"] = [laid, taken[0]] if len(taken) > 1 else [laid, laid]
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (claim by seat "
                              f"{event['seat']}, {laid}:")


def test_a_claim_by_the_wrong_seat_fails_the_replay() -> None:
    # Before self-correction only the next player could claim: a record of that time whose
    # claim is moved to the player who laid the card is refused.
    record: dict[str, Any] = json.loads(
        (OLD_RECORDS / "escoba-spanish-2p-before-self-correction.json").read_text(
            encoding="utf-8"))
    number, index, event = find(record, "claim")
    event["seat"] = 1 - event["seat"]
    assert f"only seat {1 - event['seat']} may take the capture" in replay_error(record)


def test_an_own_claim_given_to_the_next_player_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "claim", own=True)
    event["seat"] = 1 - event["seat"]
    assert replay_error(record).startswith(
        f"round {number}, event {index} (claim by seat {event['seat']}, ")


def test_a_claim_with_bad_cards_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "claim")
    event["cards"] = event["cards"][:1]
    assert replay_error(record) == (
        f"round {number}, event {index} (claim by seat {event['seat']}, "
        f"{event['cards'][0]}:): a claim's cards are the laid card claimed, then the table "
        'cards taken with it, like ["7d", "2c", "5h"]')


def test_a_changed_penalty_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "penalty")
    points = event["points"]
    event["points"] = points - 1
    assert replay_error(record) == (
        f"round {number}, event {index} (penalty of seat {event['seat']}, "
        f"{event['capture']}): points is {points - 1} in the record, the engine says "
        f"{points}")


def test_a_changed_check_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "check", ok=True)
    event["ok"] = False
    assert replay_error(record).startswith(
        f"round {number}, event {index} (check, sum {event['sum']}): ok is false in the "
        "record, the engine says true")


def test_a_missing_penalty_fails_the_replay() -> None:
    record = spanish_golden()
    number, index, event = find(record, "penalty")
    del record["rounds"][number - 1]["events"][index - 1]
    assert "the engine's next event is {\"type\": \"penalty\"" in replay_error(record)


def test_the_spanish_golden_game_played_with_challenges_differs() -> None:
    record = spanish_golden()
    record["options"]["penalties"] = "challenge"
    assert "the record has a check event here" in replay_error(record)


# A property over random play ----------------------------------------------------------------

SPANISH_RULES = st.builds(
    lambda preset, seating, muerto: Rules.preset(
        preset, manual=True, fifteen=True, penalties="spanish", muerto=muerto,
        players=seating[0], teams=seating[1], target=1000, no_capture_loss=False),
    st.sampled_from(["escoba", "escoba-primiera", "classic", "scopa"]),
    st.sampled_from([(2, False), (3, False), (4, True), (4, False), (6, True)]),
    st.booleans(),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=SPANISH_RULES, seed=st.integers(0, 2**32 - 1),
       error_rate=st.sampled_from([0.0, 0.05, 0.2, 0.5]),
       claim_rate=st.sampled_from([0.0, 0.5, 1.0]))
def test_the_check_holds_exactly_when_the_errors_cancel(rules: Rules, seed: int,
                                                        error_rate: float,
                                                        claim_rate: float) -> None:
    """Random legal play for three rounds: each round's check passes exactly when the
    captures' errors (card + taken - 15) cancel modulo 15; then nobody is punished, else
    every wrong capture is, in play order; and the scores are the sum of the score lines
    (muerto turning the earned ones round)."""
    rng = random.Random(seed)
    state = sweep.new_game(rules, rng=random.Random(seed))
    captures: list[Played] = []
    scores = [0] * len(rules.sides)
    rounds = 0
    pending = list(state.start_events)
    while rounds < 3:
        for event in pending:
            if isinstance(event, Played) and event.take:
                captures.append(event)
            elif isinstance(event, Checked):
                errors = [CARD_VALUE[c.card] + sum(CARD_VALUE[t] for t in c.take) - 15
                          for c in captures]
                assert event.ok is (sum(errors) % 15 == 0), (event, errors)
                wrong = [c for c, error in zip(captures, errors, strict=True) if error]
                expected = [] if event.ok else [SweepMove(c.seat, c.card, c.take)
                                                for c in wrong]
                punished = [e for e in pending if isinstance(e, Penalty)]
                assert [p.capture for p in punished] == expected
            elif isinstance(event, RoundScored):
                earned = [0] * len(scores)
                extra = [0] * len(scores)
                for line in event.breakdown:
                    target = extra if line.category == "penalties" else earned
                    target[line.side] += line.points
                if rules.muerto:
                    earned = [sum(earned) - mine for mine in earned]
                assert list(event.points) == [a + b for a, b in zip(earned, extra,
                                                                    strict=True)]
                scores = [s + p for s, p in zip(scores, event.points, strict=True)]
                assert list(event.scores) == scores == state.scores
                captures = []
                rounds += 1
        if state.is_over:
            break
        pending = state.play(random_move(state, rng, error_rate, claim_rate))
