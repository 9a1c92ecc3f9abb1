"""Correct result… shows the result it is about to replace, winner first, as the slip reads."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tourney.services import audit, clock, end_of_match, results, rounds

from .conftest import (
    SampleEvent,
    make_event,
    open_boxes,
    open_event_window,
    play_round,
    publish_next_round,
    publish_semifinals,
    rounds_tab_at,
    tier3_semifinals,
)


def test_the_dialog_says_what_the_result_is_now(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        first, second = [m for m in data.matches if not m.is_bye][:2]
        results.enter_result(s, first.id, "b", score=(0, 1, 0))
        results.enter_result(s, second.id, "draw")
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)

    tab.select_match(first.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    a, b = first.player_a_name, first.player_b_name
    assert dialog.current_label.text() == f"Now: {b} 1–0 {a}"
    # corrected to a win for A: the next correction shows it
    qtbot.keyClicks(dialog.result_edit, "a")
    qtbot.keyClicks(dialog.reason_edit, "slip misread")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    tab.select_match(first.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == f"Now: {a} 1–0 {b}"
    dialog.reject()

    tab.select_match(second.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == (
        f"Now: {second.player_a_name} drew with {second.player_b_name}"
    )
    dialog.reject()


def test_a_game_score_is_offered_only_where_matches_have_more_than_one_game(
    qtbot: QtBot, settings: QSettings
) -> None:
    """A Tier 3 event: Swiss matches are one game, where "2-1" is refused; its elimination
    matches are best two of three, where the game score is what is typed."""
    sample, data = tier3_semifinals()
    semifinal = next(m for m in data.matches if not m.is_bye)
    with sample.db.transaction() as s:
        results.enter_result(s, semifinal.id, "a", score=(2, 1, 0))
    window = open_event_window(qtbot, sample, settings)
    tab = rounds_tab_at(window, 4)
    assert "12 2-1" in tab.result_edit.placeholderText()
    tab.select_match(semifinal.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert "2-1" in dialog.result_edit.placeholderText()
    dialog.reject()

    rounds_tab_at(window, 1)
    assert "2-1" not in tab.result_edit.placeholderText()
    assert "12 x (double loss)" in tab.result_edit.placeholderText()
    swiss = next(row for row in tab.model.rows() if not row.is_bye)
    tab.select_match(swiss.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.result_edit.placeholderText() == "a, b, d or x"
    dialog.reject()


def _correct(qtbot: QtBot, tab, match_id: int, letter: str) -> None:  # type: ignore[no-untyped-def]
    tab.select_match(match_id)
    dialog = tab.correct_selected()
    assert dialog is not None
    qtbot.keyClicks(dialog.result_edit, letter)
    qtbot.keyClicks(dialog.reason_edit, "slip misread")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def test_a_correction_under_a_round_without_results_offers_to_pair_it_again(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """Round 3 paired (published, no result yet), then a round-2 result corrected: the window
    says round 3 was paired on the old standings and offers to pair it again; the offer
    pairs it again (a draft again, with its pairings made anew)."""
    play_round(sample)
    second = play_round(sample)
    third = publish_next_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.refresh(select_number=2)
    match = next(m for m in tab.model.rows() if not m.is_bye)
    assert tab.current_round().id == second
    _correct(qtbot, tab, match.id, "b")
    [box] = open_boxes(window)
    assert box.objectName() == "confirmPairAgainAfterCorrection"
    assert "Round 3 was paired on the standings before this correction" in box.text()
    assert "Round 3 has no results yet: pair it again" in box.text()
    assert "published tables" in box.informativeText()
    again = next(b for b in box.findChildren(QPushButton) if b.text() == "Pair round 3 again")
    again.click()
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    with sample.db.transaction() as s:
        [row] = [r for r in rounds.list_rounds(s, sample.event_id) if r.number == 3]
        assert row.id == third and row.state == "draft"
        actions = [e.action for e in audit.list_entries(s, event_id=sample.event_id)]
    assert actions[-1] == "round.repair"
    assert tab.current_round().number == 3


def test_a_correction_under_a_round_with_results_says_its_pairings_stay(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    first = play_round(sample)
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.refresh(select_number=1)
    assert tab.current_round().id == first
    match = next(m for m in tab.model.rows() if not m.is_bye)
    _correct(qtbot, tab, match.id, "b")
    [box] = open_boxes(window)
    assert box.objectName() != "confirmPairAgainAfterCorrection"
    assert "Round 2 already has results, so the pairings stay as they are." in box.text()
    box.close()


def test_correcting_a_semifinal_decided_by_a_replayed_drawn_game_keeps_the_drawn_game(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The end-of-match procedure recorded a drawn semifinal game (9 points each) and player B's
    replay win; the dialog says the drawn game stays, and the correction to player A keeps it."""
    sample = make_event(8, swiss_rounds=1)
    play_round(sample)
    semifinal = next(m for m in publish_semifinals(sample).matches if not m.is_bye)
    with sample.db.transaction() as s:
        clock.start_clock(s, semifinal.round_id)
        clock.call_time(s, semifinal.round_id, early=True)
    with sample.db.transaction() as s:
        end_of_match.run_end_of_match(s, semifinal.id, first_player="a", turn_player="b",
                                      stage="decide", points_a=9, points_b=9, record=True)
        end_of_match.run_end_of_match(s, semifinal.id, first_player="a", turn_player="a",
                                      stage="extra_game", points_a=0, points_b=1, record=True)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.refresh(select_number=2)
    a, b = semifinal.player_a_name, semifinal.player_b_name
    tab.select_match(semifinal.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == f"Now: {b} 1–0–1 {a}"
    assert dialog.kept_label.isVisibleTo(dialog)
    assert dialog.kept_label.text().startswith("The drawn game stays recorded, with its points")
    dialog.reject()

    _correct(qtbot, tab, semifinal.id, "a")
    with sample.db.transaction() as s:
        games = results.games_of(s, semifinal.id)
    assert [(g.is_draw, g.points_a, g.points_b) for g in games] == [(True, 9, 9), (False, None, None)]
    assert games[1].winner_id == semifinal.player_a_id
    tab.select_match(semifinal.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert dialog.current_label.text() == f"Now: {a} 1–0–1 {b}"
    dialog.reject()


def test_the_dialog_mentions_no_drawn_game_where_there_is_none(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    match = next(m for m in tab.model.rows() if not m.is_bye)
    tab.select_match(match.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    assert not dialog.kept_label.isVisibleTo(dialog) and dialog.kept_label.text() == ""
    dialog.reject()
