"""RULES.md 2.3: dealing (standard and scopone), the last deal, and opening escobas."""

from __future__ import annotations

import random

import pytest

from cardtable import sweep
from cardtable.cards import DECK, parse_cards
from cardtable.games.sweep import Rules
from cardtable.games.sweep.dealing import deal_plan, stack_deck
from cardtable.games.sweep.events import (
    Dealt,
    OpeningSweeps,
    Played,
    RoundScored,
    SetAside,
    TableDealt,
)


def play_round(state, events=None):
    """Play the current round to its end with the first legal move; return its events."""
    collected = list(state.start_events if events is None else events)
    while not any(isinstance(e, RoundScored) for e in collected):
        collected.extend(state.play(state.legal_moves()[0]))
    return collected[:next(i for i, e in enumerate(collected) if isinstance(e, RoundScored)) + 1]


def stacked_game(rules, table, first_hands, aside=""):
    """A game whose first round opens with ``table`` and deals ``first_hands`` first;
    the other cards follow in card order, and later rounds are shuffled."""
    plan = deal_plan(rules)
    table_cards = list(parse_cards(table))
    hands = [list(parse_cards(h)) for h in first_hands]
    aside_cards = list(parse_cards(aside))
    used = set(table_cards) | set(aside_cards) | {c for h in hands for c in h}
    rest = [c for c in DECK if c not in used]
    aside_cards += [rest.pop(0) for _ in range(plan.aside - len(aside_cards))]
    deals = [hands]
    for size in plan.hands[1:]:
        deals.append([[rest.pop(0) for _ in range(size)] for _ in range(rules.players)])
    deck = stack_deck(plan, rules.players, aside_cards, table_cards, deals)

    def source(number):
        return deck if number == 1 else random.Random(number).sample(DECK, 40)

    return sweep.new_game(rules, deck_source=source)


# Deal counts -------------------------------------------------------------------------------

STANDARD = [
    # (players, opening table, hand size of each deal)
    (2, 4, (3, 3, 3, 3, 3, 3)),
    (3, 4, (3, 3, 3, 3)),
    (4, 4, (3, 3, 3)),
    (5, 5, (3, 4)),
    (6, 4, (3, 3)),
]
SCOPONE = [
    # (players, hand size of each deal, cards set aside unseen)
    (2, (10, 10), 0),
    (3, (13,), 1),
    (4, (10,), 0),
    (5, (8,), 0),
    (6, (6,), 4),
]


@pytest.mark.parametrize(("players", "table", "deals"), STANDARD)
def test_standard_deal_plan(players, table, deals):
    plan = deal_plan(Rules.preset("classic", players=players))
    assert (plan.table, plan.hands, plan.aside) == (table, deals, 0)
    assert plan.table + players * sum(plan.hands) == 40


@pytest.mark.parametrize(("players", "deals", "aside"), SCOPONE)
def test_scopone_deal_plan(players, deals, aside):
    plan = deal_plan(Rules.preset("classic", players=players, scopone=True))
    assert (plan.table, plan.hands, plan.aside) == (0, deals, aside)
    assert plan.aside + players * sum(plan.hands) == 40


def dealing_cases():
    for players, table, deals in STANDARD:
        presets = ["classic"] + (["scopa", "escoba"] if players in (2, 4) else [])
        presets += ["escoba"] if players in (3, 6) else []
        for preset in presets:
            yield preset, players, False, table, deals, 0
    for players, deals, aside in SCOPONE:
        for preset in ("classic", "escoba"):
            yield preset, players, True, 0, deals, aside


@pytest.mark.parametrize(("preset", "players", "scopone", "table", "deals", "aside"),
                         list(dealing_cases()))
