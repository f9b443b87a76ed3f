"""A table's chat, kept with its record when the table ends (issue 16)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any


class ChatLog(deque[dict[str, Any]]):
    """A table's recent chat (the newest ``maxlen`` lines, sent to newcomers) that also keeps
    its newest ``keep`` lines for the table's record."""

    def __init__(self, maxlen: int, keep: int) -> None:
        super().__init__(maxlen=maxlen)
        self.kept: deque[dict[str, Any]] = deque(maxlen=max(keep, 0))

    def append(self, line: dict[str, Any]) -> None:
        """Add a chat line (a ``chat`` frame)."""
        super().append(line)
        self.kept.append({"name": line.get("name"), "text": line.get("text")})


def with_chat(record: dict[str, Any], chat: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The record with the table's chat under ``chat`` (a key older readers ignore)."""
    kept = chat.kept if isinstance(chat, ChatLog) else list(chat)
    return {**record, "chat": list(kept)}
