"""The engines' refusal codes (``docs/protocol.md``, "Refusals"): for each code a position
where the engine raises it, with its arguments, and its sentence in every language from the
catalogue (never the engine's English words, never English in Russian)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from meta_support import deck_of, fixed_then_shuffled, lowest, play_all, suit_cards
from positions import meta_position, set_position

from cardtable import metamorphosis, sweep
from cardtable.cards import parse_card
from cardtable.games.base import AmbiguousMoveError, IllegalMoveError
from cardtable.games.metamorphosis.events import DealScored
from cardtable.games.metamorphosis.moves import MetaMove
from cardtable.games.sweep.moves import CLAIM, SweepMove
from cardtable.text.catalog import bundle
from cardtable.text.context import TextContext
from cardtable.text.core import Speaker
from cardtable.text.refusals import CODES, engine_refusal, message_id, refusal

C = parse_card


def scopa() -> Any:
    """Scopa, seat 0 to play 5c or 1s on 2d 3c 8h 10s; seat 1 holds 4h 6c."""
    return set_position(sweep.Rules.preset("scopa"), ["5c 1s", "4h 6c"], "2d 3c 8h 10s",
                        deals_left=1)


def compulsory() -> Any:
    """Scopa where whoever can take must (must_capture any): seat 0's 5c takes 2d+3c, so
    its 1s may not be laid."""
    return set_position(sweep.Rules.preset("scopa", must_capture="any"), ["5c 1s", "4h 6c"],
                        "2d 3c 8h 10s", deals_left=1)


def two_ways() -> Any:
    """Scopa, seat 0's 5c takes 1d+4c or 2h+3s."""
    return set_position(sweep.Rules.preset("scopa"), ["5c 1s", "7h 6c"], "1d 4c 2h 3s",
                        deals_left=1)


def manual() -> Any:
    """Scopa under manual capture, seat 0 to play 5c or 1s on 2d 3c 8h."""
    return set_position(sweep.Rules.preset("scopa", manual=True), ["5c 1s", "4h 6c"],
                        "2d 3c 8h", deals_left=1)


def closing() -> Any:
    """Manual capture: seat 1 has played the round's last card; seat 0 is to say end."""
    state = set_position(sweep.Rules.preset("scopa", manual=True), ["", "5c"], "2d 3c 8h",
                         to_move=1, last_capturer=0)
    state.play("5c:2d+3c")
    return state


def spanish() -> Any:
    """Escoba under manual capture (the Spanish penalties), three seats: seat 0's 7d could
    take 3c+5h."""
    rules = sweep.Rules.preset("escoba", manual=True, players=3, target=100,
                               no_capture_loss=False, scoring=())
    return set_position(rules, ["7d 1s", "4h 9c", "2h 6s"], "3c 5h 10s", deals_left=1)


def spanish_laid() -> Any:
    """As ``spanish``, seat 0 having laid the 7d: seat 1 may claim it with 3c+5h."""
    state = spanish()
    state.play("7d")
    return state


def sweep_over() -> Any:
    state = sweep.new_game(sweep.Rules.preset("scopa", target=1), seed=3)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    return state


def bidding() -> Any:
    return metamorphosis.new_game(metamorphosis.Rules.preset(players=2), seed=12)


def trick() -> Any:
    """Two seats, after the bids: seat 1 has led the ace of hearts, and seat 0, to follow,
    holds the hearts 2h 3h besides its spades."""
    state = meta_position(["2h 3h 2s 3s 4s 5s 6s 7s 8s 9s 10s Js",
                           "4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah 2d"])
    assert state.to_move == 1
    state.play("Ah")
    return state


def discarding() -> Any:
    """Two seats; after deal 1 seat 0 holds 24 cards and must discard twelve."""
    hands = [suit_cards("h", "2 3 4 5 6 7 8 9 10 J Q K"),
             suit_cards("c", "2 3 4 5 6 7 8 9 10 J Q K")]
    state = metamorphosis.new_game(metamorphosis.Rules.preset(players=2, first_dealer=1),
                                   seed=3, deck_source=fixed_then_shuffled(deck_of(hands)))
    while state.phase == "bid":
        state.play("bid:2")
    play_all(state, lowest, lambda evs: any(isinstance(e, DealScored) for e in evs))
    assert state.phase == "discard" and state.to_move == 0
    return state


