"""RULES.md 1.1: the 40-card deck, its notation, and its names in each deck style."""

from __future__ import annotations

import pytest

from cardtable.cards import DECK, Card, card, format_cards, parse_card, parse_cards
from cardtable.text.names import card_name, native_card_name, rank_name, suit_name

SUITS = "dhsc"


# The deck -------------------------------------------------------------------------------


def test_the_deck_is_four_suits_of_ten_values():
    assert len(DECK) == 40
    assert len(set(DECK)) == 40
    assert sorted((c.value, c.suit) for c in DECK) == [
        (v, s) for v in range(1, 11) for s in range(4)
    ]


@pytest.mark.parametrize("c", DECK, ids=[f"{c.value}{SUITS[c.suit]}" for c in DECK])
def test_canonical_notation_is_value_then_suit_letter(c):
    assert str(c) == f"{c.value}{SUITS[c.suit]}"
    assert c.notation == str(c)
    assert parse_card(str(c)) == c
    assert card(c.value, c.suit) == c


# Notation and every alias ----------------------------------------------------------------

NOTATION = [
    # (token, value, suit index: 0 d, 1 h, 2 s, 3 c)
    ("7d", 7, 0),
    ("10c", 10, 3),
    ("1h", 1, 1),
    ("1s", 1, 2),
    ("Ah", 1, 1),
    ("ah", 1, 1),
    ("Js", 8, 2),
    ("js", 8, 2),
    ("Qd", 9, 0),
    ("qD", 9, 0),
    ("Kc", 10, 3),
    ("kc", 10, 3),
    ("7D", 7, 0),
    ("10C", 10, 3),
    ("10H", 10, 1),
    ("8S", 8, 2),
    ("7♦", 7, 0),
    ("8♥", 8, 1),
    ("9♠", 9, 2),
    ("10♣", 10, 3),
    ("A♦", 1, 0),
    ("K♣", 10, 3),
    ("j♥", 8, 1),
    ("Q♠", 9, 2),
    (" 5h ", 5, 1),
]


@pytest.mark.parametrize(("token", "value", "suit"), NOTATION)
def test_notation_and_aliases(token, value, suit):
    parsed = parse_card(token)
    assert (parsed.value, parsed.suit) == (value, suit)
    assert str(parsed) == f"{value}{SUITS[suit]}"


@pytest.mark.parametrize(("alias", "canonical"), [
    ("A", "1"), ("J", "8"), ("Q", "9"), ("K", "10"),
])
@pytest.mark.parametrize("suit", ["d", "h", "s", "c", "D", "♦", "♥", "♠", "♣"])
def test_letter_aliases_equal_numbers_in_every_suit(alias, canonical, suit):
    letter = suit.lower() if suit.isalpha() else "dhsc"["♦♥♠♣".index(suit)]
    assert parse_card(alias + suit) == parse_card(canonical + letter)
    assert parse_card(alias.lower() + suit) == parse_card(canonical + letter)


def test_a_card_object_parses_as_itself():
    c = DECK[17]
    assert parse_card(c) is c


LISTS = [
    ("7d 10c 1h", ["7d", "10c", "1h"]),
    ("7d,10c,1h", ["7d", "10c", "1h"]),
    ("7d, 10c ,1h", ["7d", "10c", "1h"]),
    ("  7d\t10c\n1h  ", ["7d", "10c", "1h"]),
    ("A♦ K♣,Qh", ["1d", "10c", "9h"]),
    ("2d 3c 8h 10s", ["2d", "3c", "8h", "10s"]),
    ("2d 3c Jh Ks", ["2d", "3c", "8h", "10s"]),
    ("", []),
]


@pytest.mark.parametrize(("text", "expected"), LISTS)
def test_lists_are_space_or_comma_separated(text, expected):
    assert [str(c) for c in parse_cards(text)] == expected


def test_lists_may_be_iterables_of_tokens_and_cards():
    assert [str(c) for c in parse_cards(["Kh", DECK[0], "7♦"])] == ["10h", "1d", "7d"]


def test_format_cards_writes_canonical_notation():
    assert format_cards(parse_cards("Kh A♦ 7d")) == "10h 1d 7d"


# Bad tokens -------------------------------------------------------------------------------

