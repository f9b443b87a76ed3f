"""A player who listens: before each move it waits until the call to play has been said
(a live region has spoken it), as a blind player waits for "your turn", then plays with
the keyboard only. Used by the timeline tests and by ``docs/transcripts.py``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from steps import FRAME_JS, frame, playable, wait_for_turn_or_end
from timeline import read, transcript

import cardtable

SAID_JS = """([text, since]) => (window.__timeline || []).some(
  (e) => e.kind === "live" && e.t >= since && e.text.includes(text))"""


def now(page: Any) -> int:
    """The page's timeline clock, in milliseconds."""
    value: int = page.evaluate("() => window.__timelineNow ? window.__timelineNow() : 0")
    return value


def wait_said(page: Any, text: str, since: int = 0, seconds: float = 60) -> None:
    """Wait until a live region has said ``text`` (at or after ``since``); if it is never
    said, fail with what was heard."""
    try:
        page.wait_for_function(SAID_JS, arg=[text, since], timeout=seconds * 1000)
    except Exception as error:
        heard = transcript(read(page)).splitlines()[-25:]
        raise AssertionError(f"never heard {text!r} (after {since} ms); the last heard:\n"
                             + "\n".join(heard)) from error


def offered_rates() -> list[int]:
    """The speech rates the page's settings offer (``RATES`` of settings.js): any other is
    dropped for the default when the page reads its settings."""
    source = (Path(cardtable.__file__).parent / "web" / "js" / "settings.js").read_text()
    found = re.search(r"export const RATES = \[([0-9, ]+)\];", source)
    assert found, "settings.js declares no RATES"
    return [int(rate) for rate in found.group(1).split(",")]


def set_rate(context: Any, words_per_minute: int) -> None:
    """The player's speech rate, as the settings keep it, in the pages a browser context
    opens from now on (one the page offers: another would silently be the default)."""
    assert words_per_minute in offered_rates(), (words_per_minute, offered_rates())
    context.add_init_script(
        script="localStorage.setItem('cardtable.settings', JSON.stringify("
        + json.dumps({"rate": words_per_minute}) + "));")


def play_turn_by_ear(page: Any, state: dict[str, Any]) -> None:
    """Play one turn with the keys a player uses: the focus is where the page put it."""
    view = state["view"]
    version = state["version"]
    if view.get("phase") == "bid":
        page.keyboard.press("Enter")
    elif view.get("phase") == "discard":
        page.keyboard.press("?")  # the hint proposes a discard ...
        page.wait_for_function(
            "() => window.cardtable && document.querySelector('#actions [data-action=yes]')")
        page.keyboard.press("y")  # ... which the player accepts
    elif view.get("closing"):
        page.keyboard.press("Enter")
    else:
        target = playable(state)
        where = page.evaluate("""() => { const e = document.activeElement;
          return {index: e.dataset.index, inHand: document.getElementById('hand').contains(e),
                  what: e.id || e.tagName}; }""")
        assert where["inHand"], f"at the turn the focus is on {where['what']}, not the hand"
        current = int(where["index"])
        key = "ArrowRight" if target > current else "ArrowLeft"
        for _ in range(abs(target - current)):
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        if page.is_visible("#choice"):
            page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {version}")


def play_by_ear(page: Any, max_turns: int = 600,
                on_turn: Any = None) -> dict[str, Any]:
    """Play every turn of this player, each after hearing its call to play, until the game
    is over; the last frame. ``on_turn(page, state)`` runs before each move."""
    state = frame(page) or wait_for_turn_or_end(page)
    since = 0
    for _ in range(max_turns):
        state = wait_for_turn_or_end(page, state["version"] - 1)
        if state["over"]:
            return state
        prompt = state["speech"]["prompt"]
        wait_said(page, prompt, since)
        if on_turn is not None:
            on_turn(page, state)
        since = now(page)
        play_turn_by_ear(page, state)
        state = frame(page) or state
    raise AssertionError(f"the game did not end in {max_turns} turns")
