"""Views and events as JSON, filtered for one receiver: the only way game data leaves.

``game_frame`` is the per-player filter (boardgame.io's ``filterPlayerView``): it redacts
every event with ``visible_to(seat)``, takes the state's ``view(seat)`` and the seat's own
legal moves, and nothing else. ``seat`` is ``None`` for a spectator, who sees no hand.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from enum import Enum
from typing import Any, Final

from cardtable.cards import Card, Card52
from cardtable.games.base import GameState
from cardtable.server.protocol import frame

MAX_LISTED_MOVES: Final = 120
"""Legal moves are listed when there are at most this many (manual capture and
Metamorphosis discards have thousands: then ``legal`` is null and the view says enough,
with ``extra`` listing the moves that are no card played)."""

OUT_OF_PLAY: Final = ("challenge", "end", "claim")
"""Kinds of sweep moves that play no card of the hand: ``extra`` lists them always."""


def extra_moves(moves: Sequence[Any]) -> Sequence[Any]:
    """The moves among ``moves`` besides the cards played (under manual capture the
    challenge and the claims of the Spanish penalties); read lazily where the engine keeps
    them apart (``ManualMoves.extra``)."""
    extra = getattr(moves, "extra", None)
    if extra is not None:
        return tuple(extra)
    if len(moves) > MAX_LISTED_MOVES:
        return ()
    return tuple(m for m in moves if getattr(m, "kind", None) in OUT_OF_PLAY)


@functools.lru_cache(maxsize=1024)
def _options(rules: Any) -> dict[str, Any]:
    """A game's resolved options (rules are frozen: worked out once; every frame of a
    table carries them, and they are only ever encoded, never changed)."""
    options: dict[str, Any] = rules.to_options()
    return options


def to_json(value: Any) -> Any:
    """A view (or any part of one) as JSON values: cards as their notation."""
    if isinstance(value, Card | Card52):
        return str(value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return value.value
    if callable(getattr(value, "to_options", None)):
        return _options(value)
    to_record = getattr(value, "to_record", None)
    if callable(to_record):
        return to_record()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [to_json(item) for item in value]
    raise TypeError(f"cannot send a {type(value).__name__} as JSON")


def events_for(events: Sequence[Any], seat: int | None) -> list[dict[str, Any]]:
    """Events as ``seat`` may see them (``None``: a spectator), in record form."""
    return [event.visible_to(seat).to_record() for event in events]


def seat_moves(state: GameState, seat: int) -> tuple[Sequence[Any] | None, Sequence[Any]]:
    """A seat's legal moves as a frame lists them, from one call to the engine: all of them
    when they are few enough (else ``None``), and those that play no card of the hand
    (``challenge``, ``end``, the claims), listed always."""
    moves = state.legal_moves(seat)
    return (moves if len(moves) <= MAX_LISTED_MOVES else None), extra_moves(moves)


def _texts(moves: Sequence[Any] | None) -> list[str] | None:
    return None if moves is None else [move.text() for move in moves]


def game_frame(table_id: int, state: GameState, seat: int | None, version: int,
               events: Sequence[Any] = (), *, game: str) -> dict[str, Any]:
    """The ``game`` frame for one receiver: the game's name (the table's ``game``, by which
    a client chooses how to draw it), redacted events, its view and its moves (a
    spectator: null; once the game is over: none)."""
    legal: list[str] | None = None
    extra: list[str] | None = None
    if seat is not None and state.is_over:
        legal, extra = [], []
    elif seat is not None:
        listed, others = seat_moves(state, seat)
        legal, extra = _texts(listed), _texts(others)
    return frame("game", table=table_id, game=game, version=version, seat=seat,
                 to_move=state.to_move, over=state.is_over,
                 events=events_for(events, seat), view=to_json(state.view(seat)),
                 legal=legal, extra=extra)
