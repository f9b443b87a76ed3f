#!/usr/bin/env python3
"""Set everything up and run the room, or run the whole test suite: needs only Python 3.11+.

    python3 tasks.py start   # set up, then start the main job
    python3 tasks.py test    # set up, then run lint, type checks and every test

Both create a virtual environment in ``.venv`` beside this file (once) and install the
project into it with its test tools; extra arguments go to the command that is run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")


def _run(*command: str | Path) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    completed = subprocess.run([str(part) for part in command], cwd=ROOT)
    if completed.returncode != 0:
        sys.exit(completed.returncode)


def setup() -> None:
    """Create ``.venv`` if it is missing and install the project with its test and research
    extras (the research extra's environments are tested too)."""
    if sys.version_info < (3, 11):  # noqa: UP036 (tasks.py may run under an older Python)
        sys.exit(f"cardtable needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not (BIN / "python").exists() and not (BIN / "python.exe").exists():
        print(f"+ creating the virtual environment {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    _run(BIN / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-e", ".[test,research]")


def start(args: list[str]) -> None:
    """The main job: the room (``cardtable serve``), played in a browser at the address it
    prints; ``python3 tasks.py start play`` plays in the terminal instead."""
    setup()
    command = args or ["serve"]
    _run(BIN / "cardtable", *command)


def test(args: list[str]) -> None:
    """Lint, type-check and run the whole test suite."""
    setup()
    _run(BIN / "ruff", "check", "src", "tests", "bench", "tasks.py")
    _run(BIN / "mypy")
    _run(BIN / "python", "-m", "pytest", *args)


def main() -> None:
    """Dispatch ``start`` or ``test``."""
    tasks = {"start": start, "test": test}
    if len(sys.argv) < 2 or sys.argv[1] not in tasks:
        sys.exit("usage: python3 tasks.py start|test [arguments]")
    tasks[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    main()
