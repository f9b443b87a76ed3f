"""Helpers for the server tests: a WebSocket client that keeps every frame, a driver that
plays a table to its end, and an independent account of which cards each receiver may know
(to check that no frame names a card hidden from it)."""

from __future__ import annotations

import contextlib
import random
import re
import warnings
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardtable.server.app import create_app
from cardtable.server.config import FAST_TEST_CONFIG, ServerConfig
from cardtable.server.games import new_state, rules_from_options
from cardtable.server.memory_store import MemoryStore
from cardtable.server.store import Store

if TYPE_CHECKING:
    from starlette.testclient import TestClient

SWEEP_CARD = re.compile(r"^(10|[1-9])[dhsc]$")
META_CARD = re.compile(r"^(10|[2-9JQKA])[dhsc]$")
Frame = dict[str, Any]


def config(**changes: Any) -> ServerConfig:
    """The fast test configuration with some settings changed."""
    return replace(FAST_TEST_CONFIG, **changes)


@contextlib.contextmanager
def room(store: Store | None = None, **changes: Any) -> Iterator[tuple[TestClient, Store]]:
    """A running app (lifespan included) over a memory store, and the store."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from starlette.testclient import TestClient
    store = store or MemoryStore()
    app = create_app(store, config(**changes))
    with TestClient(app) as client:
        try:
            yield client, store
        finally:  # an open socket would keep the app (and the test) waiting
            for open_client in list(_OPEN.get(id(client), [])):
                close(open_client)
            _OPEN.pop(id(client), None)


_OPEN: dict[int, list[Client]] = {}


class Client:
    """One WebSocket client: every frame it receives is kept in ``frames``."""

    def __init__(self, socket: Any) -> None:
        self.socket = socket
        self.frames: list[Frame] = []
        self._unseen: deque[Frame] = deque()
        self._next_id = 0
        self.latest: dict[int, Frame] = {}
        """The newest game frame of each table."""
        self.over: dict[int, Frame] = {}
        """The game_over frame of each table that ended."""
        self.welcome = self.recv()
        self.seat: int | None = None
        self.name: str | None = None
        self.token: str | None = None
        self.http_id = 0

    def recv(self) -> Frame:
        """The next frame from the server."""
        received: Frame = self.socket.receive_json()
        self.frames.append(received)
        if received.get("type") == "game":
            table = received["table"]
            known = self.latest.get(table)
            if known is None or received["version"] >= known["version"]:
                self.latest[table] = received
        elif received.get("type") == "game_over":
            self.over[received["table"]] = received
        return received

    def send(self, kind: str, **fields: Any) -> int:
        """Send a message; returns its id."""
        self._next_id += 1
        self.socket.send_json({"v": 1, "type": kind, "id": self._next_id, **fields})
        return self._next_id

    def send_raw(self, text: str) -> None:
        """Send a text frame as it is."""
        self.socket.send_text(text)

    def until(self, wanted: Callable[[Frame], bool]) -> Frame:
        """The first frame, kept or new, that ``wanted`` accepts (it is then consumed)."""
        for index, kept in enumerate(self._unseen):
            if wanted(kept):
                del self._unseen[index]
                return kept
        while True:
            received = self.recv()
            if wanted(received):
                return received
            self._unseen.append(received)

    def request(self, kind: str, **fields: Any) -> Frame:
        """Send a message and return the server's answer to it (a reply or an error)."""
        sent = self.send(kind, **fields)
        return self.until(lambda f: f.get("re") == sent)

    def ok(self, kind: str, **fields: Any) -> Frame:
        """A request that must succeed."""
        answer = self.request(kind, **fields)
        assert answer["type"] != "error", answer
        return answer

    def error(self, kind: str, **fields: Any) -> Frame:
        """A request that must be refused; returns the error frame."""
        answer = self.request(kind, **fields)
        assert answer["type"] == "error", answer
        return answer

    def guest(self, name: str) -> Client:
        """Sign in as a guest."""
        answer = self.ok("guest", name=name)
        self.name = name
        self.token = answer["token"]
        return self

    def wait_version(self, table: int, version: int) -> Frame:
        """Read until this client's newest game frame of ``table`` is at least ``version``."""
        while table not in self.latest or self.latest[table]["version"] < version:
            if table in self.over:
                break
            self._unseen.append(self.recv())
        return self.latest[table]


