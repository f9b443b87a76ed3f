"""Motion on the browser table, by its effect: a card played flies as a ghost from where it
was in the hand to its place on the table (or, when it captures, on to the player's pile),
the last play stays marked, a key pressed while cards fly acts at once, the play's
sentence is handed to the live regions before anything moves, and under
``prefers-reduced-motion: reduce`` nothing moves at all.

Every ``element.animate`` the page makes is recorded from its first script (with what the
live regions held and what waited to be said at that moment), so the checks read what the
page did, not what it meant to do."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from steps import (
    FRAME_JS,
    create_table,
    enter_as_guest,
    frame,
    go_to,
    play_turn,
    playable,
    wait_for_turn_or_end,
)

SCREENSHOT = Path("/tmp/cardtable-motion.png")

RECORD_ANIMATIONS_JS = r"""
(() => {
  const original = Element.prototype.animate;
  window.__motion = [];
  const rect = (element) => {
    if (!element) return null;
    const box = element.getBoundingClientRect();
    return {x: box.left, y: box.top, w: box.width, h: box.height};
  };
  Element.prototype.animate = function (keyframes, options) {
    const animation = original.call(this, keyframes, options);
    const card = this.dataset ? this.dataset.card || null : null;
    window.__motion.push({
      t: window.__timelineNow ? window.__timelineNow() : 0,
      ghost: this.classList.contains("motion-ghost"),
      kind: this.className && typeof this.className === "string" ? this.className : "",
      banner: this.classList.contains("motion-banner"),
      card,
      width: this.offsetWidth,
      frames: (Array.isArray(keyframes) ? keyframes : []).map((k) => ({
        transform: k.transform || null, offset: k.offset ?? null})),
      heard: window.__live ? window.__live.spoken() : null,
      // Where the card lies on the table, and where the player's pile is, as it starts.
      onTable: card ? rect(document.querySelector(
        `#table-cards li.card[data-card="${CSS.escape(card)}"]`)) : null,
      pile: rect(document.querySelector("#seat-ring .seat-zone.you .seat-pile")
                 || document.querySelector("#game .pile-zone")),
      piles: Object.fromEntries([...document.querySelectorAll("#seat-ring .seat-zone")]
        .map((zone) => [zone.dataset.seat, rect(zone.querySelector(".seat-pile"))])),
    });
    return animation;
  };
})();
"""

IN_HAND_JS = "() => document.activeElement && document.activeElement.closest('#hand')"
MARKED_JS = """() => [...document.querySelectorAll('#table-cards li.last-play')]
  .map((e) => e.dataset.card)"""

GHOSTS_RUNNING_JS = """() => document.getAnimations().filter((a) =>
  a.effect && a.effect.target && a.effect.target.classList.contains('motion-ghost')
  && a.playState === 'running').length"""

TRANSLATE = re.compile(r"translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([-\d.e]+)\)")


def corner(transform: str) -> tuple[float, float, float]:
    """A ghost's keyframe transform as (x, y, scale)."""
    found = TRANSLATE.search(transform)
    assert found, transform
    return float(found[1]), float(found[2]), float(found[3])


def open_game(new_page: Any, name: str, frames: list[dict[str, Any]],
              reduced: bool = False) -> tuple[Any, dict[str, Any]]:
    """A player at a classic sweep table against an easy bot, at its first turn, with the
    page's animations recorded and its speech queue at hand (``window.__live``)."""
    page = new_page(frames=frames)
    page.context.add_init_script(script=RECORD_ANIMATIONS_JS)
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    page.reload()
    page.wait_for_selector("#view-signin:not([hidden])")
    page.evaluate("async () => { window.__live = await import('/static/js/live.js'); }")
    enter_as_guest(page, name)
    create_table(page, preset="classic", level="easy")
    state = wait_for_turn_or_end(page)
    assert not state["over"]
    page.wait_for_function(IN_HAND_JS)
    return page, state


