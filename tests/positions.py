"""Hand-built positions for tests: games whose first deal is given card by card."""

from __future__ import annotations

from typing import Any

from cardtable import metamorphosis, sweep
from cardtable.cards import DECK, DECK52, parse_cards, parse_cards52
from cardtable.games.sweep.dealing import deal_plan, stack_deck


def sweep_position(preset: str, hands: list[str], table: str, **options: Any) -> Any:
    """A game whose first round deals ``table`` and ``hands`` (3 cards each)."""
    rules = sweep.Rules.preset(preset, **options)
    table_cards = parse_cards(table)
    first = [list(parse_cards(h)) for h in hands]
    used = set(table_cards) | {c for h in first for c in h}
    rest = [c for c in DECK if c not in used]
    plan = deal_plan(rules)
    deals = [first]
    for size in plan.hands[1:]:
        deal = []
        for _ in range(rules.players):
            deal.append(rest[:size])
            rest = rest[size:]
        deals.append(deal)
    deck = stack_deck(plan, rules.players, [], table_cards, deals)
    return sweep.new_game(rules, deck_source=lambda number: deck if number == 1 else DECK)


def meta_position(hands: list[str]) -> Any:
    """A 2-player Metamorphosis game whose first partie deals these hands."""
    rules = metamorphosis.Rules.preset(players=2)
    dealt = [parse_cards52(h) for h in hands]
    used = {c for h in dealt for c in h}
    stock = [DECK52[c] for c in range(52) if c not in used]
    # Hands are dealt from the end of the deck: seat 0 first.
    deck = stock + list(reversed(dealt[1])) + list(reversed(dealt[0]))
    state = metamorphosis.new_game(rules, deck_source=lambda number: deck)
    while state.phase == "bid":
        state.play(state.legal_moves()[0])
    return state
