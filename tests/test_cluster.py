"""The room as several real processes (``cardtable serve --redis-url``) on this machine's
PostgreSQL and Redis: a game played across them, the lobby, presence and chat shared, and a
process SIGKILLed mid-game whose table another takes over, with nothing acknowledged lost.

Skipped without ``CARDTABLE_TEST_DATABASE_URL`` and ``CARDTABLE_TEST_REDIS_URL`` (``.ci/run``
starts both services and sets both)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis.asyncio as redis
from postgres_support import POSTGRES_ENV, REDIS_ENV, fresh_schema
from server_process import Frame, Player, free_port, seat_two_and_a_bot, serve
from server_support import random_move

from cardtable.records.replay import replay_record
from cardtable.server.bus import Keys
from cardtable.server.sql_store import open_store
from cardtable.text import message as catalogue_message

pytestmark = [
    pytest.mark.timeout(240),
    pytest.mark.skipif(not os.environ.get(POSTGRES_ENV) or not os.environ.get(REDIS_ENV),
                       reason=f"the cluster needs PostgreSQL and Redis: set {POSTGRES_ENV} and "
                       f"{REDIS_ENV} (.ci/run does)"),
]

LEASE = 2.0
"""Seconds a table's lease lasts here (the default is 10): a dead process's tables move
quickly."""


@contextlib.contextmanager
def processes(count: int, tmp_path: Path, options: tuple[str, ...] = ()
              ) -> Iterator[tuple[str, list[int], list[Any]]]:
    """``count`` processes of one room (a fresh schema, a Redis name of its own, ``serve``'s
    ``options`` besides): the database URL, their ports and their ``Popen``s."""
    cluster = f"cardtable-test-{uuid.uuid4().hex[:10]}"
    with fresh_schema("cardtable_cluster") as url, contextlib.ExitStack() as stack:
        ports, running = [], []
        for index in range(count):
            folder = tmp_path / f"node{index}"
            folder.mkdir()
            port = free_port()
            extra = ("--redis-url", os.environ[REDIS_ENV], "--cluster", cluster,
                     "--node", f"node{index}", "--lease-seconds", str(LEASE), *options)
            running.append(stack.enter_context(serve(port, url, folder, extra)))
            ports.append(port)
        yield url, ports, running


def _cluster_of(process: Any) -> str:
    """The cluster name a process of ``processes`` was started with."""
    args = [str(a) for a in process.args]
    return args[args.index("--cluster") + 1]


async def _guest(port: int, name: str) -> Player:
    player = await Player.open(port)
    player.token = (await player.ok("guest", name=name))["token"]
    await player.ok("language", lang="en", verbosity="normal")
    return player


async def _until(player: Player, check: Any) -> Frame:
    """The first frame already received or still to come that ``check`` accepts."""
    for frame in player.frames:
        if check(frame):
            return frame
    while True:
        frame = await player.recv()
        if check(frame):
            return frame


def test_a_game_is_played_across_two_processes(tmp_path: Path) -> None:
    async def scenario(ports: list[int]) -> dict[str, Any]:
        ana, bo = await _guest(ports[0], "Ana"), await _guest(ports[1], "Bo")
        await bo.ok("list_tables")
        created = await ana.ok("create_table", game="sweep", preset="classic",
                               options={"players": 3, "target": 2})
        table = created["table"]["id"]
        # The lobby of the other process hears of the table, and lists it.
        heard = await _until(bo, lambda f: f["type"] == "table" and f["table"]["id"] == table)
        assert heard["table"]["owner"] == "Ana"
        listed = await bo.ok("list_tables")
        assert [t["id"] for t in listed["tables"]] == [table]
        # Bo's seat is taken through Ana's process, and Ana hears he is there.
        await bo.ok("take_seat", table=table, seat=1)
        seated = await _until(ana, lambda f: f["type"] == "table"
                              and f["table"]["seats"][1].get("name") == "Bo")
        assert seated["table"]["seats"][1]["connected"] is True
        await ana.ok("add_bot", table=table, seat=2, level="normal")
        # Room chat and table chat cross between the processes.
        await ana.ok("chat", text="hello room")
        line = await _until(bo, lambda f: f["type"] == "chat" and f["table"] is None)
        assert (line["name"], line["text"]) == ("Ana", "hello room")
        await bo.ok("chat", table=table, text="hello table")
        said = await _until(ana, lambda f: f["type"] == "chat" and f["table"] == table)
        assert (said["name"], said["text"]) == ("Bo", "hello table")
        await ana.ok("start", table=table)
        over_ana, over_bo = await asyncio.gather(ana.play(table, random.Random(1)),
                                                 bo.play(table, random.Random(2)))
        assert over_ana == over_bo and over_ana["type"] == "game_over"
        # Bo's frames came through the other process with his own seat's view and words.
        game = next(f for f in bo.frames if f["type"] == "game" and f["table"] == table)
        assert game["seat"] == 1 and "speech" in game
        gone = await bo.ok("list_tables")
        assert gone["tables"] == []
        key = over_ana["record_key"]
        record: dict[str, Any] = httpx.get(
            f"http://127.0.0.1:{ports[1]}/records/{key}.json").json()
        for player in (ana, bo):
            await player.socket.close()
        return record

    with processes(2, tmp_path) as (_, ports, _running):
        record = asyncio.run(scenario(ports))
    assert record["seats"] == ["Ana", "Bo", "normal"]
    replay_record(record)


def test_a_killed_process_s_table_is_taken_over_and_finished_with_nothing_lost(
        tmp_path: Path) -> None:
    async def scenario(url: str, ports: list[int], running: list[Any]) -> None:
        ana, bo = await _guest(ports[0], "Ana"), await _guest(ports[1], "Bo")
        cy = await _guest(ports[2], "Cy")
        table = await seat_two_and_a_bot(ana, bo, target=3)
        await cy.ok("watch", table=table)
        acknowledged: list[tuple[int, str]] = []
        await asyncio.gather(ana.play(table, random.Random(1), 4, acknowledged),
                             bo.play(table, random.Random(2), 4, acknowledged))
        # The process that holds the table dies without a word.
        running[0].send_signal(signal.SIGKILL)
        running[0].wait()
        before = max(version for version, _ in acknowledged)
        # Ana comes back through another process with her token, and finds her seat.
        assert ana.token is not None
        back = await Player.open(ports[1])
        back.token = ana.token
        await back.ok("resume", token=ana.token)
        await back.ok("language", lang="en", verbosity="normal")
        first = await _until(back, lambda f: f["type"] == "game" and f["table"] == table)
        assert first["seat"] == 0 and first["version"] >= before
        await asyncio.gather(back.play(table, random.Random(3), None, acknowledged),
                             bo.play(table, random.Random(4), None, acknowledged))
        overs = [await _until(p, lambda f: f["type"] == "game_over" and f["table"] == table)
                 for p in (back, bo, cy)]
        assert overs[0] == overs[1] == overs[2]
        # Every acknowledged move is in the database, as acknowledged, and the game
        # replays from its record.
        store = open_store(url)
        try:
            stored = store.table(table)
            assert stored is not None and stored.status == "finished"
            kept = {(move.number, move.text) for move in stored.moves}
            assert set(acknowledged) <= kept
            assert [m.number for m in stored.moves] == list(range(1, len(stored.moves) + 1))
            record = store.record_by_key(overs[0]["record_key"])
            assert record is not None
            replay_record(record.record)
        finally:
            store.close()
        for player in (back, bo, cy):
            await player.socket.close()

    with processes(3, tmp_path) as (url, ports, running):
        asyncio.run(scenario(url, ports, running))


def test_a_process_that_stops_gives_its_tables_to_another_at_once(tmp_path: Path) -> None:
    async def scenario(ports: list[int], running: list[Any]) -> None:
        ana, bo = await _guest(ports[0], "Ana"), await _guest(ports[1], "Bo")
        created = await ana.ok("create_table", game="sweep", preset="scopa",
                               options={"players": 2})
        table = created["table"]["id"]
        while table not in [t["id"] for t in (await bo.ok("list_tables"))["tables"]]:
            await asyncio.sleep(0.05)  # the other process hears of it in a moment
        running[0].send_signal(signal.SIGTERM)
        running[0].wait()
        loop = asyncio.get_running_loop()
        started = loop.time()
        while True:  # the table is listed again, by the process that took it
            health = httpx.get(f"http://127.0.0.1:{ports[1]}/health").json()
            if health["tables"] == 1:
                break
            assert loop.time() - started < LEASE, "the table waited for its lease"
            await asyncio.sleep(0.05)
        await ana.socket.close()
        await bo.socket.close()

    with processes(2, tmp_path) as (_, ports, running):
        asyncio.run(scenario(ports, running))


def test_names_words_stale_moves_and_records_reach_across_processes(tmp_path: Path) -> None:
    async def scenario(ports: list[int]) -> None:
        ana, bo = await _guest(ports[0], "Zed"), await _guest(ports[1], "Bo")
        # A name that looks like one taken on another process is refused here too.
        twin = await Player.open(ports[1])
        refused = await twin.request("guest", name="Z\u0435d")  # a Cyrillic e
        assert refused["type"] == "error" and refused["code"] == "name_confusable"
        cy = await _guest(ports[1], "Cy")
        created = await ana.ok("create_table", game="sweep", preset="scopa",
                               options={"players": 2}, seat=0)
        table = created["table"]["id"]
        await bo.ok("take_seat", table=table, seat=1)
        await ana.ok("start", table=table)
        await cy.ok("watch", table=table)
        state = await _until(bo, lambda f: f["type"] == "game" and f["table"] == table)
        # A refusal is said in the connection's language, on the table's process.
        wrong = await bo.request("move", table=table, move="11z", version=state["version"])
        assert wrong["type"] == "error" and wrong["said"]
        # The language chosen on one process is the one the table's process speaks.
        await bo.ok("language", lang="ru", verbosity="normal")
        stale = await bo.request("move", table=table, move="1c", version=state["version"] + 5)
        assert stale["type"] == "error" and stale["code"] == "stale"
        assert stale["said"] == catalogue_message("ru", "refuse-stale")
        resent = await _until(bo, lambda f: f["type"] == "game" and f is not state
                              and f["version"] == state["version"])
        assert resent["speech"]["lang"] == "ru"
        # A spectator's new language reaches the table's process before its next move.
        await cy.ok("language", lang="ru", verbosity="brief")
        mover = ana if state["to_move"] == 0 else bo
        ahead = await _until(mover, lambda f: f["type"] == "game" and f["table"] == table)
        move = random_move(ahead, random.Random(5))
        await mover.ok("move", table=table, move=move, version=ahead["version"])
        seen = await _until(cy, lambda f: f["type"] == "game"
                            and f["version"] == ahead["version"] + 1)
        assert (seen["speech"]["lang"], seen["speech"]["verbosity"]) == ("ru", "brief")
        # The owner closes it; the spectator on the other process hears why and may read
        # the record of the game so far by its number.
        closing = await ana.ok("close_table", table=table)
        closed = await _until(cy, lambda f: f["type"] == "table_closed")
        assert (closed["table"], closed["reason"]) == (table, "closed")
        assert closed["record"] == closing["record"]
        read = await cy.ok("record", record=closed["record"])
        assert read["record"]["ended"]["reason"] == "closed"
        for player in (ana, bo, cy, twin):
            await player.socket.close()

    with processes(2, tmp_path) as (_, ports, _running):
        asyncio.run(scenario(ports))


def test_a_request_sent_where_the_lobby_wrongly_says_a_table_lives_reaches_its_table(
        tmp_path: Path) -> None:
    """A process routes a table's requests by the lobby's word; when that word is stale
    (the table moved and the news is late), the process that got the request sends it back
    and it goes to the lease's holder instead of being refused."""
    async def scenario(ports: list[int], cluster: str) -> None:
        ana, bo = await _guest(ports[0], "Ana"), await _guest(ports[1], "Bo")
        created = await ana.ok("create_table", game="sweep", preset="scopa",
                               options={"players": 2}, seat=0)
        table = created["table"]["id"]
        await bo.ok("take_seat", table=table, seat=1)
        await ana.ok("start", table=table)
        keys = Keys(cluster)
        client = redis.Redis.from_url(os.environ[REDIS_ENV])
        entry = json.loads(await client.hget(keys.directory, str(table)))
        assert entry["node"] == "node0"
        lobby_frame = {"type": "table", "table": entry["summary"]}
        await client.publish(keys.room, json.dumps({
            "k": "table", "n": "node2", "e": {**entry, "node": "node2"},
            "f": json.dumps(lobby_frame)}))
        await asyncio.sleep(0.5)  # Bo's process now believes the table is on node2
        await bo.ok("chat", table=table, text="still here")
        said = await _until(ana, lambda f: f["type"] == "chat" and f["table"] == table)
        assert (said["name"], said["text"]) == ("Bo", "still here")
        over = await asyncio.gather(ana.play(table, random.Random(3)),
                                    bo.play(table, random.Random(4)))
        assert over[0] == over[1] and over[0]["type"] == "game_over"
        await client.aclose()
        for player in (ana, bo):
            await player.socket.close()

    with processes(3, tmp_path) as (_, ports, running):
        cluster = _cluster_of(running[0])
        asyncio.run(scenario(ports, cluster))


