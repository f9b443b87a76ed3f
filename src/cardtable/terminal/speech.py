"""Speaking each sentence aloud with speech-dispatcher (``spd-say``) or ``espeak-ng``.

The text on the screen is what a screen reader reads; ``--speak`` adds a voice of its own
for players without one. Sentences are handed to the program in the background, in order,
so the game never waits for the voice.
"""

from __future__ import annotations

import queue
import shutil
import subprocess
import threading
from collections.abc import Callable
from typing import Final

PROGRAMS: Final = ("spd-say", "espeak-ng")
"""Speech programs, in order of preference."""


def find_program(which: Callable[[str], str | None] = shutil.which) -> str | None:
    """The first speech program installed (its path), or ``None``."""
    for name in PROGRAMS:
        path = which(name)
        if path is not None:
            return path
    return None


def speech_command(program: str, text: str, lang: str) -> list[str]:
    """The command line that says ``text`` in ``lang`` with ``program``."""
    if program.endswith("spd-say"):
        return [program, "--wait", "--language", lang, "--", text]
    return [program, "-v", lang, "--", text]


class Speech:
    """Says sentences one after another on a background thread."""

    def __init__(self, program: str, lang: str) -> None:
        self.program = program
        self.lang = lang
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    def speak(self, text: str) -> None:
        """Queue one sentence."""
        self._queue.put(text)

    def close(self, timeout: float = 5.0) -> None:
        """Let the queued sentences finish (waiting at most ``timeout`` seconds)."""
        self._queue.put(None)
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            text = self._queue.get()
            if text is None:
                return
            try:
                subprocess.run(speech_command(self.program, text, self.lang),
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=False, timeout=60)
            except (OSError, subprocess.SubprocessError):
                continue
