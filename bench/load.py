#!/usr/bin/env python3
"""How much the room holds: N people playing at their own pace, not a flood of clients.

Starts ``cardtable serve`` in a subprocess (or several, see below), connects N players from
this one process (asyncio, the ``websockets`` library) at a steady rate, and has each play
as a person does in the browser:

* it signs in as a guest, after sending ``language`` (``en`` or ``ru``, verbosity
  ``normal``) as the browser does, so the room builds spoken sentences for it; then, as the
  browser does after every sign-in and resume, ``list_tables`` and ``records``
  (``--lobby``: the share of players that do; 1 by default). As the browser does, it follows
  the lobby's changes only while "the room is on screen": at a table (its own, or one it
  watches) it sends ``follow_lobby`` false, and back in the room between two games
  ``list_tables`` again. A room that does not know ``follow_lobby`` (before issue 17) is
  followed at tables too, as the browser of its day did. It asks for the lobby's changes in
  ``batch`` (one ``lobby`` frame a flush) as the browser does, unless the room does not
  know ``batch``;
* it plays one game after another: most at a two-player sweep table against a ``normal``
  bot (presets scopa, escoba and classic in turn), some at a three-player table of two
  people and a bot (one player opens it with an empty seat and a bot, another takes the
  seat and starts it: they find each other through an in-process list, and after
  ``--join-wait`` seconds alone the opener seats a bot instead), some Metamorphosis against
  a bot (``--three``, ``--meta``: the shares of games);
* it thinks before each move: a uniform ``--think 2-5`` seconds counted from the arrival of
  the frame that gives it the turn; the bots keep the room's own delay (0.8 s) unless
  ``--bot-delay`` is given;
* it chats: a table line before a move with probability ``--chat`` (1 in 15), a room line
  now and then (``--room-chat-minutes``: about one a player every 10 minutes); refusals
  ``rate_limited`` are counted apart, not as errors;
* now and then it leaves a game (``leave_seat``, then ``unwatch``: a bot takes the seat)
  and opens a new table (``--leave``, a probability per move), and between two games it may
  watch another player's table for a while (``--watch``, ``--watch-seconds``);
* now and then it drops its socket abruptly mid-game and comes back 1 to 3 s later on a new
  one (``language``, then ``resume`` with its token: the room kept the seat and sends the
  table again), and plays on (``--reconnect``, a probability per move).

The figures count only the ``--seconds`` after the ramp (once every player is signed in
or has failed to): moves the room accepted per second (people's and bots', each table
version once), the people's moves and the p50/p95/p99/max of their latency (from sending
``move`` to its ``ok``, which the room sends once the move is stored and every watcher's
frame is queued), chat lines and their p99 to the ``ok``, reconnects and the p99 from
``resume`` to the table's ``game`` frame, frames received a second (by type too), the CPU
seconds of the server processes (``/proc/<pid>/stat``), of this client and of the whole
machine (``/proc/stat``) over the window: if the client's share nears a core, the load
generator was the bottleneck, not the room. Errors are counted by code over the whole run
(the ramp too). ``--json`` prints one JSON object.

    python bench/load.py --players 100 --seconds 60
    python bench/load.py --players 1000 --ramp 200 --seconds 60 --json
    python bench/load.py --players 100 --think 0           # the old flat-out mode
    python bench/load.py --players 100 --database-url memory:
    python bench/load.py --players 300 --fresh-postgres postgresql+psycopg://postgres@127.0.0.1/postgres
    python bench/load.py --players 300 --src /work/before  # the room of another checkout

``--think 0`` is the old flat-out mode: every player at a two-player sweep table against a
bot playing as fast as the room answers, the bots without delay (unless ``--bot-delay``),
and no chat, leaves, watching or reconnects unless asked for.

Stores: SQLite in a temporary data directory (default); ``--database-url memory:``;
``--database-url postgresql+psycopg://...`` (the user's database: used as it is, and what
the run leaves stays there); or ``--fresh-postgres URL``: a new database
``cardtable_load_<random>`` on the PostgreSQL server of URL (whose own database is only
connected to, to create and drop it), which the room uses and which is dropped after, so
that repeated runs start equal.

``--src DIR`` runs the room from another checkout: its ``src/`` on ``PYTHONPATH``, with
that checkout's interpreter ``DIR/.venv/bin/python`` when it has one (else this one;
``--server-python`` chooses another). Options of ``cardtable serve`` that the older room
does not know (the limits per address of issue 16) are left out and named in the report, so
that "before" and "after" are measured by the same client in the same run.

Several processes (issue 17's cluster): ``--processes N --redis-url redis://127.0.0.1:6379``
starts N rooms on N free ports, all on the same PostgreSQL (``--database-url`` or
``--fresh-postgres``), each with ``--redis-url URL --cluster NAME`` (NAME random per run,
``cardtable_load_<random>``, so that runs share no Redis keys); the first is started
alone (it migrates the database), then the others. The players are spread over them round
robin; a three-player table is taken by a player of any process (its moves and frames
then cross processes through Redis), and a player that drops comes back on the next
process, as a proxy may send it, and finds its table there. Their CPU is summed.
``cardtable serve`` must know ``--redis-url URL`` and ``--cluster NAME``; one that does not
stops the run with "this room does not know --redis-url".

Every player comes from 127.0.0.1, so the room is started with the limits per address out
of the way (``--connections-per-address``, ``--accounts-per-minute``,
``--tables-per-address``, ``--messages-per-second`` and ``--chat-per-second``, which also
sets the chat per address); the room-wide limit on room chat keeps its default, as do the
room's 2,000 connections at most (``serve --max-connections``, which ``--serve-arg``
passes, as ``bench/load_matrix.py`` does for 3,000 players): past them a process refuses
players with ``too_many_connections``.

What the load generator costs: one process and one event loop (uvloop when installed),
two tasks a player (its reader and its play), frames parsed with ``orjson`` when installed
(else ``json``). Each frame received costs the client some tens of microseconds (a game
frame with its sentences is a few kilobytes to parse, a compressed one more: the
connections offer permessage-deflate as browsers do; ``--no-compression`` to not), so a
thousand players thinking 2 to 5 s take a fraction of one core, most of it the lobby's
table frames; the report's ``client`` CPU says how much in each run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

Frame = dict[str, Any]

try:  # a faster parser when it is there (the frames a client parses dominate its cost)
    import orjson

    def loads(data: str | bytes) -> Any:
        """Parse one frame."""
        return orjson.loads(data)

    def dumps(message: Frame) -> str:
        """One message as JSON text."""
        return orjson.dumps(message).decode()

    PARSER = "orjson"
except ModuleNotFoundError:
    def loads(data: str | bytes) -> Any:
        """Parse one frame."""
        return json.loads(data)

    def dumps(message: Frame) -> str:
        """One message as JSON text."""
        return json.dumps(message, separators=(",", ":"))

    PARSER = "json"

PRESETS = ("scopa", "escoba", "classic")
"""The sweep presets of the two-player tables, in turn."""
CHAT_LINES = {"en": ("good luck", "nice one", "well played", "hm", "ha, that sweep"),
              "ru": ("удачи", "хороший ход", "ну и ну", "хм", "вот это метла")}
REACHED = ("seat_taken", "not_waiting", "not_found", "table_full", "finished")
"""Refusals of joining a table that another player's move got to first (counted apart)."""
LOBBY_FRAME = '{"v":1,"type":"table",'
CHAT_FRAME = '{"v":1,"type":"chat",'
"""How the room's ``table`` and ``chat`` frames begin (``protocol.frame``, written compactly):
the players only count them, so they are not parsed (a frame that begins otherwise is)."""
ANSWER_WAIT = 120.0
"""Seconds a request may wait for its answer before the connection counts as lost."""
STALL_WAIT = 60.0
"""Seconds without news of the player's own game before it asks for the table again."""
RAMP_SLACK = 300.0
"""Seconds after the last player's arrival that the ramp may take to sign them all in."""
RECONNECT_AFTER = (1.0, 3.0)
"""Seconds a dropped player waits before it comes back."""
LIMITS_OUT_OF_THE_WAY = ("--messages-per-second", "1000", "--connections-per-address",
                         "100000", "--accounts-per-minute", "100000",
                         "--tables-per-address", "1000000", "--chat-per-second", "1000")
