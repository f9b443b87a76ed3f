"""The command line's errors and words: a bad file, database URL or port is one clear line
and a non-zero exit (never a traceback, never after playing for nothing); ``serve`` says the
address it really listens on; the engine's refusals in the flags' words; ``--seat`` from 1;
unfinished records replayed (``--strict`` refuses them); replays name the seats as the
live game does, in either language."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.records.record import read_records, write_records
from cardtable.terminal.storage import DATA_ENV
from cardtable.text import message

GOLDEN = Path(__file__).parent / "golden"
GUARD = 60.0
"""Seconds a command may take before the test gives up (a guard, never an assertion)."""
MILLION = "1000000"
"""Games enough that a command which played before refusing would never end in time."""
HAS_MATPLOTLIB = importlib.util.find_spec("matplotlib") is not None
HAS_DEV_FULL = Path("/dev/full").exists()
LATIN = re.compile(r"[A-Za-z]")


def run_cli(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    """``cardtable ARGS`` in a subprocess, its data directory ``data_dir``."""
    env = {**os.environ, DATA_ENV: str(data_dir)}
    return subprocess.run([sys.executable, "-m", "cardtable.cli", *args], env=env,
                          capture_output=True, text=True, timeout=GUARD, check=False)


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The one line a failed command printed: no traceback, a non-zero exit."""
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data directory of the test's own (for records and the default database)."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_ENV, str(folder))
    return folder


# Files that cannot be written: refused before anything is played -----------------------

@pytest.mark.parametrize(("args", "flag"), [
    (["--records", "/nonexistent/dir/x.jsonl"], "--records"),
    (["--game", "metamorphosis", "--records", "/nonexistent/dir/x.jsonl"], "--records"),
    (["--bots", "random,greedy", "--records", "/nonexistent/dir/x.jsonl"], "--records"),
    pytest.param(["--bots", "random,greedy", "--plot", "/nonexistent/x.png"], "--plot",
                 marks=pytest.mark.skipif(not HAS_MATPLOTLIB, reason="--plot needs "
                                          "matplotlib (pip install 'cardtable[plot]')")),
])
def test_an_unwritable_output_is_refused_before_playing(args: list[str], flag: str,
                                                        tmp_path: Path) -> None:
    result = run_cli("simulate", "--games", MILLION, *args, data_dir=tmp_path)
    line = one_error_line(result)
    path = args[args.index(flag) + 1]
    assert line == (f"Error: {flag} {path}: there is no folder {Path(path).parent}: give a "
                    "file in a folder that exists")
    assert result.stdout == ""  # nothing was played (a million games would not end)


def test_an_output_in_a_folder_one_may_not_write_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("this user may write anywhere (root): no folder is locked to it")
        result = run_cli("simulate", "--games", MILLION, "--records",
                         str(locked / "x.jsonl"), data_dir=tmp_path)
        assert "(no permission): give another folder" in one_error_line(result)
    finally:
        locked.chmod(0o700)


@pytest.mark.skipif(not HAS_DEV_FULL, reason="no /dev/full to fail the writes")
def test_records_that_fail_while_written_lose_no_result(tmp_path: Path) -> None:
    result = run_cli("simulate", "--games", "3", "--records", "/dev/full", data_dir=tmp_path)
    assert result.stdout.startswith("Simulated 3 games with seed 0.")
    assert "Games: 3" in result.stdout
    assert one_error_line(result) == ("Error: --records /dev/full: the games were played, "
                                      "but their records could not all be written: No space "
                                      "left on device")


@pytest.mark.skipif(not HAS_DEV_FULL or not HAS_MATPLOTLIB,
                    reason="needs /dev/full and matplotlib")
