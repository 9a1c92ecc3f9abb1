"""Station and operator names: kept in the settings file, overridden by the environment,
asked once in the window, recorded in the audit log, shown and set by `tourney station`."""

from __future__ import annotations

import json
import os
import stat
from datetime import date
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tourney.cli import main
from tourney.db import station
from tourney.db.database import open_database
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow
from tourney.gui.station_dialog import StationDialog, needs_station_name
from tourney.services import audit, events


@pytest.fixture
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private settings folder, with no station name from the environment."""
    home = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home))
    monkeypatch.delenv(station.ENV_VAR, raising=False)
    return home


def test_the_host_name_and_os_user_stand_in_until_names_are_chosen(config_home: Path) -> None:
    assert not station.settings_path().exists()
    assert station.station_name() == station.host_name()
    assert station.operator_name() == station.os_user_name()
    assert needs_station_name()


def test_the_settings_file_keeps_both_names_for_this_user_only(config_home: Path) -> None:
    station.save_station_name("  Front\tdesk \n")
    station.save_operator_name("Ann")
    path = station.settings_path()
    assert path.is_relative_to(config_home)
    assert json.loads(path.read_text(encoding="utf-8")) == {"station": "Front desk",
                                                            "operator": "Ann"}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert station.station_name() == "Front desk" and station.operator_name() == "Ann"
    station.save_station_name("Judge table")  # the operator stays
    assert station.operator_name() == "Ann"
    station.save_operator_name("")  # back to the computer user
    assert station.operator_name() == station.os_user_name()
    assert station.station_name() == "Judge table"
    assert not needs_station_name()


def test_the_environment_overrides_the_saved_name(
    config_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    station.save_station_name("Front desk")
    monkeypatch.setenv(station.ENV_VAR, "Scorer 2")
    assert station.station_name() == "Scorer 2"
    station.settings_path().unlink()
    assert not needs_station_name()  # set by the environment: nobody is asked


def test_a_damaged_settings_file_is_ignored(config_home: Path) -> None:
    path = station.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    assert station.station_name() == station.host_name()
    assert needs_station_name()
    station.save_station_name("Front desk")  # and replaced when a name is chosen
    assert station.station_name() == "Front desk"


def test_every_change_records_the_station_and_operator(config_home: Path, tmp_path: Path) -> None:
    station.save_station_name("Front desk")
    station.save_operator_name("Ann")
    with open_database(str(tmp_path / "t.sqlite3")) as db:
        with db.transaction() as session:
            event = events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        with db.transaction() as session:
            entries = audit.list_entries(session, event_id=event.id)
    assert [(e.station, e.actor) for e in entries] == [("Front desk", "Ann")]


def test_the_dialog_keeps_both_names_and_the_window_uses_them(
    qtbot: QtBot, config_home: Path, tmp_path: Path
) -> None:
    with open_database(str(tmp_path / "t.sqlite3")) as db:
        window = MainWindow(AppContext(db, follow_others=False))
        qtbot.addWidget(window)
        dialog = window.choose_station_name()
        assert isinstance(dialog, StationDialog)
        assert dialog.station_edit.text() == station.host_name()
        assert dialog.operator_edit.placeholderText() == station.os_user_name()
        dialog.station_edit.setText("Front desk")
        qtbot.keyClicks(dialog.operator_edit, "Ann")
        dialog.accept()
        assert station.saved_station_name() == "Front desk"
        assert station.saved_operator_name() == "Ann"
        assert window.station_label.text() == "Station: Front desk (Ann)"
        with db.transaction() as session:
            events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        with db.transaction() as session:
            assert [(e.station, e.actor) for e in audit.list_entries(session)] == [
                ("Front desk", "Ann")
            ]
        window.close()


def test_the_dialog_refuses_an_empty_station_name(
    qtbot: QtBot, config_home: Path, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QMessageBox

    with open_database(str(tmp_path / "t.sqlite3")) as db:
        context = AppContext(db, follow_others=False)
        dialog = StationDialog(context)
        qtbot.addWidget(dialog)
        dialog.station_edit.setText("   ")
        dialog.accept()
        boxes = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
        assert boxes and "Give this station a name" in boxes[0].text()
        boxes[0].close()
        assert station.saved_station_name() is None
        assert dialog.result() != StationDialog.DialogCode.Accepted


def test_the_first_start_asks_only_when_no_name_is_chosen(
    qtbot: QtBot, config_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    from tourney.gui import app as gui_app

    asked: list[bool] = []

    def run_once(db_path: Path) -> None:
        monkeypatch.setattr(MainWindow, "choose_station_name", lambda self: asked.append(True))
        monkeypatch.setattr(type(gui_app.application()), "exec", staticmethod(lambda: 0))
        monkeypatch.setattr(gui_app, "install_excepthook", lambda: None)
        assert gui_app.main(str(db_path)) == 0
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.close()
                widget.deleteLater()

    run_once(tmp_path / "first.sqlite3")
    assert asked == [True]
    station.save_station_name("Front desk")
    run_once(tmp_path / "second.sqlite3")
    assert asked == [True]
    station.settings_path().unlink()
    monkeypatch.setenv(station.ENV_VAR, "Scorer 2")
    run_once(tmp_path / "third.sqlite3")
    assert asked == [True]


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_tourney_station_shows_and_sets_the_name(
    config_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _cli(capsys, "station", "--json")
    shown = json.loads(out)
    assert code == 0 and shown["station"] == station.host_name() and shown["source"] == "host name"
    code, out, _ = _cli(capsys, "station", "Front desk", "--set-operator", "Ann")
    assert code == 0 and "this station is now called Front desk" in out and "Ann" in out
    assert _cli(capsys, "station")[1].strip() == "station Front desk, operator Ann"
    code, _, err = _cli(capsys, "station", "  ")
    assert code == 1 and "a station needs a name" in err
    assert station.saved_station_name() == "Front desk"

    db = str(tmp_path / "t.sqlite3")
    assert _cli(capsys, "--db", db, "event", "create", "Cup", "--start", "2026-06-01")[0] == 0
    code, _, _ = _cli(capsys, "--db", db, "--station", "Scorer 2", "--operator", "Ben",
                      "event", "create", "Second Cup", "--start", "2026-06-02")
    assert code == 0
    with open_database(db) as database, database.transaction() as session:
        recorded = [(e.station, e.actor) for e in audit.list_entries(session)]
    assert recorded == [("Front desk", "Ann"), ("Scorer 2", "Ben")]
    shown = json.loads(_cli(capsys, "--station", "Scorer 2", "station", "--json")[1])
    assert shown["station"] == "Scorer 2" and shown["source"] == "--station"
    assert os.environ.get(station.ENV_VAR) is None  # one command's option leaks nowhere
