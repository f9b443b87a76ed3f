"""Helpers for the store tests: tables ready for moves, and the moves a table kept."""

from __future__ import annotations

from cardtable.server.store import SeatSpec, Store


def playing_tables(store: Store, count: int) -> list[int]:
    """The ids of ``count`` new tables of one new user, each playing and with no move."""
    ana = store.create_user("Ana", None, True)
    tables = [store.create_table(ana.id, "sweep", {}, n, [SeatSpec(user_id=ana.id)]).id
              for n in range(count)]
    for table_id in tables:
        store.set_status(table_id, "playing")
    return tables


def moves_of(store: Store, table_id: int) -> list[tuple[int, int, str]]:
    """The moves a table kept, as (number, seat, text)."""
    table = store.table(table_id)
    assert table is not None
    return [(move.number, move.seat, move.text) for move in table.moves]
