"""Hints: the expert's move with a reason a player understands, in English and Russian."""

from __future__ import annotations

import pytest
from positions import meta_position, sweep_position

from cardtable.bots.greedy import GreedyBot
from cardtable.bots.hint import hint
from cardtable.bots.ismcts import IsmctsBot
from cardtable.cards import parse_card, parse_card52, parse_cards
from cardtable.text.catalog import message
from cardtable.text.names import card_forms, listed


def search() -> IsmctsBot:
    return IsmctsBot(3, iterations=300, milliseconds=None)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["seven of cups", "seven of coins"]),
    ("ru", ["Сыграйте семёрку кубков", "возьмёте семёрку монет"]),
])
def test_a_capture_hint_names_the_cards(lang: str, words: list[str]) -> None:
    state = sweep_position("scopa", ["1c 2h 4s", "7h 9h 3c"], "7d 10c 10h 10s")
    advice = hint(state, 1, lang=lang, bot=search())
    assert advice.move.text() == "7h:7d"
    for word in words:
        assert word in advice.reason


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_sweep_hint_says_it_sweeps(lang: str) -> None:
    # Escoba captures by fifteen (RULES.md 2.2). The table sums to 10, neither 15 nor 30, so
    # no opening escoba clears it (2.3); the 5 takes all four cards, a sweep, and the ace
    # and the two take nothing (they would need 14 and 13).
    table = parse_cards("1d 2c 3h 4s")
    state = sweep_position("escoba", ["6c 7c 9s", "5c 1h 2h"], "1d 2c 3h 4s")
    assert state.table == list(table)
    advice = hint(state, 1, lang=lang, bot=search())
    assert advice.move.card == parse_card("5c")
    assert advice.move.take == table
    deck = state.rules.deck
    assert advice.reason == message(
        lang, "hint-sweep", card=card_forms("5c", deck, lang),
        cards=listed(lang, [card_forms(c, deck, lang) for c in table]))


def test_a_laid_card_hint() -> None:
    state = sweep_position("scopa", ["1c 2h 4s", "8h 9h 6c"], "7d 10c 10h 10s")
    advice = hint(state, 1, bot=GreedyBot(1))
    assert advice.move.take == ()
    assert advice.reason.startswith("Lay the ")


@pytest.mark.parametrize(("lang", "word"), [("en", "stays under the trick"),
                                            ("ru", "не возьмёте взятку")])
def test_a_duck_hint_in_metamorphosis(lang: str, word: str) -> None:
    state = meta_position(["Qc 2c 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd",
                           "Kc 3c Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h"])
    state.play("Kc")
    advice = hint(state, 0, lang=lang, bot=GreedyBot(2))
    assert advice.move.card == parse_card52("Qc")
    assert word in advice.reason


def test_the_default_adviser_is_the_expert_and_keeps_to_the_seat() -> None:
    state = sweep_position("scopa", ["1c 2h 4s", "7h 9h 3c"], "7d 10c 10h 10s")
    before = state.view(1)
    advice = hint(state, 1, rng=5)
    assert advice.move in state.legal_moves(1)
    assert state.view(1) == before
