"""The browser client in Debian's headless Chromium through Playwright: a real
``cardtable serve`` in a subprocess, one browser for the session, a fresh context (its own
storage, so its own player) per player in a test. Skipped when Chromium is missing;
``.ci/run`` installs it."""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the helpers of tests/
from listening import set_rate  # noqa: E402
from server_process import GUARD, serve_room  # noqa: E402
from timeline import install, read, transcript  # noqa: E402

CHROMIUM = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else shutil.which("chromium")
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    "--autoplay-policy=no-user-gesture-required",
]
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright (no browser download). Module
    scope: Playwright's sync API keeps an event loop running while it is started, which
    would break the ``asyncio.run`` of the tests that follow."""
    if CHROMIUM is None:
        if os.environ.get("CARDTABLE_REQUIRE_BROWSER"):
            pytest.fail("Chromium is not installed and CARDTABLE_REQUIRE_BROWSER is set")
        pytest.skip("Chromium is not installed (apt-get install chromium; .ci/run does it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def room_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the module's room keeps its SQLite file and its log (``serve.log``)."""
    return tmp_path_factory.mktemp("room")


@pytest.fixture(scope="module")
def room(room_dir: Path) -> Iterator[str]:
    """``cardtable serve`` on a free port with a new SQLite file; its base URL."""
    with serve_room(room_dir) as url:
        yield url


@pytest.fixture
def new_page(browser: Any, room: str, room_dir: Path) -> Iterator[Callable[..., Any]]:
    """Open the room in a new context (a new player); ``lang`` picks the page's language,
    ``rate`` the player's speech rate in words a minute (as the settings keep it).
    Every page records its timeline of live-region texts, focus changes and keys
    (``timeline.read``). Page errors fail the test. What the room logged during the test,
    and the last frames of the pages that kept theirs, are printed after it (pytest shows
    them when the test fails)."""
    contexts: list[Any] = []
    errors: list[str] = []
    kept: list[list[dict[str, Any]]] = []
    log = room_dir / "serve.log"
    logged_before = log.stat().st_size if log.exists() else 0

    def open_page(lang: str = "en", width: int = 1100, height: int = 900,
                  frames: list[dict[str, Any]] | None = None, rate: int | None = None) -> Any:
        context = browser.new_context(locale=lang, viewport={"width": width, "height": height})
        contexts.append(context)
        install(context)
        if rate is not None:
            set_rate(context, rate)
        page = context.new_page()
        if frames is not None:  # every frame the page receives from the room, in order
            kept.append(frames)
            page.on("websocket", lambda socket: socket.on(
                "framereceived", lambda payload: frames.append(json.loads(payload))))
        page.set_default_timeout(GUARD * 1000)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{room}/?lang={lang}")
        page.wait_for_selector("#view-signin:not([hidden]), #view-lobby:not([hidden])")
        return page

    yield open_page
    for context in contexts:
        _print_timelines(context)
        context.close()
    _print_for_a_failure(log, logged_before, kept)
    assert not errors, f"errors in the page: {errors}"


def _print_for_a_failure(log: Path, logged_before: int, kept: list[list[dict[str, Any]]]
                         ) -> None:
    """The room's log since ``logged_before`` and each kept page's last frames, in brief."""
    if log.exists():
        with log.open("rb") as opened:
            opened.seek(logged_before)
            print("the room's log during the test:")
            print(opened.read().decode(errors="replace")[-20_000:])
    for number, frames in enumerate(kept, 1):
        print(f"the last frames of page {number} (of {len(frames)}):")
        for frame in frames[-25:]:
            print(" ", json.dumps(frame, ensure_ascii=False)[:300])


def _print_timelines(context: Any) -> None:
    """The end of what each page of ``context`` said, with its keys and focus changes."""
    for page in context.pages:
        try:
            lines = transcript(read(page)).splitlines()
        except Exception as error:  # a page closed or broken: its timeline is lost
            print(f"no timeline of {page.url}: {error}")
            continue
        print(f"the end of the timeline of {page.url} ({len(lines)} lines):")
        print("\n".join(lines[-40:]))
