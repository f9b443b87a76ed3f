"""The room as a blind player meets it, read from the page's timeline (what the live regions
said and when, where the focus went, which keys were pressed): the focus lands on the room's
heading after signing in and back from a table, and stays on its button while other players
open and close tables; a chat line is said once and shown once, and a flood of them keeps the
log small; a dropped connection is said lost once and back once, never its retries; the
creator of a table with computer players hears the game's opening; the verbosity goes with
every ``language`` message."""

from __future__ import annotations

import json
import re
import time
import uuid
from typing import Any

from server_process import GUARD
from steps import create_table, enter_as_guest, wait_for_game
from timeline import read, repeated, said, transcript

ACTIVE_JS = """() => {
  const el = document.activeElement;
  return el ? {id: el.id, tag: el.tagName.toLowerCase(), probe: el.dataset.probe || null,
               act: el.dataset.act || null, table: el.dataset.table || null,
               seat: el.dataset.seat || null} : null;
}"""


def active(page: Any) -> dict[str, Any]:
    """What has the focus: its id, tag, and the data of a table-row button."""
    result: dict[str, Any] = page.evaluate(ACTIVE_JS)
    return result


def mark(page: Any) -> int:
    """Where the timeline is now: what follows is ``read(page)[mark(page):]``."""
    return len(read(page))


def uniq() -> str:
    """A word no other test says."""
    return uuid.uuid4().hex[:8]


def focus_with_tab(page: Any, selector: str, key: str = "Tab", limit: int = 200) -> None:
    """Press Tab (or ``key``) until ``selector`` has the focus, as a keyboard player would."""
    check = f"() => document.activeElement === document.querySelector({selector!r})"
    for _ in range(limit):
        if page.evaluate(check):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached {selector}")


def log_has(text: str) -> str:
    """A page function: whether the room chat's log shows ``text``."""
    return f"() => document.getElementById('room-chat').textContent.includes({text!r})"


def chat_texts(page: Any) -> list[str]:
    """The lines of the room chat's log, without the names."""
    result: list[str] = page.evaluate("""() => [...document.querySelectorAll('#room-chat li')]
        .map((li) => li.textContent.split(': ').slice(1).join(': '))""")
    return result


def test_signing_in_and_coming_back_from_a_table_focus_the_room_heading(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, f"Heading {uniq()}")
    page.wait_for_function("() => document.activeElement.id === 'lobby-title'")
    timeline = read(page)
    enter = max(e.t for e in timeline if e.kind == "key" and e.text == "Enter")
    focused = [e for e in timeline if e.kind == "focus" and e.t >= enter]
    assert focused and focused[0].target == "lobby-title", transcript(timeline)
    # The tables and the finished games arrive after the heading has the focus: it stays.
    page.wait_for_timeout(500)
    assert active(page)["id"] == "lobby-title"
    assert [e.target for e in read(page) if e.kind == "focus" and e.t >= enter] == ["lobby-title"]

    table = create_table(page, preset="scopa", bots=False, start=False)
    page.wait_for_function("() => document.activeElement.id === 'table-title'")
    focus_with_tab(page, "#go-lobby", key="Shift+Tab")
    start = mark(page)
    page.keyboard.press("Enter")
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.wait_for_function("() => document.activeElement.id === 'lobby-title'")
    page.wait_for_selector(f"button[data-act='open'][data-table='{table}']")
    page.wait_for_timeout(300)
    focused = [e for e in read(page)[start:] if e.kind == "focus"]
    assert [e.target for e in focused] == ["lobby-title"], transcript(read(page))
    assert active(page)["id"] == "lobby-title"
    # The table closes (its one person leaves), for the tests that follow.
    page.click(f"button[data-act='open'][data-table='{table}']")
    page.click("#leave-table")
    page.wait_for_selector("#view-lobby:not([hidden])")


ROWS_JS = """() => {
  window.__rows = [];
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const node of m.addedNodes) window.__rows.push(['added', node.dataset.key]);
      for (const node of m.removedNodes) window.__rows.push(['removed', node.dataset.key]);
    }
  }).observe(document.querySelector('#tables tbody'), {childList: true});
}"""


