"""Sentences for the one listening: what it did is said to it as "you", the call to play
says as much as the verbosity asks and nothing the same utterance has just said, points are
said with their sign in words, and a recap tells one who opens a table where it stands."""

from __future__ import annotations

import random
import re

import pytest
from positions import set_position, sweep_position

from cardtable import metamorphosis, sweep
from cardtable.games.metamorphosis.state import BIDDING
from cardtable.games.sweep.events import RoundScored, ScoreLine
from cardtable.text import TextContext, describe, describe_start, message, readout
from cardtable.text.core import Speaker

LANGS = ("en", "ru")
NAMES = ["Zed", "Quill", "Yara"]


def speaker(state: object, seat: int | None, lang: str, verbosity: str = "full") -> Speaker:
    view = state.view(seat)  # type: ignore[attr-defined]
    names = NAMES[:view.rules.players]
    context = TextContext.for_rules(view.rules, names, viewer=seat, verbosity=verbosity)
    return Speaker(context, lang)


def random_events(state: object, moves: int, rng: random.Random) -> list[object]:
    events: list[object] = list(state.start_events)  # type: ignore[attr-defined]
    for _ in range(moves):
        if state.is_over:  # type: ignore[attr-defined]
            break
        events.extend(state.play(rng.choice(state.legal_moves())))  # type: ignore[attr-defined]
    return events


SEATED = {"play", "opening", "challenge", "claim", "penalty", "leftover", "bid", "trick",
          "discard", "draw", "take"}
"""Record types of the events that say what one seat did."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["scopa", "escoba-spanish", "metamorphosis"])
def test_what_the_listener_did_is_said_to_it_as_you(game: str, lang: str) -> None:
    rng = random.Random(game + lang)
    for seed in range(6):
        if game == "metamorphosis":
            state: object = metamorphosis.new_game(metamorphosis.Rules.preset(players=3),
                                                   seed=seed)
        elif game == "escoba-spanish":
            state = sweep.new_game(sweep.Rules.preset("escoba", players=3, manual=True),
                                   seed=seed)
        else:
            state = sweep.new_game(sweep.Rules.preset("scopa", players=3), seed=seed)
        for event in random_events(state, 60, rng):
            record = event.to_record()  # type: ignore[attr-defined]
            actor = record.get("seat", record.get("winner"))
            if record["type"] not in SEATED or actor is None:
                continue
            for viewer in range(3):
                text = describe(event, speaker(state, viewer, lang).context, lang)  # type: ignore[arg-type]
                if viewer == actor:
                    # Nobody is named by their own name in what they did themselves.
                    assert NAMES[viewer] not in text.split(":")[0], text
                else:
                    assert NAMES[actor] in text, text
            record_text = describe(event, TextContext.for_rules(
                state.view(None).rules, NAMES[:3], full=True), lang)  # type: ignore[attr-defined]
            assert NAMES[actor] in record_text, record_text


@pytest.mark.parametrize("lang", LANGS)
def test_the_turn_says_as_much_as_the_verbosity_asks(lang: str) -> None:
    state = sweep_position("scopa", ["1d 5c 7h", "2s 3s 4s"], "2d 3c 8h 10s")
    say = {v: speaker(state, 0, lang, v) for v in ("brief", "normal", "full")}
    view = state.view(0)
    table = readout.table(say["full"], view)
    hand = readout.hand_cards(say["full"], view)
    assert readout.your_turn(say["brief"], view, False) == message(lang, "your-turn-brief")
    assert readout.your_turn(say["normal"], view, False) == message(lang, "your-turn-table",
                                                                     table=table)
    assert readout.your_turn(say["full"], view, False) == message(
        lang, "your-turn", hand=hand, table=table, count=len(view.hand))
    # What the same utterance has just said (the deal of the hand, the table) is left out.
    assert readout.your_turn(say["full"], view, False, said={"hand"}) == message(
        lang, "your-turn-table", table=table)
    assert readout.your_turn(say["full"], view, False, said={"hand", "table"}) == message(
        lang, "your-turn-brief")
    lengths = [len(readout.your_turn(say[v], view, False).split())
               for v in ("brief", "normal", "full")]
    assert lengths == sorted(lengths) and lengths[0] < lengths[2]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verbosity", ["brief", "normal", "full"])
def test_the_bid_is_asked_with_the_hand_unless_it_was_just_dealt(lang: str,
                                                                 verbosity: str) -> None:
    state = metamorphosis.new_game(metamorphosis.Rules.preset(players=2), seed=4)
    seat = state.to_move
    view = state.view(seat)
    assert view.phase == BIDDING
    say = speaker(state, seat, lang, verbosity)
    hand = message(lang, "meta-deal-own", cards=say.cards52(view.hand))
    assert hand in readout.your_turn(say, view, False)
    assert hand not in readout.your_turn(say, view, False, said={"hand"})


@pytest.mark.parametrize("lang", LANGS)
def test_a_round_s_result_at_each_verbosity(lang: str) -> None:
    event = RoundScored((3, -1), (ScoreLine(0, "sweeps", 2), ScoreLine(0, "primiera", 1),
                                  ScoreLine(1, "challenges", -1)), (9, 4), (25, 15))
    rules = sweep.Rules.preset("scopa")
    said = {v: describe(event, TextContext.for_rules(rules, NAMES[:2], viewer=0,
                                                     verbosity=v), lang)
            for v in ("brief", "normal", "full")}
    category = message(lang, "category-primiera", deck="italian", preset="scopa",
                       points=1)
    taken = message(lang, "cards-taken", list="§").split("§")[0]
    assert category not in said["brief"] and taken not in said["brief"]
    assert category in said["normal"] and taken not in said["normal"]
    assert category in said["full"] and taken in said["full"]
    for text in said.values():
        assert message(lang, "round-scored") in text
        assert message(lang, "totals", list="§").split("§")[0] in text


@pytest.mark.parametrize(("lang", "minus"), [("en", "minus 1"), ("ru", "минус 1")])
def test_points_below_zero_are_said_in_words(lang: str, minus: str) -> None:
    event = RoundScored((3, -1), (ScoreLine(1, "challenges", -1),), (9, -1), (25, 15))
    text = describe(event, TextContext.for_rules(sweep.Rules.preset("scopa"), NAMES[:2],
                                                 full=True), lang)
    assert minus in text
    assert not re.search(r"(^|\s|—)-\d", text), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_recap_says_where_the_game_stands(lang: str) -> None:
    state = sweep_position("scopa", ["1d 5c 7h", "2s 3s 4s"], "2d 3c 8h 10s")
    for seat in (0, None):
        say = speaker(state, seat, lang)
        view = state.view(seat)
        recap = readout.recap(say, view)
        assert recap[0] == describe_start(view.rules, say.context, lang)
        assert readout.table(say, view) in recap
        assert (readout.hand(say, view) in recap) == (seat is not None)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("scores", "said"), [
    ([12, 11], True),      # past the target, a lead of 1 where classic asks 2
    ([10, 9], False),      # below the target
    ([0, 0], False),
])
def test_the_score_says_why_a_game_past_its_target_goes_on(
        lang: str, scores: list[int], said: bool) -> None:
    rules = sweep.Rules.preset("classic")
    state = set_position(rules, ["1s", "2s"], "3c", scores=scores)
    text = readout.score(speaker(state, 0, lang), state.view(0))
    why = message(lang, "round-short-of-margin", target=11, margin=2)
    assert text.endswith(why) is said
    assert message(lang, "totals", list="§").split("§")[0] in text
