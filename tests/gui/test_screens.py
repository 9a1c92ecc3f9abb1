"""Focused tests of the event screens: models, keyboard entry, assistants, clock, errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tourney.errors import ValidationError
from tourney.gui import errors as gui_errors
from tourney.gui.clock_window import clock_text
from tourney.gui.main_window import MainWindow
from tourney.gui.round_models import (
    ClockTableModel,
    DeckCheckTableModel,
    DeckListTableModel,
    PairingsTableModel,
    PenaltyTableModel,
    StandingsTableModel,
)
from tourney.gui.rounds_tab import ResultEntry, parse_result_entry
from tourney.gui.sample_deck import SAMPLE_DECK as PINKIE
from tourney.gui.table_models import PlayerTableModel
from tourney.services import clock, deck_checks, decklists, penalties, rounds
from tourney.services.deck_check_cards import presented_from_differences
from tourney.services.standings import current_standings

from .conftest import (
    SampleEvent,
    open_boxes,
    open_event_window,
    play_round,
    publish_next_round,
)


@pytest.fixture
def window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    return open_event_window(qtbot, sample, settings)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12 a", ResultEntry(12, "a", None)),
        ("3 B", ResultEntry(3, "b", None)),
        ("7 d", ResultEntry(7, "draw", None)),
        ("7 x", ResultEntry(7, "double_loss", None)),
        ("7 double loss", ResultEntry(7, "double_loss", None)),
        ("  5   2-1 ", ResultEntry(5, None, (2, 1, 0))),
        ("5:1-1-1", ResultEntry(5, None, (1, 1, 1))),
    ],
)
def test_result_line_is_understood(text: str, expected: ResultEntry) -> None:
    assert parse_result_entry(text) == expected


@pytest.mark.parametrize("text", ["a 12", "12", "12 q", "12 a b", "12 2-x"])
def test_a_bad_result_line_says_what_to_type(text: str) -> None:
    with pytest.raises(ValidationError):
        parse_result_entry(text)


def test_every_model_passes_the_model_tester(qtmodeltester, sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        decklists.register_deck_list(s, sample.event_id, sample.players[0], PINKIE)
    play_round(sample)
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        pairings = rounds.round_pairings(s, round_id)
        match = next(m for m in pairings.matches if sample.players[0] in (m.player_a_id, m.player_b_id))
        deck_checks.record_deck_check(s, deck_checks.check_match(s, match.id)[0].id,
                                      duration_seconds=240)
        penalties.issue_penalty(s, sample.event_id, sample.players[2], infraction_code="slow_play",
                                issued_by_person_id=sample.floor_judge)
        clock.start_clock(s, round_id)
        from tourney.services.gui_queries import deck_list_statuses
        from tourney.services.players import list_players

        table = current_standings(s, sample.event_id)
        pens = penalties.list_penalties(s, sample.event_id)
        checks = deck_checks.list_deck_checks(s, sample.event_id)
        statuses = deck_list_statuses(s, sample.event_id)
        roster = list_players(s, sample.event_id)
        view = clock.clock_view(s, round_id)
    from tourney.gui.round_models import DeckListLine

    models = []
    pairing_model = PairingsTableModel()
    pairing_model.highlight_missing = True
    pairing_model.set_rows(pairings.matches)
    models.append(pairing_model)
    standings_model = StandingsTableModel()
    standings_model.set_table(table)
    models.append(standings_model)
    for model_class, rows in (
        (PenaltyTableModel, pens),
        (DeckCheckTableModel, checks),
        (DeckListTableModel, [DeckListLine(p, statuses.get(p.registration_id)) for p in roster]),
        (ClockTableModel, list(view.matches)),
    ):
        model = model_class()
        model.set_rows(rows)
        assert model.rowCount() == len(rows) > 0
        models.append(model)
    players_model = PlayerTableModel()
    players_model.set_rows_and_decks(roster, {k: v.status for k, v in statuses.items()})
    models.append(players_model)
    for model in models:
        qtmodeltester.check(model, force_py=True)
    # standings columns follow the event's tiebreaker chain
    headers = [standings_model.headerData(i, Qt.Orientation.Horizontal)
               for i in range(standings_model.columnCount())]
    assert headers[:4] == ["Rank", "Player", "Points", "Record"]
    assert "OMW %" in headers
    omw = headers.index("OMW %")
    assert standings_model.headerData(omw, Qt.Orientation.Horizontal,
                                      Qt.ItemDataRole.ToolTipRole).startswith("Opponents' match-win %")


def test_typed_results_repaint_one_row_and_missing_ones_stay_highlighted(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    publish_next_round(sample)
    tab = window.event_page.rounds_tab
    tab.refresh()
    assert tab.current_round().state == "published"
    resets: list[int] = []
    changed: list[tuple[int, int]] = []
    tab.model.modelReset.connect(lambda: resets.append(1))
    tab.model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    matches = [m for m in tab.model.rows() if not m.is_bye]
    tables = len(matches)
    assert tab.missing_label.text().startswith(f"0 of {tables} results, {tables} missing")
    first = matches[0]
    qtbot.keyClicks(tab.result_edit, f"{first.table_number} a")
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)
    assert tab.result_edit.text() == ""  # ready for the next slip
    row = tab.model.row_of_match(first.id)
    assert resets == [] and changed == [(row, row)]
    shown = tab.model.rows()[row]
    assert shown.result == "a" and shown.player_a_points == first.player_a_points
    assert tab.model.data(tab.model.index(row, 0), Qt.ItemDataRole.BackgroundRole) is None
    other = tab.model.row_of_match(matches[1].id)
    assert tab.model.data(tab.model.index(other, 0), Qt.ItemDataRole.BackgroundRole) is not None
    assert tab.missing_label.text().startswith(f"1 of {tables} results, {tables - 1} missing")
    assert f"Table {first.table_number}" in tab.status_label.text()

    # a table that is not there, a result twice, and nonsense: a clear message each under the
    # line (no box to take the next keys), the typed text kept selected, nothing saved
    for text, message in ((f"{first.table_number} b", "already has a result"),
                          ("99 a", "no table 99"), ("nonsense", "table number and a result")):
        tab.result_edit.setText(text)
        qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)
        assert not open_boxes(window)
        assert message in tab.refusal_label.text() and not tab.refusal_label.isHidden()
        assert tab.result_edit.selectedText() == text
    assert tab.model.rows()[row].result == "a"


def test_standings_follow_a_result_once_and_explain_tiebreakers(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    play_round(sample)
    publish_next_round(sample)
    page = window.event_page
    page.show_tab(page.standings_tab)
    page.rounds_tab.refresh()
    before = page.standings_tab.computations
    match = next(m for m in page.rounds_tab.model.rows() if not m.is_bye)
    page.rounds_tab.result_edit.setText(f"{match.table_number} a")
    page.rounds_tab.enter_typed_result()
    assert page.standings_tab.computations == before + 1
    winner = next(r for r in page.standings_tab.model.rows() if r.player_id == match.player_a_id)
    assert winner.match_points == match.player_a_points + 3
    # the kept-and-patched inputs rank exactly as a full read of the database does
    with sample.db.transaction() as s:
        full = current_standings(s, sample.event_id)
    shown = page.standings_tab.model.rows()
    assert [(r.player_id, r.rank, r.match_points, [t.value for t in r.tiebreakers])
            for r in shown] == [
        (r.player_id, r.rank, r.match_points, [t.value for t in r.tiebreakers]) for r in full.rows
    ]
    page.standings_tab.select_player(winner.player_id)
    text = page.standings_tab.explanation.toPlainText()
    assert text.startswith(winner.name) and "Opponents' match-win %" in text


def test_penalty_assistant_shows_the_rules_and_refuses_what_they_refuse(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    tab = window.event_page.penalties_tab
    dialog = tab.issue_penalty()
    assert dialog is not None
    dialog.select_player(sample.players[0])
    dialog.select_infraction("drawing_extra_cards")
    assert "Game Loss" in dialog.decision_label.text()
    # a floor judge may not upgrade; the head judge may, with a reason
    dialog.judge_combo.setCurrentIndex(dialog.judge_combo.findData(sample.floor_judge))
    dialog.penalty_combo.setCurrentIndex(dialog.penalty_combo.findData("disqualification"))
    assert "Refused" in dialog.decision_label.text() and not dialog.ok_button.isEnabled()
    dialog.judge_combo.setCurrentIndex(dialog.judge_combo.findData(sample.head_judge))
    assert "give a reason" in dialog.decision_label.text()
    qtbot.keyClicks(dialog.reason_edit, "intent")
    assert "Will record: <b>Disqualification" in dialog.decision_label.text()
    dialog.penalty_combo.setCurrentIndex(0)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert [r.penalty_label for r in tab.model.rows()] == ["Game Loss"]
    again = tab.issue_penalty()
    assert again is not None
    again.select_player(sample.players[0])
    assert again.history_list.item(0).text() == "Drawing extra cards — Game Loss"  # no internal number
    again.reject()

    # the head judge lowers it to a warning, then withdraws it on appeal
    issued = tab.model.rows()[0]
    tab.select_penalty(issued.id)
    review = tab.review_selected()
    assert review is not None and review.windowTitle() == f"Game Loss for {issued.player_name}"
    review.decision_combo.setCurrentIndex(review.decision_combo.findData("game_warning"))
    qtbot.mouseClick(review.ok_button, Qt.MouseButton.LeftButton)  # no reason: refused
    boxes = open_boxes(window)
    assert review.isVisible() and len(boxes) == 1
    boxes[0].close()
    qtbot.keyClicks(review.reason_edit, "the extra card was revealed at once")
    qtbot.mouseClick(review.ok_button, Qt.MouseButton.LeftButton)
    assert not review.isVisible()
    assert [r.penalty_label for r in tab.model.rows()] == ["Game Warning"]
    tab.select_penalty(issued.id)
    review = tab.review_selected()
    assert review is not None
    qtbot.keyClicks(review.reason_edit, "appeal upheld")
    qtbot.mouseClick(review.ok_button, Qt.MouseButton.LeftButton)
    assert tab.model.rows()[0].withdrawn_at is not None
    assert tab.model.data(tab.model.index(0, 0), Qt.ItemDataRole.ForegroundRole) is not None


def test_deck_list_dropped_on_a_player_is_checked_and_cited(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent, tmp_path: Path
) -> None:
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    wrong = tmp_path / "typo.txt"
    wrong.write_text(PINKIE.replace("Rubber Chicken", "Rubber Chiken"), encoding="utf-8")
    tab.view.resizeRowsToContents()
    target = next(i for i, r in enumerate(tab.model.rows()) if r.player.name == "Player 03")
    proxy_row = tab.proxy.mapFromSource(tab.model.index(target, 0)).row()
    point = tab.view.visualRect(tab.proxy.index(proxy_row, 0)).center()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(wrong))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    viewport = tab.view.viewport()
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, QDragMoveEvent(point, Qt.DropAction.CopyAction, mime,
                                                    buttons, keys))
    QApplication.sendEvent(viewport, QDropEvent(QPointF(point), Qt.DropAction.CopyAction, mime,
                                                buttons, keys))
    line = next(r for r in tab.model.rows() if r.player.name == "Player 03")
    assert not [b.text() for b in open_boxes(window)], point
    assert line.deck is not None and line.deck.status == "incorrect"
    details = tab.details.toPlainText()
    assert "Game Warning" in details and "Rubber Chicken" in details and "[Floor Rules" in details
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(sample.head_judge))
    issue = tab.issue_proposed_penalty()
    assert issue is not None
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    assert not issue.isVisible()
    assert [r.infraction_name for r in window.event_page.penalties_tab.model.rows()] == [
        "Incorrect deck list"
    ]
    # the registration form, filled in from the list, through the save dialog
    tab.printer.open_after_saving = False
    dialog = tab.print_form()
    assert dialog is not None
    target = tmp_path / "form.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    text = "\n".join(p.extract_text() for p in PdfReader(str(target)).pages)
    assert "Player 03" in text and "Pinkie Pie, Party Animal" in text


def test_deck_check_differences_propose_a_penalty(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    with sample.db.transaction() as s:
        stored = decklists.register_deck_list(s, sample.event_id, sample.players[0], PINKIE)
    cards = [dict(c) for c in stored.cards]
    with pytest.raises(ValidationError, match="-1 Card name"):
        presented_from_differences("one more", cards)
    assert presented_from_differences("  \n", cards) is None
    name = cards[-1]["name"]
    presented = presented_from_differences(f"-1 {name}", cards)
    assert presented is not None and presented[-1]["qty"] == cards[-1]["qty"] - 1

    round_id = publish_next_round(sample)
    tab = window.event_page.deck_checks_tab
    assert tab.pick_random()
    assert len(tab.model.rows()) == 1  # the one deck of the match with a list to check against
    with sample.db.transaction() as s:
        table = next(m.table_number for m in rounds.round_pairings(s, round_id).matches
                     if sample.players[0] in (m.player_a_id, m.player_b_id))
    if not any(r.registration_id == sample.players[0] for r in tab.model.rows()):
        assert tab.check_table(table)
    mine = next(r for r in tab.model.rows() if r.registration_id == sample.players[0])
    tab.select_check(mine.id)
    assert tab.start_button.isEnabled()
    dialog = tab.record_selected()
    assert dialog is not None
    dialog.differences_edit.setPlainText(f"-1 {name}")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not open_boxes(window)
    row = next(r for r in tab.model.rows() if r.id == mine.id)
    assert row.proposed_penalty == "game_loss" and f"-1 {name}" in tab.model.data(
        tab.model.index(tab.model.rows().index(row), 5))
    tab.select_check(mine.id)
    assert tab.penalty_button.isEnabled()
    assert tab.issue_proposed_penalty()
    assert "Game Loss" in [r.penalty_label for r in window.event_page.penalties_tab.model.rows()]
    issued = next(r for r in tab.model.rows() if r.id == mine.id)
    assert tab.model.data(tab.model.index(tab.model.rows().index(issued), 7)) == "Game Loss"  # Issued


def test_round_clock_window_counts_down_and_extends(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    assert clock_text(35 * 60) == "35:00" and clock_text(-5) == "−00:05"
    assert clock_text(2 * 3600) == "2:00:00" and clock_text(None) == "untimed"
    publish_next_round(sample)
    page = window.event_page
    page.rounds_tab.refresh()
    clock_window = page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    assert clock_window.state_label.text() == "not started"
    assert clock_window.time_label.text() == "35:00"
    assert clock_window.start()
    assert clock_window.state_label.text().startswith("running")
    table = clock_window.view_data.matches[0].table_number
    assert clock_window.extend(table, 180, "judge call")
    assert [m.extension_seconds for m in clock_window.model.rows()] == [180]
    # between readings the window counts down by itself; the regular reading runs off-thread
    first = clock_window.view_data
    clock_window._loaded_at -= 5
    clock_window._second()
    assert clock_window.view_data is first
    assert clock_window.time_label.text() == clock_text(first.remaining_seconds - 5)
    clock_window._loaded_at -= 60
    clock_window._second()
    assert window.context.tasks.wait()
    assert clock_window.view_data is not first
    assert not clock_window.call_time()  # early: asks first
    ask = clock_window.findChild(QMessageBox, "callTimeEarly")
    assert ask is not None and ask.isVisible()
    ask.button(QMessageBox.StandardButton.Yes).click()
    assert clock_window.state_label.text() == "time called"
    eom = clock_window.end_of_match()
    eom.table_spin.setValue(table)
    # table with an extension: its own time has not run out yet, so the procedure waits
    assert not eom.ok_button.isEnabled()
    assert "this table plays 2:5" in eom.clock_label.text()
    assert "3:00 extra time" in eom.clock_label.text()
    other = clock_window.view_data.matches[1].table_number
    eom.table_spin.setValue(other)
    assert eom.ok_button.isEnabled() and "Time was called at this table" in eom.clock_label.text()
    eom.points_a.setValue(10)
    eom.points_b.setValue(4)
    eom.record_check.setChecked(False)
    qtbot.mouseClick(eom.ok_button, Qt.MouseButton.LeftButton)
    assert eom.isVisible() and "(" in eom.advice.text()  # the next step, with its rule
    # the stage follows the steps: the one more turn, then the points decide and are recorded
    assert "one more turn" in eom.stage_label.text()
    qtbot.mouseClick(eom.ok_button, Qt.MouseButton.LeftButton)
    assert "points decide" in eom.stage_label.text()
    eom.record_check.setChecked(True)
    qtbot.mouseClick(eom.ok_button, Qt.MouseButton.LeftButton)
    assert "Recorded: Player" in eom.advice.text() and " won" in eom.advice.text()
    eom.reject()
    clock_window.close()
    decided = next(m for m in page.rounds_tab.model.rows() if m.table_number == other)
    assert decided.result == "a" and decided.result_source == "end_of_match"


def test_unexpected_error_in_background_work_opens_the_crash_dialog(
    qtbot: QtBot, window: MainWindow
) -> None:
    def broken(_session: object) -> None:
        raise RuntimeError("printer caught fire")

    window.context.run_in_background(window, broken, changes="printed", label="Printing…")
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    dialogs = [d for d in QApplication.topLevelWidgets()
               if isinstance(d, gui_errors.CrashDialog) and d.isVisible()]
    assert dialogs and "printer caught fire" in dialogs[-1].details
    for d in dialogs:
        d.close()


def test_print_menu_saves_through_a_file_dialog(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent, tmp_path: Path
) -> None:
    play_round(sample)
    page = window.event_page
    page.rounds_tab.refresh()
    page.printer.open_after_saving = False
    labels = [a.text() for a in page.print_menu.actions()]
    assert "Pairings by &table…" in labels
    page.print_menu.actions()[labels.index("Pairings by &table…")].trigger()
    dialog = page.printer.file_dialog
    assert dialog is not None and dialog.isVisible()
    target = tmp_path / "tables.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    assert target.read_bytes().startswith(b"%PDF")
    assert window.statusBar().currentMessage() == f"Saved to {target}"


def test_a_swap_into_a_rematch_is_warned_and_highlighted(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    round_one = play_round(sample)
    with sample.db.transaction() as s:
        first = next(m for m in rounds.round_pairings(s, round_one).matches if not m.is_bye)
        rounds.pair_round(s, sample.event_id)
    p, q = first.player_a_id, first.player_b_id
    tab = window.event_page.rounds_tab
    tab.refresh()
    assert tab.current_round().state == "draft"
    table_of_p = next(m for m in tab.model.rows() if p in (m.player_a_id, m.player_b_id))
    partner = table_of_p.player_b_id if table_of_p.player_a_id == p else table_of_p.player_a_id
    assert partner is not None and partner != q
    dialog = tab.swap_players()
    assert dialog is not None
    dialog.first_combo.setCurrentIndex(dialog.first_combo.findData(partner))
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(q))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not open_boxes(window)
    rematch = next(m for m in tab.model.rows() if p in (m.player_a_id, m.player_b_id))
    assert {rematch.player_a_id, rematch.player_b_id} == {p, q}
    assert "rematch" in tab.warnings_label.text().casefold()
    row = tab.model.row_of_match(rematch.id)
    assert tab.model.data(tab.model.index(row, 1), Qt.ItemDataRole.BackgroundRole) is not None
    assert tab.publish()  # a rematch is a warning, not a refusal


def test_csv_preview_lists_each_line_and_imports_only_a_clean_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    tab = window.event_page.players_tab
    page = window.event_page
    page.show_tab(tab)
    bad = tmp_path / "bad.csv"
    bad.write_text("name,player_number\nNew Pony,900\nPlayer 01\nOther,101\n,5\n", encoding="utf-8")
    dialog = tab.preview_csv_file(str(bad))
    assert dialog is not None
    problems = {line.line: line.problem for line in dialog.lines}
    assert problems[2] == ""
    assert "Player 01" in problems[3] and "101" in problems[4] and problems[5]
    assert not dialog.import_button.isEnabled() and "3 lines with problems" in dialog.summary.text()
    dialog.reject()
    good = tmp_path / "good.csv"
    good.write_text("New Pony,900\nSecond Pony,901\n", encoding="utf-8")
    before = tab.model.rowCount()
    dialog = tab.preview_csv_file(str(good))
    assert dialog is not None and dialog.import_button.isEnabled()
    dialog.import_button.click()
    assert window.context.tasks.wait()
    assert tab.model.rowCount() == before + 2


def test_deck_list_dropped_on_the_players_table(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent, tmp_path: Path
) -> None:
    tab = window.event_page.players_tab
    window.event_page.show_tab(tab)
    deck = tmp_path / "deck.txt"
    deck.write_text(PINKIE, encoding="utf-8")
    target = next(i for i, r in enumerate(tab.model.rows()) if r.name == "Player 05")
    point = tab.view.visualRect(tab.proxy.mapFromSource(tab.model.index(target, 0))).center()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(deck))])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    viewport = tab.view.viewport()
    enter = QDragEnterEvent(point, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, QDropEvent(QPointF(point), Qt.DropAction.CopyAction, mime,
                                                buttons, keys))
    assert not open_boxes(window)
    column = [tab.model.headerData(c, Qt.Orientation.Horizontal)
              for c in range(tab.model.columnCount())].index("Deck list")
    row = next(i for i, r in enumerate(tab.model.rows()) if r.name == "Player 05")
    assert tab.model.data(tab.model.index(row, column)) == "legal"
