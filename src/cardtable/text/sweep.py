"""Sentences for the events of the sweep games, one per event, for a screen reader to speak.

Every word comes from the catalogues (``catalog.message``); card names come from
``cardtable.cards.card_name`` in the game's deck style. ``describe``, ``describe_start`` and
the seat names are shared with Metamorphosis (``text.core``).
"""

from __future__ import annotations

from cardtable.games.sweep.events import (
    Challenged,
    Checked,
    Claimed,
    DealerDrawn,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Penalty,
    Played,
    RoundScored,
    RoundStarted,
    SetAside,
    TableDealt,
)
from cardtable.games.sweep.rules import Rules
from cardtable.text.catalog import check_lang, join_list
from cardtable.text.context import TextContext
from cardtable.text.core import (
    Speaker,
    describe,
    describe_game_number,
    describe_start,
    seat_label,
    sentence,
    side_label,
)
from cardtable.text.messages import CATEGORY_IDS
from cardtable.text.readout import or_list

__all__ = ["describe", "describe_game_number", "describe_start", "describe_sweep_start",
           "seat_label", "side_label"]


@describe_start.register
def describe_sweep_start(rules: Rules, context: TextContext, lang: str = "en") -> str:
    """The sweep game about to be played: preset, players, target, modifiers, the rules a
    player must know beyond them (a round limit, compulsory capture with any card,
    self-correction, the loss of a round without a capture, a winning margin over one
    point) and teams."""
    check_lang(lang)
    say = Speaker(context, lang)
    parts = [say("game-start", preset=rules.preset_name, players=rules.players,
                 target=rules.target)]
    if rules.modifiers:
        names = [say("modifier", modifier=_modifier(rules, name)) for name in rules.modifiers]
        parts.append(say("game-modifiers", modifiers=join_list(lang, names)))
    if rules.max_rounds is not None:
        parts.append(say("game-rule-round-limit", rounds=rules.max_rounds))
    if rules.must_capture == "any":
        parts.append(say("game-rule-must-capture-any"))
    if rules.self_correcting:
        parts.append(say("game-rule-self-correction"))
    if rules.no_capture_loss:
        parts.append(say("game-rule-no-capture"))
    if rules.margin > 1:
        parts.append(say("game-rule-margin", target=rules.target, margin=rules.margin))
    for side, seats in enumerate(context.sides):
        if len(seats) > 1:
            members = join_list(lang, [say.seat(seat) for seat in seats])
            parts.append(say("game-team", team=say.side(side), members=members))
    return " ".join(parts)


def _modifier(rules: Rules, name: str) -> str:
    """The variant of ``modifier`` naming one modifier: *manual* says how errors are met."""
    if name == "manual" and rules.spanish_penalties:
        return "manual-spanish"
    return name


@sentence.register
def _(event: RoundStarted, say: Speaker) -> str:
    return say.actor("round-start", event.dealer, role="dealer", number=event.number)


@sentence.register
def _(event: TableDealt, say: Speaker) -> str:
    return say("table-dealt", cards=say.cards(event.cards))


@sentence.register
def _(event: Dealt, say: Speaker) -> str:
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
    if hidden and not (known and say.context.brief):
        key = "deal-others" if known else "deal-each"
        parts.append(say(key, count=max(hidden)))
    return " ".join(parts)


@sentence.register
def _(event: SetAside, say: Speaker) -> str:
    return say("set-aside", count=len(event.cards))


@sentence.register
def _(event: OpeningSweeps, say: Speaker) -> str:
    return say.actor("opening-sweeps", event.seat, cards=say.cards(event.cards),
                     sweeps=event.sweeps, preset=say.context.preset)


@sentence.register
def _(event: Played, say: Speaker) -> str:
    card = say.card(event.card)
    if not event.take:
        sentence = say.actor("play-lay", event.seat, card=card)
    else:
        cards = say.cards(event.take)
        if event.sweep:
            sentence = say.actor("play-sweep", event.seat, card=card, cards=cards,
                                 preset=say.context.preset)
        else:
            sentence = say.actor("play-capture", event.seat, card=card, cards=cards)
    if event.error:
        sentence = f"{sentence} {say('play-error')}"
    return sentence


@sentence.register
def _(event: Challenged, say: Speaker) -> str:
    key = "challenge-right" if event.correct else "challenge-wrong"
    side = say.side(next(i for i, seats in enumerate(say.context.sides) if event.seat in seats))
    if say.context.is_listener(event.mover):
        sentence = say(f"{key}-yours", seat=say.seat(event.seat), points=event.points,
                       side=side)
    else:
        sentence = say.actor(key, event.seat, mover=say.seat(event.mover),
                             points=event.points, side=side)
    if event.correct:
        sentence = f"{sentence} {_challenge_why(event, say)}"
    return sentence


