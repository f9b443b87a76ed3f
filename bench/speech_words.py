"""How many words the call to play takes at each verbosity: the median and 90th percentile
of the turn prompt the room sends a seated player (``speech.prompt``, plus the browser's
"Chosen: <card>, <what it takes>" for a card to play), over seeded games between random
players, in English and Russian. ``before`` is what every prompt said before verbosity
existed (the whole hand and table each turn, no chosen card).

    .venv/bin/python bench/speech_words.py            # plain text
    .venv/bin/python bench/speech_words.py --json     # one JSON object
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from typing import Any

from cardtable import metamorphosis, sweep
from cardtable.server.speech import prompt, speaker
from cardtable.text import message, readout

VERBOSITIES = ("brief", "normal", "full")
ROWS = ("before", *VERBOSITIES)
GAMES = 40


def new_state(game: str, seed: int) -> Any:
    """A 2-player game of Scopa or Metamorphosis."""
    if game == "scopa":
        return sweep.new_game(sweep.Rules.preset("scopa", players=2), seed=seed)
    return metamorphosis.new_game(metamorphosis.Rules.preset(players=2), seed=seed)


def prompts(game: str, lang: str, row: str) -> list[int]:
    """The word counts of seat 0's calls to play over ``GAMES`` games."""
    verbosity = "full" if row == "before" else row
    counts = []
    for seed in range(GAMES):
        state = new_state(game, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.to_move == 0:
                view = state.view(0)
                say = speaker(view, 0, lang, ["Ana", None], verbosity)
                text = prompt(say, state, view, 0) or ""
                playing = not getattr(view, "phase", None) or view.phase == "play"
                chosen = playing and view.hand and not getattr(view, "closing", False)
                if chosen and row != "before":
                    text += " " + message(lang, "turn-chosen",
                                          card=readout.option_label(say, view, 0))
                counts.append(len(text.split()))
            state.play(rng.choice(state.legal_moves()))
    return counts


def measure() -> dict[str, Any]:
    """Median and 90th percentile words per game, language and verbosity."""
    figures: dict[str, Any] = {}
    for game in ("scopa", "metamorphosis"):
        for lang in ("en", "ru"):
            for row in ROWS:
                counts = sorted(prompts(game, lang, row))
                figures[f"{game}/{lang}/{row}"] = {
                    "prompts": len(counts), "median_words": statistics.median(counts),
                    "p90_words": counts[int(0.9 * (len(counts) - 1))]}
    return figures


def main() -> None:
    """Print the figures (``--json``: as JSON)."""
    figures = measure()
    if "--json" in sys.argv:
        print(json.dumps(figures, indent=1))
        return
    for name, figure in figures.items():
        print(f"{name:<28} median {figure['median_words']:>5} words, "
              f"90th percentile {figure['p90_words']:>3} ({figure['prompts']} prompts)")


if __name__ == "__main__":
    main()
