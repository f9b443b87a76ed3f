"""Why a move is refused, in the player's language.

The engine says why: its ``IllegalMoveError`` carries a stable ``code`` and the refusal's
``details`` (cards in notation, seats, counts; ``docs/protocol.md``, "Refusals"). Here each
code is worded from the catalogue, message ``refuse-<code>`` (or the older id that
``MESSAGE_IDS`` names); a code without a message falls back to the engine's own English
words (``refuse-engine``). Nothing here works the rules out again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from cardtable.cards import Card, Card52
from cardtable.games.base import GameState, IllegalMoveError
from cardtable.games.registry import family_of
from cardtable.text.catalog import Forms
from cardtable.text.core import Speaker
from cardtable.text.messages import MESSAGES
from cardtable.text.names import card52_forms, card_forms, listed, suit_name
from cardtable.text.readout import or_list

CODES: Final = (
    "game-over", "no-seat", "bad-move", "bad-move-text", "bad-claim-text", "not-your-turn",
    # The sweep games.
    "round-not-over", "round-closing", "not-in-hand", "not-on-table", "taken-twice",
    "captures-nothing", "must-capture", "must-capture-other", "not-a-capture",
    "capture-choice",
    "no-challenges", "spanish-challenge", "no-challenge", "no-claims", "no-claim",
    "not-a-claim",
    # Metamorphosis.
    "bid-first", "bid-range", "discard-first", "discard-count", "play-card", "follow-suit",
)
"""Every refusal code of the engines (``docs/protocol.md``, "Refusals"), each worded here."""

MESSAGE_IDS: Final[dict[str, str]] = {
    "game-over": "turn-over",
    "no-challenge": "no-challenge",
    "no-claim": "no-claim",
}
"""The codes whose message is not ``refuse-<code>`` (ids older than the codes)."""


def message_id(code: str) -> str:
    """The catalogue message that words the refusal ``code``."""
    return MESSAGE_IDS.get(code, f"refuse-{code}")


def engine_refusal(say: Speaker, reason: str) -> str:
    """A refusal the catalogue does not word: the engine's reason, as it gave it."""
    return say("refuse-engine", reason=reason)


def not_your_turn(say: Speaker, view: Any) -> str:
    """The refusal of a move out of turn (the room's own check, before the engine's)."""
    if view.to_move is None:
        return say("turn-over")
    return say("refuse-not-your-turn", seat=say.seat(view.to_move))


def refusal(say: Speaker, error: IllegalMoveError, game: Any) -> str:
    """The engine's refusal ``error`` as a sentence of ``say``'s language; ``game`` is the
    state, view or rules of the game that refused (its cards are named in its deck)."""
    code = error.code
    details = error.details
    if code == "not-your-turn" and details.get("to_move") is None:
        return say("turn-over")
    mid = message_id(code)
    if code == "no-claim" and not _spanish(game):
        mid = "no-claim-own"  # only a self-correction is ever open here
    expected = MESSAGES.get(mid)
    if expected is None:
        return engine_refusal(say, str(error))
    words = _Words(say, family_of(game).parse_card)
    values: dict[str, Any] = {
        "seat": lambda: (say.seat(details["to_move"]) if code == "not-your-turn"
                         else _seat_number(details["seat"])),
        "players": lambda: details["players"],
        "text": lambda: details["text"],
        "game": lambda: details.get("game", "sweep"),
        "card": lambda: (words.cards(details["cards"]) if code == "not-in-hand"
                         else words.card(details["card"])),
        "hand": lambda: words.cards(details["hand"]) if details["hand"] else "",
        "held": lambda: len(details["hand"]),
        "cards": lambda: words.cards(details["cards"]),
        "choices": lambda: or_list(say, [words.cards(c) for c in details["choices"]],
                                   grouped=True),
        "suit": lambda: suit_name(details["suit"], "french", say.lang),
        "count": lambda: details["count"],
        "need": lambda: details["need"],
    }
    if code == "not-a-claim":
        values["card"] = lambda: words.card(details["laid"])
    if code == "must-capture-other":  # the cards that could take: any one of them
        values["cards"] = lambda: or_list(say, [words.card(c) for c in details["cards"]])
    try:
        args = {name: values[name]() for name in expected}
    except KeyError:
        return engine_refusal(say, str(error))
    return say(mid, **args)


def _spanish(game: Any) -> bool:
    """Whether the refusing game is under the Spanish penalties (claims of another's card)."""
    return bool(getattr(getattr(game, "rules", game), "spanish_penalties", True))


def _seat_number(seat: Any) -> Any:
    """A seat as players count them (from 1), or as the engine was given it."""
    return seat + 1 if isinstance(seat, int) else seat


class _Words:
    """Names of cards given in notation, in the refusing game's deck."""

    def __init__(self, say: Speaker, parse: Callable[[str], Card | Card52]) -> None:
        self.say = say
        self.parse = parse

    def card(self, notation: str) -> Forms:
        card = self.parse(notation)
        if isinstance(card, Card52):
            return card52_forms(notation, self.say.lang)
        return card_forms(notation, self.say.context.deck, self.say.lang)

    def cards(self, notations: Sequence[str]) -> Forms:
        return listed(self.say.lang, [self.card(c) for c in notations])


def card_error(state: GameState, seat: int,
               card: Card | Card52) -> IllegalMoveError | None:
    """Why the engine refuses ``seat`` choosing the hand ``card`` now, or ``None`` if it may
    be chosen (``GameState.check_card``)."""
    try:
        state.check_card(seat, card)
    except IllegalMoveError as error:
        return error
    return None


def card_refusal(say: Speaker, state: GameState, seat: int,
                 card: Card | Card52) -> str | None:
    """``card_error`` as a sentence, or ``None``."""
    error = card_error(state, seat, card)
    if error is None:
        return None
    return refusal(say, error, state)
