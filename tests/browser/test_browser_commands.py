"""Typed commands in the browser in the page's language: Russian words read and play, the
refusal of an unknown word and the help list the Russian commands with the English ones,
and a Metamorphosis discard typed as ranges and the lowest cards of a suit (a wrong number of
cards refused before anything is sent). Expected sentences come from the catalogues."""

from __future__ import annotations

from typing import Any

from ranges import as_ranges
from steps import (
    create_table,
    enter_as_guest,
    frame,
    play_turn,
    playable,
    wait_for_turn_or_end,
)

from cardtable.terminal.commands import catalogue_words, command_list, command_word
from cardtable.text.catalog import join_list, message
from cardtable.text.messages import LISTED_COMMANDS, SUITS
from cardtable.text.names import card_name

SUIT_LETTERS = "dhsc"
RANKS52 = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
BROWSER_ONLY = ("say",)
TERMINAL_ONLY: tuple[str, ...] = ()
"""Commands of the terminal that the page does not know (pass is in both since go_on)."""


def live(page: Any, region: str) -> str:
    text: str = page.text_content(f"#live-{region}") or ""
    return text


def type_command(page: Any, line: str) -> None:
    """Type a line in the command field and press Enter."""
    page.focus("#command")
    page.keyboard.type(line)
    page.keyboard.press("Enter")


def said_now(page: Any, region: str, text: str) -> None:
    """Wait until a live region says exactly ``text``."""
    page.wait_for_function(
        "([region, text]) => document.getElementById(`live-${region}`).textContent === text",
        arg=[region, text])


def test_russian_words_read_the_table_and_play_a_card(new_page: Any) -> None:
    page = new_page(lang="ru")
    enter_as_guest(page, "Стольник")
    create_table(page, preset="scopa", level="easy")
    state = wait_for_turn_or_end(page)
    view = state["view"]
    deck = view["rules"]["deck"]
    names = [card_name(code, deck, "ru") for code in view["table"]]
    type_command(page, "стол")
    said_now(page, "polite", message("ru", "table-cards", count=len(names),
                                     cards=join_list("ru", names))
             if names else message("ru", "table-empty"))
    type_command(page, "чей ход")
    said_now(page, "polite", message("ru", "turn-yours"))

    index = playable(state)
    card = view["hand"][index]
    type_command(page, f"ход {index + 1}")
    page.wait_for_function(f"""() => {{
      const f = window.cardtable.games.get(window.cardtable.current);
      return f.version > {state["version"]} || !document.getElementById('choice').hidden;
    }}""")
    if page.is_visible("#choice"):
        type_command(page, "1")  # the first of the captures it could make
    page.wait_for_function(
        f"() => window.cardtable.games.get(window.cardtable.current).version > {state['version']}")
    after = frame(page)
    assert after is not None
    assert card not in after["view"]["hand"]
    assert len(after["view"]["hand"]) == len(view["hand"]) - 1


GAME_OWN = ("take", "bid", "discard", "end", "challenge", "claim", "pass")
"""The commands of one game or rule; the others work in every game."""


def test_an_unknown_word_and_the_help_list_the_russian_commands(new_page: Any) -> None:
    page = new_page(lang="ru")
    enter_as_guest(page, "Справочник")
    # Before any game the help lists every command.
    page.focus("#open-help")
    page.keyboard.press("Enter")
    page.wait_for_selector("#help-dialog[open]")
    body = page.text_content("#help-body") or ""
    for command in LISTED_COMMANDS:
        if command not in TERMINAL_ONLY:
            assert command_list("ru", (command,)) in body, command
    for key_help in ("help-challenge", "help-claim", "help-digits", "help-table"):
        assert message("ru", key_help) in body, key_help
    page.keyboard.press("Escape")
    # At an Escoba table without manual capture, only the commands that work there.
    create_table(page, preset="escoba", level="easy")
    wait_for_turn_or_end(page)
    type_command(page, "танцуй")
    page.wait_for_function(
        "() => document.getElementById('live-assertive').textContent.startsWith('танцуй')")
    refusal = live(page, "assertive")
    prefix = message("ru", "unknown-command", command="танцуй", commands="").split(":")[0]
    assert refusal.startswith(prefix)
    listed = [c for c in LISTED_COMMANDS if c not in TERMINAL_ONLY and c not in GAME_OWN]
    for command in listed:
        assert command_list("ru", (command,)) in refusal, command
    for command in (*TERMINAL_ONLY, *GAME_OWN):
        assert command_list("ru", (command,)) not in refusal, command

    type_command(page, "помощь")
    page.wait_for_selector("#help-dialog[open]")
    body = page.text_content("#help-body") or ""
    commands = message("ru", "help-command-list", commands="").split(":")[0]
    assert commands in body
    for command in listed:
        assert command_list("ru", (command,)) in body, command
    for command in GAME_OWN:
        assert command_list("ru", (command,)) not in body, command
    # Nor the keys of challenges and claims, which this game does not have.
    for key_help in ("help-challenge", "help-claim"):
        assert message("ru", key_help) not in body, key_help
    assert message("ru", "help-digits") in body
    # C reads the table, not "the table (in Metamorphosis, the trick)".
    assert message("ru", "help-table-sweep") in body
    assert message("ru", "help-table") not in body
    page.keyboard.press("Escape")
    # English words work on the Russian page too.
    type_command(page, "turn")
    said_now(page, "polite", message("ru", "turn-yours"))


RECORD_EVENTS_JS = """() => {
  const c = window.cardtable.connection;
  const original = c.onFrame;
  window.__events = [];
  c.onFrame = (frame) => {
    if (frame.type === 'game') window.__events.push(...(frame.events || []));
    original(frame);
  };
}"""
"""Keep the events of every game frame the page receives from now on (``window.__events``)."""


