"""Input dialogs for events and players.

Each dialog only collects values; pressing OK hands them to a `submit`
callback that calls the service. If the service refuses, the message is
shown and the dialog stays open with the user's input, so nothing typed is
lost. Dialogs are opened with `open()` (never `exec()`), which keeps them
drivable from tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any, TypeVar

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.table_models import format_label
from tourney.services import topcut
from tourney.services.events import EventRow, GameSystemChoice
from tourney.services.gui_queries import tier_consequences
from tourney.services.players import PlayerRow


def _to_qdate(value: date) -> QDate:
    return QDate(value.year, value.month, value.day)


def _from_qdate(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


class SubmitDialog(QDialog):
    """A dialog whose OK runs `submit(values)` and closes only when it returns True."""

    def __init__(self, parent: QWidget | None, submit: Callable[..., bool]) -> None:
        super().__init__(parent)
        self._submit = submit
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def showEvent(self, event: QShowEvent) -> None:
        fit_texts(self)
        super().showEvent(event)

    def values(self) -> object:  # pragma: no cover - every dialog overrides
        raise NotImplementedError

    def accept(self) -> None:
        if self._submit(self.values()):
            super().accept()


# Room a window manager takes from a title bar for its icon and buttons, and a line edit
# takes around its text (frame and margins).
TITLE_BAR_ROOM = 120
EDIT_MARGINS = 16
TOP_CUT_CHOICES = (2, 4, 8, 16, 32, 64)
"""The planned cuts the event dialog offers by name; the command line may set another, which
the dialog keeps."""


def fit_texts(dialog: QDialog) -> None:
    """Widen `dialog` so its title and each box's hint show whole.

    A form sized by its fields alone was narrower than its own words: "Correct the res...
    ble 1" in the title bar, "why the result changes (kept in t..." in the reason box.
    """
    for edit in dialog.findChildren(QLineEdit):
        hint = edit.placeholderText()
        if hint:
            needed = edit.fontMetrics().horizontalAdvance(hint) + EDIT_MARGINS
            edit.setMinimumWidth(max(edit.minimumWidth(), needed))
    needed = dialog.minimumWidth()
    title = dialog.windowTitle()
    if title:
        font = QFont(dialog.font())
        font.setBold(True)
        shown = f"{title} — {QGuiApplication.applicationDisplayName()}"  # as Qt titles a dialog
        needed = max(needed, QFontMetrics(font).horizontalAdvance(shown) + TITLE_BAR_ROOM)
    layout = dialog.layout()
    if layout is not None:
        # A minimum width the dialog sets itself outweighs its layout's: without this the
        # labels beside the widened boxes are squeezed ("Player" of "Player number:").
        for inner in dialog.findChildren(QLayout):  # (each caches its own minimum)
            inner.invalidate()
        layout.invalidate()
        needed = max(needed, layout.totalMinimumSize().width())
    dialog.setMinimumWidth(needed)  # (a narrower dialog grows to it)


D = TypeVar("D", bound=QDialog)


def open_dialog(dialog: D) -> D:
    """Open `dialog` window-modal without blocking; it deletes itself once closed.

    `open()` rather than `exec()`: the event loop keeps running, so nothing
    stalls while a dialog is up and tests can drive it.
    """
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def ask(
    parent: QWidget,
    title: str,
    text: str,
    *,
    on_yes: Callable[[], object],
    yes: str = "",
    informative: str = "",
    name: str = "",
) -> QMessageBox:
    """A question, opened without blocking; `on_yes` runs only if the user agrees.

    `yes` names the button when the answer does something that cannot be
    taken back (it is then shown as destructive); otherwise Yes / Cancel.
    """
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    if informative:
        box.setInformativeText(informative)
    agree = (box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole) if yes
             else box.addButton(QMessageBox.StandardButton.Yes))
    box.addButton(QMessageBox.StandardButton.Cancel)

    def answered(button: object) -> None:
        if button is agree:
            on_yes()

    box.buttonClicked.connect(answered)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def inform(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A note the user reads and closes, opened without blocking."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


@dataclass(frozen=True, slots=True)
class EventValues:
    """What the event dialog collected."""

    name: str
    start_date: date
    end_date: date | None
    venue: str
    game_system: str
    format: str
    tier: int
    swiss_rounds: int | None
    top_cut: int | None
    late_entry_policy: str

    def as_settings(self) -> dict[str, Any]:
        """The values as the keyword arguments `events.edit_event` takes."""
        return asdict(self)


class EventDialog(SubmitDialog):
    """Create or edit an event: name, dates, venue, game system, format, tier."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        systems: list[GameSystemChoice],
        submit: Callable[[EventValues], bool],
        event: EventRow | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("eventDialog")
        self.setWindowTitle("Edit event" if event else "New event")
        self._systems = systems
        today = today or date.today()

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText("e.g. Canterlot Regional Qualifier")
        self.start_edit = QDateEdit(_to_qdate(today))
        self.start_edit.setCalendarPopup(True)
        self.start_edit.setDisplayFormat("yyyy-MM-dd")
        self.multi_day = QCheckBox("Runs over several days")
        self.end_edit = QDateEdit(_to_qdate(today))
        self.end_edit.setCalendarPopup(True)
        self.end_edit.setDisplayFormat("yyyy-MM-dd")
        self.end_edit.setEnabled(False)
        self.multi_day.toggled.connect(self.end_edit.setEnabled)
        # an event can't end before it starts: the end date offered follows the start
        self.start_edit.dateChanged.connect(self.end_edit.setMinimumDate)
        self.venue_edit = QLineEdit()
        self.system_combo = QComboBox()
        for system in systems:
            self.system_combo.addItem(system.name, system.id)
        self.format_combo = QComboBox()
        self.tier_combo = QComboBox()
        for tier in (1, 2, 3):
            self.tier_combo.addItem(f"Tier {tier}", tier)
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(0, 30)
        self.rounds_spin.setSpecialValueText("Suggested by player count")
        self.cut_combo = QComboBox()
        self.cut_combo.setObjectName("topCutPlan")
        self.cut_combo.addItem(f"Suggested by player count ({topcut.TOP_CUT_RULE})", None)
        self.cut_combo.addItem("No top cut", 0)
        for size in TOP_CUT_CHOICES:
            self.cut_combo.addItem(f"Top {size}", size)
        self.late_combo = QComboBox()
        self.late_combo.addItem("Loss for each missed round", "loss")
        self.late_combo.addItem("No points for missed rounds", "zero")
        self.system_combo.currentIndexChanged.connect(self._fill_formats)
        self._fill_formats()

        if event is not None:
            self.name_edit.setText(event.name)
            self.start_edit.setDate(_to_qdate(event.start_date))
            if event.end_date is not None and event.end_date != event.start_date:
                self.multi_day.setChecked(True)
                self.end_edit.setDate(_to_qdate(event.end_date))
            self.venue_edit.setText(event.venue)
            self._select(self.system_combo, event.game_system)
            self._select(self.format_combo, event.format)
            self._select(self.tier_combo, event.tier)
            self.rounds_spin.setValue(event.swiss_rounds or 0)
            if event.top_cut is not None and self.cut_combo.findData(event.top_cut) < 0:
                self.cut_combo.addItem(f"Top {event.top_cut}", event.top_cut)  # set from the command line
            self._select(self.cut_combo, event.top_cut)
            self._select(self.late_combo, event.late_entry_policy)

        end_row = QHBoxLayout()
        end_row.addWidget(self.multi_day)
        end_row.addWidget(self.end_edit, 1)
        form = QFormLayout()
        form.addRow("&Name:", self.name_edit)
        form.addRow("&Start date:", self.start_edit)
        form.addRow("End date:", end_row)
        form.addRow("&Venue:", self.venue_edit)
        form.addRow("&Game:", self.system_combo)
        form.addRow("&Format:", self.format_combo)
        form.addRow("&Tier:", self.tier_combo)
        self.tier_label = QLabel()
        self.tier_label.setObjectName("tierConsequences")
        self.tier_label.setWordWrap(True)
        self.tier_label.setStyleSheet("QLabel { color: #404850; }")
        form.addRow("", self.tier_label)
        self.tier_combo.currentIndexChanged.connect(self._show_tier)
        self.system_combo.currentIndexChanged.connect(self._show_tier)
        self._show_tier()
        form.addRow("Swiss &rounds:", self.rounds_spin)
        form.addRow("Top &cut:", self.cut_combo)
        form.addRow("&Late entries:", self.late_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def _show_tier(self) -> None:
        """What the chosen tier means (time limits, deck lists, deck checks), as the rules say."""
        tier = int(self.tier_combo.currentData() or 1)
        system_id = self.system_combo.currentData()
        lines = tier_consequences(tier, system_id) if system_id else tier_consequences(tier)
        self.tier_label.setText("\n".join(lines[1:]))

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _fill_formats(self) -> None:
        system_id = self.system_combo.currentData()
        formats: tuple[str, ...] = ()
        for system in self._systems:
            if system.id == system_id:
                formats = system.formats
        self.format_combo.clear()
        for name in formats:
            self.format_combo.addItem(format_label(name), name)

    def values(self) -> EventValues:
        start = _from_qdate(self.start_edit.date())
        return EventValues(
            name=self.name_edit.text(),
            start_date=start,
            end_date=_from_qdate(self.end_edit.date()) if self.multi_day.isChecked() else None,
            venue=self.venue_edit.text(),
            game_system=str(self.system_combo.currentData() or ""),
            format=str(self.format_combo.currentData() or ""),
            tier=int(self.tier_combo.currentData() or 1),
            swiss_rounds=self.rounds_spin.value() or None,
            top_cut=self.cut_combo.currentData(),
            late_entry_policy=str(self.late_combo.currentData() or "loss"),
        )


@dataclass(frozen=True, slots=True)
class PlayerValues:
    """What the player dialog collected (seed and table: None = not set)."""

    name: str
    player_number: str | None
    seed: int | None = None
    fixed_table: int | None = None


def _optional_spin(label_for_none: str, maximum: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setSpecialValueText(label_for_none)
    return spin


class PlayerDialog(SubmitDialog):
    """Add or edit a player: name, optional player number, seed and pinned table."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        submit: Callable[[PlayerValues], bool],
        player: PlayerRow | None = None,
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("playerDialog")
        self.setWindowTitle("Edit player" if player else "Add player")
        self.name_edit = QLineEdit()
        self.number_edit = QLineEdit()
        self.number_edit.setPlaceholderText("optional, unique")
        self.seed_spin = _optional_spin("None", 9999)
        self.seed_spin.setToolTip("Seed for a seeded first round or top cut")
        self.table_spin = _optional_spin("Any table", 9999)
        self.table_spin.setToolTip("Always seat this player at this table (e.g. accessibility)")
        if player is not None:
            self.name_edit.setText(player.name)
            self.number_edit.setText(player.player_number or "")
            self.seed_spin.setValue(player.seed or 0)
            self.table_spin.setValue(player.fixed_table or 0)
        form = QFormLayout()
        form.addRow("&Name:", self.name_edit)
        form.addRow("Player n&umber:", self.number_edit)
        form.addRow("&Seed:", self.seed_spin)
        form.addRow("Pinned &table:", self.table_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)

    def values(self) -> PlayerValues:
        return PlayerValues(
            name=self.name_edit.text(),
            player_number=self.number_edit.text().strip() or None,
            seed=self.seed_spin.value() or None,
            fixed_table=self.table_spin.value() or None,
        )


class LateEntryDialog(SubmitDialog):
    """Set the first round a late entrant can be paired in."""

    def __init__(
        self, parent: QWidget | None, *, player: PlayerRow, submit: Callable[[int | None], bool]
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("lateEntryDialog")
        self.setWindowTitle(f"Late entry – {player.name}")
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, 30)
        self.round_spin.setSpecialValueText("Not late (from round 1)")
        self.round_spin.setPrefix("round ")
        self.round_spin.setValue(player.late_entry_round or 1)
        form = QFormLayout()
        form.addRow("First round to pair:", self.round_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def values(self) -> int | None:
        value = self.round_spin.value()
        return None if value <= 1 else value


@dataclass(frozen=True, slots=True)
class StaffValues:
    """What the staff dialog collected."""

    name: str
    player_number: str | None
    role: str


class StaffDialog(SubmitDialog):
    """Give someone a role at the event."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        roles: dict[str, str],
        submit: Callable[[StaffValues], bool],
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("staffDialog")
        self.setWindowTitle("Add staff")
        self.name_edit = QLineEdit()
        self.number_edit = QLineEdit()
        self.number_edit.setPlaceholderText("optional; links to the same person as a player")
        self.role_combo = QComboBox()
        for role, label in roles.items():
            self.role_combo.addItem(label, role)
        form = QFormLayout()
        form.addRow("&Name:", self.name_edit)
        form.addRow("Player n&umber:", self.number_edit)
        form.addRow("&Role:", self.role_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(380)

    def values(self) -> StaffValues:
        return StaffValues(
            name=self.name_edit.text(),
            player_number=self.number_edit.text().strip() or None,
            role=str(self.role_combo.currentData()),
        )
