"""Escoba's first dealer is drawn for (issue 19; seed 003: each player draws a card, the
highest deals; RULES.md leaves it to the presets): ``dealer_draw``, on in the escoba presets,
off elsewhere and whenever a first dealer is chosen. The draw is said, kept in the record
(``dealer_draw``) and replayed from it; records from before it replay with seat 0."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import sweep
from cardtable.bots import RandomBot
from cardtable.bots.match import play_match
from cardtable.cards import CARD_VALUE
from cardtable.games.base import RecordError
from cardtable.games.sweep import Rules
from cardtable.games.sweep.dealing import draw_for_dealer
from cardtable.games.sweep.events import DealerDrawn, RoundStarted
from cardtable.records.replay import replay_record

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize(("preset", "options", "draws"), [
    ("escoba", {}, True), ("escoba-primiera", {}, True), ("classic", {}, False),
    ("scopa", {}, False), ("escoba", {"first_dealer": 1}, False),
    ("classic", {"dealer_draw": True}, True),
])
def test_who_draws_for_the_first_dealer(preset: str, options: dict[str, int],
                                        draws: bool) -> None:
    rules = Rules.preset(preset, **options)
    assert rules.dealer_draw is draws
    first = sweep.new_game(rules, seed=1).start_events
    assert isinstance(first[0], DealerDrawn) is draws
    started = next(e for e in first if isinstance(e, RoundStarted))
    expected = first[0].dealer if draws else rules.first_dealer  # type: ignore[union-attr]
    assert started.dealer == expected


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32 - 1))
def test_the_highest_card_deals_and_level_highest_draw_again(players: int, seed: int) -> None:
    draws, dealer = draw_for_dealer(players, random.Random(seed))
    cards = [card for drawing in draws for _, card in drawing]
    assert len(cards) == len(set(cards))
    assert [seat for seat, _ in draws[0]] == list(range(players))
    for before, after in zip(draws, draws[1:], strict=False):
        top = max(CARD_VALUE[c] for _, c in before)
        assert [s for s, _ in after] == [s for s, c in before if CARD_VALUE[c] == top]
    last = draws[-1]
    top = max(CARD_VALUE[c] for _, c in last)
    assert [s for s, c in last if CARD_VALUE[c] == top] == [dealer]


def test_a_tie_is_drawn_again() -> None:
    seed = next(s for s in range(1000) if len(draw_for_dealer(2, random.Random(s))[0]) > 1)
    draws, _ = draw_for_dealer(2, random.Random(seed))
    assert CARD_VALUE[draws[0][0][1]] == CARD_VALUE[draws[0][1][1]]


def _escoba_record(seed: int = 3) -> dict[str, object]:
    rules = Rules.preset("escoba")
    state = sweep.new_game(rules, seed=seed)
    result = play_match(state, [RandomBot(seed), RandomBot(seed + 1)], "sweep",
                        rules.to_options(), start_events=state.start_events)
    assert result.record is not None
    return result.record


def test_the_draw_is_kept_in_the_record_and_replayed_from_it() -> None:
    record = _escoba_record()
    drawn = record["dealer_draw"]
    assert isinstance(drawn, dict) and drawn["type"] == "dealer_draw"
    assert record["rounds"][0]["dealer"] == drawn["dealer"]  # type: ignore[index]
    replayed = list(replay_record(record))
    assert isinstance(replayed[0], DealerDrawn) and replayed[0].to_record() == drawn


def test_a_record_whose_rules_draw_but_that_has_no_draw_is_refused() -> None:
    record = _escoba_record()
    del record["dealer_draw"]
    with pytest.raises(RecordError, match="the rules draw for the first dealer"):
        list(replay_record(record))


def test_a_record_from_before_the_draw_replays_with_seat_0_dealing() -> None:
    record = json.loads((GOLDEN / "escoba-6p-no-capture.json").read_text(encoding="utf-8"))
    del record["options"]["dealer_draw"]  # as records written before the option are
    events = list(replay_record(record))
    assert not any(isinstance(e, DealerDrawn) for e in events)
    assert next(e for e in events if isinstance(e, RoundStarted)).dealer == 0
