"""The size a window opens at, kept within the screen it opens on."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

TITLE_BAR = 40
"""Room left for the window manager's title bar and frame, which Qt learns of only once the
window is shown: a window the screen's height tall would put its bottom row off screen."""


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """Open `window` at `width` x `height` where its screen has room, else as large as that
    screen's free area allows: on a small laptop screen or with a large font the window's
    buttons (Start here, Close, the status bar) stay on screen. A layout that needs more than
    the screen still gets its minimum size (Qt keeps it)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
    window.resize(width, height)
