"""The table, move and record attacks of issue 16, each against a started room.

``ROWS`` holds one row per attack: its name and an async function that takes the room's
base URL (``http://127.0.0.1:PORT``), attacks it with raw WebSocket clients and HTTP, and
returns ``(held, figure)``. ``bench/abuse.py`` runs them (with the rows of
``bench/abuse_accounts.py``) against a room it starts with ``SERVE_ARGS``; the rows that
restart the room need ``RESTART``, which it sets.

Every loop is bounded in count and time, and every client is on this machine: each row
speaks from a loopback address of its own (127.0.2.N), so that one row's tables and guests
are not another's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

Frame = dict[str, Any]
Attack = Callable[[str], Awaitable[tuple[bool, str]]]

WAIT = 20.0
"""Seconds any one answer may take before the attack gives up waiting for it."""
WAITING_SECONDS = 2.0
"""How long the room is asked to keep a waiting table with nobody there."""
UNWATCHED_SECONDS = 3.0
"""How long the room is asked to keep an unwatched table of bots."""
ROUND_LIMIT = 2
"""The rounds the room is asked to allow a game under manual capture."""
SERVE_ARGS = ["--bot-delay", "0", "--waiting-table-seconds", str(WAITING_SECONDS),
              "--unwatched-table-seconds", str(UNWATCHED_SECONDS),
              "--manual-round-limit", str(ROUND_LIMIT)]
"""What ``cardtable serve`` is started with for these rows (an option a room does not know
is left out by the runner: the room before issue 16 knew none of the last three)."""
RESTART: Callable[[], Awaitable[None]] | None = None
"""Restart the room on the same port and database (set by the runner that started it)."""


def short() -> bool:
    """The short attacks (the test suite's): fewer clients and moves, the same checks."""
    return os.environ.get("CARDTABLE_ABUSE_SHORT") == "1"


def _size(full: int, small: int) -> int:
    return small if short() else full


def _ws_url(base: str) -> str:
    return f"ws://{urlsplit(base).netloc}/ws"


def _name(stem: str) -> str:
    """A guest name new to the room (it may hold an earlier run's)."""
    return f"{stem}{secrets.token_hex(3)}"


class Client:
    """One raw WebSocket client: send messages, read answers by id, keep every frame."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.frames: list[Frame] = []
        self._next = 0
        self.token: str | None = None
        self.closed: tuple[int | None, str] | None = None

    @classmethod
    async def open(cls, base: str, address: str | None = None,
                   origin: str | None = None) -> Client:
        """A client from ``address`` (a loopback address; the system's choice if None),
        as a page of ``origin`` would open it (no ``Origin`` header if None); its welcome
        frame read."""
        headers = {"Origin": origin} if origin else None
        local: dict[str, Any] = {"local_addr": (address, 0)} if address else {}
        socket = await asyncio.wait_for(
            connect(_ws_url(base), additional_headers=headers, open_timeout=WAIT,
                    max_size=2**24, **local), WAIT)
        client = cls(socket)
        first = await client.recv()
        if first.get("type") != "welcome":
            await client.close()
            raise ConnectionRefusedError(f"{first.get('code')}: {first.get('message')}")
        return client

    @classmethod
    async def guest(cls, base: str, address: str, stem: str) -> Client:
        """A client signed in as a new guest."""
        client = await cls.open(base, address)
        answer = await client.request("guest", name=_name(stem))
        if answer.get("type") != "signed_in":
            await client.close()
            raise ConnectionRefusedError(f"guest: {answer.get('code')}: {answer.get('message')}")
        client.token = answer["token"]
        return client

    async def recv(self, wait: float = WAIT) -> Frame:
        """The next frame (``TimeoutError`` after ``wait`` seconds)."""
        try:
            text = await asyncio.wait_for(self.socket.recv(), wait)
        except ConnectionClosed as closed:
            self.closed = (closed.rcvd.code if closed.rcvd else None,
                           closed.rcvd.reason if closed.rcvd else "")
            raise
        frame: Frame = json.loads(text)
        self.frames.append(frame)
        return frame

    async def send(self, kind: str, **fields: Any) -> int:
        """Send a message; its id."""
        self._next += 1
        await self.socket.send(json.dumps({"v": 1, "type": kind, "id": self._next, **fields}))
        return self._next

    async def answer(self, sent: int) -> Frame:
        """The answer to the message ``sent``."""
        for frame in self.frames:
            if frame.get("re") == sent:
                return frame
        while True:
            frame = await self.recv()
            if frame.get("re") == sent:
                return frame

    async def request(self, kind: str, **fields: Any) -> Frame:
        """Send a message and read until its answer."""
        return await self.answer(await self.send(kind, **fields))

    async def until(self, wanted: Callable[[Frame], bool], wait: float) -> Frame | None:
        """The first frame (kept or new) that is ``wanted``, or ``None`` after ``wait`` s."""
        for frame in self.frames:
            if wanted(frame):
                return frame
        deadline = time.monotonic() + wait
        while (left := deadline - time.monotonic()) > 0:
            try:
                frame = await self.recv(left)
            except (TimeoutError, ConnectionClosed):
                return None
            if wanted(frame):
                return frame
        return None

    async def close(self) -> None:
        """Close the socket (whatever state it is in)."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.socket.close(), WAIT)


async def _drain(client: Client, wait: float = 1.0) -> None:
    """Read what is left for ``client`` until it is closed or ``wait`` s pass in silence."""
    with contextlib.suppress(ConnectionClosed, TimeoutError):
        while True:
            await client.recv(wait)


def _told_replaced(client: Client) -> bool:
    return any(f.get("code") == "session_replaced" for f in client.frames)


async def _guests(base: str, address: str, stem: str, count: int) -> tuple[list[Client], int]:
    """Up to ``count`` guests from ``address``, and how many the room turned away (a room
    may limit new guests or connections per address)."""
    clients, refused = [], 0
    for _ in range(count):
        try:
            clients.append(await Client.guest(base, address, stem))
        except (ConnectionRefusedError, ConnectionClosed, OSError):
            refused += 1
    return clients, refused


async def _close_all(clients: list[Client]) -> None:
    await asyncio.gather(*(client.close() for client in clients))


async def _listed(base: str, address: str, ids: set[int]) -> set[int]:
    """Which of the tables ``ids`` the room lists now."""
    looker = await Client.open(base, address)
    try:
        tables = (await looker.request("list_tables", follow=False)).get("tables", [])
        return {t["id"] for t in tables} & ids
    finally:
        await looker.close()


async def _listed_after(base: str, address: str, ids: set[int], seconds: float) -> set[int]:
    """Poll the list (bounded) until none of ``ids`` is there or ``seconds`` have passed;
    the ones still listed."""
    deadline = time.monotonic() + seconds
    while True:
        left = await _listed(base, address, ids)
        if not left or time.monotonic() > deadline:
            return left
        await asyncio.sleep(0.25)


async def _bot_table(client: Client, level: str = "normal", start: bool = True,
                     **options: Any) -> int:
    """A table of two computer players opened (not sat at) by ``client``, started."""
    created = await client.request("create_table", game="sweep", preset="classic",
                                   options={"players": 2, **options}, seat=None)
    if created.get("type") != "table_created":
        raise RuntimeError(f"create_table: {created.get('code')}: {created.get('message')}")
    table = int(created["table"]["id"])
    for seat in (0, 1):
        await client.request("add_bot", table=table, seat=seat, level=level)
    if start:
        await client.request("start", table=table)
    return table


def _game_over(table: int) -> Callable[[Frame], bool]:
    return lambda f: f.get("type") in ("game_over", "table_closed") and f.get("table") == table


# The rows ------------------------------------------------------------------------------------

_FLOOD: set[int] = set()
"""The tables the flood made, for the rows that watch them expire."""


async def waiting_table_flood(base: str) -> tuple[bool, str]:
    """10 guests of one address open 3 waiting tables each, then leave."""
    address, guests, each = "127.0.2.1", _size(10, 4), 3
    clients, turned_away = await _guests(base, address, "Flood", guests)
    refused: dict[str, int] = {}
    for client in clients:
        for _ in range(each):
            answer = await client.request("create_table", game="sweep", preset="classic",
                                          options={"players": 2})
            if answer.get("type") == "table_created":
                _FLOOD.add(int(answer["table"]["id"]))
            else:
                refused[answer.get("code", "?")] = refused.get(answer.get("code", "?"), 0) + 1
    await _close_all(clients)
    listed = await _listed(base, "127.0.2.2", _FLOOD)
    tried = len(clients) * each
    held = len(_FLOOD) < tried or (not clients and turned_away > 0)
    return held, (f"{turned_away} of {guests} guests turned away; "
                  f"{len(_FLOOD)} of {tried} waiting tables opened from one address "
                  f"({', '.join(f'{n} {c}' for c, n in refused.items()) or 'none refused'}); "
                  f"{len(listed)} listed once their guests left")


async def waiting_tables_expire(base: str) -> tuple[bool, str]:
    """The flood's tables, their guests gone, are no longer listed after the expiry."""
    if not _FLOOD:
        return False, "the flood opened no table to watch"
    wait = WAITING_SECONDS * 3 + 3
    started = time.monotonic()
    left = await _listed_after(base, "127.0.2.2", set(_FLOOD), wait)
    took = time.monotonic() - started
    if left:
        return False, f"{len(left)} of {len(_FLOOD)} still listed after {took:.1f} s"
    return True, f"0 of {len(_FLOOD)} listed {took:.1f} s after their guests left"


async def expiry_after_restart(base: str) -> tuple[bool, str]:
    """Waiting tables whose guests left, across two restarts: gone after the expiry, and not
    brought back by the next restart."""
    if RESTART is None:
        return False, "needs a room the runner started (it restarts it)"
    address = "127.0.2.3"
    client = await Client.guest(base, address, "Restart")
    ids = set()
    for _ in range(2):
        answer = await client.request("create_table", game="sweep", preset="scopa",
                                      options={"players": 2})
        ids.add(int(answer["table"]["id"]))
    await client.close()
    await RESTART()
    restored = await _listed(base, address, ids)
    left = await _listed_after(base, address, ids, WAITING_SECONDS * 3 + 3)
    await RESTART()
    again = await _listed(base, address, ids)
    held = not left and not again
    return held, (f"{len(restored)} of {len(ids)} restored by a restart; {len(left)} listed "
                  f"after {WAITING_SECONDS * 3 + 3:g} s; {len(again)} after a second restart")


async def endless_target(base: str) -> tuple[bool, str]:
    """A table to 10^15 points."""
    client = await Client.guest(base, "127.0.2.4", "Endless")
    try:
        answer = await client.request("create_table", game="sweep", preset="classic",
                                      options={"players": 2, "target": 10**15}, seat=None)
        if answer.get("type") == "table_created":
            table = int(answer["table"]["id"])
            with contextlib.suppress(Exception):
                await client.request("close_table", table=table)
            return False, "a table to 1,000,000,000,000,000 points was opened"
        return answer.get("code") == "bad_option", f"{answer.get('code')}: {answer.get('message')}"
    finally:
        await client.close()


async def round_limit(base: str) -> tuple[bool, str]:
    """Escoba under the Spanish penalties (scores may fall without end), two bots: the game
    must stop after the room's round limit."""
    client = await Client.guest(base, "127.0.2.5", "Rounds")
    try:
        created = await client.request(
            "create_table", game="sweep", preset="escoba", seat=None,
            options={"players": 2, "manual": True, "penalties": "spanish", "target": 100})
        if created.get("type") != "table_created":
            return False, f"create_table: {created.get('code')}: {created.get('message')}"
        table = int(created["table"]["id"])
        for seat in (0, 1):
            await client.request("add_bot", table=table, seat=seat, level="easy")
        await client.request("start", table=table)
        beyond = ROUND_LIMIT + 2

        def seen(frame: Frame) -> bool:
            if frame.get("table") != table:
                return False
            if frame.get("type") in ("table_closed", "game_over"):
                return True
            return frame.get("type") == "game" and any(
                e.get("type") == "round" and e.get("number", 0) >= beyond
                for e in frame.get("events", []))

        found = await client.until(seen, 60.0)
        rounds = max((e.get("number", 0) for f in client.frames if f.get("type") == "game"
                      for e in f.get("events", []) if e.get("type") == "round"), default=0)
        if found is None:
            return False, f"no end and no round {beyond} within 60 s (round {rounds} seen)"
        if found["type"] == "table_closed":
            key = found.get("record_key")
            record = httpx.get(f"{base}/records/{key}.json", timeout=WAIT).json() if key else {}
            played = sum(1 for r in record.get("rounds", []) if "points" in r)
            return (found.get("reason") == "round_limit" and played <= ROUND_LIMIT,
                    f"closed ({found.get('reason')}) after {played} rounds played, its "
                    f"record kept ({record.get('ended', {}).get('version', '?')} moves)")
        if found["type"] == "game_over":
            return False, f"the game ended by itself in round {rounds}: try again"
        with contextlib.suppress(Exception):
            await client.request("close_table", table=table)
        return False, f"round {rounds} began under a limit of {ROUND_LIMIT}: no limit"
    finally:
        await client.close()


async def owner_closes(base: str) -> tuple[bool, str]:
    """The owner of a game of two bots wants it gone."""
    client = await Client.guest(base, "127.0.2.6", "Owner")
    try:
        table = await _bot_table(client, target=50)
        left = await client.request("leave_seat", table=table)
        closed = await client.request("close_table", table=table)
        gone = await client.until(lambda f: f.get("type") == "table_closed"
                                  and f.get("table") == table, 5.0)
        listed = await _listed(base, "127.0.2.6", {table})
        held = closed.get("type") == "ok" and gone is not None and not listed
        return held, (f"leave_seat: {left.get('code', left.get('type'))}; close_table: "
                      f"{closed.get('code', closed.get('type'))}; "
                      f"{'still listed' if listed else 'no longer listed'}")
    finally:
        await client.close()


async def unwatched_bots(base: str) -> tuple[bool, str]:
    """A game of two bots whose owner leaves: nobody watches it."""
    owner = await Client.guest(base, "127.0.2.7", "Unwatched")
    table = await _bot_table(owner, target=50)
    await owner.close()
    wait = UNWATCHED_SECONDS * 3 + 3
    started = time.monotonic()
    follower = await Client.guest(base, "127.0.2.7", "Looker")
    try:
        await follower.request("list_tables")
        closed = await follower.until(lambda f: f.get("type") == "table_closed"
                                      and f.get("table") == table, wait)
        took = time.monotonic() - started
        if closed is None:
            mark = len(follower.frames)
            watched = await follower.request("watch", table=table)
            frame = next((f for f in follower.frames[mark:] if f.get("type") == "game"), None)
            with contextlib.suppress(Exception):
                await follower.request("close_table", table=table)
            if watched.get("code") == "finished":
                return False, (f"the bots played the whole game (to 50 points) with nobody "
                               f"watching, within {took:.1f} s")
            where = f" at version {frame['version']}" if frame is not None else ""
            return False, f"still playing{where} after {took:.1f} s with nobody watching"
        moves = "?"
        key = closed.get("record_key")
        if key:
            record = httpx.get(f"{base}/records/{key}.json", timeout=WAIT).json()
            moves = str(record.get("ended", {}).get("version", "?"))
        return closed.get("reason") == "unwatched", (
            f"closed after {took:.1f} s ({closed.get('reason')}); {moves} moves played "
            "while nobody watched")
    finally:
        await follower.close()


async def _ping_times(base: str, address: str, stop: asyncio.Event) -> list[float]:
    pinger = await Client.open(base, address)
    times = []
    try:
        while not stop.is_set() and len(times) < 1000:
            started = time.perf_counter()
            await pinger.request("ping")
            times.append(time.perf_counter() - started)
            await asyncio.sleep(0.02)
    finally:
        await pinger.close()
    return times


async def stale_flood(base: str) -> tuple[bool, str]:
    """One token resumed on 50 connections, each sending 40 stale moves (2,000 in all)."""
    address = "127.0.2.8"
    owner = await Client.guest(base, address, "Stale")
    connections, each = _size(50, 10), 40
    flooders: list[Client] = []
    table = 0
    try:
        created = await owner.request("create_table", game="sweep", preset="scopa",
                                      options={"players": 2})
        table = int(created["table"]["id"])
        await owner.request("add_bot", table=table, seat=1, level="normal")
        await owner.request("start", table=table)
        turned_away = 0
        for _ in range(connections):
            try:
                client = await Client.open(base, address)
                await client.request("language", lang="en")
                await client.request("resume", token=owner.token)
            except (ConnectionRefusedError, ConnectionClosed, OSError):
                turned_away += 1  # a room may limit connections per address
                continue
            await client.until(lambda f: f.get("type") == "game", WAIT)  # the resume's
            flooders.append(client)
        await asyncio.gather(*(_drain(c, 0.2) for c in [owner, *flooders]))
        marks = [len(c.frames) for c in flooders]
        stop = asyncio.Event()
        pings = asyncio.create_task(_ping_times(base, "127.0.2.9", stop))

        async def flood(client: Client) -> None:
            sent: set[int] = set()
            with contextlib.suppress(ConnectionClosed, TimeoutError):
                for _ in range(each):
                    sent.add(await client.send("move", table=table, move="7d",
                                               version=10**6))
                answered = sum(1 for f in client.frames if f.get("re") in sent)
                while answered < len(sent):  # every answer, or the room closed it
                    answered += (await client.recv(WAIT)).get("re") in sent

        await asyncio.gather(*(flood(c) for c in flooders), return_exceptions=True)
        await asyncio.gather(*(_drain(c, 0.5) for c in [owner, *flooders]))
        stop.set()
        times = await pings
        frames = [f for c, mark in zip(flooders, marks, strict=True) for f in c.frames[mark:]]
        games = sum(1 for f in frames if f.get("type") == "game")
        stale = sum(1 for f in frames if f.get("code") == "stale")
        replaced = sum(1 for c in [owner, *flooders] if _told_replaced(c))
        worst = max(times, default=0.0)
        held = games <= len(flooders) and (replaced > 0 or len(flooders) <= 4)
        return held, (f"{len(flooders) * each:,} stale moves on {len(flooders)} connections "
                      f"of one token ({turned_away} more turned away): {stale:,} stale "
                      f"errors, {games:,} game frames built; "
                      f"{replaced} connections closed (session_replaced); ping max "
                      f"{worst * 1000:.0f} ms over {len(times)} pings")
    finally:
        for client in [owner, *reversed(flooders)] if table else []:
            with contextlib.suppress(Exception):
                if (await client.request("close_table", table=table)).get("type") == "ok":
                    break
        await _close_all([owner, *flooders])


async def sessions_per_token(base: str) -> tuple[bool, str]:
    """One token resumed on 10 connections at once."""
    address = "127.0.2.10"
    owner = await Client.guest(base, address, "Token")
    count = _size(10, 6)
    clients: list[Client] = []
    try:
        for _ in range(count):
            client = await Client.open(base, address)
            await client.request("resume", token=owner.token)
            clients.append(client)
        await asyncio.gather(*(_drain(c, 0.5) for c in [owner, *clients]))
        open_now = 0
        for client in [owner, *clients]:
            try:
                answer = await client.request("ping")
                open_now += answer.get("type") == "pong"
            except (ConnectionClosed, TimeoutError):
                pass
        told = sum(1 for c in [owner, *clients] if _told_replaced(c))
        held = open_now < count + 1 and told == count + 1 - open_now
        return held, (f"{open_now} of {count + 1} connections of one token still open; "
                      f"{told} told why they were closed")
    finally:
        await _close_all([owner, *clients])


async def huge_record_id(base: str) -> tuple[bool, str]:
    """A record id far too big for any database."""
    response = httpx.get(f"{base}/records/99999999999999999999999.json", timeout=WAIT)
    return response.status_code == 404, f"HTTP {response.status_code}"


async def _finished_game(base: str, address: str, chat: str | None = None
                         ) -> tuple[Client, Frame]:
    """A short game of two bots played to its end while its owner watches (and says
    ``chat`` at the table first): the owner and the game_over frame."""
    owner = await Client.guest(base, address, "Finisher")
    table = await _bot_table(owner, level="easy", start=False, target=1)
    if chat is not None:
        await owner.request("chat", table=table, text=chat)
    await owner.request("start", table=table)
    over = await owner.until(_game_over(table), 60.0)
    if over is None or over["type"] != "game_over":
        await owner.close()
        raise RuntimeError(f"the game of table {table} did not end: {over}")
    return owner, over


async def record_guessing(base: str) -> tuple[bool, str]:
    """A stranger counts record ids over HTTP and asks for another's records."""
    owner, over = await _finished_game(base, "127.0.2.11")
    stranger = await Client.guest(base, "127.0.2.12", "Counter")
    try:
        highest = int(over["record"])
        readable = sum(httpx.get(f"{base}/records/{n}.json", timeout=WAIT).status_code == 200
                       for n in range(1, highest + 1))
        by_message = await stranger.request("record", record=highest)
        key = over.get("record_key")
        by_key = (httpx.get(f"{base}/records/{key}.json", timeout=WAIT).status_code
                  if key else None)
        held = readable == 0 and by_message.get("type") == "error"
        return held, (f"a stranger read {readable} of {highest} records by counting ids "
                      f"(and record {highest} by message: {by_message.get('code', 'read')}); "
                      f"the link with the public id: "
                      f"{f'HTTP {by_key}' if by_key is not None else 'none given'}")
    finally:
        await _close_all([owner, stranger])


async def chat_with_record(base: str) -> tuple[bool, str]:
    """A line said at a table is in the table's record."""
    line = f"good luck {secrets.token_hex(2)}"
    owner, over = await _finished_game(base, "127.0.2.13", chat=line)
    try:
        answer = await owner.request("record", record=over.get("record_key") or over["record"])
        record = answer.get("record", {})
        if not record and over.get("record_key") is None:
            record = httpx.get(f"{base}/records/{over['record']}.json", timeout=WAIT).json()
        chat = record.get("chat")
        if not isinstance(chat, list) or not any(c.get("text") == line for c in chat):
            return False, f"the record has no chat (keys: {', '.join(sorted(record)) or 'none'})"
        from cardtable.records.replay import replay_record

        replay_record(record)
        return True, f"{len(chat)} chat line kept under \"chat\"; the record still replays"
    finally:
        await owner.close()


ROWS: list[tuple[str, Attack]] = [
    ("waiting-table flood (one address)", waiting_table_flood),
    ("waiting tables expire", waiting_tables_expire),
    ("expired tables stay gone after a restart", expiry_after_restart),
    ("endless target (10^15)", endless_target),
    ("round limit (Spanish penalties)", round_limit),
    ("owner closes a table", owner_closes),
    ("bot-only table, nobody watching", unwatched_bots),
    ("stale-move flood", stale_flood),
    ("sessions per token", sessions_per_token),
    ("huge record id", huge_record_id),
    ("record id guessing", record_guessing),
    ("chat kept with the record", chat_with_record),
]
"""Each attack of this file: its name and the attack (base URL -> held, figure)."""