@pytest.mark.parametrize("seed", [1, 2])
def test_a_round_deals_exactly_as_planned(preset, players, scopone, table, deals, aside, seed):
    # Opening escobas would clear the table: keep them out to see the opening cards.
    rules = Rules.preset(preset, players=players, scopone=scopone, opening_sweeps=False,
                         target=1000)
    state = sweep.new_game(rules, seed=seed)
    events = play_round(state)
    tables = [e for e in events if isinstance(e, TableDealt)]
    dealt = [e for e in events if isinstance(e, Dealt)]
    asides = [e for e in events if isinstance(e, SetAside)]
    plays = [e for e in events if isinstance(e, Played)]
    if table:
        assert [len(e.cards) for e in tables] == [table]
    else:
        assert tables == []
    assert [len(e.hands) for e in dealt] == [players] * len(deals)
    assert [tuple({len(h) for h in e.hands}) for e in dealt] == [(size,) for size in deals]
    assert [len(e.cards) for e in asides] == ([aside] if aside else [])
    # the deals run out exactly: every dealt card is played, the stock is empty
    assert len(plays) == players * sum(deals)
    assert table + len(plays) + aside == 40


@pytest.mark.parametrize(("preset", "players", "scopone", "table", "deals", "aside"),
                         list(dealing_cases()))
def test_the_last_deal_is_announced(preset, players, scopone, table, deals, aside):
    rules = Rules.preset(preset, players=players, scopone=scopone, target=1000)
    state = sweep.new_game(rules, seed=5)
    dealt = [e for e in play_round(state) if isinstance(e, Dealt)]
    assert [e.last for e in dealt] == [False] * (len(deals) - 1) + [True]


def test_deals_left_counts_down_in_the_view():
    state = sweep.new_game(Rules.preset("classic", players=4), seed=2)
    seen = [state.view(0).deals_left]
    while state.view(0).round_number == 1:
        state.play(state.legal_moves()[0])
        if state.view(0).round_number == 1:
            seen.append(state.view(0).deals_left)
    assert sorted(set(seen), reverse=True) == [2, 1, 0]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_hand_is_dealt_from_the_stock(players):
    rules = Rules.preset("classic", players=players)
    state = sweep.new_game(rules, seed=9)
    view = state.view(None)
    plan = deal_plan(rules)
    assert view.hand_sizes == (plan.hands[0],) * players
    assert len(view.table) == plan.table
    assert view.stock_size == 40 - plan.table - players * plan.hands[0]
    assert sorted(state.cards_in_play) == list(DECK)


def test_stacked_deck_deals_the_given_cards():
    rules = Rules.preset("classic", players=3)
    state = stacked_game(rules, "1d 2d 3d 4d", ["5d 6d 7d", "8d 9d 10d", "1h 2h 3h"])
    assert [str(c) for c in state.table] == ["1d", "2d", "3d", "4d"]
    assert [[str(c) for c in h] for h in state.hands] == [
        ["5d", "6d", "7d"], ["8d", "9d", "10d"], ["1h", "2h", "3h"]]


@pytest.mark.parametrize("players", [3, 6])
def test_scopone_cards_set_aside_are_unseen(players):
    rules = Rules.preset("escoba", players=players, scopone=True)
    state = sweep.new_game(rules, seed=4)
    aside = next(e for e in state.start_events if isinstance(e, SetAside))
    for seat in [None, *range(players)]:
        assert all(c is None for c in aside.visible_to(seat).cards)
        assert state.view(seat).aside_size == (1 if players == 3 else 4)


# Opening escobas (Escoba presets) ----------------------------------------------------------

OPENING = [
    # (opening table, sweeps the dealer scores)
    ("1d 2h 5s 7c", 1),      # sum 15
    ("2d 3h 4s 6c", 1),      # sum 15
    ("10d 5h 7s 8c", 2),     # 30 = (10 + 5) + (7 + 8)
    ("6d 9h 7s 8c", 2),      # 30 = (6 + 9) + (7 + 8)
    ("9d 9h 9s 3c", 0),      # 30, but no group makes 15
    ("10d 10h 8s 2c", 0),    # 30, but no group makes 15
    ("7d 3h 4s 6c", 0),      # 20: the mistranslation, nothing
    ("10d 5h 1s 2c", 0),     # 18: holds a 15 (10 + 5) but is not 15
    ("5d 5h 5s 10c", 0),     # 25
    ("1d 1h 1s 2c", 0),      # 5
    ("10d 10h 10s 9c", 0),   # 39
]


