"""Rules-engine speed: random playouts between theme decks, and seeking in a replay.

Run: .venv/bin/python benchmarks/engine.py [--game ID] [--games N] [--rounds R] [--decks DIR]
(--game: "mlp" by default with the six theme decks the program ships, found as the program
finds all its shipped data, `engine.core.resources`; --decks DIR plays the .o8d files of a
folder instead; another game plays its sample decks)
Prints games per second on one core (random bots answering through the decision
protocol), the time to seek to decisions of a 40-turn replay, and whether the engine
ran compiled (`engine/compiled.py`) or as Python. With --rounds R the same games are
played R times and the median and best round are printed too: on a shared machine the
same work takes up to twice as long from one run to the next, and the best round is
the closest to what the code costs (`benchmarks/engine_instructions.py` counts it
exactly).

With --pool the games are dealt from the whole card pool instead: two seeded random decks
a game that keep the deck-building rules (`engine.mlp.decks.random_decks`), different for
each game, so that every wording of the pool is played, not only the theme decks' cards.

Side by side: .venv/bin/python benchmarks/engine.py --baseline OTHER_CHECKOUT [--pairs P]
plays the same games with this checkout's engine and with the other checkout's, each
in its own process, P times each and alternating (A B B A A B ...), so that whatever
else the machine is doing slows both sides alike; it prints each side's median games
per second of CPU time and their ratio. Set TOURNEY_ENGINE_PURE=1 to compare the two
as Python (each side otherwise runs its own compiled build where it has one).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
MAX_TURNS = 150
STYLES = ("uniform", "eager")


def load_engine(source_root: Path = ROOT) -> SimpleNamespace:
    """The engine entry points the benchmark uses, imported from the checkout at `source_root`.

    The imports happen here rather than at the top so that a side-by-side run's worker can
    put another checkout first on the path before any engine module is loaded."""
    sys.path.insert(0, str(source_root))
    from engine import compiled
    from engine.core.replay import Replay, ReplayCursor
    from engine.core.rng import SeededRandom
    from engine.mlp.api import default_library, make_setup, new_game
    from engine.mlp.bot import RandomBot

    return SimpleNamespace(compiled=compiled, Replay=Replay, ReplayCursor=ReplayCursor,
                           SeededRandom=SeededRandom, default_library=default_library,
                           make_setup=make_setup, new_game=new_game, RandomBot=RandomBot)


def load_table_game(game_id: str, source_root: Path = ROOT) -> SimpleNamespace:
    """The same entry points for a game reached through its game system's table rules
    (`engine.core.table.TableRules`), with its sample decks: any game the registry knows."""
    sys.path.insert(0, str(source_root))
    from engine import compiled
    from engine.core.registry import game_system
    from engine.core.replay import Replay, ReplayCursor
    from engine.core.rng import SeededRandom

    table = game_system(game_id).table()
    decks = [table.read_deck(text, name) for name, text in sorted(table.theme_decks().items())]
    return SimpleNamespace(compiled=compiled, Replay=Replay, ReplayCursor=ReplayCursor, SeededRandom=SeededRandom,
                           default_library=lambda: None, decks=decks,
                           make_setup=lambda decks, seed, _library=None: table.make_setup(decks, seed),
                           new_game=lambda setup, _library=None: table.new_game(setup),
                           RandomBot=lambda seed, style="eager": table.bot(seed, style))


GAMES = {"mlp": load_engine,
         "spellcasters": lambda root=ROOT: load_table_game("spellcasters", root),
         "battledome": lambda root=ROOT: load_table_game("battledome", root)}
"""Game id -> the loader of its engine's entry points (`--game`)."""


def theme_decks(folder: Path | None) -> list[list[str]]:
    """The decks the games are dealt: the .o8d files of `folder`, or without one the MLP theme
    decks the program ships (read as the match table reads them), each a list of card ids."""
    if folder is not None:
        return read_decks(folder)
    if sys.path[:1] != [str(ROOT)]:
        sys.path.insert(0, str(ROOT))  # (this checkout's engine, not this script's folder)
    from engine.core.registry import game_system

    table = game_system("mlp").table()
    try:
        lists = sorted(table.theme_decks().items())
    except FileNotFoundError as exc:  # (the shipped data itself is missing)
        raise SystemExit(f"the theme decks the program ships were not found: {exc}") from None
    if not lists:
        raise SystemExit("the theme decks the program ships were not found (resources/mlp/theme-decks "
                         "holds none); give a folder of .o8d decks with --decks DIR")
    return [table.read_deck(text, name) for name, text in lists]


