"""The station's name is asked at the app's start only until someone gives one.

The whole start is run (`tourney.gui.app.main`, without its event loop), with the
real dialog answered through its buttons, so a name that is not kept, or kept
where the next start does not look, shows as the dialog coming back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from tourney.db import station
from tourney.gui import app as gui_app
from tourney.gui.main_window import MainWindow
from tourney.gui.station_dialog import StationDialog


@pytest.fixture
def start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[..., StationDialog | None]:
    """One start of the app (with `tourney`'s options, as `station="Judge table"`) on its own
    settings and data folders; the dialog it shows, if any."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv(station.ENV_VAR, raising=False)
    monkeypatch.setattr(type(gui_app.application()), "exec", staticmethod(lambda: 0))
    monkeypatch.setattr(gui_app, "install_excepthook", lambda: None)
    monkeypatch.setattr(gui_app.AppContext, "close", lambda self: None)
    monkeypatch.setattr(gui_app, "open_database", _open_kept_open(tmp_path / "event.sqlite3"))

    def once(**options: str) -> StationDialog | None:
        for widget in QApplication.topLevelWidgets():  # (the previous start's windows)
            if isinstance(widget, MainWindow):
                widget.close()
        assert gui_app.main(**options) == 0
        dialog = _window().station_dialog
        return dialog if dialog is not None and dialog.isVisible() else None

    return once


def _open_kept_open(path: Path) -> Callable[..., object]:
    """The database of one start, left open for the test to look at after `main` returns."""
    from tourney.db.database import open_database

    def opened(db: str | None = None, **names: str | None) -> object:
        database = open_database(str(path), **names)
        database.close = lambda: None  # type: ignore[method-assign]
        return database

    return opened


def test_a_name_given_once_is_not_asked_again(qtbot: QtBot, start: Callable[..., StationDialog | None]) -> None:
    dialog = start()
    assert dialog is not None  # the first start asks
    dialog.reject()  # closed without a name: the next start asks again
    dialog = start()
    assert dialog is not None
    dialog.station_edit.setText("Front desk")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert station.saved_station_name() == "Front desk"
    assert start() is None  # named: not asked again
    assert start() is None


def test_the_status_bar_says_the_station_is_unnamed_until_a_name_is_given(
    qtbot: QtBot, start: Callable[..., StationDialog | None]
) -> None:
    """Closing the first dialog without OK leaves the computer's name in use, which is no
    chosen name (the next start asks again): the status bar says so and where to name it."""
    dialog = start()
    assert dialog is not None
    window = dialog.parent()
    assert isinstance(window, MainWindow)
    note = dialog.findChild(QLabel, "stationNote")
    assert "Cancel records this run's changes under the computer's name" in note.text()
    dialog.reject()
    label = window.station_label.text()
    assert label.startswith("Station: unnamed") and "File → Station name…" in label
    assert station.host_name() in label  # (what changes are recorded under meanwhile)
    assert "the next start asks for a name" in window.station_label.toolTip()
    dialog = window.choose_station_name()
    dialog.station_edit.setText("Front desk")
    dialog.operator_edit.setText("Ann")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.station_label.text() == "Station: Front desk (Ann)"


def _window() -> MainWindow:
    """The window of the latest start."""
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    assert len(windows) == 1
    return windows[0]


def _ok(qtbot: QtBot, dialog: StationDialog) -> None:
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_name_given_with_station_holds_for_that_run_only_and_says_so(
    qtbot: QtBot, start: Callable[..., StationDialog | None]
) -> None:
    """`tourney --station NAME` records that run's changes under NAME without asking and
    without keeping it: the status bar says so, and the next plain start asks."""
    assert start(station="Judge table", operator="Ben") is None
    window = _window()
    assert window.context.database.station == "Judge table"
    assert window.station_label.text() == (
        "Station: Judge table (Ben), this run only (File → Station name… keeps it)"
    )
    assert "the next start asks for a name" in window.station_label.toolTip()
    assert station.saved_station_name() is None
    dialog = start()
    assert dialog is not None  # nothing was kept: a plain start asks
    assert dialog.station_edit.text() == station.host_name()
    dialog.reject()


def test_the_dialog_in_a_station_run_offers_that_runs_names_and_ok_keeps_them(
    qtbot: QtBot, start: Callable[..., StationDialog | None]
) -> None:
    station.save_station_name("Front desk")
    assert start(station="Judge table", operator="Ben") is None
    window = _window()
    assert "the next start uses “Front desk”" in window.station_label.toolTip()
    dialog = window.choose_station_name()
    assert (dialog.station_edit.text(), dialog.operator_edit.text()) == ("Judge table", "Ben")
    note = dialog.findChild(QLabel, "stationNote")
    assert note.text() == (
        "“Judge table” holds for this run only: OK keeps it; without OK the next start "
        "uses “Front desk”."
    )
    _ok(qtbot, dialog)
    assert window.station_label.text() == "Station: Judge table (Ben)"
    assert (station.saved_station_name(), station.saved_operator_name()) == ("Judge table", "Ben")
    assert start() is None
    assert _window().station_label.text() == "Station: Judge table (Ben)"


def test_an_operator_given_at_the_first_start_is_offered_by_the_dialog(
    qtbot: QtBot, start: Callable[..., StationDialog | None]
) -> None:
    dialog = start(operator="Ben")
    assert dialog is not None
    assert dialog.operator_edit.text() == "Ben"  # (not lost when the dialog is answered)
    dialog.station_edit.setText("Front desk")
    _ok(qtbot, dialog)
    assert _window().station_label.text() == "Station: Front desk (Ben)"


def test_a_name_from_the_environment_is_not_asked_for_and_the_status_bar_says_where_it_is_from(
    qtbot: QtBot, start: Callable[..., StationDialog | None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(station.ENV_VAR, "Scorer 2")
    assert start() is None
    assert _window().station_label.text() == f"Station: Scorer 2 ({station.os_user_name()}), set by $TOURNEY_STATION"


def test_the_first_dialog_is_wide_enough_to_read(qtbot: QtBot, start: Callable[..., StationDialog | None]) -> None:
    """A name as long as a station name may be shows whole in its line, and the words above and
    below read in a few lines rather than a narrow column of five."""
    dialog = start()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    metrics = dialog.station_edit.fontMetrics()
    longest = "Front desk by the main hall, table 12 ab"
    assert len(longest) == station.MAX_LENGTH
    assert metrics.horizontalAdvance(longest) + 12 <= dialog.station_edit.width()
    for label in dialog.findChildren(QLabel):
        if label.wordWrap() and label.text():
            lines = label.heightForWidth(label.width()) / metrics.lineSpacing()
            assert lines <= 3.5, (label.text(), lines)
    dialog.reject()


def test_a_name_typed_at_the_first_start_replaces_the_computers_name(
    qtbot: QtBot, start: Callable[..., StationDialog | None]
) -> None:
    """The line starts with the computer's name, offered for OK; a judge who types a name at
    once gets that name, not the computer's with theirs run on after it ("vmJudge desk")."""
    dialog = start()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    offered = dialog.station_edit.text()
    assert offered  # the computer's name is offered
    assert dialog.station_edit.selectedText() == offered
    qtbot.keyClicks(dialog.station_edit, "Judge desk")
    assert dialog.station_edit.text() == "Judge desk"
    dialog.reject()
