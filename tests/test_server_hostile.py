"""Malformed and hostile frames, made by hypothesis: whatever a client sends, the server
answers with an error frame saying what was wrong and what is accepted, the connection
stays open, the game is unchanged, and the server keeps running."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_support import Client, connect, room

from cardtable.server.protocol import BY_TYPE

pytestmark = pytest.mark.timeout(120)

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))

scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=10), inner, max_size=4),
                           max_leaves=12)
field_names = st.sampled_from(["table", "seat", "move", "version", "level", "game", "preset",
                               "options", "text", "name", "password", "token", "user",
                               "record", "id", "v"]) | st.text(max_size=12)


@st.composite
def near_messages(draw: st.DrawFn) -> str:
    """A message of a real type with random fields and one field no message has: it looks
    right, but is never valid."""
    message: dict[str, Any] = {"v": draw(st.sampled_from([1, 1, 1, 0, 2, "1", True, None])),
                               "type": draw(st.sampled_from(sorted(BY_TYPE)) | st.text()),
                               "hostile": draw(json_values)}
    message.update(draw(st.dictionaries(field_names, json_values, max_size=5)))
    message["hostile"] = True
    return json.dumps(message)


def _moves(table: int) -> st.SearchStrategy[str]:
    """Moves at the real table from a seat that may not move now, with random text, version
    and seat."""
    return st.builds(
        lambda text, version, seat: json.dumps(
            {"v": 1, "type": "move", "table": table, "move": text, "version": version,
             **({} if seat is None else {"seat": seat})}),
        st.text(min_size=1, max_size=20) | st.sampled_from(["7d", "5c:2d+3c", "challenge",
                                                            "end", "bid:2", "discard:2c"]),
        st.integers(0, 2**53), st.none() | st.integers(0, 5))


frames = (st.text(max_size=200) | near_messages()
          | json_values.map(lambda v: json.dumps(v, allow_nan=True))
          | st.sampled_from(["[" * 5000, '{"v": 1, "type": "ping", "id": ' + "9" * 5000 + "}",
                             "{" + '"a":' * 3000, "\x00", "null", '"ping"', "{}", "",
                             '{"v": 1, "type": "ping", "id": {"deep": [1, 2]}}']))


def _answer(client: Client) -> dict[str, Any]:
    """The next frame that is not a broadcast (table updates, chat)."""
    return client.until(lambda f: f["type"] not in ("table", "chat", "game"))


def test_hostile_frames_get_error_frames_and_change_nothing() -> None:
    with room() as (http, store):
        ana, bo, eve = connect(http, "Ana"), connect(http, "Bo"), connect(http, "Eve")
        stranger = connect(http)
        table = ana.ok("create_table", game="sweep", preset="classic",
                       options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        before = ana.wait_version(table, 0)
        assert before["to_move"] == 0
        eve.ok("watch", table=table)

        @SETTINGS
        @given(frame=frames, as_bytes=st.booleans(), who=st.sampled_from(["eve", "stranger"]))
        def hostile(frame: str, as_bytes: bool, who: str) -> None:
            client = eve if who == "eve" else stranger
            if as_bytes:
                client.socket.send_bytes(frame.encode("utf-8", "surrogatepass"))
            else:
                client.send_raw(frame)
            answer = _answer(client)
            assert answer["type"] == "error", (frame, answer)
            assert answer["code"] and answer["message"], answer

        hostile()

        @SETTINGS
        @given(move=_moves(table), who=st.sampled_from(["eve", "bo"]))
        def foreign_moves(move: str, who: str) -> None:
            client = eve if who == "eve" else bo
            client.send_raw(move)
            answer = _answer(client)
            assert answer["type"] == "error", (move, answer)
            assert answer["code"] in ("not_seated", "not_your_seat", "stale", "not_your_turn",
                                      "bad_message"), answer

        foreign_moves()

        # Nothing changed: no move was stored, Ana's view is as it was, and she can play.
        stored = store.table(table)
        assert stored is not None and stored.moves == ()
        assert ana.ok("sync", table=table)
        now = ana.latest[table]
        assert now["version"] == 0 and now["view"] == before["view"]
        ana.ok("move", table=table, move=before["legal"][0], version=0)
        for client in (eve, stranger, bo):
            assert client.request("ping")["type"] == "pong"
        assert http.get("/health").json()["status"] == "ok"
