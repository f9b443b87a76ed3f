"""Which deck style a listener hears (and sees) the 40 cards in.

Values and play never depend on the deck style, only the names and faces do, so each
listener may have the cards in a style of its own: by default the style of its language
(a Spanish player names the cards of the Spanish deck, oros and bastos, an Italian one
those of the Italian deck, denari and bastoni), else the table's own; or the table's own
always (``table``); or one style it chose.

    >>> listener_deck(DeckStyle.FRENCH_NUMERIC, "es"), listener_deck(DeckStyle.FRENCH, "en")
    (<DeckStyle.SPANISH: 'spanish'>, <DeckStyle.FRENCH: 'french'>)
    >>> listener_deck(DeckStyle.ITALIAN, "es", "table"), listener_deck("spanish", "it", "french")
    (<DeckStyle.ITALIAN: 'italian'>, <DeckStyle.FRENCH: 'french'>)
"""

from __future__ import annotations

from typing import Final, Literal

from cardtable.cards import DeckStyle

DeckChoice = Literal["language", "table", "french-numeric", "french", "spanish", "italian"]
DECK_CHOICES: Final = ("language", "table", *(style.value for style in DeckStyle))
"""What a listener may choose: its language's style, the table's, or one style."""

LANGUAGE_DECKS: Final = {"es": DeckStyle.SPANISH, "it": DeckStyle.ITALIAN}
"""The deck whose names a language's players use; a language not here has the table's."""


def listener_deck(table_deck: DeckStyle | str, lang: str | None,
                  choice: str = "language") -> DeckStyle:
    """The deck style a listener of ``lang`` who chose ``choice`` (one of ``DECK_CHOICES``)
    has the cards of a table in ``table_deck`` in; ``ValueError`` for any other choice."""
    if choice == "table":
        return DeckStyle(table_deck)
    if choice == "language":
        return LANGUAGE_DECKS.get(lang or "", DeckStyle(table_deck))
    if choice not in DECK_CHOICES:
        raise ValueError(f"deck {choice!r}: use one of {', '.join(DECK_CHOICES)}")
    return DeckStyle(choice)
