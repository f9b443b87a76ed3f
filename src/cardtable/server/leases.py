"""Which node owns each table: a lease in Redis that its owner renews.

A table lives in exactly one process. The node that opens or restores a table takes its
lease (``SET owner NX PX``); while it lives it renews every lease it holds, and a lease
whose owner died runs out, after which any node may take the table over from the database
(the moves are all there). A lease is only renewed or given back by the node that holds it
(a compare-and-set in Lua), so a node that was too slow to renew learns it lost the table
instead of taking it back from its new owner; a lease that is simply gone (Redis was
restarted and kept nothing) is taken again by the node that still plays the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

import redis.asyncio as redis

from cardtable.server.bus import Keys

_RENEW: Final = """
local kept = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('get', key)
  if holder == ARGV[1] then
    redis.call('pexpire', key, ARGV[2])
    kept[#kept + 1] = 1
  elseif not holder then
    redis.call('set', key, ARGV[1], 'px', ARGV[2])
    kept[#kept + 1] = 2
  else
    kept[#kept + 1] = 0
  end
end
return kept
"""
_RELEASE: Final = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0
"""


@dataclass(frozen=True, slots=True)
class Renewal:
    """What renewing a node's leases found."""

    lost: set[int] = field(default_factory=set)
    """Tables another node holds now."""
    regained: set[int] = field(default_factory=set)
    """Tables whose lease had gone (not run out: Redis lost it) and is this node's again."""


class Leases:
    """The table leases of one node (``node``), each ``seconds`` long; renewed through
    ``keeper`` (``client`` when not given), the rest through ``client``."""

    def __init__(self, client: redis.Redis, keys: Keys, node: str, seconds: float,
                 keeper: redis.Redis | None = None) -> None:
        self.client = client
        self.keys = keys
        self.node = node
        self.milliseconds = max(1, int(seconds * 1000))
        self._renew = (keeper or client).register_script(_RENEW)
        self._release = client.register_script(_RELEASE)

    async def take(self, table_id: int) -> bool:
        """Take a table's lease if nobody holds it; whether this node holds it now."""
        key = self.keys.owner(table_id)
        if await self.client.set(key, self.node, nx=True, px=self.milliseconds):
            return True
        return await self.owner(table_id) == self.node

    async def renew(self, table_ids: Iterable[int]) -> Renewal:
        """Renew this node's leases of ``table_ids``: those another node holds now are
        ``lost``; those nobody held (Redis lost its keys: it keeps nothing on disk) are
        taken again, and ``regained``."""
        ids = list(table_ids)
        if not ids:
            return Renewal()
        kept = await self._renew(keys=[self.keys.owner(t) for t in ids],
                                 args=[self.node, self.milliseconds])
        return Renewal(lost={t for t, k in zip(ids, kept, strict=True) if int(k) == 0},
                       regained={t for t, k in zip(ids, kept, strict=True) if int(k) == 2})

    async def release(self, table_id: int) -> None:
        """Give a table's lease back (its game ended), if this node holds it."""
        await self._release(keys=[self.keys.owner(table_id)], args=[self.node])

    async def owner(self, table_id: int) -> str | None:
        """The node that holds a table's lease, or ``None``."""
        return text_of(await self.client.get(self.keys.owner(table_id)))

    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        """The node holding each table's lease (``None`` where nobody does)."""
        if not table_ids:
            return {}
        values = await self.client.mget([self.keys.owner(t) for t in table_ids])
        return {t: text_of(v) for t, v in zip(table_ids, values, strict=True)}


def text_of(value: bytes | str | None) -> str | None:
    """A Redis reply as text (the client gives bytes)."""
    if value is None or isinstance(value, str):
        return value
    return value.decode()
