"""Replaying records through the engine: golden games replay, tampered records fail by step.

The sweep games first, then Metamorphosis."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from click.testing import CliRunner

from cardtable import metamorphosis
from cardtable.bots import RandomBot
from cardtable.bots.match import play_match
from cardtable.cards import DECK, Card52, parse_card, parse_card52
from cardtable.cli import main
from cardtable.games.base import RecordError
from cardtable.games.metamorphosis import events as meta
from cardtable.games.sweep.events import GameOver, Played
from cardtable.records.record import RecordBuilder, write_records
from cardtable.records.replay import replay_file, replay_record

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))
Record = dict[str, Any]


def golden(name: str) -> Record:
    record: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    return record


def make_golden() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_golden", GOLDEN / "make_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def find(record: Record, test: Callable[[dict[str, Any]], bool],
         last: bool = False) -> tuple[int, int, dict[str, Any]]:
    """(round number, event number, event) of the first (or last) event passing ``test``."""
    found = [(number, index, event)
             for number, entry in enumerate(record["rounds"], start=1)
             for index, event in enumerate(entry["events"], start=1) if test(event)]
    assert found, "no such event in the record"
    return found[-1] if last else found[0]


def replay_error(record: Record) -> str:
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    return str(caught.value)


# Golden games -------------------------------------------------------------------------

def test_there_are_golden_games() -> None:
    names = {path.stem for path in GOLDEN_FILES}
    assert set(make_golden().GOLDEN) == names
    assert len(names) >= 6


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: p.stem)
def test_golden_game_replays(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    events = replay_record(record)
    assert isinstance(events[-1], GameOver | meta.GameOver)
    assert list(events[-1].winners) == record["winners"]
    rebuilt = RecordBuilder(record["game"], record["options"], record["seats"],
                            record["sides"])
    rebuilt.add(events)
    assert rebuilt.to_dict() == record


@pytest.mark.parametrize("name", sorted(make_golden().GOLDEN))
def test_make_golden_still_makes_the_golden_games(name: str) -> None:
    """Same seeds, same bots, same record: fails when play changes; regenerate on purpose."""
    assert make_golden().make(name) == golden(name)


def _events(name: str) -> list[dict[str, Any]]:
    return [event for entry in golden(name)["rounds"] for event in entry["events"]]


def test_golden_games_cover_the_rules() -> None:
    """The golden set holds the cases replay must handle, so that it keeps testing them."""
    manual = _events("classic-manual-3p")
    assert any(e.get("error") for e in manual)
    assert {e["correct"] for e in manual if e["type"] == "challenge"} == {True, False}
    assert any(e["type"] == "aside" for e in _events("escoba-primiera-scopone-3p"))
    assert any(e["type"] == "opening" for e in _events("escoba-6p-no-capture"))
    assert any(e.get("sweep") for e in _events("classic-2p"))
    assert golden("scopa-4p-teams")["sides"] == [[0, 2], [1, 3]]
    assert golden("classic-muerto-3p")["options"]["muerto"]
    five = golden("classic-fifteen-5p")
    assert len(five["rounds"][0]["events"][0]["cards"]) == 5
    no_capture = replay_record(golden("escoba-6p-no-capture"))[-1]
    assert isinstance(no_capture, GameOver) and no_capture.no_capture
    spanish = _events("escoba-spanish-2p")
    assert golden("escoba-spanish-2p")["options"]["penalties"] == "spanish"
    assert any(e["type"] == "claim" for e in spanish)
    assert {e["ok"] for e in spanish if e["type"] == "check"} == {True, False}
    assert any(e["type"] == "penalty" and e["points"] < -4 for e in spanish), "sweeps count"
    assert not any(e["type"] == "challenge" for e in spanish)
    assert any(min(entry["points"]) < 0 for entry in golden("escoba-spanish-2p")["rounds"])


def test_a_round_ending_in_a_challenge_replays_with_its_end_move() -> None:
    """Under manual, the last card of a round may be challenged before the round closes."""
    record = golden("classic-manual-3p")
    plays = [e for e in record["rounds"][0]["events"] if e["type"] == "play"]
    last_play = plays[-1]
    assert not last_play["error"], "pick a golden game whose round ends on a correct play"
    round_number, index, _ = find(record, lambda e: e is last_play)
    tampered = copy.deepcopy(record)
    challenger = (last_play["seat"] + 1) % 3
    events = tampered["rounds"][round_number - 1]["events"]
    events.insert(index, {"type": "challenge", "seat": challenger, "correct": False,
                          "points": -1})
    message = replay_error(tampered)
    # The challenge is legal and replays; only the round's points no longer match.
    assert message.startswith(f"round {round_number}: the record's points are")


# Tampered records ---------------------------------------------------------------------

def test_changed_card_in_a_play() -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e["type"] == "play")
    table = record["rounds"][number - 1]["events"][0]["cards"]
    event["card"] = table[0]
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} "
                              f"(play by seat {event['seat']}, {table[0]}")
    assert f"{table[0]} is not in your hand" in message


def test_changed_card_in_a_deal() -> None:
    record = golden("classic-2p")
    deal = record["rounds"][1]["events"][1]
    assert deal["type"] == "deal"
    table_card = record["rounds"][1]["events"][0]["cards"][0]
    deal["hands"][1][0] = table_card
    assert replay_error(record) == (
        f"round 2, event 2 (deal): {table_card} was dealt already in event 1")


def test_a_card_that_is_not_a_card() -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e["type"] == "play")
    event["card"] = "11x"
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (play by seat")
    assert "'11x' is not a card" in message


def test_illegal_capture() -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e["type"] == "play" and len(e["take"]) == 1)
    card, taken = event["card"], event["take"][0]
    other = next(str(c) for c in DECK if str(c) not in (card, taken)
                 and parse_card(str(c)).value != parse_card(card).value)
    event["take"] = [other]
    message = replay_error(record)
    assert message.startswith(
        f"round {number}, event {index} (play by seat {event['seat']}, {card}:{other}): "
        f"{card}:{other} is not a capture: {card} can take {card}:{taken}")


def test_laying_a_card_that_must_capture() -> None:
    record = golden("scopa-4p-teams")
    number, index, event = find(record, lambda e: e["type"] == "play" and e["take"])
    card = event["card"]
    event["take"] = []
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (play by seat {event['seat']}, "
                              f"{card}): {card} must capture (capture is compulsory)")


def test_wrong_sweep_flag() -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e.get("sweep") is True)
    event["sweep"] = False
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (play by seat {event['seat']}")
    assert message.endswith("sweep is false in the record, the engine says true")


def test_wrong_error_flag_under_manual() -> None:
    record = golden("classic-manual-3p")
    number, index, event = find(record, lambda e: e.get("error") is True)
    event["error"] = False
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (play by seat {event['seat']}")
    assert message.endswith("error is false in the record, the engine says true")


def test_wrong_challenge_outcome() -> None:
    record = golden("classic-manual-3p")
    number, index, event = find(record, lambda e: e["type"] == "challenge" and e["correct"])
    event["points"] = -1
    message = replay_error(record)
    assert message == (f"round {number}, event {index} (challenge by seat {event['seat']}): "
                       "points is -1 in the record, the engine says 2")


def test_challenging_your_own_move() -> None:
    record = golden("classic-manual-3p")
    number, index, event = find(record, lambda e: e["type"] == "challenge")
    previous = next(e for e in reversed(record["rounds"][number - 1]["events"][:index - 1])
                    if e["type"] == "play")
    event["seat"] = previous["seat"]
    message = replay_error(record)
    assert message == (f"round {number}, event {index} (challenge by seat {previous['seat']}): "
                       "you cannot challenge a move of your own side")


def test_challenge_without_manual_capture() -> None:
    record = golden("classic-2p")
    record["rounds"][0]["events"].insert(3, {"type": "challenge", "seat": 1, "correct": False,
                                             "points": -1})
    assert replay_error(record) == ("round 1, event 4 (challenge by seat 1): "
                                    "challenges exist only under manual capture")


def test_wrong_points() -> None:
    record = golden("escoba-2p")
    points = record["rounds"][1]["points"]
    record["rounds"][1]["points"] = [points[0] + 1, points[1]]
    assert replay_error(record).startswith(
        f"round 2: the record's points are [{points[0] + 1}, {points[1]}], "
        f"the engine scores {points}")


def test_wrong_breakdown() -> None:
    record = golden("escoba-2p")
    record["rounds"][0]["breakdown"][0]["category"] = "primiera"
    assert replay_error(record).startswith("round 1: the record's breakdown is")


def test_wrong_dealer() -> None:
    record = golden("classic-2p")
    record["rounds"][1]["dealer"] = 0
    assert replay_error(record) == "round 2: the record says seat 0 deals, but the dealer is seat 1"


def test_missing_play() -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e["type"] == "play")
    events = record["rounds"][number - 1]["events"]
    following = events[index]
    del events[index - 1]
    message = replay_error(record)
    assert message.startswith(f"round {number}, event {index} (play by seat {following['seat']}")
    assert f"it is not seat {following['seat']}'s turn" in message


def test_missing_deal() -> None:
    record = golden("classic-2p")
    events = record["rounds"][0]["events"]
    index = max(i for i, e in enumerate(events) if e["type"] == "deal")
    del events[index]
    message = replay_error(record)
    assert message.startswith(f"round 1, event {index + 1} (play by seat 0, ")
    assert ('the record has a play event here, but the engine\'s next event is '
            '{"type": "deal"') in message


def test_extra_deal() -> None:
    record = golden("classic-2p")
    events = record["rounds"][0]["events"]
    events.append({"type": "deal", "hands": [[], []]})
    assert replay_error(record) == "round 1: a round has 6 deals; got 7"


def test_missing_opening_table() -> None:
    record = golden("classic-2p")
    del record["rounds"][0]["events"][0]
    message = replay_error(record)
    assert message.startswith("round 1, event 1 (deal): the record has a deal event here, "
                              'but the engine\'s next event is {"type": "table"')


def test_missing_leftover() -> None:
    record = golden("classic-2p")
    events = record["rounds"][0]["events"]
    assert events[-1]["type"] == "leftover"
    events.pop()
    message = replay_error(record)
    assert message.startswith(f"round 1, after event {len(events)}: the record's round ends "
                              'here, but the engine goes on with {"type": "leftover"')


def test_event_out_of_place() -> None:
    record = golden("classic-2p")
    events = record["rounds"][0]["events"]
    leftover = events.pop()
    events.insert(4, leftover)
    message = replay_error(record)
    assert message.startswith("round 1, event 5 (leftover): the record has a leftover event "
                              "here, but the engine waits for a move")


def test_extra_event_after_the_round() -> None:
    record = golden("classic-2p")
    events = record["rounds"][0]["events"]
    events.append(dict(events[-2]))
    message = replay_error(record)
    assert message.startswith(f"round 1, event {len(events)} (play by seat")
    assert message.endswith("the round is over here (the engine scores it), but the record "
                            "goes on")


def test_truncated_game_missing_rounds() -> None:
    record = golden("escoba-2p")
    rounds = len(record["rounds"])
    del record["rounds"][-1]
    assert replay_error(record).startswith(
        f"the record ends after round {rounds - 1}, but the game goes on")


def test_truncated_game_in_the_middle_of_a_round() -> None:
    record = golden("escoba-2p")
    last = record["rounds"][-1]
    del last["events"][20:]
    del last["points"], last["breakdown"]
    assert replay_error(record).startswith(
        f"round {len(record['rounds'])}, after event 20: the record ends here, "
        "but the game goes on: seat")


def test_truncated_game_without_the_last_scores() -> None:
    record = golden("escoba-2p")
    del record["rounds"][-1]["points"]
    assert replay_error(record).startswith(
        f"round {len(record['rounds'])} has no points: the record ends before the round is "
        "scored")


def test_extra_round_after_the_end() -> None:
    record = golden("classic-2p")
    rounds = len(record["rounds"])
    record["rounds"].append(copy.deepcopy(record["rounds"][0]))
    assert replay_error(record) == (f"round {rounds + 1}: the game ended after round "
                                    f"{rounds}, but the record goes on")


def test_wrong_winners() -> None:
    record = golden("classic-2p")
    record["winners"] = [1 - record["winners"][0]]
    assert replay_error(record).startswith("game end: the record's winners are")


def test_wrong_final_scores() -> None:
    record = golden("classic-2p")
    record["scores"] = [0, 0]
    assert replay_error(record).startswith("game end: the record's scores are [0, 0]")


def test_hidden_cards_cannot_replay() -> None:
    record = golden("classic-2p")
    deal = record["rounds"][0]["events"][1]
    deal["hands"][1] = [None] * len(deal["hands"][1])
    assert replay_error(record).startswith("round 1, event 2 (deal): a card is hidden")


def test_a_sweep_record_is_not_a_metamorphosis_record() -> None:
    record = golden("classic-2p")
    record["game"] = "metamorphosis"
    assert replay_error(record).startswith("options lack parties: a record holds every")


def test_replay_yields_the_engine_events_in_order() -> None:
    record = golden("classic-2p")
    events = replay_record(record)
    plays = [e for e in events if isinstance(e, Played)]
    recorded = [e for entry in record["rounds"] for e in entry["events"] if e["type"] == "play"]
    assert [p.to_record() for p in plays] == recorded


# Files and the command line -----------------------------------------------------------

def _line_count(record: Record) -> int:
    """One sentence per event: the game, the draw for the first dealer if there was one,
    each round start and end, events, game over; in Metamorphosis also each partie's
    revealed bids and the start of its four deals."""
    unrecorded = 5 if record["game"] == "metamorphosis" else 0
    drawn = 1 if "dealer_draw" in record else 0
    return 1 + drawn + sum(len(entry["events"]) + 2 + unrecorded
                           for entry in record["rounds"]) + 1


def test_replay_file_says_one_sentence_per_event() -> None:
    path = GOLDEN / "scopa-4p-teams.json"
    sentences = list(replay_file(path))
    assert len(sentences) == _line_count(golden("scopa-4p-teams"))
    assert sentences[0].startswith("Scopa for 4 players")
    # The computer players are named as the live game names them.
    assert sentences[1] == "Round 1. Computer 1 deals."
    assert sentences[-1].startswith("Game over: Team ")


def test_replay_file_of_several_records(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    write_records(path, [golden("classic-2p"), golden("escoba-2p")])
    sentences = list(replay_file(path, lang="ru"))
    assert sentences[0] == "Игра 1."
    assert "Игра 2." in sentences
    assert len(sentences) == 2 + _line_count(golden("classic-2p")) + _line_count(
        golden("escoba-2p"))


def test_replay_file_names_the_record_at_fault(tmp_path: Path) -> None:
    bad = golden("escoba-2p")
    bad["rounds"][0]["dealer"] = 1
    path = tmp_path / "games.jsonl"
    write_records(path, [golden("classic-2p"), bad])
    with pytest.raises(RecordError, match=r"^record 2: round 1: the record says seat 1 deals"):
        list(replay_file(path))


@pytest.mark.parametrize("name", ["classic-2p", "classic-manual-3p"])
def test_cli_replays_a_good_file(name: str) -> None:
    result = CliRunner().invoke(main, ["replay", str(GOLDEN / f"{name}.json")])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == _line_count(golden(name))
    assert lines[-1].startswith("Game over:")


def test_cli_speaks_russian() -> None:
    result = CliRunner().invoke(main, ["replay", "--lang", "ru",
                                       str(GOLDEN / "escoba-2p.json")])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[1] == ("Жребий на сдачу: Компьютер 1 тянет рыцаря мечей и Компьютер 2 тянет "
                        "тройку золотых. Первым сдаёт Компьютер 1.")  # seed 003: the draw
    assert lines[2] == "Раунд 1. Сдаёт Компьютер 1."
    assert "random" not in result.stdout


def test_cli_fails_on_a_tampered_file(tmp_path: Path) -> None:
    record = golden("classic-2p")
    number, index, event = find(record, lambda e: e.get("sweep") is True)
    event["sweep"] = False
    path = tmp_path / "tampered.json"
    write_records(path, [record])
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 1
    assert f"error: round {number}, event {index} (play by seat {event['seat']}" in result.stderr
    assert "sweep is false in the record" in result.stderr
    # The events before the bad step were announced.
    assert len(result.stdout.splitlines()) > index


def test_cli_fails_on_a_bad_envelope(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "sweep"}), encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 1
    assert "error: the record has no format" in result.stderr


# Metamorphosis ------------------------------------------------------------------------

META_2P = "metamorphosis-2p"
META_3P = "metamorphosis-3p"


def of_type(kind: str, **fields: Any) -> Callable[[dict[str, Any]], bool]:
    """A test for ``find``: an event of this type whose fields have these values."""
    return lambda e: e["type"] == kind and all(e.get(k) == v for k, v in fields.items())


def won_in_deal(record: Record, partie: int, deal: int) -> list[list[str]]:
    """The cards each seat took in tricks in one deal: its hand just after the deal."""
    seats = len(record["seats"])
    won: list[list[str]] = [[] for _ in range(seats)]
    current = 1
    for event in record["rounds"][partie - 1]["events"]:
        if event["type"] == "deal_score":
            if event["deal"] == deal:
                return [sorted(w) for w in won]
            current += 1
        elif event["type"] == "trick" and current == deal:
            won[event["winner"]].extend(event["cards"])
    raise AssertionError("no such deal in the record")


def test_meta_golden_games_cover_the_rules() -> None:
    """Two and three players, takes (chained round the table), discards, draws, premiums."""
    two, three = golden(META_2P), golden(META_3P)
    assert len(two["seats"]) == 2 and len(three["seats"]) == 3
    for name in (META_2P, META_3P):
        events = _events(name)
        kinds = {e["type"] for e in events}
        assert {"deal", "bid", "play", "trick", "discard", "draw", "take",
                "deal_score"} <= kinds
        assert any(any(e["premiums"]) for e in events if e["type"] == "deal_score")
        assert "breakdown" not in golden(name)["rounds"][0]
    takes = [e for e in three["rounds"][1]["events"] if e["type"] == "take"]
    assert len(takes) == 3 and takes[0]["seat"] == takes[2]["seat"], "a chained take"


def test_meta_replay_yields_the_engine_events_in_order() -> None:
    record = golden(META_3P)
    events = replay_record(record)
    recorded = [e for entry in record["rounds"] for e in entry["events"]]
    assert [e.to_record() for e in events if e.recorded] == recorded
    parties = [e for e in events if isinstance(e, meta.PartieStarted)]
    assert [p.dealer for p in parties] == [entry["dealer"] for entry in record["rounds"]]
    deals = [e.deal for e in events if isinstance(e, meta.DealStarted)]
    assert deals == [1, 2, 3, 4] * 3
    assert all(1 <= e.deal <= 4 for e in events if isinstance(e, meta.Trick))


def test_meta_replay_takes_the_recorded_cards_not_the_seeds() -> None:
    """A game whose takes were chosen by hand replays: the takes come from the record."""
    rules = metamorphosis.Rules.preset(players=3, parties=1)

    def lowest(seat: int, source: int, count: int, hand: tuple[Card52, ...]) -> list[Card52]:
        return sorted(hand)[:count]

    def play(**hook: Any) -> Record:
        state = metamorphosis.new_game(rules, seed=12, **hook)
        bots = [RandomBot(1200 + seat) for seat in range(3)]
        result = play_match(state, bots, "metamorphosis", rules.to_options(),
                            state.start_events)
        return result.record

    chosen, seeded = play(take_source=lowest), play()
    chosen_takes = [e for e in chosen["rounds"][0]["events"] if e["type"] == "take"]
    seeded_takes = [e for e in seeded["rounds"][0]["events"] if e["type"] == "take"]
    assert chosen_takes and chosen_takes != seeded_takes
    assert replay_record(chosen)[-1].type == "game_end"
    assert replay_record(seeded)[-1].type == "game_end"


def test_meta_take_source_must_give_cards_of_the_hand() -> None:
    rules = metamorphosis.Rules.preset(players=2, parties=1)
    ace = parse_card52("As")
    state = metamorphosis.new_game(rules, seed=9,
                                   take_source=lambda seat, source, count, hand: [ace] * count)
    with pytest.raises(ValueError, match=r"take_source gave .* for seat \d taking \d+"):
        while not state.is_over:
            state.play(state.legal_moves()[0])


def test_meta_changed_card_in_a_play() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("play"))
    hands = record["rounds"][0]["events"][0]["hands"]
    other = hands[1 - event["seat"]][0]
    event["card"] = other
    message = replay_error(record)
    assert message.startswith(f"partie 1, event {index} (play by seat {event['seat']}, "
                              f"{other}): {other} is not in your hand")


def following_play(record: Record) -> tuple[int, dict[str, Any], str, str]:
    """In the first deal: (event number, event, card led, a card of another suit in the
    player's hand) of the first play that followed suit when it did not have to be that
    card's suit only."""
    events = record["rounds"][0]["events"]
    hands = [list(hand) for hand in events[0]["hands"]]
    trick: list[str] = []
    for index, event in enumerate(events, start=1):
        if event["type"] == "trick":
            trick = []
        if event["type"] != "play":
            continue
        hand = hands[event["seat"]]
        if trick:
            led = trick[0][-1]
            off_suit = [c for c in hand if c[-1] != led]
            if event["card"][-1] == led and off_suit:
                return index, event, trick[0], off_suit[0]
        hand.remove(event["card"])
        trick.append(event["card"])
    raise AssertionError("no play that followed suit with another suit in hand")


def test_meta_not_following_suit() -> None:
    record = golden(META_3P)
    index, event, led, off_suit = following_play(record)
    event["card"] = off_suit
    message = replay_error(record)
    assert message.startswith(f"partie 1, event {index} (play by seat {event['seat']}, "
                              f"{off_suit}): you must follow suit")
    assert f"{led} was led" in message


def test_meta_take_of_a_card_the_neighbour_does_not_hold() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    own = won_in_deal(record, number, 2)[event["seat"]]
    event["cards"][0] = own[0]
    shown = "+".join(event["cards"])
    assert replay_error(record).startswith(
        f"partie {number}, event {index} (take by seat {event['seat']} from seat "
        f"{event['from']}, {shown}): {own[0]} is not in the hand of seat {event['from']}, "
        "which holds ")


def test_meta_take_of_the_wrong_count() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    hands = won_in_deal(record, number, 2)
    taker, giver = len(hands[event["seat"]]), len(hands[event["from"]])
    count = len(event["cards"])
    assert taker + count == 12
    event["cards"].pop()
    assert replay_error(record) == (
        f"partie {number}, event {index} (take by seat {event['seat']} from seat "
        f"{event['from']}, {'+'.join(event['cards'])}): seat {event['seat']} holds {taker} "
        f"cards and seat {event['from']} {giver}, so the rule has seat {event['seat']} take "
        f"{count}, not {count - 1}")


def test_meta_take_by_the_wrong_seat() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    seat, source = event["seat"], event["from"]
    event["seat"], event["from"] = source, seat
    assert replay_error(record).startswith(
        f"partie {number}, event {index} (take by seat {source} from seat {seat}, ")
    assert replay_error(record).endswith(f"the engine has seat {seat} take from seat "
                                         f"{source} here")


def test_meta_take_in_a_different_order_of_the_cards() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    event["cards"].reverse()
    assert "cards is" in replay_error(record)


def test_meta_missing_take() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    events = record["rounds"][number - 1]["events"]
    following = events[index]
    del events[index - 1]
    assert replay_error(record) == (
        f"partie {number}, event {index} (play by seat {following['seat']}, "
        f"{following['card']}): the record has a play event here, but the engine's next "
        f"event is a take: seat {event['seat']} takes {len(event['cards'])} cards from seat "
        f"{event['from']}")


def test_meta_a_valid_but_different_take_replays_until_a_card_is_missing() -> None:
    """The record decides the random takes: another legal choice is followed, and the
    game then fails where the record plays a card its player no longer holds."""
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"))
    giver = won_in_deal(record, number, 2)[event["from"]]
    spare = next(c for c in giver if c not in event["cards"])
    kept = event["cards"][0]
    event["cards"][0] = spare
    event["cards"].sort(key=lambda c: parse_card52(c))
    message = replay_error(record)
    missing = {(kept, event["seat"]), (spare, event["from"])}
    later, at, play = next(
        (n, i, e) for n, entry in enumerate(record["rounds"], start=1)
        for i, e in enumerate(entry["events"], start=1)
        if (n, i) > (number, index) and e["type"] == "play"
        and (e["card"], e["seat"]) in missing)
    assert message.startswith(f"partie {later}, event {at} (play by seat {play['seat']}, "
                              f"{play['card']}): {play['card']} is not in your hand")


def test_meta_wrong_deal_score() -> None:
    record = golden(META_3P)
    number, index, event = find(record, of_type("deal_score", deal=2))
    scores = list(event["scores"])
    event["scores"][0] += 4
    assert replay_error(record) == (
        f"partie {number}, event {index} (deal_score of deal 2): scores is "
        f"{json.dumps(event['scores'])} in the record, the engine says {json.dumps(scores)}")


def test_meta_wrong_premium() -> None:
    record = golden(META_2P)
    number, index, event = find(record, lambda e: e["type"] == "deal_score"
                                and any(e["premiums"]))
    premiums = list(event["premiums"])
    event["premiums"] = [0] * len(premiums)
    assert replay_error(record).endswith(
        f"premiums is {json.dumps(event['premiums'])} in the record, the engine says "
        f"{json.dumps(premiums)}")


def test_meta_wrong_trick_winner() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("trick"))
    winner = event["winner"]
    event["winner"] = 1 - winner
    assert replay_error(record) == (f"partie {number}, event {index} (trick): winner is "
                                    f"{1 - winner} in the record, the engine says {winner}")


