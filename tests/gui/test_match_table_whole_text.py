"""A judge reads card text whole on the match table: an option quoting an ability, a card's
name in the board's Card column, a long text in a tooltip or the Rule pane."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import board_document

SKYSTAR_TEXT = ("Main Phase: Pay [2] to put two 2 [Laughter] Seashell Friend tokens into play and turn "
                "this card over.")
"""Princess Skystar, Out of Her Shell's ability: longer than an option's label quotes."""


def _board(tmp_path: Path, **cards: str) -> Path:
    """`board_document` with the cards of the iids given (as "i1") swapped for other codes."""
    document = board_document(tokens=3)
    for card in document["cards"]:
        card["card"] = cards.get(f"i{card['iid']}", card["card"])
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_an_option_quoting_an_ability_reads_it_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """The option stopped at "… Seashell Friend…": the engine's recorded label is kept short,
    the table shows the ability's whole text, wrapped in the options list."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    assert window.open_board_file(_board(tmp_path, i1="SB3"))
    panel = window.decision_panel
    keys = [option.key for option in panel.model.options()]
    row = keys.index("act|1|0")
    assert panel.model.options()[row].label.endswith("Seashell Friend…")  # (the engine's words stay)
    assert panel.model.label(row) == f"Princess Skystar, Out of Her Shell #1: {SKYSTAR_TEXT}"
    view = panel.options_view
    qtbot.waitUntil(lambda: view.visualRect(panel.model.index(row)).height()
                    > 1.5 * view.visualRect(panel.model.index(0)).height())
    assert view.horizontalScrollBar().maximum() == 0
