"""Sentences for events: every message in every catalogue, real content, plural forms.

The sweep games first, then Metamorphosis."""

from __future__ import annotations

import json
import re
import typing
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor
from positions import set_position

from cardtable import metamorphosis, sweep
from cardtable.cards import Card, Card52, parse_card, parse_card52, parse_cards, parse_cards52
from cardtable.games.metamorphosis import events as meta
from cardtable.games.sweep.events import (
    Challenged,
    Checked,
    Claimed,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Penalty,
    Played,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SetAside,
    SweepEvent,
    TableDealt,
)
from cardtable.records.replay import replay_record
from cardtable.text import (
    LANGUAGES,
    CatalogueError,
    TextContext,
    describe,
    describe_start,
    join_list,
    message,
    message_ids,
    readout,
)
from cardtable.text.catalog import CATALOGUES, Forms, catalogue_source
from cardtable.text.core import Speaker, sentence
from cardtable.text.messages import CATALOGUE_MESSAGES, MESSAGES
from cardtable.text.names import bot_name, card52_forms, card52_name, card_name

GOLDEN = Path(__file__).parent / "golden"

ESCOBA = sweep.Rules.preset("escoba")
ANA_BO = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], full=True)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# The catalogues -----------------------------------------------------------------------

class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def _catalogue(lang: str, name: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse(catalogue_source(lang, name))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], "syntax error"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def test_the_catalogues() -> None:
    assert CATALOGUES == ("cards", "common", "sweep", "metamorphosis", "hints", "terminal",
                          "room", "web", "commands", "webtable", "webdeck", "webresult",
                          "webmotion")
    assert set(CATALOGUE_MESSAGES) == set(CATALOGUES)
    every = [m for name in CATALOGUES for m in message_ids(name)]
    assert len(every) == len(set(every)), "a message id in two catalogues"
    assert set(every) == set(message_ids())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", CATALOGUES)
def test_every_message_is_in_every_catalogue(lang: str, name: str) -> None:
    defined = set(_catalogue(lang, name))
    assert set(message_ids(name)) - defined == set(), "missing messages"
    assert defined - set(message_ids(name)) == set(), "messages the code never uses"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", CATALOGUES)
def test_messages_use_only_their_variables(lang: str, name: str) -> None:
    for message_id, entry in _catalogue(lang, name).items():
        found = _Variables()
        found.visit(entry)
        assert found.names <= set(MESSAGES[message_id]), message_id


_TEXT_VARIABLES = ("seat", "dealer", "cards", "card", "first", "second", "rest", "name",
                   "side", "sides", "list", "team", "members", "modifiers", "category",
                   "source", "leader", "hand", "table", "trick", "choices", "command",
                   "commands", "text", "example", "reason", "path", "program", "suit",
                   "who", "status", "action", "key", "detail", "line", "scores", "winners",
                   "value")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("number", [1, 2, 5, 21, 0, -4])
@pytest.mark.parametrize(("trumps", "suit"), [("none", "any"), ("diamonds", "hearts"),
                                              ("hearts", "clubs"), ("spades", "spades"),
                                              ("clubs", "diamonds")])
def test_every_message_formats(lang: str, number: int, trumps: str, suit: str) -> None:
    texts = {"deck": "spanish", "preset": "scopa", "modifier": "muerto", "trumps": trumps,
             "suit": suit, "level": "expert", "game": "metamorphosis"}
    for message_id, names in MESSAGES.items():
        args: dict[str, str | int] = {
            name: texts.get(name, f"<{name}>") if name in texts or name in _TEXT_VARIABLES
            else number for name in names}
        text = message(lang, message_id, **args)
        assert text.strip() and "{" not in text and "???" not in text, message_id


def test_a_sentence_said_again_is_the_same_and_names_differing_in_a_case_are_told_apart(
        ) -> None:
    seven = Forms("семёрка", {"acc": "семёрку"})
    other = Forms("семёрка", {"acc": "ДРУГАЯ"})  # the same nominative, another accusative
    first = message("ru", "deal-hand", seat="Ана", cards=seven)
    assert first == "Ана получает семёрку."
    assert message("ru", "deal-hand", seat="Ана", cards=seven) == first
    assert message("ru", "deal-hand", seat="Ана", cards=other) == "Ана получает ДРУГАЯ."
    assert message("ru", "deal-hand", seat="Ана", cards="семёрка") == "Ана получает семёрка."
    assert message("en", "game-won-you", points=1) != message("en", "game-won-you", points=2)


def test_unknown_language_and_message() -> None:
    with pytest.raises(CatalogueError, match="no messages in 'fr'"):
        describe(RoundStarted(1, 0), ANA_BO, "fr")
    with pytest.raises(CatalogueError, match="'no-such' is not a message id"):
        message("en", "no-such")
    with pytest.raises(CatalogueError, match="round-start takes number, dealer"):
        message("en", "round-start", number=1)


@pytest.mark.parametrize("union", [SweepEvent, meta.MetaEvent], ids=["sweep", "metamorphosis"])
def test_every_event_has_a_sentence(union: object) -> None:
    for kind in typing.get_args(union):
        assert sentence.dispatch(kind) is not sentence.dispatch(object), kind.__name__


# Real content -------------------------------------------------------------------------

def test_list_joining() -> None:
    assert join_list("en", ["a"]) == "a"
    assert join_list("en", ["a", "b"]) == "a and b"
    assert join_list("en", ["a", "b", "c", "d"]) == "a, b, c and d"
    assert join_list("ru", ["a", "b", "c"]) == "a, b и c"


def test_round_start_names_the_dealer() -> None:
    assert describe(RoundStarted(2, 0), ANA_BO, "en") == "Round 2. Ana deals."
    assert describe(RoundStarted(3, 1), ANA_BO, "ru") == "Раунд 3. Сдаёт Bo."


def test_capture_names_seat_and_cards_in_the_deck_style() -> None:
    event = Played(1, parse_card("5c"), cards("2d 3c"), sweep=False)
    text = describe(event, ANA_BO, "en")
    assert text == ("Bo plays the five of clubs and takes the two of coins and the three of "
                    "clubs.")
    # Russian puts each card in the case its verb asks.
    assert describe(event, ANA_BO, "ru") == (
        "Bo ходит пятёркой дубинок и забирает двойку золотых и тройку дубинок.")
    assert "Sweep" not in text
    italian = TextContext.for_rules(sweep.Rules.preset("scopa"), ["Ana", "Bo"], full=True)
    assert "seven of coins" in describe(Played(0, parse_card("7d"), (), False), italian)
    french = TextContext.for_rules(sweep.Rules.preset("classic"), ["Ana", "Bo"], full=True)
    assert describe(Played(0, parse_card("7d"), (), False), french) == (
        "Ana lays the seven of diamonds.")


