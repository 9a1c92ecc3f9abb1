"""Edit → Undo / Redo in the board editor: every change to the draft is taken back and made
again from the menu, the buttons and the keys, each item naming the change."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenuBar, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import write_board
from tests.gui.test_match_table_board_editor import click_flag, type_card
from tourney.gui.board_editor import BoardEditorDialog

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def editor(qtbot: QtBot) -> BoardEditorDialog:
    table = open_table(qtbot, rules={})
    table.setup_board_action.trigger()
    editor = table.board_editor
    assert editor is not None
    qtbot.waitExposed(editor)
    return editor


def menu_items(editor: BoardEditorDialog) -> list[tuple[str, bool]]:
    """The Edit menu's Undo and Redo as the judge reads them: each item's text and whether it
    can be chosen (the menu's last item, Start from an empty board, is always there)."""
    menu_bar = editor.findChild(QMenuBar)
    assert menu_bar is not None
    edit = next(a.menu() for a in menu_bar.actions() if a.text() == "&Edit")
    items = [a for a in edit.actions() if not a.isSeparator()]
    assert items[-1] is editor.empty_action
    return [(a.text().replace("&", ""), a.isEnabled()) for a in items[:-1]]


def buttons(editor: BoardEditorDialog) -> list[tuple[str, bool, str]]:
    return [(b.text(), b.isEnabled(), b.toolTip()) for b in (editor.undo_button, editor.redo_button)]


def play(editor: BoardEditorDialog, player: int = 0) -> list[tuple[str, bool]]:
    """A player's cards in play: code, exhausted."""
    return [(c.card, c.has("exhausted")) for c in editor.players[player].play_model.cards()]


def hand(editor: BoardEditorDialog, player: int = 0) -> list[str]:
    return [c.card for c in editor.players[player].pile_models["hand"].cards()]


def press(qtbot: QtBot, widget: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    widget.activateWindow()
    widget.setFocus()
    qtbot.keyClick(widget, key, modifiers)


def test_three_changes_undone_two_redone_one_and_a_new_change_drops_the_rest(
    editor: BoardEditorDialog, qtbot: QtBot
) -> None:
    p0 = editor.players[0]
    assert menu_items(editor) == [("Undo", False), ("Redo", False)]  # nothing to undo yet
    assert buttons(editor) == [("Undo", False, "Undo"), ("Redo", False, "Redo")]

    type_card(qtbot, p0, "Emerald Green", "play|home:0")
    click_flag(qtbot, p0, 0, "Exhausted")
    type_card(qtbot, p0, "Holly Dash", "hand")
    assert play(editor) == [("PR12", True)] and hand(editor) == ["PR13"]
    assert menu_items(editor) == [("Undo Add Holly Dash to Player 1's hand", True), ("Redo", False)]

    editor.undo_action.trigger()  # from the menu
    assert hand(editor) == [] and play(editor) == [("PR12", True)]
    assert menu_items(editor) == [("Undo Tick exhausted for Emerald Green", True),
                                  ("Redo Add Holly Dash to Player 1's hand", True)]
    qtbot.mouseClick(editor.undo_button, Qt.MouseButton.LeftButton)  # from the button
    assert play(editor) == [("PR12", False)] and hand(editor) == []
    assert menu_items(editor) == [("Undo Add Emerald Green to Player 1's home", True),
                                  ("Redo Tick exhausted for Emerald Green", True)]
    assert buttons(editor) == [("Undo", True, "Undo Add Emerald Green to Player 1's home"),
                               ("Redo", True, "Redo Tick exhausted for Emerald Green")]

    press(qtbot, p0.play_view, Qt.Key.Key_Y, CTRL)  # redo one, by the keys
    assert play(editor) == [("PR12", True)] and hand(editor) == []
    assert menu_items(editor) == [("Undo Tick exhausted for Emerald Green", True),
                                  ("Redo Add Holly Dash to Player 1's hand", True)]

    type_card(qtbot, p0, "PR20", "deck")  # a new change: what was undone cannot come back
    assert menu_items(editor) == [("Undo Add Sweetie Sunrise to Player 1's draw deck", True), ("Redo", False)]
    assert buttons(editor)[1][:2] == ("Redo", False)
    assert [c.card for c in p0.pile_models["deck"].cards()] == ["PR20"] and hand(editor) == []

    for _ in range(3):
        editor.undo_action.trigger()
    assert play(editor) == [] and editor.setup.players[0].piles["deck"] == []
    assert menu_items(editor)[0] == ("Undo", False)


def test_the_keys_undo_the_boards_changes_even_in_a_line_being_typed_in(
    editor: BoardEditorDialog, qtbot: QtBot
) -> None:
    p0 = editor.players[0]
    type_card(qtbot, p0, "Emerald Green", "play|home:0")
    qtbot.keyClicks(p0.add_edit, "Holly")  # half typed, not added
    press(qtbot, p0.add_edit, Qt.Key.Key_Z, CTRL)
    assert play(editor) == [] and p0.add_edit.text() == "Holly"
    press(qtbot, p0.add_edit, Qt.Key.Key_Z, CTRL_SHIFT)
    assert play(editor) == [("PR12", False)]
    p0.number_spins["tokens"].setFocus()
    press(qtbot, p0.number_spins["tokens"], Qt.Key.Key_Z, CTRL)  # a number box's keys too
    assert play(editor) == []


def test_typing_in_a_line_is_one_change_until_the_judge_leaves_it(editor: BoardEditorDialog, qtbot: QtBot) -> None:
    p0 = editor.players[0]
    mane, tokens = p0.slot_edits["mane"], p0.number_spins["tokens"]
    editor.activateWindow()
    mane.setFocus()
    qtbot.keyClicks(mane, "PR4")
    assert editor.history.stack.count() == 1
    assert menu_items(editor)[0] == ("Undo Set Player 1's Mane Character to Twilight Sparkle", True)
    tokens.setFocus()  # the line is left: typing there again is a change of its own
    mane.setFocus()
    qtbot.keyClick(mane, Qt.Key.Key_Backspace)
    assert editor.history.stack.count() == 2
    assert menu_items(editor)[0] == ("Undo Set Player 1's Mane Character to 'PR'", True)
    tokens.setFocus()
    tokens.selectAll()
    qtbot.keyClicks(tokens, "12")  # 1, then 12: one change
    assert editor.history.stack.count() == 3
    assert menu_items(editor)[0] == ("Undo Set Player 1's action tokens to 12", True)
    editor.undo_action.trigger()
    assert editor.setup.players[0].numbers["tokens"] == 0 and tokens.value() == 0
    editor.undo_action.trigger()
    assert mane.text() == "PR4" and editor.setup.players[0].slots["mane"].card == "PR4"
    editor.undo_action.trigger()
    assert mane.text() == "" and menu_items(editor)[0] == ("Undo", False)


def test_moves_and_the_pile_buttons_are_one_change_each(editor: BoardEditorDialog, qtbot: QtBot) -> None:
    p0 = editor.players[0]
    for code in ("PR20", "PR52", "PR38"):
        type_card(qtbot, p0, code, "deck")
    deck = p0.pile_models["deck"]
    p0.pile_views["deck"].selectRow(2)
    qtbot.mouseClick(p0.findChild(QWidget, "topButton0"), Qt.MouseButton.LeftButton)
    assert [c.card for c in deck.cards()] == ["PR38", "PR20", "PR52"]
    top = menu_items(editor)[0][0]
    assert top.startswith("Undo Move ") and top.endswith(" to the top of Player 1's draw deck")
    qtbot.mouseClick(p0.findChild(QWidget, "downButton0"), Qt.MouseButton.LeftButton)
    assert menu_items(editor)[0][0].endswith(" down in Player 1's draw deck")
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("play|home:0"))
    p0.pile_views["deck"].selectRow(0)
    qtbot.mouseClick(p0.findChild(QWidget, "pileMoveButton0"), Qt.MouseButton.LeftButton)
    assert [c.card for c in deck.cards()] == ["PR38", "PR52"] and [c for c, _ in play(editor)] == ["PR20"]
    moved = p0.play_model.cards()[0].ref
    assert menu_items(editor)[0][0].endswith(f" from Player 1's draw deck to Player 1's home as #{moved}: a card put "
                                             "into another zone is a new card (410.6)")
    editor.undo_action.trigger()  # the card moved is back where it was, and selected
    assert [c.card for c in deck.cards()] == ["PR20", "PR38", "PR52"] and play(editor) == []
    assert p0.pile_views["deck"].currentIndex().row() == 0
    editor.undo_action.trigger()
    editor.undo_action.trigger()
    assert [c.card for c in deck.cards()] == ["PR20", "PR52", "PR38"]


def test_a_card_moved_from_a_pile_into_play_says_its_new_number_and_why(editor: BoardEditorDialog,
                                                                        qtbot: QtBot) -> None:
    """A judge moved Sweetie Sunrise from the discard pile into play and looked for her "#5": she
    was "#6" with nothing said. By the rules she is a new card (410.6: a card that changes
    zones becomes a different card, nothing that applied to it follows), so her number is new;
    the line naming the move says so with both numbers, in the Undo item and at the foot of
    the editor, and out of play again she gets another."""
    p0 = editor.players[0]
    type_card(qtbot, p0, "PR20", "discard")
    was = p0.pile_models["discard"].cards()[0].ref
    p0.piles_tabs.setCurrentIndex([pile.key for pile in p0.schema.piles].index("discard"))
    p0.pile_views["discard"].selectRow(0)
    p0.pile_move_target.setCurrentIndex(p0.pile_move_target.findData("play|home:0"))
    qtbot.mouseClick(p0.findChild(QWidget, "pileMoveButton0"), Qt.MouseButton.LeftButton)
    now = p0.play_model.cards()[0].ref
    assert now != was
    said = (f"Move Sweetie Sunrise #{was} from Player 1's discard pile to Player 1's home as #{now}: a card put into "
            "another zone is a new card (410.6)")
    assert menu_items(editor)[0] == (f"Undo {said}", True)
    assert editor.message_label.text() == said
    p0.play_view.selectRow(0)
    p0.play_move_target.setCurrentIndex(p0.play_move_target.findData("hand"))
    qtbot.mouseClick(p0.findChild(QWidget, "playMoveButton0"), Qt.MouseButton.LeftButton)
    again = p0.pile_models["hand"].cards()[0].ref
    assert again not in (was, now)
    assert editor.message_label.text() == (f"Move Sweetie Sunrise #{now} from Player 1's home to Player 1's hand as "
                                           f"#{again}: a card put into another zone is a new card (410.6)")


def test_the_game_line_and_taking_the_table_are_undone_and_the_history_outlives_close(
    qtbot: QtBot, tmp_path: Path
) -> None:
    table = open_table(qtbot, rules={})
    table.setup_board_action.trigger()
    editor = table.board_editor
    assert editor is not None
    editor.turn_spin.setValue(4)
    editor.first_player.setCurrentIndex(1)
    assert menu_items(editor)[0] == ("Undo Make Player 2 the first player", True)
    editor.close()
    assert table.choose_board_setup() is editor  # Close keeps the draft, and what it can undo
    assert menu_items(editor)[0] == ("Undo Make Player 2 the first player", True)
    editor.undo_action.trigger()
    assert editor.first_player.currentIndex() == 0 and table.board_setup is editor.setup
    assert menu_items(editor)[0] == ("Undo Set the turn to 4", True)

    type_card(qtbot, editor.players[1], "Emerald Green", "hand")
    editor.player_tabs.setCurrentWidget(editor.players[0])
    editor.undo_action.trigger()  # the judge is shown the player whose hand it was
    assert hand(editor, 1) == [] and editor.player_tabs.currentWidget() is editor.players[1]
    editor.player_tabs.setCurrentWidget(editor.players[0])
    editor.redo_action.trigger()
    assert hand(editor, 1) == ["PR12"] and editor.player_tabs.currentWidget() is editor.players[1]

    assert table.open_board_file(write_board(tmp_path / "board.json"))
    table.edit_board_action.trigger()  # the position on the table replaces the draft, as one change
    assert table.board_editor is editor and editor.players[0].slot_edits["mane"].text() == "PR4"
    assert editor.turn_spin.value() == 3 and hand(editor, 1) == []
    assert menu_items(editor)[0] == ("Undo Take the position on the table", True)
    qtbot.mouseClick(editor.undo_button, Qt.MouseButton.LeftButton)  # the judge's draft is back
    assert editor.players[0].slot_edits["mane"].text() == "" and editor.turn_spin.value() == 4
    assert hand(editor, 1) == ["PR12"]
    assert table.choose_board_setup().setup is table.board_setup is editor.setup
    assert [c.card for c in table.board_setup.players[1].piles["hand"]] == ["PR12"]


def test_a_card_name_with_an_ampersand_reads_whole_in_the_undo_item(editor: BoardEditorDialog, qtbot: QtBot) -> None:
    """"Big Mac & Applejack": the & is the name's, not an access key that hides it and underlines
    the next letter."""
    type_card(qtbot, editor.players[0], "DE17", "hand")
    assert editor.undo_action.text() == "&Undo Add Big Mac && Applejack to Player 1's hand"
    assert editor.undo_button.toolTip() == "Undo Add Big Mac & Applejack to Player 1's hand"
    editor.undo_action.trigger()
    assert editor.redo_action.text() == "&Redo Add Big Mac && Applejack to Player 1's hand"


def test_undo_back_to_the_refused_position_shows_its_refusal_in_red_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Start here refused the position ("Player 1's hand, row 2: unknown card 'ZZ99'"); a change
    greyed the refusal, as it may no longer apply, but Undo back to the very position refused
    left it grey, as though it no longer held. It is red again while the draft is the one
    refused (after Undo and after Redo), and grey on any other."""
    table = open_table(qtbot, rules={})
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    editor = table.edit_this_board()
    assert editor is not None
    qtbot.waitExposed(editor)
    p0 = editor.players[0]
    type_card(qtbot, p0, "ZZ99", "hand")  # no such card
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    refusal = editor.message_label.text()
    assert refusal.startswith("Player 1's hand, row 2: unknown card 'ZZ99'"), refusal

    def red() -> bool:
        assert editor.message_label.text() == refusal
        return "#a40000" in editor.message_label.styleSheet()

    assert red()
    tokens = p0.number_spins["tokens"]
    tokens.setFocus()
    qtbot.keyClick(tokens, Qt.Key.Key_Up)  # 3 action tokens to 4: another position
    assert tokens.value() == 4 and not red()
    qtbot.mouseClick(editor.undo_button, Qt.MouseButton.LeftButton)  # back to the one refused
    assert tokens.value() == 3 and red()
    qtbot.mouseClick(editor.undo_button, Qt.MouseButton.LeftButton)  # ZZ99 taken out
    assert p0.pile_models["hand"].rowCount() == 1 and not red()
    qtbot.mouseClick(editor.redo_button, Qt.MouseButton.LeftButton)  # ZZ99 back: refused again
    assert p0.pile_models["hand"].rowCount() == 2 and red()
