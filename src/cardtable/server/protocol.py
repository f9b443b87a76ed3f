"""The WebSocket protocol, version 1: every client message as a pydantic model, and the
server's frames. ``docs/protocol.md`` documents each one with an example.

A client message is a JSON object ``{"v": 1, "type": ..., ...}``; an optional ``id`` (a
string or number) comes back as ``re`` in the answer, so a client can pair them. Unknown
fields are refused, and no value is coerced (``"3"`` is not a table number).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from cardtable.bots.levels import LEVELS
from cardtable.games.base import IllegalMoveError
from cardtable.text.catalog import LANGUAGES
from cardtable.text.context import Verbosity
from cardtable.text.decks import DECK_CHOICES, DeckChoice

PROTOCOL_VERSION: Final = 1

Id = Annotated[int, Field(ge=1, le=2**53)]
SeatIndex = Annotated[int, Field(ge=0, le=5)]
RequestId = str | int | None
Level = Literal["easy", "normal", "hard", "expert"]
OptionValue = bool | int | str | list[str] | None
Language = Literal["en", "ru", "pl", "es", "it"]
assert set(LEVELS) == {"easy", "normal", "hard", "expert"}
assert set(LANGUAGES) == {"en", "ru", "pl", "es", "it"}


class Message(BaseModel):
    """What every client message has: the protocol version, its type and an optional id."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    v: Literal[1]
    type: str
    id: Annotated[str, Field(max_length=64)] | Annotated[int, Field(ge=0, le=2**53)] | None = None


class Register(Message):
    """Create an account and sign in."""

    type: Literal["register"]
    name: Annotated[str, Field(max_length=64)]
    password: Annotated[str, Field(max_length=256)]


class SignIn(Message):
    """Sign in to an account."""

    type: Literal["sign_in"]
    name: Annotated[str, Field(max_length=64)]
    password: Annotated[str, Field(max_length=256)]


class Guest(Message):
    """Play as a guest under a chosen name."""

    type: Literal["guest"]
    name: Annotated[str, Field(max_length=64)]


class Resume(Message):
    """Come back on a new connection with the session token."""

    type: Literal["resume"]
    token: Annotated[str, Field(min_length=1, max_length=128)]


class SignOut(Message):
    """Forget this session's token."""

    type: Literal["sign_out"]


class Ping(Message):
    """Ask for a ``pong``."""

    type: Literal["ping"]


class SetLanguage(Message):
    """Choose the language of the game's sentences (``speech`` in game frames, ``said`` in
    refusals, hints); allowed before signing in."""

    type: Literal["language"]
    lang: Language
    verbosity: Verbosity = "full"
    """How much the sentences say (``brief``, ``normal``, ``full``: today's, the default)."""
    deck: DeckChoice = "language"
    """The deck style the cards are named in: the language's (``language``, the default:
    Spanish cards in ``es``, Italian in ``it``, else the table's), the table's own
    (``table``), or one of the 40-card styles."""


class SaveSettings(Message):
    """Keep the client's settings with the account (any JSON object; its size is checked
    by the handler, ``settings.check_settings``)."""

    type: Literal["save_settings"]
    settings: Annotated[Any, Field(description="JSON object")]


class ListTables(Message):
    """Ask for every open table, and follow (or stop following) the lobby's changes."""

    type: Literal["list_tables"]
    follow: bool = True
    batch: bool = False


class FollowLobby(Message):
    """Follow the lobby's changes from now on, or stop, without asking for the list (a
    client at a table needs no news of the others)."""

    type: Literal["follow_lobby"]
    follow: bool
    batch: bool = False


class CreateTable(Message):
    """Open a table: a game, a preset, options (modifiers, players, teams, target ...)."""

    type: Literal["create_table"]
    game: Literal["sweep", "metamorphosis"]
    preset: Annotated[str, Field(max_length=32)] | None = None
    options: Annotated[dict[Annotated[str, Field(max_length=32)], OptionValue],
                       Field(max_length=32)] = Field(default_factory=dict)
    seat: SeatIndex | None = 0


class TakeSeat(Message):
    """Sit at an empty seat of a waiting table."""

    type: Literal["take_seat"]
    table: Id
    seat: SeatIndex


class LeaveSeat(Message):
    """Stand up (once the game is on, a bot takes the seat for good)."""

    type: Literal["leave_seat"]
    table: Id


class AddBot(Message):
    """Seat a computer player of a level at an empty seat."""

    type: Literal["add_bot"]
    table: Id
    seat: SeatIndex
    level: Level


class RemoveBot(Message):
    """Take a computer player off its seat (before the game starts)."""

    type: Literal["remove_bot"]
    table: Id
    seat: SeatIndex


class Start(Message):
    """Start the game of a table whose seats are all filled."""

    type: Literal["start"]
    table: Id


class Watch(Message):
    """Watch a table (as a spectator, unless you sit at it)."""

    type: Literal["watch"]
    table: Id


