"""Edit → Undo / Redo for the event open in the main window.

The items say what they would take back ("Undo result of Rarity against
Spike at table 7 of round 3 (Front desk, 14:03)") and are read again whenever data changes, so they follow
actions made anywhere in the window (and at other stations, once their
changes arrive). Both call the same services as `tourney undo` / `tourney redo`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tourney.gui.context import ActionFailed, AppContext
from tourney.services import undo

# Which window areas show each table, so an undo refreshes just those (see `data_changed`).
AREAS_OF_TABLES: dict[str, str] = {
    "event": "events",
    "person": "players",
    "registration": "players",
    "round": "rounds",
    "match": "rounds",
    "game": "rounds",
    "penalty": "penalties",
    "deck_check": "deckchecks",
    "deck_list": "decklists",
    "staff_assignment": "staff",
}


def menu_text(verb: str, row: undo.UndoRow | None) -> str:
    """The item's text: "&Undo result of Rarity against Spike at table 7 of round 3 (Front desk, 14:03)", or just "&Undo"."""
    if row is None:
        return f"&{verb}"
    return f"&{verb} " + row.description.replace("&", "&&")


def areas_of(row: undo.UndoRow) -> list[str]:
    areas = sorted({AREAS_OF_TABLES.get(table, "events") for table in row.tables})
    return areas or ["events"]


class UndoMenu(QObject):
    """The Edit menu's Undo and Redo items, kept up to date for the open event."""

    def __init__(
        self,
        context: AppContext,
        window: QMainWindow,
        open_event: Callable[[], int | None],
    ) -> None:
        super().__init__(window)
        self.context = context
        self.window = window
        self.open_event = open_event
        self.menu: QMenu = window.menuBar().addMenu("&Edit")
        self.undo_action = QAction("&Undo", window)
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction("&Redo", window)
        self.redo_action.setObjectName("redoAction")
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.redo)
        self.menu.addAction(self.undo_action)
        self.menu.addAction(self.redo_action)
        window.addAction(self.undo_action)  # shortcuts work while the menu is closed
        window.addAction(self.redo_action)
        self.menu.aboutToShow.connect(self.refresh)
        context.data_changed.connect(lambda _area: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        """Read what undo and redo would do now; disable them when there is nothing."""
        event_id = self.open_event()
        upcoming: tuple[undo.UndoRow | None, undo.UndoRow | None] = (None, None)
        if event_id is not None:
            upcoming = self.context.read(
                lambda s: (undo.next_undo(s, event_id), undo.next_redo(s, event_id))
            )
        for action, verb, row in (
            (self.undo_action, "Undo", upcoming[0]),
            (self.redo_action, "Redo", upcoming[1]),
        ):
            action.setText(menu_text(verb, row))
            action.setEnabled(row is not None)

    def undo(self) -> undo.UndoRow | None:
        return self._run(undo.undo, "Undid")

    def redo(self) -> undo.UndoRow | None:
        return self._run(undo.redo, "Redid")

    def _run(self, act: Callable[..., undo.UndoRow], done: str) -> undo.UndoRow | None:
        event_id = self.open_event()
        if event_id is None:
            return None
        try:
            row = self.context.run(self.window, lambda s: act(s, event_id), changes="undo")
        except ActionFailed:
            self.refresh()
            return None
        for area in areas_of(row):
            self.context.data_changed.emit(area)
        self.window.statusBar().showMessage(f"{done} the {row.description}", 8000)
        return row
