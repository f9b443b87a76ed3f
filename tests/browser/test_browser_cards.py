"""The card faces as a player sees them, in headless Chromium against a real room: every
number card shows as many pips as its value (an ace one), laid out clear of the corner
indices and of each other; every court card shows its figure (jack, knight, queen or king);
and the player's deck style (a setting kept with the account, checked by the server) is the
style the sweep games are drawn in, while Metamorphosis keeps the 52-card deck."""

from __future__ import annotations

from typing import Any

import pytest
from steps import create_table, enter_as_guest

from cardtable.text.catalog import message

SUITS = "dhsc"
RANKS52 = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
# The court figure of each deck style's court cards, by value (french52: by rank).
COURTS: dict[str, dict[str, str]] = {
    "french-numeric": {},
    "french": {"8": "jack", "9": "queen", "10": "king"},
    "spanish": {"8": "jack", "9": "knight", "10": "king"},
    "italian": {"8": "jack", "9": "knight", "10": "king"},
    "french52": {"J": "jack", "Q": "queen", "K": "king"},
}
STYLES = list(COURTS)
CHOSEN = ["language", "table", "french", "french-numeric", "spanish", "italian"]


def deck(style: str) -> list[tuple[str, str | None, int]]:
    """(code, court figure or None, pips expected) for every card of a style."""
    if style == "french52":
        return [(f"{rank}{suit}", COURTS[style].get(rank),
                 1 if rank == "A" else int(rank) if rank.isdigit() else 0)
                for suit in SUITS for rank in RANKS52]
    return [(f"{value}{suit}", COURTS[style].get(str(value)),
             0 if str(value) in COURTS[style] else value)
            for suit in SUITS for value in range(1, 11)]


# For each face: the pips, the figure, and what of them lies on a corner index or outside
# the card. A part "lies on" an index when a point of the index's box (sampled every half
# unit of the 60 x 84 card) is inside the part's fill or stroke; two pips overlap when their
# boxes share more than a tenth of the smaller one.
DESCRIBE = """async ([style, codes]) => {
  const { cardFace } = await import('/static/js/cards.js');
  const host = document.createElement('div');
  host.style.width = '240px';
  document.body.append(host);
  const boxOf = (svg, node) => {
    const toCard = svg.getScreenCTM().inverse().multiply(node.getScreenCTM());
    const b = node.getBBox();
    const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height],
                     [b.x + b.width, b.y + b.height]].map(([x, y]) =>
      new DOMPoint(x, y).matrixTransform(toCard));
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  };
  const meets = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  const shared = (a, b) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0))
    * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const area = (a) => (a.x1 - a.x0) * (a.y1 - a.y0);
  const lies = (svg, part, box) => {
    const toPart = part.getScreenCTM().inverse().multiply(svg.getScreenCTM());
    for (let x = box.x0; x <= box.x1; x += 0.5) {
      for (let y = box.y0; y <= box.y1; y += 0.5) {
        const p = new DOMPoint(x, y).matrixTransform(toPart);
        if (part.isPointInFill(p) || part.isPointInStroke(p)) return true;
      }
    }
    return false;
  };
  return codes.map((code) => {
    const svg = cardFace(code, style);
    host.replaceChildren(svg);
    const indices = [...svg.querySelectorAll('.card-index, .card-corner-suit')]
      .map((node) => boxOf(svg, node));
    const pips = [...svg.querySelectorAll('g.card-pip')];
    const figures = [...svg.querySelectorAll('g.card-figure')];
    const parts = [...pips, ...figures].flatMap((group) =>
      [...group.querySelectorAll('path, circle, ellipse, rect, polygon')]);
    const onIndex = parts.filter((part) => indices.some((box) =>
      meets(boxOf(svg, part), box) && lies(svg, part, box))).length;
    const outside = [...pips, ...figures].filter((group) => {
      const b = boxOf(svg, group);
      return b.x0 < 0.5 || b.y0 < 0.5 || b.x1 > 59.5 || b.y1 > 83.5;
    }).length;
    const pipBoxes = pips.map((pip) => boxOf(svg, pip));
    let overlaps = 0;
    pipBoxes.forEach((a, i) => pipBoxes.slice(i + 1).forEach((b) => {
      if (shared(a, b) > 0.1 * Math.min(area(a), area(b))) overlaps += 1;
    }));
    return {
      code: svg.dataset.card, style: svg.dataset.style, hidden: svg.getAttribute('aria-hidden'),
      pips: pips.length, figures: figures.map((f) => f.dataset.figure),
      heldSuits: svg.querySelectorAll('.card-figure .card-figure-suit').length,
      indices: [...svg.querySelectorAll('.card-index')].map((t) => t.textContent),
      onIndex, outside, overlaps,
    };
  });
}"""


