"""The ``Store`` on SQLAlchemy 2: SQLite (the embedded default) or PostgreSQL by URL.

``open_store(url)`` is how the server gets its store: it creates the database if needed,
brings the schema to the newest migration, and returns a ``SqlStore``. Every method opens
its own session and commits before it returns, so the store can be called from any thread.

On SQLite, connections use WAL (readers do not wait for the writer) and enforce foreign
keys; writing methods begin with ``BEGIN IMMEDIATE`` so that two threads writing at once wait
for each other instead of failing on a stale snapshot. ``PRAGMA synchronous`` is ``FULL`` by
default: a commit is on the disk when it returns. ``NORMAL`` (``SYNCHRONOUS``) syncs the WAL
only at checkpoints: a commit still outlives the process (killed or not, it is in the
operating system's cache), but the last ones may be lost if the machine loses power or the
operating system crashes. The move writer commits many moves at once, so under ``FULL`` one
sync serves them all.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from alembic import command
from alembic.config import Config
from alembic.util.exc import CommandError
from platformdirs import user_data_dir
from sqlalchemy import Connection, Engine, create_engine, delete, event, func, select
from sqlalchemy.engine import URL, make_url
from sqlalchemy.engine.interfaces import Dialect
from sqlalchemy.exc import (
    ArgumentError,
    DataError,
    DBAPIError,
    IntegrityError,
    NoSuchModuleError,
)
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.pool import StaticPool

from cardtable.server.models import (
    KEY_LENGTH,
    NAME_LENGTH,
    STATUSES,
    RatingRow,
    RecordPlayerRow,
    RecordRow,
    SeatRow,
    SessionRow,
    TableRow,
    UserRow,
    utcnow,
)
from cardtable.server.store import (
    NameTaken,
    NewMove,
    SeatSpec,
    Store,
    StoredMove,
    StoredRecord,
    StoredTable,
    StoreError,
    User,
    new_public_id,
    refused_move,
)

DATA_ENV: Final = "CARDTABLE_DATA_DIR"
"""An environment variable naming another data directory (as ``terminal.storage`` reads it;
not imported from there, which would load the whole terminal client)."""

DATABASE_FILE: Final = "cardtable.db"
"""The SQLite file's name in the data directory."""

MIGRATIONS: Final = Path(__file__).resolve().parent / "migrations"
"""The Alembic script directory, shipped inside the package."""

SQLITE_BUSY_SECONDS: Final = 30.0
"""How long an SQLite connection waits for another's write before giving up."""

IMMEDIATE: Final = "cardtable_immediate"
"""An execution option: SQLite transactions of such connections begin ``IMMEDIATE``."""
CONNECT_SECONDS: Final = 10
"""How long a PostgreSQL connection may take to open (unless the URL's ``connect_timeout``
says otherwise): an unreachable server is an error soon, not a hang."""
URL_FORMS: Final = ("sqlite:///path/to/file.db, "
                    "postgresql+psycopg://user:password@host:5432/database, "
                    "or memory: to keep nothing")
"""The database URLs the server takes, for its messages."""
SYNCHRONOUS: Final = ("full", "normal")
"""The values of SQLite's ``PRAGMA synchronous`` the store takes (see the module's
docstring); the first is the default."""
_SEED_MIN: Final = -(2**63)
_SEED_MAX: Final = 2**63 - 1


