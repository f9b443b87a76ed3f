"""``cardtable simulate --bots``: tournaments, seat swapping, statistics, JSON, plot.

Small, fast runs only (random, greedy, and ismcts with a few iterations); nothing here
asserts on time or on playing strength.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from cardtable.bots.levels import BOT_NAMES
from cardtable.cli import main
from cardtable.games.registry import family
from cardtable.games.sweep.rules import Rules
from cardtable.lab.stats import mean, percentile, wilson_interval
from cardtable.lab.tournament import (
    CLOCKS,
    Settings,
    TimedBot,
    check_names,
    plan,
    run_games,
    run_tournament,
    seatings,
)
from cardtable.lab.tournament_report import format_tournament

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def invoke(*args: str) -> Result:
    result = CliRunner().invoke(main, ["simulate", *args])
    return result


def run_json(*args: str) -> dict[str, Any]:
    result = invoke(*args, "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def read_records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# Statistics ---------------------------------------------------------------------------

@pytest.mark.parametrize(("wins", "games", "low", "high"), [
    (5, 10, 0.236593, 0.763407),
    (0, 10, 0.0, 0.277533),
    (10, 10, 0.722467, 1.0),
    (231, 400, 0.528581, 0.624945),
    (81, 263, 0.255289, 0.366210),
    (1, 1, 0.206549, 1.0),  # n / (n + z²)
])
def test_wilson_interval_known_values(wins: int, games: int, low: float, high: float) -> None:
    got = wilson_interval(wins, games)
    assert got[0] == pytest.approx(low, abs=1e-6)
    assert got[1] == pytest.approx(high, abs=1e-6)


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(50, 100, z=1.0)
    assert low < 0.5 < high and math.isclose(low + high, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)
    with pytest.raises(ValueError):
        wilson_interval(-1, 2)


def test_mean_and_percentile() -> None:
    assert mean([]) == 0.0 and mean([1.0, 2.0, 6.0]) == 3.0
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.95) == pytest.approx(95.05)
    assert percentile(values, 0.0) == 1.0 and percentile(values, 1.0) == 100.0
    assert percentile([], 0.5) == 0.0


# Seating and planning -----------------------------------------------------------------

def test_two_sides_swap_seats() -> None:
    assert seatings(("a", "b"), 2) == [("a", "b"), ("b", "a")]


def test_three_sides_with_two_players_are_balanced() -> None:
    found = seatings(("a", "b"), 3)
    assert len(found) == len(set(found)) == 6
    assert all(set(s) == {"a", "b"} for s in found)
    for side in range(3):
        assert sum(s[side] == "a" for s in found) == 3


def test_three_players_on_three_sides_rotate() -> None:
    assert seatings(("a", "b", "c"), 3) == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]
    with pytest.raises(ValueError):
        seatings(("a", "b", "c"), 2)


def test_plan_rounds_up_to_whole_deals_and_orders_games() -> None:
    specs, per_deal, deals = plan(("random", "greedy", "easy"), 2, 5)
    assert (per_deal, deals) == (2, 3)
    assert len(specs) == 3 * 6
    assert [s.index for s in specs] == list(range(len(specs)))
    assert [s.pair for s in specs[:6]] == [("random", "greedy")] * 6
    assert [(s.deal, s.seating) for s in specs[:4]] == [
        (0, ("random", "greedy")), (0, ("greedy", "random")),
        (1, ("random", "greedy")), (1, ("greedy", "random"))]


def test_check_names() -> None:
    assert check_names([" greedy", "random "]) == ("greedy", "random")
    for bad in (["greedy"], ["greedy", "greedy"], ["greedy", "wizard"]):
        with pytest.raises(ValueError):
            check_names(bad)


# The command --------------------------------------------------------------------------

def test_match_json_is_consistent() -> None:
    data = run_json("--bots", "greedy,random", "--preset", "scopa", "--games", "6",
                    "--seed", "2", "--jobs", "1")
    for key in ("games", "wins", "losses", "draws", "mean_points", "seconds_per_move",
                "win_rate", "interval", "mean_point_difference"):
        assert key in data
    assert "ratings" not in data and "pairs" not in data
    names = ["greedy", "random"]
    assert data["players"] == names and data["games"] == 6 and data["seatings"] == 2
    assert sum(data["wins"].values()) + data["draws"] == data["games"]
    for name in names:
        assert (data["wins"][name] + data["losses"][name] + data["player_draws"][name]
                == data["player_games"][name] == data["games"])
        assert data["win_rate"][name] == pytest.approx(data["wins"][name] / data["games"])
        low, high = data["interval"][name]
        assert low <= data["win_rate"][name] <= high
        assert (low, high) == pytest.approx(wilson_interval(data["wins"][name], 6))
        assert data["seconds_per_move"][name] >= 0.0
    assert data["mean_point_difference"]["greedy"] == pytest.approx(
        -data["mean_point_difference"]["random"])
    assert data["mean_point_difference"]["greedy"] == pytest.approx(
        data["mean_points"]["greedy"] - data["mean_points"]["random"])


def test_round_robin_has_ratings_and_pairs() -> None:
    data = run_json("--bots", "random,greedy,ismcts", "--iterations", "4", "--games", "2",
                    "--seed", "1", "--jobs", "1")
    names = ["random", "greedy", "ismcts"]
    assert data["players"] == names and data["iterations"] == 4
    assert len(data["pairs"]) == 3 and data["games"] == 6
    assert sum(pair["games"] for pair in data["pairs"]) == data["games"]
    assert sum(data["wins"].values()) + data["draws"] == data["games"]
    for name in names:
        assert data["player_games"][name] == 4
        assert (data["wins"][name] + data["losses"][name] + data["player_draws"][name]
                == data["player_games"][name])
        assert data["win_rate"][name] == pytest.approx(data["wins"][name] / 4)
        assert set(data["ratings"][name]) == {"mu", "sigma", "ordinal"}
        rating = data["ratings"][name]
        assert rating["ordinal"] == pytest.approx(rating["mu"] - 3 * rating["sigma"])
    for pair in data["pairs"]:
        assert sum(pair["wins"].values()) + pair["draws"] == pair["games"] == 2


def test_text_table_is_plain_lines() -> None:
    result = invoke("--bots", "greedy,random", "--preset", "escoba", "--games", "2",
                    "--jobs", "1")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    for name in ("greedy", "random"):
        line = next(line for line in lines if line.startswith(f"{name}: "))
        assert " of 2 games, " in line and "(95% interval " in line
        assert "mean point difference " in line and " per move" in line
    assert all(ord(ch) < 0x2500 or ord(ch) > 0x257F for ch in result.output), "no box drawing"


def same_start(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two records start with the same cards (the first round's deal events)."""
    def start(record: dict[str, Any]) -> list[Any]:
        events = record["rounds"][0]["events"]
        return [e for e in events if e["type"] in ("table", "deal", "aside")]
    return start(a) == start(b) and bool(start(a))