def test_the_focus_stays_on_its_button_while_other_tables_come_and_go(new_page: Any) -> None:
    ana, bo, cy = new_page(), new_page(), new_page()
    enter_as_guest(ana, f"Steady {uniq()}")
    enter_as_guest(bo, f"Busy {uniq()}")
    enter_as_guest(cy, f"Visitor {uniq()}")
    first = create_table(bo, preset="classic", bots=False, start=False)
    watch = f"button[data-act='watch'][data-table='{first}']"
    ana.wait_for_selector(watch)
    ana.focus(watch)
    ana.evaluate("() => { document.activeElement.dataset.probe = 'kept'; }")
    ana.evaluate(ROWS_JS)
    start = mark(ana)

    # Another player opens and closes tables; a visitor watches the focused row's table.
    bo.click("#go-lobby")
    made = []
    for _ in range(3):
        made.append(create_table(bo, preset="scopa", bots=False, start=False))
        bo.click("#leave-table")
        bo.wait_for_selector("#view-lobby:not([hidden])")
    cy.click(watch)
    cy.wait_for_selector("#view-table:not([hidden])")
    status = f"#tables tr[data-key='{first}'] td:nth-of-type(3)"
    spectators = f"() => /spectator/.test(document.querySelector({status!r}).textContent)"
    ana.wait_for_function(spectators)
    cy.click("#go-lobby")
    ana.wait_for_function(f"() => !({spectators})()")
    ana.wait_for_function(f"""() => {json.dumps(made)}.every(
        (id) => !document.querySelector(`#tables tr[data-key='${{id}}']`))""")

    # The very same button has the focus, and it never went anywhere meanwhile.
    assert active(ana) == {"id": "", "tag": "button", "probe": "kept", "act": "watch",
                           "table": str(first), "seat": None}
    moved = [e for e in read(ana)[start:] if e.kind == "focus"]
    assert moved == [], transcript(read(ana))
    # Those tables came into the list and left it, row by row, or (opened and closed
    # between two of the lobby's flushes, lobby_seconds) never came; no other row was
    # touched.
    ours = {str(id) for id in [first, *made]}
    rows = [tuple(change) for change in ana.evaluate("() => window.__rows") if change[1] in ours]
    for id in map(str, made):
        assert [change for change in rows if change[1] == id] in (
            [], [("added", id), ("removed", id)]), rows
    assert all(change[1] != str(first) for change in rows), rows

    # The focused button is gone (its seat is taken): the focus goes to the row's first one.
    sit = f"button[data-act='sit'][data-table='{first}'][data-seat='1']"
    ana.focus(sit)
    start = mark(ana)
    cy.click(sit)
    cy.wait_for_selector("#view-table:not([hidden])")
    ana.wait_for_function(f"() => !document.querySelector({sit!r})")
    ana.wait_for_function("() => document.activeElement !== document.body")
    assert active(ana) == {"id": "", "tag": "button", "probe": "kept", "act": "watch",
                           "table": str(first), "seat": None}
    moved = [e for e in read(ana)[start:] if e.kind == "focus"]
    assert [e.target for e in moved] == ["button"], transcript(read(ana))
    # The focused row is gone (its people leave, the table closes): the focus goes to the
    # list's heading.
    ana.focus(watch)
    start = mark(ana)
    cy.click("#leave-table")
    bo.click(f"button[data-act='open'][data-table='{first}']")
    bo.click("#leave-table")
    bo.wait_for_selector("#view-lobby:not([hidden])")
    ana.wait_for_function(f"() => !document.querySelector(\"#tables tr[data-key='{first}']\")")
    assert active(ana)["id"] == "tables-title"
    moved = [e for e in read(ana)[start:] if e.kind == "focus"]
    assert [e.target for e in moved] == ["tables-title"], transcript(read(ana))


def test_a_chat_line_is_said_once_and_shown_once(new_page: Any) -> None:
    ana, bo = new_page(), new_page()
    enter_as_guest(ana, f"Hearer {uniq()}")
    bo_name = f"Talker {uniq()}"
    enter_as_guest(bo, bo_name)
    text = f"hello {uniq()}"
    focus_with_tab(bo, "#room-chat-input")
    bo.keyboard.type(text)
    bo.keyboard.press("Enter")
    bo.wait_for_function("() => document.getElementById('room-chat-input').value === ''")
    ana.wait_for_function(log_has(text))
    ana.wait_for_timeout(2500)  # time for a second reading, if there were one
    heard = [e for e in said(read(ana)) if text in e.text]
    assert len(heard) == 1, transcript(read(ana))
    assert f"{bo_name}: {text}" in heard[0].text and heard[0].level == "polite"
    assert not repeated(read(ana)), transcript(read(ana))
    assert chat_texts(ana).count(text) == 1
    # The one who wrote it sees it, and is not read his own line.
    assert chat_texts(bo).count(text) == 1
    assert not [e for e in said(read(bo)) if text in e.text], transcript(read(bo))


OBSERVE_JS = """() => {
  window.__added = [];
  window.__removed = [];
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const node of m.addedNodes) window.__added.push(node.textContent);
      for (const node of m.removedNodes) window.__removed.push(node.textContent);
    }
  }).observe(document.getElementById('room-chat'), {childList: true});
}"""


