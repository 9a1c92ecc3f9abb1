"""The judge's Judge menu at the match table: Call time (the floor rules' end-of-match
procedure, Swiss or the elimination rounds' extra game) and Concede (103.4), through the
table's engine service, with real widgets."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QInputDialog
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import close_boxes, user_error_boxes, write_board
from tourney.gui.match_table import SAVE_REPLAY_TIP, MatchTableWindow
from tourney.gui.match_table_dialogs import sample_choice
from tourney.services.match_table import (
    REPLAY,
    open_replay_file,
    read_deck_ids,
    sample_pair,
    start_game,
    theme_deck_lists,
)


def _log(window: MatchTableWindow) -> list[tuple[str, str]]:
    model = window.log_model
    return [(str(model.index(r, 2).data()), str(model.index(r, 3).data())) for r in range(model.rowCount())]


def _dealt(qtbot: QtBot) -> MatchTableWindow:
    window = open_table(qtbot, rules={})
    window.start_new_game(sample_choice(seed=4))
    assert window.tasks.wait()
    return window


def _choose_in_the_next_dialog(item: str) -> None:
    """Choose `item` in the list of the input dialog about to open, and press OK."""
    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        combo = dialog.findChild(QComboBox)
        combo.setCurrentIndex(combo.findText(item))
        dialog.accept()
    QTimer.singleShot(0, choose)


def test_a_concession_ends_the_game_and_going_back_takes_it_back(qtbot: QtBot) -> None:
    window = _dealt(qtbot)
    for _ in range(4):
        assert window.step()
    assert window.back()  # (one recorded decision ahead, which the concession sets aside)
    table = window.table
    assert table is not None and table.length == table.step + 1
    assert window.concede_action.isEnabled()
    _choose_in_the_next_dialog("Player 2")
    window.concede_action.trigger()
    assert ("103.4", "Player 1 wins: Player 2 conceded") in _log(window)
    assert window.decision_panel.decision is None and table.length == table.step
    assert not window.concede_action.isEnabled() and not window.call_time_action.isEnabled()
    assert "Player 2 conceded: Player 1 wins the game; the 1 later recorded decision was set aside" in \
        window.statusBar().currentMessage()
    assert window.save_replay_action.isEnabled() and window.save_replay_action.toolTip() == SAVE_REPLAY_TIP
    assert window.back()
    assert window.decision_panel.decision is not None and table.changed_at == {}
    assert f"Took back Player 2's concession at step {table.length}" in window.statusBar().currentMessage()
    assert ("103.4", "Player 1 wins: Player 2 conceded") not in _log(window)
    assert window.save_replay_action.isEnabled() and window.save_replay_action.toolTip() == SAVE_REPLAY_TIP


def test_on_a_board_naming_its_players_the_concession_is_asked_and_told_by_their_names(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Concede… offered "P0" and "P1" and said "P1 conceded: P0 wins the game" on a board whose
    players have names; it offers and says the names."""
    window = open_table(qtbot, rules={})
    players = [{"tokens": 3, "score": 4, "name": "Rarity Belle"}, {"score": 6, "name": "Sam Lee"}]
    assert window.open_board_file(write_board(tmp_path / "named.json", players=players))
    _choose_in_the_next_dialog("Sam Lee")
    window.concede_action.trigger()
    assert "Sam Lee conceded: Rarity Belle wins the game" in window.statusBar().currentMessage()
    assert any(text.endswith("Rarity Belle wins: Sam Lee conceded") for _rule, text in _log(window)), _log(window)


def test_time_called_for_the_elimination_rounds_extra_game_plays_to_the_first_change_in_points(
        qtbot: QtBot) -> None:
    window = _dealt(qtbot)
    assert window.call_time_action.isEnabled()
    assert window.call_time(elimination=True)
    assert any(rule == "floor rules: end of match" and "played until the first change in points" in text
               for rule, text in _log(window))
    window.play_out()
    assert window.tasks.wait()
    table = window.table
    assert table is not None
    scores = sorted(player.score for player in table.position().players)
    assert scores[0] == 0 and scores[1] > 0
    assert _log(window)[-1][0] == "floor rules: end of match"
    assert "first change in points after time was called in an elimination round" in _log(window)[-1][1]
    # stepping back and forward inside the line after the call keeps it
    assert window.seek(table.length - 3) and window.seek_end()
    assert "first change in points" in _log(window)[-1][1]


def test_calling_time_twice_is_refused_in_plain_words(qtbot: QtBot) -> None:
    window = _dealt(qtbot)
    assert window.call_time(elimination=False)
    assert "Time called: the end-of-match procedure of the floor rules follows" in window.statusBar().currentMessage()
    assert not window.call_time(elimination=False)
    assert [box.text() for box in user_error_boxes()] == ["Time has already been called in this game."]
    close_boxes()


