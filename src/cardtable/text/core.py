"""What every game's sentences share: naming seats, sides and cards, and the dispatch from
an event (or a game's rules) to its sentence.

Each game's module (``text.sweep``, ``text.metamorphosis``) registers its events with
``sentence`` and its rules with ``describe_start``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch

from cardtable.cards import Card, Card52
from cardtable.games.metamorphosis.events import MetaEvent
from cardtable.games.sweep.events import SweepEvent
from cardtable.text.catalog import Forms, check_lang, join_list, message
from cardtable.text.context import TextContext
from cardtable.text.names import card52_forms, card_forms, listed


def describe(event: SweepEvent | MetaEvent, context: TextContext, lang: str = "en") -> str:
    """One event as a sentence (or a few) in ``lang``, as ``context``'s listener may hear it.

    Unless the context is the full view, the event is first redacted for its viewer.
    """
    check_lang(lang)
    if not context.full:
        event = event.visible_to(context.viewer)
    return sentence(event, Speaker(context, lang))


@singledispatch
def describe_start(rules: object, context: TextContext, lang: str = "en") -> str:
    """The game about to be played under ``rules`` (either game's ``Rules``)."""
    raise TypeError(f"no sentence for the start of a game under {type(rules).__name__}")


def describe_game_number(number: int, lang: str = "en") -> str:
    """The heading of the ``number``-th game of a file of several records."""
    return message(lang, "game-number", number=number)


def side_label(context: TextContext, side: int, lang: str = "en") -> str:
    """How a side is named: its seat's label, or "Team 1" for a team."""
    seats = context.sides[side]
    if len(seats) == 1:
        return seat_label(context, seats[0], lang)
    return message(lang, "team-label", number=side + 1)


def seat_label(context: TextContext, seat: int, lang: str = "en") -> str:
    """How a seat is named: its name, or "Seat 2 (random)" when names repeat."""
    name = context.seats[seat]
    if not context.names_repeat and name:
        return name
    return message(lang, "seat-label", number=seat + 1, name=name)


class Speaker:
    """Formats messages and names seats, sides and cards for one context and language."""

    __slots__ = ("context", "lang")

    def __init__(self, context: TextContext, lang: str) -> None:
        self.context = context
        self.lang = lang

    def __call__(self, message_id: str, **args: str | int) -> str:
        """One message of the speaker's language."""
        return message(self.lang, message_id, **args)

    def seat(self, seat: int) -> str:
        """A seat's label."""
        return seat_label(self.context, seat, self.lang)

    def side(self, side: int) -> str:
        """A side's label."""
        return side_label(self.context, side, self.lang)

    def actor(self, message_id: str, seat: int, role: str = "seat", **args: str | int) -> str:
        """``message_id`` said of what ``seat`` does: its ``-you`` form, without the seat,
        when the listener sits there ("You lay ..."), else with the seat's label as the
        variable ``role``."""
        if self.context.is_listener(seat):
            return self(f"{message_id}-you", **args)
        return self(message_id, **{role: self.seat(seat)}, **args)

    def side_actor(self, message_id: str, side: int, **args: str | int) -> str:
        """``message_id`` said of a side: its ``-you`` form when the listener is that side
        alone ("you win"), else with the side's label as ``side``."""
        seats = self.context.sides[side]
        if len(seats) == 1 and self.context.is_listener(seats[0]):
            return self(f"{message_id}-you", **args)
        return self(message_id, side=self.side(side), **args)

    def cards(self, cards: Sequence[Card]) -> Forms:
        """Cards of the sweep deck, named in the game's deck style, as a spoken list (in
        every case: ``text.names``)."""
        return listed(self.lang, [self.card(c) for c in cards])

    def card(self, c: Card) -> Forms:
        """A card of the sweep deck, named in the game's deck style (in every case)."""
        return card_forms(c, self.context.deck, self.lang)

    def cards52(self, cards: Sequence[Card52]) -> Forms:
        """Cards of the 52-card deck as a spoken list (in every case)."""
        return listed(self.lang, [self.card52(c) for c in cards])

    def card52(self, c: Card52) -> Forms:
        """A card of the 52-card deck (in every case)."""
        return card52_forms(c, self.lang)

    def amounts(self, message_id: str, amounts: Sequence[int], **args: str | int) -> str:
        """``message_id`` with its ``list`` (one amount per side) and any other variables."""
        items = [self("side-amount", side=self.side(side), amount=amount)
                 for side, amount in enumerate(amounts)]
        return self(message_id, list=join_list(self.lang, items), **args)


@singledispatch
def sentence(event: object, say: Speaker) -> str:
    """The sentence of one (already redacted) event; each game registers its events."""
    raise TypeError(f"no sentence for {type(event).__name__}")
