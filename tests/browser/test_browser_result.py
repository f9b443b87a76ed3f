"""The game-over panel as a player meets it: at the game's end the result on the game area
says who won, shows the final scores and the points of each round (partie) as real tables
whose numbers are the room's, keeps the focus there and what is heard in its order (the
results, then the record's sentence), and offers the same options again, the way back to
the room and the record."""

from __future__ import annotations

from typing import Any

import pytest
from listening import wait_said
from steps import create_table, enter_as_guest, play_to_the_end, wait_for_game
from test_browser_room import violations
from timeline import read, said

from cardtable.text.catalog import join_list, message

expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect

TABLE_JS = """(selector) => {
  const table = document.querySelector(selector);
  if (!table) return null;
  const texts = (row) => [...row.children].map((cell) => cell.textContent.trim());
  return {
    caption: table.caption ? table.caption.textContent.trim() : null,
    head: [...table.tHead.rows].map(texts),
    headScopes: [...table.tHead.querySelectorAll('th')].map((th) => th.scope),
    rowScopes: [...table.tBodies[0].rows].map(
      (row) => row.cells[0].tagName + ':' + row.cells[0].scope),
    body: [...table.tBodies[0].rows].map(texts),
    foot: table.tFoot ? [...table.tFoot.rows].map(texts) : [],
  };
}"""


def read_table(page: Any, selector: str) -> dict[str, Any]:
    """A table of the page: its caption, header, body and foot rows as texts."""
    found: dict[str, Any] | None = page.evaluate(TABLE_JS, selector)
    assert found is not None, f"no table {selector}"
    return found


def points(text: str) -> int:
    """A number as the panel writes it (a minus sign may be the typographic one)."""
    return int(text.replace("\u2212", "-").replace(",", "").replace("\u00a0", ""))


def game_over_of(frames: list[dict[str, Any]], table: int) -> dict[str, Any]:
    return next(f for f in frames if f.get("type") == "game_over" and f["table"] == table)


def check_panel(page: Any, frames: list[dict[str, Any]], table: int, last: dict[str, Any],
                lang: str, rows_named: str) -> dict[str, Any]:
    """The panel at the end of ``table``'s game matches its ``game_over`` frame; returns it."""
    page.wait_for_selector("#result:not([hidden]) #result-next:not([hidden])")
    over = game_over_of(frames, table)
    sides = last["speech"]["sides"]
    assert len(sides) == len(over["scores"])

    # Who won, in a sentence of the catalogue, naming the sides as the game's speech does.
    winners = [sides[side] for side in over["winners"]]
    expect(page.locator("#result-winner")).to_have_text(
        message(lang, "result-winner", count=len(winners), sides=join_list(lang, winners)))
    # The game's own result sentence is still there, above the tables.
    expect(page.locator("#result-text")).to_contain_text(end_sentence(frames, table))

    scores = read_table(page, "#result .result-scores")
    assert scores["caption"] == message(lang, "result-scores-caption")
    assert scores["headScopes"] == ["col"] * 3
    assert all(scope == "TH:row" for scope in scores["rowScopes"])
    assert [row[0] for row in scores["body"]] == sides
    assert [points(row[1]) for row in scores["body"]] == over["scores"]
    won = message(lang, "result-won")
    assert [side for side, row in enumerate(scores["body"]) if row[2] == won] == over["winners"]

    rounds = read_table(page, "#result .result-rounds")
    assert rounds["head"] == [[message(lang, f"result-col-{rows_named}"), *sides]]
    assert all(scope == "col" for scope in rounds["headScopes"])
    assert all(scope == "TH:row" for scope in rounds["rowScopes"])
    assert [row[0] for row in rounds["body"]] == [
        message(lang, f"result-{rows_named}-number", number=n)
        for n in range(1, len(over["rounds"]) + 1)]
    body = [[points(cell) for cell in row[1:]] for row in rounds["body"]]
    assert body == over["rounds"] and body
    # Each side's column adds up to its final score, written at the foot.
    assert [sum(column) for column in zip(*body, strict=True)] == over["scores"]
    assert rounds["foot"] == [[message(lang, "result-total"), *scores_text(scores)]]

    # Every control of the panel has its name.
    expect(page.locator("#result-again")).to_have_text(message(lang, "button-same-again"))
    expect(page.locator("#result-lobby")).to_have_text(message(lang, "button-lobby"))
    expect(page.locator("#result-record a")).to_have_text(
        message(lang, "record-download", record=over["record"]))
    return over


