"""Metamorphosis heard by ear in a room whose deals are seeded (``serve --seed``), so that
the player below does discard after the first deal: the bid is asked with the hand, the
markers have the focus, a discard is marked card by card with Shift and the arrows, and a
discard of many cards takes two keys (the hint proposes it, Y accepts it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from listening import now, play_turn_by_ear, wait_said
from server_process import serve_room
from steps import create_table, enter_as_guest, frame, wait_for_turn_or_end
from timeline import focus_near_assertive, read, said

from cardtable.text.catalog import message

SEED = 3
"""The first table's deal: with the first playable card each turn against the easy bot,
seat 0 takes more than twelve cards in deal 1 and must discard."""


@pytest.fixture(scope="module")
def room(room_dir: Path) -> Iterator[str]:
    """A room of its own whose first table deals from ``SEED``."""
    with serve_room(room_dir, ("--seed", str(SEED))) as url:
        yield url


def test_the_bid_is_asked_with_the_hand_and_a_discard_takes_two_keys(new_page: Any) -> None:
    page = new_page(rate=800)
    enter_as_guest(page, "Bidder")
    create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    state = wait_for_turn_or_end(page)
    assert state["view"]["phase"] == "bid"
    wait_said(page, state["speech"]["prompt"])
    # The hand is heard with the call to bid (or in the deal just before it).
    hand = message("en", "meta-deal-own", cards="§").split("§")[0]
    spoken = said(read(page))
    bid_at = next(i for i, e in enumerate(spoken) if state["speech"]["prompt"] in e.text)
    assert any(hand in entry.text for entry in spoken[:bid_at + 1])
    # The markers have the focus, so Enter bids the one chosen.
    assert page.evaluate(
        "() => document.getElementById('bid-list').contains(document.activeElement)")

    since = 0
    discard_from: int | None = None
    for _ in range(200):
        current = frame(page)
        assert current is not None
        state = wait_for_turn_or_end(page, current["version"] - 1)
        assert not state["over"], "the game ended with no discard"
        if discard_from is not None and state["view"]["phase"] != "discard":
            break
        wait_said(page, state["speech"]["prompt"], since)
        if state["view"]["phase"] == "discard" and discard_from is None:
            assert state["view"]["discard_count"] >= 2
            # Shift and an arrow mark the cards passed over, as in any list of several
            # choices; Escape-free: the hint's proposal then replaces these marks.
            page.keyboard.press("Shift+ArrowRight")
            page.keyboard.press("Shift+ArrowRight")
            marked = page.eval_on_selector_all(
                "#hand [role=option][aria-selected=true]", "els => els.map(e => e.dataset.card)")
            assert marked == state["view"]["hand"][1:3]
            discard_from = now(page)
        since = now(page)
        play_turn_by_ear(page, state)
    else:
        pytest.fail("no discard came")
    timeline = read(page)
    keys = [e.text for e in timeline if e.kind == "key" and e.t >= discard_from]
    assert keys[:2] == ["?", "y"], keys
    assert focus_near_assertive(timeline) == []


FOCUSED_INDEX_JS = """() => { const e = document.activeElement;
  return document.getElementById('hand').contains(e) ? Number(e.dataset.index) : null; }"""


def test_at_the_turn_the_chosen_card_is_one_that_may_be_played(new_page: Any) -> None:
    """After a lead the player must follow suit: the card chosen at the call to play (the
    one it names, the one with the focus) is one he may play, whenever he holds one."""
    page = new_page(lang="ru")
    enter_as_guest(page, "Follower")
    create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    state = wait_for_turn_or_end(page)
    since = 0
    checked = 0
    for _ in range(80):
        if state["over"] or checked >= 6:
            break
        view, speech = state["view"], state["speech"]
        if view["phase"] == "play" and view["trick"]:
            wait_said(page, speech["prompt"], since)
            index = page.evaluate(FOCUSED_INDEX_JS)
            refusals = speech["refusals"]
            if index is not None and any(r is None for r in refusals):
                assert refusals[index] is None, (view["hand"], index, refusals)
                chosen = message("ru", "turn-chosen",
                                 card=speech["options"][index].removesuffix("."))
                assert any(chosen in e.text for e in said(read(page)) if e.t >= since)
                checked += 1
        since = now(page)
        play_turn_by_ear(page, state)
        state = wait_for_turn_or_end(page, state["version"])
    assert checked >= 6, f"only {checked} turns after a lead were checked"
