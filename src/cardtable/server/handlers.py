"""What the room does with each client message, and the checks around every frame.

``handle_frame`` is the whole path of a frame: size and rate limits, parsing (``protocol``),
then the handler of its type. Any refusal becomes an error frame; the connection stays open
(unless a frame is far too big) and nothing changes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from cardtable.bots.hint import Hint, advise, adviser, explain
from cardtable.games.base import GameState, OptionError
from cardtable.server import guard_tables as guard
from cardtable.server import protocol as p
from cardtable.server.auth import AuthError, hash_token
from cardtable.server.connection import CLOSE_TOO_BIG, Connection
from cardtable.server.games import catalogue, make_rules
from cardtable.server.guard_accounts import Limited
from cardtable.server.room import Room
from cardtable.server.store import StoredRecord, StoreError, User
from cardtable.server.table import Seat, Table, TableError
from cardtable.text import message as catalogue_message
from cardtable.text.decks import LANGUAGE_DECKS

log = logging.getLogger(__name__)

Handler = Callable[[Room, Connection, Any], Awaitable[None]]
OPEN_TO_ALL = frozenset({"register", "sign_in", "guest", "resume", "ping", "list_tables",
                         "follow_lobby", "language"})
"""Messages a connection may send before it signs in."""


def welcome(room: Room) -> dict[str, Any]:
    """The first frame of every connection: the protocol, the games, the limits, and the
    deck each language names the cards in (``text.decks.LANGUAGE_DECKS``)."""
    return p.frame("welcome", protocol=p.PROTOCOL_VERSION, server="cardtable",
                   games=catalogue(), limits={**room.config.limits.to_json(),
                                              **room.config.tables.to_json()},
                   grace_seconds=room.config.grace_seconds,
                   language_decks={lang: deck.value for lang, deck in LANGUAGE_DECKS.items()})


async def handle_frame(room: Room, connection: Connection, raw: str | bytes) -> None:
    """Check, parse and handle one frame from a client; answer errors with error frames.
    Nothing a client sends can end the server or leave a table half changed."""
    try:
        await _handle_frame(room, connection, raw)
    except Exception:
        log.exception("a frame from connection %s could not be handled", connection.id)
        connection.send(p.error_frame("internal", "the room could not handle this frame; "
                                      "nothing changed"))


async def _handle_frame(room: Room, connection: Connection, raw: str | bytes) -> None:
    limits = room.config.limits
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "replace"))
    if size >= limits.close_message_bytes:
        connection.send(p.error_frame("too_large", f"a message of {size} bytes is far over "
                                      f"the limit: closing", f"at most "
                                      f"{limits.max_message_bytes} bytes"))
        connection.close(CLOSE_TOO_BIG)
        return
    if size > limits.max_message_bytes:
        connection.send(p.error_frame("too_large", f"a message of {size} bytes is over the "
                                      "limit", f"at most {limits.max_message_bytes} bytes"))
        return
    if not connection.rate.allow():
        connection.send(p.error_frame("rate_limited", "too many messages: this one was "
                                      "dropped", f"at most {limits.messages_per_second:g} "
                                      f"a second (bursts of {limits.burst})",
                                      p.request_id(raw))
                        | {"retry_after": round(1 / limits.messages_per_second, 3)})
        return
    try:
        message = p.parse_message(raw)
    except p.ProtocolError as error:
        connection.send(p.error_frame(error.code, error.message, error.accepted,
                                      p.request_id(raw)))
        return
    if message.type not in OPEN_TO_ALL and connection.user is None:
        connection.send(p.error_frame("not_signed_in", f"{message.type} needs you signed in",
                                      "register, sign_in, guest or resume first",
                                      message.id))
        return
    table_id = getattr(message, "table", None)
    if isinstance(table_id, int) and table_id not in room.tables:
        text = raw if isinstance(raw, str) else raw.decode("utf-8")
        if await room.node.forward(connection, table_id, text):
            return  # the table's own process answers
    await dispatch(room, connection, message)


async def dispatch(room: Room, connection: Connection, message: p.Message) -> None:
    """Handle one parsed message of a connection (its own, or one another process relayed
    for a table here); every refusal becomes an error frame and changes nothing."""
    re = message.id
    kind = message.type
    try:
        await HANDLERS[kind](room, connection, message)
    except (AuthError, TableError, p.ProtocolError) as error:
        said = error.said if isinstance(error, TableError) else None
        refused = error.refused if isinstance(error, TableError) else None
        connection.send(p.error_frame(error.code, error.message, error.accepted, re, said,
                                      refused))
    except Limited as error:
        connection.send(p.error_frame(error.code, error.message, error.accepted, re)
                        | {"retry_after": error.retry_after})
    except OptionError as error:
        connection.send(p.error_frame("bad_option", str(error),
                                      "options of Rules.preset (see docs/protocol.md)", re))
    except StoreError as error:
        log.warning("store refused a %s: %s", kind, error)
        connection.send(p.error_frame("store_error", f"the room could not save this: {error}",
                                      None, re))
    except Exception:
        log.exception("%s from connection %s failed", kind, connection.id)
        connection.send(p.error_frame("internal", f"the room could not handle this {kind}; "
                                      "nothing changed", None, re))


def _user(connection: Connection) -> User:
    assert connection.user is not None
    return connection.user


# Accounts ---------------------------------------------------------------------------------

async def _signed_in(room: Room, connection: Connection, user: User, token: str | None,
                     token_hash: str, re: p.RequestId) -> None:
    user_data = {"id": user.id, "name": user.name, "guest": user.guest}
    settings = await room.db.run(room.db.store.settings_of, user.id)
    played = await room.db.run(room.db.store.count_records, user.id)
    answer = p.reply("signed_in", re, user=user_data, chat=list(room.chat), settings=settings,
                     played=played)
    if token is not None:
        answer["token"] = token
    connection.send(answer)
    room.attach(connection, user, token_hash)
    guard.limit_sessions(room, connection)


def _not_twice(connection: Connection) -> None:
    if connection.user is not None:
        raise AuthError("already_signed_in", f"this connection is signed in as "
                        f"{connection.user.name}", "sign_out first")


async def register(room: Room, connection: Connection, message: p.Register) -> None:
    """Create an account and sign in."""
    _not_twice(connection)
    user, token = await room.accounts.register(message.name, message.password,
                                               connection.address)
    await _signed_in(room, connection, user, token, hash_token(token), message.id)


async def sign_in(room: Room, connection: Connection, message: p.SignIn) -> None:
    """Sign in to an account."""
    _not_twice(connection)
    user, token = await room.accounts.sign_in(message.name, message.password,
                                              connection.address)
    await _signed_in(room, connection, user, token, hash_token(token), message.id)


async def guest(room: Room, connection: Connection, message: p.Guest) -> None:
    """Join as a guest."""
    _not_twice(connection)
    user, token = await room.accounts.guest(message.name, connection.address)
    await _signed_in(room, connection, user, token, hash_token(token), message.id)


async def resume(room: Room, connection: Connection, message: p.Resume) -> None:
    """Come back with a session token."""
    _not_twice(connection)
    user, token_hash = await room.accounts.resume(message.token)
    await _signed_in(room, connection, user, None, token_hash, message.id)


async def sign_out(room: Room, connection: Connection, message: p.SignOut) -> None:
    """Forget this connection's session."""
    if connection.token_hash is not None:
        await room.accounts.sign_out(connection.token_hash)
    room.detach_user(connection)
    connection.send(p.ok_frame("sign_out", message.id))


