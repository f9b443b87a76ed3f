"""A trained policy at the room's tables (issue 20): ``policy:module:callable`` bots through
``make_bot``, matches and tournaments, and the training example. Skipped without the
research extra."""

from __future__ import annotations

import random
import runpy
import sys
import types
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="needs the research extra: pip install -e '.[research]'")
pytest.importorskip("pettingzoo", reason="needs the research extra")

from cardtable.bots.levels import make_bot  # noqa: E402
from cardtable.bots.match import play_match  # noqa: E402
from cardtable.bots.random_bot import RandomBot  # noqa: E402
from cardtable.env.policy import PolicyBot, load_policy  # noqa: E402
from cardtable.games.metamorphosis import Rules as MetaRules  # noqa: E402
from cardtable.games.metamorphosis import new_game as new_meta_game  # noqa: E402
from cardtable.games.sweep import Rules, new_game  # noqa: E402
from cardtable.lab.tournament import check_names  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FIRST = "policy:cardtable.env.policy:first_legal"


def test_a_policy_bot_by_name_plays_whole_games_of_both_families() -> None:
    bot = make_bot(FIRST, 1)
    assert isinstance(bot, PolicyBot) and bot.name == FIRST
    state = new_game(Rules.preset("escoba", players=2), seed=3)
    result = play_match(state, [bot, RandomBot(2)], "sweep", state.rules.to_options(),
                        state.start_events)
    assert result.state.is_over and bot.illegal == 0
    assert result.record is not None and result.record["seats"][0] == FIRST
    meta = new_meta_game(MetaRules(players=2, parties=1), seed=4)
    result = play_match(meta, [RandomBot(5), bot], "metamorphosis", meta.rules.to_options(),
                        meta.start_events)
    assert result.state.is_over and bot.illegal == 0


def test_the_policy_sees_the_codec_s_observation_and_mask() -> None:
    seen: list[tuple[object, object]] = []

    def policy(observation: object, mask: object) -> int:
        seen.append((observation, mask))
        return int(np.flatnonzero(mask)[-1])

    bot = PolicyBot(policy)
    state = new_game(Rules.preset("scopa"), seed=8)
    move = bot.choose(state, state.to_move)
    observation, mask = seen[0]
    assert observation.dtype == np.float32 and mask.dtype == np.int8
    assert mask.sum() == len({(m.card, m.take) for m in state.legal_moves()})
    assert move in state.legal_moves()


def test_an_illegal_choice_is_replaced_and_counted() -> None:
    bot = PolicyBot(lambda observation, mask: 10_000, rng=random.Random(1))
    state = new_game(Rules.preset("scopa"), seed=1)
    assert bot.choose(state, state.to_move) in state.legal_moves()
    assert bot.illegal == 1


def test_policy_paths_load_callables_and_factories_and_say_what_is_wrong() -> None:
    module = types.ModuleType("cardtable_test_policies")
    module.make = lambda: (lambda observation, mask: 0)  # type: ignore[attr-defined]
    module.not_callable = 3  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    try:
        assert load_policy("cardtable_test_policies:make")(None, None) == 0
        with pytest.raises(ValueError, match="no callable 'not_callable'"):
            load_policy("cardtable_test_policies:not_callable")
    finally:
        del sys.modules[module.__name__]
    with pytest.raises(ValueError, match="module:callable"):
        make_bot("policy:nocolon")
    with pytest.raises(ValueError, match="cannot import"):
        make_bot("policy:no_such_module_here:policy")


def test_tournaments_accept_policy_names() -> None:
    assert check_names(["greedy", FIRST]) == ("greedy", FIRST)
    with pytest.raises(ValueError, match="policy:module:callable"):
        check_names(["greedy", "nobody"])


def test_the_training_example_learns_something_and_sits_at_a_table() -> None:
    example = runpy.run_path(str(ROOT / "examples" / "train_linear_policy.py"))
    policy = example["train"](episodes=30)
    assert np.abs(policy.weights).sum() > 0
    points = example["match_points"](PolicyBot(policy), games=3)
    assert isinstance(points, float)