def connect(http: TestClient, name: str | None = None) -> Client:
    """A new WebSocket client, signed in as a guest when ``name`` is given."""
    socket = http.websocket_connect("/ws").__enter__()
    client = Client(socket)
    _OPEN.setdefault(id(http), []).append(client)
    client.http_id = id(http)
    if name is not None:
        client.guest(name)
    return client


def table_with_a_bot(client: Client, preset: str, level: str = "normal") -> int:
    """A two-player sweep table of ``preset`` that ``client`` opens, with a computer player
    of ``level`` in seat 1, started; its id."""
    table: int = client.ok("create_table", game="sweep", preset=preset,
                           options={"players": 2})["table"]["id"]
    client.ok("add_bot", table=table, seat=1, level=level)
    client.ok("start", table=table)
    return table


def close(client: Client) -> None:
    """Close a client's socket (once)."""
    mine = _OPEN.get(client.http_id, [])
    if client in mine:
        mine.remove(client)
        with contextlib.suppress(Exception):
            client.socket.__exit__(None, None, None)


def random_move(game_frame: Frame, rng: random.Random) -> str | None:
    """A move for the receiver of ``game_frame``: a listed legal move, or one made from the
    view when the moves are too many to list (manual capture, a discard)."""
    legal = game_frame["legal"]
    if legal:
        return str(rng.choice(legal))
    if legal is not None:
        return None
    view = game_frame["view"]
    if view.get("discard_count"):
        return "discard:" + "+".join(view["hand"][:view["discard_count"]])
    card = rng.choice(view["hand"])
    table = view.get("table", [])
    take = [c for c in table if rng.random() < 0.3]
    return f"{card}:{'+'.join(take)}" if take else str(card)


def play_to_end(people: dict[int, Client], table: int, rng: random.Random,
                on_turn: Callable[[Client, Frame], None] | None = None) -> Frame:
    """Play a started table to its end: each person makes random legal moves on their
    turn (retrying after a stale refusal); bots play themselves. Returns a game_over frame."""
    watcher = next(iter(people.values()))
    while True:
        for client in people.values():
            if table in client.over:
                return client.over[table]
        newest = max((c.latest[table] for c in people.values() if table in c.latest),
                     key=lambda f: f["version"])
        mover = newest["to_move"]
        client = people.get(mover) if mover is not None else None
        if client is None:
            watcher._unseen.append(watcher.recv())  # a bot is to move: its frame will come
            continue
        mine = client.wait_version(table, newest["version"])
        if table in client.over or mine["to_move"] != mover:
            continue
        if on_turn is not None:
            on_turn(client, mine)
        text = random_move(mine, rng)
        if text is None:
            continue
        answer = client.request("move", table=table, move=text, version=mine["version"])
        if answer["type"] == "error":
            assert answer["code"] in ("stale", "illegal_move", "not_your_turn"), answer
            if answer["code"] != "illegal_move":
                client.wait_version(table, mine["version"] + 1)


# What each receiver may know ---------------------------------------------------------------

def full_events(store: Store, table_id: int) -> tuple[str, list[list[Any]]]:
    """The game and every batch of full events of a stored table, by version (0: the deal),
    replayed independently of the server from its seed and moves."""
    stored = store.table(table_id)
    assert stored is not None
    state = new_state(rules_from_options(stored.game, stored.options), stored.seed)
    batches: list[list[Any]] = [list(state.start_events)]
    for move in stored.moves:
        batches.append(state.play(state.parse_move(move.text, move.seat)))
    return stored.game, batches