async def ping(room: Room, connection: Connection, message: p.Ping) -> None:
    """Answer with a pong."""
    connection.send(p.reply("pong", message.id))


async def language(room: Room, connection: Connection, message: p.SetLanguage) -> None:
    """Speak the game's sentences to this connection in ``lang`` from now on, saying as much
    as its ``verbosity`` asks."""
    connection.lang = message.lang
    connection.verbosity = message.verbosity
    connection.deck = message.deck
    room.node.updated(connection)
    connection.send(p.ok_frame("language", message.id, lang=message.lang,
                               verbosity=message.verbosity, deck=message.deck))


async def save_settings(room: Room, connection: Connection, message: p.SaveSettings) -> None:
    """Keep the client's settings with the account (sent back on every sign-in)."""
    settings = p.check_settings(message.settings, room.config.limits.settings_bytes)
    await room.db.run(room.db.store.set_settings, _user(connection).id, settings)
    connection.send(p.ok_frame("save_settings", message.id))


# Tables -----------------------------------------------------------------------------------

async def list_tables(room: Room, connection: Connection, message: p.ListTables) -> None:
    """Every open table; from now on the lobby's changes too, unless ``follow`` is false
    (in ``lobby`` frames if ``batch``)."""
    connection.lobby, connection.lobby_batch = message.follow, message.batch
    tables = sorted([*(room.summary_of(t) for t in room.tables.values()),
                     *room.node.elsewhere()],
                    key=lambda summary: int(summary["id"]))
    connection.send(p.reply("tables", message.id, tables=tables))


