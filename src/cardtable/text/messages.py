"""Every message id the text layer uses, with the variables each one takes, by catalogue.

Each catalogue (``locales/<lang>/<catalogue>.ftl``) must define exactly the messages listed
for it here, and a message may only use the variables listed here; ``tests/test_text.py``
checks both, in every language.
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

COMMON_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    # Lists and names.
    "list-two": ("first", "second"),
    "list-more": ("first", "rest"),
    "seat-label": ("number", "name"),
    "team-label": ("number",),
    # Scores and the end of a game, in every game.
    "game-number": ("number",),
    "side-amount": ("side", "amount"),
    "totals": ("list",),
    "game-won": ("side", "points"),
    "game-shared": ("sides", "points"),
    "final-scores": ("list",),
}
"""Messages of ``common.ftl``: what every game says alike."""

SWEEP_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    # The game as a whole.
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
    "round-points": ("list",),
    "cards-taken": ("list",),
    **{message: ("deck",) for message in CATEGORY_IDS.values()},
    # The end.
    "game-no-capture": ("side",),
}
"""Messages of ``sweep.ftl``: the sweep games."""

META_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    # The game and its parties.
    "meta-game-start": ("players", "parties"),
    "partie-start": ("number", "dealer"),
    "meta-deal-hand": ("seat", "cards"),
    "meta-deal-own": ("cards",),
    "meta-deal-others": ("count",),
    "meta-deal-each": ("count",),
    "stock-cards": ("count", "cards"),
    "stock-hidden": ("count",),
    # Bids.
    "bid-named": ("seat", "deal"),
    "bid-secret": ("seat",),
    "bids-revealed": ("list",),
    "bid-item": ("seat", "deal"),
    # Deals and tricks. ``trumps`` and ``suit`` are suit names (diamonds, hearts, spades,
    # clubs) or ``none`` / ``any``.
    "deal-start": ("deal", "trumps", "suit", "points", "leader"),
    "card-played": ("seat", "card"),
    "trick-taken": ("seat",),
    "trick-worth": ("seat", "points"),
    # Between deals.
    "discard-cards": ("seat", "count", "cards"),
    "discard-hidden": ("seat", "count"),
    "draw-cards": ("seat", "count", "cards"),
    "draw-hidden": ("seat", "count"),
    "take-cards": ("seat", "source", "count", "cards"),
    "take-hidden": ("seat", "source", "count"),
    # Scoring.
    "deal-scored": ("deal", "list"),
    "deal-premium": ("seat", "deal", "points"),
    "partie-scored": ("list",),
}
"""Messages of ``metamorphosis.ftl``: Metamorphosis."""

HINT_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    "hint-sweep": ("card", "cards"),
    "hint-take": ("card", "cards"),
    "hint-lay": ("card",),
    "hint-end": (),
    "hint-bid": ("deal",),
    "hint-discard": ("cards",),
    "hint-lead": ("card",),
    "hint-duck": ("card",),
    "hint-win": ("card",),
    "hint-shed": ("card",),
}
"""Messages of ``hints.ftl``: the reason given with a hint, in either game."""

CATALOGUE_MESSAGES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "common": COMMON_MESSAGES,
    "sweep": SWEEP_MESSAGES,
    "metamorphosis": META_MESSAGES,
    "hints": HINT_MESSAGES,
}
"""Catalogue name -> the messages it defines."""

MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    **COMMON_MESSAGES, **SWEEP_MESSAGES, **META_MESSAGES, **HINT_MESSAGES}
"""Message id -> the variables it takes (every catalogue)."""


def message_ids(catalogue: str | None = None) -> tuple[str, ...]:
    """Every message id the text layer may ask a catalogue for (of one catalogue, if named)."""
    if catalogue is None:
        return tuple(MESSAGES)
    return tuple(CATALOGUE_MESSAGES[catalogue])