class Unwatch(Message):
    """Stop receiving a table's frames."""

    type: Literal["unwatch"]
    table: Id


class Move(Message):
    """Play a move at your seat, in the canonical text (``5c:2d+3c``, ``bid:2``)."""

    type: Literal["move"]
    table: Id
    move: Annotated[str, Field(min_length=1, max_length=200)]
    version: Annotated[int, Field(ge=0, le=2**53)]
    seat: SeatIndex | None = None


class Sync(Message):
    """Ask for the table's whole state as this connection may see it."""

    type: Literal["sync"]
    table: Id


class Hint(Message):
    """Ask for the expert's move at your seat, and why."""

    type: Literal["hint"]
    table: Id


class GoOn(Message):
    """Say you will not react to the last card (no correction of your own, no challenge):
    the computer players stop waiting for you."""

    type: Literal["go_on"]
    table: Id


class Chat(Message):
    """Say something to a table, or to the whole room when ``table`` is null."""

    type: Literal["chat"]
    text: Annotated[str, Field(max_length=4096)]
    table: Id | None = None


class Records(Message):
    """List the finished games of a player (yourself when ``user`` is null)."""

    type: Literal["records"]
    user: Annotated[str, Field(max_length=64)] | None = None


RecordKey = Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[A-Za-z0-9_-]+$",
                                 description="text (a record's public id)")]


class GetRecord(Message):
    """Download one game record, by its id or its public id (``key``)."""

    type: Literal["record"]
    record: Id | RecordKey


class CloseTable(Message):
    """Close a table you own, waiting or playing (a game so far is kept as a record)."""

    type: Literal["close_table"]
    table: Id


class ShareRecord(Message):
    """Let anyone find one of your records (or no longer)."""

    type: Literal["share_record"]
    record: Id
    shared: bool = True


MESSAGES: Final[tuple[type[Message], ...]] = (
    Register, SignIn, Guest, Resume, SignOut, Ping, SetLanguage, SaveSettings, ListTables,
    FollowLobby, CreateTable, TakeSeat, LeaveSeat, AddBot, RemoveBot, Start, Watch, Unwatch,
    Move, Sync, Hint, GoOn, Chat, Records, GetRecord, CloseTable, ShareRecord,
)
BY_TYPE: Final[dict[str, type[Message]]] = {
    m.model_fields["type"].annotation.__args__[0]: m  # type: ignore[union-attr]
    for m in MESSAGES
}
"""Each message model by its ``type``."""

ClientMessage = Annotated[
    Register | SignIn | Guest | Resume | SignOut | Ping | SetLanguage | SaveSettings
    | ListTables | FollowLobby | CreateTable | TakeSeat | LeaveSeat | AddBot | RemoveBot
    | Start | Watch | Unwatch | Move | Sync | Hint | GoOn | Chat | Records | GetRecord | CloseTable
    | ShareRecord,
    Field(discriminator="type"),
]
_ADAPTER: Final = TypeAdapter[ClientMessage](ClientMessage)


