"""Measure undo and redo of one action on a 2,048-player event; prints milliseconds.

The event: 2,048 players imported, three Swiss rounds paired and published,
every result entered; the last result of round 3 is entered on its own, then
a player is dropped on their own. Timed, each as one whole transaction (open,
undo or redo, commit) the way the window and `tourney undo` run it: undo and
redo of the drop, then of the result (the drop undone first: undo goes newest
first), and reading what Edit → Undo would say (done after every change).

Run: .venv/bin/python benchmarks/undo.py [--players 2048] [--runs 20] [--db URL_OR_PATH]
(the default database is a new SQLite file in a temporary folder; a PostgreSQL
URL names an empty database to fill).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tourney.db.database import Database, open_database
from tourney.services import concessions, events, matches, players, results, rounds, undo

ROUNDS = 3


def build(db: Database, count: int) -> tuple[int, int, int]:
    """The event; returns (event id, the last result's match, the player dropped)."""
    with db.transaction() as s:
        event_id = events.create_event(
            s, name="Benchmark Open", start_date=date(2026, 6, 1), rng_seed=5, swiss_rounds=ROUNDS
        ).id
    with db.transaction() as s:
        csv = "\n".join(f"Player {n:04d},{n}" for n in range(1, count + 1))
        players.import_players_csv(s, event_id, csv)
    last_match = 0
    for number in range(1, ROUNDS + 1):
        with db.transaction() as s:
            draft = rounds.pair_round(s, event_id)
        with db.transaction() as s:
            rounds.publish_round(s, draft.round.id)
        open_matches = [m for m in draft.matches if not m.is_bye]
        last = open_matches.pop() if number == ROUNDS else None
        with db.transaction() as s:
            for n, match in enumerate(open_matches):
                results.enter_result(s, match.id, "a" if n % 2 else "b")
        if last is not None:
            with db.transaction() as s:
                results.enter_result(s, last.id, "a")
            last_match = last.id
    with db.transaction() as s:
        dropped = players.find_player(s, event_id, "7").registration_id
        concessions.drop(s, event_id, dropped)
    return event_id, last_match, dropped


def timed(db: Database, action: Callable[..., object], event_id: int) -> float:
    start = time.perf_counter()
    with db.transaction() as s:
        action(s, event_id)
    return (time.perf_counter() - start) * 1000


def figures(label: str, values: list[float]) -> str:
    return f"{label}: median {statistics.median(values):.1f} ms, worst {max(values):.1f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2048)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--db", help="database path or URL (default: a new temporary SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        target = args.db or str(Path(folder) / "undo-benchmark.sqlite3")
        db = open_database(target, station="Benchmark")
        kind = db.engine.dialect.name
        started = time.perf_counter()
        event_id, match_id, _dropped = build(db, args.players)
        print(f"{args.players} players, {ROUNDS} rounds on {kind}: built in "
              f"{time.perf_counter() - started:.1f} s")
        undo_drop, redo_drop, undo_result, redo_result, peek = [], [], [], [], []
        for _ in range(args.runs):
            undo_drop.append(timed(db, undo.undo, event_id))
            redo_drop.append(timed(db, undo.redo, event_id))
            peek.append(timed(db, undo.next_undo, event_id))
        with db.transaction() as s:
            assert undo.next_undo(s, event_id).label.startswith("drop of")  # type: ignore[union-attr]
            undo.undo(s, event_id)
        for _ in range(args.runs):
            undo_result.append(timed(db, undo.undo, event_id))
            with db.transaction() as s:
                assert matches.get_match(s, match_id).result is None
            redo_result.append(timed(db, undo.redo, event_id))
        db.close()
    print(figures("undo of one result", undo_result))
    print(figures("redo of one result", redo_result))
    print(figures("undo of one drop  ", undo_drop))
    print(figures("redo of one drop  ", redo_drop))
    print(figures("what Edit → Undo says", peek))
    worst = max(undo_result + undo_drop)
    print(f"target: undo ≤ 100 ms — {'met' if worst <= 100 else 'MISSED'} (worst {worst:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