async def follow_lobby(room: Room, connection: Connection, message: p.FollowLobby) -> None:
    """Follow the lobby's changes from now on (or stop), without the list."""
    connection.lobby, connection.lobby_batch = message.follow, message.batch
    connection.send(p.ok_frame("follow_lobby", message.id, follow=message.follow))


async def create_table(room: Room, connection: Connection, message: p.CreateTable) -> None:
    """Open a table with validated rules; the creator sits at ``seat`` unless it is null."""
    user = _user(connection)
    limit = room.config.limits.tables_per_user
    if await room.db.run(room.db.store.count_open_tables, user.id) >= limit:
        raise TableError("too_many_tables", f"you already have {limit} open tables",
                         f"at most {limit} open tables a person: finish or leave one")
    address = guard.address_of(connection)
    guard.check_tables_per_address(room, address)
    rules = make_rules(message.game, message.preset, dict(message.options))
    guard.check_bounds(rules, room.config.tables)
    seats = [Seat() for _ in range(rules.players)]
    if message.seat is not None:
        if message.seat >= rules.players:
            raise TableError("no_such_seat", f"a table of {rules.players} players has seats "
                             f"0 to {rules.players - 1}; there is no seat {message.seat}")
        seats[message.seat] = Seat(user_id=user.id, name=user.name)
    seed = room.next_seed()
    stored = await room.db.run(room.db.store.create_table, user.id, message.game,
                               rules.to_options(), seed, [s.spec() for s in seats])
    table = Table(room, stored.id, user.id, user.name, rules, seed, seats)
    table.address = address
    room.tables[table.id] = table
    await room.node.opened(table)
    for mine in room.connections_of(user.id):
        room.subscribe(mine, table)
    connection.send(p.reply("table_created", message.id, table=table.summary()))
    room.table_changed(table)


async def take_seat(room: Room, connection: Connection, message: p.TakeSeat) -> None:
    """Sit at a waiting table."""
    user = _user(connection)
    table = room.table(message.table)
    await table.take_seat(user.id, user.name, message.seat)
    for mine in room.connections_of(user.id):
        room.subscribe(mine, table)
    connection.send(p.ok_frame("take_seat", message.id, table=table.id, seat=message.seat))


async def leave_seat(room: Room, connection: Connection, message: p.LeaveSeat) -> None:
    """Stand up from a table."""
    table = room.table(message.table)
    await table.leave_seat(_user(connection).id)
    connection.send(p.ok_frame("leave_seat", message.id, table=table.id))


async def add_bot(room: Room, connection: Connection, message: p.AddBot) -> None:
    """Seat a computer player."""
    table = room.table(message.table)
    await table.add_bot(_user(connection).id, message.seat, message.level)
    connection.send(p.ok_frame("add_bot", message.id, table=table.id, seat=message.seat))


async def remove_bot(room: Room, connection: Connection, message: p.RemoveBot) -> None:
    """Take a computer player off its seat."""
    table = room.table(message.table)
    await table.remove_bot(_user(connection).id, message.seat)
    connection.send(p.ok_frame("remove_bot", message.id, table=table.id, seat=message.seat))


async def start(room: Room, connection: Connection, message: p.Start) -> None:
    """Deal the game of a full table."""
    table = room.table(message.table)
    await table.start(_user(connection).id)
    connection.send(p.ok_frame("start", message.id, table=table.id))


async def watch(room: Room, connection: Connection, message: p.Watch) -> None:
    """Receive a table's frames (as a spectator unless seated)."""
    table = room.table(message.table)
    room.subscribe(connection, table)
    table.sync(connection)
    room.table_changed(table)
    connection.send(p.ok_frame("watch", message.id, table=table.id))


async def unwatch(room: Room, connection: Connection, message: p.Unwatch) -> None:
    """Stop receiving a table's frames."""
    table = room.table(message.table)
    room.unsubscribe(connection, table)
    room.table_changed(table)
    connection.send(p.ok_frame("unwatch", message.id, table=table.id))