def test_connections_from_one_address_are_counted_over_both_processes(
        tmp_path: Path) -> None:
    """One address opens connections through both processes in turn. Counted in each process
    alone, 64 would be let in (32 each); counted in Redis, the 33rd is refused with
    ``too_many_connections``, on either process, and one closed makes room on the other."""
    from websockets.asyncio.client import connect

    async def first_frame(port: int) -> tuple[Any, Frame]:
        socket = await connect(f"ws://127.0.0.1:{port}/ws")
        return socket, json.loads(await asyncio.wait_for(socket.recv(), 10))

    async def scenario(ports: list[int]) -> None:
        held = []
        refused = None
        for index in range(40):
            socket, frame = await first_frame(ports[index % 2])
            if frame["type"] != "welcome":
                refused = (index, frame)
                await socket.close()
                break
            held.append(socket)
        assert refused is not None, "40 connections were let in"
        index, frame = refused
        assert index == 32 and frame["code"] == "too_many_connections", refused
        _, again = await first_frame(ports[(index + 1) % 2])  # the other process too
        assert again["type"] == "error" and again["code"] == "too_many_connections", again
        await held.pop(0).close()  # one closed on the first process: room on the second
        socket, frame = await asyncio.wait_for(_welcomed(ports[1], first_frame), 10)
        assert frame["type"] == "welcome", frame
        for each in (*held, socket):
            await each.close()

    with processes(2, tmp_path, ("--connections-per-address", "32")) as (_, ports, _):
        asyncio.run(scenario(ports))


