"""How fast a result entered at one station reaches the others; prints the figures.

Four station processes (real processes, each with its own database
connections) enter the results of one round at once, each for its own
quarter of the tables, with a short pause between results as a scorekeeper
would have. Each station also follows the others the way a window does: its
change watcher is asked every 250 ms, and when it reports a change the newest
audit entries say which results arrived. For every result and every other
station the script notes the time from the commit (when the entering station
got its answer) until that station had read it.

On PostgreSQL (LISTEN/NOTIFY) and on one SQLite file (PRAGMA data_version).
Goal: a result appears at the other stations within 1 s median, 2 s worst.

Run: .venv/bin/python benchmarks/stations.py [--url postgresql+psycopg://...]
     [--stations 4] [--tables 32] [--poll-ms 250] [--stores postgres,sqlite]
Without --url a throwaway PostgreSQL server is started with
scripts/test-postgres-server (and stopped afterwards).
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tourney.db.changes import AuditFollower, watch_changes  # noqa: E402
from tourney.db.database import DatabaseError, open_database  # noqa: E402
from tourney.services import events, players, results, rounds  # noqa: E402

PG_SCRIPT = ROOT / "scripts" / "test-postgres-server"
GOAL_MEDIAN = 1.0
GOAL_WORST = 2.0
LINGER = 10.0  # seconds a station keeps watching for the others' last results
RETRIES = 50  # a result refused as "busy" is entered again, as the scorekeeper would


# -- the parent: build the event, start the stations, gather the figures -------------------


def build_round(url: str, n_stations: int, tables_per_station: int) -> list[list[int]]:
    """A published round with n_stations × tables_per_station open tables, dealt out by station."""
    n_players = 2 * n_stations * tables_per_station
    with open_database(url, station="Setup", actor="benchmark") as db:
        with db.transaction() as s:
            event = events.create_event(s, name="Four Stations Open", start_date=date(2026, 12, 5),
                                        rng_seed=4, swiss_rounds=5)
            csv = "\n".join(f"Player {i:04d},{10000 + i}" for i in range(1, n_players + 1))
            players.import_players_csv(s, event.id, csv, source="benchmark.csv")
        with db.transaction() as s:
            data = rounds.pair_round(s, event.id)
            rounds.publish_round(s, data.round.id)
    open_matches = [m.id for m in data.matches if not m.is_bye]
    return [open_matches[i::n_stations] for i in range(n_stations)]


def run_stations(
    url: str, shares: list[list[int]], poll_ms: int, seed: int
) -> tuple[list[dict[str, Any]], float]:
    """Start one process per station, let them all go at once, collect what each one noted."""
    expected = sum(len(share) for share in shares)
    procs = []
    for index, share in enumerate(shares):
        procs.append(subprocess.Popen(
            [sys.executable, __file__, "--worker", url, "--name", f"Station {index + 1}",
             "--matches", ",".join(map(str, share)), "--expect", str(expected),
             "--poll-ms", str(poll_ms), "--seed", str(seed + index)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        ))
    for proc in procs:  # each says "ready" once its connections and watcher are open
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if line != "ready":
            raise SystemExit(f"a station did not start: {line!r}")
    started = time.perf_counter()
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    reports = []
    for proc in procs:
        out, _ = proc.communicate(timeout=600)
        if proc.returncode != 0:
            raise SystemExit(f"a station failed (exit {proc.returncode})")
        reports.append(json.loads(out))
    elapsed = time.perf_counter() - started
    return reports, elapsed


def latencies(reports: list[dict[str, Any]]) -> tuple[list[float], int, int, int]:
    """(commit → seen) seconds for every result at every other station; missed; results; errors."""
    committed: dict[str, tuple[str, float]] = {}
    for report in reports:
        for match_id, at in report["committed"].items():
            committed[match_id] = (report["station"], at)
    figures: list[float] = []
    missed = 0
    for report in reports:
        for match_id, (station, at) in committed.items():
            if station == report["station"]:
                continue
            seen = report["seen"].get(match_id)
            if seen is None:
                missed += 1
            else:
                figures.append(max(0.0, seen - at))
    errors = sum(report["errors"] for report in reports)
    return figures, missed, len(committed), errors


def measure_store(label: str, url: str, args: argparse.Namespace) -> dict[str, Any]:
    print(f"{label}: building a round of {args.stations * args.tables} tables …", flush=True)
    shares = build_round(url, args.stations, args.tables)
    reports, elapsed = run_stations(url, shares, args.poll_ms, args.seed)
    figures, missed, entered, errors = latencies(reports)
    busy = sum(report["busy"] for report in reports)
    print(f"{label}: {entered} results entered by {args.stations} stations in {elapsed:.1f} s"
          f" ({busy} refused as busy and entered again)", flush=True)
    ordered = sorted(figures)
    return {
        "store": label,
        "stations": args.stations,
        "results": entered,
        "sightings": len(figures),
        "missed": missed,
        "errors": errors,
        "busy": busy,
        "median": statistics.median(ordered) if ordered else float("nan"),
        "p95": ordered[int(0.95 * (len(ordered) - 1))] if ordered else float("nan"),
        "worst": ordered[-1] if ordered else float("nan"),
    }


def print_table(rows: list[dict[str, Any]], poll_ms: int) -> None:
    headers = ["store", "stations", "results", "seen", "missed", "busy", "not entered",
               "median ms", "p95 ms", "worst ms", "goal met"]
    lines = []
    for row in rows:
        met = row["missed"] == 0 and row["median"] <= GOAL_MEDIAN and row["worst"] <= GOAL_WORST
        lines.append([
            row["store"], str(row["stations"]), str(row["results"]), str(row["sightings"]),
            str(row["missed"]), str(row["busy"]), str(row["errors"]), f"{row['median'] * 1000:.0f}",
            f"{row['p95'] * 1000:.0f}", f"{row['worst'] * 1000:.0f}", "yes" if met else "NO",
        ])
    widths = [max(len(h), *(len(line[i]) for line in lines)) for i, h in enumerate(headers)]
    print()
    print(f"A result, from its commit until another station has read it (watcher asked every "
          f"{poll_ms} ms; goal ≤ {GOAL_MEDIAN * 1000:.0f} ms median, ≤ {GOAL_WORST * 1000:.0f} ms "
          "worst; seen = result × other station pairs read, busy = refusals entered again):")
    print("  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for line in lines:
        print("  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_postgres() -> tuple[str, Path]:
    folder = Path(tempfile.mkdtemp(prefix="tourney-bench-pg-"))
    done = subprocess.run([str(PG_SCRIPT), "start", str(folder), str(free_port())],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit("could not start a throwaway PostgreSQL server here; pass --url")
    return done.stdout.strip(), folder


def stop_postgres(folder: Path) -> None:
    subprocess.run([str(PG_SCRIPT), "stop", str(folder)], check=False, capture_output=True)


# -- one station process -----------------------------------------------------------------------


def station(args: argparse.Namespace) -> int:
    """Enter this station's results while watching for everyone else's; print what was noted."""
    url, name = args.worker, args.name
    mine = [int(m) for m in args.matches.split(",") if m]
    rng = random.Random(args.seed)
    committed: dict[str, float] = {}
    seen: dict[str, float] = {}
    errors = busy = 0
    db = open_database(url, station=name, actor=name.lower().replace(" ", ""))
    watcher = watch_changes(db.engine, path=db.path)
    with db.transaction() as s:
        follower = AuditFollower.from_end(s)
    others_expected = args.expect - len(mine)
    stop = threading.Event()

    def watch() -> None:
        while not stop.wait(args.poll_ms / 1000):
            if not watcher.poll():
                continue
            with db.transaction() as s:
                changes = follower.newer(s)
            now = time.time()
            for change in changes:
                if change.action == "match.result" and change.station != name:
                    seen.setdefault(str(change.entity_id), now)
            if len(seen) >= others_expected:
                return

    print("ready", flush=True)
    sys.stdin.readline()  # "go": every station starts at once
    watching = threading.Thread(target=watch, daemon=True)
    watching.start()
    for match_id in mine:
        time.sleep(rng.uniform(0.02, 0.15))  # a scorekeeper reads the next slip
        outcome = rng.choice(["a", "b"])
        for _attempt in range(RETRIES):
            try:
                with db.transaction() as s:
                    results.enter_result(s, match_id, outcome)
            except DatabaseError:  # "busy … nothing was changed, try again": as a person would
                busy += 1
                time.sleep(rng.uniform(0.01, 0.05))
                continue
            committed[str(match_id)] = time.time()
            break
        else:
            errors += 1
    watching.join(timeout=LINGER)
    stop.set()
    watcher.close()
    db.close()
    json.dump({"station": name, "committed": committed, "seen": seen, "errors": errors,
               "busy": busy}, sys.stdout)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a PostgreSQL URL (else a throwaway server is started); "
                        "the script adds one event to it and deletes nothing")
    parser.add_argument("--stations", type=int, default=4)
    parser.add_argument("--tables", type=int, default=32, help="tables per station")
    parser.add_argument("--poll-ms", type=int, default=250, help="how often a station looks")
    parser.add_argument("--stores", default="postgres,sqlite")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--name", help=argparse.SUPPRESS)
    parser.add_argument("--matches", help=argparse.SUPPRESS)
    parser.add_argument("--expect", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return station(args)
    stores = [s.strip() for s in args.stores.split(",") if s.strip()]
    rows = []
    if "postgres" in stores:
        folder = None
        url = args.url
        if url is None:
            url, folder = start_postgres()
        try:
            rows.append(measure_store("PostgreSQL", url, args))
        finally:
            if folder is not None:
                stop_postgres(folder)
    if "sqlite" in stores:
        with tempfile.TemporaryDirectory() as folder_name:
            path = Path(folder_name) / "stations.sqlite3"
            rows.append(measure_store("SQLite file", str(path), args))
    print_table(rows, args.poll_ms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
