"""What the room asks of the processes around it: ``Node``.

One process alone (the default) is a ``SoloNode``: it restores every open table when it
starts, owns every table, and has nobody to tell anything. Several processes sharing
PostgreSQL and Redis are each a ``cluster.RedisNode``: tables live in exactly one process,
and the lobby, presence, room chat and a client's requests to a table elsewhere travel
through Redis. The room calls the same methods either way, so it never asks which it is.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from cardtable.server.connection import Connection
    from cardtable.server.protocol import Message
    from cardtable.server.room import Room
    from cardtable.server.table import Table

Dispatch = Callable[["Room", "Connection", "Message"], Awaitable[None]]
"""How a node has a message handled for a connection (``handlers.dispatch``)."""


class Node(Protocol):
    """One process of the room, as the room sees it."""

    name: str
    """The node's id (in logs, ``/health`` and Redis)."""

    async def start(self, room: Room, dispatch: Dispatch) -> None:
        """Join the room: restore the open tables this process should hold."""
        ...

    async def stop(self) -> None:
        """Leave: give the tables back so that others take them at once."""
        ...

    async def opened(self, table: Table) -> None:
        """A table was just created here: it lives here."""
        ...

    def changed(self, table: Table, text: str) -> None:
        """A table here changed (seats, status, presence): ``text`` is its ``table`` frame,
        for every other node's lobby."""
        ...

    def closed(self, table: Table, text: str) -> None:
        """A table here finished or closed: ``text`` is the frame saying so."""
        ...

    def elsewhere(self) -> list[dict[str, Any]]:
        """The summaries of the open tables of other processes."""
        ...

    def present_elsewhere(self, user_id: int) -> bool:
        """Whether a user has a connection open on another process."""
        ...

    def opened_elsewhere_from(self, address: str) -> int:
        """How many open tables of other processes were opened from ``address``."""
        ...

    def seated_elsewhere(self) -> set[int]:
        """The people seated at tables of other processes."""
        ...

    def connected(self, connection: Connection) -> None:
        """A client connected here."""
        ...

    def disconnected(self, connection: Connection) -> None:
        """A client of this process is gone (after ``detached``)."""
        ...

    def arrived(self, connection: Connection) -> None:
        """A connection here signed in (or resumed): it follows its user's tables
        elsewhere, and the user is present here if they were not."""
        ...

    def detached(self, connection: Connection, tables: set[int], last: bool) -> None:
        """A connection here stopped watching ``tables`` of other processes (it closed or
        signed out); ``last``: it was its user's last connection here."""
        ...

    def updated(self, connection: Connection) -> None:
        """A connection's language or verbosity changed."""
        ...

    async def forward(self, connection: Connection, table_id: int, raw: str) -> bool:
        """Relay a message about a table of another process to it; ``False`` when the
        table is not elsewhere (it is here, or nowhere) and this process should answer."""
        ...

    def said(self, line: dict[str, Any]) -> None:
        """A room chat line said here."""
        ...

    def names(self, name: str, held: bool) -> None:
        """A name was taken here (``held``) or freed."""
        ...

    def viewers(self, record_id: int, user_ids: set[int]) -> None:
        """Who watched a game here to its end (they may read its record)."""
        ...

    def health(self) -> dict[str, Any]:
        """What ``/health`` says of the node."""
        ...


class SoloNode:
    """The room in one process: every open table restored here, nobody else to tell."""

    name = "solo"

    async def start(self, room: Room, dispatch: Dispatch) -> None:
        """Restore every open table from the store."""
        for stored in await room.db.run(room.db.store.open_tables):
            await room.adopt(stored)

    async def stop(self) -> None:
        """Nothing to give back."""

    async def opened(self, table: Table) -> None:
        """Every table lives here."""

    def changed(self, table: Table, text: str) -> None:
        """Nobody else to tell."""

    def closed(self, table: Table, text: str) -> None:
        """Nobody else to tell."""

    def elsewhere(self) -> list[dict[str, Any]]:
        """No other process: no tables elsewhere."""
        return []

    def present_elsewhere(self, user_id: int) -> bool:
        """No other process."""
        return False

    def opened_elsewhere_from(self, address: str) -> int:
        """No other process."""
        return 0

    def seated_elsewhere(self) -> set[int]:
        """No other process."""
        return set()

    def connected(self, connection: Connection) -> None:
        """Nothing to note."""

    def disconnected(self, connection: Connection) -> None:
        """Nothing to forget."""

    def arrived(self, connection: Connection) -> None:
        """Nothing elsewhere to follow."""

    def detached(self, connection: Connection, tables: set[int], last: bool) -> None:
        """Nothing elsewhere to tell."""

    def updated(self, connection: Connection) -> None:
        """Nothing elsewhere to tell."""

    async def forward(self, connection: Connection, table_id: int, raw: str) -> bool:
        """Every table is here (or nowhere)."""
        return False

    def said(self, line: dict[str, Any]) -> None:
        """Nobody else to tell."""

    def names(self, name: str, held: bool) -> None:
        """Nobody else to tell."""

    def viewers(self, record_id: int, user_ids: set[int]) -> None:
        """Nobody else to tell."""

    def health(self) -> dict[str, Any]:
        """One process."""
        return {"node": self.name}


if TYPE_CHECKING:
    def _is_a_node(node: SoloNode) -> Node:
        return node  # mypy checks that SoloNode has every method of the protocol
