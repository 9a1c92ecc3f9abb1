"""Issue 19, defect 8: the end-of-match assistant names the players, shows all of its
explanation, follows the clock and stays with the table it was opened for.

The assistant is reached as a judge reaches it: from the round clock's window
or the Rounds tab.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, make_event, open_event_window, open_window, play_round
from tourney.db.database import open_database
from tourney.gui.clock_window import ClockWindow
from tourney.gui.main_window import MainWindow
from tourney.policy.end_of_match import Stage
from tourney.services import audit, clock, end_of_match, events, players, rounds, staff, topcut
from tourney.services.rounds import MatchRow

STAGE_WORDS = {
    Stage.CURRENT_TURN: "finishing the turn in progress when time was called",
    Stage.ADDITIONAL_TURN: "one more turn for the player who did not go first",
}


def _published(sample: SampleEvent) -> tuple[int, list[MatchRow]]:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        clock.start_clock(s, data.round.id)
    return data.round.id, [m for m in data.matches if not m.is_bye]


def _window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    window = open_event_window(qtbot, sample, settings)
    return window


def _assistant(qtbot: QtBot, window: MainWindow, match: MatchRow):  # type: ignore[no-untyped-def]
    """The clock window's End of match… for a table, as a judge opens it."""
    clock_window = window.event_page.open_clock()
    assert isinstance(clock_window, ClockWindow)
    qtbot.addWidget(clock_window)
    dialog = clock_window.end_of_match()
    dialog.table_spin.setValue(match.table_number)
    return dialog


