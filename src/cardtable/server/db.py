"""The synchronous ``Store`` called from the event loop through worker threads."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from cardtable.server.store import Store

P = ParamSpec("P")
T = TypeVar("T")


class AsyncStore:
    """Runs store calls in worker threads (one by default, so calls keep their order)."""

    def __init__(self, store: Store, threads: int = 1) -> None:
        self.store = store
        self._executor = ThreadPoolExecutor(max_workers=max(threads, 1),
                                            thread_name_prefix="cardtable-store")

    async def run(self, method: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Call ``method`` (a method of ``self.store``) in a worker thread and await it."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor,
                                          functools.partial(method, *args, **kwargs))

    def shutdown(self) -> None:
        """Finish the calls under way and stop the workers."""
        self._executor.shutdown(wait=True)