"""Every player comes from 127.0.0.1: the limits per address raised out of the way (a room
that does not know one of them is started without it)."""


# The plan of a run ------------------------------------------------------------------------

def seconds_range(text: str) -> tuple[float, float]:
    """``"2-5"`` as (2.0, 5.0); ``"3"`` as (3.0, 3.0)."""
    low, _, high = text.partition("-")
    try:
        pair = (float(low), float(high or low))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not seconds like 2-5 or 0") from None
    if not 0 <= pair[0] <= pair[1]:
        raise argparse.ArgumentTypeError(f"{text!r}: from 0, the low end first")
    return pair


def share(text: str) -> float:
    """A probability from 0 to 1."""
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not from 0 to 1")
    return value


@dataclass(frozen=True)
class Plan:
    """What the players do: the options of the run, resolved."""

    think: tuple[float, float] = (2.0, 5.0)
    chat: float = 1 / 15
    room_chat_minutes: float = 10.0
    leave: float = 1 / 300
    reconnect: float = 1 / 200
    watch: float = 0.1
    watch_seconds: tuple[float, float] = (10.0, 30.0)
    three: float = 0.15
    meta: float = 0.15
    join_wait: float = 30.0
    lobby: float = 1.0
    compression: bool = True

    @property
    def flat_out(self) -> bool:
        """Whether the players move as fast as the room answers (``--think 0``)."""
        return self.think[1] == 0.0


PEOPLE_DEFAULTS = {"chat": 1 / 15, "room_chat_minutes": 10.0, "leave": 1 / 300,
                   "reconnect": 1 / 200, "watch": 0.1, "three": 0.15, "meta": 0.15,
                   "lobby": 1.0}
"""The defaults of what people do besides moving; under ``--think 0`` they are 0."""


# Counting ---------------------------------------------------------------------------------

@dataclass
class Stats:
    """What the players saw. Counts and latencies are kept only while ``measuring`` (the
    window after the ramp); errors over the whole run."""

    measuring: bool = False
    counts: dict[str, int] = field(default_factory=dict)
    frames: dict[str, int] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    move_latency: list[float] = field(default_factory=list)
    chat_latency: list[float] = field(default_factory=list)
    resume_latency: list[float] = field(default_factory=list)
    versions: dict[int, int] = field(default_factory=dict)
    """The newest version seen of each table, by (room, table): a table's moves are
    counted once however many players see them."""

    def bump(self, name: str, by: int = 1) -> None:
        """Count ``name`` (in the window only)."""
        if self.measuring:
            self.counts[name] = self.counts.get(name, 0) + by

    def time(self, latencies: list[float], seconds: float) -> None:
        """Keep one latency (in the window only)."""
        if self.measuring:
            latencies.append(seconds)

    def error(self, code: str) -> None:
        """Count an error the room answered (whole run)."""
        self.errors[code] = self.errors.get(code, 0) + 1

    def frame(self, kind: str) -> None:
        """Count a frame received (in the window only)."""
        if self.measuring:
            self.frames[kind] = self.frames.get(kind, 0) + 1

    def version(self, table: int, version: int) -> None:
        """A game frame of ``table`` at ``version``: count the moves new to the run (the
        processes of a run share one database: a table's id is the room's)."""
        seen = self.versions.get(table)
        if seen is None or version > seen:
            self.versions[table] = version
            if seen is not None:
                self.bump("moves", version - seen)