def test_meta_wrong_draw() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("draw"))
    event["cards"].reverse()
    message = replay_error(record)
    assert message.startswith(f"partie {number}, event {index} (draw by seat "
                              f"{event['seat']}): cards is")


def test_meta_discard_of_a_card_not_in_hand() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("discard"))
    drawn = record["rounds"][number - 1]["events"][index]
    assert drawn["type"] == "draw"
    event["cards"][0] = drawn["cards"][0]
    message = replay_error(record)
    assert message.startswith(f"partie {number}, event {index} (discard by seat "
                              f"{event['seat']}, {'+'.join(event['cards'])}): "
                              f"{drawn['cards'][0]} not in your hand")


def test_meta_discard_of_the_wrong_count() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("discard"))
    count = len(event["cards"])
    event["cards"].pop()
    assert replay_error(record).endswith(f"discard exactly {count} cards: you hold "
                                         f"{12 + count} and keep 12")


def test_meta_bid_out_of_range() -> None:
    record = golden(META_3P)
    number, index, event = find(record, of_type("bid"))
    event["deal"] = 5
    assert replay_error(record).startswith(
        f"partie 1, event {index} (bid by seat {event['seat']}, deal 5): "
        "a bid names a deal 1 to 4; got 5")
    event["deal"] = "two"
    assert replay_error(record).endswith('a bid names a deal 1 to 4; got "two"')


