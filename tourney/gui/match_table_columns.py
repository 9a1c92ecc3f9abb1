"""How wide the match table's board columns are: the Card column's names and the Player column's
names share what the pane leaves beside the Power and State columns and the Counters / attached
column's least room (`BoardColumns`).

The room goes to them in turns, each taking what it asks until the room is spent: first the
Counters / attached heading whole and each player's words on a line of their own, then every card
name on at most two lines, then each player's name whole on one line (up to `PLAYER_ONE_LINE`),
then a Problem's power line on one line ("power Player 1 0 · Player 2 0", `counters_room`; it
wraps in its cell where the room is short), then every card name whole on one line; the
Counters / attached column takes the rest. At 1024×700 the
Player column held "Alexandra Montgomery" on two lines of 125 pixels while the card names beside
it went to three and four lines; at 1600 pixels it still broke the name though the pane had room."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem, QTreeView

from tourney.gui.match_table_delegates import NUMBER_MARK, NameDelegate, text_margin

COUNTERS_ROOM = "power P0 10 · P1 10"
"""The least the Counters / attached column keeps room for on a line when the Card column widens
(its longer cells wrap, `WrappingDelegate`); a Problem's power line naming the players
("power Player 1 0 · Player 2 0") takes more, and has it (`counters_room`)."""
SUMMARY_BREAK = "; "
"""Where a Problem's heading goes on to its next part ("power P0 3 · P1 2; P0 meets it")."""
TABLE_MOST_ASKED = 560
"""The most width the table asks of its splitter for its columns at their least (`BoardColumns`):
players named at length ask for more than a 1024-pixel window can give and leave the hands and
piles and the card their room; the table then scrolls across."""
NAME_FLOOR = "Twilight Spa…  #99"
"""The narrowest the Card column gets as the pane narrows: a name then goes on to more lines."""
NAME_LINES = 2
"""The most lines a name takes in the board's Card column where the pane has the room (a name on
three lines read as two cards at a glance): the column is given that room before the Player
column grows, and the table asks its splitter for it (`TABLE_MOST_ASKED` at most); where even
that is too narrow, a name goes on to a third line, whole."""
PLAYER_ONE_LINE = "Bartholomew Smith-Whitaker"
"""The widest the Player column grows for a player's name on one line: a longer one (a name may
take 60 characters) goes on to more lines however wide the window."""


class BoardColumns(QObject):
    """Keeps the board's Card and Player columns fitted (`fit`) to the position shown and the
    pane's width: each resize of the view's pane fits them again, as a reload of the board does,
    so they follow the judge's splitters and window edge. A column the judge made wider by hand
    than its fitted width stays as it is while the pane holds it."""

    def __init__(self, view: QTreeView, player_column: int, last_column: int, player_least: int,
                 padding: int) -> None:
        super().__init__(view)
        self._view = view
        self._player = player_column
        self._last = last_column
        self._player_least = player_least
        self._padding = padding
        self._player_fitted: int | None = None
        """The width last given the Player column; another width is the judge's own."""
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # (with no game too: the headings fit the pane)
            self.fit()
        return False

    def fit(self) -> None:
        """Share the pane's room between the Card and Player columns in the turns the module
        says, and ask the splitter for the width the columns need at the least."""
        view = self._view
        header = view.header()
        others = sum(view.columnWidth(column) for column in range(self._player + 1, self._last)
                     if not view.isColumnHidden(column))
        heading = header.sectionSizeHint(self._last)  # (the Counters / attached heading whole)
        power = max(counters_room(view, self._last), heading)
        floor = max(view.fontMetrics().horizontalAdvance(NAME_FLOOR), widest_word(view))
        least, whole = self._player_widths()
        width = view.columnWidth(self._player)
        judged = self._player_fitted is not None and width != self._player_fitted and width >= least
        if judged:
            least = whole = width
        names = view.sizeHintForColumn(0)
        two_lines = lines_width(view, NAME_LINES, floor, names)
        # (the splitter gives the table the room for names on two lines, as far as it may ask)
        asked = min(two_lines + least + others + power + view.width() - view.viewport().width(), TABLE_MOST_ASKED)
        if view.minimumWidth() != asked:
            view.setMinimumWidth(asked)
        across = view.viewport().width() - others  # (for the Card, Player and Counters columns)
        card = max(min(two_lines, across - heading - least), floor)
        player = max(least, min(whole, across - heading - card))
        # (a Problem's power line, "power Player 1 0 · Player 2 0", on one line as far as the room
        # left goes; it wraps in its cell beyond)
        room = across - max(heading, min(power, across - card - player))  # (for the Card and Player columns)
        card = max(card, min(names, room - player))
        if not judged and player != width:
            header.resizeSection(self._player, player)
            self._player_fitted = player
        current = view.columnWidth(0)
        if names < current <= room - player:
            return  # (the judge's own, wider than its names)
        if card != current:
            header.resizeSection(0, card)

    def _player_widths(self) -> tuple[int, int]:
        """The Player column's widths for the position shown: each word on a line (its least,
        and no less than `player_least`), and the longest name whole on a line (up to
        `PLAYER_ONE_LINE`'s width)."""
        view = self._view
        texts = column_texts(view, self._player)
        widest = max((metrics.horizontalAdvance(text) for text, metrics in texts), default=0)
        word = max((metrics.horizontalAdvance(part) for text, metrics in texts for part in text.split()), default=0)
        most = max((metrics.horizontalAdvance(PLAYER_ONE_LINE) for _text, metrics in texts), default=0)
        # (a word on a line needs only the cell's margins, and a pixel either side for rounding)
        least = max(word + text_margin(view.style(), view) + 2, self._player_least)
        return least, max(min(widest, most) + self._padding, least)