def read_decks(folder: Path) -> list[list[str]]:
    if not folder.is_dir():
        raise SystemExit(f"--decks {folder}: no such folder (it is to hold .o8d deck files; "
                         "without --decks the theme decks the program ships are played)")
    decks = []
    for path in sorted(folder.glob("*.o8d")):
        ids: list[str] = []
        for el in ET.parse(path).getroot().iter("card"):
            ids += [el.get("id")] * int(el.get("qty", "1"))
        decks.append(ids)
    if not decks:
        raise SystemExit(f"no .o8d decks in {folder}")
    return decks


def pool_setups(games: int) -> list[dict]:
    """Game setups between seeded random legal decks of the whole card pool, one pair a game."""
    from engine.core.rng import SeededRandom
    from engine.mlp.api import default_library
    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.random_decks import DeckPool, random_deck

    pool = DeckPool.constructed(load_card_database())
    version = default_library().version
    setups = []
    for i in range(games):
        rng = SeededRandom(1_000_003 * i + 17)
        setups.append({"seed": i, "card_db": version, "decks": [random_deck(pool, rng), random_deck(pool, rng)]})
    return setups


def playouts(eng: SimpleNamespace, decks: list[list[str]] | None, games: int, style: str,
             quiet: bool = False) -> float:
    """Play the games (between `decks` in turn; None: from the whole pool, `pool_setups`); print
    the figures (unless `quiet`) and return games per second of CPU time."""
    library = eng.default_library()
    if decks is None:
        setups = pool_setups(games)
    else:
        setups = [eng.make_setup([decks[i % len(decks)], decks[(i + 1) % len(decks)]], i, library)
                  for i in range(games)]
    # reading each card's text once per process is the card library's loading, not play: done first
    # (the theme decks share 99 cards; decks from the whole pool bring hundreds)
    if library is not None:  # a game reached through its table rules reads its cards when dealt
        library.prepare({card for setup in setups for deck in setup["decks"]
                         for card in (deck["mane"], *deck["draw"], *deck["problems"])})
    # the garbage collection that the loading owes is made here, not on the games' clock (a
    # full one is about 1.5% of ten whole-pool games, and falls among them or not by chance)
    gc.collect()
    turns = decisions = finished = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i, setup in enumerate(setups):
        game = eng.new_game(setup, library)
        bots = [eng.RandomBot(i * 2, style=style), eng.RandomBot(i * 2 + 1, style=style)]
        while game.pending() is not None and game.s["turn"] <= MAX_TURNS:
            decision = game.pending()
            game.submit(bots[decision.player].choose(decision))
            decisions += 1
        turns += game.s["turn"]
        finished += game.pending() is None  # the game ended (not stopped at MAX_TURNS)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    if not quiet:
        # CPU time too: on a shared machine it varies less than the wall clock
        dealt = "pool decks" if decks is None else "theme decks"
        print(f"playouts ({style} bots, {dealt}): {games} games in {elapsed:.2f} s = {games / elapsed:.1f} games/s "
              f"({games / cpu:.1f} games/s of CPU time); "
              f"{turns / games:.1f} turns/game, {decisions / games:.0f} decisions/game, "
              f"{elapsed / turns * 1000:.2f} ms/turn, {elapsed / decisions * 1e6:.0f} µs/decision; "
              f"{finished} finished, {games - finished} stopped at {MAX_TURNS} turns")
    return games / cpu


def summary(style: str, rates: list[float]) -> str:
    """One line for several rounds of the same games."""
    return (f"playouts ({style} bots), {len(rates)} rounds: median {statistics.median(rates):.1f}, "
            f"best {max(rates):.1f}, worst {min(rates):.1f} games/s of CPU time")


def seeking(eng: SimpleNamespace, decks: list[list[str]], keyframe_every: int) -> None:
    library = eng.default_library()
    seed = 0
    while True:
        setup = eng.make_setup([decks[seed % len(decks)], decks[(seed + 3) % len(decks)]], seed, library)
        game = eng.new_game(setup, library)
        bots = [eng.RandomBot(seed, style="uniform"), eng.RandomBot(seed + 1, style="uniform")]
        replay = eng.Replay("benchmark", setup)
        while game.pending() is not None and game.s["turn"] <= 40:
            decision = game.pending()
            answer = bots[decision.player].choose(decision)
            game.submit(answer)
            replay.answers.append(answer)
        if game.s["turn"] > 40:
            break
        seed += 1
    cursor = eng.ReplayCursor(lambda s: eng.new_game(s, library), replay, keyframe_every=keyframe_every,
                              verify=False)
    start = time.perf_counter()
    cursor.build_keyframes()
    build = time.perf_counter() - start
    rng = eng.SeededRandom(5)
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


