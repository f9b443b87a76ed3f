"""Computer players: legal moves only, no hidden card ever read, determinism, clear moves.

Behaviour only: nothing here measures strength or time.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from positions import meta_position, sweep_position

from cardtable import metamorphosis, sweep
from cardtable.bots import RandomBot
from cardtable.bots.greedy import GreedyBot
from cardtable.bots.ismcts import IsmctsBot
from cardtable.bots.levels import BOT_NAMES, LEVELS, make_bot
from cardtable.bots.match import play_match
from cardtable.cards import parse_card, parse_card52, parse_cards


def small_search(seed: int) -> IsmctsBot:
    return IsmctsBot(seed, iterations=30, milliseconds=None)


BOT_MAKERS: dict[str, Callable[[int], Any]] = {
    "random": lambda seed: RandomBot(seed),
    "greedy": lambda seed: GreedyBot(seed),
    "ismcts": small_search,
}

SWEEP_GAMES = [
    ("classic", {}),
    ("scopa", {}),
    ("escoba", {}),
    ("escoba-primiera", {"scopone": True, "players": 3}),
    ("classic", {"manual": True}),
    ("escoba", {"manual": True}),  # the Spanish penalties: claims, no challenges
    ("scopa", {"muerto": True, "players": 4}),
]


class SeatOnly:
    """A state seen through the game protocol only, for one seat: what a bot may use.

    Anything else (hands, stock, the rules' internals) raises, so a bot that peeks fails.
    """

    _ALLOWED = frozenset({"to_move", "is_over", "legal_moves", "view", "players", "sides",
                          "winners"})

    def __init__(self, state: Any, seat: int) -> None:
        self._state = state
        self._seat = seat
        self.determinized = 0

    def __getattr__(self, name: str) -> Any:
        if name not in self._ALLOWED:
            raise AssertionError(f"a bot read state.{name}, which its seat may not see")
        return getattr(self._state, name)

    def view(self, seat: int | None) -> Any:
        assert seat == self._seat, "a bot asked for another seat's view"
        return self._state.view(seat)

    def determinize(self, seat: int, rng: random.Random) -> Any:
        assert seat == self._seat, "a bot determinized from another seat's point of view"
        self.determinized += 1
        return self._state.determinize(seat, rng)


def play_guarded(state: Any, bots: list[Any], rounds: int | None = None) -> Any:
    """Play to the end (or through ``rounds`` rounds), each bot seeing the state only
    through ``SeatOnly``."""
    while not state.is_over and (rounds is None or state.round_number <= rounds):
        for seat, bot in enumerate(bots):
            reaction = bot.react(SeatOnly(state, seat), seat)
            if reaction is not None:
                assert reaction in state.legal_moves(seat)
                state.play(reaction)
        if state.is_over:
            break
        mover = state.to_move
        move = bots[mover].choose(SeatOnly(state, mover), mover)
        assert move in state.legal_moves(mover), f"{move} is not legal"
        state.play(move)
    return state


@pytest.mark.parametrize("kind", sorted(BOT_MAKERS))
@pytest.mark.parametrize(("preset", "options"), SWEEP_GAMES)
def test_sweep_bots_play_legal_moves_through_the_protocol(kind: str, preset: str,
                                                         options: dict[str, Any]) -> None:
    rules = sweep.Rules.preset(preset, **options)
    state = sweep.new_game(rules, seed=11)
    bots = [BOT_MAKERS[kind](seat) for seat in range(rules.players)]
    if kind == "ismcts":
        # A whole game of search is slow; one round shows the same thing.
        target_round = state.round_number
        while state.round_number == target_round and not state.is_over:
            mover = state.to_move
            state.play(bots[mover].choose(SeatOnly(state, mover), mover))
        return
    if rules.spanish_penalties:
        # Erring bots seldom reach the target under the Spanish penalties (their wrong
        # captures cost more than a round brings): three rounds show every move kind.
        assert play_guarded(state, bots, rounds=3).round_number > 3
        return
    assert play_guarded(state, bots).is_over


@pytest.mark.parametrize("kind", sorted(BOT_MAKERS))
@pytest.mark.parametrize("players", [2, 3])
def test_metamorphosis_bots_play_legal_moves_through_the_protocol(kind: str,
                                                                  players: int) -> None:
    rules = metamorphosis.Rules.preset(players=players, parties=1)
    state = metamorphosis.new_game(rules, seed=5)
    bots = [BOT_MAKERS[kind](seat) for seat in range(players)]
    if kind == "ismcts":
        while state.deal < 2 and not state.is_over:
            mover = state.to_move
            state.play(bots[mover].choose(SeatOnly(state, mover), mover))
        return
    assert play_guarded(state, bots).is_over


def test_search_uses_only_sampled_worlds_of_its_own_seat() -> None:
    state = sweep.new_game(sweep.Rules.preset("scopa"), seed=3)
    guard = SeatOnly(state, state.to_move)
    small_search(1).choose(guard, state.to_move)
    assert guard.determinized > 0


@pytest.mark.parametrize("kind", sorted(BOT_MAKERS))
@pytest.mark.parametrize("game", ["sweep", "metamorphosis"])
def test_a_bot_decides_the_same_whatever_the_hidden_cards(kind: str, game: str) -> None:
    """Two states that look the same from a seat get the same move from the same seed."""
    if game == "sweep":
        state: Any = sweep.new_game(sweep.Rules.preset("escoba"), seed=21)
        for _ in range(2):
            state.play(state.legal_moves()[0])
    else:
        state = metamorphosis.new_game(metamorphosis.Rules.preset(players=3), seed=21)
        for _ in range(9):
            state.play(state.legal_moves()[0])
    seat = state.to_move
    other = state.determinize(seat, random.Random(99))
    assert other.view(seat) == state.view(seat)
    hidden = [h for s, h in enumerate(state.hands) if s != seat]
    assert hidden != [h for s, h in enumerate(other.hands) if s != seat]
    first = BOT_MAKERS[kind](7).choose(state, seat)
    second = BOT_MAKERS[kind](7).choose(other, seat)
    assert first == second


@pytest.mark.parametrize("kind", sorted(BOT_MAKERS))
def test_same_seed_same_game(kind: str) -> None:
    def one_game() -> dict[str, Any]:
        rules = sweep.Rules.preset("scopa")
        state = sweep.new_game(rules, seed=4)
        bots = [BOT_MAKERS[kind](10 + seat) for seat in range(2)]
        for _ in range(12):
            mover = state.to_move
            state.play(bots[mover].choose(state, mover))
        return {"view": state.view(0), "scores": list(state.scores)}

    assert one_game() == one_game()


CLEAR_SWEEP_MOVES = [
    # The settebello is the only capture on the table; the other cards are laid.
    ("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s", 1, "7c:7d"),
    # Fifteen: 8 with the 7 of oros makes 15; nothing else captures.
    ("escoba", ["3c 9s 4h", "8c 1h 2s"], "7d 10c 10h 10s", 1, "8c:7d"),
    # Classic: the dealer plays first; the seven takes the seven of diamonds.
    ("classic", ["7c 9h 9s", "3c 9c 4h"], "7d 1s 10c 10h", 0, "7c:7d"),
]


@pytest.mark.parametrize(("preset", "hands", "table", "seat", "best"), CLEAR_SWEEP_MOVES)
@pytest.mark.parametrize("kind", ["greedy", "ismcts"])
def test_the_clear_move_in_a_sweep_game(kind: str, preset: str, hands: list[str], table: str,
                                        seat: int, best: str) -> None:
    state = sweep_position(preset, hands, table)
    assert state.to_move == seat
    bot = GreedyBot(1) if kind == "greedy" else IsmctsBot(1, iterations=300, milliseconds=None)
    assert bot.choose(state, seat).text() == best


def test_muerto_turns_the_aim_round() -> None:
    # Under muerto the sweep with the settebello is the worst move on the board.
    state = sweep_position("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s", muerto=True)
    assert GreedyBot(1).choose(state, 1).text() != "7c:7d"


def test_ducking_under_a_penalty_trick_in_metamorphosis() -> None:
    state = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                           "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    assert state.to_move == 1  # the player after the dealer leads deal 1: clubs cost 4
    state.play("Kc")
    # Both clubs lose to the king: shed the queen and keep the two to duck later.
    assert GreedyBot(2).choose(state, 0).card == parse_card52("Qc")


def test_forced_to_win_a_penalty_trick_shed_the_highest() -> None:
    state = meta_position(["Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                           "2c 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    state.play("3c")
    for bot in (GreedyBot(2), IsmctsBot(2, iterations=200, milliseconds=None)):
        assert bot.choose(state, 0).card in (parse_card52("Kc"), parse_card52("Ac"))
    assert GreedyBot(2).choose(state, 0).card == parse_card52("Ac")


def test_expert_challenges_every_error_it_sees() -> None:
    state = sweep_position("classic", ["5c 1h 2s", "3c 9h 4h"], "5h 10s 10c 9d", manual=True)
    state.play("1h")  # an ace takes nothing here: laying it is correct
    assert make_bot("expert", 1).react(state, 1) is None
    state.play("3c:10s")  # an error: 3 does not take 10
    assert make_bot("expert", 1).react(state, 0) is not None


def test_levels_and_names() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    for name in BOT_NAMES:
        assert make_bot(name, 1).name == name
    with pytest.raises(ValueError, match="easy, normal, hard, expert"):
        make_bot("grandmaster")


def test_easy_misses_errors_the_expert_sees() -> None:
    state = sweep_position("classic", ["5c 1h 2s", "3c 9h 4h"], "5h 10s 10c 9d", manual=True)
    state.play("1h")
    state.play("3c:10s")
    noticed = sum(make_bot("easy", seed).react(state, 0) is not None for seed in range(200))
    assert 0 < noticed < 150


def test_manual_bots_err_at_their_rate() -> None:
    rules = sweep.Rules.preset("classic", manual=True)
    errors = plays = 0
    for seed in range(6):
        state = sweep.new_game(rules, seed=seed)
        result = play_match(state, [GreedyBot(seed, error_rate=0.3),
                                    GreedyBot(seed + 50, error_rate=0.3)],
                            "sweep", rules.to_options(), state.start_events)
        for round_ in result.record["rounds"]:
            for event in round_["events"]:
                if event["type"] == "play":
                    plays += 1
                    errors += event["error"]
    assert 0.15 < errors / plays < 0.45


def test_card_parsing_in_positions_is_what_it_says() -> None:
    state = sweep_position("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s")
    assert state.table == sorted(parse_cards("7d 10c 10h 10s"))
    assert parse_card("7d") in state.table
    assert state.hands[1] == sorted(parse_cards("7c 9h 3c"))