def test_sweep_is_announced() -> None:
    event = Played(0, parse_card("8h"), cards("7d"), sweep=True)
    # The sweep has its game's name: the escoba of the Spanish game, Метла in Russian.
    assert describe(event, ANA_BO, "en").endswith("¡Escoba!")
    assert describe(event, ANA_BO, "ru") == (
        "Ana ходит валетом кубков и забирает семёрку золотых. Эскоба!")
    scopa = TextContext.for_rules(sweep.Rules.preset("scopa"), ["Ana", "Bo"], full=True)
    assert describe(event, scopa, "en").endswith("Scopa!")
    classic = TextContext.for_rules(sweep.Rules.preset("classic"), ["Ana", "Bo"], full=True)
    assert describe(event, classic, "en").endswith("Sweep!")
    assert describe(event, classic, "ru").endswith("Метла!")


def test_laid_card() -> None:
    event = Played(0, parse_card("1s"), (), sweep=False)
    assert describe(event, ANA_BO, "en") == "Ana lays the ace of swords."
    assert describe(event, ANA_BO, "ru") == "Ana кладёт на стол туза мечей."


def test_manual_error_only_in_the_full_view() -> None:
    event = Played(0, parse_card("5c"), cards("2d"), sweep=False, error=True)
    full = describe(event, ANA_BO, "en")
    assert "broke the capture rules" in full
    for viewer in (0, 1, None):
        seat_view = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=viewer)
        text = describe(event, seat_view, "en")
        assert "broke" not in text and "five of clubs" in text
    correct = Played(0, parse_card("5c"), cards("10d"), sweep=False, error=False)
    assert "broke" not in describe(correct, ANA_BO, "en")


def test_repeated_names_get_seat_numbers() -> None:
    context = TextContext.for_rules(ESCOBA, ["random", "random"], full=True)
    assert describe(RoundStarted(1, 1), context, "en") == "Round 1. Seat 2 (random) deals."
    assert describe(RoundStarted(1, 0), context, "ru") == "Раунд 1. Сдаёт Игрок 1 (random)."


def test_table_and_aside() -> None:
    assert describe(TableDealt(cards("1d 7c 8s 10h")), ANA_BO, "en") == (
        "On the table: ace of coins, seven of clubs, knave of swords and king of cups.")
    assert describe(SetAside((None,)), ANA_BO, "en") == "One card is set aside unseen."
    assert describe(SetAside(cards("1d 2d 3d 4d")), ANA_BO, "en") == (
        "4 cards are set aside unseen.")
    assert "1d" not in describe(SetAside(cards("1d")), ANA_BO, "en")


DEAL = Dealt((cards("1d 2d 3d"), cards("4h 5h 6h")), last=False)


def test_deal_in_the_full_view_names_every_hand() -> None:
    text = describe(DEAL, ANA_BO, "en")
    assert text == ("Ana gets ace of coins, two of coins and three of coins. "
                    "Bo gets four of cups, five of cups and six of cups.")


def test_deal_for_a_seat_names_only_its_hand() -> None:
    context = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=1)
    text = describe(DEAL, context, "en")
    assert text == ("Your hand: four of cups, five of cups and six of cups. "
                    "Every other player gets 3 cards.")
    assert "coins" not in text
    ru = describe(DEAL, context, "ru")
    assert ru.startswith("Ваши карты: четвёрка кубков")
    assert ru.endswith("Остальные игроки получают по 3 карты.")


def test_deal_for_a_spectator_names_no_card() -> None:
    context = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=None)
    assert describe(DEAL, context, "en") == "Every player gets 3 cards."
    assert describe(DEAL, context, "ru") == "Каждый игрок получает 3 карты."


def test_last_deal_is_announced() -> None:
    last = Dealt(DEAL.hands, last=True)
    assert describe(last, ANA_BO, "en").startswith("Last deal. Ana gets")
    assert describe(last, ANA_BO, "ru").startswith("Последняя раздача.")
    assert "Last deal" not in describe(DEAL, ANA_BO, "en")


@pytest.mark.parametrize(("preset", "lang", "one", "two"), [
    ("escoba", "en", ": an escoba.", ": 2 escobas."),
    ("escoba", "ru", ": 1 эскоба.", ": 2 эскобы."),
    ("escoba", "es", ": una escoba.", ": 2 escobas."),
    ("scopa", "en", ": a scopa.", ": 2 scopas."),
    ("scopa", "ru", ": 1 скопа.", ": 2 скопы."),
    ("scopa", "es", ": una scopa.", ": 2 scopas."),
    ("scopa", "it", ": è una scopa.", ": sono 2 scope."),
    ("classic", "en", ": a sweep.", ": 2 sweeps."),
    ("classic", "ru", ": 1 метла.", ": 2 метлы."),
    ("classic", "pl", ": to jedna miotła.", ": to 2 miotły.")])
def test_opening_sweeps_are_named_by_the_game(preset: str, lang: str, one: str, two: str
                                              ) -> None:
    context = TextContext.for_rules(sweep.Rules.preset(preset), ["Ana", "Bo"], full=True)
    first = describe(OpeningSweeps(0, cards("1d 4c 10s"), 1), context, lang)
    assert first.startswith("Ana") and first.endswith(one)
    assert describe(OpeningSweeps(1, cards("5d 10c 7d 8c"), 2), context, lang).endswith(two)


def test_opening_sweeps_name_the_cards_taken() -> None:
    event = OpeningSweeps(0, cards("1d 4c 10s"), 1)
    assert describe(event, ANA_BO, "en") == (
        "Ana takes the opening table, ace of coins, four of clubs and king of swords: "
        "an escoba.")


@pytest.mark.parametrize(("preset", "sweep_word", "breakdown", "readout"), [
    ("scopa", "¡Scopa!", "Scopas", "Scopas de esta ronda"),
    ("escoba", "¡Escoba!", "Escobas", "Escobas de esta ronda")])
