"""Measure Swiss pairing speed and quality on simulated events; prints tables.

Each event: N players with a hidden skill, MLP CCG scoring (win 3, loss 1,
draw 1, bye 3), about 5 % draws and 2 % of the remaining players dropping
after each round, the floor rules' suggested number of rounds. Round 1 is a
seeded random draw, later rounds are paired by points from the standings.

Every round is paired three ways on the same list of players:
- ours: `pair_round`;
- greedy: a greedy top-down pairer (the bye to the lowest-ranked player
  without one; then the best-ranked unpaired player meets the best-ranked
  unpaired player below them whom they have not met), finished by the same
  table numbering and quality measurement as ours, so the times compare
  like for like;
- ref: the complete graph of the whole event with a bye vertex, up to
  --baseline-max players. Ours must never be worse on (rematches, second
  bye, bye recipient's points, squared point differences, bye recipient's
  place, position of the pair-downs), compared in that order.
Times are the best of --repeats interleaved runs of each pairer per round,
which keeps most of a shared machine's load out of the comparison.

The forced-rematch table takes the players of each event's last round and
makes one or two of them have met everyone else, or closes the top score
group, so that a rematch, a moved bye or extra pair-downs cannot be avoided,
and times one round of each.

Run: .venv/bin/python benchmarks/pairing.py [--sizes 8 32 128 512 513 2048 8192]
"""

from __future__ import annotations

import argparse
import gc
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
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
from tourney.pairing.swiss import (
    POINTS,
    RANDOM,
    Pairing,
    PairingPlayer,
    finish_pairing,
    pair_round,
    standings_order,
)
from tourney.pairing.tiebreakers import standings
from tourney.policy.swiss import suggested_swiss_rounds

DRAW_RATE = 0.05
DROP_RATE = 0.02

Pairer = Callable[[Sequence[PairingPlayer], int, str], Pairing]


def greedy_pair_round(players: Sequence[PairingPlayer], seed: int, method: str) -> Pairing:
    """Greedy top-down pairing: the baseline a pairer should not be slower than."""
    order = standings_order(players, seed, method)  # the same ordering code as ours
    n = len(order)
    bye = None
    if n % 2:
        bye = next((i for i in range(n - 1, -1, -1) if not order[i].byes), n - 1)
    rest = [i for i in range(n) if i != bye]
    m = len(rest)
    taken = [False] * m
    pairs = []
    for i in range(m):
        if taken[i]:
            continue
        taken[i] = True
        met = order[rest[i]].opponents
        first = -1
        for j in range(i + 1, m):
            if taken[j]:
                continue
            if first < 0:
                first = j
            if order[rest[j]].id not in met:
                break
        else:
            j = first  # everyone left has been met: the first of them
        taken[j] = True
        pairs.append((rest[i], rest[j]))
    return finish_pairing(
        order, pairs, bye, seed=seed, method=method, by_points=method == POINTS, proven=False
    )


def our_pair_round(players: Sequence[PairingPlayer], seed: int, method: str) -> Pairing:
    return pair_round(players, seed=seed, method=method)


def reference_pair_round(players: Sequence[PairingPlayer], seed: int, method: str) -> Pairing:
    return pair_round(players, seed=seed, method=method, complete_graph=True)


def best_time(pairer: Pairer, players: Sequence[PairingPlayer], seed: int, method: str,
              repeats: int) -> tuple[Pairing, float]:
    best = math.inf
    result = None
    collecting = gc.isenabled()
    gc.disable()  # as timeit does: a collection would land on whichever run it falls in
    try:
        for _ in range(repeats):
            t0 = time.perf_counter()
            result = pairer(players, seed, method)
            best = min(best, time.perf_counter() - t0)
    finally:
        if collecting:
            gc.enable()
    assert result is not None
    return result, best


@dataclass
class Totals:
    times: list[float] = field(default_factory=list)
    rematches: int = 0
    second_byes: int = 0
    pair_downs: int = 0
    difference: int = 0
    unproven: int = 0

    def add(self, pairing: Pairing, seconds: float) -> None:
        q = pairing.quality
        self.times.append(seconds)
        self.rematches += q.rematches
        self.second_byes += q.second_byes
        self.pair_downs += q.pair_downs
        self.difference += q.point_difference
        self.unproven += not q.proven


@dataclass
class EventFigures:
    n: int
    rounds: int
    ours: Totals
    greedy: Totals
    reference: Totals | None
    standings_ms: list[float]
    worse_rounds: int = 0
    greedy_worse_rounds: int = 0
    last_players: list[PairingPlayer] = field(default_factory=list)
    last_seed: int = 0


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


