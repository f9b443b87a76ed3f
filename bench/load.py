"""How much the room holds: N WebSocket clients, each at its own table against a bot.

Starts ``cardtable serve`` in a subprocess (SQLite in a temporary data directory by
default, bots without delay), opens N clients with the ``websockets`` library, and has each
sit at a two-player sweep table with a ``normal`` bot and play random legal moves as fast as
the server answers, starting a new table when a game ends. Reports the moves the server
accepted per second (people's and bots'), and the p50 and p99 latency of a person's move:
from sending it to its ``ok``, which comes after the move is stored and broadcast.

    python bench/load.py --clients 100 --seconds 20
    python bench/load.py --clients 1000 --seconds 30 --json
    python bench/load.py --clients 100 --database-url memory:
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    """Moves the server accepted at the clients' tables (versions advanced)."""
    games: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    connected: int = 0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(port: int, database_url: str | None, data_dir: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "cardtable.cli", "serve", "--port", str(port),
               "--bot-delay", "0", "--messages-per-second", "1000",
               # every client comes from 127.0.0.1: the limits per address out of the way
               "--connections-per-address", "100000", "--accounts-per-minute", "100000",
               "--tables-per-address", "1000000"]
    if database_url:
        command += ["--database-url", database_url]
    log = (data_dir / "serve.log").open("wb")
    process = subprocess.Popen(command, env={**os.environ, "CARDTABLE_DATA_DIR": str(data_dir)},
                               stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return process
        time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start: see " + str(data_dir / "serve.log"))


def choose(frame: dict[str, Any], rng: random.Random) -> str:
    legal = frame["legal"]
    if legal:
        return str(rng.choice(legal))
    return str(rng.choice(frame["view"]["hand"]))


@dataclass
class Deadline:
    at: float = float("inf")

    def passed(self) -> bool:
        return time.monotonic() >= self.at


async def client(port: int, index: int, deadline: Deadline, stats: Stats,
                 gate: asyncio.Semaphore, ready: asyncio.Event) -> None:
    rng = random.Random(index)
    async with gate:
        ws = await connect(f"ws://127.0.0.1:{port}/ws", max_size=None, ping_interval=None,
                           open_timeout=60)
    stats.connected += 1
    next_id = 0

    async def send(kind: str, **fields: Any) -> int:
        nonlocal next_id
        next_id += 1
        await ws.send(json.dumps({"v": 1, "type": kind, "id": next_id, **fields}))
        return next_id

    async def answer(sent: int) -> dict[str, Any]:
        while True:
            frame = json.loads(await ws.recv())
            if frame["type"] == "game":
                note(frame)
            if frame.get("re") == sent:
                return frame

    latest: dict[str, Any] = {}
    over = False

    def note(frame: dict[str, Any]) -> None:
        nonlocal latest, over
        if frame["table"] == table and frame["version"] >= latest.get("version", -1):
            if latest:
                stats.moves += frame["version"] - latest["version"]
            latest = frame
            over = frame["over"]

    table = -1
    try:
        await ws.recv()  # welcome
        await answer(await send("guest", name=f"load {index} {rng.randrange(10**9)}"))
        await ready.wait()
        while not deadline.passed():
            created = await answer(await send("create_table", game="sweep",
                                              options={"players": 2}))
            if created["type"] == "error":
                stats.errors[created["code"]] = stats.errors.get(created["code"], 0) + 1
                await asyncio.sleep(0.5)
                continue
            table = created["table"]["id"]
            latest, over = {}, False
            await answer(await send("add_bot", table=table, seat=1, level="normal"))
            await answer(await send("start", table=table))
            acted = -1
            while not over and not deadline.passed():
                if latest.get("to_move") == 0 and latest["version"] > acted:
                    acted = latest["version"]
                    started = time.perf_counter()
                    reply = await answer(await send("move", table=table,
                                                    move=choose(latest, rng),
                                                    version=latest["version"]))
                    if reply["type"] == "ok":
                        stats.latencies.append(time.perf_counter() - started)
                    else:
                        code = reply["code"]
                        stats.errors[code] = stats.errors.get(code, 0) + 1
                        if code != "stale":
                            acted = -1
                        if code == "rate_limited":
                            await asyncio.sleep(0.1)
                    continue
                frame = json.loads(await ws.recv())
                if frame["type"] == "game":
                    note(frame)
            if over:
                stats.games += 1
            else:  # time is up mid-game: leave the table so the next run starts clean
                await answer(await send("leave_seat", table=table))
    finally:
        await ws.close()


async def run_clients(port: int, clients: int, seconds: float) -> tuple[Stats, float]:
    stats = Stats()
    gate = asyncio.Semaphore(50)
    ready = asyncio.Event()
    deadline = Deadline()
    tasks = [asyncio.create_task(client(port, i, deadline, stats, gate, ready))
             for i in range(clients)]
    while stats.connected < clients and not any(t.done() for t in tasks):
        await asyncio.sleep(0.1)
    # Everyone is connected and signed in: measure from here.
    measured_from = time.monotonic()
    deadline.at = measured_from + seconds
    ready.set()
    await asyncio.sleep(seconds)
    elapsed = time.monotonic() - measured_from
    snapshot = Stats(list(stats.latencies), stats.moves, stats.games, dict(stats.errors),
                     stats.connected)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return snapshot, elapsed


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--database-url", default=None,
                        help="default: SQLite in a temporary data directory; memory: for none")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start_server(port, args.database_url, Path(folder))
        try:
            stats, elapsed = asyncio.run(run_clients(port, args.clients, args.seconds))
        finally:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
    result = {
        "clients": args.clients, "seconds": round(elapsed, 1),
        "database": args.database_url or "sqlite (temporary data directory)",
        "moves_per_second": round(stats.moves / elapsed, 1),
        "person_moves": len(stats.latencies), "games_finished": stats.games,
        "latency_ms": {"p50": round(percentile(stats.latencies, 0.5) * 1000, 1),
                       "p99": round(percentile(stats.latencies, 0.99) * 1000, 1),
                       "mean": round(statistics.fmean(stats.latencies) * 1000, 1)
                       if stats.latencies else None},
        "errors": stats.errors,
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
