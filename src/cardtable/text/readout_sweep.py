"""The reading keys' sentences for the sweep games (``text.readout`` dispatches here)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from cardtable.cards import Card
from cardtable.games.sweep.captures import captures_on_sorted
from cardtable.games.sweep.moves import SweepMove
from cardtable.games.sweep.state import SweepView
from cardtable.text.catalog import Forms
from cardtable.text.core import Speaker
from cardtable.text.readout import (
    hand_cards_of,
    option_label_of,
    pile_of,
    score_of,
    table_card_of,
    table_of,
    table_size,
    your_turn_of,
)


@hand_cards_of.register
def _hand_cards(view: SweepView, say: Speaker) -> Forms | str:
    return say.cards(view.hand) if view.hand else ""


@table_of.register
def _table(view: SweepView, say: Speaker) -> str:
    if not view.table:
        return say("table-empty")
    return say("table-cards", count=len(view.table), cards=say.cards(view.table))


@table_size.register
def _table_size(view: SweepView) -> int:
    return len(view.table)


@table_card_of.register
def _table_card(view: SweepView, say: Speaker, number: int) -> str:
    if not 1 <= number <= len(view.table):
        return say("table-card-none", number=number, count=len(view.table))
    return say("table-card", number=number, count=len(view.table),
               card=say.card(view.table[number - 1]))


@score_of.register
def _score(view: SweepView, say: Speaker) -> str:
    parts = [say("score-round", round=view.round_number, target=view.rules.target)]
    if any(view.round_sweeps):
        parts.append(say.amounts("score-sweeps", view.round_sweeps,
                                 preset=view.rules.preset_name))
    if any(view.challenge_points):  # as the challenges happen, before the round is scored
        parts.append(say.amounts("score-challenges", view.challenge_points))
    parts.append(say.amounts("totals", view.scores))
    rules = view.rules
    if not view.is_over and max(view.scores) >= rules.target:
        # Past the target with no winner: the margin is what the game waits for.
        parts.append(say("round-short-of-margin", target=rules.target, margin=rules.margin))
    return " ".join(parts)


@pile_of.register
def _pile(view: SweepView, say: Speaker) -> str:
    seat = view.seat
    assert seat is not None
    side = next(index for index, seats in enumerate(view.sides) if seat in seats)
    cards = sorted(view.piles[side])
    if not cards:
        return say("pile-empty")
    key = "pile-team-cards" if len(view.sides[side]) > 1 else "pile-cards"
    return say(key, count=len(cards), cards=say.cards(cards))


@option_label_of.register
def _option_label(view: SweepView, say: Speaker, index: int, marked: Sequence[Any] = ()) -> str:
    card: Card = view.hand[index]
    name = say.card(card)
    if view.rules.manual or view.to_move != view.seat or view.closing:
        return name
    options = captures_on_sorted(view.rules, card, view.table)
    if not options:
        return say("option-lays", card=name)
    if len(options) == 1:
        return say("option-takes", card=name, cards=say.cards(options[0]))
    return say("option-ways", card=name, ways=len(options))


def claim_offer(say: Speaker, view: SweepView, claims: Sequence[SweepMove]) -> str | None:
    """The claim open to the seat to move (Spanish penalties), said to that seat only: who
    laid which card, and what it could have taken (or in how many ways); ``None`` when
    ``claims`` is empty."""
    if not claims:
        return None
    card = claims[0].card
    assert card is not None
    last = view.last_play
    if last is not None and last.card == card:
        seat = last.seat
    else:
        seat = (claims[0].seat - 1) % view.rules.players
    if len(claims) == 1:
        return say("can-claim", seat=say.seat(seat), card=say.card(card),
                   cards=say.cards(claims[0].take))
    return say("can-claim-ways", seat=say.seat(seat), card=say.card(card), ways=len(claims))


def correction_offer(say: Speaker, corrections: Sequence[SweepMove],
                     said: Collection[str] = ()) -> str | None:
    """The self-correction open to the player who just laid a card that could have taken
    (seed 003), said to that player only: the card and what it could have taken (or in how
    many ways), and that Enter goes on (both clients wait for his answer). The card is not
    named again when the same utterance has just said it laid (``said`` holds ``laid 9s``,
    ``readout.already_said``). ``None`` when ``corrections`` is empty."""
    if not corrections:
        return None
    card = corrections[0].card
    assert card is not None
    if f"laid {card}" in said:
        if len(corrections) == 1:
            return say("correction-window-short", cards=say.cards(corrections[0].take))
        return say("correction-window-ways-short", ways=len(corrections))
    if len(corrections) == 1:
        return say("correction-window", card=say.card(card),
                   cards=say.cards(corrections[0].take))
    return say("correction-window-ways", card=say.card(card), ways=len(corrections))


@your_turn_of.register
def _your_turn(view: SweepView, say: Speaker, can_challenge: bool,
               claims: Sequence[Any] = (), said: Collection[str] = ()) -> str:
    verbosity = say.context.verbosity
    with_hand = verbosity == "full" and "hand" not in said
    with_table = verbosity != "brief" and "table" not in said
    if view.closing:
        text = say("your-turn-close")
    elif with_hand:
        text = say("your-turn", hand=hand_cards_of(view, say), table=table_of(view, say),
                   count=len(view.hand))
    elif with_table:
        text = say("your-turn-table", table=table_of(view, say))
    else:
        text = say("your-turn-brief")
    if can_challenge:
        text = " ".join([text, say("can-challenge")])
    offer = claim_offer(say, view, claims)
    if offer is not None:
        text = " ".join([text, offer])
    return text
