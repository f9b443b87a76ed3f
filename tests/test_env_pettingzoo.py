"""The PettingZoo environments (issue 20): PettingZoo's own API and seed tests, the action
encoding against the engine's legal moves, observations from the seat's view only, rewards
against the engine's scores. Skipped without the research extra."""

from __future__ import annotations

import random
import warnings

import pytest

pytest.importorskip("pettingzoo", reason="needs the research extra: pip install -e '.[research]'")
np = pytest.importorskip("numpy", reason="needs the research extra")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from cardtable.env.codec import CAPTURE_SLOTS, SweepCodec, codec_for  # noqa: E402
from cardtable.env.pettingzoo import CardtableEnv, env  # noqa: E402
from cardtable.games.metamorphosis import new_game as new_meta_game  # noqa: E402
from cardtable.games.metamorphosis.moves import DISCARD  # noqa: E402
from cardtable.games.metamorphosis.rules import Rules as MetaRules  # noqa: E402
from cardtable.games.metamorphosis.state import MetaState  # noqa: E402
from cardtable.games.sweep import Rules, new_game  # noqa: E402
from cardtable.games.sweep.state import SweepState  # noqa: E402

VARIANTS = [
    ("sweep", "scopa", {"players": 2, "max_rounds": 1}),
    ("sweep", "escoba", {"players": 4, "max_rounds": 1}),
    ("sweep", "classic", {"players": 3, "fifteen": True, "muerto": True}),
    ("metamorphosis", None, {"players": 3, "parties": 1}),
    ("metamorphosis", None, {"players": 2, "parties": 1}),
]


@pytest.mark.parametrize(("game", "preset", "options"), VARIANTS)
def test_pettingzoo_api_and_seed_tests_pass(game: str, preset: str | None,
                                            options: dict[str, object]) -> None:
    with warnings.catch_warnings():
        # PettingZoo warns that a dict observation (observation + action_mask, as in its
        # own classic games) "is not a NumPy array"; everything else must hold.
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent")
        api_test(env(game, preset, **options), num_cycles=400)
        seed_test(lambda: env(game, preset, **options), num_cycles=400)


def test_manual_capture_is_refused_with_what_is_accepted() -> None:
    with pytest.raises(ValueError, match="manual capture is not supported.*manual=False"):
        CardtableEnv("sweep", "escoba", manual=True)
    with pytest.raises(ValueError, match="players"):
        CardtableEnv("metamorphosis", players=5)


def _random_states(game: str, count: int, seed: int = 5) -> list[object]:
    rng = random.Random(seed)
    states = []
    for number in range(count):
        if game == "sweep":
            state = new_game(Rules.preset(rng.choice(["scopa", "escoba", "classic"]),
                                          players=rng.choice([2, 3, 4])), seed=number)
        else:
            state = new_meta_game(MetaRules(players=rng.choice([2, 3])), seed=number)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            moves = state.legal_moves()
            state.play(moves[rng.randrange(len(moves))])
        if not state.is_over:
            states.append(state)
    return states


@pytest.mark.parametrize("game", ["sweep", "metamorphosis"])
def test_observations_do_not_depend_on_hidden_cards(game: str) -> None:
    # determinize deals every card hidden from the seat again: its observation, built from
    # its view, must not change, while another seat's (whose hand moved) usually does.
    rng = random.Random(1)
    changed = 0
    for state in _random_states(game, 40):
        codec = codec_for(state.rules)
        seat = state.to_move
        world = state.determinize(seat, rng)
        assert np.array_equal(codec.observation(state.view(seat)),
                              codec.observation(world.view(seat)))
        other = (seat + 1) % state.rules.players
        changed += not np.array_equal(codec.observation(state.view(other)),
                                      codec.observation(world.view(other)))
    assert changed > 20


@pytest.mark.parametrize("game", ["sweep", "metamorphosis"])
def test_every_legal_action_is_a_legal_move_of_its_card(game: str) -> None:
    for state in _random_states(game, 40, seed=9):
        codec = codec_for(state.rules)
        seat = state.to_move
        actions = codec.actions(state, seat)
        discarding = game == "metamorphosis" and state.view(seat).phase == "discard"
        legal = [] if discarding else list(state.legal_moves(seat))
        assert actions
        for action, move in actions.items():
            if game == "sweep":
                assert move in legal and int(move.card) == action // CAPTURE_SLOTS
            elif move is not None and move.kind == "play":
                assert move in legal and int(move.card) == action
            elif move is not None and move.kind == "bid":
                assert move in legal and move.deal == action - 51
        if game == "sweep":
            # every legal move has its action, up to the slots' cap
            per_card: dict[int, int] = {}
            for move in legal:
                per_card[move.card] = per_card.get(move.card, 0) + 1
            assert len(actions) == sum(min(n, CAPTURE_SLOTS) for n in per_card.values())


