"""The room as a real process: ``cardtable serve`` (uvicorn) started in a subprocess, and
clients over the ``websockets`` library, each playing its own seat in its own task."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
from server_support import random_move
from websockets.asyncio.client import ClientConnection, connect

Frame = dict[str, Any]
GUARD = 60.0
"""Seconds any one wait may take before the test gives up (a guard, never an assertion)."""


ROOMY = ("--connections-per-address", "1000", "--accounts-per-minute", "1000",
         "--chat-per-second", "1000", "--room-chat-per-second", "1000")
"""The limits per address and on chat raised out of the way: every client of a test comes
from 127.0.0.1 (``test_abuse_accounts`` passes the real ones after these, which win)."""


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def serve(port: int, database_url: str, data_dir: Path,
          extra: tuple[str, ...] = ()) -> Iterator[subprocess.Popen[bytes]]:
    """``cardtable serve`` in a subprocess (with ``extra`` arguments), ready when its
    /health answers; killed after."""
    env = {**os.environ, "CARDTABLE_DATA_DIR": str(data_dir)}
    log = data_dir / "serve.log"
    with log.open("ab") as output:
        process = subprocess.Popen(
            [sys.executable, "-m", "cardtable.cli", "serve", "--port", str(port),
             "--database-url", database_url, "--bot-delay", "0", "--correction-window", "0",
             "--grace", "60", *ROOMY,
             # every client of a test is on 127.0.0.1: a test's tables are not a flood
             "--tables-per-address", "1000", *extra],
            env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + GUARD
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"cardtable serve stopped: {log.read_text()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError("cardtable serve did not start")
            time.sleep(0.1)
        yield process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait()
        print(log.read_text())  # shown by pytest when a test fails


@contextlib.contextmanager
def serve_room(data_dir: Path, extra: tuple[str, ...] = ()) -> Iterator[str]:
    """``serve`` on a free port with a new SQLite file in ``data_dir`` (``extra``: more
    arguments); the room's base URL."""
    port = free_port()
    with serve(port, f"sqlite:///{data_dir / 'room.db'}", data_dir, extra):
        yield f"http://127.0.0.1:{port}"


class Player:
    """A client over the ``websockets`` library."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.frames: list[Frame] = []
        self._next_id = 0
        self.token: str | None = None

    @classmethod
    async def open(cls, port: int) -> Player:
        """Connect and read the welcome frame."""
        player = cls(await connect(f"ws://127.0.0.1:{port}/ws"))
        assert (await player.recv())["type"] == "welcome"
        return player

    async def recv(self) -> Frame:
        """The next frame (waiting at most ``GUARD`` seconds)."""
        try:
            frame: Frame = json.loads(await asyncio.wait_for(self.socket.recv(), GUARD))
        except TimeoutError:
            raise AssertionError(f"no frame in {GUARD} s; the last ones: {self.frames[-3:]}"
                                 ) from None
        self.frames.append(frame)
        return frame

    async def send(self, kind: str, **fields: Any) -> int:
        """Send a message; returns its id."""
        self._next_id += 1
        await self.socket.send(json.dumps({"v": 1, "type": kind, "id": self._next_id,
                                           **fields}))
        return self._next_id

    async def request(self, kind: str, **fields: Any) -> Frame:
        """Send a message and read until its answer."""
        sent = await self.send(kind, **fields)
        while True:
            frame = await self.recv()
            if frame.get("re") == sent:
                return frame

    async def ok(self, kind: str, **fields: Any) -> Frame:
        """A request that must succeed."""
        answer = await self.request(kind, **fields)
        assert answer["type"] != "error", answer
        return answer

    async def play(self, table: int, rng: random.Random, moves: int | None = None,
                   acknowledged: list[tuple[int, str]] | None = None) -> Frame:
        """Play this seat with random legal moves until the game ends (the game_over frame)
        or, with ``moves``, until that many moves of its own are accepted (the last game
        frame); each move the room acknowledged is added to ``acknowledged`` (its version
        and text)."""
        latest = next((f for f in reversed(self.frames)
                       if f["type"] == "game" and f["table"] == table), None)
        made = 0
        acted = -1
        while True:
            over = next((f for f in self.frames
                         if f["type"] == "game_over" and f["table"] == table), None)
            if over is not None:
                return over
            if moves is not None and made >= moves and latest is not None:
                return latest
            if (latest is not None and latest["to_move"] == latest["seat"]
                    and latest["version"] > acted and not latest["over"]):
                acted = latest["version"]
                text = random_move(latest, rng)
                if text is not None:
                    answer = await self.request("move", table=table, move=text,
                                                version=latest["version"])
                    made += answer["type"] == "ok"
                    if answer["type"] == "ok" and acknowledged is not None:
                        acknowledged.append((answer["version"], text))
                    if answer["type"] == "error" and answer["code"] != "stale":
                        acted = -1  # try again (a refused move changed nothing)
                        if answer["code"] == "rate_limited":
                            await asyncio.sleep(0.2)
                    latest = self._newest(table, latest)
                    continue
            await self.recv()
            latest = self._newest(table, latest)

    def _newest(self, table: int, latest: Frame | None) -> Frame | None:
        for frame in reversed(self.frames):
            if frame["type"] == "game" and frame["table"] == table:
                if latest is None or frame["version"] >= latest["version"]:
                    return frame
                return latest
        return latest


async def seat_two_and_a_bot(ana: Player, bo: Player, **options: Any) -> int:
    """A 3-player classic table opened by ``ana`` (seat 0), ``bo`` at seat 1 and a normal
    bot at seat 2, started; its id."""
    created = await ana.ok("create_table", game="sweep", preset="classic",
                           options={"players": 3, "target": 2, **options})
    table: int = created["table"]["id"]
    await bo.ok("take_seat", table=table, seat=1)
    await ana.ok("add_bot", table=table, seat=2, level="normal")
    await ana.ok("start", table=table)
    return table
