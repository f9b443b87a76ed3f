"""``cardtable simulate``: records written, and a summary that agrees with them."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cardtable.cli import main
from cardtable.games.metamorphosis.rules import Rules as MetaRules
from cardtable.games.sweep.rules import Rules
from cardtable.lab.simulate import (
    RecordsNotWritten,
    Summary,
    format_meta_summary,
    format_summary,
    simulate_games,
    simulate_meta_games,
)


def read_records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def check_against_records(summary: Summary, records: list[dict[str, Any]]) -> None:
    """Every figure of the summary recomputed from the records alone."""
    sides = len(summary.rules.sides)
    assert summary.games == len(records)
    wins = [sum(side in r["winners"] for r in records) for side in range(sides)]
    assert summary.wins == wins
    shared = [sum(side in r["winners"] and len(r["winners"]) > 1 for r in records)
              for side in range(sides)]
    assert summary.shared_wins == shared
    assert summary.points == [sum(r["scores"][side] for r in records) for side in range(sides)]
    rounds = [rnd for r in records for rnd in r["rounds"]]
    assert summary.rounds == len(rounds)
    events = [e for rnd in rounds for e in rnd["events"]]
    sweeps = sum(e["sweep"] for e in events if e["type"] == "play")
    sweeps += sum(e["sweeps"] for e in events if e["type"] == "opening")
    assert summary.sweeps == sweeps
    challenges = [e for e in events if e["type"] == "challenge"]
    assert summary.challenges == len(challenges)
    assert summary.correct_challenges == sum(e["correct"] for e in challenges)
    assert summary.errors == sum(bool(e.get("error")) for e in events if e["type"] == "play")
    assert summary.claims == sum(e["type"] == "claim" for e in events)
    assert summary.failed_checks == sum(e["type"] == "check" and not e["ok"] for e in events)
    assert summary.penalties == sum(e["type"] == "penalty" for e in events)
    for record in records:
        totals = [sum(rnd["points"][side] for rnd in record["rounds"]) for side in range(sides)]
        assert totals == record["scores"]


def test_cli_writes_one_record_per_game(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = CliRunner().invoke(main, ["simulate", "--preset", "scopa", "--games", "3",
                                       "--seed", "5", "--records", str(path)])
    assert result.exit_code == 0, result.output
    records = read_records(path)
    assert len(records) == 3
    assert all(r["format"] == "cardtable-record/1" and r["game"] == "sweep" for r in records)
    assert all(r["options"]["preset"] == "scopa" for r in records)
    assert "Games: 3" in result.output
    wins = [int(w) for w in re.findall(r"\): wins (\d+)", result.output)]
    assert wins == [sum(side in r["winners"] for r in records) for side in (0, 1)]
    rounds = int(re.search(r"Rounds: (\d+)", result.output).group(1))  # type: ignore[union-attr]
    assert rounds == sum(len(r["rounds"]) for r in records)


@pytest.mark.parametrize("rules", [
    Rules.preset("scopa"),
    Rules.preset("escoba", players=6),
    Rules.preset("classic", players=5, muerto=True),
    Rules.preset("escoba-primiera", players=4, manual=True),
    Rules.preset("scopa", players=3, scopone=True, fifteen=True),
    Rules.preset("escoba", manual=True),
    Rules.preset("scopa", players=4, fifteen=True, manual=True, penalties="spanish"),
], ids=lambda r: f"{r.preset_name}-{r.players}-{'-'.join(r.modifiers)}-{r.penalties}")
def test_summary_agrees_with_records(rules: Rules, tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    # under the Spanish penalties a rate of 0.3 would keep every score below the target:
    # None is the default rate for those rules (0.02)
    rate = None if rules.spanish_penalties else 0.3
    summary = simulate_games(rules, games=5, seed=3, records=path, error_rate=rate)
    check_against_records(summary, read_records(path))
    text = format_summary(summary)
    assert f"Games: {summary.games}" in text
    assert ("Challenges:" in text) is (rules.manual and not rules.spanish_penalties)
    assert ("Claims:" in text) is ("Failed checks:" in text) is rules.spanish_penalties
    assert all(ord(ch) < 0x2500 or ord(ch) > 0x257F for ch in text), "no box drawing"


def test_cli_flags_reach_the_rules(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = CliRunner().invoke(main, [
        "simulate", "--preset", "classic", "--players", "4", "--teams", "--fifteen",
        "--scopone", "--muerto", "--manual", "--target", "5", "--games", "2",
        "--error-rate", "0.5", "--records", str(path)])
    assert result.exit_code == 0, result.output
    options = read_records(path)[0]["options"]
    assert options["players"] == 4 and options["teams"] and options["capture"] == "fifteen"
    assert options["dealing"] == "scopone" and options["muerto"] and options["manual"]
    assert options["target"] == 5
    assert "Challenges:" in result.output


@pytest.mark.parametrize(("flags", "penalties"), [
    (["--preset", "escoba", "--manual"], "spanish"),
    (["--preset", "escoba-primiera", "--manual", "--players", "4"], "spanish"),
    (["--preset", "escoba", "--manual", "--penalties", "challenge"], "challenge"),
    (["--preset", "classic", "--manual", "--fifteen", "--penalties", "spanish"], "spanish"),
    (["--preset", "classic", "--manual", "--fifteen"], "challenge"),
])
def test_cli_runs_spanish_penalties_with_random_players(flags: list[str], penalties: str,
                                                        tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = CliRunner().invoke(main, ["simulate", *flags, "--games", "3", "--seed", "2",
                                       "--records", str(path)])
    assert result.exit_code == 0, result.output
    records = read_records(path)
    assert {r["options"]["penalties"] for r in records} == {penalties}
    events = [e for r in records for rnd in r["rounds"] for e in rnd["events"]]
    spanish = penalties == "spanish"
    assert any(e["type"] == "check" for e in events) is spanish
    assert not any(e["type"] == "challenge" for e in events) or not spanish
    assert ("Claims:" in result.output) is spanish
    assert ("manual with spanish penalties" in result.output) is spanish


def test_cli_spanish_penalties_need_manual_capture() -> None:
    result = CliRunner().invoke(main, ["simulate", "--preset", "escoba",
                                       "--penalties", "spanish"])
    assert result.exit_code == 2
    # In the command line's words, not the engine's (penalties=spanish ... manual=True).
    assert "Error: --penalties spanish needs --manual\n" in result.output
    assert "penalties=spanish" not in result.output and "manual=True" not in result.output
    result = CliRunner().invoke(main, ["simulate", "--preset", "classic", "--manual",
                                       "--penalties", "spanish"])
    assert result.exit_code == 2
    assert "--penalties spanish needs capture by fifteen: add --fifteen" in result.output
    result = CliRunner().invoke(main, ["simulate", "--game", "metamorphosis",
                                       "--penalties", "spanish"])
    assert result.exit_code != 0
    assert "--penalties: only for the sweep games" in result.output


def test_cli_rejects_impossible_options() -> None:
    result = CliRunner().invoke(main, ["simulate", "--players", "3", "--teams"])
    assert result.exit_code != 0
    assert "teams" in result.output


def test_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    simulate_games(Rules.preset("scopa"), games=2, seed=1, progress=True)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "2/2" in captured.err


# Metamorphosis -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_metamorphosis_summary_agrees_with_records(players: int, tmp_path: Path) -> None:
    from cardtable.games.metamorphosis.rules import PARTIES
    from cardtable.games.metamorphosis.rules import Rules as MetaRules
    from cardtable.lab.simulate import format_meta_summary, simulate_meta_games

    path = tmp_path / "games.jsonl"
    rules = MetaRules.preset(players=players)
    summary = simulate_meta_games(rules, games=3, seed=4, records=path)
    records = read_records(path)
    assert summary.games == len(records) == 3
    assert all(r["game"] == "metamorphosis" and len(r["seats"]) == players for r in records)
    assert summary.wins == [sum(s in r["winners"] for r in records) for s in range(players)]
    assert summary.points == [sum(r["scores"][s] for r in records) for s in range(players)]
    assert summary.parties == sum(len(r["rounds"]) for r in records) == 3 * PARTIES[players]
    events = [e for r in records for rnd in r["rounds"] for e in rnd["events"]]
    assert summary.tricks == sum(e["type"] == "trick" for e in events)
    assert summary.discards == sum(e["type"] == "discard" for e in events)
    assert summary.premiums == [sum(e["premiums"][s] for e in events if e["type"] == "deal_score")
                                for s in range(players)]
    text = format_meta_summary(summary)
    assert f"parties per game {PARTIES[players]:.2f}" in text
    assert all(f"Seat {s + 1}: wins" in text for s in range(players))
    assert f"Seat {players + 1}:" not in text and "Seat 0:" not in text


def test_cli_simulates_metamorphosis(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = CliRunner().invoke(main, ["simulate", "--game", "metamorphosis", "--players", "3",
                                       "--games", "2", "--seed", "7", "--records", str(path)])
    assert result.exit_code == 0, result.output
    records = read_records(path)
    assert len(records) == 2 and records[0]["options"]["players"] == 3
    assert "Games: 2" in result.output and "Metamorphosis, 3 players" in result.output
    wins = [int(w) for w in re.findall(r"Seat \d: wins (\d+)", result.output)]
    assert wins == [sum(s in r["winners"] for r in records) for s in range(3)]
    again = CliRunner().invoke(main, ["simulate", "--game", "metamorphosis", "--players", "3",
                                      "--games", "2", "--seed", "7",
                                      "--records", str(tmp_path / "again.jsonl")])
    assert again.output == result.output
    assert (tmp_path / "again.jsonl").read_bytes() == path.read_bytes()


@pytest.mark.parametrize("flag", [["--preset", "scopa"], ["--teams"], ["--fifteen"],
                                  ["--scopone"], ["--muerto"], ["--manual"], ["--target", "5"],
                                  ["--error-rate", "0.2"]])
def test_sweep_flags_are_refused_with_metamorphosis(flag: list[str]) -> None:
    result = CliRunner().invoke(main, ["simulate", "--game", "metamorphosis", *flag,
                                       "--games", "1"])
    assert result.exit_code == 2
    assert flag[0] in result.output and "metamorphosis" in result.output


def test_metamorphosis_player_count_is_checked() -> None:
    result = CliRunner().invoke(main, ["simulate", "--game", "metamorphosis", "--players", "4",
                                       "--games", "1"])
    assert result.exit_code == 2
    assert "Error: --players 4: Metamorphosis takes 2 or 3 players" in result.output


def test_the_summaries_count_seats_and_sides_from_one() -> None:
    text = format_summary(simulate_games(Rules.preset("scopa", players=4), games=1, seed=1))
    assert "Side 1 (seats 1 and 3): wins" in text and "Side 2 (seats 2 and 4): wins" in text
    assert "Side 0" not in text and "seat 0" not in text
    text = format_meta_summary(simulate_meta_games(MetaRules.preset(players=3), games=1,
                                                   seed=1))
    assert "first dealer seat 1." in text and "Seat 3: wins" in text and "Seat 0" not in text


def test_records_in_a_missing_folder_fail_before_any_game(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "games.jsonl"
    with pytest.raises(FileNotFoundError):
        simulate_games(Rules.preset("classic"), games=10**9, seed=0, records=missing)
    with pytest.raises(FileNotFoundError):
        simulate_meta_games(MetaRules.preset(), games=10**9, seed=0, records=missing)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full to fail the writes")
def test_records_that_cannot_be_written_keep_the_games_summary() -> None:
    with pytest.raises(RecordsNotWritten) as caught:
        simulate_games(Rules.preset("classic"), games=3, seed=0, records="/dev/full")
    assert isinstance(caught.value, OSError) and caught.value.filename == "/dev/full"
    summary = caught.value.summary
    assert isinstance(summary, Summary) and summary.games == 3
    assert summary.wins == simulate_games(Rules.preset("classic"), games=3, seed=0).wins
    with pytest.raises(RecordsNotWritten) as meta:
        simulate_meta_games(MetaRules.preset(), games=1, seed=0, records="/dev/full")
    assert meta.value.summary.games == 1
