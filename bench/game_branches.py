"""Count the places outside ``src/cardtable/games/`` that ask which game they hold.

A place is an ``isinstance`` check against a class of one game's package (imported from
``cardtable.games.sweep`` or ``cardtable.games.metamorphosis``), or a comparison with a game's
name (``game == "metamorphosis"``, ``"sweep" in ...``). Issue 14 measures the registry by it:

    python bench/game_branches.py          # the count and the files
    python bench/game_branches.py --json
"""

from __future__ import annotations

import ast
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src" / "cardtable"
GAME_PACKAGES = ("cardtable.games.sweep", "cardtable.games.metamorphosis")
GAME_NAMES = frozenset({"sweep", "metamorphosis"})


def _game_classes(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(
                GAME_PACKAGES):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def _names_in(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Tuple):
        return [name for element in node.elts for name in _names_in(element)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.BinOp):  # A | B
        return _names_in(node.left) + _names_in(node.right)
    return []


def _is_game_name(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_game_name(element) for element in node.elts)
    return False


def branches(path: Path) -> int:
    """How many places in one module ask which game it is."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes = _game_classes(tree)
    count = 0
    for node in ast.walk(tree):
        type_check = (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                      and node.func.id == "isinstance" and len(node.args) == 2
                      and any(name in classes for name in _names_in(node.args[1])))
        name_check = isinstance(node, ast.Compare) and any(
            _is_game_name(side) for side in [node.left, *node.comparators])
        count += type_check or name_check
    return count


def count() -> Counter[str]:
    """Places per file (relative to ``src/cardtable``), outside the games' own package."""
    found: Counter[str] = Counter()
    for path in sorted(ROOT.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith("games/"):
            continue
        number = branches(path)
        if number:
            found[relative] = number
    return found


def main() -> None:
    """Print the count (``--json``: as JSON)."""
    found = count()
    if "--json" in sys.argv[1:]:
        print(json.dumps({"branches": sum(found.values()), "files": len(found),
                          "per_file": dict(found.most_common())}))
        return
    print(f"{sum(found.values())} places in {len(found)} files ask which game they hold")
    for name, number in found.most_common():
        print(f"{number:4}  {name}")


if __name__ == "__main__":
    main()
