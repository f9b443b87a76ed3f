"""Make the golden transcripts in ``tests/golden/transcripts``: a seeded game of each family,
as each seat (and a spectator) hears it, in each language: every event's sentence from that
seat's view and every call to play or to challenge, as the room says them in its game frames
(``server.speech.game_speech``; the terminal says the same sentences). One file a game and
a language makes every sentence reviewable in one place (OpenSpiel's playthroughs).

Run ``python tests/golden/make_transcripts.py`` to write them all again, on purpose, after a
deliberate change to the sentences; ``tests/test_golden_transcripts.py`` checks that this
script still makes exactly them.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from make_golden import GOLDEN, DoubtingBot  # noqa: E402

from cardtable import metamorphosis, sweep  # noqa: E402
from cardtable.bots import RandomBot  # noqa: E402
from cardtable.bots.match import play_match  # noqa: E402
from cardtable.games.base import GameState  # noqa: E402
from cardtable.server.speech import game_speech, seat_names  # noqa: E402
from cardtable.text import LANGUAGES  # noqa: E402

TRANSCRIPTS = HERE / "transcripts"
GAMES = ("escoba-2p", "classic-manual-3p", "metamorphosis-2p")
"""The golden games whose transcripts are kept (their seeds are in ``make_golden``)."""
LANGS = LANGUAGES
"""Every language with catalogues."""


def _new_game(name: str) -> tuple[GameState, list[Any]]:
    spec = GOLDEN[name]
    seed: int = spec["seed"]
    if spec.get("game") == "metamorphosis":
        rules = metamorphosis.Rules.preset(**spec["options"])
        return metamorphosis.new_game(rules, seed=seed), [
            RandomBot(seed * 100 + seat) for seat in range(rules.players)]
    sweep_rules = sweep.Rules.preset(spec["preset"], **spec["options"])
    return sweep.new_game(sweep_rules, seed=seed), [
        DoubtingBot(seed * 100 + seat, spec.get("error_rate", 0.0), spec.get("doubt_rate", 0.0))
        for seat in range(sweep_rules.players)]


def transcript(name: str, lang: str) -> str:
    """The transcript of golden game ``name`` in ``lang``: a section a listener, each line a
    sentence of the ``speech`` the room sends that listener (``server.speech.game_speech``,
    the room's own function): every event, and each call to play or to challenge (``> ``)."""
    state, bots = _new_game(name)
    players = len(bots)
    people: list[str | None] = [None] * players  # computer players: "Computer N"
    names = seat_names(people, lang)
    listeners: list[int | None] = [*range(players), None]
    heard: dict[int | None, list[str]] = {seat: [] for seat in listeners}
    versions = iter(range(10**6))

    def hear(events: Sequence[Any]) -> None:
        version = next(versions)
        for seat in listeners:
            speech = game_speech(state, seat, lang, people, events, version)
            heard[seat].extend(speech["events"])
            if speech["prompt"] is not None:
                heard[seat].append("> " + speech["prompt"])

    play_match(state, bots, GOLDEN[name].get("game", "sweep"), {},
               start_events=state.start_events, on_events=hear)
    sections = []
    for seat in listeners:
        title = (f"## {names[seat]}, seat {seat + 1}" if seat is not None
                 else "## A spectator")
        sections.append("\n".join([title, *heard[seat]]))
    return f"# {name} ({lang}): what each listener hears\n\n" + "\n\n".join(sections) + "\n"


def path_of(name: str, lang: str) -> Path:
    """Where a golden transcript lives."""
    return TRANSCRIPTS / f"{name}.{lang}.txt"


def main() -> None:
    """Write every golden transcript."""
    TRANSCRIPTS.mkdir(exist_ok=True)
    for name in GAMES:
        for lang in LANGS:
            path_of(name, lang).write_text(transcript(name, lang), encoding="utf-8")
            print(f"wrote {path_of(name, lang).relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main()
