"""The speech queue's backlog, by its effect on what a screen reader is given: sentences that
have only just come are said whole, however long together (a round's last plays arrive with
its result right after the player's key), and only sentences that have waited are dropped
from speech when the player has fallen behind (they stay in the history)."""

from __future__ import annotations

from typing import Any

from listening import wait_said
from timeline import read
from timeline import said as said_texts

from cardtable.text.catalog import message

SAY_EVENTS_JS = """async ([first, count, key]) => {
  const live = await import('/static/js/live.js');
  live.setRate(250);
  if (key) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
  for (let i = first; i < first + count; i += 1) {
    live.say(`Event number ${i}, ` + 'word '.repeat(18), { kind: 'event' });
  }
}"""
KEY_JS = "() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))"


def _said_with(page: Any, text: str) -> str:
    """The utterance that said ``text``, once said (from the page's timeline)."""
    wait_said(page, text, seconds=15)
    return next(e.text for e in said_texts(read(page)) if text in e.text)


def _skipped_tail() -> str:
    """What the sentence of dropped utterances says after its count (English)."""
    return message("en", "said-skipped", count=7).split("7", 1)[1]


def test_a_long_batch_that_has_just_come_is_said_whole(new_page: Any) -> None:
    page = new_page()
    # The player's key (the floor is free in a moment) and, in the same task, about 45 s of
    # speech at 250 words a minute. (With the key in a call of its own, a loaded machine
    # let the moment pass before the sentences came: the first was said alone.)
    page.evaluate(SAY_EVENTS_JS, [0, 10, True])
    said = _said_with(page, "Event number 9,")
    assert all(f"Event number {i}," in said for i in range(10)), said
    assert _skipped_tail() not in said


def test_what_has_waited_is_dropped_when_the_player_has_fallen_behind(new_page: Any) -> None:
    page = new_page()
    page.wait_for_timeout(1500)  # what the page said on opening has been heard
    page.evaluate("""async () => { const live = await import('/static/js/live.js');
      live.setRate(250); live.say('A long result, ' + 'word '.repeat(100), { kind: 'result' });
    }""")
    _said_with(page, "A long result")
    page.evaluate(SAY_EVENTS_JS, [0, 10])  # they wait behind the result ...
    page.wait_for_timeout(5300)
    page.evaluate(KEY_JS)  # ... until a key gives the floor back, more than 5 s later
    said = _said_with(page, "Event number 9,")
    assert said.startswith(message("en", "said-skipped", count=6)), said
    assert "Event number 0," not in said and "Event number 6," in said
    history = page.inner_text("#history")
    assert all(f"Event number {i}," in history for i in range(10))
