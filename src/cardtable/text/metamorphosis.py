"""Sentences for the events of Metamorphosis, one per event, for a screen reader to speak.

Every word comes from the catalogues (``locales/<lang>/metamorphosis.ftl`` and
``common.ftl``); card names come from ``cardtable.cards.card52_name``. Redacted events (a
seat's or a spectator's view) never name a hidden card: a secret bid is only "has chosen a
marker", and hidden discards, draws and takes are said by their count.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.cards import Card52, by_suit
from cardtable.games.metamorphosis.contracts import CONTRACTS
from cardtable.games.metamorphosis.events import (
    Bid,
    BidsRevealed,
    DealScored,
    DealStarted,
    Dealt,
    Discarded,
    Drew,
    GameOver,
    PartieScored,
    PartieStarted,
    Played,
    Took,
    Trick,
)
from cardtable.games.metamorphosis.rules import PARTIES, Rules
from cardtable.text.catalog import check_lang, join_list
from cardtable.text.context import TextContext
from cardtable.text.core import Speaker, describe_start, sentence

SUIT_KEYS: Final = ("diamonds", "hearts", "spades", "clubs")
"""The catalogues' names of the suits, by suit index (as in ``cards.SUIT_LETTERS``)."""


@describe_start.register
def describe_meta_start(rules: Rules, context: TextContext, lang: str = "en") -> str:
    """The Metamorphosis game about to be played: players and parties."""
    check_lang(lang)
    parties = rules.parties or PARTIES[rules.players]
    return Speaker(context, lang)("meta-game-start", players=rules.players, parties=parties)


def _shown(cards: Sequence[Card52 | None]) -> list[Card52] | None:
    """The cards, or ``None`` when any of them is hidden from the listener."""
    if any(c is None for c in cards):
        return None
    return [c for c in cards if c is not None]


@sentence.register
def _(event: PartieStarted, say: Speaker) -> str:
    return say.actor("partie-start", event.dealer, role="dealer", number=event.number)


@sentence.register
def _(event: Dealt, say: Speaker) -> str:
    parts: list[str] = []
    viewer = say.context.viewer
    hidden = 0
    for seat, hand in enumerate(event.hands):
        cards = _shown(hand)
        if cards is None:
            hidden = max(hidden, len(hand))
        elif not say.context.full and seat == viewer:
            parts.append(say("meta-deal-own", cards=say.cards52(by_suit(cards))))
        else:
            parts.append(say("meta-deal-hand", seat=say.seat(seat),
                             cards=say.cards52(by_suit(cards))))
    own = bool(parts)
    if hidden and not (own and say.context.brief):
        key = "meta-deal-others" if own else "meta-deal-each"
        parts.append(say(key, count=hidden))
    stock = _shown(event.stock)
    if stock is None or not stock:
        if not say.context.brief:
            parts.append(say("stock-hidden", count=len(event.stock)))
    else:
        parts.append(say("stock-cards", count=len(stock), cards=say.cards52(stock[::-1])))
    return " ".join(parts)


@sentence.register
def _(event: Bid, say: Speaker) -> str:
    if event.deal is None:
        return say("bid-secret", seat=say.seat(event.seat))
    return say.actor("bid-named", event.seat, deal=event.deal)


@sentence.register
def _(event: BidsRevealed, say: Speaker) -> str:
    items = [say("bid-item", seat=say.seat(seat), deal=deal)
             for seat, deal in enumerate(event.bids)]
    return say("bids-revealed", list=join_list(say.lang, items))


@sentence.register
def _(event: DealStarted, say: Speaker) -> str:
    contract = CONTRACTS[event.deal - 1]
    trumps = "none" if contract.trumps is None else SUIT_KEYS[contract.trumps]
    suit = "any" if contract.suit is None else SUIT_KEYS[contract.suit]
    return " ".join([say("deal-start", deal=event.deal, trumps=trumps, suit=suit,
                         points=contract.per_card), say.actor("deal-leads", event.leader)])


@sentence.register
def _(event: Played, say: Speaker) -> str:
    return say.actor("card-played", event.seat, card=say.card52(event.card))


@sentence.register
def _(event: Trick, say: Speaker) -> str:
    if not 1 <= event.deal <= len(CONTRACTS):
        return say.actor("trick-taken", event.winner)
    return say.actor("trick-worth", event.winner,
                     points=CONTRACTS[event.deal - 1].score(event.cards))


@sentence.register
def _(event: Discarded, say: Speaker) -> str:
    cards = _shown(event.cards)
    if cards is None:
        return say("discard-hidden", seat=say.seat(event.seat), count=len(event.cards))
    return say.actor("discard-cards", event.seat, count=len(cards), cards=say.cards52(cards))


@sentence.register
def _(event: Drew, say: Speaker) -> str:
    cards = _shown(event.cards)
    if cards is None:
        return say("draw-hidden", seat=say.seat(event.seat), count=len(event.cards))
    return say.actor("draw-cards", event.seat, count=len(cards), cards=say.cards52(cards))


@sentence.register
def _(event: Took, say: Speaker) -> str:
    source = say.seat(event.source)
    cards = _shown(event.cards)
    if cards is not None and say.context.is_listener(event.source):
        return say("take-from-you", seat=say.seat(event.seat), count=len(cards),
                   cards=say.cards52(cards))
    if cards is None:
        return say("take-hidden", seat=say.seat(event.seat), source=source,
                   count=len(event.cards))
    return say.actor("take-cards", event.seat, source=source, count=len(cards),
                     cards=say.cards52(cards))


@sentence.register
def _(event: DealScored, say: Speaker) -> str:
    parts = [say.amounts("deal-scored", event.scores, deal=event.deal)]
    for seat, premium in enumerate(event.premiums):
        if premium:
            parts.append(say.actor("deal-premium", seat, deal=event.deal, points=premium))
    return " ".join(parts)


@sentence.register
def _(event: PartieScored, say: Speaker) -> str:
    return " ".join([say.amounts("partie-scored", event.points),
                     say.amounts("totals", event.scores)])


@sentence.register
def _(event: GameOver, say: Speaker) -> str:
    parts: list[str] = []
    if len(event.winners) == 1:
        seat = event.winners[0]
        parts.append(say.side_actor("game-won", seat, points=event.scores[seat]))
    elif event.winners:
        sides = join_list(say.lang, [say.side(seat) for seat in event.winners])
        parts.append(say("game-shared", sides=sides, points=event.scores[event.winners[0]]))
    parts.append(say.amounts("final-scores", event.scores))
    return " ".join(parts)
