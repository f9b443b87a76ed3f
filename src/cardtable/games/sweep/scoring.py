"""Round scoring by category (RULES.md 2.5), *muerto* and the end of the game (2.6)."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import CARD_SUIT, CARD_VALUE, PRIMIERA_VALUE, SPECIAL_SUIT, Card, card
from cardtable.games.sweep.events import ScoreLine
from cardtable.games.sweep.rules import Rules

SPECIAL_SEVEN = card(7, SPECIAL_SUIT)
UNDER_TEN_LIMIT = 10


def primiera(pile: Sequence[Card]) -> tuple[int, int]:
    """A pile's primiera standing: (suits held, sum of the best primiera card of each suit).

    Compared as a pair: more suits beat fewer whatever the sums (seed 002).
    """
    best = [0, 0, 0, 0]
    for c in pile:
        points = PRIMIERA_VALUE[CARD_VALUE[c] - 1]
        suit = CARD_SUIT[c]
        if points > best[suit]:
            best[suit] = points
    return (sum(1 for b in best if b), sum(best))


def strictly_best(measures: Sequence[object]) -> int | None:
    """The index of the single strictly greatest measure, or ``None`` on a tie."""
    top = max(measures)  # type: ignore[type-var]
    leaders = [i for i, m in enumerate(measures) if m == top]
    return leaders[0] if len(leaders) == 1 else None


def category_lines(rules: Rules, piles: Sequence[Sequence[Card]]) -> list[ScoreLine]:
    """Points each side earns in each scoring category of ``rules`` (sweeps not included)."""
    lines: list[ScoreLine] = []
    categories = rules.scoring
    if "cards" in categories:
        side = strictly_best([len(p) for p in piles])
        if side is not None:
            lines.append(ScoreLine(side, "cards", 1))
    if "diamonds" in categories:
        counts = [sum(1 for c in p if CARD_SUIT[c] == SPECIAL_SUIT) for p in piles]
        side = strictly_best(counts)
        if side is not None:
            bonus = rules.all_diamonds_bonus and counts[side] == 10
            lines.append(ScoreLine(side, "diamonds", 2 if bonus else 1))
    if "settebello" in categories:
        for side, pile in enumerate(piles):
            if SPECIAL_SEVEN in pile:
                lines.append(ScoreLine(side, "settebello", 1))
    if "sevens" in categories:
        counts = [sum(1 for c in p if CARD_VALUE[c] == 7) for p in piles]
        side = strictly_best(counts)
        if side is not None:
            bonus = rules.all_sevens_bonus and counts[side] == 4
            lines.append(ScoreLine(side, "sevens", 2 if bonus else 1))
    if "primiera" in categories:
        side = strictly_best([primiera(p) for p in piles])
        if side is not None:
            lines.append(ScoreLine(side, "primiera", 1))
    if "under-ten" in categories:
        sizes = [len(p) for p in piles]
        for side in range(len(piles)):
            others = [size for other, size in enumerate(sizes) if other != side]
            if all(size < UNDER_TEN_LIMIT for size in others):
                lines.append(ScoreLine(side, "under-ten", 2))
    return lines


def score_round(rules: Rules, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
                challenges: Sequence[int], penalties: Sequence[int] = ()
                ) -> tuple[tuple[int, ...], tuple[ScoreLine, ...]]:
    """A round's points per side and the lines that explain them.

    Sweeps and categories are earned by a side; under *muerto* each earned point goes to
    every other side instead. Challenge points and the Spanish penalties (RULES.md 2.10,
    negative, one line ``penalties`` per side that has any) are added afterwards, never
    reversed, so a round's points may be negative.
    """
    sides = len(piles)
    lines = [ScoreLine(side, "sweeps", count) for side, count in enumerate(sweeps) if count]
    lines.extend(category_lines(rules, piles))
    earned = [0] * sides
    for line in lines:
        earned[line.side] += line.points
    if rules.muerto:
        total = sum(earned)
        points = [total - mine for mine in earned]
    else:
        points = earned
    for side, extra in enumerate(challenges):
        if extra:
            lines.append(ScoreLine(side, "challenges", extra))
            points[side] += extra
    for side, lost in enumerate(penalties):
        if lost:
            lines.append(ScoreLine(side, "penalties", lost))
            points[side] += lost
    return tuple(points), tuple(lines)


def game_winner(rules: Rules, scores: Sequence[int]) -> int | None:
    """The side that has reached the target and leads every other by the margin, if any."""
    top = max(scores)
    if top < rules.target:
        return None
    leader = scores.index(top)
    if all(top - score >= rules.margin for side, score in enumerate(scores) if side != leader):
        return leader
    return None


def best_of(scores: Sequence[int], among: Sequence[int]) -> tuple[int, ...]:
    """The sides among ``among`` with the highest total (several share a win)."""
    top = max(scores[side] for side in among)
    return tuple(side for side in among if scores[side] == top)
