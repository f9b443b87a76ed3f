"""Every message id the text layer uses, with the variables each one takes.

The catalogues (``locales/<lang>/sweep.ftl``) must define exactly these messages, and a
message may only use the variables listed here; ``tests/test_text.py`` checks both.
"""

from __future__ import annotations

from typing import Final

CATEGORY_IDS: Final = {
    "sweeps": "category-sweeps",
    "cards": "category-cards",
    "diamonds": "category-diamonds",
    "settebello": "category-settebello",
    "sevens": "category-sevens",
    "primiera": "category-primiera",
    "under-ten": "category-under-ten",
    "challenges": "category-challenges",
}
"""The message naming each scoring category of a round's breakdown."""

MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    # Lists and names.
    "list-two": ("first", "second"),
    "list-more": ("first", "rest"),
    "seat-label": ("number", "name"),
    "team-label": ("number",),
    # The game as a whole.
    "game-number": ("number",),
    "game-start": ("preset", "players", "target"),
    "game-modifiers": ("modifiers",),
    "modifier": ("modifier",),
    "game-team": ("team", "members"),
    # Dealing.
    "round-start": ("number", "dealer"),
    "table-dealt": ("cards",),
    "deal-last": (),
    "deal-hand": ("seat", "cards"),
    "deal-own": ("cards",),
    "deal-others": ("count",),
    "deal-each": ("count",),
    "set-aside": ("count",),
    "opening-sweeps": ("seat", "cards", "sweeps"),
    # Play.
    "play-lay": ("seat", "card"),
    "play-capture": ("seat", "card", "cards"),
    "play-sweep": ("seat", "card", "cards"),
    "play-error": (),
    "challenge-right": ("seat", "points"),
    "challenge-wrong": ("seat", "points"),
    "leftover-taken": ("seat", "cards"),
    "leftover-nobody": ("cards",),
    # Scoring.
    "round-scored": (),
    "score-line": ("category", "side", "points"),
    "score-nothing": (),
    "muerto-note": (),
    "side-amount": ("side", "amount"),
    "round-points": ("list",),
    "cards-taken": ("list",),
    "totals": ("list",),
    **{message: ("deck",) for message in CATEGORY_IDS.values()},
    # The end.
    "game-won": ("side", "points"),
    "game-shared": ("sides", "points"),
    "game-no-capture": ("side",),
    "final-scores": ("list",),
}
"""Message id -> the variables it takes."""


def message_ids() -> tuple[str, ...]:
    """Every message id the text layer may ask a catalogue for."""
    return tuple(MESSAGES)