def default_url() -> str:
    """The embedded database: ``cardtable.db`` in the data directory (created if missing).

    The data directory is ``$CARDTABLE_DATA_DIR``, else the platform's user data directory.
    """
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else Path(user_data_dir("cardtable"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / DATABASE_FILE}"


EXPIRED: Final = "#expired "
"""The start of an expired guest's name key: no name's key starts so (names start with a
letter or digit)."""


def name_key(name: str) -> str:
    """The form in which two names are the same name: NFKC-normalized and case-folded."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def create_store_engine(url: str, synchronous: str = SYNCHRONOUS[0]) -> Engine:
    """An engine for ``url`` set up for the store (SQLite: WAL, foreign keys, threads, and
    ``PRAGMA synchronous`` as ``synchronous`` says; PostgreSQL ignores it).

    Connections of an engine made with ``execution_options(cardtable_immediate=True)``
    begin their SQLite transactions with ``BEGIN IMMEDIATE``.
    """
    if synchronous not in SYNCHRONOUS:
        raise OpenError(f"PRAGMA synchronous={synchronous!r}: the room takes "
                        f"{' or '.join(SYNCHRONOUS)}")
    parsed = make_url(url)
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")  # the driver installed with us
    if parsed.get_backend_name() != "sqlite":
        timeout = {} if "connect_timeout" in parsed.query else {
            "connect_timeout": CONNECT_SECONDS}
        return create_engine(parsed, pool_pre_ping=True, connect_args=timeout)
    memory = parsed.database in (None, "", ":memory:") or parsed.query.get("mode") == "memory"
    engine = create_engine(
        parsed,
        connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_SECONDS},
        # An in-memory database lives in one connection: share it (tests only; one thread).
        poolclass=StaticPool if memory else None,
    )

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the driver, say when transactions begin (see ``_begin``).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            if not memory:
                cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute(f"PRAGMA synchronous={synchronous.upper()}")
            cursor.execute("PRAGMA foreign_keys=ON")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        immediate = connection.get_execution_options().get(IMMEDIATE, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def alembic_config(url: str | None = None) -> Config:
    """An Alembic configuration built in code, pointing at the package's migrations."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if url is not None:
        config.attributes["url"] = url
    return config


def migrate(engine: Engine, revision: str = "head") -> None:
    """Bring the database behind ``engine`` to ``revision`` (the newest by default)."""
    config = alembic_config()
    with engine.execution_options(**{IMMEDIATE: True}).begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


class OpenError(StoreError):
    """A database that cannot be opened; the message says why in one line (the URL shown
    without its password) and what would do."""


def open_store(url: str | None = None, synchronous: str = SYNCHRONOUS[0]) -> SqlStore:
    """The store at ``url`` (default: SQLite in the data directory), migrated to the newest;
    on SQLite, ``synchronous`` (``full`` or ``normal``) is its ``PRAGMA synchronous``.

    PostgreSQL URLs look like ``postgresql+psycopg://user:password@host:5432/database``
    (``postgresql://`` and ``postgres://`` also mean psycopg 3). A URL that is not one of
    these, a folder that does not exist, a server that does not answer (within
    ``CONNECT_SECONDS``) or refuses raise ``OpenError``.
    """
    url = url or default_url()
    parsed = _checked_url(url)
    shown = parsed.render_as_string(hide_password=True)
    try:
        store = SqlStore(url, synchronous)
    except (NoSuchModuleError, ImportError) as error:
        raise OpenError(f"cannot open the database {shown}: its driver "
                        f"{parsed.drivername} is not installed ({error}): use "
                        "postgresql+psycopg://...") from error
    try:
        migrate(store.engine)
    except DBAPIError as error:
        store.close()
        raise OpenError(f"cannot open the database {shown}: {_first_line(error.orig)}"
                        ) from error
    except CommandError as error:
        store.close()
        raise OpenError(f"cannot bring the database {shown} to this version's schema: "
                        f"{_first_line(error)} (was it made by a newer cardtable?)") from error
    except BaseException:
        store.close()
        raise
    return store


def _checked_url(url: str) -> URL:
    """``url`` parsed, if it names a database the store can open: SQLite (a file in a folder
    that exists, or memory) or PostgreSQL; else ``OpenError``."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise OpenError(f"{url!r} is not a database URL: use {URL_FORMS}") from None
    shown = parsed.render_as_string(hide_password=True)
    backend = parsed.get_backend_name()
    if backend not in ("sqlite", "postgresql", "postgres"):
        raise OpenError(f"{shown}: {backend} is not a database the room keeps games in: use "
                        f"{URL_FORMS}")
    if backend == "sqlite" and parsed.database not in (None, "", ":memory:") \
            and parsed.query.get("mode") != "memory":
        folder = Path(parsed.database).parent
        if not folder.is_dir():
            raise OpenError(f"cannot open the database {shown}: there is no folder {folder} "
                            "(make it first, or give a file in a folder that exists)")
    return parsed


def _first_line(error: object) -> str:
    """An error's message, first line only (drivers add hints on more lines)."""
    lines = str(error).strip().splitlines()
    return lines[0].strip() if lines else type(error).__name__


class MoveStatements:
    """``append_moves`` in the SQL of the database's driver: the tables' status and last
    move in one query (their rows locked in id order on PostgreSQL), the moves in one
    ``executemany``, the tables' ``updated`` in one update."""

    def __init__(self, dialect: Dialect) -> None:
        mark = "?" if dialect.paramstyle == "qmark" else "%s"
        self._mark = mark
        self._lock = " ORDER BY id FOR UPDATE" if dialect.name == "postgresql" else ""
        self._insert = (f"INSERT INTO moves (table_id, number, seat, text) "
                        f"VALUES ({mark}, {mark}, {mark}, {mark})")
        column = TableRow.__table__.c.updated.type.dialect_impl(dialect)
        processor = column.bind_processor(dialect)
        self._when: Callable[[Any], Any] = processor or (lambda value: value)

    def add(self, connection: Connection, moves: list[NewMove]) -> list[StoreError | None]:
        """Add the moves their tables take and say why each other one is refused."""
        ids = sorted({move.table_id for move in moves})
        marks = ", ".join(self._mark for _ in ids)
        found = connection.exec_driver_sql(
            "SELECT id, status, (SELECT max(number) FROM moves WHERE moves.table_id = "
            f"tables.id) FROM tables WHERE id IN ({marks}){self._lock}", tuple(ids)).all()
        statuses = {int(row[0]): str(row[1]) for row in found}
        last = {int(row[0]): int(row[2] or 0) for row in found}
        refusals: list[StoreError | None] = []
        rows: list[tuple[int, int, int, str]] = []
        for move in moves:
            refusal = refused_move(move, statuses.get(move.table_id),
                                   last.get(move.table_id, 0))
            refusals.append(refusal)
            if refusal is None:
                last[move.table_id] = move.number
                rows.append((move.table_id, move.number, move.seat, move.text))
        if rows:
            connection.exec_driver_sql(self._insert, rows)
            played = sorted({row[0] for row in rows})
            connection.exec_driver_sql(
                f"UPDATE tables SET updated = {self._mark} WHERE id IN "
                f"({', '.join(self._mark for _ in played)})",
                (self._when(utcnow()), *played))
        return refusals


class SqlStore:
    """A ``Store`` on a SQLAlchemy engine. Use ``open_store`` to get one migrated."""

    def __init__(self, url: str, synchronous: str = SYNCHRONOUS[0]) -> None:
        self.engine: Final = create_store_engine(url, synchronous)
        self._writer = self.engine.execution_options(**{IMMEDIATE: True})
        self._moves = MoveStatements(self.engine.dialect)

    # Sessions -----------------------------------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            yield session

    @contextmanager
    def _write(self) -> Iterator[Session]:
        """A session committed at the end; refused data becomes a ``StoreError``.

        Refused: a failed constraint, or (PostgreSQL) a value the column cannot hold, such
        as a string too long or a NUL character.
        """
        try:
            with Session(self._writer, expire_on_commit=False) as session, session.begin():
                yield session
        except (IntegrityError, DataError) as error:
            raise StoreError(f"refused by the database: {error.orig}") from error

    @staticmethod
    def _table_row(session: Session, table_id: int, lock: bool = False) -> TableRow:
        query = select(TableRow).where(TableRow.id == table_id)
        if lock:
            query = query.with_for_update()
        row = session.scalars(query).one_or_none()
        if row is None:
            raise StoreError(f"no table {table_id}")
        return row

    # Accounts -----------------------------------------------------------------------------

    def create_user(self, name: str, password_hash: str | None, guest: bool) -> User:
        """A new account (or guest); raises ``NameTaken`` if the name is held (any case)."""
        key = name_key(name)
        if not name or len(name) > NAME_LENGTH or len(key) > KEY_LENGTH:
            raise StoreError(f"a name has 1 to {NAME_LENGTH} characters")
        try:
            with self._write() as session:
                held = session.scalar(select(UserRow.id).where(UserRow.name_key == key))
                if held is not None:
                    raise NameTaken(f"the name {name!r} is taken")
                row = UserRow(name=name, name_key=key, password_hash=password_hash,
                              guest=guest)
                session.add(row)
                session.flush()
                return _user(row)
        except StoreError as error:
            if isinstance(error, NameTaken) or self.user_by_name(name) is None:
                raise
            # Another writer took the name between the check and the insert.
            raise NameTaken(f"the name {name!r} is taken") from error

    def user_by_name(self, name: str) -> User | None:
        """The user of that name (case-insensitive), or ``None``."""
        with self._read() as session:
            row = session.scalars(
                select(UserRow).where(UserRow.name_key == name_key(name))).one_or_none()
            return None if row is None else _user(row)

    def user_by_id(self, user_id: int) -> User | None:
        """The user with that id, or ``None``."""
        with self._read() as session:
            row = session.get(UserRow, user_id)
            return None if row is None else _user(row)

    def create_session(self, user_id: int, token_hash: str) -> None:
        """Remember a session token (only its hash is stored)."""
        with self._write() as session:
            if session.get(UserRow, user_id) is None:
                raise StoreError(f"no user {user_id}")
            session.add(SessionRow(token_hash=token_hash, user_id=user_id))

    def user_for_session(self, token_hash: str) -> User | None:
        """The user a session token belongs to, or ``None``."""
        with self._read() as session:
            row = session.scalars(
                select(UserRow).join(SessionRow, SessionRow.user_id == UserRow.id)
                .where(SessionRow.token_hash == token_hash)).one_or_none()
            return None if row is None else _user(row)

    def delete_session(self, token_hash: str) -> None:
        """Forget a session token (sign out); an unknown token is no error."""
        with self._write() as session:
            session.execute(delete(SessionRow).where(SessionRow.token_hash == token_hash))

    def user_names(self) -> list[str]:
        """Every name held now (accounts and guests not expired)."""
        with self._read() as session:
            return list(session.scalars(select(UserRow.name).where(
                UserRow.name_key.not_like(f"{EXPIRED}%"))))

    def guests(self) -> list[User]:
        """Every guest not expired."""
        with self._read() as session:
            rows = session.scalars(select(UserRow).where(
                UserRow.guest.is_(True), UserRow.name_key.not_like(f"{EXPIRED}%")))
            return [_user(row) for row in rows]

    def expire_guest(self, user_id: int) -> bool:
        """Expire a guest: its sessions are forgotten and its name is free (see ``Store``);
        its key becomes ``EXPIRED`` and its id, which no name's key can be."""
        with self._write() as session:
            row = session.get(UserRow, user_id)
            if row is None or not row.guest or row.name_key.startswith(EXPIRED):
                return False
            row.name_key = f"{EXPIRED}{user_id}"
            session.execute(delete(SessionRow).where(SessionRow.user_id == user_id))
            return True

    def settings_of(self, user_id: int) -> dict[str, Any]:
        """A user's saved client settings (``{}`` if none were saved)."""
        with self._read() as session:
            settings = session.scalar(select(UserRow.settings).where(UserRow.id == user_id))
            return dict(settings) if isinstance(settings, dict) else {}

    def set_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        """Keep a user's client settings (a JSON object), replacing those saved before."""
        with self._write() as session:
            row = session.get(UserRow, user_id, with_for_update=True)
            if row is None:
                raise StoreError(f"no user {user_id}")
            row.settings = dict(settings)

    # Tables -------------------------------------------------------------------------------

    def create_table(self, owner_id: int, game: str, options: dict[str, Any], seed: int,
                     seats: Sequence[SeatSpec]) -> StoredTable:
        """A new table, status ``waiting``."""
        if not _SEED_MIN <= seed <= _SEED_MAX:
            raise StoreError(f"the seed {seed} does not fit in 64 bits")
        with self._write() as session:
            if session.get(UserRow, owner_id) is None:
                raise StoreError(f"no user {owner_id}")
            row = TableRow(owner_id=owner_id, game=game, options=dict(options), seed=seed,
                           status="waiting", seats=_seat_rows(seats), moves=[])
            session.add(row)
            session.flush()
            return _table(row)

    def set_seats(self, table_id: int, seats: Sequence[SeatSpec]) -> None:
        """Replace who sits where."""
        with self._write() as session:
            row = self._table_row(session, table_id, lock=True)
            session.execute(delete(SeatRow).where(SeatRow.table_id == table_id))
            session.expire(row, ["seats"])
            session.add_all(_seat_rows(seats, table_id))
            row.updated = utcnow()

    def set_status(self, table_id: int, status: str) -> None:
        """``waiting``, ``playing`` or ``finished``."""
        if status not in STATUSES:
            raise StoreError(f"no status {status!r}; one of {', '.join(STATUSES)}")
        with self._write() as session:
            self._table_row(session, table_id, lock=True).status = status

    def append_move(self, table_id: int, number: int, seat: int, text: str) -> None:
        """Keep an accepted move; ``number`` must be the next one (else ``StoreError``).

        A finished table takes no more moves.
        """
        try:
            with self._writer.begin() as connection:
                refusal = self._moves.add(connection, [NewMove(table_id, number, seat, text)])[0]
                if refusal is not None:
                    raise refusal  # and nothing is kept
        except (IntegrityError, DataError) as error:
            raise StoreError(f"refused by the database: {error.orig}") from error

    def append_moves(self, moves: Sequence[NewMove]) -> list[StoreError | None]:
        """Keep several moves in one transaction, each refused alone (see ``Store``).

        The room's hottest write, so it is three statements in the driver's own SQL
        (``MoveStatements``), not the ORM's: a tenth of the processor time, which the room's
        event loop would otherwise wait for. If the database refuses the transaction
        (another process kept one of its numbers first), each move is tried again in a
        transaction of its own.
        """
        batch = list(moves)
        if not batch:
            return []
        try:
            with self._writer.begin() as connection:
                return self._moves.add(connection, batch)
        except (IntegrityError, DataError):
            return [self._append_alone(move) for move in batch]

    def _append_alone(self, move: NewMove) -> StoreError | None:
        try:
            self.append_move(move.table_id, move.number, move.seat, move.text)
        except StoreError as error:
            return error
        return None

    def table(self, table_id: int) -> StoredTable | None:
        """One table with its moves, or ``None``."""
        with self._read() as session:
            row = session.scalars(
                select(TableRow).where(TableRow.id == table_id)
                .options(selectinload(TableRow.seats), selectinload(TableRow.moves))
            ).one_or_none()
            return None if row is None else _table(row)

    def open_tables(self) -> list[StoredTable]:
        """Every table not finished, with its moves, oldest first."""
        with self._read() as session:
            rows = session.scalars(
                select(TableRow).where(TableRow.status != "finished").order_by(TableRow.id)
                .options(selectinload(TableRow.seats), selectinload(TableRow.moves)))
            return [_table(row) for row in rows]

    def open_table_ids(self) -> list[int]:
        """The ids of every table not finished, in order."""
        with self._read() as session:
            return list(session.scalars(
                select(TableRow.id).where(TableRow.status != "finished").order_by(TableRow.id)))

    def count_open_tables(self, owner_id: int) -> int:
        """Tables not finished that a user owns (for the per-user limit)."""
        with self._read() as session:
            return session.scalar(
                select(func.count()).select_from(TableRow)
                .where(TableRow.owner_id == owner_id, TableRow.status != "finished")) or 0

    # Records and ratings ------------------------------------------------------------------

    def finish_table(self, table_id: int, record: dict[str, Any],
                     user_ids: Sequence[int]) -> StoredRecord:
        """Mark a table finished and keep its record, in one transaction.

        Raises ``StoreError`` (and changes nothing) if the table is unknown or already
        finished, or a user is unknown.
        """
        players = list(dict.fromkeys(user_ids))
        with self._write() as session:
            table = self._table_row(session, table_id, lock=True)
            if table.status == "finished":
                raise StoreError(f"table {table_id} is already finished")
            table.status = "finished"
            row = RecordRow(table_id=table_id, record=record, public_id=new_public_id(),
                            shared=False, players=[
                RecordPlayerRow(user_id=user_id, position=position)
                for position, user_id in enumerate(players)])
            session.add(row)
            session.flush()
            return _record(row)

    def records_of(self, user_id: int) -> list[StoredRecord]:
        """Records of the games a user played, newest first."""
        with self._read() as session:
            rows = session.scalars(
                select(RecordRow)
                .join(RecordPlayerRow, RecordPlayerRow.record_id == RecordRow.id)
                .where(RecordPlayerRow.user_id == user_id)
                .order_by(RecordRow.created.desc(), RecordRow.id.desc())
                .options(selectinload(RecordRow.players)))
            return [_record(row) for row in rows]

    def count_records(self, user_id: int) -> int:
        """How many finished games a user played (a returning player has some)."""
        with self._read() as session:
            return int(session.scalar(
                select(func.count()).select_from(RecordPlayerRow)
                .where(RecordPlayerRow.user_id == user_id)) or 0)

    def record(self, record_id: int) -> StoredRecord | None:
        """One record, or ``None``."""
        with self._read() as session:
            row = session.scalars(
                select(RecordRow).where(RecordRow.id == record_id)
                .options(selectinload(RecordRow.players))).one_or_none()
            return None if row is None else _record(row)

    def record_by_key(self, public_id: str) -> StoredRecord | None:
        """The record of that public id, or ``None``."""
        with self._read() as session:
            row = session.scalars(
                select(RecordRow).where(RecordRow.public_id == public_id)
                .options(selectinload(RecordRow.players))).one_or_none()
            return None if row is None else _record(row)

    def set_shared(self, record_id: int, shared: bool) -> None:
        """Let anyone find a record (or no longer); ``StoreError`` if there is none."""
        with self._write() as session:
            row = session.get(RecordRow, record_id, with_for_update=True)
            if row is None:
                raise StoreError(f"no record {record_id}")
            row.shared = shared

    def rating(self, user_id: int, family: str) -> tuple[float, float] | None:
        """A user's OpenSkill (mu, sigma) in a game family (``sweep``, ``metamorphosis``)."""
        with self._read() as session:
            row = session.get(RatingRow, (user_id, family))
            return None if row is None else (row.mu, row.sigma)

    def set_ratings(self, family: str, ratings: dict[int, tuple[float, float]]) -> None:
        """Set several users' ratings in a family, in one transaction."""
        with self._write() as session:
            for user_id, (mu, sigma) in sorted(ratings.items()):
                row = session.get(RatingRow, (user_id, family), with_for_update=True)
                if row is None:
                    session.add(RatingRow(user_id=user_id, family=family, mu=mu, sigma=sigma))
                else:
                    row.mu, row.sigma = mu, sigma

    def close(self) -> None:
        """Release connections."""
        self.engine.dispose()


if TYPE_CHECKING:
    def _is_a_store(store: SqlStore) -> Store:
        return store  # mypy checks that SqlStore has every method of the protocol


# Rows to dataclasses --------------------------------------------------------------------

def _user(row: UserRow) -> User:
    return User(id=row.id, name=row.name, guest=row.guest, password_hash=row.password_hash)


def _seat_rows(seats: Sequence[SeatSpec], table_id: int | None = None) -> list[SeatRow]:
    rows = []
    for index, spec in enumerate(seats):
        if spec.user_id is not None and spec.bot is not None:
            raise StoreError(f"seat {index} has both a user and a bot")
        row = SeatRow(seat=index, user_id=spec.user_id, bot=spec.bot)
        if table_id is not None:
            row.table_id = table_id
        rows.append(row)
    return rows


def _table(row: TableRow) -> StoredTable:
    return StoredTable(
        id=row.id, owner_id=row.owner_id, game=row.game, options=dict(row.options),
        seed=row.seed, status=row.status,
        seats=tuple(SeatSpec(user_id=seat.user_id, bot=seat.bot) for seat in row.seats),
        moves=tuple(StoredMove(number=move.number, seat=move.seat, text=move.text)
                    for move in row.moves))


def _record(row: RecordRow) -> StoredRecord:
    return StoredRecord(id=row.id, table_id=row.table_id, record=row.record,
                        user_ids=tuple(player.user_id for player in row.players),
                        public_id=row.public_id, shared=row.shared)

