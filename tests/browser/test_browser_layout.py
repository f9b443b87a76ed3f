"""The table seen as a card table: at a desktop's 1280x800 and a phone's 375x800 the game
fits the screen (the turn, the seats, the table, the hand, the actions and the command
line all in view without scrolling, nothing wider than the screen), every seat is drawn
around the felt with what it holds, a trick card names who laid it, the board shows no
keyboard hints while the buttons still say their keys to a screen reader, and the page's
reading order is what it was before the felt was laid out; at 1024 to 1280 wide, in Russian
too, the command row and the leave buttons do not cover each other and the player's own seat
keeps its words inside its box; the choice of a capture opens over the hand and moves
nothing; the last play hangs by its seat, on the felt; the chosen card, risen with its focus
ring, leaves the hand's heading clear; no name on the felt is cut short."""

from __future__ import annotations

from typing import Any

import pytest
from steps import (
    create_table,
    enter_as_guest,
    frame,
    play_to_the_end,
    play_turn,
    to_a_card_of_several_captures,
    wait_for_landing,
    wait_for_turn_or_end,
)

from cardtable.text.catalog import message

axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")

IN_VIEW = ["#turn-line", "#table-cards", "#hand", "#actions", "#command",
           "#seat-ring .ring-top .seat-zone", "#seat-ring .ring-you .seat-zone", "#scoreboard"]
"""What a player must see without scrolling while it is their turn."""

OUT_OF_VIEW_JS = """(selectors) => {
  window.scrollTo(0, 0);
  const wrong = [];
  for (const selector of selectors) {
    const found = [...document.querySelectorAll(selector)];
    if (!found.length) { wrong.push(`${selector}: missing`); continue; }
    for (const element of found) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) wrong.push(`${selector}: not drawn`);
      else if (box.top < 0 || box.left < -1 || box.bottom > innerHeight + 1
               || box.right > innerWidth + 1)
        wrong.push(`${selector}: ${Math.round(box.left)},${Math.round(box.top)} to `
          + `${Math.round(box.right)},${Math.round(box.bottom)} in ${innerWidth}x${innerHeight}`);
    }
  }
  return wrong;
}"""


def _theme(page: Any, theme: str, contrast: str = "normal") -> None:
    page.evaluate(f"""() => {{ const r = document.documentElement;
        r.dataset.theme = '{theme}'; r.dataset.contrast = '{contrast}'; }}""")


def _open_game(new_page: Any, width: int, name: str, game: str = "sweep",
               preset: str = "scopa", players: int = 2,
               lang: str = "en") -> tuple[Any, dict[str, Any]]:
    page = new_page(lang=lang, width=width, height=800)
    enter_as_guest(page, name)
    create_table(page, game=game, preset=preset, players=players, level="easy")
    state = wait_for_turn_or_end(page)
    page.wait_for_timeout(300)  # the last frame's layout settles
    return page, state


FITS = [("en", "scopa", 2, 1280, "light"), ("en", "scopa", 2, 375, "dark"),
        ("ru", "escoba", 6, 375, "light"), ("ru", "escoba", 6, 1280, "dark")]
"""Both widths, both themes, both languages (Russian words are longer), two players and
six (the most seats around the felt)."""


@pytest.mark.parametrize(("lang", "preset", "players", "width", "theme"), FITS)
def test_the_game_fits_one_screen(new_page: Any, lang: str, preset: str, players: int,
                                  width: int, theme: str) -> None:
    page = new_page(lang=lang, width=width, height=800)
    enter_as_guest(page, f"Fit {width} {theme}")
    create_table(page, preset=preset, players=players, level="easy")
    wait_for_turn_or_end(page)
    page.wait_for_timeout(300)
    _theme(page, theme)
    assert page.evaluate(OUT_OF_VIEW_JS, IN_VIEW) == []
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