BAD_TOKENS = ["7x", "11d", "0d", "d7", "7", "d", "1.5d", "7dd", "Zs", "10 c", "01d", "-1d",
              "7 d", "ten of clubs", "♦", "10♦♦", "T♠", ""]


@pytest.mark.parametrize("token", BAD_TOKENS)
def test_bad_token_is_a_clear_error_naming_it(token):
    with pytest.raises(ValueError) as info:
        parse_card(token)
    message = str(info.value)
    assert repr(token) in message
    # says what is accepted
    assert "d, h, s or c" in message and "1-10" in message


@pytest.mark.parametrize(("text", "bad"), [
    ("7d 7x 10c", "7x"),
    ("7d,,Kz", "Kz"),
    ("2d 3c 8h 11s", "11s"),
    ("Ah, B♠", "B♠"),
])
def test_bad_token_in_a_list_is_named(text, bad):
    with pytest.raises(ValueError, match=repr(bad).replace("+", r"\+")) as info:
        parse_cards(text)
    good = [t for t in text.replace(",", " ").split() if t != bad]
    for token in good:
        assert repr(token) not in str(info.value)


@pytest.mark.parametrize("text", ["7d 7d", "7d Kh 10h", "A♦ 1d"])
def test_a_card_given_twice_is_named(text):
    with pytest.raises(ValueError, match="twice"):
        parse_cards(text)


@pytest.mark.parametrize("thing", [7, 3.5, None, b"7d"])
def test_non_text_is_not_a_card(thing):
    with pytest.raises(ValueError, match="is not a card"):
        parse_card(thing)


@pytest.mark.parametrize(("value", "suit"), [(0, 0), (11, 0), (5, 4), (5, -1)])
def test_card_out_of_range(value, suit):
    with pytest.raises(ValueError, match="values are 1-10"):
        card(value, suit)


# Names by deck style (RULES.md 1.1 table) -------------------------------------------------

NAMES = [
    # The table of RULES.md 1.1: only names change with the style.
    ("7d", "french-numeric", "en", "seven of diamonds"),
    ("1h", "french-numeric", "en", "ace of hearts"),
    ("8s", "french-numeric", "en", "eight of spades"),
    ("9c", "french-numeric", "en", "nine of clubs"),
    ("10c", "french-numeric", "en", "ten of clubs"),
    ("7d", "french-numeric", "ru", "семёрка бубён"),
    ("10c", "french-numeric", "ru", "десятка треф"),
    ("1h", "french-numeric", "ru", "туз червей"),
    ("8s", "french-numeric", "ru", "восьмёрка пик"),
    ("1d", "french", "en", "ace of diamonds"),
    ("7h", "french", "en", "seven of hearts"),
    ("8d", "french", "en", "jack of diamonds"),
    ("9h", "french", "en", "queen of hearts"),
    ("10s", "french", "en", "king of spades"),
    ("8c", "french", "ru", "валет треф"),
    ("9d", "french", "ru", "дама бубён"),
    ("10h", "french", "ru", "король червей"),
    ("1d", "spanish", "native", "as de oros"),
    ("7d", "spanish", "native", "siete de oros"),
    ("8c", "spanish", "native", "sota de bastos"),
    ("9h", "spanish", "native", "caballo de copas"),
    ("10s", "spanish", "native", "rey de espadas"),
    ("1h", "italian", "native", "asso di coppe"),
    ("7d", "italian", "native", "sette di denari"),
    ("8s", "italian", "native", "fante di spade"),
    ("9c", "italian", "native", "cavallo di bastoni"),
    ("10d", "italian", "native", "re di denari"),
]


@pytest.mark.parametrize(("token", "style", "lang", "expected"), NAMES)
def test_card_names(token, style, lang, expected):
    if lang == "native":
        assert native_card_name(token, style) == expected
    else:
        assert card_name(token, style, lang) == expected


