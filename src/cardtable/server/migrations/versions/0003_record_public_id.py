"""Records get a random public id for links, and a flag their players set to share them.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``records.public_id`` (a random id for each record already kept) and
    ``records.shared`` (false: records stay their players' own)."""
    with op.batch_alter_table("records") as batch:
        batch.add_column(sa.Column("public_id", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("shared", sa.Boolean(), nullable=True))
    records = sa.table("records", sa.column("id", sa.Integer()),
                       sa.column("public_id", sa.String()), sa.column("shared", sa.Boolean()))
    connection = op.get_bind()
    for (record_id,) in connection.execute(sa.select(records.c.id)).all():
        connection.execute(records.update().where(records.c.id == record_id)
                           .values(public_id=secrets.token_urlsafe(12), shared=False))
    with op.batch_alter_table("records") as batch:
        batch.alter_column("public_id", existing_type=sa.String(length=32), nullable=False)
        batch.alter_column("shared", existing_type=sa.Boolean(), nullable=False)
        batch.create_unique_constraint(op.f("uq_records_public_id"), ["public_id"])


def downgrade() -> None:
    """Drop the public ids and the sharing flags."""
    with op.batch_alter_table("records") as batch:
        batch.drop_constraint(op.f("uq_records_public_id"), type_="unique")
        batch.drop_column("shared")
        batch.drop_column("public_id")
