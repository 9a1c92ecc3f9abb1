"""Measure Swiss pairing speed and quality on simulated events; prints a table.

Each event: N players with a hidden skill, MLP CCG scoring (win 3, loss 1,
draw 1, bye 3), about 5 % draws and 2 % of the remaining players dropping
after each round, the floor rules' suggested number of rounds. Round 1 is a
seeded random draw, later rounds are paired by points from the standings.

The same standings are also paired on the complete graph of the whole event
(every player against every player) as the reference: the sliced pairing
must never be worse on (rematches + second byes, then squared point
differences, then how high the pair-downs sit). The complete graph is
quadratic, so it runs only up to --baseline-max players.

Run: .venv/bin/python benchmarks/pairing.py [--sizes 8 32 128 512 2048 8192]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.mlp.system import MLP_SCORING
from tourney.pairing.next_round import pairing_players
from tourney.pairing.records import (
    RESULT_A,
    RESULT_B,
    RESULT_DRAW,
    Entrant,
    History,
    MatchRecord,
)
from tourney.pairing.swiss import POINTS, RANDOM, Pairing, pair_round
from tourney.pairing.tiebreakers import standings
from tourney.policy.swiss import suggested_swiss_rounds

DRAW_RATE = 0.05
DROP_RATE = 0.02


@dataclass
class Totals:
    times: list[float] = field(default_factory=list)
    rematches: int = 0
    second_byes: int = 0
    pair_downs: int = 0
    difference: int = 0

    def add(self, pairing: Pairing, seconds: float) -> None:
        q = pairing.quality
        self.times.append(seconds)
        self.rematches += q.rematches
        self.second_byes += q.second_byes
        self.pair_downs += q.pair_downs
        self.difference += q.point_difference


@dataclass
class EventFigures:
    n: int
    rounds: int
    sliced: Totals
    baseline: Totals | None
    standings_ms: list[float]
    worse_rounds: int = 0


def play(pairing: Pairing, skill: dict[int, float], rng: random.Random, rnd: int) -> list[MatchRecord]:
    out = []
    for pair in pairing.pairs:
        if pair.player_b is None:
            out.append(MatchRecord(rnd, pair.player_a, None, RESULT_A))
            continue
        roll = rng.random()
        if roll < DRAW_RATE:
            result = RESULT_DRAW
        else:
            p_a = 1 / (1 + math.exp(skill[pair.player_b] - skill[pair.player_a]))
            result = RESULT_A if rng.random() < p_a else RESULT_B
        out.append(MatchRecord(rnd, pair.player_a, pair.player_b, result))
    return out


def simulate(n: int, seed: int, baseline: bool, rounds: int | None = None) -> EventFigures:
    rng = random.Random(seed)
    skill = {i: rng.gauss(0, 1) for i in range(1, n + 1)}
    entrants = {i: Entrant(id=i, name=f"P{i}") for i in range(1, n + 1)}
    matches: list[MatchRecord] = []
    rounds = rounds or suggested_swiss_rounds(n)
    figures = EventFigures(n, rounds, Totals(), Totals() if baseline else None, [])
    for rnd in range(1, rounds + 1):
        history = History(tuple(entrants.values()), tuple(matches), tuple(range(1, rnd)))
        t0 = time.perf_counter()
        rows = standings(history, MLP_SCORING, seed=seed)
        players = pairing_players(history, MLP_SCORING, rnd, rows=rows)
        t1 = time.perf_counter()
        method = RANDOM if rnd == 1 else POINTS
        pairing = pair_round(players, seed=seed * 1000 + rnd, method=method)
        t2 = time.perf_counter()
        figures.standings_ms.append(1000 * (t1 - t0))
        figures.sliced.add(pairing, t2 - t1)
        if baseline and figures.baseline is not None:
            t3 = time.perf_counter()
            ref = pair_round(players, seed=seed * 1000 + rnd, method=method, complete_graph=True)
            figures.baseline.add(ref, time.perf_counter() - t3)
            if pairing.quality.key() > ref.quality.key():
                figures.worse_rounds += 1
        matches.extend(play(pairing, skill, rng, rnd))
        active = [e for e in entrants.values() if e.active_in(rnd + 1)]
        for e in active:
            if rng.random() < DROP_RATE:
                entrants[e.id] = replace(e, dropped_after_round=rnd)
    return figures


def standings_speed(n: int, rounds: int, seed: int) -> tuple[float, float]:
    """Mean and worst ms for full standings of an n-player event after `rounds` rounds."""
    rng = random.Random(seed)
    entrants = tuple(Entrant(id=i, name=f"P{i}") for i in range(1, n + 1))
    matches: list[MatchRecord] = []
    skill = {i: rng.gauss(0, 1) for i in range(1, n + 1)}
    for rnd in range(1, rounds + 1):
        history = History(entrants, tuple(matches), tuple(range(1, rnd)))
        players = pairing_players(history, MLP_SCORING, rnd)
        pairing = pair_round(players, seed=rnd, method=RANDOM if rnd == 1 else POINTS)
        matches.extend(play(pairing, skill, rng, rnd))
    history = History(entrants, tuple(matches), tuple(range(1, rounds + 1)))
    times = []
    for _ in range(7):
        t0 = time.perf_counter()
        standings(history, MLP_SCORING, seed=seed)
        times.append(1000 * (time.perf_counter() - t0))
    return statistics.mean(times), max(times)


def services_speed(n: int, rounds: int, seed: int) -> list[str]:
    """Per-round times through the services on an in-memory SQLite database."""
    from datetime import date

    from tourney.db.database import open_memory_database
    from tourney.services import events, players
    from tourney.services import results as results_service
    from tourney.services import rounds as rounds_service
    from tourney.services.standings import current_standings

    rng = random.Random(seed)
    db = open_memory_database()
    with db.transaction() as s:
        event = events.create_event(
            s, name="Benchmark", start_date=date(2026, 5, 2), rng_seed=seed, swiss_rounds=rounds
        )
        for i in range(n):
            players.register_player(s, event.id, f"Player {i:05d}")
    lines = []
    for number in range(1, rounds + 1):
        t0 = time.perf_counter()
        with db.transaction() as s:
            draft = rounds_service.pair_round(s, event.id)
        t1 = time.perf_counter()
        with db.transaction() as s:
            rounds_service.publish_round(s, draft.round.id)
        t2 = time.perf_counter()
        entered = 0
        for m in draft.matches:
            if m.is_bye:
                continue
            with db.transaction() as s:
                results_service.enter_result(s, m.id, rng.choice(("a", "a", "b", "b", "draw")))
            entered += 1
        t3 = time.perf_counter()
        with db.transaction() as s:
            current_standings(s, event.id)
        t4 = time.perf_counter()
        lines.append(
            f"  round {number}: pair {1000 * (t1 - t0):.0f} ms, publish {1000 * (t2 - t1):.0f} ms, "
            f"enter a result {1000 * (t3 - t2) / max(entered, 1):.1f} ms each "
            f"(one transaction each), standings {1000 * (t4 - t3):.0f} ms"
        )
    db.close()
    return lines


def ms(values: list[float]) -> tuple[str, str]:
    if not values:
        return "-", "-"
    return f"{1000 * statistics.mean(values):.1f}", f"{1000 * max(values):.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[8, 32, 128, 512, 2048, 8192])
    parser.add_argument("--baseline-max", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--services", type=int, default=2048, help="players for the database run (0 skips it)"
    )
    args = parser.parse_args()

    print("Swiss pairing, MLP scoring, ~5% draws, ~2% drops per round; times per round in ms")
    print("'ref' = maximum-weight matching on the complete graph of the whole event")
    header = (
        f"{'N':>5} {'rnds':>4} | {'mean':>6} {'max':>6} | {'remat':>5} {'2bye':>4} "
        f"{'pdown':>5} {'|dpts|':>6} | {'ref mean':>8} {'ref max':>8} | {'remat':>5} "
        f"{'2bye':>4} {'pdown':>5} {'|dpts|':>6} | {'worse':>5} | {'stand':>6}"
    )
    print(header)
    print("-" * len(header))
    for n in args.sizes:
        with_ref = n <= args.baseline_max
        f = simulate(n, args.seed, with_ref)
        mean, worst = ms(f.sliced.times)
        s = f.sliced
        line = (
            f"{n:>5} {f.rounds:>4} | {mean:>6} {worst:>6} | {s.rematches:>5} {s.second_byes:>4} "
            f"{s.pair_downs:>5} {s.difference:>6} | "
        )
        if f.baseline is not None:
            b = f.baseline
            rmean, rworst = ms(b.times)
            line += (
                f"{rmean:>8} {rworst:>8} | {b.rematches:>5} {b.second_byes:>4} "
                f"{b.pair_downs:>5} {b.difference:>6} | {f.worse_rounds:>5} | "
            )
        else:
            line += f"{'(not run: too large)':>19} | {'':>5} {'':>4} {'':>5} {'':>6} | {'-':>5} | "
        line += f"{statistics.mean(f.standings_ms):>6.1f}"
        print(line, flush=True)
    print("worse = rounds where the sliced pairing was worse than the reference (must be 0)")
    print("stand = mean ms for standings with tiebreakers plus the list of players to pair, per round")
    mean, worst = standings_speed(2048, 12, args.seed)
    print(f"standings with tiebreakers, 2048 players x 12 rounds: mean {mean:.1f} ms, "
          f"worst {worst:.1f} ms (of 7 runs)")
    if args.services:
        print(f"through the services, in-memory SQLite, {args.services} players, 3 rounds:")
        for line in services_speed(args.services, 3, args.seed):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