def simulate(n: int, seed: int, baseline: bool, repeats: int, rounds: int | None = None) -> EventFigures:
    rng = random.Random(seed)
    skill = {i: rng.gauss(0, 1) for i in range(1, n + 1)}
    entrants = {i: Entrant(id=i, name=f"P{i}") for i in range(1, n + 1)}
    matches: list[MatchRecord] = []
    rounds = rounds or suggested_swiss_rounds(n)
    figures = EventFigures(n, rounds, Totals(), Totals(), Totals() if baseline else None, [])
    for rnd in range(1, rounds + 1):
        history = History(tuple(entrants.values()), tuple(matches), tuple(range(1, rnd)))
        t0 = time.perf_counter()
        rows = standings(history, MLP_SCORING, seed=seed)
        players = pairing_players(history, MLP_SCORING, rnd, rows=rows)
        figures.standings_ms.append(1000 * (time.perf_counter() - t0))
        method = RANDOM if rnd == 1 else POINTS
        round_seed = seed * 1000 + rnd
        greedy, greedy_s = best_time(greedy_pair_round, players, round_seed, method, 1)
        pairing, ours_s = best_time(our_pair_round, players, round_seed, method, 1)
        for _ in range(repeats - 1):  # interleaved repeats
            greedy_s = min(greedy_s, best_time(greedy_pair_round, players, round_seed, method, 1)[1])
            ours_s = min(ours_s, best_time(our_pair_round, players, round_seed, method, 1)[1])
        figures.ours.add(pairing, ours_s)
        figures.greedy.add(greedy, greedy_s)
        if greedy.quality.key() > pairing.quality.key():
            figures.greedy_worse_rounds += 1
        if baseline and figures.reference is not None:
            ref, ref_s = best_time(reference_pair_round, players, round_seed, method, 1)
            figures.reference.add(ref, ref_s)
            if pairing.quality.key() > ref.quality.key():
                figures.worse_rounds += 1
        matches.extend(play(pairing, skill, rng, rnd))
        active = [e for e in entrants.values() if e.active_in(rnd + 1)]
        for e in active:
            if rng.random() < DROP_RATE:
                entrants[e.id] = replace(e, dropped_after_round=rnd)
        figures.last_players = players
        figures.last_seed = round_seed
    return figures


def met_everyone(players: list[PairingPlayer], index: int, *, had_bye: bool | None = None) -> list[PairingPlayer]:
    """The same players, with players[index] having met every other one."""
    target = players[index].id
    everyone = frozenset(p.id for p in players)
    out = []
    for k, p in enumerate(players):
        if k == index:
            byes = p.byes if had_bye is None else int(had_bye)
            out.append(replace(p, opponents=everyone - {target}, byes=byes))
        else:
            out.append(replace(p, opponents=p.opponents | {target}))
    return out


def met_all_but(players: list[PairingPlayer], index: int, other: int) -> list[PairingPlayer]:
    """The same players, with players[index] having met everyone but players[other]."""
    out = met_everyone(players, index)
    a, b = out[index].id, out[other].id
    out[index] = replace(out[index], opponents=out[index].opponents - {b})
    out[other] = replace(out[other], opponents=out[other].opponents - {a})
    return out


def closed_group(players: list[PairingPlayer], start: int, end: int) -> list[PairingPlayer]:
    """The same players, with players[start:end] all having met each other."""
    group = frozenset(p.id for p in players[start:end])
    return [replace(p, opponents=p.opponents | (group - {p.id})) if start <= k < end else p
            for k, p in enumerate(players)]


def closed_top(players: list[PairingPlayer], size: int) -> list[PairingPlayer]:
    """The same players, with the top `size` all having met each other."""
    return closed_group(players, 0, size)


def odd_field(players: list[PairingPlayer]) -> list[PairingPlayer]:
    """An odd count: the even lists lose their last player."""
    return players if len(players) % 2 else players[:-1]