def test_a_twelve_card_hand_fits_a_phone(new_page: Any) -> None:
    page, state = _open_game(new_page, 375, "Fan", game="metamorphosis", players=3)
    cards = page.evaluate("""() => [...document.querySelectorAll('#hand [role=option]')]
        .map((card) => card.getBoundingClientRect()).map((box) => [box.left, box.right])""")
    assert len(cards) == len(state["view"]["hand"]) >= 10
    assert all(left >= 0 and right <= 375 for left, right in cards), cards
    # Each card's corner index stays in sight: the next card starts right of it.
    steps = [after[0] - before[0] for before, after in zip(cards, cards[1:], strict=False)]
    assert min(steps) >= 14, cards


def test_every_seat_sits_around_the_felt_with_what_it_holds(new_page: Any) -> None:
    page, state = _open_game(new_page, 1280, "Ring", players=4)
    view = state["view"]
    zones = page.evaluate("""() => [...document.querySelectorAll('#seat-ring .seat-zone')]
      .map((zone) => ({
        seat: Number(zone.dataset.seat), you: zone.classList.contains('you'),
        moving: zone.classList.contains('to-move'), hand: Number(zone.dataset.hand),
        backs: zone.querySelectorAll('.seat-fan svg').length,
        top: zone.closest('.ring-top') !== null, name: zone.querySelector('.seat-name').textContent,
        taken: zone.querySelector('.seat-pile-count').textContent}))""")
    assert sorted(zone["seat"] for zone in zones) == [0, 1, 2, 3]
    mine = state["seat"]
    for zone in zones:
        assert zone["you"] == (zone["seat"] == mine)
        assert zone["top"] == (zone["seat"] != mine)
        assert zone["moving"] == (zone["seat"] == state["to_move"])
        assert zone["hand"] == view["hand_sizes"][zone["seat"]]
        assert zone["backs"] == (0 if zone["you"] else min(zone["hand"], 6))
        side = next(i for i, members in enumerate(view["sides"]) if zone["seat"] in members)
        taken = len(view["piles"][side])
        assert (str(taken) in zone["taken"]) if taken else "nothing" in zone["taken"]
    # The others along the top in the order of play after this player.
    top = [zone["seat"] for zone in zones if zone["top"]]
    assert top == [(mine + step) % 4 for step in (1, 2, 3)]
    # The ring is for the eye: hidden from screen readers, nothing in it takes the focus.
    assert page.evaluate("""() => {
        const hidden = (id) => document.getElementById(id).getAttribute('aria-hidden') === 'true';
        const focusable = '#seat-ring :is(button, a, input, [tabindex]), #scoreboard [tabindex]';
        return hidden('seat-ring') && hidden('scoreboard') && !document.querySelector(focusable);
    }""")
    # What the eye sees on the felt, the ear hears in the seat list.
    lines = page.eval_on_selector_all("#seat-list li", "items => items.map((i) => i.textContent)")
    assert len(lines) == 4 and all("taken" in line for line in lines), lines


SCOREBOARD_FITS_JS = """() => {
  const board = document.getElementById('scoreboard').getBoundingClientRect();
  const out = [...document.querySelectorAll('#scoreboard li')].filter((item) => {
    const box = item.getBoundingClientRect();
    return box.left < board.left - 1 || box.right > board.right + 1;
  }).map((item) => item.textContent);
  return {out, sideways: document.documentElement.scrollWidth > innerWidth};
}"""


@pytest.mark.parametrize("width", [375, 1100])
def test_a_side_of_three_with_a_long_name_fits_the_scoreboard(new_page: Any,
                                                            width: int) -> None:
    # Six players in teams name three partners a side; with a long name the phone's page
    # scrolled sideways (each side was kept on one line).
    page = new_page(lang="ru", width=width, height=800)
    enter_as_guest(page, f"Александра Петрова {width}")
    page.select_option("#create-form select[name=players]", "6")
    page.check("#create-form input[name=teams]")
    create_table(page, preset="escoba", players=6, level="easy")
    wait_for_turn_or_end(page)
    page.wait_for_timeout(300)  # the last frame's layout settles
    assert page.evaluate(SCOREBOARD_FITS_JS) == {"out": [], "sideways": False}