def end_sentence(frames: list[dict[str, Any]], table: int) -> str:
    """The sentence of the game's end (its ``game_end`` event) as the room said it."""
    final = next(f for f in frames if f.get("type") == "game" and f["table"] == table
                 and f["over"] and f["events"])
    sentences = final["speech"]["events"]
    offset = len(sentences) - len(final["events"])
    index = next(i for i, e in enumerate(final["events"]) if e["type"] == "game_end")
    text: str = sentences[index + offset]
    return text


def heard_at(spoken: list[str], text: str) -> tuple[int, int]:
    """Where ``text`` is first heard: which live text, and where in it."""
    return next((i, said.index(text)) for i, said in enumerate(spoken) if text in said)


def scores_text(scores: dict[str, Any]) -> list[str]:
    return [row[1] for row in scores["body"]]


def test_the_game_over_panel_shows_the_game_and_plays_it_again(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page = new_page(frames=frames)
    enter_as_guest(page, "Panel")
    table = create_table(page, preset="scopa", target="1", level="easy")
    last = play_to_the_end(page)
    assert last["over"]
    over = check_panel(page, frames, table, last, "en", "round")

    # The focus is on the result, whether the player's card ended the game or the player
    # waited on an empty hand while the others played; the panel's first button is the
    # next stop of Tab.
    assert page.evaluate("() => document.activeElement.id") == "result"
    # axe finds nothing in the panel, in the light theme and the dark.
    for theme in ("light", "dark"):
        page.evaluate(f"() => {{ document.documentElement.dataset.theme = '{theme}'; }}")
        assert violations(page) == [], theme
    # Heard: the result, then the record's sentence.
    record_sentence = message("en", "game-over-record")
    wait_said(page, record_sentence)
    spoken = [e.text for e in said(read(page))]
    ending = end_sentence(frames, table)
    assert heard_at(spoken, ending) < heard_at(spoken, record_sentence)

    # The record answers, and is this game's.
    href = page.get_attribute("#result-record a", "href")
    assert href == f"/records/{over['record_key']}.json"  # the unguessable key
    response = page.request.get(page.url.split("/?")[0] + href)
    assert response.status == 200
    assert response.json()["scores"] == over["scores"]

    # Same options again: a new table of the same game and options, the same computer
    # player at the same level, started; the player at the same seat.
    old = page.evaluate(f"() => window.cardtable.tables.get({table})")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.id") == "result-again"
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => ![null, {table}].includes(window.cardtable.current)")
    again = page.evaluate("() => window.cardtable.current")
    page.wait_for_function(f"() => window.cardtable.tables.get({again}).status === 'playing'")
    new = page.evaluate(f"() => window.cardtable.tables.get({again})")
    assert [new[key] for key in ("game", "preset", "options")] == [
        old[key] for key in ("game", "preset", "options")]
    assert new["options"]["target"] == 1
    assert [(s["kind"], s.get("level"), s.get("name")) for s in new["seats"]] == [
        (s["kind"], s.get("level"), s.get("name")) for s in old["seats"]]
    wait_for_game(page)
    # The new table starts clean: no result from the last one.
    assert not page.is_visible("#result")

    # Back to the room, from the end of that game.
    play_to_the_end(page)
    page.wait_for_selector("#result-next:not([hidden])")
    page.focus("#result-lobby")
    page.keyboard.press("Enter")
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.wait_for_function("() => document.activeElement.id === 'lobby-title'")


def test_at_the_game_s_end_the_action_bar_offers_nothing_to_do_in_the_game(
        new_page: Any) -> None:
    # Under manual capture the bar offers a challenge while the game goes on; once it is
    # over, only what reads the game out is left (a screen reader user tabs through it).
    page = new_page()
    enter_as_guest(page, "Finisher")
    create_table(page, preset="scopa", modifiers=("manual",), target="1", level="easy")
    state = wait_for_game(page)
    page.wait_for_selector("#actions button[data-action=challenge]")
    assert not state["over"]
    assert play_to_the_end(page)["over"]
    page.wait_for_function("() => !document.querySelector('#actions [data-action=play]')")
    actions = page.eval_on_selector_all("#actions button", "bs => bs.map(b => b.dataset.action)")
    assert not {"play", "hint", "challenge", "claim", "end", "discard"} & set(actions), actions
    assert {"table", "score", "help"} <= set(actions), actions


def test_a_metamorphosis_panel_counts_the_parties_in_russian(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page = new_page(lang="ru", frames=frames)
    enter_as_guest(page, "Панель")
    table = create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    last = play_to_the_end(page, max_turns=600)
    check_panel(page, frames, table, last, "ru", "partie")


CLIPPED_JS = """() => [...document.querySelectorAll('#result .table-scroll')].map((box) => ({
  caption: box.querySelector('caption').textContent.trim(),
  hidden: box.scrollWidth - box.clientWidth,
  columns: [...box.querySelectorAll('thead th')].filter((th) => {
    const cell = th.getBoundingClientRect(), frame = box.getBoundingClientRect();
    return cell.right > frame.right + 1 || cell.left < frame.left - 1;
  }).map((th) => th.textContent.trim()),
}))"""


@pytest.mark.parametrize("width", [1100, 1024, 800])
def test_three_players_results_fit_their_boxes_at_window_widths(new_page: Any,
                                                                  width: int) -> None:
    # Seen in a newcomer's game: at 1100 pixels the points round by round of three players
    # stood beside the final scores and the third player's column was cut off (to be found
    # only by scrolling sideways inside the box); at 800, beside the log, the game area is
    # 350 pixels wide. Every column is seen without scrolling.
    frames: list[dict[str, Any]] = []
    page = new_page(width=width, frames=frames)
    enter_as_guest(page, f"Wide{width}")
    table = create_table(page, preset="classic", players=3, target="1", level="easy")
    last = play_to_the_end(page)
    check_panel(page, frames, table, last, "en", "round")
    # Three players: one's last card is often not the game's last, and the focus waited on
    # "your hand is empty"; the result takes it all the same.
    assert page.evaluate("() => document.activeElement.id") == "result"
    boxes = page.evaluate(CLIPPED_JS)
    assert len(boxes) == 2
    assert [(b["caption"], b["hidden"], b["columns"]) for b in boxes] == [
        (b["caption"], 0, []) for b in boxes]


NAME_LENGTHS_JS = """(name) => {
  // The player's name in both tables at each length from 4 to 24 characters (a guest may
  // take any of them); for each, the boxes whose table is wider than the box shows.
  const cells = [...document.querySelectorAll('#result .result-tables th')]
    .filter((cell) => cell.textContent.trim() === name);
  const cut = [];
  for (let length = 4; length <= 24; length += 1) {
    const text = 'Bartholomew Montgomery'.padEnd(24, 'x').slice(0, length);
    for (const cell of cells) cell.textContent = text;
    for (const box of document.querySelectorAll('#result .result-tables .table-scroll')) {
      if (box.scrollWidth > box.clientWidth + 1) cut.push(
        `${length}: ${box.querySelector('table').className} ${box.scrollWidth}/${box.clientWidth}`);
    }
  }
  return {cells: cells.length, cut};
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_column_of_the_result_tables_is_seen_whole(new_page: Any, lang: str) -> None:
    # Two players at 1100 pixels beside the log: with a name of some lengths the final
    # scores' last column (who won) was cut off by its box while the points round by round
    # sat beside it.
    page = new_page(lang=lang, width=1100)
    name = f"Whole{lang.upper()}"
    enter_as_guest(page, name)
    create_table(page, preset="scopa", target="1", level="easy")
    assert play_to_the_end(page)["over"]
    page.wait_for_selector("#result:not([hidden]) #result-next:not([hidden])")
    found = page.evaluate(NAME_LENGTHS_JS, name)
    assert found["cells"] == 2  # the name heads a row of the scores and a column of rounds
    assert found["cut"] == []
