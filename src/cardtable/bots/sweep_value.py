"""What a sweep round is worth to each side before it ends: the points already scored, and
each category's points by how likely each side is to win it from the cards it has taken and
the cards still uncaptured. The search stops its playouts at the end of a deal and asks this
instead of playing the rest of the round at random (``evaluation.Horizon``, ``"deal"``).

The chances are a deliberately simple model: a count category (cards, the special suit,
sevens) is a logistic race whose spread grows with the square root of the cards still to be
taken, decided once no other side can catch up; the special seven goes to whoever holds it,
else to every side alike; primiera compares the suits held and their best cards the same
way; Escoba's under-ten bonus asks how likely every opponent is to stay under ten cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from cardtable.bots.greedy_sweep import SWEEP, card_weights
from cardtable.cards import CARD_SUIT, CARD_VALUE, PRIMIERA_VALUE, SPECIAL_SUIT
from cardtable.games.sweep.captures import positions_by_value
from cardtable.games.sweep.rules import Rules
from cardtable.games.sweep.scoring import SPECIAL_SEVEN, UNDER_TEN_LIMIT
from cardtable.games.sweep.state import SweepState

SPREAD: Final = 0.6
"""A count race's spread per square root of the cards still to be taken."""
PRIMIERA_SPREAD: Final = 3.0
"""Primiera's spread (in primiera points) per square root of the cards still to be taken."""
SUIT_WORTH: Final = 30.0
"""A suit held, in primiera points: more suits beat fewer whatever the sums."""

_PRIMIERA: Final = tuple(PRIMIERA_VALUE[CARD_VALUE[n] - 1] for n in range(40))
_IS_SPECIAL: Final = tuple(CARD_SUIT[n] == SPECIAL_SUIT for n in range(40))
_IS_SEVEN: Final = tuple(CARD_VALUE[n] == 7 for n in range(40))


def race(counts: Sequence[float], left: float) -> list[float]:
    """Each side's chance of being strictly ahead at the end of a race in which ``left``
    more units are still to be shared out, from its ``counts`` now.

        >>> race([12, 9], 0)
        [1.0, 0.0]
        >>> race([5, 5], 0)
        [0.0, 0.0]
        >>> [round(p, 2) for p in race([14, 10], 16)]
        [0.84, 0.16]
    """
    return contest(counts, [c + left for c in counts], SPREAD * math.sqrt(left))


def contest(standings: Sequence[float], reach: Sequence[float],
            spread: float) -> list[float]:
    """Each side's chance of standing strictly above every other at the end, from its
    ``standings`` now and the best it could still ``reach``: a side that cannot get past
    another's standing has none, a side above everyone's reach is sure of it, and the
    others share the chance by a logistic over ``spread`` of where each may expect to end
    (its standing, and its share of the way to its reach)."""
    if len(standings) == 2:
        return _duel(standings[0], standings[1], reach[0], reach[1], spread)
    return contest_among(standings, reach, spread)


def contest_among(standings: Sequence[float], reach: Sequence[float],
                  spread: float) -> list[float]:
    """``contest`` for any number of sides (``contest`` asks it from three sides on)."""
    sides = range(len(standings))
    if spread <= 0:
        top = max(standings)
        leaders = [i for i in sides if standings[i] == top]
        return [1.0 if len(leaders) == 1 and i == leaders[0] else 0.0 for i in sides]
    for i in sides:
        if all(standings[i] > reach[j] for j in sides if j != i):
            return [1.0 if j == i else 0.0 for j in sides]
    share = 1.0 / len(standings)
    ends = [standings[i] + (reach[i] - standings[i]) * share for i in sides]
    top = max(ends)
    weights = [0.0 if any(reach[i] <= standings[j] for j in sides if j != i)
               else math.exp(max(-30.0, (ends[i] - top) / spread)) for i in sides]
    total = sum(weights)
    return [w / total for w in weights] if total else [0.0 for _ in sides]


def _duel(mine: float, theirs: float, my_reach: float, their_reach: float,
          spread: float) -> list[float]:
    """``contest`` between two sides, spelled out (the search asks it most)."""
    if spread <= 0 or mine > their_reach or theirs > my_reach:
        return [1.0, 0.0] if mine > theirs else [0.0, 1.0] if theirs > mine else [0.0, 0.0]
    if my_reach <= theirs:
        return [0.0, 0.0 if their_reach <= mine else 1.0]
    if their_reach <= mine:
        return [1.0, 0.0]
    lead = (mine + my_reach - theirs - their_reach) * 0.5 / spread
    first = 1.0 / (1.0 + math.exp(-lead)) if lead > -30.0 else 0.0
    return [first, 1.0 - first]


@lru_cache(maxsize=64)
def _plan(rules: Rules) -> tuple[bool, ...]:
    scoring = rules.scoring
    return tuple(name in scoring for name in
                 ("cards", "diamonds", "settebello", "sevens", "primiera", "under-ten"))