class ProtocolError(Exception):
    """A frame that is not a valid message: ``code``, a message and what is accepted."""

    def __init__(self, code: str, message: str, accepted: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.accepted = accepted


def parse_message(raw: str | bytes) -> Message:
    """The client message in a frame; raises ``ProtocolError`` saying what was wrong."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "the frame is not UTF-8 text",
                                'a JSON object like {"v": 1, "type": "ping"}') from None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as error:  # also numbers of too many digits
        raise ProtocolError("bad_json", f"the frame is not JSON: {_clip(str(error))}",
                            'a JSON object like {"v": 1, "type": "ping"}') from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", f"a message is a JSON object; got {_kind(data)}",
                            'a JSON object like {"v": 1, "type": "ping"}')
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in BY_TYPE:
        shown = "no type" if kind is None else f"type {_short(kind)}"
        raise ProtocolError("unknown_type", f"the message has {shown}",
                            "type is one of " + ", ".join(BY_TYPE))
    if data.get("v") != PROTOCOL_VERSION or isinstance(data.get("v"), bool):
        raise ProtocolError("bad_version",
                            f"protocol version {_short(data.get('v'))} is not spoken here",
                            f'"v": {PROTOCOL_VERSION} in every message')
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as error:
        raise ProtocolError("bad_message", f"{kind}: {_problems(error)}",
                            f"{kind} takes " + describe_fields(BY_TYPE[kind])) from None


def request_id(raw: str | bytes) -> RequestId:
    """The ``id`` of a frame that was not handled (to pair its error), if it has one."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    found = data.get("id") if isinstance(data, dict) else None
    if isinstance(found, str) and len(found) <= 64:
        return found
    if isinstance(found, int) and not isinstance(found, bool) and abs(found) <= 2**53:
        return found
    return None


def describe_fields(model: type[Message]) -> str:
    """The fields of a message, for error frames: ``table (number, required), ...``."""
    schema = model.model_json_schema()
    required = set(schema.get("required", ()))
    parts = []
    for name, spec in schema["properties"].items():
        if name in ("v", "type", "id"):
            continue
        label = f"{name} ({_type_of(spec)}{', required' if name in required else ''})"
        parts.append(label)
    return ", ".join(parts) if parts else "no other fields"


def _type_of(spec: dict[str, Any]) -> str:
    if "description" in spec:
        return str(spec["description"])
    if "anyOf" in spec:
        return " or ".join(dict.fromkeys(_type_of(s) for s in spec["anyOf"]))
    if "enum" in spec:
        return " | ".join(str(v) for v in spec["enum"])
    if "const" in spec:
        return json.dumps(spec["const"])
    names = {"integer": "whole number", "string": "text", "boolean": "true/false",
             "null": "null", "object": "object of option values", "array": "list"}
    kind = spec.get("type")
    return names.get(kind, str(kind)) if isinstance(kind, str) else "value"


def _problems(error: ValidationError) -> str:
    seen: dict[str, str] = {}
    for item in error.errors():
        loc = [str(part) for part in item["loc"][1:]]  # the first is the message's type
        if not loc:
            field = "message"
        elif loc[0] == "options" and len(loc) > 1:
            field = f"options.{loc[1]}"
        else:
            field = loc[0]
        message = item["msg"]
        if field.startswith("options."):
            message = ("an option value is true/false, a whole number, text, a list of "
                       "text or null")
        elif item["type"] == "extra_forbidden":
            message = "is not a field of this message"
        elif item["type"] == "missing":
            message = "is missing"
        seen.setdefault(field, message)
    return "; ".join(f"{field}: {message}" for field, message in seen.items())


def _kind(value: Any) -> str:
    names = {list: "a list", str: "a string", bool: "true or false", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _clip(text: str) -> str:
    return text if len(text) <= 120 else text[:117] + "..."


def _short(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (ValueError, RecursionError):
        text = _kind(value)
    return _clip(text) if len(text) <= 120 else _kind(value)


DECK_STYLE_SETTINGS: Final = DECK_CHOICES
"""The values of the ``deckStyle`` setting: the language's deck, the table's own, or a
40-card style the player's cards are drawn and named in (the browser's ``settings.js``)."""


def check_settings(settings: Any, limit: int) -> dict[str, Any]:
    """A user's settings as kept: a JSON object of at most ``limit`` bytes (UTF-8, written
    compactly), whose ``deckStyle``, when there is one, is one of ``DECK_STYLE_SETTINGS``;
    raises ``ProtocolError`` (``bad_message``) stating what is accepted."""
    accepted = f"settings is a JSON object of at most {limit} bytes"
    if not isinstance(settings, dict):
        raise ProtocolError("bad_message", f"save_settings: settings is {_kind(settings)}, "
                            "not an object", accepted)
    try:
        written = json.dumps(settings, ensure_ascii=False, separators=(",", ":"),
                             allow_nan=False)
    except ValueError:
        raise ProtocolError("bad_message", "save_settings: settings hold NaN or Infinity, "
                            "which JSON has no place for", accepted) from None
    size = len(written.encode("utf-8"))
    if size > limit:
        raise ProtocolError("bad_message", f"save_settings: settings of {size} bytes are "
                            f"over the limit of {limit} bytes", accepted)
    style = settings.get("deckStyle", DECK_STYLE_SETTINGS[0])
    if style not in DECK_STYLE_SETTINGS:
        names = ", ".join(DECK_STYLE_SETTINGS)
        raise ProtocolError("bad_message", f"save_settings: deckStyle {_short(style)} is not "
                            "a deck style a player may choose", f"deckStyle is one of {names}")
    return settings


# Server frames ---------------------------------------------------------------------------

def frame(kind: str, **fields: Any) -> dict[str, Any]:
    """A server frame: ``{"v": 1, "type": kind, ...fields}``."""
    return {"v": PROTOCOL_VERSION, "type": kind, **fields}


def error_frame(code: str, message: str, accepted: str | None = None,
                re: RequestId = None, said: str | None = None,
                refused: IllegalMoveError | None = None) -> dict[str, Any]:
    """An ``error`` frame: what was wrong (``code``, ``message``), what is accepted,
    ``said``, the refusal in the connection's language, when there is one, and ``refusal``,
    the engine's code and details of an illegal move."""
    out = frame("error", code=code, message=message)
    if accepted is not None:
        out["accepted"] = accepted
    if said is not None:
        out["said"] = said
    if refused is not None:
        out["refusal"] = {"code": refused.code, "details": refused.details}
    if re is not None:
        out["re"] = re
    return out


def reply(kind: str, re: RequestId, **fields: Any) -> dict[str, Any]:
    """A frame answering a message whose ``id`` was ``re`` (``re`` left out when null)."""
    out = frame(kind, **fields)
    if re is not None:
        out["re"] = re
    return out


def ok_frame(request: str, re: RequestId = None, **fields: Any) -> dict[str, Any]:
    """The answer to a request that succeeded and has nothing else to say."""
    return reply("ok", re, request=request, **fields)
