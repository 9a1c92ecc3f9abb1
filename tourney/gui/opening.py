"""The first thing the app shows: a small "tourney – opening…" card naming each step of the
start, shown before the slow parts (loading the program, opening the database, reading the
events) so a start that takes seconds on a busy computer is seen to be working.

This module imports only Qt: it must be on screen before the rest of the program loads.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QSplashScreen

ORGANIZATION = "tourney"
APPLICATION = "tourney"

_SIZE = (420, 150)


def application() -> QApplication:
    """The one QApplication, created with the names QSettings files are keyed by."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("tourney")
    return app


class OpeningCard(QSplashScreen):
    """The start's sign of work: the program's name and the step under way, with a busy
    pointer, until the main window is shown (`done`)."""

    def __init__(self) -> None:
        super().__init__(_face())
        self.setObjectName("openingCard")
        self.step_text = ""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        self.show()

    def step(self, text: str) -> None:
        """Say what the start is doing now, painted at once (the next step blocks the
        event loop, so it is drawn before that, not after)."""
        self.step_text = text
        self.showMessage(text, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter,
                         QColor("#333333"))
        self.repaint()
        QApplication.processEvents()

    def done(self, window: object | None = None) -> None:
        """The start is over: the card goes (once `window` is shown, if given) and the pointer
        is itself again."""
        QGuiApplication.restoreOverrideCursor()
        if window is not None:
            self.finish(window)  # type: ignore[arg-type]
        self.close()


def _face() -> QPixmap:
    """The card's picture: the program's name on a plain ground (no image file to lose)."""
    pixmap = QPixmap(*_SIZE)
    pixmap.fill(QColor("#f4f1fa"))
    painter = QPainter(pixmap)
    painter.setPen(QColor("#5a3d8a"))
    painter.drawRect(0, 0, _SIZE[0] - 1, _SIZE[1] - 1)
    font = QFont(painter.font())
    font.setPointSize(24)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(0, 20, _SIZE[0], 50, Qt.AlignmentFlag.AlignCenter, "tourney")
    font.setPointSize(11)
    font.setBold(False)
    painter.setFont(font)
    painter.drawText(0, 70, _SIZE[0], 30, Qt.AlignmentFlag.AlignCenter, "Opening, please wait…")
    painter.end()
    return pixmap


def start(db: str | None = None, *, station: str | None = None, operator: str | None = None) -> int:
    """`tourney` with no command: the card first, then the program behind it (its import
    alone takes seconds on a busy computer), then the window."""
    application()
    card = OpeningCard()
    card.step("Loading the program…")
    from tourney.gui import app  # (after the card is up: this import is the slow part)

    return app.main(db, station=station, operator=operator, opening=card)
