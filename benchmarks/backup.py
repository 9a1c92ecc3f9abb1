"""Measure the per-round backup of a large SQLite event; prints the figures.

Builds (through the services, as the window would) an event of 2,048 players
and 12 Swiss rounds, every result entered, in a temporary SQLite file; every
publish along the way makes its automatic backup. Then it times:

- the backup a publish makes (SQLite's online backup of the file into a
  private copy, labelled, synced, moved into place when the transaction
  commits, old copies pruned) — the goal is ≤ 1 s;
- the JSON export of the same event (what a PostgreSQL database gets
  instead), for comparison;
- a whole publish of a 13th round, backup included.

Run: .venv/bin/python benchmarks/backup.py [--players 2048 --rounds 12 --repeats 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tourney.db.backup_files import BackupLabel, write_json_export
from tourney.db.database import BACKUP_DIR_ENV_VAR, open_database
from tourney.services import backups, events, players, results, rounds

GOAL_SECONDS = 1.0


def build_event(path: Path, n_players: int, n_rounds: int) -> tuple[int, list[float]]:
    """The big event, one service call per action; returns its id and each publish's time."""
    publish_times = []
    with open_database(str(path), actor="benchmark") as db:
        with db.transaction() as s:
            event = events.create_event(
                s, name="Equestria Grand Championship", start_date=date(2026, 12, 5),
                tier=2, swiss_rounds=n_rounds + 1, rng_seed=2048,
            )
            csv = "\n".join(f"Player {i:04d},{10000 + i}" for i in range(1, n_players + 1))
            players.import_players_csv(s, event.id, csv, source="benchmark.csv")
        for number in range(1, n_rounds + 1):
            started = time.perf_counter()
            with db.transaction() as s:
                draft = rounds.pair_round(s, event.id)
            published_at = time.perf_counter()
            with db.transaction() as s:
                rounds.publish_round(s, draft.round.id)
            publish_times.append(time.perf_counter() - published_at)
            with db.transaction() as s:
                for i, m in enumerate(m for m in draft.matches if not m.is_bye):
                    outcome = "draw" if i % 20 == 19 else ("a" if i % 3 else "b")
                    results.enter_result(s, m.id, outcome)
            print(f"  built round {number:2d} in {time.perf_counter() - started:5.1f} s", flush=True)
        return event.id or 0, publish_times


def time_backups(path: Path, event_id: int, repeats: int) -> list[float]:
    """The backup step exactly as a publish runs it, in its own transaction (commit included)."""
    figures = []
    with open_database(str(path), actor="benchmark") as db:
        for _ in range(repeats):
            started = time.perf_counter()
            with db.transaction() as s:
                backups.back_up_event(s, event_id)
            figures.append(time.perf_counter() - started)
    return figures


def time_json_export(path: Path, event_id: int, folder: Path, repeats: int) -> list[float]:
    figures = []
    with open_database(str(path), actor="benchmark") as db:
        for index in range(repeats):
            started = time.perf_counter()
            with db.transaction() as s:
                event = events.require_event(s, event_id)
                label = BackupLabel(
                    event_id=event_id, event_name=event.name, event_created_at=event.created_at,
                    kind="by-hand-after-round", round_number=0, made_at=event.created_at,
                    schema=None, source="benchmark",
                )
                write_json_export(s, folder / f"export-{index}.json", label)
            figures.append(time.perf_counter() - started)
    return figures


def time_publish(path: Path, event_id: int) -> float:
    with open_database(str(path), actor="benchmark") as db:
        with db.transaction() as s:
            draft = rounds.pair_round(s, event_id)
        started = time.perf_counter()
        with db.transaction() as s:
            rounds.publish_round(s, draft.round.id)
        return time.perf_counter() - started


def describe(name: str, figures: list[float]) -> str:
    return (
        f"{name:<44} median {statistics.median(figures) * 1000:7.0f} ms"
        f"   worst {max(figures) * 1000:7.0f} ms   ({len(figures)} runs)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tourney-backup-bench-") as folder:
        work = Path(folder)
        os.environ[BACKUP_DIR_ENV_VAR] = str(work / "backups")
        path = work / "big.sqlite3"
        print(f"Building {args.players} players × {args.rounds} rounds in {path} …", flush=True)
        event_id, publish_times = build_event(path, args.players, args.rounds)
        size_mb = path.stat().st_size / 1024 / 1024
        backup_times = time_backups(path, event_id, args.repeats)
        json_times = time_json_export(path, event_id, work, args.repeats)
        publish = time_publish(path, event_id)
        copies = sorted((work / "backups").rglob("*.sqlite3"))
        print()
        print(f"database file: {size_mb:.1f} MB; backup copy: "
              f"{copies[-1].stat().st_size / 1024 / 1024:.1f} MB; "
              f"JSON export: {(work / 'export-0.json').stat().st_size / 1024 / 1024:.1f} MB")
        print(describe("per-round backup (SQLite online copy)", backup_times))
        print(describe("JSON export of the event (PostgreSQL path)", json_times))
        print(describe("publishing rounds 1-12 while building", publish_times))
        print(f"{'publishing round 13, backup included':<44} {publish * 1000:7.0f} ms")
        worst = max(backup_times)
        verdict = "meets" if worst <= GOAL_SECONDS else "MISSES"
        print(f"goal ≤ {GOAL_SECONDS:.0f} s per backup: {verdict} it (worst {worst:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
