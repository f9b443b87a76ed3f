"""Game records: reading, writing and checking the cardtable-record/1 envelope."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.games.base import RecordError
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.sweep.rules import Rules
from cardtable.records.record import (
    FORMAT,
    check_record,
    format_record,
    read_records,
    rules_of,
    write_records,
)

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))


def golden(name: str = "classic-2p") -> dict[str, Any]:
    record: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    return record


def small_record() -> dict[str, Any]:
    """A valid envelope with no rounds (the envelope check does not replay)."""
    rules = Rules.preset("scopa")
    return {"format": FORMAT, "game": "sweep", "options": rules.to_options(),
            "seats": ["Ana", "Bo"], "sides": [[0], [1]], "rounds": [],
            "scores": [], "winners": []}


# Round trips --------------------------------------------------------------------------

@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: p.stem)
def test_golden_files_read_as_one_record(path: Path) -> None:
    records = read_records(path)
    assert len(records) == 1
    assert records[0] == json.loads(path.read_text(encoding="utf-8"))


def test_one_record_round_trips_through_json(tmp_path: Path) -> None:
    record = golden()
    path = tmp_path / "game.json"
    write_records(path, [record])
    assert isinstance(json.loads(path.read_text(encoding="utf-8")), dict)
    assert read_records(path) == [record]


def test_several_records_round_trip_through_jsonl(tmp_path: Path) -> None:
    records = [golden("classic-2p"), golden("escoba-2p"), golden("scopa-4p-teams")]
    path = tmp_path / "games.jsonl"
    write_records(path, records)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    assert [json.loads(line)["options"]["preset"] for line in lines] == [
        "classic", "escoba", "scopa"]
    assert read_records(path) == records


def test_one_record_to_jsonl_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write_records(path, [golden()])
    assert len(path.read_text(encoding="utf-8").splitlines()) == 1
    assert read_records(path) == [golden()]


def test_several_records_to_json_make_a_list(tmp_path: Path) -> None:
    records = [golden("classic-2p"), golden("escoba-2p")]
    path = tmp_path / "games.json"
    write_records(path, records)
    assert isinstance(json.loads(path.read_text(encoding="utf-8")), list)
    assert read_records(path) == records


def test_several_records_to_an_unnamed_file_are_json_lines(tmp_path: Path) -> None:
    records = [golden("classic-2p"), golden("escoba-2p")]
    path = tmp_path / "games.txt"
    write_records(path, records)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2
    assert read_records(path) == records


def test_formatted_record_puts_one_event_a_line() -> None:
    record = golden()
    text = format_record(record)
    assert json.loads(text) == record
    events = sum(len(entry["events"]) for entry in record["rounds"])
    event_lines = [line for line in text.splitlines() if line.lstrip().startswith('{"type"')]
    assert len(event_lines) == events


def test_writing_checks_the_records_first(tmp_path: Path) -> None:
    bad = small_record()
    del bad["format"]
    path = tmp_path / "bad.jsonl"
    with pytest.raises(RecordError, match="record 1: the record has no format"):
        write_records(path, [small_record(), bad][::-1])
    assert not path.exists()


# Reading errors -----------------------------------------------------------------------

def test_bad_json_line_is_named(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(small_record()) + "\n\n{not json\n", encoding="utf-8")
    with pytest.raises(RecordError, match=r"record 2 \(line 3\) is not valid JSON"):
        read_records(path)


def test_bad_record_in_jsonl_is_named(tmp_path: Path) -> None:
    bad = small_record()
    bad["game"] = "poker"
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(small_record()) + "\n" + json.dumps(bad) + "\n",
                    encoding="utf-8")
    with pytest.raises(RecordError, match=r"record 2 \(line 2\): game 'poker' is unknown"):
        read_records(path)


def test_bad_json_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(RecordError, match="game.json is not valid JSON"):
        read_records(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        read_records(tmp_path / "nowhere.json")


# The envelope -------------------------------------------------------------------------

def _without(key: str) -> Any:
    def change(record: dict[str, Any]) -> None:
        del record[key]
    return change


def _setting(key: str, value: Any) -> Any:
    def change(record: dict[str, Any]) -> None:
        record[key] = value
    return change


def _option(key: str, value: Any) -> Any:
    def change(record: dict[str, Any]) -> None:
        record["options"][key] = value
    return change


def _drop_option(key: str) -> Any:
    def change(record: dict[str, Any]) -> None:
        del record["options"][key]
    return change


def _three_seats(record: dict[str, Any]) -> None:
    record["seats"] = ["a", "b", "c"]
    record["sides"] = [[0], [1], [2]]


ENVELOPE_ERRORS = [
    ("no format", _without("format"), "the record has no format"),
    ("wrong format", _setting("format", "cardtable-record/2"),
     "format 'cardtable-record/2' is not cardtable-record/1"),
    ("unknown game", _setting("game", "poker"), "game 'poker' is unknown"),
    ("no game", _without("game"), "game None is unknown"),
    ("options not an object", _setting("options", ["scopa"]), "options must be an object"),
    ("missing option", _drop_option("margin"), "options lack margin"),
    ("unknown option", _option("jokers", True), "unknown option jokers"),
    ("bad option value", _option("players", 9), "players must be 2 to 6"),
    ("bad preset", _option("preset", "poker"), "preset"),
    ("bad deck", _option("deck", "tarot"), "deck must be one of"),
    ("seats not names", _setting("seats", [1, 2]), "seats must be a list of seat names"),
    ("seats and players disagree", _three_seats,
     "the record has 3 seats but its options say 2 players"),
    ("sides miss a seat", _setting("sides", [[0]]), "must hold every seat 0 to 1 once"),
    ("sides do not fit", _setting("sides", [[1], [0]]), "do not fit the options"),
    ("rounds not a list", _setting("rounds", {}), "rounds must be a list"),
    ("round without dealer", _setting("rounds", [{"events": []}]), "round 1 has no dealer"),
    ("round without events", _setting("rounds", [{"dealer": 0}]),
     "round 1 has no list of events"),
    ("event without type", _setting("rounds", [{"dealer": 0, "events": [{"seat": 0}]}]),
     "round 1, event 1 is not an object with a type"),
    ("scores not numbers", _setting("scores", ["1"]), "scores must be a list of whole numbers"),
    ("scores of the wrong length", _setting("scores", [1, 2, 3]), "scores has 3 numbers"),
    ("winner not a side", _setting("winners", [2]), "winners [2] are not sides 0 to 1"),
]


@pytest.mark.parametrize(("change", "message"), [case[1:] for case in ENVELOPE_ERRORS],
                         ids=[case[0] for case in ENVELOPE_ERRORS])
def test_envelope_errors(change: Any, message: str) -> None:
    record = small_record()
    change(record)
    with pytest.raises(RecordError) as caught:
        check_record(record)
    assert message in str(caught.value)


def test_a_record_is_an_object() -> None:
    with pytest.raises(RecordError, match="a record is a JSON object; got a list"):
        check_record([small_record()])


def test_valid_envelope_passes() -> None:
    record = small_record()
    assert check_record(copy.deepcopy(record)) == record
    assert check_record(golden()) == golden()


def test_options_map_to_rules() -> None:
    record = golden("scopa-4p-teams")
    rules = rules_of(record)
    assert rules == Rules.preset("scopa", players=4)
    assert rules.teams and rules.deck.value == "italian"


# Metamorphosis ------------------------------------------------------------------------

def meta_record() -> dict[str, Any]:
    """A valid Metamorphosis envelope with no parties."""
    rules = MetaRules.preset(players=3)
    return {"format": FORMAT, "game": "metamorphosis", "options": rules.to_options(),
            "seats": ["Ana", "Bo", "Cy"], "sides": [[0], [1], [2]], "rounds": [],
            "scores": [], "winners": []}


def test_meta_envelope_passes_and_maps_to_rules() -> None:
    record = meta_record()
    assert check_record(copy.deepcopy(record)) == record
    assert rules_of(record) == MetaRules.preset(players=3)
    assert rules_of(golden("metamorphosis-2p")) == MetaRules.preset(players=2)


def test_meta_golden_record_has_parties_of_events() -> None:
    record = golden("metamorphosis-3p")
    assert record["options"] == {"preset": "metamorphosis", "players": 3, "first_dealer": 0,
                                 "parties": 3}
    assert record["sides"] == [[0], [1], [2]]
    assert len(record["rounds"]) == 3
    for entry in record["rounds"]:
        assert set(entry) == {"dealer", "events", "points"}
        assert entry["events"][0]["type"] == "deal"
        assert len(entry["points"]) == 3
    assert len(record["scores"]) == 3


def _meta_partie(**fields: Any) -> Any:
    def change(record: dict[str, Any]) -> None:
        record["rounds"] = [{"dealer": 0, "events": [], **fields}]
    return change


META_ENVELOPE_ERRORS = [
    ("missing option", _drop_option("parties"), "options lack parties"),
    ("sweep option", _option("target", 11),
     "unknown option target: the Metamorphosis options are first_dealer, parties, players, "
     "preset"),
    ("bad preset", _option("preset", "scopa"), "preset 'scopa' is not a Metamorphosis preset"),
    ("four players", _option("players", 4), "players must be 2 or 3 in Metamorphosis"),
    ("bad dealer", _option("first_dealer", 3), "first_dealer must be a seat 0 to 2"),
    ("no parties", _option("parties", 0), "parties must be a positive whole number"),
    ("seats and players disagree", _option("players", 2),
     "the record has 3 seats but its options say 2 players"),
    ("teams", _setting("sides", [[0, 1], [2]]),
     "sides [[0, 1], [2]] do not fit Metamorphosis: every player is a side of his own"),
    ("breakdown", _meta_partie(points=[0, 0, 0], breakdown=[]), "partie 1 has a breakdown"),
    ("points per seat", _meta_partie(points=[1, 2]),
     "partie 1: points must be 3 whole numbers, one per seat; got [1, 2]"),
    ("scores per seat", _setting("scores", [1, 2]), "scores has 2 numbers for 3 sides"),
]


@pytest.mark.parametrize(("change", "message"), [case[1:] for case in META_ENVELOPE_ERRORS],
                         ids=[case[0] for case in META_ENVELOPE_ERRORS])
def test_meta_envelope_errors(change: Any, message: str) -> None:
    record = meta_record()
    change(record)
    with pytest.raises(RecordError) as caught:
        check_record(record)
    assert message in str(caught.value)


def test_meta_records_round_trip(tmp_path: Path) -> None:
    records = [golden("metamorphosis-2p"), golden("classic-2p"), golden("metamorphosis-3p")]
    path = tmp_path / "games.jsonl"
    write_records(path, records)
    assert read_records(path) == records
