"""Sentences for the events of the sweep games, one per event, for a screen reader to speak.

Every word comes from the catalogues (``catalog.message``); card names come from
``cardtable.cards.card_name`` in the game's deck style.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch

from cardtable.cards import Card, card_name
from cardtable.games.sweep.events import (
    Challenged,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Played,
    RoundScored,
    RoundStarted,
    SetAside,
    SweepEvent,
    TableDealt,
)
from cardtable.games.sweep.rules import Rules
from cardtable.text.catalog import check_lang, join_list, message
from cardtable.text.context import TextContext
from cardtable.text.messages import CATEGORY_IDS


def describe(event: SweepEvent, context: TextContext, lang: str = "en") -> str:
    """One event as a sentence (or a few) in ``lang``, as ``context``'s listener may hear it.

    Unless the context is the full view, the event is first redacted for its viewer.
    """
    check_lang(lang)
    if not context.full:
        event = event.visible_to(context.viewer)
    return _describe(event, _Speaker(context, lang))


def describe_start(rules: Rules, context: TextContext, lang: str = "en") -> str:
    """The game about to be played: preset, players, target, modifiers and teams."""
    check_lang(lang)
    say = _Speaker(context, lang)
    parts = [say("game-start", preset=rules.preset_name, players=rules.players,
                 target=rules.target)]
    if rules.modifiers:
        names = [say("modifier", modifier=name) for name in rules.modifiers]
        parts.append(say("game-modifiers", modifiers=join_list(lang, names)))
    for side, seats in enumerate(context.sides):
        if len(seats) > 1:
            members = join_list(lang, [say.seat(seat) for seat in seats])
            parts.append(say("game-team", team=say.side(side), members=members))
    return " ".join(parts)


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


class _Speaker:
    """Formats messages and names seats, sides and cards for one context and language."""

    __slots__ = ("context", "lang")

    def __init__(self, context: TextContext, lang: str) -> None:
        self.context = context
        self.lang = lang

    def __call__(self, message_id: str, **args: str | int) -> str:
        return message(self.lang, message_id, **args)

    def seat(self, seat: int) -> str:
        return seat_label(self.context, seat, self.lang)

    def side(self, side: int) -> str:
        return side_label(self.context, side, self.lang)

    def cards(self, cards: Sequence[Card]) -> str:
        return join_list(self.lang, [self.card(c) for c in cards])

    def card(self, c: Card) -> str:
        return card_name(c, self.context.deck, self.lang)

    def amounts(self, message_id: str, amounts: Sequence[int]) -> str:
        items = [self("side-amount", side=self.side(side), amount=amount)
                 for side, amount in enumerate(amounts)]
        return self(message_id, list=join_list(self.lang, items))


@singledispatch
def _describe(event: object, say: _Speaker) -> str:
    raise TypeError(f"no sentence for {type(event).__name__}")


@_describe.register
def _(event: RoundStarted, say: _Speaker) -> str:
    return say("round-start", number=event.number, dealer=say.seat(event.dealer))


@_describe.register
def _(event: TableDealt, say: _Speaker) -> str:
    return say("table-dealt", cards=say.cards(event.cards))


@_describe.register
def _(event: Dealt, say: _Speaker) -> str:
    parts = [say("deal-last")] if event.last else []
    known = [(seat, hand) for seat, hand in enumerate(event.hands)
             if all(c is not None for c in hand)]
    hidden = [len(hand) for hand in event.hands if any(c is None for c in hand)]
    viewer = say.context.viewer
    for seat, hand in known:
        cards = say.cards([c for c in hand if c is not None])
        if not say.context.full and seat == viewer:
            parts.append(say("deal-own", cards=cards))
        else:
            parts.append(say("deal-hand", seat=say.seat(seat), cards=cards))
    if hidden:
        key = "deal-others" if known else "deal-each"
        parts.append(say(key, count=max(hidden)))
    return " ".join(parts)


@_describe.register
def _(event: SetAside, say: _Speaker) -> str:
    return say("set-aside", count=len(event.cards))


@_describe.register
def _(event: OpeningSweeps, say: _Speaker) -> str:
    return say("opening-sweeps", seat=say.seat(event.seat), cards=say.cards(event.cards),
               sweeps=event.sweeps)


@_describe.register
def _(event: Played, say: _Speaker) -> str:
    seat = say.seat(event.seat)
    card = say.card(event.card)
    if not event.take:
        sentence = say("play-lay", seat=seat, card=card)
    else:
        key = "play-sweep" if event.sweep else "play-capture"
        sentence = say(key, seat=seat, card=card, cards=say.cards(event.take))
    if event.error:
        sentence = f"{sentence} {say('play-error')}"
    return sentence


@_describe.register
def _(event: Challenged, say: _Speaker) -> str:
    key = "challenge-right" if event.correct else "challenge-wrong"
    return say(key, seat=say.seat(event.seat), points=event.points)


@_describe.register
def _(event: Leftover, say: _Speaker) -> str:
    cards = say.cards(event.cards)
    if event.seat is None:
        return say("leftover-nobody", cards=cards)
    return say("leftover-taken", seat=say.seat(event.seat), cards=cards)


@_describe.register
def _(event: RoundScored, say: _Speaker) -> str:
    parts = [say("round-scored")]
    deck = say.context.deck.value
    for line in event.breakdown:
        category = say(CATEGORY_IDS[line.category], deck=deck)
        parts.append(say("score-line", category=category, side=say.side(line.side),
                         points=line.points))
    if not event.breakdown:
        parts.append(say("score-nothing"))
    if say.context.muerto:
        parts.append(say("muerto-note"))
    parts.append(say.amounts("round-points", event.points))
    parts.append(say.amounts("cards-taken", event.cards_taken))
    parts.append(say.amounts("totals", event.scores))
    return " ".join(parts)


@_describe.register
def _(event: GameOver, say: _Speaker) -> str:
    parts: list[str] = []
    for side in event.no_capture:
        parts.append(say("game-no-capture", side=say.side(side)))
    if len(event.winners) == 1:
        side = event.winners[0]
        parts.append(say("game-won", side=say.side(side), points=event.scores[side]))
    elif event.winners:
        sides = join_list(say.lang, [say.side(side) for side in event.winners])
        parts.append(say("game-shared", sides=sides, points=event.scores[event.winners[0]]))
    parts.append(say.amounts("final-scores", event.scores))
    return " ".join(parts)
