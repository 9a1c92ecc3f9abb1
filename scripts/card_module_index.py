"""Write engine/mlp/effects/card_index.py: the per-card modules each printed text needs.

`engine.mlp.effects.wordings` loads a per-card module (`engine.mlp.effects.cards`) only
when a text that needs it is read; this script works out, from the modules themselves
and the shipped database, which texts need which (tests/engine/card_needs.py says how).
tests/engine/test_card_index.py fails while the file and the modules disagree: run this
after adding or changing a per-card module or importing a new card database.

    python scripts/card_module_index.py          # rewrite the index
    python scripts/card_module_index.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.card_needs import INDEX_FILE, render, scan  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the index is up to date")
    args = parser.parse_args()
    names, always, needed = scan()
    text = render(names, always, needed)
    target = ROOT / INDEX_FILE
    if args.check:
        same = target.read_text(encoding="utf-8") == text
        print("the card module index is up to date" if same else
              f"the card module index is out of date: run python scripts/{Path(__file__).name}")
        return 0 if same else 1
    target.write_text(text, encoding="utf-8")
    print(f"{len(needed)} texts and {len(names)} modules ({len(always)} always loaded) written to {INDEX_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
