"""How the match table's card trees draw their cells: the Card column's names, wrapped onto more
lines with the card's number kept on the last, and the Counters / attached column, wrapped too.

The Card column is sized to hold its names whole on a line where the pane has room
(`match_table_columns`); where it has not, a name goes on to a second line rather than lose
its end, so a judge at a small screen reads it without its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTreeView,
    QWidget,
)

NUMBER_MARK = "  #"
"""What comes between a card's name and its number in the Card column ("Holly Dash, Flighty Filly  #5")."""
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


_ELIDE_END = Qt.TextElideMode.ElideRight
ENTRY_CUT = "… "
"""What starts the first line in view of a log entry whose first lines are above the log's top."""
LINE_SEPARATOR = "\u2028"
"""A line break as an item view's cell draws and measures it (it reads "\\n" as a space)."""
HEADING_BREAK = " · "
"""Where a heading too long for its line goes on to the next ("P0 · Twilight Sparkle, Faithful
Student ·" then "4 points, 3 action tokens")."""


def heading_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """A heading as it fits `width` pixels: on one line when it fits, else broken after its
    " · " onto as many lines as it takes, so a long Mane Character's name reads whole with the
    player's numbers; a part longer than a line on its own goes on at its spaces (`name_lines`)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    parts = text.split(HEADING_BREAK)
    pieces = [part + (HEADING_BREAK.rstrip() if number < len(parts) - 1 else "")
              for number, part in enumerate(parts)]
    return "\n".join(name_lines(line, metrics, width) for line in _filled_lines(pieces, metrics, width))


def name_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """A name as it fits `width` pixels: whole on one line when it fits, else broken at its spaces
    onto as many lines as it takes ("The Pearl of" / "Transformation  #7"), the card's number
    kept with the last word where the line holds both (else on the next), so two copies read
    apart; only a word longer than a line on its own loses its end (`elided_name`; the tooltip
    gives it whole)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    name, mark, number = text.rpartition(NUMBER_MARK)
    words = name.split(" ") if mark and number.isdigit() else text.split(" ")
    if mark and number.isdigit():  # (on a line of its own where the last word and it are too long)
        glued = words[-1] + mark + number
        words[-1:] = [glued] if metrics.horizontalAdvance(glued) <= width else [words[-1], f"#{number}"]
    return "\n".join(elided_name(line, metrics, width) for line in _filled_lines(words, metrics, width))


def _filled_lines(pieces: list[str], metrics: QFontMetrics, width: int) -> list[str]:
    """`pieces` joined by spaces onto as few lines as fit `width` pixels, in order; a piece wider
    than a line stays on a line of its own (the caller breaks or elides it)."""
    lines: list[str] = []
    for piece in pieces:
        joined = f"{lines[-1]} {piece}" if lines else piece
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(piece)
    return lines