def test_meta_bid_by_the_wrong_seat() -> None:
    record = golden(META_3P)
    number, index, event = find(record, of_type("bid"))
    seat = event["seat"]
    event["seat"] = (seat + 1) % 3
    assert replay_error(record).endswith(f"it is not seat {(seat + 1) % 3}'s turn: seat "
                                         f"{seat} is to move")


def test_meta_changed_card_in_a_deal() -> None:
    record = golden(META_2P)
    deal = record["rounds"][1]["events"][0]
    card = deal["hands"][0][0]
    deal["hands"][1][0] = card
    assert replay_error(record) == (
        f"partie 2, event 1 (deal): {card} is given twice: a deck has each card once")


def test_meta_deal_of_the_wrong_size() -> None:
    record = golden(META_2P)
    deal = record["rounds"][0]["events"][0]
    deal["hands"][0].append(deal["stock"].pop())
    assert replay_error(record) == (
        "partie 1, event 1 (deal): every hand has 12 cards; the hands have 13, 12")


def test_meta_unsorted_hand_is_not_the_engines_deal() -> None:
    record = golden(META_2P)
    record["rounds"][0]["events"][0]["hands"][0].reverse()
    assert replay_error(record).startswith("partie 1, event 1 (deal): hands is")


def test_meta_hidden_cards_cannot_replay() -> None:
    record = golden(META_3P)
    deal = record["rounds"][0]["events"][0]
    deal["stock"] = [None] * len(deal["stock"])
    assert replay_error(record).startswith("partie 1, event 1 (deal): a card is hidden")


