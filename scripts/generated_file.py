"""Write a generated source file, or with --check only say whether it is up to date.

The program keeps some tables as generated Python (the tested-cards registry, the per-card
module index) with a test that fails while a table and what it is made from disagree;
their scripts share this so that both are written and checked the same way.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def write_or_check(description: str, target: Path, text: str, what: str, script: str, written: str) -> int:
    """Rewrite `target` with `text` (printing `written`), or with --check compare them and
    exit 1 naming `script` to run when `what` is out of date."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help=f"only say whether {what} is up to date")
    if parser.parse_args().check:
        same = target.read_text(encoding="utf-8") == text
        print(f"{what} is up to date" if same else f"{what} is out of date: run python scripts/{script}")
        return 0 if same else 1
    target.write_text(text, encoding="utf-8")
    print(written)
    return 0