def test_spanish_names_the_sweep_of_scopa_and_of_escoba(preset: str, sweep_word: str,
                                                        breakdown: str, readout: str) -> None:
    context = TextContext.for_rules(sweep.Rules.preset(preset), ["Ana", "Bo"], full=True)
    played = Played(0, parse_card("8h"), cards("7d"), sweep=True)
    assert describe(played, context, "es").endswith(sweep_word)
    scored = RoundScored((1, 0), (ScoreLine(0, "sweeps", 1),), (1, 0), (20, 20))
    assert f"{breakdown}: " in describe(scored, context, "es")
    assert Speaker(context, "es")("score-sweeps", list="Ana 1", preset=preset).startswith(
        readout)


def test_challenges_say_whose_move_what_was_wrong_and_who_gets_the_points() -> None:
    seven = parse_card("7d")
    missed = Challenged(1, True, 2, mover=0, card=seven, options=(cards("2c 5h"),))
    assert describe(missed, ANA_BO, "en") == (
        "Bo challenges the move of Ana, rightly: 2 points for Bo. The seven of coins could "
        "have taken the two of clubs and the five of cups.")
    assert describe(missed, ANA_BO, "ru") == (
        "Bo оспаривает ход Ana, и верно: Bo получает 2 очка. Ошибка: семёркой золотых можно "
        "было взять двойку дубинок и пятёрку кубков.")
    impossible = Challenged(1, True, 2, mover=0, card=seven, take=cards("3c"))
    assert describe(impossible, ANA_BO, "en").endswith(
        "The seven of coins cannot take the three of clubs.")
    not_so = Challenged(1, True, 2, mover=0, card=seven, take=cards("3c"),
                        options=(cards("2c 5h"), cards("7h")))
    assert describe(not_so, ANA_BO, "ru").endswith(
        "Ошибка: семёркой золотых можно было взять двойку дубинок и пятёрку кубков; или "
        "семёрку кубков, но не тройку дубинок.")
    wrong = Challenged(0, False, -1, mover=1, card=seven, take=cards("2c 5h"),
                       options=(cards("2c 5h"),))
    assert describe(wrong, ANA_BO, "en") == (
        "Ana challenges the move of Bo, wrongly: the move was correct. Points for Ana: minus 1.")
    assert describe(wrong, ANA_BO, "ru").endswith("Ana: минус 1 очко.")
    # Said to the challenger, and to the player whose move it was.
    challenger = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=1)
    assert describe(missed, challenger, "en").startswith(
        "You challenge the move of Ana, rightly: you get 2 points.")
    challenged = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=0)
    assert describe(missed, challenged, "ru").startswith(
        "Bo оспаривает ваш ход, и верно: Bo получает 2 очка.")


def test_a_claim_is_said_and_is_no_sweep() -> None:
    event = Claimed(1, parse_card("7d"), cards("2c 5h"))
    assert describe(event, ANA_BO, "en") == (
        "Bo claims the seven of coins and takes the two of clubs and the five of cups with "
        "it.")
    assert describe(event, ANA_BO, "ru") == (
        "Bo забирает пропущенное взятие — семёрку золотых вместе с двойкой дубинок и "
        "пятёркой кубков.")
    for viewer in (0, None):
        seat_view = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=viewer)
        assert describe(event, seat_view, "en") == describe(event, ANA_BO, "en")
    claimer = TextContext.for_rules(ESCOBA, ["Ana", "Bo"], viewer=1)
    assert describe(event, claimer, "en") == (
        "You claim the seven of coins and take the two of clubs and the five of cups with "
        "it.")
    assert "weep" not in describe(event, ANA_BO, "en")
    assert "Метла" not in describe(event, ANA_BO, "ru")


@pytest.mark.parametrize(("event", "en", "ru"), [
    (Checked(25, True), "The cards left sum to 25: no mistakes.",
     "Сумма оставшихся карт: 25. Ошибок не было."),
    (Checked(70, True), "The cards left sum to 70: no mistakes.",
     "Сумма оставшихся карт: 70. Ошибок не было."),
    (Checked(23, False), "The cards left sum to 23: the captures are checked.",
     "Сумма оставшихся карт: 23. Взятия проверяются."),
])
def test_the_end_of_round_check_is_said(event: Checked, en: str, ru: str) -> None:
    assert describe(event, ANA_BO, "en") == en
    assert describe(event, ANA_BO, "ru") == ru


@pytest.mark.parametrize(("points", "en", "ru"), [
    (-5, "5 points", "5 очков"), (-4, "4 points", "4 очка"), (-1, "1 point", "1 очко"),
    (-21, "21 points", "21 очко"), (-22, "22 points", "22 очка"), (-11, "11 points",
                                                                  "11 очков"),
])
def test_a_penalty_is_said_with_the_points_lost(points: int, en: str, ru: str) -> None:
    capture = sweep.Move(0, parse_card("3c"), cards("4h 9d"))
    event = Penalty(0, points, capture)
    assert describe(event, ANA_BO, "en") == (
        f"Ana loses {en} for taking the four of cups and the knight of coins with the three "
        "of clubs.")
    assert describe(event, ANA_BO, "ru") == (
        f"Ana теряет {ru} за неверное взятие четвёрки кубков и рыцаря золотых тройкой "
        "дубинок.")


def test_penalties_in_the_round_score_and_the_game_start() -> None:
    event = RoundScored((1, -4), (ScoreLine(0, "sweeps", 1), ScoreLine(1, "penalties", -5),
                                  ScoreLine(1, "sweeps", 1)), (1, -4), (20, 20))
    # One label a category, with every side's points in it.
    assert "Escobas: 1 point for Ana and 1 point for Bo. Penalties: minus 5 points for Bo." in (
        describe(event, ANA_BO, "en"))
    assert "Штрафы: Bo — минус 5 очков." in describe(event, ANA_BO, "ru")
    assert "Points this round: 1 for Ana and minus 4 for Bo." in describe(event, ANA_BO, "en")
    rules = sweep.Rules.preset("escoba", manual=True, self_correction=False)
    context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    assert describe_start(rules, context, "en") == (
        "Escoba for 2 players, to 21 points. Modifiers: manual capture with Spanish "
        "penalties. Taking no card at all in a round loses the game.")
    assert describe_start(rules, context, "ru").endswith(
        "Модификаторы: ручное взятие с испанскими штрафами. Кто за раунд не возьмёт ни одной "
        "карты, проигрывает игру.")
    challenges = sweep.Rules.preset("escoba", manual=True, penalties="challenge",
                                    self_correction=False)
    assert describe_start(challenges, context, "en").endswith(
        "manual capture with challenges. Taking no card at all in a round loses the game.")


