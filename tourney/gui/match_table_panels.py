"""The match table's panels: each player's numbers, the pending decision, a card, a rule.

Panels only show what they are given and say when the judge acts (signals);
the window decides what an action does to the game.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QRegularExpression,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFontMetrics,
    QKeyEvent,
    QRegularExpressionValidator,
    QResizeEvent,
    QValidator,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.plural import how_many
from tourney.gui.match_table_delegates import WrappedTextDelegate, text_margin
from tourney.gui.match_table_models import KEY_ROLE, OptionListModel
from tourney.gui.table_models import RowTableModel
from tourney.gui.whole_text_dialog import WholeTextDialog
from tourney.services.match_table import (
    UNOFFICIAL_NOTE,
    CardDetail,
    Decision,
    PlayerView,
    PositionView,
    number_of,
)

_LABEL_CARD = re.compile(r"#(\d+)\b")


def label_card(key: str, label: str) -> int | None:
    """The card an option names when its game says nothing more: "#12" in its label."""
    found = _LABEL_CARD.search(label)
    return int(found.group(1)) if found else None


LOG_WIDTHS = ((6, 4), (5, 3), (14, 6))
"""The game log's columns before "What happened" (#, Turn, Rule), in digits: as wide as they
are at first, and at the least when the log is narrow."""
LOG_RULE_COLUMN = 2
"""The log's Rule column: a citation longer than it ("floor rules: end of match") goes on to
more lines, as the entry beside it does."""


class LogTableView(QTableView):
    """The game log, whose "What happened" column (the last, stretched) keeps at least half of
    the log's width: in a narrow window the number, turn and rule columns give up their room
    down to a few digits (the rule's whole words are in the rule pane) before it does. What
    happened goes on to more lines where the column is too narrow for it, its row as tall as
    they are (`fit_rows`), so a judge at a small screen reads each entry whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text_delegate = WrappedTextDelegate(self, frozenset({LOG_RULE_COLUMN}))
        self._fitting = False
        self._refit: int | None = None
        """The width to fit the rows to again once the fitting under way is done (-1: the column's)."""
        self._line_counts: dict[tuple[str, int], int] = {}
        """How many lines an entry takes at a width (a move reads the whole log again: the
        entries it did not add are not measured again)."""
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        # (What happened, stretched, narrows with the log below a column's first width: its
        # entries go on to more lines rather than off the log's right edge)
        self.horizontalHeader().setDefaultSectionSize(self.horizontalHeader().minimumSectionSize())

    def setModel(self, model: QAbstractItemModel | None) -> None:  # type: ignore[override]
        super().setModel(model)
        if model is not None:
            self.setItemDelegate(self.text_delegate)  # (every column: each cell's text from its row's top)
            model.modelReset.connect(self.fit_rows)
            model.layoutChanged.connect(self.fit_rows)

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if self.model() is not None and column == self.model().columnCount() - 1:
            self.fit_rows(new)  # (the header says the column's new width before it reads it)
        elif column == LOG_RULE_COLUMN:
            self.fit_rows()

    def fit_rows(self, width: int | None = None) -> None:
        """Each row as tall as the lines its last column's text takes at the column's width
        (`width`, or the column's own when None)."""
        model = self.model()
        if model is None or not model.columnCount():
            return
        if self._fitting:  # (rows grown bring the scroll bar, which narrows the column: once more)
            self._refit = width if width is not None else -1
            return
        self._fitting = True
        try:
            for _ in range(4):
                self._refit = None
                self._fit_rows_at(model, width if width is not None else self.columnWidth(model.columnCount() - 1))
                if self._refit is None:
                    break
                width = self._refit if self._refit >= 0 else None
        finally:
            self._fitting = False

    def _fit_rows_at(self, model: QAbstractItemModel, width: int) -> None:
        column = model.columnCount() - 1
        width -= 1 if self.showGrid() else 0  # (the cell drawn is the column less its grid line)
        metrics = self.fontMetrics()
        header = self.verticalHeader()
        one_line = header.defaultSectionSize()
        if len(self._line_counts) > 20000:  # (widths the judge dragged through long ago)
            self._line_counts.clear()
        texts = self._column_texts(model, column)
        rule_width = self.columnWidth(LOG_RULE_COLUMN) - (1 if self.showGrid() else 0)
        rules = self._column_texts(model, LOG_RULE_COLUMN) if column > LOG_RULE_COLUMN else [""] * len(texts)
        for row, (text, rule) in enumerate(zip(texts, rules, strict=True)):
            count = max(self._line_count(text, width, metrics), self._line_count(rule, rule_width, metrics))
            height = one_line + (count - 1) * metrics.lineSpacing()
            if header.sectionSize(row) != height:
                header.resizeSection(row, height)

    @staticmethod
    def _column_texts(model: QAbstractItemModel, column: int) -> list[str]:
        if isinstance(model, RowTableModel):  # (its rows' texts as they are: no trip through Qt)
            shown = model.columns[column].text
            return [shown(row) for row in model.rows()]
        return [str(model.index(row, column).data() or "") for row in range(model.rowCount())]

    def _line_count(self, text: str, width: int, metrics: QFontMetrics) -> int:
        """How many lines `text` takes in a cell `width` pixels wide (one for none)."""
        if not text:
            return 1
        key = (text, width)
        count = self._line_counts.get(key)
        if count is None:
            count = self._line_counts[key] = len(self.text_delegate.lines(text, metrics, width, self))
        return count

    def fit_columns(self) -> None:
        digit = self.fontMetrics().horizontalAdvance("0")
        header = self.horizontalHeader()
        wanted = [digit * chars + 12 for chars, _least in LOG_WIDTHS]
        least = [digit * chars + 12 for _chars, chars in LOG_WIDTHS]
        room = self.viewport().width() // 2
        if sum(wanted) > room:  # (shared out above each column's least, as far as the room goes)
            spare = max(0, room - sum(least))
            extra = sum(wanted) - sum(least)
            wanted = [low + (want - low) * spare // extra for want, low in zip(wanted, least, strict=True)]
        for column, width in enumerate(wanted):
            header.resizeSection(column, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_columns()

    def width_for(self, words: str) -> int:
        """How wide the log must be for What happened to hold `words` on a line, and its heading
        whole, while the other columns are at their least (`fit_columns`), a scroll bar beside it."""
        digit = self.fontMetrics().horizontalAdvance("0")
        least = sum(digit * chars + 12 for _chars, chars in LOG_WIDTHS)
        words_width = self.fontMetrics().horizontalAdvance(words) + text_margin(self.style(), self)
        model = self.model()
        if model is not None and model.columnCount():
            words_width = max(words_width, self.horizontalHeader().sectionSizeHint(model.columnCount() - 1))
        return least + words_width + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()


class OptionsView(QListView):
    """A decision's options: Enter answers with the options chosen (`enter_pressed`), as the
    Answer button does, so that a judge at the keyboard picks with the arrow keys (Space
    for each of several) and answers without leaving the list."""

    enter_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier  # (Enter on the keypad too)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            self.enter_pressed.emit()
            return
        if event.key() == Qt.Key.Key_Escape and plain and self.selectionModel().hasSelection():
            # (Escape takes back the options chosen, never answers: the current row stays
            # where the arrow keys go on from)
            self.selectionModel().clearSelection()
            return
        super().keyPressEvent(event)


class NumberEdit(QLineEdit):
    """A number decision's typed answer: Escape clears it and goes back to the options list
    (`escaped`), as Escape there takes back the options chosen."""

    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            self.clear()
            self.textEdited.emit("")
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class StepBox(QSpinBox):
    """The decision bar's Step box: a number past the line's end (99 in a line of 8 steps) is
    taken as typed and shown at the end, and `past_end` says so (typed, last step), where a
    spin box would have refused the second digit without a word."""

    past_end = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed: int | None = None
        self.editingFinished.connect(self._said)

    def validate(self, text: str, pos: int) -> object:
        digits = text.strip()
        if digits.isascii() and digits.isdigit():
            return QValidator.State.Acceptable, text, pos  # (bound to the range as it is read)
        return super().validate(text, pos)

    def valueFromText(self, text: str) -> int:
        digits = text.strip()
        if digits.isascii() and digits.isdigit():
            self._typed = int(digits)
            return min(self._typed, self.maximum())
        return super().valueFromText(text)

    def _said(self) -> None:
        typed, self._typed = self._typed, None
        if typed is not None and typed > self.maximum():
            self.past_end.emit(typed, self.maximum())


class PlayerPanel(QFrame):
    """One player's side of the scoreboard: points large, then tokens and pile sizes."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setObjectName(f"playerPanel{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name_label = QLabel()
        self.name_label.setObjectName(f"playerName{index}")
        self.score_label = QLabel()
        self.score_label.setObjectName(f"playerScore{index}")
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score_label.setMinimumWidth(64)
        # the unit under the score ("rounds won") is read whole: a long line of numbers beside it
        # and the turn marks wrap rather than squeeze it
        self.score_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.numbers_label = QLabel()
        self.numbers_label.setObjectName(f"playerNumbers{index}")
        self.numbers_label.setWordWrap(True)
        self.turn_label = QLabel()
        self.turn_label.setObjectName(f"playerTurn{index}")
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.name_label)
        text.addWidget(self.numbers_label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.score_label)
        layout.addLayout(text, 1)
        layout.addWidget(self.turn_label)

    def show_player(self, player: PlayerView, position: PositionView) -> None:
        first = " · went first" if position.first_player == player.index else ""
        self.name_label.setText(f"<b>{html.escape(player.who)}</b> · {html.escape(player.name, quote=False)}{first}")
        self.score_label.setText(
            f"<span style='font-size:22pt; font-weight:600'>{player.score}</span><br>{player.score_unit}")
        # (each count kept whole on its line: "Problem deck" at the end of one and its "10" alone
        # on the next, beside the turn marks at 1024×700, read as no count at all)
        self.numbers_label.setText(" · ".join(
            f"<span style='white-space:nowrap'>{html.escape(label, quote=False)} "
            f"<b>{html.escape(str(value), quote=False)}</b></span>" for label, value in player.tally))
        their_turn = position.turn > 0 and position.turn_player == player.index
        deciding = position.decision is not None and position.decision.player == player.index
        marks = []
        if their_turn:
            marks.append("<b>their turn</b>")
        if deciding:
            marks.append("<span style='color:#b35900'><b>deciding</b></span>")
        self.turn_label.setText("<br>".join(marks))
        self.setStyleSheet(
            f"#playerPanel{self.index} {{ background: {'#eef5e9' if their_turn else '#f7f7f7'}; }}")


def pane_title(text: str, buddy: QWidget) -> QLabel:
    """A pane's bold title whose Alt+letter (`&` in `text`) puts the keyboard in the pane."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # (an access key works in plain text only)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setBuddy(buddy)
    return label


class DecisionPanel(QWidget):
    """Who decides, what, and the options; Answer, Step and Play to the end."""

    answer_requested = Signal(list)
    step_requested = Signal()
    until_requested = Signal(str)
    """A stop of `engine.core.table.UNTIL_STOPS`: step on to the end of the phase (or step, turn)."""
    play_out_requested = Signal()
    stop_requested = Signal()
    """The judge asks a running play-out to stop (the Play to the end button reads Stop then)."""
    option_card = Signal(int)  # the card an option names, to show it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: Decision | None = None
        self.card_of: Callable[[str, str], int | None] = label_card
        """The card an option names (key, label); the window sets its game's reading."""
        self.who_label = QLabel()
        self.who_label.setObjectName("decisionWho")
        # (the line a stop leaves is long: "Stopped at the end of the main phase of turn 3, before
        # the confront step"; it wraps rather than widen the panel and squeeze the log beside it)
        self.who_label.setWordWrap(True)
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("decisionPrompt")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setTextFormat(Qt.TextFormat.PlainText)  # (it may name the players, as typed)
        self.asked_by_label = QLabel()
        self.asked_by_label.setObjectName("decisionAskedBy")
        self.asked_by_label.setWordWrap(True)
        self.asked_by_label.setTextFormat(Qt.TextFormat.PlainText)  # (a card's name, as printed)
        self.count_label = QLabel()
        self.count_label.setObjectName("decisionCount")
        self.count_label.setWordWrap(True)
        self.model = OptionListModel(self)
        self.options_view = OptionsView()
        self.options_view.setObjectName("decisionOptions")
        self.options_view.setModel(self.model)
        self.options_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.options_view.setAlternatingRowColors(True)
        # a trigger or ability quotes its card's text: the option wraps to the panel's width,
        # read whole without scrolling sideways (the panel is a third of the window wide)
        self.options_view.setWordWrap(True)
        self.options_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.options_view.doubleClicked.connect(self._double_clicked)
        self.options_view.enter_pressed.connect(self._answer)
        self.options_view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.options_view.clicked.connect(self._clicked)
        # a number decision (802 loops) accepts any whole number in its range, not only the
        # suggestions listed as options
        self.number_edit = NumberEdit()
        self.number_edit.setObjectName("decisionNumber")
        self.number_edit.escaped.connect(self.options_view.setFocus)
        self.number_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,15}"), self.number_edit))
        self.number_edit.textEdited.connect(self._number_edited)
        self.number_edit.returnPressed.connect(self._answer)
        self.number_label = QLabel()
        self.number_row = QWidget()
        number_layout = QHBoxLayout(self.number_row)
        number_layout.setContentsMargins(0, 0, 0, 0)
        number_layout.addWidget(self.number_label)
        number_layout.addWidget(self.number_edit, 1)
        self.answer_button = QPushButton("&Answer")
        self.answer_button.setObjectName("answerButton")
        self.answer_button.setDefault(True)
        self.answer_button.clicked.connect(self._answer)
        self.step_button = QPushButton("&Step to next decision")
        self.step_button.setObjectName("stepButton")
        self.step_button.setToolTip(
            "Replay the recorded answer; past the end of the recording, answer with the "
            "default (pass priority, decline, keep)")
        self.step_button.clicked.connect(self.step_requested)
        self.until_button = QPushButton("Step to end of p&hase")
        self.until_button.setObjectName("untilButton")
        self.until_button.setToolTip(
            "Answer (the recorded answers, else the defaults) until the end of the current phase, "
            "and stop there to look at the board; the Move menu also steps to the end of the step "
            "or the turn")
        self.until_button.clicked.connect(lambda: self.until_requested.emit("end-of-phase"))
        self.play_out_button = QPushButton("&Play to the end")
        self.play_out_button.setObjectName("playOutButton")
        self.play_out_button.setToolTip(
            "Let two seeded random players finish the game from here (a what-if)")
        self.play_out_button.clicked.connect(self._play_out_clicked)
        self._stoppable = False
        buttons = QHBoxLayout()
        buttons.addWidget(self.answer_button)
        buttons.addWidget(self.step_button)
        buttons.addWidget(self.until_button)
        buttons.addStretch(1)
        buttons.addWidget(self.play_out_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.who_label)
        layout.addWidget(self.prompt_label)
        layout.addWidget(self.asked_by_label)
        layout.addWidget(self.count_label)
        layout.addWidget(self.options_view, 1)
        layout.addWidget(self.number_row)
        layout.addLayout(buttons)
        self.show_decision(None, "No game on the table.")

    def show_decision(
        self, decision: Decision | None, idle_text: str = "",
        words: Callable[[str], str] | None = None, asked_by: str | None = None,
        labels: Sequence[str] | None = None, gaps: Mapping[int, str] | None = None, decider: str = "",
    ) -> None:
        """Show the pending decision; `words` turns the engine's place keys into words,
        `asked_by` says which card's text asks it (a question of the rules has none) and
        `labels` are its options' labels as the game's table reads them (the options' own
        labels when None). `gaps` (`card_gaps`) marks an option naming a card whose text the
        rules engine does not carry out, as the card's row is marked. `decider` names the
        player deciding as the position does (`PositionView.who`)."""
        self.decision = decision
        option_gaps = None
        if decision is not None and gaps:
            shown = labels if labels is not None else [option.label for option in decision.options]
            named = (self.card_of(option.key, label) for option, label in zip(decision.options, shown, strict=True))
            option_gaps = ["" if iid is None else gaps.get(iid, "") for iid in named]
        self.model.set_decision(decision, labels, option_gaps)
        self.options_view.scrollToTop()  # (the list of the decision before may have been scrolled down)
        self.number_edit.clear()
        numbers = decision.number_range() if decision is not None else None
        self.number_row.setVisible(numbers is not None)
        if numbers is not None:
            low, high = numbers
            self.number_label.setText(
                f"or any number from {low:,}" + ("" if high is None else f" to {high:,}") + ":")
        shown_by = asked_by if decision is not None else None
        self.asked_by_label.setText(shown_by or "")
        self.asked_by_label.setVisible(shown_by is not None)
        if decision is None:
            self.who_label.setText(f"<b>{html.escape(idle_text or 'No decision pending.', quote=False)}</b>")
            self.prompt_label.setText("")
            self.count_label.setText("")
        else:
            # (who decides, no more: the engine's name for the kind of decision, "setup caster",
            # "bottom order", is no word of the rules; the prompt below says what is asked)
            self.who_label.setText(f"<span style='font-size:12pt'><b>{html.escape(decider)} decides</b></span>")
            self.prompt_label.setText(words(decision.prompt) if words else decision.prompt)
            self.count_label.setText(self._count_text(decision))
            single = decision.max <= 1
            self.options_view.setSelectionMode(
                QAbstractItemView.SelectionMode.SingleSelection if single
                else QAbstractItemView.SelectionMode.MultiSelection)
        self._selection_changed()

    @staticmethod
    def _count_text(decision: Decision) -> str:
        if decision.min == decision.max:
            return f"Choose {how_many(decision.max, 'option')}."
        if decision.min == 0:
            return f"Choose up to {decision.max} (or none)."
        return f"Choose {decision.min} to {decision.max}."

    def show_recorded(self, keys: list[str]) -> None:
        """Mark the answer the replay holds here: selected, and said in words."""
        self.select_keys(keys)
        labels = [self.model.label(i) for i, o in enumerate(self.model.options()) if o.key in keys]
        listed = {o.key for o in self.model.options()}
        for key in keys:
            number = number_of(key) if key not in listed else None
            if number is not None:
                self.number_edit.setText(str(number))
                labels.append(f"{number:,}")
        self.count_label.setText(
            f"{self._count_text(self.decision) if self.decision else ''} "
            f"<b>Recorded answer:</b> {html.escape('; '.join(labels) or 'none', quote=False)} (Forward plays it; "
            "another answer starts a new line)")

    def typed_number(self) -> int | None:
        text = self.number_edit.text() if self.number_row.isVisibleTo(self) else ""
        return int(text) if text.isdigit() else None

    def chosen_keys(self) -> list[str]:
        number = self.typed_number()
        if number is not None:
            return [f"number:{number}"]
        rows = sorted(i.row() for i in self.options_view.selectionModel().selectedRows())
        return [self.model.option(r).key for r in rows]

    def select_keys(self, keys: list[str]) -> None:
        """Select these options (by key), as a judge's clicks would: the first of them is
        scrolled into view and is where the arrow keys go on from."""
        selection = self.options_view.selectionModel()
        selection.clearSelection()
        rows = [row for row, option in enumerate(self.model.options()) if option.key in keys]
        for row in rows:
            selection.select(self.model.index(row), QItemSelectionModel.SelectionFlag.Select)
        if rows:
            selection.setCurrentIndex(self.model.index(rows[0]), QItemSelectionModel.SelectionFlag.NoUpdate)
            QTimer.singleShot(0, self.options_view, self._show_current)

    def _show_current(self) -> None:
        """The current option scrolled into view again once the rows are laid out: options
        that wrap grow taller then, moving it down out of sight."""
        current = self.options_view.currentIndex()
        if current.isValid():
            self.options_view.scrollTo(current)

    def answer_allowed(self) -> bool:
        decision = self.decision
        if decision is None:
            return False
        number = self.typed_number()
        if number is not None:
            low, high = decision.number_range() or (0, -1)
            return low <= number and (high is None or number <= high)
        return decision.min <= len(self.chosen_keys()) <= decision.max

    def _number_edited(self) -> None:
        if self.number_edit.text():
            self.options_view.selectionModel().clearSelection()
        self.answer_button.setEnabled(self.answer_allowed())

    def set_enabled_for(self, busy: bool, game_open: bool, stopped: bool = False,
                        stoppable: bool = False) -> None:
        """`stopped`: the engine stands between two decisions where the judge stopped it; stepping
        goes on from there, and so does Play to the end. `stoppable`: a play-out is running, and
        the Play to the end button stops it."""
        pending = self.decision is not None
        self.options_view.setEnabled(not busy and pending)
        self.number_edit.setEnabled(not busy and pending)
        self.answer_button.setEnabled(not busy and self.answer_allowed())
        self.step_button.setEnabled(not busy and (pending or stopped))
        self.until_button.setEnabled(not busy and (pending or stopped))
        self.play_out_button.setEnabled(stoppable or (not busy and (pending or stopped) and game_open))
        if stoppable != self._stoppable:
            self._stoppable = stoppable
            self.play_out_button.setText("S&top playing" if stoppable else "&Play to the end")
            self.play_out_button.setToolTip(
                "Stop the random players at their next answer, to look at the board there" if stoppable
                else "Let two seeded random players finish the game from here (a what-if)")

    def _play_out_clicked(self) -> None:
        (self.stop_requested if self._stoppable else self.play_out_requested).emit()

    def _selection_changed(self) -> None:
        rows = sorted(i.row() for i in self.options_view.selectionModel().selectedRows())
        if rows:
            self.number_edit.clear()
        self.answer_button.setEnabled(self.answer_allowed())
        if rows:
            option = self.model.option(rows[-1])
            iid = self.card_of(option.key, option.label)
            if iid is not None:
                self.option_card.emit(iid)

    def _clicked(self, index: QModelIndex) -> None:
        """A click on an option shows the card it names, also when the option was chosen
        already (the card panel may have turned to a card clicked on the table since)."""
        if index.isValid() and self.options_view.selectionModel().isRowSelected(index.row(), QModelIndex()):
            option = self.model.option(index.row())
            iid = self.card_of(option.key, option.label)
            if iid is not None:
                self.option_card.emit(iid)

    def _double_clicked(self) -> None:
        if self.decision is not None and self.decision.max == 1 and self.answer_allowed():
            self._answer()

    def _answer(self) -> None:
        if self.answer_allowed():
            self.answer_requested.emit(self.chosen_keys())

    def option_keys(self) -> list[str]:
        return [str(self.model.data(self.model.index(r), KEY_ROLE))
                for r in range(self.model.rowCount())]


class TextScroll(QScrollArea):
    """A scroll area around wrapped text whose scroll bar goes once the text fits its height.

    Qt measures the text at the width the viewport has beside its scroll bar: a pane grown
    to hold its text whole, measured at the full width, kept the bar (and a line to scroll)
    because the text is a line longer beside the bar. Each resize measures it again at the
    full width."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.drop_needless_bar()

    def drop_needless_bar(self) -> None:
        """Hide the vertical scroll bar where the text fits whole without it."""
        bar = self.verticalScrollBar()
        text = self.widget()
        full = self.maximumViewportSize()
        if (bar.isVisible() and text is not None and text.hasHeightForWidth()
                and text.heightForWidth(full.width()) <= full.height()):
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # (laid out without it)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def is_cut(self) -> bool:
        """Whether the text is taller than the room it has (the judge would have to scroll)."""
        text = self.widget()
        full = self.maximumViewportSize()
        return text is not None and text.hasHeightForWidth() and text.heightForWidth(max(full.width(), 1)) > full.height()


class WholeTextLink(QLabel):
    """A link ("Show whole rule") a pane shows beside its title while its text is cut, opening
    the text in a window of its own (`WholeTextDialog`, made at the first click and kept, the
    pane its parent); hidden until then. `read` gives the window's title, heading and text at
    each opening, so an open window follows the pane (`show_whole` again)."""

    def __init__(self, words: str, pane: QWidget, read: Callable[[], tuple[str, str, str]]) -> None:
        super().__init__(f"<a href='whole'>{html.escape(words)}</a>")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.setToolTip("Read the whole text in a window of its own")
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.hide()
        self._pane = pane
        self._read = read
        self.dialog: WholeTextDialog | None = None
        self.linkActivated.connect(self.show_whole)

    def show_whole(self) -> WholeTextDialog:
        """The pane's whole text in its window, beside the table."""
        if self.dialog is None:
            self.dialog = WholeTextDialog(self._pane)
        self.dialog.show_text(*self._read())
        return self.dialog

    def is_open(self) -> bool:
        return self.dialog is not None and self.dialog.isVisible()

    def close_whole(self) -> None:
        """Close the window, if open (its pane no longer shows what it says)."""
        if self.dialog is not None:
            self.dialog.close()


def scrolled(widget: QWidget) -> QScrollArea:
    """A panel's text in a frameless scroll area: a long rule, card text or answer can be read
    to its end however small the judge has made the panel."""
    scroll = TextScroll()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(widget)
    return scroll


class CardPanel(QFrame):
    """The selected card's full text and numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title_label = QLabel()
        self.title_label.setObjectName("cardTitle")
        self.title_label.setWordWrap(True)
        self.heading_label = QLabel()
        self.heading_label.setObjectName("cardHeading")
        self.heading_label.setTextFormat(Qt.TextFormat.PlainText)
        self.heading_label.setWordWrap(True)  # (a type line longer than the panel is wide goes on)
        self.where_label = QLabel()
        self.where_label.setObjectName("cardWhere")
        self.where_label.setWordWrap(True)
        # a made-up card is never taken for a printed one: the panel says so under the heading
        self.unofficial_label = QLabel()
        self.unofficial_label.setObjectName("cardUnofficial")
        self.unofficial_label.setWordWrap(True)
        self.unofficial_label.setStyleSheet("color: #a05a00; font-style: italic")
        self.facts = QFormLayout()
        self.facts.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # in a narrow panel the values go under their names rather than past the panel's edge
        # (`_fit_facts`)
        self.facts.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.text_label = QLabel()
        self.text_label.setObjectName("cardText")
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)  # (card text is read as printed)
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        body = QWidget()
        body.setObjectName("cardBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.heading_label)
        layout.addWidget(self.unofficial_label)
        layout.addWidget(self.where_label)
        layout.addLayout(self.facts)
        layout.addWidget(self.text_label, 1)
        self.scroll = scrolled(body)
        QVBoxLayout(self).addWidget(self.scroll)
        self.show_card(None)

    def show_card(self, detail: CardDetail | None) -> None:
        self.detail = detail
        while self.facts.rowCount():
            self.facts.removeRow(0)
        if detail is None:
            self.title_label.setText("<b>Card</b>")
            self.heading_label.setText("")
            self.unofficial_label.setText("")
            self.unofficial_label.setVisible(False)
            self.where_label.setText("")
            self.text_label.setText("Select a card on the table, in a hand or pile, "
                                    "or an option that names one, to read it here.")
            return
        self.title_label.setText(
            f"<span style='font-size:12pt'><b>{html.escape(detail.name, quote=False)}</b></span> #{detail.iid}")
        self.heading_label.setText(detail.heading)
        self.unofficial_label.setText(UNOFFICIAL_NOTE if detail.unofficial else "")
        self.unofficial_label.setVisible(detail.unofficial)
        self.where_label.setText(f"<i>{html.escape(detail.where, quote=False)}</i>")  # (it names a player)
        for name, value in detail.facts:
            label = QLabel(value)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            self.facts.addRow(f"{name}:", label)
        self._fit_facts()
        self.text_label.setText(detail.text or "(no card text)")

    def _fit_facts(self) -> None:
        """Each fact's value beside its name while every word of every value has room there,
        else every value under its name: a word-wrapped value squeezed narrower than its
        longest word ("Starting Problem" in a small window) lost its end past the panel's edge."""
        rows = range(self.facts.rowCount())
        pairs = [(self.facts.itemAt(row, QFormLayout.ItemRole.LabelRole),
                  self.facts.itemAt(row, QFormLayout.ItemRole.FieldRole)) for row in rows]
        names = [name.widget() for name, _value in pairs if name is not None and name.widget() is not None]
        values = [value.widget() for _name, value in pairs if value is not None and isinstance(value.widget(), QLabel)]
        if not values:
            return
        spacing = max(self.facts.horizontalSpacing(), 0)
        name_width = max((name.sizeHint().width() for name in names), default=0)
        word = max(value.fontMetrics().horizontalAdvance(part) for value in values for part in value.text().split() or [""])
        room = self.scroll.viewport().width() - 2  # (a pixel either side for the label's own rounding)
        policy = (QFormLayout.RowWrapPolicy.DontWrapRows if name_width + spacing + word <= room
                  else QFormLayout.RowWrapPolicy.WrapAllRows)
        if self.facts.rowWrapPolicy() != policy:
            self.facts.setRowWrapPolicy(policy)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_facts()


class RulePanel(QFrame):
    """The rule a log entry cites, with its text when the program ships the rules."""

    def __init__(self, rules: dict[str, str], parent: QWidget | None = None,
                 rules_name: str = "the game's rules") -> None:
        super().__init__(parent)
        self.setObjectName("rulePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rules = rules
        self.rules_name = rules_name
        """The document citations point into, for "look up ... in" when its text is not shipped."""
        self.citation_label = QLabel()
        self.citation_label.setObjectName("ruleCitation")
        # (a heading naming no rule, "Floor rules: end of match", wraps within the pane rather
        # than widening it over the game log beside it)
        self.citation_label.setWordWrap(True)
        self.text_label = QLabel()
        self.text_label.setObjectName("ruleText")
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)  # (the engine's words name the players)
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scroll = scrolled(self.text_label)
        # (a rule longer than the pane's room, two lines at a small screen, is read whole in a
        # window of its own: the link beside the heading says so while the text is cut)
        self.whole_link = WholeTextLink("Show whole rule", self, lambda: (
            "Rule – Match table", self.citation_label.text(), self.text_label.text()))
        self.whole_link.setObjectName("ruleWholeLink")
        # (two lines of a rule at the least, its hint whole: the Why pane below grows into the
        # rest to show a long answer whole, `_keep_least`)
        layout = QGridLayout(self)
        layout.addWidget(self.citation_label, 0, 0)
        layout.addWidget(self.whole_link, 0, 1)
        layout.addWidget(self.scroll, 1, 0, 1, 2)
        layout.setRowStretch(1, 1)
        layout.setColumnStretch(0, 1)
        self.show_rule("", "")

    def show_rule(self, citation: str, event: str) -> None:
        self._showing_rule = bool(citation)
        self._show_rule(citation, event)
        self._keep_least()
        self._offer_whole()
        if self.whole_link.is_open():
            if citation:
                self.whole_link.show_whole()  # (the open window follows the entry selected)
            else:
                self.whole_link.close_whole()  # (no entry selected: nothing to read in it)

    def _offer_whole(self) -> None:
        """The "Show whole rule" link while the rule's text is cut by the pane's room."""
        self.whole_link.setVisible(self._showing_rule and self.scroll.is_cut())

    def _keep_least(self) -> None:
        """The least height of the text: two lines of a rule, or the hint whole (one line where
        the pane is wide enough), so that the Why pane below may grow into the rest."""
        spacing = self.fontMetrics().lineSpacing()
        # (the heading, wrapped where the pane is narrow, keeps every line it needs)
        heading = self.citation_label
        heading.setMinimumHeight(max(heading.heightForWidth(max(heading.width(), 1)), 0))
        least = 2 * spacing
        if not self._showing_rule:
            least = min(least, self.text_label.heightForWidth(max(self.scroll.viewport().width(), 1)))
        self.scroll.setMinimumHeight(max(least, spacing) + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_least()
        self._offer_whole()

    def _show_rule(self, citation: str, event: str) -> None:
        from tourney.services.match_table import rule_text

        if not citation:
            self.citation_label.setText("<b>Rule</b>")
            self.text_label.setText("Select a log entry to see its rule.")
            return
        # any citation the game ships words for is looked up, numbered (611.3d) or named by the
        # game's own scheme ("SC 6.4" for the Spellcasters draft)
        found = rule_text(self.rules, citation)
        # a citation of the rules reads "Rule 611.3d"; one naming no rule ("text not carried
        # out" for a card the engine lacks, "floor rules: end of match") is its own heading
        ruled = found is not None or citation[:1].isdigit()
        heading = f"Rule {citation}" if ruled else citation[:1].upper() + citation[1:]
        self.citation_label.setText(f"<span style='font-size:12pt'><b>{html.escape(heading)}</b></span>")
        if found is not None:
            cited, text = found
            # (a glossary citation names its term, then what the engine made of it)
            parent = "" if cited == citation or cited.startswith("Glossary:") else f" (from {cited})"
            self.text_label.setText(f"{text}{parent}\n\nThe engine: {event}")
        elif citation[:1].isdigit():
            self.text_label.setText(
                f"The engine: {event}\n\nThe rules text is not shipped with this program: "
                f"look up {citation} in {self.rules_name}.")
        else:
            self.text_label.setText(f"The engine: {event}")


class WhyPanel(QFrame):
    """The judge's "Why can't ...?": an action they expected, in plain words, and the engine's
    answer (the option it is, or the rule or card text that forbids it)."""

    asked = Signal(str)
    HINT = ("Type an action the engine does not offer: it names the rule or card text that forbids it. "
            "Ask with the box empty for every question it reads.")

    def __init__(self, parent: QWidget | None = None, grammar: str = "", hint: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("whyPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question_edit = QLineEdit()
        self.question_edit.setObjectName("whyQuestion")
        self.question_edit.returnPressed.connect(self._ask)
        self.question_edit.installEventFilter(self)  # (its width: how many forms its hint shows)
        self._hint: tuple[str, ...] = ()
        title = pane_title("&Why can't…?", self.question_edit)
        self.ask_button = QPushButton("Why &not?")
        self.ask_button.setObjectName("whyButton")
        self.ask_button.clicked.connect(self._ask)
        self.answer_label = QLabel(self.HINT)
        self.answer_label.setObjectName("whyAnswer")
        self.answer_label.setTextFormat(Qt.TextFormat.PlainText)  # (it quotes the question as typed)
        self.answer_label.setWordWrap(True)
        self.answer_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.answer_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer_scroll = scrolled(self.answer_label)
        # (an answer longer than the whole row of panes can give it is read whole in a window
        # of its own: the link beside the title says so while the answer is cut)
        self.whole_link = WholeTextLink("Show whole answer", self, self._whole_answer)
        self.whole_link.setObjectName("whyWholeLink")
        heading = QHBoxLayout()
        heading.addWidget(title)
        heading.addStretch(1)
        heading.addWidget(self.whole_link)
        row = QHBoxLayout()
        row.addWidget(self.question_edit, 1)
        row.addWidget(self.ask_button)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addLayout(row)
        layout.addWidget(self.answer_scroll, 1)
        self._describe(grammar, hint)
        if not grammar:
            self.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_hint_whole()
        self.offer_whole()

    def offer_whole(self) -> None:
        """The "Show whole answer" link while the answer is cut by the pane's room (a short
        answer, read whole in the pane, has none)."""
        self.whole_link.setVisible(self.answer_label.text() != self.HINT and self.answer_scroll.is_cut())

    def _whole_answer(self) -> tuple[str, str, str]:
        """The answer's window's title, heading and text: the answer under its question."""
        question = self.question_edit.text().strip() or "(every question it reads)"
        return ("Why can't…? – Match table", f"<b>Why can't…?</b> {html.escape(question, quote=False)}",
                self.answer_label.text())

    def _keep_hint_whole(self) -> None:
        """The answer's room at the least as tall as the hint takes at the pane's width, so the
        hint reads whole without scrolling (at 1024×700 its last line was cut beside a scroll
        bar); the rule pane above gives the room."""
        width = max(self.answer_scroll.maximumViewportSize().width(), 1)
        flags = int(Qt.TextFlag.TextWordWrap)
        least = self.answer_label.fontMetrics().boundingRect(0, 0, width, 10000, flags, self.HINT).height() + 2
        if self.answer_scroll.minimumHeight() != least:
            self.answer_scroll.setMinimumHeight(least)

    def set_grammar(self, grammar: str, hint: Sequence[str] = ()) -> None:
        """Speak of the game on the table: a game whose engine answers no why-not questions has
        no box at all (rather than one that always refuses)."""
        self._describe(grammar, hint)
        self.setHidden(not grammar)

    def _describe(self, grammar: str, hint: Sequence[str]) -> None:
        """The game's questions: a few as the box's hint (`hint`, as many as fit, not a line
        of every form cut off mid-word), all of them as its tooltip."""
        self._hint = tuple(hint) or (grammar.removeprefix("ask "),)
        self.question_edit.setToolTip(grammar[:1].upper() + grammar[1:])
        self._fit_hint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.question_edit and event.type() == QEvent.Type.Resize:
            self._fit_hint()
        return super().eventFilter(watched, event)

    def _fit_hint(self) -> None:
        """The hint's forms that fit the box's width, the first always, "…" after them for the
        rest (the tooltip and the answer to an empty question list them all)."""
        metrics = self.question_edit.fontMetrics()
        room = self.question_edit.contentsRect().width() - 2 * metrics.averageCharWidth()
        shown = 1
        while shown < len(self._hint) and metrics.horizontalAdvance(", ".join(self._hint[:shown + 1]) + ", …") <= room:
            shown += 1
        more = ", …" if len(self._hint) > 1 else ""  # (the hint's forms are a few of many)
        self.question_edit.setPlaceholderText(", ".join(self._hint[:shown]) + more)

    def _ask(self) -> None:
        self.asked.emit(self.question_edit.text())

    def show_answer(self, lines: list[str], refused: bool = False) -> None:
        """The engine's answer, or (`refused`) why the question could not be read."""
        self.answer_label.setStyleSheet("color: #a00000;" if refused else "")
        self.answer_label.setText("\n".join(lines))
        self.offer_whole()

    def height_wanted(self, width: int | None = None) -> int:
        """How tall the panel must be to show its answer whole without scrolling, at its width or
        at `width` (the panel's, were it given that)."""
        viewport = self.answer_scroll.viewport()
        # (measured without the scroll bar, which goes once the answer fits, `TextScroll`)
        room = self.answer_scroll.maximumViewportSize().width() + (0 if width is None else width - self.width())
        return self.height() - viewport.height() + self.answer_label.heightForWidth(max(room, 1)) + 2

    def clear(self) -> None:
        """Another game or board on the table: the question asked of the last one goes with
        its answer (it named that game's cards), the hint in their place."""
        self.question_edit.clear()
        self.forget_answer()

    def forget_answer(self) -> None:
        """The position the answer spoke of is no longer shown: the hint again (the question
        stays, to ask again about the new position)."""
        self.answer_label.setStyleSheet("")
        self.answer_label.setText(self.HINT)
        self.whole_link.hide()
        self.whole_link.close_whole()  # (it spoke of a position no longer shown)
