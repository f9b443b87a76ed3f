"""``bench/search_reuse.py``: the subtree a reuse would start from is found by the moves
played since, and the shares it reports are consistent (nothing here judges their size)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from cardtable.bots.ismcts import Node
from cardtable.lab.decision_time import GAMES

_PATH = Path(__file__).resolve().parents[1] / "bench" / "search_reuse.py"
_SPEC = importlib.util.spec_from_file_location("search_reuse_bench", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
REUSE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(REUSE)


def test_the_kept_subtree_follows_the_moves_played_since() -> None:
    root = Node()
    reply = root.children["b"] = Node(move="b", parent=root, visits=9)
    deeper = reply.children["c"] = Node(move="c", parent=reply, visits=4)
    assert REUSE._descend(root, ["b", "c"]) is deeper
    assert REUSE._descend(root, ["b"]) is reply
    assert REUSE._descend(root, ["x", "c"]) is None
    assert REUSE._descend(None, ["b"]) is None


def test_a_short_measure_reports_consistent_shares() -> None:
    entry = REUSE.measure(GAMES["scopa"], decisions=4, milliseconds=15.0, seed=3)
    assert entry["decisions"] == 4
    assert entry["lost"] <= entry["decisions"]
    assert 0.0 <= entry["usable_mean_pct"] <= entry["kept_mean_pct"]
    assert entry["usable_mean_pct"] <= entry["usable_max_pct"]
    assert entry["mean_iterations"] > 0
