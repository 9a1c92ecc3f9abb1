"""The Standings tab: standings with tiebreakers, how each was computed, and the top-cut bracket.

Standings are computed once per change and only while the tab is on
screen: a result entered on the Rounds tab marks them stale, and they are
recomputed when the tab is shown (or at once if it already is).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
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

from engine.core.plural import how_many
from tourney.gui.context import AppContext
from tourney.gui.match_table_delegates import name_lines
from tourney.gui.round_models import StandingsTableModel
from tourney.gui.table_models import RowFilterProxy
from tourney.gui.table_views import (
    LoadsWhenShown,
    TableFirstSplitter,
    WrappedRowsFitter,
    hide_blank_columns,
    select_row,
    selected_row,
    setup_list_view,
)
from tourney.pairing.records import History
from tourney.pairing.tiebreakers import StandingRow
from tourney.services import gui_queries, placings
from tourney.services.bracket import (
    BracketMatch,
    BracketRound,
    BracketSeat,
    TopCutBracket,
    top_cut_bracket,
)
from tourney.services.result_counts import count_results
from tourney.services.standings import StandingsTable


def _seeded(seat: BracketSeat) -> str:
    """ "1. Twilight Sparkle": the seed written into the bracket's box."""
    return f"{seat.seed}. {seat.name}" if seat.seed else seat.name


WON = " ✔"
"""After the winner's name in a decided match: kept whole, on the name's last line or the next."""
HYPHEN_BREAK = "-\u2060 "
"""A hyphen as the box's lines are filled: followed by a space (so a line may end there) and a
word joiner that marks it, taken out again once the lines are filled."""
NARROWEST_BOX = "8. Twilig… ✔"
"""The narrowest a box gets: a name longer than its box goes on to more lines at its spaces and
only a word longer than a line loses its end (the box's tooltip gives every name whole)."""


BOX_PADDING = 2 * (4 + 1) + 2
"""A bracket box's margin and frame on its two sides, and a pixel either side to spare."""


@dataclass(frozen=True, slots=True)
class BoxLine:
    """One line of a bracket box as written before it is fitted to the box's width."""

    text: str
    bold: bool = False
    italic: bool = False
    small: bool = False


