"""Seed 003 (Escoba, "Błędy"): a player who lays a card that could have made fifteen loses
the right to that capture once the next player starts; the next player may take it too. The
room reads it as the option ``self_correction`` (on by default, off in records from before
it): under *manual* capture the player who laid such a card may still take the capture he
missed (a ``claim`` of his own card, ``own``) until the next card is played; under the
Spanish penalties it is offered to him first, before the next player's claim; under the
challenges a corrected play is no longer an error. Never a sweep, never after the round's
last card.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from positions import set_position, sweep_position

from cardtable.bots.turns import MOVE, REACT, Turn, next_turn
from cardtable.cards import parse_cards
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep import Rules
from cardtable.games.sweep.corrections import corrections, corrector
from cardtable.games.sweep.events import Challenged, Claimed
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, SweepMove
from cardtable.games.sweep.record import rules_from_record
from cardtable.records.record import RecordBuilder
from cardtable.records.replay import replay_record

OLD_RECORDS = Path(__file__).parent / "old_records"

# Seat 0 deals, so seat 1 plays first. Seat 1's 7c could take 3c+5c (fifteen).
HANDS = ["3h 4h 9s", "7c 1h 2s"]
TABLE = "3c 5c 9d 10s"


def spanish(**options: Any) -> Any:
    return sweep_position("escoba", HANDS, TABLE, manual=True, **options)


def claims_of(state: Any, seat: int) -> set[str]:
    moves = state.legal_moves(seat)
    return {m.text() for m in getattr(moves, "extra", moves) if m.kind == CLAIM}


# Who may take the missed capture, by rules -------------------------------------------------

OFFERS = [
    # (options, the layer may correct, the next player may claim)  source
    ({"manual": True}, True, True),  # seed 003: both, the layer first
    ({"manual": True, "self_correction": False}, False, True),  # RULES.md 2.10 alone
    ({"manual": True, "penalties": "challenge"}, True, False),  # seed 003 under 2.7
    ({"manual": True, "penalties": "challenge", "self_correction": False}, False, False),
    ({}, False, False),  # automatic capture: the card takes by itself, nothing is missed
]


@pytest.mark.parametrize(("options", "layer", "next_player"), OFFERS)
def test_who_may_take_a_missed_capture(options: dict[str, Any], layer: bool,
                                       next_player: bool) -> None:
    state = sweep_position("escoba", HANDS, TABLE, **options)
    state.play("7c:" if options.get("manual") else "7c")
    expected = {"claim:7c:3c+5c"}
    assert (claims_of(state, 1) == expected) is layer
    assert (claims_of(state, 0) == expected) is next_player
    assert (corrector(state) == 1) is layer


def test_the_option_defaults_on_and_is_refused_when_not_a_boolean() -> None:
    assert Rules.preset("escoba").self_correction is True
    assert Rules.preset("classic").self_correction is True
    assert "self_correction" in Rules.preset("scopa").to_options()
    with pytest.raises(Exception, match="self_correction"):
        Rules.preset("escoba", self_correction="yes")


# The correction itself ----------------------------------------------------------------------

def test_a_self_correction_takes_the_capture_and_closes_the_next_players_claim() -> None:
    state = spanish()
    state.play("7c")
    events = state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("3c 5c")), CLAIM))
    assert events == [Claimed(1, *parse_cards("7c"), tuple(parse_cards("3c 5c")), own=True)]
    assert state.to_move == 0, "the correction is out of turn: the next player still moves"
    assert state.last_capturer == 1
    assert sorted(map(str, state.piles[1])) == ["3c", "5c", "7c"]
    assert claims_of(state, 0) == set() and claims_of(state, 1) == set()
    assert state.round_sweeps == [0, 0]


def test_a_correction_that_empties_the_table_is_not_a_sweep() -> None:
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "1d 2d 2h 3c", manual=True)
    state.play("7c")
    state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("1d 2d 2h 3c")), CLAIM))
    assert state.table == [] and state.round_sweeps == [0, 0]


def test_the_next_players_claim_first_closes_the_correction() -> None:
    state = spanish()
    state.play("7c")
    assert state.to_move == 0
    state.play("claim:7c:3c+5c")  # the seat to move claims it
    assert corrections(state, 1) == [] and claims_of(state, 1) == set()
    with pytest.raises(IllegalMoveError, match="already been claimed"):
        state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("3c 5c")), CLAIM))


def test_the_chance_is_gone_once_the_next_card_is_played() -> None:
    state = spanish()
    state.play("7c")
    state.play("9s")
    assert claims_of(state, 1) == set() and corrector(state) is None
    before = state.clone()
    with pytest.raises(IllegalMoveError):
        state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("3c 5c")), CLAIM))
    assert state.table == before.table and state.to_move == before.to_move


def test_the_rounds_last_card_cannot_be_corrected() -> None:
    for penalties in ("spanish", "challenge"):
        rules = Rules.preset("escoba", manual=True, penalties=penalties, first_dealer=0)
        state = set_position(rules, ["", "7c"], "3c 5c 9d 10s", to_move=1)
        state.play("7c:")
        assert corrector(state) is None, penalties
    assert all(claims_of(state, seat) == set() for seat in (0, 1))


def test_next_turn_asks_the_layer_first() -> None:
    state = spanish()
    state.play("7c")
    assert next_turn(state, {0, 1}) == Turn(1, REACT)
    assert next_turn(state, {0, 1}, asked={1}) == Turn(0, MOVE)
    assert next_turn(state, {0}) == Turn(0, MOVE), "a person who laid it is not waited for"


# Under the challenges -----------------------------------------------------------------------

def challenged_position() -> Any:
    state = sweep_position("scopa", ["3h 4h 9s", "7c 1h 2s"], "2d 5c 9d 10s", manual=True)
    state.play("7c:")  # could take 2d+5c
    assert state.last_play.error
    return state


def test_a_corrected_play_is_no_error_so_a_challenge_costs_one() -> None:
    state = challenged_position()
    state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("2d 5c")), CLAIM))
    events = state.play(SweepMove(0, None, (), CHALLENGE))
    challenged = [e for e in events if isinstance(e, Challenged)]
    assert challenged and challenged[0].points == -1
    assert state.challenge_points == [-1, 0]


def test_a_challenge_first_closes_the_correction() -> None:
    state = challenged_position()
    events = state.play(SweepMove(0, None, (), CHALLENGE))
    assert [e.points for e in events if isinstance(e, Challenged)] == [2]
    assert corrections(state, 1) == [] and corrector(state) is None


def test_only_the_layer_may_correct_not_his_partner() -> None:
    state = sweep_position("scopa", ["6c 7h 9d", "5c 1d 4h", "1c 4s 6h", "7c 9s 1s"],
                           "2d 3c 8h 10s", players=4, teams=True, manual=True)
    state.play("5c:")  # seat 1, could take 2d+3c
    assert claims_of(state, 1) == {"claim:5c:2d+3c"}
    assert claims_of(state, 3) == set(), "seat 3 is seat 1's partner: not his card"
    with pytest.raises(IllegalMoveError, match="only seat 1 may take the capture 5c"):
        state.play(SweepMove(3, *parse_cards("5c"), tuple(parse_cards("2d 3c")), CLAIM))


# Records --------------------------------------------------------------------------------------

def test_a_correction_is_recorded_as_own_and_replays() -> None:
    state = spanish(target=1)
    builder = RecordBuilder("sweep", state.rules.to_options(), ["Ana", "Bo"], [[0], [1]])
    builder.add(state.start_events)
    builder.add(state.play("7c"))
    builder.add(state.play(SweepMove(1, *parse_cards("7c"), tuple(parse_cards("3c 5c")),
                                     CLAIM)))
    record = builder.to_dict()
    claim = next(e for r in record["rounds"] for e in r["events"] if e["type"] == "claim")
    assert claim == {"type": "claim", "seat": 1, "cards": ["7c", "3c", "5c"], "own": True}
    # The record ends mid-game: replay checks every event the engine makes against it.
    events = replay_record(record, allow_unfinished=True)
    assert any(isinstance(e, Claimed) and e.own for e in events)


def test_a_record_from_before_the_option_replays_without_it() -> None:
    record = json.loads((OLD_RECORDS / "escoba-spanish-2p-before-self-correction.json")
                        .read_text(encoding="utf-8"))
    assert "self_correction" not in record["options"]
    assert rules_from_record(record).self_correction is False
    events = replay_record(record)
    assert any(isinstance(e, Claimed) and not e.own for e in events)
