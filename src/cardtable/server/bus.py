"""The Redis transport between the processes of one room: keys, channels, and one ordered
publisher and one reader per process.

Every process (a *node*) listens on two channels: its own (``{cluster}:node:{id}``:
requests relayed to the tables it owns, frames for its clients) and the room's
(``{cluster}:all``: the lobby, presence, room chat, names). Everything a node publishes or
writes goes through one task in the order it was asked (``Bus.send``, ``Bus.publish``,
``Bus.write``), and everything it receives is read by one task in the order Redis delivered
it, so two messages from one node to another always arrive in the order they were sent,
whichever channel each took.

Messages are JSON objects (``orjson``) with a kind ``k`` and the sending node ``n``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final

import orjson
import redis.asyncio as redis
from redis.exceptions import RedisError

log = logging.getLogger(__name__)

Message = dict[str, Any]
Receiver = Callable[[Message], Awaitable[None]]
Write = Callable[[Any], Any]
"""Adds one command to a Redis pipeline (``redis.asyncio.client.Pipeline``)."""

CONNECTIONS: Final = 32
"""Connections to Redis a node holds for its keys, at most (besides its reader's)."""
POOL_WAIT_SECONDS: Final = 10.0
"""How long a call waits for one of them to be free before it fails."""
BATCH: Final = 256
"""The most messages one round trip to Redis publishes."""
RETRY_SECONDS: Final = 0.5
"""How long the reader waits before it subscribes again after Redis dropped it."""
READ_SECONDS: Final = 0.25
"""How long the reader waits for a message before it looks whether it should stop."""
STOP_SECONDS: Final = 2.0
"""How long a stopping bus waits for its queue to be sent, and its reader to stop."""


@dataclass(frozen=True, slots=True)
class Keys:
    """The names of a cluster's Redis keys and channels (every one starts with its name, so
    several rooms, or tests, can share one Redis)."""

    cluster: str

    @property
    def room(self) -> str:
        """The channel every node hears: lobby, presence, chat, names."""
        return f"{self.cluster}:all"

    def node(self, node: str) -> str:
        """The channel of one node: relayed requests and frames for its connections."""
        return f"{self.cluster}:node:{node}"

    def alive(self, node: str) -> str:
        """A key that exists while the node lives (renewed with its leases)."""
        return f"{self.cluster}:alive:{node}"

    def owner(self, table_id: int) -> str:
        """The lease of a table: the id of the node that owns it."""
        return f"{self.cluster}:owner:{table_id}"

    @property
    def directory(self) -> str:
        """A hash: every open table's entry (its owner node, summary and people)."""
        return f"{self.cluster}:directory"

    def present(self, node: str) -> str:
        """A set: the users with a connection open on a node."""
        return f"{self.cluster}:present:{node}"

    @property
    def nodes(self) -> str:
        """A set: every node that said it joined and did not say it left."""
        return f"{self.cluster}:nodes"

    @property
    def chat(self) -> str:
        """A list: the room chat's last lines."""
        return f"{self.cluster}:chat"


def encode(message: Message) -> bytes:
    """A bus message as bytes."""
    return orjson.dumps(message)


def decode(data: bytes | str) -> Message:
    """A bus message from bytes (``ValueError`` for anything that is not a JSON object)."""
    value = orjson.loads(data)
    if not isinstance(value, dict):
        raise ValueError("a bus message is a JSON object")
    return value


def _publish(channel: str, data: bytes) -> Write:
    return lambda pipe: pipe.publish(channel, data)


class Bus:
    """One node's connection to Redis: ``client`` for keys, an ordered publisher, and a
    reader that hands every message of the node's channels to ``receiver`` in order."""

    def __init__(self, url: str, keys: Keys, node: str) -> None:
        self.keys = keys
        self.node = node
        pool = redis.BlockingConnectionPool.from_url(
            url, max_connections=CONNECTIONS, timeout=POOL_WAIT_SECONDS,
            socket_connect_timeout=5)
        self.client: redis.Redis = redis.Redis(connection_pool=pool)
        """For keys: a bounded pool, in which a call waits for a free connection rather than
        failing when a thousand players' requests ask Redis at once."""
        self.keeper: redis.Redis = redis.Redis(connection_pool=redis.BlockingConnectionPool
                                               .from_url(url, max_connections=2,
                                                         timeout=POOL_WAIT_SECONDS,
                                                         socket_connect_timeout=5))
        """For the node's own upkeep (saying it lives, renewing its leases): connections
        of its own, so that players' requests filling the pool cannot make it miss a
        renewal and lose its tables."""
        self._queue: asyncio.Queue[tuple[Write, asyncio.Future[Any] | None] | None] = (
            asyncio.Queue())
        self._stopping = False
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()

    async def start(self, receiver: Receiver) -> None:
        """Check that Redis answers, then publish and read from now on (subscribed before
        this returns, so nothing published after it is missed)."""
        await self.client.ping()
        self._tasks = [asyncio.create_task(self._publisher()),
                       asyncio.create_task(self._reader(receiver))]
        await self._subscribed.wait()

    async def stop(self) -> None:
        """Publish and write what is queued, then stop reading and close the connections
        (anything still unsent after a couple of seconds is dropped)."""
        self._stopping = True
        self._queue.put_nowait(None)
        for task in self._tasks:  # the publisher first, then the reader
            await asyncio.wait([task], timeout=STOP_SECONDS)
            if not task.done():
                task.cancel()  # not awaited: a cancelled Redis call may not return soon
        await self.client.aclose()
        await self.keeper.aclose()

    def send(self, channel: str, message: Message) -> None:
        """Publish a message, after everything asked before it; do not wait."""
        self.write(_publish(channel, encode({**message, "n": self.node})))

    async def publish(self, channel: str, message: Message) -> int:
        """Publish a message after everything asked before it; the number of nodes that
        heard it (0: nobody listens on that channel, its node is gone)."""
        heard: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        data = encode({**message, "n": self.node})
        self._queue.put_nowait((_publish(channel, data), heard))
        return int(await heard)

    def write(self, command: Write) -> None:
        """Run one Redis command (``command(pipeline)`` adds it) after everything asked
        before it; do not wait."""
        self._queue.put_nowait((command, None))

    async def _publisher(self) -> None:
        last = False
        while not last:
            batch = []
            item = await self._queue.get()
            while True:
                if item is None:
                    last = True
                else:
                    batch.append(item)
                if last or len(batch) >= BATCH or self._queue.empty():
                    break
                item = self._queue.get_nowait()
            if not batch:
                continue
            try:
                async with self.client.pipeline(transaction=False) as pipe:
                    for command, _ in batch:
                        command(pipe)
                    results = await pipe.execute(raise_on_error=False)
            except asyncio.CancelledError:
                raise
            except RedisError as error:
                log.warning("could not send %d commands to Redis: %s", len(batch), error)
                results = [0] * len(batch)
            for (_, future), result in zip(batch, results, strict=True):
                if future is not None and not future.done():
                    future.set_result(0 if isinstance(result, Exception) else result)

    async def _reader(self, receiver: Receiver) -> None:
        channels = (self.keys.room, self.keys.node(self.node))
        while not self._stopping:
            pubsub = self.client.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(*channels)
                self._subscribed.set()
                while not self._stopping:
                    item = await pubsub.get_message(timeout=READ_SECONDS)
                    if item is None or item.get("type") != "message":
                        continue
                    try:
                        message = decode(item["data"])
                    except ValueError:
                        log.warning("a bus message that is not JSON was dropped")
                        continue
                    if message.get("n") == self.node and item["channel"] == \
                            self.keys.room.encode():
                        continue  # our own broadcast
                    try:
                        await receiver(message)
                    except asyncio.CancelledError:
                        raise
                    except Exception:
                        log.exception("a bus message of kind %s could not be handled",
                                      message.get("k"))
            except asyncio.CancelledError:
                raise
            except RedisError as error:
                log.warning("the bus lost Redis (%s): subscribing again", error)
                await asyncio.sleep(RETRY_SECONDS)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call, unused-ignore]
