"""The Penalties tab and the penalty assistant.

The assistant walks the floor rules while the judge chooses: the
infraction's default penalty and where the rules say so, whether a second
Game Warning escalates to a Game Loss, which choices only the head judge may
make, and the player's penalty history. Nothing is written until Issue.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.plural import how_many
from tourney.gui.context import AppContext
from tourney.gui.dialogs import SubmitDialog, open_dialog
from tourney.gui.round_models import PenaltyTableModel
from tourney.gui.table_models import RowFilterProxy
from tourney.gui.table_views import (
    EXTENDED,
    filter_edit,
    reload_rows,
    select_row,
    selected_row,
    setup_list_view,
)
from tourney.policy.penalties import PenaltyKind
from tourney.services import gui_queries, penalties, players
from tourney.services.gui_queries import JudgeChoice, PenaltyPreview
from tourney.services.penalties import PenaltyRow
from tourney.services.players import PlayerRow


def _penalties_of_a_kind(number: int, label: str) -> str:
    """'1 Game Warning', '2 Game Losses': the summary counts each kind in words."""
    return how_many(number, label, f"{label}es" if label.endswith("s") else "")


@dataclass(frozen=True, slots=True)
class PenaltyValues:
    """What the assistant collected."""

    registration_id: int
    infraction_code: str
    issued_by_person_id: int
    penalty: str | None
    reason: str
    description: str


class PenaltyDialog(SubmitDialog):
    """Issue a penalty, with the floor rules' decision shown as the choices change."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        context: AppContext,
        event_id: int,
        roster: list[PlayerRow],
        judges: list[JudgeChoice],
        submit: Callable[[PenaltyValues], bool],
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("penaltyDialog")
        self.setWindowTitle("Issue a penalty")
        self.context = context
        self.event_id = event_id
        self.player_combo = QComboBox()
        for row in sorted(roster, key=lambda r: r.name.casefold()):
            number = f" ({row.player_number})" if row.player_number else ""
            self.player_combo.addItem(row.name + number, row.registration_id)
        self.infraction_combo = QComboBox()
        for item in gui_queries.infractions():
            self.infraction_combo.addItem(
                f"{item.name} — {item.default_penalty.label}", item.code
            )
        self.judge_combo = QComboBox()
        for judge in judges:
            self.judge_combo.addItem(judge.label, judge.person_id)
        self.penalty_combo = QComboBox()
        self.penalty_combo.addItem("The default penalty", None)
        for kind in PenaltyKind:
            self.penalty_combo.addItem(f"{kind.label} (head judge only)", kind.value)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("needed to upgrade or lower a penalty")
        self.description_edit = QLineEdit()
        self.description_edit.setPlaceholderText("what happened")
        self.decision_label = QLabel()
        self.decision_label.setObjectName("penaltyDecision")
        self.decision_label.setWordWrap(True)
        self.decision_label.setMinimumWidth(460)
        self.history_list = QListWidget()
        self.history_list.setObjectName("penaltyHistory")
        self.history_list.setMaximumHeight(110)

        form = QFormLayout(self)
        form.addRow("&Player:", self.player_combo)
        form.addRow("&Infraction:", self.infraction_combo)
        form.addRow("Issued &by:", self.judge_combo)
        form.addRow("P&enalty:", self.penalty_combo)
        form.addRow("&Reason:", self.reason_edit)
        form.addRow("&Description:", self.description_edit)
        form.addRow("Floor rules:", self.decision_label)
        form.addRow("Player's history:", self.history_list)
        form.addRow(self.buttons)
        self.ok_button.setText("Issue")
        for combo in (self.player_combo, self.infraction_combo, self.judge_combo,
                      self.penalty_combo):
            combo.currentIndexChanged.connect(self.update_preview)
        self.reason_edit.textChanged.connect(self.update_preview)
        self.preview: PenaltyPreview | None = None
        self.update_preview()

    def select_player(self, registration_id: int) -> None:
        self.player_combo.setCurrentIndex(self.player_combo.findData(registration_id))

    def select_infraction(self, code: str) -> None:
        self.infraction_combo.setCurrentIndex(self.infraction_combo.findData(code))

    def values(self) -> PenaltyValues:
        return PenaltyValues(
            registration_id=int(self.player_combo.currentData() or 0),
            infraction_code=str(self.infraction_combo.currentData()),
            issued_by_person_id=int(self.judge_combo.currentData() or 0),
            penalty=self.penalty_combo.currentData(),
            reason=self.reason_edit.text(),
            description=self.description_edit.text(),
        )

    def update_preview(self) -> None:
        values = self.values()
        if not values.registration_id or not values.infraction_code:
            return
        event_id = self.event_id
        preview = self.context.read(
            lambda s: gui_queries.preview_penalty(
                s, event_id, values.registration_id, values.infraction_code,
                values.issued_by_person_id or None, requested=values.penalty,
                reason=values.reason,
            )
        )
        history = self.context.read(
            lambda s: penalties.list_penalties(s, event_id, registration_id=values.registration_id)
        )
        self.preview = preview
        lines = [f"Default: <b>{preview.default_penalty}</b> ({preview.section})."]
        if preview.note:
            lines.append(preview.note)
        if preview.refused:
            lines.append(f"<span style='color:#a00000'>Refused: {preview.refused}</span>")
        else:
            lines.append(f"Will record: <b>{preview.penalty}</b>.")
        if preview.escalation:
            lines.append(f"<span style='color:#8a5a00'>Escalation: {preview.escalation}</span>")
        self.decision_label.setText("<br>".join(lines))
        self.ok_button.setEnabled(preview.refused is None)
        self.history_list.clear()
        for row in history:
            state = "" if row.withdrawn_at is None else " (withdrawn)"
            where = f"{row.round_label if row.round_name else f'round {row.round_number}'}: " if row.round_number else ""
            self.history_list.addItem(
                f"{where}{row.infraction_name} — {row.penalty_label}{state}"
            )
        if not history:
            self.history_list.addItem("no penalties so far")


