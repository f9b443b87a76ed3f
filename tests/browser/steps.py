"""What a player does in the browser, step by step, with the keyboard: enter the room,
open a table, and play one's turns (the arrows to choose, Enter to play, digits to choose a
capture, Y to confirm a discard). The page's own state is read to know when to act and
which card is playable, never to act."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

FRAME_JS = """() => {
  const app = window.cardtable;
  if (!app || app.current === null) return null;
  const f = app.games.get(app.current);
  if (!f) return null;
  return {version: f.version, seat: f.seat, to_move: f.to_move, over: f.over,
          legal: f.legal, extra: f.extra, view: f.view, speech: f.speech || null,
          table: f.table};
}"""


def frame(page: Any) -> dict[str, Any] | None:
    """The newest game frame of the table on screen (as the page holds it)."""
    result: dict[str, Any] | None = page.evaluate(FRAME_JS)
    return result


def enter_as_guest(page: Any, name: str) -> None:
    """Type a guest name and press Enter; wait for the room."""
    page.focus("#guest-name")
    page.keyboard.type(name)
    page.keyboard.press("Enter")
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.wait_for_function("() => document.querySelector('#create-form button[type=submit]')")


def create_table(page: Any, game: str = "sweep", preset: str = "classic",
                 players: int = 2, target: str = "", parties: str = "",
                 modifiers: tuple[str, ...] = (), bots: bool = True, level: str = "easy",
                 start: bool = True) -> int:
    """Fill the new-table form and submit it with Enter; the new table's id."""
    form = "#create-form"
    page.select_option(f"{form} select[name=game]", game)
    if game == "sweep":
        page.select_option(f"{form} select[name=preset]", preset)
    page.select_option(f"{form} select[name=players]", str(players))
    if target:
        page.fill(f"{form} input[name=target]", target)
    if parties:
        page.fill(f"{form} input[name=parties]", parties)
    for modifier in modifiers:
        page.check(f"{form} input[name=modifier-{modifier}]")
    if not bots:
        page.uncheck(f"{form} input[name=bots]")
    else:
        page.select_option(f"{form} select[name=level]", level)
    if not start:
        page.uncheck(f"{form} input[name=start]")
    page.focus(f"{form} button[type=submit]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#view-table:not([hidden])")
    page.wait_for_function("() => window.cardtable.current !== null")
    table: int = page.evaluate("() => window.cardtable.current")
    return table


def wait_for_game(page: Any) -> dict[str, Any]:
    """Wait until the table on screen has a game frame."""
    page.wait_for_function(f"() => ({FRAME_JS})() !== null")
    result = frame(page)
    assert result is not None
    return result


def wait_for_turn_or_end(page: Any, after: int = -1) -> dict[str, Any]:
    """Wait until it is this player's turn at a version newer than ``after``, or the game
    is over; the frame then."""
    page.wait_for_function(f"""() => {{
      const f = ({FRAME_JS})();
      return f && f.version > {after} && (f.over || f.to_move === f.seat);
    }}""")
    result = frame(page)
    assert result is not None
    return result


def focused_index(page: Any) -> int | None:
    """The hand card (or marker) that has the focus."""
    value = page.evaluate("() => document.activeElement && document.activeElement.dataset.index")
    return None if value is None else int(value)


def go_to(page: Any, index: int, list_selector: str = "#hand") -> None:
    """Move the focus to option ``index`` of a listbox with the arrow keys."""
    if focused_index(page) is None or not page.evaluate(
            f"() => document.querySelector('{list_selector}').contains(document.activeElement)"):
        page.focus(f"{list_selector} [tabindex='0']")
    current = focused_index(page)
    assert current is not None
    key = "ArrowRight" if index > current else "ArrowLeft"
    for _ in range(abs(index - current)):
        page.keyboard.press(key)
    assert focused_index(page) == index


def playable(state: dict[str, Any]) -> int:
    """A hand card the page does not refuse (the first one)."""
    refusals = state["speech"]["refusals"]
    for index, refusal in enumerate(refusals):
        if refusal is None:
            return index
    raise AssertionError(f"every card is refused: {json.dumps(refusals)}")


def wait_for_landing(page: Any) -> None:
    """Wait until no card is in flight on the felt (every motion of the page has ended)."""
    page.wait_for_function("() => !document.querySelector('.motion-ghost')"
                           " && !document.getAnimations().length", timeout=15000)


def play_turn(page: Any, state: dict[str, Any], index: int | None = None) -> None:
    """Play this player's turn with the keys only, then wait until the server took it: the
    hand card at ``index`` in a sweep game (its first capture, if it has several; under manual
    capture laid, taking nothing), else the first the page does not refuse."""
    view = state["view"]
    version = state["version"]
    if view.get("phase") == "bid":
        page.focus("#bid-list [tabindex='0']")
        page.keyboard.press("Enter")
    elif view.get("phase") == "discard":
        for index in range(view["discard_count"]):
            go_to(page, index)
            page.keyboard.press("Enter")
        page.wait_for_function(
            "() => /\\?/.test(document.getElementById('live-assertive').textContent)")
        page.keyboard.press("y")
    elif view.get("closing"):
        page.focus("#hand [tabindex='0']" if view["hand"] else "#game")
        page.keyboard.press("Enter")
    else:
        go_to(page, playable(state) if index is None else index)
        page.keyboard.press("Enter")
        if view.get("rules", {}).get("manual"):
            page.keyboard.press("Enter")  # Enter opened the card's capture: Enter alone lays it
        elif page.is_visible("#choice"):
            page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {version}")


def _to_a_card_whose_moves(page: Any, count_fits: Callable[[int], bool], what: str,
                           max_turns: int) -> dict[str, Any]:
    """Play turns (a sweep game without manual capture) until the number of legal moves of
    a hand card fits ``count_fits``, and put the focus on it; that turn's frame. ``what``
    names such a card in the failures."""
    for _ in range(max_turns):
        state = wait_for_turn_or_end(page)
        assert not state["over"], f"the game ended with no card {what}"
        hand = state["view"]["hand"]
        found = [index for index, card in enumerate(hand)
                 if count_fits(sum(move.split(":")[0] == card for move in state["legal"]))]
        if found:
            go_to(page, found[0])
            return state
        play_turn(page, state)
    raise AssertionError(f"no card {what} in {max_turns} turns")


def to_a_card_of_several_captures(page: Any, max_turns: int = 80) -> dict[str, Any]:
    """Play turns until a hand card takes in several ways, and put the focus on it; that
    turn's frame (Enter then opens the choice)."""
    return _to_a_card_whose_moves(page, lambda count: count > 1, "taking in several ways",
                                  max_turns)


def to_a_card_of_one_move(page: Any, max_turns: int = 80) -> dict[str, Any]:
    """Play turns until a hand card has exactly one move, and put the focus on it; that
    turn's frame (Enter then sends that move at once)."""
    return _to_a_card_whose_moves(page, lambda count: count == 1, "with a single move",
                                  max_turns)


def play_to_the_end(page: Any, max_turns: int = 400) -> dict[str, Any]:
    """Play every turn of this player until the game is over; the last frame."""
    state = wait_for_game(page)
    for _ in range(max_turns):
        state = wait_for_turn_or_end(page, state["version"] - 1)
        if state["over"]:
            return state
        play_turn(page, state)
        state = frame(page) or state
    raise AssertionError(f"the game did not end in {max_turns} turns")
