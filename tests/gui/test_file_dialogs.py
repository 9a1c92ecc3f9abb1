"""The file dialogs show a file's size, type and date whole: Qt's dialog opened small and
cut them ("820...KiB", "JSO...ent")."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QTreeView
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.last_folders import BOARDS

GUI = Path(__file__).resolve().parents[2] / "tourney" / "gui"


def cut_cells(dialog: QFileDialog) -> list[str]:
    """The cells of the dialog's file list whose text is wider than its column."""
    view = dialog.findChild(QTreeView)
    assert view is not None
    model, root = view.model(), view.rootIndex()
    metrics = view.fontMetrics()
    cut = []
    for row in range(model.rowCount(root)):
        for column in range(4):
            text = str(model.index(row, column, root).data() or "")
            if metrics.horizontalAdvance(text) + 8 > view.columnWidth(column):
                cut.append(f"{column}: {text!r} in {view.columnWidth(column)}")
    return cut


def test_open_board_state_shows_each_files_size_type_and_date_whole(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "cards.json").write_bytes(b" " * 840_000)  # "820.31 KiB"
    (tmp_path / "game 7 at table 12, turn 3.json").write_text("{}", encoding="utf-8")
    (tmp_path / "replays").mkdir()
    table = open_table(qtbot, rules={})
    table.folders.remember(BOARDS, tmp_path)
    dialog = table.choose_board_file()
    qtbot.waitExposed(dialog)
    view = dialog.findChild(QTreeView)
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 3)
    qtbot.waitUntil(lambda: view.model().index(0, 2, view.rootIndex()).data() not in (None, ""))
    assert cut_cells(dialog) == []
    dialog.reject()


def test_every_file_dialog_is_made_with_room_for_its_columns() -> None:
    """A dialog made with Qt's constructor directly would open small again."""
    made_directly = [f"{path.name}: {line.strip()}" for path in sorted(GUI.glob("*.py"))
                     if path.name != "file_dialogs.py"
                     for line in path.read_text(encoding="utf-8").splitlines()
                     if re.search(r"\bQFileDialog\(|QFileDialog\.get\w+\(", line)]
    assert made_directly == []
