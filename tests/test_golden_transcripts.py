"""The golden transcripts (``tests/golden/transcripts``): a seeded game of each family as each
seat and a spectator hear it, in each language, made again and compared line by line, so
that any change to a sentence shows here, in the file a reviewer reads. After a deliberate
change, ``python tests/golden/make_transcripts.py`` writes them again."""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "golden"))
from make_transcripts import GAMES, LANGS, path_of, transcript  # noqa: E402


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_the_golden_transcript_is_what_each_listener_hears(name: str, lang: str) -> None:
    kept = path_of(name, lang).read_text(encoding="utf-8")
    made = transcript(name, lang)
    if made != kept:
        diff = "\n".join(list(difflib.unified_diff(kept.splitlines(), made.splitlines(),
                                                   "kept", "made", lineterm=""))[:40])
        pytest.fail(f"{path_of(name, lang).name} differs (make_transcripts.py writes it "
                    f"again after a deliberate change):\n{diff}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_every_listener_is_said_its_own_moves_as_you(name: str, lang: str) -> None:
    text = path_of(name, lang).read_text(encoding="utf-8")
    sections = text.split("\n## ")[1:]
    assert len(sections) >= 3  # every seat and a spectator
    for section in sections[:-1]:  # the seats: their own name never names their moves
        title, *lines = section.splitlines()
        own = title.split(",")[0]
        assert not [line for line in lines if line.startswith(f"{own} ")], title
    spectator = sections[-1].splitlines()[1:]
    assert not [line for line in spectator if line.startswith(("You ", "Вы ", "> "))]
