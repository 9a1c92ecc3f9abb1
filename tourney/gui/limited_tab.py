"""The Limited tab of a Sealed Deck or Booster Draft event: product, pods and pools.

The organizer chooses what is opened (a block's recommended product or
their own packs), seats the draft pods from a recorded seed and decides
whether round 1 is paired inside them; the scorekeeper registers each
player's pool (typed, pasted, or generated for a practice event) and prints
the seating, the pool sheets and the limited deck-list form. Everything
goes through the same services as `tourney pod` and `tourney pool`.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.plural import how_many
from tourney.gui.context import ActionFailed, AppContext
from tourney.gui.dialogs import open_dialog
from tourney.gui.printing import ReportPrinter
from tourney.gui.table_models import Column, RowFilterProxy, RowTableModel
from tourney.gui.table_views import LoadsWhenShown, select_row, selected_row, setup_list_view
from tourney.services import events, limited, pods, pools, printouts
from tourney.services.pods import SeatRow
from tourney.services.pools import PoolLine

OWN_PACKS = "__own__"


class SeatTableModel(RowTableModel[SeatRow]):
    columns = (
        Column("Pod", lambda r: str(r.pod), lambda r: (r.pod, r.seat), align_right=True),
        Column("Seat", lambda r: str(r.seat), lambda r: (r.pod, r.seat), align_right=True),
        Column("Player", lambda r: r.player_name, lambda r: r.player_name.casefold()),
        Column("Passes left to", lambda r: r.left_name, lambda r: r.left_name.casefold()),
        Column("Passes right to", lambda r: r.right_name, lambda r: r.right_name.casefold()),
    )

    def tooltip(self, row: SeatRow) -> str:
        """Everyone at the seat, whole, whatever the columns' widths."""
        return (f"Pod {row.pod}, seat {row.seat}: {row.player_name}\n"
                f"passes left to {row.left_name}\npasses right to {row.right_name}")


SEAT_NAME_COLUMNS = (2, 3, 4)
"""Player, Passes left to and Passes right to: each holds the pod's names, so they share the
list's width equally."""


class PoolTableModel(RowTableModel[PoolLine]):
    columns = (
        Column("Player", lambda r: r.player_name, lambda r: r.player_name.casefold()),
        Column("Player no.", lambda r: r.player_number or "", lambda r: r.player_number or ""),
        Column("Pod / seat", lambda r: f"{r.pod} / {r.seat}" if r.pod else "—",
               lambda r: (r.pod or 999, r.seat or 0)),
        Column("Pool", lambda r: r.pool_words, lambda r: r.card_count or -1),
        Column("Deck list", lambda r: r.deck_status or "none", lambda r: r.deck_status or ""),
    )


