"""A Problem's row on the match table: its confront requirements read whole, per player."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import board_document, lines_fit, write_board
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_models import COUNTERS_COLUMN


def test_a_problems_confront_requirements_read_whole_and_its_tooltip_adds_to_them(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The Problem's row read "confront: owner 4 Pi…", cut at the column's edge, and its tooltip
    said the cell twice. It names each player's requirements as the heading names their power,
    wraps within the column (a narrower column, more lines), and the tooltip says only the rest."""
    table = open_table(qtbot, rules={}, size=(1400, 900))
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    view, model = table.board_view, table.board_model
    problem = model.find("card:4")  # (P1's Problem, PR190)
    cell = problem.siblingAtColumn(COUNTERS_COLUMN)
    assert cell.data() == "to confront: Player 1 4 Wild · Player 2 1 Orange + 1 non-Orange · bonus 1"
    heading = model.find("problem:1").siblingAtColumn(COUNTERS_COLUMN)
    assert heading.data().startswith("power Player 1 ")  # (the same order: Player 1, then Player 2)
    assert view.fontMetrics().horizontalAdvance(cell.data()) > view.columnWidth(COUNTERS_COLUMN)
    assert lines_fit(view, cell)
    first_height = view.visualRect(cell).height()
    assert first_height > view.visualRect(heading).height()  # (it takes more than one line)
    view.header().resizeSection(0, view.columnWidth(0) + 60)  # (the last column gives the room)
    qtbot.waitUntil(lambda: view.visualRect(cell).height() > first_height)
    assert lines_fit(view, cell)
    tip = cell.data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Runaway Cart #4: problem"  # (no "to confront: …" a second time)


def test_a_card_played_on_an_attachment_has_its_row_under_that_attachment(qtbot: QtBot, tmp_path: Path) -> None:
    """509.3: Trashed played on Hard Hat, itself on a Friend: the judge sees Trashed's row under
    Hard Hat's, which is under the Friend's (it was missing from the table)."""
    document = board_document()
    document["cards"] += [
        {"iid": 7, "card": "PR139", "owner": 1, "zone": "play", "area": "problem:0", "host": 6},
        {"iid": 8, "card": "EO167", "owner": 0, "zone": "play", "area": "problem:0", "host": 7},
    ]
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    table = MatchTableWindow(rules={})
    qtbot.addWidget(table)
    assert table.open_board_file(path)
    model = table.board_model
    trashed, hat = model.find("card:8"), model.find("card:7")
    assert trashed.isValid() and trashed.parent() == hat and hat.parent() == model.find("card:6")
    assert trashed.data().startswith("Trashed")
    assert "attached to Hard Hat" in trashed.data(Qt.ItemDataRole.ToolTipRole)
