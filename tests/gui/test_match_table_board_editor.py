"""The match table's board editor: a judge builds a position with the widgets and starts it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QMenuBar,
    QPushButton,
    QTableView,
)
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_board, open_table, start_an_empty_board
from tests.gui.test_match_table import (
    area_rows,
    board_document,
    tree_texts,
    user_error_boxes,
    write_board,
)
from tourney.gui.board_editor import BoardEditorDialog, CardEdit, ChoiceDelegate, PlayerEditor
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice


@pytest.fixture
def table(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={})


def type_card(qtbot: QtBot, side: PlayerEditor, text: str, target: str) -> None:
    """Type a card in the entry line, choose where it goes, press Add."""
    side.add_target.setCurrentIndex(side.add_target.findData(target))
    qtbot.keyClicks(side.add_edit, text)
    qtbot.mouseClick(side.add_button, Qt.MouseButton.LeftButton)


def choose_completion(qtbot: QtBot, side: PlayerEditor, typed: str, wanted: str, target: str) -> None:
    """Type part of a name, pick one of the cards the completion offers (which fills the line with
    its code and adds nothing: the completion put the card in at once, so a pick among look-alike
    names could not be checked, nor its pile chosen after), then press Enter to add it."""
    side.add_target.setCurrentIndex(side.add_target.findData(target))
    qtbot.keyClicks(side.add_edit, typed)
    completer = side.add_edit.completer()
    offered = [completer.completionModel().index(r, 0).data()
               for r in range(completer.completionModel().rowCount())]
    assert len(offered) > 1 and any(o.startswith(wanted) for o in offered), offered
    popup = completer.popup()
    popup.setCurrentIndex(completer.completionModel().index(
        next(r for r, o in enumerate(offered) if o.startswith(wanted)), 0))
    model = side.play_model if target.startswith("play") else side.pile_models[target]
    rows = model.rowCount()
    code = wanted.split(" · ")[0]
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # the line takes the card's code; nothing goes in yet
    qtbot.waitUntil(lambda: side.add_edit.text() == code)
    qtbot.wait(20)
    assert model.rowCount() == rows and side.add_edit.text() == code
    qtbot.keyClick(side.add_edit, Qt.Key.Key_Return)  # Enter adds it
    assert side.add_edit.text() == "" and model.rowCount() == rows + 1
    assert model.card(rows).card == code


def click_flag(qtbot: QtBot, side: PlayerEditor, row: int, column_title: str) -> None:
    """Tick a state box in the cards-in-play table as a judge does: a click on its check box."""
    model = side.play_model
    column = [c.title for c in model.columns].index(column_title)
    index = model.index(row, column)
    view = side.play_view
    view.scrollTo(index)
    rect = view.visualRect(index)
    # the check box sits at the cell's left edge
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + 10, rect.center().y()))


def choose_in_cell(side: PlayerEditor, row: int, column_title: str, label: str) -> None:
    """Open the cell's editor (a combo box, as a double-click does), pick by label, commit."""
    model = side.play_model
    column = [c.title for c in model.columns].index(column_title)
    index = model.index(row, column)
    view = side.play_view
    view.setCurrentIndex(index)
    view.edit(index)
    combo = view.findChild(QComboBox)
    assert combo is not None, "no editor opened"
    found = combo.findText(label, Qt.MatchFlag.MatchStartsWith)
    assert found >= 0, f"{label!r} not offered: {[combo.itemText(i) for i in range(combo.count())]}"
    combo.setCurrentIndex(found)
    delegate = view.itemDelegateForColumn(column)
    assert isinstance(delegate, ChoiceDelegate)
    delegate.commitData.emit(combo)
    delegate.closeEditor.emit(combo)


def edit_counters_of_a_card_in_play(
    qtbot: QtBot, table: MatchTableWindow
) -> tuple[BoardEditorDialog, QTableView, QModelIndex]:
    """The board editor with P0's Sweetie Sunrise in play holding 2 power counters, its
    Counters cell's editor opened, as a double-click opens it: the editor, the view, the cell."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    type_card(qtbot, p0, "PR20", "play|home:0")
    view, model = p0.play_view, p0.play_model
    counters = model.index(0, [c.title for c in model.columns].index("Counters"))
    assert model.setData(counters, "2 power")
    view.setFocus()
    view.setCurrentIndex(counters)
    view.edit(counters)
    return editor, view, counters


def type_over(qtbot: QtBot, line: QLineEdit, text: str) -> None:
    """Write `text` over what a cell's editor holds and press Enter, as a judge corrects a cell."""
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def set_up_a_call(qtbot: QtBot, editor: BoardEditorDialog) -> None:
    """Twilight Sparkle and Applejack; P0's exhausted Comet Tail at P1's Problem wearing a
    Hard Hat; P1's face-down Flim at P0's Problem; Holly Dash in hand; 3 action tokens."""
    p0, p1 = editor.players
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    qtbot.keyClicks(p0.slot_edits["problem"], "PR168")
    p0.number_spins["tokens"].clear()
    qtbot.keyClicks(p0.number_spins["tokens"], "3")
    choose_completion(qtbot, p0, "comet tail", "PR54 · Comet Tail, Hale Bopper", "play|problem:1")
    type_card(qtbot, p0, "PR139", "play|home:0")
    type_card(qtbot, p0, "Holly Dash", "hand")
    for code in ("PR20", "PR52"):
        type_card(qtbot, p0, code, "deck")
    click_flag(qtbot, p0, 0, "Exhausted")
    choose_in_cell(p0, 1, "Attached to", "#5")
    editor.player_tabs.setCurrentWidget(p1)
    qtbot.keyClicks(p1.slot_edits["mane"], "PR2")
    qtbot.keyClicks(p1.slot_edits["problem"], "PR190")
    p1.number_spins["score"].setValue(4)
    type_card(qtbot, p1, "PR155", "play|problem:0")
    editor.player_tabs.setCurrentWidget(p0)
    editor.turn_spin.setValue(4)
    editor.first_player.setCurrentIndex(1)


