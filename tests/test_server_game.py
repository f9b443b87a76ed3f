"""Whole games through the WebSocket protocol: people and a bot to the end, the record
stored, listed, downloaded and replayed, the ratings updated; the lobby and its errors."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from server_support import close, connect, play_to_end, room

from cardtable.records.replay import replay_record
from cardtable.server.memory_store import MemoryStore
from cardtable.server.store import NewMove, StoreError

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize(("game", "preset", "options"), [
    ("sweep", "classic", {"players": 3, "target": 1, "margin": 1}),
    ("metamorphosis", None, {"players": 3, "parties": 1}),
])
def test_two_people_and_a_bot_play_a_whole_game(game: str, preset: str | None,
                                                 options: dict[str, object]) -> None:
    with room() as (http, store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        created = ana.ok("create_table", game=game, preset=preset, options=options)
        table = created["table"]["id"]
        assert created["table"]["seats"][0] == {"seat": 0, "kind": "person", "name": "Ana",
                                                "connected": True, "standin": False}
        bo.ok("take_seat", table=table, seat=1)
        bo.ok("add_bot", table=table, seat=2, level="normal")
        listed = bo.ok("list_tables")["tables"]
        assert [t["id"] for t in listed] == [table]
        assert [s["kind"] for s in listed[0]["seats"]] == ["person", "person", "bot"]
        ana.ok("start", table=table)

        over = play_to_end({0: ana, 1: bo}, table, random.Random(1))
        assert bo.until(lambda f: f["type"] == "game_over") == over
        record_id = over["record"]
        assert set(over["ratings"]) == {"Ana", "Bo"}

        stored = store.record(record_id)
        assert stored is not None and sorted(stored.user_ids) == [1, 2]
        assert stored.record["seats"] == ["Ana", "Bo", "normal"]
        replay_record(stored.record)
        # What the game-over panel draws: the sides' seats and each round's (partie's)
        # points, as the record has them, each side's column adding up to its final score.
        assert over["sides"] == stored.record["sides"] == [[0], [1], [2]]
        assert over["rounds"] == [entry["points"] for entry in stored.record["rounds"]]
        assert over["rounds"]
        assert [sum(column) for column in zip(*over["rounds"], strict=True)] == over["scores"]

        downloaded = ana.ok("record", record=record_id)["record"]
        assert downloaded == stored.record
        key = over["record_key"]
        assert key == stored.public_id and len(key) >= 16
        response = http.get(f"/records/{key}.json")
        assert response.status_code == 200 and response.json() == stored.record
        assert http.get("/records/999.json").status_code == 404
        # The numeric link is the players' own: with a session token, not without one.
        assert http.get(f"/records/{record_id}.json").status_code == 404
        assert ana.token is not None
        mine_by_id = http.get(f"/records/{record_id}.json",
                              headers={"Authorization": f"Bearer {ana.token}"})
        assert mine_by_id.status_code == 200 and mine_by_id.json() == stored.record

        mine = bo.ok("records")["records"]
        assert [r["id"] for r in mine] == [record_id]
        assert mine[0]["url"] == f"/records/{key}.json" and mine[0]["shared"] is False
        assert ana.ok("records", user="bo")["records"][0]["url"] == f"/records/{key}.json"

        family = "sweep" if game == "sweep" else "metamorphosis"
        assert store.rating(1, family) is not None and store.rating(2, family) is not None
        assert store.table(table).status == "finished"  # type: ignore[union-attr]
        assert ana.error("sync", table=table)["code"] == "finished"
        close(ana)
        close(bo)


def test_a_spectator_sees_the_game_but_no_hand() -> None:
    with room() as (http, _store):
        ana, cy = connect(http, "Ana"), connect(http, "Cy")
        table = ana.ok("create_table", game="sweep", preset="scopa",
                       options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        cy.ok("watch", table=table)
        ana.ok("start", table=table)
        seen = cy.wait_version(table, 0)
        assert seen["seat"] is None and seen["view"]["hand"] == [] and seen["legal"] is None
        deal = next(e for e in seen["events"] if e["type"] == "deal")
        assert all(card is None for hand in deal["hands"] for card in hand)
        mine = ana.wait_version(table, 0)
        assert len(mine["view"]["hand"]) == 3
        assert cy.error("move", table=table, move=mine["view"]["hand"][0],
                        version=0)["code"] == "not_seated"
        close(ana)
        close(cy)


def test_moves_out_of_turn_for_another_seat_or_stale_are_refused() -> None:
    with room() as (http, _store):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="sweep", preset="classic",
                       options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        first = ana.wait_version(table, 0)
        assert first["to_move"] == 0
        second = bo.wait_version(table, 0)
        move = first["legal"][0]

        refused = bo.error("move", table=table, move=second["view"]["hand"][0] + "", version=0)
        assert refused["code"] == "not_your_turn" and "seat 0" in refused["message"]
        refused = ana.error("move", table=table, move=move, version=0, seat=1)
        assert refused["code"] == "not_your_seat"
        refused = ana.error("move", table=table, move=move, version=5)
        assert refused["code"] == "stale" and "version 0" in refused["message"]
        refused = ana.error("move", table=table, move="zz", version=0)
        assert refused["code"] == "illegal_move" and "not a move" in refused["message"]
        hand = first["view"]["hand"]
        foreign = next(c for c in ["1d", "1h", "1s", "1c", "2d", "2h"] if c not in hand)
        refused = ana.error("move", table=table, move=foreign, version=0)
        assert refused["code"] == "illegal_move"

        ana.ok("move", table=table, move=move, version=0)
        assert ana.wait_version(table, 1)["to_move"] == 1
        assert ana.error("move", table=table, move=move, version=1)["code"] == "not_your_turn"
        close(ana)
        close(bo)


def test_the_lobby_creates_seats_and_starts_tables() -> None:
    with room() as (http, _store):
        ana, bo, cy = connect(http, "Ana"), connect(http, "Bo"), connect(http, "Cy")
        assert cy.ok("list_tables")["tables"] == []  # Cy follows the lobby from now on
        bad = ana.error("create_table", game="sweep", preset="classic",
                        options={"players": 7})
        assert bad["code"] == "bad_option" and "players" in bad["message"]
        bad = ana.error("create_table", game="sweep", preset="nope")
        assert bad["code"] == "bad_option" and "preset" in bad["message"]
        bad = ana.error("create_table", game="sweep", options={"colour": "red"})
        assert bad["code"] == "bad_option" and "colour" in bad["message"]
        bad = ana.error("create_table", game="sweep", options={"scoring": 5})
        assert bad["code"] == "bad_option" and "scoring" in bad["message"]
        bad = ana.error("create_table", game="sweep", options={"target": 2.5})
        assert bad["code"] == "bad_message" and "options.target" in bad["message"]
        bad = ana.error("create_table", game="metamorphosis", options={"players": 4})
        assert bad["code"] == "bad_option" and "players" in bad["message"]
        bad = ana.error("create_table", game="sweep", options={"teams": True, "players": 3})
        assert bad["code"] == "bad_option" and "teams" in bad["message"]

        made = ana.ok("create_table", game="sweep", preset="escoba",
                      options={"players": 4, "teams": True, "target": 15, "muerto": True,
                               "scopone": True})["table"]
        assert made["teams"] and made["target"] == 15
        assert made["modifiers"] == ["scopone", "muerto"]
        table = made["id"]
        update = cy.until(lambda f: f["type"] == "table" and f["table"]["id"] == table)
        assert update["table"]["status"] == "waiting"

        assert bo.error("take_seat", table=table, seat=0)["code"] == "seat_taken"
        assert bo.error("take_seat", table=table, seat=4)["code"] == "no_such_seat"
        assert bo.error("take_seat", table=99, seat=1)["code"] == "not_found"
        assert cy.error("add_bot", table=table, seat=1, level="easy")["code"] == "not_seated"
        assert ana.error("add_bot", table=table, seat=1, level="genius")["code"] == "bad_message"
        bo.ok("take_seat", table=table, seat=1)
        assert bo.error("take_seat", table=table, seat=2)["code"] == "already_seated"
        assert ana.error("start", table=table)["code"] == "seats_empty"
        ana.ok("add_bot", table=table, seat=2, level="easy")
        ana.ok("add_bot", table=table, seat=3, level="hard")
        ana.ok("remove_bot", table=table, seat=3)
        assert ana.error("remove_bot", table=table, seat=3)["code"] == "no_bot"
        ana.ok("add_bot", table=table, seat=3, level="normal")
        assert cy.error("take_seat", table=table, seat=1)["code"] == "table_full"
        bo.ok("leave_seat", table=table)
        cy.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        assert cy.error("take_seat", table=table, seat=1)["code"] == "not_waiting"

        assert ana.error("chat", text="x" * 501)["code"] == "bad_chat"
        ana.ok("chat", text="hello room")
        line = bo.until(lambda f: f["type"] == "chat")
        assert line["name"] == "Ana" and line["text"] == "hello room" and line["table"] is None
        bo.ok("unwatch", table=table)
        assert bo.error("chat", text="psst", table=table)["code"] == "not_watching"
        cy.ok("chat", text="good luck", table=table)
        said = ana.until(lambda f: f["type"] == "chat" and f["table"] == table)
        assert said["text"] == "good luck" and said["name"] == "Cy"
        for client in (ana, bo, cy):
            close(client)


def test_accounts_register_sign_in_resume_and_names_are_unique() -> None:
    with room() as (http, store):
        first = connect(http)
        assert first.welcome["type"] == "welcome" and first.welcome["protocol"] == 1
        assert first.ok("list_tables")["tables"] == []
        assert first.error("create_table", game="sweep")["code"] == "not_signed_in"
        answer = first.ok("register", name="Dana", password="correct horse")
        token = answer["token"]
        assert answer["user"] == {"id": 1, "name": "Dana", "guest": False}
        user = store.user_by_name("dana")
        assert user is not None and user.password_hash is not None
        assert "correct horse" not in user.password_hash
        assert first.error("guest", name="Eve")["code"] == "already_signed_in"

        second = connect(http)
        assert second.error("register", name="DANA", password="whatever1")["code"] == "name_taken"
        assert second.error("guest", name="dana")["code"] == "name_taken"
        assert second.error("register", name="Fay", password="short")["code"] == "bad_password"
        assert second.error("guest", name="  ")["code"] == "bad_name"
        assert second.error("sign_in", name="Dana",
                            password="wrong horse")["code"] == "bad_credentials"
        assert second.ok("sign_in", name="dana", password="correct horse")["user"]["id"] == 1
        third = connect(http)
        assert third.ok("resume", token=token)["user"]["name"] == "Dana"
        assert "token" not in third.request("sign_out")
        assert third.error("resume", token="nonsense")["code"] == "bad_token"
        fourth = connect(http)
        assert fourth.error("resume", token=token)["code"] == "bad_token"
        for client in (first, second, third, fourth):
            close(client)


class _FailingMoves(MemoryStore):
    """A store that cannot save moves while ``failing`` is set."""

    failing = False

    def append_moves(self, moves: Sequence[NewMove]) -> list[StoreError | None]:
        if self.failing:
            raise StoreError("the disk is full")
        return super().append_moves(moves)


def test_a_move_the_store_cannot_keep_is_not_played_nor_sent() -> None:
    store = _FailingMoves()
    with room(store) as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="sweep", options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        first = ana.wait_version(table, 0)
        store.failing = True
        refused = ana.error("move", table=table, move=first["legal"][0], version=0)
        assert refused["code"] == "store_error"
        assert ana.request("sync", table=table)["type"] == "ok"
        assert ana.latest[table]["version"] == 0 and ana.latest[table]["view"] == first["view"]
        assert all(f["version"] == 0 for f in bo.frames if f["type"] == "game")
        store.failing = False
        ana.ok("move", table=table, move=first["legal"][0], version=0)
        assert bo.wait_version(table, 1)["events"][0]["seat"] == 0