def test_leftover() -> None:
    assert describe(Leftover(1, cards("3h 9d")), ANA_BO, "en") == (
        "Bo takes the cards left on the table: three of cups and knight of coins.")
    nobody = describe(Leftover(None, cards("3h")), ANA_BO, "en")
    assert nobody.startswith("Nobody captured") and "out of scoring" in nobody
    assert "Никто" in describe(Leftover(None, cards("3h")), ANA_BO, "ru")
    # The cards named after the colon take the case of "карты", taken: accusative.
    assert describe(Leftover(1, cards("3h 9d")), ANA_BO, "ru") == (
        "Bo забирает карты, оставшиеся на столе: тройку кубков и рыцаря золотых.")
    polish = describe(Leftover(1, cards("3h 9d")), ANA_BO, "pl")
    assert polish.endswith(": trójkę pucharów i konia talarów."), polish


def _scored(points: int) -> RoundScored:
    return RoundScored((points, 0), (ScoreLine(0, "cards", points),), (points, 0), (30, 10))


@pytest.mark.parametrize(("points", "words"), [
    (1, "1 очко"), (2, "2 очка"), (5, "5 очков"), (21, "21 очко"), (11, "11 очков"),
    (22, "22 очка")])
def test_russian_plural_of_points(points: int, words: str) -> None:
    text = describe(_scored(points), ANA_BO, "ru")
    assert f"Больше всего карт: Ana — {words}." in text


@pytest.mark.parametrize(("points", "words"), [(1, "1 point"), (2, "2 points"),
                                               (21, "21 points")])
def test_english_plural_of_points(points: int, words: str) -> None:
    assert f"Most cards: {words} for Ana." in describe(_scored(points), ANA_BO, "en")


@pytest.mark.parametrize(("count", "words"), [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"),
                                              (21, "21 карта")])
def test_russian_plural_of_cards(count: int, words: str) -> None:
    text = describe(SetAside((None,) * count), ANA_BO, "ru")
    assert text == f"Отложено в сторону не глядя: {words}."


@pytest.mark.parametrize(("preset", "en", "ru"), [
    ("classic", "Sweeps", "Мётлы"), ("scopa", "Scopas", "Скопы"),
    ("escoba", "Escobas", "Эскобы"), ("escoba-primiera", "Escobas", "Эскобы")])
def test_the_breakdown_calls_sweeps_by_the_word_of_the_preset(preset: str, en: str, ru: str
                                                               ) -> None:
    event = RoundScored((1, 0), (ScoreLine(0, "sweeps", 1),), (1, 0), (20, 20))
    context = TextContext.for_rules(sweep.Rules.preset(preset), ["Ana", "Bo"])
    assert f"{en}: 1 point for Ana." in describe(event, context, "en")
    assert f"{ru}: Ana — 1 очко." in describe(event, context, "ru")


@pytest.mark.parametrize(("lang", "short", "words"), [
    ("en", (11, 2), "No one has won yet: a win takes 11 points or more and a lead of 2 points "
                    "over everyone else."),
    ("en", (21, 1), "No one has won yet: a win takes 21 points or more and more points than "
                    "anyone else."),
    ("ru", (11, 2), "Победителя пока нет: чтобы победить, нужно набрать 11 очков или больше и "
                    "опережать всех остальных хотя бы на 2 очка."),
    ("ru", (21, 1), "Победителя пока нет: чтобы победить, нужно набрать 21 очко или больше и "
                    "обогнать всех остальных."),
])
def test_a_round_that_leaves_no_winner_past_the_target_says_why(
        lang: str, short: tuple[int, int], words: str) -> None:
    context = TextContext.for_rules(sweep.Rules.preset("classic"), ["Ana", "Bo"])
    event = RoundScored((2, 1), (ScoreLine(0, "cards", 2), ScoreLine(1, "sevens", 1)),
                        (13, 12), (24, 16), short)
    assert describe(event, context, lang).endswith(" " + words)
    without = RoundScored(event.points, event.breakdown, (13, 10), event.cards_taken)
    assert words not in describe(without, context, lang)
    assert event.to_record()["short_of_margin"] == {"target": short[0], "margin": short[1]}
    assert "short_of_margin" not in without.to_record()


@pytest.mark.parametrize(("preset", "overrides", "said"), [
    ("classic", {}, "A win takes 11 points or more and a lead of 2 points over everyone else."),
    ("classic", {"target": 21, "margin": 3},
     "A win takes 21 points or more and a lead of 3 points over everyone else."),
    ("scopa", {}, None),                       # a lead of 1 is what "to 11 points" says
    ("classic", {"margin": 1}, None),
])
def test_the_opening_says_a_winning_margin_over_one_point(
        preset: str, overrides: dict[str, int], said: str | None) -> None:
    rules = sweep.Rules.preset(preset, **overrides)
    opening = describe_start(rules, TextContext.for_rules(rules, ["Ana", "Bo"]), "en")
    if said is None:
        assert "A win takes" not in opening
    else:
        assert opening.endswith(" " + said)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("preset", "overrides", "said"), [
    ("escoba", {}, True),                       # Escoba's own rule
    ("escoba", {"no_capture_loss": False}, False),
    ("scopa", {}, False),
    ("scopa", {"no_capture_loss": True}, True),
])
def test_the_opening_says_that_a_round_without_a_capture_loses_the_game(
        lang: str, preset: str, overrides: dict[str, bool], said: bool) -> None:
    rules = sweep.Rules.preset(preset, **overrides)
    opening = describe_start(rules, TextContext.for_rules(rules, ["Ana", "Bo"]), lang)
    assert (message(lang, "game-rule-no-capture") in opening) is said


@pytest.mark.parametrize(("count", "words"), [(1, "1 карту"), (2, "2 карты"), (5, "5 карт"),
                                              (21, "21 карту")])
def test_russian_plural_of_cards_dealt(count: int, words: str) -> None:
    hands = ((None,) * count, (None,) * count)
    spectator = TextContext.for_rules(ESCOBA, ["Ana", "Bo"])
    assert describe(Dealt(hands), spectator, "ru") == f"Каждый игрок получает {words}."


def test_round_scored_names_categories_points_and_totals() -> None:
    event = RoundScored(
        points=(4, 1),
        breakdown=(ScoreLine(1, "sweeps", 1), ScoreLine(0, "cards", 1),
                   ScoreLine(0, "diamonds", 1), ScoreLine(0, "settebello", 1),
                   ScoreLine(0, "sevens", 1)),
        scores=(12, 7), cards_taken=(25, 15))
    text = describe(event, ANA_BO, "en")
    for part in ("Escobas: 1 point for Bo.", "Most cards: 1 point for Ana.",
                 "Most coins (oros): 1 point for Ana.",
                 "Seven of coins (siete de oros): 1 point for Ana.",
                 "Most sevens: 1 point for Ana.",
                 "Points this round: 4 for Ana and 1 for Bo.",
                 "Cards taken: 25 for Ana and 15 for Bo.", "Totals: 12 for Ana and 7 for Bo."):
        assert part in text
    assert "Muerto" not in text


