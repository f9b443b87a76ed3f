"""Whole games in the browser with the keyboard only, in each game family, and what the
live regions say, checked against the catalogues themselves."""

from __future__ import annotations

from typing import Any

import pytest
from listening import wait_said
from steps import (
    FRAME_JS,
    create_table,
    enter_as_guest,
    frame,
    go_to,
    play_to_the_end,
    play_turn,
    to_a_card_of_one_move,
    to_a_card_of_several_captures,
    wait_for_game,
    wait_for_turn_or_end,
)
from timeline import read, transcript

from cardtable.cards import parse_cards
from cardtable.games.metamorphosis.state import OVER
from cardtable.text.catalog import join_list, message
from cardtable.text.names import card_forms, card_name, listed

expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect
SAID_MS = 15_000
"""How long a live region may take to say the answer to a key: the page answers at once, but
says the same words twice by emptying the region first and filling it 50 ms later, and a
busy machine may be slower."""


def live(page: Any, region: str) -> Any:
    """The live region (``polite`` or ``assertive``), to wait on with ``expect``."""
    return page.locator(f"#live-{region}")


def says(page: Any, region: str, text: str) -> None:
    """Wait until the live region says exactly ``text``."""
    expect(live(page, region)).to_have_text(text, timeout=SAID_MS)


