"""Replaying records through the engine: golden games replay, tampered records fail by step."""

from __future__ import annotations

import copy
import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from click.testing import CliRunner

from cardtable.cards import DECK, parse_card
from cardtable.cli import main
from cardtable.games.base import RecordError
from cardtable.games.sweep.events import GameOver, Played
from cardtable.record import RecordBuilder, write_records
from cardtable.replay import replay_file, replay_record

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
    assert isinstance(events[-1], GameOver)
    assert list(events[-1].winners) == record["winners"]
    rebuilt = RecordBuilder("sweep", record["options"], record["seats"], record["sides"])
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


def test_other_games_are_not_supported_yet() -> None:
    record = golden("classic-2p")
    record["game"] = "metamorphosis"
    assert "not supported yet" in replay_error(record)


def test_replay_yields_the_engine_events_in_order() -> None:
    record = golden("classic-2p")
    events = replay_record(record)
    plays = [e for e in events if isinstance(e, Played)]
    recorded = [e for entry in record["rounds"] for e in entry["events"] if e["type"] == "play"]
    assert [p.to_record() for p in plays] == recorded


# Files and the command line -----------------------------------------------------------

def _line_count(record: Record) -> int:
    """One sentence per event: the game, each round start and end, events, game over."""
    return 1 + sum(len(entry["events"]) + 2 for entry in record["rounds"]) + 1


def test_replay_file_says_one_sentence_per_event() -> None:
    path = GOLDEN / "scopa-4p-teams.json"
    sentences = list(replay_file(path))
    assert len(sentences) == _line_count(golden("scopa-4p-teams"))
    assert sentences[0].startswith("Scopa for 4 players")
    assert sentences[1] == "Round 1. Seat 1 (random) deals."
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
    assert result.stdout.splitlines()[1] == "Раунд 1. Сдаёт Игрок 1 (random)."


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
