"""Manual capture with challenges (RULES.md 2.7): what makes a move an error, the
challenge window (until the next card is played, once per move, by another side) and the
challenge points (+2 when the move was an error, -1 when it was not).

The state keeps the last challengeable play as a ``LastPlay`` and asks this module who may
challenge it, what a challenge gives and why a challenge is refused. Under the Spanish
penalties (2.10, ``penalties``) there are no challenges.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardtable.cards import Card
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep.events import Challenged
from cardtable.games.sweep.moves import CHALLENGE, SweepMove
from cardtable.games.sweep.rules import Rules

CHALLENGE_RIGHT = 2
"""Points a challenger's side scores when the challenged move was an error ..."""
CHALLENGE_WRONG = -1
"""... and when it was not."""


@dataclass(frozen=True, slots=True)
class LastPlay:
    """The last card played under *manual*, while it may still be challenged: who played
    it, whether it broke the capture rules, the move itself and the captures its card had
    (what a challenge says was missed or wrong)."""

    seat: int
    error: bool
    challenged: bool = False
    card: Card | None = None
    take: tuple[Card, ...] = ()
    options: tuple[tuple[Card, ...], ...] = ()


def is_error(take: tuple[Card, ...], options: list[tuple[Card, ...]]) -> bool:
    """Whether a move under *manual* is an error: its take is not one of the card's
    captures ``options``, or it takes nothing although it could capture."""
    return take not in options if take else bool(options)


def open_challenges(last: LastPlay | None, side_of: tuple[int, ...],
                    seat: int) -> tuple[SweepMove, ...]:
    """The challenge ``seat`` may make now: one, while the last play is unchallenged and
    was made by another side; else none."""
    if last is None or last.challenged or side_of[last.seat] == side_of[seat]:
        return ()
    return (SweepMove(seat, None, (), CHALLENGE),)


def challenge(last: LastPlay, seat: int) -> tuple[LastPlay, Challenged]:
    """``seat`` challenges ``last``: the play now challenged, and the event saying whether
    it was an error and the points the challenger's side scores (``Challenged.points``)."""
    points = CHALLENGE_RIGHT if last.error else CHALLENGE_WRONG
    assert last.card is not None
    event = Challenged(seat, last.error, points, mover=last.seat, card=last.card,
                       take=last.take, options=last.options)
    return replace(last, challenged=True), event


def challenge_refusal(rules: Rules, last: LastPlay | None) -> IllegalMoveError:
    """Why a challenge is refused now: no challenges under these rules, nothing to
    challenge, already challenged, or a move of the challenger's own side."""
    if not rules.manual:
        return IllegalMoveError("challenges exist only under manual capture", "no-challenges")
    if rules.spanish_penalties:
        return IllegalMoveError(
            "there are no challenges under the Spanish penalties: wrong captures "
            "are found when the round ends, and a missed capture may be claimed",
            "spanish-challenge")
    if last is None:
        return IllegalMoveError(
            "there is no move to challenge: a challenge follows a played card",
            "no-challenge", why="no-move")
    if last.challenged:
        return IllegalMoveError(
            "the last move has already been challenged: one challenge per move",
            "no-challenge", why="challenged")
    return IllegalMoveError("you cannot challenge a move of your own side",
                            "no-challenge", why="own-side")
