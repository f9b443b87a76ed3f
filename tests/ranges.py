"""Hand positions written as the typed discard takes them."""

from __future__ import annotations


def as_ranges(positions: list[int]) -> list[str]:
    """Positions as the shortest ranges: [1, 2, 3, 7] -> ["1-3", "7"]."""
    out: list[str] = []
    start = previous = positions[0]
    for position in [*positions[1:], -1]:
        if position == previous + 1:
            previous = position
            continue
        out.append(str(start) if start == previous else f"{start}-{previous}")
        start = previous = position
    return out
