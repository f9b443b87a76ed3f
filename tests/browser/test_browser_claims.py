"""The Spanish penalties in the browser (RULES.md 2.10): a missed capture is offered to the
next player, in words and as a button, and to the player who laid it as his correction
(seed 003), each hearing only his own offer; it is taken with the K key (the choice box when
it can be taken in several ways), and the round ends with its check said in the history."""

from __future__ import annotations

from typing import Any

from steps import FRAME_JS, create_table, enter_as_guest, frame, go_to, wait_for_game

from cardtable.cards import parse_cards
from cardtable.games.sweep.captures import captures
from cardtable.games.sweep.rules import Rules
from cardtable.text.catalog import message
from cardtable.text.names import card_forms, listed

RULES = Rules.preset("escoba", manual=True)
CHECK = message("en", "check-passed", sum=999).split("999")[0]
"""How the end-of-round check begins in English ("The cards left sum to "), passed or not."""


def history(page: Any) -> str:
    text: str = page.text_content("#history") or ""
    return text


def wait_for_version(page: Any, version: int) -> dict[str, Any]:
    """The page's frame once it is at ``version`` or later."""
    page.wait_for_function(
        f"() => {{ const f = ({FRAME_JS})(); return f && f.version >= {version}; }}")
    result = frame(page)
    assert result is not None
    return result


def focus_game(page: Any) -> None:
    if page.is_visible("#hand [tabindex='0']"):
        page.focus("#hand [tabindex='0']")
    else:
        page.focus("#game")


def test_a_missed_capture_is_claimed_with_k_and_the_round_is_checked(new_page: Any) -> None:
    assert CHECK and message("en", "check-failed", sum=999).startswith(CHECK)
    ana, bo = new_page(), new_page()
    enter_as_guest(ana, "Ana")
    table = create_table(ana, preset="escoba", modifiers=("manual",), bots=False, start=False)
    enter_as_guest(bo, "Bo")
    bo.click(f"button[data-act='sit'][data-table='{table}'][data-seat='1']")
    bo.wait_for_selector("#view-table:not([hidden])")
    ana.wait_for_selector("#table-setup button[data-act='start']:not([disabled])")
    ana.click("#table-setup button[data-act='start']")
    pages = {wait_for_game(page)["seat"]: page for page in (ana, bo)}
    names = {seat: "Ana" if page is ana else "Bo" for seat, page in pages.items()}
    assert sorted(pages) == [0, 1]
    assert wait_for_game(ana)["view"]["rules"]["penalties"] == "spanish"

    claimed = 0
    version = 0
    for _ in range(200):
        state = wait_for_version(ana, version)
        mover = state["to_move"]
        page, other = pages[mover], pages[1 - mover]
        mine = wait_for_version(page, version)
        view = mine["view"]
        offered = list(dict.fromkeys(m for m in [*(mine["legal"] or []), *mine["extra"]]
                                     if m.startswith("claim:")))
        focus_game(page)
        if offered:
            heard_before = history(page)  # the offers this player heard as a layer himself
            # Said to this player only: the turn's call ends with the offer, and the other
            # player's page never heard it.
            prompt = mine["speech"]["prompt"]
            offer = prompt[prompt.rindex(f"{names[1 - mover]} laid the "):]
            deck = view["rules"]["deck"]
            laid = card_forms(offered[0].split(":")[1], deck, "en")
            if len(offered) == 1:
                taken = parse_cards(offered[0].split(":")[2].replace("+", " "))
                expected = message("en", "can-claim", seat=names[1 - mover], card=laid,
                                   cards=listed("en", [card_forms(c, deck, "en")
                                                       for c in taken]))
            else:
                expected = message("en", "can-claim-ways", seat=names[1 - mover], card=laid,
                                   ways=len(offered))
            assert offer == expected
            page.wait_for_function(
                "text => document.getElementById('history').textContent.includes(text)",
                arg=offer)
            assert offer not in history(other)
            # The player who laid it hears his own offer (seed 003's self-correction).
            # Right after the sentence of his own card it does not name the card again; after
            # a new deal's sentence (his card was the deal's last) it does.
            if len(offered) == 1:
                cards = listed("en", [card_forms(c, deck, "en") for c in taken])
                forms = [message("en", "correction-window-short", cards=cards),
                         message("en", "correction-window", card=laid, cards=cards)]
            else:
                forms = [message("en", "correction-window-ways-short", ways=len(offered)),
                         message("en", "correction-window-ways", card=laid,
                                 ways=len(offered))]
            other.wait_for_function(
                "forms => forms.some((text) => "
                "document.getElementById('history').textContent.includes(text))", arg=forms)
            # (An earlier offer of his own may read the same: the short one names no card.)
            for own in forms:
                assert history(page).count(own) <= heard_before.count(own)
            for each in (page, other):
                each.wait_for_selector("#actions button[data-action='claim']")
            assert not page.is_visible("#actions button[data-action='challenge']")
            # Every other missed capture is taken back by its layer, the others claimed.
            taker = other if claimed % 2 else page
            focus_game(taker)
            taker.keyboard.press("k")
            if len(offered) > 1:
                taker.wait_for_selector("#choice:not([hidden])")
                taker.keyboard.press("1")
            version += 1
            after = wait_for_version(taker, version)
            # Said to the taker as "you".
            said = ("You correct your play and take " if taker is other else "You claim the ")
            assert any(s.startswith(said) for s in after["speech"]["events"])
            claimed += 1
            continue
        if view["closing"]:
            page.keyboard.press("Enter")
        else:
            # Lay a card that could take when there is one: the other player may claim it.
            takers = [i for i, c in enumerate(view["hand"]) if captures(RULES, c, view["table"])]
            go_to(page, (takers or [0])[0])
            page.keyboard.press("Enter")  # choose the card: the table cards to take follow
            page.keyboard.press("Enter")  # take none: the card is laid
        version += 1
        wait_for_version(page, version)
        if claimed >= 2 and CHECK in history(ana):
            break
    else:
        raise AssertionError("no claim and check in 200 moves")
    for page in (ana, bo):
        page.wait_for_function(
            "text => document.getElementById('history').textContent.includes(text)", arg=CHECK)
