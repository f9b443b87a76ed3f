"""A room loads every language's catalogues when it starts: a fault in one stops the start
with a message that names it, instead of failing later, silently, at the tables of the
players of that language."""

from __future__ import annotations

import pytest

from cardtable.server import app
from cardtable.server.app import ServeError, run
from cardtable.text import catalog


@pytest.mark.parametrize(("lang", "name"), [("ru", "room"), ("en", "sweep"), ("pl", "hints"),
                                           ("es", "webtable")])
def test_a_room_with_a_broken_catalogue_does_not_start_and_says_which(
        monkeypatch: pytest.MonkeyPatch, lang: str, name: str) -> None:
    real = catalog.catalogue_source

    def broken(asked: str, part: str = "sweep") -> str:
        text = real(asked, part)
        return text + "\nhalf-written = { $\n" if (asked, part) == (lang, name) else text

    def listen(*_: object) -> None:
        pytest.fail("the room went on to take its port")

    monkeypatch.setattr(catalog, "catalogue_source", broken)
    monkeypatch.setattr(app, "listen_socket", listen)
    catalog.bundle.cache_clear()
    try:
        with pytest.raises(ServeError, match=rf"^the room cannot speak: {lang}/{name}\.ftl "
                                             "has a syntax error near: 'half-written"):
            run(port=0, database_url="memory:")
    finally:
        catalog.bundle.cache_clear()


def test_every_catalogue_loads() -> None:
    catalog.load_catalogues()
    assert all(catalog.bundle(lang).has_message("your-turn") for lang in catalog.LANGUAGES)