def test_meta_partie_without_its_deal() -> None:
    record = golden(META_2P)
    del record["rounds"][1]["events"][0]
    first = record["rounds"][1]["events"][0]
    assert replay_error(record) == (
        f"partie 2, event 1 (bid by seat {first['seat']}, deal {first['deal']}): the record "
        "has a bid event here, but a partie starts with its deal (hands and stock)")
    record["rounds"][1]["events"] = []
    assert replay_error(record) == (
        "partie 2 has no events: a partie starts with its deal (hands and stock)")


def test_meta_truncated_game_missing_parties() -> None:
    record = golden(META_2P)
    del record["rounds"][-1]
    assert replay_error(record).startswith(
        "the record ends after partie 3, but the game goes on: it has 4 parties")


def test_meta_truncated_in_the_middle_of_a_partie() -> None:
    record = golden(META_2P)
    last = record["rounds"][-1]
    index = next(i for i, e in enumerate(last["events"]) if i >= 20 and e["type"] == "play")
    seat = last["events"][index]["seat"]
    del last["events"][index:]
    del last["points"]
    assert replay_error(record) == (
        f"partie 4, after event {index}: the record ends here, but the game goes on: "
        f"seat {seat} is to play")


def test_meta_truncated_before_the_takes() -> None:
    record = golden(META_2P)
    number, index, event = find(record, of_type("take"), last=True)
    last = record["rounds"][-1]
    assert number == len(record["rounds"])
    del last["events"][index - 1:]
    del last["points"]
    assert replay_error(record) == (
        f"partie {number}, after event {index - 1}: the record's partie ends here, but the "
        f"engine goes on with a take: seat {event['seat']} takes {len(event['cards'])} cards "
        f"from seat {event['from']}")


