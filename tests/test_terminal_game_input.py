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