@pytest.mark.parametrize(("lang", "sevens", "all_sevens", "all_coins"), [
    ("en", "Most sevens: 1 point for Bo.", "All four sevens: 2 points for Ana.",
     "All ten coins (oros): 2 points for Ana."),
    ("ru", "Больше всего семёрок: Bo — 1 очко.", "Все четыре семёрки: Ana — 2 очка.",
     "Все десять золотых (орос): Ana — 2 очка."),
])
def test_a_bonus_of_all_the_sevens_or_coins_is_named_as_such(
        lang: str, sevens: str, all_sevens: str, all_coins: str) -> None:
    # Escoba gives 2 points for all four sevens and for all ten coins: "most sevens: 2
    # points" would leave the player wondering where the second point came from.
    bonus = RoundScored((4, 0), (ScoreLine(0, "diamonds", 2), ScoreLine(0, "sevens", 2)),
                        (4, 0), (30, 10))
    plain = RoundScored((0, 1), (ScoreLine(1, "sevens", 1),), (4, 1), (20, 20))
    assert all_sevens in describe(bonus, ANA_BO, lang)
    assert all_coins in describe(bonus, ANA_BO, lang)
    assert sevens in describe(plain, ANA_BO, lang)


@pytest.mark.parametrize(("preset", "diamonds", "settebello"), [
    ("classic", "Most diamonds", "Seven of diamonds"),
    ("scopa", "Most coins (denari)", "Settebello"),
    ("escoba", "Most coins (oros)", "Seven of coins (siete de oros)"),
])
def test_special_suit_and_seven_named_by_deck(preset: str, diamonds: str,
                                              settebello: str) -> None:
    context = TextContext.for_rules(sweep.Rules.preset(preset), ["Ana", "Bo"], full=True)
    event = RoundScored((2, 0), (ScoreLine(0, "diamonds", 1), ScoreLine(0, "settebello", 1)),
                        (2, 0), (20, 20))
    text = describe(event, context, "en")
    assert f"{diamonds}: 1 point for Ana" in text and f"{settebello}" in text


def test_other_categories() -> None:
    event = RoundScored((5, -1), (ScoreLine(0, "primiera", 1), ScoreLine(0, "under-ten", 2),
                                  ScoreLine(0, "challenges", 2), ScoreLine(1, "challenges", -1)),
                        (5, -1), (31, 9))
    text = describe(event, ANA_BO, "en")
    assert "Primiera: 1 point for Ana." in text
    assert "Opponents under ten cards: 2 points for Ana." in text
    # One label a category for all the players.
    assert "Challenges: 2 points for Ana and minus 1 point for Bo." in text
    ru = describe(event, ANA_BO, "ru")
    assert "Примьера: Ana — 1 очко." in ru
    assert "Оспаривания: Ana — 2 очка и Bo — минус 1 очко." in ru


def test_nothing_scored_and_muerto() -> None:
    muerto = TextContext.for_rules(sweep.Rules.preset("classic", muerto=True), ["Ana", "Bo"],
                                   full=True)
    text = describe(RoundScored((0, 0), (), (3, 3), (20, 20)), muerto, "en")
    assert "Nobody scores a category." in text and "Muerto" in text


def test_teams_are_named_as_teams() -> None:
    rules = sweep.Rules.preset("scopa", players=4)
    context = TextContext.for_rules(rules, ["Ana", "Bo", "Cy", "Di"], full=True)
    start = describe_start(rules, context, "en")
    assert "Team 1: Ana and Cy." in start and "Team 2: Bo and Di." in start
    over = describe(GameOver((1,), (9, 11)), context, "en")
    assert over.startswith("Game over: Team 2 wins with 11 points.")
    assert "Победа: Команда 2, 11 очков." in describe(GameOver((1,), (9, 11)), context, "ru")


def test_game_over_single_shared_and_no_capture() -> None:
    three = TextContext.for_rules(sweep.Rules.preset("escoba", players=3), ["Ana", "Bo", "Cy"],
                                  full=True)
    won = describe(GameOver((0,), (21, 9, 4)), three, "en")
    assert won == ("Game over: Ana wins with 21 points. "
                   "Final scores: 21 for Ana, 9 for Bo and 4 for Cy.")
    shared = describe(GameOver((0, 2), (12, 3, 12), no_capture=(1,)), three, "en")
    assert shared.startswith("Bo captured no card this round and loses the game. "
                             "Game over: Ana and Cy share the win with 12 points each.")
    ru = describe(GameOver((0, 2), (12, 3, 12), no_capture=(1,)), three, "ru")
    assert "Bo: ни одной взятой карты" in ru and "Победу делят: Ana и Cy" in ru


def test_game_start() -> None:
    rules = sweep.Rules.preset("classic", players=3, manual=True, muerto=True,
                               self_correction=False)
    context = TextContext.for_rules(rules, ["a", "b", "c"], full=True)
    assert describe_start(rules, context, "en") == (
        "The classic sweep game for 3 players, to 11 points. Modifiers: muerto, every point "
        "goes to the others and manual capture with challenges. A win takes 11 points or "
        "more and a lead of 2 points over everyone else.")
    assert describe_start(rules, context, "ru").startswith(
        "Метла, классическая игра, игроков: 3, игра до 11 очков.")


START_RULES = [
    # (options, the rule sentences the opening says after the modifiers)  issue 19
    ({}, []),
    ({"max_rounds": 5}, [("game-rule-round-limit", {"rounds": 5})]),
    ({"max_rounds": 1}, [("game-rule-round-limit", {"rounds": 1})]),
    ({"must_capture": "any"}, [("game-rule-must-capture-any", {})]),
    ({"manual": True}, [("game-rule-self-correction", {})]),
    ({"manual": True, "self_correction": False}, []),
    ({"manual": True, "max_rounds": 3},
     [("game-rule-round-limit", {"rounds": 3}), ("game-rule-self-correction", {})]),
]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("options", "rules_said"), START_RULES)
def test_game_start_names_the_rules_a_player_must_know(options: dict[str, typing.Any],
                                                       rules_said: list[typing.Any],
                                                       lang: str) -> None:
    # Without Escoba's loss of a round without a capture, which its own test says.
    rules = sweep.Rules.preset("escoba", no_capture_loss=False, **options)
    context = TextContext.for_rules(rules, ["Ana", "Bo"], full=True)
    said = describe_start(rules, context, lang)
    plain = describe_start(sweep.Rules.preset("escoba", manual=rules.manual, no_capture_loss=False,
                                              self_correction=False), context, lang)
    expected = " ".join([plain, *(message(lang, key, **args) for key, args in rules_said)])
    assert said == expected


