"""A player who drops keeps the seat for the grace period; after it a bot (level normal)
plays for them until they come back with their token and take the seat back."""

from __future__ import annotations

import pytest
from server_support import Client, close, connect, room

pytestmark = pytest.mark.timeout(60)


def _seat(frame: dict[str, object], seat: int) -> dict[str, object]:
    seats = frame["table"]["seats"]  # type: ignore[index]
    return seats[seat]  # type: ignore[no-any-return]


def _two_people_table(http: object) -> tuple[Client, Client, int]:
    ana, bo = connect(http, "Ana"), connect(http, "Bo")  # type: ignore[arg-type]
    table = ana.ok("create_table", game="sweep", preset="classic",
                   options={"players": 2})["table"]["id"]
    bo.ok("take_seat", table=table, seat=1)
    ana.ok("start", table=table)
    assert ana.wait_version(table, 0)["to_move"] == 0  # the dealer, Ana, plays first
    return ana, bo, table


def test_a_player_back_within_the_grace_period_keeps_the_seat() -> None:
    with room(grace_seconds=60.0) as (http, _store):
        ana, bo, table = _two_people_table(http)
        token = ana.token
        close(ana)
        gone = bo.until(lambda f: f["type"] == "table" and not _seat(f, 0)["connected"])
        assert _seat(gone, 0)["standin"] is False

        back = connect(http)
        answer = back.ok("resume", token=token)
        assert answer["user"]["name"] == "Ana" and "token" not in answer
        synced = back.wait_version(table, 0)
        assert synced["seat"] == 0 and synced["to_move"] == 0 and len(synced["view"]["hand"]) == 3
        present = bo.until(lambda f: f["type"] == "table" and _seat(f, 0)["connected"])
        assert _seat(present, 0)["standin"] is False
        back.ok("move", table=table, move=synced["legal"][0], version=0)
        assert bo.wait_version(table, 1)["to_move"] == 1


def test_after_the_grace_period_a_bot_plays_until_the_player_comes_back() -> None:
    with room(grace_seconds=0.0) as (http, _store):
        ana, bo, table = _two_people_table(http)
        token = ana.token
        close(ana)
        standin = bo.until(lambda f: f["type"] == "table" and _seat(f, 0)["standin"])
        assert _seat(standin, 0)["kind"] == "person" and _seat(standin, 0)["name"] == "Ana"
        played = bo.wait_version(table, 1)  # the stand-in played Ana's card
        assert played["events"][0]["seat"] == 0 and played["to_move"] == 1
        bo.ok("move", table=table, move=played["legal"][0], version=1)
        bo.wait_version(table, 3)  # ... and again after Bo's move

        back = connect(http)
        back.ok("resume", token=token)
        bo.until(lambda f: f["type"] == "table" and not _seat(f, 0)["standin"]
                 and _seat(f, 0)["connected"])
        synced = back.wait_version(table, 0)
        version = synced["version"]
        assert version >= 3 and synced["seat"] == 0
        if synced["to_move"] == 1:
            bo.ok("move", table=table, move=bo.wait_version(table, version)["legal"][0],
                  version=version)
            version += 1
            synced = back.wait_version(table, version)
        assert synced["to_move"] == 0
        # The seat is Ana's again: nobody plays it for her, and her own move is taken.
        back.ok("move", table=table, move=synced["legal"][0], version=version)
        assert bo.wait_version(table, version + 1)["events"][0]["seat"] == 0


def test_dropping_before_the_game_keeps_the_seat_and_no_bot_sits() -> None:
    with room(grace_seconds=0.0) as (http, _store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="metamorphosis",
                       options={"players": 2})["table"]["id"]
        token = ana.token
        bo.ok("list_tables")  # follow the lobby
        close(ana)
        gone = bo.until(lambda f: f["type"] == "table" and not _seat(f, 0)["connected"])
        assert _seat(gone, 0)["standin"] is False and gone["table"]["status"] == "waiting"
        bo.ok("take_seat", table=table, seat=1)
        bo.ok("start", table=table)  # Ana is away: after the grace (0 s) a bot plays for her
        assert bo.until(lambda f: f["type"] == "table" and _seat(f, 0)["standin"])
        back = connect(http)
        back.ok("resume", token=token)
        assert back.wait_version(table, 0)["seat"] == 0
