"""The ASGI app (Starlette): the browser client at ``/`` (``cardtable.web``, static files
under ``/static`` and the catalogues under ``/locales``), ``/health``, records over HTTP, and
``/ws``, the one WebSocket each client holds. ``run`` serves it with uvicorn
(``cardtable serve``)."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import re
import socket
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Final

from starlette.applications import Starlette
from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from cardtable.server.auth import hash_token
from cardtable.server.config import ClusterConfig, ServerConfig
from cardtable.server.connection import CLOSE_POLICY, CLOSE_TRY_LATER, Connection
from cardtable.server.gcpolicy import settle
from cardtable.server.guard_accounts import expire_guests
from cardtable.server.handlers import dispatch, handle_frame, welcome
from cardtable.server.node import Node
from cardtable.server.protocol import error_frame
from cardtable.server.room import Room
from cardtable.server.store import Store, StoredRecord, StoreError
from cardtable.text.catalog import LANGUAGES, CatalogueError, catalogue_source, load_catalogues

WEB_CATALOGUES = ("common", "sweep", "terminal", "web", "commands", "webtable", "webdeck",
                  "webresult", "webmotion")
"""The catalogues the browser formats itself: its own (web) and the names, choices and
prompts it shares with the terminal; the game's sentences come from the server."""
WEB = Path(__file__).resolve().parent.parent / "web"
"""The browser client's files (HTML, CSS, JS modules): no build step."""

log = logging.getLogger(__name__)

PUBLIC_ID = re.compile(r"[A-Za-z0-9_-]*[A-Za-z_-][A-Za-z0-9_-]*")
"""A record's public id in a link: URL-safe characters, not all digits (those are ids)."""



def create_app(store: Store, config: ServerConfig | None = None,
               node: Node | None = None) -> Starlette:
    """The room's ASGI app over ``store``; open tables are restored when it starts (all of
    them alone; beside other processes, ``node``, those nobody holds)."""
    room = Room(store, config, node)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await room.start(dispatch)
        reaper = asyncio.create_task(expire_guests(room))
        try:
            yield
        finally:
            reaper.cancel()
            await room.stop()

    async def home(request: Request) -> Response:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    async def catalogue(request: Request) -> Response:
        lang, name = request.path_params["lang"], request.path_params["name"]
        if lang not in LANGUAGES or name not in WEB_CATALOGUES:
            return PlainTextResponse(f"no catalogue {lang}/{name}.ftl: languages "
                                     f"{', '.join(LANGUAGES)}, catalogues "
                                     f"{', '.join(WEB_CATALOGUES)}", status_code=404)
        return PlainTextResponse(catalogue_source(lang, name),
                                 media_type="text/plain; charset=utf-8",
                                 headers={"Cache-Control": "no-cache"})

    async def health(request: Request) -> Response:
        return JSONResponse({"status": "ok", "tables": len(room.tables),
                             "connections": len(room.connections), **room.node.health()})

    async def record(request: Request) -> Response:
        key = request.path_params["key"]
        stored = await record_for(room, key, request.headers.get("authorization"))
        if stored is None:
            return JSONResponse({"error": f"there is no record {key[:40]} you may read"},
                                status_code=404)
        return JSONResponse(stored.record, headers={
            "Content-Disposition": f'attachment; filename="cardtable-{stored.public_id}.json"'})

    async def websocket(socket: WebSocket) -> None:
        await serve_socket(room, socket)

    app = Starlette(routes=[
        Route("/", home),
        Route("/health", health),
        Route("/locales/{lang}/{name}.ftl", catalogue),
        Mount("/static", StaticFiles(directory=WEB), name="static"),
        Route("/records/{key}.json", record),
        WebSocketRoute("/ws", websocket),
    ], lifespan=lifespan, middleware=[Middleware(SecurityHeaders)])
    app.state.room = room
    return app


async def record_for(room: Room, key: str, authorization: str | None) -> StoredRecord | None:
    """The record a ``/records/{key}.json`` link names, if the asker may read it: by its
    public id, anyone holding the link; by its old numeric id, its players (a session token
    as ``Authorization: Bearer ...``) and anyone once it is shared. Anything else: none."""
    db = room.db
    if PUBLIC_ID.fullmatch(key):
        return await db.run(db.store.record_by_key, key)
    if not key.isdigit() or len(key) > 18:  # no id of a record is that long
        return None
    stored = await db.run(db.store.record, int(key))
    if stored is None or stored.shared:
        return stored
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    user = await db.run(db.store.user_for_session, hash_token(token.strip()))
    return stored if user is not None and user.id in stored.user_ids else None