def test_a_whole_sweep_game_with_the_keyboard(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Keys")
    create_table(page, preset="scopa", target="1", level="easy")
    last = play_to_the_end(page)
    assert last["over"]
    assert last["view"]["is_over"]
    # The end is said: the last game frame's sentences reached the history.
    expect(page.locator("#history")).to_contain_text(last["speech"]["events"][-1],
                                                      timeout=SAID_MS)
    # The result stays on screen with the record's link.
    page.wait_for_selector("#result:not([hidden]) #result-record a[href^='/records/']")


def test_a_whole_metamorphosis_game_with_the_keyboard(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Meta")
    create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    last = play_to_the_end(page, max_turns=600)
    assert last["over"]
    assert last["view"]["phase"] == OVER
    assert last["view"]["is_over"]


def test_a_manual_capture_is_chosen_card_by_card(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Manual")
    create_table(page, preset="classic", modifiers=("manual",), level="easy")
    state = wait_for_turn_or_end(page)
    assert state["view"]["rules"]["manual"]
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("Enter")
    deck = state["view"]["rules"]["deck"]
    says(page, "assertive", message("en", "take-start",
                                    card=card_forms(state["view"]["hand"][0], deck, "en")))
    table = state["view"]["table"]
    page.keyboard.press("1")
    first = card_name(table[0], deck, "en")
    says(page, "polite", message("en", "take-on", number=1, card=first))
    page.keyboard.press("1")
    says(page, "polite", message("en", "take-off", number=1, card=first))
    page.keyboard.press("Escape")
    says(page, "polite", message("en", "choice-cancelled"))
    version = state["version"]
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # lays the card, taking nothing
    page.wait_for_function(
        f"() => window.cardtable.games.get(window.cardtable.current).version > {version}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_reading_keys_say_the_catalogue_s_sentences(new_page: Any, lang: str) -> None:
    page = new_page(lang=lang)
    enter_as_guest(page, f"Reader{lang}")
    create_table(page, preset="escoba", level="easy")
    state = wait_for_turn_or_end(page)
    view = state["view"]
    deck = view["rules"]["deck"]
    # The hand is heard in the catalogue's words (in the deal, or in a call to play).
    wait_said(page, join_list(lang, [card_name(code, deck, lang) for code in view["hand"]]))
    page.focus("#hand [tabindex='0']")

    page.keyboard.press("c")
    names = [card_name(code, deck, lang) for code in view["table"]]
    expected = (message(lang, "table-cards", count=len(names), cards=join_list(lang, names))
                if names else message(lang, "table-empty"))
    says(page, "polite", expected)

    last = len(names)
    page.keyboard.press(str(max(last, 1)))
    says(page, "polite",
         message(lang, "table-card", number=last, count=last, card=names[-1]) if names
         else message(lang, "table-card-none", number=1, count=0))
    # (On an empty table that key was 1 already: the same words again are said 50 ms late.)
    if names and last + 1 <= 9:
        page.keyboard.press(str(last + 1))
        says(page, "polite", message(lang, "table-card-none", number=last + 1, count=last))
    page.keyboard.press("t")
    says(page, "polite", message(lang, "turn-yours"))
    page.keyboard.press("d")
    side = next(i for i, seats in enumerate(view["sides"]) if state["seat"] in seats)
    taken = sorted(parse_cards(view["piles"][side]))  # the dealer may have swept at the deal
    says(page, "polite",
         message(lang, "pile-cards", count=len(taken),
                 cards=listed(lang, [card_forms(c, deck, lang) for c in taken]))
         if taken else message(lang, "pile-empty"))


    # Moving through the hand: the focused option is named with what it would do.
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert focused.startswith(card_name(view["hand"][min(1, len(view["hand"]) - 1)], deck, lang))


def test_a_refused_card_is_explained(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Refused")
    create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    # Play until a trick is led to us and some card must follow suit.
    for _ in range(300):
        state = wait_for_turn_or_end(page, (frame(page) or {"version": 0})["version"] - 1)
        assert not state["over"]
        refusals = state["speech"]["refusals"]
        if state["view"]["phase"] == "play" and state["view"]["trick"] and any(refusals):
            break
        play_turn(page, state)
    else:
        pytest.fail("no trick with a card that must not be played")
    index = next(i for i, refusal in enumerate(refusals) if refusal)
    go_to(page, index)
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert "follow suit" in label
    version = state["version"]
    page.keyboard.press("Enter")
    says(page, "assertive", refusals[index])
    assert "follow suit" in refusals[index]
    assert frame(page)["version"] == version  # nothing was sent, nothing changed
    wait_for_game(page)


def test_the_page_s_own_sentences_decline_the_cards_in_russian(new_page: Any) -> None:
    page = new_page(lang="ru")
    enter_as_guest(page, "Падеж")
    create_table(page, preset="classic", modifiers=("manual",), level="easy")
    state = wait_for_turn_or_end(page)
    code = state["view"]["hand"][0]
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("Enter")
    # The page formats this sentence itself, with the cases the room sent for the card.
    expected = message("ru", "take-start", card=card_forms(code, state["view"]["rules"]["deck"],
                                                           "ru"))
    deck = state["view"]["rules"]["deck"]
    assert "Готовите ход " + card_name(code, deck, "ru", "ins") in expected
    says(page, "assertive", expected)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_between_two_deals_the_focus_rests_on_the_empty_hand_not_the_game_s_key_help(
        new_page: Any, lang: str) -> None:
    # Three players: the others still play after one's last card of a deal, so the hand is
    # empty for a while; the focus must say so briefly, not read the game area's key help.
    page = new_page(lang=lang)
    enter_as_guest(page, f"Between {lang}")
    create_table(page, preset="classic", players=3)
    state = wait_for_game(page)
    empty_seen = 0
    for _ in range(40):
        state = wait_for_turn_or_end(page, state["version"] - 1)
        if state["over"] or empty_seen >= 2:
            break
        play_turn(page, state)
        state = frame(page) or state
        empty_seen = sum(1 for e in read(page)
                         if e.kind == "focus" and e.target == "hand-empty")
    focuses = [e for e in read(page) if e.kind == "focus"]
    assert empty_seen >= 2, transcript(read(page))[-3000:]
    assert all(e.text == message(lang, "hand-empty") for e in focuses
               if e.target == "hand-empty")
    assert not [e for e in focuses if e.target == "game"], transcript(read(page))[-3000:]
    # After each empty moment the next deal puts the focus back on a card of the hand.
    for index, entry in enumerate(focuses[:-1]):
        if entry.target == "hand-empty":
            assert focuses[index + 1].target not in ("game", "hand-empty", "body")


@pytest.mark.parametrize("where", ["hand", "choice"])
def test_enter_pressed_twice_plays_once_and_no_stale_move_is_said(new_page: Any,
                                                                   where: str) -> None:
    # Enter twice in a row (impatience, a key's repeat): the second comes before the frame
    # of the first move. It must not be sent again, to be refused as stale with "the game
    # moved on before your move arrived" said over the move's own sentence.
    frames: list[dict[str, Any]] = []
    page = new_page(frames=frames)
    enter_as_guest(page, f"Twice {where}")
    create_table(page, preset="scopa", level="easy")
    if where == "choice":
        state = to_a_card_of_several_captures(page)
        page.keyboard.press("Enter")
        page.wait_for_selector("#choice:not([hidden])")
    else:
        state = to_a_card_of_one_move(page)
    card = page.evaluate("() => document.activeElement.dataset.card || null")
    if where == "choice":  # the box stays until the room answers: both presses reach it
        page.keyboard.press("Enter")
        page.keyboard.press("Enter")
    else:  # both presses in one task of the page, so that no frame can come between them
        page.evaluate("""() => { for (let i = 0; i < 2; i += 1) {
            document.activeElement.dispatchEvent(new KeyboardEvent("keydown",
                { key: "Enter", code: "Enter", bubbles: true, cancelable: true }));
        } }""")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {state['version']}")
    page.wait_for_timeout(800)  # a stale refusal would have come by now
    assert not [f for f in frames if f.get("code") == "stale"]
    heard = transcript(read(page))
    for stale in ("refuse-stale", "error-stale"):
        assert message("en", stale) not in heard
    if card is not None:
        assert card not in (frame(page) or {})["view"]["hand"]


POLITE_SINCE_JS = """n => window.__timeline.slice(n)
  .filter((e) => e.kind === 'live' && e.level === 'polite' && e.text
          && !e.region.includes('history')).map((e) => e.text)"""
"""The texts said politely (not the history's) since the timeline's ``n``-th entry."""


@pytest.mark.parametrize(("lang", "typed"), [("en", "repeat"), ("ru", "повтор")])
def test_r_and_the_repeat_command_say_the_last_utterance_again(new_page: Any, lang: str,
                                                             typed: str) -> None:
    page = new_page(lang=lang)
    enter_as_guest(page, f"Again {lang}")
    create_table(page, preset="scopa", level="easy")
    state = wait_for_turn_or_end(page)
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("s")  # the score, said politely
    score = state["speech"]["score"]
    says(page, "polite", score)
    count = len(read(page))
    page.keyboard.press("r")  # the same words again
    page.wait_for_function(f"n => ({POLITE_SINCE_JS})(n).length > 0", arg=count)
    # A typed command does the same.
    page.fill("#command", typed)
    page.press("#command", "Enter")
    page.wait_for_function(f"n => ({POLITE_SINCE_JS})(n).length > 1", arg=count)
    page.wait_for_timeout(300)
    assert page.evaluate(POLITE_SINCE_JS, count) == [score, score]
    # The help names the key.
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("h")
    page.wait_for_selector("#help-dialog[open]")
    assert message(lang, "help-repeat") in (page.text_content("#help-dialog") or "")
