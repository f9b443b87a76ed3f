"""The ASGI app (Starlette): the browser client at ``/`` (``cardtable.web``, static files
under ``/static`` and the catalogues under ``/locales``), ``/health``, records over HTTP, and
``/ws``, the one WebSocket each client holds. ``run`` serves it with uvicorn
(``cardtable serve``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from cardtable.server.config import ServerConfig
from cardtable.server.connection import CLOSE_TRY_LATER, Connection
from cardtable.server.handlers import handle_frame, welcome
from cardtable.server.protocol import error_frame
from cardtable.server.room import Room
from cardtable.server.store import Store
from cardtable.text.catalog import LANGUAGES, catalogue_source

WEB_CATALOGUES = ("common", "sweep", "terminal", "web", "commands")
"""The catalogues the browser formats itself: its own (web) and the names, choices and
prompts it shares with the terminal; the game's sentences come from the server."""
WEB = Path(__file__).resolve().parent.parent / "web"
"""The browser client's files (HTML, CSS, JS modules): no build step."""

log = logging.getLogger(__name__)



def create_app(store: Store, config: ServerConfig | None = None) -> Starlette:
    """The room's ASGI app over ``store``; open tables are restored when it starts."""
    room = Room(store, config)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await room.start()
        try:
            yield
        finally:
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
                             "connections": len(room.connections)})

    async def record(request: Request) -> Response:
        record_id = request.path_params["id"]
        stored = await room.db.run(room.db.store.record, record_id)
        if stored is None:
            return JSONResponse({"error": f"there is no record {record_id}"}, status_code=404)
        return JSONResponse(stored.record, headers={
            "Content-Disposition": f'attachment; filename="cardtable-{record_id}.json"'})

    async def websocket(socket: WebSocket) -> None:
        await serve_socket(room, socket)

    app = Starlette(routes=[
        Route("/", home),
        Route("/health", health),
        Route("/locales/{lang}/{name}.ftl", catalogue),
        Mount("/static", StaticFiles(directory=WEB), name="static"),
        Route("/records/{id:int}.json", record),
        WebSocketRoute("/ws", websocket),
    ], lifespan=lifespan)
    app.state.room = room
    return app


async def serve_socket(room: Room, socket: WebSocket) -> None:
    """One client's WebSocket, from accept to close."""
    await socket.accept()
    if room.full():
        limit = room.config.limits.max_connections
        await socket.send_json(error_frame("too_many_connections", "the room is full",
                                           f"at most {limit} connections: try again later"))
        await socket.close(CLOSE_TRY_LATER)
        return
    connection = Connection(socket, room.config.limits)
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


def run(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None,
        config: ServerConfig | None = None) -> None:
    """Serve the room with uvicorn until interrupted (``cardtable serve``)."""
    import uvicorn

    from cardtable.server.open import open_any_store

    config = config or ServerConfig()
    store, where = open_any_store(database_url)
    app = create_app(store, config)
    print(f"cardtable room: games kept in {where}", flush=True)
    print(f"Open http://{host}:{port}/ in a browser (WebSocket at ws://{host}:{port}/ws)",
          flush=True)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning",
                    ws_max_size=config.limits.close_message_bytes + 1024)
    finally:
        store.close()
