"""The window's part of issue 19's people defects: drops, same-named players, corrections, CSV."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.db.database import Database, open_memory_database
from tourney.gui.dialogs import PlayerDialog
from tourney.gui.history_tab import HistoryTab
from tourney.gui.main_window import MainWindow
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.gui.table_models import ROW_ROLE
from tourney.services import (
    audit,
    deck_checks,
    decklists,
    events,
    penalties,
    players,
    results,
    rounds,
    staff,
)

from .conftest import (
    SampleEvent,
    TickClock,
    open_boxes,
    open_event_window,
    open_window,
    play_round,
    publish_next_round,
)


@pytest.fixture
def window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    return open_event_window(qtbot, sample, settings)


def test_drop_in_the_players_tab_concedes_the_open_match(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    """Players tab → Drop during a published round: the match is conceded, the next round pairs."""
    play_round(sample)
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        data = rounds.round_pairings(s, round_id)
    # every table but one gets its result; the dropping player's table is left open
    open_match = next(m for m in data.matches if not m.is_bye)
    with sample.db.transaction() as s:
        for m in data.matches:
            if not m.is_bye and m.id != open_match.id:
                results.enter_result(s, m.id, "a")
    page = window.event_page
    tab = page.players_tab
    page.show_tab(tab)
    tab.select_player(open_match.player_b_id or 0)

    # asked first, in names; Cancel leaves the player in and the match open
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    [box] = open_boxes(window)
    assert f"{box.text()} {box.informativeText()}" == (
        f"Drop {open_match.player_b_name}? Their match at table {open_match.table_number} "
        f"is conceded to {open_match.player_a_name}."
    )
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert not open_boxes(window)
    with sample.db.transaction() as s:
        assert rounds.round_pairings(s, round_id).round.state == "published"
        assert next(m for m in rounds.round_pairings(s, round_id).matches
                    if m.id == open_match.id).result is None
        assert audit.list_entries(s, event_id=sample.event_id, action_prefix="player.drop") == []
    assert not next(r for r in tab.model.rows()
                    if r.registration_id == open_match.player_b_id).is_dropped

    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    [box] = open_boxes(window)
    drop = next(b for b in box.buttons() if b.text() == "Drop")
    qtbot.mouseClick(drop, Qt.MouseButton.LeftButton)
    assert not open_boxes(window)
    # "Octavia Melody: round 2 was already paired: the match is conceded" read as a riddle
    assert window.statusBar().currentMessage() == (
        f"{open_match.player_b_name}: dropped during round 2; the match is conceded"
    )
    # the dropped player stays selected, so a drop pressed on the wrong row is undone at once
    assert [r.registration_id for r in tab.selected_players()] == [open_match.player_b_id]
    assert tab.undrop_button.isEnabled()

    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    rounds_tab.refresh()
    shown = next(m for m in rounds_tab.model.rows() if m.id == open_match.id)
    assert shown.result == "a" and shown.result_source == "drop"
    assert shown.conceded_by == open_match.player_b_id
    assert rounds_tab.current_round().state == "complete"
    dropped = next(r for r in tab.model.rows() if r.registration_id == open_match.player_b_id)
    assert dropped.dropped_after_round == 2

    # the next round pairs without the dropped player and without anyone typing a result
    qtbot.mouseClick(rounds_tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert not open_boxes(window)
    draft = rounds_tab.current_round()
    assert draft.number == 3 and draft.state == "draft"
    seated = {p for m in rounds_tab.model.rows() for p in (m.player_a_id, m.player_b_id)}
    assert open_match.player_b_id not in seated


# -- players who share a name ---------------------------------------------------------------

KIM, KIM2 = "Daniel Kim (1036)", "Daniel Kim (1041)"


def _twin_event() -> tuple[Database, int, dict[str, int]]:
    """Eight players, two of them Daniel Kim; round 1 played, round 2 published with the Kims at one table."""
    db = open_memory_database(clock=TickClock(), actor="tester")
    with db.transaction() as s:
        event = events.create_event(s, name="Twin Cup", start_date=date(2026, 6, 6), rng_seed=7,
                                    swiss_rounds=4)
        names = [("Daniel Kim", "1036"), ("Daniel Kim", "1041"), ("Applejack", "1001"),
                 ("Rarity", "1002"), ("Fluttershy", "1003"), ("Spike", "1004"),
                 ("Pinkie Pie", "1005"), ("Twilight Sparkle", "1006")]
        ids = {
            number: players.register_player(s, event.id, name, player_number=number).registration_id
            for name, number in names
        }
        judge = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head").person_id
        first = rounds.pair_round(s, event.id)
        first = rounds.publish_round(s, first.round.id)
        for m in first.matches:
            results.enter_result(s, m.id, "a")
        draft = rounds.pair_round(s, event.id)
        table = next(m for m in draft.matches if ids["1036"] in (m.player_a_id, m.player_b_id))
        opponent = table.player_b_id if table.player_a_id == ids["1036"] else table.player_a_id
        if opponent != ids["1041"]:
            rounds.swap_players(s, draft.round.id, opponent or 0, ids["1041"])
        rounds.publish_round(s, draft.round.id)
        penalties.issue_penalty(s, event.id, ids["1041"], infraction_code="slow_play",
                                issued_by_person_id=judge)
    return db, event.id, ids


def _texts(model: QAbstractItemModel) -> list[str]:
    return [
        " | ".join(str(model.index(r, c).data() or "") for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def test_players_of_the_same_name_are_told_apart_on_every_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    db, event_id, ids = _twin_event()
    window = open_window(qtbot, db, settings)
    window.open_event(event_id)
    page = window.event_page
    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    rounds_tab.refresh()
    twins = next(m for m in rounds_tab.model.rows() if ids["1036"] in (m.player_a_id, m.player_b_id))
    shown = _texts(rounds_tab.model)
    assert any(KIM in row and KIM2 in row for row in shown), shown
    # a name of one's own is shown alone
    assert any("Applejack" in row for row in shown) and not any("(1001)" in row for row in shown)

    # "Find a player" finds player numbers too, a shared name's and a name of one's own
    qtbot.keyClicks(rounds_tab.filter_edit, "1041")
    assert [rounds_tab.proxy.index(r, 0).data() for r in range(rounds_tab.proxy.rowCount())] == [
        str(twins.table_number)
    ]
    rounds_tab.filter_edit.clear()
    qtbot.keyClicks(rounds_tab.filter_edit, "1001")
    assert rounds_tab.proxy.rowCount() == 1
    found = rounds_tab.proxy.index(0, 0).data(ROW_ROLE)
    assert ids["1001"] in (found.player_a_id, found.player_b_id)
    rounds_tab.filter_edit.clear()

    # the message after a typed result names both Kims apart
    rounds_tab.result_edit.setText(f"{twins.table_number} a")
    qtbot.keyClick(rounds_tab.result_edit, Qt.Key.Key_Return)
    assert not open_boxes(window)
    assert KIM in rounds_tab.status_label.text() and KIM2 in rounds_tab.status_label.text()

    page.show_tab(page.standings_tab)
    page.standings_tab.refresh()
    standings = _texts(page.standings_tab.model)
    assert sum(KIM in row for row in standings) == 1 and sum(KIM2 in row for row in standings) == 1

    page.show_tab(page.penalties_tab)
    page.penalties_tab.refresh()
    assert any(KIM2 in row for row in _texts(page.penalties_tab.model))

    with db.transaction() as s:  # a deck check needs the lists to check against
        for twin in (twins.player_a_id, twins.player_b_id):
            decklists.register_deck_list(s, event_id, twin, SAMPLE_DECK)
        deck_checks.check_match(s, twins.id)
    page.show_tab(page.deck_checks_tab)
    page.deck_checks_tab.refresh()
    checked = _texts(page.deck_checks_tab.model)
    assert any(KIM in row for row in checked) and any(KIM2 in row for row in checked)

    # History: the drop of one Kim says which one
    players_tab = page.players_tab
    page.show_tab(players_tab)
    players_tab.select_player(ids["1041"])
    qtbot.mouseClick(players_tab.drop_button, Qt.MouseButton.LeftButton)
    history = page.tab_of(HistoryTab)
    page.show_tab(history)
    history.refresh()
    drop_rows = [row for row in _texts(history.model) if "dropped" in row]
    assert drop_rows and KIM2 in drop_rows[0], drop_rows
    db.close()


# -- corrections and results still missing ---------------------------------------------------


def test_a_correction_needs_a_reason_and_shows_as_corrected(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        matches = [m for m in rounds.round_pairings(s, round_id).matches if not m.is_bye]
        for m in matches[1:]:
            results.enter_result(s, m.id, "a")
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    tab.refresh()

    # pairing with a result missing names the table that has none
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    boxes = open_boxes(window)
    assert len(boxes) == 1
    assert f"table {matches[0].table_number} has no result yet" in (
        boxes[0].text() + boxes[0].informativeText()
    )
    boxes[0].close()

    table = matches[1]
    tab.select_match(table.id)
    dialog = tab.correct_selected()
    assert dialog is not None
    dialog.result_edit.setText("b")
    dialog.ok_button.click()  # no reason given: refused, the dialog stays open
    boxes = open_boxes(window)
    assert len(boxes) == 1 and "reason" in boxes[0].text() + boxes[0].informativeText()
    boxes[0].close()
    assert dialog.isVisible()
    assert next(m for m in tab.model.rows() if m.id == table.id).result == "a"

    dialog.reason_edit.setText("the slip was filled in for the wrong player")
    dialog.ok_button.click()
    assert not dialog.isVisible() and not open_boxes(window)
    shown = next(m for m in tab.model.rows() if m.id == table.id)
    assert shown.result == "b"
    column = [tab.model.headerData(c, Qt.Orientation.Horizontal)
              for c in range(tab.model.columnCount())].index("Source")
    row = tab.model.row_of_match(table.id)
    assert tab.model.data(tab.model.index(row, column)) == "entered, corrected"
    # and the column is wide enough to read it whole
    source_width = tab.view.horizontalHeader().sectionSize(tab.proxy.mapFromSource(
        tab.model.index(row, column)).column())
    assert source_width > tab.view.fontMetrics().horizontalAdvance("entered, corrected") + 6
    other = tab.model.row_of_match(matches[2].id)
    assert tab.model.data(tab.model.index(other, column)) == "entered"


# -- importing and typing names --------------------------------------------------------------


def test_add_player_refuses_a_name_hiding_a_character(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent
) -> None:
    tab = window.event_page.players_tab
    window.event_page.show_tab(tab)
    before = tab.model.rowCount()
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert isinstance(dialog, PlayerDialog)
    dialog.name_edit.setText("Evil\u202eName")  # the override reverses what follows it on screen
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    boxes = open_boxes(window)
    assert len(boxes) == 1
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in boxes[0].text() + boxes[0].informativeText()
    boxes[0].close()
    assert dialog.isVisible() and tab.model.rowCount() == before


def test_the_csv_preview_shows_every_problem_in_full(
    qtbot: QtBot, window: MainWindow, sample: SampleEvent, tmp_path: Path
) -> None:
    tab = window.event_page.players_tab
    window.event_page.show_tab(tab)
    roster = tmp_path / "roster.csv"
    roster.write_text(
        "New Pony,900\nthis line is broken;;;1041;extra,stuff\nPlayer 01,101\nRari\u200bty,901\n"
        "Pinkie Pie,902\n",
        encoding="utf-8",
    )
    dialog = tab.preview_csv_file(str(roster))
    assert dialog is not None
    problems = {line.line: line.problem for line in dialog.lines if line.problem}
    assert set(problems) == {2, 3, 4} and "U+200B ZERO WIDTH SPACE" in problems[4]
    assert "6 fields" in problems[2] and not dialog.import_button.isEnabled()
    dialog.resize(520, 420)  # narrow: the problems have to wrap onto several lines
    qtbot.waitUntil(lambda: dialog.table.viewport().width() < 520)
    table = dialog.table
    assert table.wordWrap() and table.textElideMode() == Qt.TextElideMode.ElideNone
    metrics = table.fontMetrics()

    def shortfalls() -> list[tuple[int, int, int]]:
        """Rows lower than their problem's wrapped text needs (none once the table is laid out)."""
        width = table.columnWidth(3)
        out = []
        for row in range(table.rowCount()):
            text = table.item(row, 3).text()
            rect = metrics.boundingRect(0, 0, width - 8, 10_000, Qt.TextFlag.TextWordWrap, text)
            if table.rowHeight(row) < rect.height():
                out.append((row, table.rowHeight(row), rect.height()))
        return out

    qtbot.waitUntil(lambda: not shortfalls(), timeout=2000)
    assert table.columnViewportPosition(3) + table.columnWidth(3) <= table.viewport().width()
    for row in range(table.rowCount()):
        text = table.item(row, 3).text()
        assert table.item(row, 3).toolTip() == text
    wrapped = [r for r in range(table.rowCount()) if table.rowHeight(r) > 2 * metrics.height()]
    assert wrapped  # the long problems really took several lines
    dialog.grab().save(str(tmp_path / "preview.png"))


def test_every_player_button_says_what_it_does(window: MainWindow) -> None:
    """"Late entry…" sat beside Add player… with no word on what it does to whom: it sets the
    round the selected player joins in (a player added after round 1 is late already)."""
    tab = window.event_page.players_tab
    for button in (tab.preview_button, tab.late_button, tab.remove_button):
        assert button.toolTip(), button.text()
    assert "round" in tab.late_button.toolTip() and "selected player" in tab.late_button.toolTip()
