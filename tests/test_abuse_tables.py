"""Issue 16's table, move and record attacks (``bench/abuse_tables.py``), each in its short
form against a real room (``cardtable serve`` in a subprocess, SQLite in a temporary
folder, restarted where a row asks): every one must hold. Loops are bounded and every client
is on loopback; no figure of time is asserted on."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import abuse  # noqa: E402
import abuse_tables  # noqa: E402

pytestmark = pytest.mark.timeout(300)


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Iterator[abuse.Room]:
    """One room for the rows, in order (the expiry rows look at the flood's tables)."""
    before = os.environ.get("CARDTABLE_ABUSE_SHORT")
    os.environ["CARDTABLE_ABUSE_SHORT"] = "1"
    started = abuse.Room(tmp_path_factory.mktemp("abuse"), None, [])
    started.start()
    abuse_tables.RESTART = started.restart
    try:
        yield started
    finally:
        abuse_tables.RESTART = None
        started.stop()
        print(started.log.read_text())  # shown by pytest when a row fails
        if before is None:
            os.environ.pop("CARDTABLE_ABUSE_SHORT", None)
        else:
            os.environ["CARDTABLE_ABUSE_SHORT"] = before


@pytest.mark.parametrize("name", [name for name, _ in abuse_tables.ROWS])
def test_the_room_holds(room: abuse.Room, name: str) -> None:
    attack = dict(abuse_tables.ROWS)[name]
    held, figure = asyncio.run(asyncio.wait_for(attack(room.base), abuse.ROW_SECONDS))
    assert held, f"{name}: {figure}"


def test_the_runner_knows_every_row_and_drops_options_a_room_does_not_know(
        tmp_path: Path) -> None:
    names = [name for _, name, _ in abuse.rows()]
    assert names[:len(abuse_tables.ROWS)] == [name for name, _ in abuse_tables.ROWS]
    room = abuse.Room(tmp_path, None, ["--no-such-option", "3", "--grace", "5"])
    assert "--no-such-option" not in room.args and "3" not in room.args
    assert room.args[-2:] == ["--grace", "5"]
    assert "--waiting-table-seconds" in room.args
    results = [{"attack": "a", "held": True, "figure": "1"},
               {"attack": "b", "held": False, "figure": "2"}]
    assert abuse.table(results).splitlines()[2:] == ["| a | held | 1 |", "| b | broken | 2 |"]
