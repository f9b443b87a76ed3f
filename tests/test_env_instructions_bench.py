"""``bench/env_instructions.py``: each part replays the same recorded games (the engine's
parts as many plays, the environment's as many steps), and callgrind's count is read back.
Nothing here judges the counts' size."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="needs the research extra: pip install -e '.[research]'")

_PATH = Path(__file__).resolve().parents[1] / "bench" / "env_instructions.py"
_SPEC = importlib.util.spec_from_file_location("env_instructions_bench", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
BENCH = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(BENCH)


@pytest.mark.parametrize(("game", "preset", "players"),
                         [("sweep", "scopa", 2), ("metamorphosis", None, 2)])
def test_every_part_replays_the_same_games(game: str, preset: str | None,
                                           players: int) -> None:
    counts = {part: BENCH.replay(part, game, preset, players, 2)
              for part in ("baseline", *BENCH.PARTS)}
    assert counts["baseline"] == 0
    assert counts["engine"] == counts["unchecked"] > 0
    assert counts["numbering"] == counts["observation"] == counts["step"] > 0


def test_an_unknown_part_is_refused_with_the_parts() -> None:
    with pytest.raises(ValueError, match="the parts are baseline, engine"):
        BENCH.replay("everything", "sweep", "scopa", 2, 1)


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_callgrind_s_count_is_read_back() -> None:
    instructions, plays = BENCH._counted("engine", "sweep", "scopa", 2, 1)
    assert plays > 0 and instructions > plays