def test_meta_truncated_game_without_the_last_points() -> None:
    record = golden(META_3P)
    del record["rounds"][-1]["points"]
    assert replay_error(record).startswith(
        "partie 3 has no points: the record ends before the partie is scored")


def test_meta_wrong_points() -> None:
    record = golden(META_3P)
    points = record["rounds"][1]["points"]
    record["rounds"][1]["points"] = [points[0] - 1, *points[1:]]
    assert replay_error(record) == (
        f"partie 2: the record's points are {[points[0] - 1, *points[1:]]}, "
        f"the engine scores {points}")


def test_meta_wrong_dealer() -> None:
    record = golden(META_3P)
    record["rounds"][1]["dealer"] = 0
    assert replay_error(record) == ("partie 2: the record says seat 0 deals, but the dealer "
                                    "is seat 1")


def test_meta_extra_partie() -> None:
    record = golden(META_3P)
    record["rounds"].append(copy.deepcopy(record["rounds"][0]))
    assert replay_error(record) == ("partie 4: the game ended after partie 3, but the record "
                                    "goes on")


def test_meta_wrong_winners_and_scores() -> None:
    record = golden(META_3P)
    record["winners"] = [(record["winners"][0] + 1) % 3]
    assert replay_error(record).startswith("game end: the record's winners are")
    record = golden(META_3P)
    record["scores"] = [0, 0, 0]
    assert replay_error(record).startswith("game end: the record's scores are [0, 0, 0]")