def test_a_position_set_up_with_the_widgets_starts_on_the_table(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    table.setup_board_action.trigger()
    editor = table.board_editor
    assert isinstance(editor, BoardEditorDialog) and editor.isVisible()
    set_up_a_call(qtbot, editor)
    p0 = editor.players[0]
    # what the judge reads in the editor before starting
    assert p0.slot_names["mane"].text() == "#1 Twilight Sparkle, Faithful Student (Mane)"
    rows = [[p0.play_model.index(r, c).data() for c in range(6)] for r in range(2)]
    assert rows[0][:4] == ["#5", "PR54", "Comet Tail, Hale Bopper (Friend)", "Player 2's Problem"]
    assert rows[1][3:5] == ["Player 2's Problem (host's)", "#5 Comet Tail, Hale Bopper"]
    assert p0.play_model.index(0, 5).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert editor.players[1].play_model.card(0).has("face_down")  # a Troublemaker goes in face-down
    assert p0.piles_tabs.tabText(0) == "Hand (1)" and p0.piles_tabs.tabText(1) == "Draw deck (2)"

    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert not user_error_boxes()
    assert not editor.isVisible(), editor.message_label.text()
    assert table.table is not None and table.table.kind == "board"
    decision = table.table.game.pending()
    assert decision is not None and (decision.player, decision.kind) == (0, "priority")
    assert "Player 1 decides" in table.decision_panel.who_label.text()
    assert "move|1|problem:1" in table.decision_panel.option_keys()
    assert "Turn 4 · Player 1's turn" in table.summary_label.text()
    assert table.title_label.text() == "<b>Set-up board</b> ·"  # (a title: read "set-up board")
    # the cards are where the editor put them, with the editor's numbers
    comet = next(r for r in tree_texts(table.board_model) if r.startswith("card:5 |"))
    assert "Comet Tail, Hale Bopper  #5 | Player 1 | 1 | exhausted | + Hard Hat" in comet
    assert any(r.startswith("Flim (Troublemaker)  #10") for r in area_rows(table.board_model, "problem:0"))
    assert "Action tokens <b>3</b>" in table.player_panels[0].numbers_label.text()
    assert "4" in table.player_panels[1].score_label.text()
    # the draw deck was typed from the top: Sweetie Sunrise (PR20) is on top
    deck = table.table.game.s["players"][0]["deck"]
    assert table.table.game.spec(deck[-1]).card.code == "PR20"

    # the next "Set up a board…" opens with the same position to change
    table.setup_board_action.trigger()
    assert table.board_editor is editor and editor.isVisible()
    assert editor.players[0].slot_edits["mane"].text() == "PR4"
    assert editor.players[0].play_model.rowCount() == 2


def test_a_bad_board_says_what_is_wrong_and_keeps_the_editor(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    shown = table.table
    editor = table.choose_board_setup()
    set_up_a_call(qtbot, editor)
    p0 = editor.players[0]
    type_card(qtbot, p0, "ZZ99", "hand")  # no such card
    editor.player_tabs.setCurrentWidget(editor.players[1])
    p0.piles_tabs.setCurrentIndex(1)

    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert editor.isVisible()
    message = editor.message_label.text()
    assert message.startswith("Player 1's hand, row 2: unknown card 'ZZ99'"), message
    assert "#a40000" in editor.message_label.styleSheet()  # shown as a refusal
    assert not user_error_boxes()  # said in the editor, no box in the way
    # the editor points at the card: P0's tab, the hand, the row
    assert editor.player_tabs.currentWidget() is p0
    assert p0.piles_tabs.currentIndex() == 0
    assert p0.pile_views["hand"].currentIndex().row() == 1
    assert p0.pile_models["hand"].index(1, 2).data() == "unknown card"
    # nothing the judge typed is lost, and the table still shows its position
    assert p0.slot_edits["mane"].text() == "PR4" and p0.play_model.rowCount() == 2
    assert p0.pile_models["hand"].rowCount() == 2 and p0.number_spins["tokens"].value() == 3
    assert table.table is shown
    assert editor.start_button.isEnabled()

    # fix the row in place (double-click the Card cell, type the code) and start
    index = p0.pile_models["hand"].index(1, 1)
    p0.pile_views["hand"].setCurrentIndex(index)
    p0.pile_views["hand"].edit(index)
    line = p0.pile_views["hand"].findChild(CardEdit)
    assert line is not None and line.text() == "ZZ99"
    line.selectAll()
    qtbot.keyClicks(line, "PR13")
    qtbot.keyClick(line, Qt.Key.Key_Return)  # the view commits the edit on its next turn
    qtbot.waitUntil(lambda: p0.pile_models["hand"].card(1).card == "PR13")
    assert p0.pile_models["hand"].index(1, 2).data() == "Holly Dash, Flighty Filly (Friend)"
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert table.table is not shown and not editor.isVisible()
    assert len(table.table.game.s["players"][0]["hand"]) == 2


def test_a_name_several_cards_share_is_not_called_no_card(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """"Pinkie Pie" is in the names of many cards: the row and the refusal say so and ask for more
    of the name or the code, where they said "unknown card" as for a typing that is no card."""
    editor = table.choose_board_setup()
    set_up_a_call(qtbot, editor)
    p0 = editor.players[0]
    type_card(qtbot, p0, "Pinkie Pie", "hand")
    name = p0.pile_models["hand"].index(1, 2)
    assert name.data().startswith("unknown card: ") and "cards have that in their name" in name.data()
    assert name.data(Qt.ItemDataRole.ForegroundRole) is not None  # still marked as no card
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    message = editor.message_label.text()
    assert message.startswith("Player 1's hand, row 2: 'Pinkie Pie' names "), message
    assert message.endswith("; type more of the name or the card's code."), message
    assert "Pinkie Pie, " in message and "unknown card" not in message
    assert p0.pile_views["hand"].currentIndex().row() == 1


def test_a_name_only_one_card_has_names_it_in_the_slots_and_cells_too(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """The entry line turns "Holly Dash" into its code; the Mane Character and Problem slots and
    a Card cell kept such typing as it was, called it an unknown card and Start here refused it."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    edit = p0.slot_edits["mane"]
    qtbot.keyClicks(edit, "Steadfast Farmpony")
    edit.completer().popup().hide()
    edit.editingFinished.emit()  # (the judge moves on to the next field)
    assert edit.text() == "PR2" and p0.player.slots["mane"].card == "PR2"
    assert "Applejack, Steadfast Farmpony" in p0.slot_names["mane"].text()
    type_card(qtbot, p0, "PR20", "hand")
    cell = p0.pile_models["hand"].index(0, 1)
    assert p0.pile_models["hand"].setData(cell, "Holly Dash")
    assert p0.pile_models["hand"].card(0).card == "PR13"
    assert p0.pile_models["hand"].index(0, 2).data() == "Holly Dash, Flighty Filly (Friend)"


def test_a_counter_no_card_uses_is_refused_naming_the_nearest(table: MatchTableWindow, qtbot: QtBot) -> None:
    """519: "2 powr" typed in a Counters cell was kept as a counter named "powr", which no card
    text reads: the card started with no power counters and nothing said so."""
    editor = table.choose_board_setup()
    set_up_a_call(qtbot, editor)
    p0 = editor.players[0]
    counters = p0.play_model.index(0, [c.title for c in p0.play_model.columns].index("Counters"))
    assert p0.play_model.setData(counters, "2 powr")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    message = editor.message_label.text()
    assert message.startswith("Player 1's cards in play, row 1 (PR54): no card uses 'powr' counters "
                              "(did you mean power?)"), message
    assert p0.play_view.currentIndex().row() == 0
    assert p0.play_model.setData(counters, "2 power, 1 cutie mark, 1 harmony")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert not editor.isVisible()  # printed counter names, Cutie Mark's two words too, start


def test_an_attachment_whose_host_left_play_is_refused(table: MatchTableWindow, qtbot: QtBot) -> None:
    editor = table.choose_board_setup()
    set_up_a_call(qtbot, editor)
    p0 = editor.players[0]
    p0.play_view.selectRow(0)
    qtbot.mouseClick(p0.remove_play_button, Qt.MouseButton.LeftButton)
    assert p0.play_model.index(0, 4).data() == "#5 (not in play)"
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert "attached to #5, which is not in play" in editor.message_label.text()
    assert p0.play_view.currentIndex().row() == 0
    assert table.table is None


def test_edit_this_board_then_save_as(table: MatchTableWindow, qtbot: QtBot, tmp_path: Path) -> None:
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    assert table.edit_board_action.isEnabled()
    table.edit_board_action.trigger()
    editor = table.board_editor
    assert editor is not None and editor.isVisible()
    p0, p1 = editor.players
    assert (p0.slot_edits["mane"].text(), p0.slot_edits["problem"].text(), p0.number_spins["tokens"].value()) == ("PR4", "PR168", 3)
    assert editor.turn_spin.value() == 3 and editor.first_player.currentIndex() == 1
    sunrise = [p1.play_model.index(0, c).data() for c in range(p1.play_model.columnCount())]
    assert sunrise[:4] == ["#6", "PR20", "Sweetie Sunrise, Early Riser (Friend)", "Player 1's Problem"]
    assert sunrise[-2:] == ["2 power", ""]  # counters are kept; nothing else is kept for the card
    counters = p1.play_model.index(0, [c.title for c in p1.play_model.columns].index("Counters"))
    assert not p1.play_model.setData(counters, "lots of power")  # refused: the cell keeps its value
    assert p1.play_model.setData(counters, "3 power")
    type_card(qtbot, p1, "PR13", "deck")
    p1.number_spins["tokens"].setValue(2)

    dialog = table.choose_save_board_setup(editor)
    assert isinstance(dialog, QFileDialog) and dialog.parent() is editor
    dialog.fileSelected.emit(str(tmp_path / "edited.json"))  # the judge picks the file
    assert table.tasks.wait()
    assert editor.message_label.text() == f"Saved to {tmp_path / 'edited.json'}"
    document: dict[str, Any] = json.loads((tmp_path / "edited.json").read_text(encoding="utf-8"))
    assert document["players"][1]["tokens"] == 2
    assert len(document["players"][1]["deck"]) == 1
    assert next(c for c in document["cards"] if c["iid"] == 6)["counters"] == {"power": 3}
    assert table.open_board_file(tmp_path / "edited.json")
    assert "card:6 |" in "\n".join(tree_texts(table.board_model))


def test_edit_this_board_shows_every_number_the_board_file_gives_whole(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The Points and Action tokens boxes stopped at 99: a board with 150 action tokens showed
    99 in the editor, and saving wrote 99. Every number a board file may give (a larger one is
    refused as it is read) shows whole, and is saved as it is."""
    document = board_document(tokens=150)
    document["players"][1]["score"] = 9999
    open_board(table, tmp_path / "many.json", document)
    editor = table.edit_this_board()
    p0, p1 = editor.players
    assert p0.number_spins["tokens"].value() == 150
    assert p1.number_spins["score"].value() == 9999
    dialog = table.choose_save_board_setup(editor)
    assert isinstance(dialog, QFileDialog)
    dialog.fileSelected.emit(str(tmp_path / "saved.json"))
    assert table.tasks.wait()
    saved: dict[str, Any] = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert saved["players"][0]["tokens"] == 150 and saved["players"][1]["score"] == 9999


def test_pile_order_buttons_and_models(table: MatchTableWindow, qtbot: QtBot, qtmodeltester: Any) -> None:
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    for code in ("PR20", "PR52", "PR38"):
        type_card(qtbot, p0, code, "deck")
    model, view = p0.pile_models["deck"], p0.pile_views["deck"]
    assert [model.card(r).card for r in range(3)] == ["PR20", "PR52", "PR38"]
    view.selectRow(2)
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "topButton0"), Qt.MouseButton.LeftButton)
    assert [model.card(r).card for r in range(3)] == ["PR38", "PR20", "PR52"]
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "downButton0"), Qt.MouseButton.LeftButton)
    assert [model.card(r).card for r in range(3)] == ["PR20", "PR38", "PR52"]
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "removePileButton0"), Qt.MouseButton.LeftButton)
    assert [model.card(r).card for r in range(2)] == ["PR20", "PR52"]
    assert p0.piles_tabs.tabText(1) == "Draw deck (2)"
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert [model.card(r).card for r in range(model.rowCount())] == ["PR52"]
    type_card(qtbot, p0, "PR54", "play|home:0")
    type_card(qtbot, p0, "PR139", "play|home:0")
    # Comet Tail is discarded, and the deck's last card goes into play at P1's Problem
    comet = p0.play_model.card(0)
    p0.play_model.setData(p0.play_model.index(0, 5), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert comet.has("exhausted")
    p0.play_view.selectRow(0)
    p0.play_move_target.setCurrentIndex(p0.play_move_target.findData("discard"))
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "playMoveButton0"), Qt.MouseButton.LeftButton)
    assert [c.card for c in p0.pile_models["discard"].cards()] == ["PR54"]
    discarded = p0.pile_models["discard"].card(0)
    assert discarded.ref not in (comet.ref, 0) and not discarded.has("exhausted") and discarded.area == ""  # (410.6)
    assert p0.piles_tabs.tabText(2) == "Discard pile (1)"
    p0.piles_tabs.setCurrentIndex(1)
    view.selectRow(0)
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("play|problem:1"))
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "pileMoveButton0"), Qt.MouseButton.LeftButton)
    assert model.rowCount() == 0
    assert [(c.card, c.area) for c in p0.play_model.cards()] == [("PR139", "home:0"), ("PR52", "problem:1")]
    qtmodeltester.check(model)
    qtmodeltester.check(p0.play_model)


