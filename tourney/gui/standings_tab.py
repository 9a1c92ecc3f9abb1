"""The Standings tab: standings with tiebreakers, how each was computed, and the top-cut bracket.

Standings are computed once per change and only while the tab is on
screen: a result entered on the Rounds tab marks them stale, and they are
recomputed when the tab is shown (or at once if it already is).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from sqlmodel import Session

from tourney.gui.context import AppContext
from tourney.gui.round_models import StandingsTableModel
from tourney.gui.table_models import RowFilterProxy
from tourney.gui.table_views import LoadsWhenShown, select_row, selected_row, setup_list_view
from tourney.pairing.tiebreakers import StandingRow
from tourney.services import gui_queries, topcut
from tourney.services.rounds import MatchRow, list_rounds, round_pairings
from tourney.services.standings import StandingsTable


@dataclass(frozen=True, slots=True)
class Bracket:
    """The top cut as plain rows: the seeds, and each elimination round's matches."""

    seeds: tuple[tuple[int, str], ...]
    rounds: tuple[tuple[int, tuple[MatchRow, ...]], ...]
    champion: str | None


def load_bracket(session: Session, event_id: int) -> Bracket | None:
    cut = topcut.top_cut(session, event_id)
    if cut is None:
        return None
    elimination = tuple(
        (r.number, round_pairings(session, r.id).matches)
        for r in list_rounds(session, event_id)
        if r.kind == "elimination"
    )
    winner = topcut.champion(session, event_id)
    names = {s.player_id: s.name for s in cut.seeds}
    return Bracket(
        seeds=tuple((s.seed, s.name) for s in cut.seeds),
        rounds=elimination,
        champion=names.get(winner) if winner is not None else None,
    )


