"""Time the printed reports for a 2,048-player round (1,024 tables).

Run: .venv/bin/python benchmarks/reports.py [--players N] [--repeat K]

Target: the pairings PDF (by name) for 2,048 players in at most 2 s. Prints,
per report, the best and median wall time over K runs, page count and size.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tourney.reports import (
    render_match_slips,
    render_pairings_by_name,
    render_pairings_by_table,
    render_standings,
)
from tourney.reports.rows import (
    EventHeader,
    MatchSlip,
    MatchSlips,
    PairingLine,
    Pairings,
    StandingLine,
    Standings,
)

FIRST = ["Zoë", "Łukasz", "Ñandú", "Alice", "Bartholomew", "Carmen", "Dmitri", "Evelyn", "Hiroshi"]
LAST = ["Smith", "Kowalski", "García", "Müller", "Nakamura", "O'Brien", "Schwarzenegger-Hofmann"]


def build_inputs(players: int, seed: int = 2048) -> tuple[Pairings, Standings, MatchSlips]:
    rng = random.Random(seed)
    header = EventHeader(
        "Benchmark Continental Championship",
        "2026-11-21",
        "Convention Centre",
        3,
        "My Little Pony CCG",
        "Harmony",
        6,
        "Printed 2026-11-21 14:05",
    )
    names = [f"{rng.choice(FIRST)} {rng.choice(LAST)} {index}" for index in range(players)]
    points = [rng.choice(range(0, 16, 3)) for _ in range(players)]
    lines = []
    slips = []
    for table in range(players // 2):
        a, b = 2 * table, 2 * table + 1
        lines.append(
            PairingLine(
                table + 1, names[a], f"{10000 + a}", points[a], names[b], f"{10000 + b}", points[b]
            )
        )
        slips.append(
            MatchSlip(
                table + 1,
                6,
                names[a],
                f"{10000 + a}",
                names[b],
                f"{10000 + b}",
                points[a],
                points[b],
            )
        )
    if players % 2:
        lines.append(
            PairingLine(None, names[-1], f"{10000 + players - 1}", points[-1], is_bye=True)
        )
    order = sorted(range(players), key=lambda index: -points[index])
    standings = tuple(
        StandingLine(
            rank + 1,
            names[index],
            f"{10000 + index}",
            points[index],
            f"{points[index] // 3}-{5 - points[index] // 3}-0",
            (
                ("OMW%", f"{rng.uniform(33, 80):.2f}%"),
                ("GW%", f"{rng.uniform(0, 100):.2f}%"),
                ("OGW%", f"{rng.uniform(33, 80):.2f}%"),
            ),
            dropped=rng.random() < 0.03,
            late_entry_note="Entered in round 2: round 1 counted as a loss."
            if rng.random() < 0.01
            else "",
        )
        for rank, index in enumerate(order)
    )
    return (
        Pairings(header, tuple(lines)),
        Standings(header, standings),
        MatchSlips(header, tuple(slips)),
    )


def measure(
    render: Callable[[object, io.BytesIO], None], data: object, repeat: int
) -> tuple[list[float], bytes]:
    times = []
    pdf = b""
    for _ in range(repeat):
        out = io.BytesIO()
        start = time.perf_counter()
        render(data, out)
        times.append(time.perf_counter() - start)
        pdf = out.getvalue()
    return times, pdf


def page_count(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2048)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    pairings, standings, slips = build_inputs(args.players)
    # Register fonts before timing, as an app that has printed once would have.
    render_standings(Standings(pairings.header), io.BytesIO())
    print(f"{args.players} players, {args.players // 2} tables, best/median of {args.repeat} runs")
    cases = [
        ("pairings by name", render_pairings_by_name, pairings),
        ("pairings by table", render_pairings_by_table, pairings),
        ("standings", render_standings, standings),
        ("match slips", render_match_slips, slips),
    ]
    for label, render, data in cases:
        times, pdf = measure(render, data, args.repeat)
        print(
            f"{label:18s} best {min(times):6.3f} s  median {statistics.median(times):6.3f} s  "
            f"{page_count(pdf):4d} pages  {len(pdf) / 1024:7.0f} KiB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
