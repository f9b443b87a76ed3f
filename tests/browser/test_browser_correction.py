"""Self-correction in the browser (seed 003), by ear: a player who lays a card that could
have taken hears, at once and before the computer player moves, that he may still take it;
K takes it, and he hears his correction as his own. The room waits its correction window for
him (a room of its own here, with a window of a few seconds)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from listening import now, wait_said
from server_process import serve_room
from steps import FRAME_JS, create_table, enter_as_guest, frame, go_to, wait_for_turn_or_end
from timeline import read, said

from cardtable.cards import parse_card, parse_cards
from cardtable.games.sweep.captures import captures, was_error
from cardtable.games.sweep.rules import Rules
from cardtable.text.catalog import message
from cardtable.text.names import card_forms, listed

WINDOW = 6
"""The room's correction window here, in seconds."""

RULES = Rules.preset("escoba", manual=True)
PASS_WORDS = {"en": "pass", "ru": "пас"}
"""The typed command that lets the last card pass, as a player of each language types it."""


@pytest.fixture(scope="module")
def room(room_dir: Path) -> Iterator[str]:
    """A room of its own whose computer players wait ``WINDOW`` seconds for a correction."""
    with serve_room(room_dir,
                    ("--correction-window", str(WINDOW))) as url:
        yield url


def _offer(lang: str, move: str, count: int, deck: str, short: bool = True) -> str:
    """The correction offer the player must hear for the claims ``move`` (one of ``count``):
    right after the sentence of the card laid (``short``), without naming that card again;
    after a new deal's sentence (the card was the deal's last), naming it."""
    laid = card_forms(move.split(":")[1], deck, lang)
    if count > 1:
        if short:
            return message(lang, "correction-window-ways-short", ways=count)
        return message(lang, "correction-window-ways", card=laid, ways=count)
    cards = listed(lang, [card_forms(c, deck, lang)
                          for c in parse_cards(move.split(":")[2].replace("+", " "))])
    if short:
        return message(lang, "correction-window-short", cards=cards)
    return message(lang, "correction-window", card=laid, cards=cards)


def _laid(lang: str, move: str, deck: str) -> str:
    """The sentence of the player's own card laid, which the offer follows."""
    return message(lang, "play-lay-you", card=card_forms(move.split(":")[1], deck, lang))


def _lay_until_a_correction(page: Any) -> tuple[dict[str, Any], dict[str, Any], list[str], int]:
    """Play the player's turns, laying a card that could take when there is one, until the
    room offers to take it back: the view it was laid from, the frame after it, the own
    claims open and when it was laid (the page's clock)."""
    state = wait_for_turn_or_end(page)
    for _ in range(120):
        assert not state["over"], "the game ended before a card that could take was laid"
        view = state["view"]
        version = state["version"]
        if view["closing"]:
            page.focus("#hand [tabindex='0']" if view["hand"] else "#game")
            page.keyboard.press("Enter")
            state = wait_for_turn_or_end(page, version)
            continue
        takers = [i for i, c in enumerate(view["hand"]) if captures(RULES, c, view["table"])]
        chosen = (takers or [0])[0]
        laid_card = view["hand"][chosen]
        go_to(page, chosen)
        page.keyboard.press("Enter")  # the card: the table cards to take follow
        page.keyboard.press("Enter")  # take none: the card is laid
        laid_at = now(page)
        page.wait_for_function(f"() => ({FRAME_JS})().version > {version}")
        after = frame(page)
        assert after is not None
        # A correction names the card just laid; a claim on the computer player's miss
        # (when his card came in the same frame) names his.
        own = [m for m in after["extra"] or ()
               if m.startswith("claim:") and m.split(":")[1] == laid_card]
        if own:
            return view, after, own, laid_at
        state = wait_for_turn_or_end(page, version)
    raise AssertionError("no card that could take was laid in 120 turns")


