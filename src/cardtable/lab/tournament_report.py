"""A tournament's result as plain lines, as one JSON object, and as a plot of win rates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable.lab.simulate import describe_any
from cardtable.lab.stats import wilson_interval
from cardtable.lab.tournament import PlayerStats, Standing, TournamentResult


def describe(result: TournamentResult) -> str:
    """The rules of the tournament in one line."""
    return describe_any(result.settings.rules)


def budget_text(result: TournamentResult) -> str:
    """How the search players' budget was set, in words."""
    settings = result.settings
    parts = []
    if settings.budget_ms is not None:
        cpu = " of processor time" if settings.clock == "cpu" else ""
        parts.append(f"{settings.budget_ms:g} ms{cpu} per move")
    if settings.iterations is not None:
        parts.append(f"{settings.iterations} iterations per move")
    trees = (f", {settings.search_processes} trees at once (one a process)"
             if settings.search_processes > 1 else "")
    if not parts:
        return "each level's own" + trees
    return " or ".join(parts) + (", whichever ends first" if len(parts) == 2 else "") + trees


def _seconds(value: float) -> str:
    if value >= 0.1:
        return f"{value:.2f} s per move"
    return f"{value * 1000:.3g} ms per move"


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def player_line(name: str, stats: PlayerStats) -> str:
    """One player's figures in one sentence-like line."""
    low, high = wilson_interval(stats.wins, stats.games)
    return (f"{name}: {_count(stats.wins, 'win', 'wins')} of "
            f"{_count(stats.games, 'game', 'games')}, {100 * stats.win_rate:.1f}% "
            f"(95% interval {100 * low:.1f} to {100 * high:.1f}), "
            f"{_count(stats.losses, 'loss', 'losses')}, {_count(stats.draws, 'draw', 'draws')}, "
            f"mean points {stats.mean_points:.2f}, mean point difference "
            f"{stats.mean_difference:+.2f}, {_seconds(stats.seconds_per_move)}")


def held_lines(standing: Standing) -> list[str]:
    """For a standing in which players held different numbers of sides, one line per player
    and share: its figures in those games and what equal players would win."""
    if not standing.uneven:
        return []
    lines = []
    for name in standing.players:
        for (held, sides), stats in sorted(standing.held[name].items()):
            low, high = wilson_interval(stats.wins, stats.games)
            lines.append(f"  {name} holding {held} of {sides} sides: "
                         f"{_count(stats.wins, 'win', 'wins')} of "
                         f"{_count(stats.games, 'game', 'games')}, "
                         f"{100 * stats.win_rate:.1f}% (95% interval {100 * low:.1f} to "
                         f"{100 * high:.1f}); equal players would win about "
                         f"{100 * held / sides:.1f}%")
    return lines


def format_tournament(result: TournamentResult) -> str:
    """The result as plain lines: no boxes, one figure per line, for a screen reader."""
    settings = result.settings
    names = result.players
    kind = ("Round robin of " + ", ".join(names) if result.round_robin
            else f"Match: {names[0]} against {names[1]}")
    lines = [
        f"{kind}, seed {settings.seed}.",
        f"Rules: {describe(result)}.",
        f"Each pair plays {result.deals} deals, each deal in {result.seatings} seatings "
        f"(every side for every player, same cards): {result.deals * result.seatings} "
        "games a pair.",
        f"Search budget: {budget_text(result)}.",
        f"Games: {result.total.games}; draws or shared wins: {result.total.draws}.",
    ]
    if result.round_robin:
        for standing in result.pairs:
            a, b = standing.players
            lines.append(f"Pair {a} against {b}: {standing.games} games, "
                         f"{standing.draws} draws or shared wins.")
            lines.extend("  " + player_line(n, standing.stats[n]) for n in standing.players)
            lines.extend("  " + line for line in held_lines(standing))
        lines.append("All games:")
    lines.extend(player_line(name, result.total.stats[name]) for name in names)
    if result.total.uneven:
        lines.append("By the number of sides each player held:")
        lines.extend(held_lines(result.total))
    if result.ratings is not None:
        lines.append("Ratings (OpenSkill, Plackett-Luce; ordinal is mu minus 3 sigma), "
                     "best first:")
        ranked = sorted(result.ratings.items(), key=lambda item: -item[1].ordinal)
        for name, rating in ranked:
            lines.append(f"  {name}: ordinal {rating.ordinal:.2f}, mu {rating.mu:.2f}, "
                         f"sigma {rating.sigma:.2f}")
    return "\n".join(lines)


