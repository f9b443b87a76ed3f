"""The public API of DESIGN.md and the README works as documented."""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import pkgutil
import random
import re
import tomllib
from pathlib import Path

import cardtable
from cardtable import sweep
from cardtable.cards import Card, parse_card
from cardtable.env import RESEARCH_MODULES
from cardtable.games.base import GameState

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PYPROJECT = ROOT / "pyproject.toml"


def test_the_docstring_examples_of_every_module_are_collected() -> None:
    # pytest runs the examples itself (--doctest-modules over src/cardtable, pyproject.toml);
    # this fails if that stops, if a module can no longer be imported for it, or if the
    # examples are gone.
    options = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["pytest"][
        "ini_options"]
    assert "--doctest-modules" in options["addopts"].split()
    assert "src/cardtable" in options["testpaths"]
    finder = doctest.DocTestFinder()
    examples: dict[str, int] = {}
    names = [info.name for info in pkgutil.walk_packages(cardtable.__path__, "cardtable.")]
    research = all(importlib.util.find_spec(m) is not None for m in RESEARCH_MODULES)
    for name in ["cardtable", *names]:
        if name.startswith("cardtable.env.") and not research:
            examples[name] = 0  # needs the research extra (pip install -e '.[research]')
            continue
        module = importlib.import_module(name)
        examples[name] = sum(len(test.examples) for test in finder.find(module))
    # Every module file of the package was imported (migrations are Alembic's scripts).
    package = Path(cardtable.__file__).parent
    files = {".".join(("cardtable", *path.relative_to(package).with_suffix("").parts))
             .removesuffix(".__init__") for path in package.rglob("*.py")
             if "migrations" not in path.relative_to(package).parts}
    assert set(examples) == files
    for name in ("cardtable.cards", "cardtable.text.names", "cardtable.games.sweep.captures",
                 "cardtable.records.record", "cardtable.terminal.commands"):
        assert examples[name] > 0, f"{name} lost its examples"


def test_design_api_example() -> None:
    rules = sweep.Rules.preset("scopa")
    assert sweep.captures(rules, "5c", "2d 3c 8h 10s") == [(parse_card("2d"), parse_card("3c"))]
    assert sweep.captures(rules, "1c", "2d 3c 8h 10s") == []
    rules = sweep.Rules.preset("classic", players=4, fifteen=True, muerto=True)
    assert rules.players == 4 and rules.fifteen and rules.muerto
    state = sweep.new_game(rules, seed=7)
    moves = state.legal_moves()
    assert moves
    events = state.play(moves[0])
    assert events and events[0].type == "play"
    assert state.view(1).hand == tuple(state.hands[1])


def test_state_follows_the_game_protocol() -> None:
    state = sweep.new_game(sweep.Rules.preset("escoba"), seed=1)
    assert isinstance(state, GameState)
    for name in ("legal_moves", "play", "parse_move", "view", "clone", "determinize"):
        assert callable(getattr(state, name))
    world = state.determinize(0, random.Random(2))
    assert world.view(0).hand == state.view(0).hand


def test_readme_python_example_runs() -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"## The Python API\s+```python\n(.*?)```", text, re.S)
    assert block is not None, "the README lost its API example"
    namespace: dict[str, object] = {"random": random}
    exec(compile(block.group(1), "README.md", "exec"), namespace)  # noqa: S102
    assert isinstance(namespace["state"], sweep.State)
    first = namespace["moves"][0]  # type: ignore[index]
    assert all(isinstance(c, Card) for c in first.take)
