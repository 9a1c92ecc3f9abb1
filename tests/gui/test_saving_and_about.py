"""Saving a printout says where it went (and when no viewer opened it); save dialogs start in
the event's folder; Help → About names the version, Python, Qt and the database."""

from __future__ import annotations

import platform
import stat
from datetime import date
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, qVersion
from pytestqt.qtbot import QtBot

from tourney.gui.main_window import MainWindow
from tourney.services import events, players

from .conftest import SampleEvent, open_event_window, open_window, play_round


@pytest.fixture
def window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    play_round(sample)
    return open_event_window(qtbot, sample, settings)


def _print_standings(window: MainWindow, folder: Path, name: str = "standings.pdf") -> Path:
    """Print → Standings…, choosing `folder/name` in the save dialog."""
    page = window.event_page
    labels = [action.text() for action in page.print_menu.actions()]
    page.print_menu.actions()[labels.index("&Standings…")].trigger()
    dialog = page.printer.file_dialog
    assert dialog is not None and dialog.isVisible()
    target = folder / name
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    assert target.read_bytes().startswith(b"%PDF")
    return target


def _script(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_saving_says_where_the_file_went(window: MainWindow, tmp_path: Path) -> None:
    window.event_page.printer.open_after_saving = False
    target = _print_standings(window, tmp_path)
    assert window.statusBar().currentMessage() == f"Saved to {target}"


def test_saving_says_so_when_no_pdf_viewer_can_open_it(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "no-programs"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))  # this machine has no program to open files with
    target = _print_standings(window, tmp_path)
    assert window.statusBar().currentMessage() == (
        f"Saved to {target}; no PDF viewer was found to open it"
    )


@pytest.mark.skipif(platform.system() != "Linux", reason="xdg-open is how Linux opens files")
def test_a_registered_viewer_is_started_with_the_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    programs = tmp_path / "programs"
    programs.mkdir()
    opened = tmp_path / "opened.txt"
    _script(programs, "xdg-mime", 'echo "pdf-viewer.desktop"\n')
    _script(programs, "xdg-open", f'echo "$1" > "{opened}"\n')
    monkeypatch.setenv("PATH", str(programs))
    target = _print_standings(window, tmp_path)
    qtbot.waitUntil(lambda: opened.exists() and opened.read_text().strip() != "", timeout=5000)
    assert opened.read_text().strip() == str(target)
    assert window.statusBar().currentMessage() == f"Saved to {target}"

    # xdg-open present but no program registered for PDFs: nothing is started, and it says so
    opened.unlink()
    _script(programs, "xdg-mime", "exit 0\n")
    again = _print_standings(window, tmp_path, "again.pdf")
    assert window.statusBar().currentMessage() == (
        f"Saved to {again}; no PDF viewer was found to open it"
    )
    assert not opened.exists()


def test_save_dialogs_start_where_this_events_files_went_last(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings, tmp_path: Path
) -> None:
    with sample.db.transaction() as s:
        other = events.create_event(s, name="Cloudsdale Cup", start_date=date(2026, 7, 1))
        players.register_player(s, other.id, "Flyer", player_number="900")
    play_round(sample)
    first, second = tmp_path / "ponyville", tmp_path / "cloudsdale"
    first.mkdir()
    second.mkdir()
    window = open_window(qtbot, sample.db, settings)
    window.event_page.printer.open_after_saving = False
    window.open_event(sample.event_id)
    _print_standings(window, first)
    window.open_event(other.id)
    _print_standings(window, second)
    window.close()

    # a new window with the same settings file: each event's dialog opens in its own folder
    window = open_window(qtbot, sample.db, settings)
    page = window.event_page
    for event_id, folder in ((sample.event_id, first), (other.id, second)):
        window.open_event(event_id)
        dialog = page.choose_print("standings")
        assert dialog is not None
        assert Path(dialog.directory().absolutePath()) == folder
        dialog.reject()
        export = window.export_event()
        assert export is not None
        assert Path(export.directory().absolutePath()) == folder
        export.reject()


def test_help_about_names_the_version_python_qt_and_database(window: MainWindow) -> None:
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    assert "&Help" in menus
    about = next(a for a in menus["&Help"].actions() if a.text() == "&About tourney")
    about.trigger()
    dialog = window.about_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.text.text()
    assert f"tourney {metadata.version('tourney')}" in text
    assert f"Python {platform.python_version()}" in text and f"Qt {qVersion()}" in text
    assert "Database: in memory (not saved)" in text
    assert "tournaments" in text  # what the program is
    dialog.reject()