def standing_json(standing: Standing) -> dict[str, Any]:
    """One standing's figures keyed by player name."""
    names = standing.players
    stats = standing.stats
    intervals = {n: list(wilson_interval(stats[n].wins, stats[n].games)) for n in names}
    return {
        "players": list(names),
        "games": standing.games,
        "draws": standing.draws,
        "wins": {n: stats[n].wins for n in names},
        "losses": {n: stats[n].losses for n in names},
        "player_games": {n: stats[n].games for n in names},
        "player_draws": {n: stats[n].draws for n in names},
        "win_rate": {n: stats[n].win_rate for n in names},
        "interval": intervals,
        "mean_points": {n: stats[n].mean_points for n in names},
        "mean_point_difference": {n: stats[n].mean_difference for n in names},
        "seconds_per_move": {n: stats[n].seconds_per_move for n in names},
        **({"held": held_json(standing)} if standing.uneven else {}),
    }


def held_json(standing: Standing) -> dict[str, dict[str, dict[str, Any]]]:
    """By player name, then by the sides it held (``"1/3"``): ``games``, ``wins``,
    ``draws``, ``win_rate``, ``interval`` and ``equal_rate`` (``held / sides``, what equal
    players would win about)."""
    return {
        name: {
            f"{held}/{sides}": {
                "games": stats.games, "wins": stats.wins, "draws": stats.draws,
                "win_rate": stats.win_rate,
                "interval": list(wilson_interval(stats.wins, stats.games)),
                "equal_rate": held / sides,
            }
            for (held, sides), stats in sorted(standing.held[name].items())
        }
        for name in standing.players
    }


def tournament_json(result: TournamentResult) -> dict[str, Any]:
    """The result as one JSON-ready object.

    Keys: ``game``, ``options``, ``seed``, ``budget_ms``, ``iterations``, ``clock``,
    ``search_processes``,
    ``seatings`` (games per deal), ``deals`` (per pair), then the totals of
    ``standing_json``: ``players``, ``games``, ``draws``, and by player name ``wins``,
    ``losses``, ``player_games``, ``player_draws``, ``win_rate`` (wins / games), ``interval``
    (95 % Wilson, fractions),
    ``mean_points``, ``mean_point_difference`` and ``seconds_per_move``; where players held
    different numbers of sides (``held_json``), ``held``. A round robin adds
    ``pairs`` (the same figures per pair) and ``ratings`` (``mu``, ``sigma``, ``ordinal``).
    """
    settings = result.settings
    out: dict[str, Any] = {
        "game": settings.game,
        "options": settings.rules.to_options(),
        "seed": settings.seed,
        "budget_ms": settings.budget_ms,
        "iterations": settings.iterations,
        "clock": settings.clock,
        "search_processes": settings.search_processes,
        "seatings": result.seatings,
        "deals": result.deals,
    }
    out.update(standing_json(result.total))
    if result.round_robin:
        out["pairs"] = [standing_json(standing) for standing in result.pairs]
    if result.ratings is not None:
        out["ratings"] = {name: {"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal}
                          for name, r in result.ratings.items()}
    return out


def plot_win_rates(result: TournamentResult, path: Path | str) -> None:
    """Draw each player's win rate with its 95 % interval to a PNG file (no display)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    names = list(result.players)
    stats = result.total.stats
    rates = [100 * stats[n].win_rate for n in names]
    intervals = [wilson_interval(stats[n].wins, stats[n].games) for n in names]
    below = [rate - 100 * low for rate, (low, _) in zip(rates, intervals, strict=True)]
    above = [100 * high - rate for rate, (_, high) in zip(rates, intervals, strict=True)]
    figure = Figure(figsize=(max(4.0, 1.3 * len(names) + 2), 4.0))
    axes = figure.subplots()
    positions = list(range(len(names)))
    axes.bar(positions, rates, color="#4c72b0", yerr=[below, above], capsize=6,
             error_kw={"ecolor": "black"})
    axes.set_xticks(positions, names)
    axes.set_ylim(0, 100)
    axes.axhline(50, color="grey", linewidth=0.8, linestyle="--")
    axes.set_ylabel("games won, % (95% Wilson interval)")
    axes.set_title(f"{describe(result)}; {result.total.games} games")
    axes.title.set_fontsize(8)
    figure.tight_layout()
    figure.savefig(str(path), format="png", dpi=100)
