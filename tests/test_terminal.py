"""cardtable play: whole games through a pipe in both languages, records saved and replayed,
leaving (asked first, or at the end of the input), bad commands, the command line."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from terminal_support import scripted_game

from cardtable.cli import main
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.records.replay import replay_file
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import DATA_ENV
from cardtable.text.catalog import message

CLASSIC_OPENING = ("The classic sweep game for 2 players, to 11 points. "
                   + message("en", "game-rule-margin", target=11, margin=2))
"""The first line of a classic game (its winning margin is 2 points, so it is said)."""

SAVED = {"en": re.compile(r"^The game is saved in (.+)\.$"),
         "ru": re.compile(r"^Игра сохранена в файле (.+)\.$")}
UNFINISHED = {"en": re.compile(r"^The unfinished game is saved in (.+)\.$"),
              "ru": re.compile(r"^Незаконченная игра сохранена в файле (.+)\.$")}
GAME_OVER = {"en": "Game over", "ru": "Игра окончена"}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves its records under its own temporary data directory."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_ENV, str(folder))
    for key in ("LC_ALL", "LC_MESSAGES"):  # the language of a game without --lang
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    return folder


def run_play(args: list[str], text: str) -> tuple[int, list[str]]:
    result = CliRunner().invoke(main, ["play", *args], input=text)
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        result.exception
    return result.exit_code, result.output.splitlines()


GAMES = {
    "escoba": (["--preset", "escoba", "--seed", "11"], SweepRules.preset("escoba"), 11),
    "scopa-4": (["--preset", "scopa", "--players", "4", "--seat", "2", "--seed", "5"],
                SweepRules.preset("scopa", players=4), 5),
    "manual": (["--preset", "classic", "--players", "3", "--manual", "--seed", "8"],
               SweepRules.preset("classic", players=3, manual=True), 8),
    "metamorphosis": (["--game", "metamorphosis", "--seed", "2"],
                      MetaRules.preset(players=2), 2),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_through_a_pipe_ends_is_saved_and_replays(game: str, lang: str,
                                                               data_dir: Path) -> None:
    flags, rules, seed = GAMES[game]
    # --seat counts from 1, as people do; PlaySettings from 0.
    seat = int(flags[flags.index("--seat") + 1]) - 1 if "--seat" in flags else 0
    settings = PlaySettings(rules, level="easy", seed=seed, seat=seat, lang=lang)
    lines, session, said = scripted_game(settings)
    assert session.state.is_over and not session.left
    code, output = run_play([*flags, "--level", "easy", "--lang", lang],
                            "\n".join(lines) + "\n")
    assert code == 0
    # The pipe plays exactly the game the scripted player played, sentence for sentence.
    assert output[:-1] == said.lines
    assert any(GAME_OVER[lang] in line for line in output[-3:])
    match = SAVED[lang].match(output[-1])
    assert match is not None, output[-1]
    path = Path(match.group(1))
    assert path.parent == data_dir / "records" and path.exists()
    replayed = list(replay_file(path, lang=lang))
    assert GAME_OVER[lang] in replayed[-1]


def test_the_manual_game_has_errors_challenges_and_closings() -> None:
    settings = PlaySettings(GAMES["manual"][1], level="easy", seed=8)
    lines, session, said = scripted_game(settings)
    text = "\n".join(said.lines)
    assert "challenges the move" in text
    assert "You may challenge the move of" in text
    assert "type the numbers of the table cards" in text
    assert "Table card 1," in text and "taken." in text
    assert "end" in lines


def test_a_metamorphosis_game_has_bids_discards_and_refills() -> None:
    settings = PlaySettings(GAMES["metamorphosis"][1], level="easy", seed=2, lang="ru")
    lines, session, said = scripted_game(settings)
    text = "\n".join(said.lines)
    assert "Выберите фишку" in text and "Фишки открыты" in text
    assert any(line.startswith("discard ") for line in lines)
    assert "Отмечена для сброса" in text and "Сбросить " in text
    assert "сбрасывает" in text


def test_a_real_pipe_plays_and_leaves_when_the_input_ends(data_dir: Path) -> None:
    env = {**os.environ, DATA_ENV: str(data_dir)}
    completed = subprocess.run(
        [sys.executable, "-m", "cardtable.cli", "play", "--seed", "3", "--level", "easy"],
        input="c\n\nplay 1\n", capture_output=True, text=True, env=env, timeout=60)
    assert completed.returncode == 0, completed.stderr
    output = completed.stdout.splitlines()
    assert output[0] == CLASSIC_OPENING
    assert "You lay" in completed.stdout or "You play" in completed.stdout
    assert output[-2] == "The input has ended, so you leave the game."
    match = UNFINISHED["en"].match(output[-1])
    assert match is not None and Path(match.group(1)).exists()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_end_of_input_leaves_cleanly_saying_so(lang: str) -> None:
    code, output = run_play(["--seed", "1", "--lang", lang], "")
    assert code == 0
    assert output[-2] == {"en": "The input has ended, so you leave the game.",
                          "ru": "Ввод закончился, поэтому вы выходите из игры."}[lang]
    assert UNFINISHED[lang].match(output[-1])


def test_quitting_asks_first() -> None:
    code, output = run_play(["--seed", "1"], "q\nn\nt\nq\ny\nc\n")
    assert code == 0
    asked = [i for i, line in enumerate(output) if line.startswith("Leave the game?")]
    assert len(asked) == 2
    assert output[asked[0] + 1] == "You stay in the game."
    assert output[asked[0] + 2] == "It is your turn."
    assert output[asked[1] + 1] == "You leave the game."
    # Nothing is read after leaving: the "c" is never answered.
    assert UNFINISHED["en"].match(output[asked[1] + 2])
    assert len(output) == asked[1] + 3


def test_bad_commands_are_answered_with_what_is_accepted() -> None:
    code, output = run_play(["--seed", "1"], "dance\nplay 9\nplay 7x\nbid 2\ncard\nt\n")
    assert code == 0
    said = "\n".join(output)
    assert ("dance is not a command. The commands are: table, card N, score, turn, hand, "
            "pile, play N") in said
    assert "There is no card 9 in your hand: you hold 3 cards." in said
    assert "7x is not a card: write a value and a suit letter d, h, s or c, like 7d." in said
    assert "There is no bid in this game." in said
    assert "Give card a number, like card 2." in said
    assert "It is your turn." in said


def test_the_game_flags_are_those_of_simulate() -> None:
    code, output = run_play(["--preset", "escoba", "--players", "4", "--no-teams", "--fifteen",
                             "--scopone", "--muerto", "--target", "31", "--seed", "2"], "")
    assert code == 0
    assert output[0] == ("Escoba for 4 players, to 31 points. Modifiers: scopone dealing "
                         "and muerto, every point goes to the others.")


@pytest.mark.parametrize(("args", "error"), [
    (["--game", "metamorphosis", "--manual"], "--manual: only for the sweep games"),
    (["--players", "7"], "--players 7: the sweep games take 2 to 6 players"),
    (["--seat", "3"], "--seat 3: the game has 2 seats; choose 1 to 2"),
    (["--seat", "0"], "0 is not in the range x>=1"),
    (["--game", "metamorphosis", "--players", "4"], "--players 4: Metamorphosis takes 2 or 3"),
    (["--teams", "--players", "3"], "--teams needs --players 4 or 6"),
    (["--penalties", "spanish"], "--penalties spanish needs --manual"),
    (["--search-processes", "0"], "0 is not in the range x>=1"),
])
def test_impossible_settings_are_usage_errors(args: list[str], error: str) -> None:
    result = CliRunner().invoke(main, ["play", *args], input="")
    assert result.exit_code == 2
    assert error in result.output


def test_without_flags_through_a_pipe_the_defaults_are_played() -> None:
    code, output = run_play([], "")
    assert code == 0
    assert output[0] == CLASSIC_OPENING
    assert output[1] == "You play as Player at seat 1; the computer players are of normal strength."


def test_seat_name_and_language() -> None:
    code, output = run_play(["--seat", "2", "--name", "Ана", "--lang", "ru", "--seed", "4",
                             "--players", "3"], "")
    assert code == 0
    assert output[1] == ("Ваше имя в игре: Ана, место 2; уровень компьютерных игроков: "
                         "средний.")
    assert "Сдаёт Компьютер 1." in output[2]


def test_without_lang_the_system_s_language_is_spoken(monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    def said(args: list[str]) -> list[str]:
        code, output = run_play(["--seed", "4", *args], "")
        assert code == 0
        return output[:-1]  # the last line names the record's file, made at that second

    assert said([]) == said(["--lang", "ru"]) != said(["--lang", "en"])
    monkeypatch.setenv("LC_ALL", "C")  # LC_ALL, when set, is the locale
    assert said([]) == said(["--lang", "en"])


@pytest.mark.parametrize(("deck", "suits"), [
    ("language", {"diamonds", "hearts", "spades"}), ("table", {"diamonds", "hearts", "spades"}),
    ("spanish", {"coins", "cups", "swords"}), ("italian", {"coins", "cups", "swords"})])
def test_the_cards_are_named_in_the_deck_style_chosen(deck: str, suits: set[str]) -> None:
    code, output = run_play(["--preset", "classic", "--seed", "4", "--deck", deck], "")
    assert code == 0
    words = set(re.findall(r"[a-z]+", " ".join(output).lower()))
    named = words & {"diamonds", "hearts", "spades", "coins", "cups", "swords"}
    assert named and named <= suits, named


def test_replay_of_a_saved_game_speaks_the_chosen_language(data_dir: Path) -> None:
    settings = PlaySettings(GAMES["escoba"][1], level="easy", seed=11)
    lines, _, _ = scripted_game(settings)
    code, output = run_play(["--preset", "escoba", "--seed", "11", "--level", "easy"],
                            "\n".join(lines) + "\n")
    match = SAVED["en"].match(output[-1])
    assert match is not None
    result = CliRunner().invoke(main, ["replay", match.group(1), "--lang", "ru"])
    assert result.exit_code == 0
    assert result.output.startswith("Эскоба, игроков: 2, игра до 21 очка.")
    assert "Игра окончена" in result.output
