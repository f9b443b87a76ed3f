"""What one client may ask of the room: message size and rate, tables, connections.

Every limit has a sensible default and can be set when the app is made (tests set small
ones). A message over a limit is refused with an error frame; only a message far over the
size limit, or a connection past the total, closes the connection.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


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