def worker(source_root: Path, games: int, pool: bool = False) -> int:
    """One side's run of a side-by-side comparison: both bot styles, one JSON line out. The
    decks (lists of card ids, both sides the same) come as JSON on standard input."""
    eng = load_engine(source_root)
    decks = None if pool else json.load(sys.stdin)
    eng.default_library()  # (loading the card library is not what is measured)
    rates = {style: playouts(eng, decks, games, style, quiet=True) for style in STYLES}
    print(json.dumps({"rates": rates, "engine": eng.compiled.describe()}))
    return 0


def run_side(source_root: Path, decks: list[list[str]] | None, games: int, pool: bool = False) -> dict:
    """Run one worker process on `source_root`'s engine; its rates by bot style."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", str(source_root),
         "--games", str(games), *(["--pool"] if pool else [])],
        input=json.dumps(decks), capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    if done.returncode != 0:
        raise SystemExit(f"the run on {source_root} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def side_by_side(baseline: Path, decks: list[list[str]] | None, games: int, pairs: int, pool: bool = False) -> None:
    """Alternate runs of this checkout (A) and `baseline` (B) and print both medians and the ratio."""
    sides = {"A": ROOT, "B": baseline.resolve()}
    rates: dict[str, dict[str, list[float]]] = {side: {style: [] for style in STYLES} for side in sides}
    engines: dict[str, str] = {}
    for pair in range(pairs):
        order = ("A", "B") if pair % 2 == 0 else ("B", "A")  # A B B A A B ...: drift hits both alike
        for side in order:
            found = run_side(sides[side], decks, games, pool)
            engines[side] = found["engine"]
            for style in STYLES:
                rates[side][style].append(found["rates"][style])
            shown = ", ".join(f"{style} {found['rates'][style]:.1f}" for style in STYLES)
            print(f"  run {pair + 1}/{pairs} {side}: {shown} games/s of CPU time", flush=True)
    for side, root in sides.items():
        print(f"{side} = {root} ({engines[side]})")
    print(f"{games} games per style per run, {pairs} runs per side, alternating; games/s of CPU time")
    print(f"{'bots':<8} {'A median':>9} {'B median':>9} {'A/B':>6}   A runs | B runs")
    for style in STYLES:
        a, b = statistics.median(rates["A"][style]), statistics.median(rates["B"][style])
        runs = (" ".join(f"{r:.1f}" for r in rates["A"][style]) + " | "
                + " ".join(f"{r:.1f}" for r in rates["B"][style]))
        print(f"{style:<8} {a:>9.1f} {b:>9.1f} {a / b:>6.3f}   {runs}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", choices=tuple(GAMES), default="mlp",
                        help="the game to play (the decks of a game other than mlp are its sample decks)")
    parser.add_argument("--decks", type=Path, default=None,
                        help="a folder of .o8d decks to play (default: the MLP theme decks the program ships)")
    parser.add_argument("--rounds", type=int, default=1, help="play the games this many times")
    parser.add_argument("--pool", action="store_true",
                        help="deal seeded random legal decks from the whole card pool instead of the theme decks")
    parser.add_argument("--keyframe-every", type=int, default=8)
    parser.add_argument("--baseline", type=Path, default=None,
                        help="another checkout of the project to compare with, side by side")
    parser.add_argument("--pairs", type=int, default=3, help="runs per side when comparing (default 3)")
    parser.add_argument("--worker", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 1 or args.pairs < 1:
        parser.error("--games, --rounds and --pairs must be at least 1")
    if args.worker is not None:
        return worker(args.worker, args.games, args.pool)
    if args.baseline is not None:
        if not (args.baseline / "engine" / "mlp" / "api.py").is_file():
            parser.error(f"--baseline {args.baseline} is not a checkout of the project (no engine/mlp/api.py)")
        side_by_side(args.baseline, None if args.pool else theme_decks(args.decks), args.games, args.pairs, args.pool)
        return 0
    if args.pool and args.game != "mlp":
        parser.error("--pool deals decks from the MLP card pool; another game plays its sample decks")
    eng = GAMES[args.game]()
    decks = eng.decks if hasattr(eng, "decks") else None if args.pool else theme_decks(args.decks)
    eng.default_library()
    rates: dict[str, list[float]] = {style: [] for style in STYLES}
    for _ in range(args.rounds):
        for style, found in rates.items():
            found.append(playouts(eng, decks, args.games, style))
    if args.rounds > 1:
        for style, found in rates.items():
            print(summary(style, found))
    seeking(eng, theme_decks(args.decks) if decks is None else decks, args.keyframe_every)
    print(eng.compiled.describe())  # (TOURNEY_ENGINE_PURE=1 measures the engine as Python)
    return 0


if __name__ == "__main__":
    sys.exit(main())