@pytest.mark.parametrize("preset", ["escoba", "escoba-primiera"])
@pytest.mark.parametrize(("table", "sweeps"), OPENING)
@pytest.mark.parametrize("dealer", [0, 1])
def test_opening_escobas(preset, table, sweeps, dealer):
    rules = Rules.preset(preset, first_dealer=dealer)
    state = stacked_game(rules, table, ["1c 2s 3s", "4c 5c 6s"])
    opening = [e for e in state.start_events if isinstance(e, OpeningSweeps)]
    side = state.side_of(dealer)
    if sweeps:
        assert len(opening) == 1
        assert opening[0].seat == dealer and opening[0].sweeps == sweeps
        assert sorted(opening[0].cards) == sorted(parse_cards(table))
        assert state.table == []                       # play starts on an empty table
        assert sorted(state.piles[side]) == sorted(parse_cards(table))
        assert state.round_sweeps[side] == sweeps
    else:
        assert opening == []
        assert sorted(state.table) == sorted(parse_cards(table))
        assert state.round_sweeps == [0, 0]
        assert state.piles == [[], []]
    assert state.to_move == (dealer + 1) % 2          # the seat after the dealer starts
    assert sum(state.round_sweeps) == sweeps


@pytest.mark.parametrize("preset", ["classic", "scopa"])
@pytest.mark.parametrize("overrides", [{}, {"fifteen": True}])
def test_no_opening_escobas_outside_escoba_presets(preset, overrides):
    rules = Rules.preset(preset, **overrides)
    state = stacked_game(rules, "1d 2h 5s 7c", ["1c 2s 3s", "4c 5c 6s"])
    assert not any(isinstance(e, OpeningSweeps) for e in state.start_events)
    assert len(state.table) == 4
    assert state.round_sweeps == [0, 0]


def test_opening_escobas_are_an_option():
    rules = Rules.preset("escoba", opening_sweeps=False)
    state = stacked_game(rules, "10d 5h 7s 8c", ["1c 2s 3s", "4c 5c 6s"])
    assert len(state.table) == 4 and state.round_sweeps == [0, 0]
    rules = Rules.preset("classic", opening_sweeps=True)
    state = stacked_game(rules, "10d 5h 7s 8c", ["1c 2s 3s", "4c 5c 6s"])
    assert state.table == [] and state.round_sweeps == [2, 0]


@pytest.mark.parametrize(("dealer", "side"), [(0, 0), (1, 1), (2, 0), (3, 1)])
def test_opening_escobas_go_to_the_dealers_side(dealer, side):
    rules = Rules.preset("escoba", players=4, first_dealer=dealer)
    state = stacked_game(rules, "10d 5h 7s 8c",
                         ["1c 2s 3s", "4c 5c 6s", "1h 2h 3h", "4h 6h 7h"])
    assert state.round_sweeps[side] == 2
    assert state.round_sweeps[1 - side] == 0
    assert len(state.piles[side]) == 4


def test_opening_escobas_with_five_opening_cards():
    rules = Rules.preset("escoba", players=5, first_dealer=0)  # seat 0 deals, not drawn
    state = stacked_game(rules, "1d 2d 3d 4d 5d",
                         ["1c 2c 3c", "4c 5c 6c", "1h 2h 3h", "4h 5h 6h", "1s 2s 3s"])
    assert state.round_sweeps[0] == 1 and state.table == []


def test_opening_escobas_count_in_the_rounds_points():
    rules = Rules.preset("escoba", target=1000, first_dealer=0)  # seat 0 deals, not drawn
    state = stacked_game(rules, "10d 5h 7s 8c", ["1c 2s 3s", "4c 5c 6s"])
    events = play_round(state)
    scored = events[-1]
    played_sweeps = [0, 0]
    for e in events:
        if isinstance(e, Played) and e.sweep:
            played_sweeps[state.side_of(e.seat)] += 1
    sweeps_lines = {line.side: line.points for line in scored.breakdown
                    if line.category == "sweeps"}
    assert sweeps_lines.get(0, 0) == 2 + played_sweeps[0]
    assert sweeps_lines.get(1, 0) == played_sweeps[1]
