"""Hover tips in a label of their own at the right of a window's status bar.

Qt shows the status tip of the button or menu item under the mouse in place of the status
bar's message, and clears the message when the mouse moves on: a confirmation such as
"Position saved to …" went the moment the pointer crossed a toolbar button. Here the tip has
its own place, and the message at the left stays for its whole time."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent, QStatusTipEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy, QWidget

TIP_SHARE = 0.45
"""The least of the status bar's width a tip may take: the room a long message leaves it."""


class TipLabel(QLabel):
    """The tip of what the mouse is over, cut with "…" where the room is short (whole in its
    own tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusTip")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setStyleSheet("color: #555555")
        self.tip = ""

    def show_tip(self, tip: str) -> None:
        self.tip = tip
        self._fit()

    def set_room(self, width: int) -> None:
        self.setMaximumWidth(max(width, 0))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        shown = metrics.elidedText(self.tip, Qt.TextElideMode.ElideRight, self.maximumWidth())
        self.setText(shown)
        self.setToolTip(self.tip if shown != self.tip else "")


class StatusTips(QObject):
    """Sends `window`'s status tips to a `TipLabel` in its status bar instead of over its message."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.label = TipLabel()
        window.statusBar().addPermanentWidget(self.label)
        window.installEventFilter(self)
        window.statusBar().messageChanged.connect(lambda _message: self._fit())
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent):
                self._fit()
                self.label.show_tip(event.tip())
                return True  # (the message stays)
            if event.type() == QEvent.Type.Resize:
                self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The tip's room: what the message leaves (a short one leaves the tip whole), under
        half the bar at the least."""
        bar = self.window.statusBar()
        message = bar.fontMetrics().horizontalAdvance(bar.currentMessage()) + 4 * bar.fontMetrics().averageCharWidth()
        least = int(bar.width() * TIP_SHARE)
        taken = sum(widget.width() for widget in bar.findChildren(QWidget)
                    if widget is not self.label and widget.isVisible() and widget.parent() is bar)
        self.label.set_room(max(least, bar.width() - message - taken))
