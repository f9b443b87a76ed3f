"""The room's database schema: SQLAlchemy 2 declarative models behind ``SqlStore``.

The migrations in ``migrations/versions`` create exactly these tables; a test compares the
migrated schema with this metadata, so a change here needs a new migration
(``alembic revision --autogenerate``, see ``migrations/README``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

STATUSES: Final = ("waiting", "playing", "finished")
"""A table's status: seats being filled, a game going on, the game over."""

NAME_LENGTH: Final = 64
"""The longest user name the schema holds (the server may set a smaller limit)."""

KEY_LENGTH: Final = NAME_LENGTH * 3
"""The longest normalized name (case folding and NFKC can make a name longer)."""

PUBLIC_ID_LENGTH: Final = 32
"""The longest public id of a record (``store.new_public_id`` makes 16 characters)."""

NAMING: Final = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Constraint names, so that migrations can name what they alter on every database."""


def utcnow() -> datetime:
    """The current time, timezone-aware, in UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """The declarative base of every model; ``Base.metadata`` is the schema."""

    metadata = MetaData(naming_convention=NAMING)


class UserRow(Base):
    """An account (with a password hash) or a guest (without)."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    """The name as chosen, shown to others."""
    name_key: Mapped[str] = mapped_column(String(KEY_LENGTH), unique=True)
    """The name normalized and case-folded: two names with the same key are the same name."""
    password_hash: Mapped[str | None] = mapped_column(String(255))
    guest: Mapped[bool] = mapped_column(Boolean)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    settings: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    """The client's settings (a JSON object), or null before any were saved."""


class SessionRow(Base):
    """A signed-in session: the hash of its token (the token itself is never stored)."""

    __tablename__ = "sessions"

    token_hash: Mapped[str] = mapped_column(String(128), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TableRow(Base):
    """A table: its game, resolved options and seed; its seats and moves hang from it."""

    __tablename__ = "tables"
    __table_args__ = (
        CheckConstraint("status IN ('waiting', 'playing', 'finished')", name="status"),
        Index(None, "status"),
        Index(None, "owner_id", "status"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16), default="waiting")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow)

    seats: Mapped[list[SeatRow]] = relationship(
        order_by="SeatRow.seat", cascade="all, delete-orphan", passive_deletes=True)
    moves: Mapped[list[MoveRow]] = relationship(
        order_by="MoveRow.number", cascade="all, delete-orphan", passive_deletes=True)


class SeatRow(Base):
    """Who sits in one seat of a table: a user, a bot of some level, or nobody."""

    __tablename__ = "seats"
    __table_args__ = (
        CheckConstraint("seat >= 0", name="seat"),
        CheckConstraint("user_id IS NULL OR bot IS NULL", name="one_occupant"),
    )

    table_id: Mapped[int] = mapped_column(
        ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), index=True)
    bot: Mapped[str | None] = mapped_column(String(32))


class MoveRow(Base):
    """One accepted move. The key (table, number) refuses a number given twice."""

    __tablename__ = "moves"
    __table_args__ = (CheckConstraint("number >= 1", name="number"),)

    table_id: Mapped[int] = mapped_column(
        ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)


class RecordRow(Base):
    """A finished game's record (``cardtable-record/1``); one per table."""

    __tablename__ = "records"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("tables.id", ondelete="CASCADE"), unique=True)
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    public_id: Mapped[str] = mapped_column(String(PUBLIC_ID_LENGTH), unique=True)
    """The record's id in links: random, so that records cannot be found by counting."""
    shared: Mapped[bool] = mapped_column(Boolean, default=False)
    """Whether its players let anyone find it."""
    created: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, index=True)

    players: Mapped[list[RecordPlayerRow]] = relationship(
        order_by="RecordPlayerRow.position", cascade="all, delete-orphan",
        passive_deletes=True)


class RecordPlayerRow(Base):
    """A user who played in a recorded game; ``position`` keeps the order they were given."""

    __tablename__ = "record_players"

    record_id: Mapped[int] = mapped_column(
        ForeignKey("records.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True)
    position: Mapped[int] = mapped_column(Integer)


class RatingRow(Base):
    """A user's OpenSkill rating in one game family."""

    __tablename__ = "ratings"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    family: Mapped[str] = mapped_column(String(32), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    updated: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow)
