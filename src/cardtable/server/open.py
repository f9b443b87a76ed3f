"""Which store a server uses: the SQL store (SQLite by default, PostgreSQL by URL), or
memory for ``--database-url memory:``."""

from __future__ import annotations

import importlib
import logging
from typing import Final

from cardtable.server.memory_store import MemoryStore
from cardtable.server.store import Store

log = logging.getLogger(__name__)

MEMORY_URL: Final = "memory:"


def open_any_store(url: str | None, sqlite_synchronous: str = "full") -> tuple[Store, str]:
    """The store for ``url`` and a few words saying where the games are kept; a SQLite
    database syncs as ``sqlite_synchronous`` says (``sql_store.SYNCHRONOUS``)."""
    if url == MEMORY_URL:
        return MemoryStore(), "memory (lost when the server stops)"
    try:
        sql_store = importlib.import_module("cardtable.server.sql_store")
    except ImportError as error:
        if url is not None:
            raise RuntimeError(f"--database-url needs the SQL store, which is missing: {error}"
                               ) from error
        log.warning("no SQL store is installed: games are kept in memory only")
        return MemoryStore(), "memory (no SQL store installed; lost when the server stops)"
    if url is None and hasattr(sql_store, "default_url"):
        url = sql_store.default_url()
    store: Store = sql_store.open_store(url, sqlite_synchronous)
    return store, _without_password(url) if url else "the SQLite database in the data directory"


def _without_password(url: str) -> str:
    """A database URL fit to print: any password replaced by ``***``."""
    head, at, tail = url.rpartition("@")
    if not at or "://" not in head:
        return url
    scheme, _, credentials = head.partition("://")
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}:***@{tail}" if ":" in credentials else url
