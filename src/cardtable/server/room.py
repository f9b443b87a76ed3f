"""The room (lobby): the open tables, the connections, who is present, and room chat.

It is the ``Host`` of every table: tables tell it when their seats, status or presence
change, and it tells every signed-in connection (the lobby broadcast). Messages reach it
through ``handlers.dispatch``. The room holds the tables of its own process; its ``node``
(``node.SoloNode`` alone, ``cluster.RedisNode`` beside other processes) tells it of the
others: their tables, who is present there, their room chat.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import deque
from typing import Any

from cardtable.server.auth import Accounts, Passwords
from cardtable.server.config import ServerConfig
from cardtable.server.connection import Connection
from cardtable.server.db import AsyncStore
from cardtable.server.guard_accounts import AccountGuard
from cardtable.server.guard_tables import StaleGuard, TableJanitor
from cardtable.server.lobbyfeed import LobbyFeed
from cardtable.server.node import Dispatch, Node, SoloNode
from cardtable.server.protocol import frame
from cardtable.server.restore import restore_table
from cardtable.server.store import Store, StoredRecord, StoredTable, User
from cardtable.server.table import Table, TableError
from cardtable.server.wire import encode

log = logging.getLogger(__name__)


class Room:
    """Every table and connection of one server."""

    def __init__(self, store: Store, config: ServerConfig | None = None,
                 node: Node | None = None) -> None:
        self.config = config or ServerConfig()
        self.node: Node = node or SoloNode()
        self.db = AsyncStore(store, self.config.store_threads, self.config.commit_window)
        self.guard = AccountGuard(self.config.guard)
        self.accounts = Accounts(self.db, Passwords(self.config.argon2_time_cost,
                                                    self.config.argon2_memory_kib,
                                                    self.config.argon2_parallelism,
                                                    self.config.guard.password_threads,
                                                    self.config.guard.password_queue),
                                 self.guard, self.node.names)
        self.tables: dict[int, Table] = {}
        self.listed: dict[int, dict[str, Any]] = {}
        """Each table's summary as last announced (``summary_of``)."""
        self.finished: dict[int, int] = {}
        """Record id of each table whose game ended while this server ran."""
        self.connections: set[Connection] = set()
        self.chat: deque[dict[str, Any]] = deque(maxlen=self.config.limits.chat_history)
        self._by_user: dict[int, set[Connection]] = {}
        self.remote: dict[int, set[Connection]] = {}
        """The connections of other processes that sent this one a message, by user
        (kept by the node)."""
        self.stopped = False
        self._tables_opened = 0
        self.record_viewers: dict[int, set[int]] = {}
        """Who watched each table whose game ended while this server ran, by record id:
        spectators may read that record (issue 16)."""
        self.feed = LobbyFeed(lambda: self.connections, self.config.lobby_seconds)
        self.stale = StaleGuard()
        self._rechecks: set[asyncio.Task[None]] = set()
        self.janitor = TableJanitor(self)

    def next_seed(self) -> int:
        """The seed of the next table's deal: random, or ``config.seed`` plus the number of
        tables opened before it by this process."""
        opened = self._tables_opened
        self._tables_opened += 1
        if self.config.seed is None:
            return secrets.randbits(63)
        return self.config.seed + opened

    # Start and stop ---------------------------------------------------------------------

    async def start(self, dispatch: Dispatch | None = None) -> None:
        """Restore the open tables this process holds (every one, alone); started games
        go on. ``dispatch`` handles the messages other processes relay here."""
        await self.node.start(self, dispatch or _no_dispatch)
        log.info("restored %d tables", len(self.tables))
        self.janitor.start()

    async def adopt(self, stored: StoredTable) -> Table | None:
        """Bring a stored table to life here: seats as stored, a started game replayed; a
        game found over is finished at once. ``None`` (logged) if it cannot be restored."""
        try:
            table = await restore_table(self, stored)
        except Exception:
            log.exception("table %s could not be restored: left out", stored.id)
            return None
        self.tables[table.id] = table
        if table.state is not None and table.state.is_over:
            await table.finish()
        else:
            table.wake()
        return table

    def recheck(self, table_id: int) -> None:
        """See soon whether a table whose move the store refused is behind the store."""
        task = asyncio.create_task(self._recheck(table_id))
        self._rechecks.add(task)
        task.add_done_callback(self._rechecks.discard)

    async def _recheck(self, table_id: int) -> None:
        """Bring a table up to date with the store if its moves or status differ there
        (a process that lost the table's lease played on): it is restored again from the
        store, its watchers here watching the new one; one that ended there is dropped."""
        table = self.tables.get(table_id)
        stored = await self.db.run(self.db.store.table, table_id)
        if table is None or self.tables.get(table_id) is not table:
            return
        if stored is not None and stored.status == table.status \
                and len(stored.moves) == table.version:
            return  # the store refused for another reason: nothing is out of date
        log.warning("table %s is behind the store: restored from it again", table_id)
        watchers = {c for c in table.watchers if c.user is not None}
        self.drop(table_id)
        if stored is None or stored.status == "finished":
            return
        fresh = await self.adopt(stored)
        if fresh is not None and fresh.id in self.tables:
            for connection in watchers:
                self.subscribe(connection, fresh)
                fresh.sync(connection)

    def drop(self, table_id: int) -> None:
        """Stop a table here without a word to anyone: another process holds it now (its
        watchers here follow it there)."""
        table = self.tables.pop(table_id, None)
        if table is None:
            return
        table.stop()
        table.watchers.clear()

    async def stop(self) -> None:
        """Stop the tables' tasks, write the moves queued and stop the store's workers (the
        store itself stays open)."""
        self.stopped = True
        self.feed.stop()
        await self.janitor.stop()
        for table in self.tables.values():
            table.stop()
        await self.db.shutdown()
        await self.node.stop()

    # Connections and presence -----------------------------------------------------------

    def full(self) -> bool:
        """Whether the room holds as many connections as it may."""
        return len(self.connections) >= self.config.limits.max_connections

    def connect(self, connection: Connection) -> None:
        """A new connection (not signed in yet)."""
        self.connections.add(connection)
        self.node.connected(connection)

    def disconnect(self, connection: Connection) -> None:
        """A connection closed: it stops watching, and its user may now be absent."""
        self.connections.discard(connection)
        if connection.hint_task is not None:
            connection.hint_task.cancel()
        self._detach(connection)
        self.node.disconnected(connection)

    def is_present(self, user_id: int) -> bool:
        """Whether the user has a connection open, here or on another process."""
        return bool(self._by_user.get(user_id)) or self.node.present_elsewhere(user_id)

    def connections_of(self, user_id: int) -> set[Connection]:
        """The open connections of a user that this process reaches: its own, and those of
        other processes that sent it a message (``relay.RemoteConnection``)."""
        return set(self._by_user.get(user_id, ())) | set(self.remote.get(user_id, ()))

    def local_connections_of(self, user_id: int) -> set[Connection]:
        """A user's connections to this process."""
        return set(self._by_user.get(user_id, ()))

    def present_here(self) -> list[int]:
        """The users with a connection to this process."""
        return list(self._by_user)

    def watching(self, table_id: int) -> list[Connection]:
        """The connections to this process that follow a table (of any process)."""
        return [c for c in self.connections if table_id in c.tables]

    def presence_changed(self, user_id: int) -> None:
        """A user came or went somewhere: the tables here where they sit hear of it."""
        present = self.is_present(user_id)
        for table in [] if self.stopped else list(self.tables.values()):
            if present:
                table.user_present(user_id)
            else:
                table.user_absent(user_id)

    def seated_users(self) -> set[int]:
        """Everyone seated at an open table of the room (here or elsewhere)."""
        here = {s.user_id for t in self.tables.values() for s in t.seats
                if s.user_id is not None}
        return here | self.node.seated_elsewhere()

    def attach(self, connection: Connection, user: User, token_hash: str) -> None:
        """A connection signed in (or resumed): it watches the user's tables again, and a
        seat a bot was keeping for the user is theirs again."""
        if connection.user is not None:
            self._detach(connection)
        connection.user = user
        connection.token_hash = token_hash
        self._by_user.setdefault(user.id, set()).add(connection)
        for table in list(self.tables.values()):
            if table.seat_of(user.id) is not None:
                self.subscribe(connection, table)
                table.user_present(user.id)
                table.sync(connection)
        self.node.arrived(connection)

    def detach_user(self, connection: Connection) -> None:
        """The connection signed out: it stays open, signed in as nobody."""
        self._detach(connection)
        connection.user = None
        connection.token_hash = None

    def _detach(self, connection: Connection) -> None:
        elsewhere = set()
        for table_id in list(connection.tables):
            table = self.tables.get(table_id)
            if table is not None:
                table.watchers.discard(connection)
            else:
                elsewhere.add(table_id)
        connection.tables.clear()
        user = connection.user
        if user is None:
            self.node.detached(connection, elsewhere, False)
            return
        mine = self._by_user.get(user.id)
        last = False
        if mine is not None:
            mine.discard(connection)
            if not mine:
                del self._by_user[user.id]
                last = True
        self.node.detached(connection, elsewhere, last)
        if last:
            self.presence_changed(user.id)

    def subscribe(self, connection: Connection, table: Table) -> None:
        """The connection receives the table's frames from now on."""
        table.watchers.add(connection)
        connection.follow(table.id)
        if table.paused and connection.user is not None:
            table.unpause()

    def unsubscribe(self, connection: Connection, table: Table) -> None:
        """The connection stops receiving the table's frames."""
        table.watchers.discard(connection)
        connection.unfollow(table.id)

    # The lobby --------------------------------------------------------------------------

    def table(self, table_id: int) -> Table:
        """An open table; raises ``TableError`` (``not_found``) saying why not."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        record = self.finished.get(table_id)
        if record is not None:
            raise TableError("finished", f"the game of table {table_id} is over: its record "
                             f"is {record}", "an open table (list_tables)")
        raise TableError("not_found", f"there is no open table {table_id}",
                         "an open table (list_tables)")

    def _announce(self, table_id: int, message: dict[str, Any],
                  watchers: set[Connection]) -> str:
        """A table's lobby frame (``table`` or ``table_closed``): its ``watchers`` here hear
        it at once (those of other processes from their own), everyone else here who
        follows the lobby with the next flush of the feed; the frame's text."""
        text = encode(message)
        here = {c for c in watchers if not c.relayed}
        for connection in here:
            connection.send_text(text)
        self.feed.post(table_id, text, here)
        return text

    def heard(self, table_id: int, text: str, gone: bool = False) -> None:
        """Another process's table changed (or, ``gone``, closed): its frame ``text`` for
        the connections here that watch it (at once) or follow the lobby (with the feed)."""
        watchers = self.watching(table_id)
        for connection in watchers:
            connection.send_text(text)
            if gone:
                connection.tables.discard(table_id)
        self.feed.post(table_id, text, watchers)

    def table_changed(self, table: Table) -> None:
        """Tell the lobby, and the table's watchers, how a table looks now."""
        summary = self.listed[table.id] = table.summary()
        text = self._announce(table.id, frame("table", table=summary), set(table.watchers))
        self.node.changed(table, text)

    def table_finished(self, table: Table, record_id: int) -> None:
        """The game ended: the table leaves the room, its record stays."""
        self.finished[table.id] = record_id
        self.record_viewers[record_id] = {c.user.id for c in table.watchers
                                          if c.user is not None}
        self.node.viewers(record_id, self.record_viewers[record_id])
        text = self._announce(table.id, frame("table", table=table.summary()),
                              set(table.watchers))
        self.node.closed(table, text)
        self._remove(table)

    def table_closed(self, table: Table, reason: str = "left",
                     record: StoredRecord | None = None) -> None:
        """A table is gone before its game ended: everyone left it while it waited, or
        ``reason`` (``guard_tables.CLOSE_REASONS``); a game that began leaves ``record``."""
        watchers = set(table.watchers)
        extra: dict[str, Any] = {}
        if record is not None:
            self.finished[table.id] = record.id
            self.record_viewers[record.id] = {c.user.id for c in watchers
                                              if c.user is not None}
            self.node.viewers(record.id, self.record_viewers[record.id])
            extra = {"record": record.id, "record_key": record.public_id}
        self._remove(table)
        text = self._announce(table.id, frame("table_closed", table=table.id, reason=reason,
                                              **extra), watchers)
        self.node.closed(table, text)

    def summary_of(self, table: Table) -> dict[str, Any]:
        """A table here as the lobby last heard of it: its summary, made again only after
        it changed (``table_changed``), not for every ``list_tables``."""
        summary = self.listed.get(table.id)
        if summary is None:
            summary = self.listed[table.id] = table.summary()
        return summary

    def _remove(self, table: Table) -> None:
        table.stop()
        self.tables.pop(table.id, None)
        self.listed.pop(table.id, None)
        for connection in table.watchers:
            connection.tables.discard(table.id)
        table.watchers.clear()

    def say(self, line: dict[str, Any]) -> None:
        """Room chat: keep the line and send it to everyone signed in, on every process."""
        self.hear(line)
        self.node.said(line)

    def hear(self, line: dict[str, Any]) -> None:
        """A room chat line (said here or on another process): kept and sent to everyone
        signed in here."""
        self.chat.append(line)
        text = encode(line)
        for connection in list(self.connections):
            if connection.user is not None:
                connection.send_text(text)


async def _no_dispatch(room: Room, connection: Connection, message: Any) -> None:
    raise RuntimeError("this room was started without a dispatcher for relayed messages")
