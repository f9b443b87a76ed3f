"""Sentences for events: every message in every catalogue, real content, plural forms."""

from __future__ import annotations

import json
import typing
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from cardtable import sweep
from cardtable.cards import Card, parse_card, parse_cards
from cardtable.games.sweep.events import (
    Challenged,
    Dealt,
    GameOver,
    Leftover,
    OpeningSweeps,
    Played,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SetAside,
    SweepEvent,
    TableDealt,
)
from cardtable.replay import replay_record
from cardtable.text import (
    LANGUAGES,
    CatalogueError,
    TextContext,
    describe,
    describe_start,
    join_list,
    message,
    message_ids,
)
from cardtable.text.catalog import catalogue_source
from cardtable.text.messages import MESSAGES
from cardtable.text.sweep import _describe

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


def _catalogue(lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse(catalogue_source(lang))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], "syntax error"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_in_every_catalogue(lang: str) -> None:
    defined = set(_catalogue(lang))
    assert set(message_ids()) - defined == set(), "missing messages"
    assert defined - set(message_ids()) == set(), "messages the code never uses"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_messages_use_only_their_variables(lang: str) -> None:
    for message_id, entry in _catalogue(lang).items():
        found = _Variables()
        found.visit(entry)
        assert found.names <= set(MESSAGES[message_id]), message_id


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("number", [1, 2, 5, 21])
def test_every_message_formats(lang: str, number: int) -> None:
    texts = {"deck": "spanish", "preset": "scopa", "modifier": "muerto"}
    for message_id, names in MESSAGES.items():
        args: dict[str, str | int] = {
            name: texts.get(name, f"<{name}>") if name in texts or name in (
                "seat", "dealer", "cards", "card", "first", "second", "rest", "name",
                "side", "sides", "list", "team", "members", "modifiers", "category")
            else number for name in names}
        text = message(lang, message_id, **args)
        assert text.strip() and "{" not in text and "???" not in text, message_id


def test_unknown_language_and_message() -> None:
    with pytest.raises(CatalogueError, match="no messages in 'fr'"):
        describe(RoundStarted(1, 0), ANA_BO, "fr")
    with pytest.raises(CatalogueError, match="'no-such' is not a message id"):
        message("en", "no-such")
    with pytest.raises(CatalogueError, match="round-start takes number, dealer"):
        message("en", "round-start", number=1)


def test_every_sweep_event_has_a_sentence() -> None:
    for kind in typing.get_args(SweepEvent):
        assert _describe.dispatch(kind) is not _describe.dispatch(object), kind.__name__


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
    assert text == "Bo plays five of clubs and takes two of coins and three of clubs."
    assert "Sweep" not in text
    italian = TextContext.for_rules(sweep.Rules.preset("scopa"), ["Ana", "Bo"], full=True)
    assert "seven of coins" in describe(Played(0, parse_card("7d"), (), False), italian)
    french = TextContext.for_rules(sweep.Rules.preset("classic"), ["Ana", "Bo"], full=True)
    assert describe(Played(0, parse_card("7d"), (), False), french) == (
        "Ana lays seven of diamonds.")


def test_sweep_is_announced() -> None:
    event = Played(0, parse_card("8h"), cards("7d"), sweep=True)
    assert describe(event, ANA_BO, "en").endswith("Sweep!")
    assert describe(event, ANA_BO, "ru") == (
        "Ana ходит: валет кубков, забирает: семёрка золотых. Метла!")


def test_laid_card() -> None:
    event = Played(0, parse_card("1s"), (), sweep=False)
    assert describe(event, ANA_BO, "en") == "Ana lays ace of swords."
    assert describe(event, ANA_BO, "ru") == "Ana кладёт на стол: туз мечей."


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


def test_opening_sweeps() -> None:
    event = OpeningSweeps(0, cards("1d 4c 10s"), 1)
    assert describe(event, ANA_BO, "en") == (
        "Ana takes the opening table, ace of coins, four of clubs and king of swords: a sweep.")
    two = OpeningSweeps(1, cards("5d 10c 7d 8c"), 2)
    assert describe(two, ANA_BO, "en").endswith(": 2 sweeps.")
    assert describe(two, ANA_BO, "ru").endswith("2 метлы.")


