"""Metamorphosis games between random computer players: now part of the one driver,
``cardtable.simulate``; these names are kept for the callers that import them from here."""

from cardtable.simulate import (
    MetaSummary,
    describe_meta_rules,
    format_meta_summary,
    simulate_meta_games,
)

__all__ = ["MetaSummary", "describe_meta_rules", "format_meta_summary", "simulate_meta_games"]