@pytest.fixture(scope="module")
def room_page(browser: Any, room: str) -> Any:
    """One page of the room for the tests that only draw (a module's worth of faces)."""
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{room}/?lang=en")
    page.wait_for_selector("#view-signin:not([hidden]), #view-lobby:not([hidden])")
    yield page
    context.close()
    assert errors == [], f"errors on the page: {errors}"


@pytest.mark.parametrize("style", STYLES)
def test_each_card_shows_its_value_in_pips_or_its_court_figure(room_page: Any,
                                                                style: str) -> None:
    cards = deck(style)
    faces = room_page.evaluate(DESCRIBE, [style, [code for code, _, _ in cards]])
    assert len(faces) == (52 if style == "french52" else 40)
    for (code, figure, count), face in zip(cards, faces, strict=True):
        where = f"{style} {code}"
        assert (face["code"], face["style"], face["hidden"]) == (code, style, "true"), where
        if figure is None:
            assert face["pips"] == count, f"{where}: {face['pips']} pips"
            assert face["figures"] == [], where
            assert face["overlaps"] == 0, f"{where}: pips overlap each other"
        else:
            assert face["figures"] == [figure], where
            assert face["pips"] == 0, f"{where}: a court card has no pips"
            assert face["heldSuits"] == 1, f"{where}: the figure holds no suit"
        assert len(face["indices"]) == 2, where
        assert face["onIndex"] == 0, f"{where}: {face['onIndex']} parts cover a corner index"
        assert face["outside"] == 0, f"{where}: a pip or figure reaches the edge"


def test_the_same_value_is_laid_out_as_each_family_lays_it_out(room_page: Any) -> None:
    """A three: in a column (French, Spanish), on a diagonal (Italian); the French pips of
    the lower half are upside down."""
    places = room_page.evaluate("""async () => {
      const { cardFace } = await import('/static/js/cards.js');
      const at = (code, style) => [...cardFace(code, style).querySelectorAll('g.card-pip')]
        .map((pip) => pip.getAttribute('transform'));
      return { french: at('3d', 'french'), spanish: at('3d', 'spanish'),
               italian: at('3d', 'italian'), six: at('6s', 'french52') };
    }""")
    xs = {style: {t.split("(")[1].split()[0] for t in transforms}
          for style, transforms in places.items()}
    assert xs["french"] == {"30"} and xs["spanish"] == {"30"}
    assert len(xs["italian"]) == 3
    assert sum("rotate(180)" in t for t in places["six"]) == 2  # the bottom row of three
    assert sum("rotate(180)" in t for t in places["french"]) == 1


@pytest.mark.parametrize(("code", "style", "says"), [
    ("11d", "french", '"11d" is not a card of the 40-card deck'),
    ("Kx", "french52", '"Kx" is not a card of the 52-card deck'),
    ("7d", "tarot", '"tarot" is not a deck style: use one of french-numeric, french, '
                    "spanish, italian, french52"),
    ("7d", "table", '"table" is not a deck style'),
])
def test_a_bad_code_or_style_throws_a_clear_error(room_page: Any, code: str, style: str,
                                                  says: str) -> None:
    thrown = room_page.evaluate("""async ([code, style]) => {
      const { cardFace } = await import('/static/js/cards.js');
      try {
        cardFace(code, style);
      } catch (error) {
        return [error instanceof Error, error.message];
      }
      return [false, 'nothing thrown'];
    }""", [code, style])
    assert thrown[0], thrown[1]
    assert says in thrown[1]


STYLE_FOR = """async () => {
  const { styleFor } = await import('/static/js/deckstyle.js');
  return [styleFor({ deck: 'french' }), styleFor({ deck: 'italian' }),
          styleFor({ game: 'metamorphosis' }), styleFor(undefined),
          window.cardtable.settings.deckStyle];
}"""
SAVE = """async (settings) => {
  try {
    const answer = await window.cardtable.connection.request('save_settings', { settings });
    return ['ok', answer.request];
  } catch (error) {
    return [error.code, error.message, error.accepted];
  }
}"""


