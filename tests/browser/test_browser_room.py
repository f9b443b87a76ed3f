"""The room in the browser: no accessibility violations (axe-core) on the pages, two
players at one table each seeing only their own hand, a spectator seeing none, a dropped
connection that comes back to the seat by itself, and keys remapped and kept per user."""

from __future__ import annotations

from typing import Any

import pytest
from listening import wait_said
from steps import (
    FRAME_JS,
    create_table,
    enter_as_guest,
    focused_index,
    frame,
    to_a_card_of_several_captures,
    wait_for_game,
    wait_for_turn_or_end,
)
from timeline import cut_short, read, reading_ms, transcript
from timeline import said as said_texts

from cardtable.text.catalog import join_list, message
from cardtable.text.names import card_forms, card_name

axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")
expect = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed").expect
SAID_MS = 15_000
"""How long the page may take to show or say the answer to a key."""


def violations(page: Any) -> list[str]:
    """axe-core's violations on the page as it is now (WCAG 2 A and AA, best practices)."""
    results = axe_module.Axe().run(page)
    found = results.response["violations"]
    return [f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes: "
            f"{[n['target'] for n in v['nodes']][:3]})" for v in found]


@pytest.mark.parametrize("theme", [("light", "normal"), ("dark", "normal"), ("light", "high")])
def test_axe_finds_nothing_on_the_sign_in_the_room_and_a_table(new_page: Any,
                                                              theme: tuple[str, str]) -> None:
    page = new_page()
    page.evaluate(f"""() => {{ const r = document.documentElement;
        r.dataset.theme = '{theme[0]}'; r.dataset.contrast = '{theme[1]}'; }}""")
    assert violations(page) == []
    enter_as_guest(page, f"Axe {theme[0]} {theme[1]}")
    page.evaluate(f"""() => {{ const r = document.documentElement;
        r.dataset.theme = '{theme[0]}'; r.dataset.contrast = '{theme[1]}'; }}""")
    page.click("#create-form details summary")
    assert violations(page) == []
    create_table(page, preset="scopa", modifiers=("manual",), level="easy")
    wait_for_turn_or_end(page)
    page.evaluate(f"""() => {{ const r = document.documentElement;
        r.dataset.theme = '{theme[0]}'; r.dataset.contrast = '{theme[1]}'; }}""")
    assert violations(page) == []
    # In the middle of choosing a manual capture, and with the help open.
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("Enter")
    assert violations(page) == []
    page.keyboard.press("Escape")
    page.keyboard.press("h")
    page.wait_for_selector("#help-dialog[open]")
    assert violations(page) == []


def test_axe_finds_nothing_on_a_metamorphosis_table_at_phone_width(new_page: Any) -> None:
    page = new_page(width=375, height=740)
    enter_as_guest(page, "Phone")
    assert violations(page) == []
    create_table(page, game="metamorphosis", players=3, level="easy")
    wait_for_turn_or_end(page)
    assert violations(page) == []
    overflow = page.evaluate("() => document.documentElement.scrollWidth > window.innerWidth + 1")
    assert not overflow, "the page is wider than a phone's screen"


def test_two_browsers_at_one_table_each_see_only_their_own_hand(new_page: Any) -> None:
    ana, bo, cy = new_page(), new_page(), new_page()
    enter_as_guest(ana, "Ana")
    table = create_table(ana, preset="classic", bots=False, start=False)
    enter_as_guest(bo, "Bo")
    bo.click(f"button[data-act='sit'][data-table='{table}'][data-seat='1']")
    bo.wait_for_selector("#view-table:not([hidden])")
    ana.wait_for_selector("#table-setup button[data-act='start']:not([disabled])")
    ana.click("#table-setup button[data-act='start']")
    enter_as_guest(cy, "Cy")
    cy.click(f"button[data-act='watch'][data-table='{table}']")

    first = {name: wait_for_game(page) for name, page in (("ana", ana), ("bo", bo), ("cy", cy))}
    hands = {name: set(first[name]["view"]["hand"] or []) for name in ("ana", "bo")}
    assert len(hands["ana"]) == 3 and len(hands["bo"]) == 3
    assert not hands["ana"] & hands["bo"]
    assert first["cy"]["seat"] is None and not first["cy"]["view"]["hand"]

    def shown_cards(page: Any) -> set[str]:
        return set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))

    def page_text(page: Any) -> str:
        return str(page.evaluate("""() => document.body.innerText + ' ' +
            [...document.querySelectorAll('[aria-label]')]
              .map(e => e.getAttribute('aria-label')).join(' ')"""))

    deck = first["ana"]["view"]["rules"]["deck"]
    for me, other, page in (("ana", "bo", ana), ("bo", "ana", bo)):
        assert hands[me] <= shown_cards(page)
        assert not hands[other] & shown_cards(page)
        text = page_text(page)
        for code in hands[other]:
            assert card_name(code, deck, "en") not in text
    spectator_text = page_text(cy)
    assert not (hands["ana"] | hands["bo"]) & shown_cards(cy)
    for code in hands["ana"] | hands["bo"]:
        assert card_name(code, deck, "en") not in spectator_text
    assert "you see no hand" in (cy.text_content("#hand-empty") or "")


