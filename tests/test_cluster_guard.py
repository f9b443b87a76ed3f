"""The account limits shared by the processes of one room (``guard_shared``) on a real Redis:
a password guesser, a chat flood and a maker of names get, spread over two processes, what
one process would give them, and the same words; with Redis gone each process counts alone.

Skipped without ``CARDTABLE_TEST_REDIS_URL`` (``.ci/run`` starts Redis and sets it)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
import redis.asyncio as redis
from postgres_support import REDIS_ENV

from cardtable.server.guard_accounts import AccountGuard, Limited
from cardtable.server.guard_shared import COUNTS_KEPT_MS, SharedGuard
from cardtable.server.limits import GuardLimits

pytestmark = [
    pytest.mark.timeout(60),
    pytest.mark.skipif(not os.environ.get(REDIS_ENV),
                       reason=f"needs Redis: set {REDIS_ENV} (.ci/run does)"),
]

LIMITS = GuardLimits(chat_per_second=0.01, chat_burst=4, chat_address_per_second=0.01,
                     chat_address_burst=6, room_chat_per_second=0.01, room_chat_burst=3,
                     sign_in_free_failures=2, sign_in_address_free_failures=50,
                     sign_in_backoff=30.0, sign_in_backoff_max=60.0, accounts_per_minute=2)
"""Small numbers, slow refills: nothing refills while a test runs."""

Scenario = Callable[[AccountGuard, AccountGuard, AccountGuard], Awaitable[None]]


@contextlib.asynccontextmanager
async def _redis_prefix() -> AsyncIterator[tuple[redis.Redis, str]]:
    """The test Redis and a key prefix of this test's own, its keys deleted after."""
    client = redis.Redis.from_url(os.environ[REDIS_ENV])
    prefix = f"cardtable-test-{uuid.uuid4().hex[:10]}"
    try:
        yield client, prefix
    finally:
        keys = [key async for key in client.scan_iter(f"{prefix}:*")]
        if keys:
            await client.delete(*keys)
        await client.aclose()


def _run(scenario: Scenario) -> None:
    """Two processes' guards sharing one Redis prefix, and a third counting alone."""
    async def main() -> None:
        async with _redis_prefix() as (client, prefix):
            first, second, alone = (AccountGuard(LIMITS) for _ in range(3))
            first.shared = SharedGuard(client, prefix)
            second.shared = SharedGuard(client, prefix)
            await scenario(first, second, alone)

    asyncio.run(main())


async def _refused(check: Awaitable[None]) -> Limited:
    with pytest.raises(Limited) as refused:
        await check
    return refused.value


def test_wrong_passwords_on_two_processes_meet_one_back_off() -> None:
    async def scenario(first: AccountGuard, second: AccountGuard, alone: AccountGuard) -> None:
        # Two free tries, the third sets the wait: alternated over both processes.
        await first.check_sign_in("ana", "10.0.0.9")
        await second.check_sign_in("ana", "10.0.0.9")
        await first.check_sign_in("ana", "10.0.0.9")
        refusal = await _refused(second.check_sign_in("ana", "10.0.0.9"))
        local = await _refused(_local_back_off(alone))
        assert refusal.message.startswith("too many wrong sign-ins: try again in ")
        assert refusal.accepted == local.accepted and refusal.message == local.message
        assert 25 <= refusal.retry_after <= 30
        # Another account from the same address is not held back by Ana's.
        await second.check_sign_in("bo", "10.0.0.9")
        # The right password, on either process, frees the account on both.
        await first.signed_in("ana")
        await second.check_sign_in("ana", "10.0.0.9")

    _run(scenario)


async def _local_back_off(guard: AccountGuard) -> None:
    for _ in range(4):
        await guard.check_sign_in("ana", "10.0.0.9")


def test_room_chat_is_one_bucket_for_all_processes() -> None:
    async def scenario(first: AccountGuard, second: AccountGuard, alone: AccountGuard) -> None:
        for guard, user in ((first, 1), (second, 2), (first, 3)):
            await guard.check_chat(user, f"10.0.0.{user}", room_wide=True)
        refusal = await _refused(second.check_chat(4, "10.0.0.4", room_wide=True))
        assert refusal.message.startswith("too many chat lines: the room gets more")
        assert refusal.accepted.startswith("3 room lines at once")
        # A table's chat does not draw on the room's bucket.
        await second.check_chat(4, "10.0.0.4", room_wide=False)
        # One user's burst, spread over both processes, is one burst.
        for guard in (first, second, first):
            await guard.check_chat(9, "10.0.1.9", room_wide=False)
        await second.check_chat(9, "10.0.1.9", room_wide=False)
        refusal = await _refused(first.check_chat(9, "10.0.1.9", room_wide=False))
        assert refusal.message.startswith("too many chat lines: you send more")
        # The process that counts alone has spent nothing.
        for user in range(1, 4):
            await alone.check_chat(user, f"10.0.0.{user}", room_wide=True)

    _run(scenario)