async def move(room: Room, connection: Connection, message: p.Move) -> None:
    """A move at the user's seat: the table checks and plays it. A refusal is also said in
    the connection's language, if it chose one (``said``)."""
    user = _user(connection)
    table = room.table(message.table)
    try:
        if guard.stale_before_lock(table, user.id, message.version, message.seat):
            raise _stale(table, message.version)
        await table.move(user.id, message.move, message.version, message.seat)
    except TableError as error:
        if error.code == "stale":
            _refuse_stale(room, connection, table, error, message)
            return
        if connection.lang is not None:
            error.said = table.refusal(user.id, error, message.move, connection.lang,
                                       connection.deck)
        raise
    connection.send(p.ok_frame("move", message.id, table=table.id, version=table.version))


def _stale(table: Table, version: int) -> TableError:
    return TableError("stale", f"your version {version} is stale: table {table.id} is at "
                      f"version {table.version}", f"the current version ({table.version}); "
                      "a game frame follows with the state, once a version")


def _refuse_stale(room: Room, connection: Connection, table: Table, error: TableError,
                  message: p.Move) -> None:
    """A stale move costs a small error frame; the fresh game frame follows only the first
    time this connection is stale at this version (a flood of stale moves builds no more)."""
    said = None if connection.lang is None else catalogue_message(connection.lang,
                                                                  "refuse-stale")
    connection.send(p.error_frame("stale", error.message, error.accepted, message.id, said))
    if table.state is not None and room.stale.first(connection, table.id, table.version):
        table.sync(connection, recap=False)


async def go_on(room: Room, connection: Connection, message: p.GoOn) -> None:
    """The user will not react to the last card: the bots stop waiting for him. ``waited``
    says whether they were."""
    table = room.table(message.table)
    waited = table.go_on(_user(connection).id)
    connection.send(p.ok_frame("go_on", message.id, table=table.id, waited=waited))


async def hint_move(room: Room, connection: Connection, message: p.Hint) -> None:
    """The expert's move for the user's seat and why. It is worked out on a copy of the game
    in a worker thread while the connection and the room go on; the ``hint`` frame answers
    when it is ready. One hint at a time per connection."""
    table = room.table(message.table)
    lang = connection.lang
    seat, state, version = table.hint_position(_user(connection).id, lang)
    if connection.hint_task is not None and not connection.hint_task.done():
        raise TableError("rate_limited", "a hint for you is still being worked out",
                         "one hint at a time: wait for its hint frame")
    connection.hint_task = asyncio.create_task(_send_hint(
        room, connection, message.id, table, version, state, seat, lang or "en",
        connection.deck))


async def _send_hint(room: Room, connection: Connection, re: p.RequestId, table: Table,
                     version: int, state: GameState, seat: int, lang: str,
                     deck: str = "language") -> None:
    known = table.advised(seat, version)
    try:
        advice = await asyncio.to_thread(_advise, state, seat, lang, room.config.hint_level,
                                         deck, known)
    except Exception:
        log.exception("a hint at table %s failed", table.id)
        connection.send(p.error_frame("internal", "the hint could not be worked out", None,
                                      re))
        return
    # Asked again before the game moves on, the hint says the same: the adviser's search
    # may pick another of two moves as good, and a hint that changes its mind misleads.
    table.remember_advice(seat, version, advice.move)
    connection.send(p.reply("hint", re, table=table.id, version=version,
                            move=None if advice.move is None else advice.move.text(),
                            text=advice.reason))


def _advise(state: GameState, seat: int, lang: str, level: str, deck: str,
            known: tuple[Any] | None = None) -> Hint:
    move = advise(state, seat, adviser(level)) if known is None else known[0]
    return explain(state, seat, move, lang, deck)


async def sync(room: Room, connection: Connection, message: p.Sync) -> None:
    """Send the table's whole state as this connection may see it."""
    table = room.table(message.table)
    table.sync(connection)
    connection.send(p.ok_frame("sync", message.id, table=table.id))


async def close_table(room: Room, connection: Connection, message: p.CloseTable) -> None:
    """Close a table the user owns: a waiting one goes, a game stops (its record so far is
    kept, with the reason ``closed``)."""
    table = room.table(message.table)
    if table.owner_id != _user(connection).id:
        raise TableError("not_owner", f"table {table.id} is {table.owner_name}'s: only its "
                         "owner may close it", "a table you opened")
    await table.close("closed")
    connection.send(p.ok_frame("close_table", message.id, table=table.id,
                               record=table.record_id))


