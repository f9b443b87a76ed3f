"""Who is listening and how the game names things: what a sentence needs besides its event."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from cardtable.cards import DeckStyle
from cardtable.games.base import GameRules
from cardtable.text.decks import listener_deck

Verbosity = Literal["brief", "normal", "full"]
VERBOSITIES: Final = ("brief", "normal", "full")
"""How much the sentences say: ``brief`` (what happened and whose turn), ``normal`` (also the
table at the player's turn and a round's categories), ``full`` (also the hand at every turn
and the cards taken; the terminal's and the records' sentences)."""


@dataclass(frozen=True, slots=True)
class TextContext:
    """The deck style, the seats' names and sides, and whose view the sentences are for.

    ``full`` is the record's view: every card and every error flag is said. Otherwise each
    event is first redacted for ``viewer`` (``None``: a spectator), so a sentence never names
    a card its listener may not see.
    """

    deck: DeckStyle
    """The sweep deck's style (Metamorphosis plays the 52-card French deck)."""
    seats: tuple[str, ...]
    """Seat names, as in a record's ``seats``."""
    sides: tuple[tuple[int, ...], ...]
    viewer: int | None = None
    full: bool = False
    muerto: bool = False
    verbosity: Verbosity = "full"
    preset: str = ""
    """The sweep game's preset (scopa, escoba, escoba-primiera, classic): a sweep is called
    by its game's name ("Scopa!", "¡Escoba!"); empty for Metamorphosis."""

    @classmethod
    def for_rules(cls, rules: GameRules, seats: Sequence[str],
                  viewer: int | None = None, full: bool = False,
                  verbosity: Verbosity = "full", deck: str = "table", lang: str | None = None
                  ) -> TextContext:
        """The context of a game under ``rules`` (either game's) with these seat names; the
        cards named in the style a listener of ``lang`` who chose ``deck`` has them in
        (``text.decks.listener_deck``; ``table``, the default: the rules' own)."""
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seat names; "
                             f"got {len(seats)}")
        if verbosity not in VERBOSITIES:
            raise ValueError(f"verbosity {verbosity!r}: use one of {', '.join(VERBOSITIES)}")
        # A game without deck styles, modifiers or presets (Metamorphosis) has none of these.
        table_deck = getattr(rules, "deck", None)
        style = (DeckStyle.FRENCH if table_deck is None
                 else listener_deck(table_deck, lang, deck))
        return cls(deck=style, seats=tuple(seats),
                   sides=rules.sides, viewer=viewer, full=full,
                   muerto=getattr(rules, "muerto", False), verbosity=verbosity,
                   preset=getattr(rules, "preset_name", ""))

    @property
    def brief(self) -> bool:
        """Whether only what happened and whose turn it is are said."""
        return self.verbosity == "brief"

    def is_listener(self, seat: int | None) -> bool:
        """Whether ``seat`` is the one listening (said to as "you"); never in a record."""
        return not self.full and seat is not None and seat == self.viewer

    @classmethod
    def from_record(cls, record: dict[str, Any], lang: str | None = None) -> TextContext:
        """The full view of a record (its envelope already checked).

        With ``lang`` the seats are named as the live game names them in that language: a
        computer player (a seat the record names by its level or kind) is "Computer 2"
        (``text.names.bot_name``), a person who kept the default name ("Player" in any
        language) is that language's ``player_name``, any other name is as recorded.
        Without ``lang``, every seat is its recorded name.
        """
        from cardtable.records.record import computer_seats, rules_of
        from cardtable.text.catalog import LANGUAGES
        from cardtable.text.names import bot_name, player_name

        rules = rules_of(record)
        seats: list[str] = list(record["seats"])
        if lang is not None:
            computers = computer_seats(record)
            defaults = {str(player_name(other)) for other in LANGUAGES}
            seats = [bot_name(lang, seat + 1) if seat in computers
                     else player_name(lang) if name in defaults else name
                     for seat, name in enumerate(seats)]
        return cls.for_rules(rules, seats, full=True)

    @property
    def names_repeat(self) -> bool:
        """Whether two seats share a name, so that seats need their numbers to be told apart."""
        return len(set(self.seats)) != len(self.seats)
