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
        "244986d5cbe039a09dd1b557c3a3b1f60f08517ae50c5faab999cfc286c6feb0"),
    "classic-manual-muerto-3": (
        "--preset classic --players 3 --manual --muerto --games 3 --seed 5",
        "587fafc0d6e48740b31409afae41b49bb73bea9c8e23687395d3615a238d4196"),
    "escoba-spanish": (
        "--preset escoba --manual --games 5 --seed 6",
        "26f61ef48323dcf0ce4e8caac59eabf82f5b338b8eaba1831f01254acacd07e1"),
    "escoba-spanish-3": (
        "--preset escoba --players 3 --manual --games 3 --seed 7",
        "4d844550411fffa5d5057ba3ec7139178916a464540dcb1d5c4294d6136c867a"),
    "match-classic-manual-4": (
        "--preset classic --players 4 --manual --games 2 --seed 13 --bots random,greedy,normal",
        "196e0ea6f79fec3144bbe8b304adbf544968ac4ee44515e92e5268497812e4ec"),
    "match-escoba-spanish": (
        "--preset escoba --manual --games 4 --seed 12 --bots easy,greedy",
        "3dd38b88baa545b09a9cc62f2c5c4b2bbca2484f31cb4361541dcf83d4a540b5"),
    "match-escoba-spanish-claims": (
        "--preset escoba --manual --games 4 --seed 21 --bots random,easy",
        "d5ced2a4b577ad541556ed692e046d18b0f7ad94e6ee66524501c3ce4984af7f"),
    "match-metamorphosis": (
        "--game metamorphosis --games 2 --seed 15 --bots random,greedy",
        "544e7dbb1bc4b333b100dcb53337a53b436ab4b9f3807e17c8b2887f808f13ef"),
    "match-scopa": (
        "--preset scopa --games 4 --seed 10 --bots random,greedy",
        "d3458993a7aedb5aab5fa38869d984d36916f9da1dddf1315bc123308316ee61"),
    "match-scopa-manual": (
        "--preset scopa --manual --games 4 --seed 11 --bots easy,normal",
        "4339afa894da37302ca1203a9f16eb3fda9023a829278fd99d4375ba4ae872c5"),
    "match-scopa-search": (
        "--preset scopa --manual --games 2 --seed 14 --bots hard,easy --iterations 20",
        "845b0ada223daeabb3111cd4f899ed44827a181d4fa72520af278544a5fbaab4"),
    "metamorphosis": (
        "--game metamorphosis --games 2 --seed 8",
        "3707afbda7dfcb828d3d7eb3181dec8d8648b2c14e5c0e770c61051408eb5363"),
    "metamorphosis-3": (
        "--game metamorphosis --players 3 --games 1 --seed 9",
        "39d7a624747cee85b05b3941b87f58956627c757b82d492ea01a5813582488c5"),
    "scopa": (
        "--preset scopa --games 6 --seed 1",
        "19ac74b7bbd389badddb2cc521b5301f86de1aea60a758a13a7d944a0d4bde9b"),
    "scopa-manual": (
        "--preset scopa --manual --games 4 --seed 3",
        "349ac1756d1d71d90df3f62fa9f8a131e99d1a83d6292049d89785c550a183ba"),
    "scopa-manual-teams": (
        "--preset scopa --players 4 --teams --manual --games 3 --seed 4",
        "cbf428c567a3c956c53511526953df07e41a56bb3e61cbd096cc162bb35e53bc"),
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
