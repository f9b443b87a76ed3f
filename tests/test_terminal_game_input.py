"""The terminal session's seams (issue 14): each game's input is its own module, found by
the game's family, nothing else in ``terminal/`` asks which game it holds, and the
computer players' loop is ``bots.turns.next_turn`` with the pauses where they were."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest
from terminal_support import ScriptedPlayer

from cardtable.bots.base import Bot
from cardtable.bots.greedy import GreedyBot
from cardtable.games.registry import FAMILIES
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.terminal import dispatch
from cardtable.terminal.commands import TERMINAL_COMMANDS
from cardtable.terminal.game_input import GameInput, game_input
from cardtable.terminal.output import Transcript
from cardtable.terminal.session import PlaySession
from cardtable.terminal.settings import PlaySettings
from cardtable.terminal.storage import DATA_ENV

ROOT = Path(__file__).resolve().parent.parent
TERMINAL = ROOT / "src" / "cardtable" / "terminal"
PAUSE = "<pause>"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_ENV, str(tmp_path))


def _game_branches() -> Any:
    spec = importlib.util.spec_from_file_location("game_branches",
                                                  ROOT / "bench" / "game_branches.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_nothing_in_the_terminal_asks_which_game_it_holds() -> None:
    branches = _game_branches().branches
    counted = {path.name: branches(path) for path in sorted(TERMINAL.glob("*.py"))}
    assert {name: count for name, count in counted.items() if count} == {}


def test_no_layer_above_the_engines_asks_which_game_it_holds() -> None:
    # bench/game_branches.py's measure of issue 14, kept at nothing.
    assert dict(_game_branches().count()) == {}


def test_the_measure_finds_a_question_of_the_game(tmp_path: Path) -> None:
    asking = tmp_path / "asking.py"
    asking.write_text("from cardtable.games.sweep.state import SweepView\n"
                      "def f(view, game):\n"
                      "    return isinstance(view, SweepView) or game == 'metamorphosis'\n",
                      encoding="utf-8")
    assert _game_branches().branches(asking) == 2


@pytest.mark.parametrize("name", list(FAMILIES))
def test_every_game_has_its_input_module(name: str) -> None:
    family = FAMILIES[name]
    rules = family.make_rules()
    found = game_input(family.new_game(rules, seed=1))
    assert isinstance(found, GameInput) and type(found) is not GameInput
    assert (TERMINAL / f"{name}_input.py").is_file()
    again = game_input(rules)
    assert type(again) is type(found) and again is not found  # one for each session


def test_every_command_has_one_handler_or_a_game_of_its_own() -> None:
    inputs = [game_input(family.make_rules()) for family in FAMILIES.values()]
    for command in ("enter", "number", *TERMINAL_COMMANDS):
        owners = [found for found in inputs if command in found.commands]
        if command in dispatch.HANDLERS:
            assert owners == [], command
        else:
            assert owners, f"no game handles {command!r}"


class _Counting(Bot):
    """A computer player that counts its moves (not its reactions)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.moves = 0

    def choose(self, state: Any, seat: int) -> Any:
        self.moves += 1
        return self.bot.choose(state, seat)

    def react(self, state: Any, seat: int) -> Any | None:
        return self.bot.react(state, seat)


def test_one_pause_after_each_computer_move_and_the_challenges_of_it() -> None:
    rules = SweepRules.preset("classic", players=3, manual=True)
    out = Transcript()
    session = PlaySession(PlaySettings(rules, level="easy", seed=8), out,
                          pause=lambda: out.lines.append(PAUSE), adviser=GreedyBot(0))
    counters = {seat: _Counting(bot) for seat, bot in session.bots.items()}
    session.bots = dict(counters)
    session.begin()
    player = ScriptedPlayer()
    for _ in range(5000):
        if session.finished:
            break
        session.handle(player.next_line(session))
    assert session.finished and session.state.is_over
    lines = out.lines
    assert lines.count(PAUSE) == sum(bot.moves for bot in counters.values()) > 0
    names = [session.context.seats[seat] for seat in counters]
    bot_challenges = [i for i, line in enumerate(lines)
                      if any(line.startswith(f"{name} challenges") for name in names)]
    assert bot_challenges, "no computer player challenged: the test proves nothing"
    for index in bot_challenges:
        assert lines[index - 1] != PAUSE, lines[index - 2:index + 1]