@pytest.mark.parametrize(("lang", "name", "partners"), [
    ("en", "Board", "Board and Computer 3"), ("ru", "Табло", "Табло и Компьютер 3")])
def test_the_scoreboard_shows_each_side_and_its_total(new_page: Any, lang: str, name: str,
                                                      partners: str) -> None:
    page, state = _open_game(new_page, 1280, name, players=4, lang=lang)
    rows = page.eval_on_selector_all("#scoreboard li", """items => items.map((i) => [
        i.querySelector('.scoreboard-name').textContent,
        i.querySelector('.scoreboard-points').textContent])""")
    assert len(rows) == len(state["view"]["sides"]) == 2
    # The player's own side first, the partners named as the sentences join names.
    assert rows[0][0] == partners
    assert [int(points) for _, points in rows] == list(state["view"]["scores"])


def test_a_trick_card_names_who_laid_it(new_page: Any) -> None:
    page, state = _open_game(new_page, 1280, "Trick", game="metamorphosis", players=3)
    for _ in range(12):  # bid, then play until the player follows others in a trick
        if state["view"]["phase"] == "play" and state["view"]["trick"]:
            break
        play_turn(page, state)
        state = wait_for_turn_or_end(page, state["version"])
    view = state["view"]
    assert view["trick"], "no trick led by another seat in twelve turns"
    owners = page.eval_on_selector_all("#table-cards .card-owner",
                                       "els => els.map((e) => e.textContent)")
    expected = [f"Computer {(view['trick_leader'] + i) % 3 + 1}" for i in range(len(view["trick"]))]
    assert owners == expected


CUT_NAMES_JS = """() => {
  const names = [...document.querySelectorAll('#view-table :is(.seat-name, .card-owner)')]
    .filter((element) => element.getBoundingClientRect().width > 0);
  const wrong = [];
  const lines = (node, from, to) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  };
  for (const element of names) {
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
      wrong.push(`cut: ${element.textContent}`);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent.matchAll(/\\S+/g)) {
        if (lines(node, word.index, word.index + word[0].length) > 1)
          wrong.push(`split: ${word[0]} in ${element.textContent}`);
      }
    }
  }
  const owners = [...document.querySelectorAll('#table-cards .card-owner')].map((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [element.textContent, range.getBoundingClientRect()];
  });
  owners.forEach(([name, box], index) => owners.slice(index + 1).forEach(([other, next]) => {
    if (box.left < next.right && next.left < box.right && box.top < next.bottom
        && next.top < box.bottom) wrong.push(`overlap: ${name} and ${other}`);
  }));
  return wrong;
}"""


@pytest.mark.parametrize(("game", "preset", "players", "width"), [
    ("metamorphosis", "classic", 3, 1280), ("metamorphosis", "classic", 3, 375),
    ("sweep", "escoba", 6, 1100)])
def test_every_name_on_the_felt_is_seen_whole(new_page: Any, game: str, preset: str,
                                              players: int, width: int) -> None:
    # A name was cut with an ellipsis: a long one in the player's own narrow seat ("Пятнашка
    # (в…"), and "Компьютер 3" under its trick card ("Компьюте…"). Whole, each word on one
    # line ("Компьютер" over "2" in five seats across 1100 pixels), the names under the trick
    # cards clear of each other. (Five seats across a phone still cut names: no room.)
    page, state = _open_game(new_page, width, f"Екатерина Васильевна {width}",
                             game=game, preset=preset, players=players, lang="ru")
    if game == "metamorphosis":
        for _ in range(12):
            if state["view"]["phase"] == "play" and state["view"]["trick"]:
                break
            play_turn(page, state)
            state = wait_for_turn_or_end(page, state["version"])
        assert state["view"]["trick"], "no trick led by another seat in twelve turns"
    page.wait_for_timeout(300)  # the last frame's layout settles
    assert page.evaluate(CUT_NAMES_JS) == []
    if width >= 1100:  # a short name, as the computer players have, takes one line
        lines = page.eval_on_selector_all("#seat-ring .ring-top .seat-name", """names =>
            names.map((n) => [n.textContent,
              n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight)])""")
        assert [name for name, count in lines if count > 1.5] == [], lines
    owners = page.eval_on_selector_all("#table-cards .card-owner", "els => els.length")
    assert owners == len(state["view"].get("trick") or [])
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


