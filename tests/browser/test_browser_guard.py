"""Issue 16 in the browser: the owner closes a table (asked first) and hears why it
closed; the game so far is among the records, said as stopped, and can be shared; another
player watching sees no Close button."""

from __future__ import annotations

from typing import Any

import pytest
from listening import wait_said
from steps import create_table, enter_as_guest, wait_for_game

from cardtable.text.catalog import message

expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect


def test_the_owner_closes_a_table_hears_why_and_shares_its_record(new_page: Any) -> None:
    ana, bo = new_page(), new_page()
    enter_as_guest(ana, "Closer")
    table = create_table(ana, preset="scopa", level="easy")
    wait_for_game(ana)
    enter_as_guest(bo, "Onlooker")
    bo.click(f"button[data-act='watch'][data-table='{table}']")
    bo.wait_for_selector("#view-table:not([hidden])")
    expect(bo.locator("#close-table")).to_be_hidden()
    close = ana.locator("#close-table")
    expect(close).to_be_visible()
    expect(close).to_have_text(message("en", "button-close-table"))
    asked: list[str] = []

    def accept(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.accept()

    ana.once("dialog", accept)
    close.click()
    wait_said(ana, message("en", "table-closed", table=table, reason="closed"))
    wait_said(bo, message("en", "table-closed", table=table, reason="closed"))
    assert asked == [message("en", "confirm-close-table", table=table)]
    ana.wait_for_selector("#view-lobby:not([hidden])")
    share = ana.locator("#records .share-record").first
    expect(share).to_have_text(message("en", "button-share-record", table=table))
    link = ana.locator("#records a").first
    expect(link).to_have_text(message("en", "record-stopped", table=table, reason="closed",
                                      game=message("en", "game-name", game="scopa")))
    assert "/records/" in (link.get_attribute("href") or "")
    assert not (link.get_attribute("href") or "").endswith(f"/{table}.json")
    share.click()
    wait_said(ana, message("en", "record-shared", table=table))
    expect(share).to_have_attribute("aria-pressed", "true")
    expect(share).to_have_text(message("en", "button-unshare-record", table=table))