def percentile(values: list[float], part: float) -> float | None:
    """The ``part`` quantile of ``values`` (nearest rank), or ``None`` for none."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(part * len(ordered)))]


def ms(value: float | None) -> float | None:
    """Seconds as milliseconds, rounded."""
    return None if value is None else round(value * 1000, 1)


def spread(values: list[float]) -> dict[str, float | None]:
    """The p50, p95, p99 and max of latencies, in milliseconds."""
    return {"p50": ms(percentile(values, 0.5)), "p95": ms(percentile(values, 0.95)),
            "p99": ms(percentile(values, 0.99)), "max": ms(max(values, default=None))}


# The rooms --------------------------------------------------------------------------------

def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds a process has used (``/proc/<pid>/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine_busy_seconds() -> float:
    """CPU seconds every core of the machine has spent busy since boot (``/proc/stat``)."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    return (sum(values[:8]) - idle) / os.sysconf("SC_CLK_TCK")


@dataclass
class Server:
    """How to start ``cardtable serve``: the interpreter, the environment, the options it
    knows."""

    python: str
    env: dict[str, str]
    known: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, src: Path | None, python: str | None, data_dir: Path) -> Server:
        """The room of this checkout, or of ``src`` (its ``src/`` on ``PYTHONPATH`` and its
        ``.venv``'s interpreter when it has one), with its data directory in ``data_dir``."""
        env = {**os.environ, "CARDTABLE_DATA_DIR": str(data_dir)}
        env.pop("CARDTABLE_DATABASE_URL", None)
        chosen = python or sys.executable
        if src is not None:
            env["PYTHONPATH"] = str(src.resolve() / "src")
            venv_python = src.resolve() / ".venv" / "bin" / "python"
            if python is None and venv_python.exists():
                chosen = str(venv_python)
        helped = subprocess.run([chosen, "-m", "cardtable.cli", "serve", "--help"], env=env,
                                capture_output=True, text=True)
        if helped.returncode != 0:
            raise SystemExit(f"{chosen} -m cardtable.cli serve --help failed:\n"
                             f"{helped.stderr.strip()}")
        return cls(chosen, env, set(re.findall(r"--[a-z][a-z0-9-]*", helped.stdout)))

    def arguments(self, required: list[str], optional: list[str]) -> tuple[list[str],
                                                                           list[str]]:
        """``required`` (each option must be known: else the run stops, saying which) and
        those of ``optional`` this room knows; and the optional ones left out."""
        for arg in required:
            if arg.startswith("--") and arg not in self.known:
                raise SystemExit(f"this room does not know {arg} (its `cardtable serve "
                                 f"--help` has no such option): {self.python}, "
                                 f"PYTHONPATH={self.env.get('PYTHONPATH', '')}")
        kept, left_out = list(required), []
        for index in range(0, len(optional), 2):
            name, value = optional[index], optional[index + 1]
            if name in self.known:
                kept += [name, value]
            else:
                left_out.append(name)
        return kept, left_out


class Room:
    """One ``cardtable serve`` process on a free port."""

    def __init__(self, server: Server, arguments: list[str], log: Path) -> None:
        self.port = free_port()
        self.url = f"ws://127.0.0.1:{self.port}/ws"
        self.log = log
        with log.open("ab") as output:
            self.process = subprocess.Popen(
                [server.python, "-m", "cardtable.cli", "serve", "--port", str(self.port),
                 *arguments], env=server.env, stdout=output, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 120.0) -> None:
        """Wait until its /health answers; stop the run if it stops first."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"cardtable serve stopped:\n{self.log.read_text()[-3000:]}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{self.port}/health",
                             timeout=2).status_code == 200:
                    return
            time.sleep(0.2)
        self.stop()
        raise SystemExit(f"cardtable serve did not start within {timeout:g} s: {self.log}")

    def cpu(self) -> float:
        """Its CPU seconds so far."""
        return cpu_seconds(self.process.pid)

    def stop(self) -> None:
        """SIGINT, then SIGKILL after 20 s."""
        if self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@contextlib.contextmanager
def fresh_postgres(url: str) -> Iterator[str]:
    """A new database on the PostgreSQL server of ``url`` (whose database is only connected
    to), as the URL the room takes; dropped after."""
    import psycopg
    from sqlalchemy.engine import make_url

    server = make_url(url)
    name = f"cardtable_load_{secrets.token_hex(4)}"
    admin = {"host": server.host or "127.0.0.1", "port": server.port or 5432,
             "user": server.username, "password": server.password,
             "dbname": server.database or "postgres"}
    with psycopg.connect(**{k: v for k, v in admin.items() if v is not None},
                         autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield server.set(drivername="postgresql+psycopg",
                         database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(**{k: v for k, v in admin.items() if v is not None},
                             autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


# The players ------------------------------------------------------------------------------

class Dropped(Exception):
    """The player's connection is gone (closed by the room, or no answer in time)."""


@dataclass
class Crowd:
    """What the players share: the rooms' addresses, the counts, the tables waiting for a
    second person and those being played (to watch), each by room."""

    urls: list[str]
    plan: Plan
    seed: int = 0
    """Each player's choices come from a generator seeded by it and the player's number."""
    stats: Stats = field(default_factory=Stats)
    waiting: list[int] = field(default_factory=list)
    """Three-player tables waiting for a second person (of any process: one table of a
    room of several processes is played across them)."""
    playing: set[int] = field(default_factory=set)
    """Tables being played, to watch (of any process)."""
    signed_in: int = 0
    failed: int = 0
    ramp_done: asyncio.Event = field(default_factory=asyncio.Event)
    players: int = 0
    fault_shown: bool = False
    stopping: bool = False
    """Set once the window is over: the players stop."""
    follow_lobby: bool = True
    """Whether the room knows ``follow_lobby`` (issue 17); a room before it is played as
    the browser of its day played it: following the lobby at a table too."""
    batch: bool = True
    """Whether the room knows ``list_tables``'s ``batch`` (issue 17)."""

    def settled(self, signed_in: bool) -> None:
        """One more player signed in (or failed to)."""
        if signed_in:
            self.signed_in += 1
        else:
            self.failed += 1
        if self.signed_in + self.failed >= self.players:
            self.ramp_done.set()


