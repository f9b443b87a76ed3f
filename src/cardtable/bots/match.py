"""Seat computer players at a game and play it to the end, recording every event."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.bots.base import Bot
from cardtable.games.base import GameState
from cardtable.record import RecordBuilder


@dataclass(slots=True)
class MatchResult:
    """A finished game: the final state and its record."""

    state: Any
    record: dict[str, Any]


def play_match(state: GameState, bots: Sequence[Bot], game: str, options: dict[str, Any],
               start_events: Sequence[Any] = (),
               on_events: Callable[[Sequence[Any]], None] | None = None) -> MatchResult:
    """Play ``state`` to the end with one bot per seat and return it with its record.

    After every move each other seat, in turn order, may react (a challenge under *manual*);
    then the seat to move plays. ``on_events`` sees every batch of events as it happens.
    """
    sides = getattr(state, "sides", [[seat] for seat in range(len(bots))])
    builder = RecordBuilder(game, options, [bot.name for bot in bots], sides)
    builder.add(start_events)
    if on_events is not None and start_events:
        on_events(start_events)
    seats = len(bots)

    def apply(move: Any) -> None:
        events = state.play(move)
        builder.add(events)
        if on_events is not None:
            on_events(events)

    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        for offset in range(seats):
            seat = (mover + offset) % seats
            reaction = bots[seat].react(state, seat)
            if reaction is not None:
                apply(reaction)
        if state.is_over:
            break
        mover = state.to_move
        assert mover is not None
        apply(bots[mover].choose(state, mover))
    return MatchResult(state=state, record=builder.to_dict())
