"""One conformance test of the game protocol, run on every registered game (PettingZoo's
shared API test is the model): whatever a family is, a client, a bot, the room and the
records may rely on what is checked here.

For each family, each preset at its fewest and most players, a few seeded random games:
- whose turn it is and the legal moves agree (moves while the game goes on, none after);
- every legal move's text names that move again (``parse_move``), for its own seat;
- the same seed and the same choices make the same game, a game replays from its move texts
  alone, and ``start_events`` are the first deal's;
- ``clone`` is independent of its original both ways;
- ``determinize`` keeps everything the seat sees: the sampled world's view of that seat is
  the seat's view, and where the seat is to move its legal moves are the same;
- every event redacted for a seat, and every view, is plain data that JSON can carry;
- a record built from the events passes ``check_record`` and replays through the family's
  replayer to the same events; scores have one number a side, winners are sides.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, is_dataclass
from typing import Any

import pytest

from cardtable.games.base import GameState, OptionError
from cardtable.games.registry import FAMILIES, family, family_of
from cardtable.records.record import RecordBuilder, check_record
from cardtable.records.replay import replay_record

SEEDS = (1, 2, 3)


def _configurations() -> list[tuple[str, str, int]]:
    found = []
    for name, entry in FAMILIES.items():
        for preset in entry.presets:
            for players in sorted({entry.choices.players[0], entry.choices.players[-1]}):
                try:
                    entry.make_rules(preset, players=players)
                except OptionError:
                    continue
                found.append((name, preset, players))
    return found


CONFIGURATIONS = _configurations()


def random_game(game: str, preset: str, players: int, seed: int
                ) -> tuple[GameState, list[tuple[GameState, Any, list[Any]]]]:
    """A game of random legal moves: the state at the start, then each step's state before
    the move, the move and its events (the final state is the last step's, played)."""
    rules = family(game).make_rules(preset, players=players)
    state = family(game).new_game(rules, seed=seed)
    start = state.clone()
    rng = random.Random(seed)
    steps = []
    for _ in range(5000):
        if state.is_over:
            break
        before = state.clone()
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        steps.append((before, move, state.play(move)))
    assert state.is_over, "a random game did not end in 5,000 moves"
    return start, steps


def plain(value: Any) -> Any:
    """A view or event as JSON-ready data (dataclasses as dicts, cards as their text)."""
    if is_dataclass(value) and not isinstance(value, type):
        return plain(asdict(value))
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(item) for item in value]
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return str(value)


def test_every_registered_game_is_covered() -> None:
    assert {game for game, _, _ in CONFIGURATIONS} == set(FAMILIES)
    assert len(CONFIGURATIONS) >= len(FAMILIES) * 2


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
@pytest.mark.parametrize("seed", SEEDS)
def test_turns_moves_and_texts_agree(game: str, preset: str, players: int, seed: int) -> None:
    start, steps = random_game(game, preset, players, seed)
    assert family_of(start) is family(game)
    for before, move, events in steps:
        assert before.to_move is not None and not before.is_over
        assert before.winners == ()
        assert events, "a move that changes nothing"
        legal = before.legal_moves()
        assert move in legal
        assert before.parse_move(move.text(), move.seat) == move
        # A discard of many cards has millions of moves: a lazy sequence, sampled by index.
        rng = random.Random(len(legal))
        for index in rng.sample(range(len(legal)), min(len(legal), 12)):
            other = legal[index]
            assert before.parse_move(other.text(), other.seat) == other
    final = steps[-1][0].clone()
    final.play(steps[-1][1])
    assert final.is_over and final.to_move is None
    assert len(final.scores) == len(family(game).make_rules(preset, players=players).sides)
    assert final.winners and all(0 <= side < len(final.scores) for side in final.winners)


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
def test_same_seed_same_game_and_a_game_replays_from_its_texts(game: str, preset: str,
                                                               players: int) -> None:
    start, steps = random_game(game, preset, players, 7)
    again_start, again = random_game(game, preset, players, 7)
    assert list(again_start.start_events) == list(start.start_events)
    assert [(m.text(), e) for _, m, e in again] == [(m.text(), e) for _, m, e in steps]
    other_start, other = random_game(game, preset, players, 8)
    assert ([e.to_record() for e in other_start.start_events] != [
        e.to_record() for e in start.start_events])
    replay = start.clone()
    for _, move, events in steps:
        assert replay.play(replay.parse_move(move.text(), move.seat)) == events


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
def test_clone_is_independent(game: str, preset: str, players: int) -> None:
    _, steps = random_game(game, preset, players, 11)
    for before, move, events in steps[:: max(1, len(steps) // 12)]:
        seats = [*range(players), None]
        views = [plain(before.view(seat)) for seat in seats]
        copy = before.clone()
        assert [plain(copy.view(seat)) for seat in seats] == views
        assert copy.play(move) == events
        assert [plain(before.view(seat)) for seat in seats] == views
        assert before.clone().play(move) == events


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
def test_determinize_keeps_what_the_seat_sees(game: str, preset: str, players: int) -> None:
    _, steps = random_game(game, preset, players, 13)
    rng = random.Random(13)
    for before, _, _ in steps[:: max(1, len(steps) // 10)]:
        for seat in range(players):
            world = before.determinize(seat, rng)
            assert plain(world.view(seat)) == plain(before.view(seat))
            if before.to_move == seat:
                assert list(world.legal_moves(seat)) == list(before.legal_moves(seat))


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
def test_views_and_redacted_events_are_plain_data(game: str, preset: str,
                                                  players: int) -> None:
    start, steps = random_game(game, preset, players, 17)
    events = [*start.start_events, *(e for _, _, batch in steps for e in batch)]
    for seat in [*range(players), None]:
        json.dumps(plain(start.view(seat)))
        for event in events:
            redacted = event.visible_to(seat)
            assert redacted.type == event.type
            json.dumps(redacted.to_record())


@pytest.mark.parametrize(("game", "preset", "players"), CONFIGURATIONS)
def test_a_record_round_trips_through_the_replayer(game: str, preset: str,
                                                   players: int) -> None:
    start, steps = random_game(game, preset, players, 19)
    rules = family(game).make_rules(preset, players=players)
    builder = RecordBuilder(game, rules.to_options(), [f"seat {s}" for s in range(players)],
                            rules.sides)
    events = [*start.start_events, *(e for _, _, batch in steps for e in batch)]
    builder.add(events)
    record = json.loads(json.dumps(builder.to_dict()))
    assert check_record(record) is record
    replayed = replay_record(record)
    assert [e.to_record() for e in replayed] == [e.to_record() for e in events]
    assert len(record["scores"]) == len(rules.sides)
