"""A crowded table in the browser: its cards on one row on a laptop's screen.

The room of this module deals from a fixed seed (``cardtable serve --seed``), so that its
first table, with this player laying every card that takes nothing, reaches a crowded table
in a few turns every time (with a random deal it sometimes took a whole game).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_process import serve_room
from steps import create_table, enter_as_guest, play_turn, wait_for_landing, wait_for_turn_or_end
from test_browser_layout import OUT_OF_VIEW_JS

SEED = 3
"""The room's seed: its first table is this test's (with it the table holds seven cards at
this player's third turn)."""


@pytest.fixture(scope="module")
def room(room_dir: Path) -> Iterator[str]:
    """``cardtable serve`` dealing from ``SEED``, on a free port with a new SQLite file."""
    with serve_room(room_dir, ("--seed", str(SEED))) as url:
        yield url


TABLE_ROWS_JS = """() => {
  const cards = [...document.querySelectorAll('#table-cards > li.card')];
  return {count: cards.length,
          rows: new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size,
          smallest: Math.min(...cards.map((card) => card.getBoundingClientRect().width))};
}"""
"""How many cards the table holds, on how many rows, the narrowest of them drawn."""


def test_a_crowded_table_keeps_one_row_on_a_laptop(new_page: Any) -> None:
    # Seven cards on the table wrapped to a second row at 1100x900 and pushed the command
    # line below the screen. Under muerto (taking scores for the others) the computer players
    # lay what they can, and so does this player: the table soon holds seven or more.
    page = new_page(lang="en", width=1100, height=900)
    enter_as_guest(page, "Crowded")
    create_table(page, preset="classic", players=4, level="easy", modifiers=("muerto",))
    state = wait_for_turn_or_end(page)
    for _ in range(60):
        if len(state["view"]["table"]) >= 7:
            break
        hand = state["view"]["hand"]
        lays = [index for index, card in enumerate(hand) if card in state["legal"]]
        laid = lays[0] if lays and state["speech"]["refusals"][lays[0]] is None else None
        play_turn(page, state, laid)
        state = wait_for_turn_or_end(page, state["version"])
        assert not state["over"], "the game ended before the table held seven cards"
    else:
        raise AssertionError("the table never held seven cards in sixty turns")
    wait_for_landing(page)
    seen = page.evaluate(TABLE_ROWS_JS)
    assert seen["count"] == len(state["view"]["table"]), seen
    assert seen["rows"] == 1, seen
    assert page.evaluate(OUT_OF_VIEW_JS, ["#command"]) == []