def hand_rect(page: Any, card: str) -> dict[str, float]:
    box: dict[str, float] = page.evaluate(
        """(card) => { const b = document.querySelector(`#hand [data-card="${card}"]`)
           .getBoundingClientRect(); return {x: b.left, y: b.top, w: b.width, h: b.height}; }""",
        card)
    return box


def play_sentence(frames: list[dict[str, Any]], version: int) -> str:
    """What the frame of move ``version`` says of its play."""
    received = next(f for f in frames if f.get("type") == "game" and f["version"] == version)
    events = received["events"]
    sentences = received["speech"]["events"]
    index = next(i for i, e in enumerate(events) if e["type"] == "play")
    sentence: str = sentences[len(sentences) - len(events) + index]
    return sentence


def test_a_played_card_flies_from_the_hand_and_the_sentence_comes_first(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page, state = open_game(new_page, "Flyer", frames)
    index = playable(state)
    card = state["view"]["hand"][index]
    go_to(page, index)
    page.wait_for_timeout(200)  # the chosen card has risen (its transition is over)
    was = hand_rect(page, card)
    page.evaluate("() => { window.__motion.length = 0; }")
    page.keyboard.press("Enter")
    if page.is_visible("#choice"):
        # A card that takes in several ways waits in the hand while the choice is open (and
        # may settle back from its risen place): the flight starts from where it is then.
        page.wait_for_timeout(200)
        was = hand_rect(page, card)
        page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {state['version']}")
    page.wait_for_function(
        "(card) => window.__motion.some((m) => m.ghost && m.card === card)", arg=card)
    motion = page.evaluate("() => window.__motion")
    mine = next(m for m in motion if m.get("ghost") and m["card"] == card)

    # From where the card was in the hand, at its size ...
    x, y, scale = corner(mine["frames"][0]["transform"])
    assert abs(x - was["x"]) < 2 and abs(y - was["y"]) < 2, (mine["frames"][0], was)
    assert abs(scale * mine["width"] - was["w"]) < 2
    # ... to its place on the table, or, when it captured, into the player's pile.
    played = next(e for e in frame_events(frames, state["version"] + 1) if e["type"] == "play")
    x, y, scale = corner(mine["frames"][-1]["transform"])
    if not played["take"]:
        target = mine["onTable"]
        assert target is not None
        assert abs(x - target["x"]) < 2 and abs(y - target["y"]) < 2, (mine["frames"][-1], target)
    else:
        pile = mine["pile"]
        assert pile is not None
        centre_x = x + mine["width"] * scale / 2
        assert pile["x"] - 1 <= centre_x <= pile["x"] + pile["w"] + 1, (mine["frames"][-1], pile)
        taken = {m["card"] for m in motion if m.get("ghost")}
        assert set(played["take"]) <= taken  # the captured cards fly too

    # The play was handed to the live regions (said, or waiting its turn to be said) before
    # the first ghost of its frame was made: the motion never holds back what is heard.
    sentence = play_sentence(frames, state["version"] + 1)
    heard = mine["heard"]
    assert heard is not None
    assert (sentence in heard["polite"] or sentence in heard["assertive"]
            or any(sentence in text for text in heard["pending"])), (sentence, heard)

    # The card laid stays marked on the table until the next play (the bot's, at once here:
    # then the bot's card is the one marked, if it stayed on the table).
    page.wait_for_function("() => window.cardtable && document.getAnimations().length === 0")
    last = frame(page)
    assert last is not None
    last_play = last["view"]["last_play"]
    marked = page.evaluate(MARKED_JS)
    on_table = last_play and last_play["card"] in last["view"]["table"]
    assert marked == ([last_play["card"]] if on_table else [])


def frame_events(frames: list[dict[str, Any]], version: int) -> list[dict[str, Any]]:
    received = next(f for f in frames if f.get("type") == "game" and f["version"] == version)
    events: list[dict[str, Any]] = received["events"]
    return events


def test_a_key_pressed_while_cards_fly_acts_at_once(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page, state = open_game(new_page, "Hasty", frames)
    go_to(page, playable(state))
    page.keyboard.press("Enter")
    if page.is_visible("#choice"):
        page.keyboard.press("1")
    page.wait_for_function(f"() => ({FRAME_JS})().version > {state['version']}")
    page.wait_for_function(f"() => ({GHOSTS_RUNNING_JS})() > 0")
    # Slow the flight right down, so that it is surely still on when the key comes.
    page.evaluate("() => document.getAnimations().forEach((a) => { a.playbackRate = 0.02; })")
    page.wait_for_function(IN_HAND_JS)
    before = page.evaluate("() => document.activeElement.dataset.index")
    count = page.evaluate("() => document.querySelectorAll('#hand [role=option]').length")
    assert count >= 2
    key = "ArrowLeft" if int(before) > 0 else "ArrowRight"
    page.keyboard.press(key)
    after = page.evaluate("() => document.activeElement.dataset.index")
    assert after != before  # the arrow moved the focus at once ...
    assert page.evaluate(GHOSTS_RUNNING_JS) > 0  # ... while the cards were still flying
    # The layer the ghosts fly in is out of the way of pointers and screen readers.
    layer = page.evaluate("""() => { const l = document.getElementById('motion-layer');
      return {hidden: l.getAttribute('aria-hidden'), pointer: getComputedStyle(l).pointerEvents,
              focusable: l.querySelectorAll('[tabindex], button, a').length}; }""")
    assert layer == {"hidden": "true", "pointer": "none", "focusable": 0}
    # Mid-flight, as a sighted player sees it.
    page.evaluate("""() => document.getAnimations().forEach((a) => {
      const timing = a.effect.getComputedTiming();
      a.pause(); a.currentTime = (timing.delay || 0) + timing.activeDuration * 0.45; })""")
    page.screenshot(path=str(SCREENSHOT))


def test_reduced_motion_moves_nothing_and_keeps_the_marks(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page, state = open_game(new_page, "Still", frames, reduced=True)
    assert page.evaluate("() => matchMedia('(prefers-reduced-motion: reduce)').matches")
    for _ in range(2):  # two of the player's turns, each with the bot's answer
        go_to(page, playable(state))
        page.keyboard.press("Enter")
        if page.is_visible("#choice"):
            page.keyboard.press("1")
        state = wait_for_turn_or_end(page, state["version"])
        if state["over"]:
            break
    assert page.evaluate("() => window.__motion.length") == 0
    assert page.evaluate("() => document.getAnimations().length") == 0
    assert page.evaluate("() => document.querySelectorAll('#motion-layer *').length") == 0
    last_play = state["view"]["last_play"]
    marked = page.evaluate(MARKED_JS)
    on_table = last_play and last_play["card"] in state["view"]["table"]
    assert marked == ([last_play["card"]] if on_table else [])


SWEEP_BANNER_JS = """async (preset) => {
  const motion = await import('/static/js/motion.js');
  const app = window.cardtable;
  const previous = app.games.get(app.current);
  const table = previous.view.table;
  const incoming = {...previous, version: previous.version + 1,
    events: [{type: 'play', seat: 1, card: table[0], take: table.slice(1), sweep: true}],
    view: {...previous.view, rules: {...previous.view.rules, preset}}};
  motion.animate(motion.snapshot(), incoming, previous);
  const shown = document.querySelector('#motion-layer .motion-banner');
  return shown && {text: shown.textContent,
                   hidden: shown.closest('[aria-hidden=true]') !== null,
                   moving: shown.getAnimations().length};
}"""


@pytest.mark.parametrize(("lang", "preset", "cry"), [
    ("en", "escoba", "¡Escoba!"), ("en", "classic", "Sweep!"), ("ru", "scopa", "Скопа!"),
    ("ru", "classic", "Метла!")])
def test_a_sweep_raises_a_banner_in_the_preset_s_words(new_page: Any, lang: str, preset: str,
                                                       cry: str) -> None:
    page = new_page(lang=lang)
    enter_as_guest(page, f"Sweeper {lang} {preset}")
    create_table(page, preset="classic", level="easy")
    wait_for_turn_or_end(page)
    shown = page.evaluate(SWEEP_BANNER_JS, preset)
    # Shown briefly over the table, and hidden from screen readers: the play's sentence
    # says the sweep already.
    assert shown == {"text": cry, "hidden": True, "moving": 1}
    page.wait_for_function("() => !document.querySelector('#motion-layer .motion-banner')")


def test_a_trick_is_gathered_to_its_winner_s_pile(new_page: Any) -> None:
    frames: list[dict[str, Any]] = []
    page = new_page(frames=frames)
    page.context.add_init_script(script=RECORD_ANIMATIONS_JS)
    page.reload()
    page.wait_for_selector("#view-signin:not([hidden])")
    enter_as_guest(page, "Gatherer")
    create_table(page, game="metamorphosis", players=2, parties="1", level="easy")
    state = wait_for_turn_or_end(page)
    tricks: list[dict[str, Any]] = []
    for _ in range(60):
        tricks = [e for f in frames if f.get("type") == "game" for e in f["events"]
                  if e["type"] == "trick"]
        if tricks:
            break
        play_turn(page, state)
        state = wait_for_turn_or_end(page, state["version"])
    assert tricks, "no trick was completed"
    trick = tricks[0]
    page.wait_for_function(
        "(n) => window.__motion.filter((m) => m.kind.includes('motion-trick')).length >= n",
        arg=len(trick["cards"]))
    gathered = [m for m in page.evaluate("() => window.__motion")
                if "motion-trick" in m["kind"]][:len(trick["cards"])]
    assert sorted(m["card"] for m in gathered) == sorted(trick["cards"])
    for move in gathered:
        # Each card of the trick ends (small) on the winner's pile around the table.
        pile = move["piles"][str(trick["winner"])]
        x, y, scale = corner(move["frames"][-1]["transform"])
        centre = (x + move["width"] * scale / 2, y + move["width"] * 1.5 * scale / 2)
        assert pile["x"] - 1 <= centre[0] <= pile["x"] + pile["w"] + 1, (move, pile)
        assert pile["y"] - move["width"] <= centre[1] <= pile["y"] + pile["h"] + move["width"]
        assert scale < 1


GAME_OVER_JS = """async () => {
  const motion = await import('/static/js/motion.js');
  const app = window.cardtable;
  const previous = app.games.get(app.current);
  const table = previous.view.table;
  const play = {type: 'play', seat: 1, card: table[0], take: table.slice(1), sweep: true};
  const sweep = {...previous, version: previous.version + 1, events: [play]};
  motion.animate(motion.snapshot(), sweep, previous);
  const flying = document.getAnimations().length;
  const over = {...sweep, version: sweep.version + 1, events: [play],
                view: {...previous.view, is_over: true}};
  motion.animate(motion.snapshot(), over, sweep);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return {flying, after: document.getAnimations().length,
          ghosts: document.querySelectorAll('#motion-layer .motion-ghost').length};
}"""


def test_nothing_flies_over_the_game_s_result(new_page: Any) -> None:
    # A sweep sets cards and a banner flying; the game's end lands them at once and starts
    # nothing, so the result panel is never under a card in flight.
    page = new_page()
    enter_as_guest(page, "Finisher")
    create_table(page, preset="classic", level="easy")
    wait_for_turn_or_end(page)
    seen = page.evaluate(GAME_OVER_JS)
    assert seen["flying"] > 0
    assert seen == {"flying": seen["flying"], "after": 0, "ghosts": 0}
