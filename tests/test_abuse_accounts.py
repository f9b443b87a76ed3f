"""Issue 16, accounts and chat: each attack of ``bench/abuse_accounts.py`` (short) against a
real ``cardtable serve`` holds; and the pieces under them: names (NFC, UTS #39 look-alikes),
the buckets and the back-off, guests that expire, the headers and the Origin check."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from server_process import free_port, serve
from server_support import close, connect, room
from starlette.websockets import WebSocketDisconnect

from cardtable.server.app import origin_allowed
from cardtable.server.auth import check_name
from cardtable.server.guard_accounts import AccountGuard, Backoff, Buckets, Limited
from cardtable.server.limits import GuardLimits
from cardtable.server.memory_store import MemoryStore
from cardtable.server.names import look_alike_keys, skeleton

pytestmark = pytest.mark.timeout(240)
BENCH = Path(__file__).resolve().parents[1] / "bench" / "abuse_accounts.py"
GUARD = GuardLimits()


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("abuse_accounts", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["abuse_accounts"] = module
    spec.loader.exec_module(module)
    module.SHORT = True
    return module


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``cardtable serve`` with the real limits (the defaults), bots without delay."""
    data = tmp_path_factory.mktemp("abuse")
    port = free_port()
    real = ("--connections-per-address", str(GUARD.connections_per_address),
            "--accounts-per-minute", str(GUARD.accounts_per_minute),
            "--chat-per-second", str(GUARD.chat_per_second),
            "--room-chat-per-second", str(GUARD.room_chat_per_second))
    with serve(port, f"sqlite:///{data / 'room.db'}", data, real):
        yield f"http://127.0.0.1:{port}"


ROW_NAMES = [name for name, _ in _bench().ROWS]


@pytest.mark.parametrize("row", ROW_NAMES)
def test_each_attack_of_the_bench_holds(started: str, row: str) -> None:
    bench = _bench()
    attack = dict(bench.ROWS)[row]
    held, figure = asyncio.run(attack(started))
    assert held, f"{row}: {figure}"


# Names ------------------------------------------------------------------------------------

def test_a_decomposed_name_is_kept_composed() -> None:
    assert check_name("Zoe\u0301") == "Zo\u00e9"
    with room() as (http, _):
        zoe = connect(http)
        assert zoe.ok("guest", name="Zoe\u0301")["user"]["name"] == "Zo\u00e9"
        again = connect(http).error("guest", name="Zo\u00e9")
        assert again["code"] == "name_taken"


@pytest.mark.parametrize("look_alike", ["Z\u0435d", "\u0396ed", "ZED", "\U0001d419ed"])
def test_a_name_that_looks_like_anothers_is_refused(look_alike: str) -> None:
    with room() as (http, _):
        connect(http, "Zed")
        refused = connect(http).error("guest", name=look_alike)
        assert refused["code"] in ("name_confusable", "name_taken"), refused
        other = connect(http).error("register", name=look_alike, password="long enough pw")
        assert other["code"] in ("name_confusable", "name_taken"), other


def test_names_that_merely_differ_are_not_look_alikes() -> None:
    assert skeleton("Bo") != skeleton("Bob")
    assert not look_alike_keys("Ana") & look_alike_keys("Anna")
    with room() as (http, _):
        connect(http, "Ana")
        connect(http, "Anna")
        connect(http, "Ann")


def test_look_alikes_already_held_are_found_after_a_restart() -> None:
    store = MemoryStore()
    store.create_user("Zed", None, True)
    with room(store) as (http, _):
        assert connect(http).error("guest", name="Z\u0435d")["code"] == "name_confusable"


# Buckets and back-off (a clock of our own) ------------------------------------------------