CROWDED_NAMES_JS = """() => [...document.querySelectorAll('#seat-ring .ring-top .seat-name')]
  .map((name) => {
    const box = name.getBoundingClientRect();
    const tail = name.querySelector('.name-tail');
    const head = name.querySelector('.name-head');
    const end = tail && tail.getBoundingClientRect();
    return {name: name.textContent,
            tailWhole: !!end && end.left >= box.left - 1 && end.right <= box.right + 1
              && tail.scrollWidth <= tail.clientWidth + 1,
            headShown: !!head && head.getBoundingClientRect().width >= 12};
  })"""
"""Each seat name across the top of the felt: whether its short last word is shown whole and
some of the words before it."""


def test_five_seats_across_a_phone_are_told_apart_by_their_names(new_page: Any) -> None:
    # Five seats across 375 pixels cut every "Компьютер N" to "Компь…": five names that
    # looked the same. The short last word stays whole: "Ком… 2", "Ком… 3".
    page, _ = _open_game(new_page, 375, "Телефон", preset="escoba", players=6, lang="ru")
    names = page.evaluate(CROWDED_NAMES_JS)
    assert len(names) == 5, names
    assert all(n["tailWhole"] and n["headShown"] for n in names), names
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def test_buttons_show_no_keys_but_say_them(new_page: Any) -> None:
    page, _ = _open_game(new_page, 1280, "Keys")
    play = page.locator("#actions button[data-action=play]")
    shown = play.evaluate("""(button) => [...button.querySelectorAll('span')]
        .filter((span) => span.getBoundingClientRect().width > 1)
        .map((span) => span.textContent).join('')""")
    assert shown == "Play"
    assert page.get_by_role("button", name="Play (Enter)").count() == 1
    assert play.get_attribute("aria-keyshortcuts") == "Enter"
    assert page.evaluate("""() => { const h = document.getElementById('game-keys-hint');
        return h.classList.contains('visually-hidden') && h.textContent.includes('Enter'); }""")


READING_ORDER = ["table-title", "table-summary", "seat-list", "table-setup", "game", "game-title",
                 "game-keys-hint", "turn-line", "score-line", "result", "table-cards", "choice",
                 "hand", "bids", "pile-line", "actions", "hint-text", "command-form", "history",
                 "table-chat", "leave-table"]


def test_the_reading_order_is_the_page_s_own(new_page: Any) -> None:
    page, _ = _open_game(new_page, 1280, "Order")
    order = page.evaluate("""(ids) => [...document.querySelectorAll('#view-table [id]')]
        .map((e) => e.id).filter((id) => ids.includes(id))""", READING_ORDER)
    assert order == READING_ORDER


@pytest.mark.parametrize("width", [1280, 375])
def test_axe_finds_nothing_on_the_felt_in_dark_high_contrast(new_page: Any, width: int) -> None:
    page, _ = _open_game(new_page, width, f"Axe {width}", game="metamorphosis", players=3)
    _theme(page, "dark", "high")
    results = axe_module.Axe().run(page)
    assert [v["id"] for v in results.response["violations"]] == []


def test_a_new_deck_style_redraws_the_cards_at_once(new_page: Any) -> None:
    page, _ = _open_game(new_page, 1280, "Deck")
    styles = ("() => [...document.querySelectorAll('#hand svg, #table-cards svg')]"
              ".map((s) => s.dataset.style)")
    assert set(page.evaluate(styles)) == {"italian"}
    page.click("#open-settings")
    page.select_option("#set-deck-style", "spanish")
    page.click("#settings-form button[value=save]")
    page.wait_for_function(f"() => ({styles})().every((style) => style === 'spanish')")
    assert set(page.evaluate(styles)) == {"spanish"}


