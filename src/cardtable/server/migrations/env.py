"""Alembic's environment for the room's database.

The server runs the migrations itself (``cardtable.server.sql_store.open_store``), handing
this script its connection. From the command line (``alembic upgrade head`` in the
repository, see ``README``) the database is, in order: ``-x url=...``, the environment
variable ``CARDTABLE_DATABASE_URL``, ``sqlalchemy.url`` in the ini file, or the embedded
default in the data directory.
"""

from __future__ import annotations

import os
from logging.config import fileConfig
from typing import Final

from alembic import context
from sqlalchemy import Connection

from cardtable.server.models import Base
from cardtable.server.sql_store import IMMEDIATE, create_store_engine, default_url

URL_ENV: Final = "CARDTABLE_DATABASE_URL"
"""An environment variable naming the database for command-line migrations."""

LOCK: Final = 0x63617264  # "card": serializes servers migrating one PostgreSQL at once

config = context.config
target_metadata = Base.metadata

if config.config_file_name is not None and "connection" not in config.attributes:
    # The command line: log as alembic.ini says (the server keeps its own logging).
    fileConfig(config.config_file_name, disable_existing_loggers=False)


def database_url() -> str:
    """The database to migrate when no connection was handed over."""
    url = (config.attributes.get("url")
           or context.get_x_argument(as_dictionary=True).get("url")
           or os.environ.get(URL_ENV)
           or config.get_main_option("sqlalchemy.url"))
    return str(url) if url else default_url()


def run_on(connection: Connection) -> None:
    """Run the migrations on an open connection."""
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        # SQLite alters tables by copying them; batch mode writes migrations that way.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({LOCK})")
        context.run_migrations()


def run_online() -> None:
    """Migrate the handed-over connection, or connect to ``database_url()``."""
    connection = config.attributes.get("connection")
    if connection is not None:
        run_on(connection)
        return
    engine = create_store_engine(database_url())
    try:
        with engine.execution_options(**{IMMEDIATE: True}).begin() as connection:
            run_on(connection)
    finally:
        engine.dispose()


def run_offline() -> None:
    """Write the migrations' SQL instead of running it (``alembic upgrade head --sql``)."""
    context.configure(url=database_url(), target_metadata=target_metadata,
                      literal_binds=True, dialect_opts={"paramstyle": "named"})
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
