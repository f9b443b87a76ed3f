"""Encoded frames kept while the game they show stands still: when many receivers of one
kind (seat, language, verbosity) ask for a table at one version, as players do when they
come back after a restart, the frame is built and encoded once (``Table.sync``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from cardtable.server.wire import encode


class FrameCache:
    """Encoded frames by receiver kind, for one game object at one stamp (its version and
    whatever else the frames say that may change without it); any change empties it."""

    def __init__(self) -> None:
        self._state: object = None
        self._stamp: tuple[Hashable, ...] = ()
        self._texts: dict[Hashable, str] = {}

    def text(self, state: object, stamp: tuple[Hashable, ...], kind: Hashable,
             build: Callable[[], dict[str, Any]]) -> str:
        """The encoded frame for receivers of ``kind``: ``build()`` encoded, unless one is
        kept for this very ``state`` (the same object) and an equal ``stamp``."""
        if state is not self._state or stamp != self._stamp:
            self._texts.clear()
            self._state, self._stamp = state, stamp
        text = self._texts.get(kind)
        if text is None:
            text = self._texts[kind] = encode(build())
        return text
