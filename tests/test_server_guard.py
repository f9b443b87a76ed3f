"""Tables that end and records that cannot be counted (issue 16), in the app itself: the
janitor's looks are called with the clock given (no waiting on time), closing a table,
the bounds of a game, records private unless shared, the table chat kept with the record,
a stale move's single resync and the sessions of one token."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from server_support import Client, close, connect, play_to_end, room, table_with_a_bot

from cardtable.records.replay import replay_record
from cardtable.server.config import FAST_TEST_CONFIG
from cardtable.server.room import Room

pytestmark = pytest.mark.timeout(120)
Frame = dict[str, Any]
TICK = 0.01
"""A moment past a limit: ``(start + limit) - start`` may come out a hair under ``limit``
in floating point (by the clock's value), so a look at exactly ``start + limit`` may not
close what it should (the hang seen in CI)."""


def _room_of(http: Any) -> Room:
    """The app's room, its janitor's own looks (on the real clock) stopped: one of them
    between two of the test's would note a table idle since a later time than the test's
    clock says, and the test's next look would find it not idle long enough (the hang
    seen under load)."""
    found: Room = http.app.state.room
    http.portal.call(found.janitor.stop)
    return found


def _janitor_by_hand(http: Any) -> Room:
    """The room, its janitor's own looks stopped: only ``_sweep`` looks from now on (a look
    of its own at the real clock, between a test's ``start`` and its first ``_sweep``, would
    date the table's idleness later than ``start``, and the test's last look would come too
    early)."""
    room_ = _room_of(http)
    http.portal.call(room_.janitor.stop)
    return room_


def _sweep(http: Any, now: float) -> None:
    """One look of the janitor at ``now`` (on the app's event loop)."""
    http.portal.call(_room_of(http).janitor.sweep, now)


def _until(check: Callable[[], bool], what: str) -> None:
    """Wait (bounded) until ``check()`` holds: the app runs in another thread."""
    for _ in range(2000):
        if check():
            return
        time.sleep(0.005)
    raise AssertionError(f"never: {what}")


def _bot_table(client: Client, target: int = 50, **options: Any) -> int:
    table: int = client.ok("create_table", game="sweep", preset="classic", seat=None,
                           options={"players": 2, "target": target, **options})["table"]["id"]
    client.ok("add_bot", table=table, seat=0, level="easy")
    client.ok("add_bot", table=table, seat=1, level="easy")
    return table


def test_a_waiting_table_with_nobody_there_expires_and_is_stored_finished() -> None:
    with room() as (http, store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        bo.ok("list_tables")
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        room_ = _janitor_by_hand(http)
        start = time.monotonic()
        _sweep(http, start + 10_000)  # Ana is there: nothing happens, however late
        assert table in room_.tables
        owner = room_.tables[table].owner_id
        assert room_.is_present(owner)
        close(ana)
        _until(lambda: not room_.is_present(owner), "Ana gone")
        _sweep(http, start)
        _sweep(http, start + FAST_TEST_CONFIG.tables.waiting_table_seconds - 1)
        assert table in room_.tables
        _sweep(http, start + FAST_TEST_CONFIG.tables.waiting_table_seconds + TICK)
        closed = bo.until(lambda f: f["type"] == "table_closed")
        assert closed == {"v": 1, "type": "table_closed", "table": table, "reason": "expired"}
        assert table not in room_.tables
        assert store.table(table).status == "finished"  # type: ignore[union-attr]
        assert store.open_tables() == []  # a restart brings nothing back


def test_an_unwatched_game_of_bots_pauses_then_closes_with_its_record() -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        table = _bot_table(ana)
        ana.ok("start", table=table)
        ana.ok("unwatch", table=table)
        room_ = _janitor_by_hand(http)
        live = room_.tables[table]
        start = time.monotonic()
        _sweep(http, start)
        assert live.paused
        _until(lambda: live._pump is None or live._pump.done(), "the bots stop")
        version = live.version
        _sweep(http, start + 1)
        assert live.version == version and table in room_.tables
        ana.ok("list_tables")
        _sweep(http, start + FAST_TEST_CONFIG.tables.unwatched_table_seconds + TICK)
        closed = ana.until(lambda f: f["type"] == "table_closed")
        assert closed["reason"] == "unwatched" and closed["table"] == table
        stored = store.record(closed["record"])
        assert stored is not None and stored.public_id == closed["record_key"]
        assert stored.record["ended"] == {"reason": "unwatched", "version": version,
                                          "scores": list(stored.record["ended"]["scores"])}
        assert stored.record["scores"] == [] and stored.record["winners"] == []
        replay_record(stored.record, allow_unfinished=True)


def test_an_unwatched_game_of_people_waits_for_them_and_goes_on_when_one_comes_back() -> None:
    with room() as (http, _store):
        ana = connect(http, "Ana")
        table = table_with_a_bot(ana, "classic", level="easy")
        token = ana.token
        room_ = _janitor_by_hand(http)
        owner = room_.tables[table].owner_id
        assert room_.is_present(owner)
        close(ana)
        _until(lambda: not room_.is_present(owner), "Ana gone")
        start = time.monotonic()
        _sweep(http, start)
        _sweep(http, start + 100_000)
        live = room_.tables[table]
        assert live.paused and live.status == "playing"
        again = connect(http)
        again.ok("resume", token=token)
        assert not live.paused


def test_only_the_owner_closes_a_table_and_a_game_so_far_is_kept() -> None:
    with room() as (http, store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="sweep", preset="classic",
                       options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        ana.ok("chat", table=table, text="let us stop here")
        refused = bo.error("close_table", table=table)
        assert refused["code"] == "not_owner" and "Ana" in refused["message"]
        answer = ana.ok("close_table", table=table)
        closed = bo.until(lambda f: f["type"] == "table_closed")
        assert closed["reason"] == "closed" and closed["record"] == answer["record"]
        stored = store.record(answer["record"])
        assert stored is not None and sorted(stored.user_ids) == [1, 2]
        assert stored.record["ended"]["reason"] == "closed"
        assert stored.record["chat"] == [{"name": "Ana", "text": "let us stop here"}]
        replay_record(stored.record, allow_unfinished=True)
        assert ana.error("sync", table=table)["code"] == "finished"
        waiting = ana.ok("create_table", game="sweep", preset="classic",
                         options={"players": 2})["table"]["id"]
        assert ana.ok("close_table", table=waiting)["record"] is None
        assert ana.error("close_table", table=waiting)["code"] == "not_found"


@pytest.mark.parametrize(("game", "preset", "options", "accepted"), [
    ("sweep", "classic", {"target": 51}, "target from 1 to 50 for classic"),
    ("sweep", "escoba", {"target": 101}, "target from 1 to 100 for escoba"),
    ("sweep", "scopa", {"target": 10**15}, "target from 1 to 50 for scopa"),
    ("sweep", "classic", {"margin": 11}, "margin from 1 to 10 for classic"),
    ("metamorphosis", None, {"parties": 9}, "parties from 1 to 8 for metamorphosis"),
])
def test_a_game_too_long_for_the_room_is_refused_naming_the_range(
        game: str, preset: str | None, options: dict[str, Any], accepted: str) -> None:
    with room() as (http, store):
        ana = connect(http, "Ana")
        refused = ana.error("create_table", game=game, preset=preset, options=options)
        assert refused["code"] == "bad_option" and refused["accepted"] == accepted
        assert store.open_tables() == []
        highest = {k: int(accepted.split()[4]) for k in options}
        ana.ok("create_table", game=game, preset=preset, options=highest)


def test_a_game_under_manual_capture_stops_at_the_round_limit() -> None:
    limits = replace(FAST_TEST_CONFIG.tables, manual_round_limit=1)
    with room(tables=limits) as (_http, store):
        ana = connect(_http, "Ana")
        table = ana.ok("create_table", game="sweep", preset="escoba", seat=None,
                       options={"players": 2, "manual": True, "penalties": "spanish",
                                "target": 100})["table"]["id"]
        ana.ok("add_bot", table=table, seat=0, level="easy")
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("start", table=table)
        closed = ana.until(lambda f: f["type"] in ("table_closed", "game_over"))
        assert closed["type"] == "table_closed" and closed["reason"] == "round_limit"
        stored = store.record(closed["record"])
        assert stored is not None
        assert sum(1 for r in stored.record["rounds"] if "points" in r) == 1
        replay_record(stored.record, allow_unfinished=True)


def _finished(http: Any, chat: str | None = None) -> tuple[Client, Client, Frame]:
    """A game of Ana and a bot played to its end while Eve watches: Ana, Eve, game_over."""
    ana = connect(http, "Ana")
    table = ana.ok("create_table", game="sweep", preset="classic",
                   options={"players": 2, "target": 1})["table"]["id"]
    ana.ok("add_bot", table=table, seat=1, level="easy")
    eve = connect(http, "Eve")
    eve.ok("watch", table=table)
    if chat is not None:
        ana.ok("chat", table=table, text=chat)
    ana.ok("start", table=table)
    over = play_to_end({0: ana}, table, random.Random(3))
    eve.until(lambda f: f["type"] == "game_over")
    return ana, eve, over


def test_records_are_their_players_own_until_shared_and_spectators_read_theirs() -> None:
    with room() as (http, _store):
        ana, _eve, over = _finished(http)
        record, key = over["record"], over["record_key"]
        cy = connect(http, "Cy")
        assert cy.error("record", record=record)["code"] == "not_found"
        assert cy.ok("records", user="Ana")["records"] == []
        assert cy.ok("record", record=key)["id"] == record  # the link is enough
        assert http.get(f"/records/{record}.json").status_code == 404
        assert cy.error("share_record", record=record)["code"] == "not_found"
        ana.ok("share_record", record=record)
        listed = cy.ok("records", user="Ana")["records"]
        assert [(r["id"], r["shared"], r["url"]) for r in listed] == [
            (record, True, f"/records/{key}.json")]
        assert cy.ok("record", record=record)["shared"] is True
        assert http.get(f"/records/{record}.json").status_code == 200
        ana.ok("share_record", record=record, shared=False)
        assert cy.error("record", record=record)["code"] == "not_found"
        for bad in ("99999999999999999999999", "-1", "0", "abc%20def", "x" * 40):
            assert http.get(f"/records/{bad}.json").status_code == 404


def test_a_spectator_of_the_end_reads_the_record_by_its_id() -> None:
    with room() as (http, store):
        _ana, eve, over = _finished(http)
        assert eve.ok("record", record=over["record"])["key"] == over["record_key"]
        late = connect(http, "Dan")
        assert late.error("record", record=over["record"])["code"] == "not_found"
        assert store.record(over["record"]).user_ids == (1,)  # type: ignore[union-attr]


def test_the_table_chat_is_kept_with_the_record_and_it_still_replays() -> None:
    with room() as (http, store):
        _ana, _eve, over = _finished(http, chat="good luck")
        stored = store.record(over["record"])
        assert stored is not None and stored.record["chat"] == [
            {"name": "Ana", "text": "good luck"}]
        replay_record(stored.record)


def test_a_stale_move_is_answered_small_and_resynced_once_per_version() -> None:
    with room() as (http, _store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        ana.ok("language", lang="en")
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)  # two people: nothing moves unless they do
        before = len(ana.frames)
        for version in (5, 5, 7, 5):
            refused = ana.error("move", table=table, move="7d", version=version)
            assert refused["code"] == "stale" and refused["said"]
            assert "version 0" in refused["message"]
        games = [f for f in ana.frames[before:] if f["type"] == "game"]
        assert len(games) == 1 and games[0]["events"] == [] and "speech" in games[0]
        assert games[0]["version"] == 0
        assert bo.error("move", table=table, move="7d", version=9)["code"] == "stale"
        assert bo.until(lambda f: f["type"] == "game" and f["events"] == [])["version"] == 0


def test_a_token_holds_a_few_connections_and_the_oldest_is_told_why_it_closes() -> None:
    limit = FAST_TEST_CONFIG.tables.sessions_per_token
    with room() as (http, _store):
        ana = connect(http, "Ana")
        others = []
        for _ in range(limit):
            other = connect(http)
            other.ok("resume", token=ana.token)
            others.append(other)
        told = ana.until(lambda f: f.get("code") == "session_replaced")
        assert "oldest" in told["message"] and str(limit) in told["accepted"]
        room_ = _room_of(http)
        _until(lambda: len(room_.connections_of(1)) == limit, "the oldest gone")
        for other in others:
            assert other.ok("ping")["type"] == "pong"
