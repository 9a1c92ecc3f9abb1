"""The match table's Pending decision panel says which card's text asks the question when the
prompt does not name the card, in the words the command line prints ("Asked by the text of
..."); a question of the rules (priority, CR 3.4's turn structure) says nothing more."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.engine.helpers import big_mac_board
from tests.gui.conftest import open_board, open_table
from tourney.gui.match_table import MatchTableWindow


@pytest.fixture
def table(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={}, size=(1300, 800))


def test_the_pending_decision_says_whose_text_asks_it(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Big Mac & Applejack, Big Mouths: "Immediate: Retire this card to put two +1 power
    counters on another one of your Friends." Its target question leads with the card (left
    play, retired as the cost: by its printed name), so the panel adds no line under it."""
    b, big_mac = big_mac_board()
    open_board(table, tmp_path / "board.json", b.doc())
    panel = table.decision_panel
    assert panel.decision is not None and panel.decision.kind == "priority"
    assert panel.asked_by_label.isHidden() and panel.asked_by_label.text() == ""
    assert table.answer([f"act|{big_mac}|0"])
    qtbot.waitUntil(lambda: panel.decision is not None and panel.decision.kind == "target")
    # the question leads with the card asking it (a target question, 705.2e), so no line repeats it
    assert panel.prompt_label.text() == ("Big Mac & Applejack, Big Mouths: Put 2 +1 power counters on which "
                                        "of your other Friends?")
    assert panel.asked_by_label.isHidden()
    table.grab().save(str(tmp_path / "table.png"))
    # stepping back to the priority question takes the line away again
    table.table.back()
    table.refresh()
    assert panel.decision is not None and panel.decision.kind == "priority"
    assert panel.asked_by_label.isHidden()
