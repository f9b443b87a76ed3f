"""The room's store on SQLite (always) and PostgreSQL (when CARDTABLE_TEST_DATABASE_URL is set).

Each PostgreSQL test gets a schema of its own (dropped afterwards), so runs never see each
other's rows. "Restarting" is closing the store and opening a new one on the same URL.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import threading
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from postgres_support import POSTGRES_ENV, fresh_schema
from sqlalchemy import create_engine, inspect
from sqlalchemy import text as sql
from sqlalchemy.orm import Session
from store_support import moves_of, playing_tables

from cardtable.server import sql_store
from cardtable.server.memory_store import MemoryStore
from cardtable.server.models import Base, TableRow
from cardtable.server.open import open_any_store
from cardtable.server.sql_store import (
    MIGRATIONS,
    OpenError,
    SqlStore,
    alembic_config,
    create_store_engine,
    default_url,
    migrate,
    open_store,
)
from cardtable.server.store import (
    NameTaken,
    NewMove,
    SeatSpec,
    Store,
    StoredMove,
    StoreError,
)

ROOT = Path(__file__).resolve().parent.parent
TABLES = {"users", "sessions", "tables", "seats", "moves", "records", "record_players",
          "ratings"}


def _backends() -> list[str]:
    return ["sqlite", "postgresql"] if os.environ.get(POSTGRES_ENV) else ["sqlite"]


@pytest.fixture(params=_backends())
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL to an empty database: a temporary SQLite file or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.db'}"
        return
    with fresh_schema() as fresh:
        yield fresh


@pytest.fixture
def store(url: str) -> Iterator[SqlStore]:
    opened = open_store(url)
    yield opened
    opened.close()


def _record(label: str) -> dict[str, Any]:
    return {"format": "cardtable-record/1", "game": "sweep", "label": label,
            "seats": ["Метла", "Zoë"], "rounds": [{"dealer": 0, "events": []}],
            "scores": [21, 15.5], "winners": [0], "nested": {"b": None, "a": True}}


# Schema and migrations -------------------------------------------------------------------

def test_the_store_satisfies_the_protocol(store: SqlStore) -> None:
    as_protocol: Store = store
    for name in [n for n in vars(Store) if not n.startswith("_")]:
        assert callable(getattr(as_protocol, name)), name


def test_the_migrated_schema_is_the_models_schema(store: SqlStore) -> None:
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
        assert set(inspect(connection).get_table_names()) >= TABLES
        head = ScriptDirectory.from_config(alembic_config()).get_current_head()
        assert head is not None
        assert context.get_current_revision() == head


def test_opening_again_migrates_nothing_and_keeps_the_rows(url: str) -> None:
    first = open_store(url)
    user = first.create_user("Ana", None, True)
    first.close()
    second = open_store(url)
    try:
        assert second.user_by_id(user.id) == user
    finally:
        second.close()


def test_downgrade_to_base_removes_every_table_and_upgrade_restores_them(url: str) -> None:
    opened = open_store(url)
    config = alembic_config()
    try:
        with opened.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "base")
        with opened.engine.connect() as connection:
            assert not TABLES & set(inspect(connection).get_table_names())
    finally:
        opened.close()
    again = open_store(url)
    try:
        assert again.create_user("Bo", None, True).name == "Bo"
    finally:
        again.close()


def test_default_url_is_sqlite_in_the_data_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "data" / "deeper"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    assert default_url() == f"sqlite:///{folder / 'cardtable.db'}"
    opened = open_store(None)
    try:
        opened.create_user("Cy", None, True)
    finally:
        opened.close()
    assert (folder / "cardtable.db").is_file()


def test_postgresql_urls_without_a_driver_use_psycopg() -> None:
    for url in ("postgresql://u@localhost/db", "postgres://u@localhost/db",
                "postgresql+psycopg://u@localhost/db"):
        engine = create_store_engine(url)
        assert (engine.dialect.name, engine.dialect.driver) == ("postgresql", "psycopg")
        engine.dispose()


@pytest.mark.parametrize(("synchronous", "level"), [(None, 2), ("full", 2), ("normal", 1)])
def test_sqlite_connections_use_wal_foreign_keys_and_the_sync_asked_for(
        tmp_path: Path, synchronous: str | None, level: int) -> None:
    url = f"sqlite:///{tmp_path / 'pragmas.db'}"
    opened = open_store(url) if synchronous is None else open_store(url, synchronous)
    try:
        with opened.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == level
    finally:
        opened.close()


def test_the_room_opens_sqlite_with_the_sync_of_its_config(tmp_path: Path) -> None:
    opened, _ = open_any_store(f"sqlite:///{tmp_path / 'room.db'}", "normal")
    try:
        assert isinstance(opened, SqlStore)
        with opened.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 1
    finally:
        opened.close()
    with pytest.raises(OpenError, match="full or normal"):
        open_store(f"sqlite:///{tmp_path / 'room.db'}", "off")


def test_package_data_ships_every_migration_file() -> None:
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["cardtable"]
    package = MIGRATIONS.parent.parent  # src/cardtable
    shipped = {path for pattern in patterns for path in package.glob(pattern)}
    files = [path for path in MIGRATIONS.rglob("*")
             if path.is_file() and "__pycache__" not in path.parts]
    assert any(path.name == "env.py" for path in files)
    assert any(path.suffix == ".mako" for path in files)
    assert any(path.parent.name == "versions" for path in files)
    assert [path for path in files if path not in shipped] == []


def test_the_developer_command_line_migrates(tmp_path: Path) -> None:
    target = tmp_path / "cli.db"
    environment = dict(os.environ, CARDTABLE_DATABASE_URL=f"sqlite:///{target}")
    for arguments in (["upgrade", "head"], ["check"]):
        done = subprocess.run([sys.executable, "-m", "alembic", *arguments], cwd=ROOT,
                              env=environment, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
    engine = create_engine(f"sqlite:///{target}")
    try:
        with engine.connect() as connection:
            assert set(inspect(connection).get_table_names()) >= TABLES
    finally:
        engine.dispose()


# Accounts ----------------------------------------------------------------------------------

def test_users_by_name_and_id(store: SqlStore) -> None:
    ana = store.create_user("Ana", "argon2-hash", False)
    guest = store.create_user("Guest Bo", None, True)
    assert (ana.name, ana.guest, ana.password_hash) == ("Ana", False, "argon2-hash")
    assert (guest.name, guest.guest, guest.password_hash) == ("Guest Bo", True, None)
    assert ana.id != guest.id
    assert store.user_by_name("ana") == ana
    assert store.user_by_name("ANA") == ana
    assert store.user_by_name("guest bo") == guest
    assert store.user_by_id(guest.id) == guest
    assert store.user_by_name("Cy") is None
    assert store.user_by_id(guest.id + 1000) is None


def test_names_are_unique_whatever_their_case(store: SqlStore) -> None:
    first = store.create_user("Straße", "hash", False)
    for other in ("straße", "STRASSE", "strasse", "ＳＴＲＡＳＳＥ"):
        with pytest.raises(NameTaken):
            store.create_user(other, None, True)
    assert store.user_by_name("STRASSE") == first
    assert store.create_user("Strasser", None, True).name == "Strasser"


def test_names_too_long_or_empty_are_refused(store: SqlStore) -> None:
    for name in ("", "x" * 65, "\ufdfa" * 20):  # the last grows 18-fold when normalized
        with pytest.raises(StoreError):
            store.create_user(name, None, True)
    assert store.create_user("x" * 64, None, True).name == "x" * 64
    assert store.user_by_name("") is None


def test_values_a_column_cannot_hold_are_refused(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    table = store.create_table(ana.id, "sweep", {}, 1, [])
    if store.engine.dialect.name == "postgresql":  # SQLite keeps what it is given
        with pytest.raises(StoreError):
            store.create_table(ana.id, "sweep", {}, 1, [SeatSpec(bot="b" * 5000)])
        with pytest.raises(StoreError):
            store.append_move(table.id, 1, 0, "nul \x00 inside")
    store.append_move(table.id, 1, 0, "fine")
    kept = store.table(table.id)
    assert kept is not None
    assert kept.moves == (StoredMove(1, 0, "fine"),)


def test_sessions(store: SqlStore) -> None:
    ana = store.create_user("Ana", "hash", False)
    bo = store.create_user("Bo", None, True)
    store.create_session(ana.id, "token-a")
    store.create_session(ana.id, "token-a2")
    store.create_session(bo.id, "token-b")
    assert store.user_for_session("token-a") == ana
    assert store.user_for_session("token-a2") == ana
    assert store.user_for_session("token-b") == bo
    assert store.user_for_session("token-x") is None
    store.delete_session("token-a")
    assert store.user_for_session("token-a") is None
    assert store.user_for_session("token-a2") == ana
    store.delete_session("token-a")  # twice: no error
    with pytest.raises(StoreError):
        store.create_session(bo.id, "token-a2")  # a token hash is held once
    assert store.user_for_session("token-a2") == ana
    with pytest.raises(StoreError):
        store.create_session(bo.id + 1000, "token-z")
    assert store.user_for_session("token-z") is None


@pytest.mark.parametrize("kind", ["sql", "memory"])
def test_settings(store: SqlStore, kind: str) -> None:
    kept: Store = store if kind == "sql" else MemoryStore()
    ana = kept.create_user("Ana", None, True)
    bo = kept.create_user("Bo", "hash", False)
    assert kept.settings_of(ana.id) == {} and kept.settings_of(bo.id + 1000) == {}
    settings = {"lang": "ru", "theme": "тёмная", "keys": {"hint": "Slash", "list": [1, None]},
                "volume": 0.25, "sound": True}
    kept.set_settings(ana.id, settings)
    assert kept.settings_of(ana.id) == settings
    assert kept.settings_of(bo.id) == {}
    kept.set_settings(ana.id, {"sound": False})
    assert kept.settings_of(ana.id) == {"sound": False}
    returned = kept.settings_of(ana.id)
    returned["sound"] = True  # a copy: changing it changes nothing kept
    assert kept.settings_of(ana.id) == {"sound": False}
    with pytest.raises(StoreError):
        kept.set_settings(bo.id + 1000, {"a": 1})
    assert kept.user_by_id(ana.id) == ana


def test_the_settings_migration_keeps_the_users(url: str) -> None:
    """0002 adds ``users.settings`` to a database of 0001 with users in it, and takes it away
    again on the way down, keeping the users."""
    older = SqlStore(url)
    try:
        migrate(older.engine, "0001")
        with older.engine.begin() as connection:
            assert "settings" not in {c["name"] for c in inspect(connection).get_columns("users")}
            connection.execute(sql(
                "INSERT INTO users (name, name_key, password_hash, guest, created) "
                "VALUES ('Ana', 'ana', NULL, :guest, :created)"),
                {"guest": True, "created": datetime.now(UTC)})
        migrate(older.engine, "0002")
        ana = older.user_by_name("ana")
        assert ana is not None and ana.name == "Ana"
        assert older.settings_of(ana.id) == {}
        older.set_settings(ana.id, {"lang": "ru"})
        assert older.settings_of(ana.id) == {"lang": "ru"}
        config = alembic_config()
        with older.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "0001")
        with older.engine.connect() as connection:
            assert "settings" not in {c["name"] for c in inspect(connection).get_columns("users")}
            names = connection.execute(sql("SELECT name FROM users")).scalars().all()
            assert names == ["Ana"]
    finally:
        older.close()
    again = open_store(url)
    try:
        ana = again.user_by_name("Ana")
        assert ana is not None and again.settings_of(ana.id) == {}
    finally:
        again.close()


def test_the_public_id_migration_gives_old_records_ids_of_their_own(url: str) -> None:
    """0003 gives every record kept before it a random public id (each its own) and leaves it
    unshared; the records are read as before, and the way down takes the columns away."""
    older = SqlStore(url)
    try:
        migrate(older.engine, "0002")
        ana = older.create_user("Ana", None, True)
        for number in (1, 2):
            table = older.create_table(ana.id, "sweep", {}, number, [SeatSpec(user_id=ana.id)])
            with older.engine.begin() as connection:
                connection.execute(sql(
                    "INSERT INTO records (table_id, record, created) VALUES "
                    "(:table, :record, :created)"),
                    {"table": table.id, "record": f'{{"game": "sweep", "n": {number}}}',
                     "created": datetime.now(UTC)})
        migrate(older.engine, "0003")
        with older.engine.connect() as connection:
            rows = connection.execute(sql("SELECT id, public_id, shared FROM records")).all()
        assert len(rows) == 2 and len({row[1] for row in rows}) == 2
        assert all(len(row[1]) >= 16 and not row[2] for row in rows)
        first = older.record_by_key(rows[0][1])
        assert first is not None and first.id == rows[0][0] and first.shared is False
        older.set_shared(first.id, True)
        assert older.record(first.id).shared is True  # type: ignore[union-attr]
        config = alembic_config()
        with older.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "0002")
        with older.engine.connect() as connection:
            columns = {c["name"] for c in inspect(connection).get_columns("records")}
            assert "public_id" not in columns and "shared" not in columns
    finally:
        older.close()


def test_every_write_is_committed_when_it_returns(url: str, store: SqlStore) -> None:
    other = SqlStore(url)  # a second connection pool: sees only committed rows
    try:
        ana = store.create_user("Ana", None, True)
        assert other.user_by_name("ana") == ana
        store.create_session(ana.id, "t")
        assert other.user_for_session("t") == ana
        table = store.create_table(ana.id, "sweep", {}, 1, [SeatSpec(user_id=ana.id)])
        store.set_seats(table.id, [SeatSpec(user_id=ana.id), SeatSpec(bot="easy")])
        store.set_status(table.id, "playing")
        store.append_move(table.id, 1, 0, "play 7o")
        seen = other.table(table.id)
        assert seen is not None
        assert seen.status == "playing"
        assert seen.seats == (SeatSpec(user_id=ana.id), SeatSpec(bot="easy"))
        assert seen.moves == (StoredMove(1, 0, "play 7o"),)
        finished = store.finish_table(table.id, _record("one"), [ana.id])
        assert other.record(finished.id) == finished
        store.set_ratings("sweep", {ana.id: (26.0, 7.5)})
        assert other.rating(ana.id, "sweep") == (26.0, 7.5)
        store.delete_session("t")
        assert other.user_for_session("t") is None
    finally:
        other.close()


# Tables, seats and moves -------------------------------------------------------------------

def test_tables_and_seats(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    bo = store.create_user("Bo", None, True)
    options = {"preset": "escoba", "target": 21, "modifiers": ["a", "b"], "teams": None}
    seats = [SeatSpec(user_id=ana.id), SeatSpec(bot="strong"), SeatSpec()]
    table = store.create_table(ana.id, "sweep", options, 2**63 - 1, seats)
    assert (table.owner_id, table.game, table.options, table.seed, table.status) == (
        ana.id, "sweep", options, 2**63 - 1, "waiting")
    assert table.seats == tuple(seats)
    assert table.moves == ()
    assert store.table(table.id) == table

    negative = store.create_table(bo.id, "metamorphosis", {}, -(2**63), [])
    assert store.table(negative.id) == negative
    assert negative.seed == -(2**63)
    assert negative.id != table.id

    store.set_seats(table.id, [SeatSpec(bot="easy"), SeatSpec(user_id=bo.id)])
    changed = store.table(table.id)
    assert changed is not None
    assert changed.seats == (SeatSpec(bot="easy"), SeatSpec(user_id=bo.id))
    store.set_status(table.id, "playing")
    playing = store.table(table.id)
    assert playing is not None
    assert playing.status == "playing"
    assert store.table(negative.id) == negative  # the other table is untouched
    assert store.table(table.id + negative.id + 1000) is None


def test_table_mistakes_are_refused_and_change_nothing(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    table = store.create_table(ana.id, "sweep", {}, 5, [SeatSpec(user_id=ana.id)])
    unknown = table.id + 1000
    with pytest.raises(StoreError):
        store.create_table(ana.id + 1000, "sweep", {}, 5, [])
    with pytest.raises(StoreError):
        store.create_table(ana.id, "sweep", {}, 2**63, [])
    with pytest.raises(StoreError):
        store.create_table(ana.id, "sweep", {}, 5, [SeatSpec(user_id=ana.id, bot="easy")])
    with pytest.raises(StoreError):
        store.create_table(ana.id, "sweep", {}, 5, [SeatSpec(user_id=ana.id + 1000)])
    with pytest.raises(StoreError):
        store.set_seats(table.id, [SeatSpec(bot="easy"), SeatSpec(user_id=ana.id + 1000)])
    with pytest.raises(StoreError):
        store.set_status(table.id, "paused")
    for call in (lambda: store.set_seats(unknown, []),
                 lambda: store.set_status(unknown, "playing"),
                 lambda: store.append_move(unknown, 1, 0, "x"),
                 lambda: store.finish_table(unknown, _record("x"), [])):
        with pytest.raises(StoreError):
            call()
    assert store.table(table.id) == table
    assert store.open_tables() == [table]
    assert store.count_open_tables(ana.id) == 1


def test_moves_are_kept_in_order_and_a_wrong_number_is_refused(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    table = store.create_table(ana.id, "sweep", {}, 9, [SeatSpec(user_id=ana.id),
                                                        SeatSpec(bot="easy")])
    other = store.create_table(ana.id, "sweep", {}, 10, [])
    store.set_status(table.id, "playing")
    texts = ["play 7o", "play 5c take 5e", "play Rb", "play 1c take 1o"]
    for number, text in enumerate(texts, start=1):
        store.append_move(table.id, number, (number - 1) % 2, text)
    store.append_move(other.id, 1, 0, "elsewhere")  # numbers count per table
    before = store.table(table.id)
    assert before is not None
    assert before.moves == tuple(StoredMove(number, (number - 1) % 2, text)
                                 for number, text in enumerate(texts, start=1))
    for wrong in (4, 1, 6, 0, -1, 100):
        with pytest.raises(StoreError):
            store.append_move(table.id, wrong, 0, "wrong")
    assert store.table(table.id) == before
    store.append_move(table.id, 5, 1, "play 3e")
    after = store.table(table.id)
    assert after is not None
    assert after.moves[-1] == StoredMove(5, 1, "play 3e")
    assert len(after.moves) == 5


def test_open_tables_survive_a_restart(url: str) -> None:
    first = open_store(url)
    ana = first.create_user("Ana", None, True)
    bo = first.create_user("Bo", "hash", False)
    seats = [SeatSpec(user_id=ana.id), SeatSpec(bot="medium"), SeatSpec(user_id=bo.id)]
    playing = first.create_table(ana.id, "sweep", {"preset": "scopa"}, 77, seats)
    first.set_status(playing.id, "playing")
    for number in range(1, 31):
        first.append_move(playing.id, number, number % 3, f"move {number}")
    waiting = first.create_table(bo.id, "metamorphosis", {"players": 4}, 78, [SeatSpec()])
    done = first.create_table(bo.id, "sweep", {}, 79, [SeatSpec(user_id=bo.id)])
    first.set_status(done.id, "playing")
    first.append_move(done.id, 1, 0, "last")
    first.finish_table(done.id, _record("done"), [bo.id])
    before = first.open_tables()
    first.close()

    second = open_store(url)
    try:
        restored = second.open_tables()
        assert restored == before
        assert [table.id for table in restored] == [playing.id, waiting.id]
        assert restored[0].status == "playing"
        assert restored[0].seats == tuple(seats)
        assert [move.number for move in restored[0].moves] == list(range(1, 31))
        assert restored[0].moves[-1] == StoredMove(30, 0, "move 30")
        assert restored[1].options == {"players": 4}
        second.append_move(playing.id, 31, 1, "after the restart")
        with pytest.raises(StoreError):
            second.append_move(playing.id, 31, 1, "again")
    finally:
        second.close()


def test_count_open_tables(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    bo = store.create_user("Bo", None, True)
    assert store.count_open_tables(ana.id) == 0
    tables = [store.create_table(ana.id, "sweep", {}, n, []) for n in range(3)]
    store.create_table(bo.id, "sweep", {}, 9, [])
    store.set_status(tables[1].id, "playing")
    assert store.count_open_tables(ana.id) == 3
    assert store.count_open_tables(bo.id) == 1
    store.finish_table(tables[0].id, _record("a"), [ana.id])
    assert store.count_open_tables(ana.id) == 2
    assert store.count_open_tables(bo.id + 1000) == 0


def test_threads_append_moves_at_once(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    tables = [store.create_table(ana.id, "sweep", {}, n, []) for n in range(6)]
    shared = store.create_table(ana.id, "sweep", {}, 99, [])
    moves = 25
    errors: list[BaseException] = []
    refused = 0
    lock = threading.Lock()

    def own(table_id: int) -> None:
        try:
            for number in range(1, moves + 1):
                store.append_move(table_id, number, 0, f"m{number}")
        except BaseException as error:  # noqa: BLE001 (collected and reported below)
            errors.append(error)

    def racing() -> None:
        # Threads race for the next number of one table: one wins, the others are refused.
        nonlocal refused
        try:
            for _ in range(moves):
                current = store.table(shared.id)
                assert current is not None
                try:
                    store.append_move(shared.id, len(current.moves) + 1, 1, "race")
                except StoreError:
                    with lock:
                        refused += 1
        except BaseException as error:  # noqa: BLE001
            errors.append(error)

    threads = [threading.Thread(target=own, args=(table.id,)) for table in tables]
    threads += [threading.Thread(target=racing) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for table in tables:
        kept = store.table(table.id)
        assert kept is not None
        assert [move.number for move in kept.moves] == list(range(1, moves + 1))
    raced = store.table(shared.id)
    assert raced is not None
    assert [move.number for move in raced.moves] == list(range(1, len(raced.moves) + 1))
    assert len(raced.moves) + refused == 4 * moves


# Moves of many tables in one transaction (group commit, issue 17) ------------------------

def _many_tables_in_one_batch(store: Store) -> None:
    tables = playing_tables(store, 5)
    store.append_move(tables[0], 1, 0, "before")
    batch = [NewMove(table_id, number + (table_id == tables[0]), number % 2,
                     f"t{table_id} m{number}")
             for number in range(1, 5) for table_id in tables]
    assert store.append_moves(batch) == [None] * len(batch)
    assert moves_of(store, tables[0]) == [(1, 0, "before")] + [
        (number + 1, number % 2, f"t{tables[0]} m{number}") for number in range(1, 5)]
    for table_id in tables[1:]:
        assert moves_of(store, table_id) == [
            (number, number % 2, f"t{table_id} m{number}") for number in range(1, 5)]
    assert store.append_moves([]) == []


def _wrong_moves_are_refused_alone(store: Store) -> None:
    first, second, third, done = playing_tables(store, 4)
    store.append_moves([NewMove(first, 1, 0, "a1"), NewMove(second, 1, 0, "b1"),
                        NewMove(done, 1, 0, "d1")])
    store.finish_table(done, _record("done"), [])
    batch = [NewMove(first, 2, 1, "a2"),
             NewMove(second, 3, 1, "b3 skips b2"),
             NewMove(first, 3, 0, "a3"),
             NewMove(third, 1, 0, "c1"),
             NewMove(done, 2, 0, "after the end"),
             NewMove(first, 3, 1, "a3 again"),
             NewMove(10_000, 1, 0, "no such table"),
             NewMove(second, 2, 1, "b2"),
             NewMove(third, 0, 0, "c0")]
    answers = store.append_moves(batch)
    assert [answer is None for answer in answers] == [
        True, False, True, True, False, False, False, True, False]
    assert all(isinstance(answer, StoreError) for answer in answers if answer is not None)
    assert "next move is 2" in str(answers[1])
    assert "finished" in str(answers[4])
    assert "10000" in str(answers[6])
    assert moves_of(store, first) == [(1, 0, "a1"), (2, 1, "a2"), (3, 0, "a3")]
    assert moves_of(store, second) == [(1, 0, "b1"), (2, 1, "b2")]
    assert moves_of(store, third) == [(1, 0, "c1")]
    assert moves_of(store, done) == [(1, 0, "d1")]


def test_a_batch_keeps_the_moves_of_many_tables_in_order(store: SqlStore) -> None:
    _many_tables_in_one_batch(store)


def test_a_wrong_move_in_a_batch_is_refused_alone(store: SqlStore) -> None:
    _wrong_moves_are_refused_alone(store)


def test_the_memory_store_takes_batches_the_same_way() -> None:
    _many_tables_in_one_batch(MemoryStore())
    _wrong_moves_are_refused_alone(MemoryStore())


def test_a_batch_the_database_refuses_is_tried_again_move_by_move(
        store: SqlStore, monkeypatch: pytest.MonkeyPatch) -> None:
    # As if another process had kept move 2 of ``raced`` between the batch's check and its
    # insert: the check passes, the database refuses the whole transaction.
    raced, other = playing_tables(store, 2)
    store.append_moves([NewMove(raced, 1, 0, "r1"), NewMove(raced, 2, 0, "r2 elsewhere")])
    checks = itertools.count()
    real = sql_store.refused_move
    monkeypatch.setattr(sql_store, "refused_move", lambda move, status, last: None
                        if next(checks) < 2 else real(move, status, last))
    answers = store.append_moves([NewMove(raced, 2, 1, "r2 here"), NewMove(other, 1, 0, "o1")])
    assert isinstance(answers[0], StoreError) and answers[1] is None
    assert moves_of(store, raced) == [(1, 0, "r1"), (2, 0, "r2 elsewhere")]
    assert moves_of(store, other) == [(1, 0, "o1")]


# Records and ratings -----------------------------------------------------------------------

def test_finish_table_keeps_the_record(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    bo = store.create_user("Bo", None, True)
    table = store.create_table(ana.id, "sweep", {}, 3, [SeatSpec(user_id=bo.id),
                                                        SeatSpec(user_id=ana.id)])
    store.set_status(table.id, "playing")
    store.append_move(table.id, 1, 0, "play 7o")
    record = _record("kept")
    stored = store.finish_table(table.id, record, [bo.id, ana.id, bo.id])
    assert (stored.table_id, stored.record, stored.user_ids) == (table.id, record,
                                                                 (bo.id, ana.id))
    assert list(stored.record) == list(record)
    assert store.record(stored.id) == stored
    read = store.record(stored.id)
    assert read is not None
    assert list(read.record) == list(record)  # keys keep their order
    assert store.record(stored.id + 1000) is None
    finished = store.table(table.id)
    assert finished is not None
    assert finished.status == "finished"
    assert finished.moves == (StoredMove(1, 0, "play 7o"),)
    assert store.open_tables() == []
    with pytest.raises(StoreError):
        store.append_move(table.id, 2, 1, "after the end")
    with pytest.raises(StoreError):
        store.finish_table(table.id, _record("twice"), [ana.id])
    assert store.records_of(ana.id) == [stored]


def test_finish_table_is_all_or_nothing(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    table = store.create_table(ana.id, "sweep", {}, 3, [SeatSpec(user_id=ana.id)])
    store.set_status(table.id, "playing")
    with pytest.raises(StoreError):
        store.finish_table(table.id, _record("bad"), [ana.id, ana.id + 1000])
    unchanged = store.table(table.id)
    assert unchanged is not None
    assert unchanged.status == "playing"
    assert store.records_of(ana.id) == []
    assert store.open_tables() == [unchanged]
    assert store.finish_table(table.id, _record("good"), [ana.id]).user_ids == (ana.id,)


def test_records_of_a_user_newest_first(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    bo = store.create_user("Bo", None, True)
    cy = store.create_user("Cy", None, True)
    stored = []
    for label, players in (("one", [ana.id, bo.id]), ("two", [bo.id]),
                           ("three", [bo.id, ana.id])):
        table = store.create_table(ana.id, "sweep", {}, 1, [])
        stored.append(store.finish_table(table.id, _record(label), players))
    assert store.records_of(ana.id) == [stored[2], stored[0]]
    assert store.records_of(bo.id) == [stored[2], stored[1], stored[0]]
    assert [r.record["label"] for r in store.records_of(bo.id)] == ["three", "two", "one"]
    assert store.records_of(cy.id) == []
    assert stored[2].user_ids == (bo.id, ana.id)


def test_ratings(store: SqlStore) -> None:
    ana = store.create_user("Ana", None, True)
    bo = store.create_user("Bo", None, True)
    assert store.rating(ana.id, "sweep") is None
    store.set_ratings("sweep", {ana.id: (27.5, 7.9), bo.id: (22.25, 8.1)})
    assert store.rating(ana.id, "sweep") == (27.5, 7.9)
    assert store.rating(bo.id, "sweep") == (22.25, 8.1)
    assert store.rating(ana.id, "metamorphosis") is None
    store.set_ratings("metamorphosis", {ana.id: (20.0, 6.0)})
    store.set_ratings("sweep", {ana.id: (28.0, 7.0)})
    assert store.rating(ana.id, "sweep") == (28.0, 7.0)
    assert store.rating(bo.id, "sweep") == (22.25, 8.1)
    assert store.rating(ana.id, "metamorphosis") == (20.0, 6.0)
    with pytest.raises(StoreError):  # an unknown user: none of the ratings change
        store.set_ratings("sweep", {ana.id: (1.0, 1.0), bo.id + 1000: (1.0, 1.0)})
    assert store.rating(ana.id, "sweep") == (28.0, 7.0)
    store.set_ratings("sweep", {})
    assert store.rating(bo.id, "sweep") == (22.25, 8.1)


# Opening: a database that cannot be had is one clear line ------------------------------

@pytest.mark.parametrize(("url", "said"), [
    ("bogus", "'bogus' is not a database URL: use sqlite:///path/to/file.db, "),
    ("mysql://someone@localhost/cards", "mysql://someone@localhost/cards: mysql is not a "
                                        "database the room keeps games in: use "),
    ("sqlite:////nonexistent/dir/x.db", "cannot open the database sqlite:////nonexistent/dir/"
                                        "x.db: there is no folder /nonexistent/dir (make it"),
    ("postgresql+nosuchdriver://someone@localhost/cards",
     "cannot open the database postgresql+nosuchdriver://someone@localhost/cards: its driver "
     "postgresql+nosuchdriver is not installed"),
])
def test_a_database_that_cannot_be_opened_raises_open_error(url: str, said: str) -> None:
    with pytest.raises(OpenError) as caught:
        open_store(url)
    assert isinstance(caught.value, StoreError)
    assert str(caught.value).startswith(said)
    assert "\n" not in str(caught.value)


def test_a_postgresql_that_refuses_is_an_open_error_without_the_password() -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(OpenError) as caught:
        open_store(f"postgresql://someone:secret@127.0.0.1:{port}/cards")
    said = str(caught.value)
    assert said.startswith(f"cannot open the database postgresql://someone:***@127.0.0.1:"
                           f"{port}/cards: ")
    assert "secret" not in said and "\n" not in said


def test_a_postgresql_that_never_answers_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    from cardtable.server import sql_store

    monkeypatch.setattr(sql_store, "CONNECT_SECONDS", 1)
    with socket.socket() as silent:  # takes the connection, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        with pytest.raises(OpenError, match=f"^cannot open the database postgresql://"
                                            f"someone@127.0.0.1:{port}/cards: "):
            open_store(f"postgresql://someone@127.0.0.1:{port}/cards")


def test_a_move_marks_its_table_updated_as_the_orm_writes_times(store: SqlStore) -> None:
    # append_moves writes in the driver's own SQL: its time must read back as the ORM's.
    ana = store.create_user("Ana", None, True)
    table = store.create_table(ana.id, "sweep", {}, 1, [])
    store.set_status(table.id, "playing")
    store.append_moves([NewMove(table.id, 1, 0, "7d")])
    with Session(store.engine) as session:
        row = session.get(TableRow, table.id)
        assert row is not None
        assert row.updated >= row.created
        assert (row.updated.tzinfo is None) == (row.created.tzinfo is None)
