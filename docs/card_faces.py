"""Draw contact sheets of the card faces: every card of each deck style, in the light
theme, at a large size and at the smallest card size of the page (``--card-width:
3.25rem``), in Debian's Chromium through Playwright, on a page of a fresh room
(``screenshots.room``) emptied for the cards, so the faces come from the room's own
``cards.js`` and ``app.css``.

    .venv/bin/python docs/card_faces.py                  # docs/cards-<style>.png
    .venv/bin/python docs/card_faces.py --theme dark --contrast high --out /tmp/sheets
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from screenshots import ARGS, CHROMIUM, DOCS, room

STYLES = ["french-numeric", "french", "spanish", "italian", "french52"]
SHEET = """body { margin: 12px; background: var(--felt); color: var(--felt-fg);
  font: 14px sans-serif; }
.suit { display: flex; gap: 6px; margin: 0 0 8px; align-items: flex-end; }
.big { width: 110px; } .small { width: 3.25rem; }
.suit svg { display: block; width: 100%; height: auto; }
h2 { font-size: 15px; margin: 10px 0 6px; }"""

DRAW = """async ([style, codes, css]) => {
  const { cardFace } = await import('/static/js/cards.js');
  document.body.replaceChildren();
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  const title = document.createElement('h2');
  title.textContent = `${style}: ${codes.length} cards (large, and at --card-width: 3.25rem)`;
  document.body.append(title);
  for (let start = 0; start < codes.length; start += codes.length / 4) {
    for (const size of ['big', 'small']) {
      const row = document.createElement('div');
      row.className = 'suit';
      for (const code of codes.slice(start, start + codes.length / 4)) {
        const box = document.createElement('div');
        box.className = size;
        box.append(cardFace(code, style));
        row.append(box);
      }
      document.body.append(row);
    }
  }
}"""


def deck(style: str) -> list[str]:
    """Every card of a style, suit by suit, low to high."""
    ranks = (["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
             if style == "french52" else [str(value) for value in range(1, 11)])
    return [f"{rank}{suit}" for suit in "dhsc" for rank in ranks]


def sheet(page: Page, url: str, style: str, theme: str, contrast: str) -> None:
    """Draw every card of ``style`` on an emptied page of the room, in ``theme``."""
    page.goto(f"{url}/?lang=en")
    page.wait_for_selector("#view-signin:not([hidden])")
    page.evaluate(f"document.documentElement.dataset.theme = '{theme}';"
                  f"document.documentElement.dataset.contrast = '{contrast}'")
    page.evaluate(DRAW, [style, deck(style), SHEET])


def main() -> None:
    """Write one PNG per deck style."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--theme", choices=["light", "dark"], default="light")
    parser.add_argument("--contrast", choices=["normal", "high"], default="normal")
    parser.add_argument("--out", type=Path, default=DOCS, help="the folder of the PNGs")
    parser.add_argument("styles", nargs="*", metavar="STYLE",
                        help=f"the deck styles to draw (all by default): {', '.join(STYLES)}")
    options = parser.parse_args()
    for style in options.styles:
        if style not in STYLES:
            parser.error(f"{style!r} is not a deck style: use one of {', '.join(STYLES)}")
    options.out.mkdir(parents=True, exist_ok=True)
    with room() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for style in options.styles or STYLES:
            page = browser.new_page(viewport={"width": 1500, "height": 600})
            page.on("pageerror", lambda error: print(f"error on the page: {error}"))
            sheet(page, url, style, options.theme, options.contrast)
            path = options.out / f"cards-{style}.png"
            page.screenshot(path=str(path), full_page=True)
            print(path)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