class Player:
    """One person: a connection, a reader task for its frames, and the play."""

    def __init__(self, crowd: Crowd, index: int) -> None:
        self.crowd = crowd
        self.stats = crowd.stats
        self.plan = crowd.plan
        self.rng = random.Random(f"{crowd.seed} {index}")
        self.room = index % len(crowd.urls)
        self.name = f"load {index} {secrets.randbelow(10**9)}"
        self.lang = self.rng.choice(("en", "ru"))
        self.lobby = self.rng.random() < self.plan.lobby
        self.following = False
        """Whether its connection follows the lobby now (the browser does while the room is
        on screen)."""
        self.preset = index % len(PRESETS)
        self.token: str | None = None
        self.ws: ClientConnection | None = None
        self.reader: asyncio.Task[None] | None = None
        self.pending: dict[int, asyncio.Future[Frame]] = {}
        self.next_id = 0
        self.table: int | None = None
        self.seat = 0
        self.latest: Frame | None = None
        """The newest game frame of the player's own table."""
        self.turn_at = 0.0
        """When it came (the player's think time counts from then)."""
        self.over = False
        self.changed = asyncio.Event()
        """Set by the reader when the player's own game changes (or the connection goes)."""
        self.left: list[int] = []
        """Tables this player opened and left mid-game (still open, still its own)."""
        self.room_chat_at = time.monotonic() + self._room_chat_gap()

    def _room_chat_gap(self) -> float:
        minutes = self.plan.room_chat_minutes
        return self.rng.expovariate(1 / (minutes * 60)) if minutes > 0 else float("inf")

    # The connection -----------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, choose the language, sign in as a guest (or resume with the token),
        then ask for the lobby and the records as the browser does."""
        try:
            ws = await connect(self.crowd.urls[self.room], max_size=None, ping_interval=None,
                               open_timeout=ANSWER_WAIT, close_timeout=1,
                               compression="deflate" if self.plan.compression else None)
        except (OSError, InvalidHandshake, TimeoutError) as error:
            raise Dropped(f"connect: {type(error).__name__}") from None
        try:
            async with asyncio.timeout(ANSWER_WAIT):
                first = loads(await ws.recv())
        except (ConnectionClosed, TimeoutError):
            ws.transport.abort()
            raise Dropped("connect: no welcome") from None
        if first.get("type") != "welcome":
            ws.transport.abort()
            raise Dropped(f"connect: {first.get('code', first.get('type'))}")
        self.ws, self.pending = ws, {}
        self.reader = asyncio.create_task(self._read(ws, self.pending))
        try:
            await self._sign_in()
        except BaseException:  # not signed in: no use for the connection
            self._abandon()
            raise

    async def _sign_in(self) -> None:
        """``language``, then ``guest`` (or ``resume``, and the table again), then the lobby
        and the records."""
        await self.ask("language", lang=self.lang, verbosity="normal")
        if self.token is None:
            answer = await self.ask("guest", name=self.name)
            if answer["type"] == "error":
                raise Dropped(f"guest: {answer['code']}")
            self.token = answer["token"]
        else:
            started = time.perf_counter()
            self.latest = None
            answer = await self.ask("resume", token=self.token)
            if answer["type"] == "error":
                raise Dropped(f"resume: {answer['code']}")
            await self._resynced(started)
        if self.lobby:
            follow = self.table is None or not self.crowd.follow_lobby
            await asyncio.gather(self._list_tables(follow), self.ask("records"))
            self.following = follow

    async def _list_tables(self, follow: bool = True) -> None:
        """``list_tables``, with ``batch`` unless the room does not know it."""
        if self.crowd.batch:
            answer = await self.ask("list_tables", allowed=("bad_message",), follow=follow,
                                    batch=True)
            if answer["type"] != "error":
                return
            self.crowd.batch = False
        await self.ask("list_tables", follow=follow)

    async def _in_room(self) -> None:
        """Back in the room (between two games): the browser lists the tables again and
        follows the lobby's changes."""
        if self.lobby and not self.following:
            await self._list_tables()
            self.following = True

    async def _at_table(self) -> None:
        """A table on screen: the browser stops following the lobby (``follow_lobby``), as
        the browser of issue 17 does; a room that does not know it is followed on."""
        if not (self.following and self.crowd.follow_lobby):
            return
        answer = await self.ask("follow_lobby", allowed=("unknown_type",), follow=False)
        if answer["type"] == "error":
            self.crowd.follow_lobby = False
        else:
            self.following = False

    async def _resynced(self, started: float) -> None:
        """After ``resume``: wait for the game frame of the player's table."""
        if self.table is None:
            return
        await self._first_frame(ANSWER_WAIT)
        if self.latest is None and self.over:
            return  # the run ended first: this resume is neither a success nor a failure
        self.stats.bump("reconnects")
        if self.latest is None:
            self.stats.error("no_resync")
            return
        self.stats.bump("resynced")
        self.stats.time(self.stats.resume_latency, self.turn_at - started)

    def _live(self) -> None:
        if self.reader is None or self.reader.done():
            raise Dropped("the connection closed")

    async def _changed(self, seconds: float) -> bool:
        """Wait at most ``seconds`` for news of the player's game; whether some came.
        (``asyncio.timeout``, not ``wait_for``: before Python 3.12 ``wait_for`` may swallow
        a cancellation, and a player cancelled at the end of the run would play on.)"""
        self._live()
        self.changed.clear()
        try:
            async with asyncio.timeout(max(0.0, seconds)):
                await self.changed.wait()
        except TimeoutError:
            return False
        return True

    async def _first_frame(self, seconds: float) -> None:
        """Wait at most ``seconds`` for the first game frame of the player's table."""
        deadline = time.monotonic() + seconds
        while self.latest is None and not self.over and time.monotonic() < deadline:
            await self._changed(deadline - time.monotonic())

    def _abandon(self) -> asyncio.Task[None] | None:
        """Close the socket abruptly (no closing handshake), as a lost network does; its
        reader, which ends by itself."""
        reader = self.reader
        if self.ws is not None:
            self.ws.transport.abort()
        self.ws = self.reader = None
        return reader

    async def drop(self) -> None:
        """Close the socket abruptly and wait for its reader to end."""
        reader = self._abandon()
        if reader is not None:
            with contextlib.suppress(Exception):
                await reader

    async def ask(self, kind: str, allowed: tuple[str, ...] = (), **fields: Any) -> Frame:
        """Send a message and wait for its answer; an ``error`` is counted by its code
        unless its code is one of ``allowed`` (a refusal that a race may bring)."""
        if self.ws is None:
            raise Dropped("no connection")
        self.next_id += 1
        future: asyncio.Future[Frame] = asyncio.get_running_loop().create_future()
        self.pending[self.next_id] = future
        try:
            await self.ws.send(dumps({"v": 1, "type": kind, "id": self.next_id, **fields}))
        except ConnectionClosed:
            raise Dropped("the connection closed") from None
        try:
            async with asyncio.timeout(ANSWER_WAIT):
                answer = await future
        except TimeoutError:
            raise Dropped(f"no answer to {kind}") from None
        if answer["type"] == "error":
            if answer["code"] in allowed:
                self.stats.bump(f"{kind}:{answer['code']}")
            else:
                self.stats.error(answer["code"])
        return answer

    async def _read(self, ws: ClientConnection, pending: dict[int, asyncio.Future[Frame]]
                    ) -> None:
        """Every frame of one connection: answers to its requests (``pending``, by id), game
        news to the play."""
        stats = self.stats
        try:
            async for raw in ws:
                if isinstance(raw, str):
                    if raw.startswith(LOBBY_FRAME):  # not parsed: nothing in it is needed
                        stats.frame("table")
                        continue
                    if raw.startswith(CHAT_FRAME):
                        stats.frame("chat")
                        continue
                frame = loads(raw)
                kind = frame["type"]
                stats.frame(kind)
                answered = frame.get("re")
                if answered is not None:
                    future = pending.pop(answered, None)
                    if future is not None and not future.done():
                        future.set_result(frame)
                elif kind == "game":
                    self._game(frame)
                elif kind in ("game_over", "table_closed"):
                    if frame["table"] == self.table:
                        self.over = True
                        self.changed.set()
                elif kind == "error":  # not an answer: session_replaced
                    stats.error(frame["code"])
        except ConnectionClosed:
            pass
        finally:
            for future in pending.values():
                if not future.done():
                    future.set_exception(Dropped("the connection closed"))
                    future.exception()  # seen here: whoever awaits it still gets it
            pending.clear()
            self.changed.set()

    def _game(self, frame: Frame) -> None:
        table = frame["table"]
        self.stats.version(table, frame["version"])
        if table != self.table:
            return  # a table it watches
        latest = self.latest
        if latest is None or frame["version"] >= latest["version"]:
            self.latest = frame
            self.turn_at = time.perf_counter()
            if frame["over"]:
                self.over = True
            self.changed.set()

    # A life -------------------------------------------------------------------------------

    async def live(self) -> None:
        """Sign in, then play game after game; come back after a connection the room
        closed (or a fault of this client, counted as an error ``client_<exception>``)."""
        try:
            await self.open()
        except Exception as error:
            self._fault(error, "sign_in")
            self.crowd.settled(False)
            return
        self.crowd.settled(True)
        failures = 0
        while not self.crowd.stopping:
            try:
                await self.one_game()
                failures = 0
            except Exception as error:
                self._fault(error, "play")
                failures += 1
                await self.drop()
                await asyncio.sleep(min(30.0, self.rng.uniform(*RECONNECT_AFTER) * failures))
                try:
                    await self.open()
                except Exception as again:
                    self._fault(again, "reconnect")

    def _fault(self, error: Exception, doing: str) -> None:
        """Count what went wrong: a connection lost, or a fault of the load generator itself
        (its first traceback goes to stderr, to be fixed)."""
        if isinstance(error, Dropped):
            if doing == "play":
                self.stats.bump("connections_lost")
            self.stats.error(f"{doing}: {error}")
            return
        self.stats.error(f"client_{type(error).__name__}")
        if not self.crowd.fault_shown:
            self.crowd.fault_shown = True
            traceback.print_exception(error, file=sys.stderr)

    async def one_game(self) -> None:
        """Maybe watch a table first, then set up one game and play it."""
        if self.ws is None:
            raise Dropped("no connection")
        plan = self.plan
        await self._in_room()
        if plan.watch and self.rng.random() < plan.watch:
            await self.watch_one()
        roll = self.rng.random()
        if roll < plan.meta:
            seated = await self.open_table("metamorphosis", "metamorphosis", 2)
        elif roll < plan.meta + plan.three:
            seated = await self.join_three() or await self.host_three()
        else:
            self.preset = (self.preset + 1) % len(PRESETS)
            seated = await self.open_table("sweep", PRESETS[self.preset], 2)
        if not seated:
            await asyncio.sleep(1.0)
            return
        await self._at_table()
        table, playing = self.table, self.crowd.playing
        if table is not None:
            playing.add(table)
        try:
            await self.play()
        finally:
            playing.discard(table)

    def _seated(self, table: int, seat: int) -> None:
        self.table, self.seat, self.latest, self.over = table, seat, None, False

    async def open_table(self, game: str, preset: str, players: int,
                         start: bool = True) -> bool:
        """Open a table at seat 0 with a bot at every other seat but the second of a table
        of three (left empty for a person), and start it unless ``start`` is false."""
        await self._close_left()
        created = await self.ask("create_table", game=game, preset=preset,
                                 options={"players": players})
        if created["type"] == "error":
            return False
        table = created["table"]["id"]
        self._seated(table, 0)
        for seat in range(1, players):
            if players == 2 or seat == 2:
                await self.ask("add_bot", table=table, seat=seat, level="normal")
        if start:
            await self.ask("start", table=table)
        return True

    async def _close_left(self) -> None:
        """Close the oldest tables it left, so that it stays within the tables a person may
        own (3): those it left are its own until the room closes them."""
        while len(self.left) >= 2:
            await self.ask("close_table", allowed=REACHED, table=self.left.pop(0))

    async def host_three(self) -> bool:
        """Open a three-player table with a bot and an empty seat, and wait for another
        player to take it and start the game; after ``join_wait`` seconds seat a bot."""
        if not await self.open_table("sweep", PRESETS[self.preset], 3, start=False):
            return False
        table = self.table
        assert table is not None
        self.stats.bump("three_hosted")
        waiting = self.crowd.waiting
        waiting.append(table)
        await self._first_frame(self.plan.join_wait)
        if self.latest is None:
            with contextlib.suppress(ValueError):
                waiting.remove(table)
            added = await self.ask("add_bot", allowed=REACHED, table=table, seat=1,
                                   level="normal")
            if added["type"] == "ok":
                self.stats.bump("three_alone")
            await self.ask("start", allowed=REACHED, table=table)
        return True

    async def join_three(self) -> bool:
        """Take the empty seat of a waiting three-player table and start its game."""
        waiting = self.crowd.waiting
        while waiting:
            table = waiting.pop(0)
            taken = await self.ask("take_seat", allowed=REACHED, table=table, seat=1)
            if taken["type"] == "error":
                self.stats.bump("joins_missed")
                continue
            self._seated(table, 1)
            self.stats.bump("three_joined")
            await self.ask("start", allowed=REACHED, table=table)
            return True
        return False

    async def watch_one(self) -> None:
        """Watch a table another player plays, for a while."""
        playing = self.crowd.playing
        if not playing:
            return
        table = self.rng.choice(tuple(playing))
        watched = await self.ask("watch", allowed=REACHED, table=table)
        if watched["type"] == "error":
            self.stats.bump("watches_missed")
            return
        self.stats.bump("watches")
        await self._at_table()
        await asyncio.sleep(self.rng.uniform(*self.plan.watch_seconds))
        await self.ask("unwatch", allowed=REACHED, table=table)
        await self._in_room()

    async def play(self) -> None:
        """Play the player's table until its game ends, it leaves, or the connection goes;
        a move is made a think time after the frame that gave the turn came."""
        plan, stats = self.plan, self.stats
        acted = -1
        while not self.over:
            frame = self.latest
            if (frame is None or frame["to_move"] != self.seat or frame["version"] <= acted
                    or frame["over"]):
                await self._news()
                continue
            if not plan.flat_out:
                think = self.rng.uniform(*plan.think)
                await asyncio.sleep(max(0.0, self.turn_at + think - time.perf_counter()))
                if await self._besides_moving():
                    return
                if self.latest is not frame:
                    continue  # it came back after a drop: the turn is the fresh frame's
            text = choose(frame, self.rng)
            if text is None:
                await self._news()
                continue
            sent = time.perf_counter()
            # "finished": the table's owner closed it (or its game ended) while this
            # player thought; counted apart, as a race, and the game is over for it.
            reply = await self.ask("move", allowed=("finished",), table=self.table,
                                   move=text, version=frame["version"])
            if reply["type"] == "ok":
                stats.time(stats.move_latency, time.perf_counter() - sent)
                stats.bump("person_moves")
                acted = frame["version"]
            elif reply["code"] == "stale":
                acted = frame["version"]  # the fresh frame follows
            elif reply["code"] == "finished":
                self.over = True
            else:
                await asyncio.sleep(0.5)
        stats.bump("games")

    async def _news(self) -> None:
        """Wait for the player's game to change; after a long silence ask for it again."""
        if not await self._changed(STALL_WAIT):
            self.stats.bump("stalls")
            await self.ask("sync", allowed=REACHED, table=self.table)
        self._live()

    async def _besides_moving(self) -> bool:
        """Before a move: maybe a room chat line, a table chat line, a dropped connection
        (the player comes back), or leaving the table (then true)."""
        plan, rng = self.plan, self.rng
        if time.monotonic() >= self.room_chat_at:
            self.room_chat_at = time.monotonic() + self._room_chat_gap()
            await self.chat(None)
        if rng.random() < plan.chat:
            await self.chat(self.table)
        if rng.random() < plan.reconnect:
            await self.drop()
            await asyncio.sleep(rng.uniform(*RECONNECT_AFTER))
            self.room = (self.room + 1) % len(self.crowd.urls)  # wherever the proxy sends it
            await self.open()
        if rng.random() < plan.leave and not self.over:
            table = self.table
            # "finished": the game ended (a computer player's move) since the player looked.
            await self.ask("leave_seat", allowed=("finished",), table=table)
            await self.ask("unwatch", allowed=REACHED, table=table)
            self.stats.bump("leaves")
            if self.seat == 0 and table is not None:
                self.left.append(table)
            self.table = None
            return True
        return False

    async def chat(self, table: int | None) -> None:
        """Say a line at the table (or to the room, ``None``)."""
        sent = time.perf_counter()
        text = self.rng.choice(CHAT_LINES[self.lang])
        # At a table, "finished": its game ended since the player looked (a race, as above).
        answer = await self.ask("chat", allowed=("rate_limited", "finished"), text=text,
                                table=table)
        if answer["type"] == "ok":
            self.stats.time(self.stats.chat_latency, time.perf_counter() - sent)
            self.stats.bump("chat_table" if table is not None else "chat_room")


