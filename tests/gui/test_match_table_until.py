"""The match table steps to the end of the step, phase or turn and shows the board there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tests.gui.test_match_table import board_document
from tourney.errors import UserError


def test_step_to_end_of_phase_shows_the_board_at_the_end_of_the_phase(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot, rules={})
    board = tmp_path / "board.json"
    board.write_text(json.dumps(board_document(tokens=5)), encoding="utf-8")
    assert window.open_board_file(board)
    panel = window.decision_panel
    assert "Player 1 decides" in panel.who_label.text()
    assert window.answer(["move|1|problem:1"])  # (Twilight moves; Player 1 keeps priority)
    qtbot.mouseClick(panel.until_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table is not None and table.stopped is not None
    # the board of turn 3's Main Phase, ended: no decision pending, and the window says where it stands
    assert "Turn 3" in window.summary_label.text() and "Main Phase" in window.summary_label.text()
    assert "Stopped at the end of the Main Phase of turn 3, before the Score Phase" in panel.who_label.text()
    assert panel.options_view.model().rowCount() == 0
    assert panel.step_button.isEnabled() and panel.until_button.isEnabled()
    assert table.cursor.replay.answers == [["move|1|problem:1"], ["pass"]]  # the pass is recorded
    # the log of the position shown: the move, and nothing of turn 4, which the line has reached
    shown = [row.text for row in window.log_model.rows()]
    assert any("is moved from" in text for text in shown)
    assert not any("Turn 4" in text for text in shown)
    window.resize(1400, 900)
    window.grab().save(str(tmp_path / "until.png"))
    # the Move menu's end of the phase again: the Score Phase is played out, stopped before the End Phase
    window.until_actions["end-of-phase"].trigger()
    assert "before the End Phase" in panel.who_label.text()
    # Step goes on from there to the next decision (in Player 2's turn)
    qtbot.mouseClick(panel.step_button, Qt.MouseButton.LeftButton)
    assert table.stopped is None
    assert "Player 2 decides" in panel.who_label.text() and "Turn 4" in window.summary_label.text()
    # the end of the turn from Player 2's Main Phase: Player 2 passes, the board at the end of turn 4
    window.until_actions["end-of-turn"].trigger()
    assert "Stopped at the end of turn 4, before the next turn" in panel.who_label.text()
    window.back()
    assert table.stopped is None and "Player 2 decides" in panel.who_label.text()


def test_a_game_that_stops_only_at_decisions_steps_to_the_last_decision_of_the_turn() -> None:
    """The table's service on the contract's own `advance_until` (a game registered only here)."""
    from engine.core import registry
    from tests.stub_game import GAME_SYSTEM, SPARKS_TABLE, SYSTEM_ID
    from tourney.services.match_table import start_game

    registry.register(GAME_SYSTEM)
    try:
        table = start_game([["spark", "ember"], ["cinder"]], 1, system_id=SYSTEM_ID)
        # (each turn is one decision: the first already ends turn 1, so it is given, and the game
        # stops at the one that ends the next turn, here the game)
        said = table.advance_until("end-of-turn")
        assert said == "1 answer given; the next answer (Pass) ends the game"
        assert table.stopped is None and table.step == 1 and table.pending() is not None
        # a why-question: the game answers none, and the window gets a plain message
        with pytest.raises(UserError, match="does not answer why-not questions"):
            table.why_not("play Spark")
        assert SPARKS_TABLE.why_grammar == ""
    finally:
        registry.unregister(SYSTEM_ID)


def test_play_to_the_end_goes_on_from_where_the_engine_was_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    """Stopped at the end of a phase, the game is not over: Play to the end stays available and
    finishes the game from there, as Step goes on from there."""
    window = open_table(qtbot, rules={})
    board = tmp_path / "board.json"
    board.write_text(json.dumps(board_document(tokens=5)), encoding="utf-8")
    assert window.open_board_file(board)
    panel = window.decision_panel
    window.until_actions["end-of-phase"].trigger()
    table = window.table
    assert table is not None and table.stopped is not None
    assert panel.play_out_button.isEnabled()
    qtbot.mouseClick(panel.play_out_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert table.stopped is None and table.step > 1
    assert "Played out" in window.statusBar().currentMessage()


@pytest.mark.parametrize("system_id", ["battledome", "spellcasters"])
def test_pressed_again_at_the_end_of_a_turn_it_steps_to_the_end_of_the_next(qtbot: QtBot, system_id: str) -> None:
    """A game that stops only at decisions stops at the one whose answer ends the turn; pressed
    again there, Step to end of turn gives that answer and stops at the end of the next turn,
    rather than stand still saying "0 answers given"."""
    window = open_table(qtbot, rules={}, system_id=system_id)
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    table = window.table
    assert table is not None
    ends = []
    for _press in range(3):
        window.until_actions["end-of-turn"].trigger()
        ends.append((table.step, window.statusBar().currentMessage()))
    steps = [step for step, _said in ends]
    assert steps == sorted(set(steps)), ends  # each press moved the game on
    assert "up of the game" in ends[0][1], ends  # (the setup, or the set-up: the rules' own words)
    assert "ends turn 1" in ends[1][1] and "ends turn 2" in ends[2][1], ends
    assert "0 answers" not in ends[1][1], ends
    # the line holds every answer given, one per decision answered
    assert len(table.cursor.replay.answers) == table.step


def test_forward_from_where_the_engine_stopped_shows_the_next_decision(qtbot: QtBot, tmp_path: Path) -> None:
    """Stopped at the end of turn 1 of a replay, Forward went on two decisions, past the whole
    of turn 2 (the line already stood at the decision after the stop); now it shows that
    decision, as Step does, and the board is the one the decision number shows."""
    window = open_table(qtbot, rules={})
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    window.play_out()
    assert window.tasks.wait()
    assert window.save_replay_file(tmp_path / "game.json")
    window.open_replay_path(tmp_path / "game.json")
    assert window.tasks.wait()
    table = window.table
    assert table is not None and table.kind == "replay"
    window.until_actions["end-of-turn"].trigger()  # (the setup is no turn: it stops at its end, 102)
    assert table.stopped is not None and "the setup of the game" in window.decision_panel.who_label.text()
    window.until_actions["end-of-turn"].trigger()
    assert table.stopped is not None and "Stopped at the end of turn 1" in window.decision_panel.who_label.text()
    after_stop = table.step
    qtbot.mouseClick(window.replay_button("forwardAction"), Qt.MouseButton.LeftButton)
    assert table.stopped is None and table.step == after_stop
    assert table.position().turn == 2 and "Turn 2" in window.summary_label.text()
    shown = window.summary_label.text(), window.decision_panel.who_label.text()
    window.seek(0)
    window.seek(after_stop)
    assert (window.summary_label.text(), window.decision_panel.who_label.text()) == shown
