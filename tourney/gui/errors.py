"""How the app shows failures: a plain message for user errors, a crash dialog for bugs.

Message boxes are opened window-modal with `open()` rather than `exec()`, so
the event loop keeps running: tests can find and close them, and nothing
blocks while one is up.
"""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import UserError


def as_sentence(message: str) -> str:
    """A service's message as a person reads it: a capital first letter and a full stop.

    Services word their refusals to follow "cannot do that: …" in a log or a
    terminal ("round 1 already has results"); on screen they stand alone. A
    message led by a file's name ("deck.o8d: …") keeps the name as it is.
    """
    text = message.strip()
    if not text:
        return ""
    first_word = text.split(maxsplit=1)[0]
    if first_word.isalpha() and first_word.islower():
        text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "?", "!", ":")) else text + "."


def show_user_error(
    parent: QWidget | None, message: str, *, title: str = "Cannot do that"
) -> QMessageBox:
    """A warning box with the service's message (which already says what and where)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    first, _, rest = message.partition("\n")
    box.setText(as_sentence(first))
    if rest:
        box.setInformativeText(rest)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    layout = box.layout()
    if isinstance(layout, QGridLayout):  # QMessageBox ignores setMinimumWidth; widen its grid
        spacer = QSpacerItem(460, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setObjectName("userErrorBox")
    box.open()
    return box


class CrashDialog(QDialog):
    """An unexpected error: a short apology, and the traceback one click away to copy."""

    def __init__(self, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("tourney – unexpected error")
        self.setObjectName("crashDialog")
        self.details = details
        summary = details.strip().splitlines()[-1] if details.strip() else "unknown error"
        label = QLabel(
            "Something went wrong inside tourney. Your data is safe: the action that failed "
            "was not saved.\n\nPlease report this with the details below.\n\n" + summary
        )
        label.setWordWrap(True)
        self.details_view = QPlainTextEdit(details)
        self.details_view.setReadOnly(True)
        self.details_view.setVisible(False)
        self.details_view.setMinimumHeight(220)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.toggle_button = QPushButton("Show details")
        self.copy_button = QPushButton("Copy details")
        buttons.addButton(self.toggle_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.toggle_button.clicked.connect(self._toggle_details)
        self.copy_button.clicked.connect(self._copy)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.details_view)
        layout.addWidget(buttons)
        self.resize(560, 200)

    def _toggle_details(self) -> None:
        visible = not self.details_view.isVisible()
        self.details_view.setVisible(visible)
        self.toggle_button.setText("Hide details" if visible else "Show details")

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.details)


_open_crash_dialogs: list[CrashDialog] = []


def show_crash(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> CrashDialog | None:
    """Show a crash dialog for an uncaught exception (also printed to stderr)."""
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    sys.stderr.write(details)
    if QApplication.instance() is None:
        return None
    dialog = CrashDialog(details, QApplication.activeWindow())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open_crash_dialogs.append(dialog)
    dialog.finished.connect(lambda _result: _open_crash_dialogs.remove(dialog))
    dialog.open()
    return dialog


def install_excepthook() -> None:
    """Route uncaught exceptions (e.g. in a slot) to the crash dialog instead of a silent exit."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        if issubclass(exc_type, UserError):
            # e.g. a full disk or a damaged file met while a view reloads: the message
            # already names the file and what to do, so no crash report.
            show_user_error(QApplication.activeWindow(), str(exc))
            return
        show_crash(exc_type, exc, tb)

    sys.excepthook = hook
