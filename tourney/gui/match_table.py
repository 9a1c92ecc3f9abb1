"""The judge's match table: reproduce a board, step the rules, replay a game move by move.

One window, reachable from Tools → Match table… with or without an event
open. It shows the position as people read a table (scores, tokens, the two
homes and the Problems between them, every hand and pile), the decision the
game waits on, and the log with the rule each event follows. The game itself
lives in a `tourney.services.match_table.MatchTable`; this window only turns
clicks into calls on it and shows the rows it returns. Opening a replay, a
new game and playing a game out run on the task runner's worker thread while
the controls are locked. The board editor (`tourney.gui.board_editor`) is how a
judge sets up a position by hand; this window starts or saves what it holds.
"""

from __future__ import annotations

import copy
import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QItemSelection,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QProgressBar,
    QSlider,
    QSpinBox,
    QSplitter,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from engine.core.board_limits import MAX_TURN
from engine.core.plural import how_many, plural
from engine.core.registry import DEFAULT_SYSTEM, game_name
from engine.core.table import TableRules
from tourney.errors import UserError
from tourney.gui.access_keys import with_access_key
from tourney.gui.board_editor import BoardEditorDialog
from tourney.gui.call_time_dialog import ask_procedure
from tourney.gui.dialogs import ask
from tourney.gui.errors import show_crash, show_user_error
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.last_folders import BOARDS, REPLAYS, LastFolders
from tourney.gui.match_table_columns import BoardColumns
from tourney.gui.match_table_delegates import NameDelegate, WrappingDelegate
from tourney.gui.match_table_dialogs import (
    GameChoice,
    NewGameDialog,
    ask_conceder,
    sample_choice,
    table_games,
)
from tourney.gui.match_table_models import (
    CARD_ROLE,
    COUNTERS_COLUMN,
    HEADING_ROLE,
    KEY_ROLE,
    PLAYER_COLUMN,
    STATE_COLUMN,
    CardTreeModel,
    LogTableModel,
    board_nodes,
    card_gaps,
    column_texts,
    zone_nodes,
)
from tourney.gui.match_table_panels import (
    CardPanel,
    DecisionPanel,
    LogTableView,
    PlayerPanel,
    RulePanel,
    StepBox,
    WhyPanel,
    pane_title,
)
from tourney.gui.status_tips import StatusTips
from tourney.gui.table_models import ROW_ROLE
from tourney.gui.table_views import dropped_file, one_tab_stop
from tourney.gui.tasks import TaskRunner
from tourney.gui.window_keys import WindowKeys
from tourney.gui.window_size import resize_within_screen
from tourney.services.board_editor import (
    BoardSetup,
    empty_setup,
    save_board,
    setup_from_table,
    start_board,
)
from tourney.services.match_table import (
    BOARD,
    PLAY_OUT_LIMIT,
    REPLAY,
    UNTIL_STOPS,
    LogRow,
    MatchTable,
    PlayedOut,
    Progress,
    ReplayMismatch,
    file_kind,
    load_rules_text,
    open_board,
    open_replay_file,
    start_game,
    table_rules,
)

BOARD_FILTERS = ["Board states (*.json)", "All files (*)"]
REPLAY_FILTERS = ["Replays (*.json)", "All files (*)"]
ZONES_OPEN_AT_START = ("P0", "P1", "P0:hand", "P1:hand")
LOG_ROOM = "Troublemaker's"
"""The log keeps room for its number, turn and rule, its What happened heading whole and this, a
long word of an entry on a line, when the Why pane widens into it to show an answer whole (the
judge asked it; its entries go on to more lines meanwhile, no word of them cut, and it has its
width back once the answer goes, `_forget_why_answer`)."""
TABLE_FOLDED = ("The table is folded away to give the answer room: it comes back with the next move "
                "(or drag the bar above the panes down)")
"""The status bar's words while a long "why not?" answer has the table's room (`_fit_why_answer`)."""
TOP_SHARES = (53, 29, 18)
"""How the top row is shared at first, in percent: the table, the hands and piles, the card.
From the window's first width (1,400 pixels) up, the table holds a long card name whole ("The
Pearl of Transformation (Resource)  #7") beside a Problem's power line naming both players, and
the hands-and-piles pane a card's whole name and number two levels in ("Mr. Beaverton
Beaverteeth, Dam Builder (Friend)  #7"); the judge's own split is kept from then on."""
UNTIL_KEYS = {"end-of-step": "ste&p", "end-of-phase": "p&hase", "end-of-turn": "&turn"}
"""The Move menu's words for each stop of `UNTIL_STOPS`, with the letter that chooses it
(the same as the decision panel's button for the phase)."""
SAVE_REPLAY_TIP = "Write the game up to this position as a replay file"
TURNS_TYPED = MAX_TURN
"""The highest turn the Turn box takes (a turn past the line's end shows its end): the highest
a board may give, so that every position's turn fits in it."""
GEOMETRY_KEY = "match_table/geometry"
SPLITTER_KEY = "match_table/splitters"
BOARD_WIDTHS = (316, 46, 46, 48)
"""The table's Card, Player, Power and State columns at first (the Card and Player columns then
fitted to their names and the pane, `BoardColumns`; State to its texts, `_fit_state`). The State column
holds its heading until a card has a state to show: it was as wide as "exhausted" with none
shown, and at 1024×700 the Counters / attached heading beside it lost its end."""
FIT_PADDING = 16
"""Room beside a fitted cell's text (the view's margins), so the widest state or player is never cut."""


def _set_aside(dropped: int) -> str:
    """The status bar's words for recorded decisions a judge's change set aside, if any."""
    if not dropped:
        return ""
    return f"; the {how_many(dropped, 'later recorded decision')} {plural(dropped, 'was', 'were')} set aside"


