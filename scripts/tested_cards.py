"""Write engine/mlp/tested_cards.py: the cards a judge-scenario test names.

A card counts as tested when a test function under tests/engine has the card's code
as one of the words of its name (`test_pr37_berry_dreams_draws_when_played` names PR37;
a code's word is `engine.mlp.coverage.code_word`), or when it has no text at all
and the parameterised test of tests/engine/test_textless_cards.py plays it.
tests/engine/test_tested_cards.py fails when the file and the tests disagree, so the
coverage command's "implemented" stays honest: run this script after adding tests.

    python scripts/tested_cards.py          # rewrite the registry
    python scripts/tested_cards.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.named_cards import REGISTRY_FILE, render, scan  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the registry is up to date")
    args = parser.parse_args()
    found = scan()
    text = render(found)
    target = ROOT / REGISTRY_FILE
    if args.check:
        same = target.read_text(encoding="utf-8") == text
        print("the tested-cards registry is up to date" if same else
              f"the tested-cards registry is out of date: run python {Path(__file__).name}")
        return 0 if same else 1
    target.write_text(text, encoding="utf-8")
    print(f"{len(found)} tested card codes written to {REGISTRY_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
