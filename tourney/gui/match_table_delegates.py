"""How the match table's card trees draw their cells: the Card column's names, cut at their end
with the card's number kept, and the Counters / attached column, wrapped onto more lines.

The Card column is sized to hold its names whole where the pane has room (`fit_name_column`),
and follows the pane as the judge makes it wider or narrower (`NameColumnFollower`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

NUMBER_MARK = "  #"
"""What comes between a card's name and its number in the Card column ("Holly Dash, Flighty Filly  #5")."""
COUNTERS_ROOM = "power P0 10 · P1 10"
"""The Counters / attached column keeps room for this on a line when the Card column widens
(its longer cells wrap, `WrappingDelegate`)."""
NAME_FLOOR = "Twilight Spa…  #99"
"""The narrowest the Card column gets as the pane narrows: a name's start and its number."""


def elided_name(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` as it fits `width` pixels: whole when it fits. A card's name loses its end, so it
    reads from its start as printed, and keeps its number ("The Pearl of Transfor…  #7"), so two
    copies of a long-named card still read apart; a heading loses its middle (a player's heading
    ends with their points and tokens)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    name, mark, number = text.rpartition(NUMBER_MARK)
    if not mark or not number.isdigit():
        return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)
    tail = mark + number
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width - metrics.horizontalAdvance(tail)) + tail


LINE_SEPARATOR = "\u2028"
"""A line break as an item view's cell draws and measures it (it reads "\\n" as a space)."""
HEADING_BREAK = " · "
"""Where a heading too long for its line goes on to the next ("P0 · Twilight Sparkle, Faithful
Student ·" then "4 points, 3 action tokens")."""


def heading_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """A heading as it fits `width` pixels: on one line when it fits, else broken after its
    " · " onto as many lines as it takes, so a long Mane Character's name reads whole with the
    player's numbers; only a part longer than a line on its own loses its middle."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    parts = text.split(HEADING_BREAK)
    lines: list[str] = []
    for number, part in enumerate(parts):
        piece = part + (HEADING_BREAK.rstrip() if number < len(parts) - 1 else "")
        joined = f"{lines[-1]} {piece}" if lines else piece
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(piece)
    return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, width) for line in lines)


def text_margin(style: QStyle, widget: QWidget | None) -> int:
    """The room a cell's text leaves on its two sides (the style's focus frame, as Qt draws it)."""
    return 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1)


class NameDelegate(QStyledItemDelegate):
    """The Card column: a name too long for it is cut as `elided_name` says (the tooltip gives
    it whole, `CardTreeModel.data`); a heading row (`heading_role`), which runs across the
    view, goes on to a second line instead (`heading_lines`), its row growing to hold it in a
    view without uniform row heights."""

    def __init__(self, parent: QTreeView, heading_role: int | None = None) -> None:
        super().__init__(parent)
        self._heading_role = heading_role

    def _is_heading(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        return self._heading_role is not None and bool(index.data(self._heading_role))

    def shown_text(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> str:
        """The cell's text as it is drawn in `option.rect`."""
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        widget = shown.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, widget).width()
        room -= text_margin(style, widget)
        if self._is_heading(index):
            return heading_lines(shown.text, shown.fontMetrics, room)  # type: ignore[attr-defined]
        return elided_name(shown.text, shown.fontMetrics, room)  # type: ignore[attr-defined]

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        shown.text = self.shown_text(option, index).replace("\n", LINE_SEPARATOR)  # type: ignore[attr-defined]
        widget = shown.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = self.parent()
        if not self._is_heading(index) or not isinstance(view, QTreeView) or view.uniformRowHeights():
            return super().sizeHint(option, index)
        # a heading runs across the view from its indentation (the view does not pass its width)
        depth, parent = 1, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        sized = QStyleOptionViewItem(option)
        self.initStyleOption(sized, index)
        sized.rect = QRect(0, 0, max(view.viewport().width() - depth * view.indentation(), 1), 1)  # type: ignore[attr-defined]
        sized.text = self.shown_text(sized, index).replace("\n", LINE_SEPARATOR)  # type: ignore[attr-defined]
        widget = sized.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, sized, QSize(), widget)


class WrappingDelegate(QStyledItemDelegate):
    """The Counters / attached column: a long cell (a Problem's confront requirements for each
    player, a card's attachments, the cards beneath it) wraps onto more lines within the column,
    and its row grows to hold them, so it reads whole at the window's width; its tooltip need
    not repeat it (`CardTreeModel.data`)."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText  # type: ignore[attr-defined]

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = self.parent()
        if not isinstance(view, QTreeView):
            return super().sizeHint(option, index)
        # the lines a cell takes depend on its column's width, which the view does not pass
        sized = QStyleOptionViewItem(option)
        sized.rect = QRect(0, 0, view.columnWidth(index.column()), 1)  # type: ignore[attr-defined]
        return super().sizeHint(sized, index)


def fit_name_column(view: QTreeView, last_column: int) -> None:
    """Size the Card column to hold every name in it whole (its indentation counted), as far as
    the pane allows while the last column (Counters / attached, which wraps) keeps room for
    `COUNTERS_ROOM`: wider when the pane widens, narrower when it narrows (down to `NAME_FLOOR`,
    the names then cut at their end, `elided_name`). A column the judge made wider than its
    names stays as it is while the pane holds it."""
    others = sum(view.columnWidth(column) for column in range(1, last_column) if not view.isColumnHidden(column))
    room = view.viewport().width() - others - view.fontMetrics().horizontalAdvance(COUNTERS_ROOM) - text_margin(view.style(), view)
    names = view.sizeHintForColumn(0)
    width = view.columnWidth(0)
    if names < width <= room:
        return
    wanted = max(min(names, room), view.fontMetrics().horizontalAdvance(NAME_FLOOR))
    if wanted != width:
        view.header().resizeSection(0, wanted)


class NameColumnFollower(QObject):
    """Keeps the Card column fitted (`fit_name_column`) while the judge drags a splitter or the
    window's edge: each resize of the view's pane fits it again, as a reload of the board does."""

    def __init__(self, view: QTreeView, last_column: int) -> None:
        super().__init__(view)
        self._view = view
        self._last_column = last_column
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self._view.model().rowCount() > 0:
            fit_name_column(self._view, self._last_column)
        return False
