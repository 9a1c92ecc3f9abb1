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

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scripts.generated_file import write_or_check  # noqa: E402
from tests.engine.card_needs import INDEX_FILE, render, scan  # noqa: E402


def main() -> int:
    names, always, needed = scan()
    return write_or_check(__doc__.splitlines()[0], ROOT / INDEX_FILE, render(names, always, needed),
                          "the card module index", Path(__file__).name,
                          f"{len(needed)} texts and {len(names)} modules ({len(always)} always loaded) "
                          f"written to {INDEX_FILE}")


if __name__ == "__main__":
    raise SystemExit(main())