CONTROLS = ["#command-form label", "#command", "#command-form button", "#leave-table",
            "#close-table"]
"""The command row and the buttons beside it: each must be whole and clear of the others."""

OVERLAPS_JS = """(selectors) => {
  const boxes = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element || element.hidden) continue;
    const box = element.getBoundingClientRect();
    if (box.width && box.height) boxes.push([selector, box]);
  }
  const wrong = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (p.left < q.right - 1 && q.left < p.right - 1
          && p.top < q.bottom - 1 && q.top < p.bottom - 1)
        wrong.push(`${a} and ${b} overlap`);
    }
  return wrong;
}"""


OUTSIDE_JS = """(zone) => {
  const box = document.querySelector(zone).getBoundingClientRect();
  const wrong = [];
  for (const element of document.querySelectorAll(`${zone} *`)) {
    const inner = element.getBoundingClientRect();
    if (!inner.width || !inner.height) continue;
    if (inner.left < box.left - 1 || inner.right > box.right + 1)
      wrong.push(`${element.className || element.tagName}: ${Math.round(inner.left)} to `
        + `${Math.round(inner.right)} outside ${Math.round(box.left)} to ${Math.round(box.right)}`);
  }
  return wrong;
}"""
"""What inside a seat's box is drawn past its sides."""


@pytest.mark.parametrize(("lang", "width"), [("ru", 1024), ("ru", 1100), ("ru", 1280),
                                             ("en", 1024)])
def test_the_command_row_and_the_leave_buttons_do_not_cover_each_other(
        new_page: Any, lang: str, width: int) -> None:
    page, _ = _open_game(new_page, width, f"Row {lang} {width}", preset="escoba", lang=lang)
    assert page.is_visible("#close-table")  # the owner sees both buttons: the widest row
    assert page.evaluate(OVERLAPS_JS, CONTROLS) == []
    assert page.evaluate(OUTSIDE_JS, "#seat-ring .ring-you .seat-zone") == []



OWN_BOX_JS = """() => {
  const box = document.querySelector('#seat-ring .ring-you .seat-zone').getBoundingClientRect();
  const pile = document.querySelector('#seat-ring .ring-you .seat-pile-count');
  const cards = [...document.querySelectorAll('#hand > *')].map((e) => e.getBoundingClientRect());
  return {right: box.right, firstCard: Math.min(...cards.map((c) => c.left)),
          lines: pile.getBoundingClientRect().height
            / parseFloat(getComputedStyle(pile).lineHeight),
          text: pile.textContent};
}"""


@pytest.mark.parametrize(("game", "preset", "width"), [
    ("sweep", "classic", 1100), ("sweep", "escoba", 800), ("metamorphosis", "classic", 800)])
def test_the_own_seat_reads_on_one_line_beside_the_hand(new_page: Any, game: str, preset: str,
                                                        width: int) -> None:
    # Russian's "ничего не взято" is the longest pile line a seat shows at the start.
    page, _ = _open_game(new_page, width, f"Own {game} {width}", game=game, preset=preset,
                         lang="ru")
    own = page.evaluate(OWN_BOX_JS)
    assert own["lines"] < 1.5, own
    assert own["right"] <= own["firstCard"], own


def test_an_empty_chat_says_so_until_the_first_line(new_page: Any) -> None:
    page, _ = _open_game(new_page, 1100, "Quiet chat", preset="escoba", lang="ru")
    empty = "#table-chat + .chat-empty"
    assert page.is_visible(empty)
    assert page.text_content(empty) == message("ru", "chat-empty")
    page.fill("#table-chat-input", "Привет")
    page.press("#table-chat-input", "Enter")
    page.wait_for_selector("#table-chat li")
    assert not page.is_visible(empty)


