"""What the terminal session is waiting for besides a move: the start, a capture (or a
claim) to choose, table cards to pick, a yes-or-no answer, or a challenge window."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from cardtable.cards import Card, Card52
from cardtable.games.sweep.moves import SweepMove


@dataclass(slots=True)
class Starting:
    """The game is set and waits for Enter."""


@dataclass(slots=True)
class ChoosingCapture:
    """A card with several captures was played, or a laid card may be claimed in several
    ways (Spanish penalties): which one (by number)?"""

    choice: ClassVar[bool] = True
    """A choice in progress: a command that acts ends it."""
    card: Card
    moves: tuple[SweepMove, ...]
    claim: bool = False
    """The moves are claims of ``card``, the card just laid by the player before."""


@dataclass(slots=True)
class ChoosingTake:
    """Manual capture: the card is chosen, the table cards to take are being picked."""

    choice: ClassVar[bool] = True
    """A choice in progress: a command that acts ends it."""
    card: Card
    chosen: list[Card] = field(default_factory=list)


@dataclass(slots=True)
class Asking:
    """A yes-or-no question waits: leave the game, or make this discard."""

    question: str
    back: Any = None
    """The mode to return to when the answer is no."""
    cards: tuple[Card52, ...] = ()


@dataclass(slots=True)
class Window:
    """Manual capture: a computer player's move may be challenged before the game goes on."""


Mode = Starting | ChoosingCapture | ChoosingTake | Asking | Window | None
