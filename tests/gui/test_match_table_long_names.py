"""The match table at 1024x700 with two long names: the board's Player column names each player
whole on as many lines as it takes, and leaves the card names and the Counters / attached
heading beside it their room."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.match_table_delegates import text_margin
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
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            stack.append(index)
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
