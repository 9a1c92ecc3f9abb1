"""Battledome rules-engine speed: random playouts between the two shipped sample decks.

Run: .venv/bin/python benchmarks/engine.py --game battledome [--games N] [--rounds R]
Prints games per second of CPU time for each bot style (the target is at least 100)
and the time to seek through a replay.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STYLES = ("uniform", "eager")


def playouts(games: int, style: str) -> float:
    """Play `games` seeded games; print the figures and return games per second of CPU time."""
    from engine.battledome.api import make_setup, new_game
    from engine.battledome.bot import RandomBot
    from engine.battledome.table import battledome_table

    table = battledome_table()
    texts = table.theme_decks()
    decks = [table.read_deck(texts[name], name) for name in table.sample_pair()]
    setups = [make_setup([decks[i % 2], decks[(i + 1) % 2]], i) for i in range(games)]
    turns = decisions = finished = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    for i, setup in enumerate(setups):
        game = new_game(setup, table.library)
        bots = [RandomBot(i * 2, style), RandomBot(i * 2 + 1, style)]
        while game.pending() is not None:
            decision = game.pending()
            game.submit(bots[decision.player].choose(decision))
            decisions += 1
        turns += game.s["turn"]
        finished += game.s["result"] is not None
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    print(f"battledome playouts ({style} bots): {games} games in {elapsed:.2f} s = {games / elapsed:.1f} games/s "
          f"({games / cpu:.1f} games/s of CPU time); {turns / games:.1f} turns/game, "
          f"{decisions / games:.0f} decisions/game; {finished} finished")
    return games / cpu


def seeking() -> None:
    """Seek back and forth in a recorded game (the match table's replay slider)."""
    from engine.battledome.api import make_setup, new_game
    from engine.battledome.bot import RandomBot
    from engine.battledome.table import battledome_table
    from engine.core.replay import Replay, ReplayCursor, ReplayRecorder

    table = battledome_table()
    texts = table.theme_decks()
    decks = [table.read_deck(texts[name], name) for name in table.sample_pair()]
    setup = make_setup(decks, 1)
    recorder = ReplayRecorder(new_game(setup, table.library), Replay("battledome", setup))
    bots = [RandomBot(1), RandomBot(2)]
    while recorder.game.pending() is not None:
        recorder.submit(bots[recorder.game.pending().player].choose(recorder.game.pending()))
    cursor = ReplayCursor(lambda s: new_game(s, table.library), recorder.replay)
    cursor.build_keyframes()
    start = time.perf_counter()
    steps = list(range(cursor.length, -1, -7))
    for step in steps:
        cursor.seek(step)
    per_seek = (time.perf_counter() - start) / len(steps) * 1000
    print(f"seeking a {cursor.length}-decision replay: {per_seek:.2f} ms per seek")


def run(games: int, rounds: int) -> int:
    sys.path.insert(0, str(ROOT))
    rates: dict[str, list[float]] = {style: [] for style in STYLES}
    for _ in range(rounds):
        for style, found in rates.items():
            found.append(playouts(games, style))
    if rounds > 1:
        for style, found in rates.items():
            print(f"battledome playouts ({style} bots), {rounds} rounds: median {statistics.median(found):.1f}, "
                  f"best {max(found):.1f} games/s of CPU time")
    seeking()
    return 0