def wrapped_lines(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """`text` as it fits `width` pixels: broken at its spaces onto as many lines as it takes
    (its own line breaks kept), so a long log entry reads whole in a narrow column; only a
    word longer than a line on its own loses its end."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if metrics.horizontalAdvance(paragraph) <= width:  # (most entries: one measure)
            lines.append(paragraph)
            continue
        # (filled a pixel short of the width: a line measured to fit it just, whole pixels, was
        # cut by the eliding's own measure in fractions of one, "… to Cloudbursti…")
        filled = _filled_lines(paragraph.split(" "), metrics, width - 1)
        lines += [metrics.elidedText(line, _ELIDE_END, width) for line in filled]
    return lines


def text_margin(style: QStyle, widget: QWidget | None) -> int:
    """The room a cell's text leaves on its two sides (the style's focus frame, as Qt draws it)."""
    return 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1)


class NameDelegate(QStyledItemDelegate):
    """The Card column: in a view whose rows may differ in height, a name too long for it goes on
    to more lines (`name_lines`) and a heading row (`heading_role`) too (`heading_lines`), its row
    growing to hold them; in one with uniform rows, a name is cut as `elided_name` says (the
    tooltip gives it whole, `CardTreeModel.data`)."""

    def __init__(self, parent: QTreeView, heading_role: int | None = None) -> None:
        super().__init__(parent)
        self._heading_role = heading_role

    def _is_heading(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        return self._heading_role is not None and bool(index.data(self._heading_role))

    def _wraps(self) -> bool:
        view = self.parent()
        return isinstance(view, QTreeView) and not view.uniformRowHeights()

    def shown_text(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> str:
        """The cell's text as it is drawn in `option.rect`."""
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        return self.broken_text(index, shown.text, shown.fontMetrics, self.text_room(shown))  # type: ignore[attr-defined]

    def text_room(self, shown: QStyleOptionViewItem) -> int:
        """How wide a cell's lines may be in `shown.rect` (the option made for its cell)."""
        widget = shown.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, widget).width()
        # (and a pixel: the style lays a line out in fractions of one, and cut "Party Animal",
        # measured a whole pixel count that just fitted, to "Party Ani…")
        return room - text_margin(style, widget) - 1

    def broken_text(self, index: QModelIndex | QPersistentModelIndex, text: str, metrics: QFontMetrics,
                    room: int) -> str:
        """A cell's `text` on the lines it takes in `room` pixels."""
        if self._is_heading(index):
            return heading_lines(text, metrics, room)
        if self._wraps():
            return name_lines(text, metrics, room)
        return elided_name(text, metrics, room)

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
        whole = super().sizeHint(option, index)
        if not self._wraps() or not isinstance(view, QTreeView):
            return whole
        # the lines a cell takes depend on the room it has, which the view does not pass: a
        # heading spanned across the view has the view's width, any other cell its column's,
        # each less the indentation of its depth
        depth, parent = 1, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        spanned = view.isFirstColumnSpanned(index.row(), index.parent())
        room = view.viewport().width() if spanned else view.columnWidth(index.column())
        sized = QStyleOptionViewItem(option)
        self.initStyleOption(sized, index)
        sized.rect = QRect(0, 0, max(room - depth * view.indentation(), 1), 1)  # type: ignore[attr-defined]
        sized.text = self.shown_text(sized, index).replace("\n", LINE_SEPARATOR)  # type: ignore[attr-defined]
        widget = sized.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        lines = style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, sized, QSize(), widget)
        # the width of the whole text on one line, which the Card column is fitted to
        # (`match_table_columns`); the height of the lines it takes in the room it has
        return QSize(lines.width() if self._is_heading(index) else whole.width(), max(lines.height(), whole.height()))


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


