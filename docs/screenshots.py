"""Take the screenshots of docs/: the room and a table, light and dark, at desktop and phone
width, in Debian's Chromium through Playwright, against a fresh ``cardtable serve``.

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
from collections.abc import Iterator
from pathlib import Path

import httpx
from playwright.sync_api import Page, sync_playwright

DOCS = Path(__file__).resolve().parent
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@contextlib.contextmanager
def room(*options: str) -> Iterator[str]:
    """A fresh room on a free port, with ``serve``'s ``options`` (by default bots answer
    quickly, so the table fills at once)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "CARDTABLE_DATA_DIR": data}
        process = subprocess.Popen(
            [sys.executable, "-m", "cardtable.cli", "serve", "--port", str(port),
             *(options or ("--bot-delay", "0.3"))], env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
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


def enter(page: Page, url: str, name: str, theme: str) -> None:
    """Open the room as a guest with the colours of ``theme``."""
    page.goto(f"{url}/?lang=en")
    page.wait_for_selector("#view-signin:not([hidden])")
    page.evaluate(f"document.documentElement.dataset.theme = '{theme}'")
    page.fill("#guest-name", name)
    page.press("#guest-name", "Enter")
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.evaluate(f"document.documentElement.dataset.theme = '{theme}'")


def table(page: Page, game: str, preset: str, players: str) -> None:
    """Open a table of ``game`` with computer players and wait for the first turn."""
    page.select_option("#create-form select[name=game]", game)
    if game == "sweep":
        page.select_option("#create-form select[name=preset]", preset)
    page.select_option("#create-form select[name=players]", players)
    page.click("#create-form button[type=submit]")
    page.wait_for_function("""() => { const a = window.cardtable;
        const f = a.current !== null && a.games.get(a.current);
        return f && f.to_move === f.seat; }""")
    page.wait_for_timeout(400)


def main() -> None:
    """Write the PNG files next to this script."""
    with room() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        desktop = {"width": 1200, "height": 900}
        phone = {"width": 390, "height": 844}
        page = browser.new_context(viewport=desktop).new_page()
        enter(page, url, "Ana", "light")
        page.screenshot(path=DOCS / "lobby.png", full_page=True)
        table(page, "sweep", "escoba", "2")
        page.focus("#hand [tabindex='0']")
        page.keyboard.press("ArrowRight")
        page.screenshot(path=DOCS / "table-escoba.png")

        dark = browser.new_context(viewport=desktop).new_page()
        enter(dark, url, "Bo", "dark")
        table(dark, "metamorphosis", "metamorphosis", "3")
        dark.screenshot(path=DOCS / "table-metamorphosis-dark.png")

        small = browser.new_context(viewport=phone, device_scale_factor=2).new_page()
        enter(small, url, "Cy", "light")
        small.evaluate("document.documentElement.dataset.contrast = 'high'")
        table(small, "sweep", "scopa", "2")
        small.evaluate("document.documentElement.dataset.contrast = 'high'")
        small.screenshot(path=DOCS / "table-scopa-phone-high-contrast.png")
        browser.close()


if __name__ == "__main__":
    main()
