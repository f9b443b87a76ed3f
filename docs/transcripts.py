"""Write docs/transcript-scopa-en.txt and docs/transcript-scopa-ru.txt: a game of Scopa to
one point as a blind player hears it in the browser, keyboard only, with the time of every
live-region text, focus change and key, in Debian's Chromium through Playwright against a
fresh ``cardtable serve`` (computer players at the room's own pace, 0.8 s a move; the
deals seeded, so that the transcripts can be made again).

The player listens: before each move it waits until the call to play has been said (at a
screen reader's 250 words a minute), then moves to a card it may play with the arrows and
presses Enter; a spectator says one chat line.

    .venv/bin/python docs/transcripts.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent / "tests" / "browser"))
from listening import play_by_ear, set_rate, wait_said  # noqa: E402
from screenshots import ARGS, CHROMIUM, room  # noqa: E402
from steps import create_table, enter_as_guest  # noqa: E402
from timeline import install, read, transcript  # noqa: E402

RATE = 250


def heard_game(browser: object, url: str, lang: str) -> str:
    """One game of Scopa to one point, heard in ``lang``; its transcript."""
    context = browser.new_context(locale=lang)  # type: ignore[attr-defined]
    install(context)
    page = context.new_page()
    page.set_default_timeout(120_000)
    set_rate(context, RATE)
    page.goto(f"{url}/?lang={lang}")
    page.wait_for_selector("#view-signin:not([hidden])")
    enter_as_guest(page, "Ana" if lang == "en" else "Аня")
    table = create_table(page, preset="scopa", target="1", level="normal")
    watcher = browser.new_context(locale=lang).new_page()  # type: ignore[attr-defined]
    watcher.goto(f"{url}/?lang={lang}")
    watcher.wait_for_selector("#view-signin:not([hidden])")
    enter_as_guest(watcher, "Bo" if lang == "en" else "Боря")
    watcher.click(f"button[data-act='watch'][data-table='{table}']")
    said_once: list[str] = []

    def chat(page: object, state: object) -> None:
        if said_once:
            return
        said_once.append("good luck" if lang == "en" else "удачи")
        watcher.fill("#table-chat-input", said_once[0])
        watcher.press("#table-chat-input", "Enter")

    play_by_ear(page, on_turn=chat)
    wait_said(page, "record" if lang == "en" else "запись", seconds=120)
    text = transcript(read(page))
    context.close()
    return text


def main() -> None:
    """Write both transcripts."""
    with room("--seed", "12") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for lang in ("en", "ru"):
            text = heard_game(browser, url, lang)
            target = DOCS / f"transcript-scopa-{lang}.txt"
            target.write_text(text + "\n", encoding="utf-8")
            print(f"wrote {target}")
        browser.close()


if __name__ == "__main__":
    main()
