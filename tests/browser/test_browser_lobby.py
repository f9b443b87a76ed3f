"""The room's list of tables as a player meets it: the new table's form comes first, the
tables nobody is playing at (waiting with no person there, or left by their people) wait
apart under a folded "Other tables", every table and button is reachable by keyboard and
named, and the lists keep whole borders and pass axe at a desktop's and a phone's width, in
the light and the dark theme."""

from __future__ import annotations

from typing import Any

import pytest
from steps import create_table, enter_as_guest, wait_for_game
from test_browser_room import violations
from test_browser_room_focus import uniq

from cardtable.text.catalog import message

expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect

BEFORE_JS = """([first, second]) => Boolean(document.getElementById(first)
  .compareDocumentPosition(document.getElementById(second)) & Node.DOCUMENT_POSITION_FOLLOWING)"""

BORDERS_JS = """() => {
  // Every list of tables shown: its box is inside the page, and nothing of a row (a cell,
  // a button) reaches past the row's own border box, nor past its scroll box.
  const problems = [];
  const width = document.documentElement.clientWidth;
  for (const table of document.querySelectorAll('#view-lobby .room-tables')) {
    if (!table.offsetParent) continue;
    const box = table.closest('.table-scroll');
    const outer = box.getBoundingClientRect();
    if (outer.left < 0 || outer.right > width + 0.5) problems.push(`${table.id} out of the page`);
    if (box.scrollWidth > box.clientWidth + 1) problems.push(`${table.id} is cut off (scrolls)`);
    for (const row of table.tBodies[0].rows) {
      const edge = row.getBoundingClientRect();
      for (const inner of row.querySelectorAll('th, td, button')) {
        const r = inner.getBoundingClientRect();
        if (r.right > edge.right + 0.5 || r.left < edge.left - 0.5) {
          problems.push(`${table.id} row ${row.dataset.key}: ${inner.tagName} past the row`);
        }
      }
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push('page too wide');
  return problems;
}"""


def row_in(page: Any, list_id: str, table: int) -> Any:
    return page.locator(f"#{list_id} tbody tr[data-key='{table}']")


