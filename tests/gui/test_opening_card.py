"""A start that takes seconds shows it is working: a card naming each step is up before
the slow parts (loading the program, opening the database, reading the events) and goes
when the main window shows."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tourney.db import station
from tourney.gui import app as gui_app
from tourney.gui.main_window import MainWindow
from tourney.gui.opening import OpeningCard

# What `tourney.gui.opening` loads before its card can be shown.
LOADED = """
import json, sys
import tourney.gui.opening
print(json.dumps(sorted(sys.modules)))
"""


def test_the_card_needs_nothing_slow_loaded_first() -> None:
    result = subprocess.run([sys.executable, "-c", LOADED], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    loaded = set(json.loads(result.stdout))
    assert "PySide6.QtWidgets" in loaded  # (the check can see what is loaded)
    slow = {"sqlalchemy", "tourney.db.database", "tourney.gui.main_window", "tourney.services", "engine"}
    assert not slow & loaded


# What `tourney --db FILE` (the app, no command) loads before it hands over to the card.
HANDED_OVER = """
import json, sys
import tourney.gui.opening as opening
opening.start = lambda *args, **options: print(json.dumps(sorted(sys.modules))) or 0
from tourney.cli import main
assert main(["--db", "event.sqlite3", "--station", "Front desk"]) == 0
"""


def test_the_app_starts_without_loading_every_command_first() -> None:
    result = subprocess.run([sys.executable, "-c", HANDED_OVER], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    loaded = set(json.loads(result.stdout))
    assert "tourney.cli" in loaded
    assert not {"sqlalchemy", "tourney.cli.event", "tourney.cli.engine", "engine"} & loaded


def _visible_cards() -> list[OpeningCard]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, OpeningCard) and w.isVisible()]


def test_the_card_says_each_step_and_goes_when_the_window_shows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    station.save_station_name("Front desk")
    monkeypatch.setattr(type(gui_app.application()), "exec", staticmethod(lambda: 0))
    monkeypatch.setattr(gui_app, "install_excepthook", lambda: None)
    seen: list[tuple[str, ...]] = []
    from tourney.db.database import open_database

    def opened(db: str | None = None, **names: str | None) -> object:
        seen.append(tuple(card.step_text for card in _visible_cards()))
        assert QGuiApplication.overrideCursor() is not None  # the busy pointer
        return open_database(str(tmp_path / "event.sqlite3"), **names)

    def window_made(made: Callable[..., None]) -> Callable[..., None]:
        def made_seen(self: MainWindow, *args: object) -> None:
            seen.append(tuple(card.step_text for card in _visible_cards()))
            made(self, *args)
        return made_seen

    monkeypatch.setattr(gui_app, "open_database", opened)
    monkeypatch.setattr(MainWindow, "__init__", window_made(MainWindow.__init__))
    assert gui_app.main() == 0
    assert seen == [("Opening the database…",), ("Reading the events…",)]
    assert _visible_cards() == []
    assert QGuiApplication.overrideCursor() is None
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    assert len(windows) == 1
    windows[0].close()