def test_a_dropped_connection_comes_back_to_the_seat(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Dropper")
    create_table(page, preset="scopa", level="easy")
    state = wait_for_turn_or_end(page)
    page.evaluate("() => window.cardtable.connection.drop()")
    status = "() => document.getElementById('connection-status').dataset.status === '{}'"
    page.wait_for_function(status.format("lost"))
    wait_said(page, "lost")
    page.wait_for_function(status.format("open"))
    page.wait_for_function(
        "() => /back in your seat/.test(document.getElementById('live-assertive').textContent)")
    again = wait_for_turn_or_end(page)
    assert again["seat"] == state["seat"] and again["version"] == state["version"]
    # The seat plays on after the reconnection.
    from steps import play_turn
    play_turn(page, again)
    assert (frame(page) or {})["version"] > state["version"]


def test_a_remapped_key_acts_and_follows_the_account(new_page: Any) -> None:
    page = new_page()
    page.fill("#account-name", "Remapper")
    page.fill("#account-password", "correct horse battery")
    page.click("#account-form button[value=register]")
    page.wait_for_selector("#view-lobby:not([hidden])")
    page.click("#open-settings")
    page.click("#set-keys summary")  # the keys are a closed group, last in the dialog
    page.click("#set-key-table")
    page.keyboard.press("x")
    expect(page.locator("#set-key-table")).to_contain_text("X", timeout=SAID_MS)
    page.click("#set-key-score")
    page.keyboard.press("x")  # taken by "table" now: refused with a reason
    expect(page.locator("#settings-error")).to_contain_text("already", timeout=SAID_MS)
    page.click("#settings-form button[value=save]")
    create_table(page, preset="escoba", level="easy")
    view = wait_for_turn_or_end(page)["view"]
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("x")
    names = [card_name(code, view["rules"]["deck"], "en") for code in view["table"]]
    expect(page.locator("#live-polite")).to_have_text(
        message("en", "table-cards", count=len(names), cards=join_list("en", names)) if names
        else message("en", "table-empty"), timeout=SAID_MS)
    assert "(X)" in (page.text_content("#actions") or "")

    # Another browser, the same account: the key comes with it.
    other = new_page()
    other.fill("#account-name", "remapper")
    other.fill("#account-password", "correct horse battery")
    other.click("#account-form button[value=sign_in]")
    other.wait_for_function("() => window.cardtable.settings.keys.table === 'KeyX'")


def test_chat_reaches_the_room_and_the_table(new_page: Any) -> None:
    ana, bo = new_page(), new_page()
    enter_as_guest(ana, "Chatty")
    enter_as_guest(bo, "Listener")
    ana.fill("#room-chat-input", "hello room")
    ana.press("#room-chat-input", "Enter")
    bo.wait_for_function("() => /Chatty: hello room/.test(document.getElementById('room-chat')"
                         ".textContent)")
    wait_said(bo, "Chatty: hello room")
    table = create_table(ana, preset="scopa", bots=False, start=False)
    bo.click(f"button[data-act='watch'][data-table='{table}']")
    bo.wait_for_selector("#view-table:not([hidden])")
    ana.fill("#table-chat-input", "good luck")
    ana.press("#table-chat-input", "Enter")
    bo.wait_for_function("() => /Chatty: good luck/.test(document.getElementById('table-chat')"
                         ".textContent)")
    wait_said(bo, "Chatty: good luck")
    heard = [e for e in said_texts(read(bo)) if "Chatty: good luck" in e.text]
    assert len(heard) == 1, heard  # once, by the announcer; the log itself is not live
    assert bo.evaluate("() => document.getElementById('table-chat').children.length") == 1


def test_a_hint_is_said_on_the_question_mark(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Hinted")
    create_table(page, preset="classic", level="easy")
    state = wait_for_turn_or_end(page)
    page.focus("#hand [tabindex='0']")
    page.keyboard.press("?")
    page.wait_for_function("() => !document.getElementById('hint-text').hidden")
    said = page.text_content("#hint-text") or ""
    assert said
    expect(page.locator("#live-assertive")).to_contain_text(said, timeout=SAID_MS)
    # The hint names one of the seat's own cards, never a hidden one.
    deck = state["view"]["rules"]["deck"]
    assert any(card_name(code, deck, "en") in said for code in state["view"]["hand"])


def _ask_hint(page: Any) -> str:
    """Press ? and wait for the hint on screen and in the assertive region; what that says."""
    page.evaluate("() => { document.getElementById('hint-text').hidden = true; }")
    page.keyboard.press("?")
    page.wait_for_function("() => !document.getElementById('hint-text').hidden")
    hint = page.text_content("#hint-text") or ""
    page.wait_for_function(
        "text => document.getElementById('live-assertive').textContent.includes(text)",
        arg=hint)
    return page.text_content("#live-assertive") or ""


def _seated(new_page: Any, lang: str, name: str, preset: str) -> Any:
    """A page in ``lang`` seated at a new table of ``preset`` against an easy bot."""
    page = new_page(lang=lang)
    enter_as_guest(page, f"{name} {lang}")
    create_table(page, preset=preset, level="easy")
    return page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_s_card_becomes_the_chosen_one_and_enter_plays_it(new_page: Any,
                                                                   lang: str) -> None:
    page = _seated(new_page, lang, "Guided", "scopa")
    for _ in range(12):  # a turn where the hint names another card than the chosen one
        state = wait_for_turn_or_end(page)
        assert not state["over"]
        page.focus("#hand [tabindex='0']")
        before = page.evaluate("() => Number(document.activeElement.dataset.index)")
        alert = _ask_hint(page)
        after = page.evaluate("() => Number(document.activeElement.dataset.index)")
        options = state["speech"]["options"]
        if after == before:
            assert message(lang, "turn-chosen", card="§").split("§")[0] not in alert
        else:
            chosen = message(lang, "turn-chosen", card=options[after].removesuffix("."))
            assert alert.endswith(chosen), alert
            card = state["view"]["hand"][after]
            page.keyboard.press("Enter")
            if page.is_visible("#choice"):
                page.keyboard.press("1")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            assert card not in (frame(page) or {})["view"]["hand"]
            # The hint spoke of the position left: it is no longer shown (the log keeps it).
            page.wait_for_selector("#hint-text", state="hidden", timeout=5000)
            return
        page.keyboard.press("Enter")
        if page.is_visible("#choice"):  # the hint's card, already chosen, takes in several ways
            page.keyboard.press("1")
        page.wait_for_function(
            f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
    raise AssertionError("the hint never named another card than the chosen one")


def test_a_hint_that_comes_after_the_player_has_played_is_not_said(new_page: Any) -> None:
    # ? then Enter at once: the move leaves the position before the expert has answered;
    # the answer, about that position, must not be said nor change the chosen card.
    frames: list[dict[str, Any]] = []
    page = new_page(frames=frames)
    enter_as_guest(page, "Hasty")
    create_table(page, preset="scopa", level="easy")
    state = wait_for_turn_or_end(page)
    page.focus("#hand [tabindex='0']")
    page.evaluate("() => { document.getElementById('hint-text').hidden = true; }")
    page.keyboard.press("?")
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
    deadline = 20_000
    while deadline > 0 and not [f for f in frames if f.get("type") == "hint"]:
        page.wait_for_timeout(100)
        deadline -= 100
    (answer,) = [f for f in frames if f.get("type") == "hint"]
    assert answer["version"] == state["version"]  # the hint was about the position left
    page.wait_for_timeout(300)  # the page has had the answer in hand
    assert page.is_hidden("#hint-text")
    heard = [e.text for e in said_texts(read(page))]
    assert not [text for text in heard if answer["text"] in text], heard


def _closed_the_round(page: Any, state: dict[str, Any]) -> bool:
    """When the round's last card is played (manual capture), end it with Enter; whether
    it was."""
    if not state["view"].get("closing"):
        return False
    page.focus("#hand")
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
    return True


def _taken_on_screen(page: Any) -> list[str]:
    """The table cards whose toggle is pressed (taken by the card being played)."""
    taken: list[str] = page.eval_on_selector_all(
        "#table-cards [data-card]",
        "items => items.filter((i) => i.querySelector('button[aria-pressed=true]'))"
        ".map((i) => i.dataset.card)")
    return taken


def _assertive_tail(page: Any, tails: list[str]) -> str:
    """Wait until the assertive region says one of ``tails``; which one."""
    page.wait_for_function(
        "tails => tails.some((t) => document.getElementById('live-assertive').textContent"
        ".includes(t))", arg=tails)
    said = page.text_content("#live-assertive") or ""
    return next(tail for tail in tails if tail in said)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_under_manual_capture_enter_after_a_hint_takes_what_the_hint_said(new_page: Any,
                                                                          lang: str) -> None:
    page = new_page(lang=lang)
    enter_as_guest(page, f"Manual {lang}")
    create_table(page, preset="classic", modifiers=("manual",), level="easy")
    hinted_tail = message(lang, "take-start-hinted", card="§", cards="¤").split("¤")[1]
    plain_tail = message(lang, "take-start", card="§").split("§")[1]
    for _ in range(40):  # turns until the hint names a capture
        state = wait_for_turn_or_end(page)
        if state["over"]:
            break
        if _closed_the_round(page, state):
            continue
        page.focus("#hand [tabindex='0']")
        hint = _ask_hint(page)
        if any(message(lang, tail) in hint
               for tail in ("hinted-enter-challenge", "hinted-enter-claim")):
            # The easy player erred and the hint is to challenge (or claim): Enter does that,
            # no card is picked; the turn comes again.
            page.keyboard.press("Enter")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            continue
        card = page.evaluate("() => document.activeElement.dataset.card")
        page.keyboard.press("Enter")
        if _assertive_tail(page, [hinted_tail, plain_tail]) == hinted_tail:
            pressed = _taken_on_screen(page)
            assert pressed, "the hint's capture is said but no table card is taken on screen"
            names = [state["speech"]["cards"][code] for code in pressed]
            said = page.text_content("#live-assertive") or ""
            case = {"en": "def", "ru": "acc"}[lang]
            for code in pressed:  # each taken card is said, declined as the catalogue asks
                named = state["speech"]["card_cases"].get(code, {}).get(case) or \
                    state["speech"]["cards"][code]
                assert named in said, (named, said, names)
            page.keyboard.press("Enter")  # Enter plays it, as the sentence says
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            after = frame(page) or {}
            pile = after["view"]["piles"][after["seat"]]  # two players: a side a seat
            assert card in pile and all(code in pile for code in pressed), (card, pressed, pile)
            return
        page.keyboard.press("Enter")  # the hint laid the card: Enter alone lays it
        page.wait_for_function(
            f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
    raise AssertionError("in 40 turns Enter after a hint never took the hint's capture")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_a_hint_to_challenge_an_error_enter_challenges(new_page: Any, lang: str) -> None:
    # The easy player errs on purpose under manual capture (15 % of its moves); the hint
    # then advises the challenge, says that Enter makes it, and Enter does. A game may pass
    # without one of its errors: then another game, at a new table.
    enter_tail = message(lang, "hinted-enter-challenge")
    right = message(lang, "challenge-right-you", mover="§", points=2, side="¤").split("§")[0]
    hinted_tail = message(lang, "take-start-hinted", card="§", cards="¤").split("¤")[1]
    plain_tail = message(lang, "take-start", card="§").split("§")[1]
    for game in range(3):
        page = new_page(lang=lang)
        enter_as_guest(page, f"Challenger {game} {lang}")
        create_table(page, preset="classic", modifiers=("manual",), level="easy")
        for _ in range(80):
            state = wait_for_turn_or_end(page)
            if state["over"]:
                break
            hand = state["view"]["hand"]
            page.focus("#hand [tabindex='0']" if hand else "#hand")
            advice = _ask_hint(page)
            if enter_tail in advice:
                assert "challenge" in state["extra"], state["extra"]
                page.keyboard.press("Enter")
                page.wait_for_function(
                    f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
                wait_said(page, right)
                after = frame(page) or {}
                assert after["to_move"] == after["seat"] and after["view"]["hand"] == hand
                assert "challenge" not in (after["extra"] or [])
                return
            assert "challenge" not in (state["extra"] or []) or not _was_error(state), advice
            if _closed_the_round(page, state):
                continue
            page.keyboard.press("Enter")  # the hint's card, its table cards taken
            _assertive_tail(page, [hinted_tail, plain_tail])
            page.keyboard.press("Enter")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
    raise AssertionError("in 3 games no hint advised a challenge of the easy player's errors")


def _was_error(state: dict[str, Any]) -> bool:
    """Whether the last play of the frame's view was a manual capture error (RULES.md 2.7),
    judged by the engine from what the player sees."""
    from cardtable.cards import parse_card, parse_cards
    from cardtable.games.sweep.captures import was_error
    from cardtable.games.sweep.rules import Rules

    last = state["view"].get("last_play")
    if not last or not last.get("card"):
        return False
    rules = Rules.from_options(state["view"]["rules"])
    table = parse_cards(" ".join(state["view"]["table"]))
    return was_error(rules, parse_card(last["card"]),
                     parse_cards(" ".join(last.get("take") or [])), table)


def test_a_hint_while_table_cards_are_picked_sets_them_or_ends_the_picking(
        new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page = new_page(frames=frames)
    enter_as_guest(page, "Picker")
    create_table(page, preset="classic", modifiers=("manual",), level="easy")
    seen = set()
    for _ in range(60):  # turns until the hint has named the picked card and another one
        state = wait_for_turn_or_end(page)
        assert not state["over"], f"the game ended with only {seen} seen"
        if _closed_the_round(page, state):
            continue
        page.focus("#hand [tabindex='0']")
        if not state["view"]["table"]:  # after a sweep: nothing to pick, Enter twice lays
            page.keyboard.press("Enter")
            page.keyboard.press("Enter")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            continue
        card = page.evaluate("() => document.activeElement.dataset.card")
        page.keyboard.press("Enter")  # picking begins, nothing taken
        page.wait_for_selector("#table-cards button")
        hints = len([f for f in frames if f.get("type") == "hint"])
        _ask_hint(page)
        answer = [f for f in frames if f.get("type") == "hint"][hints]
        hinted, _, take = answer["move"].partition(":")
        if hinted not in state["view"]["hand"]:  # a challenge: picking goes on, a lay ends it
            page.keyboard.press("Enter")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            continue
        if hinted == card:
            pressed = _taken_on_screen(page)
            assert sorted(pressed) == sorted(take.split("+") if take else []), answer
            said_now = page.text_content("#live-assertive") or ""
            assert said_now.startswith(answer["text"]) and said_now != answer["text"]
            seen.add("same")
        else:  # the picking ends, the hint's card is chosen: Enter starts its own
            page.wait_for_selector("#table-cards button", state="detached", timeout=5000)
            assert page.evaluate("() => document.activeElement.dataset.card") == hinted
            page.keyboard.press("Enter")
            page.wait_for_selector("#table-cards button")
            seen.add("other")
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
        if seen == {"same", "other"}:
            return
    raise AssertionError(f"in 60 turns only {seen} seen")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_choice_of_captures_says_and_focuses_the_one_the_hint_named(new_page: Any,
                                                                        lang: str) -> None:
    page = _seated(new_page, lang, "Advised", "escoba")
    marked = message(lang, "capture-choice-hinted", number=1, cards="§").split("§")[0]
    marked = marked.removeprefix("1")  # what the mark adds after any choice's number
    for _ in range(80):  # turns until the hint names a card that takes in several ways
        state = wait_for_turn_or_end(page)
        if state["over"]:
            break
        page.focus("#hand [tabindex='0']")
        _ask_hint(page)
        card = page.evaluate("() => document.activeElement.dataset.card")
        ways = [move for move in state["legal"] if move.split(":")[0] == card]
        page.keyboard.press("Enter")
        if len(ways) < 2:
            if page.is_visible("#choice"):
                page.keyboard.press("1")
            page.wait_for_function(
                f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
            continue
        page.wait_for_selector("#choice:not([hidden])")
        buttons = page.eval_on_selector_all("#choice-options button",
                                            "bs => bs.map(b => b.textContent)")
        case = {"en": "def", "ru": "acc"}[lang]  # as capture-choice declines the cards
        for text, move in zip(buttons, ways, strict=True):
            takes = state["speech"]["move_cases"].get(move, {}).get(case)
            assert takes and takes in text, (text, move, takes)
        hinted = [text for text in buttons if marked in text]
        assert len(hinted) == 1, buttons  # one choice, and only one, is the hint's
        # The heading names the card in the case its sentence asks ("Взять пятёркой ...").
        title = page.text_content("#choice-title") or ""
        deck = state["view"]["rules"]["deck"]
        assert title == message(lang, "choose-capture-title",
                                card=card_forms(card, deck, lang)), title
        assert title[:1].isupper(), title  # a heading, not a card's name in lower case
        focused = page.evaluate("() => document.activeElement.textContent")
        assert focused == hinted[0]  # the focus is on it: Enter takes what the hint said
        wait_said(page, hinted[0].split(marked)[0] + marked)
        wait_said(page, message(lang, "choice-enter-hinted"))  # and Enter takes it
        # The choices are parted as the terminal parts them: "...; or 2, ...".
        wait_said(page, message(lang, "list-or-groups-two", first=buttons[-2],
                                second=buttons[-1]))
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
        return
    raise AssertionError("the hint never named a card that takes in several ways")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_that_comes_after_the_choice_opened_is_said_after_its_prompt(
        new_page: Any, lang: str) -> None:
    # ? then Enter at once on a card that takes in several ways: the choice of captures opens
    # (and says its prompt) before the expert has answered. The hint, answering the earlier
    # key, waits until the prompt has been heard, then acts (marks its choice, or chooses
    # another card) and is said, before the events still waiting from the turns played in
    # haste; neither its words nor its focus cut the prompt short.
    rate = 650
    frames: list[dict[str, Any]] = []
    page = new_page(lang=lang, frames=frames, rate=rate)
    enter_as_guest(page, f"Eager {lang}")
    create_table(page, preset="escoba", level="easy")
    state = to_a_card_of_several_captures(page)
    card = state["view"]["hand"][focused_index(page)]
    keys_before = len([e for e in read(page) if e.kind == "key"])
    page.keyboard.press("?")
    page.keyboard.press("Enter")
    page.wait_for_selector("#choice:not([hidden])")
    page.wait_for_function("() => !document.getElementById('hint-text').hidden",
                           timeout=60_000)
    hint = page.text_content("#hint-text") or ""
    wait_said(page, hint)
    timeline = read(page)
    assert len([e for e in timeline if e.kind == "key"]) == keys_before + 2
    prompt_head = message(lang, "choose-capture", card="§", choices="¤").split("§")[0]
    spoken = said_texts(timeline)
    prompt = next(i for i, e in enumerate(spoken) if e.text.startswith(prompt_head)
                  and e.level == "assertive")
    heard = next(i for i, e in enumerate(spoken) if hint in e.text)
    assert heard > prompt, transcript(timeline)
    assert heard == prompt + 1, transcript(timeline)  # the answer before what waited
    assert not cut_short(timeline, rate, only=(prompt_head,)), transcript(timeline)
    heard_by = spoken[prompt].t + reading_ms(spoken[prompt].text, rate)
    moved = [e for e in timeline if e.kind == "focus" and spoken[prompt].t < e.t < heard_by]
    assert not moved, transcript(timeline)  # the hint's focus did not cut it either
    if page.evaluate("() => document.activeElement.closest('#choice-options') !== null"):
        # The hint named a capture of this card: its choice has the focus, and Enter takes it.
        assert spoken[heard].text.endswith(message(lang, "choice-enter-hinted"))
        answer = [f for f in frames if f.get("type") == "hint"][-1]
        assert answer["move"].split(":")[0] == card


def test_the_hint_s_marker_becomes_the_chosen_one_while_bidding(new_page: Any) -> None:
    for attempt in range(6):  # deals until the hint names another marker than the first
        page = new_page()
        enter_as_guest(page, f"Bidder {attempt}")
        create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
        state = wait_for_turn_or_end(page)
        assert state["view"]["phase"] == "bid"
        page.focus("#bid-list [tabindex='0']")
        alert = _ask_hint(page)
        focused = page.evaluate("() => document.activeElement.dataset.move || null")
        if focused == "bid:1":  # the first marker, chosen already: nothing more is said
            assert message("en", "turn-chosen", card="§").split("§")[0] not in alert
            continue
        label = page.evaluate("() => document.activeElement.textContent")
        assert alert.endswith(message("en", "turn-chosen", card=label.removesuffix("."))), alert
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => {{ const f = ({FRAME_JS})(); return f.version > {state['version']}; }}")
        # The marker the hint chose is the one bid.
        wait_said(page, message("en", "bid-named-you", deal=int(focused.split(":")[1])))
        return
    raise AssertionError("the hint named the first marker in every deal tried")
