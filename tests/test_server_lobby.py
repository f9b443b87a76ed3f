"""The lobby's frames: a table's watchers hear each change at once, those who follow the
lobby the newest of each table every ``lobby_seconds`` (one frame for a table opened, given
a bot and started meanwhile), and a client at a table stops following with
``follow_lobby``."""

from __future__ import annotations

import time

import pytest
from server_support import Frame, close, connect, room

pytestmark = pytest.mark.timeout(60)


def _tables_of(frames: list[Frame], table: int) -> list[Frame]:
    return [f for f in frames if f["type"] == "table" and f["table"]["id"] == table]


def test_followers_hear_each_table_s_newest_change_once_and_watchers_each_change() -> None:
    with room(lobby_seconds=0.3) as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        bo.ok("list_tables")
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="normal")
        ana.ok("start", table=table)
        heard = bo.until(lambda f: f["type"] == "table" and f["table"]["id"] == table)
        assert heard["table"]["status"] == "playing"  # the newest, not the first
        bo.ok("ping")  # whatever else the feed had, it would have come by now
        time.sleep(0.4)
        bo.ok("ping")
        assert _tables_of(bo.frames, table) == [heard]
        statuses = [f["table"]["status"] for f in _tables_of(ana.frames, table)]
        assert statuses[-1] == "playing" and len(statuses) >= 2  # the owner watches


def test_a_client_that_stops_following_hears_no_other_table_and_follows_again() -> None:
    with room(lobby_seconds=0) as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        bo.ok("list_tables")
        assert bo.ok("follow_lobby", follow=False)["follow"] is False
        first = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        bo.ok("ping")
        assert _tables_of(bo.frames, first) == []
        listed = bo.ok("list_tables")  # back in the room: the list, and the feed again
        assert [t["id"] for t in listed["tables"]] == [first]
        second = ana.ok("create_table", game="sweep", preset="escoba",
                        options={"players": 2})["table"]["id"]
        assert bo.until(lambda f: f["type"] == "table")["table"]["id"] == second
        before = connect(http)  # not signed in: it may follow, and hears nothing yet
        assert before.ok("follow_lobby", follow=True)["request"] == "follow_lobby"


def test_a_batch_follower_hears_every_changed_table_in_one_lobby_frame_a_flush() -> None:
    with room(lobby_seconds=0.3) as (http, _):
        ana, bo, cy = connect(http, "Ana"), connect(http, "Bo"), connect(http, "Cy")
        bo.ok("list_tables", batch=True)
        cy.ok("list_tables")  # not batched: a frame a table, as protocol 1 began
        tables = [ana.ok("create_table", game="sweep", preset=preset,
                         options={"players": 2})["table"]["id"]
                  for preset in ("scopa", "escoba", "classic")]
        watched = tables[0]
        ana.ok("add_bot", table=watched, seat=1, level="normal")
        lobby = bo.until(lambda f: f["type"] == "lobby")
        inner = lobby["frames"]
        assert sorted(f["table"]["id"] for f in inner) == sorted(tables)
        assert all(f["type"] == "table" and f["v"] == 1 for f in inner)
        newest = next(f for f in inner if f["table"]["id"] == watched)
        assert newest["table"]["seats"][1]["kind"] == "bot"  # the newest of the table
        assert [f for f in bo.frames if f["type"] == "table"] == []
        for table in tables:
            assert len(cy.until(lambda f, t=table: f["type"] == "table"
                                and f["table"]["id"] == t)["table"]["seats"]) == 2
        assert [f for f in cy.frames if f["type"] == "lobby"] == []
        bo.ok("watch", table=watched)  # a table it watches comes at once, not in the batch
        ana.ok("remove_bot", table=watched, seat=1)
        cy.ok("create_table", game="sweep", preset="scopa", options={"players": 2})
        now = bo.until(lambda f: f["type"] == "table" and f["table"]["id"] == watched
                       and f["table"]["seats"][1]["kind"] == "empty")
        assert now["table"]["id"] == watched
        later = bo.until(lambda f: f["type"] == "lobby" and f is not lobby)
        assert watched not in [f["table"]["id"] for f in later["frames"]]


def test_batch_must_be_true_or_false() -> None:
    with room(lobby_seconds=0) as (http, _):
        bo = connect(http, "Bo")
        error = bo.error("list_tables", batch="yes")
        assert error["code"] == "bad_message" and "batch" in error["message"]
        bo.ok("follow_lobby", follow=True, batch=True)


def test_the_list_shows_each_table_as_it_is_after_every_change() -> None:
    with room(lobby_seconds=0) as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")

        def listed(table: int) -> Frame:
            return next(t for t in bo.ok("list_tables")["tables"] if t["id"] == table)

        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        assert [s["kind"] for s in listed(table)["seats"]] == ["person", "empty"]
        ana.ok("add_bot", table=table, seat=1, level="normal")
        assert [s["kind"] for s in listed(table)["seats"]] == ["person", "bot"]
        bo.ok("watch", table=table)
        assert listed(table)["spectators"] == 1
        ana.ok("start", table=table)
        assert listed(table)["status"] == "playing"
        close(ana)
        bo.until(lambda f: f["type"] == "table" and not f["table"]["seats"][0]["connected"])
        assert listed(table)["seats"][0]["connected"] is False
