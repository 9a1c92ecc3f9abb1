"""A deck check's time reads the same on the tab and in its Correct dialog, and a correction
that leaves the time alone keeps it to the second."""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.deck_checks_tab import RecordDeckCheckDialog
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import deck_checks, decklists, rounds

from .conftest import SampleEvent, open_event_window, publish_next_round


def _checked_for_eight_seconds(sample: SampleEvent) -> int:
    """A check started at the table and recorded 8 seconds later; its id."""
    with sample.db.transaction() as s:
        decklists.register_deck_list(s, sample.event_id, sample.players[0], SAMPLE_DECK)
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        match = next(m for m in rounds.round_pairings(s, round_id).matches
                     if sample.players[0] in (m.player_a_id, m.player_b_id))
        check = deck_checks.check_match(s, match.id)[0]
        started = deck_checks.start_deck_check(s, check.id).started_at
        deck_checks.record_deck_check(s, check.id, now=started + timedelta(seconds=8))
        return check.id


def test_a_correction_shows_and_keeps_the_time_the_tab_shows(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    check_id = _checked_for_eight_seconds(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    tab.select_check(check_id)
    shown = [tab.model.index(0, c).data() for c in range(tab.model.columnCount())]
    assert "0:08" in shown, shown

    correct = tab.correct_selected()
    assert isinstance(correct, RecordDeckCheckDialog) and correct.correcting
    assert correct.took_spin.text() == "0:08"
    qtbot.keyClicks(correct.notes_edit, "sleeves re-checked")
    qtbot.keyClicks(correct.reason_edit, "note added")
    qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
    fixed = next(r for r in tab.model.rows() if r.id == check_id)
    assert fixed.duration_seconds == 8

    # the organizer types a time: as the tab shows it, or whole minutes
    for typed, seconds in (("4:30", 270), ("3", 180)):
        tab.select_check(check_id)
        correct = tab.correct_selected()
        assert isinstance(correct, RecordDeckCheckDialog)
        correct.took_spin.lineEdit().selectAll()
        qtbot.keyClicks(correct.took_spin.lineEdit(), typed)
        qtbot.keyClicks(correct.reason_edit, "timed again")
        qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
        fixed = next(r for r in tab.model.rows() if r.id == check_id)
        assert fixed.duration_seconds == seconds, typed
