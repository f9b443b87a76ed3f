"""What the terminal session is waiting for besides a move: the start, a capture (or a
claim) to choose, table cards to pick, a yes-or-no answer, or a challenge window.

Every mode is an ``InputMode``; the start and the questions are the session's, the others
are taken by the game's input (``GameInput.in_mode``), and a game may add its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from cardtable.cards import Card, Card52
from cardtable.games.sweep.moves import SweepMove


class InputMode:
    """Something the session waits for besides a move."""

    __slots__ = ()
    choice: ClassVar[bool] = False
    """A choice in progress, which a command that acts ends (and says so)."""


@dataclass(slots=True)
class Starting(InputMode):
    """The game is set and waits for Enter."""


@dataclass(slots=True)
class ChoosingCapture(InputMode):
    """A card with several captures was played, or a laid card may be claimed in several
    ways (Spanish penalties): which one (by number)?"""

    choice: ClassVar[bool] = True
    card: Card
    moves: tuple[SweepMove, ...]
    claim: bool = False
    """The moves are claims of ``card``, the card just laid by the player before."""


@dataclass(slots=True)
class ChoosingTake(InputMode):
    """Manual capture: the card is chosen, the table cards to take are being picked."""

    choice: ClassVar[bool] = True
    card: Card
    chosen: list[Card] = field(default_factory=list)


@dataclass(slots=True)
class Asking(InputMode):
    """A yes-or-no question waits: leave the game, or make this discard."""

    question: str
    back: Any = None
    """The mode to return to when the answer is no."""
    cards: tuple[Card52, ...] = ()


@dataclass(slots=True)
class Window(InputMode):
    """Manual capture: a computer player's move may be challenged before the game goes on."""


Mode = InputMode | None
