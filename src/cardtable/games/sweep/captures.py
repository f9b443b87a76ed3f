"""Which table cards a played card may capture (RULES.md 2.2).

The table is kept sorted (by value, then suit), so a capture's cards come out in canonical
order. Subset sums depend only on the table's values, so they are computed once per sorted
tuple of values and memoised, and so are the captures of each card value on such a table;
those memos are pure caches, not game state (``clear_memos`` empties them).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from cardtable.cards import CARD_VALUE, Card, parse_card, parse_cards
from cardtable.games.sweep.rules import Rules

FIFTEEN = 15
_MAX_TARGET = 14
"""The largest sum a capture can need: 10 under match, 15 - 1 under fifteen."""

Take = tuple[Card, ...]


@lru_cache(maxsize=1 << 16)
def subsets_by_sum(values: tuple[int, ...]) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Positions of every subset of ``values`` (ascending) whose sum is at most 14, by sum.

    ``values`` must be sorted ascending; positions in each subset are ascending.
    """
    found: dict[int, list[tuple[int, ...]]] = {}
    count = len(values)

    def extend(start: int, total: int, chosen: tuple[int, ...]) -> None:
        for position in range(start, count):
            reached = total + values[position]
            if reached > _MAX_TARGET:
                return
            subset = (*chosen, position)
            found.setdefault(reached, []).append(subset)
            extend(position + 1, reached, subset)

    extend(0, 0, ())
    return {total: tuple(subsets) for total, subsets in found.items()}


def capture_positions(rules: Rules, value: int, table_values: tuple[int, ...]
                      ) -> Sequence[tuple[int, ...]]:
    """Positions on a sorted table that a card of ``value`` may capture, one tuple per capture."""
    return positions_by_value(rules.capture, rules.max_sum_cards, rules.single_priority,
                              table_values)[value]