def _play_out(table: CardtableEnv, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    table.reset(seed=seed)
    totals = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        _, reward, terminated, truncated, _ = table.last()
        totals[agent] += reward
        if terminated or truncated:
            table.step(None)
            continue
        table.step(rng.choice(sorted(table.legal_actions())))
    return totals


@pytest.mark.parametrize(("game", "preset", "options"), VARIANTS)
def test_the_moves_played_unchecked_are_legal_moves_of_their_position(
        game: str, preset: str | None, options: dict[str, object],
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A step plays the move its action numbers through ``play_legal``, which trusts the
    # caller; every such move (a Metamorphosis discard made of picks included) must be one
    # of the position's legal moves.
    unchecked: list[object] = []
    for state_class in (SweepState, MetaState):
        trusting = state_class.play_legal

        def checking(state: object, move: object, trusting: object = trusting) -> object:
            assert move in state.legal_moves(), move  # type: ignore[attr-defined]
            unchecked.append(move)
            return trusting(state, move)  # type: ignore[operator]

        monkeypatch.setattr(state_class, "play_legal", checking)
    table = env(game, preset, **options)
    for seed in range(3):
        _play_out(table, seed)
    assert unchecked
    if game == "metamorphosis":
        assert any(move.kind == DISCARD for move in unchecked)  # type: ignore[attr-defined]


def test_rewards_add_up_to_the_score_difference_and_the_outcome() -> None:
    for seed in range(6):
        table = CardtableEnv("sweep", "classic", players=2, max_rounds=2)
        totals = _play_out(table, seed)
        state = table.state
        difference = state.scores[0] - state.scores[1]
        won = 0.0 if len(state.winners) != 1 else (1.0 if state.winners == (0,) else -1.0)
        assert totals["player_0"] == pytest.approx(difference + won)
        assert totals["player_1"] == pytest.approx(-difference - won)


def test_team_mates_share_their_rewards_and_metamorphosis_is_zero_sum() -> None:
    totals = _play_out(CardtableEnv("sweep", "scopa", players=4, max_rounds=1), 3)
    assert totals["player_0"] == totals["player_2"] == -totals["player_1"]
    totals = _play_out(CardtableEnv("metamorphosis", players=3, parties=1), 4)
    assert sum(totals.values()) == pytest.approx(0.0)
    assert any(abs(v) > 1 for v in totals.values())


def test_a_discard_is_made_of_picks_shown_in_the_observation() -> None:
    table = CardtableEnv("metamorphosis", players=2, parties=1)
    rng = random.Random(2)
    table.reset(seed=11)
    codec = table.codec
    start, width = codec.layout["pending_discards"]
    while table.state.view(table.state.to_move).phase != "discard":
        table.step(rng.choice(sorted(table.legal_actions())))
    seat = table.state.to_move
    need = table.state.view(seat).discard_count
    hand = len(table.state.view(seat).hand)
    assert need >= 1
    for pick in range(need):
        agent = table.agent_selection
        observation = table.observe(agent)["observation"]
        assert observation[start:start + width].sum() == pick
        assert table.state.to_move == seat and len(table.state.view(seat).hand) == hand
        table.step(min(table.legal_actions()))
    assert len(table.state.view(seat).hand) == hand - need


def test_the_same_seed_deals_the_same_game() -> None:
    first = CardtableEnv("sweep", "escoba")
    second = CardtableEnv("sweep", "escoba")
    first.reset(seed=4)
    second.reset(seed=4)
    assert first.state.view(0).hand == second.state.view(0).hand
    second.reset(seed=5)
    assert first.state.view(0).hand != second.state.view(0).hand


def _cards(observation: object, codec: object, block: str, index: int = 0) -> set[int]:
    """The cards set in the ``index``-th deck-wide plane of ``block``."""
    start, _ = codec.layout[block]  # type: ignore[attr-defined]
    size = 40 if isinstance(codec, SweepCodec) else 52
    part = observation[start + size * index:start + size * (index + 1)]  # type: ignore[index]
    return {int(c) for c in np.flatnonzero(part)}


@pytest.mark.parametrize(("game", "preset", "options"), VARIANTS)
def test_each_block_of_the_observation_holds_its_field_of_the_view(
        game: str, preset: str | None, options: dict[str, object]) -> None:
    table = CardtableEnv(game, preset, **options)
    codec = table.codec
    rng = random.Random(8)
    table.reset(seed=8)
    checked = 0
    while checked < 300:
        if not table.agents:
            table.reset()
        agent = table.agent_selection
        seat = table.agent_seat[agent]
        observation = table.observe(agent)["observation"]
        view = table.state.view(seat)
        assert observation.dtype == np.float32 and observation.shape == (codec.observation_size,)
        assert _cards(observation, codec, "hand") == {int(c) for c in view.hand}
        at, _ = codec.layout["hand_sizes"]
        players = len(view.hand_sizes)
        sizes = [view.hand_sizes[(seat + k) % players] for k in range(players)]
        scale = 0.1 if game == "sweep" else 1 / 12
        assert observation[at:at + players] == pytest.approx([s * scale for s in sizes])
        if game == "sweep":
            assert _cards(observation, codec, "table") == {int(c) for c in view.table}
            own = next(i for i, seats in enumerate(view.sides) if seat in seats)
            assert _cards(observation, codec, "piles") == {int(c) for c in view.piles[own]}
        else:
            for k in range(players):
                taken = view.taken[(seat + k) % players]
                assert _cards(observation, codec, "taken", k) == {int(c) for c in taken}
            trick = set().union(*(_cards(observation, codec, "trick", k) for k in range(players)))
            assert trick == {int(c) for c in view.trick}
        checked += 1
        if table.terminations[agent]:
            table.step(None)
        else:
            table.step(rng.choice(sorted(table.legal_actions())))
    assert checked == 300


def test_the_picks_of_a_discard_see_the_legal_actions_a_fresh_codec_sees() -> None:
    table = CardtableEnv("metamorphosis", players=3, parties=1)
    rng = random.Random(6)
    table.reset(seed=6)
    picks = 0
    while table.agents and not table.terminations[table.agent_selection]:
        state, seat = table.state, table.state.to_move
        fresh = codec_for(table.rules).actions(state, seat, table._pending)
        assert table.legal_actions() == fresh
        picks += state.view(seat).phase == "discard"
        table.step(rng.choice(sorted(fresh)))
    assert picks >= 3
