"""Message catalogues in Fluent, under ``locales/<lang>/``: ``common.ftl`` (lists, names,
scores), ``sweep.ftl``, ``metamorphosis.ftl``, ``hints.ftl``, ``terminal.ftl`` (the terminal
client, whose readings and refusals the room server says too), ``room.ftl`` (the room
server's own few sentences) and ``web.ftl`` (the browser client's own words, which the
browser formats itself with @fluent/bundle; it is checked and loaded here like the others).

``message(lang, id, **args)`` formats one message; a missing message, a wrong variable or
a broken catalogue raises ``CatalogueError`` rather than speaking half a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, Final, Self

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast

from cardtable.text.messages import CATALOGUE_MESSAGES, MESSAGES

LANGUAGES: Final = ("en", "ru", "pl", "es", "it")
"""The languages with catalogues: English, Russian, Polish, Spanish and Italian."""
CATALOGUES: Final = tuple(CATALOGUE_MESSAGES)
"""Catalogue files of each language, ``locales/<lang>/<name>.ftl``: common, sweep,
metamorphosis, hints, terminal, room."""


class CatalogueError(LookupError):
    """A message that cannot be said: unknown language or id, or a fault in a catalogue."""


@cache
def catalogue_source(lang: str, name: str = "sweep") -> str:
    """The Fluent source of one catalogue of a language, read once a process: a room serves
    its pages the catalogues its own sentences come from, whatever is edited under it."""
    check_lang(lang)
    path = resources.files("cardtable.text").joinpath("locales", lang, f"{name}.ftl")
    return path.read_text(encoding="utf-8")


def locale_language(*values: str | None) -> str:
    """The language of the first locale setting that is set (as ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` hold them, in that order: ``ru_RU.UTF-8``) if it has
    catalogues; English otherwise.

        >>> locale_language(None, "", "ru_RU.UTF-8"), locale_language("C.UTF-8", "ru_RU")
        ('ru', 'en')
    """
    for value in values:
        if value:
            code = value.split(".")[0].split("_")[0].split("-")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def check_lang(lang: str) -> None:
    """Raise ``CatalogueError`` unless ``lang`` has catalogues."""
    if lang not in LANGUAGES:
        raise CatalogueError(f"no messages in {lang!r}: the languages are {', '.join(LANGUAGES)}")


class Forms(str):
    """A name (its ``str`` is the nominative) with its forms by case, which a catalogue's
    sentence picks with ``CASE($name, case: "acc")`` (``text.names`` makes them)."""

    cases: dict[str, str]

    def __new__(cls, nominative: str, cases: Mapping[str, str] | None = None) -> Self:
        """The name ``nominative`` with its ``cases`` (case -> form)."""
        made = super().__new__(cls, nominative)
        made.cases = dict(cases or {})
        return made

    def case(self, name: str) -> str:
        """The form of the case ``name`` (the nominative if it has none)."""
        return self.cases.get(name, str(self))


class LazyForms(Forms):
    """A name whose other forms are made only when a sentence asks for one (a list of many
    cards costs a formatted message per card and case: most sentences want one case)."""

    _build: Callable[[str], str]

    def __new__(cls, nominative: str, build: Callable[[str], str]) -> Self:
        """The name ``nominative``, its other forms made by ``build(case)`` on demand."""
        made = super().__new__(cls, nominative)
        made._build = build
        return made

    def case(self, name: str) -> str:
        """The form of the case ``name``, made the first time it is asked for."""
        form = self.cases.get(name)
        if form is None:
            form = self.cases[name] = str(self) if name == "nom" else self._build(name)
        return form


def case_of(value: object, name: str) -> str:
    """``value`` in the case ``name``: a ``Forms``'s form, anything else as it is (a
    person's name does not decline). The catalogues' function ``CASE``."""
    if isinstance(value, Forms):
        return value.case(name)
    return str(value)


def _signed(lang: str) -> Callable[[Any], Any]:
    """The catalogues' function ``SIGNED($n)``: a number of points as the language says it,
    "minus 4" for -4 (message ``signed-number``), so that no score is read as a dash."""

    def signed(value: Any) -> Any:  # fluent.runtime takes the str a function returns as is
        number = int(value)
        sign = "minus" if number < 0 else "plus" if number > 0 else "zero"
        return message(lang, "signed-number", number=abs(number), sign=sign)

    return signed


def _case(value: Any, case: str = "nom") -> Any:  # fluent.runtime takes a str as it is
    """The catalogues' function ``CASE($name, case: "acc")`` (see ``Forms``)."""
    return case_of(value, case)


@cache
def bundle(lang: str) -> FluentBundle:
    """The loaded catalogues of a language (cached); a syntax error in one raises."""
    check_lang(lang)
    loaded = FluentBundle([lang], use_isolating=False,
                          functions={"SIGNED": _signed(lang), "CASE": _case})
    for name in CATALOGUES:
        loaded.add_resource(_resource(lang, name))
    return loaded


def _resource(lang: str, name: str) -> fluent_ast.Resource:
    """One catalogue parsed; ``CatalogueError`` for a syntax error in it."""
    resource = FluentResource(catalogue_source(lang, name))
    junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
    if junk:
        content = (junk[0].content or "").strip()
        raise CatalogueError(f"{lang}/{name}.ftl has a syntax error near: {content[:60]!r}")
    return resource


def load_catalogues(served: Iterable[str] = ()) -> None:
    """Load every language's catalogues now, and read the ``served`` ones (which the browser
    formats itself), as a room does when it starts: a fault in one raises ``CatalogueError``
    here, naming it, and not when a player of that language first needs a sentence."""
    for lang in LANGUAGES:
        bundle(lang)
        for name in served:
            _resource(lang, name)


_SAID: dict[tuple[object, ...], str] = {}
"""Sentences already formatted, by language, id and arguments (``message``)."""
_SAID_AT_MOST: Final = 100_000


def _said_key(lang: str, message_id: str, args: Mapping[str, object]
              ) -> tuple[object, ...] | None:
    """The key of a message and its arguments among those formatted already; ``None`` when
    an argument is a ``LazyForms`` (whose forms are made as it is said) or anything but a
    ``str``, an ``int`` or a ``Forms``."""
    key: list[object] = [lang, message_id]
    for name, value in args.items():
        kind = type(value)
        if kind is str or kind is int:
            key += (name, value)
        elif kind is Forms:
            key += (name, value, *sorted(value.cases.items()))  # type: ignore[attr-defined]
        else:
            return None
    return tuple(key)


def message(lang: str, message_id: str, **args: str | int) -> str:
    """One message of ``lang`` formatted with its variables (as listed in ``MESSAGES``).

    The same message with the same arguments is formatted once (a room says the same card
    names, hands and scores at many tables; Fluent formats slowly, its numbers through
    Babel): the sentence is kept, up to a hundred thousand of them.
    """
    key = _said_key(lang, message_id, args)
    if key is not None:
        said = _SAID.get(key)
        if said is not None:
            return said
    text = _formatted(lang, message_id, args)
    if key is not None:
        if len(_SAID) >= _SAID_AT_MOST:
            _SAID.clear()
        _SAID[key] = text
    return text


def _formatted(lang: str, message_id: str, args: dict[str, str | int]) -> str:
    expected = MESSAGES.get(message_id)
    if expected is None:
        raise CatalogueError(f"{message_id!r} is not a message id of the text layer")
    if set(args) != set(expected):
        raise CatalogueError(f"{message_id} takes {', '.join(expected) or 'no variables'}; "
                             f"got {', '.join(sorted(args)) or 'none'}")
    loaded = bundle(lang)
    if not loaded.has_message(message_id):
        raise CatalogueError(f"the {lang} catalogue has no message {message_id}")
    pattern = loaded.get_message(message_id).value
    if pattern is None:
        raise CatalogueError(f"the {lang} message {message_id} has no value")
    text, errors = loaded.format_pattern(pattern, dict(args))
    if errors:
        raise CatalogueError(f"{lang}/{message_id}: {errors[0]}")
    return str(text)


def join_list(lang: str, items: Sequence[str]) -> str:
    """Items as a spoken list: ``a``, ``a and b``, ``a, b and c`` (in the language)."""
    if not items:
        raise ValueError("an empty list has nothing to say")
    if len(items) == 1:
        return items[0]
    text = message(lang, "list-two", first=items[-2], second=items[-1])
    for item in reversed(items[:-2]):
        text = message(lang, "list-more", first=item, rest=text)
    return text