STILL = ["#turn-line", "#scoreboard", "#seat-ring .ring-top", "#table-cards", "#hand",
         "#actions", "#command"]
"""What must not move when the choice of a capture opens (Cancel takes Play's place in the bar)."""

BOXES_JS = """(selectors) => Object.fromEntries(selectors.map((selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return [selector, [box.left, box.top, box.bottom].map(Math.round)];
}))"""


@pytest.mark.parametrize(("lang", "width", "height"), [("en", 1280, 800), ("en", 1100, 900),
                                                      ("ru", 1100, 900)])
def test_the_choice_of_a_capture_opens_over_the_hand_and_moves_nothing(
        new_page: Any, lang: str, width: int, height: int) -> None:
    # In Russian the action bar gained "Отмена" and wrapped to a second row: Cancel now
    # takes Play's place while a capture is chosen.
    page = new_page(lang=lang, width=width, height=height)
    enter_as_guest(page, f"Chooser {lang} {width}")
    create_table(page, preset="escoba", level="easy")
    to_a_card_of_several_captures(page)
    page.wait_for_timeout(300)  # the last frame's layout settles
    before = page.evaluate(BOXES_JS, STILL)
    page.keyboard.press("Enter")
    page.wait_for_selector("#choice:not([hidden])")
    assert page.evaluate(BOXES_JS, STILL) == before
    # It covers the hand, not the table cards it speaks of, and stays on the screen.
    assert page.evaluate(OVERLAPS_JS, ["#choice", "#table-cards"]) == []
    assert page.evaluate(OVERLAPS_JS, ["#choice", "#hand"]) != []
    assert page.evaluate(OUT_OF_VIEW_JS, ["#choice", "#command"]) == []
    page.keyboard.press("Escape")
    page.wait_for_selector("#choice", state="hidden")
    assert page.evaluate(BOXES_JS, STILL) == before


ACTION_ROWS_JS = """() => new Set([...document.querySelectorAll('#actions > *')]
  .filter((e) => e.offsetParent !== null)
  .map((e) => { const box = e.getBoundingClientRect();
                return Math.round(box.top + box.height / 2); })).size"""
"""How many rows the action bar's buttons take (they are centred on their row)."""


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "es", "it"])
def test_the_action_bar_is_one_row_at_1100_pixels_in_every_language(new_page: Any,
                                                                    lang: str) -> None:
    # Beside the side panel at 1100 px the felt is about 700 px wide: the Russian, Spanish
    # and Italian labels took a second row for one button.
    page, _ = _open_game(new_page, 1100, f"Bar {lang}", preset="escoba", lang=lang)
    assert page.evaluate(ACTION_ROWS_JS) == 1


LAST_PLAY_JS = """() => {
  const felt = document.getElementById('game').getBoundingClientRect();
  const hits = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const shown = [...document.querySelectorAll('#seat-ring .seat-last')]
    .filter((slot) => slot.children.length);
  return shown.map((slot) => {
    const box = slot.getBoundingClientRect();
    const own = slot.closest('.seat-zone');
    const others = [...document.querySelectorAll('#seat-ring .seat-zone')]
      .filter((zone) => zone !== own && hits(zone.getBoundingClientRect(), box));
    const title = document.getElementById('table-cards-title').getBoundingClientRect();
    const name = document.createRange();
    name.selectNodeContents(own.querySelector('.seat-name'));
    const words = [name.getBoundingClientRect(),
      ...[...own.querySelectorAll('.seat-hand, .seat-pile, .seat-marks')]
        .filter((part) => part.getClientRects().length)
        .map((part) => part.getBoundingClientRect())];
    return {seat: own.dataset.seat, onTheFelt: box.left >= felt.left && box.right <= felt.right,
            overOthers: others.length, overTitle: hits(title, box),
            overOwnWords: words.some((part) => hits(part, box))};
  });
}"""


@pytest.mark.parametrize(("preset", "players", "width"), [
    ("classic", 3, 1100), ("classic", 4, 1280), ("classic", 2, 1280), ("escoba", 6, 375)])