class MatchTableWindow(QMainWindow):
    """The match table; `table` is the game on it (None until one is opened).

    `system_id` is the game a new game, the sample game and the board editor are for
    (the default game when None); the judge chooses it in Table → Game. A replay or
    board-state file opens in its own game, which the table then follows. The game
    on the table stays until another is put there, so `system_id` can differ from it.
    """

    def __init__(self, tasks: TaskRunner | None = None, parent: QWidget | None = None,
                 rules: dict[str, str] | None = None, settings: QSettings | None = None,
                 system_id: str | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.system_id = system_id
        self._rules_given = rules is not None
        self.setObjectName("matchTableWindow")
        self.setWindowTitle("Match table – tourney")
        self.tasks = tasks if tasks is not None else TaskRunner(self)
        self.table: MatchTable | None = None
        self.busy = False
        self._busy_label = ""
        self._job_stoppable = False
        """The running job stops at the judge's word (`Progress.stop`): a play-out."""
        self._working_text = ""  # what the status bar says while a job runs
        self.file_dialog: QFileDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self._last_game_choice: GameChoice | None = None
        """The decks and seed last dealt or refused, which the next New game starts from."""
        self.board_editor: BoardEditorDialog | None = None
        self.board_setup: BoardSetup | None = None  # the editor's last position, kept when it closes
        self._set_aside_setups: dict[str, BoardSetup] = {}
        """A game's last editor position, kept while the editor is for another game (by game id)."""
        self.folders = LastFolders(settings)
        """Where the file dialogs start: boards where the last board was, replays where the last replay was."""
        self._log_length = 0
        self._zones_open: set[str] = set(ZONES_OPEN_AT_START)
        self._replay_buttons: dict[str, QToolButton] = {}
        self._sized_views: set[str] = set()
        self._state_fitted = BOARD_WIDTHS[STATE_COLUMN]
        """The width last given the State column to fit its texts (`_fit_state`)."""
        self._rules_system = system_id  # the game whose rules text the panels show

        self._build_actions()
        self.title_label = QLabel()
        self.title_label.setObjectName("tableTitle")
        self.summary_label = QLabel()
        self.summary_label.setObjectName("tableSummary")
        self.summary_label.setWordWrap(True)
        self.player_panels = (PlayerPanel(0), PlayerPanel(1))

        self.board_model = CardTreeModel(self)
        self.board_view = self._tree(self.board_model, "boardView")
        self.board_view.setUniformRowHeights(False)
        self.board_view.setItemDelegateForColumn(COUNTERS_COLUMN, WrappingDelegate(self.board_view))
        self.board_view.setItemDelegateForColumn(PLAYER_COLUMN, WrappingDelegate(self.board_view))
        # a column made wider or narrower changes how many lines a wrapped cell takes
        self.board_view.header().sectionResized.connect(lambda *_args: self.board_view.doItemsLayout())
        # the Card and Player columns follow the pane's width
        self.board_columns = BoardColumns(self.board_view, PLAYER_COLUMN, COUNTERS_COLUMN,
                                          BOARD_WIDTHS[PLAYER_COLUMN], FIT_PADDING)
        for column, width in enumerate(BOARD_WIDTHS):  # (its headings fit the pane before a game too)
            self.board_view.header().resizeSection(column, width)
        self.zones_model = CardTreeModel(self)
        self.zones_view = self._tree(self.zones_model, "zonesView")
        for column in (1, 3, 4):  # each player's cards sit under their name, none has a state
            self.zones_view.setColumnHidden(column, True)
        zones_header = self.zones_view.header()
        zones_header.setStretchLastSection(False)
        zones_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        zones_header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        zones_header.resizeSection(2, 48)
        # a heading too long for the pane (a long Mane Character's name) goes on to a second line,
        # as many as the pane's width asks: its row's height follows the pane
        self.zones_view.setItemDelegateForColumn(0, NameDelegate(self.zones_view, HEADING_ROLE))
        self.zones_view.setUniformRowHeights(False)
        zones_header.sectionResized.connect(lambda *_args: self.zones_view.doItemsLayout())
        self.zones_view.expanded.connect(lambda i: self._zones_open.add(str(i.data(KEY_ROLE))))
        self.zones_view.collapsed.connect(
            lambda i: self._zones_open.discard(str(i.data(KEY_ROLE))))
        self.card_panel = CardPanel()
        self.decision_panel = DecisionPanel()
        self.decision_panel.answer_requested.connect(self.answer)
        self.decision_panel.step_requested.connect(self.step)
        self.decision_panel.until_requested.connect(self.advance_until)
        self.decision_panel.play_out_requested.connect(self.play_out)
        self.decision_panel.stop_requested.connect(self.stop_play_out)
        self.decision_panel.option_card.connect(self._show_option_card)
        # one card selected at a time: the card panel and the Why box speak of one card
        for view, other in ((self.board_view, self.zones_view), (self.zones_view, self.board_view)):
            view.selectionModel().selectionChanged.connect(
                lambda selected, _deselected, other=other: self._selected_in_one_view(selected, other))

        self.log_model = LogTableModel(self)
        self.log_view = LogTableView()
        self.log_view.setObjectName("logView")
        self.log_view.setModel(self.log_model)
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        one_tab_stop(self.log_view)
        self.log_view.verticalHeader().setVisible(False)
        self.log_view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.log_view.setWordWrap(False)
        header = self.log_view.horizontalHeader()
        # fixed widths: sizing to contents reads every row of a long log on each move
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.log_view.fit_columns()
        # the rule pane follows the selected row, not the current one: keyboard focus makes the
        # first row current without highlighting it, and the pane would explain an unmarked row
        self.log_view.selectionModel().selectionChanged.connect(self._log_selection_changed)
        game_rules = table_rules(system_id)
        self.rule_panel = RulePanel(rules if rules is not None else load_rules_text(system_id=system_id),
                                    rules_name=game_rules.rules_name)
        self.log_model.set_rules_name(game_rules.rules_short)
        self.log_model.rules = self.rule_panel.rules
        self.why_panel = WhyPanel(grammar=game_rules.why_grammar, hint=game_rules.why_hint)
        self._why_asked_at: tuple[MatchTable, int, object] | None = None
        """The table and position the Why panel's answer speaks of: the position's number and
        where the rules stopped between decisions (a step on from there keeps the number)."""
        self.why_panel.asked.connect(self.why_not)
        self._lent_to_why: dict[QSplitter, list[int]] = {}
        """The sizes of the splitters a long answer took room in (the log's width, the table's
        height), as they were before (`_fit_why_answer`)."""
        self._lent_sizes: dict[QSplitter, list[int]] = {}
        """Their sizes as the answer left them: the judge has not dragged them while they are."""

        self.progress = Progress()
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("progressBar")
        self.progress_bar.setMaximumWidth(260)
        self.progress_bar.setVisible(False)
        # (a hovered button's tip has its own place, the message the judge reads keeps its own)
        self.status_tips = StatusTips(self)
        self.statusBar().addPermanentWidget(self.progress_bar)
        self._progress_timer = QTimer(self)
        self._progress_timer.setInterval(100)
        self._progress_timer.timeout.connect(self._show_progress)

        self.setCentralWidget(self._layout())
        resize_within_screen(self, 1400, 900)
        self._restore_geometry()
        self.setAcceptDrops(True)
        WindowKeys(self).keep()  # (Ctrl+E sets up a board with the cursor in the Why box too)
        self._show_game_chosen()
        self.refresh()

    # ----- building ---------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], Any], name: str,
                shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        return action

    def _build_actions(self) -> None:
        self.open_board_action = self._action(
            "Open &board state…", self.choose_board_file, "openBoardAction",
            QKeySequence.StandardKey.Open, "Reproduce a position from a board-state JSON file")
        self.new_game_action = self._action(
            "&New game…", self.choose_new_game, "newGameAction", QKeySequence.StandardKey.New,
            "Deal a new game from two decks (the game's ready-made decks or deck files)")
        self.sample_game_action = self._action(
            "Sa&mple game", lambda: self.start_new_game(sample_choice(system_id=self.system_id)),
            "sampleGameAction",
            None, "Deal the game's sample pair of decks at once")
        self.open_replay_action = self._action(
            "Open &replay…", self.choose_replay_file, "openReplayAction", "Ctrl+Shift+O",
            "Step through a recorded game")
        self.setup_board_action = self._action(
            "Set &up a board…", self.choose_board_setup, "setupBoardAction", "Ctrl+E",
            "Build the position at a table card by card, then start from it")
        self.edit_board_action = self._action(
            "&Edit this board…", self.edit_this_board, "editBoardAction", "Ctrl+Shift+E",
            "Open the position on the table in the board editor, to change it and start again")
        self.save_board_action = self._action(
            "Save &position…", self.choose_save_board, "saveBoardAction",
            QKeySequence.StandardKey.Save, "Write the position on the table as a board-state file")
        self.save_replay_action = self._action(
            "Save repla&y…", self.choose_save_replay, "saveReplayAction", "Ctrl+Shift+S", SAVE_REPLAY_TIP)
        self.back_action = self._action("◀ &Back", self.back, "backAction", "Alt+Left",
                                        "One decision back")
        self.forward_action = self._action("&Forward ▶", self.forward, "forwardAction",
                                           "Alt+Right", "One recorded decision forward")
        self.start_action = self._action("|◀ Sta&rt", lambda: self.seek(0), "startAction", "Alt+Home",
                                         "Back to the start")
        self.end_action = self._action("&End ▶|", self.seek_end, "endAction", "Alt+End",
                                       "To the last recorded decision")
        self.turn_action = self._action("&Go to turn…", self._focus_turn, "turnAction", "Ctrl+G",
                                        "Type a turn to go to its first decision")
        self.step_action = self._action("&Step to next decision", self.step, "stepAction", "F10",
                                        "Step to the next decision")
        # where the judge needs to look: the end of the step, phase or turn (the engine stops there)
        self.until_actions = {
            until: self._action(f"Step to end of {UNTIL_KEYS[until]}",
                                lambda until=until: self.advance_until(until), f"untilAction_{until}",
                                shortcut, f"Answer (recorded answers, else the defaults) until the end of "
                                f"the current {until.split('-')[-1]}, and stop there")
            for until, shortcut in zip(UNTIL_STOPS, ("Shift+F10", "Ctrl+F10", "Ctrl+Shift+F10"), strict=True)}
        self.answer_action = self._action("&Answer", self._answer_chosen, "answerAction",
                                          "Ctrl+Return", "Answer with the chosen options")
        self.call_time_action = self._action(
            "Call &time…", self.call_time, "callTimeAction", "Ctrl+T",
            "Time is called in the match: play the end-of-match procedure of the floor rules")
        self.concede_action = self._action(
            "&Concede…", self.concede, "concedeAction", None,
            "A player concedes the game and loses it (the game's rule, or the floor rules')")
        close = self._action("&Close", self.close, "closeAction", QKeySequence.StandardKey.Close)
        table_menu = self.menuBar().addMenu("&Table")
        for action in (self.open_board_action, self.new_game_action, self.sample_game_action,
                       self.open_replay_action):
            table_menu.addAction(action)
        table_menu.addSeparator()
        self._build_game_menu(table_menu)
        table_menu.addSeparator()
        table_menu.addAction(self.setup_board_action)
        table_menu.addAction(self.edit_board_action)
        table_menu.addSeparator()
        table_menu.addAction(self.save_board_action)
        table_menu.addAction(self.save_replay_action)
        table_menu.addSeparator()
        table_menu.addAction(close)
        move_menu = self.menuBar().addMenu("&Move")
        for action in (self.answer_action, self.step_action, *self.until_actions.values(),
                       self.back_action, self.forward_action, self.start_action, self.end_action,
                       self.turn_action):
            move_menu.addAction(action)
        judge_menu = self.menuBar().addMenu("&Judge")
        judge_menu.addAction(self.call_time_action)
        judge_menu.addAction(self.concede_action)
        toolbar = self.addToolBar("Table")
        toolbar.setObjectName("tableToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.open_board_action, self.new_game_action, self.sample_game_action,
                       self.open_replay_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.setup_board_action)
        toolbar.addAction(self.edit_board_action)
        toolbar.addSeparator()
        toolbar.addAction(self.save_board_action)
        toolbar.addAction(self.save_replay_action)
        toolbar.addSeparator()
        toolbar.addAction(self.call_time_action)
        toolbar.addAction(self.concede_action)

    def _build_game_menu(self, table_menu: Any) -> None:
        """Table → Game: one checkable entry per game the table can play, the chosen one checked."""
        game_menu = table_menu.addMenu("&Game")
        game_menu.setObjectName("gameMenu")
        # said in the status bar: a tooltip of the menu itself would cover the games' names
        game_menu.menuAction().setStatusTip("The game New game, Sample game and Set up a board are for")
        self.game_menu = game_menu
        self.game_group = QActionGroup(self)
        self.game_group.setExclusive(True)
        self.game_actions: dict[str, QAction] = {}
        taken: set[str] = set()
        for system_id, name in table_games().items():
            action = self._action(with_access_key(name, taken), lambda system_id=system_id: self.choose_game(system_id),
                                  f"gameAction_{system_id}", None, f"Deal and set up games of {name}")
            action.setCheckable(True)
            self.game_group.addAction(action)
            game_menu.addAction(action)
            self.game_actions[system_id] = action

    def _tree(self, model: CardTreeModel, name: str) -> QTreeView:
        view = QTreeView()
        view.setObjectName(name)
        view.setModel(model)
        view.setUniformRowHeights(True)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(False)
        view.setItemDelegateForColumn(0, NameDelegate(view))
        view.header().setStretchLastSection(True)
        view.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.selectionModel().currentChanged.connect(self._tree_current_changed)
        # a click on the current row shows its card too: the card panel may have turned to
        # another card (an option that names one) while the row stayed current
        view.clicked.connect(lambda index: self._tree_current_changed(index, QModelIndex()))
        return view

    def _replay_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("replayBar")
        self.position_slider = QSlider(Qt.Orientation.Horizontal)
        self.position_slider.setObjectName("positionSlider")
        self.position_slider.valueChanged.connect(self._slider_moved)
        self.position_spin = StepBox()
        self.position_spin.past_end.connect(lambda typed, last: self.statusBar().showMessage(
            f"There is no step {typed}: the line ends at step {last}, shown here.", 8000))
        self.position_spin.setObjectName("positionSpin")
        self.position_spin.setKeyboardTracking(False)
        # (a step counts answers given, as `engine advance --step` does: 0 is the start)
        self.position_spin.setToolTip("Answers given so far: at step 5 the 6th decision is to be answered; 0 is the "
                                      "start of the game")
        self.position_spin.valueChanged.connect(self._spin_changed)
        self.length_label = QLabel()
        self.length_label.setObjectName("lengthLabel")
        # the turn of the position shown; typing one goes to that turn's first decision
        self.turn_spin = QSpinBox()
        self.turn_spin.setObjectName("turnSpin")
        self.turn_spin.setRange(0, TURNS_TYPED)
        self.turn_spin.setKeyboardTracking(False)
        self.turn_spin.setToolTip("The turn shown: type one to go to its first decision (Ctrl+G)")
        self.turn_spin.valueChanged.connect(self._turn_typed)
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("Step"))
        layout.addWidget(self.position_spin)
        layout.addWidget(self.length_label)
        layout.addWidget(QLabel("Turn"))
        layout.addWidget(self.turn_spin)
        for action in (self.start_action, self.back_action):
            layout.addWidget(self._button(action))
        layout.addWidget(self.position_slider, 1)
        for action in (self.forward_action, self.end_action):
            layout.addWidget(self._button(action))
        return bar

    def replay_button(self, action_name: str) -> QToolButton:
        """The replay bar's button for an action ("backAction", "forwardAction", ...)."""
        return self._replay_buttons[action_name]

    def _button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        self._replay_buttons[action.objectName()] = button
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        return button

    @staticmethod
    def _titled(title: str, widget: QWidget, name: str = "", keys_to: QWidget | None = None) -> QWidget:
        """A pane under its bold title; the title's Alt+letter puts the keyboard in `keys_to`
        (the pane's list), or in `widget`."""
        box = QWidget()
        if name:
            box.setObjectName(name)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        label = pane_title(title, keys_to or widget)
        layout.addWidget(label)
        layout.addWidget(widget, 1)
        return box

    def _layout(self) -> QWidget:
        table_side = QWidget()
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.player_panels[1])
        table_layout.addWidget(self.board_view, 1)
        table_layout.addWidget(self.player_panels[0])

        top = QSplitter(Qt.Orientation.Horizontal)
        top.setObjectName("topSplitter")
        top.addWidget(self._titled("The ta&ble", table_side, keys_to=self.board_view))
        top.addWidget(self._titled("Hands and p&iles (judge's view: every card)", self.zones_view))
        top.addWidget(self.card_panel)
        for index, share in enumerate(TOP_SHARES):
            top.setStretchFactor(index, share)
        top.setSizes([14 * share for share in TOP_SHARES])  # (the window's first width, 1,400)

        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.setObjectName("bottomSplitter")
        bottom.addWidget(self._titled("Pending &decision", self.decision_panel, keys_to=self.decision_panel.options_view))
        bottom.addWidget(self._titled("Game &log", self.log_view))
        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("ruleSplitter")
        side.addWidget(self.rule_panel)
        side.addWidget(self.why_panel)
        self.rule_splitter = side
        bottom.addWidget(side)
        self.bottom_splitter = bottom
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 5)
        bottom.setStretchFactor(2, 2)
        bottom.setSizes([420, 540, 420])
        side.setSizes([110, 190])

        rows = QSplitter(Qt.Orientation.Vertical)
        rows.setObjectName("rowSplitter")
        rows.addWidget(top)
        rows.addWidget(bottom)
        rows.setStretchFactor(0, 3)
        rows.setStretchFactor(1, 2)
        rows.setSizes([520, 300])
        self.rows_splitter = rows

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 6, 8, 6)
        head = QHBoxLayout()
        head.addWidget(self.title_label)
        head.addWidget(self.summary_label, 1)
        layout.addLayout(head)
        layout.addWidget(self._replay_bar())
        layout.addWidget(rows, 1)
        return central

    # ----- opening ----------------------------------------------------------------------------

    def _file_dialog(self, title: str, kind: str, save: bool,
                     done: Callable[[str], object], suggested: str = "",
                     parent: QWidget | None = None) -> QFileDialog:
        """An Open or Save dialog for boards or replays (`kind`), starting where the last one was."""
        dialog = file_dialog(parent or self, title)
        dialog.setNameFilters(REPLAY_FILTERS if kind == REPLAYS else BOARD_FILTERS)
        self.folders.start_in(dialog, kind)
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("json")
            if suggested:
                dialog.selectFile(suggested)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(done)
        dialog.finished.connect(dialog.deleteLater)
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def open_file(self, path: str | Path, expected: str = BOARD) -> object:
        """Open a board state or a replay, whichever the file is (drag and drop, and either
        Open dialog: a replay chosen under Open board state opens as the replay it is); a file
        that is neither is read as the `expected` kind, whose reader says what is wrong."""
        is_replay = file_kind(path, expected) == REPLAY
        self.folders.remember(REPLAYS if is_replay else BOARDS, Path(path).parent)  # (a dropped file too)
        if is_replay:
            return self.open_replay_path(path)
        return self.open_board_file(path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_file(event.mimeData()) is not None and not self.busy:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = dropped_file(event.mimeData())
        if path is not None and not self.busy:
            event.acceptProposedAction()
            self.open_file(path)

    def choose_board_file(self) -> QFileDialog:
        return self._file_dialog("Open a board state", BOARDS, False, self.open_file)

    def choose_replay_file(self) -> QFileDialog:
        return self._file_dialog("Open a replay", REPLAYS, False,
                                 lambda path: self.open_file(path, REPLAY))

    def choose_new_game(self) -> NewGameDialog:
        last = self._last_game_choice
        same_game = last is not None and self._same_game(last.system_id or self.system_id, self.system_id)
        dialog = NewGameDialog(self, self.start_new_game, self.system_id, self.folders,
                               last=last if same_game else None)
        dialog.finished.connect(dialog.deleteLater)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def open_board_file(self, path: str | Path) -> bool:
        """Put a board-state file on the table; a bad file leaves the table as it was."""
        if not path or self.busy:
            return False
        try:
            table = open_board(path)
        except UserError as exc:
            show_user_error(self, str(exc), title="Cannot open that board state")
            return False
        self.set_table(table, f"Opened {Path(path).name}")
        return True

    # ----- the board editor ---------------------------------------------------------------------

    def choose_board_setup(self) -> BoardEditorDialog:
        """The board editor with the position last set up in it (a fresh board the first time)."""
        self._drop_board_editor_unless(self.system_id)  # its last position may be of the table's game
        kept = self._set_aside_setups.pop(self.system_id or DEFAULT_SYSTEM, None)
        return self._open_editor(self.board_setup or kept or empty_setup(self.system_id), self.system_id)

    def edit_this_board(self) -> BoardEditorDialog | None:
        """The board editor with the position on the table, to change and start again.

        The editor holds one position: the one it held before is replaced as one change, which
        Undo brings back."""
        if self.table is None or self.busy:
            return None
        table = self.table
        # the table's own game, which may not be the one chosen for new games
        return self._open_editor(setup_from_table(table), table.system.id)

    def _open_editor(self, setup: BoardSetup, system_id: str | None) -> BoardEditorDialog:
        self._drop_board_editor_unless(system_id)
        editor = self.board_editor
        if editor is None:
            editor = self.board_editor = BoardEditorDialog(
                self, setup, self.start_board_setup, self.choose_save_board_setup, system_id)
        else:
            editor.load(setup)  # one change: Undo brings back the draft it replaced
        self.board_setup = editor.setup  # the draft, kept (with what it can undo) when the editor closes
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    def start_board_setup(self, editor: BoardEditorDialog) -> int | None:
        """Put the editor's position on the table, run to its first decision on the worker.

        A refusal is shown in the editor, which keeps the judge's work."""
        setup = copy.deepcopy(editor.setup)  # the judge may go on editing meanwhile
        self.board_setup = editor.setup
        system_id = editor.system_id

        def started(table: MatchTable) -> None:
            editor.set_busy(False)
            editor.show_message("")
            self.set_table(table, "The position set up in the board editor is on the table")
            editor.hide()

        def refused(error: UserError) -> bool:
            editor.show_refusal(error)
            return True

        self._new_progress()  # (it counts no decisions: the last job's count is not this one's)
        return self._run(lambda: start_board(setup, system_id=system_id), started, "Putting the board on the table…",
                         "Cannot start from that board", on_user_error=refused,
                         on_finish=lambda: editor.set_busy(False))

    def choose_save_board_setup(self, editor: BoardEditorDialog) -> QFileDialog:
        return self._file_dialog("Save the board as a board state", BOARDS, True,
                                 lambda path: self.save_board_setup(editor, path), "board.json",
                                 parent=editor)

    def save_board_setup(self, editor: BoardEditorDialog, path: str | Path) -> int | None:
        """Write the editor's position as a board-state file once the loader has taken it."""
        if not path:
            return None
        setup = copy.deepcopy(editor.setup)
        system_id = editor.system_id
        editor.set_busy(True, "Checking and saving the board…")

        def saved(target: Path) -> None:
            editor.set_busy(False)
            editor.show_message(f"Saved to {target}")

        def refused(error: UserError) -> bool:
            editor.show_refusal(error)
            return True

        self._new_progress()
        job = self._run(lambda: save_board(setup, path, system_id=system_id), saved, "Saving the board…",
                        "Cannot save that board", on_user_error=refused,
                        on_finish=lambda: editor.set_busy(False))
        if job is None:
            editor.set_busy(False)
        return job

    def start_new_game(self, choice: GameChoice) -> int | None:
        """Deal a new game on the worker thread (reading deck files can be slow). The choice is
        kept for the next New game, dealt or refused."""
        if self.busy:
            return None
        self._last_game_choice = choice
        self._new_progress()
        system_id = choice.system_id or self.system_id

        def work() -> MatchTable:
            read = [deck.read(system_id) for deck in choice.decks]
            names = (choice.decks[0].label, choice.decks[1].label)
            return start_game([ids for ids, _notes in read], choice.seed, names, system_id,
                              [notes for _ids, notes in read], choice.players)

        def dealt(table: MatchTable) -> None:
            said = [words for words, shown in ((f"reading {how_many(len(table.reading_notes), 'deck-list line')} "
                                                "as the card meant", table.reading_notes),
                                               ("from decks that break deck building", table.note)) if shown]
            self.set_table(table, "New game dealt" + "".join(f", {words}" for words in said))
            # (a misspelt line: the deck the engine plays is not quite the list given, so the
            # judge reads which card each such line was read as, before playing on)
            read = "\n".join(table.reading_notes)
            if table.note:
                box = show_user_error(self, "The game is dealt, but these decks break deck building:\n"
                                      + table.note + (f"\n\nThese deck-list lines were read as the card "
                                                      f"they name:\n{read}" if read else ""),
                                      title="Deck building")
                box.setObjectName("deckBuildingBox")
            elif read:
                box = show_user_error(self, "The game is dealt, reading these deck-list lines as the "
                                      "card they name:\n" + read, title="Deck lists read")
                box.setObjectName("deckReadingBox")

        return self._run(work, dealt,
                         "Dealing a new game…", "Cannot start that game")

    def open_replay_path(self, path: str | Path, verify: bool = True) -> int | None:
        """Open a replay on the worker thread: it is checked to its end before it is shown.

        A replay this program plays differently (another card database or rules
        engine) can still be looked at: the judge is asked, then it opens unchecked.
        """
        if not path:
            return None
        name = Path(path).name
        progress = self._new_progress()

        def opened(table: MatchTable) -> None:
            self.set_table(table, f"Opened the replay {name}"
                           + (" without the checks" if not verify else "")
                           + (f": {table.note}" if table.note else ""))

        def mismatch(error: UserError) -> bool:
            if not isinstance(error, ReplayMismatch):
                return False
            ask(self, "Open the replay anyway?", str(error), name="replayMismatchBox",
                yes="Open anyway",
                informative="Opened anyway, the positions are what this program plays from the "
                            "recorded answers, which may not be the positions of the game.",
                on_yes=lambda: self.open_replay_path(path, verify=False))
            return True

        return self._run(lambda: open_replay_file(path, progress=progress, verify=verify),
                         opened, f"Checking the replay {name}…", "Cannot open that replay",
                         on_user_error=mismatch)

    def set_table(self, table: MatchTable, message: str = "") -> None:
        self._follow_game(table)
        self.table = table
        self._log_length = table.rules.log_length(table.game)
        self.decision_panel.card_of = table.option_card
        self._zones_open = set(ZONES_OPEN_AT_START)
        self.card_panel.show_card(None)
        for view in (self.board_view, self.zones_view):
            # a row left selected would speak of another game's card, beside an empty card
            # panel, and a click on it would show nothing (it is the current row already)
            view.selectionModel().clear()
        self.rule_panel.show_rule("", "")
        self.why_panel.clear()  # (the question spoke of the game or board this one replaces)
        self.refresh()
        if message:
            self.statusBar().showMessage(message, 8000)

    # ----- the game ---------------------------------------------------------------------------

    def choose_game(self, system_id: str) -> None:
        """Table → Game: new games, the sample game and the board editor are now for `system_id`.

        A game already on the table stays there (a judge may be in the middle of it);
        with none, the rules panel turns to the chosen game at once.
        """
        self._drop_board_editor_unless(system_id)
        self.system_id = system_id
        if self.table is None:
            self._show_rules_of(system_id, table_rules(system_id))
        self._show_game_chosen()
        self.refresh()

    def _show_game_chosen(self) -> None:
        """Check the chosen game in Table → Game and name it in the window title."""
        chosen = self.system_id or DEFAULT_SYSTEM
        action = self.game_actions.get(chosen)
        if action is not None:
            action.setChecked(True)
        self.setWindowTitle(f"Match table – {game_name(chosen)} – tourney")

    def _follow_game(self, table: MatchTable) -> None:
        """The window now shows this table's game: its rules text, its board editor, its menu check."""
        self._drop_board_editor_unless(table.system.id)
        self.system_id = table.system.id
        self._show_rules_of(table.system.id, table.rules)
        self._show_game_chosen()

    def _show_rules_of(self, system_id: str, rules: TableRules) -> None:
        """The rules panel, the log's rule column and the why-not help speak of this game."""
        switched = not self._same_game(system_id, self._rules_system)
        self._rules_system = system_id
        if switched and not self._rules_given:
            self.rule_panel.rules = rules.rules_text()
        self.log_model.rules = self.rule_panel.rules
        self.rule_panel.rules_name = rules.rules_name
        self.why_panel.set_grammar(rules.why_grammar, rules.why_hint)
        self.log_model.set_rules_name(rules.rules_short)

    @staticmethod
    def _same_game(first: str | None, second: str | None) -> bool:
        """Whether two game ids name the same game (None is the default game)."""
        return (first or DEFAULT_SYSTEM) == (second or DEFAULT_SYSTEM)

    def _drop_board_editor_unless(self, system_id: str | None) -> None:
        """Close the board editor unless it is for the game `system_id`; its position is set
        aside, for Set up a board… to show again once that game is chosen again."""
        if self.board_editor is None or self._same_game(self.board_editor.system_id, system_id):
            return
        if self.board_setup is not None:
            self._set_aside_setups[self.board_editor.system_id or DEFAULT_SYSTEM] = self.board_setup
        self.board_setup = None
        self.board_editor.close()
        self.board_editor.deleteLater()
        self.board_editor = None

    # ----- moving -----------------------------------------------------------------------------

    def _move(self, move: Callable[[MatchTable], object], title: str = "Cannot do that") -> bool:
        if self.table is None or self.busy:
            return False
        try:
            outcome = move(self.table)
        except UserError as exc:
            show_user_error(self, str(exc), title=title)
            self.refresh()
            return False
        if isinstance(outcome, str) and outcome:
            self.statusBar().showMessage(outcome, 8000)
        self.refresh()
        return True

    def _answer_chosen(self) -> None:
        if self.decision_panel.answer_allowed():
            self.answer(self.decision_panel.chosen_keys())

    def answer(self, keys: list[str]) -> bool:
        def go(table: MatchTable) -> str:
            said = table.pending_answer_words(keys)
            dropped = table.answer(keys)
            if dropped:
                return (f"Answered: {said}. A new line from step {table.step - 1}; "
                        f"the {how_many(dropped, 'later recorded decision')} {plural(dropped, 'was', 'were')} "
                        "set aside")
            return f"Answered: {said}"

        return self._move(go, "Cannot answer that")

    def step(self) -> bool:
        return self._move(lambda t: "Step: " + t.step_forward())

    def advance_until(self, until: str) -> bool:
        """Step on to the end of the current step, phase or turn (`UNTIL_STOPS`)."""
        return self._move(lambda t: "Step to end of " + until.split("-")[-1] + ": " + t.advance_until(until),
                          "Cannot step on")

    def call_time(self, elimination: bool | None = None) -> bool:
        """Time is called in the match (Judge → Call time): the end-of-match procedure the
        judge chooses (`ask_procedure`, unless given) is played from the position shown."""
        if self.table is None or self.busy:
            return False
        procedures = self.table.time_procedures()
        if elimination is None:
            elimination = ask_procedure(self, procedures)
            if elimination is None:
                return False

        def go(table: MatchTable) -> str:
            dropped = table.call_time(elimination)
            return procedures[1 if elimination else 0].called + _set_aside(dropped)

        return self._move(go, "Cannot call time")

    def concede(self, player: int | None = None) -> bool:
        """A player concedes the game (Judge → Concede): asked which (`ask_conceder`) unless
        given; that player loses the game, as the log says with the rule."""
        if self.table is None or self.busy:
            return False
        position = self.table.position()
        if player is None:
            player = ask_conceder(self, self.table.rules.concession_rule,
                                  [position.who(index) for index in (0, 1)])
            if player is None:
                return False

        def go(table: MatchTable) -> str:
            dropped = table.concede(player)
            return (f"{position.who(player)} conceded: {position.who(1 - player)} wins the game"
                    + _set_aside(dropped))

        return self._move(go, "Cannot record the concession")

    def why_not(self, question: str) -> bool:
        """Answer the judge's "why can't ...?" about the position shown, in the Why panel."""
        table = self.table
        if table is None:
            self.why_panel.show_answer(["Open a board or a game first."], refused=True)
            return False
        try:
            lines = table.why_not(question)
        except UserError as exc:
            self.why_panel.show_answer([str(exc)], refused=True)
            self._fit_why_answer()  # (a question refused says why, as long as an answer)
            return False
        self.why_panel.show_answer(lines)
        self._why_asked_at = (table, table.position().number, table.stopped)
        self._fit_why_answer()
        return True

    def _fit_why_answer(self) -> None:
        """The answer just given read whole where the window has the room: the Why pane grows
        into the rule pane above it, which keeps its heading and two lines of a rule (its hint,
        one line where the pane is wide enough, when it shows none); where that
        is not enough (a small screen) it widens into the log beside it, which keeps room for its
        other columns and its heading's words (`LOG_ROOM`); where that is not enough either, the
        row of panes grows into the table above, down to the table's least height, and where even
        that is not enough the table folds away (a 20-line answer at 1024×700), the status bar
        saying so. Each answer takes the room it needs from where the window was before any
        answer; the log and the table have their room back once the answer goes
        (`_forget_why_answer`). Only an answer longer than the whole row scrolls."""
        self._give_back_lent_room()  # (an earlier, longer answer's room: this one takes its own)
        rule_height, why_height = self.rule_splitter.sizes()
        if not why_height:
            return  # (the judge has closed the pane: it stays closed)
        margins = self.rule_panel.layout().contentsMargins()
        floor = (self.rule_panel.citation_label.sizeHint().height() + self.rule_panel.scroll.minimumHeight() + margins.top()
                 + margins.bottom() + self.rule_panel.layout().spacing() + 2 * self.rule_panel.frameWidth())
        floor = max(floor, self.rule_panel.minimumSizeHint().height())  # (no less than its least)
        decision, log, side = self.bottom_splitter.sizes()
        top, bottom = self.rows_splitter.sizes()
        # the table's least height keeps every pane of it whole; below that it folds away (the
        # splitter's bar stays, to drag it back) rather than show its panes cut
        least = self.rows_splitter.widget(0).minimumSizeHint().height()
        spare = max(log - self.log_view.width_for(LOG_ROOM), 0)
        room = max(why_height, rule_height + why_height - floor)
        wider = self._widening(side, spare, room)
        give = max(self.why_panel.height_wanted(side + wider) - room, 0)  # (what the table must give)
        if give > top - least:
            give = top
            wider = self._widening(side, spare, room + give)  # (the whole row's height: less width may do)
        if wider:
            self._lend(self.bottom_splitter, [decision, log - wider, side + wider])
        if give:
            self._lend(self.rows_splitter, [top - give, bottom + give])
            if give == top:
                self.statusBar().showMessage(TABLE_FOLDED)
        grown = self.rule_splitter.sizes()
        total = sum(grown)
        # the Why pane as tall as its answer (never shorter than it was), the rule pane the rest
        wanted = max(min(self.why_panel.height_wanted(), total - floor), why_height)
        if wanted != grown[1]:
            self.rule_splitter.setSizes([total - wanted, wanted])

    def _widening(self, side: int, spare: int, room: int) -> int:
        """How much wider than `side` the Why pane must be for its answer to fit `room` pixels
        of height, a line's height at a time, at most `spare`."""
        step = self.rule_panel.fontMetrics().lineSpacing()
        wider = 0
        while self.why_panel.height_wanted(side + wider) > room and wider < spare:
            wider = min(wider + step, spare)
        return wider

    def _lend(self, splitter: QSplitter, sizes: list[int]) -> None:
        """Give `splitter` the `sizes` an answer needs, keeping what it had to give back."""
        self._lent_to_why.setdefault(splitter, splitter.sizes())
        splitter.setSizes(sizes)
        self._lent_sizes[splitter] = splitter.sizes()

    def _give_back_lent_room(self) -> None:
        """The log and the table their room back where an answer took some of it (unless the
        judge has dragged the splitter since: their sizes then stay as the judge left them)."""
        for splitter, sizes in self._lent_to_why.items():
            if splitter.sizes() == self._lent_sizes.get(splitter):
                splitter.setSizes(sizes)
        self._lent_to_why.clear()
        self._lent_sizes.clear()
        if self.statusBar().currentMessage() == TABLE_FOLDED:
            self.statusBar().clearMessage()

    def _forget_why_answer(self) -> None:
        """The Why pane's answer spoke of another position: its hint again, and the log and the
        table their room back (`_give_back_lent_room`)."""
        self.why_panel.forget_answer()
        self._give_back_lent_room()

    def back(self) -> bool:
        return self._move(lambda t: t.back())

    def forward(self) -> bool:
        return self._move(lambda t: t.forward())

    def seek(self, step: int) -> bool:
        if self.table is not None and step == self.table.step and (step > 0 or self.table.at_start):
            return True  # (step 0 of a table opened before its first decision is the position it opened at)
        return self._move(lambda t: t.seek(step))

    def seek_end(self) -> bool:
        return self.table is not None and self.seek(self.table.length)

    def _slider_moved(self, value: int) -> None:
        if self.table is not None and value != self.table.step:
            self.seek(value)

    def _spin_changed(self, value: int) -> None:
        if self.table is not None and value != self.table.step:
            self.seek(value)

    def seek_turn(self, turn: int) -> bool:
        """Show the first decision of `turn` (the line's end when it ends before that turn)."""
        return self._move(lambda t: "Go to turn: " + t.seek_turn(turn))

    def _turn_typed(self, value: int) -> None:
        if self.table is not None and value != self.table.position().turn:
            self.seek_turn(value)

    def _focus_turn(self) -> None:
        if self.turn_spin.isEnabled():
            self.turn_spin.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.turn_spin.selectAll()

    def play_out(self, seed: int = 1, limit: int = PLAY_OUT_LIMIT) -> int | None:
        """Let seeded random players finish the game, on the worker thread (from where the
        engine was stopped too: the game goes on from there), giving at most `limit` answers:
        a game neither player can win (both decks run out, nobody able to confront) stops
        there, and the status bar says that it has not ended rather than that it was played out."""
        table = self.table
        if table is None or (table.pending() is None and table.stopped is None):
            return None
        start = table.step

        def finished(played: object) -> None:
            assert isinstance(played, PlayedOut)
            set_aside = (f"; the {how_many(played.set_aside, 'recorded decision')} that followed "
                         f"{plural(played.set_aside, 'was', 'were')} set aside"
                         if played.set_aside else "")
            if played.stopped_on_request:
                self.statusBar().showMessage(
                    f"Stopped as asked after {how_many(played.given, 'decision')} from step {start}, in turn "
                    f"{table.position().turn}{set_aside}; the game goes on from here")
            elif table.pending() is None:
                self.statusBar().showMessage(
                    f"Played out {how_many(played.given, 'decision')} from step {start}{set_aside}; step back "
                    "to look at any of them", 10000)
            else:  # (kept on the status bar: the board alone does not say that the game goes on)
                self.statusBar().showMessage(
                    f"Stopped after {how_many(played.given, 'decision')} from step {start}, in turn "
                    f"{table.position().turn}: the game has not ended, nobody has won{set_aside}; step back "
                    "to look at any of them")
            self.refresh()

        progress = self._new_progress()
        return self._run(lambda: table.play_out(seed, limit, progress=progress), finished,
                         "Playing the game to the end…", "Cannot play the game out", stoppable=True)

    def stop_play_out(self) -> bool:
        """Ask a running play-out to stop at its next answer (its own message says where)."""
        if not (self.busy and self._job_stoppable):
            return False
        self.progress.stop = True
        self._busy_label = "Stopping the random players…"
        return True

    # ----- saving -----------------------------------------------------------------------------

    def choose_save_board(self) -> QFileDialog | None:
        if self.table is None:
            return None
        return self._file_dialog("Save the position as a board state", BOARDS, True,
                                 self.save_board_file, f"position-{self.table.step}.json")

    def choose_save_replay(self) -> QFileDialog | None:
        if self.table is None:
            return None
        return self._file_dialog("Save the game as a replay", REPLAYS, True,
                                 self.save_replay_file, "replay.json")

    def save_board_file(self, path: str | Path) -> bool:
        if not path:
            return False
        return self._move(lambda t: f"Position saved to {t.save_board(path)}",
                          "Cannot save the position")

    def save_replay_file(self, path: str | Path) -> bool:
        if not path:
            return False
        return self._move(lambda t: f"Replay ({how_many(t.step, 'answer')}) saved to {t.save_replay(path)}",
                          "Cannot save the replay")

    # ----- background work --------------------------------------------------------------------

    def _run(self, work: Callable[[], Any], done: Callable[[Any], None], label: str,
             title: str, on_user_error: Callable[[UserError], bool] | None = None,
             on_finish: Callable[[], None] | None = None, stoppable: bool = False) -> int | None:
        if self.busy:
            return None
        self._busy_label = label
        self._job_stoppable = stoppable
        self._set_busy(True)

        def succeeded(result: Any) -> None:
            self._set_busy(False)
            done(result)

        def failed(error: BaseException) -> None:
            self._set_busy(False)
            if on_finish is not None:
                on_finish()
            self.refresh()
            if isinstance(error, UserError):
                if on_user_error is None or not on_user_error(error):
                    show_user_error(self, str(error), title=title)
            else:
                show_crash(type(error), error, error.__traceback__)

        return self.tasks.submit(work, on_success=succeeded, on_failure=failed, label=label,
                                 parent=self)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self._update_enabled()
        if busy:
            self._show_progress()
            self._progress_timer.start()
        else:
            self._progress_timer.stop()
            self.progress_bar.setVisible(False)
            if self.statusBar().currentMessage() == self._working_text:
                self.statusBar().clearMessage()  # (what the job did, if anything, is said next)

    def _new_progress(self) -> Progress:
        """A fresh counter for the next job (the worker writes it, the timer reads it)."""
        self.progress = Progress()
        return self.progress

    def _show_progress(self) -> None:
        progress = self.progress
        self.progress_bar.setVisible(True)
        if progress.total:
            self.progress_bar.setRange(0, progress.total)
            self.progress_bar.setValue(progress.done)
            self.progress_bar.setFormat(f"decision %v of {progress.total}")
        else:
            self.progress_bar.setRange(0, 0)  # the end is not known: a busy bar
        # a job that counts no decisions (starting or saving a set-up board) says what it does
        counted = progress.done or progress.total
        self._working_text = (f"Working… {how_many(progress.done, 'decision')} so far" if counted
                              else self._busy_label)
        self.statusBar().showMessage(self._working_text)

    # ----- showing ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the table's current position in every panel."""
        table = self.table
        if table is None:
            self.title_label.setText("<b>No game on the table</b>")
            self.summary_label.setText(
                f"Open a board state, deal a new game of {game_name(self.system_id or DEFAULT_SYSTEM)} (or its sample game), "
                "or open a replay. Table → Game chooses the game.")
            self.decision_panel.show_decision(None, "No game on the table.")
            self._update_enabled()
            return
        position = table.position()
        asked_at = self._why_asked_at
        if (asked_at is None or asked_at[0] is not table or asked_at[1] != position.number
                or asked_at[2] is not table.stopped):
            self._forget_why_answer()  # (it spoke of another position)
        self.title_label.setText(f"<b>{html.escape(table.title, quote=False)}</b> ·")
        # (the players' names are the judge's typing, shown as typed: "<b>Sam</b> & Co" is no markup)
        summary = html.escape(position.summary, quote=False)
        if position.time_called:
            summary += " · time has been called"
        if position.result:
            summary += f" · <b>{html.escape(position.result, quote=False)}</b>"
        self.summary_label.setText(summary)
        self.board_model.set_stat_name(position.stat_name)
        self.zones_model.set_stat_name(position.stat_name)
        for panel in self.player_panels:
            panel.show_player(position.players[panel.index], position)
        self._reload_tree(self.board_view, self.board_model, board_nodes(position), None)
        self._reload_tree(self.zones_view, self.zones_model, zone_nodes(position),
                          self._zones_open, ())
        self.decision_panel.show_decision(
            position.decision, position.result or table.stopped_words or "No decision pending.", table.words,
            table.asked_by(), None if position.decision is None else table.option_labels(position.decision),
            card_gaps(position), "" if position.decision is None else position.who(position.decision.player))
        recorded = table.recorded_answer()
        if recorded is not None and position.decision is not None:
            self.decision_panel.show_recorded(recorded)
        self._reload_log(table)
        for widget, maximum in ((self.position_slider, position.length),
                                (self.position_spin, position.length)):
            widget.blockSignals(True)
            widget.setRange(0, maximum)
            widget.setValue(position.number)
            widget.blockSignals(False)
        self.turn_spin.blockSignals(True)
        self.turn_spin.setValue(position.turn)
        self.turn_spin.blockSignals(False)
        recorded = position.length - position.number
        self.length_label.setText(
            f"of {position.length}" + (f" ({recorded} ahead)" if recorded else ""))
        # room for the longest words this line can show, so that stepping back (which adds
        # "(1 ahead)") leaves the buttons after them under the judge's mouse
        self.length_label.setMinimumWidth(self.length_label.fontMetrics().horizontalAdvance(
            f"of {position.length} ({position.length} ahead)"))
        detail = self.card_panel.detail
        if detail is not None:
            self.card_panel.show_card(table.card_detail(detail.iid))
        self._update_enabled()

    def _reload_tree(self, view: QTreeView, model: CardTreeModel, nodes: list,
                     open_keys: set[str] | None, widths: tuple[int, ...] = BOARD_WIDTHS
                     ) -> None:
        current = view.currentIndex()
        current_key = current.data(KEY_ROLE) if current.isValid() else None
        scroll = view.verticalScrollBar().value()
        model.set_nodes(nodes)
        if view is self.zones_view:
            self._span_headings(view)
        if open_keys is None:
            view.expandAll()
        else:
            for key in open_keys:
                index = model.find(key)
                if index.isValid():
                    view.expand(index)
        if current_key:
            index = model.find(str(current_key))
            if index.isValid():
                view.selectionModel().blockSignals(True)
                view.setCurrentIndex(index)
                view.selectionModel().blockSignals(False)
        if view.objectName() not in self._sized_views and nodes:
            for column, width in enumerate(widths):
                view.header().resizeSection(column, width)
            self._sized_views.add(view.objectName())  # later the judge's widths stay
        if view is self.board_view:
            self._fit_state(nodes)
            self.board_columns.fit()
        view.verticalScrollBar().setValue(scroll)

    @staticmethod
    def _span_headings(view: QTreeView) -> None:
        """Let every heading row run across the view's columns, so a player's heading keeps
        its numbers and a pile's title its count in a narrow pane (a reset forgets spans).

        A row's height is measured once, by the room its heading has, and spanning the first
        heading lays the rows out while the others are still in the Card column alone: the
        second player's heading kept the lines it took there (a blank line under "Player 1 ·
        Twilight Sparkle, Faithful Student · 0 points, 0 action tokens"). So the rows are laid
        out again once all are spanned, before the scroll bar is put back where it was."""
        model = view.model()
        stack = [QModelIndex()]
        while stack:
            parent = stack.pop()
            for row in range(model.rowCount(parent)):
                index = model.index(row, 0, parent)
                if index.data(HEADING_ROLE):
                    view.setFirstColumnSpanned(row, parent, True)
                    stack.append(index)
        view.doItemsLayout()

    def _fit_state(self, nodes: list) -> None:
        """Fit the State column to the longest text this position shows in it ("exhausted,
        frightened ⚠"), never below its first width: wider for a longer text, and back again
        once no such text is shown, giving the room back to the card names beside it; a column
        the judge made wider by hand stays as it is."""
        view = self.board_view
        bold = QFont(view.font())
        bold.setBold(True)
        fonts = {False: view.fontMetrics(), True: QFontMetrics(bold)}  # (a heading's row is bold)
        first = BOARD_WIDTHS[STATE_COLUMN]
        texts = column_texts(nodes, STATE_COLUMN)
        widest = max((fonts[heading].horizontalAdvance(text) for text, heading in texts), default=0)
        needed = max(widest + FIT_PADDING, first)
        width = view.columnWidth(STATE_COLUMN)
        if needed > width or (width == self._state_fitted and needed != width):
            view.header().resizeSection(STATE_COLUMN, needed)
            self._state_fitted = needed

    def _reload_log(self, table: MatchTable) -> None:
        """The log of the position shown. The entry the judge selected stays selected while the
        log still holds it (its rule stays in the rule pane); once a step back has taken it away,
        the rule pane goes back to its hint rather than speak of an entry no longer there."""
        chosen = self.log_view.selectionModel().selectedRows()
        selected = chosen[0].data(ROW_ROLE) if chosen else None
        rows = table.log_rows()
        new_from = self._log_length if len(rows) > self._log_length else len(rows)
        self._log_length = len(rows)
        self.log_model.set_log(rows, new_from)
        kept = next((i for i, row in enumerate(rows) if row == selected), None) if selected else None
        if kept is None:
            self.rule_panel.show_rule("", "")
        else:
            self.log_view.setCurrentIndex(self.log_model.index(kept, 0))
        self.log_view.scrollToBottom()

    def _update_enabled(self) -> None:
        table = self.table
        idle = not self.busy
        has = table is not None and idle
        self.open_board_action.setEnabled(idle)
        self.new_game_action.setEnabled(idle)
        self.sample_game_action.setEnabled(idle)
        self.open_replay_action.setEnabled(idle)
        self.setup_board_action.setEnabled(idle)
        self.edit_board_action.setEnabled(has)
        self.save_board_action.setEnabled(has)
        self.save_replay_action.setEnabled(has and table is not None and table.can_save_replay)
        # greyed for a board (no decks and seed to replay from): its tip says why rather than what it would do
        replay_tip = (table.replay_refusal if table is not None else None) or SAVE_REPLAY_TIP
        self.save_replay_action.setToolTip(replay_tip)
        self.save_replay_action.setStatusTip(replay_tip)
        at_start = table is None or table.at_start
        # (from the position a table opened at before its first decision, Forward goes to that decision)
        at_end = table is None or (table.step >= table.length and not table.showing_held and not table.can_redo)
        self.back_action.setEnabled(has and table is not None and table.can_go_back)
        self.start_action.setEnabled(has and not at_start)
        self.forward_action.setEnabled(has and not at_end)
        self.end_action.setEnabled(has and table is not None and table.step < table.length)
        pending = table is not None and self.decision_panel.decision is not None
        stopped = table is not None and table.stopped is not None  # (Step goes on from there)
        self.step_action.setEnabled(has and (pending or stopped))
        for action in self.until_actions.values():
            action.setEnabled(has and (pending or stopped))
        self.answer_action.setEnabled(has and pending)
        self.call_time_action.setEnabled(has and (pending or stopped))
        self.concede_action.setEnabled(has and (pending or stopped))
        self.position_slider.setEnabled(has and table is not None and table.length > 0)
        self.position_spin.setEnabled(has and table is not None and table.length > 0)
        self.turn_spin.setEnabled(self.position_spin.isEnabled())
        self.turn_action.setEnabled(self.position_spin.isEnabled())
        self.decision_panel.set_enabled_for(not idle, table is not None, stopped,
                                            stoppable=self.busy and self._job_stoppable)

    def show_card(self, iid: int) -> None:
        if self.table is not None and not self.busy:  # the worker may be moving the game
            detail = self.table.card_detail(iid)
            if detail is not None:
                self.card_panel.show_card(detail)

    def select_card(self, iid: int) -> bool:
        """Select a card in the board or the zones tree (as a click would)."""
        for view, model in ((self.board_view, self.board_model),
                            (self.zones_view, self.zones_model)):
            index = model.find(f"card:{iid}")
            if index.isValid():
                view.scrollTo(index)
                view.setCurrentIndex(index)
                self.show_card(iid)  # also when it was the current row already
                return True
        return False

    @staticmethod
    def _selected_in_one_view(selected: QItemSelection, other: QTreeView) -> None:
        """A row selected in the table or the hands and piles clears the other view's row (and
        its current row, which a redraw would select again)."""
        if not selected.isEmpty():
            other.selectionModel().clear()

    def _show_option_card(self, iid: int) -> None:
        """The card an option names, in the card panel; a row of another card selected in the
        table or the hands would read as the panel's card, so it is cleared."""
        for view in (self.board_view, self.zones_view):
            if any(index.data(CARD_ROLE) != iid for index in view.selectionModel().selectedRows()):
                view.selectionModel().clear()
        self.show_card(iid)

    def _tree_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        iid = current.data(CARD_ROLE) if current.isValid() else None
        if isinstance(iid, int):
            self.show_card(iid)
        elif current.isValid():  # a heading (an area, a player, a pile): no card is chosen
            self.card_panel.show_card(None)

    def _log_selection_changed(self, *_changed: object) -> None:
        """The selected log row's rule in the rule pane; with none selected, the pane's hint."""
        selected = self.log_view.selectionModel().selectedRows()
        row = selected[0].data(ROW_ROLE) if selected else None
        if isinstance(row, LogRow):
            self.rule_panel.show_rule(row.rule, row.text)
        else:
            self.rule_panel.show_rule("", "")

    def _splitters(self) -> list[QSplitter]:
        return sorted(self.findChildren(QSplitter), key=lambda s: s.objectName())

    def _restore_geometry(self) -> None:
        if self.settings is None:
            return
        geometry = self.settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self.restoreGeometry(QByteArray(geometry))
        for splitter in self._splitters():
            state = self.settings.value(f"{SPLITTER_KEY}/{splitter.objectName()}")
            if isinstance(state, QByteArray | bytes) and state:
                splitter.restoreState(QByteArray(state))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.busy:
            self.tasks.wait()
        if self.settings is not None:
            self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
            for splitter in self._splitters():
                self.settings.setValue(f"{SPLITTER_KEY}/{splitter.objectName()}",
                                       splitter.saveState())
        super().closeEvent(event)