def test_editing_a_game_before_its_problems_are_chosen_says_what_is_missing(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    editor = table.edit_this_board()
    assert editor is not None
    assert not editor.note_label.isHidden()
    assert "Player 1 and Player 2 have not chosen a Starting Problem yet (102.2" in editor.note_label.text()
    assert "Type it as the player's Problem (Player 1's: " in editor.note_label.text()
    p0 = editor.players[0]
    assert p0.slot_edits["mane"].text() and not p0.slot_edits["problem"].text()  # no Starting Problem yet
    assert p0.pile_models["problem_deck"].rowCount() == 10
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert editor.message_label.text().startswith("Player 1 has no Problem")
    assert editor.player_tabs.currentWidget() is p0
    # the judge picks the top card of the Problem deck as P0's Problem, and P1's likewise
    for side in editor.players:
        top = side.pile_models["problem_deck"].card(0).card
        side.pile_views["problem_deck"].selectRow(0)
        side.piles_tabs.setCurrentIndex(3)
        qtbot.mouseClick(editor.findChild(type(side.add_button), f"removePileButton{side.index}"),
                         Qt.MouseButton.LeftButton)
        side.slot_edits["problem"].setText(top)
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert table.table is not None and table.table.kind == "board", editor.message_label.text()
    # (turn 1's Main Phase as typed, with no action tokens and no hand: nothing to decide
    # there, so the board is shown as set up; the next decision waits in turn 2)
    assert table.table.stopped is not None and table.table.cursor.game.pending() is not None
    assert len(table.table.game.s["players"][0]["problem_deck"]) == 9


def test_timed_effects_and_cards_beneath_are_kept_and_named(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Edit this board… on a board with "+2 power until the end of the turn" on Sweetie Sunrise
    and two banished cards beneath Swan Song (410.5): the note and the Kept column name them,
    and follow the judge's changes; the saved board keeps what still applies."""
    cards = [*board_document()["cards"],
             {"iid": 7, "card": "CN52", "owner": 0, "zone": "play", "area": "home:0", "beneath": [8, 9]},
             {"iid": 8, "card": "PR20", "owner": 0, "zone": "banished"},
             {"iid": 9, "card": "PR36", "owner": 1, "zone": "banished"}]
    plus_two = {"kind": "power", "target": 6, "amount": 2, "color": "", "until": "turn", "ctrl": 1, "src": 0,
                "ts": 50}
    swift = {"kind": "keyword", "keyword": "Swift", "target": 1, "amount": 0, "color": "", "until": "turn",
             "ctrl": 0, "src": 0, "ts": 51}  # on Twilight Sparkle, P0's Mane Character
    assert table.open_board_file(write_board(tmp_path / "board.json", cards=cards, mods=[plus_two, swift]))
    table.edit_board_action.trigger()
    editor = table.board_editor
    assert editor is not None
    p0, p1 = editor.players
    effect = "+2 power on Sweetie Sunrise, Early Riser #6 until the end of the turn"
    beneath = "Sweetie Sunrise, Early Riser #8, Apple Brown Betty, Pastry Chef #9"
    assert not editor.note_label.isHidden()
    mane = "Swift on Twilight Sparkle, Faithful Student #1 until the end of the turn"
    assert editor.note_label.text() == ("Kept without a row of its own: the cards beneath Swan Song, Fun-loving "
                                        f"Debutante #7: {beneath}; {effect}; {mane}.")
    assert p0.slot_names["mane"].text() == f"#1 Twilight Sparkle, Faithful Student (Mane)  (Kept: {mane})"
    kept = [c.title for c in p0.play_model.columns].index("Kept")
    assert p0.play_model.index(0, kept).data() == f"2 beneath: {beneath}"
    assert p1.play_model.index(0, kept).data() == effect

    editor.player_tabs.setCurrentWidget(p1)
    p1.play_view.selectRow(0)
    qtbot.mouseClick(p1.remove_play_button, Qt.MouseButton.LeftButton)  # the judge takes Sweetie Sunrise off
    assert f"Left out after the changes made here: {effect} (Sweetie Sunrise, Early Riser #6 is no longer in " \
           "play)." in editor.note_label.text()
    editor.player_tabs.setCurrentWidget(p0)
    p0.piles_tabs.setCurrentIndex([pile.key for pile in editor.editing.schema.piles].index("banished"))
    p0.pile_views["banished"].selectRow(0)
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("hand"))
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "pileMoveButton0"), Qt.MouseButton.LeftButton)
    assert p0.play_model.index(0, kept).data() == "1 beneath: Apple Brown Betty, Pastry Chef #9"
    assert "Sweetie Sunrise, Early Riser #8 beneath Swan Song" in editor.note_label.text()

    dialog = table.choose_save_board_setup(editor)
    assert isinstance(dialog, QFileDialog)
    dialog.fileSelected.emit(str(tmp_path / "edited.json"))
    assert table.tasks.wait()
    document: dict[str, Any] = json.loads((tmp_path / "edited.json").read_text(encoding="utf-8"))
    assert next(c for c in document["cards"] if c["iid"] == 7)["beneath"] == [9]
    assert [m["kind"] for m in document["mods"]] == ["keyword"]


