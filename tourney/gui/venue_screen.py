"""The venue screen: the round's pairings by name in large type, scrolling, the time left in a corner.

A window for the room's projector or television, like the round clock. It
shows what the players' site shows at `/screen` (the same service,
`player_pages.live_pairings`), so a second computer can drive a projector
from a browser instead. It scrolls slowly through the alphabet, waits at the
end, and starts again from the top; changes made at any station appear as
the window hears of them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.services.player_pages import LivePairings, live_pairings

SCROLL_EVERY_MS = 40
PAUSE_TICKS = 75  # about three seconds at each end
COLUMNS = 2


class VenueScreen(QWidget):
    """Pairings by name for the whole room; Esc or F11 leaves full screen."""

    def __init__(self, context: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("venueScreen")
        self.setWindowTitle("Venue screen")
        self.context = context
        self.event_id = event_id
        self.data: LivePairings | None = None
        self.title_label = QLabel()
        self.title_label.setObjectName("venueTitle")
        self.clock_label = QLabel()
        self.clock_label.setObjectName("venueClock")
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        # An untimed round's corner holds a sentence and a top-cut heading is long: on one line
        # each, they held the window wider than the screen and the second column of names off it.
        self.title_label.setWordWrap(True)
        self.clock_label.setWordWrap(True)
        self.lines = QWidget()
        self.grid = QGridLayout(self.lines)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("venueScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.lines)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.clock_label)  # the time left, in the top right corner
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.scroll, 1)
        self.setStyleSheet(
            "#venueScreen, #venueLines, #venueScroll { background: #111; border: none; } "
            "#venueScreen QLabel { color: #f4f4f4; } "
            "#venueClock { background: #3b2e6e; padding: 4px 14px; } "
            "QLabel[table='true'] { color: #ffcc66; }"
        )
        self._wait = PAUSE_TICKS
        self.scroll_timer = QTimer(self)
        self.scroll_timer.setInterval(SCROLL_EVERY_MS)
        self.scroll_timer.timeout.connect(self.scroll_step)
        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(1000)
        self.clock_timer.timeout.connect(self.show_clock)
        context.data_changed.connect(self._on_data_changed)
        self.resize(1280, 720)
        self.reload()
        self.scroll_timer.start()
        self.clock_timer.start()

    def _font(self, scale: float, *, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(12.0, self.height() / 720 * scale))
        font.setBold(bold)
        return font

    def reload(self) -> None:
        """Read the round again and lay the names out in large type."""
        event_id = self.event_id
        self.data = self.context.read(lambda s: live_pairings(s, event_id))
        position = self.scroll.verticalScrollBar().value()
        # A fresh sheet of names each time (the scroll area lets go of the old one).
        self.lines = QWidget()
        self.lines.setObjectName("venueLines")
        self.grid = QGridLayout(self.lines)
        self.grid.setHorizontalSpacing(40)
        data = self.data
        self.title_label.setFont(self._font(30, bold=True))
        if data.round_number is None:
            self.title_label.setText(f"{data.event_name}: no round published yet")
        else:
            self.title_label.setText(f"{data.event_name}: pairings of {data.round_title}")
        per_column = max(1, -(-len(data.lines) // COLUMNS))
        for index, line in enumerate(data.lines):
            column, row = divmod(index, per_column)
            table = QLabel("" if line.table is None else str(line.table))
            table.setProperty("table", True)
            table.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setFont(self._font(26, bold=True))
            opponent = line.opponent if line.opponent is not None else "bye"
            names = QLabel(f"{line.player}  –  {opponent}")
            names.setFont(self._font(26))
            # Long names wrap within their column, as the web screen's lines do: on one line
            # they held the second column past the right edge of a small screen.
            names.setWordWrap(True)
            self.grid.addWidget(table, row, column * 2)
            self.grid.addWidget(names, row, column * 2 + 1)
        for column in range(COLUMNS):
            self.grid.setColumnStretch(column * 2 + 1, 1)  # the columns of names share the width
        self.grid.setRowStretch(per_column, 1)
        self.scroll.setWidget(self.lines)
        self.scroll.verticalScrollBar().setValue(position)
        # an untimed round's sentence in smaller type than a time left, as the web screen sets it
        untimed = data.clock is not None and bool(data.clock.untimed)
        self.clock_label.setFont(self._font(18 if untimed else 30, bold=True))
        self.clock_label.setMinimumWidth(self.clock_label.maximumWidth() if untimed else 0)
        self.show_clock()

    def show_clock(self) -> None:
        clock = self.data.clock if self.data is not None else None
        words = clock.words_at(datetime.now(UTC)) if clock is not None else ""
        self.clock_label.setText(words)
        self.clock_label.setVisible(bool(words))

    def scroll_step(self) -> None:
        """One pixel down; at the end wait, then back to the top and wait again."""
        if self._wait > 0:
            self._wait -= 1
            return
        bar = self.scroll.verticalScrollBar()
        if bar.value() >= bar.maximum():
            bar.setValue(0)
            self._wait = PAUSE_TICKS
            return
        bar.setValue(bar.value() + 1)
        if bar.value() >= bar.maximum():
            self._wait = PAUSE_TICKS

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.close()
        elif area in ("rounds", "results", "players", "clock", "events") or area.startswith(
            "result:"
        ):
            self.reload()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the corner takes at most two fifths of the width, the heading the rest
        self.clock_label.setMaximumWidth(max(200, self.width() * 2 // 5))
        super().resizeEvent(event)
        if self.data is not None:
            self.reload()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            if self.isFullScreen():
                self.showNormal()
            elif event.key() == Qt.Key.Key_F11:
                self.showFullScreen()
            return
        super().keyPressEvent(event)
