"""The match table with two long names: at 1024x700 the board's Player column names each player
whole on as many lines as it takes, and leaves the card names (two lines at most) and the
Counters / attached heading beside it their room; in a wide window each name is on one line."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem, QTreeView
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_columns import tree_indexes
from tourney.gui.match_table_delegates import NameDelegate, text_margin
from tourney.gui.match_table_dialogs import GameChoice, sample_choice
from tourney.gui.match_table_models import COUNTERS_COLUMN, HEADING_ROLE, NAME_COLUMN, PLAYER_COLUMN

NAMES = ("Alexandra Montgomery", "Bartholomew Smith")


def test_two_long_names_wrap_in_the_player_column_at_1024(qtbot: QtBot) -> None:
    """Named whole on one line, "Alexandra Montgomery" held the Player column at about 170 pixels
    of a 530-pixel table: the Card column beside it was the narrower of the two, its names on
    three and four lines, and the Counters / attached heading had no room to spare. A long name
    now goes on to a second line of its row, each player still read whole."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    choice = sample_choice(seed=1)
    window.start_new_game(GameChoice(choice.decks, 1, None, NAMES))
    assert window.tasks.wait()
    qtbot.wait(50)
    view, model = window.board_view, window.board_model
    header = view.header()
    assert header.sectionSize(COUNTERS_COLUMN) >= header.sectionSizeHint(COUNTERS_COLUMN)  # (its heading whole)
    assert view.horizontalScrollBar().maximum() == 0
    assert view.columnWidth(NAME_COLUMN) > view.columnWidth(PLAYER_COLUMN), "the card names have less room"

    bold = QFont(view.font())
    bold.setBold(True)
    room = view.columnWidth(PLAYER_COLUMN) - text_margin(view.style(), view)
    flags = int(Qt.TextFlag.TextWordWrap)
    wrapped = []
    for index in tree_indexes(model):
        player = index.siblingAtColumn(PLAYER_COLUMN)
        text = str(player.data() or "")
        if not text:
            continue
        metrics = QFontMetrics(bold if index.data(HEADING_ROLE) else view.font())
        for word in text.split():
            assert metrics.horizontalAdvance(word) <= room, (text, word, room)
        lines_high = metrics.boundingRect(QRect(0, 0, room, 10_000), flags, text).height()
        assert lines_high <= view.visualRect(player).height(), (text, lines_high)
        if lines_high > metrics.lineSpacing():
            wrapped.append(text)
    assert set(wrapped) >= set(NAMES), wrapped  # (both names on two lines, whole)


def _card_column_lines(view: QTreeView) -> dict[str, int]:
    """Each name in the board's Card column with the lines it is drawn on (headings spanned
    across the view aside)."""
    model = view.model()
    delegate = view.itemDelegateForColumn(NAME_COLUMN)
    assert isinstance(delegate, NameDelegate)
    lines: dict[str, int] = {}
    for index in tree_indexes(model):  # (the Card column is the first: NAME_COLUMN)
        if view.isFirstColumnSpanned(index.row(), index.parent()):
            continue
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.rect = view.visualRect(index)
        shown = delegate.shown_text(option, index)
        lines[str(index.data())] = shown.count("\n") + 1
        assert view.visualRect(index).height() >= lines[str(index.data())] * view.fontMetrics().lineSpacing()
    return lines


def _long_named_game(qtbot: QtBot, size: tuple[int, int]) -> MatchTableWindow:
    window = open_table(qtbot, rules={}, size=size)
    choice = sample_choice(seed=1)
    window.start_new_game(GameChoice(choice.decks, 1, None, NAMES))
    assert window.tasks.wait()
    qtbot.wait(50)
    return window


def test_a_wide_window_names_each_long_named_player_on_one_line(qtbot: QtBot) -> None:
    """At 1600×1000 the Player column stopped at "Twilight Sparkle"'s width and broke
    "Alexandra Montgomery" onto two lines, though the card names beside it were whole on one
    line and the Counters / attached column had room to spare. Where the pane has the room, each
    player is named whole on one line."""
    window = _long_named_game(qtbot, (1600, 1000))
    view = window.board_view
    bold = QFont(view.font())
    bold.setBold(True)
    room = view.columnWidth(PLAYER_COLUMN) - text_margin(view.style(), view)
    assert room >= max(QFontMetrics(bold).horizontalAdvance(name) for name in NAMES), room
    assert set(_card_column_lines(view).values()) == {1}  # (the card names whole on a line too)
    assert view.horizontalScrollBar().maximum() == 0
    header = view.header()
    assert header.sectionSize(COUNTERS_COLUMN) >= header.sectionSizeHint(COUNTERS_COLUMN)
    # the columns follow the window as it narrows: the names go on to second lines again
    window.resize(1024, 700)

    def narrowed() -> None:
        assert view.columnWidth(PLAYER_COLUMN) - text_margin(view.style(), view) < room
        assert max(_card_column_lines(view).values()) <= 2
        assert view.horizontalScrollBar().maximum() == 0

    qtbot.waitUntil(narrowed)


def test_a_player_column_the_judge_widened_stays_as_wide(qtbot: QtBot) -> None:
    """The judge's own width for the Player column is kept as the window changes, not fitted
    again (it is theirs), while the window has the room for it."""
    window = _long_named_game(qtbot, (1024, 700))
    view = window.board_view
    wider = view.columnWidth(PLAYER_COLUMN) + 30
    view.header().resizeSection(PLAYER_COLUMN, wider)
    window.resize(1300, 800)
    qtbot.waitUntil(lambda: view.viewport().width() > 600)
    qtbot.wait(50)
    assert view.columnWidth(PLAYER_COLUMN) == wider


def test_at_1024_each_card_name_takes_two_lines_at_most_beside_long_named_players(qtbot: QtBot) -> None:
    """At 1024×700 with "Alexandra Montgomery" playing, "Twilight Sparkle, Faithful Student (Mane)
    #1" and "Alexandra Montgomery's Problem (none in play yet)" took three and four lines of a
    157-pixel Card column while the Player column beside it took 125. The Card column has the
    room for two lines before the Player column grows past a word to a line; each player still
    reads whole."""
    window = _long_named_game(qtbot, (1024, 700))
    view = window.board_view
    lines = _card_column_lines(view)
    assert lines and max(lines.values()) <= 2, lines
    assert max(lines.values()) == 2  # (the pane is too narrow for every name on one line)
    assert all("…" not in text for text in lines)  # (each read whole, not cut)
    assert view.horizontalScrollBar().maximum() == 0
    header = view.header()
    assert header.sectionSize(COUNTERS_COLUMN) >= header.sectionSizeHint(COUNTERS_COLUMN)