def reply_gain(world: SweepState) -> float:
    """What the seat to move can take at once from the table with the hand it holds in
    ``world``: its best capture by the categories the cards may win (greedy's card
    weights), a sweep counted as its point; 0 when it takes nothing."""
    seat = world.to_move
    table = world.table
    if seat is None or not table:
        return 0.0
    rules = world.rules
    per_value = positions_by_value(rules.capture, rules.max_sum_cards, rules.single_priority,
                                   tuple([CARD_VALUE[c] for c in table]))
    weights = card_weights(rules)
    last_card = not world.stock and sum(len(h) for h in world.hands) == 1
    sweep = SWEEP if rules.last_play_sweep or not last_card else 0.0
    size = len(table)
    best = 0.0
    for card in world.hands[seat]:
        for subset in per_value[CARD_VALUE[card]]:
            gain = weights[card] + sum(weights[table[p]] for p in subset)
            if len(subset) == size:
                gain += sweep
            if gain > best:
                best = gain
    return best


def _standing(best: Sequence[int]) -> float:
    return sum(best) + SUIT_WORTH * sum(1 for b in best if b)


def _tally(cards: Sequence[int]) -> tuple[int, int, list[int]]:
    """Special-suit cards, sevens, and the best primiera value of each suit in ``cards``."""
    special = sevens = 0
    best = [0, 0, 0, 0]
    for c in cards:
        if _IS_SPECIAL[c]:
            special += 1
        if _IS_SEVEN[c]:
            sevens += 1
        value = _PRIMIERA[c]
        suit = c & 3
        if value > best[suit]:
            best[suit] = value
    return special, sevens, best


def _primiera_chances(bests: Sequence[Sequence[int]],
                      out_cards: Sequence[int]) -> list[float]:
    """Each side's chance of the primiera point (``contest``): its standing, the best it
    could reach with every uncaptured card, and a spread by the uncaptured cards that would
    still improve some side's standing."""
    out_best = [0, 0, 0, 0]
    lowest = [min(best[suit] for best in bests) for suit in range(4)]
    useful = 0
    for c in out_cards:
        value = _PRIMIERA[c]
        suit = c & 3
        if value > out_best[suit]:
            out_best[suit] = value
        if value > lowest[suit]:
            useful += 1
    standings = [_standing(best) for best in bests]
    reach = [_standing([max(b, o) for b, o in zip(best, out_best, strict=True)])
             for best in bests]
    return contest(standings, reach, PRIMIERA_SPREAD * math.sqrt(useful))


def expected_points(world: SweepState, reply: bool = False) -> list[float]:
    """Each side's expected points for the round under way, as ``score_round`` would give
    them (sweeps, categories by their chances, challenge points; *muerto* applied), from a
    state that the search may read whole. ``reply``: the seat to move's best capture at
    once (``reply_gain``) is counted to its side too."""
    rules = world.rules
    piles = world.piles
    sides = len(piles)
    earned = [float(s) for s in world.round_sweeps]
    if reply and not rules.muerto and world.to_move is not None:
        earned[world.side_of(world.to_move)] += reply_gain(world)
    cards, diamonds, settebello, sevens, primiera, under_ten = _plan(rules)
    aside = world.aside
    taken = [len(p) for p in piles]
    left = 40 - sum(taken) - len(aside)
    tallies = [_tally(p) for p in piles]
    aside_special, aside_sevens, _ = _tally(aside) if aside else (0, 0, None)
    if cards:
        for side, chance in enumerate(race(taken, left)):
            earned[side] += chance
    if diamonds:
        counts = [t[0] for t in tallies]
        out = 10 - sum(counts) - aside_special
        for side, chance in enumerate(race(counts, out)):
            bonus = rules.all_diamonds_bonus and counts[side] == 10
            earned[side] += chance * (2.0 if bonus else 1.0)
    if settebello:
        holder = next((side for side, p in enumerate(piles) if SPECIAL_SEVEN in p), None)
        if holder is not None:
            earned[holder] += 1.0
        elif SPECIAL_SEVEN not in aside:
            for side in range(sides):
                earned[side] += 1.0 / sides
    if sevens:
        counts = [t[1] for t in tallies]
        out = 4 - sum(counts) - aside_sevens
        for side, chance in enumerate(race(counts, out)):
            bonus = rules.all_sevens_bonus and counts[side] == 4
            earned[side] += chance * (2.0 if bonus else 1.0)
    if primiera:
        out_cards = [*world.table, *world.stock]
        for hand in world.hands:
            out_cards.extend(hand)
        chances = _primiera_chances([t[2] for t in tallies], out_cards)
        for side, chance in enumerate(chances):
            earned[side] += chance
    if under_ten:
        share = left / sides
        spread = SPREAD * math.sqrt(left) + 1e-9
        stays_under = [0.0 if size >= UNDER_TEN_LIMIT else
                       (1.0 if size + left < UNDER_TEN_LIMIT else
                        1.0 / (1.0 + math.exp(-(UNDER_TEN_LIMIT - 0.5 - size - share) / spread)))
                       for size in taken]
        for side in range(sides):
            chance = 1.0
            for other in range(sides):
                if other != side:
                    chance *= stays_under[other]
            earned[side] += 2.0 * chance
    if rules.muerto:
        total = sum(earned)
        points = [total - mine for mine in earned]
    else:
        points = earned
    for side, extra in enumerate(world.challenge_points):
        points[side] += extra
    return points