WITHDRAW = "withdraw"


@dataclass(frozen=True, slots=True)
class ReviewValues:
    """The head judge's decision on an issued penalty."""

    decision: str
    reason: str
    by_person_id: int


class ReviewPenaltyDialog(SubmitDialog):
    """The head judge withdraws an issued penalty or changes it (effects undone and redone)."""

    def __init__(
        self,
        parent: QWidget | None,
        penalty: PenaltyRow,
        head_judges: list[JudgeChoice],
        submit: Callable[[ReviewValues], bool],
    ) -> None:
        super().__init__(parent, submit)
        self.setObjectName("reviewPenaltyDialog")
        self.setWindowTitle(f"{penalty.penalty_label} for {penalty.player_name}")
        self.judge_combo = QComboBox()
        for judge in head_judges:
            self.judge_combo.addItem(judge.label, judge.person_id)
        self.decision_combo = QComboBox()
        self.decision_combo.addItem("Withdraw it", WITHDRAW)
        for kind in PenaltyKind:
            if kind.value != penalty.penalty:
                self.decision_combo.addItem(f"Change to {kind.label}", kind.value)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("why (kept with the penalty and in the history)")
        form = QFormLayout(self)
        form.addRow(QLabel(
            f"{penalty.player_name}: {penalty.infraction_name} — {penalty.penalty_label}"
            f" ({penalty.effect})"
        ))
        form.addRow("&Head judge:", self.judge_combo)
        form.addRow("&Decision:", self.decision_combo)
        form.addRow("&Reason:", self.reason_edit)
        form.addRow(self.buttons)
        if not head_judges:
            self.ok_button.setEnabled(False)
            form.addRow(QLabel("Only the head judge decides this: add one on the Staff tab."))

    def values(self) -> ReviewValues:
        return ReviewValues(
            str(self.decision_combo.currentData()), self.reason_edit.text(),
            int(self.judge_combo.currentData() or 0),
        )


