"""The browser client's modules import without a cycle: the store and the reducer import
nothing, the views (lobby, table, board, play, dialogs, commands) import neither each other
nor ``main.js`` (which wires them together), and the modules of state and room touch no
page."""

from __future__ import annotations

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[1] / "src" / "cardtable" / "web" / "js"
VIEWS = {"lobby.js", "table.js", "board.js", "play.js", "dialogs.js", "commands.js"}
WITHOUT_PAGE = {"store.js", "reduce.js", "boards.js", "connection.js", "room.js", "tablestate.js"}
IMPORT = re.compile(r"""\bimport\s*(?:\(\s*|[^"'();]*?\bfrom\s*)["'](\.[^"']+)["']""")


def imports() -> dict[str, set[str]]:
    """Each module of the client -> the modules of the client it imports (statically or
    with ``import()``); the vendored libraries are left out."""
    graph: dict[str, set[str]] = {}
    for path in sorted(JS.glob("*.js")):
        found = IMPORT.findall(path.read_text(encoding="utf-8"))
        graph[path.name] = {Path(target).name for target in found if target.startswith("./")}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every cycle of imports found by a depth-first walk (each as the modules in it)."""
    found: list[list[str]] = []
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> None:
        if module in path:
            found.append([*path[path.index(module):], module])
            return
        if module in done:
            return
        for target in sorted(graph.get(module, ())):
            walk(target, [*path, module])
        done.add(module)

    for module in sorted(graph):
        walk(module, [])
    return found


def test_the_import_graph_is_read_from_the_modules() -> None:
    graph = imports()
    assert VIEWS | WITHOUT_PAGE | {"main.js"} <= set(graph)
    assert "table.js" in graph["main.js"] and "store.js" in graph["table.js"]
    assert "keys.js" in graph["dialogs.js"]  # also through import()
    assert cycles({"a.js": {"b.js"}, "b.js": {"a.js"}}) == [["a.js", "b.js", "a.js"]]


def test_no_module_of_the_client_imports_itself_back() -> None:
    assert cycles(imports()) == []


def test_the_store_and_the_reducer_import_nothing() -> None:
    graph = imports()
    assert graph["store.js"] == set()
    assert graph["reduce.js"] == set()


def test_no_view_imports_main_js_or_another_view() -> None:
    for view in sorted(VIEWS):
        imported = imports()[view]
        assert "main.js" not in imported, view
        assert not imported & VIEWS, f"{view} imports the views {sorted(imported & VIEWS)}"


def test_the_state_and_the_room_touch_no_page() -> None:
    for name in sorted(WITHOUT_PAGE):
        text = (JS / name).read_text(encoding="utf-8")
        assert not re.search(r"\bdocument\b", text), f"{name} uses the page (document)"