def test_a_refused_chat_line_spends_no_token_of_the_other_buckets() -> None:
    async def scenario(first: AccountGuard, second: AccountGuard, alone: AccountGuard) -> None:
        for user in (1, 2, 3):  # the room's bucket is empty now; each user spent one
            await first.check_chat(user, "10.0.2.1", room_wide=True)
        for _ in range(3):
            await _refused(second.check_chat(1, "10.0.2.1", room_wide=True))
        # The user's own bucket (4) and the address's (6) lost nothing to the refusals.
        for _ in range(3):
            await second.check_chat(1, "10.0.2.1", room_wide=False)
        refusal = await _refused(first.check_chat(1, "10.0.2.1", room_wide=False))
        assert refusal.message.startswith("too many chat lines: you send more")

    _run(scenario)


def test_new_names_from_one_address_are_counted_once_over_the_processes() -> None:
    async def scenario(first: AccountGuard, second: AccountGuard, alone: AccountGuard) -> None:
        await first.check_new_account("10.0.3.1")
        await second.check_new_account("10.0.3.1")
        refusal = await _refused(first.check_new_account("10.0.3.1"))
        assert refusal.message.startswith("too many new names from your address")
        assert refusal.accepted == "2 guests or accounts a minute from one address"
        assert 25 <= refusal.retry_after <= 31
        await second.check_new_account("10.0.3.2")  # another address has its own share

    _run(scenario)


def test_without_redis_each_process_counts_alone() -> None:
    async def main() -> None:
        client = redis.Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.2)
        guard = AccountGuard(LIMITS)
        guard.shared = SharedGuard(client, "cardtable-test-gone")
        try:
            await guard.check_new_account("10.0.4.1")
            await guard.check_new_account("10.0.4.1")
            await _refused(guard.check_new_account("10.0.4.1"))  # the local count holds
            await _local_back_off_refused(guard)
            await guard.signed_in("ana")  # says nothing of Redis's absence to the player
        finally:
            await client.aclose()

    asyncio.run(main())


async def _local_back_off_refused(guard: AccountGuard) -> None:
    for _ in range(3):
        await guard.check_sign_in("ana", "10.0.4.1")
    await _refused(guard.check_sign_in("ana", "10.0.4.1"))


CONNECTIONS = GuardLimits(connections_per_address=3)


def _connections(scenario: Callable[[redis.Redis, str, list[AccountGuard]], Awaitable[None]]
                 ) -> None:
    """Two processes' guards counting connections in one Redis prefix, each alive (its
    node's alive key holds its run) as a cluster's node keeps it."""
    async def main() -> None:
        async with _redis_prefix() as (client, prefix):
            guards = []
            for node in ("node0", "node1"):
                guard = AccountGuard(CONNECTIONS)
                guard.shared = SharedGuard(client, prefix, node=f"{node}/run1")
                await client.set(f"{prefix}:alive:{node}", "run1")
                guards.append(guard)
            await scenario(client, prefix, guards)

    asyncio.run(main())


def test_connections_of_one_address_are_counted_over_the_processes() -> None:
    async def scenario(client: redis.Redis, prefix: str, guards: list[AccountGuard]) -> None:
        first, second = guards
        assert await first.check_connect("10.0.5.1") and await first.check_connect("10.0.5.1")
        assert await second.check_connect("10.0.5.1")
        assert not await second.check_connect("10.0.5.1")  # 3 open: 2 here, 1 there
        assert not await first.check_connect("10.0.5.1")
        assert await first.check_connect("10.0.5.2")  # another address counts apart
        await first.disconnected("10.0.5.1")
        assert await second.check_connect("10.0.5.1")  # the room has one free again
        assert (first.connections, second.connections) == (
            {"10.0.5.1": 1, "10.0.5.2": 1}, {"10.0.5.1": 2})

    _connections(scenario)


