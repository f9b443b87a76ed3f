"""Where the client's sentences go: one printed line each, and the voice when it speaks."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.terminal.speech import Speech


class Output:
    """Prints every sentence on a line of its own (and speaks it with ``speech``)."""

    def __init__(self, write: Callable[[str], None], speech: Speech | None = None) -> None:
        self._write = write
        self.speech = speech

    def say(self, text: str) -> None:
        """One sentence, or a few that belong together, as one line."""
        self._write(text)
        if self.speech is not None:
            self.speech.speak(text)

    def close(self) -> None:
        """Let the voice finish."""
        if self.speech is not None:
            self.speech.close()


class Transcript(Output):
    """An output that keeps its lines (for tests and for reading back)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        super().__init__(self.lines.append)