async def _welcomed(port: int, first_frame: Any) -> tuple[Any, Frame]:
    """A connection that is welcomed, tried until it is (the room hears a close at once,
    but the closing socket's frames may still be on their way)."""
    while True:
        socket, frame = await first_frame(port)
        if frame["type"] == "welcome":
            return socket, frame
        await socket.close()
        await asyncio.sleep(0.05)


def test_open_tables_from_one_address_are_counted_over_both_processes(
        tmp_path: Path) -> None:
    """With at most 2 open tables an address, one opened on each process from one address
    leaves none to open on either (counted apart, each process would take another), and
    one closed makes room again."""
    async def scenario(ports: list[int]) -> None:
        ana, bo = await _guest(ports[0], "Ana"), await _guest(ports[1], "Bo")
        cy, dee = await _guest(ports[0], "Cy"), await _guest(ports[1], "Dee")
        first = (await ana.ok("create_table", game="sweep", preset="scopa"))["table"]["id"]
        second = (await bo.ok("create_table", game="sweep", preset="scopa"))["table"]["id"]
        for player, table in ((cy, second), (dee, first)):  # each hears of the other's
            while table not in [t["id"] for t in (await player.ok("list_tables"))["tables"]]:
                await asyncio.sleep(0.05)
        for player in (cy, dee):
            refused = await player.request("create_table", game="sweep", preset="scopa")
            assert refused.get("code") == "too_many_tables_from_address", refused
        await bo.ok("close_table", table=second)
        while second in [t["id"] for t in (await cy.ok("list_tables"))["tables"]]:
            await asyncio.sleep(0.05)
        await cy.ok("create_table", game="sweep", preset="scopa")
        for player in (ana, bo, cy, dee):
            await player.socket.close()

    with processes(2, tmp_path, ("--tables-per-address", "2")) as (_, ports, _):
        asyncio.run(scenario(ports))