@lru_cache(maxsize=1 << 16)
def positions_by_value(capture: str, max_sum_cards: int | None, single_priority: bool,
                       table_values: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each card value 1 to 10 (index 0 unused), the positions it may capture on a sorted
    table of ``table_values`` under the given options; memoised, a pure cache."""
    by_sum = subsets_by_sum(table_values)
    out: list[tuple[tuple[int, ...], ...]] = [()]
    for value in range(1, 11):
        if capture == "fifteen":
            out.append(by_sum.get(FIFTEEN - value, ()))
        elif single_priority and value in table_values:
            out.append(tuple((position,) for position, v in enumerate(table_values)
                             if v == value))
        elif max_sum_cards is not None:
            out.append(tuple(subset for subset in by_sum.get(value, ())
                             if len(subset) <= max_sum_cards))
        else:
            out.append(by_sum.get(value, ()))
    return tuple(out)


def clear_memos() -> None:
    """Empty the capture memos (for cold-start benchmarks; results never depend on them)."""
    subsets_by_sum.cache_clear()
    positions_by_value.cache_clear()


def captures_on_sorted(rules: Rules, card: Card, table: Sequence[Card]) -> list[Take]:
    """Every legal capture for ``card`` on a table already in card order (engine use)."""
    table_values = tuple(CARD_VALUE[c] for c in table)
    return [tuple(table[p] for p in subset)
            for subset in capture_positions(rules, CARD_VALUE[card], table_values)]


def hand_captures(rules: Rules, hand: Sequence[Card], table: Sequence[Card]
                  ) -> list[tuple[Card, list[Take]]]:
    """Every legal capture of each hand card on a sorted table, the table read once."""
    per_value = positions_by_value(rules.capture, rules.max_sum_cards, rules.single_priority,
                                   tuple([CARD_VALUE[c] for c in table]))
    return [(card, [tuple([table[p] for p in subset]) for subset in per_value[CARD_VALUE[card]]])
            for card in hand]


def may_lay(rules: Rules, captures_of_hand: Sequence[tuple[Card, list[Take]]]) -> bool:
    """Whether a hand card that takes nothing may be laid, given every card's captures
    (``hand_captures``): always under ``must_capture="card"``, else only when no card of
    the hand takes (RULES.md 2.2)."""
    return rules.must_capture == "card" or not any(options for _, options in captures_of_hand)


def captures(rules: Rules, card: Card | str, table: str | Iterable[Card | str]) -> list[Take]:
    """Every legal capture set for ``card`` on ``table``; ``[]`` means the card is laid.

    Cards may be ``Card`` objects or notation (``"5c"``, ``"2d 3c 8h 10s"``). Each capture
    is a tuple of table cards in card order.

    The worked examples of RULES.md 2.2, on the table 2 3 8 10. Under Scopa's match rule a 5
    takes 2 + 3 and an ace takes nothing, so it is laid:

        >>> scopa = Rules.preset("scopa")
        >>> captures(scopa, "5c", "2d 3c 8h 10s")
        [(Card(2d), Card(3c))]
        >>> captures(scopa, "1c", "2d 3c 8h 10s")
        []

    With a 5 on the table instead of the 8, Scopa's 5 must take that 5 (single priority);
    the classic game has no such priority and lets it take 2 + 3 as well:

        >>> captures(scopa, "5c", "2d 3c 5h 10s")
        [(Card(5h),)]
        >>> captures(Rules.preset("classic"), "5c", "2d 3c 5h 10s")
        [(Card(2d), Card(3c)), (Card(5h),)]

    Escoba captures by fifteen: the 5 takes the 10, or the 2 and the 8 (5 + 2 + 8 = 15); an
    ace is laid. The classic game's sums have at most two cards, Scopa's any number:

        >>> captures(Rules.preset("escoba"), "5c", "2d 3c 8h 10s")
        [(Card(2d), Card(8h)), (Card(10s),)]
        >>> captures(Rules.preset("escoba"), "1c", "2d 3c 8h 10s")
        []
        >>> captures(Rules.preset("classic"), "6c", "1d 2h 3s 4c")
        [(Card(2h), Card(4c))]
        >>> captures(scopa, "6c", "1d 2h 3s 4c")
        [(Card(1d), Card(2h), Card(3s)), (Card(2h), Card(4c))]
        >>> captures(scopa, "5c", "5c 2d")
        Traceback (most recent call last):
        ...
        ValueError: 5c cannot be both played and on the table
    """
    played = parse_card(card)
    cards = sorted(parse_cards(table))
    if played in cards:
        raise ValueError(f"{played} cannot be both played and on the table")
    return captures_on_sorted(rules, played, cards)


def is_capture(rules: Rules, card: Card, take: Iterable[Card], table: Sequence[Card]) -> bool:
    """Whether taking ``take`` with ``card`` is a legal capture on ``table`` (sorted)."""
    return tuple(sorted(take)) in captures_on_sorted(rules, card, table)


def was_error(rules: Rules, card: Card, take: Sequence[Card], table_after: Sequence[Card]
              ) -> bool:
    """Whether a manual move broke the capture rules, judged from the table after it.

    The table before the move is the table after it plus the cards taken, or minus the card
    laid; what a player saw is therefore enough to check a move and to challenge it.

    Under Scopa's rules, with 2 3 10 on the table before the move:

        >>> scopa = Rules.preset("scopa")
        >>> was_error(scopa, parse_card("5c"), parse_cards("2d 3c"), parse_cards("10s"))
        False
        >>> was_error(scopa, parse_card("5c"), parse_cards("10s"), parse_cards("2d 3c"))
        True
        >>> was_error(scopa, parse_card("5c"), (), parse_cards("2d 3c 5c 10s"))
        True
        >>> was_error(scopa, parse_card("1c"), (), parse_cards("1c 2d 3c 10s"))
        False

    The second took the 10 with a 5, the third laid a 5 that could take 2 + 3, and the last
    laid an ace, which takes nothing here.
    """
    if take:
        before = sorted([*table_after, *take])
        return tuple(sorted(take)) not in captures_on_sorted(rules, card, before)
    before = sorted(c for c in table_after if c != card)
    return bool(captures_on_sorted(rules, card, before))