class BracketView(QScrollArea):
    """The top cut drawn as columns: each elimination round (seeds in the boxes), then the champion."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracketView")
        self.setWidgetResizable(True)
        self.bracket: Bracket | None = None
        self.set_bracket(None)

    def set_bracket(self, bracket: Bracket | None) -> None:
        self.bracket = bracket
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setHorizontalSpacing(10)
        if bracket is None:
            grid.addWidget(QLabel("No top cut yet. Cut to the top players on the Rounds tab."), 0, 0)
            self.setWidget(inner)
            return
        # Seeds are written into the boxes rather than given a column of their own, so the
        # bracket up to the champion fits beside the standings.
        seed_of = {name: seed for seed, name in bracket.seeds}

        def seeded(name: str) -> str:
            seed = seed_of.get(name)
            return escape(f"{seed}. {name}" if seed is not None else name)

        for column, (number, matches) in enumerate(bracket.rounds):
            grid.addWidget(self._heading(f"Round {number}"), 0, column)
            for row, match in enumerate(matches, start=1):
                if match.is_bye:
                    text = f"<b>{seeded(match.player_a_name)}</b><br>(bye)"
                else:
                    a, b = seeded(match.player_a_name), seeded(match.player_b_name or "")
                    if match.result == "a":
                        a = f"<b>{a}</b> ✔"
                    elif match.result == "b":
                        b = f"<b>{b}</b> ✔"
                    text = f"{a}<br>{b}"
                grid.addWidget(self._box(text, done=match.result is not None), row, column)
        if bracket.champion:
            column = len(bracket.rounds)
            grid.addWidget(self._heading("Champion"), 0, column)
            grid.addWidget(self._box(f"<b>{escape(bracket.champion)}</b>", done=True), 1, column)
        grid.setRowStretch(len(bracket.seeds) + 1, 1)
        grid.setColumnStretch(len(bracket.rounds) + 1, 1)
        self.setWidget(inner)

    @staticmethod
    def _heading(text: str) -> QLabel:
        label = QLabel(f"<b>{text}</b>")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    @staticmethod
    def _box(text: str, *, done: bool = False) -> QLabel:
        label = QLabel(text)
        label.setFrameShape(QFrame.Shape.Box)
        label.setMargin(6)
        label.setStyleSheet(
            "QLabel { background: %s; border: 1px solid #9aa; }" % ("#e4f4e4" if done else "white")
        )
        return label


class StandingsTab(LoadsWhenShown):
    """Standings after the latest round; select a player to see each tiebreaker worked out."""

    title = "Standings"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standingsTab")
        self.context = context
        self.event_id: int | None = None
        self.stale = True
        self.computations = 0
        self.inputs: gui_queries.StandingsInputs | None = None

        self.model = StandingsTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        # Rows arrive ranked: no sort until a header is clicked.
        setup_list_view(self.view, self.proxy, name="standingsView", sort=None, compact=True,
                        resize=QHeaderView.ResizeMode.Interactive)
        self.heading = QLabel()
        self.heading.setObjectName("standingsHeading")
        self.explanation = QPlainTextEdit()
        self.explanation.setObjectName("tiebreakerExplanation")
        self.explanation.setReadOnly(True)
        self.explanation.setPlaceholderText("Select a player to see how each tiebreaker was computed.")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.bracket = BracketView()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.heading)
        left_layout.addWidget(self.view, 1)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.explanation)
        right.addWidget(self.bracket)
        self.right_splitter = right
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([650, 470])
        self.explanation.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        outer = QVBoxLayout()
        outer.addWidget(self.notes)
        left_layout.addLayout(outer)

        self.view.selectionModel().selectionChanged.connect(self._explain_selected)
        context.data_changed.connect(self._on_data_changed)

    def set_event(self, event_id: int | None) -> None:
        """Show another event; its standings are computed when the tab is first seen."""
        self.event_id = event_id
        self.stale = True
        self.inputs = None
        if self.isVisible() or event_id is None:
            self.refresh()

    def refresh(self) -> None:
        """Recompute the standings (once) and the bracket."""
        event_id = self.event_id
        self.stale = False
        if event_id is None:
            self.model.set_rows([])
            self.bracket.set_bracket(None)
            return

        def load(session: Session) -> tuple[gui_queries.StandingsInputs, Bracket | None]:
            return gui_queries.standings_inputs(session, event_id), load_bracket(session, event_id)

        self.inputs, bracket = self.context.read(load)
        self.computations += 1
        self.show_table(gui_queries.standings_from(self.inputs))
        self.bracket.set_bracket(bracket)
        self.bracket.setVisible(bracket is not None)
        if bracket is not None:
            self.right_splitter.setSizes([160, 420])

    def apply_result(self, match_id: int) -> None:
        """One typed result: swap that match in the kept inputs and rank again (no full reload)."""
        inputs = self.inputs
        if inputs is None:
            self.refresh()
            return
        fresh = self.context.read(lambda s: gui_queries.match_result(s, match_id))
        updated = gui_queries.with_result(inputs, fresh)
        if updated is None:  # an elimination match or a draft: read everything again
            self.refresh()
            return
        self.inputs = updated
        self.computations += 1
        self.show_table(gui_queries.standings_from(updated))

    def show_table(self, table: StandingsTable) -> None:
        columns_before = self.model.columnCount()
        self.model.set_table(table)
        if self.model.columnCount() != columns_before:
            self._size_columns()
        self.heading.setText(
            f"<b>Standings after round {table.after_round}</b>" if table.after_round
            else "<b>Standings</b> (no round played yet)"
        )
        self.notes.setText(" ".join(table.notes))
        self._explain_selected()

    def _size_columns(self) -> None:
        """Widths from the header texts (measuring every row of a big event would be slow)."""
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        for column in range(self.model.columnCount()):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = max(metrics.horizontalAdvance(title), metrics.horizontalAdvance("100.00%")) + 20
            if column == 0:
                width = metrics.horizontalAdvance("Rank") + 20
            if column == 1:
                width = max(width, metrics.horizontalAdvance("M" * 13))
            header.resizeSection(column, width)

    def _on_data_changed(self, area: str) -> None:
        if area == "database":
            self.set_event(None)
            return
        if area.startswith("result:") and self.inputs is not None and self.isVisible():
            self.apply_result(int(area.split(":", 1)[1]))
        elif area.startswith("result:") or area in (
            "rounds", "results", "players", "penalties", "events", "clock"
        ):
            self.inputs = None
            self.reload_when_seen()

    def selected_row(self) -> StandingRow | None:
        return selected_row(self.view, StandingRow)

    def select_player(self, registration_id: int) -> None:
        select_row(self.view, StandingRow, lambda row: row.player_id == registration_id)

    def _explain_selected(self) -> None:
        row = self.selected_row()
        table = self.model.table
        if row is None or table is None:
            self.explanation.clear()
            return
        lines = [
            f"{row.name}: rank {row.rank}, {row.match_points} match points, record {row.record}"
            + (f" (dropped after round {row.dropped_after_round})" if row.dropped else ""),
            "",
            *row.explanations(table.names),
        ]
        late = table.late_entry_note(row)
        if late:
            lines += ["", late]
        self.explanation.setPlainText("\n".join(lines))
