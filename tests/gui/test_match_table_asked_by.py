"""The match table's Pending decision panel says which card's text asks the question when the
prompt does not name the card, in the words the command line prints ("Asked by the text of
..."); a question of the rules (priority, CR 3.4's turn structure) says nothing more."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.engine.helpers import Board
from tourney.gui.match_table import MatchTableWindow


@pytest.fixture
def table(qtbot: QtBot) -> MatchTableWindow:
    window = MatchTableWindow(rules={})
    qtbot.addWidget(window)
    window.resize(1300, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_pending_decision_says_whose_text_asks_it(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Big Mac & Applejack, Big Mouths: "Immediate: Retire this card to put two +1 power
    counters on another one of your Friends." Its target question does not name it; the card
    has left play (retired as the cost), so the panel names it by its printed name."""
    b = Board()
    b.players[0]["tokens"] = 3
    big_mac = b.add("DE17", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    path = tmp_path / "board.json"
    path.write_text(json.dumps(b.doc()), encoding="utf-8")
    assert table.open_board_file(path)
    panel = table.decision_panel
    assert panel.decision is not None and panel.decision.kind == "priority"
    assert panel.asked_by_label.isHidden() and panel.asked_by_label.text() == ""
    assert table.answer([f"act|{big_mac}|0"])
    qtbot.waitUntil(lambda: panel.decision is not None and panel.decision.kind == "target")
    assert panel.prompt_label.text() == "Put 2 +1 power counters on which of your other Friends?"
    assert panel.asked_by_label.text() == "Asked by the text of Big Mac & Applejack, Big Mouths"
    assert panel.asked_by_label.isVisible()
    # the whole line fits the panel (it wraps rather than running off the edge)
    label = panel.asked_by_label
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text()) or \
        label.height() >= 2 * label.fontMetrics().height()
    table.grab().save(str(tmp_path / "table.png"))
    # stepping back to the priority question takes the line away again
    table.table.back()
    table.refresh()
    assert panel.decision is not None and panel.decision.kind == "priority"
    assert panel.asked_by_label.isHidden()
