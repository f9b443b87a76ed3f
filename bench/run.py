#!/usr/bin/env python3
"""Run the cardtable benchmarks and write the report as JSON.

    python bench/run.py                 # JSON to standard output
    python bench/run.py bench.json      # JSON to a file
    python bench/run.py --quick         # the short run

The keys are documented in bench/README.md and in ``cardtable.lab.benchmark``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cardtable.lab.benchmark import run_benchmarks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", type=Path, help="file to write (default: stdout)")
    parser.add_argument("--quick", action="store_true", help="about 0.2 s per figure")
    args = parser.parse_args(argv)
    text = json.dumps(run_benchmarks(quick=args.quick), indent=2) + "\n"
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
