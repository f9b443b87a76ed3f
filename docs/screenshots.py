"""Take the screenshots of docs/: the room, a Scopa and an Escoba table mid-game, a sweep, a
Metamorphosis trick and a game's end, each at desktop width (1280x800, light) and phone
width (375x800, dark), in Debian's Chromium through Playwright, against a fresh
``cardtable serve`` dealing from a fixed seed. The player plays with the page's own keys
(Enter plays the chosen card, 1 takes the first capture offered).

    .venv/bin/python docs/screenshots.py
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, sync_playwright

DOCS = Path(__file__).resolve().parent
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 800}
LOOKS = (("desktop", DESKTOP, "light"), ("phone", PHONE, "dark"))
"""Each scene is taken twice: at a desktop's width in the light theme, at a phone's in the
dark one."""
NAMES = iter(["Ana", "Bo", "Carla", "Dmitri", "Elena", "Fabio", "Gina", "Hugo", "Ivan",
              "Julia", "Katya", "Luca", "Marta", "Nico"])
"""A new guest for each picture (a name stays taken a while after its page closes)."""

FRAME_JS = """() => { const a = window.cardtable;
    const f = a.current !== null && a.games.get(a.current);
    return f ? {version: f.version, seat: f.seat, to_move: f.to_move, over: f.over,
                view: f.view, events: f.events} : null; }"""


@contextlib.contextmanager
def room(*options: str) -> Iterator[str]:
    """A fresh room on a free port, with ``serve``'s ``options`` (by default bots answer
    quickly and the deals follow a fixed seed, so the pictures are the same each time)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "CARDTABLE_DATA_DIR": data}
        process = subprocess.Popen(
            [sys.executable, "-m", "cardtable.cli", "serve", "--port", str(port),
             # every guest of the script comes from 127.0.0.1: its tables are not a flood
             *(options or ("--bot-delay", "0.3", "--seed", "7", "--tables-per-address", "100"))],
            env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        try:
            for _ in range(100):
                with contextlib.suppress(httpx.HTTPError):
                    if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                        break
                time.sleep(0.1)
            yield url
        finally:
            process.kill()
            process.wait()


def look(page: Page, theme: str) -> None:
    """Give the page the colours of ``theme``."""
    page.evaluate(f"document.documentElement.dataset.theme = '{theme}'")


def enter(page: Page, url: str, name: str, theme: str) -> None:
    """Open the room as a guest with the colours of ``theme``."""
    page.goto(f"{url}/?lang=en")
    page.wait_for_selector("#view-signin:not([hidden])")
    look(page, theme)
    page.fill("#guest-name", name)
    page.press("#guest-name", "Enter")
    page.wait_for_selector("#view-lobby:not([hidden])")
    look(page, theme)


def table(page: Page, game: str, preset: str, players: str, target: str = "") -> None:
    """Open a table of ``game`` with computer players and wait for the first turn."""
    page.select_option("#create-form select[name=game]", game)
    if game == "sweep":
        page.select_option("#create-form select[name=preset]", preset)
    page.select_option("#create-form select[name=players]", players)
    if target:
        page.fill("#create-form input[name=target]", target)
    page.click("#create-form button[type=submit]")
    wait_turn(page, -1)
    page.wait_for_timeout(400)


def frame(page: Page) -> dict[str, Any]:
    """The newest game frame of the table on screen."""
    found: dict[str, Any] = page.evaluate(FRAME_JS)
    return found


def wait_turn(page: Page, after: int) -> dict[str, Any]:
    """Wait for this player's turn (or the game's end) after version ``after``."""
    page.wait_for_function(f"""() => {{ const f = ({FRAME_JS})();
        return f && f.version > {after} && (f.over || f.to_move === f.seat); }}""",
                           timeout=60_000)
    return frame(page)


def play(page: Page) -> dict[str, Any]:
    """Play one turn with the keys: a marker, a discard or the chosen card (the hint's, so
    the player plays sensibly); the frame when it is this player's turn again."""
    now = frame(page)
    view = now["view"]
    if view.get("phase") == "bid":
        page.focus("#bid-list [tabindex='0']")
        page.keyboard.press("Enter")
    elif view.get("phase") == "discard":
        page.focus("#hand [tabindex='0']")
        for _ in range(view["discard_count"]):
            page.keyboard.press("Enter")
            page.keyboard.press("ArrowRight")
        page.keyboard.press("y")
    else:
        refusals = page.evaluate("() => window.cardtable.games.get(window.cardtable.current)"
                                 ".speech.refusals")
        index = next((i for i, refused in enumerate(refusals) if refused is None), 0)
        page.focus(f"#hand-card-{index}")
        page.keyboard.press("Enter")
        with contextlib.suppress(Exception):
            page.wait_for_selector("#choice:not([hidden])", timeout=300)
            page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {now['version']}", timeout=60_000)
    return wait_turn(page, now["version"])


def play_until(page: Page, done: Callable[[dict[str, Any]], bool], turns: int = 200) -> None:
    """Play turns until ``done(frame)`` holds (at this player's turn or the game's end),
    then let the last cards land."""
    for _ in range(turns):
        now = frame(page)
        if done(now) or now["over"]:
            page.wait_for_timeout(1600)
            return
        play(page)
    raise RuntimeError("the scene did not come up in time")


def swept(page: Page) -> bool:
    """Whether the newest frame's news holds a sweep (a play that emptied the table)."""
    news: bool = page.evaluate("""() => { const n = window.cardtable.news;
        return Boolean(n && n.events.some((e) => e.type === 'play' && e.sweep)); }""")
    return news


Scene = Callable[[Page, str, str, str], None]


def scene_room(page: Page, url: str, theme: str, name: str) -> None:
    """The room: the new-table form and the list of tables, with another guest's table
    waiting for a second player."""
    browser = page.context.browser
    assert browser is not None
    host = browser.new_context().new_page()
    enter(host, url, f"{name}'s friend", theme)
    host.select_option("#create-form select[name=preset]", "escoba")
    host.uncheck("#create-form input[name=bots]")
    host.click("#create-form button[type=submit]")
    host.wait_for_selector("#view-table:not([hidden])")
    enter(page, url, name, theme)
    page.wait_for_selector("#tables tbody tr")
    page.evaluate("document.activeElement.blur()")


def scene_scopa(page: Page, url: str, theme: str, name: str) -> None:
    """Scopa, two players, a few turns in."""
    enter(page, url, name, theme)
    table(page, "sweep", "scopa", "2")
    play_until(page, lambda f: f["view"]["hand_sizes"][f["seat"]] <= 2)


def scene_escoba(page: Page, url: str, theme: str, name: str) -> None:
    """Escoba, four players in two teams, a few turns in."""
    enter(page, url, name, theme)
    table(page, "sweep", "escoba", "4")
    play_until(page, lambda f: f["view"]["hand_sizes"][f["seat"]] <= 2)


def scene_sweep(page: Page, url: str, theme: str, name: str) -> None:
    """The moment after a sweep (by anyone), its banner up."""
    enter(page, url, name, theme)
    table(page, "sweep", "classic", "2")
    for _ in range(300):
        now = frame(page)
        if swept(page):
            page.wait_for_timeout(450)  # the swept card reaches the table: the banner is up
            return
        if now["over"]:
            raise RuntimeError("the game ended with no sweep")
        if now["to_move"] == now["seat"]:
            play(page)
        else:
            page.wait_for_timeout(50)
    raise RuntimeError("no sweep in 300 turns")


def scene_trick(page: Page, url: str, theme: str, name: str) -> None:
    """Metamorphosis, three players: a trick with the others' cards on it."""
    enter(page, url, name, theme)
    table(page, "metamorphosis", "", "3")
    play_until(page, lambda f: f["view"].get("phase") == "play" and len(f["view"]["trick"]) == 2)


def scene_over(page: Page, url: str, theme: str, name: str) -> None:
    """A short game of Escoba played to its end: the game-over panel."""
    enter(page, url, name, theme)
    table(page, "sweep", "escoba", "2", target="3")
    play_until(page, lambda f: False, turns=400)
    page.wait_for_selector("#result:not([hidden])")
    page.wait_for_timeout(3000)  # the last cards have landed


SCENES: dict[str, Scene] = {
    "scopa": scene_scopa, "escoba": scene_escoba, "sweep": scene_sweep,
    "metamorphosis-trick": scene_trick, "game-over": scene_over, "room": scene_room,
}


def shoot(browser: Browser, url: str, name: str, scene: Scene) -> None:
    """Take one scene in both looks: ``docs/<name>-desktop.png`` and ``-phone.png``."""
    for label, viewport, theme in LOOKS:
        context = browser.new_context(viewport=viewport, device_scale_factor=1)
        page = context.new_page()
        scene(page, url, theme, next(NAMES))
        page.evaluate("window.scrollTo(0, 0)")
        path = DOCS / f"{name}-{label}.png"
        page.screenshot(path=path)
        print(f"wrote {path.relative_to(DOCS.parent)}", flush=True)
        context.close()


def main() -> None:
    """Write the PNG files next to this script (``python docs/screenshots.py [scene...]``
    takes only the scenes named)."""
    wanted = sys.argv[1:] or list(SCENES)
    unknown = [name for name in wanted if name not in SCENES]
    if unknown:
        sys.exit(f"no scene {', '.join(unknown)}: the scenes are {', '.join(SCENES)}")
    with room() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for name in wanted:
            shoot(browser, url, name, SCENES[name])
        browser.close()


if __name__ == "__main__":
    main()
