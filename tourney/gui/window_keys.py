"""A window's menu keys win over a line's own use of them, wherever the keyboard focus is.

A line takes some keys with Ctrl for its own editing where the desktop binds them so
(on Linux, Ctrl+E moves the cursor to the end of the line, Ctrl+U clears it): a menu key
of the same keys then did nothing while the cursor was in a line (the match table's Ctrl+E,
Set up a board…, with the cursor in the Why box). The window's actions take their keys
there; the line keeps the keys of its own that no action of the window has, and the
clipboard, undo and select-all keys, which are the line's own wherever it is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

LINE_KEYS = (
    QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut, QKeySequence.StandardKey.Paste,
    QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo, QKeySequence.StandardKey.SelectAll,
)
"""The keys a line keeps even where a window's action has them: what the person typing means."""


class WindowKeys(QObject):
    """Lets `window`'s actions have their keys in each of its lines (`keep`)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def keep(self) -> None:
        """Watch the window's lines (those it has now: call again for lines made later)."""
        for line in self.window.findChildren(QLineEdit):
            line.removeEventFilter(self)  # (once each)
            line.installEventFilter(self)

    def _is_the_windows(self, pressed: QKeySequence) -> bool:
        if any(pressed.matches(QKeySequence(key)) == QKeySequence.SequenceMatch.ExactMatch for key in LINE_KEYS):
            return False
        return any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch
                   for action in self.window.findChildren(QAction) if action.isEnabled()
                   for key in action.shortcuts())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and self._is_the_windows(QKeySequence(event.keyCombination()))):
            event.ignore()  # not the line's: the window's action takes the key
            return True
        return super().eventFilter(watched, event)