def meta_over() -> Any:
    state = metamorphosis.new_game(metamorphosis.Rules.preset(players=2), seed=5)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    return state


def discard_of(state: Any, count: int) -> str:
    return "discard:" + "+".join(str(c) for c in state.hands[0][:count])


Attempt = Callable[[Any], Any]

CASES: list[tuple[str, Callable[[], Any], Attempt, dict[str, Any]]] = [
    # Both games.
    ("game-over", sweep_over, lambda s: s.parse_move("5c"), {}),
    ("game-over", meta_over, lambda s: s.play("Qs"), {}),
    ("no-seat", scopa, lambda s: s.parse_move("5c", seat=7), {"seat": 7, "players": 2}),
    ("no-seat", bidding, lambda s: s.parse_move("bid:1", seat=3), {"seat": 3, "players": 2}),
    ("bad-move", scopa, lambda s: s.play(SweepMove(0, None, (), "dance")), {}),
    ("bad-move", bidding, lambda s: s.play(["bid:1"]), {}),
    ("bad-move-text", scopa, lambda s: s.parse_move("xyz"),
     {"text": "xyz", "game": "sweep"}),
    ("bad-move-text", bidding, lambda s: s.parse_move("bid:two"),
     {"text": "bid:two", "game": "metamorphosis"}),
    ("bad-claim-text", spanish_laid, lambda s: s.parse_move("claim:7d"),
     {"text": "claim:7d"}),
    ("not-your-turn", scopa, lambda s: s.parse_move("4h", seat=1), {"seat": 1, "to_move": 0}),
    ("not-your-turn", spanish_laid, lambda s: s.parse_move("claim:7d:3c+5h", seat=2),
     {"seat": 2, "to_move": 1}),
    ("not-your-turn", bidding, lambda s: s.play(MetaMove(1 - s.to_move, "bid", deal=1)), {}),
    # The sweep games.
    ("round-not-over", manual, lambda s: s.play("end"), {}),
    ("round-closing", closing, lambda s: s.play(SweepMove(0, C("1s"))), {}),
    ("not-in-hand", scopa, lambda s: s.parse_move("7d"), {"cards": ["7d"], "hand": ["1s", "5c"]}),
    ("not-on-table", manual, lambda s: s.play("5c:9s"),
     {"cards": ["9s"], "table": ["2d", "3c", "8h"]}),
    ("not-on-table", scopa, lambda s: s.play("5c:9h"),
     {"cards": ["9h"], "card": "5c", "choices": [["2d", "3c"]]}),
    ("taken-twice", manual, lambda s: s.play(SweepMove(0, C("5c"), (C("2d"), C("2d")))),
     {"cards": ["2d"]}),
    ("captures-nothing", scopa, lambda s: s.play("1s:2d"), {"card": "1s", "take": ["2d"]}),
    ("must-capture", scopa, lambda s: s.play(SweepMove(0, C("5c"))),
     {"card": "5c", "choices": [["2d", "3c"]]}),
    ("must-capture-other", compulsory, lambda s: s.play("1s"), {"card": "1s", "cards": ["5c"]}),
    ("not-a-capture", scopa, lambda s: s.play("5c:2d+8h"),
     {"card": "5c", "take": ["2d", "8h"], "choices": [["2d", "3c"]]}),
    ("capture-choice", two_ways, lambda s: s.parse_move("5c"),
     {"card": "5c", "choices": [["1d", "4c"], ["2h", "3s"]]}),
    ("no-challenges", scopa, lambda s: s.play("challenge"), {}),
    ("spanish-challenge", spanish_laid, lambda s: s.play("challenge"), {}),
    ("no-challenge", manual, lambda s: s.play("challenge"), {"why": "no-move"}),
    ("no-claims", scopa, lambda s: s.parse_move("claim:7d:2c+5h"), {}),
    ("no-claim", spanish, lambda s: s.play("claim:7d:3c+5h"), {"why": "nothing-laid"}),
    ("not-a-claim", spanish_laid, lambda s: s.play(SweepMove(1, C("7d"), (C("3c"),), CLAIM)),
     {"card": "7d", "take": ["3c"], "laid": "7d", "choices": [["3c", "5h"]]}),
    # Metamorphosis.
    ("bid-first", bidding, lambda s: s.play(MetaMove(s.to_move, "play", card=s.hands[
        s.to_move][0])), {}),
    ("bid-range", bidding, lambda s: s.parse_move("bid:7"), {"deal": 7}),
    ("discard-first", discarding, lambda s: s.parse_move("2h"), {"count": 12}),
    ("discard-count", discarding, lambda s: s.parse_move(discard_of(s, 3)),
     {"need": 12, "count": 3}),
    ("not-in-hand", discarding, lambda s: s.parse_move("discard:2s"), {"cards": ["2s"]}),
    ("play-card", trick, lambda s: s.parse_move("bid:2"), {}),
    ("not-in-hand", trick, lambda s: s.parse_move("Kh"), {"cards": ["Kh"]}),
    ("follow-suit", trick, lambda s: s.parse_move("2s"),
     {"card": "2s", "led": "Ah", "cards": ["2h", "3h"]}),
]