def test_meta_event_out_of_place() -> None:
    record = golden(META_2P)
    events = record["rounds"][0]["events"]
    number, index, event = find(record, of_type("draw"))
    events.insert(3, events.pop(index - 1))
    assert replay_error(record).startswith(
        f"partie 1, event 4 (draw by seat {event['seat']}): the record has a draw event "
        "here, but the engine waits for a move: seat")


@pytest.mark.parametrize("name", [META_2P, META_3P])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_cli_replays_a_metamorphosis_game(name: str, lang: str) -> None:
    result = CliRunner().invoke(main, ["replay", "--lang", lang, str(GOLDEN / f"{name}.json")])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    record = golden(name)
    players = len(record["seats"])
    assert len(lines) == _line_count(record)
    if lang == "en":
        assert lines[0].startswith(f"Metamorphosis for {players} players")
        assert lines[1] == "Partie 1. Computer 1 deals."
        assert lines[-1].startswith("Game over: Computer ")
        assert any(line.startswith("Deal 2: diamonds are trumps, each heart taken scores 4.")
                   for line in lines)
        assert any("at random from the left neighbour" in line for line in lines)
        assert any("face down under the stock: " in line for line in lines)
    else:
        assert lines[0].startswith(f"Метаморфоза, игроков: {players}")
        assert lines[1] == "Партия 1. Сдаёт Компьютер 1."
        assert "random" not in result.stdout
        assert lines[-1].startswith("Игра окончена.")
        assert any("у соседа слева" in line for line in lines)


