"""Compulsory capture (issue 19), ``must_capture``: ``card`` (the presets' rule: the card
played must take if it can, RULES.md 2.2) or ``any`` (a player who can take with any card
must take). Sources for ``any``: the Polish description (seed 002): "Jeśli gracz nie ma
możliwości wziąć karty ze stołu, wtedy musi wyłożyć jedną ze swoich kart" (he lays a card
only when he cannot take), with its example "Jeśli gracz miałby na ręku tylko asa, wtedy
może tę kartę wyłożyć"; and the Escoba description (seed 003): "Если карты игрока не дают
в сумме ни с одной из открытых в центре карт 15, игрок должен оставить одну из своих карт"."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import set_position

from cardtable import sweep
from cardtable.games.base import IllegalMoveError
from cardtable.games.sweep import OptionError, Rules
from cardtable.games.sweep.events import GameOver
from cardtable.games.sweep.record import rules_from_record
from cardtable.records.replay import replay_record
from cardtable.text import TextContext
from cardtable.text.core import Speaker
from cardtable.text.refusals import refusal

GOLDEN = Path(__file__).parent / "golden"

# The Polish example (seed 002, Scopa): table 2, 3, fante, re; in hand an ace and a five.
TABLE = "2d 3c 8s 10h"

ROWS = [
    # (must_capture, hand, the moves of the hand, why)
    ("card", "1c 5d", {"1c", "5d:2d+3c"}, "the ace takes nothing, so it may be laid"),
    ("any", "1c 5d", {"5d:2d+3c"}, "the five can take, so the ace may not be laid"),
    ("card", "1c", {"1c"}, "only an ace: it is laid (seed 002's example)"),
    ("any", "1c", {"1c"}, "only an ace: it is laid under any too"),
    ("any", "1c 4h", {"1c", "4h"}, "nothing can take: any card is laid"),
    ("any", "2h 5d", {"2h:2d", "5d:2d+3c"}, "two cards take: either capture"),
]


@pytest.mark.parametrize(("must", "hand", "moves", "why"), ROWS)
def test_the_moves_a_hand_has_under_each_rule(must: str, hand: str, moves: set[str],
                                              why: str) -> None:
    rules = Rules.preset("scopa", must_capture=must)
    state = set_position(rules, [hand, "6s 6c 6h"], TABLE)
    assert {m.text() for m in state.legal_moves()} == moves, why


def test_every_preset_keeps_the_card_rule() -> None:
    assert {name: Rules.preset(name).must_capture for name in sweep.PRESETS} == dict.fromkeys(
        sweep.PRESETS, "card")


def test_a_card_laid_while_another_could_take_is_refused_saying_which_could() -> None:
    rules = Rules.preset("scopa", must_capture="any")
    state = set_position(rules, ["1c 5d", "6s 6c 6h"], TABLE)
    before = state.view(0)
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move("1c")
    assert refused.value.code == "must-capture-other"
    assert refused.value.details == {"card": "1c", "cards": ["5d"]}
    assert state.view(0) == before  # the refusal changed nothing
    context = TextContext.for_rules(rules, ["Ana", "Bo"], viewer=0)
    assert refusal(Speaker(context, "en"), refused.value, state) == (
        "Capture is compulsory: the ace of batons takes nothing, and you can take with the "
        "five of coins.")  # Scopa names the cards in the Italian deck


def test_any_with_manual_capture_is_refused_with_the_reason() -> None:
    with pytest.raises(OptionError, match="must_capture=any is for games where the room"):
        Rules.preset("scopa", manual=True, must_capture="any")
    with pytest.raises(OptionError, match="must_capture must be card or any; got 'all'"):
        Rules.preset("scopa", must_capture="all")


def test_a_record_from_before_the_option_plays_under_the_card_rule() -> None:
    record = json.loads((GOLDEN / "scopa-4p-teams.json").read_text(encoding="utf-8"))
    del record["options"]["must_capture"]  # as records written before the option are
    assert rules_from_record(record).must_capture == "card"
    events = list(replay_record(record))
    assert isinstance(events[-1], GameOver)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["scopa", "escoba", "classic"]))
def test_under_any_a_player_who_can_take_never_may_lay(seed: int, preset: str) -> None:
    rules = Rules.preset(preset, must_capture="any")
    state = sweep.new_game(rules, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = [m for m in state.legal_moves() if m.card is not None]
        if legal and any(m.take for m in legal):
            assert all(m.take for m in legal)
        state.play(rng.choice(list(state.legal_moves())))
