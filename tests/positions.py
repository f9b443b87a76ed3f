"""Hand-built positions for tests: games whose first deal is given card by card."""

from __future__ import annotations

from typing import Any

from cardtable import metamorphosis, sweep
from cardtable.cards import DECK, DECK52, parse_cards, parse_cards52
from cardtable.games.sweep.dealing import deal_plan, stack_deck


def sweep_position(preset: str, hands: list[str], table: str, **options: Any) -> Any:
    """A game whose first round deals ``table`` and ``hands`` (3 cards each); seat 0 deals
    unless ``first_dealer`` says otherwise (none is drawn for)."""
    rules = sweep.Rules.preset(preset, **{"first_dealer": 0, **options})
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


def set_position(rules: Any, hands: list[str], table: str = "", piles: list[str] | None = None,
                 deals_left: int = 0, to_move: int = 0, dealer: int = 0,
                 scores: list[int] | None = None, last_capturer: int | None = None,
                 state: Any = None) -> Any:
    """A game set up by hand: ``hands`` per seat, ``table``, ``piles`` per side, and a stock
    holding the cards of ``deals_left`` more deals; every other card is put aside, out of
    play, so that only the listed cards score. ``state``: set up that game instead.

    Under the Spanish penalties the cards put aside count in the end-of-round check: with
    empty ``piles`` and only correct captures the check passes (the listed and the aside
    cards are the whole deck, 220 = 10 modulo 15)."""
    if state is None:
        state = sweep.new_game(rules, seed=11)
    hand_cards = [sorted(parse_cards(h)) for h in hands]
    table_cards = sorted(parse_cards(table))
    pile_cards = [list(parse_cards(p)) for p in (piles or [""] * len(rules.sides))]
    used = {c for group in (*hand_cards, table_cards, *pile_cards) for c in group}
    assert len(used) == sum(map(len, (*hand_cards, table_cards, *pile_cards)))
    rest = [c for c in DECK if c not in used]
    sizes = deal_plan(rules).hands
    in_stock = sum(sizes[len(sizes) - deals_left:]) * rules.players if deals_left else 0
    state.hands = hand_cards
    state.table = table_cards
    state.piles = pile_cards
    state.stock = rest[:in_stock]
    state.aside = rest[in_stock:]
    state.deals_left = deals_left
    state.dealer = dealer
    state._to_move = to_move
    state.scores = list(scores or [0] * len(rules.sides))
    state.last_capturer = last_capturer
    state.round_sweeps = [0] * len(rules.sides)
    state.challenge_points = [0] * len(rules.sides)
    state._last_play = None
    state._last_manual = None
    state._closing = False
    state._claimable = None
    state._captures = []
    state._legal = None
    assert sorted(state.cards_in_play) == list(DECK)
    return state


def meta_position(hands: list[str]) -> Any:
    """A Metamorphosis game of as many players as ``hands`` (2 or 3) whose first partie
    deals these hands."""
    rules = metamorphosis.Rules.preset(players=len(hands))
    dealt = [parse_cards52(h) for h in hands]
    used = {c for h in dealt for c in h}
    stock = [DECK52[c] for c in range(52) if c not in used]
    # Hands are dealt from the end of the deck: seat 0 first.
    deck = stock + [c for hand in reversed(dealt) for c in reversed(hand)]
    state = metamorphosis.new_game(rules, deck_source=lambda number: deck)
    while state.phase == "bid":
        state.play(state.legal_moves()[0])
    return state