async def serve_socket(room: Room, socket: WebSocket) -> None:
    """One client's WebSocket, from accept to close. A page of another site (its
    ``Origin``) is refused before the handshake ends (HTTP 403)."""
    if not origin_allowed(socket.headers.get("origin"), socket.headers.get("host"),
                          room.config.allowed_origins):
        await socket.close(CLOSE_POLICY)
        return
    await socket.accept()
    if room.full():
        limit = room.config.limits.max_connections
        await socket.send_json(error_frame("too_many_connections", "the room is full",
                                           f"at most {limit} connections: try again later"))
        await socket.close(CLOSE_TRY_LATER)
        return
    address = socket.client.host if socket.client is not None else ""
    if not await room.guard.check_connect(address):
        limit = room.config.guard.connections_per_address
        await socket.send_json(error_frame(
            "too_many_connections", "too many connections from your address",
            f"at most {limit} connections from one address: close one first"))
        await socket.close(CLOSE_TRY_LATER)
        return
    try:
        await _serve_connection(room, socket, address)
    finally:
        await room.guard.disconnected(address)


async def _serve_connection(room: Room, socket: WebSocket, address: str) -> None:
    connection = Connection(socket, room.config.limits, address)
    room.connect(connection)
    sender = asyncio.create_task(connection.run_sender())
    connection.send(welcome(room))
    try:
        while not connection.closing:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                break
            raw = message.get("text")
            if raw is None:
                raw = message.get("bytes") or b""
            await handle_frame(room, connection, raw)
    except WebSocketDisconnect:
        pass
    finally:
        room.disconnect(connection)
        if connection.closing:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(sender, timeout=5)
        sender.cancel()


def origin_allowed(origin: str | None, host: str | None, allowed: tuple[str, ...]) -> bool:
    """Whether a WebSocket from a page at ``origin`` may open on the room reached as
    ``host`` (its ``Host`` header): no origin (a program, not a browser page), the room's
    own page, or one of ``allowed``.

    >>> origin_allowed(None, "127.0.0.1:8000", ())
    True
    >>> origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000", ())
    True
    >>> origin_allowed("http://evil.example", "127.0.0.1:8000", ())
    False
    >>> origin_allowed("https://cards.example", "10.0.0.2:8000", ("https://cards.example",))
    True
    """
    if origin is None:
        return True
    origin = origin.strip().rstrip("/").lower()
    if origin in {a.rstrip("/").lower() for a in allowed}:
        return True
    scheme, _, netloc = origin.partition("://")
    return scheme in ("http", "https") and host is not None and netloc == host.lower()


CSP: Final = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
              "font-src 'self'; media-src 'self'; object-src 'none'; base-uri 'none'; "
              "form-action 'self'; frame-ancestors 'none'; connect-src 'self'")
"""The page's Content-Security-Policy: everything from the room itself, nothing inline,
not framed by another page; the WebSocket of the same host is added per request."""
_HOST: Final = re.compile(r"^[A-Za-z0-9.\-]+(:[0-9]+)?$|^\[[0-9A-Fa-f:.]+\](:[0-9]+)?$")


