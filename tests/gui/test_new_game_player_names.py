"""The New game dialog asks each player's name beside their deck: the game dealt names them in
its log, on the table, in the board editor and in the board and replay files saved from it. A
name left blank is "Player 1" or "Player 2"; a name the game would refuse is said in the dialog,
which stays open with what was typed."""

from __future__ import annotations

import json
import re
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table, reopened_replay
from tests.gui.test_match_table import log_texts
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_dialogs import NewGameDialog

LABEL = re.compile(r"\bP[01]\b")


def deal(qtbot: QtBot, table: MatchTableWindow, first: str, second: str) -> NewGameDialog:
    dialog = table.choose_new_game()
    qtbot.keyClicks(dialog.name_edits[0], first)
    qtbot.keyClicks(dialog.name_edits[1], second)
    dialog.accept()
    return dialog


def test_the_players_named_in_the_new_game_dialog_are_named_everywhere(qtbot: QtBot, tmp_path: Path) -> None:
    table = open_table(qtbot, rules={})
    deal(qtbot, table, "  Rarity   Belle ", "Sam Lee")
    assert table.tasks.wait()
    assert table.table is not None and table.table.game.player_names == ("Rarity Belle", "Sam Lee")
    assert table.table.title.startswith("Rarity Belle (") and " vs Sam Lee (" in table.table.title
    assert "Rarity Belle decides" in table.decision_panel.who_label.text()
    log = log_texts(table)
    assert any("Rarity Belle starts with" in row for row in log), log
    assert not [row for row in log if LABEL.search(row)]
    assert table.save_board_file(tmp_path / "board.json") and table.save_replay_file(tmp_path / "replay.json")
    board = json.loads((tmp_path / "board.json").read_text(encoding="utf-8"))
    assert [player.get("name") for player in board["players"]] == ["Rarity Belle", "Sam Lee"]
    replay = json.loads((tmp_path / "replay.json").read_text(encoding="utf-8"))
    assert replay["setup"]["names"] == ["Rarity Belle", "Sam Lee"]
    reopened = reopened_replay(qtbot, table, tmp_path / "again.json", rules={})  # (and played back named)
    assert reopened.table is not None and reopened.table.game.player_names == ("Rarity Belle", "Sam Lee")
    editor = table.edit_this_board()
    assert editor is not None
    assert editor.player_tabs.tabText(1) == "Sam Lee (player &2, across)"
    assert [side.name_edit.text() for side in editor.players] == ["Rarity Belle", "Sam Lee"]
    again = table.choose_new_game()  # (the names typed last are offered again, as the decks are)
    assert [edit.text() for edit in again.name_edits] == ["  Rarity   Belle ", "Sam Lee"]
    again.reject()


def test_names_left_blank_are_player_1_and_player_2(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    dialog = deal(qtbot, table, "", "")
    assert dialog.name_edits[0].placeholderText() == "Name (blank: Player 1)"
    assert table.tasks.wait()
    assert table.table is not None and table.table.game.player_names == ("Player 1", "Player 2")
    assert "Player 1 decides" in table.decision_panel.who_label.text()


def test_a_name_the_game_refuses_is_said_in_the_dialog(qtbot: QtBot) -> None:
    table = open_table(qtbot, rules={})
    dialog = deal(qtbot, table, "Sam Lee", "sam lee")
    assert dialog.isVisible() and table.table is None
    assert dialog.message_label.text() == ("Player 2's name: both players are named 'sam lee': give each a name "
                                           "of their own, or leave one out.")
    dialog.name_edits[1].clear()
    qtbot.keyClicks(dialog.name_edits[1], "P1")
    dialog.accept()
    assert "'P1' holds a word the program names a player by" in dialog.message_label.text()
    dialog.reject()
