"""What one client may ask of the room: message size and rate, tables, connections.

Every limit has a sensible default and can be set when the app is made (tests set small
ones). A message over a limit is refused with an error frame; only a message far over the
size limit, or a connection past the total, closes the connection.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final


@dataclass(frozen=True, slots=True)
class Limits:
    """The room's limits; every number is configurable."""

    max_message_bytes: int = 16_384
    """A bigger message is refused (error ``too_large``); the connection stays."""
    close_message_bytes: int = 262_144
    """A message this big or bigger closes the connection (code 1009)."""
    messages_per_second: float = 20.0
    """Sustained rate of messages a connection may send."""
    burst: int = 40
    """Messages a connection may send at once before the rate applies."""
    tables_per_user: int = 3
    """Open tables (waiting or playing) one user may own."""
    max_connections: int = 2_000
    """Connections the room holds at once; the next one is told so and closed."""
    chat_length: int = 500
    """Characters in one chat message."""
    chat_history: int = 50
    """Chat lines kept per table and for the room, sent to newcomers."""
    settings_bytes: int = 4_096
    """Bytes of a user's saved settings (the JSON object, serialized compactly)."""
    send_queue: int = 2_000
    """Frames waiting for a slow client before it is disconnected."""

    def to_json(self) -> dict[str, float | int]:
        """The limits a client should know, for the ``welcome`` frame."""
        return {"max_message_bytes": self.max_message_bytes,
                "messages_per_second": self.messages_per_second, "burst": self.burst,
                "tables_per_user": self.tables_per_user, "chat_length": self.chat_length,
                "settings_bytes": self.settings_bytes}


class RateLimiter:
    """A token bucket: ``burst`` tokens, refilled at ``rate`` a second; a message takes one."""

    __slots__ = ("_rate", "_burst", "_tokens", "_last", "_clock")

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._rate = rate
        self._burst = float(max(burst, 1))
        self._tokens = self._burst
        self._clock = clock
        self._last = clock()

    def allow(self) -> bool:
        """Whether one more message may pass now (and take its token if so)."""
        now = self._clock()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False


# Accounts, chat, names and connections per address (issue 16) -------------------------------

@dataclass(frozen=True, slots=True)
class GuardLimits:
    """Limits on chat, sign-in guesses, new accounts and connections per address, and how
    long an absent guest is kept (``cardtable.server.guard_accounts`` applies them). A
    refusal is ``rate_limited`` with ``retry_after``; a connection past the address's
    share is ``too_many_connections``."""

    chat_per_second: float = 0.5
    """Chat lines one user may send a second, once ``chat_burst`` are spent."""
    chat_burst: int = 5
    """Chat lines one user may send at once."""
    chat_address_per_second: float = 1.0
    """Chat lines one address may send a second (all its users), after its burst."""
    chat_address_burst: int = 10
    room_chat_per_second: float = 2.0
    """Room chat lines (to everyone) the whole room takes a second, after its burst."""
    room_chat_burst: int = 20
    sign_in_free_failures: int = 5
    """Wrong passwords for one account before the back-off: then each wrong one makes the
    next try wait ``sign_in_backoff`` seconds, doubling each time up to the maximum."""
    sign_in_address_free_failures: int = 20
    """Wrong sign-ins from one address (to any accounts) before its back-off."""
    sign_in_backoff: float = 1.0
    sign_in_backoff_max: float = 300.0
    accounts_per_minute: int = 10
    """Guests and accounts one address may make a minute (all at once, then spread)."""
    connections_per_address: int = 32
    """Connections one address may hold open at once."""
    guest_idle_seconds: float = 86_400.0
    """A guest with no connection (and no seat at an open table) this long expires: its
    name is free again and its token resumes nothing."""
    password_threads: int = 1
    """Worker threads that hash and check passwords (argon2), off the event loop."""
    password_queue: int = 32
    """Passwords waiting to be hashed or checked before a new one is refused (busy)."""
# Tables that end (issue 16; used by server/guard_tables.py) --------------------------------

TARGETS: Final[Mapping[str, int]] = {"classic": 50, "scopa": 50, "escoba": 100,
                                     "escoba-primiera": 100}
"""The highest target a table of each preset may play to (from 1)."""

@dataclass(frozen=True, slots=True)
class TableLimits:
    """The limits of this module; every number is configurable (``cardtable serve``)."""

    tables_per_address: int = 6
    """Open tables (waiting or playing) opened from one network address."""
    waiting_table_seconds: float = 600.0
    """A waiting table with no person of it connected is closed after this long."""
    unwatched_table_seconds: float = 600.0
    """A playing table of bots only that nobody watches is closed after this long (it is
    paused at once)."""
    targets: Mapping[str, int] = field(default_factory=lambda: dict(TARGETS))
    """The highest target by preset; a preset not listed takes ``default_target``."""
    default_target: int = 100
    max_margin: int = 10
    """The highest margin a sweep game may ask for (from 1)."""
    max_parties: int = 8
    """The most parties of a Metamorphosis game (from 1)."""
    manual_round_limit: int = 50
    """Rounds a game under manual capture may last; it is closed when they are played."""
    sessions_per_token: int = 4
    """Connections one session token may hold open at once."""
    record_chat_lines: int = 500
    """Chat lines of a table kept with its record."""

    def janitor_seconds(self) -> float:
        """How often the janitor looks at the tables: often enough for the shortest wait."""
        shortest = min(self.waiting_table_seconds, self.unwatched_table_seconds)
        return max(0.05, min(5.0, shortest / 4))

    def to_json(self) -> dict[str, Any]:
        """The limits a client should know, for the ``welcome`` frame."""
        return {"tables_per_address": self.tables_per_address,
                "waiting_table_seconds": self.waiting_table_seconds,
                "unwatched_table_seconds": self.unwatched_table_seconds,
                "targets": dict(self.targets), "max_margin": self.max_margin,
                "max_parties": self.max_parties,
                "manual_round_limit": self.manual_round_limit,
                "sessions_per_token": self.sessions_per_token}