def choose(frame: Frame, rng: random.Random) -> str | None:
    """A random legal move of the frame's receiver (none when it has none). The moves are
    listed but for a Metamorphosis discard (too many): then the first cards of the hand."""
    legal = frame["legal"]
    if legal is None:
        view = frame["view"]
        return "discard:" + "+".join(view["hand"][:view["discard_count"]])
    return str(rng.choice(legal)) if legal else None


# A run ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Window:
    """The measured seconds (after a ramp of ``ramp_seconds``) and the CPU seconds used in
    them by the rooms, by this client and by the whole machine."""

    ramp_seconds: float
    seconds: float
    server_cpu: float
    client_cpu: float
    machine_cpu: float


async def run_players(crowd: Crowd, players: int, ramp: float, seconds: float,
                      server_cpu: Callable[[], float], warmup: float = 0.0) -> Window:
    """Connect the players at ``ramp`` a second, wait until each is signed in (or failed),
    let them play ``warmup`` seconds (their first tables opened: the steady state), then
    measure for ``seconds``; the players are stopped after."""
    crowd.players = players
    if players == 0:
        crowd.ramp_done.set()
    began = time.monotonic()
    tasks: list[asyncio.Task[None]] = []
    people: list[Player] = []
    for index in range(players):
        person = Player(crowd, index)
        people.append(person)
        tasks.append(asyncio.create_task(person.live()))
        await asyncio.sleep(max(0.0, began + (index + 1) / ramp - time.monotonic()))
    with contextlib.suppress(TimeoutError):  # the window starts anyway (see "unsettled")
        async with asyncio.timeout(RAMP_SLACK):
            await crowd.ramp_done.wait()
    ramp_seconds = time.monotonic() - began
    await asyncio.sleep(warmup)
    clocks = (time.monotonic, server_cpu, time.process_time, machine_busy_seconds)
    before = [clock() for clock in clocks]
    crowd.stats.measuring = True
    await asyncio.sleep(seconds)
    crowd.stats.measuring = False
    used = [clock() - then for clock, then in zip(clocks, before, strict=True)]
    window = Window(ramp_seconds, *used)
    crowd.stopping = True
    for person in people:
        if person.ws is not None:
            person.ws.transport.abort()
    pending = set(tasks)
    for _ in range(10):  # again for any player that a cancellation missed
        for task in pending:
            task.cancel()
        _, pending = await asyncio.wait(pending, timeout=5)
        if not pending:
            break
    return window