# Every golden game, in both languages -------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_games_are_said_in_full(path: Path, lang: str) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    context = TextContext.from_record(record)
    for event in replay_record(record):
        text = describe(event, context, lang)
        assert text.strip() and "{" not in text and "None" not in text
        if isinstance(event, Played | meta.Played):
            assert context.seats[event.seat] in text
        if isinstance(event, meta.Played):  # in the case its sentence asks for
            assert any(form in text for form in card52_forms(event.card, lang).cases.values())


def test_a_seats_view_of_a_whole_game_never_names_a_hidden_card() -> None:
    record = json.loads((GOLDEN / "classic-2p.json").read_text(encoding="utf-8"))
    rules = sweep.Rules.from_options(record["options"])
    context = TextContext.for_rules(rules, ["Ana", "Bo"], viewer=0)
    for event in replay_record(record):
        if isinstance(event, Dealt):
            text = describe(event, context, "en")
            for card in event.hands[1]:
                assert card is not None
                assert card_name(card, rules.deck, "en") not in text


# Metamorphosis ------------------------------------------------------------------------

META = metamorphosis.Rules.preset(players=3)
ANA_BO_CY = TextContext.for_rules(META, ["Ana", "Bo", "Cy"], full=True)


def meta_view(viewer: int | None) -> TextContext:
    """Ana, Bo and Cy at Metamorphosis, as ``viewer`` hears it (``None``: a spectator)."""
    return TextContext.for_rules(META, ["Ana", "Bo", "Cy"], viewer=viewer)


def cards52(text: str) -> tuple[Card52, ...]:
    return parse_cards52(text)


def test_meta_game_start() -> None:
    assert describe_start(META, ANA_BO_CY, "en") == (
        "Metamorphosis for 3 players, 3 parties of four deals.")
    assert describe_start(META, ANA_BO_CY, "ru") == (
        "Метаморфоза, игроков: 3, партий: 3, в каждой по четыре розыгрыша.")  # seed 001
    one = metamorphosis.Rules.preset(players=2, parties=1)
    context = TextContext.for_rules(one, ["Ana", "Bo"], full=True)
    assert describe_start(one, context, "en") == (
        "Metamorphosis for 2 players, one partie of four deals.")


def test_meta_partie_start() -> None:
    assert describe(meta.PartieStarted(2, 1), ANA_BO_CY, "en") == "Partie 2. Bo deals."
    assert describe(meta.PartieStarted(1, 2), ANA_BO_CY, "ru") == "Партия 1. Сдаёт Cy."


@pytest.mark.parametrize(("deal", "en", "ru"), [
    (1, "Deal 1: no trumps, each club taken scores minus 4. Bo leads.",
     "Раздача 1: без козырей, каждая взятая карта треф стоит минус 4 очка. Первым ходит Bo."),
    (2, "Deal 2: diamonds are trumps, each heart taken scores 4. Bo leads.",
     "Раздача 2: козыри — бубны, каждая взятая карта червей стоит 4 очка. Первым ходит Bo."),
    (3, "Deal 3: no trumps, each card taken scores minus 1. Bo leads.",
     "Раздача 3: без козырей, каждая взятая карта стоит минус 1 очко. Первым ходит Bo."),
    (4, "Deal 4: no trumps, each spade taken scores minus 4. Bo leads.",
     "Раздача 4: без козырей, каждая взятая карта пик стоит минус 4 очка. Первым ходит Bo."),
])
def test_meta_contract_in_words(deal: int, en: str, ru: str) -> None:
    event = meta.DealStarted(deal, 1)
    assert describe(event, ANA_BO_CY, "en") == en
    assert describe(event, ANA_BO_CY, "ru") == ru
    assert describe(event, meta_view(None), "en") == en


HANDS = (cards52("2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"),
         cards52("2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks"),
         cards52("2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc"))
STOCK = cards52("2d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad As Ac Ah")
META_DEAL = meta.Dealt(HANDS, STOCK)


def test_meta_deal_in_the_full_view_names_every_hand_and_the_stock_from_the_top() -> None:
    text = describe(META_DEAL, ANA_BO_CY, "en")
    assert text.startswith("Ana gets two of hearts, three of hearts, ")
    assert "Bo gets two of spades, " in text and "Cy gets two of clubs, " in text
    assert text.endswith("The stock, 16 cards from the top: ace of hearts, ace of clubs, "
                         "ace of spades, ace of diamonds, king of diamonds, queen of diamonds, "
                         "jack of diamonds, ten of diamonds, nine of diamonds, eight of "
                         "diamonds, seven of diamonds, six of diamonds, five of diamonds, "
                         "four of diamonds, three of diamonds and two of diamonds.")
    assert describe(META_DEAL, ANA_BO_CY, "ru").startswith(
        "Ana получает двойку червей, тройку червей")


def test_meta_deal_for_a_seat_names_only_its_own_hand() -> None:
    text = describe(META_DEAL, meta_view(1), "en")
    assert text == ("Your hand: two of spades, three of spades, four of spades, five of "
                    "spades, six of spades, seven of spades, eight of spades, nine of spades, "
                    "ten of spades, jack of spades, queen of spades and king of spades. "
                    "Every other player gets 12 cards. 16 cards are left face down in the "
                    "stock.")
    ru = describe(META_DEAL, meta_view(1), "ru")
    assert ru.startswith("Ваши карты: двойка пик")
    assert ru.endswith("Остальные игроки получают по 12 карт. "
                       "В прикупе рубашкой вверх лежат 16 карт.")
    for card in HANDS[0] + HANDS[2] + STOCK:
        assert card52_name(card, "en") not in text


def test_meta_deal_for_a_spectator_names_no_card() -> None:
    assert describe(META_DEAL, meta_view(None), "en") == (
        "Every player gets 12 cards. 16 cards are left face down in the stock.")
    assert describe(META_DEAL, meta_view(None), "ru") == (
        "Каждый игрок получает 12 карт. В прикупе рубашкой вверх лежат 16 карт.")


