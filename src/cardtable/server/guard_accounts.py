"""What one person, one address or the whole room may do with accounts and chat (issue 16).

- chat lines: per user, per address and, for room chat, room-wide (token buckets);
- sign-in guesses: per account and per address, an exponential back-off once a few have
  failed (checked before any password is hashed);
- accounts made (guests and registrations) per address a minute; open connections per
  address;
- guests that have been away for ``guest_idle_seconds`` expire, and their names are free.

In a room of several processes (``cluster``) the chat, sign-in and new-name limits are counted
in Redis (``guard_shared``): the ``check_*`` coroutines, which the handlers call, ask it and
fall back on this process's own counts when it does not answer.

A refusal raises ``Limited`` (protocol code ``rate_limited``), whose ``retry_after`` says in
how many seconds to try again. Every number is in ``GuardLimits`` (``cardtable.server.limits``).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.server.limits import GuardLimits

if TYPE_CHECKING:
    from cardtable.server.guard_shared import SharedGuard
    from cardtable.server.room import Room

log = logging.getLogger(__name__)
Clock = Callable[[], float]


class Limited(Exception):
    """A refusal by a limit: ``code`` is ``rate_limited``; ``retry_after`` in seconds."""

    code = "rate_limited"

    def __init__(self, message: str, accepted: str, retry_after: float) -> None:
        super().__init__(message)
        self.message = message
        self.accepted = accepted
        self.retry_after = max(0.1, math.ceil(retry_after * 10) / 10)


class Buckets:
    """A token bucket per key (``burst`` tokens, refilled at ``rate`` a second): ``take``
    gives 0 when one may pass now, else the seconds until it may. Full buckets are
    forgotten, so the table holds only the keys that acted recently."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(max(burst, 1))
        self._clock = clock
        self._levels: dict[str, tuple[float, float]] = {}
        self._taken = 0

    def take(self, key: str) -> float:
        """Take one token for ``key``; 0.0 if there was one, else the wait for one."""
        now = self._clock()
        tokens, last = self._levels.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        if tokens < 1.0:
            self._levels[key] = (tokens, now)
            return (1.0 - tokens) / self.rate
        self._levels[key] = (tokens - 1.0, now)
        self._taken += 1
        if self._taken % 1024 == 0:
            self._forget(now)
        return 0.0

    def give_back(self, key: str) -> None:
        """Return a token taken for a refusal made by another limit."""
        tokens, last = self._levels.get(key, (self.burst, self._clock()))
        self._levels[key] = (min(self.burst, tokens + 1.0), last)

    def __len__(self) -> int:
        return len(self._levels)

    def _forget(self, now: float) -> None:
        full = [key for key, (tokens, last) in self._levels.items()
                if tokens + (now - last) * self.rate >= self.burst]
        for key in full:
            del self._levels[key]


class Backoff:
    """Failed tries per key: after ``free`` of them each further try sets a wait that doubles
    (``first``, 2 × ``first`` ... at most ``most`` seconds). A try counts as failed from the
    moment it starts (so tries made at once cannot pass together); a success forgets the
    key, and so does a quiet spell of twice ``most``."""

    def __init__(self, free: int, first: float, most: float,
                 clock: Clock = time.monotonic) -> None:
        self.free, self.first, self.most = free, first, most
        self._clock = clock
        self._tries: dict[str, tuple[int, float, float]] = {}
        """Per key: failed tries, the time before which no try passes, the last try."""

    def wait(self, key: str) -> float:
        """Seconds before ``key`` may try again (0.0: now)."""
        now = self._clock()
        entry = self._tries.get(key)
        if entry is None:
            return 0.0
        failures, until, last = entry
        if now - last > 2 * self.most:
            del self._tries[key]
            return 0.0
        return max(0.0, until - now)

    def attempt(self, key: str) -> None:
        """A try starts: it counts as failed until ``succeeded``."""
        now = self._clock()
        failures, until, _ = self._tries.get(key, (0, now, now))
        failures += 1
        if failures > self.free:
            until = now + min(self.most, self.first * 2.0 ** (failures - self.free - 1))
        self._tries[key] = (failures, until, now)
        if len(self._tries) > 4096:
            self._forget(now)

    def succeeded(self, key: str) -> None:
        """The try succeeded: the key starts afresh."""
        self._tries.pop(key, None)

    def _forget(self, now: float) -> None:
        old = [k for k, (_, _, last) in self._tries.items() if now - last > 2 * self.most]
        for key in old:
            del self._tries[key]


def _seconds(wait: float) -> str:
    return f"{max(1, math.ceil(wait))} s"


