"""A room that admits one open table from a network address: a second person behind that
address (a school's, a library's network) hears that the address has its tables, not that
they have too many of their own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from listening import wait_said
from server_process import serve_room
from steps import create_table, enter_as_guest

from cardtable.text.catalog import catalogue_source


@pytest.fixture
def room(tmp_path: Path) -> Iterator[str]:
    """``cardtable serve`` admitting one open table from an address (every page here is on
    127.0.0.1), a new one for each test (the table a test leaves open would count)."""
    with serve_room(tmp_path, ("--tables-per-address", "1")) as url:
        yield url


def _web_sentence(lang: str, message_id: str) -> str:
    """A message of the page's own catalogue that has no variables."""
    prefix = f"{message_id} = "
    line = next(line for line in catalogue_source(lang, "web").splitlines()
                if line.startswith(prefix))
    return line.removeprefix(prefix)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_address_s_limit_is_said_as_the_address_s(new_page: Any, lang: str) -> None:
    first = new_page(lang=lang)
    enter_as_guest(first, f"First {lang}")
    create_table(first, preset="scopa", bots=False, start=False)
    second = new_page(lang=lang)
    enter_as_guest(second, f"Second {lang}")
    second.select_option("#create-form select[name=game]", "sweep")
    second.focus("#create-form button[type=submit]")
    second.keyboard.press("Enter")
    wait_said(second, _web_sentence(lang, "error-too-many-tables-from-address"))
    assert second.is_visible("#view-lobby")  # still in the room, its form as it was
    said = second.evaluate("() => document.getElementById('history').innerText")
    assert _web_sentence(lang, "error-too-many-tables") not in said
