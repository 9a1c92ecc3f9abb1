"""Rules-engine speed: random playouts between theme decks, and seeking in a replay.

Run: .venv/bin/python benchmarks/engine.py [--games N] [--rounds R] [--decks DIR]
Prints games per second on one core (random bots answering through the decision
protocol), the time to seek to decisions of a 40-turn replay, and whether the engine
ran compiled (`engine/compiled.py`) or as Python. With --rounds R the same games are
played R times and the median and best round are printed too: on a shared machine the
same work takes up to twice as long from one run to the next, and the best round is
the closest to what the code costs (`benchmarks/engine_instructions.py` counts it
exactly).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import compiled  # noqa: E402
from engine.core.replay import Replay, ReplayCursor  # noqa: E402
from engine.core.rng import SeededRandom  # noqa: E402
from engine.mlp.api import default_library, make_setup, new_game  # noqa: E402
from engine.mlp.bot import RandomBot  # noqa: E402

DEFAULT_DECKS = ROOT.parent / "shared" / "data" / "octgn-mlpccg" / "Decks" / "MLP CCG Original Theme Decks"
MAX_TURNS = 150


def read_decks(folder: Path) -> list[list[str]]:
    decks = []
    for path in sorted(folder.glob("*.o8d")):
        ids: list[str] = []
        for el in ET.parse(path).getroot().iter("card"):
            ids += [el.get("id")] * int(el.get("qty", "1"))
        decks.append(ids)
    if not decks:
        raise SystemExit(f"no .o8d decks in {folder}")
    return decks


def playouts(decks: list[list[str]], games: int, style: str) -> float:
    """Play the games; print the figures and return games per second of CPU time."""
    library = default_library()
    setups = [make_setup([decks[i % len(decks)], decks[(i + 1) % len(decks)]], i, library) for i in range(games)]
    turns = decisions = finished = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i, setup in enumerate(setups):
        game = new_game(setup, library)
        bots = [RandomBot(i * 2, style=style), RandomBot(i * 2 + 1, style=style)]
        while game.pending() is not None and game.s["turn"] <= MAX_TURNS:
            decision = game.pending()
            game.submit(bots[decision.player].choose(decision))
            decisions += 1
        turns += game.s["turn"]
        finished += game.result is not None
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    # CPU time too: on a shared machine it varies less than the wall clock
    print(f"playouts ({style} bots): {games} games in {elapsed:.2f} s = {games / elapsed:.1f} games/s "
          f"({games / cpu:.1f} games/s of CPU time); "
          f"{turns / games:.1f} turns/game, {decisions / games:.0f} decisions/game, "
          f"{elapsed / turns * 1000:.2f} ms/turn, {elapsed / decisions * 1e6:.0f} µs/decision; "
          f"{finished} finished, {games - finished} stopped at {MAX_TURNS} turns")
    return games / cpu


def summary(style: str, rates: list[float]) -> str:
    """One line for several rounds of the same games."""
    return (f"playouts ({style} bots), {len(rates)} rounds: median {statistics.median(rates):.1f}, "
            f"best {max(rates):.1f}, worst {min(rates):.1f} games/s of CPU time")


def seeking(decks: list[list[str]], keyframe_every: int) -> None:
    library = default_library()
    seed = 0
    while True:
        setup = make_setup([decks[seed % len(decks)], decks[(seed + 3) % len(decks)]], seed, library)
        game = new_game(setup, library)
        bots = [RandomBot(seed, style="uniform"), RandomBot(seed + 1, style="uniform")]
        replay = Replay("mlp", setup)
        while game.pending() is not None and game.s["turn"] <= 40:
            decision = game.pending()
            answer = bots[decision.player].choose(decision)
            game.submit(answer)
            replay.answers.append(answer)
        if game.s["turn"] > 40:
            break
        seed += 1
    cursor = ReplayCursor(lambda s: new_game(s, library), replay, keyframe_every=keyframe_every, verify=False)
    start = time.perf_counter()
    cursor.build_keyframes()
    build = time.perf_counter() - start
    rng = SeededRandom(5)
    times = []
    for _ in range(300):
        step = rng.randrange(cursor.length + 1)
        start = time.perf_counter()
        cursor.seek(step)
        times.append((time.perf_counter() - start) * 1000)
    worst = 0.0
    for step in range(cursor.length, -1, -1):  # stepping back from the end, one decision at a time
        start = time.perf_counter()
        cursor.seek(step)
        worst = max(worst, (time.perf_counter() - start) * 1000)
    print(f"seeking in a 40-turn replay ({cursor.length} decisions, keyframe every {keyframe_every}): "
          f"first pass {build * 1000:.0f} ms; random seek mean {statistics.mean(times):.2f} ms, "
          f"max {max(times):.2f} ms; step back max {worst:.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--decks", type=Path, default=DEFAULT_DECKS)
    parser.add_argument("--rounds", type=int, default=1, help="play the games this many times")
    parser.add_argument("--keyframe-every", type=int, default=8)
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    decks = read_decks(args.decks)
    default_library()
    rates: dict[str, list[float]] = {"uniform": [], "eager": []}
    for _ in range(args.rounds):
        for style, found in rates.items():
            found.append(playouts(decks, args.games, style))
    if args.rounds > 1:
        for style, found in rates.items():
            print(summary(style, found))
    seeking(decks, args.keyframe_every)
    print(compiled.describe())  # (TOURNEY_ENGINE_PURE=1 measures the engine as Python)
    return 0


if __name__ == "__main__":
    sys.exit(main())