class BracketBox(QLabel):
    """One match of the top cut (or the champion): its lines fitted to the box's width as it is
    laid out. A QLabel wraps only at spaces, so "1. Wolfeschlegelsteinhausenbergerdorff" made
    the bracket wider than its pane at 1024 pixels and the organizer scrolled sideways to see the
    semifinals; here a name goes on to more lines and a word too long for a line loses its end,
    while the table number and the winner's tick are never cut."""

    def __init__(self, lines: list[BoxLine], *, done: bool = False, tooltip: str = "") -> None:
        super().__init__()
        self.lines = lines
        self.setWordWrap(True)
        self.setFrameShape(QFrame.Shape.Box)
        self.setMargin(4)
        self.setToolTip(tooltip)
        self.setStyleSheet(
            "QLabel { background: %s; border: 1px solid #9aa; }" % ("#e4f4e4" if done else "white")
        )
        self._fit(10_000)

    def full_text(self) -> str:
        """Every line as written, whatever the box's width (what a test or the tooltip reads)."""
        return "\n".join(line.text for line in self.lines)

    def _fit(self, width: int) -> None:
        html = []
        for line in self.lines:
            font = QFont(self.font())
            font.setBold(line.bold)
            font.setItalic(line.italic)
            if line.small:
                font.setPointSizeF(font.pointSizeF() * 0.85)
            # a double name may go on to the next line after its hyphen ("Hohenberger-" /
            # "Featherstonehaugh"), not lose its middle as one word too long for the box
            text = name_lines(line.text.replace("-", HYPHEN_BREAK), QFontMetrics(font), width)
            text = text.replace(HYPHEN_BREAK, "-").replace("\u2060", "")
            part = "<br>".join(escape(piece) for piece in text.split("\n"))
            if line.bold:
                part = f"<b>{part}</b>"
            if line.italic:
                part = f"<i>{part}</i>"
            if line.small:
                part = f'<span style="font-size: small; color: #555">{part}</span>'
            html.append(part or "&nbsp;")
        text = "<br>".join(html)
        if text != self.text():
            self.setText(text)

    @staticmethod
    def _inner_width(width: int) -> int:
        return width - BOX_PADDING

    def minimumSizeHint(self) -> QSize:
        """As narrow as its longest word (a longer name goes on to more lines), and narrower
        still for a word longer than `NARROWEST_BOX` (it loses its end)."""
        hint = super().minimumSizeHint()
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        words = [word for line in self.lines for word in line.text.split()] or [""]
        widest = min(max(metrics.horizontalAdvance(word) for word in words),
                     metrics.horizontalAdvance(NARROWEST_BOX))
        return QSize(widest + BOX_PADDING, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit(self._inner_width(event.size().width()))
        super().resizeEvent(event)


def _match_box(match: BracketMatch) -> BracketBox:
    """A match's box: its table, then its two seats (the winner's bold and ticked), or a bye."""
    lines = [BoxLine(f"Table {match.table}", small=True)] if match.table is not None else []
    if match.b is None:
        lines += [BoxLine(_seeded(match.a), bold=True), BoxLine("(bye)")]
        tooltip = f"{_seeded(match.a)} has a bye"
    else:
        for seat, side in ((match.a, "a"), (match.b, "b")):
            won = match.winner == side
            lines.append(BoxLine(_seeded(seat) + (WON if won else ""), bold=won))
        tooltip = f"{_seeded(match.a)}\nagainst\n{_seeded(match.b)}"
        winner = {"a": match.a, "b": match.b}.get(match.winner or "")
        if winner is not None:
            tooltip += f"\n\nWinner: {winner.name}"
    if match.table is not None:
        tooltip = f"Table {match.table}\n{tooltip}"
    return BracketBox(lines, done=match.winner is not None, tooltip=tooltip)


def _round_texts(round_: BracketRound) -> list[str]:
    """What a round's column writes: its title and its seats (seed first)."""
    seats = [seat for match in round_.matches for seat in (match.a, match.b) if seat is not None]
    return [round_.title, *(_seeded(seat) for seat in seats)]


class BracketView(QScrollArea):
    """The top cut: each elimination round by name (seeds in the boxes), then the champion.

    Where the pane is wide enough the rounds stand side by side as a bracket; where it is not,
    they go one under another at the pane's width. It never scrolls sideways (names wrap in
    their boxes, `BracketBox`), only down where the rounds are taller than the pane."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracketView")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bracket: TopCutBracket | None = None
        self.stacked = False
        self.headings: list[str] = []
        self.boxes: list[BracketBox] = []
        self.champion_box: BracketBox | None = None
        self.set_bracket(None)

    def _fits_side_by_side(self, width: int) -> bool:
        """Whether each round can have a column of its own as wide as its longest word: a name
        may go on to more lines in a narrow column, but a top 8 of long names beside the
        standings at 1024 pixels left "1. Maximiliana" / "Hohe…augh" on three lines, and then
        the rounds go one under another."""
        bracket = self.bracket
        if bracket is None:
            return True
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        columns = [_round_texts(round_) for round_ in bracket.rounds]
        if bracket.champion and columns:
            columns[-1].append(bracket.champion)
        needed = sum(
            max(metrics.horizontalAdvance(word) for text in texts for word in (*text.split(), WON))
            + BOX_PADDING
            for texts in columns
        )
        return needed + 6 * (len(columns) - 1) + 8 <= width

    def set_bracket(self, bracket: TopCutBracket | None) -> None:
        self.bracket = bracket
        self.stacked = not self._fits_side_by_side(self.viewport().width())
        self.headings = []
        self.boxes = []
        self.champion_box = None
        inner = QWidget()
        grid = QGridLayout(inner)
        # tight, so the boxes fit the narrow pane beside the standings at 1024 pixels
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        if bracket is None:
            empty = QLabel("No top cut yet. Cut to the top players on the Rounds tab.")
            empty.setWordWrap(True)
            grid.addWidget(empty, 0, 0)
            self.setWidget(inner)
            return
        # Seeds are written into the boxes rather than given a column of their own, so the
        # bracket up to the champion fits beside the standings.
        top = 0  # the row a round's heading is in: below the round before when stacked
        for column, round_ in enumerate(bracket.rounds):
            place = 0 if self.stacked else column
            heading_row = top if self.stacked else 0
            grid.addWidget(self._heading(round_.title), heading_row, place)
            if round_.paired:
                boxes = [_match_box(match) for match in round_.matches]
                self.boxes += boxes
            else:
                boxes = [BracketBox([BoxLine("to be paired", italic=True), BoxLine("")])
                         for _ in range(round_.expected_matches)]
            for row, box in enumerate(boxes, start=heading_row + 1):
                grid.addWidget(box, row, place)
            top = heading_row + len(boxes) + 1
        last = grid.rowCount()
        if bracket.champion:
            # under the final, in its column: a column of its own was past the right edge
            # beside the standings in a small window, and the organizer scrolled to see who won
            column = 0 if self.stacked else max(len(bracket.rounds) - 1, 0)
            below = top if self.stacked else (len(bracket.rounds[-1].matches) if bracket.rounds else 0) + 1
            grid.addWidget(self._heading("Champion"), below, column)
            self.champion_box = BracketBox(
                [BoxLine(bracket.champion, bold=True)], done=True, tooltip=f"Champion: {bracket.champion}"
            )
            grid.addWidget(self.champion_box, below + 1, column, Qt.AlignmentFlag.AlignTop)
            last = max(last, below + 2)
        grid.setRowStretch(last, 1)
        for column in range(1 if self.stacked else len(bracket.rounds)):
            grid.setColumnStretch(column, 1)
        self.setWidget(inner)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.bracket is not None and self.stacked == self._fits_side_by_side(self.viewport().width()):
            self.set_bracket(self.bracket)  # the pane changed enough to lay the rounds out anew

    def _heading(self, text: str) -> QLabel:
        self.headings.append(text)
        label = QLabel(f"<b>{escape(text)}</b>")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label


# The widest text a column holds, so each is as wide as its numbers need and no wider: a
# column sized for a percentage pushed the last ones out of sight in a small window, and one
# the width of "100.00%" cut the recorded random number ("0.773860") short. A name is as
# wide as the longest shown, up to one far longer than people's names run (16 wide letters
# cut "Alexandria Montgomery-Whitfield").
NARROWEST_NAME = "M" * 10
"""The Player column gives up room for the other columns down to this (a cut name reads whole in
its row's tooltip)."""

_WIDEST_CELL = {
    "Rank": "99–99", "Swiss": "99–99", "Place": "99–99", "Player": "M" * 24,
    "Points": "999", "Record": "99-99-99", "H2H": "99", "Random": "0.000000", "Status": "dropped",
}


def _heading(
    table: StandingsTable,
    final: placings.FinalStandings | None,
    history: History | None = None,
) -> str:
    """ "Final standings — champion: …" after the cut, else "Standings after round N"."""
    if final is not None:
        text = f"<b>{escape(final.heading())}</b>"
        if final.champion is not None:
            # the name people read: the number only when another player shares the name
            champion = table.names.get(final.champion, "")
            text += f" — champion: <b>{escape(champion)}</b>"
        cut = f"top {final.cut.size} after {how_many(table.after_round, 'Swiss round')}"
        # "after the Semifinals (round 5)" has its parentheses: the cut's words follow a dash
        return text + (f" — {cut}" if final.stage and not final.finished else f" ({cut})")
    if table.after_round and history is not None:
        # the standings follow every result: while the latest round is still being played
        # they are not "after" it (a bye's win counted, its tables not yet)
        latest = [m for m in history.matches
                  if m.kind == "swiss" and m.round_number == table.after_round]
        counted = count_results(latest)
        if counted.missing:
            return (f"<b>Standings during round {table.after_round}</b> "
                    f"({escape(counted.results_line())})")
    if table.after_round:
        return f"<b>Standings after round {table.after_round}</b>"
    return "<b>Standings</b> (no round played yet)"


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
        self.cut: placings.CutPlaces | None = None
        self._natural: dict[int, int] = {}  # column -> width sized from its header and widest text
        self.player_width = 0
        """The Player column's width as sized (`_size_columns`), before it takes room or gives it up."""

        self.model = StandingsTableModel(self)
        self.proxy = RowFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        # Rows arrive ranked: no sort until a header is clicked.
        setup_list_view(self.view, self.proxy, name="standingsView", sort=None, compact=True,
                        resize=QHeaderView.ResizeMode.Interactive)
        # a long name goes on to a second line of its row rather than ending in "…": at 1024
        # pixels beside the bracket "Maximiliana Theodora Wilhelmina …" was all a judge read
        self.rows_fitter = WrappedRowsFitter(self.view, ())
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
        # The names come first: at 1024 pixels the final standings cut long names
        # ("Alexandria Montgomery-…") to leave 280 for the bracket; its rounds go one under
        # another in a narrow pane, and its boxes wrap a name on to more lines.
        splitter = TableFirstSplitter(self.view, details_min=220)
        self.splitter = splitter
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
        self.view.viewport().installEventFilter(self)
        context.data_changed.connect(self._on_data_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_player_column()
        return super().eventFilter(watched, event)

    def set_event(self, event_id: int | None) -> None:
        """Show another event; its standings are computed when the tab is first seen."""
        self.event_id = event_id
        self.stale = True
        self.inputs = None
        if self.isVisible() or event_id is None:
            self.refresh()

    def refresh(self) -> None:
        """Recompute the standings (once), the top cut's places and the bracket."""
        event_id = self.event_id
        self.stale = False
        if event_id is None:
            self.cut = None
            self.model.set_rows([])
            self.bracket.set_bracket(None)
            return

        def load(session: Session) -> tuple[
            gui_queries.StandingsInputs, TopCutBracket | None, placings.CutPlaces | None
        ]:
            return (
                gui_queries.standings_inputs(session, event_id),
                top_cut_bracket(session, event_id),
                placings.cut_and_places(session, event_id),
            )

        self.inputs, bracket, self.cut = self.context.read(load)
        self.computations += 1
        self.show_table(gui_queries.standings_from(self.inputs))
        self.bracket.set_bracket(bracket)
        self.bracket.setVisible(bracket is not None)
        if bracket is not None:
            self.right_splitter.setSizes([110, 470])

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
        """Show the Swiss table; after a top cut, in place order under "Final standings"."""
        columns_before = self.model.columnCount()
        final = placings.placed_after_cut(table, self.cut) if self.cut is not None else None
        self.model.set_table(table, final.placed if final is not None else ())
        if self.model.columnCount() != columns_before:
            self._size_columns()
        # Status ("dropped", "late") is blank in most events: it shows once a player has one
        hide_blank_columns(self.view, [self.model.columnCount() - 1])
        self._fit_player_column(self.player_width)
        history = self.inputs.history if self.inputs is not None else None
        self.heading.setText(_heading(table, final, history))
        self.notes.setText(" ".join((*table.notes, table.column_legend)).strip())
        self._explain_selected()
        self.splitter.fit()
        self._fit_player_column()
        player = self._player_column()
        self.rows_fitter.set_columns(() if player is None else (player,))

    def _size_columns(self) -> None:
        """Widths from the header texts (measuring every row of a big event would be slow)."""
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        self._natural = {}
        for column in range(self.model.columnCount()):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            widest = metrics.horizontalAdvance(_WIDEST_CELL.get(title, "100.00%"))
            if title == "Player":  # the longest name shown, up to a long name's width
                names = (row.name for row in self.model.rows())
                widest = min(widest, max((metrics.horizontalAdvance(n) for n in names), default=0))
            width = max(metrics.horizontalAdvance(title), widest) + 16
            header.resizeSection(column, width)
            self._natural[column] = width
            if title == "Player":
                self.player_width = width

    def _player_column(self) -> int | None:
        for column in range(self.model.columnCount()):
            if self.model.headerData(column, Qt.Orientation.Horizontal) == "Player":
                return column
        return None

    def _fit_player_column(self, room: int | None = None) -> None:
        """Give the Player column what the other columns leave of the view's width, from the
        longest name shown down to about ten wide letters: the final standings beside the
        bracket at 1024 pixels scrolled sideways by the Status column ("dropped") while long
        names kept their full width, and at 1600 pixels a long name was cut while the stretched
        Random column beside it stood 400 pixels wide. A name cut reads whole in its row's
        tooltip; the numbers and the status are never cut."""
        column = self._player_column()
        if column is None or not self.player_width:
            return
        header = self.view.horizontalHeader()
        metrics = self.view.fontMetrics()
        if room is None:
            shown = [c for c in range(self.model.columnCount()) if not header.isSectionHidden(c)]
            # (the natural widths: the last column stretches into whatever room is left)
            room = self.view.viewport().width() - sum(self._natural.get(c, header.sectionSize(c))
                                                      for c in shown if c != column)
        longest = max((metrics.horizontalAdvance(row.name) for row in self.model.rows()), default=0)
        wanted = max(self.player_width, longest + 16)
        narrowest = metrics.horizontalAdvance(NARROWEST_NAME) + 16
        width = max(min(wanted, room), min(narrowest, wanted))
        if width != header.sectionSize(column):
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
