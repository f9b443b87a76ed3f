"""RULES.md 2.5-2.6: round scoring by category, muerto, and the end of the game."""

from __future__ import annotations

import pytest

from cardtable.cards import DECK, parse_cards
from cardtable.games.sweep import Rules
from cardtable.games.sweep.scoring import (
    best_of,
    category_lines,
    game_winner,
    primiera,
    score_round,
)


def piles_of(*texts):
    return [list(parse_cards(t)) for t in texts]


def lines(rules, *texts):
    """The category points as {(side, category): points}."""
    found = {}
    for line in category_lines(rules, piles_of(*texts)):
        assert (line.side, line.category) not in found
        found[(line.side, line.category)] = line.points
    return found


def only(preset, category, **overrides):
    return Rules.preset(preset, scoring=(category,), **overrides)


def cards(count, start=0):
    """``count`` cards of the deck from position ``start``, as notation."""
    return " ".join(str(c) for c in DECK[start:start + count])


# Each category -------------------------------------------------------------------------------

MOST_CARDS = [
    (["1h 2h 3h", "4h 5h"], {(0, "cards"): 1}),
    (["4h 5h", "1h 2h 3h"], {(1, "cards"): 1}),
    (["1h 2h", "3h 4h"], {}),                                   # tie: nobody
    (["1h 2h 3h", "3s 4h", "5h"], {(0, "cards"): 1}),
    (["1h 2h", "3s 4h", "5h"], {}),                             # tie at the top
    (["1h", "3s 4h", "5h 6h"], {}),
    (["", "1h"], {(1, "cards"): 1}),
    (["", ""], {}),
]


@pytest.mark.parametrize(("piles", "expected"), MOST_CARDS)
@pytest.mark.parametrize("preset", ["classic", "scopa", "escoba", "escoba-primiera"])
def test_most_cards(preset, piles, expected):
    assert lines(only(preset, "cards"), *piles) == expected