# Names RULES.md gives only in the native language: accept the usual translations.
SUIT_TRANSLATIONS = {
    ("spanish", "en"): [{"coins", "golds", "oros"}, {"cups"}, {"swords"}, {"clubs", "batons"}],
    ("italian", "en"): [{"coins", "denari"}, {"cups"}, {"swords"}, {"batons", "clubs"}],
    ("spanish", "ru"): [{"золотых", "монет"}, {"кубков", "чаш"}, {"мечей"},
                        {"дубинок", "жезлов", "палок"}],
    ("italian", "ru"): [{"золотых", "монет"}, {"кубков", "чаш"}, {"мечей"},
                        {"дубинок", "жезлов", "палок"}],
    ("french", "en"): [{"diamonds"}, {"hearts"}, {"spades"}, {"clubs"}],
    ("french-numeric", "en"): [{"diamonds"}, {"hearts"}, {"spades"}, {"clubs"}],
    ("french", "ru"): [{"бубён", "бубен"}, {"червей"}, {"пик"}, {"треф"}],
    ("french-numeric", "ru"): [{"бубён", "бубен"}, {"червей"}, {"пик"}, {"треф"}],
}
FACE_TRANSLATIONS = {
    ("spanish", "en"): [{"knave", "jack", "page"}, {"knight", "horse"}, {"king"}],
    ("italian", "en"): [{"knave", "jack", "page"}, {"knight", "horse"}, {"king"}],
    ("spanish", "ru"): [{"валет", "паж"}, {"рыцарь", "конь", "всадник"}, {"король"}],
    ("italian", "ru"): [{"валет", "паж"}, {"рыцарь", "конь", "всадник"}, {"король"}],
    ("french", "en"): [{"jack"}, {"queen"}, {"king"}],
    ("french", "ru"): [{"валет"}, {"дама"}, {"король"}],
    ("french-numeric", "en"): [{"eight"}, {"nine"}, {"ten"}],
    ("french-numeric", "ru"): [{"восьмёрка", "восьмерка"}, {"девятка"}, {"десятка"}],
}


@pytest.mark.parametrize(("style", "lang"), sorted(SUIT_TRANSLATIONS))
def test_suit_names_in_suit_order(style, lang):
    for suit, accepted in enumerate(SUIT_TRANSLATIONS[(style, lang)]):
        assert suit_name(suit, style, lang) in accepted


@pytest.mark.parametrize(("style", "lang"), sorted(FACE_TRANSLATIONS))
def test_eight_nine_ten_names(style, lang):
    for offset, accepted in enumerate(FACE_TRANSLATIONS[(style, lang)]):
        assert rank_name(8 + offset, style, lang) in accepted


@pytest.mark.parametrize(("style", "lang"), sorted(SUIT_TRANSLATIONS))
def test_every_card_has_its_own_name_containing_rank_and_suit(style, lang):
    names = [card_name(c, style, lang) for c in DECK]
    assert len(set(names)) == 40
    for c, name in zip(DECK, names, strict=True):
        assert rank_name(c.value, style, lang) in name
        assert suit_name(c.suit, style, lang) in name


NATIVE_WORDS = {
    "spanish": (["oros", "copas", "espadas", "bastos"], ["sota", "caballo", "rey"]),
    "italian": (["denari", "coppe", "spade", "bastoni"], ["fante", "cavallo", "re"]),
}


@pytest.mark.parametrize("style", sorted(NATIVE_WORDS))
def test_native_names_name_the_suit_and_the_figures(style):
    suits, figures = NATIVE_WORDS[style]
    names = [native_card_name(c, style) for c in DECK]
    assert len(set(names)) == 40
    for c, name in zip(DECK, names, strict=True):
        assert name.endswith(" " + suits[c.suit])
        if c.value >= 8:
            assert name.startswith(figures[c.value - 8] + " ")


@pytest.mark.parametrize("style", ["french", "french-numeric"])
def test_french_decks_have_no_native_names_and_say_so(style):
    with pytest.raises(ValueError, match="spanish and italian"):
        native_card_name("7d", style)


@pytest.mark.parametrize(("style", "lang", "bad"), [
    ("spanish", "de", "'de'"),
    ("german", "en", "german"),
])
def test_bad_style_or_language_is_named(style, lang, bad):
    with pytest.raises(ValueError, match=bad):
        card_name("7d", style, lang)


def test_card_is_an_int_for_the_rules_inner_loops():
    assert isinstance(parse_card("7d"), int)
    assert isinstance(parse_card("7d"), Card)