def test_opened_from_a_table_it_shows_that_table_and_names_its_players(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    _round_id, matches = _published(sample)
    window = _window(qtbot, sample, settings)
    page = window.event_page
    chosen = matches[2]
    # from the Rounds tab: the selected table
    page.show_tab(page.rounds_tab)
    page.rounds_tab.select_match(chosen.id)
    assert page.rounds_tab.eom_button.isEnabled()
    qtbot.mouseClick(page.rounds_tab.eom_button, Qt.MouseButton.LeftButton)
    dialog = page.rounds_tab.eom_dialog
    assert dialog is not None and dialog.isVisible()
    a, b = chosen.player_a_name, chosen.player_b_name
    assert dialog.table_spin.value() == chosen.table_number
    assert dialog.heading.text() == (
        f"Table {chosen.table_number} of round 1: {a} (A) against {b} (B)"
    )
    assert [dialog.first_combo.itemText(i) for i in range(2)] == [a, b]
    assert [dialog.turn_combo.itemText(i) for i in range(2)] == [a, b]
    assert dialog.points_a_label.text() == f"Points of {a}:"
    dialog.reject()
    # from the clock window: the table chosen in its list
    clock_window = page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    clock_window.extended_only = False
    clock_window.tick()
    row = next(i for i, r in enumerate(clock_window.model.rows()) if r.match_id == matches[1].id)
    clock_window.table.selectRow(row)
    qtbot.mouseClick(clock_window.eom_button, Qt.MouseButton.LeftButton)
    assert clock_window.dialog is not None
    assert clock_window.dialog.table_spin.value() == matches[1].table_number
    assert matches[1].player_a_name in clock_window.dialog.heading.text()
    clock_window.dialog.reject()
    clock_window.close()


def test_it_follows_the_clock_and_moves_through_the_stages_by_itself(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    round_id, matches = _published(sample)
    window = _window(qtbot, sample, settings)
    match = matches[1]
    a, b = match.player_a_name, match.player_b_name
    dialog = _assistant(qtbot, window, match)
    # nobody picks a stage: there is no stage to pick
    assert not [c for c in dialog.findChildren(QComboBox)
                if any(c.itemData(i) in {s.value for s in Stage} for i in range(c.count()))]
    # before time is called the assistant waits, and says why
    assert not dialog.ok_button.isEnabled()
    assert dialog.clock_label.text().startswith("Time has not been called for round 1 yet (")
    assert "not started" in dialog.stage_label.text()
    # the clock window calls time: the assistant follows, without being touched
    window.context.run(window, lambda s: clock.call_time(s, round_id, early=True), changes="clock")
    assert dialog.ok_button.isEnabled()
    assert dialog.clock_label.text().startswith("Time was called at this table ")
    assert dialog.stage_label.text() == f"Stage: {STAGE_WORDS[Stage.CURRENT_TURN]}."
    dialog.first_combo.setCurrentIndex(0)
    dialog.turn_combo.setCurrentIndex(0)
    dialog.points_a.setValue(4)
    dialog.points_b.setValue(5)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.advice.text().startswith(
        f"{a} completes the current turn; then {b} takes one more turn."
    )
    # the points are asked for after the current turn alone: the extra turn is the next step
    assert dialog.advice.text().endswith(
        f"Once {a}'s current turn is over, enter the points and press Next step."
    )
    # the next stage and whose turn it is follow from the step
    assert dialog.stage_label.text() == f"Stage: {STAGE_WORDS[Stage.ADDITIONAL_TURN]}."
    assert dialog.turn_combo.currentText() == b
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.advice.text().startswith(f"{b} takes one more turn; then points decide.")
    assert dialog.advice.text().endswith(
        f"Once {b}'s extra turn is over, enter the points and press Next step."
    )
    assert "points decide" in dialog.stage_label.text()
    dialog.points_b.setValue(7)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert f"{b} has more points (4–7); {b} wins the match." in dialog.advice.text()
    assert f"Recorded: {b} won." in dialog.advice.text()
    assert not dialog.ok_button.isEnabled()  # the match is over
    assert not [box for box in dialog.findChildren(QMessageBox) if box.isVisible()]
    with sample.db.reading() as s:
        assert rounds.require_match(s, match.id)[0].result == "b"


def test_a_table_with_extra_time_waits_for_its_own_time(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    round_id, matches = _published(sample)
    with sample.db.transaction() as s:
        clock.extend_match(s, matches[0].id, 120, reason="deck check")
        clock.call_time(s, round_id, early=True)
    window = _window(qtbot, sample, settings)
    dialog = _assistant(qtbot, window, matches[0])
    assert not dialog.ok_button.isEnabled()
    assert "this table plays 1:5" in dialog.clock_label.text()
    assert "(this table has 2:00 extra time)" in dialog.clock_label.text()
    # its extra time runs out while the assistant is open: the procedure can start
    assert dialog.procedure is not None and dialog.procedure.seconds_to_call is not None
    dialog._read_at -= dialog.procedure.seconds_to_call + 1
    sample.db.clock.now += timedelta(seconds=130)  # type: ignore[attr-defined]
    dialog._second()
    assert dialog.ok_button.isEnabled() and "Time was called at this table" in dialog.clock_label.text()


def test_the_explanation_is_never_cut_off(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    round_id, matches = _published(sample)
    with sample.db.transaction() as s:
        clock.call_time(s, round_id, early=True)
    window = _window(qtbot, sample, settings)
    dialog = _assistant(qtbot, window, matches[0])
    qtbot.waitExposed(dialog)
    height_before = dialog.height()
    dialog.record_check.setChecked(False)
    dialog.turn_combo.setCurrentIndex(1)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    advice = dialog.advice
    assert advice.isVisible() and advice.wordWrap()
    # every line of the explanation fits: the label is as tall as its text needs at its width
    assert advice.height() >= advice.heightForWidth(advice.width())
    assert advice.geometry().bottom() <= dialog.height()
    assert dialog.height() > height_before


def test_an_elimination_match_after_a_drawn_game_starts_at_the_extra_game(qtbot: QtBot) -> None:
    sample = make_event(4, swiss_rounds=1)
    play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        data = topcut.pair_next_elimination_round(s, sample.event_id)
        assert data is not None
        rounds.publish_round(s, data.round.id)
        clock.start_clock(s, data.round.id)
        view = clock.call_time(s, data.round.id, early=True)
        match = data.matches[0]
        # the procedure's drawn game is recorded; the match goes on to the extra game
        outcome = end_of_match.run_end_of_match(
            s, match.id, first_player="a", turn_player="b", points_a=3, points_b=3,
            stage="decide", record=True, now=view.now + timedelta(seconds=1),
        )
        assert outcome.next_stage is Stage.EXTRA_GAME
    with sample.db.reading() as s:
        procedure = end_of_match.match_procedure(s, match.id)  # the stage comes from the games
    assert procedure.stage is Stage.EXTRA_GAME and procedure.names == (
        match.player_a_name, match.player_b_name
    )
    sample.db.close()


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click the box where its tick is (a box spanning the dialog's width is no button at its middle)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def test_the_head_judge_switches_the_five_minute_limit_in_the_assistant(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """The limit was only reachable as `tourney eom cap`: the assistant switches it for the
    event, the head judge named, through the same service (audited), and its clock counts it."""
    round_id, matches = _published(sample)
    with sample.db.transaction() as s:
        clock.call_time(s, round_id, early=True)
    window = _window(qtbot, sample, settings)
    dialog = _assistant(qtbot, window, matches[0])
    assert dialog.cap_check.text() == "&Limit the procedure to 5 minutes"
    assert not dialog.cap_check.isChecked() and dialog.cap_check.isEnabled()
    # only the head judge may: the floor judge is not offered
    assert [dialog.cap_judge.itemText(i) for i in range(dialog.cap_judge.count())] == ["Hana Head"]
    assert "limit" not in dialog.clock_label.text()
    _tick(qtbot, dialog.cap_check)
    with sample.db.reading() as s:
        assert end_of_match.end_of_match_cap(s, sample.event_id) == 300
        assert len(audit.list_entries(s, event_id=sample.event_id,
                                      action_prefix="event.end_of_match_cap")) == 1
    assert dialog.cap_check.isChecked()
    assert "The head judge's 5-minute limit ends in " in dialog.clock_label.text()
    # another table's assistant shows the event's limit too
    other = _assistant(qtbot, window, matches[1])
    assert other.cap_check.isChecked()
    _tick(qtbot, other.cap_check)
    with sample.db.reading() as s:
        assert end_of_match.end_of_match_cap(s, sample.event_id) is None
    assert not other.cap_check.isChecked()
    assert not [box for box in dialog.findChildren(QMessageBox) if box.isVisible()]


def test_without_a_head_judge_the_limit_cannot_be_switched(qtbot: QtBot, settings: QSettings) -> None:
    sample = make_event(4)
    with sample.db.transaction() as s:
        for head in staff.head_judges(s, sample.event_id):
            staff.remove_staff(s, head.assignment_id)
    _round_id, matches = _published(sample)
    window = _window(qtbot, sample, settings)
    dialog = _assistant(qtbot, window, matches[0])
    assert not dialog.cap_check.isEnabled() and dialog.cap_judge.count() == 0
    assert "add one on the Staff tab" in dialog.cap_check.toolTip()
    sample.db.close()



def test_a_head_judge_added_or_replaced_elsewhere_is_offered_while_the_assistant_is_open(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    """The assistant read the event's head judges once, when it opened: one added on the Staff
    tab (in another window, or at another station) left its box greyed, and one replaced left the
    old name offered, whose limit was then refused. It reads them again with the match."""
    path = str(tmp_path / "event.sqlite3")
    judge_table = open_database(path, station="Judge table", actor="Ben")
    front_desk = open_database(path, station="Front desk", actor="Ann")
    with judge_table.transaction() as s:
        event_id = events.create_event(s, name="Ponyville Open", start_date=date(2026, 6, 6),
                                       rng_seed=7, swiss_rounds=4).id
        for i in range(1, 5):
            players.register_player(s, event_id, f"Player {i:02d}", player_number=f"{100 + i}")
    round_id, matches = _published(SampleEvent(judge_table, event_id, [], 0, 0))
    with judge_table.transaction() as s:
        clock.call_time(s, round_id, early=True)
    window = open_window(qtbot, judge_table, settings)
    window.open_event(event_id)
    dialog = _assistant(qtbot, window, matches[0])
    assert not dialog.cap_check.isEnabled() and dialog.cap_judge.count() == 0

    def heads_offered() -> list[str]:
        return [dialog.cap_judge.itemText(i) for i in range(dialog.cap_judge.count())]

    # in another window of this station (the Staff tab's Add staff…)
    window.context.run(None, lambda s: staff.assign_staff(s, event_id, role="head_judge", name="Hana Head"),
                       changes="staff")
    qtbot.waitUntil(lambda: heads_offered() == ["Hana Head"])
    assert dialog.cap_check.isEnabled()
    with front_desk.transaction() as s:  # at another station
        for head in staff.head_judges(s, event_id):
            staff.remove_staff(s, head.assignment_id)
        staff.assign_staff(s, event_id, role="head_judge", name="Holly Head")
    qtbot.waitUntil(lambda: heads_offered() == ["Holly Head"])
    _tick(qtbot, dialog.cap_check)
    assert not [box for box in dialog.findChildren(QMessageBox) if box.isVisible()]
    with judge_table.reading() as s:
        assert end_of_match.end_of_match_cap(s, event_id) == 300
    assert dialog.cap_check.isChecked()
    window.close()
    front_desk.close()
    judge_table.close()