def test_challenges() -> None:
    right = describe(Challenged(1, True, 2), ANA_BO, "en")
    assert right == "Bo challenges the move, rightly: it was an error. +2 points."
    wrong = describe(Challenged(0, False, -1), ANA_BO, "en")
    assert wrong == "Ana challenges the move, wrongly: it was correct. -1 point."
    assert describe(Challenged(0, False, -1), ANA_BO, "ru").endswith("-1 очко.")
    assert describe(Challenged(0, True, 2), ANA_BO, "ru").endswith("+2 очка.")


def test_leftover() -> None:
    assert describe(Leftover(1, cards("3h 9d")), ANA_BO, "en") == (
        "Bo takes the cards left on the table: three of cups and knight of coins.")
    nobody = describe(Leftover(None, cards("3h")), ANA_BO, "en")
    assert nobody.startswith("Nobody captured") and "out of scoring" in nobody
    assert "Никто" in describe(Leftover(None, cards("3h")), ANA_BO, "ru")


def _scored(points: int) -> RoundScored:
    return RoundScored((points, 0), (ScoreLine(0, "cards", points),), (points, 0), (30, 10))


@pytest.mark.parametrize(("points", "words"), [
    (1, "1 очко"), (2, "2 очка"), (5, "5 очков"), (21, "21 очко"), (11, "11 очков"),
    (22, "22 очка")])
def test_russian_plural_of_points(points: int, words: str) -> None:
    text = describe(_scored(points), ANA_BO, "ru")
    assert f"Больше всего карт: Ana, {words}." in text


@pytest.mark.parametrize(("points", "words"), [(1, "1 point"), (2, "2 points"),
                                               (21, "21 points")])
def test_english_plural_of_points(points: int, words: str) -> None:
    assert f"Most cards: Ana, {words}." in describe(_scored(points), ANA_BO, "en")


@pytest.mark.parametrize(("count", "words"), [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"),
                                              (21, "21 карта")])
def test_russian_plural_of_cards(count: int, words: str) -> None:
    text = describe(SetAside((None,) * count), ANA_BO, "ru")
    assert text == f"Отложено в сторону не глядя: {words}."


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
    for part in ("Sweeps: Bo, 1 point.", "Most cards: Ana, 1 point.",
                 "Most coins (oros): Ana, 1 point.",
                 "Seven of coins (siete de oros): Ana, 1 point.", "Most sevens: Ana, 1 point.",
                 "Points this round: 4 for Ana and 1 for Bo.",
                 "Cards taken: 25 for Ana and 15 for Bo.", "Totals: 12 for Ana and 7 for Bo."):
        assert part in text
    assert "Muerto" not in text


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
    assert f"{diamonds}: Ana" in text and f"{settebello}" in text


def test_other_categories() -> None:
    event = RoundScored((5, -1), (ScoreLine(0, "primiera", 1), ScoreLine(0, "under-ten", 2),
                                  ScoreLine(0, "challenges", 2), ScoreLine(1, "challenges", -1)),
                        (5, -1), (31, 9))
    text = describe(event, ANA_BO, "en")
    assert "Primiera: Ana, 1 point." in text
    assert "Opponents under ten cards: Ana, 2 points." in text
    assert "Challenges: Bo, -1 point." in text
    ru = describe(event, ANA_BO, "ru")
    assert "Примьера: Ana, 1 очко." in ru and "Оспаривания: Bo, -1 очко." in ru


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
    rules = sweep.Rules.preset("classic", players=3, manual=True, muerto=True)
    context = TextContext.for_rules(rules, ["a", "b", "c"], full=True)
    assert describe_start(rules, context, "en") == (
        "The classic sweep game for 3 players, to 11 points. Modifiers: muerto, every point "
        "goes to the others and manual capture with challenges.")
    assert describe_start(rules, context, "ru").startswith(
        "Метла, классическая игра, игроков: 3, игра до 11 очков.")


# Every golden game, in both languages -------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_games_are_said_in_full(path: Path, lang: str) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    context = TextContext.from_record(record)
    for event in replay_record(record):
        text = describe(event, context, lang)
        assert text.strip() and "{" not in text and "None" not in text
        if isinstance(event, Played):
            assert context.seats[event.seat] in text


def test_a_seats_view_of_a_whole_game_never_names_a_hidden_card() -> None:
    record = json.loads((GOLDEN / "classic-2p.json").read_text(encoding="utf-8"))
    rules = sweep.Rules.from_options(record["options"])
    context = TextContext.for_rules(rules, ["Ana", "Bo"], viewer=0)
    for event in replay_record(record):
        if isinstance(event, Dealt):
            text = describe(event, context, "en")
            for card in event.hands[1]:
                assert card is not None
                assert card.name(rules.deck, "en") not in text
