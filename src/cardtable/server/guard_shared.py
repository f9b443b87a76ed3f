"""The account limits of ``guard_accounts`` counted in Redis, for a room of several processes.

Behind a proxy that spreads one address's connections over N processes, limits counted in
each process would let that address guess N times as many passwords, make N times as many
names and send N times as much chat. A ``RedisNode`` gives its room's ``AccountGuard`` a
``SharedGuard``: the chat buckets, the sign-in back-offs and the new names an address may make
are then kept in Redis, each check one Lua script (atomic: tries made at once on different
processes cannot pass together) timed by Redis's own clock. The numbers and the wording of
a refusal are the same as in one process. If Redis does not answer, a method returns
``None`` and the guard counts in its own process meanwhile (logged), so a Redis outage never
locks anyone out.

Open connections per address are counted in Redis too, by process: a hash per address of
``node -> connections``, where ``node`` is a process's name and the token of this run of it.
A process that dies cannot give its count back, so a count is only added up while its node's
alive key (renewed with its leases) holds that run's token; the counts of a node gone are
dropped at the next connection from that address. The connections signed in with one session
token are a sorted set by when they signed in (``SESSION_OPEN``): past the limit, the oldest
leave it and the cluster's node has them closed wherever they are.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Mapping, Sequence
from typing import Any, Final, TypeVar

import redis.asyncio as redis
from redis.exceptions import RedisError

from cardtable.server.bus import Keys
from cardtable.server.leases import text_of

log = logging.getLogger(__name__)

TAKE_ALL: Final = """
-- KEYS: token buckets; ARGV: rate and burst of each in turn.
-- Takes a token from every bucket, or from none: {0, '0'} when all had one, else
-- {index of the first bucket without, seconds until it has one}.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local levels = {}
for i, key in ipairs(KEYS) do
  local rate, burst = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local held = redis.call('HMGET', key, 'tokens', 'last')
  local tokens = tonumber(held[1]) or burst
  local last = tonumber(held[2]) or now
  tokens = math.min(burst, tokens + math.max(0, now - last) * rate)
  if tokens < 1 then
    return {i, tostring((1 - tokens) / rate)}
  end
  levels[i] = tokens
end
for i, key in ipairs(KEYS) do
  local rate, burst = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  redis.call('HSET', key, 'tokens', tostring(levels[i] - 1), 'last', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(burst / rate * 1000) + 1000)
end
return {0, '0'}
"""

TRY_SIGN_IN: Final = """
-- KEYS: the account's back-off, the address's; ARGV: free tries of each, first wait, most.
-- Refused ('seconds to wait') while either waits; else both count one more failed try
-- (until the sign-in succeeds) and '0'.
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local first, most = tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
local held = {}
for i, key in ipairs(KEYS) do
  local entry = redis.call('HMGET', key, 'failures', 'until', 'last')
  if entry[1] and now - tonumber(entry[3]) <= 2 * most then
    held[i] = {tonumber(entry[1]), tonumber(entry[2])}
    wait = math.max(wait, tonumber(entry[2]) - now)
  else
    held[i] = {0, now}
  end
end
if wait > 0 then
  return tostring(wait)
end
for i, key in ipairs(KEYS) do
  local failures, until_ = held[i][1] + 1, held[i][2]
  local free = tonumber(ARGV[i])
  if failures > free then
    until_ = now + math.min(most, first * 2 ^ (failures - free - 1))
  end
  redis.call('HSET', key, 'failures', failures, 'until', tostring(until_),
             'last', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(2 * most * 1000) + 1000)
end
return '0'
"""


CONNECT: Final = """
-- KEYS: the address's connections (node/run -> count); ARGV: this node/run, the limit, the
-- prefix of the nodes' alive keys (whose value is the node's run), how long the count lives.
-- 1 (and this node counts one more) while the live nodes hold fewer than the limit, else 0;
-- the counts of a run whose node is gone (or runs again, anew) are dropped. The count lives
-- a day past the address's last connection (a node that dies leaves nothing for good).
local held = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #held, 2 do
  local node, run = string.match(held[i], '^(.*)/([^/]*)$')
  if held[i] == ARGV[1] or (node and redis.call('GET', ARGV[3] .. node) == run) then
    total = total + tonumber(held[i + 1])
  else
    redis.call('HDEL', KEYS[1], held[i])
  end
