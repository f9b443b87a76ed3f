"""How the 40 cards are dealt in a round (RULES.md 2.3)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cards import CARD_VALUE, DECK, Card
from cardtable.games.sweep.rules import Rules


@dataclass(frozen=True, slots=True)
class DealPlan:
    """The shape of a round's dealing: opening table, hand size of each deal, cards aside."""

    table: int
    hands: tuple[int, ...]
    aside: int

    @property
    def total(self) -> int:
        """Cards the plan uses besides the hands: hands are ``hands`` times the players."""
        return self.table + self.aside + sum(self.hands)


_SCOPONE: dict[int, DealPlan] = {
    2: DealPlan(table=0, hands=(10, 10), aside=0),
    3: DealPlan(table=0, hands=(13,), aside=1),
    4: DealPlan(table=0, hands=(10,), aside=0),
    5: DealPlan(table=0, hands=(8,), aside=0),
    6: DealPlan(table=0, hands=(6,), aside=4),
}


def deal_plan(rules: Rules) -> DealPlan:
    """The dealing of RULES.md 2.3 for these rules; every plan uses exactly 40 cards.

    Standard: 4 opening cards and hands of 3 (2 players 6 deals, 3 players 4, 4 players 3,
    6 players 2); with 5 players 5 opening cards and deals of 3 then 4. Scopone: no opening
    table and the fixed deals of its table.
    """
    players = rules.players
    if rules.dealing == "scopone":
        return _SCOPONE[players]
    if players == 5:
        return DealPlan(table=5, hands=(3, 4), aside=0)
    return DealPlan(table=4, hands=(3,) * (36 // (3 * players)), aside=0)


def stack_deck(plan: DealPlan, players: int, aside: Sequence[Card], table: Sequence[Card],
               deals: Sequence[Sequence[Sequence[Card]]]) -> list[Card]:
    """The deck order that deals exactly these cards: the inverse of a round's dealing.

    ``deals`` holds each deal's hands, one list per seat. Used to replay a record without
    its seed. Raises ``ValueError`` when the cards do not fit the plan or repeat.
    """
    if len(aside) != plan.aside or len(table) != plan.table:
        raise ValueError(
            f"a round deals {plan.table} opening cards and sets {plan.aside} aside; "
            f"got {len(table)} and {len(aside)}"
        )
    if len(deals) != len(plan.hands):
        raise ValueError(f"a round has {len(plan.hands)} deals; got {len(deals)}")
    drawn: list[Card] = list(table)
    for number, (size, hands) in enumerate(zip(plan.hands, deals, strict=True), start=1):
        if len(hands) != players or any(len(hand) != size for hand in hands):
            raise ValueError(f"deal {number} gives {size} cards to each of {players} players")
        for hand in hands:
            drawn.extend(hand)
    deck = [*aside, *reversed(drawn)]
    if sorted(deck) != list(DECK):
        raise ValueError("the round's cards are not the 40 cards of the deck, each once")
    return deck


def opening_sweeps(values: list[int]) -> int:
    """Sweeps the dealer scores for an opening table (RULES.md 2.3): 1 for 15, 2 for 15+15.

    A table of 30 scores 2 only when it splits into two groups of 15; otherwise nothing.
    """
    total = sum(values)
    if total == 15:
        return 1
    if total == 30 and _has_subset_sum(values, 15):
        return 2
    return 0


def _has_subset_sum(values: list[int], target: int) -> bool:
    reachable = {0}
    for value in values:
        reachable |= {total + value for total in reachable if total + value <= target}
    return target in reachable


def draw_for_dealer(players: int, rng: random.Random) -> tuple[
        tuple[tuple[tuple[int, Card], ...], ...], int]:
    """Each player draws a card from a shuffled deck; the highest deals, and those level at
    the top draw again from what is left (seed 003). The drawings, and the dealer."""
    deck = list(DECK)
    rng.shuffle(deck)
    drawing = list(range(players))
    draws: list[tuple[tuple[int, Card], ...]] = []
    while True:
        drawn = tuple((seat, deck.pop()) for seat in drawing)
        draws.append(drawn)
        top = max(CARD_VALUE[card] for _, card in drawn)
        drawing = [seat for seat, card in drawn if CARD_VALUE[card] == top]
        if len(drawing) == 1 or len(deck) < len(drawing):
            return tuple(draws), drawing[0]