def test_a_flood_of_chat_adds_each_line_once_and_keeps_the_log_small(new_page: Any) -> None:
    ana, bo = new_page(), new_page()
    enter_as_guest(ana, f"Reader {uniq()}")
    enter_as_guest(bo, f"Flooder {uniq()}")
    ana.evaluate(OBSERVE_JS)
    before = len(chat_texts(ana))
    tag = uniq()
    lines = [f"line {n} {tag}" for n in range(1, 31)]
    bo.focus("#room-chat-input")
    for line in lines:
        bo.keyboard.type(line)
        bo.keyboard.press("Enter")
        bo.wait_for_function("() => document.getElementById('room-chat-input').value === ''")
    ana.wait_for_function(log_has(lines[-1]))
    added = [text for text in ana.evaluate("() => window.__added") if tag in text]
    assert [text.split(": ", 1)[1] for text in added] == lines
    shown = chat_texts(ana)
    assert len(shown) == min(before + 30, 100)
    assert all(shown.count(line) == 1 for line in lines)
    assert shown[-30:] == lines

    # Eighty more, as fast as the room lets one player write: the log keeps the last 100.
    more = [f"more {n} {tag}" for n in range(1, 81)]
    bo.evaluate(f"""async () => {{
      for (const text of {json.dumps(more)}) {{
        await window.cardtable.connection.request('chat', {{text}});
        await new Promise((resolve) => setTimeout(resolve, 60));
      }}
    }}""")
    ana.wait_for_function(log_has(more[-1]))
    expected = (lines + more)[-100:]
    assert chat_texts(ana) == expected
    added = [text for text in ana.evaluate("() => window.__added") if tag in text]
    assert len(added) == 110 and len(set(added)) == 110
    removed = ana.evaluate("() => window.__removed")
    assert not [text for text in removed if text.split(": ", 1)[1] in expected]
    # The announcer did not read all 110 one by one: it said how many lines of the burst it
    # counted (chatburst.js), or how many it left to the history.
    ana.wait_for_function("""() => window.__timeline.some((e) => e.kind === 'live'
        && /\\d+ more (messages from|things were said while you listened)/.test(e.text))""")
    heard = [e for e in said(read(ana)) if tag in e.text]
    assert len(heard) < 110, transcript(read(ana))


def test_a_dropped_connection_is_said_lost_once_and_back_once(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, f"Flaky {uniq()}")
    page.wait_for_timeout(300)
    start = mark(page)
    # The room cannot be reached for a while: several retries fail before one works. (A
    # socket of the page's own host, on a path with none: the Content-Security-Policy blocks
    # any other host, silently.)
    page.evaluate("""() => { const c = window.cardtable.connection;
        window.__url = c.url; c.url = c.url.replace(/\\/ws$/, '/no-socket'); c.drop(); }""")
    status = "() => document.getElementById('connection-status').dataset.status === '{}'"
    page.wait_for_function(status.format("lost"))
    page.wait_for_function("() => window.cardtable.connection.retryMs >= 4000")
    assert "trying again in" in (page.text_content("#connection-status") or "")
    page.evaluate("() => { window.cardtable.connection.url = window.__url; }")
    page.wait_for_function(status.format("open"), timeout=20000)
    page.wait_for_function("""() => window.__timeline.some((e) => e.kind === 'live'
        && /Connected again/.test(e.text))""")
    page.wait_for_timeout(1500)
    spoken = said(read(page)[start:])
    lost = [e for e in spoken if "connection to the room was lost" in e.text]
    back = [e for e in spoken if "Connected again" in e.text]
    assert len(lost) == 1 and len(back) == 1, transcript(read(page))
    assert lost[0].t < back[0].t and lost[0].level == "assertive" == back[0].level
    noise = [e for e in spoken
             if re.search(r"trying again in|Connecting to the room|^Connected\.$", e.text)]
    assert noise == [], transcript(read(page))
    assert page.text_content("#connection-status") == "Connected."


FRAMES_JS = """() => {
  const c = window.cardtable.connection;
  const original = c.onFrame;
  window.__games = [];
  c.onFrame = (frame) => {
    if (frame.type === 'game') window.__games.push({version: frame.version, table: frame.table,
      events: frame.speech ? frame.speech.events : []});
    original(frame);
  };
}"""


