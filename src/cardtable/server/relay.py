"""A client of another process, as a table here sees it: ``RemoteConnection``.

When a client connected to process A asks something of a table that lives in process B, A
relays the message to B (``cluster.RedisNode.forward``), and B handles it for a
``RemoteConnection``: a ``Connection`` whose frames go back to A over the bus instead of
down a socket, carrying the client's user, token, language and verbosity as A last told.
Handlers and tables treat it as any other connection; it may watch B's tables, and B's
broadcasts reach it like the rest.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any, Final

from cardtable.server.connection import Connection
from cardtable.server.limits import Limits
from cardtable.server.store import User
from cardtable.text.context import Verbosity
from cardtable.text.decks import DECK_CHOICES

log = logging.getLogger(__name__)

Outbox = Callable[[str, dict[str, Any]], None]
"""Sends a bus message to a node (its id, the message)."""

VERBOSITIES: Final = ("brief", "normal", "full")


class _NoSocket:
    """A remote connection has no socket here: its frames go through the bus."""

    async def send_text(self, data: str) -> None:
        raise RuntimeError("a remote connection is sent to through the bus")

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        """Nothing to close here."""


def describe(connection: Connection) -> dict[str, Any]:
    """What another process needs to know of a connection here to act for it: ``c`` its
    id, ``u`` its user, ``th`` its token's hash, ``l``, ``vb`` and ``dk`` its language,
    verbosity and deck choice, ``a`` its address."""
    user = connection.user
    return {"c": connection.id,
            "u": None if user is None else [user.id, user.name, user.guest],
            "th": connection.token_hash, "l": connection.lang, "vb": connection.verbosity,
            "dk": connection.deck, "a": connection.address}


class RemoteConnection(Connection):
    """A connection of process ``node`` (its id there: ``remote_id``)."""

    relayed = True

    def __init__(self, node: str, remote_id: int, limits: Limits, outbox: Outbox) -> None:
        super().__init__(_NoSocket(), limits)
        self.node = node
        self.remote_id = remote_id
        self._outbox = outbox
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        """The messages relayed for it, handled one at a time in order (as its own process
        handles a socket's frames)."""
        self.worker: asyncio.Task[None] | None = None

    def learn(self, described: dict[str, Any]) -> None:
        """Take what its process says of it now (``describe``)."""
        user = described.get("u")
        self.user = None if user is None else User(int(user[0]), str(user[1]), bool(user[2]))
        self.token_hash = described.get("th")
        lang = described.get("l")
        self.lang = lang if isinstance(lang, str) else None
        verbosity = described.get("vb")
        if verbosity in VERBOSITIES:
            self.verbosity = _verbosity(verbosity)
        deck = described.get("dk")
        self.deck = deck if deck in DECK_CHOICES else "language"
        self.address = str(described.get("a") or "")

    def send_text(self, text: str) -> None:
        """Hand the frame to its process, which sends it down the client's socket."""
        if not self.closing:
            self._outbox(self.node, {"k": "out", "c": self.remote_id, "f": text})

    def follow(self, table_id: int) -> None:
        """It watches a table here: its process notes it (for the lobby's frames, and to
        follow the table if it moves to another process)."""
        self.tables.add(table_id)
        self._outbox(self.node, {"k": "watching", "c": self.remote_id, "t": table_id,
                                 "on": True})

    def unfollow(self, table_id: int) -> None:
        """It stopped watching a table here."""
        self.tables.discard(table_id)
        self._outbox(self.node, {"k": "watching", "c": self.remote_id, "t": table_id,
                                 "on": False})

    def close(self, code: int = 1000) -> None:
        """Ask its process to close the client's socket with ``code``."""
        if self.closing:
            return
        self.closing = True
        self._outbox(self.node, {"k": "close", "c": self.remote_id, "code": code})

    async def run_sender(self) -> None:
        """Nothing to send from here: frames leave through the bus as they come."""

    def stop(self) -> None:
        """It is gone (its client left, or its process died): stop its work here."""
        self.closing = True
        for task in (self.worker, self.hint_task):
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        with contextlib.suppress(asyncio.QueueEmpty):
            while True:
                self.inbox.get_nowait()


def _verbosity(value: str) -> Verbosity:
    if value == "brief":
        return "brief"
    return "normal" if value == "normal" else "full"