def _chat_refused(who: str, accepted: str, wait: float) -> Limited:
    return Limited(f"too many chat lines: {who} more than the room can hear; try again in "
                   f"{_seconds(wait)}", accepted, wait)


class AccountGuard:
    """The room's limits on chat, sign-in guesses, new accounts and connections per
    address (one per ``Room``)."""

    def __init__(self, limits: GuardLimits, clock: Clock = time.monotonic) -> None:
        self.limits = limits
        self.chat_user = Buckets(limits.chat_per_second, limits.chat_burst, clock)
        self.chat_address = Buckets(limits.chat_address_per_second,
                                    limits.chat_address_burst, clock)
        self.chat_room = Buckets(limits.room_chat_per_second, limits.room_chat_burst, clock)
        self.sign_in_account = Backoff(limits.sign_in_free_failures, limits.sign_in_backoff,
                                       limits.sign_in_backoff_max, clock)
        self.sign_in_address = Backoff(limits.sign_in_address_free_failures,
                                       limits.sign_in_backoff, limits.sign_in_backoff_max,
                                       clock)
        self.accounts = Buckets(limits.accounts_per_minute / 60.0,
                                limits.accounts_per_minute, clock)
        self.connections: dict[str, int] = {}
        self.shared: SharedGuard | None = None
        """Set by a ``RedisNode``: the chat, sign-in, new-name and connection limits counted
        in Redis."""
        self.shared_connections: dict[str, int] = {}
        """The connections of ``connections`` that are counted in Redis too, by address."""

    # Chat -----------------------------------------------------------------------------------

    def _chat_checks(self, user_id: int, address: str, room_wide: bool
                     ) -> list[tuple[str, Buckets, str, str, str]]:
        """The buckets a chat line takes from: kind, buckets, key, who, what is accepted."""
        limits = self.limits
        checks = [("chat-user", self.chat_user, str(user_id), "you send",
                   f"{limits.chat_burst} lines at once, then one every "
                   f"{1 / limits.chat_per_second:g} s"),
                  ("chat-address", self.chat_address, address, "your address sends",
                   f"{limits.chat_address_burst} lines at once from one address, then "
                   f"{limits.chat_address_per_second:g} a second")]
        if room_wide:
            checks.append(("chat-room", self.chat_room, "room", "the room gets",
                           f"{limits.room_chat_burst} room lines at once, then "
                           f"{limits.room_chat_per_second:g} a second for everyone"))
        return checks

    def chat(self, user_id: int, address: str, room_wide: bool) -> None:
        """One chat line of a user from an address (``room_wide``: to the whole room),
        counted in this process; raises ``Limited`` if a limit would be passed (then no
        token is spent)."""
        taken: list[tuple[Buckets, str]] = []
        for _, buckets, key, who, accepted in self._chat_checks(user_id, address, room_wide):
            wait = buckets.take(key)
            if wait > 0:
                for done, done_key in taken:
                    done.give_back(done_key)
                raise _chat_refused(who, accepted, wait)
            taken.append((buckets, key))

    async def check_chat(self, user_id: int, address: str, room_wide: bool) -> None:
        """``chat``, counted in Redis when the room has several processes."""
        if self.shared is not None:
            checks = self._chat_checks(user_id, address, room_wide)
            answer = await self.shared.take([(kind, key, buckets.rate, int(buckets.burst))
                                             for kind, buckets, key, _, _ in checks])
            if answer is not None:
                index, wait = answer
                if index >= 0:
                    _, _, _, who, accepted = checks[index]
                    raise _chat_refused(who, accepted, wait)
                return
        self.chat(user_id, address, room_wide)

    # Sign-in ----------------------------------------------------------------------------------

    def sign_in_starts(self, account: str, address: str) -> None:
        """A sign-in to ``account`` (its name key) from ``address`` begins: refused with
        ``Limited`` while either waits after failed tries; else counted as failed until
        ``sign_in_succeeded``."""
        wait = max(self.sign_in_account.wait(account), self.sign_in_address.wait(address))
        if wait > 0:
            raise self._sign_in_refused(wait)
        self.sign_in_account.attempt(account)
        self.sign_in_address.attempt(address)

    def sign_in_succeeded(self, account: str) -> None:
        """The password was right: the account starts afresh (the address does not)."""
        self.sign_in_account.succeeded(account)

    async def check_sign_in(self, account: str, address: str) -> None:
        """``sign_in_starts``, counted in Redis when the room has several processes."""
        if self.shared is not None:
            limits = self.limits
            wait = await self.shared.try_sign_in(
                account, address, limits.sign_in_free_failures,
                limits.sign_in_address_free_failures, limits.sign_in_backoff,
                limits.sign_in_backoff_max)
            if wait is not None:
                if wait > 0:
                    raise self._sign_in_refused(wait)
                return
        self.sign_in_starts(account, address)

    async def signed_in(self, account: str) -> None:
        """``sign_in_succeeded``, here and in Redis."""
        self.sign_in_succeeded(account)
        if self.shared is not None:
            await self.shared.signed_in(account)

    def _sign_in_refused(self, wait: float) -> Limited:
        return Limited(f"too many wrong sign-ins: try again in {_seconds(wait)}",
                       f"after {self.limits.sign_in_free_failures} wrong passwords the "
                       "wait doubles with each one, up to "
                       f"{self.limits.sign_in_backoff_max:g} s", wait)

    # Accounts and connections -----------------------------------------------------------------

    def new_account(self, address: str) -> None:
        """A guest or an account is to be made from ``address``; raises ``Limited`` when the
        address has made its share this minute (counted in this process)."""
        wait = self.accounts.take(address)
        if wait > 0:
            raise self._accounts_refused(wait)

    async def check_new_account(self, address: str) -> None:
        """``new_account``, counted in Redis when the room has several processes."""
        if self.shared is not None:
            per = self.limits.accounts_per_minute
            answer = await self.shared.take([("accounts", address, per / 60.0, per)])
            if answer is not None:
                if answer[0] >= 0:
                    raise self._accounts_refused(answer[1])
                return
        self.new_account(address)

    def _accounts_refused(self, wait: float) -> Limited:
        per = self.limits.accounts_per_minute
        return Limited(f"too many new names from your address: try again in "
                       f"{_seconds(wait)}", f"{per} guests or accounts a minute from one "
                       "address", wait)

    def connect(self, address: str) -> bool:
        """A connection opens from ``address``: whether the address may hold one more (if
        so it is counted until ``disconnect``)."""
        held = self.connections.get(address, 0)
        if held >= self.limits.connections_per_address:
            return False
        self.connections[address] = held + 1
        return True

    def disconnect(self, address: str) -> None:
        """A counted connection from ``address`` closed."""
        _less(self.connections, address)

    async def check_connect(self, address: str) -> bool:
        """``connect``, counted over every process of the room when they share Redis (one
        process's own count when Redis does not answer)."""
        shared = self.shared
        if shared is None:
            return self.connect(address)
        taken = await shared.connect(address, self.limits.connections_per_address)
        if taken is None:
            return self.connect(address)
        if not taken:
            return False
        _more(self.connections, address)
        _more(self.shared_connections, address)
        return True

    async def disconnected(self, address: str) -> None:
        """``disconnect``, and in Redis too when ``check_connect`` counted it there."""
        self.disconnect(address)
        if self.shared is not None and self.shared_connections.get(address, 0) > 0:
            _less(self.shared_connections, address)
            await self.shared.disconnect(address)


