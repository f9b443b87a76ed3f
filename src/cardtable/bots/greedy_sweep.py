"""One-move-ahead judgement for the sweep games: what a capture is worth under the rules in
force, and what a table left behind risks (the next player's sweep, the special seven).

Values are in points: a sweep is 1, the special seven about 1, and a card counts towards
the categories it can win. Under *muerto* every value turns round.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import comb

from cardtable.cards import CARD_SUIT, CARD_VALUE, SPECIAL_SUIT, Card
from cardtable.games.sweep.captures import FIFTEEN, captures_on_sorted, positions_by_value
from cardtable.games.sweep.moves import SweepMove
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.scoring import SPECIAL_SEVEN
from cardtable.games.sweep.state import SweepView

SWEEP = 1.0
LEFTOVER_BONUS = 0.05


@lru_cache(maxsize=64)
def card_weights(rules: Rules) -> tuple[float, ...]:
    """What taking each card is worth towards the round's categories, by card number."""
    weights = []
    categories = rules.scoring
    for number in range(40):
        value = CARD_VALUE[number]
        weight = 0.0
        if "cards" in categories:
            weight += 0.07
        if "under-ten" in categories:
            weight += 0.04
        if "diamonds" in categories and CARD_SUIT[number] == SPECIAL_SUIT:
            weight += 0.12
        if "settebello" in categories and number == SPECIAL_SEVEN:
            weight += 0.9
        if "sevens" in categories and value == 7:
            weight += 0.22
        if "primiera" in categories:
            weight += {7: 0.2, 6: 0.12, 1: 0.07}.get(value, 0.0)
        weights.append(weight)
    return tuple(weights)


def unseen_cards(view: SweepView) -> list[Card]:
    """Cards the seat has not seen: other hands, the stock and cards set aside."""
    seen = set(view.hand)
    seen.update(view.table)
    for pile in view.piles:
        seen.update(pile)
    return [Card(n) for n in range(40) if n not in seen]


def chance_to_hold(unseen: int, wanted: int, held: int) -> float:
    """Chance that a hand of ``held`` unseen cards holds at least one of ``wanted``."""
    if wanted <= 0 or held <= 0 or unseen <= 0:
        return 0.0
    held = min(held, unseen)
    return 1.0 - comb(unseen - wanted, held) / comb(unseen, held)


def sweeping_values(rules: Rules, table: Sequence[Card]) -> set[int]:
    """Card values that would take the whole table in one capture."""
    if not table:
        return set()
    total = sum(CARD_VALUE[c] for c in table)
    values: set[int] = set()
    for value in range(1, 11):
        if rules.capture == "fifteen":
            hit = total + value == FIFTEEN
        else:
            hit = total == value and (rules.max_sum_cards is None
                                      or len(table) <= rules.max_sum_cards)
            if hit and rules.single_priority and len(table) > 1:
                hit = all(CARD_VALUE[c] != value for c in table)
        if hit:
            values.add(value)
    return values


def sweep_outlook(view: SweepView, card: Card) -> tuple[int | None, int]:
    """What the table holds out once the seat of ``view`` lays ``card`` on it: the value of
    the cards that would then take the whole table in one capture (``None``: no card would),
    and how many cards of that value the seat has not seen (``unseen_cards``)."""
    return table_outlook(view, (*view.table, card))


def table_outlook(view: SweepView, table: Sequence[Card]) -> tuple[int | None, int]:
    """What ``table`` (the table a move of the seat of ``view`` leaves) holds out: the value
    of the cards that would take it whole in one capture (``None``: no card would, or the
    table is empty), and how many cards of that value the seat has not seen."""
    if not table:
        return None, 0
    table = sorted(table)
    rules = view.rules
    per_value = positions_by_value(rules.capture, rules.max_sum_cards, rules.single_priority,
                                   tuple([CARD_VALUE[c] for c in table]))
    for value in range(1, 11):
        if any(len(subset) == len(table) for subset in per_value[value]):
            return value, sum(1 for c in unseen_cards(view) if CARD_VALUE[c] == value)
    return None, 0


def table_risk(rules: Rules, table: Sequence[Card], unseen: Sequence[Card],
               next_hand: int, last_card: bool) -> float:
    """Expected loss from what the next player may take from ``table``: a sweep, and the
    valuable cards he could capture."""
    if next_hand <= 0 or not table:
        return 0.0
    weights = card_weights(rules)
    risk = 0.0
    sweep_values = sweeping_values(rules, table)
    if sweep_values:
        wanted = sum(1 for c in unseen if CARD_VALUE[c] in sweep_values)
        sweep_points = SWEEP if (rules.last_play_sweep or not last_card) else 0.0
        table_worth = sum(weights[c] for c in table)
        risk += chance_to_hold(len(unseen), wanted, next_hand) * (sweep_points + table_worth)
    if SPECIAL_SEVEN in table and "settebello" in rules.scoring:
        takers = taker_values(rules, SPECIAL_SEVEN, table, unseen)
        wanted = sum(1 for c in unseen if CARD_VALUE[c] in takers)
        risk += chance_to_hold(len(unseen), wanted, next_hand) * weights[SPECIAL_SEVEN]
    return risk


