"""One client's WebSocket: who signed in on it, what it watches, and its outgoing frames.

Frames are queued and sent by one task per connection, so a broadcast never waits for a
slow client; a client that lets too many frames pile up is disconnected.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Protocol

from cardtable.server.limits import Limits, RateLimiter
from cardtable.server.store import User
from cardtable.server.wire import encode
from cardtable.text.context import Verbosity

log = logging.getLogger(__name__)

CLOSE_TOO_BIG = 1009
CLOSE_TRY_LATER = 1013
CLOSE_POLICY = 1008


class Socket(Protocol):
    """What a connection needs of a WebSocket (Starlette's has it)."""

    async def send_text(self, data: str) -> None:
        """Send one text frame."""
        ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        """Close the connection."""
        ...


class Connection:
    """A client connection and its outgoing queue."""

    _next_id = 0
    relayed = False
    """Whether it is a connection of another process, reached through it
    (``relay.RemoteConnection``)."""

    def __init__(self, socket: Socket, limits: Limits, address: str = "") -> None:
        Connection._next_id += 1
        self.id = Connection._next_id
        self.socket = socket
        self.address = address
        """The client's network address (the limits per address count by it)."""
        self.user: User | None = None
        self.token_hash: str | None = None
        self.tables: set[int] = set()
        """Tables whose frames this connection receives (sitting or watching)."""
        self.lobby = False
        """Whether it receives every table's changes (after ``list_tables``)."""
        self.lobby_batch = False
        """Whether those changes come together, one ``lobby`` frame a flush (``batch``)."""
        self.lang: str | None = None
        """The language of the game's sentences it is sent (after ``language``); with
        ``None`` its game frames carry no ``speech``."""
        self.verbosity: Verbosity = "full"
        """How much its sentences say: ``brief``, ``normal`` or ``full`` (``language``)."""
        self.deck = "language"
        """The deck style its sentences name the cards in (``language``, ``text.decks``)."""
        self.hint_task: asyncio.Task[None] | None = None
        """The hint being worked out for it, if any (one at a time)."""
        self.rate = RateLimiter(limits.messages_per_second, limits.burst)
        self.closing = False
        self._queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=limits.send_queue)
        self._close_code = 1000

    @property
    def user_id(self) -> int | None:
        """The signed-in user's id, or ``None``."""
        return None if self.user is None else self.user.id

    def follow(self, table_id: int) -> None:
        """Receive a table's frames from now on."""
        self.tables.add(table_id)

    def unfollow(self, table_id: int) -> None:
        """Stop receiving a table's frames."""
        self.tables.discard(table_id)

    def send(self, frame: dict[str, Any]) -> None:
        """Queue one frame (a JSON object); a client too slow to take them is dropped."""
        if not self.closing:
            self.send_text(encode(frame))

    def send_text(self, text: str) -> None:
        """Queue one frame encoded already (``wire.encode``), as ``send`` does: what a
        broadcast sends many receivers is encoded once."""
        if self.closing:
            return
        try:
            self._queue.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("connection %s is too slow: closing it", self.id)
            self.close(CLOSE_POLICY)

    def close(self, code: int = 1000) -> None:
        """Send what is queued, then close with ``code``."""
        if self.closing:
            return
        self.closing = True
        self._close_code = code
        while True:
            try:
                self._queue.put_nowait(None)
                return
            except asyncio.QueueFull:
                self._queue.get_nowait()

    async def run_sender(self) -> None:
        """Send queued frames in order until the connection closes."""
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    await self.socket.close(self._close_code)
                    return
                await self.socket.send_text(text)
        except asyncio.CancelledError:
            raise
        except Exception:  # the client has gone: nothing more to send
            self.closing = True