def _challenge_why(event: Challenged, say: Speaker) -> str:
    """What the challenged move got wrong: a capture it missed, or one it could not make."""
    card = say.card(event.card)
    if not event.take:
        return say("challenge-missed", card=card, choices=or_list(say, [
            say.cards(option) for option in event.options], grouped=True))
    if not event.options:
        return say("challenge-impossible", card=card, cards=say.cards(event.take))
    return say("challenge-not-so", card=card, cards=say.cards(event.take),
               choices=or_list(say, [say.cards(option) for option in event.options],
                               grouped=True))


@sentence.register
def _(event: Claimed, say: Speaker) -> str:
    key = "claim-corrected" if event.own else "claim-taken"
    return say.actor(key, event.seat, card=say.card(event.card),
                     cards=say.cards(event.take))


@sentence.register
def _(event: Checked, say: Speaker) -> str:
    return say("check-passed" if event.ok else "check-failed", sum=event.sum)


@sentence.register
def _(event: Penalty, say: Speaker) -> str:
    capture = event.capture
    assert capture.card is not None
    return say.actor("penalty-lost", event.seat, points=-event.points,
                     card=say.card(capture.card), cards=say.cards(capture.take))


@sentence.register
def _(event: Leftover, say: Speaker) -> str:
    cards = say.cards(event.cards)
    if event.seat is None:
        return say("leftover-nobody", cards=cards)
    return say.actor("leftover-taken", event.seat, cards=cards)


@sentence.register
def _(event: RoundScored, say: Speaker) -> str:
    parts = [say("round-scored")]
    verbosity = say.context.verbosity
    if verbosity != "brief":
        deck = say.context.deck.value
        by_category: dict[str, list[str]] = {}
        most: dict[str, int] = {}
        for line in event.breakdown:
            by_category.setdefault(line.category, []).append(
                say("score-item", side=say.side(line.side), points=line.points))
            most[line.category] = max(most.get(line.category, 0), line.points)
        # One label a category, with every side's points: "Sweeps: 1 for Ana and 2 for Bo."
        # The points pick the label where a bonus changes it ("All four sevens").
        for category, amounts in by_category.items():
            parts.append(say("score-category", list=join_list(say.lang, amounts),
                             category=say(CATEGORY_IDS[category], deck=deck,
                                          preset=say.context.preset,
                                          points=most[category])))
        if not event.breakdown:
            parts.append(say("score-nothing"))
    if say.context.muerto:
        parts.append(say("muerto-note"))
    parts.append(say.amounts("round-points", event.points))
    if verbosity == "full":
        parts.append(say.amounts("cards-taken", event.cards_taken))
    parts.append(say.amounts("totals", event.scores))
    if event.short_of_margin is not None:
        target, margin = event.short_of_margin
        parts.append(say("round-short-of-margin", target=target, margin=margin))
    return " ".join(parts)


@sentence.register
def _(event: DealerDrawn, say: Speaker) -> str:
    parts = []
    for number, drawing in enumerate(event.draws):
        draws = join_list(say.lang, [say.actor("dealer-draw-item", seat, card=say.card(card))
                                     for seat, card in drawing])
        parts.append(say("dealer-draw" if number == 0 else "dealer-draw-again", draws=draws))
    parts.append(say.actor("dealer-drawn", event.dealer))
    return " ".join(parts)


@sentence.register
def _(event: GameOver, say: Speaker) -> str:
    parts: list[str] = []
    for side in event.no_capture:
        parts.append(say.side_actor("game-no-capture", side))
    if event.round_limit is not None:
        parts.append(say("game-round-limit", rounds=event.round_limit))
    if event.drawn:
        sides = join_list(say.lang, [say.side(side) for side in event.winners])
        parts.append(say("game-drawn", sides=sides, points=event.scores[event.winners[0]]))
    elif len(event.winners) == 1:
        side = event.winners[0]
        parts.append(say.side_actor("game-won", side, points=event.scores[side]))
    elif event.winners:
        sides = join_list(say.lang, [say.side(side) for side in event.winners])
        parts.append(say("game-shared", sides=sides, points=event.scores[event.winners[0]]))
    parts.append(say.amounts("final-scores", event.scores))
    return " ".join(parts)
