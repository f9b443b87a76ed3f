"""Hints: the expert's move for a seat, with a one-line reason a player can understand."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.games import hint_reason_of
from cardtable.bots.levels import make_bot
from cardtable.games.base import GameState
from cardtable.text.catalog import check_lang
from cardtable.text.context import TextContext
from cardtable.text.core import Speaker


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and why, as one sentence in the player's language."""

    move: Any
    """The move, or ``None`` out of turn when the advice is to let the last card pass."""
    reason: str


def adviser(name: str = "expert", rng: random.Random | int | None = None) -> Bot:
    """The computer player ``name`` (``make_bot``) as an adviser: it never errs on purpose
    and notices every error, so a hint never suggests a wrong capture under *manual* capture
    and always points out one it may challenge. A player without error rates (a registered
    one, a policy) is taken as it is."""
    bot = make_bot(name, rng)
    without_errors = getattr(bot, "without_errors", None)
    if without_errors is not None:
        without_errors()
    return bot


def advise(state: GameState, seat: int, bot: Bot) -> Any | None:
    """What ``bot`` advises ``seat``: first what it would do out of turn (under *manual*
    capture, the challenge of an error just made, or taking back the capture one's own card
    just missed), then, at ``seat``'s turn, its move; ``None`` out of turn with nothing
    worth doing (let the last card pass)."""
    move = bot.react(state, seat)
    if move is None and state.to_move == seat:
        move = bot.choose(state, seat)
    return move


def explain(state: GameState, seat: int, move: Any | None, lang: str = "en",
            deck: str = "language") -> Hint:
    """The hint of ``move`` (from ``advise``) for ``seat``: the move and why, in ``lang``,
    the cards named in the style of the ``deck`` choice (``text.decks``). A move advised
    once can be said again this way, in any language, without being worked out again."""
    check_lang(lang)
    view = state.view(seat)
    context = TextContext.for_rules(view.rules, [""] * view.rules.players, viewer=seat,
                                    deck=deck, lang=lang)
    say = Speaker(context, lang)
    if move is None:
        return Hint(None, str(say("hint-pass")))
    return Hint(move, hint_reason_of(view, move, say))


def hint(state: GameState, seat: int, lang: str = "en", bot: Bot | None = None,
         rng: random.Random | int | None = None, deck: str = "language") -> Hint:
    """The expert's move for ``seat`` (or ``bot``'s), with its reason in ``lang``
    (``advise``, then ``explain``).

    Only ``seat``'s view and sampled worlds are used: a hint never reveals a hidden card.
    Out of turn with nothing worth doing, the hint is to let the last card pass (``move``
    ``None``).
    """
    check_lang(lang)
    move = advise(state, seat, bot if bot is not None else adviser("expert", rng))
    return explain(state, seat, move, lang, deck)
