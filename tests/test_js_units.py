"""The browser client's pure modules under Node's own test runner (``tests/js/*.test.mjs``:
``reduce``, the store and the boards, on real frames of the room)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed: the JS unit tests need `node`")
def test_the_js_unit_tests_pass_under_node() -> None:
    assert NODE is not None
    result = subprocess.run([NODE, "--test", "tests/js/"], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
