"""RULES.md 3, "Between deals" and the bid premiums, asked of their own modules:
``games.metamorphosis.refills`` and ``games.metamorphosis.premiums``, as the state asks
them."""

from __future__ import annotations

import random

import pytest

from cardtable.cards import DECK52, Card52
from cardtable.games.metamorphosis.events import Discarded, Drew, Took
from cardtable.games.metamorphosis.knowledge import Knowledge
from cardtable.games.metamorphosis.premiums import premiums
from cardtable.games.metamorphosis.refills import (
    discard,
    draw_shortfalls,
    given_takes,
    next_discarder,
    seeded_takes,
    take_from_neighbours,
)
from cardtable.games.metamorphosis.rules import HAND_SIZE, PREMIUM


def test_a_premium_goes_to_the_bidder_strictly_best_in_the_named_deal() -> None:
    assert premiums([1, 2], 1, (5, 3)) == (PREMIUM, 0)
    assert premiums([1, 1], 1, (5, 5)) == (0, 0)
    assert premiums([2, 1, 1], 1, (9, 5, 3)) == (0, 0, 0)
    assert premiums([1, 2, 1], 1, (2, 5, 8)) == (0, 0, PREMIUM)
    assert PREMIUM == 10


def _hands(sizes: list[int]) -> tuple[list[list[Card52]], list[Card52]]:
    deck = list(DECK52)
    hands = [sorted(deck.pop() for _ in range(size)) for size in sizes]
    return hands, deck


def test_who_discards_first_follows_the_play_order() -> None:
    hands, _ = _hands([14, 10, 15])
    assert next_discarder(hands, [1, 2, 0]) == 2
    assert next_discarder(hands, [0, 1, 2]) == 0
    hands, _ = _hands([12, 12])
    assert next_discarder(hands, [0, 1]) is None


def test_discards_go_under_the_stock_and_the_short_draw_from_the_top() -> None:
    hands, stock = _hands([14, 10])
    knowledge = Knowledge.after_deal(hands, 3)
    stock_class = [0] * len(stock)
    top = stock[-2:]
    cards = tuple(hands[0][:2])
    owners, event = discard(0, cards, hands, stock, stock_class, (-1,), knowledge)
    assert event == Discarded(0, cards)
    assert owners == (-1, 0)
    assert stock[:2] == list(cards) and stock_class[:2] == [1, 1]
    assert len(hands[0]) == HAND_SIZE
    events = draw_shortfalls([0, 1], hands, stock, stock_class, owners, knowledge)
    assert events == [Drew(1, tuple(reversed(top)))]
    assert [len(h) for h in hands] == [HAND_SIZE, HAND_SIZE]


def test_the_short_take_from_the_left_neighbour_round_the_table() -> None:
    hands, _ = _hands([16, 10, 10])
    knowledge = Knowledge.after_deal(hands, 4)
    events = take_from_neighbours(1, hands, knowledge,
                                  seeded_takes(random.Random(3), hands))
    assert [len(h) for h in hands] == [HAND_SIZE] * 3
    assert [(e.seat, e.source, len(e.cards)) for e in events if isinstance(e, Took)] \
        == [(1, 2, 2), (2, 0, 4)]


def test_given_takes_are_checked_against_the_hand() -> None:
    hands, _ = _hands([14, 10])
    choose = given_takes(lambda seat, source, count, hand: hand[:count], hands)
    assert choose(1, 0, 2) == sorted(hands[0][:2])
    bad = given_takes(lambda seat, source, count, hand: hand[:1], hands)
    with pytest.raises(ValueError, match="take_source gave"):
        bad(1, 0, 2)
