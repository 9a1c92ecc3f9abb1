"""Measure how fast the MLP card database loads, and the other card-side costs; prints figures.

The goal is loading every card in at most 200 ms. Each load runs in a fresh
process so nothing is cached; the figure is the time to read and decode
resources/mlp/cards.json into typed cards with their indexes.

Run: .venv/bin/python benchmarks/cards.py [--runs 5] [--octgn DIR]

The deck-list check and the set import read the shared OCTGN data: `--octgn DIR`, else
`data/octgn-mlpccg` in the shared data folder (`TOURNEY_SHARED_DIR`, else `shared` beside
the checkout, as the tests look for it: `tests/shared_data.py`).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import shared_data  # noqa: E402  (the checkout's root is on the path first)

_LOAD = """
import time
t = time.perf_counter()
from engine.mlp.cards.database import load_card_database
db = load_card_database()
elapsed = time.perf_counter() - t
print(f"{elapsed * 1000:.1f} {len(db.cards)} {sum(len(c.faces) for c in db.cards)}")
"""


def cold_loads(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", _LOAD], cwd=ROOT, capture_output=True, text=True, check=True)
        ms, cards, faces = out.stdout.split()
        times.append(float(ms))
    print(f"cards {cards}, faces {faces}")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--octgn", type=Path, default=None,
                        help=f"the OCTGN data folder (default: {shared_data.OCTGN} in ${shared_data.SETTING}, "
                             "else in the folder 'shared' beside the checkout)")
    args = parser.parse_args()
    octgn = args.octgn if args.octgn is not None else shared_data.shared_dir() / shared_data.OCTGN
    if not octgn.is_dir():
        said = (f"no folder {octgn} (given with --octgn)" if args.octgn is not None
                else shared_data.missing(octgn, "the shared OCTGN card data"))
        if args.octgn is not None or shared_data.is_set():
            print(f"cards.py: {said}", file=sys.stderr)
            return 2
        print(f"{said}: the deck-list check and the set import are not measured", file=sys.stderr)

    times = cold_loads(args.runs)
    print(f"load (fresh process, import + decode): median {statistics.median(times):.1f} ms, "
          f"max {max(times):.1f} ms over {len(times)} runs (goal <= 200 ms)")

    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.formats import get_format
    from engine.mlp.decks.matching import NameMatcher
    from engine.mlp.decks.parse import read_deck
    from engine.mlp.decks.validate import check_deck_list

    db = load_card_database()
    start = time.perf_counter()
    matcher = NameMatcher(db)
    print(f"name-matching index: {(time.perf_counter() - start) * 1000:.1f} ms")
    decks = sorted(octgn.glob("Decks/**/*.o8d")) if octgn.is_dir() else []
    if decks:
        start = time.perf_counter()
        for path in decks:
            check_deck_list(read_deck(path.read_bytes(), path.name), get_format("harmony"), db, None, matcher)
        per = (time.perf_counter() - start) * 1000 / len(decks)
        print(f"deck list check (o8d, Harmony): {per:.1f} ms per list over {len(decks)} theme decks")
        sets = octgn / "Sets"
        from engine.core.resources import resource_path
        from engine.mlp.cards.errata import load_errata
        from engine.mlp.cards.importer import import_sets, load_set_table

        start = time.perf_counter()
        result = import_sets([sets], load_set_table(resource_path("mlp", "sets.json")),
                             load_errata(resource_path("mlp", "errata.json")))
        print(f"import of {len(result.sets)} set files: {(time.perf_counter() - start) * 1000:.0f} ms, "
              f"{len(result.report.oddities)} oddities")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
