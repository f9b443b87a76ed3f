"""Small statistics for tournaments and benchmarks: Wilson intervals, means, percentiles."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

Z95: Final = 1.959963984540054
"""The two-sided 95 % quantile of the standard normal distribution."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / trials`` (95 % by default).

    Returns ``(low, high)`` as fractions in [0, 1]; ``(0.0, 1.0)`` when there are no trials.
    Raises ``ValueError`` when ``successes`` is not between 0 and ``trials``.
    """
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"successes must be 0 to trials; got {successes} of {trials}")
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / trials + z2 / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


def mean(values: Sequence[float]) -> float:
    """The arithmetic mean; 0.0 for no values."""
    return sum(values) / len(values) if values else 0.0


def percentile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile (0 to 1) by linear interpolation between order statistics
    (numpy's default); 0.0 for no values."""
    if not 0.0 <= fraction <= 1.0:
        raise ValueError(f"fraction must be 0 to 1; got {fraction}")
    if not values:
        return 0.0
    ordered = sorted(values)
    position = fraction * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    weight = position - below
    return ordered[below] * (1.0 - weight) + ordered[above] * weight