def test_meta_bid_is_secret_until_revealed() -> None:
    bid = meta.Bid(0, 3)
    assert describe(bid, ANA_BO_CY, "en") == "Ana secretly names deal 3."
    assert describe(bid, meta_view(0), "en") == "You secretly name deal 3."
    assert describe(bid, meta_view(0), "ru") == "Вы тайно заявляете розыгрыш 3."
    for viewer in (1, 2, None):
        assert describe(bid, meta_view(viewer), "en") == "Ana has chosen a marker."
        assert describe(bid, meta_view(viewer), "ru") == "Ana выбирает фишку."
    assert describe(bid, ANA_BO_CY, "ru") == "Ana тайно заявляет розыгрыш 3."  # seed 001


def test_meta_bids_revealed() -> None:
    event = meta.BidsRevealed((2, 4, 2))
    expected = "The markers are turned over: deal 2 for Ana, deal 4 for Bo and deal 2 for Cy."
    assert describe(event, meta_view(None), "en") == expected
    assert describe(event, ANA_BO_CY, "ru") == (
        "Фишки открыты: Ana — розыгрыш 2, Bo — розыгрыш 4 и Cy — розыгрыш 2.")


def test_meta_card_played() -> None:
    event = meta.Played(2, parse_card52("Qs"))
    assert describe(event, meta_view(None), "en") == "Cy plays the queen of spades."
    assert describe(event, ANA_BO_CY, "ru") == "Cy ходит дамой пик."


@pytest.mark.parametrize(("deal", "cards", "en", "ru"), [
    (1, "2h 3h 4h", "Bo takes the trick, worth nothing.",
     "Взятку берёт Bo, она ничего не стоит."),
    (1, "2c 3h 4c", "Bo takes the trick, worth minus 8 points.",
     "Взятку берёт Bo, это минус 8 очков."),
    (2, "2h 3h 4d", "Bo takes the trick, worth 8 points.", "Взятку берёт Bo, это 8 очков."),
    (2, "2h 3d 4d", "Bo takes the trick, worth 4 points.", "Взятку берёт Bo, это 4 очка."),
    (3, "2h 3h 4d", "Bo takes the trick, worth minus 3 points.",
     "Взятку берёт Bo, это минус 3 очка."),
    (4, "2s 3h 4d", "Bo takes the trick, worth minus 4 points.",
     "Взятку берёт Bo, это минус 4 очка."),
    (0, "2s 3h 4d", "Bo takes the trick.", "Взятку берёт Bo."),
])
def test_meta_trick_says_who_takes_it_and_its_worth(deal: int, cards: str, en: str,
                                                    ru: str) -> None:
    event = meta.Trick(1, cards52(cards), deal)
    assert describe(event, meta_view(None), "en") == en
    assert describe(event, ANA_BO_CY, "ru") == ru


def test_meta_one_card_trick_worth_in_russian() -> None:
    two = TextContext.for_rules(metamorphosis.Rules.preset(players=2), ["Ana", "Bo"], full=True)
    assert describe(meta.Trick(0, cards52("2h 3d"), 3), two, "ru") == (
        "Взятку берёт Ana, это минус 2 очка.")
    assert describe(meta.Trick(0, cards52("2h 3d"), 3), two, "en") == (
        "Ana takes the trick, worth minus 2 points.")


def test_meta_discard_draw_and_take_in_the_full_view() -> None:
    discard = meta.Discarded(0, cards52("2c 5h"))
    assert describe(discard, ANA_BO_CY, "en") == (
        "Ana discards 2 cards face down under the stock: two of clubs and five of hearts.")
    assert describe(discard, ANA_BO_CY, "ru") == (
        "Ana сбрасывает под прикуп рубашкой вверх 2 карты: двойку треф и пятёрку червей.")
    drew = meta.Drew(1, cards52("Ad"))
    assert describe(drew, ANA_BO_CY, "en") == "Bo draws one card from the stock: ace of diamonds."
    assert describe(drew, ANA_BO_CY, "ru") == "Bo добирает из прикупа 1 карту: туза бубён."
    took = meta.Took(2, 0, cards52("3h Kd"))
    assert describe(took, ANA_BO_CY, "en") == (
        "Cy takes 2 cards at random from the left neighbour, Ana: three of hearts and "
        "king of diamonds.")
    assert describe(took, ANA_BO_CY, "ru") == (
        "Cy берёт наугад 2 карты у соседа слева, Ana: тройку червей и короля бубён.")


def test_meta_discard_draw_and_take_say_only_counts_to_others() -> None:
    discard = meta.Discarded(0, cards52("2c 5h"))
    assert "two of clubs" in describe(discard, meta_view(0), "en")
    for viewer in (1, 2, None):
        assert describe(discard, meta_view(viewer), "en") == (
            "Ana discards 2 cards face down under the stock.")
    drew = meta.Drew(1, cards52("Ad 2d 3d 4d 5d"))
    assert describe(drew, meta_view(0), "en") == "Bo draws 5 cards from the stock."
    assert describe(drew, meta_view(0), "ru") == "Bo добирает из прикупа 5 карт."
    took = meta.Took(2, 0, cards52("3h Kd"))
    assert describe(took, meta_view(0), "en") == (
        "Cy takes 2 cards at random from your hand: three of hearts and king of diamonds.")
    assert "three of hearts" in describe(took, meta_view(2), "en")
    assert describe(took, meta_view(1), "en") == (
        "Cy takes 2 cards at random from the left neighbour, Ana.")
    assert describe(took, meta_view(None), "ru") == (
        "Cy берёт наугад 2 карты у соседа слева, Ana.")
    # A computer player's name is declined where the sentence needs it.
    bots = TextContext.for_rules(META, ["Ana", bot_name("ru", 2), bot_name("ru", 3)])
    assert describe(meta.Took(0, 1, (None, None)), bots, "ru") == (
        "Ana берёт наугад 2 карты у соседа слева, Компьютера 2.")


@pytest.mark.parametrize(("count", "words"), [(1, "1 карту"), (2, "2 карты"), (5, "5 карт"),
                                              (11, "11 карт"), (12, "12 карт")])
def test_meta_russian_plural_of_cards(count: int, words: str) -> None:
    hidden = (None,) * count
    assert describe(meta.Discarded(0, hidden), ANA_BO_CY, "ru") == (
        f"Ana сбрасывает под прикуп рубашкой вверх {words}.")
    assert describe(meta.Took(0, 1, hidden), ANA_BO_CY, "ru") == (
        f"Ana берёт наугад {words} у соседа слева, Bo.")