def focus_by_tab(page: Any, selector: str, limit: int = 300) -> None:
    """Press Tab until ``selector`` has the focus, as a keyboard player would."""
    check = f"() => document.activeElement === document.querySelector({selector!r})"
    for _ in range(limit):
        if page.evaluate(check):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def test_the_room_lists_the_tables_people_play_at_and_folds_the_others(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Roomer")
    # The new table's form comes before the list of tables.
    assert page.evaluate(BEFORE_JS, ["create-title", "tables-title"])
    assert page.evaluate(BEFORE_JS, ["create-form", "tables"])

    # A table someone waits at is in the main list.
    host = new_page()
    enter_as_guest(host, "Host")
    waiting = create_table(host, preset="escoba", players=4, bots=False, start=False)
    expect(row_in(page, "tables", waiting)).to_be_visible()

    # A table opened without sitting at it, nobody there: under "Other tables", folded.
    ghost = new_page()
    enter_as_guest(ghost, "Ghost")
    ghost.select_option("#create-form select[name=seat]", "")
    ghost.uncheck("#create-form input[name=bots]")
    ghost.focus("#create-form button[type=submit]")
    ghost.keyboard.press("Enter")
    ghost.wait_for_function("() => window.cardtable.current !== null")
    empty: int = ghost.evaluate("() => window.cardtable.current")
    expect(row_in(page, "tables-others", empty)).to_have_count(1)
    expect(row_in(page, "tables", empty)).to_have_count(0)
    expect(page.locator("#tables-other")).to_be_visible()
    assert page.evaluate("() => document.getElementById('tables-other').open") is False
    expect(page.locator("#tables-other-title")).to_have_text(
        message("en", "tables-other", count=1))
    # The creator sees their own table in the main list.
    ghost.click("#go-lobby")
    expect(row_in(ghost, "tables", empty)).to_have_count(1)

    # A table whose person is gone (the connection closed) leaves the main list too.
    host.context.close()
    expect(row_in(page, "tables-others", waiting)).to_have_count(1)
    expect(row_in(page, "tables", waiting)).to_have_count(0)
    expect(page.locator("#tables-other-title")).to_have_text(
        message("en", "tables-other", count=2))

    # Opened by the keyboard, its tables' buttons are reached by Tab and named.
    focus_by_tab(page, "#tables-other-title")
    page.keyboard.press("Enter")
    watch = f"#tables-others button[data-act='watch'][data-table='{empty}']"
    focus_by_tab(page, watch)
    expect(page.locator(watch)).to_have_accessible_name(
        message("en", "button-watch-label", table=empty))
    page.keyboard.press("Enter")
    page.wait_for_selector("#view-table:not([hidden])")
    assert page.evaluate("() => window.cardtable.current") == empty


@pytest.mark.parametrize("width", [1280, 375])
def test_the_room_s_tables_have_whole_borders_and_pass_axe(new_page: Any, width: int) -> None:
    host = new_page()
    enter_as_guest(host, f"Waiting {width}")
    create_table(host, preset="escoba", players=4, bots=False, start=False)
    ghost = new_page()
    enter_as_guest(ghost, f"Ghost {width}")
    ghost.select_option("#create-form select[name=seat]", "")
    ghost.uncheck("#create-form input[name=bots]")
    ghost.click("#create-form button[type=submit]")
    ghost.wait_for_function("() => window.cardtable.current !== null")

    page = new_page(width=width, height=800)
    enter_as_guest(page, f"Looker {width}")
    page.wait_for_selector("#tables tbody tr")
    page.wait_for_selector("#tables-other:not([hidden])")
    page.click("#tables-other-title")
    page.wait_for_selector("#tables-others tbody tr")
    for theme in ("light", "dark"):
        page.evaluate(f"""() => {{ const r = document.documentElement;
            r.dataset.theme = '{theme}'; r.dataset.contrast = 'normal'; }}""")
        assert page.evaluate(BORDERS_JS) == [], theme
        assert violations(page) == [], theme


def test_at_a_table_the_page_hears_no_other_table_and_back_in_the_room_lists_them(
        new_page: Any) -> None:
    # A thousand people at their tables would otherwise each hear of every seat taken in
    # the room (issue 17): the page follows the lobby only while the room is on screen.
    frames: list[dict[str, Any]] = []
    ana, bo = new_page(frames=frames), new_page()
    enter_as_guest(ana, f"Seated {uniq()}")
    enter_as_guest(bo, f"Opener {uniq()}")
    mine = create_table(ana, preset="scopa")
    ana.wait_for_function("() => window.cardtable.games.size > 0")
    seen = len(frames)
    other = create_table(bo, preset="escoba", start=False)
    bo.wait_for_timeout(1200)  # more than the lobby's half a second between flushes
    later = [f for f in frames[seen:] if f.get("type") in ("table", "table_closed")]
    assert all(f["table"]["id"] == mine for f in later if f["type"] == "table"), later
    ana.click("#go-lobby")
    row = f"#tables tr[data-key='{other}']"
    ana.wait_for_selector(row)  # listed again on the way back, and followed from then on
    bo.click("#leave-table")
    ana.wait_for_selector(row, state="detached")


def test_the_form_offers_compulsory_capture_and_the_table_plays_under_it(
        new_page: Any) -> None:
    page = new_page("ru")
    enter_as_guest(page, "Аня")
    form = "#create-form"
    page.select_option(f"{form} select[name=game]", "sweep")
    page.select_option(f"{form} select[name=preset]", "scopa")
    page.focus(f"{form} details summary")
    page.keyboard.press("Enter")  # "More options" opens
    control = page.locator(f"{form} select[data-option=must_capture]")
    label = page.locator(f"label[for='{control.get_attribute('id')}']")
    assert label.inner_text().strip() == message("ru", "option-must-capture")
    names = control.locator("option").all_inner_texts()
    assert message("ru", "choice-must_capture-any") in names
    control.select_option("any")
    page.focus(f"{form} button[type=submit]")
    page.keyboard.press("Enter")
    rules = wait_for_game(page)["view"]["rules"]
    assert rules["must_capture"] == "any" and rules["preset"] == "scopa"


def test_an_escoba_table_draws_for_its_first_dealer_unless_one_is_chosen(
        new_page: Any) -> None:
    page = new_page("en")
    enter_as_guest(page, "Ann")
    form = "#create-form"
    page.select_option(f"{form} select[name=game]", "sweep")
    page.select_option(f"{form} select[name=preset]", "escoba")
    dealer = page.locator(f"{form} select[name=first_dealer]")
    assert dealer.input_value() == "draw"
    assert dealer.locator("option").first.inner_text() == message("en", "first-dealer-draw")
    page.select_option(f"{form} select[name=preset]", "scopa")  # no draw there
    assert dealer.input_value() == "0"
    assert "draw" not in [o.get_attribute("value") for o in dealer.locator("option").all()]
    page.select_option(f"{form} select[name=preset]", "escoba")
    page.focus(f"{form} button[type=submit]")
    page.keyboard.press("Enter")
    drawn = wait_for_game(page)
    assert drawn["view"]["rules"]["dealer_draw"] is True
    said = message("en", "dealer-draw", draws="")[:len("Drawing for the deal:")]
    page.wait_for_function(  # heard, and kept in the history
        "text => document.getElementById('history').textContent.includes(text)", arg=said)


CHECKBOX_ROWS_JS = """() => [...document.querySelectorAll('#view-lobby .field.check')]
  .filter((row) => row.offsetParent)
  .map((row) => {
    const box = row.querySelector('input').getBoundingClientRect();
    const label = row.querySelector('label').getBoundingClientRect();
    return {label: row.querySelector('label').textContent,
            beside: label.left >= box.right && label.top < box.bottom};
  })"""


@pytest.mark.parametrize("width", [375, 1100])
def test_each_checkbox_s_label_stands_beside_it(new_page: Any, width: int) -> None:
    # Seen on a phone in Russian: "Посадить на остальные места компьютер" went under its
    # box, leaving the box alone on its line.
    page = new_page(lang="ru", width=width)
    enter_as_guest(page, f"Флажки {width}")
    page.wait_for_selector("#view-lobby:not([hidden])")
    rows = page.evaluate(CHECKBOX_ROWS_JS)
    assert len(rows) >= 6
    assert [row for row in rows if not row["beside"]] == []