MOST_DIAMONDS = [
    ("classic", ["1d 2d", "3d"], {(0, "diamonds"): 1}),
    ("classic", ["1d 1h 1s", "3d 4d"], {(1, "diamonds"): 1}),     # diamonds, not cards
    ("classic", ["1d 2d", "3d 4d 1h"], {}),                       # tie
    ("classic", ["1h", "2h"], {}),                                # tie at none
    ("classic", ["1d 2d", "3d", "4d"], {(0, "diamonds"): 1}),
    ("classic", ["1d 2d", "3d 4d", "5d"], {}),
    # all ten: 2 only with the escoba bonus
    ("escoba", ["1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "1h"], {(0, "diamonds"): 2}),
    ("escoba", ["1h", "1d 2d 3d 4d 5d 6d 7d 8d 9d 10d"], {(1, "diamonds"): 2}),
    ("escoba", ["1d 2d 3d 4d 5d 6d 7d 8d 9d", "10d"], {(0, "diamonds"): 1}),
    ("classic", ["1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "1h"], {(0, "diamonds"): 1}),
    ("scopa", ["1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "1h"], {(0, "diamonds"): 1}),
    ("escoba-primiera", ["1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "1h"], {(0, "diamonds"): 1}),
]


@pytest.mark.parametrize(("preset", "piles", "expected"), MOST_DIAMONDS)
def test_most_special_suit_cards(preset, piles, expected):
    rules = only(preset, "diamonds")
    assert lines(rules, *piles) == expected


@pytest.mark.parametrize(("bonus", "points"), [(True, 2), (False, 1)])
def test_all_ten_diamonds_bonus_is_an_option(bonus, points):
    rules = only("classic", "diamonds", all_diamonds_bonus=bonus)
    assert lines(rules, "1d 2d 3d 4d 5d 6d 7d 8d 9d 10d", "1h") == {(0, "diamonds"): points}


SETTEBELLO = [
    (["7d", "1h"], {(0, "settebello"): 1}),
    (["1h 1d 2d", "7d"], {(1, "settebello"): 1}),
    (["7h 7s 7c", "7d"], {(1, "settebello"): 1}),                 # the seven of diamonds only
    (["1h", "2h"], {}),                                           # left out of scoring
    (["1h", "2h", "7d 3h"], {(2, "settebello"): 1}),
]


@pytest.mark.parametrize(("piles", "expected"), SETTEBELLO)
@pytest.mark.parametrize("preset", ["classic", "scopa", "escoba", "escoba-primiera"])
def test_the_special_seven(preset, piles, expected):
    assert lines(only(preset, "settebello"), *piles) == expected


SEVENS = [
    ("classic", ["7h 7s", "7c"], {(0, "sevens"): 1}),
    ("classic", ["7h", "7c 7d 1h 2h"], {(1, "sevens"): 1}),
    ("classic", ["7h 7s", "7c 7d"], {}),                          # tie
    ("classic", ["1h", "2h"], {}),
    ("classic", ["7h 7s 7c 7d", "1h"], {(0, "sevens"): 1}),       # all four: 1 in classic
    ("escoba", ["7h 7s 7c 7d", "1h"], {(0, "sevens"): 2}),        # all four: 2 in escoba
    ("escoba", ["1h", "7h 7s 7c 7d"], {(1, "sevens"): 2}),
    ("escoba", ["7h 7s 7c", "7d"], {(0, "sevens"): 1}),
    ("escoba", ["7h 7s", "7c 7d"], {}),
    ("escoba", ["7h 7s", "7c", "7d"], {(0, "sevens"): 1}),
]


@pytest.mark.parametrize(("preset", "piles", "expected"), SEVENS)
def test_most_sevens(preset, piles, expected):
    assert lines(only(preset, "sevens"), *piles) == expected


@pytest.mark.parametrize(("preset", "categories"), [
    ("classic", {"cards", "diamonds", "settebello", "sevens"}),
    ("scopa", {"cards", "diamonds", "settebello", "primiera"}),
    ("escoba", {"cards", "diamonds", "settebello", "sevens", "under-ten"}),
    ("escoba-primiera", {"cards", "diamonds", "settebello", "primiera"}),
])
def test_categories_used_by_each_preset(preset, categories):
    # Each category scores in the presets of the table of RULES.md 2.5, and only there.
    rules = Rules.preset(preset)
    scored = {category for _, category in lines(rules, cards(31), cards(9, 31))}
    assert scored == categories


# Primiera -----------------------------------------------------------------------------------

PRIMIERA_VALUES = [
    ("7d", 21), ("6d", 18), ("1d", 16), ("5d", 15), ("4d", 14), ("3d", 13), ("2d", 12),
    ("8d", 10), ("9d", 10), ("10d", 10),
]


@pytest.mark.parametrize(("card", "value"), PRIMIERA_VALUES)
def test_primiera_value_of_each_card(card, value):
    assert primiera(list(parse_cards(card))) == (1, value)


@pytest.mark.parametrize(("pile", "suits", "total"), [
    ("7d 1d 6d", 1, 21),                       # the best card of the suit counts
    ("7d 6h 1s 5c", 4, 21 + 18 + 16 + 15),
    ("7d 7h 7s 7c", 4, 84),
    ("10d 10h", 2, 20),
    ("", 0, 0),
])
def test_primiera_sums_the_best_card_of_each_suit(pile, suits, total):
    assert primiera(list(parse_cards(pile))) == (suits, total)


PRIMIERA = [
    # higher sum between sides holding the same number of suits
    (["7d 7h 7s 7c", "6d 6h 6s 6c"], {(0, "primiera"): 1}),
    (["6d", "1h"], {(0, "primiera"): 1}),                 # 18 beats 16
    (["1d", "5h"], {(0, "primiera"): 1}),                 # 16 beats 15
    (["2d", "10h"], {(0, "primiera"): 1}),                # 12 beats 10
    (["10d", "8h 9h"], {}),                               # 10 each
    # more suits beat fewer, whatever the sums (seed 002)
    (["7d 7h 7s 6s 6d", "8d 8h 8s 8c"], {(1, "primiera"): 1}),
    (["10d 10h 10s 10c", "7d 7h 7s"], {(0, "primiera"): 1}),
    (["7d 7h", "2s", "8d 8h 8s"], {(2, "primiera"): 1}),
    # a tie scores nothing
    (["7d 6h", "7h 6d"], {}),
    (["7d 6h", "7h 6d", "1s"], {}),
]


@pytest.mark.parametrize(("piles", "expected"), PRIMIERA)
@pytest.mark.parametrize("preset", ["scopa", "escoba-primiera"])
def test_primiera(preset, piles, expected):
    assert lines(only(preset, "primiera"), *piles) == expected


# Opponent under 10 cards (escoba) --------------------------------------------------------------

UNDER_TEN = [
    ([31, 9], {(0, "under-ten"): 2}),
    ([9, 31], {(1, "under-ten"): 2}),
    ([30, 10], {}),                                        # 10 is not fewer than 10
    ([20, 20], {}),
    ([25, 8, 7], {(0, "under-ten"): 2}),                   # every opponent under 10
    ([20, 12, 8], {}),                                     # side 0 has an opponent with 12
    ([9, 9], {(0, "under-ten"): 2, (1, "under-ten"): 2}),  # to each side that qualifies
    ([0, 0, 5], {(0, "under-ten"): 2, (1, "under-ten"): 2, (2, "under-ten"): 2}),
]


@pytest.mark.parametrize(("sizes", "expected"), UNDER_TEN)
def test_opponent_under_ten_cards(sizes, expected):
    texts, start = [], 0
    for size in sizes:
        texts.append(cards(size, start))
        start += size
    assert lines(only("escoba", "under-ten"), *texts) == expected


def test_under_ten_bonus_is_escoba_only():
    texts = [cards(31), cards(9, 31)]
    for preset in ("classic", "scopa", "escoba-primiera"):
        assert (0, "under-ten") not in lines(Rules.preset(preset), *texts)
    assert lines(Rules.preset("escoba"), *texts)[(0, "under-ten")] == 2


# A whole round -------------------------------------------------------------------------------

BIG = "1h 1s 1c 2h 2s 2c 3h 3s 3c"
"""Nine cards without diamonds or sevens; the other side holds the 31 others."""
REST = " ".join(str(c) for c in DECK if str(c) not in BIG.split())

WHOLE_ROUND = [
    # (preset, sweeps per side, points per side)
    # escoba: cards 1, all ten oros 2, 7 oros 1, all four sevens 2, under-ten 2 = 8
    ("escoba", [0, 0], (8, 0)),
    ("escoba", [1, 2], (9, 2)),
    # classic: cards, diamonds, 7d, sevens: 1 each
    ("classic", [0, 0], (4, 0)),
    ("classic", [3, 1], (7, 1)),
    # scopa: cards, denari, settebello, primiera (4 suits against 3)
    ("scopa", [0, 1], (4, 1)),
    ("escoba-primiera", [0, 0], (4, 0)),
]


@pytest.mark.parametrize(("preset", "sweeps", "points"), WHOLE_ROUND)
def test_a_whole_round(preset, sweeps, points):
    rules = Rules.preset(preset)
    got, breakdown = score_round(rules, piles_of(REST, BIG), sweeps, [0, 0])
    assert got == points
    for side in (0, 1):
        assert sum(line.points for line in breakdown if line.side == side) == points[side]
        assert sum(line.points for line in breakdown
                   if line.side == side and line.category == "sweeps") == sweeps[side]


# Muerto: each earned point goes to every other side -------------------------------------------

MUERTO = [
    # (preset, piles, sweeps, challenges, points)
    ("escoba", [REST, BIG], [0, 0], [0, 0], (0, 8)),
    ("escoba", [REST, BIG], [1, 2], [0, 0], (2, 9)),
    ("classic", [REST, BIG], [0, 0], [0, 0], (0, 4)),
    # three sides earning 3, 1, 0 by sweeps
    ("classic", ["", "", ""], [3, 1, 0], [0, 0, 0], (1, 3, 4)),
    # challenge points are never reversed
    ("classic", ["", "", ""], [3, 1, 0], [0, 2, -1], (1, 5, 3)),
    ("classic", [REST, BIG], [0, 0], [2, 0], (2, 4)),
    ("classic", [REST, BIG], [0, 0], [0, -1], (0, 3)),
]


@pytest.mark.parametrize(("preset", "piles", "sweeps", "challenges", "points"), MUERTO)
def test_muerto(preset, piles, sweeps, challenges, points):
    rules = Rules.preset(preset, muerto=True, players=len(piles))
    if len(piles) == 3:
        rules = rules.with_options(scoring=())
    assert score_round(rules, piles_of(*piles), sweeps, challenges)[0] == points


@pytest.mark.parametrize(("challenges", "points"), [
    ([2, 0], (6, 0)),
    ([0, 2], (4, 2)),
    ([-1, 0], (3, 0)),
    ([2, -1], (6, -1)),
])
def test_challenge_points_add_to_the_round(challenges, points):
    got, breakdown = score_round(Rules.preset("classic"), piles_of(REST, BIG), [0, 0],
                                 challenges)
    assert got == points
    for side, extra in enumerate(challenges):
        found = [line.points for line in breakdown
                 if line.side == side and line.category == "challenges"]
        assert found == ([extra] if extra else [])


# Game end: target and margin (RULES.md 2.6) ---------------------------------------------------

GAME_END = [
    # (preset, overrides, totals, winning side or None: another round)
    ("classic", {}, [11, 10], None),          # margin 2
    ("classic", {}, [11, 9], 0),
    ("classic", {}, [12, 10], 0),
    ("classic", {}, [13, 12], None),
    ("classic", {}, [10, 2], None),           # below the target
    ("classic", {}, [9, 11], 1),
    ("classic", {}, [11, 11], None),
    ("classic", {}, [12, 10, 3], 0),
    ("classic", {}, [12, 11, 3], None),
    ("classic", {}, [3, 12, 14], 2),
    ("classic", {"target": 16}, [15, 2], None),
    ("classic", {"target": 16}, [16, 14], 0),
    ("classic", {"target": 21}, [21, 20], None),
    ("scopa", {}, [11, 10], 0),               # margin 1
    ("scopa", {}, [11, 11], None),
    ("scopa", {}, [10, 9], None),
    ("scopa", {}, [12, 12, 11], None),
    ("scopa", {}, [12, 11, 11], 0),
    ("escoba", {}, [21, 20], 0),
    ("escoba", {}, [20, 5], None),
    ("escoba", {}, [22, 22], None),
    ("escoba", {"target": 31}, [30, 10], None),
    ("escoba", {"target": 31}, [31, 10], 0),
    ("escoba-primiera", {}, [20, 21], 1),
    ("classic", {"target": 31, "margin": 3}, [31, 28], 0),
    ("classic", {"target": 31, "margin": 3}, [31, 29], None),
    ("scopa", {"margin": 2}, [11, 10], None),
    ("classic", {"target": 1, "margin": 1}, [1, 0], 0),
]


@pytest.mark.parametrize(("preset", "overrides", "totals", "winner"), GAME_END)
def test_game_winner(preset, overrides, totals, winner):
    rules = Rules.preset(preset, players=len(totals), teams=False, **overrides)
    assert game_winner(rules, totals) == winner


BEST_OF = [
    # (totals, sides still in the game, winners: equal totals share the win)
    ([5, 8, 0], [0, 1], (1,)),
    ([8, 8, 0], [0, 1], (0, 1)),
    ([8, 8, 9], [0, 1], (0, 1)),
    ([3, 20], [0], (0,)),
    ([4, 4, 4, 1], [0, 1, 3], (0, 1)),
]


@pytest.mark.parametrize(("totals", "among", "winners"), BEST_OF)
def test_highest_total_among_the_other_sides(totals, among, winners):
    assert best_of(totals, among) == winners
