"""Tables that end and a room that holds against floods (issue 16).

What one address, one token or one table may cost the room, and what stops a table that
nobody needs any more:

* open tables per address (besides ``Limits.tables_per_user``);
* a waiting table that no person at it (seated, or its owner) has a connection to expires
  after ``waiting_table_seconds``, and is stored as finished, so a restart does not bring it
  back;
* a playing table that nobody watches is paused (its computer players wait); one where no
  person sits either (bots only) is closed after ``unwatched_table_seconds``;
* each preset's target, margin and parties are bounded (``bad_option`` names the range), and
  a game under manual capture (where scores can fall without end) stops after
  ``manual_round_limit`` rounds;
* a stale move is refused before any frame is built, and answered with a fresh game frame
  at most once per connection and version;
* a session token is open on at most ``sessions_per_token`` connections: the oldest is closed
  with an error frame saying why (``session_replaced``) and the close code 4001.

``TableJanitor`` is the room's one task that looks at every table now and then.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from cardtable.games.base import GameRules
from cardtable.server.limits import TableLimits
from cardtable.server.protocol import error_frame
from cardtable.server.table import FINISHED, PLAYING, WAITING, TableError

if TYPE_CHECKING:
    from cardtable.server.connection import Connection
    from cardtable.server.room import Room
    from cardtable.server.table import Table

log = logging.getLogger(__name__)

CLOSE_REPLACED: Final = 4001
"""The close code of a connection whose session was opened on too many others: clients
should not reconnect by themselves after it."""

CLOSE_REASONS: Final = ("left", "expired", "closed", "unwatched", "round_limit")
"""Why a table closed (``table_closed``'s ``reason``): everyone left a waiting table, it
expired waiting with nobody there, its owner closed it, nobody watched its bots, or its game
reached the round limit."""


# Options ------------------------------------------------------------------------------------

def check_bounds(rules: GameRules, limits: TableLimits) -> None:
    """Refuse (``bad_option``) a target, margin or number of parties that would make a game
    too long for the room; the message names the accepted range."""
    options = rules.to_options()
    preset = str(options.get("preset"))
    bounds = {"target": limits.targets.get(preset, limits.default_target),
              "margin": limits.max_margin, "parties": limits.max_parties}
    for name, highest in bounds.items():
        value = options.get(name)
        if isinstance(value, int) and not 1 <= value <= highest:
            raise TableError("bad_option", f"{name} {value} is out of range for {preset}: "
                             f"the room plays {name} 1 to {highest}",
                             f"{name} from 1 to {highest} for {preset}")


def round_limit(rules: GameRules, limits: TableLimits) -> int | None:
    """The rounds a game under these rules may last in the room, or ``None`` for no limit:
    under manual capture (challenges or the Spanish penalties) scores can fall without end."""
    return limits.manual_round_limit if rules.to_options().get("manual") else None


def rounds_played(record: Mapping[str, Any]) -> int:
    """Rounds of a record with their points given (played to the end)."""
    return sum(1 for entry in record.get("rounds", ()) if "points" in entry)


# Addresses ------------------------------------------------------------------------------------

def address_of(connection: Connection) -> str | None:
    """The network address a connection comes from, if its socket says."""
    client = getattr(connection.socket, "client", None)
    host = getattr(client, "host", None)
    return host if isinstance(host, str) else None


def check_tables_per_address(room: Room, address: str | None) -> None:
    """Refuse another table from an address that has its open tables already."""
    if address is None:
        return
    limit = room.config.tables.tables_per_address
    opened = sum(1 for table in room.tables.values()
                 if table.address == address and table.status != FINISHED)
    opened += room.node.opened_elsewhere_from(address)
    if opened >= limit:
        raise TableError("too_many_tables_from_address",
                         f"{opened} tables are open from your network address",
                         f"at most {limit} open tables from one address: finish or leave one")


# Stale moves ------------------------------------------------------------------------------

class StaleGuard:
    """Which version each connection was last sent a fresh frame for after a stale move, so
    that a flood of stale moves costs one frame per version, not one per move."""

    def __init__(self) -> None:
        self._sent: weakref.WeakKeyDictionary[Connection, dict[int, int]] = (
            weakref.WeakKeyDictionary())

    def first(self, connection: Connection, table_id: int, version: int) -> bool:
        """Whether ``connection`` has had no fresh frame of ``table_id`` at ``version`` yet
        (and note that it has one now)."""
        sent = self._sent.setdefault(connection, {})
        if sent.get(table_id) == version:
            return False
        sent[table_id] = version
        return True


def stale_before_lock(table: Table, user_id: int, version: int, seat: int | None) -> bool:
    """Whether a move is stale by what the table shows now, without waiting for its lock:
    the table plays, the user sits there (at ``seat``, if given), and the version is not the
    table's."""
    mine = table.seat_of(user_id)
    return (table.status == PLAYING and mine is not None and seat in (None, mine)
            and version != table.version)


# Sessions per token -----------------------------------------------------------------------

def limit_sessions(room: Room, connection: Connection) -> None:
    """Close the oldest connections of this connection's session token beyond the limit,
    telling each why first."""
    user, token_hash = connection.user, connection.token_hash
    if user is None or token_hash is None:
        return
    limit = max(1, room.config.tables.sessions_per_token)
    same = sorted((c for c in room.connections_of(user.id)
                   if c.token_hash == token_hash and not c.closing), key=lambda c: c.id)
    for old in same[:max(0, len(same) - limit)]:
        replace_session(room, old, limit)


def replace_session(room: Room, old: Connection, limit: int) -> None:
    """Close ``old``, one connection too many of its session token, telling it why first."""
    old.send(error_frame("session_replaced", f"this session is open on more than {limit} "
                         "connections: the oldest is closed",
                         f"at most {limit} connections a session; sign in again to "
                         "have another session"))
    room.disconnect(old)
    old.close(CLOSE_REPLACED)


# The janitor --------------------------------------------------------------------------------

class TableJanitor:
    """The room's task that expires waiting tables, pauses unwatched games and closes
    unwatched tables of bots."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self._idle: dict[int, float] = {}
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Look at the tables from now on."""
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Stop looking."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task

    async def _run(self) -> None:
        every = self.room.config.tables.janitor_seconds()
        while not self.room.stopped:
            await asyncio.sleep(every)
            try:
                await self.sweep(time.monotonic())
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the table janitor failed; it goes on")

    async def sweep(self, now: float) -> None:
        """One look at every table (``now``: ``time.monotonic()``)."""
        limits = self.room.config.tables
        for table in list(self.room.tables.values()):
            if table.status == WAITING:
                await self._waiting(table, now, limits.waiting_table_seconds)
            elif table.status == PLAYING:
                await self._playing(table, now, limits.unwatched_table_seconds)
        for table_id in [t for t in self._idle if t not in self.room.tables]:
            del self._idle[table_id]

    async def _waiting(self, table: Table, now: float, wait: float) -> None:
        people = {*table.people(), table.owner_id}
        if any(self.room.is_present(user) for user in people):
            self._idle.pop(table.id, None)
            return
        since = self._idle.setdefault(table.id, now)
        if now - since >= wait:
            log.info("table %s waited %.0f s with nobody there: closed", table.id, now - since)
            await table.close("expired")

    async def _playing(self, table: Table, now: float, wait: float) -> None:
        if any(c.user is not None for c in table.watchers):
            self._idle.pop(table.id, None)
            if table.paused:
                table.unpause()
            return
        table.paused = True
        if table.people():
            return  # its people come back to it (resume); the game waits for them
        since = self._idle.setdefault(table.id, now)
        if now - since >= wait:
            log.info("table %s of bots was not watched for %.0f s: closed", table.id,
                     now - since)
            await table.close("unwatched")
