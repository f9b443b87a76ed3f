"""Root parallelism (``cardtable.bots.parallel``): the helpers' trees are added to the bot's
own, a search of fixed iterations stays reproducible, and a helper that fails costs only its
share of the search."""

from __future__ import annotations

import logging
import multiprocessing
import random
from concurrent.futures import Future
from typing import Any

import pytest

from cardtable.bots.ismcts import IsmctsBot, RootStatistic
from cardtable.bots.parallel import (
    GATHER_GRACE,
    HelperJob,
    Pending,
    ProcessHelpers,
    grow_in_helper,
    shared_helpers,
)
from cardtable.bots.sweep_inference import SweepBeliefs
from cardtable.games.registry import family
from tests.positions import sweep_position


def _done(children: list[tuple[Any, int, float]], iterations: int) -> Future[Any]:
    future: Future[Any] = Future()
    future.set_result((children, iterations))
    return future


def _failed() -> Future[Any]:
    future: Future[Any] = Future()
    future.set_exception(RuntimeError("the helper died"))
    return future


class _Canned:
    """Helpers whose trees are given: what the search adds up, without processes."""

    def __init__(self, *trees: list[tuple[Any, int, float]]) -> None:
        self.trees = trees
        self.started: list[tuple[int, int]] = []

    def start(self, bot: IsmctsBot, state: Any, seat: int) -> Pending:
        self.started.append((id(state), seat))
        return Pending([_done(tree, sum(v for _, v, _ in tree)) for tree in self.trees], 1.0)

    def gather(self, pending: Pending, totals: dict[Any, RootStatistic]) -> int:
        return ProcessHelpers.gather(ProcessHelpers(2), pending, totals)


def test_gathering_adds_each_moves_visits_and_rewards_and_counts_the_iterations() -> None:
    totals = {"a": RootStatistic(10, 6.0), "b": RootStatistic(4, 1.0)}
    done = ProcessHelpers(3).gather(Pending(
        [_done([("a", 2, 1.0), ("b", 9, 7.0)], 11), _done([("c", 5, 2.5), ("b", 1, 0.0)], 6)],
        1.0), totals)
    assert done == 17
    assert totals == {"a": RootStatistic(12, 7.0), "b": RootStatistic(14, 8.0),
                      "c": RootStatistic(5, 2.5)}


def test_a_failed_helper_is_left_out_and_said_in_the_log(
        caplog: pytest.LogCaptureFixture) -> None:
    totals = {"a": RootStatistic(3, 2.0)}
    with caplog.at_level(logging.ERROR, logger="cardtable.bots.parallel"):
        done = ProcessHelpers(3).gather(Pending([_failed(), _done([("a", 4, 1.0)], 4)], 1.0),
                                        totals)
    assert done == 4
    assert totals == {"a": RootStatistic(7, 3.0)}
    assert "a search helper failed" in caplog.text


def test_the_move_played_is_the_most_visited_over_every_tree() -> None:
    # Alone, the seven takes the settebello; helpers whose trees all went elsewhere outvote it.
    state = sweep_position("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s")
    seat = 1
    alone = IsmctsBot(1, iterations=200, milliseconds=None).search(state, seat)
    other = next(m for m in state.legal_moves(seat) if m != alone.move)
    helpers = _Canned([(other, 5000, 0.0)], [(other, 5000, 0.0)])
    outvoted = IsmctsBot(1, iterations=200, milliseconds=None, helpers=helpers).search(
        state, seat)
    assert alone.move.text() == "7c:7d"
    assert outvoted.move == other
    root, _ = IsmctsBot(1, iterations=200, milliseconds=None).grow(state, seat)
    own = root.children[other].visits if other in root.children else 0
    assert outvoted.visits == 10_000 + own
    assert outvoted.iterations == alone.iterations + 10_000
    assert helpers.started == [(id(state), seat)]


def test_a_helper_grows_the_tree_its_job_describes() -> None:
    scopa = family("sweep")
    state = scopa.new_game(scopa.make_rules("scopa"), rng=random.Random(8))
    seat = state.to_move
    job = HelperJob(state, seat, 21, 300, None, 0.7, "deal", False, None, lambda: 0.0)
    children, done = grow_in_helper(job)
    again, done_again = grow_in_helper(job)
    bot = IsmctsBot(random.Random(21), iterations=300, milliseconds=None, inference=False)
    root, own = bot.grow(state, seat)
    assert (children, done) == (again, done_again)
    assert done == own <= 300
    assert sum(visits for _, visits, _ in children) == done
    assert children == [(m, c.visits, c.reward) for m, c in root.children.items()]