def test_a_tournament_says_its_results_before_the_files_it_could_not_write(
        tmp_path: Path) -> None:
    result = run_cli("simulate", "--bots", "random,greedy", "--games", "2", "--jobs", "1",
                     "--records", "/dev/full", "--plot", "/dev/full", data_dir=tmp_path)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stdout.startswith("Match: random against greedy, seed 0.")
    assert result.stderr.splitlines() == [
        "Error: --records /dev/full: the games were played, but their records could not be "
        "written: No space left on device",
        "Error: --plot /dev/full: the plot could not be drawn there: No space left on device",
    ]


# The room's database and port ------------------------------------------------------------

@pytest.mark.parametrize(("url", "said"), [
    ("bogus", "Error: 'bogus' is not a database URL: use sqlite:///path/to/file.db, "
              "postgresql+psycopg://user:password@host:5432/database, or memory: to keep "
              "nothing"),
    ("sqlite:////nonexistent/dir/x.db",
     "Error: cannot open the database sqlite:////nonexistent/dir/x.db: there is no folder "
     "/nonexistent/dir (make it first, or give a file in a folder that exists)"),
    ("mysql://someone@localhost/cards", "Error: mysql://someone@localhost/cards: mysql is not "
                                        "a database the room keeps games in: use "),
])
def test_a_database_that_cannot_be_opened_is_one_line(url: str, said: str,
                                                       tmp_path: Path) -> None:
    result = run_cli("serve", "--port", "0", "--database-url", url, data_dir=tmp_path)
    assert one_error_line(result).startswith(said)
    assert "Open http" not in result.stdout


def test_an_unreachable_postgresql_fails_at_once_without_its_password(tmp_path: Path) -> None:
    port = free_port()
    url = f"postgresql+psycopg://nobody:secret@127.0.0.1:{port}/x"
    line = one_error_line(run_cli("serve", "--port", "0", "--database-url", url,
                                  data_dir=tmp_path))
    assert line.startswith(f"Error: cannot open the database postgresql+psycopg://nobody:***@"
                           f"127.0.0.1:{port}/x: ")
    assert "secret" not in line and "refused" in line


def test_a_busy_port_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli("serve", "--port", str(port), "--database-url", "memory:",
                         data_dir=tmp_path)
    assert one_error_line(result) == (f"Error: cannot listen on 127.0.0.1 port {port}: "
                                      "another program listens there; choose another port, "
                                      "or port 0 for any free one")
    assert "Open http" not in result.stdout


def test_an_address_not_of_this_machine_is_one_line(tmp_path: Path) -> None:
    result = run_cli("serve", "--host", "no-such-host.invalid", "--database-url", "memory:",
                     data_dir=tmp_path)
    assert one_error_line(result).startswith("Error: cannot listen on no-such-host.invalid: ")


@pytest.fixture
def room(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], list[str]]]:
    """``cardtable serve --port 0`` in a subprocess and the lines it printed up to the
    address; stopped with Ctrl-C (SIGINT) after."""
    env = {**os.environ, DATA_ENV: str(tmp_path)}
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable.cli", "serve", "--port", "0", "--database-url",
         "memory:"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        lines = []
        while not lines or not lines[-1].startswith("Open "):
            line = process.stdout.readline()  # the guard: pytest's timeout
            assert line, f"serve stopped: {process.communicate(timeout=GUARD)}"
            lines.append(line.rstrip("\n"))
        yield process, lines
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=GUARD)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def test_serve_on_port_0_says_the_port_it_listens_on(
        room: tuple[subprocess.Popen[str], list[str]]) -> None:
    process, lines = room
    match = re.fullmatch(r"Open http://127\.0\.0\.1:(\d+)/ in a browser "
                         r"\(WebSocket at ws://127\.0\.0\.1:(\d+)/ws\)", lines[-1])
    assert match is not None, lines
    port = int(match.group(1))
    assert port != 0 and match.group(2) == match.group(1)
    # Said once it listens: the address answers at once.
    answer = httpx.get(f"http://127.0.0.1:{port}/health", timeout=10)
    assert answer.status_code == 200 and answer.json()["status"] == "ok"
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate(timeout=GUARD)
    assert process.returncode == 0 and "Traceback" not in errors


