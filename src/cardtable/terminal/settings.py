"""What a game in the terminal is: the rules, the computer players' level, the seed, the
human's seat, name, language and deck style."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.bots.levels import LEVELS
from cardtable.games.base import GameRules
from cardtable.games.registry import family_of
from cardtable.text.catalog import LANGUAGES
from cardtable.text.decks import DECK_CHOICES

DEFAULT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class PlaySettings:
    """One game against computer players; invalid values raise ``ValueError`` saying why."""

    rules: GameRules
    level: str = DEFAULT_LEVEL
    """The computer players' level: easy, normal, hard or expert."""
    seed: int | None = None
    """The deal's seed; ``None`` deals at random."""
    seat: int = 0
    """The human's seat, 0 to players - 1."""
    lang: str = "en"
    name: str | None = None
    """The human's name in sentences; ``None`` takes the language's word for a player."""
    deck: str = "language"
    """The deck style the cards are named in (``text.decks``): the language's by default."""
    search_processes: int = 1
    """Trees the searching players (``hard``, ``expert``, the hint's adviser) grow at once, one
    a process (``bots.parallel``): 1 searches on one core."""

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}; got {self.level!r}")
        players = self.rules.players
        if not 0 <= self.seat < players:
            raise ValueError(f"seat must be 0 to {players - 1} with {players} players; "
                             f"got {self.seat}")
        if self.lang not in LANGUAGES:
            raise ValueError(f"lang must be one of {', '.join(LANGUAGES)}; got {self.lang!r}")
        if self.search_processes < 1:
            raise ValueError(f"search_processes must be 1 or more; got {self.search_processes}")
        if self.deck not in DECK_CHOICES:
            raise ValueError(f"deck must be one of {', '.join(DECK_CHOICES)}; "
                             f"got {self.deck!r}")

    @property
    def game(self) -> str:
        """The game's name, as records name it (``sweep``, ``metamorphosis``)."""
        return family_of(self.rules).name

    @property
    def label(self) -> str:
        """A short name of the game for file names: its preset (metamorphosis has one)."""
        return str(self.rules.to_options()["preset"])
