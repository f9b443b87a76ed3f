"""Capture real frames for the Node tests of the browser client (``tests/js/*.test.mjs``).

Run from the repository's root: ``.venv/bin/python tests/js/capture_frames.py``. It opens
the room in this process (as the server tests do), and keeps every frame two connections
receive in English: Ana creates a Scopa table against a computer player, chats, starts it
and plays two moves; Bo, signed in meanwhile, watches the game after them (a recap); then
Ana plays the first moves of a Metamorphosis game. The frames go to ``tests/js/frames.json``, a list
of ``{"to": name, "frame": ...}`` in the order they were received by each.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from server_support import Client, connect, random_move, room  # noqa: E402

OUT = Path(__file__).with_name("frames.json")


def drain(client: Client, table: int, version: int) -> None:
    """Read until ``client`` has seen version ``version`` of ``table``'s game."""
    client.wait_version(table, version)


def play(client: Client, table: int, moves: int, rng: random.Random) -> int:
    """Play ``moves`` of the client's turns (the bot answers each); the newest version."""
    for _ in range(moves):
        latest = client.latest[table]
        while latest["to_move"] != latest["seat"]:
            latest = client.wait_version(table, latest["version"] + 1)
        move = random_move(latest, rng)
        assert move is not None
        client.ok("move", table=table, move=move, version=latest["version"])
        drain(client, table, latest["version"] + 1)
    return int(client.latest[table]["version"])


def main() -> None:
    rng = random.Random(14)
    with room() as (http, _store):
        ana = connect(http)
        ana.ok("language", lang="en", verbosity="normal")
        ana.guest("Ana")
        ana.ok("list_tables")
        created = ana.ok("create_table", game="sweep", preset="scopa", options={"players": 2})
        table = created["table"]["id"]
        ana.ok("add_bot", table=table, seat=1, level="easy")
        ana.ok("chat", text="good luck", table=table)
        ana.ok("start", table=table)
        drain(ana, table, 0)
        version = play(ana, table, 2, rng)
        bo = connect(http)
        bo.ok("language", lang="en")
        bo.guest("Bo")
        ana.ok("chat", text="hello room")
        bo.ok("watch", table=table)
        bo.wait_version(table, version)
        meta = ana.ok("create_table", game="metamorphosis", preset="metamorphosis",
                      options={"players": 2})["table"]["id"]
        ana.ok("add_bot", table=meta, seat=1, level="easy")
        ana.ok("start", table=meta)
        drain(ana, meta, 0)
        play(ana, meta, 1, rng)
        frames: list[dict[str, Any]] = [
            {"to": name, "frame": frame}
            for name, client in (("Ana", ana), ("Bo", bo)) for frame in client.frames]
    OUT.write_text(json.dumps(frames, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(frames)} frames written to {OUT}")


if __name__ == "__main__":
    main()
