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

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scripts.generated_file import write_or_check  # noqa: E402
from tests.engine.named_cards import REGISTRY_FILE, render, scan  # noqa: E402


def main() -> int:
    found = scan()
    return write_or_check(__doc__.splitlines()[0], ROOT / REGISTRY_FILE, render(found),
                          "the tested-cards registry", Path(__file__).name,
                          f"{len(found)} tested card codes written to {REGISTRY_FILE}")


if __name__ == "__main__":
    raise SystemExit(main())
