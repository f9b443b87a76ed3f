"""The settings dialog with the keyboard only: the language comes first and applies at once
(a Russian page in a few key presses from the table), then how much is said and the speech
rate, which apply at once too and are kept here and with the account; the keys come last,
in a closed group, so that Tab from the language soon reaches Save."""

from __future__ import annotations

from typing import Any

import pytest
from steps import create_table, enter_as_guest, wait_for_turn_or_end

from cardtable.text.catalog import message

expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect
MOST_PRESSES = 8
SHOWN_MS = 15_000
"""How long the page may take to show its words in the new language."""


class Keys:
    """The keyboard, counting the presses."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def press(self, key: str) -> None:
        """Press one key."""
        self.count += 1
        self.page.keyboard.press(key)

    def focused(self) -> str:
        """The id (or value) of the element with the focus."""
        value: str = self.page.evaluate(
            "() => document.activeElement.id || document.activeElement.value || ''")
        return value


def test_from_the_table_to_a_russian_page_in_a_few_keys(new_page: Any) -> None:
    page = new_page(lang="en")
    enter_as_guest(page, "Polyglot")
    create_table(page, preset="scopa", level="easy")
    wait_for_turn_or_end(page)
    page.focus("#hand [tabindex='0']")
    keys = Keys(page)
    while keys.focused() != "open-settings":
        assert keys.count < MOST_PRESSES, "the Settings button is too far"
        keys.press("Shift+Tab")
    keys.press("Enter")
    page.wait_for_selector("#settings-dialog[open]")
    assert keys.focused() == "set-lang"  # the first field is the language
    keys.press("ArrowDown")  # English -> Russian, applied at once
    page.wait_for_function("() => document.documentElement.lang === 'ru'")
    page.wait_for_function("([text]) => document.getElementById('live-polite').textContent"
                           " === text", arg=[message("ru", "settings-language-set")])
    assert keys.focused() == "set-lang"
    keys.press("Escape")
    page.wait_for_function("() => !document.getElementById('settings-dialog').open")
    assert keys.count <= MOST_PRESSES, keys.count

    # The page is Russian, and stays so: the choice is saved.
    expect(page.locator("#open-settings")).to_have_text(message("ru", "button-settings"),
                                                        timeout=SHOWN_MS)
    expect(page.locator("#leave-table")).to_have_text(message("ru", "button-leave"),
                                                      timeout=SHOWN_MS)
    assert page.evaluate("() => window.cardtable.settings.lang") == "ru"
    page.reload()
    page.wait_for_selector("#view-table:not([hidden]), #view-lobby:not([hidden])")
    expect(page.locator("#open-settings")).to_have_text(message("ru", "button-settings"),
                                                        timeout=SHOWN_MS)


def test_tab_from_the_language_reaches_save_before_the_keys(new_page: Any) -> None:
    page = new_page(lang="ru")
    enter_as_guest(page, "Tabber")
    page.click("#open-settings")
    page.wait_for_selector("#settings-dialog[open]")
    keys = Keys(page)
    order = [keys.focused()]
    while keys.focused() != "save":
        assert keys.count < 20, order
        keys.press("Tab")
        order.append(keys.focused())
    assert order[:3] == ["set-lang", "set-verbosity", "set-rate"]
    assert not any(name.startswith("set-key-") for name in order)
    assert page.evaluate("() => document.getElementById('set-keys').open") is False
    # The labels of the new fields come from the catalogue.
    label = page.text_content("label[for=set-verbosity]")
    assert label == message("ru", "settings-verbosity")
    options = page.eval_on_selector_all("#set-verbosity option", "els => els.map(e => e.text)")
    assert options == [message("ru", f"verbosity-{v}")
                       for v in ("auto", "brief", "normal", "full")]
    offered = page.eval_on_selector_all("#set-rate option",
                                        "els => els.map(e => [e.value, e.text])")
    rates = page.evaluate("async () => (await import('/static/js/settings.js')).RATES")
    assert offered == [[str(rate), message("ru", "rate-value", rate=rate)] for rate in rates]


def choose(page: Any, select: str, value: str) -> None:
    """Choose an option of a focused <select> with the arrow keys."""
    for _ in range(10):
        if page.eval_on_selector(select, "el => el.value") == value:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{value} is not an option of {select}")


def test_verbosity_and_rate_apply_at_once_and_survive_a_reload(new_page: Any) -> None:
    page = new_page(lang="en")
    enter_as_guest(page, "Quick")
    page.focus("#open-settings")
    page.keyboard.press("Enter")
    page.wait_for_selector("#settings-dialog[open]")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.id") == "set-verbosity"
    choose(page, "#set-verbosity", "brief")
    page.wait_for_function("() => window.cardtable.settings.verbosity === 'brief'")
    said = message("en", "settings-verbosity-set", choice=message("en", "verbosity-brief"))
    page.wait_for_function("([text]) => document.getElementById('live-polite').textContent"
                           " === text", arg=[said])
    page.keyboard.press("Tab")
    choose(page, "#set-rate", "400")
    page.wait_for_function("() => window.cardtable.settings.rate === 400")
    page.wait_for_function("([text]) => document.getElementById('live-polite').textContent"
                           " === text", arg=[message("en", "settings-rate-set", rate=400)])
    page.keyboard.press("Escape")  # no Save needed
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('cardtable.settings'))")
    assert stored["verbosity"] == "brief" and stored["rate"] == 400

    # A reload keeps them (this browser) ...
    page.reload()
    page.wait_for_selector("#view-lobby:not([hidden])")
    assert page.evaluate("() => [window.cardtable.settings.verbosity,"
                         " window.cardtable.settings.rate]") == ["brief", 400]
    # ... and so does the account, without this browser's copy.
    page.evaluate("() => localStorage.removeItem('cardtable.settings')")
    page.reload()
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.wait_for_function("() => window.cardtable.settings.verbosity === 'brief'"
                           " && window.cardtable.settings.rate === 400")
    page.click("#open-settings")
    page.wait_for_selector("#settings-dialog[open]")
    assert page.eval_on_selector("#set-verbosity", "el => el.value") == "brief"
    assert page.eval_on_selector("#set-rate", "el => el.value") == "400"
