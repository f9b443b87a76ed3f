"""What the room server keeps: the storage interface, behind which SQLite or PostgreSQL sits.

The server is the only authority on a game; the store keeps enough to rebuild every table
after a restart: a table's game, options, seed and seats, and every accepted move in order.
A move is committed before it is broadcast; the server commits the moves of many tables
together (``append_moves``, one transaction). Finished games become records
(``cardtable-record/1``). Calls are synchronous; the server runs them in a worker thread.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


class StoreError(Exception):
    """A store operation that cannot be done (a name taken, a table unknown ...)."""


class NameTaken(StoreError):
    """A user name that another account or guest already holds."""


@dataclass(frozen=True, slots=True)
class User:
    """An account or a guest. ``password_hash`` is ``None`` for guests."""

    id: int
    name: str
    guest: bool
    password_hash: str | None = None


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits in a seat: a person (``user_id``) or a bot (``bot`` level), or nobody."""

    user_id: int | None = None
    bot: str | None = None


@dataclass(frozen=True, slots=True)
class StoredMove:
    """One accepted move: its number in the table's game (from 1), seat and canonical text."""

    number: int
    seat: int
    text: str


@dataclass(frozen=True, slots=True)
class NewMove:
    """A move to keep at a table (``append_moves``): its number, seat and canonical text."""

    table_id: int
    number: int
    seat: int
    text: str


@dataclass(frozen=True, slots=True)
class StoredTable:
    """A table as kept: enough to rebuild its game by replaying ``moves`` from ``seed``."""

    id: int
    owner_id: int
    game: str
    """``sweep`` or ``metamorphosis``."""
    options: dict[str, Any]
    """Resolved options (``Rules.to_options()``)."""
    seed: int
    status: str
    """``waiting`` (seats being filled), ``playing`` or ``finished``."""
    seats: tuple[SeatSpec, ...]
    moves: tuple[StoredMove, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class StoredRecord:
    """A finished game's record, with the users who played in it."""

    id: int
    table_id: int
    record: dict[str, Any]
    user_ids: tuple[int, ...]
    public_id: str = ""
    """The record's id in links (``/records/{public_id}.json``): random, not guessable."""
    shared: bool = False
    """Whether its players let anyone find it (``records`` of another player lists it)."""


def new_public_id() -> str:
    """A record's public id: 16 random URL-safe characters (96 bits)."""
    return secrets.token_urlsafe(12)


def refused_move(move: NewMove, status: str | None, last: int) -> StoreError | None:
    """Why a table cannot take ``move`` (``None`` if it can): the table is unknown
    (``status`` ``None``) or finished, or ``move.number`` is not the one after ``last``.

    >>> refused_move(NewMove(4, 3, 0, "7d"), "playing", 1)
    StoreError('move 3 for table 4: the next move is 2')
    >>> refused_move(NewMove(4, 2, 0, "7d"), "playing", 1) is None
    True
    """
    if status is None:
        return StoreError(f"no table {move.table_id}")
    if status == "finished":
        return StoreError(f"table {move.table_id} is finished")
    if move.number != last + 1:
        return StoreError(f"move {move.number} for table {move.table_id}: the next move is "
                          f"{last + 1}")
    return None


class Store(Protocol):
    """Storage for the room. Every method commits before it returns."""

    # Accounts ---------------------------------------------------------------------------
    def create_user(self, name: str, password_hash: str | None, guest: bool) -> User:
        """A new account (or guest); raises ``NameTaken`` if the name is held (any case)."""
        ...

    def user_by_name(self, name: str) -> User | None:
        """The user of that name (case-insensitive), or ``None``."""
        ...

    def user_by_id(self, user_id: int) -> User | None:
        """The user with that id, or ``None``."""
        ...

    def create_session(self, user_id: int, token_hash: str) -> None:
        """Remember a session token (only its hash is stored)."""
        ...

    def user_for_session(self, token_hash: str) -> User | None:
        """The user a session token belongs to, or ``None``."""
        ...

    def delete_session(self, token_hash: str) -> None:
        """Forget a session token (sign out)."""
        ...

    def settings_of(self, user_id: int) -> dict[str, Any]:
        """A user's saved client settings (``{}`` if none were saved)."""
        ...

    # Names held and guests that expire (issue 16) ----------------------------------------
    def user_names(self) -> list[str]:
        """Every name held now (accounts and guests not expired)."""
        ...

    def guests(self) -> list[User]:
        """Every guest not expired."""
        ...

    def expire_guest(self, user_id: int) -> bool:
        """Expire a guest: its sessions are forgotten and its name is free for anyone; the
        user stays (unnamed for lookups) for the records it played in. ``False`` if
        ``user_id`` is no guest, or expired already."""
        ...

    def set_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        """Keep a user's client settings (a JSON object), replacing those saved before."""
        ...

    # Tables -----------------------------------------------------------------------------
    def create_table(self, owner_id: int, game: str, options: dict[str, Any], seed: int,
                     seats: Sequence[SeatSpec]) -> StoredTable:
        """A new table, status ``waiting``."""
        ...

    def set_seats(self, table_id: int, seats: Sequence[SeatSpec]) -> None:
        """Replace who sits where."""
        ...

    def set_status(self, table_id: int, status: str) -> None:
        """``waiting``, ``playing`` or ``finished``."""
        ...

    def append_move(self, table_id: int, number: int, seat: int, text: str) -> None:
        """Keep an accepted move; ``number`` must be the next one (else ``StoreError``)."""
        ...

    def append_moves(self, moves: Sequence[NewMove]) -> list[StoreError | None]:
        """Keep several moves, of any tables, in order, in one transaction (group commit):
        each as ``append_move`` would (a table's numbers go on from those kept before and
        earlier in ``moves``). A move refused is refused alone: its place in the answer holds
        the ``StoreError``, the others' ``None``, and the others are kept."""
        ...

    def table(self, table_id: int) -> StoredTable | None:
        """One table with its moves, or ``None``."""
        ...

    def open_tables(self) -> list[StoredTable]:
        """Every table not finished, with its moves: what a restarted server restores."""
        ...

    def open_table_ids(self) -> list[int]:
        """The ids of every table not finished (cheap: no seats, no moves)."""
        ...

    def count_open_tables(self, owner_id: int) -> int:
        """Tables not finished that a user owns (for the per-user limit)."""
        ...

    # Records and ratings ----------------------------------------------------------------
    def finish_table(self, table_id: int, record: dict[str, Any],
                     user_ids: Sequence[int]) -> StoredRecord:
        """Mark a table finished and keep its record, in one transaction."""
        ...

    def records_of(self, user_id: int) -> list[StoredRecord]:
        """Records of the games a user played, newest first."""
        ...

    def count_records(self, user_id: int) -> int:
        """How many finished games a user played (a returning player has some)."""
        ...

    def record(self, record_id: int) -> StoredRecord | None:
        """One record, or ``None``."""
        ...

    def record_by_key(self, public_id: str) -> StoredRecord | None:
        """The record of that public id, or ``None``."""
        ...

    def set_shared(self, record_id: int, shared: bool) -> None:
        """Let anyone find a record (or no longer); ``StoreError`` if there is none."""
        ...

    def rating(self, user_id: int, family: str) -> tuple[float, float] | None:
        """A user's OpenSkill (mu, sigma) in a game family (``sweep``, ``metamorphosis``)."""
        ...

    def set_ratings(self, family: str, ratings: dict[int, tuple[float, float]]) -> None:
        """Set several users' ratings in a family, in one transaction."""
        ...

    def close(self) -> None:
        """Release connections."""
        ...