def test_the_chosen_deck_style_is_kept_with_the_account_and_drawn(new_page: Any) -> None:
    page = new_page(lang="en")
    enter_as_guest(page, "Dealer")
    # A new player draws each table in its own deck; Metamorphosis always in french52.
    assert page.evaluate(STYLE_FOR) == ["french", "italian", "french52", "french52", "language"]
    settings = page.evaluate("() => window.cardtable.settings")
    assert page.evaluate(SAVE, {**settings, "deckStyle": "spanish"}) == ["ok", "save_settings"]
    # The account keeps the choice: after a reload the page signs in again and takes it.
    page.evaluate("() => localStorage.removeItem('cardtable.settings')")
    page.reload()
    page.wait_for_function("() => window.cardtable && window.cardtable.user !== null")
    assert page.evaluate(STYLE_FOR) == ["spanish", "spanish", "french52", "french52", "spanish"]

    # A table of Scopa (Italian cards) is drawn in the chosen Spanish style.
    create_table(page, preset="scopa", level="easy")
    page.wait_for_selector("#hand svg.card-face")
    styles = page.eval_on_selector_all("#hand svg.card-face", "s => s.map((n) => n.dataset.style)")
    assert styles and set(styles) == {"spanish"}
    assert page.evaluate("""async () => {
      const { styleFor } = await import('/static/js/deckstyle.js');
      const app = window.cardtable;
      return [app.games.get(app.current).view.rules.deck,
              styleFor(app.games.get(app.current).view.rules)];
    }""") == ["italian", "spanish"]

    # Back to the table's own deck.
    settings = page.evaluate("() => window.cardtable.settings")
    assert page.evaluate(SAVE, {**settings, "deckStyle": "table"})[0] == "ok"
    page.evaluate("""async (settings) => {
      const { update } = await import('/static/js/store.js');
      update({ settings });
    }""", {**settings, "deckStyle": "table"})
    assert page.evaluate(STYLE_FOR)[:3] == ["french", "italian", "french52"]


def test_the_server_refuses_a_deck_style_it_does_not_know(new_page: Any) -> None:
    page = new_page(lang="en")
    enter_as_guest(page, "Stickler")
    for bad in ["tarot", "french52", "Spanish", None, 3, ["spanish"]]:
        code, said, accepted = page.evaluate(SAVE, {"theme": "dark", "deckStyle": bad})
        assert code == "bad_message", bad
        assert "deckStyle" in said and "is not a deck style" in said, said
        for style in CHOSEN:
            assert style in accepted, accepted
    # Nothing of the refused settings was kept.
    page.evaluate("() => localStorage.removeItem('cardtable.settings')")
    page.reload()
    page.wait_for_function("() => window.cardtable && window.cardtable.user !== null")
    assert page.evaluate("() => window.cardtable.settings.deckStyle") == "language"
    assert page.evaluate("() => window.cardtable.settings.theme") != "dark"


def test_a_bad_deck_style_kept_in_this_browser_falls_back_to_the_language_s(room_page: Any) -> None:
    kept = room_page.evaluate("""async () => {
      const { loadLocal } = await import('/static/js/settings.js');
      const before = localStorage.getItem('cardtable.settings');
      const read = (value) => {
        localStorage.setItem('cardtable.settings', JSON.stringify({ deckStyle: value }));
        return loadLocal().deckStyle;
      };
      const out = ['italian', 'tarot', 'french52', 7].map(read);
      if (before === null) localStorage.removeItem('cardtable.settings');
      else localStorage.setItem('cardtable.settings', before);
      return out;
    }""")
    assert kept == ["italian", "language", "language", "language"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_settings_field_names_every_style_in_the_page_language(new_page: Any,
                                                                   lang: str) -> None:
    page = new_page(lang=lang)
    field = page.evaluate("""async () => {
      const { deckStyleField } = await import('/static/js/settings.js');
      const field = deckStyleField('italian');
      document.body.append(field);
      const select = field.querySelector('select');
      const help = document.getElementById(select.getAttribute('aria-describedby'));
      return { label: field.querySelector(`label[for="${select.id}"]`).textContent,
               id: select.id, value: select.value, help: help.textContent,
               options: [...select.options].map((o) => [o.value, o.textContent]) };
    }""")
    assert field["id"] == "set-deck-style" and field["value"] == "italian"
    assert field["label"] == message(lang, "settings-deck-style")
    assert field["help"] == message(lang, "settings-deck-style-help")
    assert field["options"] == [
        [style, message(lang, f"deck-style-{style}" if style in ("table", "language")
                        else f"choice-deck-{style}")]
        for style in CHOSEN]