def known_cards(game: str, batches: list[list[Any]], seat: int | None) -> list[set[str]]:
    """The cards ``seat`` (``None``: a spectator) may know after each version.

    Sweep: its own hands, the cards drawn for the first dealer, and every card shown on the
    table, played, taken or left over.
    Metamorphosis: within a partie, its own hand, every card played, its own discards and
    draws, and takes it gave or received (a new partie is a new deal: all is forgotten, but
    a frame may still name what its batch showed before the new deal).
    """
    carried: set[str] = set()
    known = []
    for batch in batches:
        seen = set(carried)
        for event in batch:
            data = event.to_record()
            kind = data["type"]
            shown: list[Any] = []
            if game == "metamorphosis" and kind == "round":
                carried = set()
            if kind == "deal":
                shown = data["hands"][seat] if seat is not None else []
            elif kind == "dealer_draw":  # the cards drawn for the first dealer: face up
                shown = [card for drawing in data["draws"] for _, card in drawing]
            elif kind in ("table", "opening", "leftover", "trick"):
                shown = data["cards"]
            elif kind == "play":
                shown = [data["card"], *data.get("take", [])]
            elif _own(data, seat):
                shown = data["cards"]
            names = {str(c) for c in shown if c is not None}
            carried |= names
            seen |= names
        known.append(seen)
    return known


def _own(data: dict[str, Any], seat: int | None) -> bool:
    """A discard or draw by ``seat``, or a take it gave or received."""
    if data["type"] in ("discard", "draw"):
        return bool(data["seat"] == seat)
    return data["type"] == "take" and seat in (data["seat"], data["from"])


def cards_in(value: Any, pattern: re.Pattern[str]) -> set[str]:
    """Every string in a JSON value that is a card's notation."""
    found: set[str] = set()
    if isinstance(value, str):
        if pattern.match(value):
            found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            found |= cards_in(item, pattern)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item, pattern)
    return found


def check_no_hidden_card(store: Store, table_id: int, frames: list[Frame],
                         seat: int | None) -> int:
    """Assert that no frame names a card hidden from ``seat`` when it was sent; returns how
    many card names were checked."""
    game, batches = full_events(store, table_id)
    known = known_cards(game, batches, seat)
    pattern = META_CARD if game == "metamorphosis" else SWEEP_CARD
    checked = 0
    for received in frames:
        if received.get("type") == "record":
            continue  # a finished game's record, asked for after the end
        cards = cards_in(received, pattern)
        checked += len(cards)
        if received.get("type") == "game" and received["table"] == table_id:
            assert received["seat"] == seat
            hidden = cards - known[received["version"]]
            assert not hidden, (f"seat {seat} was sent {sorted(hidden)} at version "
                                f"{received['version']}: {received}")
            _check_events(received["events"], seat)
        else:
            assert not cards, f"a {received.get('type')} frame names cards: {received}"
    return checked


def _check_events(events: list[Frame], seat: int | None) -> None:
    """Secrets that are not cards: others' bids before they are revealed, and the hidden
    parts of discards, draws, takes and deals are null."""
    for event in events:
        kind = event["type"]
        if kind == "bid" and event["seat"] != seat:
            assert event["deal"] is None, event
        if kind in ("discard", "draw") and event["seat"] != seat:
            assert all(c is None for c in event["cards"]), event
        if kind == "take" and seat not in (event["seat"], event["from"]):
            assert all(c is None for c in event["cards"]), event
        if kind == "deal":
            for index, hand in enumerate(event["hands"]):
                if index != seat:
                    assert all(c is None for c in hand), event
            assert all(c is None for c in event.get("stock", [])), event
        if kind == "aside":
            assert all(c is None for c in event["cards"]), event
        if kind == "play":
            assert "error" not in event, event
