"""The judge's board editor: set up the position at a table card by card.

A window of its own beside the match table. Each player has a tab laid out
from the game's `BoardSchema`: the cards each player always has in play (MLP:
the Mane Character, where it is, exhausted, Boosted side, and the Problem), the
player's numbers (points, action tokens), the cards in play (area, host,
flags, counters) and every pile in order. Cards are typed by code or name with
completion from the game's cards. The
editor only collects the position (a `BoardSetup`); **Start here** and
**Save as…** hand it to the match table window, which builds and loads the
board-state document on the worker thread. A refusal comes back here as a
message naming the card (its row is selected), and the editor keeps
everything the judge typed. Every change is recorded for **Edit → Undo** and
**Redo** (`board_editor_undo`), named by what it changed.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QRegularExpression,
    QStringListModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QKeyEvent, QRegularExpressionValidator, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.player_names import default_name, name_problem, player_called, tidied_name
from tourney.gui.access_keys import with_access_key, with_access_keys
from tourney.gui.board_editor_models import (
    CHOICE_ROLE,
    FLAG,
    GAP_MARK,
    GAP_SIGN,
    GAP_WORDS,
    CardListModel,
    InPlayModel,
    host_label,
)
from tourney.gui.board_editor_undo import DraftHistory, copy_into
from tourney.gui.match_table_panels import TextScroll, WholeTextLink
from tourney.gui.table_views import one_tab_stop
from tourney.gui.tooltips import wrapping_tip
from tourney.gui.window_size import resize_within_screen
from tourney.gui.wrapped_widths import readable_width
from tourney.services.board_editor import (
    MAX_TURN,
    BoardSetup,
    BoardSetupError,
    CardPlace,
    EditorCard,
    PlayerSetup,
    board_editing,
    empty_setup,
    entry_text,
)
from tourney.services.board_editor_changes import card_name, list_label

IN_PLAY = "play"
BENEATH = "beneath"
"""Move to's places beneath a card in play: "beneath|<its number>"."""
ERROR_STYLE = "color: #a40000"
EMPTY_SLOT = "(not typed yet)"
"""Beside a Mane Character or Problem line left empty, rather than a number with no card ("#1 (no card)")."""
NOTE_STYLE = "color: #5a4a00"
NOTE_LINES = 2
"""The lines the editor's note takes at the most (the whole in a window of its own)."""
PLAYER_COMBO_MORE = 3
"""The letters more than "Player 1" Whose turn and First player show of a long name (its
list shows it whole)."""
EDITOR_KEYS = frozenset("esvltwfgd12")
"""The Alt+letters of the editor's own lines and buttons: Edit menu, Start here, Save as, Close,
Turn, Whose turn, First player, Begin at (G: B is left for a game's line, as MLP's Boosted
side), Seed, the two players' tabs (1 and 2, as "Player 1" and "Player 2" number them). Each player's card lines (named by the game's board) take
the letters left in their order, then the line a card is added from; the boxes and numbers
beside them and the buttons under the lists share the rest (`with_access_keys`). The texts
outnumber the letters they hold (MLP's editor had 24 for 23), so the Add button has none: it
does what Enter does in the line beside it, whose label has the letter."""
LIST_BUTTONS = ("Remove", "Up", "Down", "To the top", "Move to", "Remove from play", "Take out to")
"""The buttons under the hand and piles, then under the cards in play, in the order that
gives letters first when not all can have one: a pile's buttons have no other key, a card in
play is taken out with the Delete key too. The card in play is taken out to a pile ("Take out
to"), a pile's card moved to another pile or into play ("Move to"): two texts alike would both
want the one letter left of "Move to"."""
NAME_PADDING = 16
"""Room beside the longest name in the cards-in-play list (the view's margins and a glyph
drawn from another font, as the sign may be), so the name is never cut."""


_COMPLETIONS: dict[tuple[str | None, str | None], tuple[str, ...]] = {}


def _completion_texts(system_id: str | None, zone: str | None = None) -> tuple[str, ...]:
    if (system_id, zone) not in _COMPLETIONS:
        editing = board_editing(system_id)
        choices = editing.card_choices() if zone is None else editing.choices_for(zone)
        _COMPLETIONS[system_id, zone] = tuple(choice.text for choice in choices)
    return _COMPLETIONS[system_id, zone]


def card_completer(parent: QWidget, system_id: str | None = None, zone: str | None = None) -> QCompleter:
    """Completion over the cards `zone` (a slot, a pile, "play"; None = anywhere) can hold:
    "twi" offers each Twilight Sparkle by code and name, in the Mane Character's line only the
    Mane Characters."""
    completer = QCompleter(QStringListModel(list(_completion_texts(system_id, zone)), parent), parent)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setMaxVisibleItems(12)
    return completer


COMPLETION_ROOM = "Twilight Sparkle, Faithful"
"""What a card line shows however narrow its row: a name typed there is read, not its last letters."""


class CardEdit(QLineEdit):
    """A line where a card is typed by code or name; a chosen completion leaves its code."""

    def __init__(self, placeholder: str = "Code or name of a card", parent: QWidget | None = None,
                 system_id: str | None = None, zone: str | None = None) -> None:
        super().__init__(parent)
        self.system_id = system_id
        self.setPlaceholderText(placeholder)
        completer = card_completer(self, system_id, zone)
        self.setCompleter(completer)
        # a short line (a Mane Character's slot) showed its completions cut to "CN5 …": the list
        # is as wide as its longest entry needs, whatever the line's own width
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(COMPLETION_ROOM))
        popup = completer.popup()
        texts = _completion_texts(system_id, zone)
        widest = max((popup.fontMetrics().horizontalAdvance(text) for text in texts), default=0)
        popup.setMinimumWidth(widest + popup.verticalScrollBar().sizeHint().width() + 4 * popup.frameWidth() + 8)
        # (after the line's own handling of the choice, which sets the whole completion as
        # its text once it has focus: run at once, this would be overwritten)
        completer.activated[str].connect(lambda text: QTimer.singleShot(0, self, lambda: self._chosen(text)))

    def set_zone(self, zone: str) -> None:
        """Offer the cards another place can hold (the entry line's place was changed)."""
        model = self.completer().model()
        if isinstance(model, QStringListModel):
            model.setStringList(list(_completion_texts(self.system_id, zone)))

    def _chosen(self, text: str) -> None:
        self.setText(entry_text(text))

    def card_text(self) -> str:
        return entry_text(self.text())


SEED_MAX = 2**64 - 1
"""The highest seed a game takes (its random generator's state is 64 bits), as the command
line's `--seed` and a board file give it: more than a spin box holds (2**31 - 1)."""


class SeedEdit(QLineEdit):
    """The position's seed, any whole number a game takes, with a spin box's `value`,
    `setValue` and `valueChanged` (a spin box stopped on an OverflowError at a seed of a
    game dealt from the command line)."""

    valueChanged = Signal(object)  # (an int past 32 bits)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("0", parent)
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,20}"), self))
        self.setMaxLength(20)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMaximumWidth(self.fontMetrics().horizontalAdvance("0" * 21) + 12)
        self.textEdited.connect(lambda _text: self.valueChanged.emit(self.value()))
        self.editingFinished.connect(self._show_value)

    def value(self) -> int:
        """The seed typed; a number past the highest seed is read as the highest."""
        text = self.text()
        return min(int(text), SEED_MAX) if text.isdigit() else 0

    def setValue(self, value: int) -> None:
        self.setText(str(max(0, min(value, SEED_MAX))))

    def _show_value(self) -> None:
        shown = str(self.value())
        if shown != self.text():  # (an empty box is 0; more than the highest, the highest)
            self.setText(shown)
            self.valueChanged.emit(self.value())


