"""The game protocol every game of the room implements (DESIGN.md, "The game protocol").

Bots, clients, records and the server use this surface and nothing else: a state says whose
turn it is and which moves are legal, plays a move and returns events, and shows each seat
only what that seat may know.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, cast, runtime_checkable


class IllegalMoveError(ValueError):
    """A move that the rules do not allow now; the message says what is allowed instead.

    ``code`` names the refusal (``must-capture``, ``follow-suit``, ``not-your-turn`` ...,
    the table of ``docs/protocol.md``) and ``details`` gives its arguments as plain values
    (cards in notation, seats as numbers), so that a client words it in its own language
    without working the rules out again:

    >>> error = IllegalMoveError("7d is not in your hand: your hand is 1c", "not-in-hand",
    ...                          cards=["7d"], hand=["1c"])
    >>> error.code, error.details["cards"], str(error)
    ('not-in-hand', ['7d'], '7d is not in your hand: your hand is 1c')
    """

    def __init__(self, message: str, code: str = "illegal-move", **details: Any) -> None:
        super().__init__(message)
        self.code = code
        """The refusal's stable name (kebab-case)."""
        self.details: dict[str, Any] = details
        """The refusal's arguments: cards as notation strings, seats and counts as ints."""

    def __reduce__(self) -> Any:
        return _rebuild_error, (type(self), str(self), self.code, self.details)


class AmbiguousMoveError(IllegalMoveError):
    """A move text that fits several legal moves; the message lists them (code
    ``capture-choice``)."""


def _rebuild_error(cls: type[IllegalMoveError], message: str, code: str,
                   details: dict[str, Any]) -> IllegalMoveError:
    return cls(message, code, **details)


class RecordError(ValueError):
    """A game record that is malformed or does not replay; the message names the step."""


@runtime_checkable
class Event(Protocol):
    """Something that happened in a game: what clients announce and records store."""

    @property
    def type(self) -> str:
        """The event's name in records (``play``, ``deal`` ...)."""
        ...

    def visible_to(self, seat: int | None) -> Event:
        """The event as ``seat`` may see it (``None``: a spectator); hidden cards removed."""
        ...

    def to_record(self) -> dict[str, Any]:
        """The event as a JSON-ready record entry (``cardtable-record/1``)."""
        ...


@runtime_checkable
class Move(Protocol):
    """A small frozen value with a canonical text form, the same everywhere."""

    @property
    def seat(self) -> int:
        """The seat that makes the move."""
        ...

    def text(self) -> str:
        """The canonical text of the move (``5c:2d+3c``, ``7d``, ``challenge``)."""
        ...


StateT = TypeVar("StateT", bound="GameState")


@runtime_checkable
class GameState(Protocol):
    """A game in progress: the only object bots and clients act on."""

    @property
    def to_move(self) -> int | None:
        """The seat to move, or ``None`` when the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def scores(self) -> Sequence[int]:
        """Running totals, one per side."""
        ...

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning side indices once the game is over (several share a win), else empty."""
        ...

    @property
    def drawn(self) -> bool:
        """Whether the game ended in a draw (a sweep game's round limit reached with level
        leaders, who are then its ``winners``)."""
        ...

    def legal_moves(self, seat: int | None = None) -> Sequence[Any]:
        """Legal moves of ``seat`` (the seat to move by default)."""
        ...

    def play(self, move: Any) -> list[Any]:
        """Play a legal move and return the events it caused; illegal moves raise."""
        ...

    def play_legal(self, move: Any) -> list[Any]:
        """``play`` a move taken from this very position's ``legal_moves``, not checked
        again (a caller that numbered them, as the research environment does)."""
        ...

    def parse_move(self, text: str, seat: int | None = None) -> Any:
        """The legal move that ``text`` names for ``seat``; raises ``IllegalMoveError``."""
        ...

    def view(self, seat: int | None) -> Any:
        """Everything ``seat`` may know, and nothing more (``None``: a spectator)."""
        ...

    def clone(self: StateT) -> StateT:
        """An independent copy, made without ``deepcopy``."""
        ...

    def determinize(self: StateT, seat: int, rng: random.Random) -> StateT:
        """A full state consistent with all that ``seat`` has seen, hidden cards resampled."""
        ...

    def check_card(self, seat: int, card: Any) -> None:
        """Raise the ``IllegalMoveError`` that refuses ``seat`` choosing its hand ``card``
        now, or nothing when the card may be chosen (what follows, a capture or a take, is
        asked next)."""
        ...

    @property
    def start_events(self) -> Sequence[Any]:
        """The events of the deal that opened the game (what ``new_game`` dealt)."""
        ...


class OptionError(ValueError):
    """An option value or combination the rules do not allow; the message says what is."""


@runtime_checkable
class GameRules(Protocol):
    """A game's options, resolved and validated (``Rules.preset``, ``Rules.from_options``)."""

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side (a side scores as one)."""
        ...

    def to_options(self) -> dict[str, Any]:
        """Every option as JSON-ready values, ``preset`` first (a record's ``options``)."""
        ...


ViewT = TypeVar("ViewT")


def positional_builder(cls: type[ViewT]) -> Callable[..., ViewT]:
    """A fast maker of instances of ``cls``, a frozen dataclass with ``slots=True``: it takes
    every field positionally, in the order of ``dataclasses.fields(cls)``, and gives an
    instance equal to ``cls(*values)``, as frozen as it.

    A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``, a
    call per field: for a view of two dozen fields most of the cost of ``state.view``. The
    maker is an unfrozen twin of ``cls`` with the same slots, whose ``__init__`` stores them
    directly, and which hands the new object over to ``cls`` once it is filled (assigning
    ``__class__`` between classes of the same slots is allowed).

        >>> from dataclasses import FrozenInstanceError, dataclass
        >>> @dataclass(frozen=True, slots=True)
        ... class Point:
        ...     x: int
        ...     y: int = 0
        >>> point = positional_builder(Point)(1, 2)
        >>> type(point).__name__, point == Point(1, 2)
        ('Point', True)
        >>> try:
        ...     point.x = 3  # type: ignore[misc]
        ... except FrozenInstanceError:
        ...     print("frozen")
        frozen
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")

    def hand_over(self: Any) -> None:
        self.__class__ = cls

    specs: list[tuple[str, Any, Any]] = [
        (f.name, f.type, dataclasses.field(default=f.default,
                                           default_factory=f.default_factory))
        for f in dataclasses.fields(cast(Any, cls))]
    twin: Callable[..., ViewT] = dataclasses.make_dataclass(
        f"_{cls.__name__}Builder", specs, namespace={"__post_init__": hand_over},
        slots=True)
    return twin
