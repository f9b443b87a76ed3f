"""How a room runs: limits, the grace period of a dropped player, bots' pace, hashing cost."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from cardtable.server.limits import GuardLimits, Limits, TableLimits


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """Settings of one room; the defaults suit a real server, tests make them quick."""

    limits: Limits = field(default_factory=Limits)
    tables: TableLimits = field(default_factory=TableLimits)
    """Tables per address, expiry of idle tables, bounds of a game, sessions per token."""
    grace_seconds: float = 60.0
    """How long a dropped player keeps the seat before a bot plays for them."""
    bot_delay: float = 0.8
    """Seconds a computer player waits before each move, so people can follow."""
    correction_window: float = 5.0
    """Seconds the computer players wait (instead of ``bot_delay``) while a person not to
    move may still react to the last card (take the capture his own card just missed, or
    challenge the capture just made), so he can hear the offer and answer it; his move or
    ``go_on`` ends the wait."""
    standin_level: str = "normal"
    """The level of the bot that plays for an absent player."""
    hint_level: str = "expert"
    """The computer player whose move a hint suggests."""
    argon2_time_cost: int = 3
    argon2_memory_kib: int = 65_536
    argon2_parallelism: int = 4
    lobby_seconds: float = 0.5
    """How often the lobby's changes go to those who follow it (each table's newest frame
    once; its own watchers hear each change at once); 0 sends each change at once."""
    store_threads: int = 1
    """Worker threads for the (synchronous) store; one keeps SQLite simple."""
    commit_window: float = 0.0
    """Seconds the move writer waits for more moves before each commit (``movewriter``);
    with none it commits at once all that came while the commit before it ran."""
    sqlite_synchronous: Literal["full", "normal"] = "full"
    """SQLite's ``PRAGMA synchronous`` (WAL): ``full``, a commit is on the disk when it
    returns; ``normal``, it outlives a killed process but not a power cut or an operating
    system crash (see ``sql_store``). PostgreSQL ignores it."""
    seed: int | None = None
    """When set, the n-th table this process opens deals from seed ``seed + n`` (n from 0),
    so that a room's games can be played again (demos, tests); else every seed is random."""
    guard: GuardLimits = field(default_factory=GuardLimits)
    """Limits on chat, sign-in guesses, new accounts and connections per address."""
    allowed_origins: tuple[str, ...] = ()
    """Pages of other sites (``https://host[:port]``) whose WebSockets the room accepts,
    besides its own page and clients that send no ``Origin`` (programs)."""


@dataclass(frozen=True, slots=True)
class ClusterConfig:
    """How a process joins the others (``cardtable serve --redis-url``)."""

    redis_url: str
    cluster: str = "cardtable"
    """The name every key and channel starts with: processes of one room share it."""
    node: str | None = None
    """This process's id; by default its host, process id and a random part."""
    lease_seconds: float = 10.0
    """How long a table's lease lasts unrenewed: the longest a table waits for another
    process after its own died."""


FAST_TEST_CONFIG = ServerConfig(limits=Limits(messages_per_second=10_000.0, burst=10_000),
                                guard=GuardLimits(chat_per_second=10_000.0, chat_burst=10_000,
                                                  chat_address_per_second=10_000.0,
                                                  chat_address_burst=10_000,
                                                  room_chat_per_second=10_000.0,
                                                  room_chat_burst=10_000,
                                                  accounts_per_minute=100_000,
                                                  connections_per_address=100_000),
                                grace_seconds=60.0, bot_delay=0.0, correction_window=0.0,
                                argon2_time_cost=1,
                                argon2_memory_kib=8, argon2_parallelism=1)
"""Settings for tests: no bot delay and cheap password hashing."""
