"""Options of Metamorphosis (RULES.md 3): players, the first dealer, parties."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from cardtable.games.base import OptionError

PARTIES: Final = {2: 4, 3: 3}
"""Parties in a game by player count: 16 deals for 2 players, 12 for 3."""
HAND_SIZE: Final = 12
DEALS: Final = 4
PREMIUM: Final = 10


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of a Metamorphosis game, validated. Build with ``Rules.preset``."""

    players: int = 2
    first_dealer: int = 0
    parties: int | None = None
    """Parties in the game; ``None`` (the default) means the rule's 4 for 2 players, 3 for 3."""

    def __post_init__(self) -> None:
        if (not isinstance(self.players, int) or isinstance(self.players, bool)
                or self.players not in PARTIES):
            raise OptionError(f"players must be 2 or 3 in Metamorphosis; got {self.players!r}")
        if self.parties is None:
            object.__setattr__(self, "parties", PARTIES[self.players])
        if not isinstance(self.first_dealer, int) or not 0 <= self.first_dealer < self.players:
            raise OptionError(
                f"first_dealer must be a seat 0 to {self.players - 1}; got {self.first_dealer!r}"
            )
        if not isinstance(self.parties, int) or isinstance(self.parties, bool) or self.parties < 1:
            raise OptionError(f"parties must be a positive whole number; got {self.parties!r}")

    @classmethod
    def preset(cls, name: str = "metamorphosis", **overrides: Any) -> Rules:
        """The rules of RULES.md 3 for ``players`` (2 or 3); any option may be overridden."""
        if name != "metamorphosis":
            raise OptionError(f"{name!r} is not a Metamorphosis preset: use metamorphosis")
        unknown = set(overrides) - {"players", "first_dealer", "parties"}
        if unknown:
            raise OptionError(
                f"unknown option {', '.join(sorted(unknown))}: the options are players, "
                "first_dealer and parties"
            )
        return cls(**overrides)

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> Rules:
        """Rules from a record's ``options``."""
        values = {k: v for k, v in options.items() if k != "preset"}
        try:
            return cls(**values)
        except TypeError as error:
            raise OptionError(f"bad options in record: {error}") from error

    def to_options(self) -> dict[str, Any]:
        """Every option as JSON-ready values (the ``options`` of a record)."""
        return {"preset": "metamorphosis", **asdict(self)}

    @property
    def total_parties(self) -> int:
        """The number of parties in the game."""
        return self.parties or PARTIES[self.players]

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Every player is a side of his own."""
        return tuple((seat,) for seat in range(self.players))

    @property
    def stock_size(self) -> int:
        """Cards left in the stock after the first deal of a partie."""
        return 52 - HAND_SIZE * self.players
