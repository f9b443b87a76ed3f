"""The room (lobby): the open tables, the connections, who is present, and room chat.

It is the ``Host`` of every table: tables tell it when their seats, status or presence
change, and it tells every signed-in connection (the lobby broadcast). Messages reach it
through ``handlers.dispatch``.
"""

from __future__ import annotations

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
from cardtable.server.protocol import frame
from cardtable.server.restore import restore_table
from cardtable.server.store import Store, StoredRecord, User
from cardtable.server.table import Table, TableError

log = logging.getLogger(__name__)


class Room:
    """Every table and connection of one server."""

    def __init__(self, store: Store, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.db = AsyncStore(store, self.config.store_threads, self.config.commit_window)
        self.guard = AccountGuard(self.config.guard)
        self.accounts = Accounts(self.db, Passwords(self.config.argon2_time_cost,
                                                    self.config.argon2_memory_kib,
                                                    self.config.argon2_parallelism,
                                                    self.config.guard.password_threads,
                                                    self.config.guard.password_queue),
                                 self.guard)
        self.tables: dict[int, Table] = {}
        self.finished: dict[int, int] = {}
        """Record id of each table whose game ended while this server ran."""
        self.connections: set[Connection] = set()
        self.chat: deque[dict[str, Any]] = deque(maxlen=self.config.limits.chat_history)
        self._by_user: dict[int, set[Connection]] = {}
        self.stopped = False
        self._tables_opened = 0
        self.record_viewers: dict[int, set[int]] = {}
        """Who watched each table whose game ended while this server ran, by record id:
        spectators may read that record (issue 16)."""
        self.stale = StaleGuard()
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

    async def start(self) -> None:
        """Restore every open table from the store; started games go on."""
        for stored in await self.db.run(self.db.store.open_tables):
            try:
                table = await restore_table(self, stored)
            except Exception:
                log.exception("table %s could not be restored: left out", stored.id)
                continue
            self.tables[table.id] = table
            if table.state is not None and table.state.is_over:
                await table.finish()
            else:
                table.wake()
        log.info("restored %d tables", len(self.tables))
        self.janitor.start()

    async def stop(self) -> None:
        """Stop the tables' tasks, write the moves queued and stop the store's workers (the
        store itself stays open)."""
        self.stopped = True
        await self.janitor.stop()
        for table in self.tables.values():
            table.stop()
        await self.db.shutdown()

    # Connections and presence -----------------------------------------------------------

    def full(self) -> bool:
        """Whether the room holds as many connections as it may."""
        return len(self.connections) >= self.config.limits.max_connections

    def connect(self, connection: Connection) -> None:
        """A new connection (not signed in yet)."""
        self.connections.add(connection)

    def disconnect(self, connection: Connection) -> None:
        """A connection closed: it stops watching, and its user may now be absent."""
        self.connections.discard(connection)
        if connection.hint_task is not None:
            connection.hint_task.cancel()
        self._detach(connection)

    def is_present(self, user_id: int) -> bool:
        """Whether the user has a connection open."""
        return bool(self._by_user.get(user_id))

    def connections_of(self, user_id: int) -> set[Connection]:
        """The open connections of a user."""
        return set(self._by_user.get(user_id, ()))

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

    def detach_user(self, connection: Connection) -> None:
        """The connection signed out: it stays open, signed in as nobody."""
        self._detach(connection)
        connection.user = None
        connection.token_hash = None

    def _detach(self, connection: Connection) -> None:
        for table_id in list(connection.tables):
            table = self.tables.get(table_id)
            if table is not None:
                table.watchers.discard(connection)
        connection.tables.clear()
        user = connection.user
        if user is None:
            return
        mine = self._by_user.get(user.id)
        if mine is not None:
            mine.discard(connection)
            if not mine:
                del self._by_user[user.id]
                for table in [] if self.stopped else list(self.tables.values()):
                    table.user_absent(user.id)

    def subscribe(self, connection: Connection, table: Table) -> None:
        """The connection receives the table's frames from now on."""
        table.watchers.add(connection)
        connection.tables.add(table.id)
        if table.paused and connection.user is not None:
            table.unpause()

    def unsubscribe(self, connection: Connection, table: Table) -> None:
        """The connection stops receiving the table's frames."""
        table.watchers.discard(connection)
        connection.tables.discard(table.id)

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

    def lobby(self, message: dict[str, Any], also: set[Connection] | None = None) -> None:
        """Send a frame to the connections that follow the lobby (and to ``also``)."""
        receivers = {c for c in self.connections if c.lobby and c.user is not None}
        for connection in receivers | (also or set()):
            connection.send(message)

    def table_changed(self, table: Table) -> None:
        """Tell the lobby, and the table's watchers, how a table looks now."""
        self.lobby(frame("table", table=table.summary()), set(table.watchers))

    def table_finished(self, table: Table, record_id: int) -> None:
        """The game ended: the table leaves the room, its record stays."""
        self.finished[table.id] = record_id
        self.record_viewers[record_id] = {c.user.id for c in table.watchers
                                          if c.user is not None}
        self.table_changed(table)
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
            extra = {"record": record.id, "record_key": record.public_id}
        self._remove(table)
        self.lobby(frame("table_closed", table=table.id, reason=reason, **extra), watchers)

    def _remove(self, table: Table) -> None:
        table.stop()
        self.tables.pop(table.id, None)
        for connection in table.watchers:
            connection.tables.discard(table.id)
        table.watchers.clear()

    def say(self, line: dict[str, Any]) -> None:
        """Room chat: keep the line and send it to everyone signed in."""
        self.chat.append(line)
        for connection in list(self.connections):
            if connection.user is not None:
                connection.send(line)