def tree_indexes(model: QAbstractItemModel) -> Iterator[QModelIndex]:
    """The first-column index of every row of a tree model at any depth, each before the rows
    it holds: the board nests its rows (an area's cards, a card's attachments)."""
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            stack.append(index)
            yield index


def column_texts(view: QTreeView, column: int) -> list[tuple[str, QFontMetrics]]:
    """Every row's text in `column` with the metrics of its row's font (a heading's is bold)."""
    texts: list[tuple[str, QFontMetrics]] = []
    for index in tree_indexes(view.model()):
        text = str(index.siblingAtColumn(column).data() or "")
        if text:
            texts.append((text, _metrics(view, index)))
    return texts


def lines_width(view: QTreeView, most: int, low: int, high: int) -> int:
    """The narrowest width of the Card column, from `low` to `high`, at which each of its names
    (a heading spanned across the view aside) takes no more than `most` lines as its delegate
    breaks them (`name_lines`), or `high` where none short of it does."""
    delegate = view.itemDelegateForColumn(0)
    if not isinstance(delegate, NameDelegate):
        return high
    cells = []
    stack = [(QModelIndex(), 1)]
    while stack:
        parent, depth = stack.pop()
        for row in range(view.model().rowCount(parent)):
            index = view.model().index(row, 0, parent)
            stack.append((index, depth + 1))
            if not view.isFirstColumnSpanned(row, parent):
                cells.append((index, depth * view.indentation()))

    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.widget = view  # type: ignore[attr-defined]
    option.rect = QRect(0, 0, high, 1)  # type: ignore[attr-defined]
    measured = []
    for index, indent in cells:
        shown = QStyleOptionViewItem(option)
        delegate.initStyleOption(shown, index)
        # (what the style and margins take of a cell's width, the same at any width)
        taken = high - delegate.text_room(shown) + indent
        measured.append((index, shown.text, QFontMetrics(shown.fontMetrics), taken))  # type: ignore[attr-defined]

    def fits(width: int) -> bool:
        return all(delegate.broken_text(index, text, metrics, max(width - taken, 1)).count("\n") < most
                   for index, text, metrics, taken in measured)

    while low < high:  # (a wider column never breaks a name onto more lines)
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle + 1
    return high


def counters_room(view: QTreeView, column: int) -> int:
    """How wide the Counters / attached column must be for each part of an area's heading there
    to hold a line ("power Player 1 0 · Player 2 0;", then "Player 1 meets it"), in the heading's
    bold, and no less than `COUNTERS_ROOM`: kept for "power P0 10 · P1 10" only, the power line
    of a board naming its players went on to a second line. Measured from the position shown,
    as the Card column's names are (a longer cell, a card's attachments, wraps)."""
    model = view.model()
    widest = view.fontMetrics().horizontalAdvance(COUNTERS_ROOM)
    for row in range(model.rowCount() if model is not None else 0):
        index = model.index(row, column)
        parts = str(index.data() or "").split(SUMMARY_BREAK)
        for number, part in enumerate(parts):
            line = part + (SUMMARY_BREAK.rstrip() if number < len(parts) - 1 else "")
            widest = max(widest, _metrics(view, index).horizontalAdvance(line))
    return widest + text_margin(view.style(), view) + 1  # (and a pixel, as `NameDelegate.shown_text`)


def widest_word(view: QTreeView) -> int:
    """How wide the Card column must be for each word of its names to fit a line beside its
    row's indentation: a card attached to another, three levels in, had "Marvelous" drawn
    "Ma…us" at the column's narrowest."""
    model = view.model()
    margin = text_margin(view.style(), view) + 1  # (and a pixel, as `NameDelegate.shown_text`)
    widest = 0
    stack = [(QModelIndex(), 1)]
    while stack:
        parent, depth = stack.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            stack.append((index, depth + 1))
            words = str(index.data() or "").replace(NUMBER_MARK, " ").split(" ")
            longest = max((_metrics(view, index).horizontalAdvance(word) for word in words), default=0)
            widest = max(widest, longest + depth * view.indentation() + margin)
    return widest


def _metrics(view: QTreeView, index: QModelIndex) -> QFontMetrics:
    """The metrics of the font a row is drawn in (a heading's bold)."""
    font = index.data(Qt.ItemDataRole.FontRole)
    return QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
