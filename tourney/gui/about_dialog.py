"""Help → About: which program, which version, on which Python and Qt, with which database.

When something goes wrong at an event, the first questions are "which
version?" and "which data?"; this box answers both without a terminal, in
text that can be selected and pasted into a report.
"""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tourney.db.database import Database
from tourney.version import program_summary, program_version

PROGRAM_NAME = "tourney"


def database_description(database: Database) -> str:
    """The database as a person names it: its file, "in memory", or the URL without password."""
    if database.path is not None:
        return str(database.path)
    if database.url == "sqlite://":
        return "in memory (not saved)"
    return database.info().display_url


def about_lines(database: Database) -> tuple[str, ...]:
    """The About box's lines, as plain text."""
    summary = program_summary() or "Runs and judges trading-card-game tournaments."
    return (
        f"{PROGRAM_NAME} {program_version()}",
        summary,
        f"Python {platform.python_version()} · Qt {qVersion()} (PySide6 {PySide6.__version__})",
        f"Database: {database_description(database)}",
    )


class AboutDialog(QDialog):
    """The program's name, version, Python and Qt versions, and the database in use."""

    def __init__(self, database: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(f"About {PROGRAM_NAME}")
        self.lines = about_lines(database)
        title, summary, versions, data = self.lines
        self.text = QLabel(
            f"<h2>{escape(title)}</h2><p>{escape(summary)}</p>"
            f"<p>{escape(versions)}<br>{escape(data)}</p>"
        )
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
