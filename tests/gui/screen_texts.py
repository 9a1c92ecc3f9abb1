"""Every text a window shows a person, and the ids and codes none of them may contain.

People at an event speak of table numbers, rounds and names. A row id
("match 42"), a stored code ("end_of_match", "game_loss"), Python's "None",
a dict or an engine key ("play|117|home:0") on screen is a message nobody
at the table can act on. Tests gather the texts of labels, buttons, fields,
lists and every cell and tooltip of the tables, and look for these.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QStatusBar,
    QTextEdit,
    QWidget,
)

# What a person must never read, each with why.
FORBIDDEN: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a row id", re.compile(r"\b(?:match|registration|person|round_id|event) #?\d+\b(?! of)")),
    ("Python's None", re.compile(r"\bNone\b")),
    ("a dict or list", re.compile(r"[{\[]'")),
    ("a stored code", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("an engine key", re.compile(r"\w\|\w|\b(?:home|problem|dilemma):\d+\b")),
    ("a bare side letter", re.compile(r"\bresult is [ab]\b|→ [ab]\b")),
)


def model_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    """Every cell's text and tooltip, headers too, down the tree."""
    parent = parent or QModelIndex()
    for column in range(model.columnCount(parent)):
        header = model.headerData(column, Qt.Orientation.Horizontal)
        if header is not None and not parent.isValid():
            yield str(header)
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = index.data(role)
                if isinstance(value, str) and value:
                    yield value
        first = model.index(row, 0, parent)
        if model.rowCount(first):
            yield from model_texts(model, first)


def widget_texts(root: QWidget) -> Iterator[str]:
    """The texts of `root` and its visible children, as a person sees them."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            yield widget.text()
        elif isinstance(widget, QPlainTextEdit | QTextEdit):
            yield widget.toPlainText()
        elif isinstance(widget, QComboBox):
            yield from (widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from model_texts(widget.model())
        elif isinstance(widget, QStatusBar):
            yield widget.currentMessage()
        tip = widget.toolTip()
        if tip:
            yield tip


def offences(texts: Iterator[str] | list[str]) -> list[tuple[str, str]]:
    """(what it is, the text) for each text carrying an id or code."""
    found = []
    for text in texts:
        for what, pattern in FORBIDDEN:
            if pattern.search(text):
                found.append((what, text))
    return found


def tip_words(tip: str | None) -> str | None:
    """A tooltip's words as the judge reads them: a long one is rich text Qt wraps
    (`tourney.gui.tooltips.wrapping_tip`), its tags and escapes are not read."""
    if tip is None or not tip.startswith("<"):
        return tip
    document = QTextDocument()
    document.setHtml(tip)
    return document.toPlainText()
