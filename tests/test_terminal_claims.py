"""The Spanish penalties (RULES.md 2.10) in the terminal client: the claim of a missed
capture announced to the player who may make it, made with K (Л) or ``claim`` (by number
when it can be taken in several ways), refused in words when there is none, no challenges,
and the end-of-round check said through a pipe in both languages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from positions import sweep_position
from terminal_support import ScriptedPlayer, said, session_at

from cardtable.bots.greedy import GreedyBot
from cardtable.bots.hint import adviser
from cardtable.cards import parse_card, parse_cards
from cardtable.cli import main
from cardtable.games.sweep.corrections import corrections
from cardtable.games.sweep.events import Dealt
from cardtable.games.sweep.rules import Rules
from cardtable.terminal.keys import KEYS
from cardtable.terminal.modes import ChoosingCapture
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import DATA_ENV
from cardtable.text import TextContext, message, readout
from cardtable.text.core import Speaker
from cardtable.text.names import bot_name
from cardtable.text.readout_sweep import correction_offer


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_ENV, str(folder))
    return folder


def speaker(state: object, lang: str = "en") -> Speaker:
    rules = state.rules  # type: ignore[attr-defined]
    names = [message(lang, "player-name"), message(lang, "bot-name", number=2)]
    return Speaker(TextContext.for_rules(rules, names, viewer=0), lang)


def laid_seven(lang: str = "en") -> tuple[PlaySession, Transcript]:
    """Computer 2 has laid the seven of clubs, which could have taken 3c and 5c."""
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True)
    state.play("7c")
    return session_at(state, lang=lang)


def laid_five() -> tuple[PlaySession, Transcript]:
    """Computer 2 has laid the five of hearts, which could have taken 10c, or 3d and 7d."""
    state = sweep_position("escoba", ["4h 6s 9s", "5h 1h 1s"], "2s 3d 7d 10c", manual=True)
    state.play("5h")
    return session_at(state)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_claim_is_announced_with_the_turn_and_taken_with_k(lang: str) -> None:
    session, out = laid_seven(lang)
    say = speaker(session.state, lang)
    offer = message(lang, "can-claim", seat=bot_name(lang, 2),
                    card=say.card(parse_card("7c")), cards=say.cards(parse_cards("3c 5c")))
    assert out.lines[-1].startswith(message(lang, "your-turn", hand="", table="", count=3)[:8])
    assert out.lines[-1].endswith(offer)
    if lang == "en":
        assert offer == ("Computer 2 laid the seven of clubs, which could have taken the three "
                         "of clubs and the five of clubs: press K or type claim to take it.")
    else:
        assert offer.startswith("Ход Компьютера 2 — семёрка дубинок на стол, хотя этой картой "
                                "можно было взять тройку дубинок и пятёрку дубинок.")
    answer = said(out, session, "k")
    assert answer[0] == message(lang, "claim-taken-you", card=say.card(parse_card("7c")),
                                cards=say.cards(parse_cards("3c 5c")))
    # The turn goes on, without the offer now: the claim is made once.
    assert offer not in answer[-1] and session.my_turn
    assert sorted(session.state.piles[0]) == sorted(parse_cards("3c 5c 7c"))
    assert said(out, session, "claim") == [message(lang, "no-claim")]


def test_the_k_key_and_its_russian_letter_give_claim() -> None:
    commands = {name: key.command for key in KEYS for name in key.keys}
    assert commands["k"] == commands["K"] == commands["л"] == commands["Л"] == "claim"


def test_several_claims_are_chosen_by_number() -> None:
    session, out = laid_five()
    assert out.lines[-1].endswith("Computer 2 laid the five of cups, which could have taken "
                                  "in 2 ways: press K or type claim to choose one and take it.")
    asked = said(out, session, "claim")
    assert isinstance(session.mode, ChoosingCapture) and session.mode.claim
    assert asked[0].startswith("Claim the five of cups with: 1, ")
    assert asked[0].endswith("Press the number of one, or Escape to cancel.")
    assert said(out, session, "3") == ["Press 1 or 2, or Escape to cancel."]
    wanted = next(n for n, m in enumerate(session.mode.moves, start=1)
                  if m.take == tuple(parse_cards("3d 7d")))
    answer = said(out, session, str(wanted))
    assert answer[0] == ("You claim the five of cups and take the three of coins and "
                         "the seven of coins with it.")
    assert session.mode is None and session.my_turn


def test_a_claim_named_in_full_or_by_number() -> None:
    session, out = laid_five()
    answer = said(out, session, "claim:5h:10c")
    assert answer[0] == "You claim the five of cups and take the king of clubs with it."
    session, out = laid_five()
    choices = [m.take for m in session._claims()]
    answer = said(out, session, "claim 2")
    assert session.state.piles[0][:-1] == list(choices[1])
    assert answer[0].startswith("You claim the five of cups")


def test_escape_cancels_a_claim_being_chosen_and_playing_ends_the_chance() -> None:
    session, out = laid_five()
    said(out, session, "k")
    assert said(out, session, "cancel") == [message("en", "choice-cancelled")]
    assert session.mode is None and session._claims()
    said(out, session, "play 1")
    said(out, session, "")  # lays the four of hearts: the chance to claim is gone
    assert not session._claims()


def test_no_claims_without_the_spanish_penalties_and_no_challenges_with_them() -> None:
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True,
                           penalties="challenge", self_correction=False)
    state.play("7c")
    session, out = session_at(state)
    assert said(out, session, "claim") == [message("en", "refuse-no-claims")]
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True,
                           penalties="challenge")
    state.play("7c")
    session, out = session_at(state)
    assert said(out, session, "claim") == [message("en", "no-claim-own")], (
        "seat 1's seven is seat 1's to correct, not the next player's to claim")
    session, out = laid_seven()
    assert said(out, session, "challenge") == [message("en", "refuse-spanish-challenge")]
    help_text = said(out, session, "help")
    assert message("en", "help-key-claim") in help_text
    assert message("en", "help-spanish") in help_text
    assert message("en", "help-manual") not in help_text


def test_a_bot_claims_what_the_human_missed() -> None:
    # The human lays the nine of swords although it takes the six of cups: the computer
    # player, an expert, claims it before playing.
    state = sweep_position("escoba", ["9s 1c 2c", "4c 8h 8s"], "6c 10d 10h 10s", manual=True,
                           first_dealer=1)
    settings = PlaySettings(state.rules, level="expert", seed=1)
    out = Transcript()
    session = PlaySession(settings, out, adviser=GreedyBot(0), state=state)
    session.begin()
    assert session.my_turn
    session.handle("play 9s")
    offer = said(out, session, "")  # the knight is laid: the human may still correct it
    say = speaker(state)
    # The card was named by the sentence just before: the offer does not name it again.
    assert offer[-2:] == [message("en", "play-lay-you", card=say.card(parse_card("9s"))),
                          message("en", "correction-window-short",
                                  cards=say.cards(parse_cards("6c")))]
    answer = said(out, session, "")  # Enter goes on: the next player's claim
    assert "Computer 2 claims the knight of swords and takes the six of clubs with it." in answer


CORRECTIONS = [
    # (language, options, what the human types to correct)  seed 003
    ("en", {}, "k"),
    ("ru", {}, "л"),
    ("en", {}, "claim"),
    ("ru", {}, "требую"),
    ("en", {"penalties": "challenge"}, "k"),
]


@pytest.mark.parametrize(("lang", "options", "typed"), CORRECTIONS)
def test_the_human_corrects_a_card_that_could_have_taken(lang: str, options: dict[str, Any],
                                                         typed: str) -> None:
    state = sweep_position("escoba", ["9s 1c 2c", "4c 8h 8s"], "6c 10d 10h 10s", manual=True,
                           first_dealer=1, **options)
    settings = PlaySettings(state.rules, level="expert", seed=1, lang=lang)
    out = Transcript()
    session = PlaySession(settings, out, adviser=GreedyBot(0), state=state)
    session.begin()
    session.handle("play 9s")
    offer = said(out, session, "")
    say = speaker(state, lang)
    assert offer[-2:] == [message(lang, "play-lay-you", card=say.card(parse_card("9s"))),
                          message(lang, "correction-window-short",
                                  cards=say.cards(parse_cards("6c")))]
    assert not session.my_turn and session.state.to_move == 1
    answer = said(out, session, typed)
    assert answer[0] == message(lang, "claim-corrected-you", card=say.card(parse_card("9s")),
                                cards=say.cards(parse_cards("6c")))
    assert sorted(map(str, session.state.piles[0])) == ["6c", "9s"]
    assert session.state.round_sweeps == [0, 0]
    assert session.my_turn, "the computer player went on and played its card"
    assert session.state.to_move == 0 and len(session.state.hands[1]) == 2


def test_without_self_correction_no_window_opens_for_the_humans_card() -> None:
    state = sweep_position("escoba", ["9s 1c 2c", "4c 8h 8s"], "6c 10d 10h 10s", manual=True,
                           first_dealer=1, self_correction=False)
    settings = PlaySettings(state.rules, level="expert", seed=1)
    out = Transcript()
    session = PlaySession(settings, out, adviser=GreedyBot(0), state=state)
    session.begin()
    session.handle("play 9s")
    answer = said(out, session, "")
    assert not any("Enter goes on" in line for line in answer)
    assert "Computer 2 claims the knight of swords and takes the six of clubs with it." in answer


def scripted_rounds(settings: PlaySettings, rounds: int) -> tuple[list[str], Transcript]:
    """The scripted player through ``rounds`` rounds; its lines and what was said."""
    out = Transcript()
    session = PlaySession(settings, out, adviser=GreedyBot(0))
    session.begin()
    player = ScriptedPlayer()
    lines: list[str] = []
    state = session.state
    while not session.finished and state.round_number <= rounds:
        assert len(lines) < 3000
        line = player.next_line(session)
        lines.append(line)
        session.handle(line)
    session.input_ended()
    return lines, out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_spanish_rounds_through_a_pipe_say_the_check(lang: str) -> None:
    rules = Rules.preset("escoba", manual=True)
    settings = PlaySettings(rules, level="easy", seed=2, lang=lang)
    lines, out = scripted_rounds(settings, rounds=2)
    result = CliRunner().invoke(main, ["play", "--preset", "escoba", "--manual", "--seed", "2",
                                       "--level", "easy", "--lang", lang],
                                input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    output = result.output.splitlines()
    assert output[:-1] == out.lines  # the pipe plays the very same game
    text = "\n".join(out.lines)
    checks = [line for line in out.lines
              if any(message(lang, key, sum=total) in line
                     for key in ("check-passed", "check-failed") for total in range(100))]
    assert len(checks) >= 2
    claimed = message(lang, "claim-taken", seat="@", card="@", cards="@").split("@")[1]
    assert claimed in text
    assert message(lang, "refuse-spanish-challenge") not in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_correction_offer_names_the_card_unless_its_lay_was_just_said(lang: str) -> None:
    # Seat 0 lays the nine of swords, which could have taken the six of clubs.
    state = sweep_position("escoba", ["9s 1c 2c", "4c 8h 8s"], "6c 10d 10h 10s", manual=True,
                           first_dealer=1)
    events = state.play("9s")
    own = corrections(state, 0)
    say = speaker(state, lang)
    nine, six = say.card(parse_card("9s")), say.cards(parse_cards("6c"))
    full = message(lang, "correction-window", card=nine, cards=six)
    short = message(lang, "correction-window-short", cards=six)
    just_said = readout.already_said([e.visible_to(0) for e in events], 0)
    assert correction_offer(say, own, just_said) == short
    # Heard alone (a table opened again, another card's sentence last): the card is named.
    assert correction_offer(say, own) == full
    assert correction_offer(say, own, frozenset({"laid 8h"})) == full
    # Another seat's lay of the same card is not the listener's.
    assert not readout.already_said([e.visible_to(1) for e in events], 1)
    # A new deal said after the lay (the deal's last card) comes between: the card is named.
    dealt = Dealt(((None,) * 3, (None,) * 3))
    after_deal = readout.already_said([*(e.visible_to(0) for e in events), dealt], 0)
    assert correction_offer(say, own, after_deal) == full


@pytest.mark.parametrize(("lang", "interactive"), [("en", True), ("ru", False)])
def test_after_a_claim_hint_enter_claims(lang: str, interactive: bool) -> None:
    state = sweep_position("escoba", ["3h 4h 9s", "7c 1h 2s"], "3c 5c 9d 10s", manual=True)
    state.play("7c")
    session, out = session_at(state, lang=lang, interactive=interactive)
    session.adviser = adviser("greedy", 3)
    say = speaker(session.state, lang)
    advice = said(out, session, "?")
    reason = message(lang, "hint-claim", card=say.card(parse_card("7c")),
                     cards=say.cards(parse_cards("3c 5c")))
    enter = message(lang, "hinted-enter-claim" if interactive else "hinted-enter-claim-typed")
    assert advice == [f"{reason} {enter}"]
    answer = said(out, session, "")
    assert answer[0] == message(lang, "claim-taken-you", card=say.card(parse_card("7c")),
                                cards=say.cards(parse_cards("3c 5c")))
    assert sorted(session.state.piles[0]) == sorted(parse_cards("3c 5c 7c"))
    assert session.my_turn and len(session.state.hands[0]) == 3