def refused(case: tuple[str, Callable[[], Any], Attempt, dict[str, Any]]) -> IllegalMoveError:
    _, make, attempt, _ = case
    state = make()
    with pytest.raises(IllegalMoveError) as caught:
        attempt(state)
    return caught.value


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_the_engine_names_its_refusal(case: tuple[str, Any, Attempt, dict[str, Any]]) -> None:
    code, _, _, details = case
    error = refused(case)
    assert error.code == code, str(error)
    assert {k: error.details.get(k) for k in details} == details
    assert isinstance(error, ValueError) and str(error)
    assert isinstance(error, AmbiguousMoveError) == (code == "capture-choice")
    for value in error.details.values():         # plain values only
        assert isinstance(value, str | int | list | type(None)), value


def test_every_code_has_a_position() -> None:
    assert {case[0] for case in CASES} == set(CODES)
    assert len(set(CODES)) == len(CODES)


NAMES = {"en": "Ana", "ru": "Аня"}
LATIN_WORDS = re.compile(r"[A-Za-z]{3,}")
NOTATION = {"bid", "discard", "claim", "end", "Enter"}
"""Latin words a Russian sentence may hold: the typed notation of moves and key names."""


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_every_language_words_the_refusal(case: tuple[str, Any, Attempt, dict[str, Any]]
                                          ) -> None:
    code, make, _, _ = case
    error = refused(case)
    state = make()
    said = {}
    for lang in ("en", "ru"):
        assert bundle(lang).has_message(message_id(code)), (lang, code)
        names = [NAMES[lang] + str(seat) for seat in range(state.rules.players)]
        say = Speaker(TextContext.for_rules(state.rules, names, viewer=0), lang)
        sentence = refusal(say, error, state)
        assert sentence != engine_refusal(say, str(error)), (lang, sentence)
        said[lang] = sentence
    assert str(error) not in said["ru"]
    assert said["ru"] != said["en"]
    assert re.search("[а-яА-Я]", said["ru"])
    # What the player typed is said back as typed.
    russian = said["ru"].replace(str(error.details.get("text")), "")
    assert set(LATIN_WORDS.findall(russian)) <= NOTATION, said["ru"]


def test_an_unknown_code_falls_back_to_the_engine_words() -> None:
    state = sweep.new_game(sweep.Rules.preset("scopa"), seed=1)
    say = Speaker(TextContext.for_rules(state.rules, ["Ana", "Bo"], viewer=0), "en")
    error = IllegalMoveError("no dancing at the table", "dance")
    assert refusal(say, error, state) == engine_refusal(say, "no dancing at the table")


def test_errors_pickle_with_their_code() -> None:
    import pickle

    error = refused(next(c for c in CASES if c[0] == "must-capture"))
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.code, again.details, str(again)) == (
        type(error), error.code, error.details, str(error))


def test_the_protocol_documents_every_code() -> None:
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = text.split("#### Refusals", 1)[1].split("\n### ", 1)[0]
    documented = re.findall(r"^\| `([a-z-]+)` \|", section, re.MULTILINE)
    assert documented == list(CODES)
