"""The lobby's frames for the connections that follow it, at most one a table every so often.

A table's own watchers hear each of its changes at once (``Room.table_changed``). Everyone
else who follows the lobby hears, every ``seconds``, the newest ``table`` frame of each
table that changed meanwhile (and ``table_closed`` for each that closed), each encoded once:
a table opened, given a bot and started within that time is one frame, not three, and a
room of a thousand people is not a thousand frames for every seat taken. A follower that
asked for ``batch`` gets them all in one ``lobby`` frame a flush: a crowd arriving at once
(hundreds in the room while hundreds of tables open) is then one frame each per flush, not
tables x followers of them, which swamped a room of a thousand (issue 17).

>>> sent = []
>>> class Follower:
...     lobby, lobby_batch, user, tables = True, False, "someone", set()
...     def send_text(self, text): sent.append(text)
>>> feed = LobbyFeed(lambda: [Follower()], seconds=0)
>>> feed.post(3, '{"type":"table"}')
>>> sent
['{"type":"table"}']
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import Any, Final, Protocol

from cardtable.server.protocol import frame
from cardtable.server.wire import encode


class Follower(Protocol):
    """What the feed needs of a connection."""

    lobby: bool
    lobby_batch: bool
    user: Any
    tables: set[int]

    def send_text(self, text: str) -> None:
        """Queue an encoded frame."""
        ...


class LobbyFeed:
    """Coalesces the lobby's frames (see the module's docstring); ``seconds`` 0 sends each
    at once."""

    def __init__(self, connections: Callable[[], Iterable[Follower]],
                 seconds: float) -> None:
        self._connections = connections
        self.seconds = seconds
        self._pending: dict[int, tuple[str, set[int]]] = {}
        self._timer: asyncio.TimerHandle | None = None

    def post(self, table_id: int, text: str, heard: Iterable[object] = ()) -> None:
        """A table's newest lobby frame (``table`` or ``table_closed``): sent at the next
        flush, in place of any before it, to the followers that neither watch the table
        then nor are among ``heard`` (the connections that had it at once)."""
        told = {id(connection) for connection in heard}
        if self.seconds <= 0:
            self._send({table_id: (text, told)})
            return
        self._pending.pop(table_id, None)  # keep the order of the tables' last changes
        self._pending[table_id] = (text, told)
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(self.seconds, self.flush)

    def flush(self) -> None:
        """Send what is pending now."""
        self._timer = None
        pending, self._pending = self._pending, {}
        self._send(pending)

    def stop(self) -> None:
        """Send nothing more."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._pending.clear()

    def _send(self, frames: dict[int, tuple[str, set[int]]]) -> None:
        if not frames:
            return
        followers = [c for c in self._connections() if c.lobby and c.user is not None]
        batched: dict[tuple[int, ...], str] = {}
        everyone_told = set().union(*(told for _, told in frames.values()))
        every_table = tuple(frames)
        for connection in followers:
            if connection.lobby_batch:
                if id(connection) in everyone_told or not connection.tables.isdisjoint(frames):
                    ids = tuple(t for t, (_, told) in frames.items()
                                if t not in connection.tables and id(connection) not in told)
                else:
                    ids = every_table
                if ids:
                    text = batched.get(ids)
                    if text is None:
                        text = batched[ids] = lobby_frame([frames[t][0] for t in ids])
                    connection.send_text(text)
                continue
            for table_id, (text, told) in frames.items():
                if table_id not in connection.tables and id(connection) not in told:
                    connection.send_text(text)


_EMPTY_LOBBY: Final = encode(frame("lobby", frames=[]))


def lobby_frame(texts: list[str]) -> str:
    """One ``lobby`` frame holding the encoded frames ``texts`` (each as it is).

    >>> lobby_frame(['{"v":1,"type":"table_closed","table":3}'])
    '{"v":1,"type":"lobby","frames":[{"v":1,"type":"table_closed","table":3}]}'
    """
    return f"{_EMPTY_LOBBY[:-2]}{','.join(texts)}]}}"
