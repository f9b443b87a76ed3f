"""The synchronous ``Store`` called from the event loop through worker threads, and the
moves of every table committed together (``movewriter``)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from cardtable.server.movewriter import MoveWriter
from cardtable.server.store import NewMove, Store, StoreError

P = ParamSpec("P")
T = TypeVar("T")


class AsyncStore:
    """Runs store calls in worker threads (one by default, so calls keep their order).

    Moves go through ``append_move``, which commits those of many tables together, waiting
    ``commit_window`` seconds for more before each commit when it is set, in a thread of
    their own: a move never waits behind another table being opened or a player signing in
    (each table awaits its own writes in turn, so its moves and its other writes keep their
    order).
    """

    def __init__(self, store: Store, threads: int = 1, commit_window: float = 0.0) -> None:
        self.store = store
        self._executor = ThreadPoolExecutor(max_workers=max(threads, 1),
                                            thread_name_prefix="cardtable-store")
        self._mover = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cardtable-moves")
        self.moves = MoveWriter(self._write_moves, commit_window)

    async def run(self, method: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Call ``method`` (a method of ``self.store``) in a worker thread and await it."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor,
                                          functools.partial(method, *args, **kwargs))

    async def append_move(self, table_id: int, number: int, seat: int, text: str) -> None:
        """Keep an accepted move, in the next commit of moves; returns once it is
        committed, or raises its ``StoreError`` (``Store.append_move`` refuses the same)."""
        await self.moves.append(NewMove(table_id, number, seat, text))

    async def _write_moves(self, moves: list[NewMove]) -> list[StoreError | None]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._mover, self.store.append_moves, moves)

    async def shutdown(self) -> None:
        """Write the moves queued, finish the calls under way and stop the workers."""
        await self.moves.stop()
        self._mover.shutdown(wait=True)
        self._executor.shutdown(wait=True)
