"""Render the README's screenshots offscreen from a small sample event.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python -m tourney.gui.screenshots docs/screenshots`
The sample data is made in a throwaway in-memory database, so no user data
is touched and the pictures are the same on every machine.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import UTC, date, datetime
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from tourney.db.database import open_memory_database
from tourney.gui.app import application
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow
from tourney.services import events, players

SAMPLE_PLAYERS: tuple[tuple[str, str | None], ...] = (
    ("Twilight Sparkle", "1001"),
    ("Rarity", "1002"),
    ("Applejack", "1003"),
    ("Fluttershy", "1004"),
    ("Rainbow Dash", "1005"),
    ("Pinkie Pie", "1006"),
    ("Starlight Glimmer", "1007"),
    ("Sunset Shimmer", None),
    ("Trixie Lulamoon", "1009"),
    ("Spike", None),
)


def _sample_context() -> AppContext:
    database = open_memory_database(
        clock=lambda: datetime(2026, 11, 21, 9, 0, tzinfo=UTC), actor="organizer"
    )
    with database.transaction() as session:
        events.create_event(
            session,
            name="Ponyville Harmony Open",
            start_date=date(2026, 10, 3),
            venue="Town Hall",
            tier=1,
            rng_seed=1,
        )
        event = events.create_event(
            session,
            name="Canterlot Regional Qualifier",
            start_date=date(2026, 12, 5),
            end_date=date(2026, 12, 6),
            venue="Canterlot Castle, Great Hall",
            tier=2,
            rng_seed=2,
        )
        rows = [
            players.register_player(session, event.id, name, player_number=number)
            for name, number in SAMPLE_PLAYERS
        ]
        players.drop_player(session, rows[9].registration_id)
        players.set_late_entry(session, rows[7].registration_id, 2)
    return AppContext(database)


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    print(path)


def render(out_dir: Path) -> list[Path]:
    """Write the screenshots into `out_dir` and return their paths."""
    application()
    out_dir.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(out_dir / ".screenshots.ini"), QSettings.Format.IniFormat)
    context = _sample_context()
    window = MainWindow(context, settings=settings)
    window.resize(1100, 640)
    window.show()
    paths = [out_dir / "main-window.png", out_dir / "players.png", out_dir / "new-event.png"]
    _save(window, paths[0])
    window.event_list.view.selectRow(0)
    event = window.event_list.selected_event()
    assert event is not None
    window.open_event(event.id)
    window.event_page.players_tab.view.selectRow(4)
    _save(window, paths[1])
    window.show_event_list()
    dialog = window.event_list.new_event()
    dialog.name_edit.setText("Manehattan Store Championship")
    dialog.venue_edit.setText("Sweet Apple Games")
    _save(dialog, paths[2])
    dialog.reject()
    window.close()
    context.database.close()
    (out_dir / ".screenshots.ini").unlink(missing_ok=True)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="render the README screenshots offscreen")
    parser.add_argument("out_dir", nargs="?", default="docs/screenshots", type=Path)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    render(args.out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