end
if total >= tonumber(ARGV[2]) then
  return 0
end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""

DISCONNECT: Final = """
-- KEYS: the address's connections; ARGV: this node. One fewer for this node.
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return left
"""


SESSION_OPEN: Final = """
-- KEYS: the token's connections (a sorted set: node/run|id by when it signed in); ARGV: this
-- connection, the limit, the prefix of the nodes' alive keys.
-- The connections beyond the limit, oldest first, which leave the set (to be closed); the
-- connections of runs gone are dropped.
local clock = redis.call('TIME')
redis.call('ZADD', KEYS[1], tonumber(clock[1]) * 1000000 + tonumber(clock[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], 86400000)
local live = {}
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local node, run = string.match(member, '^(.*)/([^/|]*)|')
  if member == ARGV[1] or (node and redis.call('GET', ARGV[3] .. node) == run) then
    live[#live + 1] = member
  else
    redis.call('ZREM', KEYS[1], member)
  end
end
local over = {}
for i = 1, #live - tonumber(ARGV[2]) do
  over[#over + 1] = live[i]
  redis.call('ZREM', KEYS[1], live[i])
end
return over
"""


COUNTS_KEPT_MS: Final = 86_400_000
"""How long an address's connection count outlives its last change (as the scripts keep
it): the fields a dead process leaves go with it."""

ANSWER_SECONDS: Final = 1.0
"""How long a check waits for Redis before counting in this process alone: a Redis that
hangs must not hang every sign-in, chat line and new connection."""
FAILED: Final = (RedisError, OSError, TimeoutError)
"""What a Redis that is gone, refuses or hangs raises."""

_T = TypeVar("_T")


async def _answer(call: Awaitable[_T]) -> _T:
    """``call``'s answer, or ``TimeoutError`` after ``ANSWER_SECONDS``."""
    return await asyncio.wait_for(call, ANSWER_SECONDS)


