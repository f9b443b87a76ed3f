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
    reason: str


def hint(state: GameState, seat: int, lang: str = "en", bot: Bot | None = None,
         rng: random.Random | int | None = None, deck: str = "language") -> Hint:
    """The expert's move for ``seat`` (or ``bot``'s), with its reason in ``lang``, the
    cards named in the style of the ``deck`` choice (``text.decks``).

    Only ``seat``'s view and sampled worlds are used: a hint never reveals a hidden card.
    """
    check_lang(lang)
    adviser = bot if bot is not None else make_bot("expert", rng)
    move = adviser.choose(state, seat)
    view = state.view(seat)
    context = TextContext.for_rules(view.rules, [""] * view.rules.players, viewer=seat,
                                    deck=deck, lang=lang)
    say = Speaker(context, lang)
    return Hint(move, hint_reason_of(view, move, say))
