"""File → Export… in the main window, driven offscreen through the real save dialog."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog
from pytestqt.qtbot import QtBot

from tests.foundation.export_event import build_finished_event
from tourney.db.database import open_database
from tourney.gui.exporting import FOLDER_FILTER, JSON_FILTER, ZIP_FILTER, suggested_name
from tourney.gui.main_window import MainWindow
from tourney.services.export import build_export
from tourney.services.export_formats import CSV_TABLES, to_csv_tables, to_json

from .conftest import open_window


def _export_through_dialog(qtbot: QtBot, window: MainWindow, folder: Path, steps_down: int) -> Path:
    """Open File → Export…, pick the file type `steps_down` below JSON, keep the name, save."""
    window.export_action.trigger()
    dialog = window.exporter.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert dialog.nameFilters() == [JSON_FILTER, ZIP_FILTER, FOLDER_FILTER] == [
        "JSON file (*.json)", "CSV tables in a ZIP file (*.zip)", "CSV tables in a new folder (*)",
    ]
    dialog.setDirectory(str(folder))
    combo = dialog.findChild(QComboBox, "fileTypeCombo")
    assert combo is not None
    for _ in range(steps_down):  # as a user picks the type with the keyboard
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    (chosen,) = dialog.selectedFiles()
    before = window.exporter.last_saved
    dialog.accept()
    qtbot.waitUntil(lambda: window.exporter.last_saved is not before, timeout=10000)
    return Path(chosen)


def test_file_export_saves_the_open_event_in_each_format(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    db = open_database(str(tmp_path / "events.sqlite3"))
    built = build_finished_event(db)
    with db.transaction() as session:
        export = build_export(session, built.event_id)
    window = open_window(qtbot, db, settings)
    assert not window.export_action.isEnabled()  # no event open
    assert window.export_event() is None
    window.open_event(built.event_id)
    assert window.export_action.isEnabled()
    out = tmp_path / "out"
    out.mkdir()

    json_path = _export_through_dialog(qtbot, window, out, 0)
    assert json_path == out / "canterlot-cup.json"
    assert json_path.read_bytes() == to_json(export)
    assert window.statusBar().currentMessage() == (
        f"Saved Canterlot Cup to {json_path} (JSON file)"
    )

    zip_path = _export_through_dialog(qtbot, window, out, 1)
    assert window.exporter.file_dialog is not None
    assert zip_path == out / "canterlot-cup.zip"
    with zipfile.ZipFile(zip_path) as archive:
        assert {name: archive.read(name) for name in archive.namelist()} == to_csv_tables(export)
    assert window.statusBar().currentMessage().endswith("(CSV tables in a ZIP file)")

    folder = _export_through_dialog(qtbot, window, out, 2)
    assert folder == out / "canterlot-cup" and folder.is_dir()
    assert sorted(p.name for p in folder.iterdir()) == sorted(CSV_TABLES)
    assert (folder / "standings.csv").read_bytes() == to_csv_tables(export)["standings.csv"]
    assert window.statusBar().currentMessage() == (
        f"Saved Canterlot Cup to {folder} (CSV tables in a folder)"
    )
    assert json.loads(json_path.read_bytes())["event"]["champion_name"] == built.champion

    window.show_event_list()
    assert not window.export_action.isEnabled()
    db.close()


def test_suggested_file_name_comes_from_the_event_name() -> None:
    assert suggested_name("Canterlot Cup 2026!") == "canterlot-cup-2026"
    assert suggested_name("Crème Brûlée Open") == "crème-brûlée-open"
    assert suggested_name("???") == "event"
