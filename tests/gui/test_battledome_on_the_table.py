"""A Battledome sample game is dealt, shown, answered and played out on the judge's match table,
and a Battledome position set up in the board editor goes on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table, reopened_replay, start_an_empty_board
from tests.gui.test_match_table import log_texts, tree_texts
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import DeckPicker


@pytest.fixture
def window(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={}, system_id="battledome", size=(1400, 900))


def choose(window: MatchTableWindow, qtbot: QtBot, label_part: str) -> None:
    panel = window.decision_panel
    labels = [panel.model.label(r) for r in range(panel.model.rowCount())]
    row = next(r for r, label in enumerate(labels) if label_part in label)
    panel.options_view.selectionModel().select(panel.model.index(row), QItemSelectionModel.SelectionFlag.Select)
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)


def test_a_battledome_sample_game_is_dealt_answered_and_played_out(
    window: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click_sample_game(qtbot, window)
    assert window.table is not None and window.table.system.id == "battledome"
    assert window.table.title == "Ember Blaze vs Frost Wall (seed 1)"
    panel = window.decision_panel
    assert "Player 2 decides" in panel.who_label.text() and "cut Player 1's Main Deck" in panel.prompt_label.text()
    choose(window, qtbot, "Decline")
    choose(window, qtbot, "Decline")
    choose(window, qtbot, "Take the first turn")
    choose(window, qtbot, "Keep")
    choose(window, qtbot, "Keep")
    # the starting Neopets are chosen by name
    labels = [panel.model.label(r) for r in range(panel.model.rowCount())]
    assert sorted(label.split(" #")[0] for label in labels) == [
        "Red Glimmerfox", "Red Stonebeak", "Red Zephyrkit", "Yellow Bramblehog"]
    choose(window, qtbot, "#")
    choose(window, qtbot, "#")
    board = tree_texts(window.board_model)
    assert any("Player 1's Battledome" in row for row in board) and any("Player 2's Battledome" in row for row in board)
    assert any("The queue" in row for row in board) and any("Dice" in row for row in board)
    assert any(" | 2 | " in row and "flips" in row for row in log_texts(window))
    window.grab().save(str(tmp_path / "battledome-table.png"))
    window.play_out(seed=3)
    assert window.tasks.wait()
    assert "Game over" in window.summary_label.text() and "5.5.9a" in window.summary_label.text()
    assert any(" | 5.5.7c | " in row for row in log_texts(window))
    assert window.back()
    assert "Game over" not in window.summary_label.text()
    again = reopened_replay(qtbot, window, tmp_path / "battledome.json", rules={})
    assert again.table is not None and again.table.system.id == "battledome"
    assert again.table.length == window.table.step


def test_the_board_editor_sets_up_a_battledome_position(window: MatchTableWindow, qtbot: QtBot) -> None:
    editor = window.choose_board_setup()
    p0, p1 = editor.players
    assert p0.slot_edits == {}
    p0.add_card("Red Glimmerfox", "play|active:0")
    p1.add_card("Blue Puddlewump", "play|active:1")
    p0.add_card("Blaze Codestone", "play|codestones:0")
    p0.add_card("Rusty Shortsword", "play|equipment:0")
    p0.add_card("Icicle Draught", "inventory")
    p0.add_card("Blaze Codestone", "deck")
    p1.add_card("Bulwark Codestone", "deck")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert window.table is not None and window.table.kind == "board"
    board = tree_texts(window.board_model)
    assert any("Rusty Shortsword" in row for row in board) and any("Red Glimmerfox" in row for row in board)
    editor = window.edit_this_board()
    assert editor is not None
    assert [c.card for c in editor.players[0].play_model.cards()] == ["RTS-001", "RTS-026", "RTS-031"]


def test_a_cited_battledome_rule_shows_its_words(qtbot: QtBot) -> None:
    """The window reads the shipped rules text (no rules handed in): selecting a log entry shows
    the words of the Battledome rule it cites, not only its number."""
    window = open_table(qtbot, system_id="battledome")
    click_sample_game(qtbot, window)
    window.play_out(seed=2)
    assert window.tasks.wait()
    rows = window.log_model.rows()
    dice = next(i for i, r in enumerate(rows) if r.rule == "5.5.7b")
    window.log_view.selectRow(dice)
    assert "Rule 5.5.7b" in window.rule_panel.citation_label.text()
    assert "Once both players have their dice results addressed" in window.rule_panel.text_label.text()
    assert "not shipped" not in window.rule_panel.text_label.text()


@pytest.mark.parametrize(("system_id", "wanted"), [
    ("battledome", "Deck lists (*.txt *.csv)"),
    ("spellcasters", "Deck lists (*.txt *.csv)"),
    ("mlp", "Deck lists (*.o8d *.txt *.csv)"),
])
def test_the_deck_file_chooser_offers_the_games_own_files(qtbot: QtBot, system_id: str, wanted: str) -> None:
    """Choosing a deck file for a new game offers the files that game reads (no .o8d but for MLP)."""
    picker = DeckPicker("", system_id=system_id)
    qtbot.addWidget(picker)
    dialog = picker.choose_file()
    assert dialog.nameFilters() == [wanted, "All files (*)"]
    dialog.reject()


def test_start_here_on_an_empty_battledome_board_asks_for_the_active_neopet_first(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """An empty Battledome board was refused with "P0 needs one active Neopet (has 0)", and the
    editor stayed where it was. The refusal says, in the game's words, what the board needs first
    (the Neopet in the Active Neopet Slot, 8.4.1) and the cursor goes where that card is added."""
    editor = start_an_empty_board(qtbot, window)
    assert editor.message_label.text() == (
        "Player 1 has no active Neopet yet: add the Neopet in Player 1's Active Neopet Slot first "
        "(In play at Active Neopet), then the rest of Player 1's board.")
    p0 = editor.players[0]
    assert editor.player_tabs.currentWidget() is p0
    assert p0.add_target.currentText() == "In play at Active Neopet"
    qtbot.waitUntil(lambda: p0.add_edit.hasFocus())
    p0.add_edit.setText("Red Glimmerfox")
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)
    assert [(c.card, c.area) for c in p0.play_model.cards()] == [("RTS-001", "active:0")]


def test_the_unit_under_a_players_score_is_read_whole(window: MatchTableWindow, qtbot: QtBot) -> None:
    """In the player whose turn it is, the pile counts and "their turn" squeezed the score's
    unit to "rounds wo". The unit keeps its width; the counts wrap beside it."""
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    while window.table is not None and window.table.game.s["turn"] < 3:  # (P0's turn, every pile counted)
        assert window.step()
        assert window.tasks.wait()
    for panel in window.player_panels:
        qtbot.waitUntil(lambda panel=panel: panel.score_label.width() >= panel.score_label.sizeHint().width())
        assert "rounds won" in panel.score_label.text()
        numbers = panel.numbers_label
        assert numbers.height() >= numbers.heightForWidth(numbers.width())


def test_a_player_without_a_neopet_shown_is_not_named_by_the_engines_number(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """Before the starting Neopets are shown, each side reads "no Neopet shown", never
    "Player 1 · Player 0", which named the first player by the engine's own count."""
    click_sample_game(qtbot, window)
    first, second = (panel.name_label.text() for panel in window.player_panels)
    assert first == "<b>Player 1</b> · no Neopet shown" and second == "<b>Player 2</b> · no Neopet shown"
    assert not any("Player 0" in row for row in tree_texts(window.zones_model))


def test_edit_this_board_keeps_the_phase_the_table_is_in(window: MatchTableWindow, qtbot: QtBot) -> None:
    """A position in the Preparation Phase opens in the editor beginning at the Preparation
    Phase, so Start here does not play the turn's Draw Phase a second time."""
    click_sample_game(qtbot, window)
    for _ in range(3):
        window.until_actions["end-of-phase"].trigger()
        assert window.tasks.wait()
    assert "Preparation Phase" in window.summary_label.text()
    hand = next(row for row in tree_texts(window.zones_model) if "Player 1 ·" in row)
    editor = window.edit_this_board()
    assert editor is not None
    assert editor.start_combo.currentText() == "the Preparation Phase"
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert "Preparation Phase" in window.summary_label.text()
    assert next(row for row in tree_texts(window.zones_model) if "Player 1 ·" in row) == hand
