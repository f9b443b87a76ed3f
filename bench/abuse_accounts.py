"""The account, chat, name and header attacks of issue 16, each against a started room.

``ROWS`` holds one row per attack: its name and an async function that takes the room's
base URL (``http://127.0.0.1:PORT``), attacks it over raw WebSocket clients and HTTP, and
returns ``(held, figure)``. ``bench/abuse.py`` starts the room and runs them with the rows
of ``bench/abuse_tables.py``, whose client this file's extends (with an ``Origin``):

    python bench/abuse.py                            # every row, the full attacks
    python bench/abuse.py --short --row "chat flood" # one row, short
    python bench/abuse.py --src /path/to/other/checkout

``CARDTABLE_ABUSE_SHORT=1`` in the environment (or ``SHORT = True`` on the module) makes the
rows short (the tests' attacks).

Every loop is bounded in count and time, and every address is on this machine (loopback).
The attackers come from addresses of their own in 127.0.0.0/8 (each row its own range,
127.0.20+ROW.N, apart from ``abuse_tables``' 127.0.2.N), as attackers on other machines
would: a row is not held back by the limits per address that another row used up, and an
attack spread over many addresses (the chat flood, the password guessing) meets the limits
per user, per account and room-wide.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import statistics
import sys
import time
import unicodedata
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
from websockets.exceptions import InvalidStatus, WebSocketException

sys.path.insert(0, str(Path(__file__).resolve().parent))
from abuse_tables import Client  # noqa: E402

Frame = dict[str, Any]
Attack = Callable[[str], Awaitable[tuple[bool, str]]]
WAIT = 20.0
"""Seconds any one answer may take before the attack gives up waiting for it."""
SHORT = os.environ.get("CARDTABLE_ABUSE_SHORT") == "1"
"""The short attacks (the test suite's): fewer clients and lines, the same checks."""


def _size(full: int, short: int) -> int:
    return short if SHORT else full


def source(row: int, n: int = 0) -> str:
    """The loopback address of attacker ``n`` of row ``row``: 127.0.20+ROW.N+1."""
    return f"127.0.{20 + row}.{n % 250 + 1}"


SERVE_ARGS: list[str] = []
"""What ``bench/abuse.py`` adds to ``cardtable serve`` for these rows: nothing, they attack
the room's own defaults."""


def _suffix() -> str:
    """Letters that make this run's names new (the room may hold an earlier run's)."""
    return "".join(secrets.choice("bcdfghjkmnpqrstvwxz") for _ in range(6))


async def _guest(base: str, name: str, address: str | None = None) -> tuple[Client, Frame]:
    client = await Client.open(base, address=address)
    return client, await client.request("guest", name=name)


async def _close_all(clients: list[Client]) -> None:
    await asyncio.gather(*(c.close() for c in clients))


# Chat flood ---------------------------------------------------------------------------------

async def chat_flood(base: str) -> tuple[bool, str]:
    """Guests send room chat as fast as they can; a listener counts what reaches it."""
    people, lines = _size(40, 6), _size(25, 10)
    tag = _suffix()
    listener, _ = await _guest(base, f"Ear {tag}", source(1, 0))
    clients: list[Client] = []
    try:
        for index in range(people):
            try:
                client, answer = await _guest(base, f"Flood {tag} {index}",
                                              source(1, index + 1))
            except (ConnectionRefusedError, WebSocketException, OSError):
                break
            clients.append(client)
            if answer.get("type") != "signed_in":
                break
        senders = [c for c in clients if c.frames and any(
            f.get("type") == "signed_in" for f in c.frames)]
        start = time.monotonic()

        async def flood(client: Client, index: int) -> list[Frame]:
            sent = [await client.send("chat", text=f"spam {index}.{n}") for n in range(lines)]
            return [await client.answer(s) for s in sent]

        answers = [a for batch in await asyncio.gather(
            *(flood(c, i) for i, c in enumerate(senders))) for a in batch]
        elapsed = time.monotonic() - start
    finally:
        await _close_all(clients)
    accepted = sum(a["type"] == "ok" for a in answers)
    limited = [a for a in answers if a.get("code") == "rate_limited"]
    said_when = all(isinstance(a.get("retry_after"), int | float) for a in limited)
    heard = await _drain_chat(listener)
    await listener.close()
    held = bool(limited) and said_when and accepted <= max(40, len(answers) // 10)
    return held, (f"{len(senders)} guests (each its own address) sent {len(answers)} lines "
                  f"in {elapsed:.1f} s: "
                  f"{accepted} accepted, {len(limited)} refused rate_limited"
                  f"{' (each with retry_after)' if limited and said_when else ''}; "
                  f"a listener got {heard}")


async def _drain_chat(client: Client) -> int:
    """Chat frames a client has received (reading what is waiting, a ping to be sure)."""
    await client.request("ping")
    return sum(f.get("type") == "chat" for f in client.frames)


# Password guessing --------------------------------------------------------------------------

async def password_guessing(base: str) -> tuple[bool, str]:
    """Many connections guess one account's password while a person plays a bot; the bot's
    move time is measured before and during the guessing."""
    connections, guesses = _size(20, 4), _size(10, 5)
    tag = _suffix()
    owner = await Client.open(base, address=source(2, 0))
    name = f"Victim {tag}"
    registered = await owner.request("register", name=name, password="right horse battery")
    if registered.get("type") != "signed_in":
        return False, f"could not register: {registered}"
    player, _ = await _guest(base, f"Player {tag}", source(2, 1))
    before = await _bot_moves(player, _size(6, 2))
    guessers: list[Client] = []
    for index in range(connections):
        with contextlib.suppress(ConnectionRefusedError, WebSocketException, OSError):
            guessers.append(await Client.open(base, address=source(2, index + 2)))
    start = time.monotonic()

    async def guess(client: Client, index: int) -> list[Frame]:
        out = []
        for n in range(guesses):
            out.append(await client.request("sign_in", name=name,
                                            password=f"wrong guess {index} {n}"))
        return out

    attack = asyncio.gather(*(guess(c, i) for i, c in enumerate(guessers)))
    during = await _bot_moves(player, _size(6, 2))
    answers = [a for batch in await attack for a in batch]
    elapsed = time.monotonic() - start
    await _close_all(guessers)
    wrong = sum(a.get("code") == "bad_credentials" for a in answers)
    limited = [a for a in answers if a.get("code") == "rate_limited"]
    said_when = all(isinstance(a.get("retry_after"), int | float) for a in limited)
    await player.close()
    await owner.close()
    slow_before = statistics.median(before) if before else 0.0
    slow_during = statistics.median(during) if during else 0.0
    held = bool(limited) and said_when and wrong <= 10
    return held, (f"{len(answers)} wrong sign-ins from {len(guessers)} addresses in "
                  f"{elapsed:.1f} s: {wrong} checked, {len(limited)} refused rate_limited; "
                  f"a bot's move {slow_before:.2f} s before, {slow_during:.2f} s during")


async def _bot_moves(player: Client, moves: int) -> list[float]:
    """Seconds from each of the player's moves to the bot's answering move, at a new
    two-player table against a ``normal`` bot."""
    created = await player.request("create_table", game="sweep", preset="classic",
                                   options={"players": 2})
    if created.get("type") != "table_created":
        return []
    table = created["table"]["id"]
    await player.request("add_bot", table=table, seat=1, level="normal")
    await player.request("start", table=table)
    times: list[float] = []
    version = -1
    deadline = time.monotonic() + 4 * WAIT
    while len(times) < moves and time.monotonic() < deadline:
        latest = max((f for f in player.frames if f.get("type") == "game"
                      and f.get("table") == table), key=lambda f: f["version"], default=None)
        if latest is None or latest["over"]:
            break
        if latest["to_move"] != latest["seat"] or latest["version"] <= version:
            await player.recv()
            continue
        version = latest["version"]
        answer = await player.request("move", table=table, move=latest["legal"][0],
                                      version=version)
        if answer.get("type") != "ok":
            continue
        sent = time.monotonic()
        mine = answer["version"]
        while not any(f.get("type") == "game" and f.get("table") == table
                      and f["version"] > mine for f in player.frames):
            await player.recv()
        times.append(time.monotonic() - sent)
    await player.request("leave_seat", table=table)
    return times


# Guests and connections per address ---------------------------------------------------------

async def guests_per_address(base: str) -> tuple[bool, str]:
    """One address makes guest after guest, over several connections (each signing out
    between its guests, within the per-connection message rate)."""
    connections, each = _size(20, 4), _size(15, 10)
    tag = _suffix()
    made = limited = 0
    other: dict[str, int] = {}
    start = time.monotonic()

    async def make(index: int) -> None:
        nonlocal made, limited
        try:
            client = await Client.open(base, address=source(3))
        except (ConnectionRefusedError, WebSocketException, OSError):
            other["connection refused"] = other.get("connection refused", 0) + each
            return
        try:
            for n in range(each):
                answer = await client.request("guest", name=f"G{tag}{index}x{n}")
                if answer.get("type") == "signed_in":
                    made += 1
                    await client.request("sign_out")
                elif answer.get("code") == "rate_limited":
                    limited += 1
                else:
                    code = str(answer.get("code"))
                    other[code] = other.get(code, 0) + 1
        finally:
            await client.close()

    await asyncio.gather(*(make(i) for i in range(connections)))
    elapsed = time.monotonic() - start
    held = made <= 20 and limited > 0
    others = ", ".join(f"{n} {code}" for code, n in other.items()) or "none other"
    return held, (f"{made} of {connections * each} guests made in {elapsed:.1f} s from one "
                  f"address ({connections} connections), {limited} refused rate_limited, "
                  f"{others}")


async def connections_per_address(base: str) -> tuple[bool, str]:
    """One address opens connection after connection and keeps them open."""
    attempts = _size(300, 60)
    clients: list[Client] = []
    refused = 0
    try:
        for _ in range(attempts):
            try:
                clients.append(await Client.open(base, address=source(4)))
            except (ConnectionRefusedError, WebSocketException, OSError):
                refused += 1
    finally:
        await _close_all(clients)
    held = refused > 0 and len(clients) <= 100
    return held, f"{len(clients)} of {attempts} connections held open, {refused} refused"


# Names --------------------------------------------------------------------------------------

async def look_alike_names(base: str) -> tuple[bool, str]:
    """Names that look like another's (Zedo): a Cyrillic e or o, a Greek Zeta."""
    tag = _suffix()
    first, _ = await _guest(base, f"Zedo{tag}", source(5, 0))
    tries = {f"Z\u0435do{tag}": "Cyrillic e", f"Zed\u043e{tag}": "Cyrillic o",
             f"\u0396edo{tag}": "Greek Zeta"}
    taken: list[str] = []
    codes: set[str] = set()
    try:
        for n, (name, what) in enumerate(tries.items()):
            client, answer = await _guest(base, name, source(5, n + 1))
            await client.close()
            if answer.get("type") == "signed_in":
                taken.append(what)
            else:
                codes.add(str(answer.get("code")))
    finally:
        await first.close()
    held = not taken and codes <= {"name_confusable"}
    return held, (f"{len(tries) - len(taken)} of {len(tries)} look-alikes of Zedo refused"
                  + (f" ({', '.join(sorted(codes))})" if codes else "")
                  + (f"; accepted: {', '.join(taken)}" if taken else ""))


async def nfd_name(base: str) -> tuple[bool, str]:
    """A name spelt decomposed (Zoe + combining acute) is the same as the composed one."""
    tag = _suffix()
    decomposed = f"Zoe\u0301{tag}"
    client, answer = await _guest(base, decomposed, source(6, 0))
    await client.close()
    if answer.get("type") != "signed_in":
        return False, f"Zoe\\u0301 refused: {answer.get('code')}"
    got = answer["user"]["name"]
    nfc = unicodedata.is_normalized("NFC", got)
    second, again = await _guest(base, unicodedata.normalize("NFC", decomposed), source(6, 1))
    await second.close()
    held = nfc and again.get("code") in ("name_taken", "name_confusable")
    return held, (f"Zoe\\u0301 accepted as {'NFC' if nfc else 'NFD'}; the composed Zoé "
                  f"then {again.get('code') or 'accepted'}")


# HTTP headers and Origin --------------------------------------------------------------------

HEADERS = ("content-security-policy", "x-frame-options", "referrer-policy")


async def security_headers(base: str) -> tuple[bool, str]:
    """The page, a static file and /health each carry the three headers."""
    missing: dict[str, list[str]] = {}
    async with httpx.AsyncClient(timeout=WAIT) as http:
        for path in ("/", "/static/js/main.js", "/health"):
            response = await http.get(base + path)
            gone = [h for h in HEADERS if h not in response.headers]
            if gone:
                missing[path] = gone
    if not missing:
        return True, f"{', '.join(HEADERS)} on /, /static, /health"
    return False, "missing: " + "; ".join(f"{p}: {', '.join(h)}" for p, h in missing.items())


async def foreign_origin(base: str) -> tuple[bool, str]:
    """A WebSocket from another site's page (Origin: http://evil.example) is refused; one
    from the room's own page, and one with no Origin (a program), are not."""
    outcomes: dict[str, str] = {}
    for label, origin in (("foreign", "http://evil.example"), ("same", base),
                          ("none", None)):
        try:
            client = await Client.open(base, source(8), origin)
            outcomes[label] = "open"
            await client.close()
        except InvalidStatus as error:
            outcomes[label] = f"HTTP {error.response.status_code}"
        except (ConnectionRefusedError, WebSocketException, OSError) as error:
            outcomes[label] = f"refused ({type(error).__name__})"
    held = (outcomes["foreign"] != "open" and outcomes["same"] == "open"
            and outcomes["none"] == "open")
    return held, ", ".join(f"{k} origin: {v}" for k, v in outcomes.items())


ROWS: list[tuple[str, Attack]] = [
    ("chat flood", chat_flood),
    ("password guessing", password_guessing),
    ("guests per address", guests_per_address),
    ("connections per address", connections_per_address),
    ("look-alike names", look_alike_names),
    ("NFD name", nfd_name),
    ("security headers", security_headers),
    ("foreign Origin", foreign_origin),
]
"""Each attack of this file: its name and the attack (base URL -> held, figure)."""
