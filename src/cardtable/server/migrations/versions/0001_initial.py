"""The initial schema: users, sessions, tables, seats, moves, records, ratings.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _created() -> sa.Column[datetime]:
    return sa.Column("created", sa.DateTime(timezone=True), nullable=False)


def upgrade() -> None:
    """Create every table of the room."""
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("name_key", sa.String(length=192), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=True),
        sa.Column("guest", sa.Boolean(), nullable=False),
        _created(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("name_key", name=op.f("uq_users_name_key")),
    )
    op.create_table(
        "sessions",
        sa.Column("token_hash", sa.String(length=128), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        _created(),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name=op.f("fk_sessions_user_id_users")),
        sa.PrimaryKeyConstraint("token_hash", name=op.f("pk_sessions")),
    )
    op.create_index(op.f("ix_sessions_user_id"), "sessions", ["user_id"])

    op.create_table(
        "tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        _created(),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("status IN ('waiting', 'playing', 'finished')",
                           name=op.f("ck_tables_status")),
        sa.ForeignKeyConstraint(["owner_id"], ["users.id"], ondelete="CASCADE",
                                name=op.f("fk_tables_owner_id_users")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tables")),
    )
    op.create_index(op.f("ix_tables_status"), "tables", ["status"])
    op.create_index(op.f("ix_tables_owner_id_status"), "tables", ["owner_id", "status"])

    op.create_table(
        "seats",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("bot", sa.String(length=32), nullable=True),
        sa.CheckConstraint("seat >= 0", name=op.f("ck_seats_seat")),
        sa.CheckConstraint("user_id IS NULL OR bot IS NULL",
                           name=op.f("ck_seats_one_occupant")),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], ondelete="CASCADE",
                                name=op.f("fk_seats_table_id_tables")),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="SET NULL",
                                name=op.f("fk_seats_user_id_users")),
        sa.PrimaryKeyConstraint("table_id", "seat", name=op.f("pk_seats")),
    )
    op.create_index(op.f("ix_seats_user_id"), "seats", ["user_id"])

    op.create_table(
        "moves",
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_moves_number")),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], ondelete="CASCADE",
                                name=op.f("fk_moves_table_id_tables")),
        sa.PrimaryKeyConstraint("table_id", "number", name=op.f("pk_moves")),
    )

    op.create_table(
        "records",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        _created(),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], ondelete="CASCADE",
                                name=op.f("fk_records_table_id_tables")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_records")),
        sa.UniqueConstraint("table_id", name=op.f("uq_records_table_id")),
    )
    op.create_index(op.f("ix_records_created"), "records", ["created"])

    op.create_table(
        "record_players",
        sa.Column("record_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["record_id"], ["records.id"], ondelete="CASCADE",
                                name=op.f("fk_record_players_record_id_records")),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name=op.f("fk_record_players_user_id_users")),
        sa.PrimaryKeyConstraint("record_id", "user_id", name=op.f("pk_record_players")),
    )
    op.create_index(op.f("ix_record_players_user_id"), "record_players", ["user_id"])

    op.create_table(
        "ratings",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("family", sa.String(length=32), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE",
                                name=op.f("fk_ratings_user_id_users")),
        sa.PrimaryKeyConstraint("user_id", "family", name=op.f("pk_ratings")),
    )


def downgrade() -> None:
    """Drop every table of the room (and everything in them)."""
    for table in ("ratings", "record_players", "records", "moves", "seats", "tables",
                  "sessions", "users"):
        op.drop_table(table)
