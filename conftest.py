"""Collection rules for the whole tree: the ``research`` extra's modules (``cardtable.env``'s
submodules import numpy, PettingZoo, Gymnasium and OpenSpiel) are left out of the doctest
collection when the extra is not installed; their tests skip with the reason
(tests/test_env_*.py)."""

from __future__ import annotations

from importlib.util import find_spec

from cardtable.env import RESEARCH_MODULES

collect_ignore_glob: list[str] = []
if any(find_spec(name) is None for name in RESEARCH_MODULES):
    collect_ignore_glob.append("src/cardtable/env/[!_]*.py")
    collect_ignore_glob.append("examples/*.py")
