"""The drivers of computer players change nothing a record holds: seeded ``cardtable
simulate`` runs (random players, and tournaments) give the records they gave before the
game loop was shared and made fast (issue 14).

Each case is a command line; its records are pinned by a SHA-256 of their canonical JSON.
A deliberate change of the rules or of a bot's play changes them: then print the new
digests with ``python tests/test_driver_records.py`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtable.cli import main

CASES: dict[str, tuple[str, str]] = {
    "classic-4": (
        "--preset classic --players 4 --games 3 --seed 2",
        "96605605292f34d6dfe104f196e8995c055a308c86e0df1b5cacc0a9dd774e76"),
    "classic-manual-muerto-3": (
        "--preset classic --players 3 --manual --muerto --games 3 --seed 5",
        "ba20e694a5e2bd2d00673c0e912d3be28198101362926af6fdff18d012593a21"),
    "escoba-spanish": (
        "--preset escoba --manual --games 5 --seed 6",
        "190f322fa224e963e6deedd60c86de330fdb6190aea84bff8883254905504ccb"),
    "escoba-spanish-3": (
        "--preset escoba --players 3 --manual --games 3 --seed 7",
        "b0bb9fdd9f477108f190a067fc36e92ed03459f166e33c2f2f6618601ceedbd5"),
    "match-classic-manual-4": (
        "--preset classic --players 4 --manual --games 2 --seed 13 --bots random,greedy,normal",
        "0d0289326e4e5936e8c10580b308a052188fe5cee81f12aa8c6710c40ce249d9"),
    "match-escoba-spanish": (
        "--preset escoba --manual --games 4 --seed 12 --bots easy,greedy",
        "a8821089193c5218b76c9adf4f2ff36bdc1c0b9e9a9e86fcf70017fa705ae55c"),
    "match-escoba-spanish-claims": (
        "--preset escoba --manual --games 4 --seed 21 --bots random,easy",
        "46ab777b8cbd6e5ce05e1116e6de60794cb8c7b1dfbd9678efb3335aaadfb9f7"),
    "match-metamorphosis": (
        "--game metamorphosis --games 2 --seed 15 --bots random,greedy",
        "544e7dbb1bc4b333b100dcb53337a53b436ab4b9f3807e17c8b2887f808f13ef"),
    "match-scopa": (
        "--preset scopa --games 4 --seed 10 --bots random,greedy",
        "e37dd867370c845b603cd89ffafac7dc0dad9bc7eec97d5ffa1306f96be673e0"),
    "match-scopa-manual": (
        "--preset scopa --manual --games 4 --seed 11 --bots easy,normal",
        "caf39e6d6eb3436b8cea20521063c9dc8a4725ab68a17dd0158e541c18bf7509"),
    "match-scopa-search": (
        "--preset scopa --manual --games 2 --seed 14 --bots hard,easy --iterations 20",
        "bfc41a2fa97b49c9cf9ba215e3d89cffb153c0d3ccbf47a81a46661ad7527fc5"),
    "metamorphosis": (
        "--game metamorphosis --games 2 --seed 8",
        "3707afbda7dfcb828d3d7eb3181dec8d8648b2c14e5c0e770c61051408eb5363"),
    "metamorphosis-3": (
        "--game metamorphosis --players 3 --games 1 --seed 9",
        "39d7a624747cee85b05b3941b87f58956627c757b82d492ea01a5813582488c5"),
    "scopa": (
        "--preset scopa --games 6 --seed 1",
        "8ca7e76acfcc6a72f85cbe2d18671b0a382150c97597442cd2d18547922363ff"),
    "scopa-manual": (
        "--preset scopa --manual --games 4 --seed 3",
        "baa38d30dc71a82e1f92bb208d828dac3e31efaf6049584a4a43e35167dc1659"),
    "scopa-manual-teams": (
        "--preset scopa --players 4 --teams --manual --games 3 --seed 4",
        "348f4d7750e33dcf8ba33e6b1a15c36a75c5b7a325c142e57d18e926a0339ba8"),
}
"""Name: (the simulate arguments, the digest of their records)."""


def records_digest(arguments: str, directory: Path) -> str:
    """The SHA-256 of the records of ``cardtable simulate ARGUMENTS`` (on one process),
    each record as canonical JSON (sorted keys), one a line."""
    path = directory / "records.jsonl"
    jobs = ["--jobs", "1"] if "--bots" in arguments else []
    result = CliRunner().invoke(main, ["simulate", *arguments.split(), *jobs, "--records",
                                       str(path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    lines = path.read_text(encoding="utf-8").splitlines()
    canonical = "\n".join(json.dumps(json.loads(line), sort_keys=True) for line in lines)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("name", sorted(CASES))
def test_seeded_records_are_as_pinned(name: str, tmp_path: Path) -> None:
    arguments, digest = CASES[name]
    assert records_digest(arguments, tmp_path) == digest, (
        f"the records of `cardtable simulate {arguments}` changed")


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        for case, (args, _) in sorted(CASES.items()):
            digest = records_digest(args, Path(folder))
            print(f'    "{case}": (\n        "{args}",\n        "{digest}"),')
    sys.exit(0)
