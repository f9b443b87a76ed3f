"""The room in several processes: ``RedisNode``, one process among others that share one
database (PostgreSQL) and one Redis.

* **Tables live in one process.** The process that opens a table holds its lease
  (``leases``) and is the only one to play it. A client connected to another process has
  its messages about the table relayed there, and gets the table's frames back, through
  Redis (``relay.RemoteConnection``): any proxy in front of the processes will do. A
  request goes to the process the lobby last named for its table; one that lands where
  the table no longer lives is sent back and goes to the holder of the lease.
* **Takeover.** Every process renews its leases a few times a lease; a process that dies
  stops renewing, and once a lease runs out any process may take the table over from the
  database, where every acknowledged move already is, and restore it as a restart would.
  The clients of the dead process reconnect (to any process), resume with their token and
  find their tables where they now live. A request for a table whose process has just died
  waits for the lease to run out and takes the table over itself.
* **Shared through Redis:** the lobby (every open table's entry in a hash, and each change
  announced), who is present on each process, the room chat and its last lines, the names
  taken (look-alikes are refused everywhere), and who watched a game to its end.

The chat, sign-in and new-name limits are counted in Redis (``guard_shared``), so an
address spread over N processes by a proxy gets no more than through one. The other limits
per address and per token (open connections, tables and sessions: ``guard_accounts``,
``guard_tables``) count what one process sees: there an address may have up to N times as
much.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import secrets
import socket
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, Final

from redis.exceptions import RedisError

from cardtable.server.bus import Bus, Keys, Message, decode, encode
from cardtable.server.config import ClusterConfig
from cardtable.server.directory import Directory, Entry, Presence
from cardtable.server.guard_shared import SharedGuard
from cardtable.server.guard_tables import replace_session
from cardtable.server.leases import Leases, text_of
from cardtable.server.protocol import ProtocolError, parse_message
from cardtable.server.relay import RemoteConnection, describe

if TYPE_CHECKING:
    from cardtable.server.connection import Connection
    from cardtable.server.node import Dispatch, Node
    from cardtable.server.room import Room
    from cardtable.server.table import Table

log = logging.getLogger(__name__)

REDO_LIMIT: Final = 2
"""How many times a request may be sent back to its node before a node answers it."""

FINISHED: Final = "finished"


def default_node_name() -> str:
    """A node id unique to this process: host, process id and 4 random hex digits."""
    return f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(2)}"


class RedisNode:
    """One process of a room spread over several (see the module's docstring)."""

    def __init__(self, config: ClusterConfig) -> None:
        self.config = config
        self.name = config.node or default_node_name()
        self.run = secrets.token_hex(4)
        """This run of the node: its alive key's value, so that a node restarted under the
        same name does not count its former run's connections (``guard_shared``)."""
        self.keys = Keys(config.cluster)
        self.bus = Bus(config.redis_url, self.keys, self.name)
        self.leases = Leases(self.bus.client, self.keys, self.name, config.lease_seconds,
                             keeper=self.bus.keeper)
        self.directory = Directory()
        self.presence = Presence()
        self.every = max(0.05, config.lease_seconds / 4)
        """Seconds between two looks at the leases, the other nodes and the open tables."""
        self._room: Room | None = None
        self._dispatch: Dispatch | None = None
        self._local: dict[int, Connection] = {}
        self._remote: dict[tuple[str, int], RemoteConnection] = {}
        self._relayed_to: dict[int, set[str]] = {}
        """The nodes each connection here has a remote connection on."""
        self._adopting: dict[int, asyncio.Future[bool]] = {}
        self._unowned: set[int] = set()
        """Open tables nobody held at the last look (taken over if still so at the next)."""
        self._tasks: set[asyncio.Task[Any]] = set()
        self._maintainer: asyncio.Task[None] | None = None
        self._stopping = False

    @property
    def shared(self) -> SharedGuard | None:
        """The room's limits counted in Redis (once started)."""
        return self._room.guard.shared if self._room is not None else None

    @property
    def room(self) -> Room:
        """The room of this process (once started)."""
        assert self._room is not None, "the node is not started"
        return self._room

    # Joining and leaving ---------------------------------------------------------------

    async def start(self, room: Room, dispatch: Dispatch) -> None:
        """Join: listen on the bus, learn the lobby, presence and chat, then take the open
        tables nobody holds (seen so twice, a moment apart, so that a table being opened
        elsewhere is not taken from under its process)."""
        self._room, self._dispatch = room, dispatch
        try:
            await self.bus.start(self._receive)
        except (RedisError, OSError) as error:
            raise RuntimeError(f"cannot reach Redis at {self.config.redis_url}: {error}"
                               ) from error
        client = self.bus.client
        room.guard.shared = SharedGuard(
            client, self.keys.cluster, node=f"{self.name}/{self.run}",
            alive=self.keys.alive(""))
        await self._say_alive()
        for data in (await client.hgetall(self.keys.directory)).values():
            entry = Entry.from_json(decode(data))
            if entry.node != self.name:
                self.directory.update(entry)
        for node in await self._live_nodes():
            for user in await client.smembers(self.keys.present(node)):
                self.presence.arrive(int(user), node)
        for data in await client.lrange(self.keys.chat, 0, -1):
            room.chat.append(decode(data))
        self.bus.send(self.keys.room, {"k": "hello"})
        await self._take_over_all()
        await asyncio.sleep(min(0.2, self.every))
        await self._take_over_all()
        self._maintainer = asyncio.create_task(self._maintain())

    async def stop(self) -> None:
        """Leave: give every lease back and say so, so that the other processes take the
        tables over at once instead of after a lease."""
        self._stopping = True
        if self._maintainer is not None:
            self._maintainer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._maintainer
        for task in list(self._tasks):
            task.cancel()
        with contextlib.suppress(RedisError, OSError):
            for table_id in list(self.room.tables):
                await self.leases.release(table_id)
            client = self.bus.client
            await client.srem(self.keys.nodes, self.name)
            await client.delete(self.keys.present(self.name), self.keys.alive(self.name))
            self.bus.send(self.keys.room, {"k": "left"})
        await self.bus.stop()

    async def _live_nodes(self) -> list[str]:
        """The nodes that said they joined and whose alive key has not run out (this one
        excepted); the others are forgotten."""
        client = self.bus.client
        members = sorted(str(text_of(m)) for m in await client.smembers(self.keys.nodes))
        others = [m for m in members if m != self.name]
        if not others:
            return []
        alive = await client.mget([self.keys.alive(m) for m in others])
        dead = [m for m, a in zip(others, alive, strict=True) if a is None]
        for node in dead:
            await client.srem(self.keys.nodes, node)
            await client.delete(self.keys.present(node))
            self._node_gone(node)
        return [m for m, a in zip(others, alive, strict=True) if a is not None]

    async def _maintain(self) -> None:
        while not self._stopping:
            await asyncio.sleep(self.every)
            try:
                await self.look()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the node's look at leases and tables failed; it goes on")

    async def look(self) -> None:
        """One look: say this node lives, renew its leases (dropping the tables it lost),
        forget the nodes that died, and take over the tables nobody holds."""
        room = self.room
        await self._say_alive()
        renewal = await self.leases.renew(list(room.tables))
        for table_id in renewal.lost:
            log.warning("table %s: this node lost its lease; another holds it now", table_id)
            room.drop(table_id)
        for table_id in renewal.regained:  # Redis forgot it: the lobby's entry is gone too
            table = room.tables[table_id]
            room.table_changed(table)
        await self._live_nodes()
        shared = self.shared
        if shared is not None and shared.unsynced:
            await shared.resync(room.guard.shared_connections)
        await self._take_over_all()

    async def _say_alive(self) -> None:
        """This node lives, is one of the room's, and has these users here (said again
        every look, so that a Redis that lost its keys learns them again)."""
        users = self.room.present_here()
        async with self.bus.keeper.pipeline(transaction=False) as pipe:
            pipe.set(self.keys.alive(self.name), self.run, px=self.leases.milliseconds)
            pipe.sadd(self.keys.nodes, self.name)
            if users:
                pipe.sadd(self.keys.present(self.name), *users)
            await pipe.execute()

    def _node_gone(self, node: str) -> None:
        """A node died or left: its users are absent (unless elsewhere too), its remote
        connections here are gone, and its tables will be taken over."""
        log.info("node %s is gone", node)
        for user_id in self.presence.drop_node(node):
            self.room.presence_changed(user_id)
        for key in [k for k in self._remote if k[0] == node]:
            self._forget(self._remote.pop(key))
        self._unowned |= {entry.table_id for entry in self.directory.on_node(node)}

    # Tables ---------------------------------------------------------------------------

    async def _take_over_all(self) -> None:
        """Take over every open table that nobody held at the last look nor now."""
        room = self.room
        open_ids = set(await room.db.run(room.db.store.open_table_ids))
        candidates = sorted(t for t in open_ids if t not in room.tables)
        owners = await self.leases.owners(candidates)
        unowned = {t for t, owner in owners.items() if owner is None}
        ready = sorted(unowned & self._unowned)
        self._unowned = unowned - set(ready)
        random.shuffle(ready)
        for table_id in ready:
            await self.take_over(table_id)
        ended = [str(t) for t in self.directory.entries if t not in open_ids]
        for key in ended:  # ended while their node was dying
            self.directory.remove(int(key))
        if ended:
            self.bus.write(lambda pipe: pipe.hdel(self.keys.directory, *ended))

    async def take_over(self, table_id: int) -> bool:
        """Take a table nobody holds and restore it here from the database; whether it
        lives here now."""
        room = self.room
        if table_id in room.tables:
            return True
        pending = self._adopting.get(table_id)
        if pending is not None:
            return await pending
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._adopting[table_id] = done
        try:
            result = await self._take_over(table_id)
        except BaseException:
            done.set_result(False)
            raise
        finally:
            self._adopting.pop(table_id, None)
        if not done.done():
            done.set_result(result)
        return result

    async def _take_over(self, table_id: int) -> bool:
        room = self.room
        if not await self.leases.take(table_id):
            return False
        stored = await room.db.run(room.db.store.table, table_id)
        if stored is None or stored.status == FINISHED:
            await self.leases.release(table_id)
            return False
        table = await room.adopt(stored)
        if table is None:
            await self.leases.release(table_id)
            return False
        log.info("table %s taken over by node %s", table_id, self.name)
        self.directory.remove(table_id)
        if table_id in room.tables:
            for connection in room.watching(table_id):
                if connection.user is not None:
                    room.subscribe(connection, table)
                    if table.seat_of(connection.user.id) is not None:
                        table.user_present(connection.user.id)
                    table.sync(connection)
            room.table_changed(table)
        return table_id in room.tables

    async def opened(self, table: Table) -> None:
        """A table opened here lives here: take its lease."""
        if not await self.leases.take(table.id):
            log.error("table %s was opened here but another node holds its lease", table.id)

    def changed(self, table: Table, text: str) -> None:
        """Keep the table's entry in the lobby's hash and tell every node."""
        entry = Entry(table.id, self.name, self.room.summary_of(table), tuple(table.people()),
                      table.owner_id, table.address).to_json()
        data = encode(entry)
        self.bus.write(lambda pipe: pipe.hset(self.keys.directory, str(table.id), data))
        self.bus.send(self.keys.room, {"k": "table", "e": entry, "f": text})

    def closed(self, table: Table, text: str) -> None:
        """The table ended here: out of the lobby's hash, its lease given back, every node
        told."""
        self.bus.write(lambda pipe: pipe.hdel(self.keys.directory, str(table.id)))
        self._spawn(self.leases.release(table.id))
        self.bus.send(self.keys.room, {"k": "closed", "t": table.id, "f": text})

    def elsewhere(self) -> list[dict[str, Any]]:
        """The summaries of the tables other nodes hold."""
        here = self.room.tables
        return [e.summary for e in self.directory.entries.values()
                if e.node != self.name and e.table_id not in here]

    def opened_elsewhere_from(self, address: str) -> int:
        """How many open tables other nodes hold that were opened from ``address``."""
        here = self.room.tables
        return sum(1 for e in self.directory.entries.values()
                   if e.node != self.name and e.table_id not in here and e.address == address)

    def seated_elsewhere(self) -> set[int]:
        """The people seated at tables of other nodes."""
        return self.directory.seated()

    # Connections here -------------------------------------------------------------------

    def connected(self, connection: Connection) -> None:
        """A client connected here (frames relayed for it find it by its id)."""
        self._local[connection.id] = connection

    def disconnected(self, connection: Connection) -> None:
        """A client of this node is gone."""
        self._local.pop(connection.id, None)
        self._relayed_to.pop(connection.id, None)

    def present_elsewhere(self, user_id: int) -> bool:
        """Whether the user has a connection on another node."""
        return self.presence.present(user_id)

    def arrived(self, connection: Connection) -> None:
        """A connection signed in here: the user is present here (every node hears it the
        first time), and the connection follows the tables elsewhere where they sit."""
        user = connection.user
        if user is None:
            return
        if self.room.local_connections_of(user.id) == {connection}:
            self.bus.write(lambda pipe: pipe.sadd(self.keys.present(self.name), user.id))
            self.bus.send(self.keys.room, {"k": "presence", "u": user.id, "on": True})
        for entry in self.directory.seating(user.id):
            if entry.table_id not in self.room.tables:
                self._follow(connection, entry.table_id, entry.node)
        if connection.token_hash is not None:
            self._spawn(self._session_opened(connection, connection.token_hash))

    async def _session_opened(self, connection: Connection, token_hash: str) -> None:
        """The session limit over every process: the token's oldest connections beyond it
        are closed, wherever they are (this process's own limit has run already)."""
        shared = self.shared
        if shared is None:
            return
        limit = max(1, self.room.config.tables.sessions_per_token)
        over = await shared.session_opened(token_hash, connection.id, limit)
        for node, connection_id in over or ():
            if node == shared.node:
                self._session_over(connection_id, token_hash, limit)
            else:
                self._to_node(node.rpartition("/")[0], {
                    "k": "session_over", "c": connection_id, "t": token_hash, "l": limit})

    def _on_session_over(self, message: Message) -> None:
        self._session_over(int(message["c"]), str(message["t"]), int(message["l"]))

    def _session_over(self, connection_id: int, token_hash: str, limit: int) -> None:
        """A connection here of ``token_hash`` is one too many in the room: closed (unless it
        closed or signed out meanwhile)."""
        connection = self._local.get(connection_id)
        if connection is not None and connection.token_hash == token_hash \
                and not connection.closing:
            replace_session(self.room, connection, limit)

    def detached(self, connection: Connection, tables: set[int], last: bool) -> None:
        """A connection here closed or signed out: the nodes it was relayed to forget it;
        its user's last connection here gone, every node hears they left here."""
        for node in self._relayed_to.pop(connection.id, set()):
            self.bus.send(self.keys.node(node), {"k": "gone", "c": connection.id})
        token_hash, shared = connection.token_hash, self.shared
        if token_hash is not None and shared is not None:
            self._spawn(shared.session_closed(token_hash, connection.id))
        user = connection.user
        if last and user is not None:
            self.bus.write(lambda pipe: pipe.srem(self.keys.present(self.name), user.id))
            self.bus.send(self.keys.room, {"k": "presence", "u": user.id, "on": False})

    def updated(self, connection: Connection) -> None:
        """Its language or verbosity changed: the nodes it was relayed to learn it."""
        for node in self._relayed_to.get(connection.id, ()):
            self.bus.send(self.keys.node(node), {"k": "conn", **describe(connection)})

    def _follow(self, connection: Connection, table_id: int, node: str) -> None:
        """Have a connection here watch a table of ``node`` (as sitting there makes it)."""
        connection.tables.add(table_id)
        self._relayed_to.setdefault(connection.id, set()).add(node)
        self.bus.send(self.keys.node(node), {"k": "follow", "t": table_id,
                                             **describe(connection)})

    async def forward(self, connection: Connection, table_id: int, raw: str,
                      hops: int = 0) -> bool:
        """Relay a message about a table to the node that holds it; ``False`` when this
        node is to answer (it holds the table now, or nobody does). The node is the one
        the lobby last named, asked of its lease only when the lobby does not know it, when
        that node is gone or sent the message back (``hops``: how many times it was). A
        node that died is waited for until its lease runs out, then its table is taken
        over here."""
        room = self.room
        for attempt in range(3):
            if table_id in room.tables:
                return False
            owner = self.directory.node_of(table_id) if attempt + hops == 0 else None
            if owner is None or owner == self.name:
                owner = await self.leases.owner(table_id)
            if owner is None:
                await self.take_over(table_id)
                return False
            if owner == self.name:
                pending = self._adopting.get(table_id)
                if pending is None:
                    return False
                await pending
                continue
            self._relayed_to.setdefault(connection.id, set()).add(owner)
            message = {"k": "req", "m": raw, "t": table_id, "h": hops,
                       **describe(connection)}
            if await self.bus.publish(self.keys.node(owner), message):
                return True
            await self._outlast(table_id, owner)
        return False

    async def _outlast(self, table_id: int, owner: str) -> None:
        """Wait (at most a lease and a second) for the lease of a table held by a node
        that does not answer to run out or pass to another."""
        deadline = asyncio.get_running_loop().time() + self.config.lease_seconds + 1.0
        while asyncio.get_running_loop().time() < deadline:
            if await self.leases.owner(table_id) != owner:
                return
            await asyncio.sleep(min(0.25, self.every))

    # The rest of the room ---------------------------------------------------------------

    def said(self, line: dict[str, Any]) -> None:
        """A room chat line said here: kept in the shared history, heard by every node."""
        limit = self.room.config.limits.chat_history
        data = encode(line)
        self.bus.write(lambda pipe: pipe.rpush(self.keys.chat, data))
        self.bus.write(lambda pipe: pipe.ltrim(self.keys.chat, -limit, -1))
        self.bus.send(self.keys.room, {"k": "chat", "line": line})

    def names(self, name: str, held: bool) -> None:
        """A name was taken or freed here: every node's look-alike index learns it."""
        if self._room is not None:
            self.bus.send(self.keys.room, {"k": "name", "name": name, "held": held})

    def viewers(self, record_id: int, user_ids: set[int]) -> None:
        """Who watched a game's end here: they may read its record on every node."""
        self.bus.send(self.keys.room, {"k": "viewers", "r": record_id,
                                       "u": sorted(user_ids)})

    def health(self) -> dict[str, Any]:
        """This node's id and cluster, and what it knows of the others."""
        return {"node": self.name, "cluster": self.config.cluster,
                "tables_elsewhere": len(self.elsewhere()),
                "remote_connections": len(self._remote)}

    # What the bus brings -----------------------------------------------------------------

    async def _receive(self, message: Message) -> None:
        kind = message.get("k")
        handler = _HANDLERS.get(str(kind))
        if handler is None:
            log.warning("a bus message of unknown kind %r was dropped", kind)
            return
        handler(self, message)

    def _on_request(self, message: Message) -> None:
        """A request (or a follow) relayed here for a connection of another node: queued
        for that connection, whose messages are handled one at a time, in order."""
        proxy = self._proxy(message)
        proxy.inbox.put_nowait(message)
        if proxy.worker is None or proxy.worker.done():
            proxy.worker = asyncio.create_task(self._work(proxy))

    def _proxy(self, message: Message) -> RemoteConnection:
        key = (str(message["n"]), int(message["c"]))
        proxy = self._remote.get(key)
        if proxy is None:
            proxy = RemoteConnection(key[0], key[1], self.room.config.limits, self._to_node)
            proxy.learn(message)
            self._remote[key] = proxy
            if proxy.user is not None:
                self.room.remote.setdefault(proxy.user.id, set()).add(proxy)
        return proxy

    async def _work(self, proxy: RemoteConnection) -> None:
        assert self._dispatch is not None
        while not proxy.inbox.empty():
            message = proxy.inbox.get_nowait()
            proxy.learn(message)
            if message["k"] == "follow":
                self._follow_here(proxy, int(message["t"]))
                continue
            if not await self._is_here(message):
                self._to_node(proxy.node, {"k": "redo", "c": proxy.remote_id,
                                           "t": message["t"], "m": message["m"],
                                           "h": int(message.get("h", 0)) + 1})
                continue
            try:
                parsed = parse_message(message["m"])
            except ProtocolError:
                continue  # its own node checked it already
            await self._dispatch(self.room, proxy, parsed)

    async def _is_here(self, message: Message) -> bool:
        """Whether a relayed request is for a table here (or to be answered here anyway:
        it names none, or it was sent back twice already)."""
        table_id = message.get("t")
        if table_id is None or int(message.get("h", 0)) >= REDO_LIMIT:
            return True
        pending = self._adopting.get(int(table_id))
        if pending is not None:
            await pending
        return int(table_id) in self.room.tables

    def _on_redo(self, message: Message) -> None:
        """A request of a connection here went to a node that does not hold its table (the
        lobby's word was stale): send it again, to the lease's holder this time."""
        connection = self._local.get(int(message["c"]))
        if connection is not None:
            self._spawn(self._redo(connection, int(message["t"]), str(message["m"]),
                                   int(message["h"])))

    async def _redo(self, connection: Connection, table_id: int, raw: str,
                    hops: int) -> None:
        assert self._dispatch is not None
        if await self.forward(connection, table_id, raw, hops):
            return
        try:
            parsed = parse_message(raw)
        except ProtocolError:
            return
        await self._dispatch(self.room, connection, parsed)

    def _follow_here(self, proxy: RemoteConnection, table_id: int) -> None:
        """A connection of another node follows a table here (its user sits there)."""
        room = self.room
        table = room.tables.get(table_id)
        if table is None:
            self._to_node(proxy.node, {"k": "unfollowed", "c": proxy.remote_id,
                                       "t": table_id})
            return
        room.subscribe(proxy, table)
        if proxy.user is not None and table.seat_of(proxy.user.id) is not None:
            table.user_present(proxy.user.id)
        table.sync(proxy)

    def _forget(self, proxy: RemoteConnection) -> None:
        """A remote connection is gone: off every table here."""
        proxy.stop()
        for table_id in list(proxy.tables):
            table = self.room.tables.get(table_id)
            if table is not None:
                table.watchers.discard(proxy)
        if proxy.user is not None:
            mine = self.room.remote.get(proxy.user.id)
            if mine is not None:
                mine.discard(proxy)
                if not mine:
                    del self.room.remote[proxy.user.id]

    def _on_gone(self, message: Message) -> None:
        proxy = self._remote.pop((str(message["n"]), int(message["c"])), None)
        if proxy is not None:
            self._forget(proxy)

    def _on_conn(self, message: Message) -> None:
        proxy = self._remote.get((str(message["n"]), int(message["c"])))
        if proxy is not None:
            proxy.learn(message)

    def _on_out(self, message: Message) -> None:
        connection = self._local.get(int(message["c"]))
        if connection is not None:
            connection.send_text(str(message["f"]))

    def _on_watching(self, message: Message) -> None:
        connection = self._local.get(int(message["c"]))
        if connection is None:
            return
        if message.get("on"):
            connection.tables.add(int(message["t"]))
        else:
            connection.tables.discard(int(message["t"]))

    def _on_unfollowed(self, message: Message) -> None:
        connection = self._local.get(int(message["c"]))
        if connection is not None and self.directory.node_of(int(message["t"])) is None:
            connection.tables.discard(int(message["t"]))

    def _on_close(self, message: Message) -> None:
        connection = self._local.get(int(message["c"]))
        if connection is not None:
            connection.close(int(message.get("code", 1000)))

    def _on_table(self, message: Message) -> None:
        """A table of another node changed: the lobby here hears it; connections here
        follow it if it moved, or if their user just sat down there (or opened it)."""
        entry = Entry.from_json(message["e"])
        room = self.room
        if entry.table_id in room.tables:
            return  # it lives here: the renewal of its lease says who is right
        previous = self.directory.update(entry)
        self._unowned.discard(entry.table_id)
        room.heard(entry.table_id, str(message["f"]))
        if previous is not None and previous.node != entry.node:
            for connection in room.watching(entry.table_id):
                if connection.user is not None:
                    self._follow(connection, entry.table_id, entry.node)
        newcomers = set(entry.people) - set(previous.people if previous else ())
        if previous is None:
            newcomers.add(entry.owner_id)
        for user_id in newcomers:
            for connection in room.local_connections_of(user_id):
                if entry.table_id not in connection.tables:
                    self._follow(connection, entry.table_id, entry.node)

    def _on_closed(self, message: Message) -> None:
        table_id = int(message["t"])
        if table_id in self.room.tables:
            return
        self.directory.remove(table_id)
        self.room.heard(table_id, str(message["f"]), gone=True)

    def _on_presence(self, message: Message) -> None:
        user_id, node = int(message["u"]), str(message["n"])
        if message.get("on"):
            changed = self.presence.arrive(user_id, node)
        else:
            changed = self.presence.leave(user_id, node)
        if changed:
            self.room.presence_changed(user_id)

    def _on_chat(self, message: Message) -> None:
        self.room.hear(dict(message["line"]))

    def _on_name(self, message: Message) -> None:
        name = str(message["name"])
        if message.get("held"):
            self.room.accounts.note_name(name)
        else:
            self.room.accounts.forget_name(name, here=False)

    def _on_viewers(self, message: Message) -> None:
        viewers = self.room.record_viewers.setdefault(int(message["r"]), set())
        viewers.update(int(u) for u in message.get("u", ()))

    def _on_left(self, message: Message) -> None:
        node = str(message["n"])
        self._node_gone(node)
        self._spawn(self._take_over_all())

    def _on_hello(self, message: Message) -> None:
        """A node joined: it read the lobby and presence from Redis itself."""

    # Plumbing ---------------------------------------------------------------------------

    def _to_node(self, node: str, message: dict[str, Any]) -> None:
        self.bus.send(self.keys.node(node), message)

    def _spawn(self, work: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


_HANDLERS: Final = {
    "req": RedisNode._on_request, "follow": RedisNode._on_request,
    "gone": RedisNode._on_gone, "conn": RedisNode._on_conn, "out": RedisNode._on_out,
    "watching": RedisNode._on_watching, "unfollowed": RedisNode._on_unfollowed,
    "close": RedisNode._on_close, "table": RedisNode._on_table,
    "closed": RedisNode._on_closed, "presence": RedisNode._on_presence,
    "chat": RedisNode._on_chat, "name": RedisNode._on_name,
    "viewers": RedisNode._on_viewers, "left": RedisNode._on_left,
    "hello": RedisNode._on_hello, "redo": RedisNode._on_redo,
    "session_over": RedisNode._on_session_over,
}
"""What each kind of bus message does here."""


if TYPE_CHECKING:
    def _is_a_node(node: RedisNode) -> Node:
        return node  # mypy checks that RedisNode has every method of the protocol
