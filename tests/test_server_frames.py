"""Frames on the fast path (issue 17): orjson writes the same JSON values as the standard
library did, a broadcast encodes each kind of frame once for all its receivers, and a sync
at one version builds its game frame once for every receiver of one kind."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from server_support import Client, connect, room

from cardtable.games.sweep import Rules, new_game
from cardtable.server import table as table_module
from cardtable.server.serialize import game_frame
from cardtable.server.speech import game_speech
from cardtable.server.wire import encode


def _as_json_did(value: Any) -> str:
    """What ``Connection.send`` wrote before orjson."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _game_frames() -> Iterator[dict[str, Any]]:
    rng = random.Random(5)
    for preset, players in (("scopa", 2), ("escoba", 4), ("classic", 3)):
        state = new_game(Rules.preset(preset, players=players), seed=rng.randrange(1000))
        events = list(state.start_events)
        for version in range(12):
            for seat in [None, *range(players)]:
                plain = game_frame(7, state, seat, version, events, game="sweep")
                yield plain
                for lang in ("ru", "en"):
                    names = ["Ёжик", None, "Zoë", None][:players]
                    speech = game_speech(state, seat, lang, names,
                                         events, version, "full", version == 0)
                    yield {**plain, "speech": speech}
            if state.is_over:
                break
            events = state.play(rng.choice(state.legal_moves()))


def test_game_frames_encode_to_the_very_text_json_wrote() -> None:
    count = 0
    for frame in _game_frames():
        text = encode(frame)
        assert text == _as_json_did(frame)
        assert json.loads(text) == frame
        count += 1
    assert count > 100
    russian = encode({"v": 1, "type": "chat", "text": "Метла: семь ♦"})
    assert russian == _as_json_did({"v": 1, "type": "chat", "text": "Метла: семь ♦"})


lone_surrogates = st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
                          min_size=1, max_size=2)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text() | lone_surrogates,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=5) | st.integers(-3, 3), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(value=json_values)
def test_any_frame_encodes_to_the_json_value_the_standard_library_wrote(value: Any) -> None:
    frame = {"v": 1, "type": "any", "value": value}
    assert json.loads(encode(frame)) == json.loads(_as_json_did(frame))


class _Encodes:
    """A spy on the table's ``encode``: the game frames it encoded."""

    def __init__(self) -> None:
        self.games: list[dict[str, Any]] = []

    def __call__(self, frame: dict[str, Any]) -> str:
        if frame.get("type") == "game":
            self.games.append(frame)
        return encode(frame)


@pytest.fixture
def encodes(monkeypatch: pytest.MonkeyPatch) -> _Encodes:
    spy = _Encodes()
    monkeypatch.setattr(table_module, "encode", spy)
    from cardtable.server import framecache
    monkeypatch.setattr(framecache, "encode", spy)
    return spy


def _game_frames_of(client: Client, table: int, version: int) -> list[dict[str, Any]]:
    return [f for f in client.frames if f["type"] == "game" and f["table"] == table
            and f["version"] == version]


def test_a_broadcast_encodes_each_kind_of_frame_once(encodes: _Encodes) -> None:
    with room() as (http, _):
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="sweep", options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        plain = [connect(http, name) for name in ("Cy", "Dee", "Eli")]
        russian = [connect(http, name) for name in ("Fay", "Gus")]
        for spectator in russian:
            spectator.ok("language", lang="ru", verbosity="normal")
        for spectator in plain + russian:
            spectator.ok("watch", table=table)
        first = ana.wait_version(table, 0)
        del encodes.games[:]
        ana.ok("move", table=table, move=first["legal"][0], version=0)
        everyone = [ana, bo, *plain, *russian]
        for client in everyone:
            client.wait_version(table, 1)
        assert len(encodes.games) == 4  # seat 0, seat 1, spectators, Russian spectators
        assert sorted((f["seat"] is None, "speech" in f) for f in encodes.games) == [
            (False, False), (False, False), (True, False), (True, True)]
        received = [_game_frames_of(client, table, 1) for client in everyone]
        assert all(len(frames) == 1 for frames in received)
        assert received[2] == received[3] == received[4] != received[5] == received[6]
        assert received[0] != received[1] and received[0][0]["seat"] == 0
        assert "speech" in received[5][0] and "speech" not in received[2][0]


def test_a_sync_at_one_version_builds_its_game_frame_once_per_kind(encodes: _Encodes) -> None:
    with room(bot_delay=60.0) as (http, _):  # the bot that takes a seat waits: no move
        ana, bo = connect(http, "Ana"), connect(http, "Bo")
        table = ana.ok("create_table", game="sweep", options={"players": 2})["table"]["id"]
        bo.ok("take_seat", table=table, seat=1)
        ana.ok("start", table=table)
        first = ana.wait_version(table, 0)
        ana.ok("move", table=table, move=first["legal"][0], version=0)
        spectators = [connect(http, name) for name in ("Cy", "Dee", "Eli")]
        for spectator in spectators:
            spectator.ok("language", lang="en", verbosity="brief")
        del encodes.games[:]
        for spectator in spectators:
            spectator.ok("sync", table=table)
        assert len(encodes.games) == 1
        synced = [_game_frames_of(spectator, table, 1) for spectator in spectators]
        assert synced[0] == synced[1] == synced[2] and len(synced[0]) == 1
        assert synced[0][0]["seat"] is None and "speech" in synced[0][0]

        bo.ok("sync", table=table)
        assert len(encodes.games) == 2  # another seat: another frame
        assert _game_frames_of(bo, table, 1)[-1]["seat"] == 1

        second = bo.wait_version(table, 1)
        bo.ok("move", table=table, move=second["legal"][0], version=1)
        assert len(encodes.games) == 4  # the move's broadcast to Ana and Bo
        spectators[0].ok("sync", table=table)
        assert len(encodes.games) == 5  # a new version: built again
        assert len(_game_frames_of(spectators[0], table, 2)) == 1

        ana.ok("leave_seat", table=table)  # a bot takes the seat: the names change
        spectators[1].ok("sync", table=table)
        assert len(encodes.games) == 6
        assert len(_game_frames_of(spectators[1], table, 2)) == 1