def hard_cases(players: list[PairingPlayer]) -> list[tuple[str, list[PairingPlayer]]]:
    mid = len(players) // 2
    odd = odd_field(players)
    even = players if len(players) % 2 == 0 else players[:-1]
    return [
        ("even, the leader met everyone", met_everyone(even, 0)),
        ("even, the middle player met everyone", met_everyone(even, mid)),
        ("odd, the middle player met everyone (no bye yet)", met_everyone(odd, mid, had_bye=False)),
        ("odd, the middle player met everyone and had a bye", met_everyone(odd, mid, had_bye=True)),
        ("odd, two players met everyone", met_everyone(met_everyone(odd, 0), mid)),
        ("even, the leader met all but the player at 90%", met_all_but(even, 0, 9 * len(even) // 10)),
        ("odd, the leader met all but the player at 90%", met_all_but(odd, 0, 9 * len(odd) // 10)),
        ("even, the top 6 all met each other", closed_top(even, 6)),
        ("even, the top 60 all met each other", closed_top(even, 60)),
        ("odd, the bottom 30 all met each other", closed_group(odd, len(odd) - 30, len(odd))),
    ]


def ms(values: list[float]) -> tuple[str, str]:
    if not values:
        return "-", "-"
    return f"{1000 * statistics.mean(values):.2f}", f"{1000 * max(values):.2f}"


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+",
                        default=[8, 32, 128, 512, 513, 1024, 2048, 4096, 8192])
    parser.add_argument("--baseline-max", type=int, default=513)
    parser.add_argument("--hard-baseline-max", type=int, default=513)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-hard", action="store_true", help="skip the forced-rematch table")
    parser.add_argument("--hard-min", type=int, default=128, help="smallest event for that table")
    parser.add_argument(
        "--services", type=int, default=2048, help="players for the database run (0 skips it)"
    )
    args = parser.parse_args()

    print("Swiss pairing, MLP scoring, ~5% draws, ~2% drops per round; times per round in ms,")
    print(f"best of {args.repeats} interleaved runs of each pairer")
    header = (
        f"{'N':>5} {'rnds':>4} | {'ours':>6} {'max':>6} | {'greedy':>6} {'max':>6} | {'ratio':>5} | "
        f"{'remat':>5} {'2bye':>4} {'pdown':>5} {'|dpts|':>6} | {'g.rem':>5} {'g.pdn':>5} "
        f"{'g.wrs':>5} | {'ref':>7} {'ref max':>7} | {'worse':>5} | {'unpr':>4} | {'stand':>6}"
    )
    print(header)
    print("-" * len(header))
    events: list[EventFigures] = []
    for n in args.sizes:
        with_ref = n <= args.baseline_max
        f = simulate(n, args.seed, with_ref, args.repeats)
        events.append(f)
        mean, worst = ms(f.ours.times)
        gmean, gworst = ms(f.greedy.times)
        ratio = statistics.mean(f.ours.times) / statistics.mean(f.greedy.times)
        s = f.ours
        line = (
            f"{n:>5} {f.rounds:>4} | {mean:>6} {worst:>6} | {gmean:>6} {gworst:>6} | {ratio:>5.2f} | "
            f"{s.rematches:>5} {s.second_byes:>4} {s.pair_downs:>5} {s.difference:>6} | "
            f"{f.greedy.rematches:>5} {f.greedy.pair_downs:>5} {f.greedy_worse_rounds:>5} | "
        )
        if f.reference is not None:
            rmean, rworst = ms(f.reference.times)
            line += f"{rmean:>7} {rworst:>7} | {f.worse_rounds:>5} | "
        else:
            line += f"{'-':>7} {'-':>7} | {'-':>5} | "
        line += f"{s.unproven:>4} | {statistics.mean(f.standings_ms):>6.1f}"
        print(line, flush=True)
    print("ratio = ours / greedy, mean time per round; g.rem, g.pdn = the greedy pairer's rematches")
    print("and pair-downs, g.wrs = rounds where greedy paired worse than ours by the rules' order;")
    print("worse = rounds where ours was worse than the complete graph (must be 0);")
    print("unpr = rounds whose optimality was not proven (a stretch hit its size limit)")
    print("stand = mean ms for standings with tiebreakers plus the list of players to pair, per round")

    if not args.no_hard:
        print()
        print("Forced rematches, moved byes and forced pair-downs: one round on each event's last")
        print("standings, ms (best of 1); ref = the complete graph (quality must be equal)")
        header = (
            f"{'N':>5} | {'case':<52} | {'ours':>7} | {'greedy':>6} | {'remat':>5} {'2bye':>4} "
            f"{'bye pts':>7} {'sq':>5} | {'g.rem':>5} {'g.sq':>5} | {'ref':>8} | {'same':>4}"
        )
        print(header)
        print("-" * len(header))
        worst = 0.0
        for f in events:
            if f.n < args.hard_min:
                continue
            for name, players in hard_cases(f.last_players):
                ours, ours_s = best_time(our_pair_round, players, f.last_seed, POINTS, 1)
                greedy, greedy_s = best_time(greedy_pair_round, players, f.last_seed, POINTS, 1)
                worst = max(worst, ours_s)
                q, g = ours.quality, greedy.quality
                line = (
                    f"{len(players):>5} | {name:<52} | {1000 * ours_s:>7.1f} | {1000 * greedy_s:>6.1f} | "
                    f"{q.rematches:>5} {q.second_byes:>4} "
                    f"{q.bye_points if len(players) % 2 else '-':>7} {q.squared_difference:>5} | "
                    f"{g.rematches:>5} {g.squared_difference:>5} | "
                )
                if len(players) <= args.hard_baseline_max:
                    ref, ref_s = best_time(reference_pair_round, players, f.last_seed, POINTS, 1)
                    same = "yes" if ref.quality.key() == q.key() else "NO"
                    line += f"{1000 * ref_s:>8.1f} | {same:>4}"
                else:
                    line += f"{'-':>8} | {'-':>4}"
                print(line, flush=True)
        print(f"worst forced-rematch round: {1000 * worst:.1f} ms")

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
