"""The match table shows the words of a cited rule, from the rules the program ships."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import write_board
from tourney.gui.match_table_dialogs import sample_choice
from tourney.gui.match_table_panels import RulePanel


def test_a_log_row_and_the_rule_pane_show_the_rule_text(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot)  # the shipped rules text
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


def test_a_long_rule_and_a_long_card_text_can_be_read_to_the_end_in_a_small_panel(qtbot: QtBot) -> None:
    """The rule pane sits under the card panel at a fifth of the window's height: a rule of
    several sentences, followed by what the engine did, was cut off with no way to read the
    rest. Both panels scroll, and their last words can be scrolled into view."""
    rule = " ".join(["Follow the instructions of the card, action or ability in order."] * 8)
    panel = RulePanel({"705.2e": rule})
    qtbot.addWidget(panel)
    panel.resize(340, 110)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_rule("705.2e", "A Vision of the Future #43 is put on top of P0's draw deck")
    bar = panel.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    last = panel.text_label.height() - 1
    assert panel.text_label.visibleRegion().contains(QPoint(10, last))  # the engine's line is reachable

    window = open_table(qtbot, rules={}, size=(900, 500))
    cards = window.card_panel
    assert cards.scroll.widget().isAncestorOf(cards.text_label)
    cards.text_label.setText(rule * 3)
    bar = cards.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)


def test_the_rule_pane_follows_the_selected_log_row_only(qtbot: QtBot, tmp_path: Path) -> None:
    """Keyboard focus on the log makes its first row current without selecting it; the rule
    pane then keeps its hint, since no highlighted row says which entry it would explain."""
    window = open_table(qtbot)
    assert window.open_board_file(write_board(tmp_path / "board.json"))
    panel = window.decision_panel
    panel.select_keys(["move|1|problem:1"])
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert window.log_model.rowCount() > 1
    window.log_view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(window.log_view.hasFocus)
    assert window.log_view.currentIndex().isValid()  # (what Qt does on focus)
    assert not window.log_view.selectionModel().hasSelection()
    assert window.rule_panel.text_label.text() == "Select a log entry to see its rule."
    window.refresh()  # a new look at the position selects nothing the judge did not select
    assert not window.log_view.selectionModel().hasSelection()
    assert window.rule_panel.text_label.text() == "Select a log entry to see its rule."
    qtbot.keyClick(window.log_view, Qt.Key.Key_Down)  # moving with the keys selects, and the pane follows
    selected = window.log_view.selectionModel().selectedRows()
    assert len(selected) == 1
    assert window.rule_panel.citation_label.text().find(window.log_model.rows()[selected[0].row()].rule) >= 0
    window.log_view.clearSelection()
    assert window.rule_panel.text_label.text() == "Select a log entry to see its rule."


def test_at_a_small_screen_the_rule_panes_hint_reads_whole(qtbot: QtBot) -> None:
    """At 1024×700 the rule pane is short: its hint must read whole there (it once needed
    scrolling), on one line, so that the Why pane below may have the rest."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    qtbot.wait(50)
    pane = window.rule_panel
    assert pane.text_label.text() == "Select a log entry to see its rule."
    assert pane.scroll.verticalScrollBar().maximum() == 0, (pane.scroll.viewport().height(), pane.text_label.height())
    assert pane.text_label.heightForWidth(pane.scroll.viewport().width()) < 2 * pane.fontMetrics().lineSpacing()
