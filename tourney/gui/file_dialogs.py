"""The program's file dialogs (Qt's own, the same on every system), sized to be read.

Qt's dialog opens small, and its list gives the name nearly all the width: a file's
size and type came out cut ("820...KiB", "JSO...ent"). Every Open and Save dialog of
the program is made here, wide enough for the folder list beside the files, with
the Size, Type and Date Modified columns as wide as the longest size, type and date
they can show, and the name taking the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QLocale, QMimeDatabase, QTime
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView, QWidget

WIDTH, HEIGHT = 900, 540
"""The dialog's first size: the places list, a long file name, and the three columns."""
KINDS = ("inode/directory", "application/json", "text/csv", "text/plain", "application/pdf",
         "application/vnd.sqlite3", "application/xml")
"""The kinds of file the program opens and saves (boards, replays, deck lists, player lists,
printouts, databases): the Type column holds the name of each."""
COLUMN_PADDING = 24
"""Room beside a column's text (the view's margins, the sort mark in its heading)."""


def file_dialog(parent: QWidget | None, title: str) -> QFileDialog:
    """A new file dialog (Qt's own, not the system's) with room to read every column."""
    dialog = QFileDialog(parent, title)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    fit_columns(dialog)
    dialog.resize(max(dialog.width(), WIDTH), max(dialog.height(), HEIGHT))
    return dialog


def column_samples() -> dict[int, list[str]]:
    """The longest texts the Size, Type and Date Modified columns show, in this locale."""
    locale = QLocale()
    database = QMimeDatabase()
    kinds = [database.mimeTypeForName(name).comment() for name in KINDS]
    return {
        1: [locale.formattedDataSize(1023 * 1024 + 1000), locale.formattedDataSize(999 * 1024**3 + 1000)],
        2: [kind for kind in kinds if kind],
        3: [locale.toString(QDateTime(QDate(2026, 12, 31), QTime(23, 59)), QLocale.FormatType.ShortFormat)],
    }


def fit_columns(dialog: QFileDialog) -> None:
    """Size, Type and Date Modified as wide as their longest text; the name takes the rest."""
    view = dialog.findChild(QTreeView)
    if view is None:  # (a system dialog: it sizes its own columns)
        return
    header = view.header()
    metrics = view.fontMetrics()
    for column, texts in column_samples().items():
        title = str(view.model().headerData(column, header.orientation()) or "")
        width = max(metrics.horizontalAdvance(text) for text in [*texts, title]) + COLUMN_PADDING
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(column, width)
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