def test_a_replay_saved_after_a_time_call_and_a_concession_opens_as_the_same_game(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Save replay was greyed after a call or concession (a replay held answers only); now the
    replay keeps them where they were made, and opening it shows the same game: the call, the
    concession and the result, also after stepping back before them and on again."""
    window = _dealt(qtbot)
    for _ in range(3):
        assert window.step()
    assert window.call_time(elimination=False)
    assert window.step() and window.step()
    assert window.concede(1)
    table = window.table
    assert table is not None
    called_at, conceded_at, log = table.step - 2, table.step, _log(window)
    assert window.save_replay_action.isEnabled()
    path = tmp_path / "judged.json"
    assert window.save_replay_file(path)
    window.open_file(path, REPLAY)
    assert window.tasks.wait()
    opened = window.table
    assert opened is not None and opened is not table and opened.kind == REPLAY
    assert opened.step == 0 and opened.length == conceded_at
    assert window.seek_end()
    assert _log(window) == log and ("103.4", "Player 1 wins: Player 2 conceded") in _log(window)
    assert opened.position().time_called
    assert window.seek(called_at - 1)  # before the call: the line keeps it ahead
    assert not opened.position().time_called and opened.length == conceded_at
    assert window.seek_end() and _log(window) == log


def test_stepping_to_the_end_of_the_turn_in_a_replay_stops_at_a_concession_it_holds(tmp_path: Path) -> None:
    """Step to end of turn plays a copy of the game that is not given the judge's actions the
    line holds ahead; it stops where the replay's concession was made, which is then made."""
    a, b = sample_pair()
    lists = theme_deck_lists()
    table = start_game([read_deck_ids(lists[a], a), read_deck_ids(lists[b], b)], 4)
    table.step_forward()
    table.concede(0)
    path = table.save_replay(tmp_path / "conceded.json")
    opened = open_replay_file(path)
    assert opened.length == 1 and opened.step == 0
    said = opened.advance_until("end-of-turn")
    assert said == "1 answer given; stopped where the line holds Player 1 conceded"
    assert opened.step == 1 and opened.rules.result(opened.game).rule == "103.4"


def test_the_judge_menu_records_a_concession_in_a_game_other_than_mlp(qtbot: QtBot) -> None:
    """Battledome's rules say nothing of conceding: the concession is the floor rules' (the one
    service every game shares), its words in the rules pane; calling time is refused saying why."""
    window = open_table(qtbot, system_id="battledome")
    window.start_new_game(sample_choice(seed=4, system_id="battledome"))
    assert window.tasks.wait()
    assert window.step() and window.concede_action.isEnabled()
    _choose_in_the_next_dialog("Player 1")
    window.concede_action.trigger()
    assert _log(window)[-1] == ("floor rules: conceding", "The game ends: Player 1 conceded; Player 2 wins the game")
    assert "Player 1 conceded: Player 2 wins the game" in window.statusBar().currentMessage()
    assert window.decision_panel.decision is None
    assert "A conceded game counts as a loss" in window.rule_panel.rules["floor rules: conceding"]
    assert window.back() and window.decision_panel.decision is not None
    assert not window.call_time(elimination=False)
    assert [box.text() for box in user_error_boxes()] == [
        "The Neopets Battledome TCG comprehensive rules name no end-of-match procedure: they set no time limit "
        "and say nothing of Swiss or elimination rounds, so time cannot be called at the match table in this "
        "game; at an event, the event's end-of-match assistant handles time for the round (the floor rules' "
        "procedure)."]
    close_boxes()


def test_time_called_before_the_first_decision_is_taken_back_by_going_back(qtbot: QtBot) -> None:
    """Called as the game is dealt, the call has no earlier decision to go back to: Back takes
    it back (the game as dealt), as going back before a call later in the game does."""
    window = _dealt(qtbot)
    table = window.table
    assert table is not None and table.step == 0 and not window.back_action.isEnabled()
    dealt_log = _log(window)
    assert window.call_time(elimination=True)
    assert table.step == 0 and window.back_action.isEnabled()
    assert window.step() and window.step()
    assert window.seek(0)  # (the position after the call: the call stays)
    assert any("first change in points" in text for _, text in _log(window))
    assert window.back()
    assert "Took back the time call at step 0" in window.statusBar().currentMessage()
    assert _log(window) == dealt_log and table.changed_at == {} and table.length == 0
    assert not window.back_action.isEnabled()
    assert window.call_time(elimination=False)  # (called again: the first call is gone)


def test_forward_makes_again_the_time_call_back_took_back(qtbot: QtBot) -> None:
    """Back from the decision where time was called takes the call back, and the decisions after
    it; Forward then stepped on without it, the call and the line after it lost. Forward makes
    them again, as a redo does: the call, its log, and the decisions played after it."""
    window = _dealt(qtbot)
    table = window.table
    assert table is not None
    for _ in range(3):
        assert window.step()
    called_at = table.step
    assert window.call_time(elimination=True)
    assert window.step() and window.step()
    with_call = _log(window)
    line = table.length
    assert window.seek(called_at)
    assert window.back()
    assert f"Took back the time call at step {called_at}" in window.statusBar().currentMessage()
    assert table.changed_at == {} and table.step == called_at - 1
    assert window.forward_action.isEnabled()
    assert window.forward()
    assert table.step == called_at and table.changed_at == {called_at: "the time call"}
    assert window.statusBar().currentMessage() == f"Made again the time call at step {called_at}"
    assert any("first change in points" in text for _, text in _log(window))
    assert table.length == line
    assert window.seek(line) and _log(window) == with_call


def test_forward_makes_again_a_time_call_at_the_deal_back_took_back(qtbot: QtBot) -> None:
    """The same at the first decision, where Back takes the call back and stays: Forward was
    greyed (nothing recorded ahead) and the call could only be made anew."""
    window = _dealt(qtbot)
    table = window.table
    assert table is not None
    assert window.call_time(elimination=True)
    called = _log(window)
    assert window.back()
    assert table.changed_at == {} and table.length == 0
    assert window.forward_action.isEnabled()
    assert window.forward()
    assert table.step == 0 and table.changed_at == {0: "the time call"} and _log(window) == called
