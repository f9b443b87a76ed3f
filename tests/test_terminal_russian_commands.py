"""The terminal client in Russian: Russian command words through a pipe play exactly as the
English ones do, the help and the refusal of an unknown word list the Russian commands, and
Metamorphosis discards typed as ranges and as the lowest cards of a suit."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from ranges import as_ranges
from terminal_support import said, session_at

from cardtable.bots.greedy import GreedyBot
from cardtable.cards import CARD52_SUIT
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.metamorphosis.state import DISCARDING, MetaState, MetaView
from cardtable.games.metamorphosis.state import new_game as new_meta_game
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.games.sweep.state import SweepView
from cardtable.terminal.commands import catalogue_words, command_list
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import DATA_ENV
from cardtable.text import join_list, message
from cardtable.text.messages import SUITS
from cardtable.text.names import card_name

SEED = 3


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves its records under its own temporary data directory."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_ENV, str(folder))
    return folder


def pipe(lines: list[str], data_dir: Path) -> list[str]:
    """``cardtable play`` in Russian with ``lines`` written to its standard input."""
    completed = subprocess.run(
        [sys.executable, "-m", "cardtable.cli", "play", "--seed", str(SEED), "--level", "easy",
         "--lang", "ru"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60,
        env={**os.environ, DATA_ENV: str(data_dir)})
    assert completed.returncode == 0, completed.stderr
    return completed.stdout.splitlines()


def russian_session(begun: bool = True) -> tuple[PlaySession, Transcript]:
    """The game the pipe plays (the same settings and seed), in this process; ``begun``:
    its opening said."""
    out = Transcript()
    settings = PlaySettings(SweepRules.preset("classic"), level="easy", seed=SEED, lang="ru")
    session = PlaySession(settings, out, adviser=GreedyBot(0))
    if begun:
        session.begin()
    return session, out


def test_russian_words_through_a_pipe_play_as_the_english_ones(data_dir: Path) -> None:
    russian = pipe(["стол", "счёт", "ход 1", "чей ход"], data_dir)
    english = pipe(["table", "score", "play 1", "turn"], data_dir)
    # The last line names the saved record (its own file).
    assert russian[:-1] == english[:-1]

    session, out = russian_session()
    start = len(out.lines)
    assert russian[:start] == out.lines
    view = session.view()
    assert isinstance(view, SweepView)
    names = [card_name(card, view.rules.deck, "ru") for card in view.table]
    assert russian[start] == message("ru", "table-cards", count=len(names),
                                     cards=join_list("ru", names))
    played = view.hand[0]
    for line in ("стол", "счёт", "ход 1", "чей ход"):
        session.handle(line)
        assert message("ru", "unknown-command", command=line.split()[0],
                       commands=command_list("ru")) not in out.lines
    assert russian[:-2] == out.lines
    assert played not in session.view().hand
    rounds = session.builder.to_dict()["rounds"]
    plays = [e for e in rounds[0]["events"] if e["type"] == "play" and e["seat"] == 0]
    assert plays[0]["card"] == str(played)
    assert russian[-2] == message("ru", "input-ended")


def test_every_key_letter_of_the_russian_layout_reads_as_its_key() -> None:
    session, out = russian_session()
    for latin, cyrillic in (("c", "с"), ("s", "ы"), ("t", "е"), ("d", "в"), ("r", "к")):
        assert said(out, session, cyrillic) == said(out, session, latin)


def test_the_help_and_an_unknown_word_list_the_russian_commands() -> None:
    session, out = russian_session()
    help_lines = said(out, session, "помощь")
    assert help_lines == said(out, session, "справка") == said(out, session, "help")
    # The classic game without manual capture: no take, end, challenge, claim, bid, discard.
    offered = command_list("ru", ["table", "card", "score", "turn", "hand", "pile", "play",
                                  "hint", "repeat", "help", "quit", "left", "right", "yes",
                                  "no", "cancel"])
    assert help_lines[-1] == message("ru", "help-commands", commands=offered)
    assert "ход N (play N)" in help_lines[-1] and "стол (table)" in help_lines[-1]
    assert said(out, session, "танцуй") == [
        message("ru", "unknown-command", command="танцуй", commands=offered)]


# Discards by typing (Metamorphosis) ----------------------------------------------------

def discarding_state(seed: int, least: int) -> MetaState:
    """A 2-player game where seat 0 must discard at least ``least`` cards."""
    for attempt in range(seed, seed + 50):
        state = new_meta_game(MetaRules.preset(players=2), seed=attempt)
        rng = random.Random(attempt)
        while not state.is_over and not (state.phase == DISCARDING and state.to_move == 0):
            state.play(rng.choice(state.legal_moves()))
        view = state.view(0)
        if not state.is_over and view.discard_count >= least:
            return state
    raise AssertionError("no discard that large")


def discarded(session: PlaySession) -> list[str]:
    """The cards seat 0 has discarded, as the record keeps them."""
    return [card for game_round in session.builder.to_dict()["rounds"]
            for event in game_round["events"]
            if event["type"] == "discard" and event["seat"] == 0 for card in event["cards"]]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_discard_of_the_wrong_number_is_refused_saying_both_numbers(lang: str) -> None:
    state = discarding_state(2, least=4)
    session, out = session_at(state, lang=lang)
    view = session.view()
    assert isinstance(view, MetaView)
    need = view.discard_count
    record = repr(session.builder.to_dict())
    word = catalogue_words(lang, "words-discard")[0]
    assert said(out, session, f"{word} 1-{need - 1}") == [
        message(lang, "refuse-discard-count", need=need, count=need - 1)]
    assert said(out, session, f"{word} 1-{need} {need + 1}") == [
        message(lang, "refuse-discard-count", need=need, count=need + 1)]
    assert said(out, session, f"{word} 1-{len(view.hand) + 1}") == [
        message(lang, "refuse-no-position", number=len(view.hand) + 1, count=len(view.hand))]
    counts = [sum(1 for c in view.hand if CARD52_SUIT[c] == suit) for suit in range(4)]
    suit = min(range(4), key=lambda s: counts[s])
    name = catalogue_words(lang, f"suit-words-{SUITS[suit]}")[0]
    lowest = catalogue_words(lang, "words-lowest")[0]
    assert said(out, session, f"{word} {lowest} {counts[suit] + 1} {name}") == [
        message(lang, "discard-lowest-short", suit=SUITS[suit], asked=counts[suit] + 1,
                count=counts[suit])]
    assert said(out, session, f"{word} {lowest} 2") == [message(lang, "discard-lowest-how")]
    assert session.view() == view and session.my_turn
    assert repr(session.builder.to_dict()) == record


@pytest.mark.parametrize(("lang", "form"), [
    ("en", "discard lowest {count} {suit} {rest}"),
    ("en", "discard {rest} {count} lowest {suit}"),
    ("ru", "сброс младшие {count} {suit} {rest}"),
    ("ru", "сброс {count} младших {suit} {rest}"),
])
def test_a_discard_by_ranges_and_the_lowest_of_a_suit(lang: str, form: str) -> None:
    state = discarding_state(2, least=4)
    session, out = session_at(state, lang=lang)
    twin, twin_out = session_at(state.clone(), lang=lang)
    view = session.view()
    assert isinstance(view, MetaView)
    need = view.discard_count
    counts = [sum(1 for c in view.hand if CARD52_SUIT[c] == suit) for suit in range(4)]
    suit = max(range(4), key=lambda s: counts[s])
    count = min(counts[suit], need - 1)
    lowest = sorted(c for c in view.hand if CARD52_SUIT[c] == suit)[:count]
    others = [i + 1 for i, c in enumerate(view.hand) if c not in lowest][:need - count]
    expected = sorted([*lowest, *(view.hand[i - 1] for i in others)])
    suit_word = catalogue_words(lang, f"suit-words-{SUITS[suit]}")[0]
    line = form.format(count=count, suit=suit_word, rest=" ".join(as_ranges(others)))
    answer = said(out, session, line)
    # Exactly what naming the cards one by one does.
    assert answer == said(twin_out, twin, "discard " + " ".join(map(str, expected)))
    assert discarded(session) == [str(c) for c in expected]
    assert session.view() == twin.view()


def test_keys_and_marks_still_discard_after_a_refused_typed_one() -> None:
    state = discarding_state(2, least=2)
    session, out = session_at(state, lang="ru")
    view = session.view()
    assert isinstance(view, MetaView)
    need = view.discard_count
    assert said(out, session, "сброс 1") == [
        message("ru", "refuse-discard-count", need=need, count=1)]
    for index in range(need):
        session.handle("")  # Enter marks the chosen card
        if index < need - 1:
            session.handle("вправо")
    assert session.mode is not None
    session.handle("да")
    assert discarded(session) == [str(c) for c in sorted(view.hand[:need])]


@pytest.mark.parametrize("word", ["повтор", "ещё раз", "к", "repeat", "r"])
def test_repeat_says_the_last_line_again(word: str) -> None:
    session, out = russian_session()
    score = said(out, session, "счёт")
    assert said(out, session, word) == score[-1:]
    # A repeat says the same line again, however often it is asked.
    assert said(out, session, word) == score[-1:]


def test_repeat_before_anything_is_said_says_so() -> None:
    session, out = russian_session(begun=False)
    assert said(out, session, "повтор") == [message("ru", "nothing-to-repeat")]
