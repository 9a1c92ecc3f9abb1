"""A test run never reads or writes the user's own settings (`private_home` in tests/conftest.py).

The window keeps its size and places and the last save folders in Qt's settings
file, Qt's file dialog keeps its history in its own, the station's name is kept
in the program's settings file, and the default database and backups live in
the user's data folder: every one of them must be in the test's own home, and a
write in the real home fails the test that made it (`tests/home_guard.py`).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests import home_guard
from tests.conftest import REAL_HOME
from tests.gui.conftest import SampleEvent
from tourney.db import station
from tourney.db.database import default_backup_root, default_database_path
from tourney.gui.app import application
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow


def test_every_place_the_program_keeps_settings_is_in_the_tests_own_home(private_home: Path) -> None:
    os.environ.pop("TOURNEY_BACKUP_DIR")  # (the default folder, not the tests' backup folder)
    application()  # (the names Qt's settings file is found by)
    places = {
        "home folder": Path.home(),
        "station's name": station.settings_path(),
        "window's settings": Path(QSettings().fileName()),
        "file dialog's history": Path(QSettings(QSettings.Scope.UserScope, "QtProject").fileName()),
        "default database": default_database_path(),
        "default backups": default_backup_root(),
    }
    outside = {what: str(path) for what, path in places.items() if not path.is_relative_to(private_home)}
    assert outside == {}


@pytest.mark.parametrize("run", ["first", "second"])
def test_what_one_test_keeps_no_other_test_sees(
    qtbot: QtBot, sample: SampleEvent, private_home: Path, run: str
) -> None:
    """Run twice: the second run finds nothing of what the first kept (and no user's settings)."""
    assert station.saved_station_name() is None
    window = MainWindow(AppContext(sample.db))  # the settings file a real start uses
    qtbot.addWidget(window)
    assert window.settings.value("main_window/geometry") is None
    window.show()
    dialog = window.choose_station_name()
    dialog.station_edit.setText(f"Front desk ({run} run)")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    window.close()
    window.settings.sync()
    assert Path(window.settings.fileName()).is_relative_to(private_home)
    assert window.settings.value("main_window/geometry") is not None
    assert station.settings_path().is_relative_to(private_home)
    assert station.saved_station_name() == f"Front desk ({run} run)"


def test_a_write_in_the_real_home_is_caught() -> None:
    """The guard sees a write there even when it fails (here: the folder does not exist)."""
    planted = REAL_HOME / f"tourney-tests-never-made-{os.getpid()}" / "station.json"
    with pytest.raises(FileNotFoundError):
        planted.write_text("{}", encoding="utf-8")
    caught = list(home_guard.violations)
    home_guard.violations.clear()  # (this test's own write is the one expected)
    assert caught == [f"open {planted}"]
