"""What each seat knows of where the hidden cards of Metamorphosis are, and sampling a
world consistent with it (for ``determinize``).

For every observer and every *holder* (a player's hand, or a class of stock positions: the
cards dealt to the stock, or one player's discards) a bit mask says which cards may be
there. Events narrow or widen the masks: a card played is gone, a suit not followed is void,
a deal's end shows every hand, a discard or draw hides cards from the others, a take from a
neighbour is seen only by the two players. The true position always fits the masks, so a
sample always exists; the sampler finds one with random choices and augmenting paths.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from cardtable.cards import Card52

ALL_CARDS = (1 << 52) - 1
SUIT_MASKS = tuple(sum(1 << c for c in range(52) if c % 4 == suit) for suit in range(4))


def mask_of(cards: Iterable[int]) -> int:
    """The bit mask of a set of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """The cards of a bit mask, in card order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def sample_assignment(cards: Sequence[int], maybe: Sequence[int], capacity: Sequence[int],
                      rng: random.Random) -> list[list[int]]:
    """Put every card in a holder whose mask allows it, filling each holder exactly.

    Cards are taken in random order and holders tried in random order; when every allowed
    holder is full, an augmenting path moves other cards along. Raises ``ValueError`` when
    no assignment exists (the masks contradict the counts).
    """
    holders = range(len(capacity))
    order = sorted(cards)  # independent of where the cards really are
    rng.shuffle(order)
    options = {c: [h for h in holders if maybe[h] >> c & 1] for c in order}
    for choices in options.values():
        rng.shuffle(choices)
    load: list[list[int]] = [[] for _ in holders]
    for card in order:
        free = next((h for h in options[card] if len(load[h]) < capacity[h]), None)
        if free is not None:
            load[free].append(card)
            continue
        if not _augment(card, options, load, capacity):
            raise ValueError("no world fits what this seat knows")
    if any(len(load[h]) != capacity[h] for h in holders):
        raise ValueError("the hidden cards do not fill the hidden places")
    return load


def _augment(card: int, options: dict[int, list[int]], load: list[list[int]],
             capacity: Sequence[int]) -> bool:
    # Breadth-first search over holders: parent[h] = (previous holder, card moved into h).
    parent: dict[int, tuple[int, int]] = {}
    queue: list[int] = []
    for holder in options[card]:
        if holder not in parent:
            parent[holder] = (-1, card)
            queue.append(holder)
    for holder in queue:
        if len(load[holder]) < capacity[holder]:
            current = holder
            while True:
                previous, moved = parent[current]
                load[current].append(moved)
                if previous == -1:
                    return True
                load[previous].remove(moved)
                current = previous
        for resident in load[holder]:
            for nxt in options[resident]:
                if nxt not in parent:
                    parent[nxt] = (holder, resident)
                    queue.append(nxt)
    return False


class Knowledge:
    """Per observer, per holder, the cards that may be there (see the module docstring)."""

    __slots__ = ("maybe",)

    def __init__(self, maybe: list[list[int]]) -> None:
        self.maybe = maybe

    @classmethod
    def after_deal(cls, hands: Sequence[Sequence[Card52]], holders: int) -> Knowledge:
        """Each observer knows its own hand; any other card may be anywhere else."""
        maybe = []
        for own in hands:
            own_mask = mask_of(own)
            others = ALL_CARDS & ~own_mask
            row = [own_mask if hand is own else others for hand in hands]
            row.extend([others] * (holders - len(hands)))
            maybe.append(row)
        return cls(maybe)

    def copy(self) -> Knowledge:
        """An independent copy."""
        return Knowledge([list(row) for row in self.maybe])

    def add_holder(self, masks: Sequence[int]) -> None:
        """A new stock class, with each observer's mask for it."""
        for row, mask in zip(self.maybe, masks, strict=True):
            row.append(mask)

    def played(self, seat: int, card: int, void_suit: int | None) -> None:
        """A card is played (gone from every holder); ``void_suit``: a suit not followed."""
        keep = ~(1 << card)
        for row in self.maybe:
            for holder in range(len(row)):
                row[holder] &= keep
            if void_suit is not None:
                row[seat] &= ~SUIT_MASKS[void_suit]

    def hands_shown(self, hands: Sequence[Sequence[Card52]]) -> None:
        """A deal ends: the new hands (the cards each took) are known to everyone."""
        masks = [mask_of(hand) for hand in hands]
        shown = 0
        for mask in masks:
            shown |= mask
        for row in self.maybe:
            for holder in range(len(row)):
                row[holder] = masks[holder] if holder < len(masks) else row[holder] & ~shown

    def set_exact(self, observer: int, seat: int, hand: Sequence[Card52]) -> None:
        """``observer`` knows exactly the hand of ``seat`` (its own, or one fully seen)."""
        mask = mask_of(hand)
        row = self.maybe[observer]
        for holder in range(len(row)):
            row[holder] = mask if holder == seat else row[holder] & ~mask

    def widen(self, observer: int, holder: int, mask: int) -> None:
        """``observer`` learns that cards of ``mask`` may now be in ``holder`` too."""
        self.maybe[observer][holder] |= mask

