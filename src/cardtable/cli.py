"""The ``cardtable`` command: play, serve, simulate, replay and bench."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, Literal, TypeVar, cast

import click
from click.core import ParameterSource

from cardtable.bots.levels import BOT_NAMES
from cardtable.games.base import GameRules, OptionError
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.registry import family, names
from cardtable.games.sweep.rules import MAX_PLAYERS, MUST_CAPTURE, PENALTIES, PRESETS
from cardtable.games.sweep.rules import Rules as SweepRules
from cardtable.text.catalog import LANGUAGES, locale_language
from cardtable.text.decks import DECK_CHOICES


def sweep_rules_from_flags(preset: str, players: int | None, teams: bool | None,
                           fifteen: bool, scopone: bool, muerto: bool, manual: bool,
                           target: int | None, penalties: str | None = None,
                           must_capture: str | None = None,
                           max_rounds: int | None = None, *,
                           self_correction: bool | None = None) -> SweepRules:
    """Sweep rules from the command-line flags shared by ``simulate`` and ``play``.

    ``penalties`` left out lets the preset decide (spanish for Escoba under *manual*), and
    ``must_capture`` and ``self_correction`` too (``card``, on).
    """
    overrides: dict[str, Any] = {"fifteen": fifteen, "scopone": scopone, "muerto": muerto,
                                 "manual": manual}
    if penalties is not None:
        overrides["penalties"] = penalties
    if must_capture is not None:
        overrides["must_capture"] = must_capture
    if max_rounds is not None:
        overrides["max_rounds"] = max_rounds
    if self_correction is not None:
        overrides["self_correction"] = self_correction
    if players is not None:
        overrides["players"] = players
    if teams is not None:
        overrides["teams"] = teams
    if target is not None:
        overrides["target"] = target
    return SweepRules.preset(preset, **overrides)


def rules_from_flags(game: str, preset: str, players: int | None, teams: bool | None,
                     fifteen: bool, scopone: bool, muerto: bool, manual: bool,
                     target: int | None, penalties: str | None,
                     sweep_flags: list[str], must_capture: str | None = None,
                     max_rounds: int | None = None, *,
                     self_correction: bool | None = None) -> GameRules:
    """The rules the game flags of ``simulate`` and ``play`` ask for.

    ``sweep_flags`` are the sweep-only flags given on the command line. Rules the engine
    refuses are a ``click.UsageError`` in the command line's words (``--penalties spanish
    needs --manual``), not the engine's (``penalties=spanish ... set manual=True``).
    """
    chosen = family(game)
    if not chosen.choices.modifiers:  # a game without the sweep games' options and flags
        if sweep_flags:
            raise click.UsageError(f"{', '.join(sweep_flags)}: only for the sweep games, not "
                                   f"with --game {game}")
        counts = chosen.choices.players
        try:
            return chosen.make_rules(players=counts[0] if players is None else players)
        except OptionError:
            allowed = (" or ".join(map(str, counts)) if len(counts) == 2
                       else f"{counts[0]} to {counts[-1]}")
            raise click.UsageError(f"--players {players}: {game.capitalize()} takes "
                                   f"{allowed} players") from None
    try:
        return sweep_rules_from_flags(preset, players, teams, fifteen, scopone, muerto,
                                      manual, target, penalties, must_capture, max_rounds,
                                      self_correction=self_correction)
    except OptionError as error:
        raise click.UsageError(_in_flags(error, preset, players, teams, fifteen, manual,
                                         penalties, must_capture)) from None


def _in_flags(error: OptionError, preset: str, players: int | None, teams: bool | None,
              fifteen: bool, manual: bool, penalties: str | None,
              must_capture: str | None = None) -> str:
    """Why the engine refused the rules of these flags, said with the flags: the checks of
    ``Rules`` that flags can fail, in the engine's order (else the engine's words)."""
    count = players if players is not None else PRESETS[preset].get("players", 2)
    if not 2 <= count <= MAX_PLAYERS:
        return f"--players {count}: the sweep games take 2 to {MAX_PLAYERS} players"
    if teams and count not in (4, 6):
        return (f"--teams needs --players 4 or 6 (two sides of 2 or 3); got {count} "
                "players")
    if penalties == "spanish" and not manual:
        return "--penalties spanish needs --manual"
    if penalties == "spanish" and not fifteen and PRESETS[preset]["capture"] != "fifteen":
        return (f"--penalties spanish needs capture by fifteen: add --fifteen (the {preset} "
                "preset captures by matching)")
    if must_capture == "any" and manual:
        return ("--must-capture any is for games where the room finds the captures, not "
                "with --manual (there a card laid although it could take is that card's "
                "error)")
    return str(error)


def _check_writable(flag: str, path: Path | None) -> None:
    """Refuse, before anything is played, an output file that cannot be written."""
    if path is None:
        return
    folder = path.parent
    problem = None
    if path.is_dir():
        problem = "that is a folder: give the name of a file"
    elif not folder.is_dir():
        problem = (f"there is no folder {folder}" if not folder.exists()
                   else f"{folder} is not a folder")
        problem += ": give a file in a folder that exists"
    elif path.exists() and not os.access(path, os.W_OK):
        problem = "the file may not be written (no permission): give another file"
    elif not path.exists() and not os.access(folder, os.W_OK | os.X_OK):
        problem = f"files may not be made in {folder} (no permission): give another folder"
    if problem is not None:
        raise click.ClickException(f"{flag} {path}: {problem}")


def _os_reason(error: OSError) -> str:
    """An operating system error in a few words, without its number."""
    return error.strerror or str(error)


@click.group()
@click.version_option(package_name="cardtable")
def main() -> None:
    """cardtable: the sweep games (Escoba, Scopa, Метла) and Metamorphosis."""


SWEEP_ONLY: Final = ("preset", "teams", "fifteen", "scopone", "muerto", "manual", "penalties",
                      "self_correction", "must_capture", "max_rounds", "target", "error_rate")
"""``simulate`` options that only the sweep games take."""
TOURNAMENT_ONLY: Final = ("jobs", "as_json", "plot", "budget_ms", "iterations", "bot_module",
                          "clock", "search_processes")
"""``simulate`` options that only a tournament (``--bots``) takes."""


def _given(ctx: click.Context, names: tuple[str, ...]) -> list[str]:
    """The options among ``names`` given on the command line (or by environment), as flags."""
    given = []
    for name in names:
        source = ctx.get_parameter_source(name)
        if source not in (None, ParameterSource.DEFAULT, ParameterSource.DEFAULT_MAP):
            given.append("--" + ("json" if name == "as_json" else name.replace("_", "-")))
    return given


F = TypeVar("F", bound=Callable[..., Any])

_GAME_OPTIONS = (
    click.option("--game", type=click.Choice(list(names())), default=names()[0],
                 show_default=True, help="The game: a sweep game or Metamorphosis."),
    click.option("--preset", type=click.Choice(list(PRESETS)), default="classic",
                 show_default=True, help="The rules preset (sweep games)."),
    click.option("--players", type=int, default=None,
                 help="Number of players: 2 to 6 (sweep), 2 or 3 (Metamorphosis)."),
    click.option("--teams/--no-teams", default=None,
                 help="Two sides of alternate seats (4 or 6 players)."),
    click.option("--fifteen", is_flag=True, help="Modifier: capture by making fifteen."),
    click.option("--scopone", is_flag=True, help="Modifier: scopone dealing, no opening table."),
    click.option("--muerto", is_flag=True, help="Modifier: every point goes to the others."),
    click.option("--manual", is_flag=True,
                 help="Modifier: manual capture; errors are met as --penalties says."),
    click.option("--penalties", type=click.Choice(list(PENALTIES)), default=None,
                 help="With --manual: challenges, or the Spanish penalties (claims and the "
                      "end-of-round check)  [default: spanish with the escoba presets, else "
                      "challenge]."),
    click.option("--self-correction/--no-self-correction", default=None,
                 help="With --manual: a player who lays a card that could have taken may "
                      "still take that capture until the next card is played (seed 003)  "
                      "[default: on]."),
    click.option("--must-capture", type=click.Choice(list(MUST_CAPTURE)), default=None,
                 help="Compulsory capture: 'card', the card played must take if it can (a "
                      "card that takes nothing may be laid); 'any', whoever can take with "
                      "any card must take  [default: card, in every preset]."),
    click.option("--target", type=click.IntRange(min=1), default=None, help="Points to win."),
    click.option("--max-rounds", type=click.IntRange(min=1), default=None,
                 help="A round limit: after this many rounds the leader wins and level "
                      "leaders draw  [default: none]."),
)


def game_options(command: F) -> F:
    """The game and rules flags shared by ``simulate`` and ``play``."""
    for option in reversed(_GAME_OPTIONS):
        command = option(command)
    return command


@main.command()
@game_options
@click.option("--games", type=click.IntRange(min=1), default=100, show_default=True,
              help="Games to play (with --bots: per pair, rounded up to whole deals).")
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed.")
@click.option("--records", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write every game's record to this JSON Lines file.")
@click.option("--error-rate", type=click.FloatRange(0.0, 1.0), default=None,
              help="Under --manual: how often a random computer player errs  [default: 0.1; "
                   "0.02 under the Spanish penalties, where every wrong capture costs 4 "
                   "points or more and a higher rate keeps every score below the target].")
@click.option("--bots", default=None, metavar="A,B[,C...]",
              help=f"A tournament between these players ({', '.join(BOT_NAMES)}): two make a "
                   "match, more a round robin of every pair. Every deal is played from every "
                   "side.")
@click.option("--jobs", type=click.IntRange(min=1), default=None,
              help="With --bots: worker processes (default: every core).")
@click.option("--json", "as_json", is_flag=True,
              help="With --bots: print the result as one JSON object.")
@click.option("--plot", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="With --bots: draw the win rates and their intervals to this PNG file.")
@click.option("--budget-ms", type=click.FloatRange(min=0.0, min_open=True), default=None,
              help="With --bots: search time per move of ismcts, hard and expert players.")
@click.option("--iterations", type=click.IntRange(min=1), default=None,
              help="With --bots: search iterations per move of ismcts, hard and expert "
                   "players (alone, it replaces the time budget: reproducible games).")
@click.option("--clock", type=click.Choice(["wall", "cpu"]), default=None,
              help="With --bots: read the search players' time budget on the wall clock "
                   "(as at a table) or on their own processor time (cpu: every move the "
                   "same computation however busy the machine is); the thinking time per "
                   "move is reported on the same clock  [default: wall].")
@click.option("--search-processes", type=click.IntRange(min=1), default=None,
              help="With --bots: trees each search player (ismcts, hard, expert) grows at "
                   "once, one a process: root parallelism, for a machine with cores to spare "
                   "beside --jobs  [default: 1].")
@click.option("--bot-module", multiple=True, metavar="MODULE",
              help="With --bots: import this module (a dotted name or a .py file) first; it "
                   "registers more players, such as bench/reference_bot.py's 'reference'.")
@click.pass_context
def simulate(ctx: click.Context, game: str, preset: str, players: int | None,
             teams: bool | None, fifteen: bool, scopone: bool, muerto: bool, manual: bool,
             penalties: str | None, self_correction: bool | None,
             must_capture: str | None, target: int | None,
             max_rounds: int | None, games: int, seed: int,
             records: Path | None, error_rate: float | None, bots: str | None,
             jobs: int | None, as_json: bool, plot: Path | None, budget_ms: float | None,
             iterations: int | None, bot_module: tuple[str, ...],
             clock: str | None, search_processes: int | None) -> None:
    """Play games between computer players and print a summary.

    Without --bots: random players, a summary per seat. With --bots: a tournament.
    """
    rules = cast(SweepRules | MetaRules,  # the lab's drivers know every registered game
                 rules_from_flags(game, preset, players, teams, fifteen, scopone, muerto,
                                  manual, target, penalties, _given(ctx, SWEEP_ONLY),
                                  must_capture, max_rounds, self_correction=self_correction))
    progress = sys.stderr.isatty()
    if bots is None:
        wrong = _given(ctx, TOURNAMENT_ONLY)
        if wrong:
            raise click.UsageError(f"{', '.join(wrong)}: only for a tournament, with --bots")
        _check_writable("--records", records)
        _simulation(rules, games, seed, records, error_rate, progress)
        return
    if "--error-rate" in _given(ctx, ("error_rate",)):
        raise click.UsageError("--error-rate sets the random players of a plain simulation; "
                               "with --bots each player errs at its own level's rate")
    _tournament(rules, bots, games, seed, records, jobs, as_json, plot, budget_ms, iterations,
                progress, bot_module, clock or "wall", search_processes or 1)


def _simulation(rules: SweepRules | MetaRules, games: int, seed: int, records: Path | None,
                error_rate: float | None, progress: bool) -> None:
    """``simulate`` without ``--bots``: random players; the summary, even when the records
    could not all be written (then the error, after it)."""
    from cardtable.lab.simulate import RecordsNotWritten, format_any, simulate_any

    try:
        click.echo(format_any(simulate_any(rules, games, seed, records, error_rate, progress)))
    except RecordsNotWritten as error:
        click.echo(format_any(error.summary))
        raise click.ClickException(f"--records {records}: the games were played, but their "
                                   f"records could not all be written: "
                                   f"{_os_reason(error)}") from None
    except OSError as error:
        if records is None:
            raise
        raise click.ClickException(f"--records {records}: cannot write there: "
                                   f"{_os_reason(error)}") from None


def _tournament(rules: SweepRules | MetaRules, bots: str, games: int, seed: int,
                records: Path | None, jobs: int | None, as_json: bool, plot: Path | None,
                budget_ms: float | None, iterations: int | None, progress: bool,
                bot_modules: tuple[str, ...] = (), clock: str = "wall",
                search_processes: int = 1) -> None:
    """``simulate --bots``: run the tournament and print (and write) what it came to."""
    import json

    from cardtable.bots.levels import load_bot_module
    from cardtable.lab.tournament import Settings, check_names, records_of, run_tournament
    from cardtable.lab.tournament_report import format_tournament, plot_win_rates, tournament_json

    for module in bot_modules:
        try:
            load_bot_module(module)
        except (ImportError, OSError) as error:
            raise click.UsageError(f"--bot-module {module}: {error}") from None
    try:
        names = check_names(bots.split(","))
    except ValueError as error:
        raise click.UsageError(f"--bots: {error}") from None
    if plot is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise click.UsageError("--plot needs matplotlib: pip install 'cardtable[plot]'"
                                   ) from None
    _check_writable("--records", records)
    _check_writable("--plot", plot)
    settings = Settings(rules, seed=seed, budget_ms=budget_ms, iterations=iterations,
                        records=records is not None, bot_modules=bot_modules, clock=clock,
                        search_processes=search_processes)
    result = run_tournament(names, settings, games, jobs=jobs or os.cpu_count() or 1,
                            progress=progress)
    failures = []
    if records is not None:
        try:
            with records.open("w", encoding="utf-8") as out:
                for record in records_of(result):
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
        except OSError as error:
            failures.append(f"--records {records}: the games were played, but their records "
                            f"could not be written: {_os_reason(error)}")
    if plot is not None:
        try:
            plot_win_rates(result, plot)
        except (OSError, ValueError) as error:
            reason = _os_reason(error) if isinstance(error, OSError) else str(error)
            failures.append(f"--plot {plot}: the plot could not be drawn there: {reason}")
    if as_json:
        click.echo(json.dumps(tournament_json(result), indent=2, ensure_ascii=False))
    else:
        click.echo(format_tournament(result))
    if failures:
        for failure in failures[:-1]:
            click.echo(f"Error: {failure}", err=True)
        raise click.ClickException(failures[-1])


@main.command()
@click.argument("record_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="Language of the sentences.")
@click.option("--strict", is_flag=True,
              help="A record of a game left unfinished is an error too.")
def replay(record_file: Path, lang: str, strict: bool) -> None:
    """Re-play a record through the engine and say every event; fail on an illegal step.

    A record of a game left unfinished is said up to where it stops, and said to be
    unfinished (with --strict, it is an error).
    """
    from cardtable.games.base import RecordError
    from cardtable.records.replay import error_line, replay_file

    try:
        for sentence in replay_file(record_file, lang=lang, allow_unfinished=not strict):
            click.echo(sentence)
    except RecordError as error:
        click.echo(error_line(error, lang), err=True)
        sys.exit(1)


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print the figures as one JSON object.")
@click.option("--quick", is_flag=True, help="A short run, for a smoke test.")
@click.option("--decisions", is_flag=True,
              help="Also time the expert's decisions in each game (about a minute more).")
def bench(as_json: bool, quick: bool, decisions: bool) -> None:
    """Measure rounds and parties per second, capture, clone and determinize times."""
    import json

    from cardtable.lab.benchmark import format_report, run_benchmarks

    report = run_benchmarks(quick=quick, decisions=decisions)
    click.echo(json.dumps(report, indent=2) if as_json else format_report(report))


@main.command()
@game_options
@click.option("--level", type=click.Choice(["easy", "normal", "hard", "expert"]),
              default=None, help="The computer players' level  [default: normal].")
@click.option("--seat", type=click.IntRange(min=1), default=1, show_default=True,
              help="Your seat, from 1.")
@click.option("--seed", type=int, default=None, help="Seed of the deal (the same seed, the "
              "same cards).")
@click.option("--lang", type=click.Choice(LANGUAGES), default=None,
              help="Language of the game  [default: the system's (LC_ALL, LC_MESSAGES, "
              "LANG) if it is one of these, else en].")
@click.option("--deck", type=click.Choice(DECK_CHOICES), default="language",
              show_default=True, help="The deck style the cards are named in: the "
              "language's (Spanish cards in es, Italian in it, else the table's), the "
              "table's own, or one style.")
@click.option("--name", default=None, help="Your name in the game's sentences.")
@click.option("--speak", is_flag=True,
              help="Also say every sentence aloud (spd-say or espeak-ng).")
@click.option("--delay", type=click.FloatRange(min=0.0), default=None,
              help="Seconds between computer moves on a terminal  [default: 0.3].")
@click.option("--search-processes", type=click.IntRange(min=1), default=1, show_default=True,
              help="Trees the hard and expert players (and the hints) grow at once, one a "
                   "process: more cores, a stronger search in the same time.")
@click.pass_context
def play(ctx: click.Context, game: str, preset: str, players: int | None, teams: bool | None,
         fifteen: bool, scopone: bool, muerto: bool, manual: bool, penalties: str | None,
         self_correction: bool | None, must_capture: str | None, target: int | None,
         max_rounds: int | None, level: str | None, seat: int, seed: int | None,
         lang: str | None, deck: str, name: str | None, speak: bool, delay: float | None,
         search_processes: int) -> None:
    """Play a game in the terminal against computer players, by keys or typed commands.

    On a terminal single keys act (H lists them; / starts a typed command); through a pipe
    every line is a command. With no game option on a terminal, a short menu asks first.
    The game's record is saved in the data directory.
    """
    from cardtable.terminal.app import play as play_game
    from cardtable.terminal.settings import DEFAULT_LEVEL, PlaySettings

    if lang is None:
        lang = locale_language(*(os.environ.get(key) for key in
                                 ("LC_ALL", "LC_MESSAGES", "LANG")))
    sweep_only = ("preset", "teams", "fifteen", "scopone", "muerto", "manual", "penalties",
                  "self_correction", "must_capture", "max_rounds", "target")
    interactive = sys.stdin.isatty()
    settings = None
    if _given(ctx, ("game", "players", "level", *sweep_only)) or not interactive:
        rules = rules_from_flags(game, preset, players, teams, fifteen, scopone, muerto,
                                 manual, target, penalties, _given(ctx, sweep_only),
                                 must_capture, max_rounds, self_correction=self_correction)
        if seat > rules.players:
            raise click.UsageError(f"--seat {seat}: the game has {rules.players} seats; "
                                   f"choose 1 to {rules.players}")
        try:
            settings = PlaySettings(rules, level=level or DEFAULT_LEVEL, seed=seed,
                                    seat=seat - 1, lang=lang, name=name, deck=deck,
                                    search_processes=search_processes)
        except ValueError as error:
            raise click.UsageError(str(error)) from None
    play_game(settings, lang=lang, write=click.echo, stdin=sys.stdin,
              interactive=interactive, speak=speak, delay=delay, level=level, seed=seed,
              seat=seat - 1, name=name, deck=deck, search_processes=search_processes)


def _table_limit_options(command: Callable[..., None]) -> Callable[..., None]:
    """The options of ``cardtable serve`` that bound tables and sessions (issue 16), passed
    on as the fields of ``TableLimits`` of the same names."""
    options = [
        click.option("--tables-per-address", type=click.IntRange(min=1), default=6,
                     show_default=True, help="Open tables opened from one network address."),
        click.option("--waiting-table-seconds", type=click.FloatRange(min=0.0, min_open=True),
                     default=600.0, show_default=True,
                     help="Seconds a waiting table lasts with no person of it connected."),
        click.option("--unwatched-table-seconds",
                     type=click.FloatRange(min=0.0, min_open=True), default=600.0,
                     show_default=True, help="Seconds a table of computer players lasts "
                     "with nobody watching (its game is paused at once)."),
        click.option("--manual-round-limit", type=click.IntRange(min=1), default=50,
                     show_default=True, help="Rounds a game under manual capture may last."),
        click.option("--sessions-per-token", type=click.IntRange(min=1), default=4,
                     show_default=True, help="Connections one session may hold at once "
                     "(the oldest is closed)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="Port to listen on.")
@click.option("--database-url", default=None, envvar="CARDTABLE_DATABASE_URL",
              help="Where games are kept: a SQLAlchemy URL (postgresql+psycopg://...), or "
                   "memory: for nothing kept  [default: SQLite in the data directory].")
@click.option("--grace", type=click.FloatRange(min=0.0), default=60.0, show_default=True,
              help="Seconds a dropped player keeps the seat before a bot plays for them.")
@click.option("--bot-delay", type=click.FloatRange(min=0.0), default=0.8, show_default=True,
              help="Seconds a computer player waits before each move.")
@click.option("--correction-window", type=click.FloatRange(min=0.0), default=5.0,
              show_default=True,
              help="Seconds the computer players wait while a person not to move may "
                   "still react to the last card (manual capture: take back the capture his "
                   "own card missed, or challenge the capture just made); his move or Enter "
                   "(go_on) ends the wait.")
@click.option("--messages-per-second", type=click.FloatRange(min=0.0, min_open=True),
              default=20.0, show_default=True,
              help="Messages a connection may send a second (bursts of twice as many).")
@click.option("--seed", type=click.IntRange(min=0), default=None,
              help="Deal the n-th table opened from seed SEED + n, to play the same games "
                   "again  [default: a random seed for every table].")
@click.option("--max-connections", type=click.IntRange(min=1), default=2_000,
              show_default=True, help="Connections the whole process holds open at once; "
              "past them it answers too_many_connections.")
@click.option("--connections-per-address", type=click.IntRange(min=1), default=32,
              show_default=True, help="Connections one network address may hold open.")
@click.option("--accounts-per-minute", type=click.IntRange(min=1), default=10,
              show_default=True, help="Guests and accounts one address may make a minute.")
@click.option("--chat-per-second", type=click.FloatRange(min=0.0, min_open=True), default=0.5,
              show_default=True, help="Chat lines a person may send a second (after 5 at "
              "once); an address twice that, the whole room's chat 2 a second (after 20).")
@click.option("--room-chat-per-second", type=click.FloatRange(min=0.0, min_open=True),
              default=2.0, show_default=True, help="Room chat lines (to everyone) the whole "
              "room takes a second, after 20 at once.")
@click.option("--guest-idle", type=click.FloatRange(min=1.0), default=86_400.0,
              show_default=True, help="Seconds a guest may be away before the name is "
              "freed and the guest expires.")
@click.option("--sqlite-synchronous", type=click.Choice(["full", "normal"]), default="full",
              envvar="CARDTABLE_SQLITE_SYNCHRONOUS", show_default=True,
              help="SQLite's PRAGMA synchronous: full, every commit is on the disk when a "
              "move is answered; normal, faster, a commit outlives a killed server but the "
              "last ones may be lost on a power cut or a system crash.")
@click.option("--commit-window", type=click.FloatRange(min=0.0, max=1.0), default=0.0,
              show_default=True, help="Seconds to wait for more moves before each commit "
              "of moves (0: commit at once all that came during the commit before).")
@click.option("--allow-origin", "allow_origins", multiple=True, metavar="URL",
              help="Another site (https://host[:port]) whose pages may open the room's "
              "WebSocket; repeat for more. The room's own page is always allowed.")
@click.option("--redis-url", default=None, envvar="CARDTABLE_REDIS_URL", metavar="URL",
              help="Run as one of several processes of one room, sharing the database "
              "(PostgreSQL) and this Redis (redis://127.0.0.1:6379): each table lives in one "
              "process, and another takes it over if that process dies.")
@click.option("--cluster", "cluster_name", default="cardtable", show_default=True,
              metavar="NAME", help="With --redis-url: the room's name in Redis (its keys and "
              "channels); every process of one room gives the same.")
@click.option("--node", "node_name", default=None, metavar="ID",
              help="With --redis-url: this process's id  [default: host, process id and a "
              "random part].")
@click.option("--lease-seconds", type=click.FloatRange(min=0.5), default=10.0,
              show_default=True, help="With --redis-url: how long a table waits for its "
              "process before another takes it over.")
@_table_limit_options
def serve(host: str, port: int, database_url: str | None, grace: float, bot_delay: float,
          correction_window: float, messages_per_second: float, seed: int | None,
          max_connections: int, connections_per_address: int,
          accounts_per_minute: int, chat_per_second: float, room_chat_per_second: float,
          guest_idle: float, sqlite_synchronous: Literal["full", "normal"],
          commit_window: float, allow_origins: tuple[str, ...], redis_url: str | None,
          cluster_name: str, node_name: str | None, lease_seconds: float,
          **table_limits: Any) -> None:
    """Run the card room: a web server for tables of people and computer players.

    It says the address once it listens there (with --port 0, the free port it was given).
    With --redis-url it is one process of several (start as many as you like, on one
    machine or many, behind any proxy), sharing --database-url and Redis.
    """
    from cardtable.server.app import ServeError, run
    from cardtable.server.config import ClusterConfig, ServerConfig
    from cardtable.server.limits import GuardLimits, Limits, TableLimits

    limits = Limits(messages_per_second=messages_per_second,
                    burst=max(1, int(2 * messages_per_second)), max_connections=max_connections)
    guard = GuardLimits(connections_per_address=connections_per_address,
                        accounts_per_minute=accounts_per_minute,
                        chat_per_second=chat_per_second,
                        chat_address_per_second=2 * chat_per_second,
                        room_chat_per_second=room_chat_per_second,
                        guest_idle_seconds=guest_idle)
    try:
        run(host=host, port=port, database_url=database_url,
            config=ServerConfig(limits=limits, grace_seconds=grace, bot_delay=bot_delay,
                                correction_window=correction_window, seed=seed, guard=guard,
                                allowed_origins=allow_origins,
                                sqlite_synchronous=sqlite_synchronous,
                                commit_window=commit_window,
                                tables=TableLimits(**table_limits)),
            cluster=None if redis_url is None else ClusterConfig(
                redis_url=redis_url, cluster=cluster_name, node=node_name,
                lease_seconds=lease_seconds))
    except ServeError as error:
        raise click.ClickException(str(error)) from None


if __name__ == "__main__":
    main()
