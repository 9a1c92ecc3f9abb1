"""Event → Share on the network…: the players' pages started and stopped from the window.

The pages run on a database connection of their own (another `Database` on
the same file or server), so what players report reaches this window the way
another station's change does, through the change notification, and the
Rounds tab follows it. While sharing is on the event remembers the address,
so every station's pairings printout carries it with its QR code.
"""

from __future__ import annotations

import contextlib
import io

import segno
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.db.database import open_database
from tourney.errors import UserError, ValidationError
from tourney.gui.context import ActionFailed, AppContext
from tourney.gui.errors import show_user_error
from tourney.gui.printing import ReportPrinter
from tourney.services import player_codes
from tourney.services.phone_options import mark_shared, phone_options, set_phone_options
from tourney.web.server import DEFAULT_PORT, PageServer, local_addresses


def qr_pixmap(text: str, *, scale: int = 6) -> QPixmap:
    """The QR code of `text` as an image for the screen."""
    pixmap = QPixmap()
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=scale, border=2)
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class Sharing(QObject):
    """The running players' pages of this window (at most one event at a time)."""

    changed = Signal()

    def __init__(self, context: AppContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.server: PageServer | None = None
        self.event_id: int | None = None
        context.data_changed.connect(self._on_data_changed)

    @property
    def address(self) -> str | None:
        return self.server.address if self.server is not None else None

    def start(self, event_id: int, host: str, port: int) -> str:
        """Serve the event's pages on `host`:`port`; refusals are `UserError`s."""
        self.stop()
        mine = self.context.database
        if mine.path is None and not mine.url.startswith("postgresql"):
            raise ValidationError("a database kept in memory cannot be shared: open a file")
        database = open_database(mine.url, clock=mine.clock, actor=mine.actor, station=mine.station)
        server = PageServer(database, event_id, host=host, port=port)
        try:
            address = server.start()
        except UserError:
            database.close()
            raise
        self.server, self.event_id = server, event_id
        self.context.run(None, lambda s: mark_shared(s, event_id, address), changes="events")
        self.changed.emit()
        return address

    def stop(self) -> None:
        """Stop serving (phones then get no answer) and forget the address."""
        server, event_id = self.server, self.event_id
        if server is None:
            return
        self.server, self.event_id = None, None
        server.stop()
        server.database.close()
        if event_id is not None:
            with contextlib.suppress(ActionFailed):  # the event is gone: nothing to forget
                self.context.run(None, lambda s: mark_shared(s, event_id, None), changes="events",
                                 show_refusal=False)
        self.changed.emit()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.stop()


class ShareDialog(QDialog):
    """Start or stop sharing, choose the interface and port and what players may do."""

    def __init__(self, context: AppContext, sharing: Sharing, event_id: int,
                 printer: ReportPrinter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle("Share on the network")
        self.context = context
        self.sharing = sharing
        self.event_id = event_id
        self.printer = printer
        options = context.read(lambda s: phone_options(s, event_id))

        self.host_combo = QComboBox()
        self.host_combo.setObjectName("shareHost")
        self.host_combo.setEditable(True)
        self.host_combo.addItems(local_addresses())
        self.host_combo.setToolTip(
            "The pages listen on this address of this computer only: choose the one on the "
            "venue's Wi-Fi (127.0.0.1 is this computer alone)"
        )
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("sharePort")
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.reports_check = QCheckBox("Players report their results (with the code on their slip)")
        self.reports_check.setObjectName("shareReports")
        self.reports_check.setChecked(options.reports)
        self.decks_check = QCheckBox("Players send their deck lists until registration closes")
        self.decks_check.setObjectName("shareDeckLists")
        self.decks_check.setChecked(options.deck_lists)
        self.start_button = QPushButton()
        self.start_button.setObjectName("shareStart")
        self.start_button.clicked.connect(self.toggle)
        self.codes_button = QPushButton("Print players' codes…")
        self.codes_button.setObjectName("shareCodes")
        self.codes_button.setToolTip("A slip per player with their code, to cut apart and hand out")
        self.codes_button.clicked.connect(self.print_codes)
        self.address_label = QLabel()
        self.address_label.setObjectName("shareAddress")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.address_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.address_label.setFont(font)
        self.qr_label = QLabel()
        self.qr_label.setObjectName("shareQr")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        form = QFormLayout()
        form.addRow("Listen on &address:", self.host_combo)
        form.addRow("&Port:", self.port_spin)
        form.addRow(self.reports_check)
        form.addRow(self.decks_check)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.codes_button)
        buttons.addStretch(1)
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.address_label)
        layout.addWidget(self.qr_label)
        layout.addLayout(buttons)
        self.reports_check.toggled.connect(self.save_options)
        self.decks_check.toggled.connect(self.save_options)
        sharing.changed.connect(self.show_state)
        self.show_state()

    def save_options(self) -> bool:
        event_id = self.event_id
        reports, decks = self.reports_check.isChecked(), self.decks_check.isChecked()
        return self.context.try_run(
            self, lambda s: set_phone_options(s, event_id, reports=reports, deck_lists=decks),
            changes="events",
        )

    def toggle(self) -> bool:
        """Start sharing (or stop it when on); True when it is on afterwards."""
        if self.sharing.server is not None and self.sharing.event_id == self.event_id:
            self.sharing.stop()
            return False
        try:
            self.sharing.start(self.event_id, self.host_combo.currentText().strip(),
                               self.port_spin.value())
        except UserError as exc:
            show_user_error(self, str(exc))
            return False
        return True

    def show_state(self) -> None:
        on = self.sharing.server is not None and self.sharing.event_id == self.event_id
        self.start_button.setText("&Stop sharing" if on else "&Start sharing")
        self.host_combo.setEnabled(not on)
        self.port_spin.setEnabled(not on)
        address = self.sharing.address if on else None
        if address:
            self.address_label.setText(address)
            pixmap = qr_pixmap(address)
            self.qr_label.setPixmap(pixmap)
            self.qr_label.setMinimumSize(pixmap.size())
            self.adjustSize()
        else:
            self.address_label.setText("Not shared: phones cannot see this event.")
            self.qr_label.clear()
            self.qr_label.setMinimumSize(0, 0)

    def print_codes(self) -> object | None:
        """Give every player a code (late entrants too), then save the slips to print."""
        event_id = self.event_id
        if not self.context.try_run(self, lambda s: player_codes.ensure_codes(s, event_id),
                                    changes="players"):
            return None
        if self.printer is None:
            return None
        return self.printer.choose_file(event_id, "codes")