class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_passes_its_burst_then_says_how_long_to_wait() -> None:
    clock = Clock()
    buckets = Buckets(rate=0.5, burst=3, clock=clock)
    assert [buckets.take("bo") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert buckets.take("bo") == pytest.approx(2.0)
    assert buckets.take("cy") == 0.0
    clock.now = 2.0
    assert buckets.take("bo") == 0.0


def test_the_back_off_doubles_after_the_free_failures_and_a_success_clears_it() -> None:
    clock = Clock()
    backoff = Backoff(free=2, first=1.0, most=8.0, clock=clock)
    waits = []
    for _ in range(7):
        assert backoff.wait("zed") == 0.0
        backoff.attempt("zed")
        waits.append(backoff.wait("zed"))
        clock.now += waits[-1]
    assert waits == [0.0, 0.0, 1.0, 2.0, 4.0, 8.0, 8.0]
    backoff.succeeded("zed")
    assert backoff.wait("zed") == 0.0


def test_chat_is_limited_per_user_then_per_address_then_room_wide() -> None:
    clock = Clock()
    limits = GuardLimits(chat_per_second=1.0, chat_burst=2, chat_address_per_second=1.0,
                         chat_address_burst=3, room_chat_per_second=1.0, room_chat_burst=4)
    guard = AccountGuard(limits, clock)
    guard.chat(1, "a", room_wide=True)
    guard.chat(1, "a", room_wide=True)
    with pytest.raises(Limited, match="you send") as refused:
        guard.chat(1, "a", room_wide=True)
    assert refused.value.retry_after == pytest.approx(1.0)
    guard.chat(2, "a", room_wide=True)
    with pytest.raises(Limited, match="your address"):
        guard.chat(3, "a", room_wide=True)
    guard.chat(4, "b", room_wide=True)
    with pytest.raises(Limited, match="the room"):
        guard.chat(5, "c", room_wide=True)
    guard.chat(5, "c", room_wide=False)  # a table's chat is not the room's


def test_sign_in_guesses_are_refused_before_any_hashing_once_they_back_off() -> None:
    limits = GuardLimits(sign_in_free_failures=2, sign_in_backoff=60.0)
    with room(guard=limits) as (http, _):
        connect(http).ok("register", name="Vic", password="right password")
        guesser = connect(http)
        codes = [guesser.request("sign_in", name="vic", password=f"wrong {n}").get("code")
                 for n in range(5)]
        assert codes == ["bad_credentials"] * 3 + ["rate_limited"] * 2
        wide = guesser.error("sign_in", name="\uff36ic", password="wrong again")  # fullwidth V
        assert wide["code"] == "rate_limited"
        refused = guesser.error("sign_in", name="Vic", password="right password")
        assert refused["code"] == "rate_limited" and refused["retry_after"] > 1
        assert "try again in" in refused["message"]


def test_guests_per_address_and_connections_per_address() -> None:
    limits = GuardLimits(accounts_per_minute=3, connections_per_address=4)
    with room(guard=limits) as (http, _):
        clients = [connect(http) for _ in range(4)]
        codes = [c.request("guest", name=f"G{n}").get("code") for n, c in enumerate(clients)]
        assert codes == [None, None, None, "rate_limited"]
        with http.websocket_connect("/ws") as fifth:
            refused = fifth.receive_json()
            assert refused["code"] == "too_many_connections"
            assert "address" in refused["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                fifth.receive_json()
            assert closed.value.code == 1013
        close(clients[0])
        connect(http)  # a closed connection makes room for another


# Guests expire ----------------------------------------------------------------------------

def test_a_guest_away_longer_than_the_idle_time_expires_and_the_name_is_free() -> None:
    with room(guard=GuardLimits(guest_idle_seconds=0.2)) as (http, store):
        bo = connect(http, "Bo")
        token = bo.token
        seated = connect(http, "Cy")
        seated.ok("create_table", game="sweep", preset="classic", options={"players": 2})
        close(bo)
        close(seated)
        for _ in range(200):  # bounded: the sweep comes every 0.05 s
            if store.user_by_name("Bo") is None:
                break
            time.sleep(0.05)
        assert store.user_by_name("Bo") is None
        assert store.user_by_name("Cy") is not None  # sits at an open table: kept
        assert connect(http).error("resume", token=token)["code"] == "bad_token"
        assert connect(http).ok("guest", name="Bo")["user"]["name"] == "Bo"


# Headers and Origin -----------------------------------------------------------------------

def test_every_http_answer_has_the_security_headers() -> None:
    with room() as (http, _):
        for path in ("/", "/health", "/static/js/main.js", "/locales/en/web.ftl"):
            headers = http.get(path).headers
            assert "frame-ancestors 'none'" in headers["content-security-policy"]
            assert "script-src 'self'" in headers["content-security-policy"]
            assert headers["x-frame-options"] == "DENY"
            assert headers["referrer-policy"] == "no-referrer"


def test_a_websocket_from_another_sites_page_is_refused() -> None:
    assert origin_allowed("http://evil.example", "room.example", ()) is False
    assert origin_allowed("https://room.example", "room.example", ()) is True
    with room() as (http, _):
        with pytest.raises(WebSocketDisconnect), http.websocket_connect(
                "/ws", headers={"origin": "http://evil.example"}):
            pass
        with http.websocket_connect("/ws", headers={"origin": "http://testserver"}) as mine:
            assert mine.receive_json()["type"] == "welcome"
    with (room(allowed_origins=("https://friend.example",)) as (http, _),
          http.websocket_connect("/ws", headers={"origin": "https://friend.example"}
                                 ) as friend):
        assert friend.receive_json()["type"] == "welcome"