def _more(counts: dict[str, int], key: str) -> None:
    """One more of ``key`` in ``counts``."""
    counts[key] = counts.get(key, 0) + 1


def _less(counts: dict[str, int], key: str) -> None:
    """One fewer of ``key`` in ``counts`` (gone at none)."""
    held = counts.get(key, 0) - 1
    if held > 0:
        counts[key] = held
    else:
        counts.pop(key, None)


async def expire_guests(room: Room, clock: Clock = time.monotonic) -> None:
    """Forever (a task of the running room): every so often, expire the guests who have had
    no connection for ``guest_idle_seconds`` and sit at no open table; their names are free
    again and their tokens resume nothing. Away since: the first sweep that found them
    away (a restart counts as their leaving)."""
    idle = room.config.guard.guest_idle_seconds
    every = max(0.05, min(60.0, idle / 4))
    away: dict[int, float] = {}
    while True:
        try:
            now = clock()
            guests = await room.db.run(room.db.store.guests)
            seated = room.seated_users()
            known = set()
            for user in guests:
                known.add(user.id)
                if room.is_present(user.id) or user.id in seated:
                    away.pop(user.id, None)
                    continue
                since = away.setdefault(user.id, now)
                if now - since >= idle:
                    if await room.db.run(room.db.store.expire_guest, user.id):
                        room.accounts.forget_name(user.name)
                        log.info("guest %s expired after %.0f s away", user.id, now - since)
                    away.pop(user.id, None)
            for gone in set(away) - known:
                del away[gone]
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("expiring guests failed; trying again later")
        await asyncio.sleep(every)
