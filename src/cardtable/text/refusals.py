"""Why a move is refused, in the player's language.

The engine's ``IllegalMoveError`` messages are English; the common refusals (not your turn,
card not in hand, capture is compulsory, follow suit, the wrong number of discards …) are
recognised here from the human's view and said from the catalogue. Anything else falls back
to the engine's own words (``refuse-engine``).
"""

from __future__ import annotations

from cardtable.cards import CARD52_SUIT
from cardtable.games.metamorphosis.moves import BID, DISCARD, PLAY, MetaMove
from cardtable.games.metamorphosis.rules import DEALS
from cardtable.games.metamorphosis.state import BIDDING, DISCARDING, MetaView
from cardtable.games.sweep.captures import captures_on_sorted
from cardtable.games.sweep.moves import CHALLENGE, CLAIM, END, SweepMove
from cardtable.games.sweep.state import SweepView
from cardtable.text.core import Speaker
from cardtable.text.names import suit_name
from cardtable.text.readout import hand_cards, or_list


def engine_refusal(say: Speaker, reason: str) -> str:
    """A refusal the client does not know: the engine's reason, as it gave it."""
    return say("refuse-engine", reason=reason)


def not_your_turn(say: Speaker, view: SweepView | MetaView) -> str:
    """The refusal of a move out of turn."""
    if view.to_move is None:
        return say("turn-over")
    return say("refuse-not-your-turn", seat=say.seat(view.to_move))


def sweep_refusal(say: Speaker, view: SweepView, move: SweepMove,
                  whole: bool = True) -> str | None:
    """Why ``move`` may not be played now, or ``None`` when the client sees no reason.

    ``whole`` is false for a card whose capture is still to be chosen: only the turn and
    the hand are checked then.
    """
    if move.kind == CHALLENGE:
        if not view.rules.manual:
            return say("refuse-no-challenges")
        if view.rules.spanish_penalties:
            return say("refuse-spanish-challenge")
        return None
    if move.kind == CLAIM and not view.rules.spanish_penalties:
        return say("refuse-no-claims")
    if view.to_move != view.seat:
        return not_your_turn(say, view)
    if move.kind == CLAIM:
        return None if view.claimable is not None else say("no-claim")
    if move.kind == END:
        return None if view.closing else say("refuse-round-not-over")
    if view.closing:
        return say("refuse-round-closing")
    card = move.card
    assert card is not None
    if card not in view.hand:
        return say("refuse-not-in-hand", card=say.card(card), hand=hand_cards(say, view))
    missing = [c for c in move.take if c not in view.table]
    if missing:
        return say("refuse-not-on-table", cards=say.cards(missing))
    if view.rules.manual or not whole:
        return None
    options = captures_on_sorted(view.rules, card, view.table)
    take = tuple(sorted(move.take))
    if take in options or (not take and not options):
        return None
    if not options:
        return say("refuse-captures-nothing", card=say.card(card))
    choices = or_list(say, [say.cards(option) for option in options])
    if not take:
        return say("refuse-must-capture", card=say.card(card), choices=choices)
    return say("refuse-not-a-capture", card=say.card(card), choices=choices)


def meta_refusal(say: Speaker, view: MetaView, move: MetaMove) -> str | None:
    """Why ``move`` may not be played now, or ``None`` when the client sees no reason."""
    if view.to_move != view.seat:
        return not_your_turn(say, view)
    if view.phase == BIDDING:
        if move.kind != BID:
            return say("refuse-bid-first")
        if not 1 <= move.deal <= DEALS:
            return say("refuse-bid-range")
        return None
    if view.phase == DISCARDING:
        if move.kind != DISCARD:
            return say("refuse-discard-first", count=view.discard_count)
        missing = [c for c in move.cards if c not in view.hand]
        if missing:
            return say("refuse-not-in-hand", card=say.cards52(missing),
                       hand=hand_cards(say, view))
        if len(move.cards) != view.discard_count:
            return say("refuse-discard-count", need=view.discard_count,
                       count=len(move.cards))
        return None
    if move.kind != PLAY:
        return say("refuse-play-card")
    card = move.card
    assert card is not None
    if card not in view.hand:
        return say("refuse-not-in-hand", card=say.card52(card), hand=hand_cards(say, view))
    if view.trick:
        led = CARD52_SUIT[view.trick[0]]
        following = [c for c in view.hand if CARD52_SUIT[c] == led]
        if following and CARD52_SUIT[card] != led:
            return say("refuse-follow-suit", suit=suit_name(led, "french", say.lang),
                       cards=say.cards52(following))
    return None
