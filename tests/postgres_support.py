"""Fresh PostgreSQL schemas for tests (when ``CARDTABLE_TEST_DATABASE_URL`` names a
server), and the Redis the cluster tests use (``CARDTABLE_TEST_REDIS_URL``)."""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url

POSTGRES_ENV = "CARDTABLE_TEST_DATABASE_URL"
REDIS_ENV = "CARDTABLE_TEST_REDIS_URL"


@contextlib.contextmanager
def fresh_schema(prefix: str = "cardtable_test") -> Iterator[str]:
    """A URL to an empty schema of the test PostgreSQL, dropped afterwards (every
    connection of the URL has it as its search path)."""
    base = make_url(os.environ[POSTGRES_ENV])
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    try:
        yield base.update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
            hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
        admin.dispose()