def test_meta_deal_scored_with_premiums() -> None:
    event = meta.DealScored(2, (8, 24, 0), (0, 10, 0))
    assert describe(event, meta_view(None), "en") == (
        "Deal 2 is over. Scores: 8 for Ana, 24 for Bo and 0 for Cy. "
        "Bo named deal 2 and did best in it: a premium of 10 points.")
    assert describe(event, ANA_BO_CY, "ru") == (
        "Раздача 2 окончена. Очки: Ana — 8, Bo — 24 и Cy — 0. "
        "Bo получает премию за заявленный розыгрыш 2: +10 очков.")
    plain = describe(meta.DealScored(1, (-4, -8, 0), (0, 0, 0)), ANA_BO_CY, "en")
    assert plain == "Deal 1 is over. Scores: minus 4 for Ana, minus 8 for Bo and 0 for Cy."


def test_meta_partie_scored() -> None:
    event = meta.PartieScored((-12, 3, 21), (-30, 3, 40))
    assert describe(event, ANA_BO_CY, "en") == (
        "The partie is over. Points this partie: minus 12 for Ana, 3 for Bo and 21 for Cy. "
        "Totals: minus 30 for Ana, 3 for Bo and 40 for Cy.")
    assert describe(event, ANA_BO_CY, "ru").startswith("Партия окончена. Очки за партию:")


def test_meta_game_over_single_and_shared() -> None:
    won = describe(meta.GameOver((1,), (-50, -21, -70)), ANA_BO_CY, "en")
    assert won == ("Game over: Bo wins with minus 21 points. "
                   "Final scores: minus 50 for Ana, minus 21 for Bo and minus 70 for Cy.")
    shared = meta.GameOver((0, 2), (-40, -52, -40))
    assert describe(shared, ANA_BO_CY, "en").startswith(
        "Game over: Ana and Cy share the win with minus 40 points each.")
    assert describe(shared, ANA_BO_CY, "ru").startswith(
        "Игра окончена. Победу делят: Ana и Cy, у каждого минус 40 очков.")


def test_meta_repeated_names_get_seat_numbers() -> None:
    context = TextContext.for_rules(META, ["random"] * 3, full=True)
    assert describe(meta.Played(1, parse_card52("2h")), context, "en") == (
        "Seat 2 (random) plays the two of hearts.")


def _hidden_cards(event: object, viewer: int) -> list[Card52]:
    """The cards of a full event that ``viewer`` may not see."""
    if isinstance(event, meta.Dealt):
        return [c for seat, hand in enumerate(event.hands) if seat != viewer for c in hand
                if c is not None] + [c for c in event.stock if c is not None]
    if isinstance(event, meta.Discarded | meta.Drew) and event.seat != viewer:
        return [c for c in event.cards if c is not None]
    if isinstance(event, meta.Took) and viewer not in (event.seat, event.source):
        return [c for c in event.cards if c is not None]
    return []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seats_view_of_a_whole_meta_game_never_names_a_hidden_card(lang: str) -> None:
    record = json.loads((GOLDEN / "metamorphosis-3p.json").read_text(encoding="utf-8"))
    rules = metamorphosis.Rules.from_options(record["options"])
    context = TextContext.for_rules(rules, ["Ana", "Bo", "Cy"], viewer=0)
    hidden_seen = 0
    for event in replay_record(record):
        text = describe(event, context, lang)
        hidden = _hidden_cards(event, 0)
        hidden_seen += len(hidden)
        for card in hidden:  # as a whole name: "re di fiori" is not in "tre di fiori"
            named = re.compile(rf"\b{re.escape(card52_name(card, lang))}\b", re.IGNORECASE)
            assert not named.search(text), (text, card)
        if isinstance(event, meta.Bid) and event.seat != 0:
            assert str(event.deal) not in text
    assert hidden_seen > 0


@pytest.mark.parametrize(("preset", "en", "ru"), [
    ("classic", "Sweeps this round", "Мётлы в этом раунде"),
    ("scopa", "Scopas this round", "Скопы в этом раунде"),
    ("escoba", "Escobas this round", "Эскобы в этом раунде")])
def test_the_score_readout_calls_sweeps_by_the_word_of_the_preset(preset: str, en: str, ru: str
                                                                  ) -> None:
    # Seat 1 moves and sweeps the lone five with a five (in Escoba, ten).
    taker = "10c" if preset == "escoba" else "5c"
    state = set_position(sweep.Rules.preset(preset), ["1s 2s 3s", f"{taker} 9c 8d"], "5h",
                         to_move=1)
    sweep_move = next(m for m in state.legal_moves(state.to_move) if m.card == parse_card(taker))
    state.play(sweep_move)
    view = state.view(0)
    assert view.round_sweeps[1] == 1
    for lang, words in (("en", en), ("ru", ru)):
        context = TextContext.for_rules(state.rules, ["Ana", "Bo"], viewer=0)
        assert words in readout.score_of(view, Speaker(context, lang))


@pytest.mark.parametrize(("lang", "words"), [
    # "У вас 2 карты:" takes the list in the nominative; Polish "masz" (you have) the
    # accusative.
    ("ru", "У вас 2 карты: семёрка золотых и король дубинок."),
    ("pl", "Na ręce masz 2 karty: siódemkę talarów i króla kijów."),
    ("en", "Your hand, 2 cards: seven of coins and king of clubs."),
])
def test_the_hand_readout_names_the_cards_in_the_case_its_verb_asks(lang: str, words: str
                                                                    ) -> None:
    state = set_position(sweep.Rules.preset("escoba"), ["7d 10c", "1s"], "5h")
    context = TextContext.for_rules(state.rules, ["Ana", "Bo"], viewer=0)
    assert readout.hand(Speaker(context, lang), state.view(0)) == words


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["take-start", "take-start-hinted", "take-start-typed",
                                 "take-start-hinted-typed"])
def test_a_capture_being_chosen_is_not_said_as_a_card_played(lang: str, key: str) -> None:
    # By ear "You play the four of spades and, as the hint said, take ..." was heard as the
    # move made, as "You play the five of swords and take ..." is; nothing was played yet.
    def opening(message_id: str) -> str:
        args = {name: "§" if name == "card" else "¤" for name in MESSAGES[message_id]}
        return message(lang, message_id, **args).split("§")[0]

    assert opening(key) not in {opening("play-capture-you"), opening("play-lay-you")}