@pytest.mark.parametrize("answer", ["k", "Enter", "pass"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_laid_card_that_could_take_is_offered_at_once_and_answered_with_k_or_enter(
        new_page: Any, lang: str, answer: str) -> None:
    """K takes the capture back; Enter (or the typed command pass, in the page's language)
    lets it pass, and the computer player's card follows at once instead of after the
    window."""
    page = new_page(lang=lang)
    enter_as_guest(page, f"Ana-{lang}-{answer}")  # one room for all: a name each
    create_table(page, preset="escoba", modifiers=("manual",), level="easy")
    view, after, own, laid_at = _lay_until_a_correction(page)
    # Heard at once, and before the computer player's card (the window holds it).
    deck = view["rules"]["deck"]
    forms = [_offer(lang, own[0], len(own), deck, short) for short in (True, False)]
    page.wait_for_function(
        """([forms, since]) => (window.__timeline || []).some((e) => e.kind === "live"
             && e.t >= since && forms.some((text) => e.text.includes(text)))""",
        arg=[forms, laid_at], timeout=WINDOW / 2 * 1000)
    heard = said(read(page))
    # Short right after the play's sentence; naming the card if a new deal came between.
    offer = next(text for text in forms
                 if any(e.t >= laid_at and text in e.text for e in heard))
    offer_at = next(e.t for e in heard if e.t >= laid_at and offer in e.text)
    assert offer_at - laid_at < WINDOW * 1000 / 2, "the offer came late"
    # The card itself was named just before, by the sentence of the play.
    lay = _laid(lang, own[0], view["rules"]["deck"])
    assert any(laid_at <= e.t <= offer_at and lay in e.text for e in heard), heard
    current = frame(page)
    assert current is not None and current["version"] == after["version"], (
        "the computer player moved while the correction was open")
    if answer in ("Enter", "pass"):
        passed_at = now(page)
        if answer == "Enter":
            page.keyboard.press("Enter")
        else:
            page.focus("#command")
            page.keyboard.type(PASS_WORDS[lang])
            page.keyboard.press("Enter")
        wait_said(page, message(lang, "gone-on"), since=passed_at, seconds=WINDOW / 2)
        page.wait_for_function(f"() => ({FRAME_JS})().version > {after['version']}",
                               timeout=WINDOW * 1000 / 2)
        assert now(page) - passed_at < WINDOW * 1000 / 2, "the room still waited"
        return
    page.keyboard.press("k")
    if len(own) > 1:
        page.wait_for_selector("#choice:not([hidden])")
        page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {after['version']}")
    corrected = message(lang, "claim-corrected-you", card="§", cards="§").split("§")[0]
    wait_said(page, corrected, since=offer_at, seconds=WINDOW)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_in_the_correction_window_takes_the_capture_back_with_enter(
        new_page: Any, lang: str) -> None:
    """Out of turn, while the card just laid may be taken back, ? advises taking it back
    and says that Enter does; Enter does (the correction is heard as the player's own)."""
    page = new_page(lang=lang)
    enter_as_guest(page, f"Hinted-{lang}")
    create_table(page, preset="escoba", modifiers=("manual",), level="easy")
    _, after, own, laid_at = _lay_until_a_correction(page)
    asked_at = now(page)
    page.keyboard.press("?")
    enter = message(lang, "hinted-enter-claim")
    wait_said(page, enter, since=asked_at, seconds=WINDOW / 2)
    heard = [e.text for e in said(read(page)) if e.t >= asked_at and enter in e.text]
    take_back = message(lang, "hint-take-back", card="§", cards="¤").split("§")[0]
    assert heard[0].startswith(take_back), heard
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {after['version']}")
    corrected = message(lang, "claim-corrected-you", card="§", cards="§").split("§")[0]
    wait_said(page, corrected, since=asked_at, seconds=WINDOW)
    now_frame = frame(page)
    assert now_frame is not None
    pile = now_frame["view"]["piles"][now_frame["seat"]]
    assert own[0].split(":")[1] in pile, (own, pile)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_in_a_challenge_window_lets_a_right_move_pass_with_enter(
        new_page: Any, lang: str) -> None:
    """Three players: while the room waits for the player's challenge of the computer
    player's card, ? says whether to challenge it; for a right move, to let it pass, and
    Enter goes on at once."""
    page = new_page(lang=lang)
    enter_as_guest(page, f"Window-{lang}")
    create_table(page, preset="classic", players=3, modifiers=("manual",), level="normal")
    classic = Rules.preset("classic", players=3, manual=True)
    version = -1
    for _ in range(200):
        page.wait_for_function(f"() => {{ const f = ({FRAME_JS})(); return f && f.version > "
                               f"{version} && (f.over || f.to_move === f.seat || "
                               "(f.extra || []).includes('challenge')); }")
        state = frame(page)
        assert state is not None and not state["over"], "no right move to let pass"
        version = state["version"]
        view = state["view"]
        if state["to_move"] == state["seat"]:
            page.focus("#hand [tabindex='0']" if view["hand"] else "#game")
            page.keyboard.press("Enter")
            if not view["closing"]:
                page.keyboard.press("Enter")  # the table cards: none, the card is laid
            continue
        last = view["last_play"]
        if was_error(classic, parse_card(last["card"]), parse_cards(" ".join(last["take"])),
                     parse_cards(" ".join(view["table"]))):
            continue  # the window closes by itself; a right move comes soon
        asked_at = now(page)
        page.focus("#game")
        page.keyboard.press("?")
        expected = f"{message(lang, 'hint-pass')} {message(lang, 'hinted-enter-pass')}"
        wait_said(page, expected, since=asked_at, seconds=WINDOW / 2)
        page.keyboard.press("Enter")
        wait_said(page, message(lang, "gone-on"), since=asked_at, seconds=WINDOW / 2)
        page.wait_for_function(f"() => ({FRAME_JS})().version > {version}",
                               timeout=WINDOW * 1000 / 2)
        return
    raise AssertionError("no challenge window in 200 frames")
