"""Frames on the fast path (issue 17): orjson writes the same JSON values as the standard
library did."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games.sweep import Rules, new_game
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