# The engine's refusals in the flags' words ------------------------------------------------

@pytest.mark.parametrize("command", ["simulate", "play"])
@pytest.mark.parametrize(("args", "said"), [
    (["--penalties", "spanish"], "--penalties spanish needs --manual"),
    (["--preset", "escoba", "--penalties", "spanish"], "--penalties spanish needs --manual"),
    (["--manual", "--penalties", "spanish"],
     "--penalties spanish needs capture by fifteen: add --fifteen (the classic preset "
     "captures by matching)"),
    (["--players", "7"], "--players 7: the sweep games take 2 to 6 players"),
    (["--preset", "scopa", "--players", "3", "--teams"],
     "--teams needs --players 4 or 6 (two sides of 2 or 3); got 3 players"),
    (["--game", "metamorphosis", "--players", "4"],
     "--players 4: Metamorphosis takes 2 or 3 players"),
])
def test_option_errors_speak_of_flags(command: str, args: list[str], said: str,
                                      data_dir: Path) -> None:
    result = CliRunner().invoke(main, [command, "--games", "1", *args] if command == "simulate"
                                else [command, *args], input="")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == f"Error: {said}"
    assert "=" not in result.output.splitlines()[-1]  # no penalties=spanish, manual=True


def test_the_python_api_keeps_the_engines_words() -> None:
    from cardtable.games.sweep.rules import OptionError, Rules

    with pytest.raises(OptionError, match=r"penalties=spanish .* set manual=True"):
        Rules.preset("classic", penalties="spanish")


# --seat counts from 1 -------------------------------------------------------------------

def _play(args: list[str], text: str = "") -> list[str]:
    result = CliRunner().invoke(main, ["play", "--seed", "3", *args], input=text)
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_seat_counts_from_one(seat: int, data_dir: Path) -> None:
    output = _play(["--players", "3", "--seat", str(seat)])
    assert output[1] == (f"You play as Player at seat {seat}; the computer players are of "
                         "normal strength.")
    [record] = read_records(next((data_dir / "records").glob("*.json")))
    assert record["seats"][seat - 1] == "Player"  # the record's seats count from 0
    assert [name for name in record["seats"] if name != "Player"] == ["normal", "normal"]


def test_seat_one_is_the_first_and_the_default(data_dir: Path) -> None:
    assert _play(["--seat", "1"])[1] == _play([])[1]


@pytest.mark.parametrize(("args", "said"), [
    (["--seat", "3"], "--seat 3: the game has 2 seats; choose 1 to 2"),
    (["--players", "4", "--seat", "5"], "--seat 5: the game has 4 seats; choose 1 to 4"),
    (["--game", "metamorphosis", "--players", "3", "--seat", "4"],
     "--seat 4: the game has 3 seats; choose 1 to 3"),
    (["--seat", "0"], "Invalid value for '--seat': 0 is not in the range x>=1."),
])
def test_a_seat_past_the_table_is_refused(args: list[str], said: str, data_dir: Path) -> None:
    result = CliRunner().invoke(main, ["play", *args], input="")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == f"Error: {said}"


# Unfinished records replay ----------------------------------------------------------------

def unfinished_record(data_dir: Path, args: list[str], moves: str) -> Path:
    """The record a piped game saves when its input ends after ``moves``."""
    result = CliRunner().invoke(main, ["play", *args], input=moves)
    assert result.exit_code == 0, result.output
    [path] = (data_dir / "records").glob("*-unfinished.json")
    return path


