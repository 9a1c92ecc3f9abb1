"""The window says "Saved" or "Not saved, nothing changed" after the connection dropped under
a save (really closed under a real SQLite commit), through the same call every action uses."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.foundation.test_lost_commit import db as file_db  # noqa: F401  (the fixture)
from tests.foundation.test_lost_commit import drop_connection_at_next_commit, names
from tourney.db.database import Database
from tourney.gui.context import ActionFailed
from tourney.gui.main_window import MainWindow
from tourney.services import players

from .conftest import open_boxes, open_window


@pytest.fixture
def window(qtbot: QtBot, file_db: Database, settings: QSettings) -> Iterator[MainWindow]:  # noqa: F811
    shown = open_window(qtbot, file_db, settings)
    shown.open_event(1)
    yield shown


def test_a_save_found_on_reconnecting_is_said_saved(window: MainWindow) -> None:
    db = window.context.database
    drop_connection_at_next_commit(db, after_writing=True)
    window.context.run(window, lambda s: players.register_player(s, 1, "Rarity Belle"), changes="players")
    [box] = open_boxes(window)
    assert box.windowTitle() == "Saved" and box.text().startswith("Saved. The connection to ")
    assert names(db) == ["Rarity Belle"]
    box.close()


def test_a_save_lost_with_the_connection_is_said_not_saved(window: MainWindow) -> None:
    db = window.context.database
    drop_connection_at_next_commit(db, after_writing=False)
    with contextlib.suppress(ActionFailed):
        window.context.run(window, lambda s: players.register_player(s, 1, "Rarity Belle"), changes="players")
    [box] = open_boxes(window)
    assert box.text().startswith("Not saved, nothing changed: the connection to ")
    assert names(db) == []
    box.close()