def test_an_address_s_count_lives_a_day_past_its_last_connection() -> None:
    # A process that dies leaves its fields; the address's key must not stay for good.
    async def scenario(client: redis.Redis, prefix: str, guards: list[AccountGuard]) -> None:
        first, _ = guards
        shared = first.shared
        assert shared is not None
        assert await first.check_connect("10.0.5.9")
        assert 0 < await client.pttl(shared._connections("10.0.5.9")) <= COUNTS_KEPT_MS
        shared.unsynced.add("10.0.5.8")  # a count told again by the node's next look
        await shared.resync({"10.0.5.8": 2})
        assert await client.hgetall(shared._connections("10.0.5.8")) == {
            shared.node.encode(): b"2"}
        assert 0 < await client.pttl(shared._connections("10.0.5.8")) <= COUNTS_KEPT_MS

    _connections(scenario)


def test_the_connections_of_a_process_gone_or_run_again_stop_counting() -> None:
    async def scenario(client: redis.Redis, prefix: str, guards: list[AccountGuard]) -> None:
        first, second = guards
        for _ in range(3):
            assert await first.check_connect("10.0.5.3")
        assert not await second.check_connect("10.0.5.3")
        await client.set(f"{prefix}:alive:node0", "run2")  # node0 died and runs again
        assert await second.check_connect("10.0.5.3")  # its former run's 3 are forgotten
        await client.delete(f"{prefix}:alive:node0")  # gone for good
        assert await second.check_connect("10.0.5.3")
        assert await second.check_connect("10.0.5.3")
        assert not await second.check_connect("10.0.5.3")

    _connections(scenario)


def test_a_closed_connection_redis_missed_is_told_again() -> None:
    async def scenario(client: redis.Redis, prefix: str, guards: list[AccountGuard]) -> None:
        first, second = guards
        for _ in range(3):
            assert await first.check_connect("10.0.5.4")
        shared = first.shared
        assert shared is not None
        shared._disconnect = _failing  # type: ignore[method-assign]  # Redis misses it
        await first.disconnected("10.0.5.4")
        assert not await second.check_connect("10.0.5.4")  # Redis still counts 3
        await shared.resync(first.shared_connections)  # what the node's next look does
        assert shared.unsynced == set()
        assert await second.check_connect("10.0.5.4")

    _connections(scenario)


async def _failing(**_: object) -> None:
    raise redis.ConnectionError("Redis is away")


def test_without_redis_connections_are_counted_by_each_process() -> None:
    async def main() -> None:
        client = redis.Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.2)
        guard = AccountGuard(CONNECTIONS)
        guard.shared = SharedGuard(client, "cardtable-test-gone")
        try:
            for _ in range(3):
                assert await guard.check_connect("10.0.5.5")
            assert not await guard.check_connect("10.0.5.5")  # the local count holds
            await guard.disconnected("10.0.5.5")
            assert await guard.check_connect("10.0.5.5")
        finally:
            await client.aclose()

    asyncio.run(main())


def test_a_session_token_s_connections_beyond_its_limit_are_the_oldest_of_any_process(
) -> None:
    async def scenario(client: redis.Redis, prefix: str, guards: list[AccountGuard]) -> None:
        first, second = (guard.shared for guard in guards)
        assert first is not None and second is not None
        assert await first.session_opened("token-a", 1, 2) == []
        assert await second.session_opened("token-a", 2, 2) == []
        assert await first.session_opened("token-b", 5, 2) == []  # another token apart
        assert await first.session_opened("token-a", 3, 2) == [("node0/run1", 1)]
        assert await second.session_opened("token-a", 4, 2) == [("node1/run1", 2)]
        await first.session_closed("token-a", 3)  # closed: makes room
        assert await second.session_opened("token-a", 6, 2) == []
        await client.set(f"{prefix}:alive:node1", "run2")  # node1 runs again: its are gone
        assert await first.session_opened("token-a", 7, 2) == []  # 4 and 6 dropped
        assert await first.session_opened("token-a", 8, 2) == []
        assert await first.session_opened("token-a", 9, 2) == [("node0/run1", 7)]

    _connections(scenario)


def test_a_redis_that_hangs_does_not_hang_a_connection_or_a_sign_in() -> None:
    async def main() -> None:
        async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.read(1 << 16)  # takes the command, never answers
            await asyncio.sleep(30)

        server = await asyncio.start_server(silent, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = redis.Redis.from_url(f"redis://127.0.0.1:{port}/0")
        guard = AccountGuard(CONNECTIONS)
        guard.shared = SharedGuard(client, "cardtable-test-hung")
        try:  # each gives up after ANSWER_SECONDS (without, the test's timeout ends it)
            assert await guard.check_connect("10.0.5.6")  # counted here meanwhile
            await guard.check_new_account("10.0.5.6")
            assert guard.connections == {"10.0.5.6": 1}
            assert guard.shared.unsynced == {"10.0.5.6"}  # to be told again if it counted
        finally:
            server.close()
            await client.aclose()

    asyncio.run(main())
