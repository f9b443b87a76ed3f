"""Limits: message size, messages a second, open tables a person, connections, chat."""

from __future__ import annotations

import time

import pytest
from server_support import connect, room
from starlette.websockets import WebSocketDisconnect

from cardtable.server.limits import Limits, RateLimiter, TableLimits

pytestmark = pytest.mark.timeout(60)


def _limits(**changes: object) -> Limits:
    values: dict[str, object] = {"messages_per_second": 10_000.0, "burst": 10_000}
    values.update(changes)
    return Limits(**values)  # type: ignore[arg-type]


def test_a_big_message_is_refused_and_a_far_too_big_one_closes() -> None:
    with room(limits=_limits(max_message_bytes=1_000, close_message_bytes=5_000)) as (http, _):
        ana = connect(http, "Ana")
        ana.send_raw('{"v": 1, "type": "chat", "text": "' + "x" * 2_000 + '"}')
        refused = ana.until(lambda f: f["type"] == "error")
        assert refused["code"] == "too_large" and "1000 bytes" in refused["accepted"]
        assert ana.request("ping")["type"] == "pong"
        ana.send_raw("x" * 6_000)
        assert ana.until(lambda f: f["type"] == "error")["code"] == "too_large"
        with pytest.raises(WebSocketDisconnect) as closed:
            ana.recv()
        assert closed.value.code == 1009


def test_too_many_messages_a_second_are_dropped_and_the_connection_stays() -> None:
    with room(limits=_limits(messages_per_second=1.0, burst=3)) as (http, _):
        ana = connect(http)
        answers = [ana.request("ping") for _ in range(10)]
        kinds = [a["type"] for a in answers]
        assert "pong" in kinds and "error" in kinds
        limited = next(a for a in answers if a["type"] == "error")
        assert limited["code"] == "rate_limited" and "a second" in limited["accepted"]
        time.sleep(1.1)  # let the bucket refill; not a measurement
        assert ana.request("ping")["type"] == "pong"


def test_a_person_may_own_only_so_many_open_tables() -> None:
    with room(limits=_limits(tables_per_user=1)) as (http, _):
        ana = connect(http, "Ana")
        table = ana.ok("create_table", game="sweep")["table"]["id"]
        refused = ana.error("create_table", game="metamorphosis")
        assert refused["code"] == "too_many_tables" and "1 open table" in refused["accepted"]
        ana.ok("leave_seat", table=table)  # the last person leaves: the table closes
        ana.ok("create_table", game="metamorphosis")


def test_open_tables_from_one_address_are_refused_as_the_address_s_not_the_person_s() -> None:
    # Ana has opened no table; two others behind the same address have: her refusal says
    # it is the address (a school's, a library's network), with its own code.
    with room(limits=_limits(), tables=TableLimits(tables_per_address=2)) as (http, _):
        bo, cy, ana = connect(http, "Bo"), connect(http, "Cy"), connect(http, "Ana")
        bo.ok("create_table", game="sweep")
        cy.ok("create_table", game="sweep")
        refused = ana.error("create_table", game="metamorphosis")
        assert refused["code"] == "too_many_tables_from_address", refused
        assert "network address" in refused["message"]
        assert "at most 2 open tables from one address" in refused["accepted"]


def test_connections_past_the_limit_are_told_and_closed() -> None:
    with room(limits=_limits(max_connections=2)) as (http, _):
        connect(http), connect(http)
        with http.websocket_connect("/ws") as third:
            refused = third.receive_json()
            assert refused["type"] == "error" and refused["code"] == "too_many_connections"
            with pytest.raises(WebSocketDisconnect) as closed:
                third.receive_json()
            assert closed.value.code == 1013


def test_chat_lines_have_a_length_limit() -> None:
    with room(limits=_limits(chat_length=10)) as (http, _):
        ana = connect(http, "Ana")
        assert ana.error("chat", text="x" * 11)["code"] == "bad_chat"
        assert ana.error("chat", text="   ")["code"] == "bad_chat"
        ana.ok("chat", text="x" * 10)


def test_the_rate_limiter_refills_with_time() -> None:
    now = [0.0]
    limiter = RateLimiter(2.0, 2, clock=lambda: now[0])
    assert [limiter.allow() for _ in range(3)] == [True, True, False]
    now[0] += 0.5
    assert limiter.allow() and not limiter.allow()
