#!/usr/bin/env python3
"""Attack a room the ways issue 16 did, and say for each attack whether the room held.

Starts ``cardtable serve`` (SQLite in a temporary folder, on a free port), runs every row of
``bench/abuse_tables.py`` (tables, moves, records) and of ``bench/abuse_accounts.py``
(accounts, chat, names, headers; when it is there) one after another, and prints a table
``attack | held/broken | figure`` (``--json``: the same rows as JSON).

    python bench/abuse.py                      # every row, the full attacks
    python bench/abuse.py --short              # the short attacks the tests run
    python bench/abuse.py --json --row "huge record id"
    python bench/abuse.py --src ../main        # a room from another checkout (its src/)
    python bench/abuse.py --url http://127.0.0.1:8000   # a room already running (the
                                               # rows that restart it say so and fail)

Every loop is bounded in count and time; every client is on this machine (loopback).
An option of ``cardtable serve`` that the room does not know is left out (a room from
before issue 16 knows none of its limits), so the same rows measure it too.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import abuse_tables  # noqa: E402

ROW_SECONDS = 240.0
"""The longest one row may take before it counts as broken."""


def accounts_module() -> ModuleType | None:
    """``bench/abuse_accounts.py`` (the other rows of issue 16), if it is there."""
    try:
        return importlib.import_module("abuse_accounts")
    except ModuleNotFoundError:
        return None


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Room:
    """``cardtable serve`` in a subprocess, on one port and one SQLite file: started,
    restarted (the same port and database) and stopped."""

    def __init__(self, folder: Path, src: Path | None, extra: list[str]) -> None:
        self.folder = folder
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, "CARDTABLE_DATA_DIR": str(folder)}
        if src is not None:
            self.env["PYTHONPATH"] = str(src.resolve() / "src")
        self.args = self._known([*abuse_tables.SERVE_ARGS, *_accounts_args(), *extra])
        self.process: subprocess.Popen[bytes] | None = None
        self.log = folder / "serve.log"

    def _known(self, args: list[str]) -> list[str]:
        """``args`` without the options this room's ``serve`` does not know (and their
        values)."""
        helped = subprocess.run([sys.executable, "-m", "cardtable.cli", "serve", "--help"],
                                env=self.env, capture_output=True, text=True, check=True)
        kept: list[str] = []
        skip = False
        for index, arg in enumerate(args):
            if skip:
                skip = False
                continue
            if arg.startswith("--") and arg.split("=")[0] not in helped.stdout:
                has_value = "=" not in arg and index + 1 < len(args) \
                    and not args[index + 1].startswith("--")
                skip = has_value
                continue
            kept.append(arg)
        return kept

    def start(self) -> None:
        """Start the room and wait until its /health answers."""
        with self.log.open("ab") as output:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "cardtable.cli", "serve", "--port", str(self.port),
                 "--database-url", f"sqlite:///{self.folder / 'room.db'}", *self.args],
                env=self.env, stdout=output, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"cardtable serve stopped: {self.log.read_text()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.base + "/health", timeout=1).status_code == 200:
                    return
            if time.monotonic() > deadline:
                raise RuntimeError("cardtable serve did not start within 60 s")
            time.sleep(0.1)

    def stop(self) -> None:
        """Stop the room (SIGINT, then SIGKILL after 10 s)."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGINT)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    async def restart(self) -> None:
        """Stop the room and start it again on the same port and database."""
        await asyncio.to_thread(self.stop)
        await asyncio.to_thread(self.start)


def _accounts_args() -> list[str]:
    module = accounts_module()
    return list(getattr(module, "SERVE_ARGS", [])) if module is not None else []


def rows() -> list[tuple[str, str, Any]]:
    """Every row: the file it comes from, its name and its attack."""
    found = [("abuse_tables", name, attack) for name, attack in abuse_tables.ROWS]
    module = accounts_module()
    if module is not None:
        found += [("abuse_accounts", name, attack) for name, attack in module.ROWS]
    return found


async def run_rows(base: str, only: set[str] | None = None) -> list[dict[str, Any]]:
    """Each row against the room at ``base``, one after another."""
    results = []
    for origin, name, attack in rows():
        if only and name not in only:
            continue
        started = time.monotonic()
        try:
            held, figure = await asyncio.wait_for(attack(base), ROW_SECONDS)
        except Exception as error:  # an attack that could not finish showed no hold
            held, figure = False, f"the attack failed: {type(error).__name__}: {error}"
        results.append({"attack": name, "held": bool(held), "figure": figure,
                        "rows": origin, "seconds": round(time.monotonic() - started, 1)})
    return results


def table(results: list[dict[str, Any]]) -> str:
    """The results as a Markdown table."""
    lines = ["| attack | held/broken | figure |", "|---|---|---|"]
    lines += [f"| {r['attack']} | {'held' if r['held'] else 'broken'} | {r['figure']} |"
              for r in results]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="attack this running room instead of starting one")
    parser.add_argument("--src", type=Path, help="start the room from this checkout's src/")
    parser.add_argument("--short", action="store_true", help="the tests' short attacks")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--row", action="append", help="only this row (repeat it)")
    parser.add_argument("--serve-arg", action="append", default=[],
                        help="one more argument for cardtable serve (repeat it)")
    args = parser.parse_args(argv)
    if args.short:
        os.environ["CARDTABLE_ABUSE_SHORT"] = "1"
    only = set(args.row) if args.row else None
    if args.url:
        results = asyncio.run(run_rows(args.url.rstrip("/"), only))
    else:
        with tempfile.TemporaryDirectory(prefix="cardtable-abuse-") as folder:
            room = Room(Path(folder), args.src, args.serve_arg)
            room.start()
            abuse_tables.RESTART = room.restart
            try:
                results = asyncio.run(run_rows(room.base, only))
            finally:
                abuse_tables.RESTART = None
                room.stop()
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(table(results))
    return 0 if all(r["held"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
