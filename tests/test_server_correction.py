"""Self-correction in the room (seed 003): a person who lays a card that could have taken
hears that he may still take it, the computer players wait the room's correction window for
him (not their short delay), and his correction, made over the socket, ends the wait."""

from __future__ import annotations

import time
from typing import Any

from server_support import connect, room

from cardtable.games.sweep import Rules
from cardtable.games.sweep.captures import captures

WINDOW = 1.0
"""The correction window of these tests, in seconds (the room's default is longer)."""


def _laid_missing_a_capture(ana: Any, table: int, rules: Rules
                            ) -> tuple[dict[str, Any], int, float]:
    """Play Ana's turns (she is seat 0, a bot seat 1) until she lays a card that could have
    taken: her frame after it, its version, and when she laid it."""
    version = 0
    for _ in range(200):
        frame = ana.wait_version(table, version)
        version = frame["version"]
        view = frame["view"]
        if frame["to_move"] != 0:
            version += 1
            continue
        if view["closing"]:
            ana.ok("move", table=table, move="end", version=version)
            version += 1
            continue
        takers = [c for c in view["hand"] if captures(rules, c, view["table"])]
        move = (takers or view["hand"])[0]
        ana.ok("move", table=table, move=move, version=version)
        laid_at = time.monotonic()
        version += 1
        if takers:
            after = ana.wait_version(table, version)
            if any(m.startswith("claim:") for m in after["extra"] or ()):
                return after, version, laid_at
    raise AssertionError("Ana never laid a card that could have taken")


def test_the_bot_waits_the_window_and_a_correction_ends_it() -> None:
    rules = Rules.preset("escoba", manual=True)
    with room(correction_window=WINDOW, bot_delay=0.0) as (http, _store):
        ana = connect(http, "Ana")
        ana.ok("language", lang="en")
        table = ana.ok("create_table", game="sweep", preset="escoba",
                       options={"players": 2, "manual": True})["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="normal")
        ana.ok("start", table=table)
        frame, version, laid_at = _laid_missing_a_capture(ana, table, rules)
        assert frame["to_move"] == 1 and frame["speech"]["prompt"].startswith("You laid the ")
        # Nobody moves while the window is open: the bot's card comes after it at the soonest.
        ana.wait_version(table, version + 1)
        assert time.monotonic() - laid_at >= WINDOW * 0.9
        # The next time, Ana corrects at once: her claim is accepted and said as hers.
        frame, version, _ = _laid_missing_a_capture(ana, table, rules)
        own = [m for m in frame["extra"] if m.startswith("claim:")]
        ana.ok("move", table=table, move=own[0], version=version)
        said = ana.wait_version(table, version + 1)["speech"]["events"]
        assert any(s.startswith("You correct your play and take ") for s in said), said
        assert ana.wait_version(table, version + 1)["to_move"] == 1
