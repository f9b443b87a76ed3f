"""The terminal session: choosing captures, refusals in the player's language with the game
unchanged, Metamorphosis bids, suits and discards, hints, hidden cards, the voice, the
menu, and the catalogue messages the client uses."""

from __future__ import annotations

import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from positions import meta_position, sweep_position
from terminal_support import ScriptedPlayer, said, session_at

from cardtable.bots.hint import adviser
from cardtable.cards import parse_card, parse_cards
from cardtable.cli import main
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import DISCARDING, MetaView
from cardtable.terminal.commands import Command, CommandError, parse_command
from cardtable.terminal.menu import run_menu
from cardtable.terminal.modes import ChoosingCapture, ChoosingTake, Window
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.speech import find_program, speech_command
from cardtable.terminal.storage import DATA_ENV
from cardtable.text import readout
from cardtable.text.catalog import message
from cardtable.text.messages import TERMINAL_MESSAGES
from cardtable.text.names import card52_name, card_name
from cardtable.text.refusals import card_error

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "cardtable"
SRC = PACKAGE / "terminal"
SHARED = [*sorted((PACKAGE / "text").glob("readout*.py")), PACKAGE / "text" / "refusals.py",
          PACKAGE / "text" / "names.py", PACKAGE / "records" / "replay.py",
          PACKAGE / "games" / "replaying.py", *sorted(PACKAGE.glob("games/*/replay.py"))]
