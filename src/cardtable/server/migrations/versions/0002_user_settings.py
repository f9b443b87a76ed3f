"""Users' client settings: a nullable JSON column (null until a client saves some).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``users.settings``; existing users have none."""
    with op.batch_alter_table("users") as batch:
        batch.add_column(sa.Column("settings", sa.JSON(), nullable=True))


def downgrade() -> None:
    """Drop ``users.settings`` (and every saved setting)."""
    with op.batch_alter_table("users") as batch:
        batch.drop_column("settings")
