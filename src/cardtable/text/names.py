"""Names with their grammatical cases: cards (from ``cards.ftl``, in every deck style), lists
of cards, and the seats the catalogues name (the player, "Computer 2").

A name is a ``Forms``: a ``str`` holding its nominative, so that it goes anywhere a name
went before, with its other forms beside it. A sentence in a catalogue picks the form its
grammar needs with the function ``CASE``: ``{ CASE($card, case: "ins") }`` ("ходит
семёркой золотых"); ``{ $card }`` alone is the nominative. The cases: ``nom``, ``acc``,
``ins``, ``gen``, and ``def`` (English: with its article, "the seven of coins").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Final

from cardtable.cards import Card, Card52, DeckStyle, parse_card, parse_card52
from cardtable.text.catalog import LANGUAGES, Forms, LazyForms, case_of, join_list, message
from cardtable.text.decks import LANGUAGE_DECKS

CASES: Final = ("nom", "acc", "ins", "gen", "def")
"""The forms every name has (a language without cases gives the same word for several)."""


def _forms(build: Callable[[str], str]) -> Forms:
    cases = {case: build(case) for case in CASES}
    return Forms(cases["nom"], cases)


@cache
def card_forms(card: Card | str, deck: DeckStyle | str, lang: str) -> Forms:
    """A card of the 40-card deck in the deck style, every case: "семёрка золотых".

        >>> seven = card_forms("7d", "spanish", "ru")
        >>> seven, seven.case("acc"), seven.case("ins"), seven.case("gen")
        ('семёрка золотых', 'семёрку золотых', 'семёркой золотых', 'семёрки золотых')
    """
    parsed = parse_card(card)
    style = DeckStyle(deck).value
    suit = message(lang, "card-suit", deck=style, suit=parsed.suit)
    return _forms(lambda case: message(lang, "card-name", case=case, suit=suit, rank=message(
        lang, "card-rank", deck=style, value=parsed.value, case=case)))


@cache
def card52_forms(card: Card52 | str, lang: str) -> Forms:
    """A card of the 52-card deck, every case: "дама пик"."""
    parsed = parse_card52(card)
    suit = message(lang, "card-suit", deck="french", suit=parsed.suit)
    return _forms(lambda case: message(lang, "card-name", case=case, suit=suit, rank=message(
        lang, "card-rank52", rank=parsed.rank, case=case)))


def card_name(card: Card | str, deck: DeckStyle | str = DeckStyle.FRENCH_NUMERIC,
              lang: str = "en", case: str = "nom") -> str:
    """A card's name in a deck style: "seven of coins", "семёрку золотых" (``case="acc"``).
    An unknown language or deck style raises ``ValueError`` naming those there are.

    Values and suits are named by the deck style: the Spanish 10 is a king, the French 8 a
    jack, and the French suits are diamonds, hearts, spades and clubs:

        >>> card_name("7d"), card_name("7d", "spanish"), card_name("10d", "spanish")
        ('seven of diamonds', 'seven of coins', 'king of coins')
        >>> card_name("8c", "french"), card_name("8c", "french", "ru")
        ('jack of clubs', 'валет треф')
        >>> card_name("7d", "spanish", "ru"), card_name("7d", "spanish", "ru", case="acc")
        ('семёрка золотых', 'семёрку золотых')
        >>> card_name("7d", "spanish", case="def")
        'the seven of coins'
        >>> card_name("7d", lang="de")
        Traceback (most recent call last):
        ...
        ValueError: 'de' is not a language for card names: use en, ru, pl, es, it
    """
    return card_forms(parse_card(card), DeckStyle(deck), _language(lang)).case(case)


def card52_name(card: Card52 | str, lang: str = "en", case: str = "nom") -> str:
    """A 52-deck card's name: "queen of spades", "даму пик" (``case="acc"``).

        >>> card52_name("Qs"), card52_name("Qs", "ru"), card52_name("Qs", "ru", case="acc")
        ('queen of spades', 'дама пик', 'даму пик')
        >>> card52_name("Ah", case="def"), card52_name("Ah", "ru", case="ins")
        ('the ace of hearts', 'тузом червей')
    """
    return card52_forms(parse_card52(card), _language(lang)).case(case)


def _language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not a language for card names: use "
                         f"{', '.join(LANGUAGES)}")
    return lang


def suit_name(suit: int, deck: DeckStyle | str, lang: str = "en") -> str:
    """A suit's name in a deck style (in Russian the genitive plural: "бубён")."""
    return message(_language(lang), "card-suit", deck=DeckStyle(deck).value, suit=suit)


def rank_name(value: int, deck: DeckStyle | str, lang: str = "en") -> str:
    """A value's name in a deck style: "seven", "knave", "валет"."""
    return message(_language(lang), "card-rank", deck=DeckStyle(deck).value, value=value,
                   case="nom")


def listed(lang: str, names: Sequence[str],
           join: Callable[[str, Sequence[str]], str] = join_list) -> Forms:
    """Names as one spoken list ("a, b and c"), in every case of its items.

        >>> listed("en", [card_forms(c, "spanish", "en") for c in ("7d", "1c", "3h")])
        'seven of coins, ace of clubs and three of cups'
        >>> listed("ru", [card_forms(c, "spanish", "ru") for c in ("7d", "1c")]).case("acc")
        'семёрку золотых и туза дубинок'
    """
    def build(case: str) -> str:
        return join(lang, [case_of(name, case) for name in names])

    return LazyForms(build("nom"), build)


@cache
def bot_name(lang: str, number: int) -> Forms:
    """A computer player's name, every case: "Компьютер 2", "Компьютера 2"."""
    return Forms(message(lang, "bot-name", number=number), {
        case: message(lang, "bot-name-case", number=number, case=case) for case in CASES})


@cache
def player_name(lang: str) -> Forms:
    """The player's name when none is given, every case: "Игрок", "Игрока"."""
    return Forms(message(lang, "player-name"), {
        case: message(lang, "player-name-case", case=case) for case in CASES})


_NATIVE_LANGUAGES: Final = {deck: lang for lang, deck in LANGUAGE_DECKS.items()}


def native_card_name(card: Card | str, deck: DeckStyle | str) -> str:
    """A card's name in its deck's own language (RULES.md 1.1), from that language's
    catalogue: "siete de oros", "fante di spade". Only the Spanish and Italian decks have
    one.

        >>> native_card_name("7d", "spanish"), native_card_name("8s", "italian")
        ('siete de oros', 'fante di spade')
    """
    style = DeckStyle(deck)
    if style not in _NATIVE_LANGUAGES:
        raise ValueError(f"the {style.value} deck has no native names: native names exist "
                         "for the spanish and italian decks")
    return card_name(card, style, _NATIVE_LANGUAGES[style])
