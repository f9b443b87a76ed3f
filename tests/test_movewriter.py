"""Group commit (issue 17): the move writer answers a move only once the commit that holds
it has returned, puts the moves that came meanwhile into one commit, refuses a wrong move
alone, and writes what is queued when the room stops."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

import pytest
from store_support import moves_of, playing_tables

from cardtable.server.db import AsyncStore
from cardtable.server.memory_store import MemoryStore
from cardtable.server.movewriter import MOST_MOVES, MoveWriter, WriterStopped
from cardtable.server.store import NewMove, StoreError

GUARD = 30.0
"""Seconds a wait may take before the test gives up (a guard, never an assertion)."""


class _HeldStore(MemoryStore):
    """A memory store that notes each batch of moves and, while ``held``, waits in it
    (before keeping anything) until the test lets it go on."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[NewMove]] = []
        self.entered = threading.Semaphore(0)
        self.go_on = threading.Event()
        self.go_on.set()
        self.failing = False

    def hold(self) -> None:
        self.go_on.clear()

    def append_moves(self, moves: Sequence[NewMove]) -> list[StoreError | None]:
        self.batches.append(list(moves))
        self.entered.release()
        assert self.go_on.wait(GUARD)
        if self.failing:
            raise OSError("the disk is gone")
        return super().append_moves(moves)

    def kept(self, table_id: int) -> list[str]:
        return [text for _, _, text in moves_of(self, table_id)]

    def writer(self, window: float = 0.0, most: int = MOST_MOVES) -> MoveWriter:
        """A move writer that writes straight into this store (no worker thread)."""

        async def write(moves: list[NewMove]) -> list[StoreError | None]:
            return self.append_moves(moves)

        return MoveWriter(write, window, most)


async def _in_commit(store: _HeldStore) -> None:
    """Wait until the writer is inside ``append_moves``, then let the loop run a while."""
    assert await asyncio.to_thread(store.entered.acquire, True, GUARD)
    for _ in range(20):
        await asyncio.sleep(0)


def test_a_move_is_answered_only_after_its_commit_and_later_ones_go_together() -> None:
    store = _HeldStore()
    first, second, third = playing_tables(store, 3)
    db = AsyncStore(store)

    async def scenario() -> None:
        store.hold()
        alone = asyncio.create_task(db.append_move(first, 1, 0, "a1"))
        await _in_commit(store)
        assert not alone.done()
        assert store.kept(first) == []
        later = [asyncio.create_task(db.append_move(table_id, 1, 0, f"{table_id}"))
                 for table_id in (second, third)]
        later.append(asyncio.create_task(db.append_move(first, 2, 1, "a2")))
        for _ in range(20):
            await asyncio.sleep(0)
        assert not any(task.done() for task in [alone, *later])
        store.go_on.set()
        await asyncio.wait_for(asyncio.gather(alone, *later), GUARD)
        await db.shutdown()

    asyncio.run(scenario())
    assert [len(batch) for batch in store.batches] == [1, 3]
    assert store.kept(first) == ["a1", "a2"]
    assert store.kept(second) == [f"{second}"] and store.kept(third) == [f"{third}"]


def test_a_wrong_move_is_refused_alone_and_a_failed_commit_fails_its_moves() -> None:
    store = _HeldStore()
    good, bad = playing_tables(store, 2)
    db = AsyncStore(store)

    async def scenario() -> None:
        kept, refused = await asyncio.gather(db.append_move(good, 1, 0, "g1"),
                                             db.append_move(bad, 2, 0, "b2"),
                                             return_exceptions=True)
        assert kept is None
        assert isinstance(refused, StoreError) and "next move is 1" in str(refused)
        store.failing = True
        with pytest.raises(OSError, match="the disk is gone"):
            await db.append_move(good, 2, 0, "g2")
        store.failing = False
        await db.append_move(good, 2, 0, "g2 again")
        await db.shutdown()

    asyncio.run(scenario())
    assert [len(batch) for batch in store.batches] == [2, 1, 1]
    assert store.kept(good) == ["g1", "g2 again"] and store.kept(bad) == []


def test_a_clean_stop_writes_every_move_queued_and_takes_no_more() -> None:
    store = _HeldStore()
    tables = playing_tables(store, 4)
    db = AsyncStore(store)

    async def scenario() -> None:
        store.hold()
        moves = [asyncio.create_task(db.append_move(table_id, 1, 0, "m1"))
                 for table_id in tables]
        await _in_commit(store)
        moves += [asyncio.create_task(db.append_move(table_id, 2, 0, "m2"))
                  for table_id in tables]
        for _ in range(20):
            await asyncio.sleep(0)
        stopping = asyncio.create_task(db.shutdown())
        for _ in range(20):
            await asyncio.sleep(0)
        with pytest.raises(WriterStopped):
            await db.append_move(tables[0], 3, 0, "too late")
        assert not stopping.done()
        store.go_on.set()
        await asyncio.wait_for(stopping, GUARD)
        assert all(task.done() and task.exception() is None for task in moves)

    asyncio.run(scenario())
    assert [len(batch) for batch in store.batches] == [4, 4]
    assert all(store.kept(table_id) == ["m1", "m2"] for table_id in tables)


def test_a_commit_holds_at_most_so_many_moves() -> None:
    store = _HeldStore()
    tables = playing_tables(store, 5)

    async def scenario() -> None:
        writer = store.writer(most=2)
        await asyncio.gather(*(writer.append(NewMove(table_id, 1, 0, "x"))
                               for table_id in tables))
        await writer.stop()

    asyncio.run(scenario())
    assert [len(batch) for batch in store.batches] == [2, 2, 1]


def test_a_window_gathers_the_moves_that_come_within_it() -> None:
    store = _HeldStore()
    tables = playing_tables(store, 3)

    async def scenario() -> None:
        writer = store.writer(window=GUARD)
        first = asyncio.create_task(writer.append(NewMove(tables[0], 1, 0, "x")))
        for _ in range(20):
            await asyncio.sleep(0)
        assert not first.done()  # the writer waits for more
        others = [asyncio.create_task(writer.append(NewMove(table_id, 1, 0, "x")))
                  for table_id in tables[1:]]
        for _ in range(20):
            await asyncio.sleep(0)
        assert store.batches == []
        await asyncio.wait_for(writer.stop(), GUARD)  # a stop does not wait out the window
        assert all(task.done() for task in [first, *others])

    asyncio.run(scenario())
    assert [len(batch) for batch in store.batches] == [3]