def test_a_session_token_holds_its_few_connections_over_both_processes(
        tmp_path: Path) -> None:
    """With 2 connections a session token, a third on the other process closes the oldest,
    which is told why (counted apart, each process would hold 2, 4 in all)."""
    async def scenario(ports: list[int]) -> None:
        ana = await _guest(ports[0], "Ana")  # the oldest
        second = await Player.open(ports[1])
        await second.ok("resume", token=ana.token)
        third = await Player.open(ports[0])
        await third.ok("resume", token=ana.token)  # 2 here, 1 there
        told = await asyncio.wait_for(
            _until(ana, lambda f: f.get("code") == "session_replaced"), 10)
        assert "oldest" in told["message"], told
        for player in (second, third):  # the newer ones are still open
            assert (await player.request("ping"))["type"] == "pong"
        for player in (ana, second, third):
            await player.socket.close()

    with processes(2, tmp_path, ("--sessions-per-token", "2")) as (_, ports, _):
        asyncio.run(scenario(ports))


def test_a_password_guesser_spread_over_two_processes_meets_one_back_off(
        tmp_path: Path) -> None:
    """A stranger guesses Ana's password through both processes in turn. Counted in each
    process alone, the back-off (5 free wrong tries, then a wait that doubles) would let the
    first 12 guesses through; counted in Redis, a guess is refused by the eighth at the
    latest, on either process, and Ana's own right password, once the wait is over, is
    accepted on either."""
    async def scenario(ports: list[int]) -> None:
        ana = await Player.open(ports[0])
        await ana.ok("register", name="Ana", password="a long right password")
        guessers = [await Player.open(port) for port in ports]
        answers = []
        for guess in range(12):
            answer = await guessers[guess % 2].request("sign_in", name="Ana",
                                                       password=f"wrong {guess}")
            answers.append(answer.get("code"))
            if answer.get("code") == "rate_limited":
                break
        assert answers[-1] == "rate_limited" and len(answers) <= 8, answers
        assert set(answers[:-1]) == {"bad_credentials"}, answers
        # The other process refuses too: the wait is the room's, not one process's.
        other = guessers[len(answers) % 2]
        refused = await other.request("sign_in", name="Ana", password="wrong again")
        assert refused["code"] == "rate_limited", refused
        await asyncio.sleep(refused["retry_after"] + 0.2)
        back = await Player.open(ports[1])
        await back.ok("sign_in", name="Ana", password="a long right password")
        for player in (ana, back, *guessers):
            await player.socket.close()

    with processes(2, tmp_path) as (_, ports, _):
        asyncio.run(scenario(ports))
