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

TERMINAL_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    # Names.
    "player-name": (),
    "bot-name": ("number",),
    "level-name": ("level",),
    "game-name": ("game",),
    "list-or-two": ("first", "second"),
    "list-or-more": ("first", "rest"),
    # The start and the end.
    "seat-intro": ("name", "seat", "level"),
    "press-enter": (),
    "not-started": (),
    "speech-on": ("program",),
    "speech-none": (),
    "record-saved": ("path",),
    "record-unfinished": ("path",),
    "record-failed": ("reason",),
    "input-ended": (),
    "quit-ask": (),
    "quit-stay": (),
    "quit-left": (),
    "menu-left": (),
    "answer-first": (),
    "nothing-to-answer": (),
    "nothing-to-cancel": (),
    "nothing-to-pass": (),
    # Turns.
    "your-turn": ("hand", "table"),
    "your-turn-close": (),
    "can-challenge": (),
    "your-turn-bid": (),
    "your-turn-lead": ("hand",),
    "your-turn-follow": ("trick", "hand"),
    "your-turn-discard": ("count", "hand"),
    "challenge-window": ("seat",),
    # Reading the game.
    "table-cards": ("count", "cards"),
    "table-empty": (),
    "table-card": ("number", "count", "card"),
    "table-card-none": ("number", "count"),
    "trick-cards": ("list",),
    "trick-item": ("seat", "card"),
    "trick-empty": (),
    "trick-card": ("number", "seat", "card"),
    "trick-card-none": ("number", "count"),
    "hand-cards": ("count", "cards"),
    "hand-empty": (),
    "pile-cards": ("count", "cards"),
    "pile-team-cards": ("count", "cards"),
    "pile-empty": (),
    "taken-cards": ("count", "cards"),
    "taken-none": (),
    "score-round": ("round", "target"),
    "score-sweeps": ("list",),
    "score-meta": ("partie", "parties", "deal"),
    "score-partie": ("list",),
    "turn-yours": (),
    "turn-of": ("seat",),
    "turn-over": (),
    "marker": ("deal",),
    # Choosing a card and a capture.
    "selected": ("number", "count", "card"),
    "selected-lays": ("number", "count", "card"),
    "selected-takes": ("number", "count", "card", "cards"),
    "selected-ways": ("number", "count", "card", "ways"),
    "selected-unplayable": ("number", "count", "card", "suit"),
    "selected-marked": ("number", "count", "card"),
    "choose-capture": ("card", "choices"),
    "capture-choice": ("number", "cards"),
    "choice-bad": ("count",),
    "choice-cancelled": (),
    "take-start": ("card",),
    "take-on": ("number", "card"),
    "take-off": ("number", "card"),
    "take-chosen": ("cards",),
    "take-none": (),
    "discard-marked": ("card", "marked", "need"),
    "discard-unmarked": ("card", "marked", "need"),
    "discard-full": ("need",),
    "discard-status": ("marked", "need"),
    "discard-confirm": ("cards",),
    "discard-kept": (),
    "no-hint": (),
    "no-challenge": (),
    # Refusals.
    "unknown-command": ("command", "commands"),
    "need-number": ("command",),
    "bad-card": ("text", "example"),
    "bad-move": ("text",),
    "refuse-not-your-turn": ("seat",),
    "refuse-not-in-hand": ("card", "hand"),
    "refuse-no-position": ("number", "count"),
    "refuse-not-on-table": ("cards",),
    "refuse-must-capture": ("card", "choices"),
    "refuse-captures-nothing": ("card",),
    "refuse-not-a-capture": ("card", "choices"),
    "refuse-round-closing": (),
    "refuse-round-not-over": (),
    "refuse-no-challenges": (),
    "refuse-follow-suit": ("suit", "cards"),
    "refuse-bid-first": (),
    "refuse-bid-range": (),
    "refuse-discard-first": ("count",),
    "refuse-discard-count": ("need", "count"),
    "refuse-play-card": (),
    "refuse-not-here": ("command",),
    "refuse-engine": ("reason",),
    # Help: the keys, then the commands.
    "help-keys": (),
    "help-key-enter": (),
    "help-key-arrows": (),
    "help-key-table": (),
    "help-key-digits": (),
    "help-key-score": (),
    "help-key-turn": (),
    "help-key-space": (),
    "help-key-pile": (),
    "help-key-help": (),
    "help-key-hint": (),
    "help-key-quit": (),
    "help-key-escape": (),
    "help-key-yes": (),
    "help-typing": (),
    "help-pipe": (),
    "help-sweep": (),
    "help-manual": (),
    "help-meta": (),
    "help-commands": ("commands",),
    # The menu.
    "menu-game": (),
    "menu-item": ("number", "text"),
    "menu-players": ("min", "max"),
    "menu-teams": ("default",),
    "menu-yes": (),
    "menu-no": (),
    "menu-modifiers": (),
    "menu-level": ("default",),
    "menu-bad": ("min", "max"),
}
"""Messages of ``terminal.ftl``: the terminal client's prompts, reading keys, choices,
refusals, help and menu."""

CATALOGUE_MESSAGES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "common": COMMON_MESSAGES,
    "sweep": SWEEP_MESSAGES,
    "metamorphosis": META_MESSAGES,
    "hints": HINT_MESSAGES,
    "terminal": TERMINAL_MESSAGES,
}
"""Catalogue name -> the messages it defines."""

MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    **COMMON_MESSAGES, **SWEEP_MESSAGES, **META_MESSAGES, **HINT_MESSAGES,
    **TERMINAL_MESSAGES}
"""Message id -> the variables it takes (every catalogue)."""


def message_ids(catalogue: str | None = None) -> tuple[str, ...]:
    """Every message id the text layer may ask a catalogue for (of one catalogue, if named)."""
    if catalogue is None:
        return tuple(MESSAGES)
    return tuple(CATALOGUE_MESSAGES[catalogue])