class WrappedTextDelegate(QStyledItemDelegate):
    """Every cell of the game log. A long sentence (the last column, "What happened") is drawn on
    the lines `wrapped_lines` breaks it into at the column's width, so that the view can give its
    row the height of those lines (`LogTableView.fit_rows`) and the judge reads it without its
    tooltip. Each cell's text starts at the top of its row, level with the sentence's first
    line (a number, turn or rule centred beside a tall entry read as belonging to its middle).

    An entry whose first lines are above the top of the log (scrolled to its end, the view shows
    the last entry whole and cuts the one at the top) says so: its first line in view starts
    with "…", the rest wrapped after it as any entry is, and its number, turn and rule are drawn
    on that line. Cut at a line break with its
    number beside it, "Ol' Salt, Salt Blocked #127 is moved from ..." read as an entry of its
    own, "#127 is moved from ...", with no card named."""

    def __init__(self, parent: QWidget | None = None, also_wrapped: frozenset[int] = frozenset()) -> None:
        super().__init__(parent)
        self.also_wrapped = also_wrapped
        """Columns besides the last whose text goes on to more lines rather than lose its end
        (the log's Rule: "floor rules: end of match" read "floor r…")."""

    def lines(self, text: str, metrics: QFontMetrics, cell_width: int, widget: QWidget | None) -> list[str]:
        """The lines a cell `cell_width` pixels wide draws `text` on."""
        style = widget.style() if widget is not None else QApplication.style()
        return wrapped_lines(text, metrics, max(cell_width - text_margin(style, widget), 1))

    def _wraps(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether the cell's text is drawn on as many lines as it takes."""
        return self._is_entry(index) or index.column() in self.also_wrapped

    @staticmethod
    def _is_entry(index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether the cell is the entry itself (the last column), which a cut at the view's top
        marks with "…"; the cells beside it are drawn whole from its first line in view."""
        return index.column() == index.model().columnCount() - 1

    @staticmethod
    def _top_margin(option: QStyleOptionViewItem, widget: QWidget | None) -> int:
        """The room above a row's first line: half of what a one-line row has beyond the line
        (the rest is below its last line), the same in every cell of the row."""
        spacing = option.fontMetrics.lineSpacing()  # type: ignore[attr-defined]
        one_line = widget.verticalHeader().defaultSectionSize() if isinstance(widget, QTableView) else spacing
        return max((one_line - spacing) // 2, 0)

    def drawn_lines(self, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> tuple[int, list[str]]:
        """Where a cell's text is drawn (the top of its first line in view, in the view's
        coordinates) and its lines from there: the lines above the view's top are left out, the
        first drawn one then starting with "…" (an entry's number, turn and rule are drawn on
        that line)."""
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        widget = shown.widget  # type: ignore[attr-defined]
        metrics: QFontMetrics = shown.fontMetrics  # type: ignore[attr-defined]
        rect: QRect = shown.rect  # type: ignore[attr-defined]
        text: str = shown.text  # type: ignore[attr-defined]
        spacing = metrics.lineSpacing()
        top = rect.top() + self._top_margin(shown, widget)
        # (lines whose top is above the view's: a line cut through is not read either)
        hidden = max(-top + spacing - 1, 0) // spacing
        lines = self.lines(text, metrics, rect.width(), widget) if self._wraps(index) else [text]
        if not hidden:
            return top, lines
        drawn_at = top + hidden * spacing
        if not self._is_entry(index):
            return drawn_at, lines
        rest = lines[hidden:]
        if not rest:
            return drawn_at, []
        # the rest of the entry after the mark, wrapped on the lines left in view; where the mark
        # takes the room of a word that then goes on to a line more than the view has, the
        # mark stands for that word too (the first line lost its end, read whole only in the
        # tooltip), so that every line drawn reads whole
        words = " ".join(rest).split(" ")
        for first in range(len(words)):
            rewrapped = self.lines(ENTRY_CUT + " ".join(words[first:]), metrics, rect.width(), widget)
            if len(rewrapped) <= len(rest):
                return drawn_at, rewrapped
        return drawn_at, [ENTRY_CUT.rstrip()]

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        widget = shown.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else QApplication.style()
        top, lines = self.drawn_lines(option, index)
        # the cell (its background, selection and focus) as the style draws it, then its text
        # from `top` down, aligned across as the model says
        rect: QRect = shown.rect  # type: ignore[attr-defined]
        text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, widget)
        side = text_margin(style, widget) // 2  # (the room the style leaves either side of a cell's text)
        text_rect.adjust(side, 0, -side, 0)
        text_rect.setTop(top)
        text_rect.setBottom(rect.bottom())
        shown.text = ""  # type: ignore[attr-defined]
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)
        metrics: QFontMetrics = shown.fontMetrics  # type: ignore[attr-defined]
        if not self._wraps(index):
            lines = [metrics.elidedText(line, _ELIDE_END, max(text_rect.width(), 1)) for line in lines]
        across = shown.displayAlignment & Qt.AlignmentFlag.AlignHorizontal_Mask  # type: ignore[attr-defined]
        selected = bool(shown.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
        painter.save()
        painter.setClipRect(rect)
        style.drawItemText(painter, text_rect, int(across | Qt.AlignmentFlag.AlignTop), shown.palette,  # type: ignore[attr-defined]
                           bool(shown.state & QStyle.StateFlag.State_Enabled), "\n".join(lines),  # type: ignore[attr-defined]
                           QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        painter.restore()