class PenaltiesTab(QWidget):
    """Every penalty of the event; the assistant issues new ones."""

    title = "Penalties"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("penaltiesTab")
        self.context = context
        self.event_id: int | None = None
        self.dialog: PenaltyDialog | None = None
        self.model = PenaltyTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        # A long note wraps over lines on its row (its tooltip holds it too): cut to one line with
        # "…", the head judge could not read why a penalty was given or withdrawn.
        setup_list_view(self.view, self.proxy, name="penaltiesView", selection=EXTENDED, compact=True,
                        rows_fit_text=True)
        self.filter_edit = filter_edit(self.proxy, "Filter by player, infraction or judge…")
        self.issue_button = QPushButton("&Issue penalty…")
        self.issue_button.setToolTip("Open the penalty assistant (Ctrl+Shift+J)")
        self.issue_button.setShortcut("Ctrl+Shift+J")
        self.issue_button.clicked.connect(self.issue_penalty)
        self.review_button = QPushButton("&Withdraw or change…")
        self.review_button.setToolTip("The head judge's decision on the selected penalty")
        self.review_button.clicked.connect(self.review_selected)
        self.review_dialog: ReviewPenaltyDialog | None = None
        self.summary = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.review_button)
        top.addWidget(self.issue_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        context.data_changed.connect(self._on_data_changed)
        self._update_buttons()

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.refresh()

    def refresh(self) -> None:
        """Reload the penalties, keeping the selected ones selected (a withdrawn penalty stays
        in view for the head judge who withdrew it)."""
        event_id = self.event_id
        rows = [] if event_id is None else self.context.read(
            lambda s: penalties.list_penalties(s, event_id)
        )
        reload_rows(self.view, self.model, rows, lambda row: row.id)
        active = [r for r in rows if r.withdrawn_at is None]
        counts: dict[str, int] = {}
        for row in active:
            counts[row.penalty_label] = counts.get(row.penalty_label, 0) + 1
        self.summary.setText(
            how_many(len(active), "penalty", "penalties")
            + (": " + ", ".join(_penalties_of_a_kind(n, k) for k, n in counts.items()) if counts else "")
        )
        self.issue_button.setEnabled(event_id is not None)
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.selected()
        self.review_button.setEnabled(row is not None and row.withdrawn_at is None)

    def select_penalty(self, penalty_id: int) -> None:
        select_row(self.view, PenaltyRow, lambda row: row.id == penalty_id)

    def review_selected(self) -> ReviewPenaltyDialog | None:
        row = self.selected()
        event_id = self.event_id
        if row is None or event_id is None:
            return None
        head_judges = [j for j in self.context.read(lambda s: gui_queries.judges(s, event_id))
                       if j.role == "head_judge"]

        def submit(values: ReviewValues) -> bool:
            if values.decision == WITHDRAW:
                return self.context.try_run(
                    self.review_dialog,
                    lambda s: penalties.withdraw_penalty(
                        s, row.id, reason=values.reason, by_person_id=values.by_person_id
                    ),
                    changes="penalties",
                )
            return self.context.try_run(
                self.review_dialog,
                lambda s: penalties.change_penalty(
                    s, row.id, penalty=values.decision, reason=values.reason,
                    by_person_id=values.by_person_id,
                ),
                changes="penalties",
            )

        dialog = ReviewPenaltyDialog(self, row, head_judges, submit)
        self.review_dialog = dialog
        return open_dialog(dialog)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
        elif area in ("penalties", "deckchecks", "players", "rounds"):
            self.refresh()

    def selected(self) -> PenaltyRow | None:
        return selected_row(self.view, PenaltyRow)

    def issue_penalty(self) -> PenaltyDialog | None:
        event_id = self.event_id
        if event_id is None:
            return None
        roster = self.context.read(lambda s: players.list_players(s, event_id))
        judges = self.context.read(lambda s: gui_queries.judges(s, event_id))

        def submit(values: PenaltyValues) -> bool:
            return self.context.try_run(
                self.dialog,
                lambda s: penalties.issue_penalty(
                    s, event_id, values.registration_id,
                    infraction_code=values.infraction_code,
                    issued_by_person_id=values.issued_by_person_id,
                    penalty=values.penalty, reason=values.reason or None,
                    description=values.description,
                ),
                changes="penalties",
            )

        dialog = PenaltyDialog(
            self, context=self.context, event_id=event_id,
            roster=[r for r in roster if not r.is_dropped], judges=judges, submit=submit,
        )
        self.dialog = dialog
        return open_dialog(dialog)
