"""RULES.md 2.2: which table cards a played card captures, under every capture rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import sweep
from cardtable.cards import CARD_VALUE, DECK, DeckStyle, parse_card, parse_cards
from cardtable.games.sweep import Rules


def takes(rules, played, table):
    """The captures as a set of sorted notation tuples (order of captures is free)."""
    found = sweep.captures(rules, played, table)
    assert len(found) == len(set(found)), "a capture is listed twice"
    return {tuple(str(c) for c in take) for take in found}


def as_set(*captures):
    return {tuple(str(c) for c in sorted(parse_cards(take))) for take in captures}


# The worked examples of RULES.md 2.2 (seed 002) ----------------------------------------

WORKED_EXAMPLES = [
    # (preset, played card, table, captures; empty means the card is laid)
    ("scopa", "5c", "2d 3c 8h 10s", ["2d 3c"]),
    ("scopa", "1c", "2d 3c 8h 10s", []),
    ("scopa", "5c", "2d 3c 5h 10s", ["5h"]),
    ("scopa", "5c", "2d 3c Jh Ks", ["2d 3c"]),
    ("escoba", "5c", "2d 3c 8h 10s", ["10s", "2d 8h"]),
    ("escoba", "1c", "2d 3c 8h 10s", []),
    ("escoba", "5c", "2d 3c Jh Ks", ["Ks", "2d Jh"]),
    ("escoba-primiera", "5c", "2d 3c 8h 10s", ["10s", "2d 8h"]),
    ("escoba-primiera", "1c", "2d 3c 8h 10s", []),
    # the same tables under classic: pairs allowed, no priority
    ("classic", "5c", "2d 3c 8h 10s", ["2d 3c"]),
    ("classic", "5c", "2d 3c 5h 10s", ["5h", "2d 3c"]),
    ("classic", "1c", "2d 3c 8h 10s", []),
]


@pytest.mark.parametrize(("preset", "played", "table", "expected"), WORKED_EXAMPLES)
def test_worked_examples(preset, played, table, expected):
    assert takes(Rules.preset(preset), played, table) == as_set(*expected)


@pytest.mark.parametrize("deck", [d.value for d in DeckStyle])
@pytest.mark.parametrize(("preset", "played", "table", "expected"), WORKED_EXAMPLES)
def test_the_deck_style_never_changes_the_play(deck, preset, played, table, expected):
    assert takes(Rules.preset(preset, deck=deck), played, table) == as_set(*expected)


def test_captures_come_in_card_order_and_accept_card_objects():
    rules = Rules.preset("scopa")
    table = parse_cards("10s 3c 8h 2d")
    assert sweep.captures(rules, parse_card("5c"), table) == [parse_cards("2d 3c")]


# match, max_sum_cards: classic 2 (one equal card or a pair), Scopa unlimited ---------------

SUM_LIMIT = [
    # (rules, played, table, captures)
    ("classic", {}, "6c", "1d 2c 3h", []),
    ("scopa", {}, "6c", "1d 2c 3h", ["1d 2c 3h"]),
    ("classic", {}, "7c", "3d 4c 1h 2s", ["3d 4c"]),
    ("scopa", {}, "7c", "3d 4c 1h 2s", ["3d 4c", "1h 2s 4c"]),
    ("classic", {}, "10c", "1d 2d 3d 4d", []),
    ("scopa", {}, "10c", "1d 2d 3d 4d", ["1d 2d 3d 4d"]),
    ("classic", {}, "9c", "4d 5d 9h", ["4d 5d", "9h"]),
    ("classic", {}, "9c", "1d 8d", ["1d 8d"]),
    ("classic", {}, "4c", "4d 4h", ["4d", "4h"]),
    ("classic", {}, "4c", "1d 1h 1s 1c", []),
    ("classic", {"max_sum_cards": None}, "6c", "1d 2c 3h", ["1d 2c 3h"]),
    ("classic", {"max_sum_cards": 3}, "10c", "1d 2d 3d 4d", []),
    ("classic", {"max_sum_cards": 3}, "9c", "1d 2d 3d 4d", ["2d 3d 4d"]),
    ("classic", {"max_sum_cards": 1}, "9c", "4d 5d 9h", ["9h"]),
    ("scopa", {"max_sum_cards": 2}, "7c", "3d 4c 1h 2s", ["3d 4c"]),
    ("classic", {}, "5c", "", []),
]


@pytest.mark.parametrize(("preset", "overrides", "played", "table", "expected"), SUM_LIMIT)
def test_match_sum_card_limit(preset, overrides, played, table, expected):
    rules = Rules.preset(preset, **overrides)
    assert takes(rules, played, table) == as_set(*expected)


# match, single_priority: an equal table card must be taken alone (Scopa) ---------------------

SINGLE_PRIORITY = [
    ("scopa", {}, "7c", "7d 3c 4h", ["7d"]),
    ("scopa", {}, "7c", "7d 7h 3c 4s", ["7d", "7h"]),
    ("scopa", {}, "7c", "3c 4s 1h 6h", ["3c 4s", "1h 6h"]),
    ("scopa", {}, "10c", "10d 1h 9s 2h 8s", ["10d"]),
    ("scopa", {"single_priority": False}, "7c", "7d 3c 4h", ["7d", "3c 4h"]),
    ("classic", {}, "7c", "7d 7h 3c 4s", ["7d", "7h", "3c 4s"]),
    ("classic", {"single_priority": True}, "7c", "7d 7h 3c 4s", ["7d", "7h"]),
    ("classic", {"single_priority": True}, "7c", "3c 4s", ["3c 4s"]),
]


@pytest.mark.parametrize(("preset", "overrides", "played", "table", "expected"),
                         SINGLE_PRIORITY)
def test_match_single_priority(preset, overrides, played, table, expected):
    rules = Rules.preset(preset, **overrides)
    assert takes(rules, played, table) == as_set(*expected)


# fifteen: played card plus taken cards make 15, at least one table card, any number -------

FIFTEEN = [
    ("escoba", {}, "6c", "9d 4c 5h", ["9d", "4c 5h"]),  # RULES.md: a 6 takes a 9, or 4 and 5
    ("escoba", {}, "1c", "2d 3c 4h 5s", ["2d 3c 4h 5s"]),
    ("escoba", {}, "1c", "1d 1h 1s 2c 3c 3d 3h", ["1d 1h 1s 2c 3c 3d 3h"]),
    # a 2 needs 13 from a table of 14: every card but one of the aces
    ("escoba", {}, "2c", "1d 1h 1s 2d 3c 3d 3h", ["1h 1s 2d 3c 3d 3h", "1d 1s 2d 3c 3d 3h",
                                                   "1d 1h 2d 3c 3d 3h"]),
    ("escoba", {}, "10c", "5d", ["5d"]),
    ("escoba", {}, "10c", "4d", []),
    ("escoba", {}, "10c", "", []),
    ("escoba", {}, "5c", "5d 5h", ["5d 5h"]),
    ("escoba", {}, "5c", "5d", []),
    ("escoba", {}, "7c", "7d 8h", ["8h"]),
    ("escoba", {}, "7c", "1d 7d", ["1d 7d"]),
    ("classic", {"fifteen": True}, "6c", "9d 4c 5h", ["9d", "4c 5h"]),
    # max_sum_cards and single_priority belong to match: fifteen takes any number of cards
    ("classic", {"fifteen": True}, "1c", "2d 3c 4h 5s", ["2d 3c 4h 5s"]),
    ("scopa", {"fifteen": True}, "8c", "7d 8h 1s 6s", ["7d", "1s 6s"]),
    ("scopa", {"capture": "fifteen"}, "8c", "7d 8h", ["7d"]),
]


@pytest.mark.parametrize(("preset", "overrides", "played", "table", "expected"), FIFTEEN)
def test_fifteen(preset, overrides, played, table, expected):
    rules = Rules.preset(preset, **overrides)
    assert takes(rules, played, table) == as_set(*expected)


# Capture is compulsory; the player chooses the card and the capture ------------------------

def position(rules, hand, table):
    """A fresh game with the seat to move holding ``hand`` and ``table`` on the table."""
    state = sweep.new_game(rules, seed=3)
    hand_cards = list(parse_cards(hand))
    table_cards = sorted(parse_cards(table))
    seat = state.to_move
    rest = [c for c in DECK if c not in hand_cards and c not in table_cards]
    for index in range(len(state.hands)):
        size = len(state.hands[index]) if index != seat else 0
        state.hands[index] = sorted(rest[:size])
        rest = rest[size:]
    state.hands[seat] = sorted(hand_cards)
    state.table = table_cards
    state.stock = rest
    state.piles = [[] for _ in state.piles]
    return state


COMPULSORY = [
    # (preset, hand, table, the moves that may be played)
    ("scopa", "5c 1s", "2d 3c 8h 10s", {"5c:2d+3c", "1s"}),
    ("escoba", "5c 1s", "2d 3c 8h 10s", {"5c:10s", "5c:2d+8h", "1s"}),
    ("classic", "5c 1s", "2d 3c 5h 10s", {"5c:5h", "5c:2d+3c", "1s"}),
    ("scopa", "5c 1s", "2d 3c 5h 10s", {"5c:5h", "1s"}),
    ("scopa", "7c 7h 2s", "7d 3c 4s", {"7c:7d", "7h:7d", "2s"}),
    ("escoba", "6c", "9d 4c 5h", {"6c:9d", "6c:4c+5h"}),
    ("escoba", "1c 2c 3c", "", {"1c", "2c", "3c"}),
    ("classic", "9c 10c", "1d", {"9c", "10c"}),
]


@pytest.mark.parametrize(("preset", "hand", "table", "expected"), COMPULSORY)
def test_capture_is_compulsory_and_the_player_chooses(preset, hand, table, expected):
    state = position(Rules.preset(preset), hand, table)
    assert {m.text() for m in state.legal_moves()} == expected


# Cross-check against brute force over every subset ----------------------------------------

COMBINATIONS = [
    ("match", limit, priority)
    for limit in (None, 1, 2, 3)
    for priority in (False, True)
] + [("fifteen", limit, priority) for limit in (None, 2) for priority in (False, True)]


def brute_force(capture, limit, priority, value, table):
    """Every legal capture, straight from the wording of RULES.md 2.2, over all subsets."""
    legal = set()
    table_values = [CARD_VALUE[c] for c in table]
    for mask in range(1, 1 << len(table)):
        chosen = [c for bit, c in enumerate(table) if mask >> bit & 1]
        if _legal(capture, limit, priority, value, table_values,
                  sum(CARD_VALUE[c] for c in chosen), len(chosen)):
            legal.add(frozenset(chosen))
    return legal


def _legal(capture, limit, priority, value, table_values, total, count):
    if capture == "fifteen":
        return value + total == 15
    if priority and value in table_values:
        return count == 1 and total == value
    return total == value and (limit is None or count <= limit)


def subsets_by_total(table):
    """Every non-empty subset of ``table`` as (mask, card count), grouped by value total."""
    values = [CARD_VALUE[c] for c in table]
    totals = [0] * (1 << len(table))
    counts = [0] * (1 << len(table))
    by_total: dict[int, list[tuple[int, int]]] = {}
    for mask in range(1, 1 << len(table)):
        low = mask & -mask
        rest = mask ^ low
        totals[mask] = totals[rest] + values[low.bit_length() - 1]
        counts[mask] = counts[rest] + 1
        by_total.setdefault(totals[mask], []).append((mask, counts[mask]))
    return by_total


def check_against_brute_force(rules, played, table, by_total=None):
    found = sweep.captures(rules, played, table)
    for take in found:
        assert list(take) == sorted(take), "a capture's cards come in card order"
    assert len(found) == len(set(found))
    if by_total is None:
        expected = brute_force(rules.capture, rules.max_sum_cards, rules.single_priority,
                               played.value, table)
    else:
        table_values = [CARD_VALUE[c] for c in table]
        expected = {
            frozenset(c for bit, c in enumerate(table) if mask >> bit & 1)
            for total, subsets in by_total.items()
            for mask, count in subsets
            if _legal(rules.capture, rules.max_sum_cards, rules.single_priority,
                      played.value, table_values, total, count)
        }
    assert {frozenset(t) for t in found} == expected, (played, table)


@pytest.mark.parametrize(("capture", "limit", "priority"), COMBINATIONS)
def test_captures_agree_with_brute_force(capture, limit, priority):
    rules = Rules.preset("classic", capture=capture, max_sum_cards=limit,
                         single_priority=priority)
    rng = random.Random(f"{capture}-{limit}-{priority}")
    for size in range(13):
        for _ in range(8 if size > 9 else 20):
            table = rng.sample(DECK, size)
            by_total = subsets_by_total(table)
            for value in range(1, 11):
                free = [c for c in DECK if c.value == value and c not in table]
                if free:
                    check_against_brute_force(rules, rng.choice(free), table, by_total)


@settings(max_examples=150, deadline=None)
@given(
    combination=st.sampled_from(COMBINATIONS),
    cards=st.lists(st.sampled_from(DECK), min_size=1, max_size=13, unique=True),
)
def test_captures_agree_with_brute_force_hypothesis(combination, cards):
    capture, limit, priority = combination
    rules = Rules.preset("scopa", capture=capture, max_sum_cards=limit,
                         single_priority=priority)
    check_against_brute_force(rules, cards[0], cards[1:])


def test_brute_force_reference_is_not_vacuous():
    # The reference itself must find captures, or the cross-check proves nothing.
    table = list(parse_cards("1d 2d 3d 4d 5d 6d"))
    assert len(brute_force("match", None, False, 6, table)) == 4  # 6, 1+5, 2+4, 1+2+3
    assert len(brute_force("match", 2, False, 6, table)) == 3
    assert len(brute_force("match", None, True, 6, table)) == 1
    assert len(brute_force("fifteen", None, False, 9, table)) == 4  # 6, 1+5, 2+4, 1+2+3


# Bad input to captures ----------------------------------------------------------------------

@pytest.mark.parametrize(("played", "table", "named"), [
    ("5x", "2d 3c", "5x"),
    ("5c", "2d 3q", "3q"),
    ("5c", "2d 5c", "5c"),
    ("5c", "2d 2d", "2d"),
])
def test_captures_bad_cards_are_named(played, table, named):
    with pytest.raises(ValueError, match=named):
        sweep.captures(Rules.preset("scopa"), played, table)