def test_the_creator_of_a_table_with_bots_hears_its_opening(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, f"Opener {uniq()}")
    page.evaluate(FRAMES_JS)
    start = mark(page)
    table = create_table(page, preset="scopa", level="easy")
    assert wait_for_game(page)["table"] == table
    version_0 = f"() => window.__games.find((g) => g.table === {table} && g.version === 0)"
    page.wait_for_function(version_0)
    opening = page.evaluate(version_0)
    assert opening["events"], opening
    first = opening["events"][0]
    page.wait_for_function(f"""() => window.__timeline.some((e) => e.kind === 'live'
        && e.text.includes({first!r}))""")
    timeline = read(page)[start:]
    heard = [e for e in said(timeline) if first in e.text]
    # Heard before the player pressed any key at the table (the only key: Enter on "Create").
    keys = [e for e in timeline if e.kind == "key"]
    assert [k.text for k in keys] == ["Enter"], transcript(timeline)
    assert heard[0].t > keys[0].t
    # One short sentence for the table made and started, then the game.
    made = [e for e in said(timeline) if f"Table {table} is open" in e.text]
    assert len(made) == 1 and made[0].text == f"Table {table} is open and its game begins.", \
        transcript(timeline)
    assert made[0].t <= heard[0].t


def test_the_verbosity_goes_with_every_language_message(new_page: Any) -> None:
    page = new_page()
    sent: list[dict[str, Any]] = []
    page.on("websocket", lambda socket: socket.on(
        "framesent", lambda payload: sent.append(json.loads(payload))))
    page.evaluate("() => window.cardtable.connection.drop()")
    page.wait_for_function("() => document.getElementById('connection-status')"
                           ".dataset.status === 'open'")
    enter_as_guest(page, f"Newcomer {uniq()}")
    deadline = time.monotonic() + GUARD
    while time.monotonic() < deadline and not any(m["type"] == "language" for m in sent):
        page.wait_for_timeout(50)
    page.wait_for_timeout(300)  # time for a second language message, if there were one
    # A newcomer (no finished game) who chose nothing: "normal".
    languages = [m for m in sent if m["type"] == "language"]
    assert languages and all(m["verbosity"] == "normal" for m in languages), sent
    assert page.evaluate("() => window.cardtable.settings.verbosity") is None

    page.evaluate("""async () => { const main = await import('/static/js/main.js');
        await main.setVerbosity('brief'); }""")
    deadline = time.monotonic() + GUARD
    while time.monotonic() < deadline and not any(
            m["type"] == "language" and m["verbosity"] == "brief" for m in sent):
        page.wait_for_timeout(50)
    last = [m for m in sent if m["type"] == "language"][-1]
    assert (last["lang"], last["verbosity"]) == ("en", "brief"), sent
    assert page.evaluate("() => window.cardtable.settings.verbosity") == "brief"
    assert page.evaluate("() => JSON.parse(localStorage.getItem('cardtable.settings'))"
                         ".verbosity") == "brief"


def test_a_returning_player_gets_brief_sentences_unless_he_chose(new_page: Any) -> None:
    page = new_page()
    sent: list[dict[str, Any]] = []

    def route(socket: Any) -> None:
        # The room as it answers a player with finished games: ``played`` above zero.
        server = socket.connect_to_server()

        def from_server(message: str | bytes) -> None:
            frame = json.loads(message)
            if frame.get("type") == "signed_in":
                frame["played"] = 3
            socket.send(json.dumps(frame))

        def from_page(message: str | bytes) -> None:
            sent.append(json.loads(message))
            server.send(message)

        server.on_message(from_server)
        socket.on_message(from_page)

    page.route_web_socket(re.compile(r".*/ws$"), route)

    def languages() -> list[str]:
        return [m["verbosity"] for m in sent if m["type"] == "language"]

    def wait_until(wanted: Any) -> None:
        deadline = time.monotonic() + GUARD
        while not wanted() and time.monotonic() < deadline:
            page.wait_for_timeout(50)

    page.evaluate("() => window.cardtable.connection.drop()")
    page.wait_for_function("() => document.getElementById('connection-status')"
                           ".dataset.status === 'open'")
    wait_until(lambda: len(languages()) >= 1)
    assert languages() == ["normal"]
    enter_as_guest(page, f"Returning {uniq()}")
    wait_until(lambda: len(languages()) >= 2)
    assert languages() == ["normal", "brief"]
    assert page.evaluate("() => window.cardtable.settings.verbosity") is None

    # His own choice wins, and goes with the next connection too.
    page.evaluate("""async () => { const main = await import('/static/js/main.js');
        await main.setVerbosity('full'); }""")
    wait_until(lambda: languages()[-1:] == ["full"])
    before = len(languages())
    page.evaluate("() => window.cardtable.connection.drop()")
    page.wait_for_function("() => window.cardtable.connection.ready === false")
    page.wait_for_function("() => window.cardtable.connection.ready")
    wait_until(lambda: len(languages()) > before)
    assert [m["verbosity"] for m in sent if m["type"] == "language"][-2:] == ["full", "full"]
