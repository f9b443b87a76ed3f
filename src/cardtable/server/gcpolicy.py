"""How the room's process collects its garbage: rarely a full collection, never of what it
loaded to start.

A room of a thousand players keeps millions of long-lived objects (every table's game,
record so far and frames; every connection), and CPython's default thresholds (700, 10,
10) ran a full collection of all of them every two seconds or so, each a pause of about
150 ms of the event loop: every move waiting then was late by as much (the p99 of a move,
measured by ``bench/load.py`` with 1,000 players). After the room has started, what it
loaded (modules, catalogues, the tables it restored) is frozen out of the collector's sight
(``gc.freeze``), and the young generation is collected every ``YOUNG`` allocations instead
of 700, so that full collections come a few times a minute. The room makes few reference
cycles: what it leaves is collected all the same, later.
"""

from __future__ import annotations

import gc
from typing import Final

YOUNG: Final = 10_000
"""Allocations (less deallocations) between two collections of the youngest generation."""
OLDER: Final = (50, 100)
"""Collections of each generation between two of the next one."""


def settle() -> None:
    """Collect once, freeze what survives (the started room), and collect less often from
    now on. For a server's own process: it changes the whole interpreter."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, *OLDER)
