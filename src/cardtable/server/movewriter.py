"""Group commit: the moves of every table, written together in as few transactions as can be.

A move waits in the writer's queue while the commit before it runs; the next commit takes
everything queued by then (up to ``MOST_MOVES``; with a ``window``, after waiting that many
seconds more, unless the queue fills or the writer stops first) in one call,
``Store.append_moves``, in one transaction. Each caller is answered only once the commit
that holds its move has returned: nothing is acknowledged, so nothing is broadcast, that is
not stored. One move refused (a wrong number, a finished table) is refused to its caller
alone; a commit that fails fails every move it held.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Final

from cardtable.server.store import NewMove, StoreError

MOST_MOVES: Final = 500
"""The most moves one transaction holds (a bound on its size, and on its SQL parameters)."""

WriteMoves = Callable[[list[NewMove]], Awaitable[list[StoreError | None]]]
"""How a batch is written: ``Store.append_moves`` run in the store's worker thread."""


class WriterStopped(RuntimeError):
    """A move given to a writer that has stopped (the room is shutting down)."""


class MoveWriter:
    """The queue of moves not yet committed, and the one task that commits them."""

    def __init__(self, write: WriteMoves, window: float = 0.0,
                 most: int = MOST_MOVES) -> None:
        self._write = write
        self._window = window
        self._most = max(most, 1)
        self._queue: list[tuple[NewMove, asyncio.Future[None]]] = []
        self._task: asyncio.Task[None] | None = None
        self._stopped = False
        self._hurry = asyncio.Event()
        """Set when the commit should not wait out the window (the queue is full, or the
        writer stops)."""

    async def append(self, move: NewMove) -> None:
        """Queue ``move`` and return once a commit holds it; raises its ``StoreError`` if
        it was refused, or what the commit raised if it failed."""
        if self._stopped:
            raise WriterStopped(f"move {move.number} of table {move.table_id}: the room's "
                                "store is stopped")
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((move, future))
        if len(self._queue) >= self._most:
            self._hurry.set()
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain())
        await future

    async def stop(self) -> None:
        """Take no more moves, and return once every move queued is written."""
        self._stopped = True
        self._hurry.set()
        if self._task is not None:
            await self._task

    async def _drain(self) -> None:
        while self._queue:
            if self._window > 0 and not self._stopped and len(self._queue) < self._most:
                self._hurry.clear()
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(self._window):
                        await self._hurry.wait()
            batch = self._queue[:self._most]
            del self._queue[:self._most]
            await self._commit(batch)

    async def _commit(self, batch: list[tuple[NewMove, asyncio.Future[None]]]) -> None:
        try:
            answers = await self._write([move for move, _ in batch])
            outcomes = list(zip(batch, answers, strict=True))
        except asyncio.CancelledError:  # the loop is closing: nothing more is answered
            for _, future in [*batch, *self._queue]:
                future.cancel()
            self._queue.clear()
            raise
        except Exception as error:
            for _, future in batch:
                if not future.done():
                    future.set_exception(error)
            return
        for (_, future), refusal in outcomes:
            if future.done():  # its caller was cancelled: the move is kept all the same
                continue
            if refusal is None:
                future.set_result(None)
            else:
                future.set_exception(refusal)
