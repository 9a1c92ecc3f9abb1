"""A pane's text read whole in a window of its own: a long "why not?" answer or a rule cut by the
room its pane has at a small screen.

The match table's rule and Why panes share the row under the table with the log; at 1024×700 a
rule keeps two lines and a 30-line answer scrolls in its box, however the panes give way. The
pane then offers a link ("Show whole rule", "Show whole answer") that opens its text here, as
tall as the screen allows and resizable, the table staying as it is beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

WHOLE_WIDTH = 760
"""How wide the window opens (at most the screen's width): lines a judge reads at a glance."""
SCREEN_MARGIN = 60
"""What the window leaves of the screen's height and width (its frame and title bar)."""


class WholeTextDialog(QDialog):
    """A pane's whole text (`show_text`), scrolled only where the screen is shorter than it;
    it stays open beside the table, not modal, and follows the pane while open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wholeTextDialog")
        self.setModal(False)
        self.heading_label = QLabel()
        self.heading_label.setObjectName("wholeTextHeading")
        self.heading_label.setWordWrap(True)
        self.text_label = QLabel()
        self.text_label.setObjectName("wholeText")
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.text_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading_label)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.buttons)

    def show_text(self, title: str, heading: str, text: str) -> None:
        """Show `text` under `heading` (rich text), sized to hold it whole where the screen has
        the room, and bring the window to the front."""
        self.setWindowTitle(title)
        self.heading_label.setText(heading)
        self.text_label.setText(text)
        screen = (self.parentWidget() or self).screen().availableGeometry()
        width = min(WHOLE_WIDTH, screen.width() - SCREEN_MARGIN)
        layout = self.layout()
        margins = layout.contentsMargins()
        across = width - margins.left() - margins.right()
        room = across - self.scroll.verticalScrollBar().sizeHint().width()  # (measured beside a bar)
        others = (self.heading_label.heightForWidth(across) + self.buttons.sizeHint().height()
                  + 2 * layout.spacing() + margins.top() + margins.bottom())
        height = min(self.text_label.heightForWidth(room) + others + 2, screen.height() - SCREEN_MARGIN)
        self.resize(width, height)
        self.show()
        self.raise_()
        self.activateWindow()

    def text(self) -> str:
        return self.text_label.text()