class PoolDialog(QDialog):
    """Type or paste a player's pool: '3 Card Name' or 'PR12' lines; extras under 'Extras'."""

    def __init__(self, context: AppContext, event_id: int, line: PoolLine, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("poolDialog")
        self.setWindowTitle(f"Pool of {line.player_name}")
        self.context = context
        self.event_id = event_id
        self.registration_id = line.registration_id
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("poolText")
        self.editor.setPlaceholderText(
            "One card a line: '3 Rainbow Dash, Hanging Out' or 'CN1' (set and number).\n"
            "Cards of a special pool go under a line 'Extras'."
        )
        existing = context.read(lambda s: pools.get_pool(s, line.registration_id))
        if existing is not None:
            self.editor.setPlainText(existing.raw_text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Register pool")
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Every card {line.player_name} opened or drafted:"))
        layout.addWidget(self.editor, 1)
        layout.addWidget(buttons)
        self.resize(520, 460)

    def submit(self) -> bool:
        text = self.editor.toPlainText()
        try:
            self.context.run(
                self, lambda s: pools.register_pool(s, self.event_id, self.registration_id, text),
                changes="decklists",
            )
        except ActionFailed:
            return False  # the message was shown; the typed text stays for correcting
        self.accept()
        return True


CONTENT_MIN_HEIGHT = 420
"""Below this the tab scrolls: the product, and a few rows of the seating and of the pools."""


class _FitsTheScrollArea(QWidget):
    """The tab's content, as tall as the scroll area shows (never shorter than its minimum).

    Its wrapped labels give it a height for its width, and a scroll area makes such a widget
    as tall as it would like to be: at 1024x700 the content ran past the bottom and the Pools
    list showed about one row above the fold. Answering with the minimum instead lets the
    scroll area fit it to what is on screen, the lists sharing the rest of the height.
    """

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        needed = layout.minimumSize().height() if layout is not None else 0
        return max(self.minimumHeight(), needed)


class LimitedTab(LoadsWhenShown):
    """Product, pods and pools of a limited event (hidden for constructed events)."""

    title = "Limited"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("limitedTab")
        self.context = context
        self.event_id: int | None = None
        self.applies = False
        self.dialog: QDialog | None = None
        self.printer = ReportPrinter(context, self)

        self.product_label = QLabel()
        self.product_label.setObjectName("productLabel")
        self.product_label.setWordWrap(True)
        self.block_combo = QComboBox()
        self.block_combo.setObjectName("blockCombo")
        self.packs_edit = QLineEdit()
        self.packs_edit.setObjectName("packsEdit")
        self.packs_edit.setPlaceholderText("e.g. 2 packs Marks in Time, 1 pack High Magic, 1 pack Equestrian Odysseys")
        self.product_button = QPushButton("Use this &product")
        self.product_button.clicked.connect(self.apply_product)
        self.block_combo.currentIndexChanged.connect(self._block_chosen)
        product_box = QGroupBox("Product")
        product_layout = QVBoxLayout(product_box)
        product_layout.addWidget(self.product_label)
        choose = QHBoxLayout()
        choose.addWidget(self.block_combo)
        choose.addWidget(self.packs_edit, 1)
        choose.addWidget(self.product_button)
        product_layout.addLayout(choose)

        self.seat_button = QPushButton("Seat p&ods")
        self.seat_button.setToolTip("Seat every player still in the event into pods, from a recorded seed")
        self.seat_button.clicked.connect(self.seat_pods)
        self.round1_check = QCheckBox("Pair round &1 inside the pods")
        self.round1_check.setObjectName("round1InPods")
        self.round1_check.toggled.connect(self.set_round1_in_pods)
        self.print_pods_button = QPushButton("Print seat&ing…")
        self.print_pods_button.clicked.connect(lambda: self._print("pods"))
        self.pods_label = QLabel()
        self.pods_label.setObjectName("podsLabel")
        self.pods_label.setWordWrap(True)
        self.seat_model = SeatTableModel(self)
        self.seat_proxy = QSortFilterProxyModel(self)
        self.seat_proxy.setSourceModel(self.seat_model)
        self.seat_view = QTableView()
        # The three name columns share the width and a long name goes on to a second line in a
        # taller row: sized to their names, the last column was left what the first two did
        # not take, and "Passes right to" lost the end of a long name at 1024 pixels.
        setup_list_view(self.seat_view, self.seat_proxy, name="seatsView", stretch=SEAT_NAME_COLUMNS)
        self.seat_view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.pods_box = QGroupBox("Draft pods")
        pods_layout = QVBoxLayout(self.pods_box)
        pod_buttons = QHBoxLayout()
        pod_buttons.addWidget(self.seat_button)
        pod_buttons.addWidget(self.round1_check)
        # beside the buttons, not under them: a line more for the seats below
        pod_buttons.addWidget(self.pods_label, 1)
        pod_buttons.addWidget(self.print_pods_button)
        pods_layout.addLayout(pod_buttons)
        pods_layout.addWidget(self.seat_view, 1)

        self.pool_model = PoolTableModel(self)
        self.pool_proxy = RowFilterProxy(self)
        self.pool_proxy.setSourceModel(self.pool_model)
        self.pool_view = QTableView()
        setup_list_view(self.pool_view, self.pool_proxy, name="poolsView", compact=True)
        self.pool_view.doubleClicked.connect(lambda _index: self.open_pool_dialog())
        self.register_button = QPushButton("&Register pool…")
        self.register_button.clicked.connect(self.open_pool_dialog)
        self.generate_button = QPushButton("&Generate practice pools")
        self.generate_button.setToolTip(
            "Open booster packs from the card database for every player without a pool "
            "(practice events; the seed is recorded)"
        )
        self.generate_button.clicked.connect(self.generate_pools)
        self.sheet_button = QPushButton("Print poo&l sheet…")
        self.sheet_button.clicked.connect(lambda: self._print("pool-sheet", for_player=True))
        self.form_button = QPushButton("Print deck-list for&m…")
        self.form_button.clicked.connect(lambda: self._print("decklist-form", for_player=True))
        pools_box = QGroupBox("Pools")
        pools_layout = QVBoxLayout(pools_box)
        pool_buttons = QHBoxLayout()
        for button in (self.register_button, self.generate_button):
            pool_buttons.addWidget(button)
        pool_buttons.addStretch(1)
        for button in (self.sheet_button, self.form_button):
            pool_buttons.addWidget(button)
        pools_layout.addLayout(pool_buttons)
        pools_layout.addWidget(self.pool_view, 1)
        self.status_label = QLabel()
        self.status_label.setObjectName("limitedStatus")

        # The pods and the pools share the height, the pools a little more (once the players
        # are seated, registering pools is the work left), and the organizer can drag the
        # line between them.
        self.lists_splitter = QSplitter(Qt.Orientation.Vertical)
        self.lists_splitter.setObjectName("limitedLists")
        self.lists_splitter.setChildrenCollapsible(False)
        self.lists_splitter.addWidget(self.pods_box)
        self.lists_splitter.addWidget(pools_box)
        # In a scroll area: the three boxes must not make the event window taller than it can be.
        content = _FitsTheScrollArea()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(product_box)
        inner.addWidget(self.lists_splitter, 1)
        content.setMinimumHeight(CONTENT_MIN_HEIGHT)
        scroll = QScrollArea()
        scroll.setObjectName("limitedScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status_label)
        context.data_changed.connect(self._on_data_changed)

    # -- loading -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.applies = False
        if event_id is not None:
            self.applies = self.context.read(
                lambda s: limited.is_limited(events.require_event(s, event_id))
            )
        self.reload_when_seen()

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("events", "players", "decklists", "rounds"):
            if area == "events" and self.event_id is not None:
                self.set_event(self.event_id)
            else:
                self.reload_when_seen()

    def refresh(self) -> None:
        self.stale = False
        event_id = self.event_id
        if event_id is None or not self.applies:
            self.seat_model.set_rows([])
            self.pool_model.set_rows([])
            self.product_label.setText("This event is not a Sealed Deck or Booster Draft event.")
            return
        setup = self.context.read(lambda s: limited.limited_setup(s, event_id))
        choices = self.context.read(lambda s: limited.block_choices(s, event_id))
        view = self.context.read(lambda s: pods.pods_view(s, event_id))
        lines = self.context.read(lambda s: pools.list_pools(s, event_id))
        status = self.context.read(lambda s: events.get_event(s, event_id).status)
        started = status != "setup"
        packs = "; ".join(
            f"pack {p.number}: {p.set_name}" + (f" (pass {p.direction})" if p.direction else "")
            for p in setup.packs
        )
        note = f"\nNote: {setup.pack_count_note}" if setup.pack_count_note else ""
        self.product_label.setText(f"{setup.kind_label}: {setup.product_label}\n{packs}{note}")
        self.block_combo.blockSignals(True)
        self.block_combo.clear()
        for choice in choices:
            self.block_combo.addItem(f"{choice.name}: {choice.product_label}", choice.id)
        self.block_combo.addItem("Organizer's own packs…", OWN_PACKS)
        index = self.block_combo.findData(setup.block_id if setup.block_id else OWN_PACKS)
        self.block_combo.setCurrentIndex(max(index, 0))
        self.block_combo.blockSignals(False)
        self._block_chosen()
        for widget in (self.block_combo, self.packs_edit, self.product_button, self.seat_button,
                       self.generate_button):
            widget.setEnabled(not started)
        # a late entrant's pool is taken while the event runs, none once it is finished
        finished = status == "finished"
        self.register_button.setEnabled(not finished)
        self.register_button.setToolTip(
            "The event is finished: its pools stay as registered." if finished else ""
        )
        self.pods_box.setVisible(setup.kind == "draft")
        self.seat_model.set_rows([seat for pod in view.pods for seat in pod.seats])
        self.round1_check.blockSignals(True)
        self.round1_check.setChecked(view.round1_in_pods)
        self.round1_check.blockSignals(False)
        self.round1_check.setEnabled(not started)
        if view.pods:
            sizes = ", ".join(f"pod {p.number}: {p.size}" for p in view.pods)
            text = f"{how_many(len(view.pods), 'pod')} ({sizes}); seating seed {view.seed}."
        else:
            text = f"Not seated yet: pods of about {setup.pod_size} players."
        if view.unseated:
            text += " Not seated: " + ", ".join(view.unseated) + "."
        self.pods_label.setText(text)
        selected = self.selected_line()
        self.pool_model.set_rows(lines)
        if selected is not None:
            self.select_player(selected.registration_id)
        missing = sum(1 for x in lines if x.card_count is None)
        self.status_label.setText(
            f"{len(lines) - missing} of {how_many(len(lines), 'pool')} registered."
            + (f" {missing} still to register." if missing else "")
        )

    # -- actions -------------------------------------------------------------------
    def _block_chosen(self) -> None:
        own = self.block_combo.currentData() == OWN_PACKS
        self.packs_edit.setVisible(own)

    def apply_product(self) -> bool:
        event_id = self.event_id
        if event_id is None:
            return False
        block = self.block_combo.currentData()
        if block == OWN_PACKS:
            text = self.packs_edit.text()
            return self.context.try_run(
                self, lambda s: limited.set_product(s, event_id, packs=text), changes="events")
        return self.context.try_run(
            self, lambda s: limited.set_product(s, event_id, block=str(block)), changes="events")

    def seat_pods(self) -> bool:
        event_id = self.event_id
        if event_id is None:
            return False
        return self.context.try_run(self, lambda s: pods.seat_pods(s, event_id), changes="players")

    def set_round1_in_pods(self, checked: bool) -> bool:
        event_id = self.event_id
        if event_id is None:
            return False
        done = self.context.try_run(
            self, lambda s: pods.set_round1_in_pods(s, event_id, checked), changes="events")
        if not done:
            self.reload_when_seen()
        return done

    def selected_line(self) -> PoolLine | None:
        return selected_row(self.pool_view, PoolLine)

    def select_player(self, registration_id: int) -> None:
        select_row(self.pool_view, PoolLine, lambda row: row.registration_id == registration_id)

    def open_pool_dialog(self) -> PoolDialog | None:
        line = self.selected_line()
        if line is None or self.event_id is None:
            self.status_label.setText("Select a player first.")
            return None
        dialog = PoolDialog(self.context, self.event_id, line, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.dialog = dialog
        open_dialog(dialog)
        return dialog

    def generate_pools(self) -> bool:
        event_id = self.event_id
        if event_id is None:
            return False
        return self.context.try_run(self, lambda s: pools.generate_pools(s, event_id), changes="decklists")

    def _print(self, kind: str, *, for_player: bool = False) -> object | None:
        if self.event_id is None:
            return None
        line = self.selected_line() if for_player else None
        if line is None:
            return self.printer.choose_file(self.event_id, kind)
        return self.printer.choose_file(
            self.event_id, kind, player=line.registration_id,
            file_name=printouts.player_file_name(kind, line.player_name, line.player_number),
        )
