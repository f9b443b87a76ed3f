"""The ``cardtable`` command: simulate, replay and bench (play and serve come later)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from cardtable.games.sweep.rules import PRESETS, OptionError, Rules


def sweep_rules_from_flags(preset: str, players: int | None, teams: bool | None,
                           fifteen: bool, scopone: bool, muerto: bool, manual: bool,
                           target: int | None) -> Rules:
    """Sweep rules from the command-line flags shared by ``simulate`` and ``play``."""
    overrides: dict[str, Any] = {"fifteen": fifteen, "scopone": scopone, "muerto": muerto,
                                 "manual": manual}
    if players is not None:
        overrides["players"] = players
    if teams is not None:
        overrides["teams"] = teams
    if target is not None:
        overrides["target"] = target
    return Rules.preset(preset, **overrides)


@click.group()
@click.version_option(package_name="cardtable")
def main() -> None:
    """cardtable: the sweep games (Escoba, Scopa, Метла) and Metamorphosis."""


@main.command()
@click.option("--preset", type=click.Choice(list(PRESETS)), default="classic", show_default=True,
              help="The rules preset.")
@click.option("--players", type=int, default=None, help="Number of players, 2 to 6.")
@click.option("--teams/--no-teams", default=None,
              help="Two sides of alternate seats (4 or 6 players).")
@click.option("--fifteen", is_flag=True, help="Modifier: capture by making fifteen.")
@click.option("--scopone", is_flag=True, help="Modifier: scopone dealing, no opening table.")
@click.option("--muerto", is_flag=True, help="Modifier: every point goes to the others.")
@click.option("--manual", is_flag=True, help="Modifier: manual capture with challenges.")
@click.option("--target", type=int, default=None, help="Points to win.")
@click.option("--games", type=click.IntRange(min=1), default=100, show_default=True,
              help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed.")
@click.option("--records", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write every game's record to this JSON Lines file.")
@click.option("--error-rate", type=click.FloatRange(0.0, 1.0), default=0.1, show_default=True,
              help="Under --manual: how often a computer player errs.")
def simulate(preset: str, players: int | None, teams: bool | None, fifteen: bool,
             scopone: bool, muerto: bool, manual: bool, target: int | None, games: int,
             seed: int, records: Path | None, error_rate: float) -> None:
    """Play games between random computer players and print a summary."""
    from cardtable.simulate import format_summary, simulate_games

    try:
        rules = sweep_rules_from_flags(preset, players, teams, fifteen, scopone, muerto,
                                       manual, target)
    except OptionError as error:
        raise click.UsageError(str(error)) from None
    summary = simulate_games(rules, games=games, seed=seed, records=records,
                             error_rate=error_rate, progress=sys.stderr.isatty())
    click.echo(format_summary(summary))


@main.command()
@click.argument("record_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--lang", type=click.Choice(["en", "ru"]), default="en", show_default=True,
              help="Language of the sentences.")
def replay(record_file: Path, lang: str) -> None:
    """Re-play a record through the engine and say every event; fail on an illegal step."""
    from cardtable.games.base import RecordError
    from cardtable.replay import replay_file

    try:
        for sentence in replay_file(record_file, lang=lang):
            click.echo(sentence)
    except RecordError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the figures as one JSON object.")
@click.option("--quick", is_flag=True, help="A short run, for a smoke test.")
def bench(as_json: bool, quick: bool) -> None:
    """Measure rounds per second, capture, clone and determinize times."""
    import json

    from cardtable.benchmark import format_report, run_benchmarks

    report = run_benchmarks(quick=quick)
    click.echo(json.dumps(report, indent=2) if as_json else format_report(report))


if __name__ == "__main__":
    main()