def report(args: argparse.Namespace, crowd: Crowd, window: Window, database: str,
           left_out: list[str]) -> dict[str, Any]:
    """The run's figures as one JSON object."""
    stats, seconds = crowd.stats, window.seconds or 1.0
    counts = stats.counts
    frames = sum(stats.frames.values())
    return {
        "players": args.players, "connected": crowd.signed_in, "failed": crowd.failed,
        "unsettled": args.players - crowd.signed_in - crowd.failed,
        "processes": args.processes, "seconds": round(window.seconds, 1),
        "ramp_seconds": round(window.ramp_seconds, 1), "warmup_seconds": args.warmup,
        "database": database,
        "room": str(args.src) if args.src else "this checkout",
        "left_out_options": left_out, "seed": args.seed, "think": args.think_text,
        "lobby": "followed in the room only (follow_lobby at a table)" if crowd.follow_lobby
        else "followed at tables too (the room does not know follow_lobby)",
        "lobby_batch": crowd.batch,
        "bot_delay": args.bot_delay if args.bot_delay is not None else "the room's default",
        "moves_per_second": round(counts.get("moves", 0) / seconds, 1),
        "person_moves": counts.get("person_moves", 0),
        "person_moves_per_second": round(counts.get("person_moves", 0) / seconds, 1),
        "games_finished": counts.get("games", 0),
        "move_latency_ms": spread(stats.move_latency),
        "chat": {"table_lines": counts.get("chat_table", 0),
                 "room_lines": counts.get("chat_room", 0),
                 "rate_limited": counts.get("chat:rate_limited", 0),
                 "p99_ms": ms(percentile(stats.chat_latency, 0.99))},
        "reconnects": {"done": counts.get("reconnects", 0),
                       "resynced": counts.get("resynced", 0),
                       "p99_ms": ms(percentile(stats.resume_latency, 0.99)),
                       "max_ms": ms(max(stats.resume_latency, default=None))},
        "leaves": counts.get("leaves", 0), "watches": counts.get("watches", 0),
        "three_player": {"hosted": counts.get("three_hosted", 0),
                         "joined": counts.get("three_joined", 0),
                         "alone": counts.get("three_alone", 0),
                         "joins_missed": counts.get("joins_missed", 0)},
        "connections_lost": counts.get("connections_lost", 0),
        "stalls": counts.get("stalls", 0),
        "errors": dict(sorted(stats.errors.items())),
        "refusals_of_races": {name: n for name, n in sorted(counts.items()) if ":" in name},
        "frames_per_second": round(frames / seconds, 1),
        "frames_per_second_by_type": {kind: round(n / seconds, 1)
                                      for kind, n in sorted(stats.frames.items())},
        "cpu_seconds": {"server": round(window.server_cpu, 2),
                        "client": round(window.client_cpu, 2),
                        "machine": round(window.machine_cpu, 2),
                        "cores": os.cpu_count()},
        "client": {"parser": PARSER, "compression": crowd.plan.compression},
    }