def test_the_last_play_hangs_by_its_seat_on_the_felt(new_page: Any, preset: str, players: int,
                                                      width: int) -> None:
    # Seen at 1100 with three players and 1280 with four: the last play hung beside the
    # rightmost seat past the felt's edge. It hangs below that seat instead. On a phone
    # with six players it covered the counts of its seat's narrow box (it has a row of its
    # own there), and a count of two digits ran into the next box.
    page = new_page(width=width, height=900)
    enter_as_guest(page, f"Last {players} {width}")
    create_table(page, preset=preset, players=players, level="easy")
    state = wait_for_turn_or_end(page)
    for _ in range(3):  # at each turn the last play is the previous seat's, in the ring
        play_turn(page, state)
        state = wait_for_turn_or_end(page, state["version"])
        # The flights have landed (on a loaded machine 0.6 s was not always enough: the mark
        # was measured mid-flight over the title) and the mark is drawn.
        wait_for_landing(page)
        page.wait_for_timeout(200)
        shown = page.evaluate(LAST_PLAY_JS)
        assert len(shown) == 1, shown
        assert shown[0] == {"seat": shown[0]["seat"], "onTheFelt": True, "overOthers": 0,
                            "overTitle": False, "overOwnWords": False}, shown
        spill = page.eval_on_selector_all("#seat-ring .seat-zone", """zones => zones
            .filter((zone) => [...zone.querySelectorAll('.seat-hand, .seat-pile')].some(
              (part) => part.getBoundingClientRect().right > zone.getBoundingClientRect().right))
            .map((zone) => zone.textContent)""")
        assert spill == [], spill


def test_the_player_s_own_last_card_hangs_clear_of_its_seat(new_page: Any) -> None:
    # At the game's end with the player's card the last played, its small face was drawn
    # over the player's own name and counts (above the seat, it was meant): a grid item
    # placed absolutely took its empty grid row at the foot of the box for reference.
    page = new_page(width=1100, height=900)
    enter_as_guest(page, "Own last")
    create_table(page, preset="scopa", target="1", level="easy")
    for _ in range(8):  # games of one round until the player's own card ends one
        assert play_to_the_end(page)["over"]
        wait_for_landing(page)
        shown = page.evaluate(LAST_PLAY_JS)
        own = [s for s in shown if s["seat"] == str(frame(page)["seat"])]
        if own:
            break
        page.click("#result-again")
        page.wait_for_selector("#result", state="hidden")
    assert own, "the player's card never ended a game"
    assert own[0] == {"seat": own[0]["seat"], "onTheFelt": True, "overOthers": 0,
                      "overTitle": False, "overOwnWords": False}, own


HAND_HEADING_JS = """() => {
  const card = document.activeElement;
  const style = getComputedStyle(card);
  const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  return {heading: document.getElementById('hand-title').getBoundingClientRect().bottom,
          ringTop: card.getBoundingClientRect().top - ring,
          chosen: card.classList.contains('current')};
}"""


@pytest.mark.parametrize(("preset", "players", "width", "height"), [
    ("escoba", 4, 1280, 800), ("scopa", 2, 1280, 800), ("classic", 3, 1100, 900)])
def test_the_chosen_card_and_its_focus_ring_leave_the_hand_s_heading_clear(
        new_page: Any, preset: str, players: int, width: int, height: int) -> None:
    # Seen in Russian at 1280x800 with four players: the chosen card rises, and its focus
    # ring covered the bottom of "Ваши карты".
    page = new_page(lang="ru", width=width, height=height)
    enter_as_guest(page, f"Заголовок {preset} {players}")
    create_table(page, preset=preset, players=players, level="easy")
    wait_for_turn_or_end(page)
    page.focus("#hand [tabindex='0']")
    page.wait_for_timeout(300)  # the card has risen
    seen = page.evaluate(HAND_HEADING_JS)
    assert seen["chosen"], seen
    assert seen["ringTop"] >= seen["heading"], seen
