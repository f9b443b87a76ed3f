"""OpenSkill ratings (Plackett-Luce) per game family, updated when a game ends.

Each side is a team; the winners rank first, the other sides by their scores. Computer
players take part at the default rating (they are not rated themselves), so beating them
counts too; only the people's new ratings are kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from openskill.models import PlackettLuce


def side_ranks(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """A rank per side (1 is best): winners share 1, the others follow by score."""
    others = [s for s in range(len(scores)) if s not in winners]
    ranks = []
    for side in range(len(scores)):
        if side in winners:
            ranks.append(1)
        else:
            ranks.append(2 + sum(1 for o in others if scores[o] > scores[side]))
    return ranks


def updated_ratings(sides: Sequence[Sequence[int]], seat_users: Sequence[int | None],
                    current: dict[int, tuple[float, float] | None], scores: Sequence[int],
                    winners: Sequence[int]) -> dict[int, tuple[float, float]]:
    """New (mu, sigma) of every person at the table.

    ``seat_users`` gives each seat's user id (``None`` for a computer player) and
    ``current`` each user's rating (``None`` for a first game).
    """
    if not any(user is not None for user in seat_users):
        return {}
    model = PlackettLuce()
    teams: list[list[Any]] = []
    for side in sides:
        team: list[Any] = []
        for seat in side:
            user = seat_users[seat]
            known = current.get(user) if user is not None else None
            team.append(model.rating() if known is None
                        else model.rating(mu=known[0], sigma=known[1]))
        teams.append(team)
    rated = model.rate(teams, ranks=[float(r) for r in side_ranks(scores, winners)])
    out: dict[int, tuple[float, float]] = {}
    for side, team in zip(sides, rated, strict=True):
        for seat, rating in zip(side, team, strict=True):
            user = seat_users[seat]
            if user is not None:
                out[user] = (float(rating.mu), float(rating.sigma))
    return out