def taker_values(rules: Rules, card: Card, table: Sequence[Card],
                 unseen: Sequence[Card]) -> set[int]:
    """The values of the ``unseen`` cards that could take ``card`` from the sorted ``table``
    (alone or with others)."""
    return {CARD_VALUE[c] for c in unseen
            if any(card in take for take in captures_on_sorted(rules, c, table))}


def reply_value(rules: Rules, table: Sequence[Card], unseen: Sequence[Card], next_hand: int,
                reply_last: bool) -> float:
    """Expected gain of the next player's best capture from the sorted ``table``, his hand
    being ``next_hand`` cards drawn from ``unseen``: every capture he may make, not only a
    sweep (the best one he holds a card for, by the chance that he holds none better)."""
    if next_hand <= 0 or not table or not unseen:
        return 0.0
    weights = card_weights(rules)
    per_value = positions_by_value(rules.capture, rules.max_sum_cards, rules.single_priority,
                                   tuple([CARD_VALUE[c] for c in table]))
    sweep_points = SWEEP if (rules.last_play_sweep or not reply_last) else 0.0
    counts = [0] * 11
    worth = [0.0] * 11
    for c in unseen:
        counts[CARD_VALUE[c]] += 1
        worth[CARD_VALUE[c]] = max(worth[CARD_VALUE[c]], weights[c])
    gains: list[tuple[float, int]] = []
    for value in range(1, 11):
        if not counts[value] or not per_value[value]:
            continue
        best = 0.0
        for subset in per_value[value]:
            gain = sum(weights[table[p]] for p in subset)
            if len(subset) == len(table):
                gain += sweep_points
            best = max(best, gain)
        gains.append((best + worth[value] + LEFTOVER_BONUS, counts[value]))
    if not gains:
        return 0.0
    gains.sort(reverse=True)
    total = len(unseen)
    held = min(next_hand, total)
    expected = 0.0
    none_before = 1.0
    excluded = 0
    for gain, count in gains:
        excluded += count
        none_now = (comb(total - excluded, held) / comb(total, held)
                    if total - excluded >= held else 0.0)
        expected += gain * (none_before - none_now)
        none_before = none_now
    return expected


def evaluate_move(view: SweepView, move: SweepMove, unseen: Sequence[Card],
                  lookahead: bool = False) -> float:
    """The value of ``move`` for the seat's side, one move ahead (higher is better).
    ``lookahead``: judge the table left by every capture the next player may make from it
    (``reply_value``), not only by his sweep and the special seven (``table_risk``)."""
    rules = view.rules
    assert move.card is not None and view.seat is not None
    weights = card_weights(rules)
    table = list(view.table)
    gain = 0.0
    last_card = view.stock_size == 0 and sum(view.hand_sizes) == 1
    if move.take:
        gain += weights[move.card] + sum(weights[c] for c in move.take)
        remaining = [c for c in table if c not in move.take]
        if not remaining and (rules.last_play_sweep or not last_card):
            gain += SWEEP
        gain += LEFTOVER_BONUS
    else:
        remaining = sorted([*table, move.card])
    players = rules.players
    next_seat = (view.seat + 1) % players
    next_is_opponent = _side(view, next_seat) != _side(view, view.seat)
    if lookahead:
        reply_last = view.stock_size == 0 and sum(view.hand_sizes) == 2
        risk = reply_value(rules, remaining, unseen, view.hand_sizes[next_seat], reply_last)
    else:
        risk = table_risk(rules, remaining, unseen, view.hand_sizes[next_seat], last_card)
    value = gain - risk if next_is_opponent else gain + 0.5 * risk
    return -value if rules.muerto else value


def _side(view: SweepView, seat: int) -> int:
    return next(i for i, seats in enumerate(view.sides) if seat in seats)


def claim_value(view: SweepView, move: SweepMove) -> float:
    """What a claim (Spanish penalties) is worth to the seat's side: the laid card and the
    table cards it takes, by the categories they may win. A claim is never a sweep, and the
    claimer plays his card afterwards, so the table left is judged then. Turned round under
    *muerto*, where taking cards is a loss."""
    assert move.card is not None
    weights = card_weights(view.rules)
    value = weights[move.card] + sum(weights[c] for c in move.take) + LEFTOVER_BONUS
    return -value if view.rules.muerto else value