class SecurityHeaders:
    """ASGI middleware: every HTTP answer carries a Content-Security-Policy,
    X-Frame-Options, Referrer-Policy and X-Content-Type-Options (WebSockets pass)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on; add the headers to its answer's start."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = next((v.decode("latin-1") for k, v in scope.get("headers", ())
                     if k == b"host"), "")
        policy = CSP + (f" ws://{host} wss://{host}" if _HOST.match(host) else "")

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault("Content-Security-Policy", policy)
                headers.setdefault("X-Frame-Options", "DENY")
                headers.setdefault("Referrer-Policy", "no-referrer")
                headers.setdefault("X-Content-Type-Options", "nosniff")
            await send(message)

        await self.app(scope, receive, with_headers)


class ServeError(Exception):
    """The room cannot be served (the port is taken, the database cannot be opened ...);
    the message says why in one line, and what would do."""


def listen_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to ``host`` and ``port`` (0: a free port the system picks), for
    uvicorn to listen on; ``ServeError`` says why it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError as error:
        sock.close()
        raise ServeError(_bind_problem(host, port, error)) from None
    return sock


def _bind_problem(host: str, port: int, error: OSError) -> str:
    if isinstance(error, socket.gaierror):
        return (f"cannot listen on {host}: no such address ({error.strerror}): give an "
                "address of this machine, like 127.0.0.1 or 0.0.0.0")
    if error.errno == errno.EADDRINUSE:
        return (f"cannot listen on {host} port {port}: another program listens there; "
                "choose another port, or port 0 for any free one")
    if error.errno == errno.EACCES:
        return (f"cannot listen on {host} port {port}: not allowed (ports below 1024 need "
                "special rights); choose a port from 1024 up, or 0 for any free one")
    if error.errno == errno.EADDRNOTAVAIL:
        return (f"cannot listen on {host}: it is not an address of this machine; give one "
                "of its own, like 127.0.0.1 or 0.0.0.0")
    return f"cannot listen on {host} port {port}: {error.strerror or error}"


def address(host: str, sock: socket.socket, scheme: str = "http") -> str:
    """The URL of the room listening on ``sock``: ``host`` as given, the socket's real port."""
    port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}/"


def run(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None,
        config: ServerConfig | None = None, cluster: ClusterConfig | None = None) -> None:
    """Serve the room with uvicorn until interrupted (``cardtable serve``); with
    ``cluster``, as one process of several sharing the database and a Redis.

    Every language's catalogues are loaded first, then the port taken, then the database
    opened; once uvicorn listens, the address (with its real port, whatever ``port`` 0
    became) is printed. A catalogue with a fault, a port or database that cannot be had, or a
    Redis that does not answer, raises ``ServeError``.
    """
    from cardtable.server.open import MEMORY_URL, open_any_store

    config = config or ServerConfig()
    try:
        load_catalogues(WEB_CATALOGUES)
    except CatalogueError as error:
        raise ServeError(f"the room cannot speak: {error}") from None
    if cluster is not None and database_url in (None, MEMORY_URL):
        raise ServeError("--redis-url runs the room as one of several processes, which "
                         "must share one database: give --database-url "
                         "postgresql+psycopg://... (SQLite in the data directory and memory: "
                         "are this machine's or this process's alone)")
    sock = listen_socket(host, port)
    try:
        try:
            store, where = open_any_store(database_url, config.sqlite_synchronous)
        except (StoreError, RuntimeError) as error:
            raise ServeError(str(error)) from None
        except OSError as error:
            raise ServeError(f"cannot open the database: {error.strerror or error}"
                             f"{f': {error.filename}' if error.filename else ''}") from None
    except BaseException:
        sock.close()
        raise
    try:
        node = None
        if cluster is not None:
            from cardtable.server.cluster import RedisNode

            check_redis(cluster.redis_url)
            node = RedisNode(cluster)
            where += f"; one process ({node.name}) of the room {cluster.cluster} on Redis"
        app = create_app(store, config, node)
        print(f"cardtable room: games kept in {where}", flush=True)

        def listening() -> None:
            http, ws = address(host, sock), address(host, sock, "ws")
            print(f"Open {http} in a browser (WebSocket at {ws}ws)", flush=True)

        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
        _serve(app, sock, config, listening)
    finally:
        sock.close()
        store.close()


def check_redis(url: str) -> None:
    """``ServeError`` unless a Redis answers at ``url`` (within a few seconds)."""
    import redis
    from redis.exceptions import RedisError

    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=3, socket_timeout=3)
        client.ping()
        client.close()
    except ValueError as error:
        raise ServeError(f"{url!r} is not a Redis URL ({error}): use "
                         "redis://host:6379 or redis://host:6379/0") from None
    except (RedisError, OSError) as error:
        raise ServeError(f"cannot reach Redis at {url}: {error}") from None


def _serve(app: Starlette, sock: socket.socket, config: ServerConfig,
           listening: Callable[[], None]) -> None:
    """Run uvicorn on ``sock`` until interrupted; ``listening()`` once it listens."""
    import uvicorn

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            if self.started:
                settle()  # the room is restored: what it holds now stays
                listening()

    server = Server(uvicorn.Config(app, log_level="warning",
                                   ws_max_size=config.limits.close_message_bytes + 1024))
    with contextlib.suppress(KeyboardInterrupt):
        server.run(sockets=[sock])
    if not server.started:
        raise ServeError("the room stopped before it could listen: see the messages above")