class SharedGuard:
    """The Redis side of ``AccountGuard`` (module docstring): every key starts with
    ``prefix`` (the cluster's name)."""

    def __init__(self, client: redis.Redis, prefix: str, node: str = "",
                 alive: str = "") -> None:
        self.client = client
        self.prefix = f"{prefix}:guard"
        self.node = node or f"{secrets.token_hex(4)}/{secrets.token_hex(4)}"
        """This process in the connection counts: ``node/run``, where ``alive + node`` is a
        key whose value is ``run`` while the process lives (``cluster``'s alive keys)."""
        self.alive = alive or Keys(prefix).alive("")
        self._take_all: Any = client.register_script(TAKE_ALL)
        self._try_sign_in: Any = client.register_script(TRY_SIGN_IN)
        self.unsynced: set[str] = set()
        """Addresses whose count in Redis missed a closed connection (``resync``)."""
        self._connect: Any = client.register_script(CONNECT)
        self._disconnect: Any = client.register_script(DISCONNECT)
        self._session_open: Any = client.register_script(SESSION_OPEN)

    def _connections(self, address: str) -> str:
        """The key of ``address``'s connections (``node/run -> count``)."""
        return f"{self.prefix}:connections:{address}"

    async def connect(self, address: str, limit: int) -> bool | None:
        """Whether ``address`` may open one more connection in the whole room (if so it is
        counted for this process until ``disconnect``); ``None`` when Redis did not
        answer."""
        try:
            taken = await _answer(self._connect(keys=[self._connections(address)],
                                                args=[self.node, limit, self.alive,
                                                      COUNTS_KEPT_MS]))
        except FAILED as error:
            log.warning("connections counted in this process only: Redis: %r", error)
            self.unsynced.add(address)  # a script that ran all the same is undone later
            return None
        return bool(int(taken))

    async def disconnect(self, address: str) -> None:
        """A connection ``connect`` counted closed (if Redis does not hear it, ``resync``
        tells it later)."""
        try:
            await _answer(self._disconnect(keys=[self._connections(address)],
                                           args=[self.node]))
        except FAILED as error:
            log.warning("a closed connection stays counted in Redis until it is told "
                        "again: %s", error)
            self.unsynced.add(address)

    async def session_opened(self, token_hash: str, connection_id: int, limit: int
                             ) -> list[tuple[str, int]] | None:
        """A connection of this process signed in with a session token: the connections
        (``(node/run, id)``, oldest first, of any process) beyond the token's ``limit``, to
        be closed; ``None`` when Redis did not answer."""
        try:
            over = await _answer(self._session_open(
                keys=[f"{self.prefix}:sessions:{token_hash}"],
                args=[f"{self.node}|{connection_id}", limit, self.alive]))
        except FAILED as error:
            log.warning("sessions counted in this process only: Redis: %s", error)
            return None
        found = []
        for member in over:
            node, _, number = str(text_of(member)).rpartition("|")
            found.append((node, int(number)))
        return found

    async def session_closed(self, token_hash: str, connection_id: int) -> None:
        """A connection ``session_opened`` counted closed or signed out."""
        with contextlib.suppress(*FAILED):
            await _answer(self.client.zrem(f"{self.prefix}:sessions:{token_hash}",
                                           f"{self.node}|{connection_id}"))

    async def resync(self, counts: Mapping[str, int]) -> None:
        """Tell Redis this process's true connections (``counts``, by address) from the
        addresses whose closing it did not hear."""
        for address in list(self.unsynced):
            key = self._connections(address)
            held = counts.get(address, 0)
            try:
                if held > 0:
                    await _answer(self.client.hset(key, self.node, held))
                    await _answer(self.client.pexpire(key, COUNTS_KEPT_MS))
                else:
                    await _answer(self.client.hdel(key, self.node))
            except FAILED:
                return
            self.unsynced.discard(address)

    async def take(self, buckets: Sequence[tuple[str, str, float, int]]
                   ) -> tuple[int, float] | None:
        """A token from each of ``buckets`` (``(kind, key, rate, burst)``), or from none:
        ``(-1, 0.0)`` when all had one, else the index of the first without and the seconds
        until it has one; ``None`` when Redis did not answer."""
        keys = [f"{self.prefix}:{kind}:{key}" for kind, key, _, _ in buckets]
        args: list[float] = []
        for _, _, rate, burst in buckets:
            args += [rate, max(burst, 1)]
        try:
            index, wait = await _answer(self._take_all(keys=keys, args=args))
        except FAILED as error:
            log.warning("rate limits counted in this process only: Redis: %s", error)
            return None
        return int(index) - 1, float(wait)

    async def try_sign_in(self, account: str, address: str, account_free: int,
                          address_free: int, first: float, most: float) -> float | None:
        """The wait before a sign-in to ``account`` from ``address`` may be tried (0.0: it is
        tried now and counted as failed until ``signed_in``); ``None`` when Redis did not
        answer."""
        keys = [f"{self.prefix}:sign-in-account:{account}",
                f"{self.prefix}:sign-in-address:{address}"]
        try:
            wait = await _answer(self._try_sign_in(
                keys=keys, args=[account_free, address_free, first, most]))
        except FAILED as error:
            log.warning("sign-in back-off counted in this process only: Redis: %s", error)
            return None
        return float(wait)

    async def signed_in(self, account: str) -> None:
        """The password was right: the account's failed tries are forgotten everywhere."""
        try:
            await _answer(self.client.delete(f"{self.prefix}:sign-in-account:{account}"))
        except FAILED as error:
            log.warning("could not clear the sign-in back-off in Redis: %s", error)
