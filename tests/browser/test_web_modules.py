"""The browser client's standalone modules, run in headless Chromium: cards.js and sound.js.

The web directory is served over HTTP from the test (ES modules do not load from file://),
a blank page is opened on that origin, and the modules are imported with ``import()``.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else shutil.which("chromium")
if CHROMIUM is None and os.environ.get("CARDTABLE_REQUIRE_BROWSER"):
    raise RuntimeError("Chromium is not installed and CARDTABLE_REQUIRE_BROWSER is set")
if CHROMIUM is None:
    pytest.skip("Chromium is not installed (/usr/bin/chromium or chromium on PATH): "
                "the browser tests need it", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")

WEB = Path(__file__).resolve().parents[2] / "src" / "cardtable" / "web"
BLANK = "/__blank__.html"
SCREENSHOT = Path("/tmp/cards.png")
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--autoplay-policy=no-user-gesture-required",
]

# What each deck style prints in the corner, by value 1..10 (french52: by rank, low to high).
SUITS = "dhsc"
LABELS = {
    "french-numeric": ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
    "french": ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"],
    "spanish": ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"],
    "italian": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
}
RANKS52 = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
# The figure of a court card, by value (french52: by rank).
FIGURES = {
    "french-numeric": {},
    "french": {8: "jack", 9: "queen", 10: "king"},
    "spanish": {8: "jack", 9: "knight", 10: "king"},
    "italian": {8: "jack", 9: "knight", 10: "king"},
    "french52": {"J": "jack", "Q": "queen", "K": "king"},
}
STYLES = ["french-numeric", "french", "spanish", "italian", "french52"]


def deck(style: str) -> list[tuple[str, str, str | None]]:
    """(code, corner label, court figure or None) for every card of a style."""
    if style == "french52":
        return [(f"{rank}{suit}", rank, FIGURES[style].get(rank))
                for suit in SUITS for rank in RANKS52]
    return [(f"{value}{suit}", LABELS[style][value - 1], FIGURES[style].get(value))
            for suit in SUITS for value in range(1, 11)]


class Handler(SimpleHTTPRequestHandler):
    """Serves the web directory, and a blank page to run the modules in."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}

    def do_GET(self) -> None:  # noqa: N802 (the stdlib's name)
        if self.path == BLANK:
            body = (b'<!doctype html><html lang="en"><meta charset="utf-8">'
                    b"<title>modules</title><body></body></html>")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def web_origin() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(WEB)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


@pytest.fixture
def modules_browser(browser: Any) -> Any:
    """The session's Chromium (conftest.py): one Playwright per process, or the second
    would find the first one's event loop running."""
    return browser


