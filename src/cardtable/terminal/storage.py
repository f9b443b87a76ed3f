"""Where finished (and left) games are kept: the user's data directory, ``records/``."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from platformdirs import user_data_dir

from cardtable.records.record import write_records

DATA_ENV: Final = "CARDTABLE_DATA_DIR"
"""An environment variable naming another data directory (for tests, or a portable set-up)."""


def data_dir() -> Path:
    """The data directory: ``$CARDTABLE_DATA_DIR``, else the platform's user data directory."""
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else Path(user_data_dir("cardtable"))


def records_dir() -> Path:
    """The folder of saved game records."""
    return data_dir() / "records"


def save_record(record: dict[str, Any], label: str, when: datetime | None = None) -> Path:
    """Write one record to a new file in ``records_dir()`` and return its path.

    The name is the time and ``label`` (``2025-05-01-201530-escoba.json``), with a number
    added when that name is taken. Raises ``OSError`` when it cannot be written.
    """
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    path = folder / f"{stamp}-{label}.json"
    number = 2
    while path.exists():
        path = folder / f"{stamp}-{label}-{number}.json"
        number += 1
    write_records(path, [record])
    return path
