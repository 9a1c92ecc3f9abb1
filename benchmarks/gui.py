"""Measure the desktop screens on a large event; prints the figures.

Builds (once, through the services) an event of 2,048 players and 12 Swiss
rounds in a temporary SQLite file; the 12th round is published with a few
results still missing. Then, offscreen with the real window:

- open the event (every tab loads: players, deck lists, the pairings of
  round 12, standings, penalties, deck checks, staff, history);
- enter a result on the keyboard: the service call, the pairings row
  repainted in place and the standings recomputed once (the Standings tab
  is on screen, so it recomputes at once);
- re-read the round clock of round 12 (names and time of every table);
- save the pairings PDF by name (all 2,048 players) and by table.

Goals: open ≤ 1.5 s, a result ≤ 100 ms, the pairings PDF ≤ 2 s.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui.py [--players 2048 --rounds 12]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tourney.db.database import open_database
from tourney.gui.app import application
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow
from tourney.services import clock, events, players, printouts, results, rounds, staff

OPEN_RESULTS_LEFT = 40


def build_event(path: Path, n_players: int, n_rounds: int) -> int:
    """The big event, made the way the window would make it: one service call per action."""
    with open_database(str(path), actor="benchmark") as db:
        with db.transaction() as s:
            event = events.create_event(
                s, name="Equestria Grand Championship", start_date=date(2026, 12, 5),
                venue="Crystal Empire Hall", tier=2, swiss_rounds=n_rounds, rng_seed=2048,
            )
            staff.assign_staff(s, event.id, role="head_judge", name="Princess Celestia")
            csv = "\n".join(f"Player {i:04d},{10000 + i}" for i in range(1, n_players + 1))
            players.import_players_csv(s, event.id, csv, source="benchmark.csv")
        for number in range(1, n_rounds + 1):
            started = time.perf_counter()
            with db.transaction() as s:
                data = rounds.pair_round(s, event.id)
                rounds.publish_round(s, data.round.id)
            open_matches = [m for m in data.matches if not m.is_bye]
            left = OPEN_RESULTS_LEFT if number == n_rounds else 0
            with db.transaction() as s:
                for i, m in enumerate(open_matches[: len(open_matches) - left]):
                    # the lower player number mostly wins; every 20th match is a draw
                    if i % 20 == 19:
                        outcome = "draw"
                    else:
                        outcome = "a" if (m.player_a_number or "") < (m.player_b_number or "") else "b"
                    results.enter_result(s, m.id, outcome)
            print(f"  built round {number:2d} in {time.perf_counter() - started:5.1f} s", flush=True)
        return event.id


def measure(path: Path, event_id: int, repeats: int) -> dict[str, list[float]]:
    application()
    figures: dict[str, list[float]] = {"open": [], "result": [], "pairings_pdf_name": [],
                                       "pairings_pdf_table": [], "standings_only": [], "clock_view": []}
    with tempfile.TemporaryDirectory() as settings_dir:
        settings = QSettings(str(Path(settings_dir) / "s.ini"), QSettings.Format.IniFormat)
        database = open_database(str(path), actor="benchmark")
        context = AppContext(database)
        for _ in range(repeats):
            window = MainWindow(context, settings=settings)
            window.show()
            QApplication.processEvents()
            started = time.perf_counter()
            window.open_event(event_id)
            page = window.event_page
            page.show_tab(page.standings_tab)
            QApplication.processEvents()
            figures["open"].append(time.perf_counter() - started)
            window.close()
            window.deleteLater()
            QApplication.processEvents()

        window = MainWindow(context, settings=settings)
        window.show()
        window.open_event(event_id)
        page = window.event_page
        page.show_tab(page.standings_tab)  # standings on screen: recomputed on every result
        QApplication.processEvents()
        tab = page.rounds_tab
        open_tables = [m.table_number for m in tab.model.rows()
                       if m.result is None and not m.is_bye]
        for table in open_tables[: min(len(open_tables), 20)]:
            tab.result_edit.setText(f"{table} a")
            started = time.perf_counter()
            assert tab.enter_typed_result(), f"table {table} was refused"
            QApplication.processEvents()
            figures["result"].append(time.perf_counter() - started)
        for _ in range(3):
            started = time.perf_counter()
            page.standings_tab.refresh()
            figures["standings_only"].append(time.perf_counter() - started)
        with database.transaction() as s:
            round_id = rounds.rounds_of(s, event_id)[-1].id or 0
        for _ in range(repeats):  # what the clock window re-reads every 15 s on the worker thread
            started = time.perf_counter()
            with database.transaction() as s:
                clock.clock_view(s, round_id)
            figures["clock_view"].append(time.perf_counter() - started)
        for by in ("name", "table"):
            for _ in range(repeats):
                started = time.perf_counter()
                with database.transaction() as s:
                    printout = printouts.build(s, event_id, "pairings", by=by)
                out = io.BytesIO()
                printout.render(out)
                figures[f"pairings_pdf_{by}"].append(time.perf_counter() - started)
        window.close()
        database.close()
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2048)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--keep", type=Path, help="build (or reuse) the event in this file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or Path(tmp) / "benchmark.sqlite3"
        if args.keep is not None and path.exists():
            event_id = 1
            print(f"reusing {path}")
        else:
            print(f"building {args.players} players × {args.rounds} rounds in {path}", flush=True)
            started = time.perf_counter()
            event_id = build_event(path, args.players, args.rounds)
            print(f"built in {time.perf_counter() - started:.1f} s")
        figures = measure(path, event_id, args.repeats)
    goals = {"open": 1.5, "result": 0.1, "pairings_pdf_name": 2.0, "pairings_pdf_table": 2.0,
             "standings_only": None, "clock_view": None}
    labels = {
        "open": "open the event (all tabs)",
        "result": "enter a result (+ pairings row + standings)",
        "standings_only": "recompute standings alone",
        "pairings_pdf_name": "pairings PDF by name",
        "pairings_pdf_table": "pairings PDF by table",
        "clock_view": "re-read the round clock (all tables)",
    }
    print(f"\n{args.players} players, {args.rounds} rounds")
    print(f"{'measure':46s} {'median':>9s} {'max':>9s} {'goal':>8s}")
    print("  (each result: " + " ".join(f"{1000 * v:.0f}" for v in figures["result"]) + " ms)")
    for key, values in figures.items():
        goal = goals[key]
        verdict = "" if goal is None else ("ok" if statistics.median(values) <= goal else "SLOW")
        goal_text = "" if goal is None else f"≤{goal:g} s"
        print(f"{labels[key]:46s} {statistics.median(values):8.3f}s {max(values):8.3f}s "
              f"{goal_text:>8s} {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