def test_a_judge_puts_a_card_beneath_a_card_in_play(table: MatchTableWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """A card beneath a card (Pumped, Joe: banished, 410.5) could only come from a game in
    progress: a judge reproducing the table had no way to put one there. Move to offers each
    card in play, "Beneath #5 Comet Tail, Hale Bopper": a card of a hand goes to its owner's
    banished pile and beneath that card, a banished one stays and goes beneath; the Kept cell
    and the note say so, Undo takes it back, and the board written has it beneath."""
    editor = table.choose_board_setup()
    p0, p1 = editor.players
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    qtbot.keyClicks(p0.slot_edits["problem"], "PR170")
    qtbot.keyClicks(p1.slot_edits["mane"], "PR1")
    qtbot.keyClicks(p1.slot_edits["problem"], "PR171")
    type_card(qtbot, p0, "PR54", "play|home:0")  # Comet Tail, #5
    type_card(qtbot, p1, "PR20", "hand")  # Sweetie Sunrise, in P1's hand
    p1.add_edit.clear()
    type_card(qtbot, p1, "PR44", "banished")  # High Spirits, banished already
    beneath = "Beneath #5 Comet Tail, Hale Bopper"
    combo = p1.pile_move_target
    assert beneath in [combo.itemText(i) for i in range(combo.count())]
    move = editor.findChild(QPushButton, "pileMoveButton1")
    editor.player_tabs.setCurrentWidget(p1)

    p1.piles_tabs.setCurrentWidget(p1.pile_views["hand"])
    p1.pile_views["hand"].selectRow(0)
    combo.setCurrentIndex(combo.findText(beneath))
    qtbot.mouseClick(move, Qt.MouseButton.LeftButton)
    assert p1.pile_models["hand"].rowCount() == 0
    banished = p1.pile_models["banished"]
    assert [c.card for c in banished.cards()] == ["PR44", "PR20"]
    sweetie = banished.card(1).ref
    kept = [c.kind for c in p0.play_model.columns].index("carried")
    assert p0.play_model.index(0, kept).data() == f"1 beneath: Sweetie Sunrise, Early Riser #{sweetie}"
    assert editor.undo_action.text() == "&Undo Put Sweetie Sunrise beneath #5 Comet Tail, Hale Bopper"

    p1.piles_tabs.setCurrentWidget(p1.pile_views["banished"])
    p1.pile_views["banished"].selectRow(0)
    combo.setCurrentIndex(combo.findText(beneath))
    qtbot.mouseClick(move, Qt.MouseButton.LeftButton)
    high_spirits = banished.card(0).ref
    assert banished.rowCount() == 2  # (it stays in the banished pile: it is beneath, and banished)
    assert p0.play_model.index(0, kept).data() == (f"2 beneath: Sweetie Sunrise, Early Riser #{sweetie}, "
                                                   f"High Spirits, Life Enthusiast #{high_spirits}")
    editor.undo_action.trigger()
    assert p0.play_model.index(0, kept).data() == f"1 beneath: Sweetie Sunrise, Early Riser #{sweetie}"
    editor.redo_action.trigger()

    dialog = table.choose_save_board_setup(editor)
    assert isinstance(dialog, QFileDialog)
    dialog.fileSelected.emit(str(tmp_path / "beneath.json"))
    assert table.tasks.wait()
    document: dict[str, Any] = json.loads((tmp_path / "beneath.json").read_text(encoding="utf-8"))
    assert next(c for c in document["cards"] if c["iid"] == 5)["beneath"] == [sweetie, high_spirits]


def test_a_card_moved_out_of_play_and_back_is_a_new_card_and_followed_cards_are_kept(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """410.6: Sweetie Sunrise with +2 power until the end of the turn, moved to the hand and
    back into play with **Move to**, comes back with a new number and without the +2 power,
    which the note names. Swan Song still follows a card it banished until it leaves play:
    its Kept cell says so and the saved board keeps it."""
    cards = [*board_document()["cards"],
             {"iid": 7, "card": "CN52", "owner": 0, "zone": "play", "area": "home:0", "exiled": [[8, "until"]]},
             {"iid": 8, "card": "PR36", "owner": 1, "zone": "banished"}]
    plus_two = {"kind": "power", "target": 6, "amount": 2, "color": "", "until": "turn", "ctrl": 1, "src": 0,
                "ts": 50}
    assert table.open_board_file(write_board(tmp_path / "board.json", cards=cards, mods=[plus_two]))
    table.edit_board_action.trigger()
    editor = table.board_editor
    assert editor is not None
    p0, p1 = editor.players
    followed = "Apple Brown Betty, Pastry Chef #8 banished until Swan Song, Fun-loving Debutante #7 leaves play"
    assert followed in editor.note_label.text()
    assert "Left out" not in editor.note_label.text()
    kept = [c.title for c in p0.play_model.columns].index("Kept")
    assert p0.play_model.index(0, kept).data() == "Apple Brown Betty, Pastry Chef #8 banished until it leaves play"

    editor.player_tabs.setCurrentWidget(p1)
    p1.play_view.selectRow(0)
    p1.play_move_target.setCurrentIndex(p1.play_move_target.findData("hand"))
    qtbot.mouseClick(editor.findChild(type(p1.add_button), "playMoveButton1"), Qt.MouseButton.LeftButton)
    hand = p1.pile_models["hand"]
    moved = hand.card(hand.rowCount() - 1)
    assert moved.card == "PR20" and moved.ref != 6
    p1.piles_tabs.setCurrentIndex([pile.key for pile in editor.editing.schema.piles].index("hand"))
    p1.pile_views["hand"].selectRow(hand.rowCount() - 1)
    p1.pile_move_target.setCurrentIndex(p1.pile_move_target.findData("play|problem:0"))
    qtbot.mouseClick(editor.findChild(type(p1.add_button), "pileMoveButton1"), Qt.MouseButton.LeftButton)
    back = p1.play_model.card(p1.play_model.rowCount() - 1)
    assert back.card == "PR20" and back.ref not in (6, moved.ref) and back.area == "problem:0"
    assert p1.play_model.index(p1.play_model.rowCount() - 1, kept).data() in ("", None)
    assert ("Left out after the changes made here: +2 power on Sweetie Sunrise, Early Riser #6 until the end of "
            "the turn (Sweetie Sunrise, Early Riser #6 is no longer in play).") in editor.note_label.text()

    dialog = table.choose_save_board_setup(editor)
    assert isinstance(dialog, QFileDialog)
    dialog.fileSelected.emit(str(tmp_path / "edited.json"))
    assert table.tasks.wait()
    document: dict[str, Any] = json.loads((tmp_path / "edited.json").read_text(encoding="utf-8"))
    assert "mods" not in document
    assert next(c for c in document["cards"] if c["iid"] == 7)["exiled"] == [[8, "until"]]
    assert next(c for c in document["cards"] if c["iid"] == back.ref)["area"] == "problem:0"


def test_the_status_bar_does_not_say_working_once_a_refused_board_is_back_in_the_editor(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """After a replay was checked, Start here on a board the loader refused left "Working… 4
    decision(s) so far" in the match table's status bar: the count of the replay's check, and
    work that had ended. While a board is put on the table the bar says so; after, it does not."""
    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    table.table.play_out(seed=1, limit=4)
    table.progress.done = 4  # (what the last job counted)
    editor = table.choose_board_setup()
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)  # (an empty board: refused)
    assert table.statusBar().currentMessage() == "Putting the board on the table…"
    assert table.tasks.wait()
    assert editor.message_label.text()  # (the refusal, in the editor)
    assert table.statusBar().currentMessage() == ""


def test_edit_this_board_replaces_a_board_set_up_by_hand_as_one_change_undo_brings_back(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The editor holds one position. A judge who had built a board by hand, neither started nor
    saved, and then chose Edit this board to look at the table lost the hand-built board without
    a word. Now the replacement is one change of the editor's: Undo brings the hand-built board back."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.choose_board_setup()
    type_card(qtbot, editor.players[0], "PR13", "hand")
    editor.reject()
    assert table.edit_this_board() is editor
    assert editor.players[0].slot_edits["mane"].text() == "PR4"  # the table's position
    editor.undo_action.trigger()
    assert [editor.players[0].pile_models["hand"].card(r).card
            for r in range(editor.players[0].pile_models["hand"].rowCount())] == ["PR13"]
    assert editor.players[0].slot_edits["mane"].text() == ""  # (the hand-built board, not the table's)


def test_start_here_on_an_empty_board_asks_for_the_mane_character_first(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """A judge fills the lines top down: the Mane Character, then the Problem; an empty
    board's refusal names both in that order and puts the cursor in the Mane Character's line."""
    editor = start_an_empty_board(qtbot, table)
    assert editor.message_label.text() == ("Player 1 has no Mane Character and no Problem yet: type the code or "
                                           "name of the Mane Character first, then the Problem.")
    p0 = editor.players[0]
    assert editor.player_tabs.currentWidget() is p0
    qtbot.waitUntil(lambda: p0.slot_edits["mane"].hasFocus())


def test_a_long_name_whose_text_is_not_carried_out_reads_whole_with_its_sign(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """Big Mac & Applejack, Big Mouths in play: the sign that the engine leaves some of its text
    to the players leads the name, the Name column holds the name whole, and a line under
    the lists says what the sign means (the name's tooltip says which text)."""
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    p0 = editor.players[0]
    assert p0.gap_legend.isHidden()
    type_card(qtbot, p0, "DE17", "play|home:0")
    type_card(qtbot, p0, "PR13", "play|home:0")  # Holly Dash: all of her text is carried out
    model, view = p0.play_model, p0.play_view
    name = [c.title for c in model.columns].index("Name")
    marked, plain = model.index(0, name), model.index(1, name)
    assert marked.data() == "⚠ Big Mac & Applejack, Big Mouths (Friend)"
    assert "does not carry out" in marked.data(Qt.ItemDataRole.ToolTipRole)
    assert "⚠" not in plain.data() and plain.data(Qt.ItemDataRole.ToolTipRole) is None
    # (read whole: on one line, or wrapped at a word onto a second its row is tall enough for,
    # where the editor is too narrow to widen the column past where each card is)
    metrics, width = view.fontMetrics(), view.columnWidth(name)
    lines = 1 if metrics.horizontalAdvance(marked.data()) + 12 <= width else 2
    assert metrics.horizontalAdvance(marked.data()) + 12 <= lines * width
    assert all(metrics.horizontalAdvance(word) + 12 <= width for word in marked.data().split())
    assert view.rowHeight(0) >= lines * metrics.lineSpacing()
    assert p0.gap_legend.isVisible() and "text not carried out" in p0.gap_legend.text()
    view.selectRow(0)
    qtbot.mouseClick(editor.findChild(type(p0.add_button), "removePlayButton0"), Qt.MouseButton.LeftButton)
    assert p0.gap_legend.isHidden()


def test_counters_written_the_wrong_way_round_are_refused_with_a_message(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """"power 2" typed in a Counters cell left the cell as it was and said nothing: the judge
    could not tell the counters had not been taken, nor why. The message at the foot of the
    editor now says which card kept its counters and how to write them; the cell keeps them.
    Written right next, they are taken and the message goes: it read as though they were not."""
    editor, view, counters = edit_counters_of_a_card_in_play(qtbot, table)
    line = view.findChild(QLineEdit)
    assert line is not None and line.text() == "2 power"
    type_over(qtbot, line, "power 2")
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)  # (the cell is left queued)
    assert counters.data() == "2 power"
    message = editor.message_label.text()
    assert message.startswith("Player 1's cards in play, row 1 (Sweetie Sunrise): its counters stay 2 power: "
                              "'power 2': write a count"), message
    view.edit(counters)  # written right, the counters are taken and the refusal goes
    line = view.indexWidget(counters)  # (this cell's editor, not the one left before, still queued)
    assert isinstance(line, QLineEdit)
    type_over(qtbot, line, "3 power")
    qtbot.waitUntil(lambda: counters.data() == "3 power")
    assert editor.message_label.text() == ""


def test_a_button_with_no_card_to_act_on_says_why_it_did_nothing(table: MatchTableWindow, qtbot: QtBot) -> None:
    """Take out to, Remove or Up with no card selected, and Move to the pile the card is in
    already, did nothing and said nothing: the judge could not tell a click that missed from
    one that worked. The foot of the editor says why, and the board is as it was."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    button = {name: editor.findChild(QPushButton, f"{name}0")
              for name in ("playMoveButton", "removePileButton", "upButton", "pileMoveButton")}
    qtbot.mouseClick(button["playMoveButton"], Qt.MouseButton.LeftButton)
    assert editor.message_label.text() == "No card is selected in Player 1's cards in play: click the card first."
    type_card(qtbot, p0, "PR20", "hand")
    p0.pile_views["hand"].setCurrentIndex(QModelIndex())
    for name in ("removePileButton", "upButton"):
        editor.show_message("")
        qtbot.mouseClick(button[name], Qt.MouseButton.LeftButton)
        assert editor.message_label.text() == "No card is selected in Player 1's hand: click the card first."
    p0.pile_views["hand"].selectRow(0)
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("hand"))
    qtbot.mouseClick(button["pileMoveButton"], Qt.MouseButton.LeftButton)
    assert editor.message_label.text() == ("Sweetie Sunrise is in Player 1's hand already: choose another place "
                                           "beside Move to.")
    assert [card.card for card in p0.player.piles["hand"]] == ["PR20"]


def test_add_with_nothing_typed_says_what_to_type(table: MatchTableWindow, qtbot: QtBot) -> None:
    """Add (or Enter) with the card line empty did nothing and said nothing, leaving the last
    message standing as if it were the answer: the foot of the editor asks for a card."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    editor.show_message("")
    qtbot.mouseClick(p0.add_button, Qt.MouseButton.LeftButton)
    assert editor.message_label.text() == "Type a card's code or name in Add a card first, then press Add."
    type_card(qtbot, p0, "PR20", "hand")
    assert editor.message_label.text() == ""
    # Enter in the card line adds the card once, and Enter in the name line presses no button
    qtbot.keyClicks(p0.add_edit, "PR52")
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)
    p0.name_edit.setFocus()
    qtbot.keyClick(p0.name_edit, Qt.Key.Key_Return)
    assert editor.message_label.text() == ""
    assert [card.card for card in p0.player.piles["hand"]] == ["PR20", "PR52"]


def test_an_attachment_is_offered_only_cards_the_judge_has_named(table: MatchTableWindow, qtbot: QtBot) -> None:
    """P1's Mane Character and Problem still to type are no cards: the judge attaching P0's
    Resource reads the cards on the board, never "#2 (no card)"."""
    table.setup_board_action.trigger()
    p0 = table.board_editor.players[0]
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    type_card(qtbot, p0, "PR54", "play|home:0")
    type_card(qtbot, p0, "PR139", "play|home:0")
    column = [c.kind for c in p0.play_model.columns].index("host")
    offered = [label for _value, label in p0.play_model.choices(p0.play_model.index(1, column))]
    assert offered == ["(not attached)", "#5 Comet Tail, Hale Bopper"]  # (Hard Hat: "Play on a Friend")


def offered_hosts(qtbot: QtBot, side: PlayerEditor, row: int) -> list[str]:
    """What the Attached to cell of a row offers when the judge double-clicks it."""
    model = side.play_model
    index = model.index(row, [c.title for c in model.columns].index("Attached to"))
    view = side.play_view
    view.setCurrentIndex(index)
    view.edit(index)  # (as a double-click does)
    combo = view.findChild(QComboBox)
    assert combo is not None, "no editor opened"
    offered = [combo.itemText(i) for i in range(combo.count())]
    qtbot.keyClick(combo, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.findChild(QComboBox) is None)  # (the next cell's editor is another)
    return offered


def test_an_attachment_is_offered_only_the_hosts_its_text_takes(table: MatchTableWindow, qtbot: QtBot) -> None:
    """Hard Hat ("Play on a Friend") was offered the Mane Character and the Problems too, and
    the rules then dismissed it as the game started (511.2). Each Resource is offered the cards
    its text takes: a Friend, one's own Friend, the opponent's Mane Character, a Problem; a
    card played on no card (a Friend, a Resource played at home) is offered none."""
    table.setup_board_action.trigger()
    p0, p1 = table.board_editor.players
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    qtbot.keyClicks(p0.slot_edits["problem"], "PR170")
    qtbot.keyClicks(p1.slot_edits["mane"], "PR1")
    qtbot.keyClicks(p1.slot_edits["problem"], "PR171")
    type_card(qtbot, p0, "PR54", "play|home:0")  # Comet Tail, a Friend
    type_card(qtbot, p1, "PR20", "play|home:1")  # Sweetie Sunrise, P1's Friend
    for code in ("PR139", "CN137", "CN151", "PR135"):
        p0.add_edit.clear()
        type_card(qtbot, p0, code, "play|home:0")
    assert [c.card for c in p0.play_model.cards()] == ["PR54", "PR139", "CN137", "CN151", "PR135"]
    comet, sweetie = "#5 Comet Tail, Hale Bopper", "#6 Sweetie Sunrise, Early Riser"
    assert offered_hosts(qtbot, p0, 1) == ["(not attached)", comet, sweetie]  # Hard Hat: any Friend
    assert offered_hosts(qtbot, p0, 2) == ["(not attached)", comet]  # Combat Hat: P0's own Friend
    assert offered_hosts(qtbot, p0, 3) == ["(not attached)", "#2 Rainbow Dash, Flier Extraordinaire"]  # The Twilicane: P1's Mane
    assert offered_hosts(qtbot, p0, 4) == [  # Fighting for Friendship: a Problem, either player's
        "(not attached)", "#3 Emergency Dress Order", "#4 795 Wing Power"]
    assert offered_hosts(qtbot, p0, 0) == ["(not attached)"]  # a Friend is played on no card


def test_each_line_offers_and_takes_only_the_cards_its_place_can_hold(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """The Mane Character line completed to any card: "PR2" offered Sweetie Sunrise, a Friend,
    and the line took it. Each line now offers the cards its place can hold (301, 303, 101.2,
    101.3b, 302.1, 305, 306), and a card of another type typed there is refused with its name
    and the rule: the slot keeps what it had, a list is not given the card."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    mane = p0.slot_edits["mane"]
    mane.setFocus()
    qtbot.keyClicks(mane, "PR2")
    offered = mane.completer().completionModel()
    texts = [offered.index(r, 0).data() for r in range(offered.rowCount())]
    assert texts and all(t.endswith("(Mane)") for t in texts), texts
    mane.clear()
    qtbot.keyClicks(mane, "PR20")
    mane.editingFinished.emit()
    assert editor.message_label.text() == ("Sweetie Sunrise, Early Riser is a Friend: Player 1's Mane Character holds only "
                                           "a Mane Character (301). It stays empty.")
    assert mane.text() == "" and editor.setup.players[0].slots["mane"].card == ""

    type_card(qtbot, p0, "PR170", "hand")  # a Problem
    assert p0.pile_models["hand"].rowCount() == 0 and p0.add_edit.text() == "PR170"
    assert editor.message_label.text().startswith("Emergency Dress Order is a Problem: Player 1's hand holds only the "
                                                  "cards of a Draw Deck: Friends, Events, Resources and "
                                                  "Troublemakers (101.2)")
    offered = p0.add_edit.completer().model().stringList()
    assert not any(t.endswith("(Problem)") or t.endswith("(Mane)") for t in offered)
    p0.add_target.setCurrentIndex(p0.add_target.findData("problem_deck"))
    offered = p0.add_edit.completer().model().stringList()
    assert offered and all(t.endswith("(Problem)") for t in offered)

    p0.add_edit.clear()
    type_card(qtbot, p0, "PR97", "hand")  # an Event: into play it cannot go (304.2)
    assert editor.message_label.text() == ""  # (the refusal of the Problem was corrected)
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("play|home:0"))
    qtbot.mouseClick(editor.findChild(QPushButton, "pileMoveButton0"), Qt.MouseButton.LeftButton)
    assert p0.pile_models["hand"].rowCount() == 1 and p0.play_model.rowCount() == 0
    assert editor.message_label.text().startswith("Dig Deep is an Event: Player 1's cards in play holds Friends, "
                                                  "Resources and Troublemakers")


def test_take_out_to_acts_on_the_row_selected_only(table: MatchTableWindow, qtbot: QtBot) -> None:
    """Take out to acted on the row the cursor was last on, even with that row Ctrl+clicked
    off and none selected: the judge saw no row chosen and a card left play. The lists hold one
    selected row, and a button acts on it or says that none is selected."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    type_card(qtbot, p0, "PR20", "play|home:0")
    type_card(qtbot, p0, "PR54", "play|home:0")
    view = p0.play_view
    rect = view.visualRect(p0.play_model.index(1, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     pos=rect.center())  # (the row selected is clicked off)
    assert not view.selectionModel().selectedRows() and view.currentIndex().row() == 1
    assert view.selectionMode() == view.SelectionMode.SingleSelection
    qtbot.mouseClick(editor.findChild(QPushButton, "playMoveButton0"), Qt.MouseButton.LeftButton)
    assert editor.message_label.text() == "No card is selected in Player 1's cards in play: click the card first."
    assert p0.play_model.rowCount() == 2


def test_a_card_cell_corrected_clears_its_refusal(table: MatchTableWindow, qtbot: QtBot) -> None:
    """A Problem typed in a hand's Card cell is refused at the foot of the editor, and the cell
    keeps its card. Corrected to a card the hand can hold, the refusal stayed, reading as though
    the correction had been refused too; it goes, as a corrected counters cell's does."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    type_card(qtbot, p0, "PR20", "hand")
    view, model = p0.pile_views["hand"], p0.pile_models["hand"]
    cell = model.index(0, [c.kind for c in model.columns].index("card"))
    for typed in ("PR170", "PR54"):  # a Problem (refused), then a Friend (taken)
        view.setFocus()
        view.setCurrentIndex(cell)
        view.edit(cell)
        line = view.indexWidget(cell)
        assert isinstance(line, QLineEdit)
        line.selectAll()
        qtbot.keyClicks(line, typed)
        qtbot.keyClick(line, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: view.state() != view.State.EditingState)
        if typed == "PR170":
            assert editor.message_label.text().startswith("Emergency Dress Order is a Problem: Player 1's hand holds only")
            assert cell.data() == "PR20"
    assert cell.data() == "PR54"
    assert editor.message_label.text() == ""


def test_start_here_with_nothing_to_decide_shows_the_board_as_set_up_not_the_next_turn(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A judge set P0's action tokens to 0 in turn 3's Main Phase and pressed Start here: the
    rules passed for P0 (nothing to decide) and the table showed turn 4, P1's, the board the
    judge set up never seen. The board is shown at the end of the step it starts in, as set
    up, saying why; Step to next decision goes on to turn 4."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.edit_this_board()
    assert editor is not None
    qtbot.waitExposed(editor)
    tokens = editor.players[0].number_spins["tokens"]
    tokens.setFocus()
    tokens.selectAll()
    qtbot.keyClicks(tokens, "0")
    qtbot.keyClick(tokens, Qt.Key.Key_Tab)
    assert editor.setup.players[0].numbers["tokens"] == 0
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert not editor.isVisible()
    shown = table.table
    assert shown is not None and shown.stopped is not None
    assert "Turn 3" in table.summary_label.text() and "Main Phase" in table.summary_label.text(), \
        table.summary_label.text()
    panel = table.decision_panel
    assert "Nothing to decide in the step this board starts in" in panel.who_label.text()
    assert "in turn 4" in panel.who_label.text()
    assert "Action tokens <b>0</b>" in table.player_panels[0].numbers_label.text()
    assert panel.step_button.isEnabled()
    qtbot.mouseClick(panel.step_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert shown.stopped is None and "Turn 4" in table.summary_label.text(), table.summary_label.text()
    assert "Player 2 decides" in panel.who_label.text()


def start_where_nobody_decides(table: MatchTableWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """Start here on the board file's turn 3 with P0 given 0 action tokens, typed in the editor:
    nobody decides in that step, and the line goes on in turn 4."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.edit_this_board()
    assert editor is not None
    tokens = editor.players[0].number_spins["tokens"]
    tokens.setFocus()
    tokens.selectAll()
    qtbot.keyClicks(tokens, "0")
    qtbot.keyClick(tokens, Qt.Key.Key_Tab)
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()


def test_back_and_start_return_to_the_board_set_up_after_a_step(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """After Start here on a board where nobody decides in its step and one Step to next
    decision, the table showed turn 4 as step 0 of 0 with Back and Start greyed: the board
    the judge set up could not be seen again without the editor. Back (and Start) show it
    again, as set up and saying so; Forward, or Step, goes on to turn 4 once more."""
    start_where_nobody_decides(table, qtbot, tmp_path)
    panel = table.decision_panel
    held_words = panel.who_label.text()
    assert "Back and Start return here" in held_words
    assert not table.back_action.isEnabled() and not table.start_action.isEnabled()
    assert table.forward_action.isEnabled()
    back, start, forward = (table.replay_button(name) for name in ("backAction", "startAction", "forwardAction"))

    for go_back in (back, start):
        qtbot.mouseClick(panel.step_button, Qt.MouseButton.LeftButton)
        assert table.tasks.wait()
        assert "Turn 4" in table.summary_label.text() and "Player 2 decides" in panel.who_label.text()
        assert go_back.isEnabled(), "no way back to the board set up"
        qtbot.mouseClick(go_back, Qt.MouseButton.LeftButton)
        assert table.tasks.wait()
        assert "Turn 3" in table.summary_label.text(), table.summary_label.text()
        assert panel.who_label.text() == held_words
        assert "Action tokens <b>0</b>" in table.player_panels[0].numbers_label.text()
        assert not back.isEnabled() and not start.isEnabled()
    assert forward.isEnabled()
    qtbot.mouseClick(forward, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert "Turn 4" in table.summary_label.text() and "Player 2 decides" in panel.who_label.text()


def test_the_turn_of_the_board_set_up_typed_in_the_turn_box_shows_it(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The board was set up in turn 3 where nobody decides, and the line starts in turn 4: typing
    3 in the Turn box showed turn 4 ("the line starts in turn 4"), though the board of turn 3 is
    the table's own. It shows that board, as Start does."""
    start_where_nobody_decides(table, qtbot, tmp_path)
    held_words = table.decision_panel.who_label.text()
    for _ in range(2):
        qtbot.mouseClick(table.decision_panel.step_button, Qt.MouseButton.LeftButton)
        assert table.tasks.wait()
    assert "Turn 5" in table.summary_label.text() and table.turn_spin.isEnabled()
    table.turn_spin.setFocus()
    table.turn_spin.selectAll()
    qtbot.keyClicks(table.turn_spin, "3")
    qtbot.keyClick(table.turn_spin, Qt.Key.Key_Return)
    assert table.tasks.wait()
    qtbot.waitUntil(lambda: "Turn 3" in table.summary_label.text())
    assert table.decision_panel.who_label.text() == held_words


def test_a_completion_chosen_with_enter_fills_the_line_and_the_next_enter_adds_it_once(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """A judge typed "rarity" in the Add a card line, went down the completions and pressed
    Enter: the card went into the hand at once, before the judge could check the pick or the
    pile. The pick fills the line with the card's code (not the completion's whole text);
    Enter then adds it once and empties the line, and Enter on the empty line adds nothing."""
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    p0 = editor.players[0]
    p0.add_target.setCurrentIndex(p0.add_target.findData("hand"))
    p0.add_edit.setFocus()
    qtbot.waitUntil(p0.add_edit.hasFocus)
    qtbot.keyClicks(p0.add_edit, "rarity")
    completer = p0.add_edit.completer()
    popup = completer.popup()
    assert popup.isVisible()
    chosen = str(completer.completionModel().index(0, 0).data())
    assert chosen.startswith("AD112 · Rarity's Epiphany"), chosen
    popup.setCurrentIndex(completer.completionModel().index(0, 0))
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    hand = p0.pile_models["hand"]
    qtbot.waitUntil(lambda: p0.add_edit.text() == "AD112")
    QApplication.processEvents()
    assert hand.rowCount() == 0 and p0.add_edit.text() == "AD112"
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)
    assert hand.rowCount() == 1 and hand.card(0).card == "AD112"
    assert p0.add_edit.text() == ""
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)  # Enter again on the empty line adds nothing
    assert hand.rowCount() == 1


def test_an_empty_mane_character_or_problem_line_says_it_is_not_typed_yet(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """Beside the empty Mane Character and Problem lines of a new board the editor read
    "#1 (no card)" and "#3 (no card)": a number for a card that is not there. It reads
    "(not typed yet)", and the card's number and name once one is typed."""
    table.setup_board_action.trigger()
    editor = table.board_editor
    assert isinstance(editor, BoardEditorDialog)
    p0 = editor.players[0]
    for key in ("mane", "problem"):
        assert p0.slot_names[key].text() == "(not typed yet)", p0.slot_names[key].text()
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    assert p0.slot_names["mane"].text() == "#1 Twilight Sparkle, Faithful Student (Mane)"
    p0.slot_edits["mane"].clear()
    assert p0.slot_names["mane"].text() == "(not typed yet)"


@pytest.mark.parametrize(("typed", "why"), [
    ("² power", "'² power': write a count and a kind of counter, e.g. '2 power'"),
    ("99999999999999999999999999999 power", "'99999999999999999999999999999 power': a card has at most 9,999 "
                                            "counters of a kind"),
])
def test_counters_no_card_can_have_are_refused_in_words(
    table: MatchTableWindow, qtbot: QtBot, typed: str, why: str
) -> None:
    """"² power" in a Counters cell was refused with Python's own words ("invalid literal for
    int() with base 10: '²'"), and a count of 29 digits was taken: on the table the card then
    read with no power at all. Both are refused as the cell is left, saying how to write them."""
    editor, view, counters = edit_counters_of_a_card_in_play(qtbot, table)
    line = view.findChild(QLineEdit)
    assert line is not None
    type_over(qtbot, line, typed)
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)
    assert counters.data() == "2 power"
    message = editor.message_label.text()
    assert message == f"Player 1's cards in play, row 1 (Sweetie Sunrise): its counters stay 2 power: {why}.", message


def test_the_name_column_narrows_again_once_its_longest_row_is_gone(table: MatchTableWindow, qtbot: QtBot) -> None:
    """"Rarity" typed for a card in play reads "unknown card: 38 cards have that in their name;
    type more of it or the code" in the Name column, which widened to hold it and stayed that
    wide once the row was removed: the Counters column stayed past the list's right edge, to be
    scrolled to. The column narrows back to its first width; a width the judge dragged stays."""
    table.resize(1600, 1000)
    editor = table.choose_board_setup()
    editor.resize(1560, 900)  # (room for the Name column to widen: narrower, a long name wraps)
    qtbot.waitExposed(editor)
    p0 = editor.players[0]
    view, model = p0.play_view, p0.play_model
    name = next(c for c, col in enumerate(model.columns) if col.kind == "name")
    counters = [c.title for c in model.columns].index("Counters")
    first = view.columnWidth(name)
    type_card(qtbot, p0, "PR20", "play|home:0")
    qtbot.wait(20)
    counters_at = view.columnViewportPosition(counters)
    type_card(qtbot, p0, "Rarity", "play|home:0")
    assert "unknown card" in model.index(1, name).data()
    wide = view.columnWidth(name)
    assert wide > first + 100
    view.selectRow(1)
    qtbot.mouseClick(editor.findChild(QPushButton, "removePlayButton0"), Qt.MouseButton.LeftButton)
    assert model.rowCount() == 1
    # (as wide as Sweetie Sunrise's name, or the first width)
    narrow = view.columnWidth(name)
    assert narrow == max(first, view.sizeHintForColumn(name) + 16) < wide
    qtbot.wait(20)
    assert view.columnViewportPosition(counters) == counters_at  # (back where it was)
    # a width the judge chose is kept, however the rows change
    view.horizontalHeader().resizeSection(name, narrow + 40)
    type_card(qtbot, p0, "PR20", "play|home:0")
    view.selectRow(1)
    qtbot.mouseClick(editor.findChild(QPushButton, "removePlayButton0"), Qt.MouseButton.LeftButton)
    assert view.columnWidth(name) == narrow + 40


def test_the_edit_menu_starts_an_empty_board_and_undo_brings_the_old_one_back(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """Set up a board… opens with the board last set up in it: after Edit this board, a judge
    wanting a new table's board had to remove every card by hand (some 100 in the piles).
    Edit → Start from an empty board clears it as one change, which Undo takes back."""
    editor = table.choose_board_setup()
    p0 = editor.players[0]
    qtbot.keyClicks(p0.slot_edits["mane"], "PR4")
    type_card(qtbot, p0, "PR20", "play|home:0")
    type_card(qtbot, p0, "PR13", "hand")
    assert p0.play_model.rowCount() == 1
    menu = editor.findChild(QMenuBar).actions()[0].menu()
    action = next(a for a in menu.actions() if a.text() == "Start from an &empty board")
    assert action.isEnabled()
    action.trigger()
    assert p0.play_model.rowCount() == 0 and p0.pile_models["hand"].rowCount() == 0
    assert p0.slot_edits["mane"].text() == ""
    assert editor.undo_action.text() == "&Undo Start from an empty board"
    action.trigger()  # (already empty: said so, no change to undo)
    assert editor.message_label.text() == "The board is empty already."
    assert editor.undo_action.text() == "&Undo Start from an empty board"
    editor.undo_action.trigger()
    assert p0.play_model.rowCount() == 1 and p0.pile_models["hand"].rowCount() == 1
    assert p0.slot_edits["mane"].text() == "PR4"


def test_a_board_file_and_the_editor_take_the_same_counter_names(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """One rule for counter names (519): a board file took "powr", which the editor refused at
    Start here, and the editor refused Cutie Mark Vault's own Cutie Mark counters, which a board
    file holds as `cutie_mark_counter`; each now takes what the other takes, in the same words."""
    vault = {"iid": 7, "card": "EO149", "owner": 0, "zone": "play", "area": "home:0",
             "counters": {"cutie_mark_counter": 2}}
    good = write_board(tmp_path / "vault.json", cards=[*board_document()["cards"], vault])
    assert table.open_board_file(good)
    editor = table.edit_this_board()
    assert editor is not None
    p0 = editor.players[0]
    vault_row = next(r for r in range(p0.play_model.rowCount()) if p0.play_model.card(r).card == "EO149")
    counters = p0.play_model.index(vault_row, [c.title for c in p0.play_model.columns].index("Counters"))
    assert counters.data() == "2 cutie mark counter"
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert not editor.isVisible(), editor.message_label.text()

    typo = board_document()
    typo["cards"][5]["counters"] = {"powr": 2}
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(typo), encoding="utf-8")
    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    in_the_file = user_error_boxes()[0].text()
    for box in user_error_boxes():
        box.close()
    editor = table.edit_this_board()
    assert editor is not None
    p1 = editor.players[1]
    counters = p1.play_model.index(0, [c.title for c in p1.play_model.columns].index("Counters"))
    assert p1.play_model.setData(counters, "2 powr")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    in_the_editor = editor.message_label.text()
    said = "no card uses 'powr' counters (did you mean power?); counters are named as the cards print them"
    assert said in in_the_file and said in in_the_editor, (in_the_file, in_the_editor)
    assert "cards[5].counters.powr" in in_the_file


def test_at_a_small_screen_the_cards_in_play_show_their_counters_without_scrolling_sideways(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """On a 1024-pixel screen the editor is as wide as the screen, and the cards in play ran past
    it: the Counters and Kept columns were reached only by scrolling sideways. Where a card is
    and what it is attached to give up room down to their titles; the room comes back as the
    editor widens."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.edit_this_board()
    assert editor is not None
    view = editor.players[0].play_view
    header = view.horizontalHeader()
    titles = [str(view.model().headerData(c, Qt.Orientation.Horizontal)) for c in range(header.count())]
    at = titles.index("At")
    editor.resize(1400, 780)
    qtbot.waitUntil(lambda: view.viewport().width() > 1200)
    wide = header.sectionSize(at)
    editor.resize(1024, 660)
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() == 0)
    kept = titles.index("Kept")
    assert header.sectionViewportPosition(kept) + header.fontMetrics().horizontalAdvance("Kept") < view.viewport().width()
    assert header.sectionSize(at) < wide
    editor.resize(1400, 780)
    qtbot.waitUntil(lambda: header.sectionSize(at) == wide)


def test_the_judge_names_the_players_in_the_editor_and_the_table_says_the_names(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """A line for each player's name: a name the board-state file's reader refuses (one holding
    "P1", the other player's) is refused in its words and the name before it stays; one taken
    is tidied, and the board started says it on the table. Only a line to type in before."""
    editor = table.choose_board_setup()
    set_up_a_call(qtbot, editor)
    p0, p1 = editor.players
    assert p0.name_edit.isVisible() and p0.name_edit.placeholderText() == "none: the player is Player 1"

    def type_name(side: PlayerEditor, text: str) -> None:
        side.name_edit.setFocus()
        side.name_edit.selectAll()
        qtbot.keyClicks(side.name_edit, text)
        qtbot.keyClick(side.name_edit, Qt.Key.Key_Return)

    type_name(p0, "  Rarity   Belle ")
    assert p0.name_edit.text() == "Rarity Belle" and editor.message_label.text() == ""
    type_name(p1, "rarity belle")
    message = editor.message_label.text()
    assert message.startswith("Player 2's name stays none: both players are named 'rarity belle'"), message
    type_name(p1, "P1 Sam")
    assert "'P1 Sam' holds a word the program names a player by" in editor.message_label.text()
    type_name(p1, "Sam Lee")
    assert editor.message_label.text() == ""  # (taken: the refusal goes)

    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert not editor.isVisible(), editor.message_label.text()
    assert table.table is not None and table.table.game.player_names == ("Rarity Belle", "Sam Lee")
    assert "Rarity Belle decides" in table.decision_panel.who_label.text()
    table.setup_board_action.trigger()  # (the editor opens with the names as they were)
    assert [side.name_edit.text() for side in editor.players] == ["Rarity Belle", "Sam Lee"]


def test_at_a_small_screen_where_a_card_is_goes_on_to_two_lines_rather_than_be_cut(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """On a 1024-pixel screen the At column gives up its room down to its title, and a card at a
    Problem read "P0's …": the row now grows to hold the place on two lines, and goes back to one
    as the editor widens."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.edit_this_board()
    assert editor is not None
    editor.player_tabs.setCurrentWidget(editor.players[1])
    view = editor.players[1].play_view
    model = view.model()
    at = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())].index("At")
    place = str(model.index(0, at).data())
    assert place == "Player 1's Problem"
    editor.resize(1024, 660)
    metrics = view.fontMetrics()
    qtbot.waitUntil(lambda: view.columnWidth(at) < metrics.horizontalAdvance(place))
    qtbot.wait(50)
    assert view.rowHeight(0) >= 2 * metrics.lineSpacing(), (view.columnWidth(at), view.rowHeight(0))
    editor.resize(1400, 780)
    qtbot.waitUntil(lambda: view.columnWidth(at) > metrics.horizontalAdvance(place) + 12)
    qtbot.waitUntil(lambda: view.rowHeight(0) < 2 * metrics.lineSpacing())
