"""The match table shows the words of a cited rule, from the rules the program ships."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.test_match_table import write_board
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_panels import RulePanel


def test_a_log_row_and_the_rule_pane_show_the_rule_text(qtbot: QtBot, tmp_path: Path) -> None:
    window = MatchTableWindow()  # the shipped rules text
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_board_file(write_board(tmp_path / "board.json"))
    panel = window.decision_panel
    panel.select_keys(["move|1|problem:1"])
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    rows = window.log_model.rows()
    moved = next(i for i, r in enumerate(rows) if "moved from" in r.text)
    assert rows[moved].rule == "609.2b"
    tooltip = window.log_model.index(moved, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert "Rule 609.2b: Move a Character: The turn player may pay 2 action tokens" in tooltip
    window.log_view.selectRow(moved)
    assert "Characters can't be moved to their current area." in window.rule_panel.text_label.text()
    assert "not shipped" not in window.rule_panel.text_label.text()
    window.resize(1400, 900)
    window.grab().save(str(tmp_path / "rules-text.png"))


def test_a_glossary_citation_shows_the_keyword(qtbot: QtBot) -> None:
    panel = RulePanel({"Glossary: Persistent": "Persistent: It means “If this card would leave play...”"})
    qtbot.addWidget(panel)
    panel.show_rule("Glossary: Persistent: a card with it that would be dismissed may be frightened instead.",
                    "Rarity is frightened instead")
    assert panel.text_label.text().startswith("Persistent: It means")
