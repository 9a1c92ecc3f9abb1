"""A game the app has never seen, registered only here, plays on the match table.

`tests.stub_game` ("Sparks": a hand, a table, four cards, one kind of decision)
implements the game-system contract; nothing in `tourney/` knows it. The match
table deals it, shows its cards, its pending decision with plain labels,
answers it through the widgets and shows the log; the board editor lays out
its board from its schema and puts a position set up there on the table.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QGroupBox
from pytestqt.qtbot import QtBot

from engine.core import registry
from tests.gui.conftest import click_sample_game, open_table, reopened_replay
from tests.gui.test_match_table import log_texts, tree_texts
from tests.stub_game import GAME_SYSTEM, SYSTEM_ID
from tourney.gui.match_table import MatchTableWindow


@pytest.fixture
def sparks() -> Iterator[str]:
    registry.register(GAME_SYSTEM)
    yield SYSTEM_ID
    registry.unregister(SYSTEM_ID)


@pytest.fixture
def window(qtbot: QtBot, sparks: str) -> MatchTableWindow:
    return open_table(qtbot, rules={}, system_id=sparks)


def test_the_sample_game_of_a_registered_game_is_dealt_shown_and_answered(
    window: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click_sample_game(qtbot, window)
    assert window.table is not None and window.table.system.id == SYSTEM_ID
    assert window.table.title == "Red vs Blue (seed 1)"
    # its cards: P0's hand holds Spark, Ember and Flame; the board has the two (empty) tables
    zones = tree_texts(window.zones_model)
    assert "P0:hand | Hand: 3 |  |  |  | " in zones
    assert any(row.startswith("card:1 | Spark  #1 |  | 1 |") for row in zones)
    assert [row.split(" | ")[1] for row in tree_texts(window.board_model)] == ["P1's table", "P0's table"]
    assert window.board_model.headerData(2, Qt.Orientation.Horizontal) == "Value"
    assert window.zones_model.headerData(2, Qt.Orientation.Horizontal) == "Value"
    assert "Red" in window.player_panels[0].name_label.text()
    # its pending decision, in its own plain words
    panel = window.decision_panel
    assert "Player 1 decides" in panel.who_label.text() and panel.prompt_label.text().startswith("Player 1: play a card")
    labels = [panel.model.label(r) for r in range(panel.model.rowCount())]
    assert labels == ["Play Spark #1 (worth 1)", "Play Ember #2 (worth 2)", "Play Flame #3 (worth 3)", "Pass"]
    assert log_texts(window) == ["1 | 0 | S1 | Each player takes their cards in hand"]
    # answered through the widgets: choose Flame, press Answer
    panel.options_view.selectionModel().select(panel.model.index(2), QItemSelectionModel.SelectionFlag.Select)
    assert window.card_panel.detail is not None and window.card_panel.detail.name == "Flame"
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert window.table.step == 1
    assert "Player 2 decides" in panel.who_label.text()
    assert any(row.startswith("card:3 | Flame  #3 | P0 | 3") for row in tree_texts(window.board_model))
    assert "3" in window.player_panels[0].score_label.text()
    assert log_texts(window)[-1] == "2 | 1 | S2.2 | P0 plays Flame #3 and scores 3"
    assert window.statusBar().currentMessage() == "Answered: Play Flame #3 (worth 3)"
    # the rest plays out, steps back, and saves as a replay that reopens in its own game
    window.play_out(seed=2)
    assert window.tasks.wait()
    assert "Game over" in window.summary_label.text()
    assert log_texts(window)[-1].split(" | ")[2] == "S3"
    assert window.back()
    assert "Game over" not in window.summary_label.text()
    again = reopened_replay(qtbot, window, tmp_path / "sparks.json", rules={})  # the default game's table: the replay names its own
    assert again.table is not None and again.table.system.id == SYSTEM_ID
    assert again.table.length == window.table.step


def test_the_board_editor_lays_out_a_registered_game_from_its_schema(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    editor = window.choose_board_setup()
    p0 = editor.players[0]
    assert p0.slot_edits == {} and list(p0.number_spins) == ["score"]
    assert [p0.piles_tabs.tabText(i) for i in range(p0.piles_tabs.count())] == ["Hand (0)"]
    assert "Cards on the table" in [box.title() for box in p0.findChildren(QGroupBox)]
    columns = [p0.play_model.headerData(c, Qt.Orientation.Horizontal) for c in range(p0.play_model.columnCount())]
    assert columns == ["#", "Card", "Name", "At", "Attached to", "Glowing", "Counters"]
    assert [p0.add_target.itemText(i) for i in range(p0.add_target.count())] == ["Hand", "In play at table"]
    p0.add_card("ember", "hand")
    p0.add_card("Flame", "play|table:0")
    p0.number_spins["score"].setValue(4)
    editor.players[1].add_card("spark", "hand")
    assert p0.pile_models["hand"].data(p0.pile_models["hand"].index(0, 2)) == "Ember (Spark card)"
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert window.table is not None and window.table.kind == "board"
    assert any(row.startswith("card:2 | Flame  #2 | P0 | 3") for row in tree_texts(window.board_model))
    assert "4" in window.player_panels[0].score_label.text()
    labels = [window.decision_panel.model.label(r) for r in range(window.decision_panel.model.rowCount())]
    assert labels == ["Play Ember #1 (worth 2)", "Pass"]
    # and the position on the table goes back into the editor
    editor = window.edit_this_board()
    assert editor is not None
    assert [c.card for c in editor.players[0].play_model.cards()] == ["flame"]

