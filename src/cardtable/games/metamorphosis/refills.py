"""The refills between deals of Metamorphosis (RULES.md 3, "Between deals"): no shuffle;
each player's new hand is the cards he took in the deal, brought back to 12 cards.

- After deals 1 and 3, **from the stock**: every player holding more than 12 discards the
  excess of his choice, face down, to the bottom of the stock (``discard``, one player at
  a time in play order: ``next_discarder``); then every player short of 12 draws the
  missing cards from the top (``draw_shortfalls``).
- After deal 2, **from the left neighbour**: every player short of 12 takes the missing
  cards at random, face down, from the hand of the player on his left, round the table
  until every hand holds 12 (``take_from_neighbours``); the seed chooses the cards
  (``seeded_takes``), or a record does (``given_takes``).

Each refill also tells every seat's ``Knowledge`` what it saw. The stock is kept as its
cards and, for each, the class it came from: the cards dealt to it (class 0) or one
discard (a class of its own, whose owner knows its cards and their order).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.cards import DECK52, Card52, format_cards
from cardtable.games.metamorphosis.events import Discarded, Drew, MetaEvent, Took
from cardtable.games.metamorphosis.knowledge import Knowledge, mask_of
from cardtable.games.metamorphosis.rules import HAND_SIZE

TakeSource = Callable[[int, int, int, tuple[Card52, ...]], Sequence[Card52]]
"""Chooses the cards of one take after deal 2 instead of the seeded random choice: called
with (seat taking, seat taken from, number of cards, the hand taken from), it returns that
many different cards of that hand (for replaying records)."""
Chooser = Callable[[int, int, int], list[Card52]]
"""Chooses the cards of one take: (seat taking, seat taken from, number of cards) to the
cards taken, in card order."""


def next_discarder(hands: Sequence[Sequence[Card52]], order: Sequence[int]) -> int | None:
    """The first seat in play ``order`` that holds more than 12 cards and must discard, or
    ``None`` when nobody must."""
    return next((s for s in order if len(hands[s]) > HAND_SIZE), None)


def discard(seat: int, cards: tuple[Card52, ...], hands: list[list[Card52]],
            stock: list[Card52], stock_class: list[int], class_owners: tuple[int, ...],
            knowledge: Knowledge) -> tuple[tuple[int, ...], Discarded]:
    """``seat`` puts ``cards`` from its hand under the stock, as a stock class of its own:
    the owners of the stock classes now, and the event."""
    players = len(hands)
    hand_mask = mask_of(hands[seat])
    for card in cards:
        hands[seat].remove(card)
    stock[0:0] = cards
    cls = len(class_owners)
    class_owners = (*class_owners, seat)
    stock_class[0:0] = [cls] * len(cards)
    knowledge.add_holder([mask_of(cards) if observer == seat else hand_mask
                          for observer in range(players)])
    knowledge.set_exact(seat, seat, hands[seat])
    knowledge.maybe[seat][players + cls] = mask_of(cards)
    return class_owners, Discarded(seat, cards)


def draw_shortfalls(order: Sequence[int], hands: list[list[Card52]], stock: list[Card52],
                    stock_class: list[int], class_owners: tuple[int, ...],
                    knowledge: Knowledge) -> list[MetaEvent]:
    """Every seat short of 12 cards, in play ``order``, draws the missing cards from the
    top of the stock: the events."""
    players = len(hands)
    events: list[MetaEvent] = []
    for seat in order:
        short = HAND_SIZE - len(hands[seat])
        if short <= 0:
            continue
        drawn = [stock.pop() for _ in range(short)]
        drawn_from = [stock_class.pop() for _ in range(short)]
        hands[seat].extend(drawn)
        hands[seat].sort()
        for observer in range(players):
            if observer == seat:
                knowledge.set_exact(seat, seat, hands[seat])
                continue
            row = knowledge.maybe[observer]
            for card, cls in zip(drawn, drawn_from, strict=True):
                if class_owners[cls] == observer:
                    # The observer put this card there and knows it was drawn.
                    row[players + cls] &= ~(1 << card)
                    row[seat] |= 1 << card
                else:
                    row[seat] |= row[players + cls]
        events.append(Drew(seat, tuple(drawn)))
    return events


def take_from_neighbours(first: int, hands: list[list[Card52]], knowledge: Knowledge,
                         choose: Chooser) -> list[MetaEvent]:
    """Every seat short of 12 cards takes the missing ones from its left neighbour (the
    next seat), in turn from ``first`` and round the table again until every hand holds
    12; ``choose`` picks the cards of each take. The events."""
    players = len(hands)
    events: list[MetaEvent] = []
    order = [(first + offset) % players for offset in range(players)]
    while any(len(h) < HAND_SIZE for h in hands):
        for seat in order:
            short = HAND_SIZE - len(hands[seat])
            source = (seat + 1) % players
            count = min(short, len(hands[source]))
            if count <= 0:
                continue
            taken = choose(seat, source, count)
            for card in taken:
                hands[source].remove(card)
            hands[seat].extend(taken)
            hands[seat].sort()
            for observer in range(players):
                if observer in (seat, source):
                    knowledge.set_exact(observer, seat, hands[seat])
                    knowledge.set_exact(observer, source, hands[source])
                else:
                    row = knowledge.maybe[observer]
                    row[seat] |= row[source]
            events.append(Took(seat, source, tuple(taken)))
    return events


def seeded_takes(shuffler: random.Random, hands: Sequence[Sequence[Card52]]) -> Chooser:
    """Takes chosen at random by ``shuffler`` from the ``hands`` as they are then."""
    def choose(seat: int, source: int, count: int) -> list[Card52]:
        return sorted(shuffler.sample(hands[source], count))
    return choose


def given_takes(take_source: TakeSource, hands: Sequence[Sequence[Card52]]) -> Chooser:
    """Takes chosen by ``take_source`` (a record's), each checked against the hand."""
    def choose(seat: int, source: int, count: int) -> list[Card52]:
        hand = tuple(hands[source])
        chosen = list(take_source(seat, source, count, hand))
        if (len(chosen) != count or len(set(chosen)) != count
                or any(c not in hand for c in chosen)):
            raise ValueError(
                f"take_source gave {format_cards(chosen) or 'no cards'} for seat {seat} "
                f"taking {count} from seat {source}: it must give {count} different cards "
                f"of {format_cards(hand)}"
            )
        return sorted(DECK52[int(c)] for c in chosen)
    return choose
