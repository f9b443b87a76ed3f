"""Who acts next among the computer players: the one game loop of every driver.

``bots.match.play_match`` (simulations, tournaments), the server's tables and the terminal
session all ask ``next_turn`` what a computer player does next, so one rule says when a
bot may react and when it moves:

1. After every move, each seat that may make an out-of-turn move now (``reactors``: first
   the player whose card just laid missed a capture, who may still take it, seed 003's
   self-correction; then under *manual* capture with challenges, RULES.md 2.7, every
   player of another side than the one who played, until the next card is played, once
   per move, in turn order from the seat to move) is asked once whether it reacts
   (``Bot.react``). A reaction is a move too: after it, the seats are asked again about
   the new state (after a challenge nobody may challenge, so nobody is).
2. Then the seat to move moves (``Bot.choose``). Under the Spanish penalties (2.10) a claim
   of the capture the player before missed is the seat to move's, before its card: its own
   ``choose`` makes it, and it then moves again; nobody else is asked anything but the
   player who laid that card, first (1).

No reaction is asked for when the rules allow none (no *manual* capture, Metamorphosis;
under the Spanish penalties only a self-correction), so a driver costs nothing there. The
functions are pure: they read the state (``to_move``, ``legal_moves``) and never change
it; the driver keeps the seats asked since the last move.
"""

from __future__ import annotations

from collections.abc import Container
from functools import singledispatch
from typing import Final, NamedTuple

from cardtable.games.base import GameState
from cardtable.games.sweep.corrections import challengers, corrector
from cardtable.games.sweep.state import SweepState

REACT: Final = "react"
"""A seat's chance to make an out-of-turn move (a challenge): ask ``Bot.react``."""
MOVE: Final = "move"
"""The seat to move plays: ask ``Bot.choose``."""


class Turn(NamedTuple):
    """What a computer player does next: ``seat`` reacts (``REACT``) or moves (``MOVE``)."""

    seat: int
    kind: str


@singledispatch
def reactors(state: object) -> tuple[int, ...]:
    """The seats that may make an out-of-turn move now, in the order they are asked (from
    the seat to move round the table); empty in a game that has none."""
    return ()


@reactors.register
def _sweep_reactors(state: SweepState) -> tuple[int, ...]:
    first = corrector(state)
    others = challengers(state)
    return others if first is None else (first, *others)


def next_turn(state: GameState, bots: Container[int],
              asked: Container[int] = ()) -> Turn | None:
    """The next thing a computer player does, or ``None`` when none acts (the game is over,
    or a person is to move and no bot may react).

    ``bots``: the seats computer players hold now (a ``dict`` of seat to bot will do).
    ``asked``: the seats already asked to react since the last move; the caller adds the
    seat of each ``REACT`` it asks and empties it after every move played.
    """
    if state.is_over:
        return None
    for seat in reactors(state):
        if seat in bots and seat not in asked:
            return Turn(seat, REACT)
    mover = state.to_move
    if mover is not None and mover in bots:
        return Turn(mover, MOVE)
    return None