def test_cli_fails_on_a_tampered_metamorphosis_file(tmp_path: Path) -> None:
    record = golden(META_3P)
    number, index, event = find(record, of_type("deal_score", deal=3))
    event["scores"][1] -= 1
    path = tmp_path / "tampered.json"
    write_records(path, [record])
    for lang in ("en", "ru"):
        result = CliRunner().invoke(main, ["replay", "--lang", lang, str(path)])
        assert result.exit_code == 1
        assert len(result.stdout.splitlines()) > index
        [line] = result.stderr.splitlines()
        if lang == "en":
            assert line.startswith(f"error: partie {number}, event {index} (deal_score of deal "
                                   "3): scores is")
        else:
            # The record's own values (JSON) as they are, every word in Russian.
            assert line.startswith(f"ошибка: партия {number}, событие {index}: в записи "
                                   '{"type": "deal_score"')
            assert ", а по правилам {" in line
            assert "error" not in line and "partie" not in line


def test_replay_file_of_both_games(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    write_records(path, [golden("classic-2p"), golden(META_2P)])
    sentences = list(replay_file(path))
    assert sentences[0] == "Game 1."
    second = sentences.index("Game 2.")
    assert sentences[second + 1].startswith("Metamorphosis for 2 players")
    assert len(sentences) == 2 + _line_count(golden("classic-2p")) + _line_count(golden(META_2P))


# Records of games left unfinished -------------------------------------------------------

def cut(name: str, round_number: int, events: int) -> Record:
    """A golden record as a game left there: round ``round_number`` keeps its first
    ``events`` events and is not scored, and no round follows; no final result."""
    record = golden(name)
    del record["rounds"][round_number:]
    last = record["rounds"][-1]
    del last["events"][events:]
    last.pop("points", None)
    last.pop("breakdown", None)
    record["scores"], record["winners"] = [], []
    return record


@pytest.mark.parametrize(("name", "round_number", "events"), [
    ("escoba-2p", 1, 20), ("classic-manual-3p", 2, 9), ("scopa-4p-teams", 1, 5),
    (META_2P, 2, 30), (META_3P, 1, 1),
])
def test_an_unfinished_record_replays_when_allowed(name: str, round_number: int,
                                                   events: int) -> None:
    record = cut(name, round_number, events)
    with pytest.raises(RecordError, match="the record ends here, but the game goes on"):
        replay_record(record)
    replayed = replay_record(record, allow_unfinished=True)
    assert replayed[-1].type not in ("game_end", "round_end")
    # Every step there is was checked: the events make the record again.
    rebuilt = RecordBuilder(record["game"], record["options"], record["seats"],
                            record["sides"])
    rebuilt.add(replayed)
    assert rebuilt.to_dict() == record


def test_a_record_left_between_rounds_replays_when_allowed() -> None:
    record = golden("escoba-2p")
    del record["rounds"][-1]
    record["scores"], record["winners"] = [], []
    with pytest.raises(RecordError, match="the record ends after round"):
        replay_record(record)
    replayed = replay_record(record, allow_unfinished=True)
    assert replayed[-1].type == "round_end"
    assert sum(event.type == "round" for event in replayed) == len(record["rounds"])


def test_an_unfinished_record_is_still_checked_step_by_step() -> None:
    record = cut("escoba-2p", 1, 20)
    number, index, event = find(record, lambda e: e.get("type") == "play")
    event["card"] = "1d" if event["card"] != "1d" else "2d"
    with pytest.raises(RecordError, match=rf"^round {number}, event {index} \(play by seat"):
        replay_record(record, allow_unfinished=True)


@pytest.mark.parametrize("change", ["leftover", "points"])
def test_a_record_cut_where_no_game_stops_is_no_unfinished_game(change: str) -> None:
    record = golden("classic-2p")
    last = record["rounds"][0]
    if change == "leftover":
        last["events"].pop()  # the end of a round is one step: nobody leaves in between
        message = "the record's round ends here, but the engine goes on with"
    else:
        del last["points"]
        message = "has no points: the record ends before the round is scored"
    with pytest.raises(RecordError, match=message):
        replay_record(record, allow_unfinished=True)


def test_replay_file_says_an_unfinished_game_is_unfinished(tmp_path: Path) -> None:
    from cardtable.text import message

    path = tmp_path / "left.json"
    write_records(path, [cut("escoba-2p", 2, 3)])
    with pytest.raises(RecordError):
        list(replay_file(path))
    for lang in ("en", "ru"):
        sentences = list(replay_file(path, lang=lang, allow_unfinished=True))
        assert sentences[-1] == message(lang, "replay-unfinished")
        assert sentences.count(message(lang, "replay-unfinished")) == 1
    finished = list(replay_file(GOLDEN / "escoba-2p.json", allow_unfinished=True))
    assert message("en", "replay-unfinished") not in finished


# The error line in the listener's language -------------------------------------------------

def _ends_early(record: Record) -> None:
    del record["rounds"][0]["events"][6:]
    del record["rounds"][0]["points"], record["rounds"][0]["breakdown"]


def _differs(record: Record) -> None:
    record["rounds"][0]["events"][0]["cards"].reverse()


def _record_more(record: Record) -> None:
    record["rounds"].append(copy.deepcopy(record["rounds"][0]))


def _waits(record: Record) -> None:
    events = record["rounds"][0]["events"]
    events.insert(4, events.pop())


def _cannot(record: Record) -> None:
    play = next(e for e in record["rounds"][0]["events"] if e["type"] == "play")
    play["card"] = "nonsense"


def _dealt_twice(record: Record) -> None:
    events = record["rounds"][0]["events"]
    events[1]["hands"][0][0] = events[0]["cards"][0]


def _past(record: Record) -> None:
    del record["rounds"][-1]


def _scores(record: Record) -> None:
    record["scores"] = [0, 0]


@pytest.mark.parametrize("tamper", [_ends_early, _differs, _record_more, _waits, _cannot,
                                    _dealt_twice, _past, _scores],
                         ids=lambda f: f.__name__.strip("_"))
def test_a_replay_error_is_said_in_russian(tamper: Callable[[Record], None]) -> None:
    from cardtable.records.replay import ReplayError, error_line

    record = golden("classic-2p")
    record["seats"] = ["Player", "normal"]
    tamper(record)
    with pytest.raises(ReplayError) as caught:
        replay_record(record)
    error = caught.value
    assert error_line(error, "en") == f"error: {error}"
    line = error_line(error, "ru")
    assert line.startswith("ошибка: ")
    # Only the record's own values, quoted as JSON, keep their Latin letters.
    words = re.sub(r'"[^"]*"|\{[^{}]*\}|\[[^\]]*\]', "", line)
    assert not re.search(r"[A-Za-z]", words), line


def test_the_russian_error_names_the_seat_and_the_record_of_a_file(tmp_path: Path) -> None:
    from cardtable.records.replay import error_line

    record = golden("classic-2p")
    record["seats"] = ["Player", "normal"]
    _ends_early(record)
    path = tmp_path / "games.jsonl"
    write_records(path, [golden("classic-2p"), record])
    with pytest.raises(RecordError) as caught:
        list(replay_file(path))
    assert str(caught.value).startswith("record 2: round 1, after event 6: the record ends here")
    line = error_line(caught.value, "ru")
    assert line.startswith("ошибка: запись 2, раунд 1, после события 6: запись кончается здесь")
    assert line.endswith(("ходит Игрок", "ходит Компьютер 2"))


def test_a_file_that_is_no_record_keeps_its_english_detail_in_russian(tmp_path: Path) -> None:
    from cardtable.records.replay import error_line

    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "sweep"}), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        list(replay_file(path, lang="ru"))
    assert error_line(caught.value, "ru").startswith("ошибка: ")
    assert error_line(caught.value, "ru").endswith("the record has no format: a record "
                                                  'starts with "format": "cardtable-record/1"')


# The seats' names ------------------------------------------------------------------------

def test_records_name_computer_players_as_the_bots_do() -> None:
    from cardtable.bots.levels import BOT_NAMES
    from cardtable.records.record import COMPUTER_NAMES, computer_seats

    assert set(BOT_NAMES) == COMPUTER_NAMES
    record = golden("classic-2p")
    assert computer_seats(record) == {0, 1}
    record["seats"] = ["Ana", "expert"]
    assert computer_seats(record) == {1}


def test_a_records_context_names_seats_as_the_live_game() -> None:
    from cardtable.text import TextContext

    record = golden("classic-manual-3p")
    record["seats"] = ["Player", "Ана", "easy"]
    assert TextContext.from_record(record).seats == ("Player", "Ана", "easy")
    assert TextContext.from_record(record, "en").seats == ("Player", "Ана", "Computer 3")
    assert TextContext.from_record(record, "ru").seats == ("Игрок", "Ана", "Компьютер 3")
    record["seats"] = ["Игрок", "random", "random"]
    assert TextContext.from_record(record, "en").seats == ("Player", "Computer 2",
                                                           "Computer 3")
