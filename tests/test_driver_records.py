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
        "8eba8a0eae904a3b2a622f17d09ed634a7571b8dd40b141c4d619b0432f47cdd"),
    "classic-manual-muerto-3": (
        "--preset classic --players 3 --manual --muerto --games 3 --seed 5",
        "2dfc125f036c549c87ead87f1dce4f44a35d8befd16ec17431fe135376a597d9"),
    "escoba-spanish": (
        "--preset escoba --manual --games 5 --seed 6",
        "f5518e972e6bd9a4700e741be531d065b676058c0567045d213077d9cb3fdfa0"),
    "escoba-spanish-3": (
        "--preset escoba --players 3 --manual --games 3 --seed 7",
        "6f8ebf37f0a8c518b8b11bf93cb63c87b06b21cfe74c6e0440878898c5e32e61"),
    "match-classic-manual-4": (
        "--preset classic --players 4 --manual --games 2 --seed 13 --bots random,greedy,normal",
        "38b6bf31b00b4e06fc8e4870fa809f7ef1b3db23e41dc33bb2cb423fad270c91"),
    "match-escoba-spanish": (
        "--preset escoba --manual --games 4 --seed 12 --bots easy,greedy",
        "6a1e800773054829239e397317ecd2a54328fe00f5124b3188fa9dedbba72bdc"),
    "match-escoba-spanish-claims": (
        "--preset escoba --manual --games 4 --seed 21 --bots random,easy",
        "6ca12eecc3c2cd72d331e6acab0a1ed62dfe8322c88e193bafbae42d1eb98987"),
    "match-metamorphosis": (
        "--game metamorphosis --games 2 --seed 15 --bots random,greedy",
        "544e7dbb1bc4b333b100dcb53337a53b436ab4b9f3807e17c8b2887f808f13ef"),
    "match-scopa": (
        "--preset scopa --games 4 --seed 10 --bots random,greedy",
        "a172b14dc7869e0665615e28ec1b4717ac1481516dce64f353b39f69f632eeb6"),
    "match-scopa-manual": (
        "--preset scopa --manual --games 4 --seed 11 --bots easy,normal",
        "0fabc690847efeb85dd17a16a434b5f6cfc527c5d8b707ce0cfa47fbc7c635b4"),
    "match-scopa-search": (
        "--preset scopa --manual --games 2 --seed 14 --bots hard,easy --iterations 20",
        "d8bd1fc077f1fb28b759e58d3e79072cdbafa4212883990ec2ddae51b68bb7b1"),
    "metamorphosis": (
        "--game metamorphosis --games 2 --seed 8",
        "3707afbda7dfcb828d3d7eb3181dec8d8648b2c14e5c0e770c61051408eb5363"),
    "metamorphosis-3": (
        "--game metamorphosis --players 3 --games 1 --seed 9",
        "39d7a624747cee85b05b3941b87f58956627c757b82d492ea01a5813582488c5"),
    "scopa": (
        "--preset scopa --games 6 --seed 1",
        "84cef3d2e4ab4fb810ab848f84b100b2b8e4bba26f7df315d3749415b117a075"),
    "scopa-manual": (
        "--preset scopa --manual --games 4 --seed 3",
        "9dc353ec0e6e66afd66483f74244aa421d1a8b03adf363024f8f07b61dde1493"),
    "scopa-manual-teams": (
        "--preset scopa --players 4 --teams --manual --games 3 --seed 4",
        "4af07d4da233dcb30006f6a864347d197c922bed08264b51f3db48e1d3d6c579"),
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