"""What the terminal says from ``text`` (the readings and refusals every client shares)."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path / "data"


# Commands -------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "command"), [
    ("", Command("enter")),
    ("  /table ", Command("table")),
    ("C", Command("table")),
    ("card 3", Command("card", ("3",))),
    ("7", Command("number", ("7",))),
    ("play 5c:2d+3c", Command("play", ("5c:2d+3c",))),
    ("7d", Command("play", ("7d",))),
    ("take 1 3", Command("take", ("1", "3"))),
    ("take 2d+3c", Command("take", ("2d", "3c"))),
    ("discard:2c+5h", Command("discard", ("2c", "5h"))),
    ("discard 2c, 5h", Command("discard", ("2c", "5h"))),
    ("bid:3", Command("bid", ("3",))),
    ("?", Command("hint")),
    ("Q", Command("quit")),
])
def test_commands_parse(line: str, command: Command) -> None:
    assert parse_command(line) == command


def test_an_unknown_word_is_named() -> None:
    with pytest.raises(CommandError) as caught:
        parse_command("dance now")
    assert caught.value.word == "dance"


def test_every_message_the_client_says_is_in_its_catalogue() -> None:
    from cardtable.text.messages import MESSAGES
    from cardtable.text.refusals import CODES, message_id

    said_ids: set[str] = set()
    literals: set[str] = set()
    for path in [*SRC.glob("*.py"), *SHARED]:
        text = path.read_text(encoding="utf-8")
        said_ids |= set(re.findall(r'(?:say|_msg|message)\((?:lang, )?"([a-z0-9-]+)"', text))
        literals |= set(re.findall(r'"([a-z]+(?:-[a-z0-9]+)+)"', text))
    assert len(said_ids) > 50
    assert said_ids <= set(MESSAGES), said_ids - set(MESSAGES)
    # Speaker.actor says a message's "-you" form to the player it is about.
    yours = {f"{name}-you" for name in literals | said_ids}
    # The engine's refusals are worded by code (``text.refusals``).
    refusals = {message_id(code) for code in CODES}
    unused = set(TERMINAL_MESSAGES) - literals - said_ids - yours - refusals
    assert unused == set(), "messages of terminal.ftl the client never says"


# Capturing ------------------------------------------------------------------------------

def classic_position(manual: bool = False, lang: str = "en", interactive: bool = True
                     ) -> tuple[PlaySession, Transcript]:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s",
                           manual=manual)
    return session_at(state, lang=lang, interactive=interactive)


def test_several_captures_are_asked_by_number() -> None:
    session, out = classic_position()
    assert said(out, session, "play 5c") == [
        "The five of clubs can take in several ways: 1, the two of diamonds and the three of "
        "clubs; or 2, the five of hearts. Press the number of one, or Escape to cancel."]
    assert said(out, session, "3") == ["Press 1 or 2, or Escape to cancel."]
    assert said(out, session, "c")[0].startswith("On the table, 4 cards")
    lines = said(out, session, "1")
    assert lines[0] == ("You play the five of clubs and take the two of diamonds and the "
                        "three of clubs.")


def test_through_a_pipe_the_choice_asks_for_a_typed_line_and_the_same_card_asks_again(
) -> None:
    session, out = classic_position(interactive=False)
    asked = ("The five of clubs can take in several ways: 1, the two of diamonds and the "
             "three of clubs; or 2, the five of hearts. Type the number of one on a line by "
             "itself, or cancel.")
    assert said(out, session, "play 5c") == [asked]
    # A newcomer who plays the card again is asked again, not cancelled and re-asked.
    assert said(out, session, "play 5c") == [asked]
    assert said(out, session, "play 2") == [asked]
    assert said(out, session, "3") == ["Type 1 or 2 on a line by itself, or cancel."]
    assert said(out, session, "2")[0] == ("You play the five of clubs and take the five of "
                                          "hearts.")


@pytest.mark.parametrize(("lang", "marked"), [
    ("en", "1, as the hint said, the two of diamonds and the three of clubs; or 2, the five of "
           "hearts."),
    ("ru", "1 — по подсказке — двойку бубён и тройку треф; или 2 — пятёрку червей."),
])
def test_the_choice_of_captures_marks_the_one_the_hint_named(lang: str, marked: str) -> None:
    session, out = classic_position(lang=lang)
    hint = said(out, session, "?")[0]
    assert session.hinted_move is not None and session.hinted_move.text() == "5c:2d+3c", hint
    asked = said(out, session, "play 5c")[0]
    assert marked in asked
    said(out, session, "escape")
    said(out, session, "play 1")  # a move: the hint was about the position before it
    assert session.hinted_move is None


@pytest.mark.parametrize(("lang", "interactive", "tail"), [
    ("en", True, "Press the number of one, or Escape to cancel. Enter takes the hint's."),
    ("en", False, "on a line by itself, or cancel. An empty line takes the hint's."),
    ("ru", False, "Пустая строка — вариант подсказки."),
])
def test_after_a_hint_enter_in_the_choice_of_captures_takes_the_hint_s(
        lang: str, interactive: bool, tail: str) -> None:
    session, out = classic_position(lang=lang, interactive=interactive)
    said(out, session, "?")
    asked = said(out, session, "play 5c")
    assert len(asked) == 1 and asked[0].endswith(tail), asked
    said(out, session, "")
    assert sorted(map(str, session.view().piles[0])) == ["2d", "3c", "5c"]


@pytest.mark.parametrize(("lang", "one", "many"), [
    ("ru", "Ваша карта: ", "Ваши карты: "),
    ("pl", "Twoja karta: ", "Twoje karty: "),
    ("it", "La tua carta: ", "Le tue carte: "),
])
def test_the_call_to_play_names_a_last_card_in_the_singular(lang: str, one: str,
                                                            many: str) -> None:
    session, out = classic_position(lang=lang)
    calls = []
    for _ in range(2):  # the first card of the hand, twice (a capture: the first way)
        lines = said(out, session, "play 1")
        if session.mode is not None:
            lines = said(out, session, "1")
        calls.append(lines[-1])
    assert many in calls[0] and one not in calls[0], calls[0]  # two cards left
    assert one in calls[1] and many not in calls[1], calls[1]  # one card left


@pytest.mark.parametrize(("lang", "held"), [("ru", "Ваша карта: "), ("pl", "Twoja karta: ")])
def test_a_card_not_in_a_hand_of_one_is_refused_in_the_singular(lang: str, held: str) -> None:
    session, out = classic_position(lang=lang)
    for _ in range(2):
        said(out, session, "play 1")
        if session.mode is not None:
            said(out, session, "1")
    refused = said(out, session, "play 7d")  # not in the hand of one card left
    assert len(refused) == 1 and held in refused[0], refused


def test_without_a_hint_no_choice_is_marked() -> None:
    session, out = classic_position()
    asked = said(out, session, "play 5c")[0]
    assert "hint" not in asked


def test_another_card_played_during_a_choice_ends_it() -> None:
    session, out = classic_position()
    said(out, session, "play 5c")
    lines = said(out, session, "play 1")
    assert lines[0] == message("en", "choice-cancelled")
    assert lines[1] == "You lay the ace of spades."


def test_the_typed_choice_is_said_in_russian() -> None:
    session, out = classic_position(lang="ru", interactive=False)
    lines = said(out, session, "ход 2")
    assert len(lines) == 1
    assert lines[0].startswith("Взять пятёркой треф можно по-разному")
    assert lines[0].endswith("Напишите номер варианта отдельной строкой или «отмена».")
    assert said(out, session, "ход 2") == lines
    assert said(out, session, "отмена") == [message("ru", "choice-cancelled")]


def test_manual_capture_through_a_pipe_says_how_to_type_the_table_cards() -> None:
    session, out = classic_position(manual=True, interactive=False)
    start = ("About to play the five of clubs: type the numbers of the table cards it takes, "
             "one a line, then an empty line, or all at once, like take 1 3; an empty line "
             "alone lays it on the table; cancel cancels.")
    assert said(out, session, "play 5c") == [start]
    assert said(out, session, "play 5c") == [start]
    assert said(out, session, "take 3")[0] == ("You play the five of clubs and take the five "
                                               "of hearts.")


@pytest.mark.parametrize(("lang", "interactive", "start"), [
    ("en", True, "About to play the five of clubs and, as the hint said, take the two of "
                 "diamonds and the three of clubs: Enter plays it."),
    ("en", False, "About to play the five of clubs and, as the hint said, take the two of "
                  "diamonds and the three of clubs: an empty line plays it."),
    ("ru", False, "Готовите ход пятёркой треф и, как в подсказке, берёте двойку бубён и "
                  "тройку треф. Пустая строка — сыграть так."),
])
def test_under_manual_capture_the_hints_card_comes_with_its_capture_taken(
        lang: str, interactive: bool, start: str) -> None:
    # Enter after a hint must play what the hint said, not lay the card (a missed capture).
    session, out = classic_position(manual=True, lang=lang, interactive=interactive)
    said(out, session, "?")
    hinted = session.hinted_move
    assert hinted is not None and hinted.text() == "5c:2d+3c"
    asked = said(out, session, "")
    assert len(asked) == 1 and asked[0].startswith(start), asked
    said(out, session, "")
    assert sorted(map(str, session.view().piles[0])) == ["2d", "3c", "5c"]


def test_under_manual_capture_the_hints_taken_cards_can_be_changed() -> None:
    session, out = classic_position(manual=True)
    said(out, session, "?")
    said(out, session, "")
    assert said(out, session, "1") == [
        "Table card 1, two of diamonds, left. Taking the three of clubs."]
    assert said(out, session, "2") == [
        "Table card 2, three of clubs, left. Taking nothing: Enter lays the card."]
    assert said(out, session, "3") == [
        "Table card 3, five of hearts, taken. Taking the five of hearts."]
    said(out, session, "")
    assert sorted(map(str, session.view().piles[0])) == ["5c", "5h"]


def test_under_manual_capture_another_card_than_the_hints_starts_with_nothing_taken() -> None:
    session, out = classic_position(manual=True)
    said(out, session, "?")
    assert said(out, session, "play 6h") == [message("en", "take-start", card="six of hearts")]


def test_a_hint_while_table_cards_are_picked_sets_them_to_the_hints() -> None:
    session, out = classic_position(manual=True)
    said(out, session, "play 5c")
    said(out, session, "3")  # the five of hearts
    heard = said(out, session, "?")
    assert len(heard) == 1 and heard[0].endswith(
        " Taking the two of diamonds and the three of clubs."), heard
    said(out, session, "")
    assert sorted(map(str, session.view().piles[0])) == ["2d", "3c", "5c"]


def test_a_hint_for_another_card_ends_the_picking_of_table_cards() -> None:
    session, out = classic_position(manual=True)
    said(out, session, "play 6h")
    said(out, session, "1")  # the six of hearts cannot take the two of diamonds
    said(out, session, "?")  # the hint names the five of clubs
    assert session.mode is None
    assert said(out, session, "")[0] == message(
        "en", "take-start-hinted", card="five of clubs",
        cards="the two of diamonds and the three of clubs")


def test_a_hint_for_another_card_ends_the_choice_of_captures() -> None:
    # The three of spades takes either three; the seven of diamonds takes a three and the
    # four of diamonds (the seven of diamonds, a diamond and a card more: the hint's).
    session, out = session_at(sweep_position("classic", ["7d 3s 1s", "4h 9c 10c"],
                                             "3c 3h 4d 8s"))
    said(out, session, "play 3s")
    assert isinstance(session.mode, ChoosingCapture)
    hint = said(out, session, "?")[0]
    hinted = session.hinted_move
    assert hinted is not None and str(hinted.card) == "7d", hint
    assert session.mode is None
    assert said(out, session, "")[0].startswith("The seven of diamonds can take in several ways")


def challenge_position(lang: str, interactive: bool, take: str) -> tuple[PlaySession, Transcript]:
    """Classic under manual capture: the human (seat 0) laid the six of hearts, then
    Computer 2 played the ten of clubs taking ``take`` (it could take 2d + 8s)."""
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", manual=True)
    state.play("6h")
    state.play(f"10c:{take}" if take else "10c")
    session, out = session_at(state, lang=lang, interactive=interactive)
    session.adviser = adviser("greedy", 3)
    return session, out


@pytest.mark.parametrize(("lang", "interactive", "take"), [
    ("en", True, "5h"), ("en", False, ""), ("ru", False, "5h"), ("ru", True, ""),
])
def test_a_hint_advises_challenging_an_error_and_enter_challenges(
        lang: str, interactive: bool, take: str) -> None:
    session, out = challenge_position(lang, interactive, take)
    hand = list(session.view().hand)
    advice = said(out, session, "?")
    enter = message(lang, "hinted-enter-challenge" if interactive
                    else "hinted-enter-challenge-typed")
    assert len(advice) == 1 and advice[0].endswith(enter), advice
    say = session.say
    reason = (say("hint-challenge-take", card=say.card(parse_card("10c")),
                  cards=say.cards(parse_cards(take)), points=2) if take
              else say("hint-challenge-lay", card=say.card(parse_card("10c")), points=2))
    assert advice == [f"{reason} {enter}"]
    answer = said(out, session, "")
    assert answer[0].startswith(say("challenge-right-you", mover=say.seat(1), points=2,
                                    side=say.side(0)))
    assert list(session.view().hand) == hand and session.my_turn
    assert session.hinted_move is None
    # The next Enter is Enter as always: under manual capture, the chosen card's table
    # cards are asked for.
    said(out, session, "")
    assert isinstance(session.mode, ChoosingTake) and list(session.view().hand) == hand


def test_without_an_error_the_hint_plays_a_card() -> None:
    session, out = challenge_position("en", True, "2d 8s")
    advice = said(out, session, "?")
    assert message("en", "hinted-enter-challenge") not in advice[0]
    assert not advice[0].startswith("Challenge")


def window_position(lang: str, interactive: bool, reply: str) -> tuple[PlaySession, Transcript]:
    """Classic at 3 players under manual capture: the human (seat 0) laid the six of hearts,
    Computer 2 played ``reply``; Computer 3 waits while the human may challenge it."""
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c", "7s 7c 9d"], "2d 3c 5h 8s",
                           manual=True, players=3)
    state.play("6h")
    state.play(reply)
    session, out = session_at(state, lang=lang, interactive=interactive)
    session.adviser = adviser("greedy", 3)
    assert isinstance(session.mode, Window) and not session.my_turn
    return session, out


def _typed(message_id: str, interactive: bool) -> str:
    return message_id if interactive else f"{message_id}-typed"


@pytest.mark.parametrize(("lang", "interactive"), [("en", True), ("ru", False)])
def test_in_the_challenge_window_a_hint_advises_the_challenge_and_enter_makes_it(
        lang: str, interactive: bool) -> None:
    session, out = window_position(lang, interactive, "10c:5h")
    advice = said(out, session, "?")
    say = session.say
    reason = say("hint-challenge-take", card=say.card(parse_card("10c")),
                 cards=say.cards(parse_cards("5h")), points=2)
    assert advice == [f"{reason} {message(lang, _typed('hinted-enter-challenge', interactive))}"]
    answer = said(out, session, "")
    assert answer[0].startswith(say("challenge-right-you", mover=say.seat(1), points=2,
                                    side=say.side(0)))


@pytest.mark.parametrize(("lang", "interactive"), [("en", True), ("ru", False)])
def test_in_the_challenge_window_a_hint_lets_a_right_move_pass_and_enter_goes_on(
        lang: str, interactive: bool) -> None:
    session, out = window_position(lang, interactive, "10c:2d+8s")
    advice = said(out, session, "?")
    assert advice == [f"{message(lang, 'hint-pass')} "
                      f"{message(lang, _typed('hinted-enter-pass', interactive))}"]
    answer = said(out, session, "")
    assert answer[0] == message(lang, "window-passed")
    assert session.state.scores == [0, 0, 0]


def test_in_the_correction_window_a_hint_takes_back_the_missed_capture() -> None:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s", manual=True)
    state.play("5c")  # the human's card could have taken the five of hearts, or 2d + 3c
    session, out = session_at(state)
    session.adviser = adviser("greedy", 3)
    assert isinstance(session.mode, Window)
    advice = said(out, session, "?")
    assert advice[0].startswith("Take back the capture your five of clubs missed, before ")
    assert advice[0].endswith(message("en", "hinted-enter-claim"))
    taken = session.hinted_move.take
    answer = said(out, session, "")
    assert answer[0].startswith("You correct your play and take "), answer
    assert sorted(session.state.piles[0]) == sorted([parse_card("5c"), *taken])


def test_a_full_move_is_accepted_at_once() -> None:
    session, out = classic_position()
    lines = said(out, session, "play 5c:5h")
    assert lines[0] == "You play the five of clubs and take the five of hearts."
    session, out = classic_position()
    assert said(out, session, "5c:2d+3c")[0].startswith("You play the five of clubs")


def test_refusals_leave_the_game_unchanged() -> None:
    session, out = classic_position()
    session.selected = 1  # the five of clubs
    before = session.view()
    record = repr(session.builder.to_dict())
    answers = {
        "take": "Capture is compulsory: the five of clubs must take the two of diamonds and "
                "the three of clubs; or the five of hearts.",
        "play 5c:2d": "That is not a capture: the five of clubs can take the two of diamonds "
                      "and the three of clubs; or the five of hearts.",
        "play 6h:2d": "The six of hearts takes nothing here: play it alone to lay it on "
                      "the table.",
        "play 7d": "That is not in your hand: seven of diamonds. Your hand: ace of spades, "
                   "five of clubs and six of hearts.",
        "play 5c:7d": "Not on the table: seven of diamonds. Press C to hear the table.",
        "play 4": "There is no card 4 in your hand: you hold 3 cards.",
        "play 5c:zz": "5c:zz is not a move: give a hand position like 2, a card like 7d, or a "
                    "capture like 5c:2d+3c.",
        "end": "The round is not over: play a card.",
        "challenge": "Challenges exist only under manual capture.",
        "discard 2c": "There is no discard in this game.",
        "yes": "There is no question to answer.",
        "pass": "There is no move to let pass now.",
        "take 9": "There is no table card 9: there are 4 cards.",
    }
    for line, answer in answers.items():
        lines = said(out, session, line)
        assert len(lines) == 1 and lines[0].startswith(answer), (line, lines)
    assert session.view() == before
    assert repr(session.builder.to_dict()) == record


def test_refusals_in_russian() -> None:
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s")
    session, out = session_at(state, lang="ru")
    assert said(out, session, "play 5c:zz") == [
        "5c:zz — не ход: укажите номер карты на руке, например 2, карту, например 7d, или "
        "взятие, например 5c:2d+3c."]
    session.selected = 1
    assert said(out, session, "take") == [
        "Брать обязательно: пятёркой треф нужно взять двойку бубён и тройку треф; или "
        "пятёрку червей."]
    assert said(out, session, "play 4") == ["У вас нет карты номер 4: на руке 3 карты."]
    assert said(out, session, "dance")[0].startswith("dance — не команда. Команды: стол (table)")


def test_not_your_turn() -> None:
    # Computer 2 must close the round (manual capture), and you may challenge before.
    state = sweep_position("scopa", ["1s 5c 6h", "4d 9c 10c", "4s 9s 10s"], "2d 3c 5h 8s",
                           manual=True, players=3)
    session, out = session_at(state)
    assert "You may challenge the move of" in out.lines[-1]
    assert said(out, session, "play 1") == [
        "It is not your turn: it is the turn of Computer 3."]
    # Out of turn, while the move may be challenged, the hint answers that window.
    assert said(out, session, "?") == [
        f"{message('en', 'hint-pass')} {message('en', 'hinted-enter-pass')}"]
    lines = said(out, session, "")
    assert lines[0] == "You pass: the game goes on."  # said, as the browser says it
    assert lines[1].startswith("Computer 3 ")


def test_manual_capture_by_commands() -> None:
    session, out = classic_position(manual=True)
    assert said(out, session, "play 2")[0].startswith("About to play the five of clubs")
    assert said(out, session, "9") == ["There is no table card 9: there are 4 cards."]
    lines = said(out, session, "take 2d 3c")
    assert lines[0] == ("You play the five of clubs and take the two of diamonds and the "
                        "three of clubs.")
    session, out = classic_position(manual=True)
    assert said(out, session, "play 6h")[0].startswith("About to play the six of hearts")
    assert said(out, session, "") [0] == "You lay the six of hearts."


def test_a_laid_card_that_could_capture_is_an_error_standing_as_played() -> None:
    session, out = classic_position(manual=True)
    session.handle("play 5c")
    lines = said(out, session, "")
    assert lines[0] == "You lay the five of clubs."  # no word of the error: that is for others


# Metamorphosis --------------------------------------------------------------------------

def test_bidding_by_keys_and_by_command() -> None:
    out = Transcript()
    session = PlaySession(PlaySettings(MetaRules.preset(), level="easy", seed=3), out)
    session.begin()
    assert out.lines[-2] == "Computer 2 has chosen a marker."
    assert out.lines[-1].startswith("Choose your marker, the deal you mean to win")
    # The chosen marker ends the call with one full stop, in both languages.
    assert out.lines[-1].endswith(message("en", "turn-chosen", card=message(
        "en", "marker", deal=1).removesuffix(".")))
    assert ".." not in out.lines[-1]
    assert said(out, session, "right") == [
        "Marker 2: diamonds are trumps, each heart taken scores 4."]
    assert said(out, session, "left") == [
        "Marker 1: no trumps, each club taken scores minus 4."]
    assert said(out, session, "left") == [
        "Marker 1: no trumps, each club taken scores minus 4."]
    assert said(out, session, "bid 5") == ["A marker names a deal from 1 to 4."]
    assert said(out, session, "bid x") == ["Give bid a number, like bid 2."]
    assert said(out, session, "play 1") == ["First choose your marker: bid 1 to 4."]
    assert said(out, session, "c") == ["No card has been played to this trick yet."]
    assert said(out, session, "s")[0].startswith("Partie 1 of 4, deal 1.")
    lines = said(out, session, "")
    assert lines[0] == "You secretly name deal 1."
    assert lines[1].startswith("The markers are turned over: ")


def follow_position(lang: str = "en") -> tuple[PlaySession, Transcript]:
    state = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                           "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    state.play("Kc")
    return session_at(state, lang=lang)


def test_following_suit_is_required_and_explained() -> None:
    session, out = follow_position()
    # The hand was said with the deal just before: the call to play does not repeat it.
    assert out.lines[-1] == ("Your turn. On the trick: king of clubs from Computer 2. Chosen: "
                             "two of clubs.")
    # The hand is held by suit, then rank.
    assert any(line.startswith("Your hand: two of diamonds, three of diamonds") for line in
               out.lines)
    before = session.view()
    assert said(out, session, "play 2d") == [
        "You must follow suit, clubs: you hold two of clubs and queen of clubs."]
    assert said(out, session, "left") == [
        "10 of 12: jack of diamonds, cannot be played: you must follow suit, clubs."]
    assert said(out, session, "play As") == [
        "That is not in your hand: ace of spades. Your hand: two of diamonds, three of "
        "diamonds, four of diamonds, five of diamonds, six of diamonds, seven of diamonds, "
        "eight of diamonds, nine of diamonds, ten of diamonds, jack of diamonds, two of clubs "
        "and queen of clubs."]
    assert said(out, session, "bid 2") == ["Now play a card to the trick."]
    assert said(out, session, "1") == ["Trick card 1: king of clubs, from Computer 2."]
    assert session.view() == before
    assert said(out, session, "right") == [
        "11 of 12: two of clubs."]
    lines = said(out, session, "play Qc")
    assert lines[0] == "You play the queen of clubs."


def test_following_suit_in_russian() -> None:
    session, out = follow_position("ru")
    assert said(out, session, "play 2d") == [
        "Нужно ходить в масть треф: у вас есть двойка треф и дама треф."]


def session_until(settings: PlaySettings, wanted: Callable[[PlaySession], bool]
                  ) -> tuple[PlaySession, Transcript]:
    out = Transcript()
    session = PlaySession(settings, out)
    session.begin()
    player = ScriptedPlayer()
    while not wanted(session):
        assert not session.finished
        session.handle(player.next_line(session))
    return session, out


def discarding(session: PlaySession) -> bool:
    view = session.view()
    return (isinstance(view, MetaView) and view.phase == DISCARDING and session.my_turn
            and session.mode is None)


def test_discards_count_and_confirm() -> None:
    settings = PlaySettings(MetaRules.preset(players=2), level="easy", seed=2)
    session, out = session_until(settings, discarding)
    view = session.view()
    assert isinstance(view, MetaView)
    need = view.discard_count
    assert need >= 2
    before = session.view()
    assert said(out, session, f"discard {view.hand[0]}") == [
        f"Discard exactly {need} cards; you gave 1."]
    assert said(out, session, "discard 2x") == [
        "2x is not a card: write a value and a suit letter d, h, s or c, like Qs."]
    assert said(out, session, "play 1") == [f"First discard {need} cards."]
    assert said(out, session, "discard") == [f"0 of {need} cards marked for the discard."]
    assert session.view() == before
    names = [card52_name(c) for c in view.hand[:need]]
    lines = said(out, session, "")
    assert lines == [f"Marked for the discard: {names[0]}, 1 of {need}."]
    assert said(out, session, "") == [f"No longer marked: {names[0]}, 0 of {need}."]
    for index in range(need):
        session.handle("")
        if index < need - 1:
            session.handle("right")
    assert out.lines[-1].startswith("Discard ") and out.lines[-1].endswith(
        "Press Y or Enter to discard, N to change your marks.")
    assert said(out, session, "n") == ["Nothing is discarded yet: change your marks with "
                                       "Enter."]
    assert session.view() == before
    assert said(out, session, "discard")[0].startswith("You discard")


@pytest.mark.parametrize(("lang", "answer", "discarded"), [
    ("en", "y", True), ("en", "", True), ("ru", "n", False)])
def test_a_hint_in_a_discard_offers_its_cards_to_discard_at_once(lang: str, answer: str,
                                                                 discarded: bool) -> None:
    settings = PlaySettings(MetaRules.preset(players=2), level="easy", seed=2, lang=lang)
    session, out = session_until(settings, discarding)
    view = session.view()
    assert isinstance(view, MetaView)
    heard = said(out, session, "?")
    assert len(heard) == 1 and heard[0].endswith(message(lang, "discard-hinted")), heard
    hinted = session.hinted_move
    assert hinted is not None and sorted(session.marked) == sorted(hinted.cards)
    assert session.view() == view  # offered, not played
    lines = said(out, session, answer)
    if discarded:
        assert session.view().hand == tuple(c for c in view.hand if c not in hinted.cards)
        assert lines[0].startswith(message(lang, "discard-cards-you", count=len(hinted.cards),
                                           cards="§").split("§")[0])
    else:  # N: nothing is discarded, the hint's marks stay for the player to change
        assert lines == [message(lang, "discard-kept")]
        assert session.view() == view and sorted(session.marked) == sorted(hinted.cards)


# Hints and hidden cards -----------------------------------------------------------------

def test_a_hint_chooses_its_card() -> None:
    session, out = classic_position()
    reason = said(out, session, "?")
    assert len(reason) == 1 and reason[0].startswith(("Play the", "Lay the"))
    card = session.view().hand[session.selected]
    assert card_name(card, "french-numeric") in reason[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_that_moves_the_choice_says_what_enter_now_plays(lang: str) -> None:
    # The first card is chosen at the turn's call; the hint names another, or the same.
    session, out = classic_position(lang=lang)
    first = session.game.chosen_label(session, session.view())
    heard = said(out, session, "?")
    assert len(heard) == 1
    now = session.game.chosen_label(session, session.view())
    assert now is not None
    announced = message(lang, "turn-chosen", card=now.removesuffix("."))
    assert heard[0].endswith(announced) == (now != first), (heard, first, now)
    # Enter acts on what was announced: the card is played, or its captures are asked.
    card = session.view().hand[session.selected]
    after = said(out, session, "")
    assert card not in session.view().hand or (
        isinstance(session.mode, ChoosingCapture) and session.mode.card == card), after


def test_nothing_said_names_a_card_hidden_from_the_player() -> None:
    settings = PlaySettings(MetaRules.preset(players=3), level="easy", seed=6, seat=1)
    out = Transcript()
    session = PlaySession(settings, out)
    session.begin()
    player = ScriptedPlayer()
    for _ in range(300):
        state = session.state
        hidden = {c for seat, hand in enumerate(state.hands) if seat != 1 for c in hand}
        hidden |= set(state.stock)  # type: ignore[union-attr]
        start = len(out.lines)
        for line in ("c", "s", "t", "d", "hand", "1", "2", "right"):
            session.handle(line)
        text = "\n".join(out.lines[start:])
        for card in hidden:
            assert re.search(rf"\b{card52_name(card)}\b", text) is None, card
        session.handle(player.next_line(session))
        if session.finished:
            break


# The voice ------------------------------------------------------------------------------

def test_speech_programs_in_order() -> None:
    found = {"espeak-ng": "/usr/bin/espeak-ng"}
    assert find_program(found.get) == "/usr/bin/espeak-ng"
    found["spd-say"] = "/usr/bin/spd-say"
    assert find_program(found.get) == "/usr/bin/spd-say"
    assert find_program(lambda name: None) is None
    assert speech_command("/usr/bin/spd-say", "Hello.", "ru") == [
        "/usr/bin/spd-say", "--wait", "--language", "ru", "--", "Hello."]
    assert speech_command("espeak-ng", "Hello.", "en") == ["espeak-ng", "-v", "en", "--",
                                                            "Hello."]


def test_speak_sends_every_sentence_to_the_program(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    spoken = tmp_path / "spoken.txt"
    program = folder / "spd-say"
    program.write_text(f'#!/bin/sh\nfor last; do :; done\necho "$last" >> "{spoken}"\n',
                       encoding="utf-8")
    program.chmod(program.stat().st_mode | stat.S_IEXEC)
    result = CliRunner().invoke(main, ["play", "--speak", "--seed", "1"], input="c\n",
                                env={"PATH": str(folder)})
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "Speaking with spd-say."
    assert spoken.read_text(encoding="utf-8").splitlines() == lines


def test_speak_says_clearly_when_no_program_is_installed(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["play", "--speak", "--lang", "ru"], input="",
                                env={"PATH": str(tmp_path)})
    assert result.exit_code == 0
    assert result.output.splitlines()[0].startswith(
        "Программа озвучивания не найдена: установите speech-dispatcher (spd-say) или "
        "espeak-ng")


# The menu -------------------------------------------------------------------------------

def menu(answers: list[str], lang: str = "en") -> tuple[object, list[str]]:
    told: list[str] = []
    queue = list(answers)
    choice = run_menu(lang, told.append, lambda: queue.pop(0) if queue else None)
    return choice, told


def test_the_menu_sets_up_a_sweep_game() -> None:
    choice, told = menu(["3", "9", "4", "", "1 4", "3"])
    assert told[0] == "Choose the game: type its number and press Enter (Q leaves)."
    assert told[1:6] == ["1: The classic sweep game.", "2: Scopa.", "3: Escoba.",
                         "4: Escoba with primiera.", "5: Metamorphosis."]
    assert "Type a number from 2 to 6." in told
    rules = choice.rules  # type: ignore[attr-defined]
    assert rules.preset_name == "escoba" and rules.players == 4 and rules.teams
    assert rules.fifteen and rules.manual and not rules.muerto
    assert choice.level == "hard"  # type: ignore[attr-defined]


def test_the_menu_sets_up_metamorphosis_in_russian() -> None:
    choice, told = menu(["5", "3", ""], lang="ru")
    assert "5: Метаморфоза." in told
    assert choice.rules == MetaRules.preset(players=3)  # type: ignore[attr-defined]
    assert choice.level == "normal"  # type: ignore[attr-defined]


def test_an_empty_game_choice_asks_again_and_yes_or_no_take_words() -> None:
    # Enter alone at the game asks again; "нет" and "н" answer no, "д" yes (not the Y key).
    choice, told = menu(["", "3", "4", "н", "", ""], lang="ru")
    assert told.count(message("ru", "menu-game")) == 1
    assert message("ru", "menu-bad", min=1, max=5) in told
    assert not choice.rules.teams  # type: ignore[attr-defined]
    choice, _ = menu(["3", "4", "д", "", ""], lang="ru")
    assert choice.rules.teams  # type: ignore[attr-defined]
    choice, _ = menu(["3", "4", "no", "", ""], lang="ru")
    assert not choice.rules.teams  # type: ignore[attr-defined]


def test_two_choices_are_offered_as_two() -> None:
    choice, told = menu(["5", "4", "3", ""])
    assert "How many players, 2 or 3? Enter for 2." in told
    assert "Type 2 or 3." in told
    assert choice.rules.players == 3  # type: ignore[attr-defined]


def test_leaving_the_menu() -> None:
    assert menu(["q"])[0] is None
    assert menu([])[0] is None


def test_the_menu_through_the_app(tmp_path: Path) -> None:
    import io

    from cardtable.terminal.app import play

    lines: list[str] = []
    session = play(None, lang="en", write=lines.append, stdin=io.StringIO("2\n\n\n\nq\ny\n"),
                   interactive=False, seed=4)
    assert session is not None and session.left
    assert "Scopa for 2 players, to 11 points." in lines


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_turn_chooses_a_card_that_may_be_played(lang: str) -> None:
    # Whoever can take must: the ace, first in hand, takes nothing and may not be laid.
    state = sweep_position("classic", ["1s 5c 6h", "4d 9c 10c"], "2d 3c 5h 8s",
                           must_capture="any")
    session, out = session_at(state, lang=lang)
    view = session.view()
    chosen = view.hand[session.selected]
    assert str(chosen) != "1s"
    assert card_error(session.state, session.seat, chosen) is None
    label = readout.option_label(session.say, view, session.selected).removesuffix(".")
    assert out.lines[-1].endswith(message(lang, "turn-chosen", card=label))
    said(out, session, "")  # Enter plays it
    assert chosen not in session.view().hand or isinstance(session.mode, ChoosingCapture)


class _FickleAdviser:
    """An adviser that advises the next legal move each time it is asked."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, state: Any, seat: int) -> Any:
        moves = state.legal_moves(seat)
        self.asked += 1
        return moves[self.asked % len(moves)]

    def react(self, state: Any, seat: int) -> Any | None:
        return None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_asked_again_before_anything_is_played_says_the_same(lang: str) -> None:
    session, out = classic_position(lang=lang)
    fickle = _FickleAdviser()
    session.adviser = fickle
    first = said(out, session, "?")
    hinted = session.hinted_move
    said(out, session, "right")  # choosing another card is no move
    again = said(out, session, "?")
    assert again[0].split(".")[0] == first[0].split(".")[0], (first, again)
    assert fickle.asked == 1 and session.hinted_move == hinted
    said(out, session, "play 1s")  # a move: the next hint is worked out anew
    assert session.my_turn, out.lines
    said(out, session, "?")
    assert fickle.asked == 2