class CardDelegate(QStyledItemDelegate):
    """The Card column edited with the same completion as the entry line."""

    def __init__(self, parent: QWidget, system_id: str | None = None, zone: str | None = None) -> None:
        super().__init__(parent)
        self.system_id = system_id
        self.zone = zone

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        return CardEdit("", parent, self.system_id, self.zone)


class ChoiceDelegate(QStyledItemDelegate):
    """An area or a host, chosen from the list the model offers for that cell."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        combo = QComboBox(parent)
        model = index.model()
        choices = model.choices(index) if isinstance(model, InPlayModel) else []
        for value, label in choices:
            combo.addItem(label, value)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            found = editor.findData(index.data(CHOICE_ROLE))
            editor.setCurrentIndex(max(found, 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), CHOICE_ROLE)


class CardTableView(QTableView):
    """A list of cards where Delete removes the selected card (not while a cell is edited).

    Its wide columns (`fitted`: where a card is, what it is attached to) give up room down to
    their titles' width when the view is narrower than its columns (a 1024-pixel screen), so
    the columns after them (the counters, what is kept) are seen without scrolling sideways;
    they take their first widths back as the view widens."""

    delete_pressed = Signal()
    resized = Signal()
    """The view took a new width: the names' column may widen into room it gained."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fitted: dict[int, int] = {}
        """The wide columns and their first widths, by column."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()
        self.resized.emit()

    def fit_columns(self) -> None:
        """Give the wide columns the room the view leaves after the others (see the class)."""
        header = self.horizontalHeader()
        excess = self._others_width() + sum(self.fitted.values()) - self.viewport().width()
        for column in sorted(self.fitted, reverse=True):  # (its host first, then where it is)
            first = self.fitted[column]
            give = min(max(excess, 0), max(first - self.least_width(column), 0))
            header.resizeSection(column, first - give)
            excess -= give

    def title_width(self, column: int) -> int:
        header = self.horizontalHeader()
        title = str(self.model().headerData(column, Qt.Orientation.Horizontal))
        return header.fontMetrics().horizontalAdvance(title) + 4 * header.fontMetrics().averageCharWidth()

    def least_width(self, column: int) -> int:
        """The narrowest a wide column gives up room to: its title, and (its text wrapped) each
        of its cells on two lines at most, no word cut (`wrapped_widths.readable_width`)."""
        model = self.model()
        texts = [str(model.index(row, column).data() or "") for row in range(model.rowCount())]
        wrapped = readable_width(self.fontMetrics(), texts, NAME_PADDING) if self.wordWrap() else 0
        return max(self.title_width(column), wrapped)

    def room_for(self, column: int) -> int:
        """The most `column` (not a wide one) may take with the wide columns at their narrowest
        readable widths and the others as they are: a long name wraps within it rather than
        narrowing where the card is to "Pla… 2's Pr…"."""
        header = self.horizontalHeader()
        least = sum(self.least_width(c) for c in self.fitted if not header.isSectionHidden(c))
        return self.viewport().width() - (self._others_width() - header.sectionSize(column)) - least

    def _others_width(self) -> int:
        """The columns besides the wide ones, the last as wide as it keeps itself."""
        header = self.horizontalHeader()
        last = header.count() - 1
        others = sum(header.sectionSize(c) for c in range(last) if c not in self.fitted and not header.isSectionHidden(c))
        # (a last column that stretches is kept no narrower than the default width of a column)
        return others + max(self.title_width(last), header.defaultSectionSize() if header.stretchLastSection() else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
                and self.state() != QAbstractItemView.State.EditingState):
            self.delete_pressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


MIN_LIST_ROWS = 3
"""The rows of cards a list of the editor keeps in view however few cards it holds."""


def _rows_height(view: QTableView, rows: int | None = None) -> int:
    """The height of a list showing its column titles and `rows` one-line rows, or (None)
    every row it has, each as tall as it is (a card in play whose place goes on to more lines)."""
    header = view.horizontalHeader().sizeHint().height()
    body = view.verticalHeader().length() if rows is None else rows * view.verticalHeader().defaultSectionSize()
    return header + body + 2 * view.frameWidth()


def _zone_of(target: str) -> str:
    """The list a place a card can be put names: a pile's key, or "play" for "play|<area>"."""
    return IN_PLAY if target.startswith(IN_PLAY) else target


def _buddy(text: str, widget: QWidget) -> QLabel:
    """A line's label whose Alt+letter puts the cursor in the line."""
    label = QLabel(text)
    label.setBuddy(widget)
    return label


def _table(model: CardListModel, name: str, system_id: str | None, zone: str) -> QTableView:
    view = CardTableView()
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    one_tab_stop(view)  # Tab goes on to the buttons under the list
    view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                         | QAbstractItemView.EditTrigger.EditKeyPressed)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    header = view.horizontalHeader()
    header.setStretchLastSection(True)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.setItemDelegateForColumn(1, CardDelegate(view, system_id, zone))
    widths = {"#": 44, "Card": 70, "Name": 236, "At": 150, "Attached to": 196}
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        if title in widths:
            header.resizeSection(column, widths[title])
            if title in ("At", "Attached to"):
                view.fitted[column] = widths[title]
        elif model.columns[column].kind.startswith(FLAG):  # (a box: as wide as its title)
            header.resizeSection(column, header.sectionSizeHint(column))
        if title in ("At", "Attached to"):
            view.setItemDelegateForColumn(column, ChoiceDelegate(view))
    if zone == IN_PLAY:
        # where a card is ("P1's Problem Special Delivery!") and what it is attached to go on to
        # more lines when their columns have given up room (`CardTableView.fit_columns`), the
        # row as tall as they are: read whole at a 1024-pixel screen, not cut to "P1's …"
        view.setWordWrap(True)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(lambda *_args: view.resizeRowsToContents())
    return view


