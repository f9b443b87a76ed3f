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
        "834564cec01f2b1a0c5922750f2fc702098030d7b016ac62e72025d58fe8736f"),
    "classic-manual-muerto-3": (
        "--preset classic --players 3 --manual --muerto --games 3 --seed 5",
        "3a16282806ce40b0847ad4648963d43284a6a88e1f1ff28abf59e9f5780f3d06"),
    "escoba-spanish": (
        "--preset escoba --manual --games 5 --seed 6",
        "b68be4d8ab75e759f982540b9e252006d8400aeeec13e875e6b12a0e5f54ebca"),
    "escoba-spanish-3": (
        "--preset escoba --players 3 --manual --games 3 --seed 7",
        "b84f7205e05be1d8c86dacacb31a2a9eaa54ce8932be1456f0bea8cfea0c5e6a"),
    "match-classic-manual-4": (
        "--preset classic --players 4 --manual --games 2 --seed 13 --bots random,greedy,normal",
        "77c1650dbbe317ec2c3641e782bf086b783f179c80e6c8af5d65871d91facff0"),
    "match-escoba-spanish": (
        "--preset escoba --manual --games 4 --seed 12 --bots easy,greedy",
        "5ad0c8ca7c0af50fa69f58eca2c102e1ebb474fabc84b2680d1ea94d030219f8"),
    "match-escoba-spanish-claims": (
        "--preset escoba --manual --games 4 --seed 21 --bots random,easy",
        "2c363b9a4c10157c71bb3fd06f29e5d0d4cd9409d7255bf4639edcf62d30a005"),
    "match-metamorphosis": (
        "--game metamorphosis --games 2 --seed 15 --bots random,greedy",
        "544e7dbb1bc4b333b100dcb53337a53b436ab4b9f3807e17c8b2887f808f13ef"),
    "match-scopa": (
        "--preset scopa --games 4 --seed 10 --bots random,greedy",
        "6f2fbdeb1569cb5711b798d4bfdf38cc866ecf03ad975b3854e436bbd4fb86fb"),
    "match-scopa-manual": (
        "--preset scopa --manual --games 4 --seed 11 --bots easy,normal",
        "b2ee5991022884e37dbae198a9023c284f4b54c1552fd55091fae4a6dc276709"),
    "match-scopa-search": (
        "--preset scopa --manual --games 2 --seed 14 --bots hard,easy --iterations 20",
        "0eac0c36b9dd95b0a40f96762e4c69b97d2cf696b090ede61187905f00a52ebe"),
    "metamorphosis": (
        "--game metamorphosis --games 2 --seed 8",
        "3707afbda7dfcb828d3d7eb3181dec8d8648b2c14e5c0e770c61051408eb5363"),
    "metamorphosis-3": (
        "--game metamorphosis --players 3 --games 1 --seed 9",
        "39d7a624747cee85b05b3941b87f58956627c757b82d492ea01a5813582488c5"),
    "scopa": (
        "--preset scopa --games 6 --seed 1",
        "00865c1e87ecc7bd257813d06d265f22634b34de7d640687bb7adda35357d1c1"),
    "scopa-manual": (
        "--preset scopa --manual --games 4 --seed 3",
        "430ea35cd52fa22758749dbce7610eea0cc0d0f5352e810eacba37b399df6107"),
    "scopa-manual-teams": (
        "--preset scopa --players 4 --teams --manual --games 3 --seed 4",
        "daf6ae0897d52ae27ae289c36f4aab5ecc979576fe6a3ba97d2bc99c4e708fdb"),
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
