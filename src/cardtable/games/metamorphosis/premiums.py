"""The bid premiums of Metamorphosis (RULES.md 3): once the first hands are seen every
player secretly names one of the partie's four deals; a player who is strictly best (above
every other player) in the deal he named scores a premium of +10 for it."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games.metamorphosis.rules import PREMIUM


def premiums(bids: Sequence[int | None], deal: int, scores: Sequence[int]) -> tuple[int, ...]:
    """Each seat's premium for ``deal`` (1 to 4), given the seats' ``bids`` and their
    ``scores`` in that deal: ``PREMIUM`` to a seat that named it and scored strictly more
    than every other seat, else 0."""
    players = len(scores)
    return tuple(
        PREMIUM if bids[s] == deal
        and all(scores[s] > scores[o] for o in range(players) if o != s) else 0
        for s in range(players)
    )
