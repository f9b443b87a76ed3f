"""A new server over the same store brings back every open table: waiting tables as they
were, started games at the same version, dealt from their seed and replayed move by move."""

from __future__ import annotations

import random

import pytest
from server_support import Client, Frame, connect, play_to_end, room

from cardtable.records.replay import replay_record
from cardtable.server.memory_store import MemoryStore

pytestmark = pytest.mark.timeout(60)


def _against_a_bot_until_one_s_turn(client: Client, preset: str) -> tuple[int, Frame]:
    """A 2-player sweep table of ``client`` (seat 0) against a normal bot, started, and its
    game frame once it is the client's turn."""
    table: int = client.ok("create_table", game="sweep", preset=preset,
                           options={"players": 2})["table"]["id"]
    client.ok("add_bot", table=table, seat=1, level="normal")
    client.ok("start", table=table)
    frame = client.wait_version(table, 0)
    while frame["to_move"] != 0:
        frame = client.wait_version(table, frame["version"] + 1)
    return table, frame


def test_open_tables_come_back_after_a_restart() -> None:
    store = MemoryStore()
    with room(store) as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        waiting = ana.ok("create_table", game="metamorphosis",
                         options={"players": 3})["table"]["id"]
        ana.ok("add_bot", table=waiting, seat=2, level="easy")
        playing, frame = _against_a_bot_until_one_s_turn(bo, "escoba")
        bo.ok("move", table=playing, move=frame["legal"][0], version=frame["version"])
        before = bo.wait_version(playing, frame["version"] + 1)
        while before["to_move"] != 0:  # the bot answers; then the game waits for Bo
            before = bo.wait_version(playing, before["version"] + 1)
        ana_token, bo_token = ana.token, bo.token

    with room(store) as (http, _):  # a new server, the same store
        ana, bo = connect(http), connect(http)
        ana.ok("resume", token=ana_token)
        bo.ok("resume", token=bo_token)
        tables = {t["id"]: t for t in ana.ok("list_tables")["tables"]}
        assert tables[waiting]["status"] == "waiting"
        assert [s["kind"] for s in tables[waiting]["seats"]] == ["person", "empty", "bot"]
        assert tables[playing]["status"] == "playing"
        after = bo.wait_version(playing, 0)
        assert after["version"] == before["version"] and after["view"] == before["view"]
        assert after["legal"] == before["legal"]
        over = play_to_end({0: bo}, playing, random.Random(5))
        stored = store.record(over["record"])
        assert stored is not None
        replay_record(stored.record)


def test_a_table_behind_the_store_is_restored_from_it_again() -> None:
    # Another process played the table (it held its lease a moment too long): the move it
    # stored comes first, the one this process tried is refused, and the table here
    # catches up with the store instead of refusing every move from then on.
    store = MemoryStore()
    with room(store) as (http, _):
        bo = connect(http, "Bo")
        table, frame = _against_a_bot_until_one_s_turn(bo, "scopa")
        elsewhere, here = frame["legal"][0], frame["legal"][-1]
        store.append_move(table, frame["version"] + 1, 0, elsewhere)
        refused = bo.error("move", table=table, move=here, version=frame["version"])
        assert refused["code"] == "store_error"
        caught_up = bo.wait_version(table, frame["version"] + 1)
        assert caught_up["view"]["hand"] != frame["view"]["hand"]
        kept = store.table(table)
        assert kept is not None
        assert [m.text for m in kept.moves][frame["version"]] == elsewhere
        over = play_to_end({0: bo}, table, random.Random(5))
        stored = store.record(over["record"])
        assert stored is not None
        replay_record(stored.record)