class PlayerEditor(QWidget):
    """One player's side: the slots' cards, the numbers, cards in play and piles."""

    refused = Signal(str)
    """A typed value this side could not take, in words for the foot of the editor."""
    refused_as_is = Signal(str)
    """A name refused: said as it is, the name typed and the labels it may not hold quoted."""
    corrected = Signal(str)
    """A refusal said earlier (its text) no longer holds: the entry it was about was corrected."""
    moved = Signal(str)
    """A card was put into another zone: the change's name, which gives its new number and why
    it has one ("... as #31: a card put into another zone is a new card (410.6)"), for the foot
    of the editor, where the judge reads it without opening the Edit menu."""

    def __init__(self, index: int, setup: Callable[[], BoardSetup], changed: Callable[[bool], None],
                 history: DraftHistory, parent: QWidget | None = None, system_id: str | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self._setup = setup
        self._changed = changed
        """Called after every change; True for a key typed in a line or a number box."""
        self._history = history
        self.system_id = system_id
        self.editing = board_editing(system_id)
        self.schema = schema = self.editing.schema
        self.setObjectName(f"playerEditor{index}")
        self._refusals: dict[str, str] = {}
        """The refusal said of each entry ("mane", "counters", "add"...), until it is corrected."""
        player = self.player

        self.slot_edits: dict[str, CardEdit] = {}
        self.slot_names: dict[str, QLabel] = {}
        self.slot_areas: dict[str, QComboBox] = {}
        self.slot_boxes: dict[str, dict[str, QCheckBox]] = {}
        for slot in schema.slots:
            edit = CardEdit(slot.placeholder, system_id=system_id, zone=slot.key)
            edit.setObjectName(f"{slot.key}Edit{index}")
            self.slot_edits[slot.key] = edit
            self.slot_names[slot.key] = QLabel()
            self.slot_names[slot.key].setTextFormat(Qt.TextFormat.PlainText)
            # (what a typed name matches goes on to more lines, not over the line typed in)
            self.slot_names[slot.key].setWordWrap(True)
            if slot.movable:
                combo = QComboBox()
                for key, label in schema.areas_for(index):
                    combo.addItem(setup().said(label), key)
                self.slot_areas[slot.key] = combo
            self.slot_boxes[slot.key] = {flag: QCheckBox(schema.flag_title(flag)) for flag in slot.flags}
        self.name_edit = QLineEdit(self)
        """The player's name, where the game's boards name players (`BoardSchema.player_names`)."""
        self.name_edit.setHidden(not schema.player_names)  # (a game whose boards name no player: none)
        self.name_edit.setObjectName(f"nameEdit{index}")
        self.name_edit.setPlaceholderText(f"none: the player is {default_name(index)}")
        self.name_edit.setToolTip("The player's name, said wherever the table names this player")
        self.number_spins: dict[str, QSpinBox] = {}
        for number in schema.numbers:
            spin = QSpinBox()
            spin.setObjectName(f"{number.key}Spin{index}")
            spin.setRange(0, number.maximum)
            self.number_spins[number.key] = spin

        self.play_model = InPlayModel(index, player.in_play, setup, schema, self.editing.describe_card, self,
                                      gap=self.editing.card_gap, carried=self.editing.carried_on,
                                      match=self.editing.match_card, misplaced=self._misplaced_in(IN_PLAY),
                                      host_fits=self.editing.host_fits)
        self.play_view = _table(self.play_model, f"inPlayView{index}", system_id, IN_PLAY)
        name_column = next(c for c, col in enumerate(self.play_model.columns) if col.kind == "name")
        self._name_width_first = self._name_width_fitted = self.play_view.columnWidth(name_column)
        """The Name column's first width, and the width `_fit_names` last gave it (another is the
        judge's own)."""
        self.play_model.counters_refused.connect(self._counters_refused)
        self.play_model.counters_taken.connect(lambda _row: self._settle("counters"))
        self.pile_models = {pile.key: CardListModel(index, player.piles[pile.key], self.editing.describe_card, self,
                                                    gap=self.editing.card_gap, match=self.editing.match_card,
                                                    misplaced=self._misplaced_in(pile.key))
                            for pile in schema.piles}
        self.pile_views = {zone: _table(model, f"{zone}View{index}", system_id, zone)
                           for zone, model in self.pile_models.items()}
        for model in (self.play_model, *self.pile_models.values()):
            model.card_refused.connect(lambda _row, why: self._refuse("cell", why))
            model.card_taken.connect(lambda _row: self._settle("cell"))
        self.piles_tabs = QTabWidget()
        self.piles_tabs.setObjectName(f"pilesTabs{index}")
        for pile in schema.piles:
            self.piles_tabs.addTab(self.pile_views[pile.key], "")
        for model in (self.play_model, *self.pile_models.values()):
            for signal in (model.rowsInserted, model.rowsRemoved, model.dataChanged, model.rowsMoved):
                signal.connect(lambda *_args: self._lists_changed())

        self.add_edit = CardEdit(schema.card_hint, system_id=system_id)
        self.add_edit.setObjectName(f"addCardEdit{index}")
        self.add_edit.returnPressed.connect(self._add_from_entry)
        # (a card picked from the completion list fills the line with its code, `CardEdit`; Enter
        # or Add puts it in the pile chosen, so a pick among look-alikes can be checked first)
        self.add_target = self._targets(f"addTarget{index}", with_play=True)
        self.add_target.currentIndexChanged.connect(
            lambda _i: self.add_edit.set_zone(_zone_of(str(self.add_target.currentData()))))
        self.add_edit.set_zone(_zone_of(str(self.add_target.currentData())))
        self.play_move_target = self._targets(f"playMoveTarget{index}", with_play=False)
        self.pile_move_target = self._targets(f"pileMoveTarget{index}", with_play=True)
        self.refresh_beneath_targets()
        self.add_button = QPushButton("Add")
        self.add_button.setToolTip("Add the card typed in the line (Enter there does the same)")
        self.add_button.setObjectName(f"addCardButton{index}")
        self.add_button.setAutoDefault(False)  # (Enter in a line is that line's: `_button`)
        self.add_button.clicked.connect(self._add_from_entry)

        self._build_layout()
        self._delete_key(self.play_view, self.remove_selected_in_play)
        for view in self.pile_views.values():
            self._delete_key(view, self.remove_selected_in_pile)
        self.load()
        for key, edit in self.slot_edits.items():
            edit.textChanged.connect(lambda text, key=key: self._slot_text(key, text))
            edit.editingFinished.connect(lambda key=key: self._slot_finished(key))
        for key, combo in self.slot_areas.items():
            combo.currentIndexChanged.connect(lambda _i, key=key: self._slot_flags(key))
        for key, boxes in self.slot_boxes.items():
            for box in boxes.values():
                box.toggled.connect(lambda _on, key=key: self._slot_flags(key))
        for spin in self.number_spins.values():
            spin.valueChanged.connect(self._numbers)
            spin.editingFinished.connect(history.seal)
        self.name_edit.editingFinished.connect(self._name_finished)

    @property
    def player(self) -> PlayerSetup:
        return self._setup().players[self.index]

    def _counters_refused(self, row: int, why: str) -> None:
        card = self.play_model.card(row)
        kept = self.play_model.text(card, "counters") or "none"
        self._refuse("counters", f"{self.schema.place_label(CardPlace(self.index, IN_PLAY, row))} "
                                 f"({card_name(self.editing, card.card)}): its counters stay {kept}: {why}.")

    def _refuse(self, entry: str, text: str, as_is: bool = False) -> None:
        """Say at the foot of the editor why an entry ("counters", "mane", "add"...) was refused;
        `as_is`: with no player's label read as their name (a refused name quotes them)."""
        self._refusals[entry] = text
        (self.refused_as_is if as_is else self.refused).emit(text)

    def _settle(self, entry: str) -> None:
        """The entry was taken: its earlier refusal, if still shown, goes (it would read as
        though the correction had been refused too)."""
        said = self._refusals.pop(entry, "")
        if said:
            self.corrected.emit(said)

    def _misplaced_in(self, zone: str) -> Callable[[str], str]:
        """Why a card typed for `zone` cannot be there ("" = it can), as the judge reads it."""
        return lambda text: self.editing.misplaced(text, zone, self.index)

    def _numbers_row(self, texts: dict[str, str]) -> QHBoxLayout:
        numbers = QHBoxLayout()
        for position, number in enumerate(self.schema.numbers):
            if position:
                numbers.addSpacing(12)
            numbers.addWidget(_buddy(texts[number.key], self.number_spins[number.key]))
            numbers.addWidget(self.number_spins[number.key])
        numbers.addStretch(1)
        return numbers

    def _build_layout(self) -> None:
        # Alt+letters after the window's own (`EDITOR_KEYS`): the card lines take a word's first
        # letter, then the boxes, numbers and buttons share what is left, matched as a whole so
        # that as many as the letters allow have one, earlier ones first
        taken = set(EDITOR_KEYS)
        slots = self.schema.slots
        slot_texts = {slot.key: with_access_key(f"{slot.title}:", taken) for slot in slots}
        add_text = with_access_key("Add a card:", taken)
        boxes = [box for slot in slots for box in self.slot_boxes[slot.key].values()]
        marked = with_access_keys([*(box.text() for box in boxes), *(number.title for number in self.schema.numbers),
                                   *LIST_BUTTONS], taken)
        for box in boxes:
            box.setText(marked.pop(0))
        number_texts = {number.key: marked.pop(0) for number in self.schema.numbers}
        (remove_text, up_text, down_text, top_text, pile_move_text,
         remove_play_text, play_move_text) = marked
        top = QGridLayout()
        if self.schema.player_names:
            name_label = _buddy(with_access_key("Player's name:", taken), self.name_edit)
            top.addWidget(name_label, len(slots) + 1, 0)
            top.addWidget(self.name_edit, len(slots) + 1, 1)
        numbers_placed = False
        for row, slot in enumerate(self.schema.slots):
            top.addWidget(_buddy(slot_texts[slot.key], self.slot_edits[slot.key]), row, 0)
            top.addWidget(self.slot_edits[slot.key], row, 1)
            top.addWidget(self.slot_names[slot.key], row, 2)
            if slot.key in self.slot_areas or self.slot_boxes[slot.key]:
                extras = QHBoxLayout()
                if slot.key in self.slot_areas:
                    extras.addWidget(_buddy("at", self.slot_areas[slot.key]))
                    extras.addWidget(self.slot_areas[slot.key])
                for box in self.slot_boxes[slot.key].values():
                    extras.addWidget(box)
                extras.addStretch(1)
                top.addLayout(extras, row, 3)
            elif not numbers_placed:
                top.addLayout(self._numbers_row(number_texts), row, 3)
                numbers_placed = True
        if not numbers_placed:
            top.addLayout(self._numbers_row(number_texts), len(self.schema.slots), 3)
        top.setColumnStretch(1, 2)
        top.setColumnStretch(2, 3)
        top.setColumnStretch(3, 3)

        add_row = QHBoxLayout()
        add_row.addWidget(_buddy(add_text, self.add_edit))
        add_row.addWidget(self.add_edit, 3)
        add_row.addWidget(_buddy("to", self.add_target))
        add_row.addWidget(self.add_target, 2)
        add_row.addWidget(self.add_button)

        play_box = QGroupBox(self.schema.in_play_title)
        play_layout = QVBoxLayout(play_box)
        play_layout.setContentsMargins(4, 2, 4, 2)
        play_layout.setSpacing(2)
        play_layout.addWidget(self.play_view)
        play_buttons = QHBoxLayout()
        self.remove_play_button = self._button(remove_play_text, self.remove_selected_in_play,
                                               f"removePlayButton{self.index}")
        play_buttons.addWidget(self.remove_play_button)
        play_buttons.addWidget(self._button(play_move_text, self.move_selected_in_play,
                                            f"playMoveButton{self.index}"))
        play_buttons.addWidget(self.play_move_target)
        play_buttons.addSpacing(12)
        play_buttons.addWidget(QLabel("Double-click a cell to change it; tick the boxes for the card's state."))
        play_buttons.addStretch(1)
        play_layout.addLayout(play_buttons)

        # (no box titled "Hand and piles" around them: the tabs name each pile, and the box's
        # title and frame took the room of two rows of the hand at 1024×700)
        piles_box = QWidget()
        piles_box.setObjectName(f"pilesBox{self.index}")
        piles_layout = QVBoxLayout(piles_box)
        piles_layout.setContentsMargins(0, 4, 0, 0)
        piles_layout.setSpacing(2)
        piles_layout.addWidget(self.piles_tabs)
        pile_buttons = QHBoxLayout()
        for text, slot, name in ((remove_text, self.remove_selected_in_pile, "removePileButton"),
                                 (up_text, lambda: self.move_selected(-1), "upButton"),
                                 (down_text, lambda: self.move_selected(1), "downButton"),
                                 (top_text, lambda: self.move_selected(-10_000), "topButton")):
            pile_buttons.addWidget(self._button(text, slot, f"{name}{self.index}"))
        pile_buttons.addSpacing(12)
        pile_buttons.addWidget(self._button(pile_move_text, self.move_selected_in_pile,
                                            f"pileMoveButton{self.index}"))
        pile_buttons.addWidget(self.pile_move_target)
        pile_buttons.addStretch(1)
        piles_layout.addLayout(pile_buttons)

        self.lists = lists = QSplitter(Qt.Orientation.Vertical)
        lists.setObjectName(f"listsSplitter{self.index}")
        lists.addWidget(play_box)
        lists.addWidget(piles_box)
        lists.setChildrenCollapsible(False)
        lists.setStretchFactor(0, 1)
        lists.setStretchFactor(1, 1)
        self._split_dragged = False
        """The judge moved the split between the lists: it stays where they put it."""
        lists.splitterMoved.connect(lambda *_args: setattr(self, "_split_dragged", True))

        # what the sign before a name means, said where it shows (the tooltips say which text)
        self.gap_legend = QLabel(f"{GAP_SIGN} before a name: {GAP_WORDS}; the rules engine leaves some of "
                                 "the card's text to the players (point at the name to read which).")
        self.gap_legend.setObjectName(f"gapLegend{self.index}")
        self.gap_legend.setWordWrap(True)
        self.play_view.resized.connect(self._fit_names)  # (a wider editor: a wrapped name on one line)
        self.gap_legend.setHidden(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 4)
        layout.setSpacing(4)
        top.setVerticalSpacing(2)
        layout.addLayout(top)
        layout.addLayout(add_row)
        layout.addWidget(lists, 1)
        layout.addWidget(self.gap_legend)

    def share_lists(self) -> None:
        """Share the height between the cards in play and the pile shown (the hand, at first) by
        what each holds: a list with few cards (none in play yet, a hand of four) gives the
        other the room it does not use, down to `MIN_LIST_ROWS` rows, so the judge sees as many
        of the cards being edited as the window holds; both fuller than their half share it
        evenly. Done when a position is put in the editor and as the window is resized, not on
        every change nor on choosing another pile; a split the judge dragged stays."""
        lists = self.lists
        total = sum(lists.sizes())
        if total <= 0:
            return
        pile_view = self._current_pile()[1]
        # (what each side has besides its list's rows: a title, tabs, buttons)
        chrome = [lists.widget(n).height() - view.height() for n, view in enumerate((self.play_view, pile_view))]
        wanted = [chrome[0] + _rows_height(self.play_view), chrome[1] + _rows_height(pile_view)]
        least = [chrome[n] + _rows_height(view, MIN_LIST_ROWS) for n, view in enumerate((self.play_view, pile_view))]
        half = total // 2
        if wanted[0] < half:
            play = max(wanted[0], least[0])
        elif wanted[1] < total - half:
            play = total - max(wanted[1], least[1])
        else:
            play = half
        lists.setSizes([play, total - play])

    def _targets(self, name: str, with_play: bool) -> QComboBox:
        """Where a card can go: a pile, or (`with_play`) in play at an area."""
        combo = QComboBox()
        combo.setObjectName(name)
        for pile in self.schema.piles:
            combo.addItem(pile.short, pile.key)
        if with_play:
            for key, label in self.schema.areas_for(self.index):
                combo.addItem(f"In play at {self._setup().said(label)}", f"{IN_PLAY}|{key}")
        return combo

    def refresh_places(self) -> None:
        """The areas offered follow the players' names: "Sam Lee's Problem" once the other
        player's name is typed ("Player 2's Problem" before it)."""
        setup = self._setup()
        areas = {key: setup.said(label) for key, label in self.schema.areas_for(self.index)}
        for combo in (*self.slot_areas.values(), self.add_target, self.play_move_target, self.pile_move_target):
            for i in range(combo.count()):
                data = str(combo.itemData(i))
                key = data.split("|", 1)[1] if data.startswith(f"{IN_PLAY}|") else data
                if key in areas:
                    combo.setItemText(i, f"In play at {areas[key]}" if data != key else areas[key])
        self.play_model.refresh_areas()

    @staticmethod
    def _delete_key(view: QTableView, slot: Callable[[], object]) -> None:
        if isinstance(view, CardTableView):
            view.delete_pressed.connect(slot)

    @staticmethod
    def _button(text: str, slot: Callable[[], object], name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        # Enter in the editor's lines (a name, a slot, the card line) is no click on a button
        # beside them: a dialog presses its first such button on Enter otherwise
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # ----- showing ------------------------------------------------------------------------------

    def _slot_widgets(self) -> list[QWidget]:
        return [*self.slot_edits.values(), *self.slot_areas.values(),
                *(box for boxes in self.slot_boxes.values() for box in boxes.values()),
                *self.number_spins.values(), self.name_edit]

    def load(self) -> None:
        """Show the setup's player (after the whole setup was replaced)."""
        player = self.player
        widgets = self._slot_widgets()
        for widget in widgets:
            widget.blockSignals(True)
        for key, edit in self.slot_edits.items():
            card = player.slots[key]
            edit.setText(card.card)
            if key in self.slot_areas:
                combo = self.slot_areas[key]
                combo.setCurrentIndex(max(combo.findData(card.area), 0))
            for flag, box in self.slot_boxes[key].items():
                box.setChecked(card.has(flag))
        for key, spin in self.number_spins.items():
            spin.setValue(player.numbers.get(key, 0))
        self.name_edit.setText(player.name)
        self._slot_kept = {key: card.card for key, card in player.slots.items()}
        """What each slot holds that it can hold: a card of another type typed there goes back to it."""
        for widget in widgets:
            widget.blockSignals(False)
        self.play_model.set_cards(player.in_play)
        for zone, model in self.pile_models.items():
            model.set_cards(player.piles[zone])
        self._show_names()
        self._pile_titles()
        self._fit_names()
        self._share_pending = True
        self._share_when_laid_out()

    def _share_when_laid_out(self) -> None:
        """Share the lists' height (`share_lists`) for the position just put in or the window's
        new size, once this side is on the screen with its size (a player's tab behind the
        other has none yet); never once the judge has dragged the split."""
        if self._split_dragged:
            return
        if getattr(self, "_share_pending", False) and self.isVisible() and sum(self.lists.sizes()) > 0:
            self._share_pending = False
            # (once the lists inside have their sizes too: a resize reaches them after this side)
            QTimer.singleShot(0, self, self.share_lists)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._share_when_laid_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_pending = True
        self._share_when_laid_out()

    def _fit_names(self) -> None:
        """The Name column of the cards in play widens to hold each name whole, and narrows
        again (down to its first width) once the longest is gone, so that the columns after it
        come back into view; a width the judge chose by dragging stays. The piles' Name column
        takes the rest of the row. The legend of the sign shows while a card in the lists
        carries it."""
        view = self.play_view
        column = next(c for c, col in enumerate(self.play_model.columns) if col.kind == "name")
        wanted = view.sizeHintForColumn(column) + NAME_PADDING if self.play_model.rowCount() else 0
        # (no wider than leaves where a card is and its host readable: a longer name wraps)
        wanted = min(wanted, max(self._name_width_first, view.room_for(column)))
        width, first = view.columnWidth(column), self._name_width_first
        if wanted > width or (width == self._name_width_fitted and width > max(first, wanted)):
            self._name_width_fitted = max(first, wanted)
            view.setColumnWidth(column, self._name_width_fitted)
            view.fit_columns()  # (where a card is and its host give up the room the name took)
        models = (self.play_model, *self.pile_models.values())
        self.gap_legend.setHidden(not any(model.gap(card.card) for model in models for card in model.cards()))

    def _show_names(self) -> None:
        kept = self.editing.carried_on(self._setup())
        for key, label in self.slot_names.items():
            card = self.player.slots[key]
            gap = self.editing.card_gap(card.card)
            also = f"  ({self.schema.carried_title}: {kept[card.ref]})" if card.ref in kept else ""
            if not card.card.strip():  # (no number either: it is no card's yet)
                text = EMPTY_SLOT
            else:
                text = f"#{card.ref} {self.editing.describe_card(card.card)}" + (f"  {GAP_MARK}" if gap else "") + also
            if text != label.text():
                label.setText(text)
            label.setToolTip(wrapping_tip(gap))

    def refresh_carried(self) -> None:
        """What is kept for the slots' cards and the cards in play follows a change anywhere."""
        self._show_names()
        self.play_model.refresh_carried()
        self.refresh_beneath_targets()

    def refresh_beneath_targets(self) -> None:
        """Move to offers, after the piles and the areas, each card in play (either player's) a
        card can be put beneath, when the game has such cards (MLP: Pumped, Joe, 410.5)."""
        if not self.editing.beneath_pile:
            return
        combo = self.pile_move_target
        wanted = [(f"{BENEATH}|{ref}", f"Beneath {host_label(ref, card, self.play_model)}")
                  for ref, (_owner, card) in sorted(self._setup().in_play_refs().items()) if card.card.strip()]
        shown = [(str(combo.itemData(i)), combo.itemText(i)) for i in range(combo.count())
                 if str(combo.itemData(i)).startswith(f"{BENEATH}|")]
        if shown == wanted:
            return
        current = str(combo.currentData())
        for i in reversed(range(combo.count())):
            if str(combo.itemData(i)).startswith(f"{BENEATH}|"):
                combo.removeItem(i)
        for key, label in wanted:
            combo.addItem(label, key)
        combo.setCurrentIndex(max(combo.findData(current), 0))

    def _pile_titles(self) -> None:
        for position, pile in enumerate(self.schema.piles):
            self.piles_tabs.setTabText(position, f"{pile.short} ({len(self.player.piles[pile.key])})")

    # ----- editing ------------------------------------------------------------------------------

    def _slot_text(self, slot: str, text: str) -> None:
        card: EditorCard = self.player.slots[slot]
        card.card = entry_text(text)
        self._show_names()
        self.play_model.refresh_hosts()
        self._changed(True)

    def _slot_finished(self, slot: str) -> None:
        """A name only one card has becomes that card's code once typed, as in the entry line
        ("Faithful Student" is Twilight Sparkle, Faithful Student): the slot named no card.
        A card of a type the slot cannot hold (a Friend as the Mane Character) is refused
        there, naming it and the rule, and the slot keeps the card it had."""
        edit = self.slot_edits[slot]
        matched = self.editing.match_card(edit.text())
        wrong = self.editing.misplaced(matched, slot, self.index)
        if wrong:
            kept = self._slot_kept.get(slot, "")
            self._refuse(slot, f"{wrong} It stays {card_name(self.editing, kept) if kept.strip() else 'empty'}.")
            edit.setText(kept)
        else:
            if matched != entry_text(edit.text()):
                edit.setText(matched)
            self._slot_kept[slot] = matched
            self._settle(slot)
        self._history.seal()

    def _slot_flags(self, slot: str) -> None:
        card = self.player.slots[slot]
        if slot in self.slot_areas:
            card.area = str(self.slot_areas[slot].currentData())
        for flag, box in self.slot_boxes[slot].items():
            card.set_flag(flag, box.isChecked())
        self._changed(False)

    def _numbers(self) -> None:
        for key, spin in self.number_spins.items():
            self.player.numbers[key] = spin.value()
        self._changed(True)

    def _name_finished(self) -> None:
        """Take the name typed, its spaces tidied, as the board-state file's reader takes one; a
        name it would refuse (one holding "P0", too long, the other player's) is refused in its
        words and the name before it stays. The other player as the editor calls them counts
        too: a name of "Player 2" for the first player while the second has none would put
        two tabs of one name side by side."""
        name = tidied_name(self.name_edit.text())
        other = player_called(self._setup().names(), 1 - self.index)
        problem = name_problem(name, other) if name else ""
        if problem:
            said = player_called(self._setup().names(), self.index)
            self._refuse("name", f"{said}'s name stays {self.player.name or 'none'}: {problem}.", as_is=True)
            return
        self.name_edit.setText(name)
        self._settle("name")
        if name != self.player.name:
            self.player.name = name
            self._changed(False)

    def _lists_changed(self) -> None:
        self._pile_titles()
        self._fit_names()
        self._changed(False)

    def _add_from_entry(self) -> None:
        popup = self.add_edit.completer().popup()
        if popup.isVisible() and popup.currentIndex().isValid():
            return  # Enter on a completion: it fills the line, the next Enter adds
        text = self.add_edit.card_text()
        if not text:  # (a click that adds nothing says so, not the last message left standing)
            self._refuse("add", "Type a card's code or name in Add a card first, then press Add.")
        elif self.add_card(text, str(self.add_target.currentData())) is not None:
            self.add_edit.clear()

    def add_card(self, text: str, target: str, **flags: object) -> EditorCard | None:
        """Add a card to a pile ("hand", "deck"...) or to play ("play|problem:1").

        A card goes under the ones already listed: a judge types a deck from its top
        card down (**To the top** moves one up there). A card the place cannot hold (a
        Problem in the hand) is refused with the rule, and None returned.
        """
        typed = self.editing.match_card(text)
        wrong = self.editing.misplaced(typed, _zone_of(target), self.index)
        if wrong:
            self._refuse("add", wrong)
            return None
        self._settle("add")
        with self._history.one_change():
            return self._add_card(typed, target, **flags)

    def _add_card(self, text: str, target: str, **flags: object) -> EditorCard:
        card = self._setup().new_card(text, **flags)  # type: ignore[arg-type]
        if target.startswith(IN_PLAY):
            card.area = target.split("|", 1)[1]
            if "face_down" not in flags and self.editing.card_kind(card.card) in self.schema.enters_face_down:
                card.set_flag("face_down", True)  # (MLP: a Troublemaker enters play face-down, 410.3)
            view, row = self.play_view, self.play_model.add(card)
        else:
            model = self.pile_models[target]
            row = model.add(card)
            view = self.pile_views[target]
            self.piles_tabs.setCurrentWidget(view)
        view.selectRow(row)
        return card

    def _selected(self, view: QTableView, zone: str) -> int:
        """The row of the card selected in `view`, or -1: then the foot of the editor says so
        (a button that did nothing left the judge guessing whether it had worked). The row
        selected, not the one the cursor was last on: a row Ctrl+clicked off is not acted on."""
        rows = view.selectionModel().selectedRows()
        row = rows[0].row() if rows else -1
        if row < 0:
            where = (f"P{self.index}'s cards in play" if zone == IN_PLAY
                     else list_label(self.schema, self.index, zone))
            self.refused.emit(f"No card is selected in {where}: click the card first.")
        return row

    def remove_selected_in_play(self) -> bool:
        row = self._selected(self.play_view, IN_PLAY)
        if row < 0:
            return False
        with self._history.one_change():
            self.play_model.remove(row)
            self.play_model.refresh_hosts()
        return True

    def move_selected_in_play(self) -> bool:
        """Put the selected card in play into a pile (a Friend discarded, a card returned to hand)."""
        row = self._selected(self.play_view, IN_PLAY)
        if row < 0 or not self._fits(self.play_model.card(row), str(self.play_move_target.currentData())):
            return False
        with self._history.one_change():
            self._put(self.play_model.remove(row), str(self.play_move_target.currentData()))
            self.play_model.refresh_hosts()
        self.moved.emit(self._history.last_text())
        return True

    def move_selected_in_pile(self) -> bool:
        """Put the selected card of the pile shown into another pile or into play."""
        model, view = self._current_pile()
        zone = self.schema.piles[self.piles_tabs.currentIndex()].key
        row = self._selected(view, zone)
        target = str(self.pile_move_target.currentData())
        if row < 0:
            return False
        if target == zone:
            self.refused.emit(f"{card_name(self.editing, model.card(row).card)} is in "
                              f"{list_label(self.schema, self.index, zone)} already: choose another "
                              "place beside Move to.")
            return False
        if target.startswith(f"{BENEATH}|"):
            return self._put_beneath(model, row, zone, int(target.split("|", 1)[1]))
        if not self._fits(model.card(row), target):
            return False
        with self._history.one_change():
            self._put(model.remove(row), target)
        self.moved.emit(self._history.last_text())
        return True

    def _put_beneath(self, model: CardListModel, row: int, zone: str, host: int) -> bool:
        """Put a pile's card beneath a card in play: into the pile of such cards first (MLP: a
        card beneath a card is banished, 410.5), as a new card when it comes from another pile."""
        pile = self.editing.beneath_pile
        card = model.card(row)
        if zone != pile and not self._fits(card, pile):
            return False
        found = self._setup().in_play_refs().get(host)
        host_words = host_label(host, found[1] if found else None, self.play_model)
        with self._history.one_change(f"Put {card_name(self.editing, card.card)} beneath {host_words}"):
            if zone != pile:
                self._put(model.remove(row), pile)
                card = self.pile_models[pile].card(self.pile_models[pile].rowCount() - 1)
            self.editing.put_beneath(self._setup(), card.ref, host)
            self._changed(False)
        return True

    def _fits(self, card: EditorCard, target: str) -> bool:
        """Can the card be put there? If not, the foot of the editor says why."""
        wrong = self.editing.misplaced(card.card, _zone_of(target), self.index)
        if wrong:
            self.refused.emit(wrong)
        return not wrong

    def _put(self, card: EditorCard, target: str) -> None:
        """A card moved to another zone is a new card with a new number (`BoardSetup.moved`)."""
        if target.startswith(IN_PLAY):
            self.play_view.selectRow(self.play_model.add(self._setup().moved(card, target.split("|", 1)[1])))
            # (in view once its name has widened its column and the rows have grown to their places'
            # lines: scrolled to at once, the card came to rest below the list's foot)
            QTimer.singleShot(0, self.play_view, lambda: self.play_view.scrollTo(self.play_view.currentIndex()))
            return
        card = self._setup().moved(card)
        view = self.pile_views[target]
        self.piles_tabs.setCurrentWidget(view)
        view.selectRow(self.pile_models[target].add(card))

    def _current_pile(self) -> tuple[CardListModel, QTableView]:
        zone = self.schema.piles[self.piles_tabs.currentIndex()].key
        return self.pile_models[zone], self.pile_views[zone]

    def remove_selected_in_pile(self) -> bool:
        model, view = self._current_pile()
        row = self._selected(view, self.schema.piles[self.piles_tabs.currentIndex()].key)
        if row < 0:
            return False
        with self._history.one_change():
            model.remove(row)
        return True

    def move_selected(self, delta: int) -> bool:
        """Move the selected card of the pile shown up (`delta` < 0) or down; far enough up
        is the top. The change is named here: the lists alone do not say which card moved
        when two neighbours swap."""
        model, view = self._current_pile()
        zone = self.schema.piles[self.piles_tabs.currentIndex()].key
        row = self._selected(view, zone)
        if row < 0:
            return False
        to = max(0, min(row + delta, model.rowCount() - 1))
        pile = list_label(self.schema, self.index, zone)
        how = "to the top of" if delta < -1 else "up in" if delta < 0 else "down in"
        with self._history.one_change(f"Move {card_name(self.editing, model.card(row).card)} {how} {pile}"):
            if not model.move(row, to):
                return False
        view.selectRow(to)
        return True

    def show_place(self, place: CardPlace, focus: bool = True) -> None:
        """Point at a card: the one the position was refused for, or (without taking the
        focus) the one a change undone or redone was about. A place that is an area no card
        is at yet chooses it for the next card added and puts the cursor in the card's line."""
        if place.zone in self.slot_edits:
            if focus:
                self.slot_edits[place.zone].setFocus()
                self.slot_edits[place.zone].selectAll()
            return
        area = self.add_target.findData(f"{IN_PLAY}|{place.zone}")
        if area >= 0:  # (an area no card is at yet: the card to add goes there)
            self.add_target.setCurrentIndex(area)
            if focus:
                self.add_edit.setFocus()
            return
        if place.zone == IN_PLAY:
            view = self.play_view
        else:
            view = self.pile_views[place.zone]
            self.piles_tabs.setCurrentWidget(view)
        if place.row < view.model().rowCount():
            view.selectRow(place.row)
        if focus:
            view.setFocus()


class BoardEditorDialog(QDialog):
    """The editor; `start(setup)` and `save(setup)` are the match table's to run."""

    def __init__(self, parent: QWidget | None, setup: BoardSetup,
                 start: Callable[[BoardEditorDialog], object | None],
                 save: Callable[[BoardEditorDialog], object | None], system_id: str | None = None) -> None:
        super().__init__(parent)
        self.system_id = system_id
        self.editing = board_editing(system_id)
        schema = self.editing.schema
        self.setObjectName("boardEditor")
        self.setWindowTitle("Set up a board – match table")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setup = setup
        self._start = start
        self._save = save
        self._asked: BoardSetup | None = None
        """The draft last sent to be started or saved, as it was sent."""
        self._names_shown: tuple[str, ...] | None = None
        """The players' names the tabs and lists say (`_show_players`)."""
        self._refused: tuple[str, BoardSetup] | None = None
        """The refusal of the whole position (its text) and the draft it was said of."""

        self.turn_spin = QSpinBox()
        self.turn_spin.setObjectName("turnSpin")
        self.turn_spin.setRange(1, MAX_TURN)  # (any turn a board may give: none is cut short)
        self.turn_player = self._player_combo("turnPlayerCombo")
        self.first_player = self._player_combo("firstPlayerCombo")
        self.start_combo = QComboBox()
        self.start_combo.setObjectName("startCombo")
        for step, label in schema.start_steps:
            self.start_combo.addItem(label, step)
        self.seed_spin = SeedEdit()
        self.seed_spin.setObjectName("seedEdit")
        self.seed_spin.setToolTip("Seeds the shuffles and random choices from this position on")

        self.history = DraftHistory(lambda: self.setup, self._show, system_id, self)
        self.undo_action = self.history.undo_action
        self.redo_action = self.history.redo_action
        self.players = tuple(PlayerEditor(p, lambda: self.setup, self._changed, self.history, system_id=system_id)
                             for p in (0, 1))
        for player in self.players:
            player.refused.connect(lambda text: self.show_message(text, error=True))
            player.refused_as_is.connect(lambda text: self.show_message(text, error=True, as_is=True))
            player.corrected.connect(self._withdraw)
            player.moved.connect(lambda text: self.show_message(text, as_is=True))
        self.player_tabs = QTabWidget()
        self.player_tabs.setObjectName("playerTabs")
        self.player_tabs.addTab(self.players[0], "")
        self.player_tabs.addTab(self.players[1], "")

        self.note_label = QLabel()
        self.note_label.setObjectName("editorNote")
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)  # (it names the players, as typed)
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet(NOTE_STYLE)
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # (a long note, the Starting Problems not chosen yet, took four lines at 1024×700 and
        # left the hand one row: two lines of it here, the whole a click away)
        self.note_scroll = TextScroll()
        self.note_scroll.setObjectName("editorNoteScroll")
        self.note_scroll.setWidgetResizable(True)
        self.note_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.note_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # (the link says it)
        self.note_scroll.setWidget(self.note_label)
        self.note_whole_link = WholeTextLink("Show whole note", self, lambda: (
            "Note – Set up a board", "<b>What the editor leaves out or keeps</b>", self.note_label.text()))
        self.note_whole_link.setObjectName("editorNoteWholeLink")
        self.note_box = QWidget()
        note_row = QHBoxLayout(self.note_box)
        note_row.setContentsMargins(0, 0, 0, 0)
        note_row.addWidget(self.note_scroll, 1)
        note_row.addWidget(self.note_whole_link, 0, Qt.AlignmentFlag.AlignBottom)
        self.message_label = QLabel()
        self.message_label.setObjectName("editorMessage")
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.start_button = QPushButton("&Start here")
        self.start_button.setObjectName("startHereButton")
        self.start_button.setDefault(False)
        self.start_button.setAutoDefault(False)
        self.start_button.setToolTip("Put this position on the match table; the rules run to the first decision")
        self.start_button.clicked.connect(self.request_start)
        self.save_button = QPushButton("Sa&ve as…")
        self.save_button.setObjectName("saveAsButton")
        self.save_button.setAutoDefault(False)
        self.save_button.setToolTip("Write this position as a board-state file")
        self.save_button.clicked.connect(self.request_save)
        close_button = QPushButton("C&lose")
        close_button.setAutoDefault(False)
        close_button.clicked.connect(self.reject)
        self.undo_button = self._tool_button(self.undo_action, "undoEditButton")
        self.redo_button = self._tool_button(self.redo_action, "redoEditButton")
        menu_bar = QMenuBar()
        edit_menu = menu_bar.addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        # (the editor opens with the board last set up in it: a new table's board starts here,
        # as one change that Undo takes back)
        self.empty_action = edit_menu.addAction("Start from an &empty board")
        self.empty_action.setObjectName("emptyBoardAction")
        self.empty_action.triggered.connect(self.start_empty)
        self.addAction(self.undo_action)  # the keys work with the menu closed
        self.addAction(self.redo_action)

        # (a row of its own, not a box titled "The game": its title and frame took a row of the
        # lists at 1024×700; the labels say what each is)
        game_box = QWidget()
        game_box.setObjectName("gameRow")
        game_form = QFormLayout()
        game_row = QHBoxLayout(game_box)
        game_row.setContentsMargins(0, 0, 0, 0)
        game_form.addRow("&Turn:", self.turn_spin)
        game_row.addLayout(game_form)
        for label, widget in (("&Whose turn:", self.turn_player), ("&First player:", self.first_player),
                              ("Be&gin at:", self.start_combo), ("See&d:", self.seed_spin)):
            game_row.addSpacing(10)
            game_row.addWidget(_buddy(label, widget))
            game_row.addWidget(widget)
        game_row.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addSpacing(8)
        buttons.addWidget(self.message_label, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.start_button)
        buttons.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.setMenuBar(menu_bar)
        layout.addWidget(game_box)
        layout.addWidget(self.note_box)
        layout.addWidget(self.player_tabs, 1)
        layout.addLayout(buttons)
        # wide enough for every column of the cards in play with a long name (Big Mac & Applejack,
        # Big Mouths), the counters and what is kept, without scrolling sideways
        resize_within_screen(self, 1280, 780)
        self._show_players()
        self._show_game()
        self._show_note()
        self.turn_spin.valueChanged.connect(lambda _value: self._game_changed(True))
        self.turn_player.currentIndexChanged.connect(lambda _index: self._game_changed(False))
        self.first_player.currentIndexChanged.connect(lambda _index: self._game_changed(False))
        self.start_combo.currentIndexChanged.connect(lambda _index: self._game_changed(False))
        self.seed_spin.valueChanged.connect(lambda _value: self._game_changed(True))
        for spin in (self.turn_spin, self.seed_spin):
            spin.editingFinished.connect(self.history.seal)
        self.history.keep_keys(self)

    @staticmethod
    def _tool_button(action: QAction, name: str) -> QToolButton:
        """A button for an action: its short text, enabled with it, its tooltip naming the change."""
        button = QToolButton()
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    def _player_combo(self, name: str) -> QComboBox:
        """Whose turn or the first player: a little wider than "Player 1" needs, a long name cut
        at the box's edge and whole in its list (two names of twenty letters widened the game's row,
        and the editor, past a 1024-pixel screen)."""
        combo = QComboBox()
        combo.setObjectName(name)
        for p in (0, 1):
            combo.addItem(player_called((), p), p)
        combo.setMaximumWidth(combo.sizeHint().width() + PLAYER_COMBO_MORE * combo.fontMetrics().averageCharWidth())
        for p in (0, 1):
            combo.setItemText(p, player_called(self.setup.names(), p))
        self._fit_player_list(combo)
        return combo

    @staticmethod
    def _fit_player_list(combo: QComboBox) -> None:
        """The list of a player box as wide as its longest name, each read whole."""
        view = combo.view()
        metrics = view.fontMetrics()
        widest = max(metrics.horizontalAdvance(combo.itemText(n)) for n in range(combo.count()))
        view.setMinimumWidth(widest + 4 * metrics.averageCharWidth())  # (the item's margins and a little)

    def _show_players(self) -> None:
        """The players as the editor calls them wherever it names one: by the names typed, else
        "Player 1" and "Player 2" (the tabs, whose turn, the first player, the areas)."""
        names = self.setup.names()
        if names == self._names_shown:  # (nothing to rename: the lists are not redrawn on every key)
            return
        self._names_shown = names
        for p, where in enumerate(("nearest the judge", "across")):
            named = names[p].replace("&", "&&")
            text = f"{named} (player &{p + 1}, {where})" if named else f"Player &{p + 1} ({where})"
            self.player_tabs.setTabText(p, text)
            for combo in (self.turn_player, self.first_player):
                combo.setItemText(p, player_called(names, p))
        for combo in (self.turn_player, self.first_player):
            self._fit_player_list(combo)
        for player in self.players:
            player.refresh_places()

    def load(self, setup: BoardSetup, text: str = "Take the position on the table") -> None:
        """Put another position in the editor (the one on the table) as one change, named
        `text`: undoing it brings back the draft it replaced. The setup object stays the
        same, as the match table holds on to it."""
        if setup is self.setup:
            return
        copy_into(self.setup, setup)
        self._show_all()
        self.show_message("")
        self.history.record(text)

    def start_empty(self) -> None:
        """Clear the board (every card, number and setting) to set up another table's, as one
        change that Undo takes back; an empty board already is said so."""
        empty = empty_setup(self.system_id)
        if self.setup == empty:
            self.show_message("The board is empty already.")
            return
        self.load(empty, "Start from an empty board")

    def _show(self, setup: BoardSetup, place: CardPlace | None) -> None:
        """A draft put back by Undo or Redo, with the card the change was about."""
        copy_into(self.setup, setup)
        self._show_all()
        self._changed(False)  # an old refusal may no longer apply
        if place is not None:
            self.player_tabs.setCurrentWidget(self.players[place.player])
            self.players[place.player].show_place(place, focus=False)

    def _show_all(self) -> None:
        self._show_players()
        self._show_game()
        for player in self.players:
            player.load()
            player.refresh_beneath_targets()
        self._show_note()

    def _show_game(self) -> None:
        setup = self.setup
        for widget in (self.turn_spin, self.turn_player, self.first_player, self.start_combo,
                       self.seed_spin):
            widget.blockSignals(True)
        self.turn_spin.setValue(setup.turn)
        self.turn_player.setCurrentIndex(setup.turn_player)
        self.first_player.setCurrentIndex(setup.first_player)
        self.start_combo.setCurrentIndex(max(self.start_combo.findData(setup.start), 0))
        self.seed_spin.setValue(setup.seed)
        for widget in (self.turn_spin, self.turn_player, self.first_player, self.start_combo,
                       self.seed_spin):
            widget.blockSignals(False)

    def _show_note(self) -> None:
        """What the position had that the editor leaves out, and what it keeps without a row
        of its own (MLP: timed effects, cards beneath cards, banished cards a card follows)
        as the judge's changes leave it."""
        text = self.setup.said(" ".join(part for part in (self.setup.note, self.editing.carried_note(self.setup))
                                        if part))
        if text != self.note_label.text():
            self.note_label.setText(text)
        self.note_label.setVisible(bool(text))
        self.note_box.setVisible(bool(text))
        self._fit_note()

    def _fit_note(self) -> None:
        """The note at most `NOTE_LINES` high (as high as it is when shorter), and the link to
        read it whole while it is cut."""
        label = self.note_label
        lines = NOTE_LINES * label.fontMetrics().lineSpacing()  # (no part of a line more)
        wanted = label.heightForWidth(max(self.note_scroll.maximumViewportSize().width(), 1))
        self.note_scroll.setFixedHeight(min(max(wanted, 0), lines))
        self.note_whole_link.setVisible(bool(label.text()) and self.note_scroll.is_cut())
        if self.note_whole_link.is_open():
            self.note_whole_link.show_whole()  # (an open window follows the note)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_note()

    def _game_changed(self, typing: bool) -> None:
        self.setup.turn = self.turn_spin.value()
        self.setup.turn_player = int(self.turn_player.currentData())
        self.setup.first_player = int(self.first_player.currentData())
        self.setup.start = str(self.start_combo.currentData())
        self.setup.seed = self.seed_spin.value()
        self._changed(typing)

    def _changed(self, typing: bool = False) -> None:
        """The judge changed something: it is recorded for Undo (`typing`: a key typed in a
        line or a number box, which typing on there extends), an old refusal may no longer
        apply, and what the editor keeps of a game in progress may have lost its card."""
        self._show_note()
        self._show_players()
        for player in self.players:
            player.refresh_carried()
        self._shade_message()
        self.history.record(typing=typing)

    def _shade_message(self) -> None:
        """The message at the foot, after a change: greyed (it may no longer apply), but a
        refusal of the position shown in red again while the draft is the one refused, as
        Undo or Redo brings it back."""
        if not self.message_label.text():
            return
        refused = self._refused
        still = refused is not None and refused[0] == self.message_label.text() and refused[1] == self.setup
        self.message_label.setStyleSheet(ERROR_STYLE if still else "color: #7a7a7a")

    def show_message(self, text: str, error: bool = False, as_is: bool = False) -> None:
        """Say `text` at the foot, its players as the editor calls them ("Player 2's hand"),
        unless `as_is`."""
        self.message_label.setStyleSheet(ERROR_STYLE if error else "")
        self.message_label.setText(text if as_is else self.setup.said(text))

    def _withdraw(self, text: str) -> None:
        """A refusal whose entry was corrected leaves the foot of the editor (if still there)."""
        if self.message_label.text() in (text, self.setup.said(text)):
            self.show_message("")

    def show_refusal(self, error: BaseException) -> None:
        """The position was refused: say why here and point at the card; nothing is lost."""
        self.set_busy(False)
        self.show_message(str(error), error=True)
        self._refused = (self.message_label.text(), self._asked) if self._asked is not None else None
        place = error.place if isinstance(error, BoardSetupError) else None
        if place is not None:
            self.player_tabs.setCurrentWidget(self.players[place.player])
            self.players[place.player].show_place(place)

    def set_busy(self, busy: bool, text: str = "") -> None:
        self.start_button.setEnabled(not busy)
        self.save_button.setEnabled(not busy)
        self.player_tabs.setEnabled(not busy)
        if busy:
            self.show_message(text)

    def request_start(self) -> None:
        self._asked = copy.deepcopy(self.setup)
        self.set_busy(True, "Putting the position on the table…")
        if self._start(self) is None:
            self.set_busy(False)
            self.show_message("The match table is busy: start again when it has finished.", error=True)

    def request_save(self) -> None:
        self._asked = copy.deepcopy(self.setup)
        self._save(self)