@pytest.mark.parametrize("flags", [
    ["--preset", "scopa"],
    ["--preset", "classic", "--fifteen"],
    ["--game", "metamorphosis", "--players", "2"],
], ids=["scopa", "classic-fifteen", "metamorphosis"])
def test_every_deal_is_played_from_both_sides(flags: list[str], tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = invoke("--bots", "greedy,random", *flags, "--games", "6", "--seed", "4",
                    "--jobs", "1", "--records", str(path))
    assert result.exit_code == 0, result.output
    records = read_records(path)
    assert len(records) == 6
    for first, second in zip(records[::2], records[1::2], strict=True):
        assert first["seats"] == ["greedy", "random"]
        assert second["seats"] == ["random", "greedy"]
        assert same_start(first, second), "the same cards from the other side"
    assert not same_start(records[0], records[2]), "different deals differ"


def test_team_game_gives_each_player_a_whole_side(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    result = invoke("--bots", "greedy,random", "--preset", "scopa", "--players", "4",
                    "--teams", "--games", "2", "--jobs", "1", "--records", str(path))
    assert result.exit_code == 0, result.output
    first, second = read_records(path)
    assert first["sides"] == [[0, 2], [1, 3]]
    assert first["seats"] == ["greedy", "random", "greedy", "random"]
    assert second["seats"] == ["random", "greedy", "random", "greedy"]
    assert same_start(first, second)


def test_a_pair_at_three_seats_plays_every_seating(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    data = run_json("--bots", "greedy,random", "--game", "metamorphosis", "--players", "3",
                    "--games", "6", "--jobs", "1", "--records", str(path))
    assert data["seatings"] == 6 and data["games"] == 6
    records = read_records(path)
    assert len({tuple(r["seats"]) for r in records}) == 6
    assert all(same_start(records[0], r) for r in records[1:])


def test_three_sides_give_figures_by_the_sides_each_player_held(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    data = run_json("--bots", "easy,random", "--game", "metamorphosis", "--players", "3",
                    "--games", "12", "--seed", "5", "--jobs", "1", "--records", str(path))
    expected: dict[str, dict[str, list[int]]] = {"easy": {}, "random": {}}
    for record in read_records(path):
        seats = record["seats"]
        won = {seats[record["sides"][side][0]] for side in record["winners"]}
        for name in expected:
            counts = expected[name].setdefault(f"{seats.count(name)}/3", [0, 0])
            counts[0] += 1
            counts[1] += won == {name}
    held = data["held"]
    assert set(held) == {"easy", "random"} and set(held["easy"]) == {"1/3", "2/3"}
    for name, shares in expected.items():
        for share, (games, wins) in shares.items():
            figures = held[name][share]
            assert (figures["games"], figures["wins"]) == (games, wins)
            assert figures["win_rate"] == pytest.approx(wins / games)
            assert figures["interval"] == pytest.approx(list(wilson_interval(wins, games)))
            assert figures["equal_rate"] == pytest.approx(int(share[0]) / 3)
        assert sum(f["games"] for f in held[name].values()) == data["player_games"][name]
        assert sum(f["wins"] for f in held[name].values()) == data["wins"][name]
    text = invoke("--bots", "easy,random", "--game", "metamorphosis", "--players", "3",
                  "--games", "12", "--seed", "5", "--jobs", "1").output
    games, wins = expected["random"]["2/3"]
    assert (f"random holding 2 of 3 sides: {wins} win{'' if wins == 1 else 's'} of {games} "
            "games") in text
    assert "equal players would win about 66.7%" in text


def test_two_sides_give_no_figures_by_sides_held() -> None:
    data = run_json("--bots", "greedy,random", "--preset", "scopa", "--players", "4",
                    "--teams", "--games", "2", "--jobs", "1")
    assert "held" not in data


def strip_times(data: dict[str, Any]) -> dict[str, Any]:
    data = dict(data)
    data.pop("seconds_per_move")
    data["pairs"] = [{k: v for k, v in pair.items() if k != "seconds_per_move"}
                     for pair in data.get("pairs", [])]
    return data


def test_same_seed_same_results_whatever_the_jobs(tmp_path: Path) -> None:
    args = ["--bots", "random,greedy,ismcts", "--iterations", "3", "--preset", "escoba",
            "--games", "2", "--seed", "9"]
    one = run_json(*args, "--jobs", "1", "--records", str(tmp_path / "one.jsonl"))
    two = run_json(*args, "--jobs", "2", "--records", str(tmp_path / "two.jsonl"))
    assert strip_times(one) == strip_times(two)
    assert (tmp_path / "one.jsonl").read_bytes() == (tmp_path / "two.jsonl").read_bytes()
    other = run_json(*args[:-1], "10", "--jobs", "1")
    assert strip_times(other)["mean_points"] != strip_times(one)["mean_points"]


def test_plot_is_a_png(tmp_path: Path) -> None:
    path = tmp_path / "rates.png"
    result = invoke("--bots", "greedy,random,easy", "--games", "2", "--jobs", "1",
                    "--plot", str(path))
    assert result.exit_code == 0, result.output
    assert path.read_bytes().startswith(PNG_SIGNATURE)
    assert path.stat().st_size > 1000


@pytest.mark.parametrize("bots", ["greedy,wizard", "greedy", "greedy,greedy", ""])
def test_bad_bots_are_refused_with_the_names(bots: str) -> None:
    result = invoke("--bots", bots, "--games", "1")
    assert result.exit_code == 2
    assert "--bots" in result.output
    if bots == "greedy,wizard":
        assert "wizard" in result.output
        assert all(name in result.output for name in BOT_NAMES)


@pytest.mark.parametrize("args", [
    ["--jobs", "2"], ["--json"], ["--budget-ms", "5"], ["--iterations", "3"],
    ["--plot", "x.png"], ["--search-processes", "2"],
])
def test_tournament_flags_need_bots(args: list[str]) -> None:
    result = invoke(*args, "--games", "1")
    assert result.exit_code == 2
    assert "--bots" in result.output


def test_error_rate_is_refused_with_bots() -> None:
    result = invoke("--bots", "greedy,random", "--error-rate", "0.3", "--games", "1")
    assert result.exit_code == 2 and "--error-rate" in result.output


def test_budget_reaches_the_search_players() -> None:
    data = run_json("--bots", "expert,random", "--budget-ms", "1", "--iterations", "2",
                    "--games", "2", "--jobs", "1")
    assert data["budget_ms"] == 1.0 and data["iterations"] == 2
    assert data["games"] == 2


# The library --------------------------------------------------------------------------

def test_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    settings = Settings(Rules.preset("scopa"), seed=1)
    specs, _, _ = plan(("greedy", "random"), 2, 2)
    outcomes = run_games(settings, specs, jobs=1, progress=True)
    captured = capsys.readouterr()
    assert captured.out == "" and "2/2" in captured.err
    assert [o.index for o in outcomes] == [0, 1]


def test_library_result_matches_the_text() -> None:
    result = run_tournament(["greedy", "random"], Settings(Rules.preset("classic"), seed=3),
                            games=4)
    assert result.total.games == 4 and not result.round_robin and result.ratings is None
    text = format_tournament(result)
    wins = result.total.stats["greedy"].wins
    assert f"greedy: {wins} win" in text


class _Still:
    """A bot that always plays its first legal move."""

    name = "still"

    def choose(self, state: Any, seat: int) -> Any:
        return state.legal_moves(seat)[0]

    def react(self, state: Any, seat: int) -> Any | None:
        return None


def test_the_thinking_time_is_read_on_the_clock_it_is_given() -> None:
    # Under --clock cpu a move is timed on processor time, as its budget is: a paused or
    # crowded machine does not lengthen it.
    ticks = iter([10.0, 10.25, 20.0, 20.5])
    timed = TimedBot(_Still(), clock=lambda: next(ticks))  # type: ignore[arg-type]
    state = family("sweep").new_game(Rules.preset("scopa"), rng=random.Random(1))
    timed.choose(state, state.to_move)
    timed.react(state, state.to_move)
    assert (timed.seconds, timed.moves) == (0.75, 1)
    assert CLOCKS["cpu"] is not CLOCKS["wall"]


def test_search_players_can_grow_several_trees_at_once() -> None:
    # Root parallelism: the expert's helpers search beside it; the JSON and the text say so.
    args = ("--bots", "expert,greedy", "--preset", "scopa", "--games", "2", "--jobs", "1",
            "--iterations", "30", "--search-processes", "2")
    data = run_json(*args)
    assert data["search_processes"] == 2
    assert data["games"] == 2
    text = invoke(*args).output
    assert "30 iterations per move, 2 trees at once (one a process)" in text
    assert run_json(*args[:-2])["search_processes"] == 1
    refused = invoke(*args[:-1], "0")
    assert refused.exit_code == 2 and "--search-processes" in refused.output
