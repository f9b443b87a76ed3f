"""The reference opponent of ``bench/reference_bot.py``: it plays only legal moves through
whole games of every preset, and it scores positions as the classic heuristic defines.
Nothing here measures its strength."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from positions import set_position

from cardtable import sweep
from cardtable.bots.levels import bot_names, load_bot_module, make_bot
from cardtable.bots.match import play_match
from cardtable.bots.random_bot import RandomBot
from cardtable.cards import parse_card, parse_cards

REFERENCE = load_bot_module(str(Path(__file__).resolve().parents[1] / "bench"
                                / "reference_bot.py"))


class Checked:
    """A bot whose every move is checked to be legal for its seat before it is played."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.moves = 0

    def choose(self, state: Any, seat: int) -> Any:
        move = self.bot.choose(state, seat)
        assert move in state.legal_moves(seat), f"{move} is not legal for seat {seat}"
        self.moves += 1
        return move

    def react(self, state: Any, seat: int) -> Any | None:
        move = self.bot.react(state, seat)
        assert move is None or move in state.legal_moves(seat)
        return move


GAMES = [
    ("classic", {}),
    ("scopa", {}),
    ("escoba", {}),
    ("escoba-primiera", {}),
    ("classic", {"players": 5, "fifteen": True}),
    ("scopa", {"players": 4}),  # teams
    ("escoba", {"players": 6}),
    ("escoba-primiera", {"players": 3, "scopone": True}),
    ("classic", {"manual": True, "players": 3}),  # challenges
    ("escoba", {"manual": True}),  # the Spanish penalties: claims
    ("scopa", {"muerto": True}),
    ("classic", {"must_capture": "any"}),
]


@pytest.mark.parametrize(("preset", "options"), GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_reference_plays_legal_moves_through_whole_games(preset: str, options: dict[str, Any],
                                                        seed: int) -> None:
    rules = sweep.Rules.preset(preset, **options)
    state = sweep.new_game(rules, seed=seed)
    bots = [Checked(REFERENCE.ReferenceBot(seat)) for seat in range(rules.players)]
    play_match(state, bots, "sweep", rules.to_options(), record=False)
    assert state.is_over
    assert all(bot.moves > 0 for bot in bots)


@pytest.mark.parametrize("preset", ["classic", "scopa", "escoba"])
def test_reference_against_random_plays_legal_moves(preset: str) -> None:
    rules = sweep.Rules.preset(preset)
    state = sweep.new_game(rules, seed=4)
    bots = [Checked(REFERENCE.ReferenceBot(0)), Checked(RandomBot(1))]
    play_match(state, bots, "sweep", rules.to_options(), record=False)
    assert state.is_over


def test_reference_is_registered_by_name() -> None:
    assert "reference" in bot_names()
    bot = make_bot("reference", 3)
    assert isinstance(bot, REFERENCE.ReferenceBot) and bot.name == "reference"
    with pytest.raises(ValueError, match="built-in"):
        REFERENCE.register_bot("greedy", REFERENCE.ReferenceBot)


@pytest.mark.parametrize(("card", "bonus"), [
    ("7d", 5 + 20 + 3), ("7c", 3), ("1d", 5 + 2), ("6h", 2), ("1s", 2), ("10d", 5), ("5s", 0),
    ("8c", 0),
])
def test_card_bonus(card: str, bonus: int) -> None:
    assert REFERENCE.card_bonus(parse_card(card)) == bonus


@pytest.mark.parametrize(("card", "take", "table", "score"), [
    ("7d", "3c 4h", "3c 4h 9s", 20 + 28),  # two cards, the seven of coins played
    ("10c", "3s 7c", "3s 7c", 20 + 100 + 3),  # a sweep
    ("5c", "5d", "5d 2s", 10 + 5),
    ("6d", "6h", "6h", 10 + 7 + 2 + 100),
    ("9s", "", "2c 4h", 0),  # laid: no score
])
def test_capture_score(card: str, take: str, table: str, score: int) -> None:
    assert REFERENCE.capture_score(parse_card(card), parse_cards(take),
                                   parse_cards(table)) == score


@pytest.mark.parametrize(("preset", "hand", "table", "expected", "why"), [
    ("scopa", "7d 5c 10h", "2s 3c 4h", "7d:3c+4h", "the seven of coins outscores 2+3"),
    ("scopa", "7d 10c", "3s 7c", "10c:3s+7c", "a sweep beats the seven of coins"),
    ("escoba", "8s 9h 10c", "7d 3c 4h", "8s:3c+4h",
     "a card makes the capture with the most cards, even below the seven of coins"),
    ("classic", "1h 9c 9d", "5s 6h", "9c", "nothing captures: the highest card, not a coin"),
    ("scopa", "6c 6d", "6h", "6d:6h", "the coin and the six add up"),
    ("classic", "2c 10h", "2s 4d 6c", "10h:4d+6c", "two cards and a coin beat one card"),
])
def test_reference_choice(preset: str, hand: str, table: str, expected: str,
                          why: str) -> None:
    rules = sweep.Rules.preset(preset, players=2)
    state = set_position(rules, [hand, ""], table)
    move = REFERENCE.ReferenceBot(0).choose(state, 0)
    assert move.text() == expected, why


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_simulate_seats_the_reference_from_its_module(jobs: str) -> None:
    import json

    from click.testing import CliRunner

    from cardtable.cli import main

    module = str(Path(REFERENCE.__file__))
    result = CliRunner().invoke(main, [
        "simulate", "--preset", "escoba", "--games", "4", "--seed", "3", "--jobs", jobs,
        "--bot-module", module, "--bots", "reference,greedy", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["games"] == 4
    assert report["players"] == ["reference", "greedy"]


def test_simulate_refuses_a_missing_bot_module(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cardtable.cli import main

    result = CliRunner().invoke(main, [
        "simulate", "--bot-module", str(tmp_path / "absent.py"), "--bots", "greedy,random"])
    assert result.exit_code == 2
    assert "--bot-module" in result.output
