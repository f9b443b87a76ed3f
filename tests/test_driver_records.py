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
        "9430c0520685aef43eda035cf28d69558f07a662368a694aad399da61fc1be6b"),
    "classic-manual-muerto-3": (
        "--preset classic --players 3 --manual --muerto --games 3 --seed 5",
        "5b5b2c079995d0de71f75ab79c3d9d0656066af465a071a06479db6e037a655d"),
    "escoba-spanish": (
        "--preset escoba --manual --games 5 --seed 6",
        "a16fa79217dc0ca9a26c552ec7ae545807bbc74b9e9fe45ed34ed5d68787c178"),
    "escoba-spanish-3": (
        "--preset escoba --players 3 --manual --games 3 --seed 7",
        "499f4d2cfe8b77158e1732ef0055e75872762b9aeabb5d271f97a15e2fdd3b93"),
    "match-classic-manual-4": (
        "--preset classic --players 4 --manual --games 2 --seed 13 --bots random,greedy,normal",
        "e451279076a1b6fad693e10b1fa31ab04c92fe852cdb3ba04ae59f5dabef8339"),
    "match-escoba-spanish": (
        "--preset escoba --manual --games 4 --seed 12 --bots easy,greedy",
        "0609983d071e118c6b966ca92f9a481764c6750ffb1f3ac37fa97d400e629d0e"),
    "match-escoba-spanish-claims": (
        "--preset escoba --manual --games 4 --seed 21 --bots random,easy",
        "e9a5700d15ba9c2eff05364ad0226e8d96fe04da1da53917d2d096a0d57c80b6"),
    "match-metamorphosis": (
        "--game metamorphosis --games 2 --seed 15 --bots random,greedy",
        "544e7dbb1bc4b333b100dcb53337a53b436ab4b9f3807e17c8b2887f808f13ef"),
    "match-scopa": (
        "--preset scopa --games 4 --seed 10 --bots random,greedy",
        "6acfeb5a574ca78b67ac6846c9d7cc068dfe1b464dc4ae223016ad9239ae2396"),
    "match-scopa-manual": (
        "--preset scopa --manual --games 4 --seed 11 --bots easy,normal",
        "9892df5cd47ea0c06f2022466282128fe977b1b2363f6c7047ef26e3fff708cb"),
    "match-scopa-search": (
        "--preset scopa --manual --games 2 --seed 14 --bots hard,easy --iterations 20",
        "a7358c7ab05cf7c533af51e93bd540d353be15b0c628b5effbe558d0d0553c2f"),
    "metamorphosis": (
        "--game metamorphosis --games 2 --seed 8",
        "3707afbda7dfcb828d3d7eb3181dec8d8648b2c14e5c0e770c61051408eb5363"),
    "metamorphosis-3": (
        "--game metamorphosis --players 3 --games 1 --seed 9",
        "39d7a624747cee85b05b3941b87f58956627c757b82d492ea01a5813582488c5"),
    "scopa": (
        "--preset scopa --games 6 --seed 1",
        "ef9f858f77916a24509fdbab09444dc03fc82f2de81f41a5e656bab8ea3a6d0c"),
    "scopa-manual": (
        "--preset scopa --manual --games 4 --seed 3",
        "8a63249b01ac7e0c1dbabb71cd9bafe40ba453a4300ede5908b03f1388d78742"),
    "scopa-manual-teams": (
        "--preset scopa --players 4 --teams --manual --games 3 --seed 4",
        "dc46332b0834b97d1c35f8807275eff2cb7c9f3759e2fcde374ec314254f71be"),
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
