"""Seat computer players at a game and play it to the end, recording every event."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.turns import REACT, next_turn
from cardtable.games.base import GameState
from cardtable.records.record import RecordBuilder


@dataclass(slots=True)
class MatchResult:
    """A finished game: the final state and its record (``None`` when none was asked for)."""

    state: Any
    record: dict[str, Any] | None


def play_match(state: GameState, bots: Sequence[Bot], game: str, options: dict[str, Any],
               start_events: Sequence[Any] = (),
               on_events: Callable[[Sequence[Any]], None] | None = None,
               record: bool = True) -> MatchResult:
    """Play ``state`` to the end with one bot per seat and return it with its record.

    Who acts is ``bots.turns.next_turn``'s: after every move each seat that may react (a
    challenge under *manual*) is asked once, then the seat to move plays. ``on_events``
    sees every batch of events as it happens. ``record``: whether to build the record
    (without it, ``MatchResult.record`` is ``None``).
    """
    builder: RecordBuilder | None = None
    if record:
        sides = getattr(state, "sides", [[seat] for seat in range(len(bots))])
        builder = RecordBuilder(game, options, [bot.name for bot in bots], sides)
        builder.add(start_events)
    if on_events is not None and start_events:
        on_events(start_events)
    seats = range(len(bots))
    asked: set[int] = set()
    while (turn := next_turn(state, seats, asked)) is not None:
        seat = turn.seat
        if turn.kind == REACT:
            asked.add(seat)
            move = bots[seat].react(state, seat)
            if move is None:
                continue
        else:
            move = bots[seat].choose(state, seat)
        events = state.play(move)
        asked.clear()
        if builder is not None:
            builder.add(events)
        if on_events is not None:
            on_events(events)
    return MatchResult(state=state, record=builder.to_dict() if builder is not None else None)
