"""The words of the typed commands (``commands.ftl``): every command has its words in every
language, no word gives two commands, lines parse to the same command in English and in
Russian, and the words of a typed discard (positions, ranges, the lowest of a suit)."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from cardtable.cards import parse_cards52
from cardtable.terminal.commands import (
    TERMINAL_COMMANDS,
    Command,
    CommandError,
    DiscardError,
    catalogue_words,
    command_list,
    command_words,
    discard_cards,
    parse_command,
)
from cardtable.text import LANGUAGES, message
from cardtable.text.catalog import catalogue_source
from cardtable.text.messages import COMMANDS, LISTED_COMMANDS, SUITS

# The catalogue ------------------------------------------------------------------------

def _commands_in(lang: str) -> set[str]:
    """The commands a catalogue gives words to (its ``words-`` messages)."""
    resource = FluentParser().parse(catalogue_source(lang, "commands"))
    return {entry.id.name.removeprefix("words-") for entry in resource.body
            if isinstance(entry, ast.Message) and entry.id.name.startswith("words-")
            and entry.id.name != "words-lowest"}


def test_every_english_command_has_russian_words_and_a_usage() -> None:
    assert _commands_in("en") == _commands_in("ru") == set(COMMANDS)
    assert set(TERMINAL_COMMANDS) <= set(COMMANDS)
    for command in COMMANDS:
        russian = catalogue_words("ru", f"words-{command}")
        assert russian, command
        assert set(russian).isdisjoint(catalogue_words("en", f"words-{command}")), command
    for command in LISTED_COMMANDS:
        assert message("ru", f"usage-{command}") != message("en", f"usage-{command}"), command


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_has_words_and_a_usage_in_every_language(lang: str) -> None:
    assert _commands_in(lang) == set(COMMANDS)
    for command in COMMANDS:
        assert catalogue_words(lang, f"words-{command}"), command
    if lang != "en":
        for command in LISTED_COMMANDS:
            assert message(lang, f"usage-{command}") != message("en", f"usage-{command}"), (
                command)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_gives_two_commands(lang: str) -> None:
    # The language's words and the English ones, which every language accepts too.
    seen: dict[str, str] = {}
    for language in dict.fromkeys(("en", lang)):
        for command in COMMANDS:
            for word in catalogue_words(language, f"words-{command}"):
                assert seen.setdefault(word, command) == command, (
                    f"{word!r} gives both {seen[word]} and {command}")
    suits: dict[str, str] = {}
    for language in dict.fromkeys(("en", lang)):
        for suit in SUITS:
            for word in catalogue_words(language, f"suit-words-{suit}"):
                assert suits.setdefault(word, suit) == suit, word
    lowest = {w for language in dict.fromkeys(("en", lang))
              for w in catalogue_words(language, "words-lowest")}
    assert lowest.isdisjoint(suits)
    assert not any(w.isdigit() for w in [*seen, *suits, *lowest])


def test_the_keys_letters_on_the_russian_layout_are_commands() -> None:
    # The letters of the ЙЦУКЕН layout on the keys C, S, T, D, K, H, Q, Y, N.
    layout = {"c": "с", "s": "ы", "t": "е", "d": "в", "k": "л", "h": "р", "q": "й", "y": "н",
              "n": "т"}
    english = command_words("en")
    russian = command_words("ru")
    for latin, cyrillic in layout.items():
        assert russian[cyrillic] == english[latin], latin
        assert cyrillic not in english


def test_the_terminal_knows_only_its_commands() -> None:
    assert set(command_words("ru").values()) == {"enter", *TERMINAL_COMMANDS}
    for line in ("say hello", "сказать привет", "reconnect"):
        with pytest.raises(CommandError):
            parse_command(line, lang="ru")


def test_the_list_shows_the_english_usage_beside_the_russian() -> None:
    english = command_list("en")
    assert english.split(", ") == [message("en", f"usage-{c}") for c in TERMINAL_COMMANDS]
    russian = command_list("ru").split(", ")
    assert len(russian) == len(TERMINAL_COMMANDS)
    for shown, command in zip(russian, TERMINAL_COMMANDS, strict=True):
        assert shown == message("ru", "usage-with-english", usage=message("ru", f"usage-{command}"),
                                english=message("en", f"usage-{command}"))


# Parsing, table-driven in both languages ----------------------------------------------------

PAIRS = [
    # (English line, Russian line): the same command.
    ("play 2", "ход 2"),
    ("play 2", "играть 2"),
    ("play 7d", "сыграть 7d"),
    ("take 1 3", "взять 1 3"),
    ("take 2d+3c", "взять 2d+3c"),
    ("discard", "сброс"),
    ("discard 2c, 5h", "сброс 2c, 5h"),
    ("discard:2c+5h", "сброс:2c+5h"),
    ("table", "стол"),
    ("c", "с"),
    ("score", "счёт"),
    ("score", "счет"),
    ("score", "СЧЁТ"),
    ("s", "ы"),
    ("card 3", "карта 3"),
    ("turn", "чей ход"),
    ("turn", "Чей  ход"),
    ("turn", "очередь"),
    ("t", "е"),
    ("hand", "рука"),
    ("pile", "взятки"),
    ("pile", "взятое"),
    ("d", "в"),
    ("bid 2", "ставка 2"),
    ("bid:3", "маркер:3"),
    ("end", "конец"),
    ("challenge", "оспорить"),
    ("claim", "требую"),
    ("claim 2", "забрать 2"),
    ("k", "л"),
    ("hint", "подсказка"),
    ("help", "помощь"),
    ("help", "справка"),
    ("h", "р"),
    ("quit", "выход"),
    ("q", "й"),
    ("left", "влево"),
    ("right", "вправо"),
    ("yes", "да"),
    ("y", "н"),
    ("no", "нет"),
    ("n", "т"),
    ("cancel", "отмена"),
    ("pass", "пас"),
    ("/table", "/стол"),
]


@pytest.mark.parametrize(("english", "russian"), PAIRS)
def test_russian_words_give_the_english_commands(english: str, russian: str) -> None:
    command = parse_command(english)
    assert parse_command(russian, lang="ru") == command
    assert parse_command(english, lang="ru") == command  # English words work in Russian too


@pytest.mark.parametrize(("lang", "line", "command"), [
    ("en", "", Command("enter")),
    ("ru", "", Command("enter")),
    ("en", "7", Command("number", ("7",))),
    ("ru", "7", Command("number", ("7",))),
    ("ru", "7d", Command("play", ("7d",))),
    ("ru", "5c:2d+3c", Command("play", ("5c:2d+3c",))),
    ("en", "discard lowest 3 hearts 1-2", Command("discard", ("lowest", "3", "hearts", "1-2"))),
    ("ru", "сброс младшие 3 червы", Command("discard", ("младшие", "3", "червы"))),
    ("ru", "чей ход сейчас", Command("turn", ("сейчас",))),
    ("ru", "ход чей", Command("play", ("чей",))),
    ("en", "leave", Command("quit")),
    ("en", "Q", Command("quit")),
])
def test_lines_parse(lang: str, line: str, command: Command) -> None:
    assert parse_command(line, lang=lang) == command


@pytest.mark.parametrize("line", ["стол", "ход 2", "счёт", "с"])
def test_russian_words_are_not_english(line: str) -> None:
    with pytest.raises(CommandError) as caught:
        parse_command(line, lang="en")
    assert caught.value.word == line.split()[0]


def test_an_unknown_russian_word_is_named() -> None:
    with pytest.raises(CommandError) as caught:
        parse_command("танцуй сейчас", lang="ru")
    assert caught.value.word == "танцуй"


# A typed discard ----------------------------------------------------------------------------

HAND = parse_cards52("2c 3h 4h 4c 5s 5c 9h 10d Jh Qs Kc Ah")
"""A hand as the engine sorts it: by rank, then suit."""


def cards(text: str) -> tuple[object, ...]:
    return tuple(sorted(parse_cards52(text)))


@pytest.mark.parametrize(("lang", "args", "expected"), [
    ("en", "1-5 8 10-12", "2c 3h 4h 4c 5s 10d Qs Kc Ah"),
    ("en", "5-1", "2c 3h 4h 4c 5s"),
    ("en", "1 1 1-2", "2c 3h"),
    ("en", "lowest 3 hearts", "3h 4h 9h"),
    ("en", "3 lowest hearts", "3h 4h 9h"),
    ("en", "lowest 2 h", "3h 4h"),
    ("en", "lowest heart", "3h"),
    ("en", "lowest 4 clubs 1-3", "2c 4c 5c Kc 3h 4h"),
    ("en", "lowest 2 clubs lowest 1 d Qs", "2c 4c 10d Qs"),
    ("en", "Qs ah 2", "Qs Ah 3h"),
    ("ru", "младшие 3 червы", "3h 4h 9h"),
    ("ru", "3 младших черви", "3h 4h 9h"),
    ("ru", "младшие 2 трефы 12", "2c 4c Ah"),
    ("ru", "младшую пику", "5s"),
    ("ru", "2 младшие бубны", None),
    ("ru", "младшие 2 h", "3h 4h"),
    ("ru", "lowest 2 hearts 1", "2c 3h 4h"),
])
def test_discard_cards(lang: str, args: str, expected: str | None) -> None:
    if expected is None:
        with pytest.raises(DiscardError) as caught:
            discard_cards(args.split(), HAND, lang)
        assert caught.value.message_id == "discard-lowest-short"
        assert caught.value.variables == {"suit": "diamonds", "asked": 2, "count": 1}
        return
    assert discard_cards(args.split(), HAND, lang) == cards(expected)


@pytest.mark.parametrize(("args", "message_id", "variables"), [
    ("1-13", "refuse-no-position", {"number": 13, "count": 12}),
    ("0", "refuse-no-position", {"number": 0, "count": 12}),
    ("2x", "bad-card", {"text": "2x", "example": "Qs"}),
    ("lowest 3", "discard-lowest-how", {}),
    ("lowest 3 apples", "discard-lowest-how", {}),
    ("lowest 6 hearts", "discard-lowest-short", {"suit": "hearts", "asked": 6, "count": 5}),
])
def test_discard_cards_refused(args: str, message_id: str, variables: dict[str, object]
                               ) -> None:
    with pytest.raises(DiscardError) as caught:
        discard_cards(args.split(), HAND, "en")
    assert caught.value.message_id == message_id
    assert caught.value.variables == variables
    message("en", message_id, **caught.value.variables)  # the catalogue can say it
