"""The account limits of ``guard_accounts`` counted in Redis, for a room of several processes.

Behind a proxy that spreads one address's connections over N processes, limits counted in
each process would let that address guess N times as many passwords, make N times as many
names and send N times as much chat. A ``RedisNode`` gives its room's ``AccountGuard`` a
``SharedGuard``: the chat buckets, the sign-in back-offs and the new names an address may make
are then kept in Redis, each check one Lua script (atomic: tries made at once on different
processes cannot pass together) timed by Redis's own clock. The numbers and the wording of
a refusal are the same as in one process. If Redis does not answer, a method returns
``None`` and the guard counts in its own process meanwhile (logged), so a Redis outage never
locks anyone out. Open connections per address stay counted per process (a process that dies
could not give its count back).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Final

import redis.asyncio as redis
from redis.exceptions import RedisError

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


class SharedGuard:
    """The Redis side of ``AccountGuard`` (module docstring): every key starts with
    ``prefix`` (the cluster's name)."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.prefix = f"{prefix}:guard"
        self._take_all: Any = client.register_script(TAKE_ALL)
        self._try_sign_in: Any = client.register_script(TRY_SIGN_IN)

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
            index, wait = await self._take_all(keys=keys, args=args)
        except RedisError as error:
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
            wait = await self._try_sign_in(keys=keys,
                                           args=[account_free, address_free, first, most])
        except RedisError as error:
            log.warning("sign-in back-off counted in this process only: Redis: %s", error)
            return None
        return float(wait)

    async def signed_in(self, account: str) -> None:
        """The password was right: the account's failed tries are forgotten everywhere."""
        try:
            await self.client.delete(f"{self.prefix}:sign-in-account:{account}")
        except RedisError as error:
            log.warning("could not clear the sign-in back-off in Redis: %s", error)