def test_a_search_over_two_processes_does_both_trees_and_is_reproducible() -> None:
    scopa = family("sweep")
    state = scopa.new_game(scopa.make_rules("escoba"), rng=random.Random(12))
    seat = state.to_move
    helpers = shared_helpers(2)
    results = [IsmctsBot(random.Random(3), iterations=400, milliseconds=None,
                         helpers=helpers).search(state, seat) for _ in range(2)]
    alone = IsmctsBot(random.Random(3), iterations=400, milliseconds=None).search(state, seat)
    assert results[0] == results[1]
    assert results[0].move in state.legal_moves(seat)
    assert results[0].iterations > alone.iterations
    assert results[0].visits > 0


def test_the_helpers_search_with_the_bots_beliefs_and_budget() -> None:
    state = sweep_position("scopa", ["1c 2h 4s", "7c 9h 3c"], "7d 10c 10h 10s")
    beliefs = SweepBeliefs(1, no_sweep={0: {7}})
    bot = IsmctsBot(4, iterations=50, milliseconds=120.0, exploration=0.9, playout="round")
    bot.beliefs = beliefs
    sent: list[HelperJob] = []

    class Recording(ProcessHelpers):
        def _executor(self) -> Any:
            recorder = self

            class Executor:
                def submit(self, function: Any, job: HelperJob) -> Future[Any]:
                    sent.append(job)
                    return _done([], 0)
            assert recorder.processes == 3
            return Executor()

    pending = Recording(3).start(bot, state, 1)
    assert pending.grace == GATHER_GRACE
    bot.milliseconds = None
    assert Recording(3).start(bot, state, 1).grace is None  # fixed iterations wait for all
    bot.milliseconds = 120.0
    del sent[2:]
    assert len(sent) == 2 and sent[0].seed != sent[1].seed
    assert [(j.state, j.seat, j.iterations, j.milliseconds, j.exploration, j.playout,
             j.inference, j.beliefs, j.clock) for j in sent] == [
        (state, 1, 50, 120.0, 0.9, "round", True, beliefs, bot.clock)] * 2


def test_one_process_needs_no_helpers_and_fewer_than_two_are_refused() -> None:
    assert shared_helpers(1) is None
    assert shared_helpers(2) is shared_helpers(2)
    with pytest.raises(ValueError, match="2 processes or more"):
        ProcessHelpers(1)


def _search_with_helpers() -> None:
    scopa = family("sweep")
    state = scopa.new_game(scopa.make_rules("scopa"), rng=random.Random(2))
    IsmctsBot(1, iterations=30, milliseconds=None, helpers=shared_helpers(3)).search(
        state, state.to_move)


def test_a_process_whose_bot_had_helpers_still_ends() -> None:
    # A tournament's worker is a process of multiprocessing: at its end it waits for its
    # children, the helpers among them, which must have been told to stop first.
    worker = multiprocessing.get_context("fork").Process(target=_search_with_helpers)
    worker.start()
    worker.join(timeout=60)
    ended = not worker.is_alive()
    if not ended:
        worker.kill()
    assert ended and worker.exitcode == 0


def test_a_terminal_game_gives_its_searching_players_the_helpers_asked_for() -> None:
    from cardtable.games.sweep.rules import Rules
    from cardtable.terminal.session import PlaySession
    from cardtable.terminal.settings import PlaySettings
    from tests.terminal_support import Transcript

    rules = Rules.preset("scopa", players=3)
    for processes, expected in ((1, None), (2, shared_helpers(2))):
        session = PlaySession(PlaySettings(rules, level="expert", seed=3,
                                           search_processes=processes), Transcript())
        assert [getattr(bot, "helpers", "none") for bot in session.bots.values()] == \
            [expected, expected]
        assert getattr(session.adviser, "helpers", "none") is expected
    plain = PlaySession(PlaySettings(rules, level="normal", search_processes=2), Transcript())
    assert all(not isinstance(bot, IsmctsBot) for bot in plain.bots.values())
    with pytest.raises(ValueError, match="search_processes must be 1 or more"):
        PlaySettings(rules, search_processes=0)
