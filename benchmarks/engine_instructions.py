"""Rules-engine work as an instruction count: exact and repeatable on a busy machine.

Run: .venv/bin/python benchmarks/engine_instructions.py [--games N] [--pool]
Counts, under valgrind's callgrind, the instructions of N uniform and N eager seeded
playouts between the theme decks the program ships (as `benchmarks/engine.py` plays them; with --pool, between its
seeded random decks from the whole card pool), less the instructions of loading the card
library (and, with --pool, of dealing the decks and reading their cards' text). Timings on a shared machine vary by several per cent; the count
for the same code repeats to the instruction, so it measures small speed changes.
The engine runs compiled when `scripts/compile_engine.py` built it; TOURNEY_ENGINE_PURE=1
counts it as Python. Needs valgrind (Debian package `valgrind`).
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import compiled  # noqa: E402


def _workload(games: int, pool: bool, play: bool) -> None:
    """Load the library and, when `play`, play the games; with `pool`, the decks are dealt
    and their cards read either way (twice, as `playouts` deals them for each style), and
    the garbage of the loading collected (as `playouts` collects it before its games), so
    that the run without play counts all but the games themselves."""
    from benchmarks import engine as bench

    eng = bench.load_engine()
    library = eng.default_library()
    decks = None if pool else bench.theme_decks(None)
    if not play:
        for _style in ("uniform", "eager"):
            if pool:
                setups = bench.pool_setups(games)
                library.prepare({card for setup in setups for deck in setup["decks"]
                                 for card in (deck["mane"], *deck["draw"], *deck["problems"])})
            gc.collect()  # (as `playouts` does before its games: the collection loading owes)
    if play:
        bench.playouts(eng, decks, games, "uniform")
        bench.playouts(eng, decks, games, "eager")


def _count(games: int, pool: bool, play: bool) -> int:
    """Instructions of one run of this script's workload under callgrind."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same hashing in every run
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, __file__,
             "--workload", str(games), *(["--pool"] if pool else []), *([] if play else ["--no-play"])],
            cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            raise SystemExit(f"callgrind printed no count:\n{done.stderr[-2000:]}")
        return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--pool", action="store_true", help="play seeded random decks from the whole card pool")
    parser.add_argument("--workload", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--no-play", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.workload is not None:
        _workload(args.workload, args.pool, not args.no_play)
        return 0
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian package: valgrind)")
    total = _count(args.games, args.pool, play=True)
    load = _count(args.games, args.pool, play=False)
    mode = "as Python" if os.environ.get(compiled.PURE_ENV, "") not in ("", "0") else "compiled where built"
    dealt = "pool decks" if args.pool else "theme decks"
    print(f"instructions for {args.games} uniform + {args.games} eager playouts ({dealt}): {total - load:,} "
          f"(run {total:,}, loading {load:,}; engine {mode})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
