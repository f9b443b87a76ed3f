"""The server's small parts on their own: the in-memory store, ratings, the protocol's
parsing and the JSON form of views."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.games.metamorphosis import Rules as MetaRules
from cardtable.games.metamorphosis import new_game as new_meta_game
from cardtable.games.sweep import Rules, new_game
from cardtable.server.memory_store import MemoryStore
from cardtable.server.protocol import BY_TYPE, ProtocolError, parse_message
from cardtable.server.ratings import side_ranks, updated_ratings
from cardtable.server.serialize import game_frame, to_json
from cardtable.server.store import NameTaken, SeatSpec, StoreError


def test_the_memory_store_keeps_names_moves_records_and_ratings() -> None:
    store = MemoryStore()
    ana = store.create_user("Ana", "hash", guest=False)
    with pytest.raises(NameTaken):
        store.create_user("ANA", None, guest=True)
    assert store.user_by_name("aNa") == ana
    store.create_session(ana.id, "token-hash")
    assert store.user_for_session("token-hash") == ana
    store.delete_session("token-hash")
    assert store.user_for_session("token-hash") is None

    table = store.create_table(ana.id, "sweep", {"preset": "classic"}, 7,
                               [SeatSpec(user_id=ana.id), SeatSpec(bot="easy")])
    assert table.status == "waiting" and store.count_open_tables(ana.id) == 1
    store.append_move(table.id, 1, 0, "7d")
    with pytest.raises(StoreError):
        store.append_move(table.id, 3, 1, "5c")
    store.set_status(table.id, "playing")
    assert [t.id for t in store.open_tables()] == [table.id]
    assert store.table(table.id).moves[0].text == "7d"  # type: ignore[union-attr]

    stored = store.finish_table(table.id, {"format": "cardtable-record/1"}, [ana.id])
    assert store.open_tables() == [] and store.count_open_tables(ana.id) == 0
    assert store.records_of(ana.id) == [stored] and store.record(stored.id) == stored
    store.set_ratings("sweep", {ana.id: (26.0, 8.0)})
    assert store.rating(ana.id, "sweep") == (26.0, 8.0)
    assert store.rating(ana.id, "metamorphosis") is None


def test_winners_rank_first_and_the_others_by_score() -> None:
    assert side_ranks([10, 4, 7], [0]) == [1, 3, 2]
    assert side_ranks([5, 5, 2], [0, 1]) == [1, 1, 2]


def test_people_who_win_gain_and_bots_are_not_rated() -> None:
    new = updated_ratings([[0], [1], [2]], [1, None, 2], {1: None, 2: (30.0, 4.0)},
                          [11, 9, 3], [0])
    assert set(new) == {1, 2}
    assert new[1][0] > 25.0 and new[2][0] < 30.0
    teams = updated_ratings([[0, 2], [1, 3]], [1, 2, None, None], {}, [5, 11], [1])
    assert teams[2][0] > teams[1][0]
    assert updated_ratings([[0], [1]], [None, None], {}, [1, 0], [0]) == {}


def test_every_message_type_has_a_model_and_bad_frames_say_what_is_accepted() -> None:
    documented = (Path(__file__).parent.parent / "docs" / "protocol.md").read_text("utf-8")
    headings = {word for line in documented.splitlines() if line.startswith("### ")
                for word in line[4:].replace("/", " ").split()}
    assert set(BY_TYPE) <= headings, "every client message has its section in protocol.md"
    for raw, code in [("nope", "bad_json"), ("[1]", "bad_message"),
                      ('{"v": 1, "type": "dance"}', "unknown_type"),
                      ('{"v": 2, "type": "ping"}', "bad_version"),
                      ('{"v": 1, "type": "move", "table": "1", "move": "7d", "version": 0}',
                       "bad_message"),
                      ('{"v": 1, "type": "ping", "extra": 1}', "bad_message")]:
        with pytest.raises(ProtocolError) as refused:
            parse_message(raw)
        assert refused.value.code == code and refused.value.accepted
    message = parse_message('{"v": 1, "type": "take_seat", "table": 3, "seat": 1, "id": "a"}')
    assert message.type == "take_seat" and message.id == "a"


def test_views_and_events_become_json_with_cards_as_notation() -> None:
    state = new_game(Rules.preset("scopa"), seed=3)
    frame = game_frame(1, state, 0, 0, list(state.start_events), game="sweep")
    text = json.dumps(frame)
    assert all(isinstance(c, str) for c in frame["view"]["hand"])
    assert frame["view"]["rules"]["preset"] == "scopa" and frame["game"] == "sweep"
    assert json.loads(text) == frame
    meta = new_meta_game(MetaRules.preset(players=3), seed=3)
    spectator = game_frame(2, meta, None, 0, list(meta.start_events), game="metamorphosis")
    assert spectator["view"]["hand"] == [] and spectator["legal"] is None
    assert spectator["game"] == "metamorphosis"
    assert to_json((1, "x", None)) == [1, "x", None]


def test_the_room_s_process_freezes_what_it_started_with_and_collects_less_often() -> None:
    # In a process of its own: settle() changes the whole interpreter's collector.
    import subprocess
    import sys

    script = ("import gc; from cardtable.server import gcpolicy\n"
              "assert gc.get_freeze_count() == 0\n"
              "gcpolicy.settle()\n"
              "print(gc.get_freeze_count() > 1000, gc.get_threshold())")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    from cardtable.server.gcpolicy import OLDER, YOUNG

    assert done.stdout.split(maxsplit=1) == ["True", str((YOUNG, *OLDER)) + "\n"]