def plain(result: dict[str, Any]) -> str:
    """The report as lines of text."""
    lines = []
    for key, value in result.items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
        lines.append(f"{key.replace('_', ' ')}: {value}")
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The options (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", "--clients", type=int, default=100)
    parser.add_argument("--ramp", type=float, default=200.0,
                        help="connections a second while the players arrive")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="seconds measured after the ramp and the warm-up")
    parser.add_argument("--warmup", type=float, default=None,
                        help="seconds played after the ramp before measuring, so that the "
                        "first tables are open (default: 20 with think time, 0 flat out)")
    parser.add_argument("--think", default="2-5",
                        help="seconds a player thinks before a move, low-high (0: flat out)")
    parser.add_argument("--bot-delay", type=float, default=None,
                        help="the bots' delay (default: the room's own; 0 with --think 0)")
    parser.add_argument("--chat", type=share, help="probability of a table chat line "
                        "before a move (1/15)")
    parser.add_argument("--room-chat-minutes", type=float,
                        help="mean minutes between one player's room chat lines (10; 0: none)")
    parser.add_argument("--leave", type=share, help="probability of leaving the game "
                        "before a move (1/300)")
    parser.add_argument("--reconnect", type=share, help="probability of dropping the "
                        "socket before a move and coming back 1-3 s later (1/200)")
    parser.add_argument("--watch", type=share, help="probability of watching another "
                        "table before a game (0.1)")
    parser.add_argument("--watch-seconds", type=seconds_range, default=(10.0, 30.0))
    parser.add_argument("--three", type=share, help="share of games at three-player "
                        "tables of two people and a bot (0.15)")
    parser.add_argument("--meta", type=share, help="share of Metamorphosis games (0.15)")
    parser.add_argument("--join-wait", type=float, default=30.0,
                        help="seconds the opener of a three-player table waits for a person")
    parser.add_argument("--lobby", type=share, help="share of players that follow the "
                        "lobby and ask for their records on signing in, as the browser (1)")
    parser.add_argument("--no-compression", action="store_true",
                        help="do not offer permessage-deflate (browsers do)")
    parser.add_argument("--database-url", default=None, help="default: SQLite in a "
                        "temporary data directory; memory: for none; a PostgreSQL URL")
    parser.add_argument("--fresh-postgres", metavar="URL", default=None,
                        help="create a fresh database on this PostgreSQL server, drop it after")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--redis-url", default=None, help="with --processes: the cluster's "
                        "Redis (passed on with --cluster NAME)")
    parser.add_argument("--src", type=Path, default=None,
                        help="run the room from this checkout (its src/, its .venv)")
    parser.add_argument("--server-python", default=None, help="the room's interpreter")
    parser.add_argument("--serve-arg", action="append", default=[],
                        help="one more argument for cardtable serve (repeat it)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the players' choices (default: a random one, reported)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.seed is None:
        args.seed = secrets.randbelow(10**6)
    args.think_text = args.think
    try:
        think = seconds_range(args.think)
    except argparse.ArgumentTypeError as error:
        parser.error(str(error))
    flat_out = think[1] == 0.0
    chosen = {name: getattr(args, name) for name in PEOPLE_DEFAULTS}
    resolved = {name: (0.0 if flat_out else default) if chosen[name] is None else chosen[name]
                for name, default in PEOPLE_DEFAULTS.items()}
    args.plan = Plan(think=think, watch_seconds=args.watch_seconds, join_wait=args.join_wait,
                     compression=not args.no_compression, **resolved)
    if flat_out and args.bot_delay is None:
        args.bot_delay = 0.0
    if args.warmup is None:
        args.warmup = 0.0 if flat_out else 20.0
    if args.players < 0 or args.processes < 1 or args.ramp <= 0:
        parser.error("--players from 0, --processes from 1, --ramp above 0")
    if args.database_url and args.fresh_postgres:
        parser.error("--database-url or --fresh-postgres, not both")
    if args.processes > 1:
        url = args.fresh_postgres or args.database_url or ""
        if not url.startswith("postgres"):
            parser.error("several processes share one PostgreSQL: give --fresh-postgres URL "
                         "or --database-url postgresql+psycopg://...")
        if not args.redis_url:
            parser.error("several processes share one Redis: give --redis-url")
    return args


def raise_file_limit() -> None:
    """As many open files as the hard limit allows (a socket each; the rooms inherit it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def run_loop(main: Any) -> Any:
    """Run a coroutine on uvloop when it is installed, else asyncio's own loop."""
    try:
        import uvloop
    except ModuleNotFoundError:
        return asyncio.run(main)
    return uvloop.run(main)


def measure(args: argparse.Namespace, database_url: str | None, folder: Path) -> tuple[
        Crowd, Window, list[str]]:
    """Start the rooms, run the players against them, stop the rooms."""
    server = Server.of(args.src, args.server_python, folder)
    required = ["--database-url", database_url] if database_url else []
    if args.bot_delay is not None:
        required += ["--bot-delay", f"{args.bot_delay:g}"]
    if args.processes > 1:
        required += ["--redis-url", args.redis_url,
                     "--cluster", f"cardtable_load_{secrets.token_hex(4)}"]
    arguments, left_out = server.arguments(required, list(LIMITS_OUT_OF_THE_WAY))
    arguments += args.serve_arg
    rooms: list[Room] = []
    try:
        for index in range(args.processes):
            rooms.append(Room(server, arguments, folder / f"serve-{index}.log"))
            if index == 0:  # the first migrates the database: the others after it
                rooms[0].wait_ready()
        for room in rooms[1:]:
            room.wait_ready()
        crowd = Crowd([room.url for room in rooms], args.plan, args.seed)

        async def players() -> Window:
            return await run_players(crowd, args.players, args.ramp, args.seconds,
                                     lambda: sum(room.cpu() for room in rooms), args.warmup)

        window = run_loop(players())
        for room in rooms:
            if room.process.poll() is not None:
                raise SystemExit(f"a room stopped during the run:\n"
                                 f"{room.log.read_text()[-3000:]}")
    finally:
        for room in rooms:
            room.stop()
    return crowd, window, left_out


def main(argv: list[str] | None = None) -> None:
    """Run the load test and print its report."""
    args = parse_args(argv)
    raise_file_limit()
    # Stopped by a signal, the run still stops its rooms and drops its fresh database.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    with tempfile.TemporaryDirectory(prefix="cardtable-load-") as name:
        folder = Path(name)
        if args.fresh_postgres:
            with fresh_postgres(args.fresh_postgres) as url:
                crowd, window, left_out = measure(args, url, folder)
            database = "PostgreSQL (a fresh database, dropped after)"
        else:
            crowd, window, left_out = measure(args, args.database_url, folder)
            database = args.database_url or "SQLite (a temporary data directory)"
    if database.startswith("postgres"):
        database = re.sub(r"//([^:/@]*):[^@]*@", r"//\1:***@", database)
    result = report(args, crowd, window, database, left_out)
    print(json.dumps(result, indent=2, ensure_ascii=False) if args.json else plain(result))


if __name__ == "__main__":
    main()
