"""The table as a screen reader user hears it, by its effect: a whole game played with the
keyboard only by a player who waits to hear each call to play, with its timeline of
live-region texts, focus changes and keys checked against the rules a screen reader needs
(``timeline.py``): focus never moves under an announcement unless a key was pressed, the
deal is heard before the first move, no result is replaced before it could be heard, no
chat line is said twice, and the frames' own sentences are what is heard."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from listening import play_by_ear, wait_said
from steps import create_table, enter_as_guest, wait_for_turn_or_end
from timeline import (
    cut_short,
    focus_near_assertive,
    key_before,
    read,
    repeated,
    said,
    transcript,
)

from cardtable.text.catalog import message

RATE = 800
"""The listener's speech rate in the tests (words a minute): a fast screen reader."""
TRANSCRIPTS = Path(tempfile.gettempdir()) / "cardtable-transcripts"
"""Where each run leaves what was heard (docs/transcripts.py copies them into docs/)."""


def game_frames(frames: list[dict[str, Any]], table: int) -> list[dict[str, Any]]:
    """The game frames of a table the page received, in order, with their sentences."""
    return [f for f in frames if f.get("type") == "game" and f.get("table") == table
            and f.get("speech")]


def results_of(frames: list[dict[str, Any]]) -> list[str]:
    """The sentences of the frames' results (a round's or a game's end)."""
    found = []
    for received in frames:
        sentences = received["speech"]["events"]
        offset = len(sentences) - len(received["events"])
        for index, event in enumerate(received["events"]):
            if event["type"] in ("round_end", "game_end", "deal_score"):
                found.append(sentences[index + offset])
    return found


def first_index(spoken: list[Any], text: str) -> tuple[int, int]:
    """Where ``text`` is first heard: which of the timeline's live texts, and where in it
    (two sentences said in one utterance are heard in their order in it)."""
    return next((i, entry.text.index(text)) for i, entry in enumerate(spoken)
                if text in entry.text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_keyboard_game_is_heard_in_order(new_page: Any, lang: str) -> None:
    frames: list[dict[str, Any]] = []
    page = new_page(lang=lang, frames=frames, rate=RATE)
    enter_as_guest(page, f"Ear{lang}")
    table = create_table(page, preset="scopa", target="1", level="easy")

    watcher = new_page(lang=lang)
    enter_as_guest(watcher, f"Watcher{lang}")
    watcher.click(f"button[data-act='watch'][data-table='{table}']")
    watcher.wait_for_selector("#view-table:not([hidden])")
    chats: list[str] = []

    def chat_once(page: Any, state: dict[str, Any]) -> None:
        if chats:
            return
        chats.append(f"hello from the rail {lang}")
        watcher.fill("#table-chat-input", chats[0])
        watcher.press("#table-chat-input", "Enter")
        wait_said(page, chats[0])

    last = play_by_ear(page, on_turn=chat_once)
    assert last["over"]
    record_sentence = message(lang, "game-over-record")
    wait_said(page, record_sentence)
    timeline = read(page)
    spoken = said(timeline)
    received = game_frames(frames, table)

    # Focus never moves in the same moment as an assertive announcement without a key,
    # and every focus change follows a key (the played card is gone, or the player moved).
    assert focus_near_assertive(timeline) == []
    # One focus change needs no key of its own: when the game's first frame comes, the focus
    # goes from the table's title (where opening the table put it) into the game, before the
    # opening is said; on a busy machine that frame may come more than a second after Enter.
    at_table = next(e.t for e in timeline if e.kind == "focus" and e.target == "table-title")
    into_game = next(e for e in timeline if e.kind == "focus" and e.t > at_table)
    opening_said = next(e.t for e in said(timeline)
                        if game_frames(frames, table)[0]["speech"]["events"][0] in e.text)
    assert into_game.t <= opening_said
    loose = [e for e in timeline if e.kind == "focus" and e.t >= at_table
             and e is not into_game and not key_before(timeline, e.t)]
    assert loose == [], loose

    # The deal (the game, the table's first cards, the hand) is heard before the first move.
    opening = received[0]
    assert opening["version"] == 0
    first_move = next(f for f in received if f["version"] == 1)
    opening_at = first_index(spoken, opening["speech"]["events"][0])
    for sentence in opening["speech"]["events"]:
        assert any(sentence in entry.text for entry in spoken), sentence
    assert opening_at < first_index(spoken, first_move["speech"]["events"][0])

    # Every result is heard, and stays for its reading time before anything replaces it.
    results = results_of(received)
    assert results
    for sentence in results:
        assert any(sentence in entry.text for entry in spoken), sentence
    assert cut_short(timeline, RATE, only=tuple(results)) == []
    # The record's sentence comes after the result, not over it.
    assert first_index(spoken, record_sentence) > first_index(spoken, results[-1])

    # The chat line is heard once, by one region.
    assert sum(chats[0] in entry.text for entry in spoken) == 1
    assert repeated(timeline) == []

    # The player's own moves are said to it as "you".
    # (A sweep is said as a capture is, with its cry after.)
    mine = (message(lang, "play-lay-you", card="§").split("§")[0],
            message(lang, "play-capture-you", card="§", cards="§").split("§")[0])
    theirs = message(lang, "play-lay", seat=f"Ear{lang}", card="§").split("§")[0]
    assert not any(theirs in entry.text for entry in spoken)
    assert any(s.startswith(mine) for f in received for s in f["speech"]["events"])

    # Points are said as words, never as a dash before a number.
    assert not [e.text for e in spoken if re.search(r"(^|\s|—)-\d", e.text)]

    # The result stays on screen; the next table starts clean.
    assert page.is_visible("#result") and page.is_visible("#result-record a")
    page.click("#go-lobby")
    create_table(page, preset="scopa", target="1", level="easy")
    wait_for_turn_or_end(page)
    assert not page.is_visible("#result")
    assert not page.is_visible("#hint-text")
    TRANSCRIPTS.mkdir(exist_ok=True)
    (TRANSCRIPTS / f"scopa-{lang}.txt").write_text(transcript(timeline), encoding="utf-8")


def test_the_focused_card_stays_itself_while_the_others_play(new_page: Any) -> None:
    page = new_page()
    enter_as_guest(page, "Still")
    create_table(page, preset="classic", players=3, level="easy")
    state = wait_for_turn_or_end(page)
    page.keyboard.press("ArrowRight")  # the player chooses the second card
    chosen = page.evaluate("() => document.activeElement.dataset.card")
    page.evaluate("() => { document.activeElement.dataset.probe = 'mine'; }")
    # Play another card than the chosen one (a typed move, so that no capture is asked), and
    # the chosen one stays in the hand.
    other = next(move for move in state["legal"] if move.split(":")[0] != chosen)
    page.focus("#command")
    page.keyboard.type(f"play {other}")
    page.keyboard.press("Enter")
    page.focus("#hand [data-probe='mine']")
    played_at = read(page)[-1].t
    after = wait_for_turn_or_end(page, state["version"] + 1)
    assert after["version"] >= state["version"] + 3  # the two computer players have played
    # The same element, still focused, and not one focus event while the others played.
    assert page.evaluate("() => document.activeElement.dataset.probe") == "mine"
    assert page.evaluate("() => document.activeElement.dataset.card") == chosen
    assert [e for e in read(page) if e.kind == "focus" and e.t > played_at + 5] == []