def card_index(code: str) -> int:
    """A card's place in the 52-card deck: by rank, then suit (the engine's order)."""
    return RANKS52.index(code[:-1]) * 4 + SUIT_LETTERS.index(code[-1])


def test_a_discard_typed_by_ranges_and_the_lowest_of_a_suit(new_page: Any) -> None:
    page = new_page(lang="ru")
    enter_as_guest(page, "Сбросчик")
    # Four parties: the seat has more than 12 cards to discard in one of them at least.
    create_table(page, game="metamorphosis", players=2, level="easy")
    state = wait_for_turn_or_end(page)
    # An unknown word lists Metamorphosis's commands: bids and discards, no captures.
    type_command(page, "танцуй")
    page.wait_for_function(
        "() => document.getElementById('live-assertive').textContent.startsWith('танцуй')")
    refusal = live(page, "assertive")
    for command in GAME_OWN:
        assert (command_list("ru", (command,)) in refusal) == (command in ("bid", "discard"))
    # A sweep game's command is refused as not of this game, not with a sweep game's reason.
    for command in ("challenge", "claim", "take"):
        word = command_word("ru", command)
        type_command(page, f"{word} 1" if command == "take" else word)
        said_now(page, "assertive", message("ru", "refuse-not-here", command=word))
    # The help says the digits read the trick.
    page.focus("#open-help")
    page.keyboard.press("Enter")
    page.wait_for_selector("#help-dialog[open]")
    body = page.text_content("#help-body") or ""
    assert message("ru", "help-digits-trick") in body
    assert message("ru", "help-digits") not in body
    assert message("ru", "help-table-trick") in body
    assert message("ru", "help-table") not in body
    page.keyboard.press("Escape")
    for _ in range(600):
        state = wait_for_turn_or_end(page, state["version"] - 1)
        assert not state["over"], "the game ended without a discard of this seat"
        if state["view"]["phase"] == "discard":
            break
        play_turn(page, state)
        state = frame(page) or state
    view = state["view"]
    hand: list[str] = view["hand"]
    need: int = view["discard_count"]
    version = state["version"]

    # A wrong number of cards is refused here, saying both numbers; nothing is sent.
    type_command(page, "сброс 1")
    said_now(page, "assertive", message("ru", "refuse-discard-count", need=need, count=1))
    by_suit = {suit: sorted((c for c in hand if SUIT_LETTERS.index(c[-1]) == suit),
                            key=card_index) for suit in range(4)}
    few = min(range(4), key=lambda s: len(by_suit[s]))
    lowest_word = catalogue_words("ru", "words-lowest")[0]
    few_word = catalogue_words("ru", f"suit-words-{SUITS[few]}")[0]
    type_command(page, f"сброс {lowest_word} {len(by_suit[few]) + 1} {few_word}")
    said_now(page, "assertive", message("ru", "discard-lowest-short", suit=SUITS[few],
                                        asked=len(by_suit[few]) + 1, count=len(by_suit[few])))
    type_command(page, f"сброс 1-{len(hand) + 1}")
    said_now(page, "assertive", message("ru", "refuse-no-position", number=len(hand) + 1,
                                        count=len(hand)))
    assert (frame(page) or {})["version"] == version

    # The lowest of the longest suit (but one fewer than the discard), then ranges.
    many = max(range(4), key=lambda s: len(by_suit[s]))
    count = min(len(by_suit[many]), need - 1)
    lowest = by_suit[many][:count]
    others = [i + 1 for i, c in enumerate(hand) if c not in lowest][:need - count]
    expected = sorted([*lowest, *(hand[i - 1] for i in others)], key=card_index)
    suit_word = catalogue_words("ru", f"suit-words-{SUITS[many]}")[1]
    # Keep every frame's events: the computer's moves may follow the discard at once.
    page.evaluate(RECORD_EVENTS_JS)
    type_command(page, f"сброс {count} младших {suit_word} {' '.join(as_ranges(others))}")
    mine = f"(e) => e.type === 'discard' && e.seat === {state['seat']}"
    page.wait_for_function(f"() => window.__events.some({mine})")
    discard = page.evaluate(f"() => window.__events.find({mine})")
    assert discard["cards"] == expected
    assert (frame(page) or {})["version"] > version


def test_a_move_typed_in_its_own_text_takes_every_card_it_names(new_page: Any) -> None:
    """``play 5c:2d+3c`` sends the whole move: a capture of several cards is not cut at the
    first ``+`` (it was sent as ``5c:2d`` and refused)."""
    page = new_page()
    enter_as_guest(page, "Typist")
    create_table(page, preset="scopa", level="easy")
    state = wait_for_turn_or_end(page)
    for _ in range(200):
        state = wait_for_turn_or_end(page, state["version"] - 1)
        assert not state["over"], "the game ended without a capture of two cards or more"
        several = [move for move in state["legal"] if "+" in move]
        if several:
            break
        play_turn(page, state)
        state = frame(page) or state
    move = max(several, key=lambda text: text.count("+"))
    card, taken = move.split(":")
    page.evaluate(RECORD_EVENTS_JS)
    type_command(page, f"play {move}")
    mine = f"(e) => e.type === 'play' && e.seat === {state['seat']}"
    page.wait_for_function(f"() => window.__events.some({mine})")
    played = page.evaluate(f"() => window.__events.find({mine})")
    assert played["card"] == card
    assert sorted(played["take"]) == sorted(taken.split("+"))
    assert len(played["take"]) >= 2