@pytest.fixture
def blank_page(modules_browser: Any, web_origin: str) -> Iterator[Any]:
    """A blank page on the test origin; any uncaught page error fails the test."""
    context = modules_browser.new_context(viewport={"width": 1400, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.goto(web_origin + BLANK)
    yield tab
    context.close()
    assert errors == [], f"errors on the page: {errors}"


# cards.js ------------------------------------------------------------------------------

DESCRIBE_FACES = """async ([style, codes]) => {
  const { cardFace } = await import('/js/cards.js');
  return codes.map((code) => {
    const svg = cardFace(code, style);
    document.body.append(svg);
    // Every label and pip, placed by its transforms, lies inside the card's 60 x 84 box.
    const inside = [...svg.querySelectorAll('text, .card-pip, .card-corner-suit')].every((node) => {
      const toCard = svg.getScreenCTM().inverse().multiply(node.getScreenCTM());
      const b = node.getBBox();
      return b.width > 0 && [[b.x, b.y], [b.x + b.width, b.y + b.height]].every(([x, y]) => {
        const p = new DOMPoint(x, y).matrixTransform(toCard);
        return p.x >= -0.01 && p.y >= -0.01 && p.x <= 60.01 && p.y <= 84.01;
      });
    });
    const result = {
      isSvg: svg instanceof SVGSVGElement,
      className: svg.getAttribute('class'),
      dataCard: svg.getAttribute('data-card'),
      ariaHidden: svg.getAttribute('aria-hidden'),
      focusable: svg.getAttribute('focusable'),
      viewBox: svg.getAttribute('viewBox'),
      indices: [...svg.querySelectorAll('.card-index')].map((t) => t.textContent),
      figure: svg.querySelector('.card-figure')?.dataset.figure ?? null,
      pips: svg.querySelectorAll('.card-pip').length,
      inside,
    };
    svg.remove();
    return result;
  });
}"""


@pytest.mark.parametrize("style", STYLES)
def test_every_card_of_every_style_has_a_face(blank_page: Any, style: str) -> None:
    cards = deck(style)
    faces = blank_page.evaluate(DESCRIBE_FACES, [style, [code for code, _, _ in cards]])
    assert len(faces) == (52 if style == "french52" else 40)
    for (code, label, figure), face in zip(cards, faces, strict=True):
        assert face["isSvg"], code
        assert face["className"] == "card-face", code
        assert face["dataCard"] == code
        assert face["ariaHidden"] == "true", code
        assert face["focusable"] == "false", code
        x, y, width, height = (float(n) for n in face["viewBox"].split())
        assert (x, y) == (0, 0) and 0.6 < width / height < 0.8, (code, face["viewBox"])
        assert face["indices"] == [label, label], (style, code)
        assert face["figure"] == figure, (style, code)
        # A number card has as many pips as its label says (tests/browser/test_browser_cards.py
        # checks their places); a court card none.
        pips = 0 if figure else 1 if label == "A" else int(label)
        assert face["pips"] == pips, (style, code)
        assert face["inside"], f"{style} {code}: a label or pip is cut off by the edge"


def test_rank_labels_follow_the_deck_style(blank_page: Any) -> None:
    labels = blank_page.evaluate("""async () => {
      const { cardFace, rankLabel } = await import('/js/cards.js');
      const label = (code, style) => cardFace(code, style).querySelector('.card-index').textContent;
      return [label('8d', 'french-numeric'), label('8d', 'french'), label('8d', 'spanish'),
              label('8d', 'italian'), label('1c', 'french'), label('1c', 'spanish'),
              label('10s', 'spanish'), label('Ah', 'french52'), rankLabel('9h', 'spanish')];
    }""")
    assert labels == ["8", "J", "10", "8", "A", "1", "12", "A", "11"]


@pytest.mark.parametrize(("code", "style", "normalised"), [
    ("kH", "french", "10h"),
    ("a♦", "french-numeric", "1d"),
    (" 10C ", "spanish", "10c"),
    ("j♠", "italian", "8s"),
    ("7♢", "spanish", "7d"),
    ("qs", "french52", "Qs"),
    ("10H", "french52", "10h"),
    ("a♣", "french52", "Ac"),
])
def test_codes_are_read_case_insensitively_and_normalised(
    blank_page: Any, code: str, style: str, normalised: str
) -> None:
    data_card = blank_page.evaluate("""async ([code, style]) => {
      const { cardFace } = await import('/js/cards.js');
      return cardFace(code, style).getAttribute('data-card');
    }""", [code, style])
    assert data_card == normalised


def test_helpers(blank_page: Any) -> None:
    result = blank_page.evaluate("""async () => {
      const m = await import('/js/cards.js');
      return {
        styles: m.STYLES,
        suits: ['7d', '10♥', 'Qs', 'kc'].map(m.suitOf),
        values: ['7d', 'A♥', 'js', 'Qc', 'kD', '10h'].map(m.valueOf),
        normal: [m.normalizeCode('k♣', 'spanish'), m.normalizeCode('jD', 'french52')],
      };
    }""")
    assert result == {
        "styles": STYLES,
        "suits": ["d", "h", "s", "c"],
        "values": [7, 1, 8, 9, 10, 10],
        "normal": ["10c", "Jd"],
    }


PIP_MARKUP = """async ([style, codes]) => {
  const { cardFace } = await import('/js/cards.js');
  return codes.map((code) => {
    const svg = cardFace(code, style);
    return [svg.querySelector('.card-pip').innerHTML,
            svg.querySelector('.card-corner-suit').innerHTML];
  });
}"""


@pytest.mark.parametrize("style", STYLES)
def test_each_suit_has_its_own_shape(blank_page: Any, style: str) -> None:
    codes = [f"5{suit}" for suit in SUITS]
    markup = blank_page.evaluate(PIP_MARKUP, [style, codes])
    pips = [pip for pip, _ in markup]
    corners = [corner for _, corner in markup]
    assert len(set(pips)) == 4, f"{style}: two suits share a centre pip"
    assert len(set(corners)) == 4, f"{style}: two suits share a corner suit"
    # The shape, not only its colour, differs: strip the colours and compare again.
    shapes = [re.sub(r'(fill|stroke)="[^"]*"', "", pip) for pip in pips]
    assert len(set(shapes)) == 4, f"{style}: two suits differ only in colour"


def test_spanish_and_italian_suits_are_drawn_differently(blank_page: Any) -> None:
    codes = [f"3{suit}" for suit in SUITS]
    spanish = blank_page.evaluate(PIP_MARKUP, ["spanish", codes])
    italian = blank_page.evaluate(PIP_MARKUP, ["italian", codes])
    french = blank_page.evaluate(PIP_MARKUP, ["french", codes])
    for suit, es, it, fr in zip(SUITS, spanish, italian, french, strict=True):
        assert es[0] != it[0], f"suit {suit}: the Spanish and Italian pips are the same"
        assert es[0] != fr[0], f"suit {suit}: the Spanish and French pips are the same"


def test_colours_come_only_from_custom_properties(blank_page: Any) -> None:
    paints = blank_page.evaluate("""async () => {
      const { cardFace, cardBack, STYLES } = await import('/js/cards.js');
      const svgs = [cardBack()];
      for (const style of STYLES) {
        for (const suit of 'dhsc') {
          for (const rank of ['2', '7', '10', 'K', 'A']) svgs.push(cardFace(rank + suit, style));
        }
      }
      const paints = new Set();
      for (const svg of svgs) {
        for (const node of [svg, ...svg.querySelectorAll('*')]) {
          if (node.hasAttribute('style')) paints.add('style=' + node.getAttribute('style'));
          for (const name of ['fill', 'stroke', 'color', 'stop-color']) {
            if (node.hasAttribute(name)) paints.add(node.getAttribute(name));
          }
        }
      }
      return [...paints];
    }""")
    allowed = re.compile(r"^(none|var\(--card-[a-z]+, #[0-9a-f]{6}\))$")
    assert paints, "no colours at all"
    assert [p for p in paints if not allowed.match(p)] == []


def test_themes_recolour_the_cards(blank_page: Any) -> None:
    fills = blank_page.evaluate("""async () => {
      const { cardFace, cardBack } = await import('/js/cards.js');
      const themed = document.createElement('div');
      for (const [name, value] of [['--card-red', 'rgb(1, 2, 3)'], ['--card-black', 'rgb(4, 5, 6)'],
          ['--card-gold', 'rgb(7, 8, 9)'], ['--card-face', 'rgb(10, 11, 12)'],
          ['--card-back', 'rgb(13, 14, 15)']]) {
        themed.style.setProperty(name, value);
      }
      const plain = document.createElement('div');
      document.body.append(themed, plain);
      const fill = (parent, svg, selector) => {
        parent.append(svg);
        return getComputedStyle(svg.querySelector(selector)).fill;
      };
      return {
        heart: fill(themed, cardFace('7h', 'french'), '.card-index'),
        spade: fill(themed, cardFace('7s', 'french'), '.card-index'),
        oros: [...themed.appendChild(cardFace('7d', 'spanish')).querySelectorAll('.card-pip *')]
          .map((node) => getComputedStyle(node).fill),
        face: fill(themed, cardFace('7s', 'french'), 'rect'),
        back: fill(themed, cardBack(), 'rect'),
        plainHeart: fill(plain, cardFace('7h', 'french'), '.card-index'),
      };
    }""")
    assert fills["heart"] == "rgb(1, 2, 3)"
    assert fills["spade"] == "rgb(4, 5, 6)"
    assert "rgb(7, 8, 9)" in fills["oros"]
    assert fills["face"] == "rgb(10, 11, 12)"
    assert fills["back"] == "rgb(13, 14, 15)"
    assert fills["plainHeart"] not in {"rgb(1, 2, 3)", "rgb(0, 0, 0)", "none"}


def test_card_back(blank_page: Any) -> None:
    back = blank_page.evaluate("""async () => {
      const { cardBack } = await import('/js/cards.js');
      const svg = cardBack();
      const attributes = ['class', 'data-card', 'aria-hidden', 'focusable', 'viewBox'];
      return [svg instanceof SVGSVGElement, ...attributes.map((name) => svg.getAttribute(name)),
              svg.querySelectorAll('text').length];
    }""")
    assert back == [True, "card-back", "back", "true", "false", "0 0 60 84", 0]


ERROR_OF = """async ([code, style]) => {
  const { cardFace } = await import('/js/cards.js');
  try {
    cardFace(code, style === '(none)' ? undefined : style);
  } catch (error) {
    return [error instanceof Error, error.message];
  }
  return [false, 'no error'];
}"""
SWEEP_ACCEPTS = "use a value 1-10 (or A, J, Q, K) followed by a suit d, h, s or c"
DECK52_ACCEPTS = "use a rank 2-10, J, Q, K or A followed by a suit d, h, s or c"


@pytest.mark.parametrize(("code", "style", "bad", "accepts"), [
    ("11d", "french", '"11d"', SWEEP_ACCEPTS),
    ("0h", "spanish", '"0h"', SWEEP_ACCEPTS),
    ("7x", "italian", '"7x"', SWEEP_ACCEPTS),
    ("", "french-numeric", '""', SWEEP_ACCEPTS),
    ("7dd", "french", '"7dd"', SWEEP_ACCEPTS),
    ("Ts", "french", '"Ts"', SWEEP_ACCEPTS),
    (None, "spanish", "null", SWEEP_ACCEPTS),
    ("1d", "french52", '"1d"', DECK52_ACCEPTS),
    ("11s", "french52", '"11s"', DECK52_ACCEPTS),
    ("Zh", "french52", '"Zh"', DECK52_ACCEPTS),
])
def test_bad_codes_throw_naming_what_is_accepted(
    blank_page: Any, code: str | None, style: str, bad: str, accepts: str
) -> None:
    is_error, message = blank_page.evaluate(ERROR_OF, [code, style])
    assert is_error, message
    assert bad in message
    assert accepts in message


@pytest.mark.parametrize(("style", "bad"), [
    ("tarot", '"tarot"'), ("French", '"French"'), ("", '""'), ("(none)", "no deck style"),
])
def test_bad_styles_throw_naming_the_styles(blank_page: Any, style: str, bad: str) -> None:
    is_error, message = blank_page.evaluate(ERROR_OF, ["7d", style])
    assert is_error, message
    assert bad in message
    for name in STYLES:
        assert name in message


def test_faces_scale_and_look_right(blank_page: Any) -> None:
    """Every face of every style at two sizes: they fill their box, and a screenshot is kept."""
    boxes = blank_page.evaluate("""async (styles) => {
      const { cardFace, cardBack } = await import('/js/cards.js');
      const css = document.createElement('style');
      css.textContent = `body { margin: 8px; background: #2e6b3a; color: #fff; font: 12px serif; }
        .row { display: flex; flex-wrap: wrap; gap: 4px; margin: 2px 0 8px; }
        .big { width: 84px; } .small { width: 42px; } svg { display: block; width: 100%; }`;
      document.head.append(css);
      const boxes = [];
      for (const [style, codes] of styles) {
        for (const size of ['big', 'small']) {
          const title = document.createElement('div');
          title.textContent = `${style} (${size})`;
          const row = document.createElement('div');
          row.className = 'row';
          document.body.append(title, row);
          for (const svg of [...codes.map((code) => cardFace(code, style)), cardBack()]) {
            const box = document.createElement('div');
            box.className = size;
            box.append(svg);
            row.append(box);
          }
        }
      }
      for (const svg of document.querySelectorAll('svg')) {
        const rect = svg.getBoundingClientRect();
        const parent = svg.parentElement.getBoundingClientRect();
        boxes.push([rect.width, rect.height, parent.width]);
      }
      return boxes;
    }""", [[style, [code for code, _, _ in deck(style)]] for style in STYLES])
    assert len(boxes) == 2 * (4 * 41 + 53)
    for width, height, parent in boxes:
        assert abs(width - parent) < 0.5
        assert abs(height / width - 84 / 60) < 0.02
    blank_page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert SCREENSHOT.stat().st_size > 10_000


# sound.js ------------------------------------------------------------------------------

# Counts the audio contexts and scheduled sources the page makes, and how far ahead each
# source is stopped, so that a test can see that a cue really synthesised something short.
AUDIO_PROBE = """
window.__audio = { contexts: 0, sources: 0, longest: 0 };
const stop = AudioScheduledSourceNode.prototype.stop;
AudioScheduledSourceNode.prototype.stop = function (when = 0) {
  window.__audio.sources += 1;
  window.__audio.longest = Math.max(window.__audio.longest, when - this.context.currentTime);
  return stop.call(this, when);
};
const Original = window.AudioContext;
window.AudioContext = class extends Original {
  constructor(...args) { super(...args); window.__audio.contexts += 1; }
};
"""


@pytest.fixture
def audio_page(blank_page: Any, web_origin: str) -> Any:
    blank_page.add_init_script(AUDIO_PROBE)
    blank_page.goto(web_origin + BLANK)
    return blank_page


def test_every_cue_sounds_and_is_counted(audio_page: Any) -> None:
    result = audio_page.evaluate("""async () => {
      const { Sounds, CUES } = await import('/js/sound.js');
      const sounds = new Sounds();
      const lazy = window.__audio.contexts;
      const returned = CUES.map((cue) => sounds.play(cue));
      const deadline = performance.now() + 5000;
      while (Object.keys(sounds.played).length < CUES.length && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { cues: CUES, lazy, returned, played: sounds.played, last: sounds.lastCue,
               contexts: window.__audio.contexts, sources: window.__audio.sources };
    }""")
    cues = ["card", "capture", "sweep", "turn", "error", "chat"]
    assert result["cues"] == cues
    assert result["lazy"] == 0, "the AudioContext must wait for the first play()"
    assert result["returned"] == [True] * 6
    assert result["played"] == dict.fromkeys(cues, 1)
    assert result["last"] == "chat"
    assert result["contexts"] == 1
    assert result["sources"] >= 6


def test_each_cue_is_short_synthesis(audio_page: Any) -> None:
    per_cue = audio_page.evaluate("""async () => {
      const { Sounds, CUES } = await import('/js/sound.js');
      const sounds = new Sounds({ volume: 0.8 });
      const running = await sounds.unlock();
      const out = { running };
      for (const cue of CUES) {
        window.__audio.sources = 0;
        window.__audio.longest = 0;
        sounds.play(cue);
        sounds.play(cue);
        out[cue] = [window.__audio.sources, window.__audio.longest, sounds.played[cue],
                    sounds.lastCue];
      }
      return out;
    }""")
    assert per_cue.pop("running") is True
    for cue, (sources, longest, count, last) in per_cue.items():
        assert sources >= 2, f"{cue}: nothing was synthesised"
        assert 0 < longest < 0.4, f"{cue}: lasts {longest:.3f} s"
        assert count == 2, cue
        assert last == cue


RENDER_CUES = """async () => {
  // Render each cue offline (a context that reports itself running) and measure it.
  class Offline extends OfflineAudioContext {
    constructor() { super(1, 44100, 44100); }
    get state() { return 'running'; }
  }
  window.AudioContext = Offline;
  const { Sounds, CUES } = await import('/js/sound.js');
  const out = {};
  for (const cue of CUES) {
    const sounds = new Sounds({ volume: 1 });
    sounds.play(cue);
    const samples = (await sounds._context.startRendering()).getChannelData(0);
    let peak = 0;
    let last = 0;
    samples.forEach((sample, i) => {
      peak = Math.max(peak, Math.abs(sample));
      if (Math.abs(sample) > 0.001) last = i;
    });
    out[cue] = [peak, last / 44100];
  }
  return out;
}"""


def test_cues_are_audible_short_and_never_clip(audio_page: Any) -> None:
    rendered = audio_page.evaluate(RENDER_CUES)
    assert sorted(rendered) == sorted(["card", "capture", "sweep", "turn", "error", "chat"])
    for cue, (peak, seconds) in rendered.items():
        assert 0.1 < peak < 0.9, f"{cue}: peak {peak:.3f} at full volume"
        assert 0.03 < seconds < 0.4, f"{cue}: sounds for {seconds:.3f} s"


def test_unknown_cue_throws_naming_the_cues(audio_page: Any) -> None:
    messages = audio_page.evaluate("""async () => {
      const { Sounds } = await import('/js/sound.js');
      const messages = [];
      for (const sounds of [new Sounds(), new Sounds({ enabled: false })]) {
        try {
          sounds.play('boom');
          messages.push('no error');
        } catch (e) {
          messages.push(e.message);
        }
      }
      return messages;
    }""")
    for message in messages:
        assert '"boom"' in message
        for cue in ("card", "capture", "sweep", "turn", "error", "chat"):
            assert cue in message


def test_disabled_or_silent_sounds_nothing(audio_page: Any) -> None:
    result = audio_page.evaluate("""async () => {
      const { Sounds, CUES } = await import('/js/sound.js');
      const off = new Sounds({ enabled: false });
      const silent = new Sounds({ volume: 0 });
      const returned = [...CUES.map((c) => off.play(c)), ...CUES.map((c) => silent.play(c))];
      const before = { contexts: window.__audio.contexts, sources: window.__audio.sources,
                       off: { ...off.played }, silent: { ...silent.played },
                       last: [off.lastCue, silent.lastCue],
                       flags: [off.enabled, silent.enabled, off.volume, silent.volume] };
      off.setEnabled(true);
      await off.unlock();
      off.play('turn');
      off.setEnabled(false);
      off.play('turn');
      silent.setVolume(0.3);
      await silent.unlock();
      silent.play('chat');
      silent.setVolume(0);
      silent.play('chat');
      return { returned, before, off: off.played, silent: silent.played };
    }""")
    assert result["returned"] == [False] * 12
    before = result["before"]
    assert before["contexts"] == 0 and before["sources"] == 0
    assert before["off"] == {} and before["silent"] == {}
    assert before["last"] == [None, None]
    assert before["flags"] == [False, True, 0.5, 0]
    assert result["off"] == {"turn": 1}
    assert result["silent"] == {"chat": 1}


def test_volume_is_clamped(audio_page: Any) -> None:
    result = audio_page.evaluate("""async () => {
      const { Sounds } = await import('/js/sound.js');
      const sounds = new Sounds({ volume: 7 });
      const seen = [sounds.volume];
      for (const v of [-2, 0.25, 1.5, 0, 1, '0.75']) {
        sounds.setVolume(v);
        seen.push(sounds.volume);
      }
      seen.push(new Sounds().volume, new Sounds({ volume: -1 }).volume);
      let error = 'no error';
      try { sounds.setVolume('loud'); } catch (e) { error = e.message; }
      return { seen, error, after: sounds.volume };
    }""")
    assert result["seen"] == [1, 0, 0.25, 1, 0, 1, 0.75, 0.5, 0]
    assert '"loud"' in result["error"] and "0 to 1" in result["error"]
    assert result["after"] == 0.75
