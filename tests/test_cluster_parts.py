"""The parts of the cluster on a real Redis: table leases (taken by one node, renewed only by
their holder, lost when they run out) and the bus's order (two channels, one order).

Skipped without ``CARDTABLE_TEST_REDIS_URL`` (``.ci/run`` starts Redis and sets it)."""

from __future__ import annotations

import asyncio
import os
import uuid

import pytest
import redis.asyncio as redis
from postgres_support import REDIS_ENV

from cardtable.server.bus import Bus, Keys, Message
from cardtable.server.leases import Leases, Renewal

pytestmark = [
    pytest.mark.timeout(60),
    pytest.mark.skipif(not os.environ.get(REDIS_ENV),
                       reason=f"needs Redis: set {REDIS_ENV} (.ci/run does)"),
]


def _keys() -> Keys:
    return Keys(f"cardtable-test-{uuid.uuid4().hex[:10]}")


def test_a_lease_is_one_node_s_until_it_runs_out_or_is_given_back() -> None:
    async def scenario() -> None:
        client = redis.Redis.from_url(os.environ[REDIS_ENV])
        keys = _keys()
        a = Leases(client, keys, "a", seconds=0.3)
        b = Leases(client, keys, "b", seconds=0.3)
        try:
            assert await a.take(7) and not await b.take(7)
            assert await a.take(7)  # taking what one holds already is holding it
            assert await b.owner(7) == "a" and await a.owners([7, 8]) == {7: "a", 8: None}
            assert (await b.renew([7])).lost == {7}  # b holds nothing to renew
            await b.release(7)  # nor to give back
            assert await a.owner(7) == "a"
            for _ in range(3):  # renewed, it outlives its length
                await asyncio.sleep(0.15)
                assert await a.renew([7]) == Renewal()
            await asyncio.sleep(0.4)  # not renewed, it runs out: another takes it
            assert await b.take(7)
            assert await a.renew([7]) == Renewal(lost={7})
            assert await b.owner(7) == "b"
            await b.release(7)
            assert await a.owner(7) is None
            # Gone, not run out (Redis forgot it): its player takes it again.
            assert await a.renew([7]) == Renewal(regained={7})
            assert await b.owner(7) == "a"
        finally:
            await client.delete(keys.owner(7))
            await client.aclose()

    asyncio.run(scenario())


def test_what_a_node_sends_on_two_channels_arrives_in_the_order_it_was_sent() -> None:
    async def scenario() -> None:
        keys = _keys()
        url = os.environ[REDIS_ENV]
        heard: list[int] = []
        done = asyncio.Event()

        async def receive(message: Message) -> None:
            heard.append(int(message["i"]))
            if len(heard) == 401:
                done.set()

        async def ignore(message: Message) -> None:
            raise AssertionError(f"a node heard its own broadcast: {message}")

        sender, listener = Bus(url, keys, "sender"), Bus(url, keys, "listener")
        await listener.start(receive)
        await sender.start(ignore)
        try:
            for index in range(400):
                channel = keys.room if index % 3 else keys.node("listener")
                sender.send(channel, {"k": "test", "i": index})
            heard_by = await sender.publish(keys.node("listener"), {"k": "test", "i": 400})
            assert heard_by == 1
            assert await sender.publish(keys.node("nobody"), {"k": "test"}) == 0
            await asyncio.wait_for(done.wait(), timeout=20)
            assert heard == list(range(401))
        finally:
            await sender.stop()
            await listener.stop()

    asyncio.run(scenario())


def test_a_node_s_calls_wait_for_a_connection_rather_than_fail_when_many_come_at_once() -> None:
    # A thousand players' requests ask Redis together (a table's lease for each): the pool
    # is bounded, and a call waits for a free connection instead of "Too many connections".
    async def scenario() -> None:
        keys = _keys()
        bus = Bus(os.environ[REDIS_ENV], keys, "busy")
        leases = Leases(bus.client, keys, "busy", seconds=5)
        try:
            taken = await asyncio.gather(*(leases.take(table) for table in range(1, 501)))
            assert all(taken)
            owners = await asyncio.gather(*(leases.owner(table) for table in range(1, 501)))
            assert set(owners) == {"busy"}
        finally:
            await bus.client.delete(*(keys.owner(table) for table in range(1, 501)))
            await bus.client.aclose()

    asyncio.run(scenario())
