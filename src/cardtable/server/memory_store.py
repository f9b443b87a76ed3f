"""An in-memory ``Store``: the same behaviour as the SQL store, kept in dictionaries.

For fast tests and for a room that need not outlive its process (``--database-url
memory:``). Every method takes one lock, so worker threads may call it freely; what it
returns is a copy, as a database would give.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from cardtable.server.store import (
    NameTaken,
    NewMove,
    SeatSpec,
    StoredMove,
    StoredRecord,
    StoredTable,
    StoreError,
    User,
    new_public_id,
    refused_move,
)

STATUSES = ("waiting", "playing", "finished")


class MemoryStore:
    """Accounts, tables, moves, records and ratings in memory (see ``Store``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users: dict[int, User] = {}
        self._names: dict[str, int] = {}
        self._sessions: dict[str, int] = {}
        self._tables: dict[int, StoredTable] = {}
        self._records: dict[int, StoredRecord] = {}
        self._ratings: dict[tuple[int, str], tuple[float, float]] = {}
        self._settings: dict[int, dict[str, Any]] = {}

    # Accounts ---------------------------------------------------------------------------
    def create_user(self, name: str, password_hash: str | None, guest: bool) -> User:
        """A new account (or guest); raises ``NameTaken`` if the name is held (any case)."""
        with self._lock:
            key = name.casefold()
            if key in self._names:
                raise NameTaken(f"the name {name!r} is taken: choose another")
            user = User(len(self._users) + 1, name, guest, password_hash)
            self._users[user.id] = user
            self._names[key] = user.id
            return user

    def user_by_name(self, name: str) -> User | None:
        """The user of that name (case-insensitive), or ``None``."""
        with self._lock:
            user_id = self._names.get(name.casefold())
            return None if user_id is None else self._users[user_id]

    def user_by_id(self, user_id: int) -> User | None:
        """The user with that id, or ``None``."""
        with self._lock:
            return self._users.get(user_id)

    def create_session(self, user_id: int, token_hash: str) -> None:
        """Remember a session token (only its hash is stored)."""
        with self._lock:
            if user_id not in self._users:
                raise StoreError(f"there is no user {user_id}")
            self._sessions[token_hash] = user_id

    def user_for_session(self, token_hash: str) -> User | None:
        """The user a session token belongs to, or ``None``."""
        with self._lock:
            user_id = self._sessions.get(token_hash)
            return None if user_id is None else self._users.get(user_id)

    def delete_session(self, token_hash: str) -> None:
        """Forget a session token (sign out)."""
        with self._lock:
            self._sessions.pop(token_hash, None)

    def user_names(self) -> list[str]:
        """Every name held now (accounts and guests not expired)."""
        with self._lock:
            return [self._users[user_id].name for user_id in self._names.values()]

    def guests(self) -> list[User]:
        """Every guest not expired."""
        with self._lock:
            return [self._users[i] for i in self._names.values() if self._users[i].guest]

    def expire_guest(self, user_id: int) -> bool:
        """Expire a guest: its sessions are forgotten and its name is free (see ``Store``)."""
        with self._lock:
            user = self._users.get(user_id)
            key = None if user is None else user.name.casefold()
            if user is None or not user.guest or self._names.get(key or "") != user_id:
                return False
            del self._names[user.name.casefold()]
            for token_hash in [t for t, u in self._sessions.items() if u == user_id]:
                del self._sessions[token_hash]
            return True

    def settings_of(self, user_id: int) -> dict[str, Any]:
        """A user's saved client settings (``{}`` if none were saved)."""
        with self._lock:
            return copy.deepcopy(self._settings.get(user_id, {}))

    def set_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        """Keep a user's client settings (a JSON object), replacing those saved before."""
        with self._lock:
            if user_id not in self._users:
                raise StoreError(f"there is no user {user_id}")
            self._settings[user_id] = copy.deepcopy(settings)

    # Tables -----------------------------------------------------------------------------
    def create_table(self, owner_id: int, game: str, options: dict[str, Any], seed: int,
                     seats: Sequence[SeatSpec]) -> StoredTable:
        """A new table, status ``waiting``."""
        with self._lock:
            table = StoredTable(len(self._tables) + 1, owner_id, game, copy.deepcopy(options),
                                seed, "waiting", tuple(seats))
            self._tables[table.id] = table
            return _copied(table)

    def set_seats(self, table_id: int, seats: Sequence[SeatSpec]) -> None:
        """Replace who sits where."""
        with self._lock:
            table = self._table(table_id)
            self._tables[table_id] = replace(table, seats=tuple(seats))

    def set_status(self, table_id: int, status: str) -> None:
        """``waiting``, ``playing`` or ``finished``."""
        if status not in STATUSES:
            raise StoreError(f"status must be one of {', '.join(STATUSES)}; got {status!r}")
        with self._lock:
            table = self._table(table_id)
            self._tables[table_id] = replace(table, status=status)

    def append_move(self, table_id: int, number: int, seat: int, text: str) -> None:
        """Keep an accepted move; ``number`` must be the next one (else ``StoreError``).

        A finished table takes no more moves.
        """
        with self._lock:
            refusal = self._add_move(NewMove(table_id, number, seat, text))
        if refusal is not None:
            raise refusal

    def append_moves(self, moves: Sequence[NewMove]) -> list[StoreError | None]:
        """Keep several moves at once, each refused alone (see ``Store``)."""
        with self._lock:
            return [self._add_move(move) for move in moves]

    def _add_move(self, move: NewMove) -> StoreError | None:
        table = self._tables.get(move.table_id)
        refusal = refused_move(move, None if table is None else table.status,
                               0 if table is None else len(table.moves))
        if table is None or refusal is not None:
            return refusal
        moves = (*table.moves, StoredMove(move.number, move.seat, move.text))
        self._tables[move.table_id] = replace(table, moves=moves)
        return None

    def table(self, table_id: int) -> StoredTable | None:
        """One table with its moves, or ``None``."""
        with self._lock:
            table = self._tables.get(table_id)
            return None if table is None else _copied(table)

    def open_tables(self) -> list[StoredTable]:
        """Every table not finished, with its moves: what a restarted server restores."""
        with self._lock:
            return [_copied(t) for t in self._tables.values() if t.status != "finished"]

    def open_table_ids(self) -> list[int]:
        """The ids of every table not finished, in order."""
        with self._lock:
            return sorted(t.id for t in self._tables.values() if t.status != "finished")

    def count_open_tables(self, owner_id: int) -> int:
        """Tables not finished that a user owns (for the per-user limit)."""
        with self._lock:
            return sum(1 for t in self._tables.values()
                       if t.owner_id == owner_id and t.status != "finished")

    # Records and ratings ----------------------------------------------------------------
    def finish_table(self, table_id: int, record: dict[str, Any],
                     user_ids: Sequence[int]) -> StoredRecord:
        """Mark a table finished and keep its record, in one transaction."""
        with self._lock:
            table = self._table(table_id)
            if any(r.table_id == table_id for r in self._records.values()):
                raise StoreError(f"table {table_id} already has a record")
            self._tables[table_id] = replace(table, status="finished")
            stored = StoredRecord(len(self._records) + 1, table_id, copy.deepcopy(record),
                                  tuple(dict.fromkeys(user_ids)), new_public_id())
            self._records[stored.id] = stored
            return _copied_record(stored)

    def records_of(self, user_id: int) -> list[StoredRecord]:
        """Records of the games a user played, newest first."""
        with self._lock:
            mine = [r for r in self._records.values() if user_id in r.user_ids]
            return [_copied_record(r) for r in sorted(mine, key=lambda r: -r.id)]

    def count_records(self, user_id: int) -> int:
        """How many finished games a user played (a returning player has some)."""
        with self._lock:
            return sum(1 for r in self._records.values() if user_id in r.user_ids)

    def record(self, record_id: int) -> StoredRecord | None:
        """One record, or ``None``."""
        with self._lock:
            stored = self._records.get(record_id)
            return None if stored is None else _copied_record(stored)

    def record_by_key(self, public_id: str) -> StoredRecord | None:
        """The record of that public id, or ``None``."""
        with self._lock:
            found = next((r for r in self._records.values() if r.public_id == public_id),
                         None)
            return None if found is None else _copied_record(found)

    def set_shared(self, record_id: int, shared: bool) -> None:
        """Let anyone find a record (or no longer); ``StoreError`` if there is none."""
        with self._lock:
            stored = self._records.get(record_id)
            if stored is None:
                raise StoreError(f"there is no record {record_id}")
            self._records[record_id] = replace(stored, shared=shared)

    def rating(self, user_id: int, family: str) -> tuple[float, float] | None:
        """A user's OpenSkill (mu, sigma) in a game family (``sweep``, ``metamorphosis``)."""
        with self._lock:
            return self._ratings.get((user_id, family))

    def set_ratings(self, family: str, ratings: dict[int, tuple[float, float]]) -> None:
        """Set several users' ratings in a family, in one transaction."""
        with self._lock:
            for user_id, value in ratings.items():
                self._ratings[(user_id, family)] = (float(value[0]), float(value[1]))

    def close(self) -> None:
        """Nothing to release."""

    def _table(self, table_id: int) -> StoredTable:
        table = self._tables.get(table_id)
        if table is None:
            raise StoreError(f"there is no table {table_id}")
        return table


def _copied(table: StoredTable) -> StoredTable:
    return replace(table, options=copy.deepcopy(table.options))


def _copied_record(stored: StoredRecord) -> StoredRecord:
    return replace(stored, record=copy.deepcopy(stored.record))