@pytest.fixture(params=[
    (["--preset", "escoba", "--seed", "3"], "play 1\nplay 1\n"),
    (["--preset", "classic", "--players", "3", "--manual", "--seed", "5"], "play 1\n"),
    (["--game", "metamorphosis", "--seed", "2"], "bid 2\n"),
], ids=["escoba", "manual", "metamorphosis"])
def left_game(request: pytest.FixtureRequest, data_dir: Path) -> Path:
    """The record of a game left (its input ended) after a move or two."""
    args, moves = request.param
    return unfinished_record(data_dir, args, moves)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_unfinished_record_replays_up_to_where_it_stops(left_game: Path,
                                                          lang: str) -> None:
    result = CliRunner().invoke(main, ["replay", "--lang", lang, str(left_game)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    record = json.loads(left_game.read_text(encoding="utf-8"))
    events = sum(len(entry["events"]) for entry in record["rounds"])
    assert len(lines) > 2 + events  # the game, each round's start, every recorded event
    assert lines[-1] == message(lang, "replay-unfinished")
    assert result.stderr == ""


def test_strict_refuses_an_unfinished_record(left_game: Path) -> None:
    result = CliRunner().invoke(main, ["replay", "--strict", str(left_game)])
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert re.fullmatch(r"error: (round|partie) 1, after event \d+: the record ends here, "
                        r"but the game goes on: seat \d is to (play|bid|discard \d+ cards)",
                        line), line
    assert message("en", "replay-unfinished") not in result.stdout


def test_strict_refuses_it_in_russian_too(data_dir: Path) -> None:
    path = unfinished_record(data_dir, ["--preset", "escoba", "--seed", "3"], "play 1\n")
    record = json.loads(path.read_text(encoding="utf-8"))
    events = len(record["rounds"][-1]["events"])
    result = CliRunner().invoke(main, ["replay", "--strict", "--lang", "ru", str(path)])
    assert result.exit_code == 1
    [line] = result.stderr.splitlines()
    assert line == (f"ошибка: раунд 1, после события {events}: запись кончается здесь, а игра "
                    "продолжается: ходит Игрок")


def test_a_file_of_finished_and_unfinished_games(left_game: Path, tmp_path: Path) -> None:
    [left] = read_records(left_game)
    finished = json.loads((GOLDEN / "classic-2p.json").read_text(encoding="utf-8"))
    path = tmp_path / "games.jsonl"
    write_records(path, [left, finished, left])
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    unfinished = message("en", "replay-unfinished")
    assert lines.count(unfinished) == 2
    assert lines[lines.index("Game 3.") - 1].startswith("Game over")
    assert lines[-1] == unfinished
    strict = CliRunner().invoke(main, ["replay", "--strict", str(path)])
    assert strict.exit_code == 1
    assert strict.stderr.startswith("error: record 1: ")


# Replays name the seats as the live game does ---------------------------------------------

def golden_as(name: str, seats: list[str], tmp_path: Path) -> Path:
    """A golden record with other seat names (names do not change how a game replays)."""
    record: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    record = copy.deepcopy(record)
    record["seats"] = seats
    path = tmp_path / f"{name}-named.json"
    write_records(path, [record])
    return path


@pytest.mark.parametrize("name", ["escoba-2p", "metamorphosis-2p"])
def test_a_russian_replay_has_no_english_name(name: str, tmp_path: Path) -> None:
    path = golden_as(name, ["Player", "normal"], tmp_path)
    result = CliRunner().invoke(main, ["replay", "--lang", "ru", str(path)])
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Player" not in text and "normal" not in text
    assert "Игрок" in text and "Компьютер 2" in text
    assert re.search(r"Сда[её]т (Игрок|Компьютер 2)", text)
    assert not LATIN.search(text.splitlines()[-1])  # the winner by a Russian name


def test_the_live_games_names_in_english(tmp_path: Path) -> None:
    path = golden_as("classic-2p", ["Игрок", "expert"], tmp_path)
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[1] == "Round 1. Player deals."
    assert "Computer 2" in result.stdout and "expert" not in result.stdout


def test_a_persons_name_is_said_as_recorded(tmp_path: Path) -> None:
    path = golden_as("classic-2p", ["Ана", "hard"], tmp_path)
    result = CliRunner().invoke(main, ["replay", "--lang", "ru", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[1] == "Раунд 1. Сдаёт Ана."
    assert "Компьютер 2" in result.stdout