async def chat(room: Room, connection: Connection, message: p.Chat) -> None:
    """Say something to a table's watchers or to the room."""
    user = _user(connection)
    text = message.text.strip()
    limit = room.config.limits.chat_length
    if not text or len(text) > limit or not text.isprintable():
        raise TableError("bad_chat", f"a chat line of {len(text)} characters cannot be sent",
                         f"1 to {limit} printable characters")
    await room.guard.check_chat(user.id, connection.address, room_wide=message.table is None)
    line = p.frame("chat", table=message.table, name=user.name, text=text)
    if message.table is None:
        room.say(line)
    else:
        table = room.table(message.table)
        if connection not in table.watchers:
            raise TableError("not_watching", f"you do not watch table {table.id}",
                             "watch the table (or sit at it) first")
        table.chat.append(line)
        for watcher in list(table.watchers):
            watcher.send(line)
    connection.send(p.ok_frame("chat", message.id))


# Records ----------------------------------------------------------------------------------

async def records(room: Room, connection: Connection, message: p.Records) -> None:
    """List a player's finished games, newest first."""
    db = room.db
    user: User | None = _user(connection)
    if message.user is not None:
        user = await db.run(db.store.user_by_name, message.user)
        if user is None:
            raise TableError("not_found", f"there is no player {message.user!r}")
    assert user is not None
    stored = await db.run(db.store.records_of, user.id)
    me = _user(connection).id
    if user.id != me:  # another's records: those shared, and those the asker may read
        stored = [r for r in stored if may_read(room, me, r)]
    listed = [{"id": r.id, "key": r.public_id, "table": r.table_id,
               "game": r.record.get("game"),
               "preset": r.record.get("options", {}).get("preset"),
               "seats": r.record.get("seats"), "scores": r.record.get("scores"),
               "winners": r.record.get("winners"), "shared": r.shared,
               "ended": r.record.get("ended", {}).get("reason"),
               "url": f"/records/{r.public_id}.json"}
              for r in stored]
    connection.send(p.reply("records", message.id, user=user.name, records=listed))


async def record(room: Room, connection: Connection, message: p.GetRecord) -> None:
    """One finished game's record: by its public id, or by its id for its players, the
    spectators of its table, and anyone once it is shared."""
    db = room.db
    if isinstance(message.record, str):
        stored = await db.run(db.store.record_by_key, message.record)
    else:
        stored = await db.run(db.store.record, message.record)
        if stored is not None and not may_read(room, _user(connection).id, stored):
            stored = None
    if stored is None:
        raise TableError("not_found", f"there is no record {message.record} you may read",
                         "a record of yours, a shared one, or a public id (key)")
    connection.send(p.reply("record", message.id, id=stored.id, key=stored.public_id,
                            table=stored.table_id, shared=stored.shared,
                            record=stored.record))


def may_read(room: Room, user_id: int | None, stored: StoredRecord) -> bool:
    """Whether a user may read a record by its id: a player of it, a spectator of its
    table's end (while this server runs), or anyone once it is shared."""
    return stored.shared or (user_id is not None and (
        user_id in stored.user_ids or user_id in room.record_viewers.get(stored.id, ())))


async def share_record(room: Room, connection: Connection, message: p.ShareRecord) -> None:
    """Let anyone find one of the user's records (``shared``), or no longer."""
    db = room.db
    stored = await db.run(db.store.record, message.record)
    if stored is None or _user(connection).id not in stored.user_ids:
        raise TableError("not_found", f"there is no record {message.record} of yours",
                         "a record of a game you played (records)")
    await db.run(db.store.set_shared, stored.id, message.shared)
    connection.send(p.ok_frame("share_record", message.id, record=stored.id,
                               shared=message.shared))


HANDLERS: dict[str, Handler] = {
    "register": register, "sign_in": sign_in, "guest": guest, "resume": resume,
    "sign_out": sign_out, "ping": ping, "language": language,
    "save_settings": save_settings, "list_tables": list_tables, "follow_lobby": follow_lobby,
    "create_table": create_table, "take_seat": take_seat, "leave_seat": leave_seat,
    "add_bot": add_bot, "remove_bot": remove_bot, "start": start, "watch": watch,
    "unwatch": unwatch, "move": move, "sync": sync, "hint": hint_move, "go_on": go_on, "chat": chat,
    "records": records, "record": record,
    "close_table": close_table, "share_record": share_record,
}
assert set(HANDLERS) == set(p.BY_TYPE)
