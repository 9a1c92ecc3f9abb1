"""Measure the players' pages under a room full of phones while a station enters results.

Builds (through the services) an event of 256 players with round 1
published and players' reports on, in a temporary SQLite file, and serves its
pages as the window does (the server on its own threads and its own database
connection, in the window's process). Then, for `--seconds`:

- 500 simulated phones (another process, so they do not slow the server
  down by sharing its interpreter) each ask `/live` every 5 s, as the pages'
  script does, and read the pairings page again whenever the version moved;
  every request's time is recorded. Goals: median <= 20 ms, 99th percentile
  <= 200 ms.
- In the server's process, a station enters a result every 0.2 s through the
  same service call the window's result line makes, timed. Goal: <= 100 ms
  each.

Run: .venv/bin/python benchmarks/web.py [--phones 500 --seconds 30 --players 256]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tourney.db.database import open_database
from tourney.services import events, players, results, rounds
from tourney.services.phone_options import set_phone_options
from tourney.web.server import PageServer

POLL_SECONDS = 5.0


def build_event(path: Path, n_players: int) -> tuple[int, list[int]]:
    db = open_database(str(path), actor="benchmark", station="Front desk")
    with db.transaction() as s:
        event = events.create_event(s, name="Benchmark Open", start_date=date(2026, 12, 5),
                                    rng_seed=3, swiss_rounds=8)
        for i in range(n_players):
            players.register_player(s, event.id, f"Player {i:04d}", player_number=f"{1000 + i}")
        set_phone_options(s, event.id, reports=True, deck_lists=False)
    with db.transaction() as s:
        round_id = rounds.pair_round(s, event.id).round.id
    with db.transaction() as s:
        data = rounds.publish_round(s, round_id)
    matches = [m.id for m in data.matches if not m.is_bye]
    db.close()
    return event.id, matches


async def _get(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> bytes:
    writer.write(f"GET {path} HTTP/1.1\r\nHost: venue\r\nAccept-Encoding: gzip\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    return await reader.readexactly(length)


async def _phone(port: int, until: float, times: list[float], errors: list[str]) -> None:
    await asyncio.sleep(random.uniform(0, POLL_SECONDS))
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError as exc:
        errors.append(str(exc))
        return
    version = b""
    try:
        while time.monotonic() < until:
            started = time.perf_counter()
            body = await _get(reader, writer, "/live")
            times.append(time.perf_counter() - started)
            seen = body.split(b",", 1)[0]
            if seen != version:
                version = seen
                started = time.perf_counter()
                await _get(reader, writer, "/")
                times.append(time.perf_counter() - started)
            await asyncio.sleep(POLL_SECONDS)
    except (OSError, asyncio.IncompleteReadError) as exc:
        errors.append(repr(exc))
    finally:
        writer.close()


def run_phones(port: int, phones: int, seconds: float, out: multiprocessing.Queue) -> None:
    """The phones' process: returns every request's time (seconds) and any errors."""

    async def main() -> tuple[list[float], list[str]]:
        times: list[float] = []
        errors: list[str] = []
        until = time.monotonic() + seconds
        await asyncio.gather(*(_phone(port, until, times, errors) for _ in range(phones)))
        return times, errors

    out.put(asyncio.run(main()))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--players", type=int, default=256)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "event.sqlite3"
        event_id, matches = build_event(path, args.players)
        served = open_database(str(path), station="Front desk")
        station = open_database(str(path), station="Front desk")  # the window's own connection
        server = PageServer(served, event_id, host="127.0.0.1", port=0)
        server.start()
        queue: multiprocessing.Queue = multiprocessing.get_context("spawn").Queue()
        phones = multiprocessing.get_context("spawn").Process(
            target=run_phones, args=(server.port, args.phones, args.seconds, queue))
        phones.start()
        time.sleep(POLL_SECONDS)  # every phone has its first page
        entry_times: list[float] = []
        deadline = time.monotonic() + args.seconds - POLL_SECONDS - 1
        for match_id in matches:
            if time.monotonic() > deadline:
                break
            started = time.perf_counter()
            with station.transaction() as s:
                results.enter_result(s, match_id, "a")
            entry_times.append(time.perf_counter() - started)
            time.sleep(0.2)
        times, errors = queue.get()
        phones.join()
        server.stop()
        served.close()
        station.close()

    ms = [t * 1000 for t in times]
    entries = [t * 1000 for t in entry_times]
    print(f"{args.phones} phones asking every {POLL_SECONDS:.0f} s for {args.seconds:.0f} s, "
          f"{args.players} players, {len(entries)} results entered meanwhile")
    print(f"  requests answered:   {len(ms)} ({len(errors)} errors)")
    print(f"  response median:     {statistics.median(ms):7.2f} ms   (goal <= 20 ms)")
    print(f"  response 99th pct:   {percentile(ms, 0.99):7.2f} ms   (goal <= 200 ms)")
    print(f"  response slowest:    {max(ms):7.2f} ms")
    print(f"  result entry median: {statistics.median(entries):7.2f} ms")
    print(f"  result entry 99th:   {percentile(entries, 0.99):7.2f} ms")
    print(f"  result entry slowest:{max(entries):7.2f} ms   (goal <= 100 ms)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  (load average {load:.1f} on {os.cpu_count()} cores while measuring)")
    ok = (statistics.median(ms) <= 20 and percentile(ms, 0.99) <= 200 and max(entries) <= 100
          and not errors)
    print("  all goals met" if ok else "  GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
