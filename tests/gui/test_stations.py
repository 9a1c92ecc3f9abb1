"""Two stations on one event: each window follows what the other saves, without reopening.

Two main windows, each with its own `AppContext` and its own `Database`
object (so separate connections), share one SQLite file, and again one
PostgreSQL database when `TOURNEY_TEST_PG_URL` is set. Both show round 3;
a result typed at the front desk appears in the judge table's Rounds tab
within about a second, and the judge table's status bar says who entered it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import text
from sqlmodel import Session

from tests.foundation.conftest import ON_POSTGRES, PG_URL, drop_all_tables
from tourney.db.changes import CHANNEL
from tourney.db.database import Database, open_database
from tourney.gui.clock_window import ClockWindow
from tourney.gui.context import AppContext
from tourney.gui.history_tab import HistoryTab
from tourney.gui.main_window import MainWindow
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import (
    clock,
    concessions,
    deck_checks,
    decklists,
    events,
    penalties,
    players,
    results,
    rounds,
    staff,
    topcut,
)
from tourney.services.standings import current_standings

FOLLOW_TIMEOUT_MS = 1500  # "within about a second": the window looks every 250 ms


class Stations:
    """The two windows, their databases and the event they both show."""

    def __init__(self, front: MainWindow, judge: MainWindow, event_id: int, judge_id: int) -> None:
        self.front = front
        self.judge = judge
        self.event_id = event_id
        self.judge_person_id = judge_id

    @property
    def front_db(self) -> Database:
        return self.front.context.database

    @property
    def judge_db(self) -> Database:
        return self.judge.context.database


def _build_event(db: Database) -> tuple[int, int]:
    """Eight players, rounds 1 and 2 played, round 3 published without results."""
    with db.transaction() as s:
        event = events.create_event(s, name="Ponyville Open", start_date=date(2026, 6, 6),
                                    rng_seed=3, swiss_rounds=4)
        for i in range(1, 9):
            players.register_player(s, event.id, f"Player {i:02d}", player_number=str(100 + i))
        judge = staff.assign_staff(s, event.id, role="floor_judge", name="Finn Floor").person_id
    for _ in range(3):
        with db.transaction() as s:
            data = rounds.pair_round(s, event.id)
            rounds.publish_round(s, data.round.id)
            if data.round.number < 3:
                for match in data.matches:
                    if not match.is_bye:
                        results.enter_result(s, match.id, "a")
    return event.id, judge


def _url(kind: str, tmp_path: Path) -> str:
    if kind == "file":
        return str(tmp_path / "event.sqlite3")
    assert PG_URL is not None
    drop_all_tables(PG_URL)
    return PG_URL


def _window(qtbot: QtBot, db: Database, tmp_path: Path, name: str) -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    window = MainWindow(AppContext(db), settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture(params=["file", ON_POSTGRES])
def stations(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[Stations]:
    url = _url(request.param, tmp_path)
    front_db = open_database(url, station="Front desk", actor="Ann")
    judge_db = open_database(url, station="Judge table", actor="Ben")
    event_id, judge_id = _build_event(front_db)
    front = _window(qtbot, front_db, tmp_path, "front")
    judge = _window(qtbot, judge_db, tmp_path, "judge")
    for window in (front, judge):
        window.open_event(event_id)
        assert window.event_page.rounds_tab.current_round().number == 3
    yield Stations(front, judge, event_id, judge_id)
    for window in (front, judge):
        window.close()
    front_db.close()
    judge_db.close()


def _type_result(qtbot: QtBot, window: MainWindow, text: str) -> None:
    tab = window.event_page.rounds_tab
    tab.result_edit.clear()
    qtbot.keyClicks(tab.result_edit, text)
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)


def _result_at(window: MainWindow, table: int) -> str | None:
    match = window.event_page.rounds_tab.model.match_at_table(table)
    assert match is not None
    return match.result


def test_a_result_typed_at_one_station_appears_at_the_other(
    qtbot: QtBot, stations: Stations
) -> None:
    front, judge = stations.front, stations.judge
    assert _result_at(judge, 1) is None
    started = time.monotonic()
    _type_result(qtbot, front, "1 a")
    assert _result_at(front, 1) == "a"
    qtbot.waitUntil(lambda: _result_at(judge, 1) == "a", timeout=FOLLOW_TIMEOUT_MS)
    seen_after = time.monotonic() - started
    assert seen_after < FOLLOW_TIMEOUT_MS / 1000

    note = judge.change_label.text()
    assert note.startswith("Result entered at table 1 by station Front desk, ")
    with stations.judge_db.transaction() as s:
        counts = rounds.list_rounds(s, stations.event_id)[-1]
    assert judge.event_page.rounds_tab.current_round().results_entered == counts.results_entered
    # The station that typed it is not told about its own change.
    qtbot.wait(600)
    assert front.change_label.text() == ""

    # The judge table's standings and history follow too (they load when shown).
    page = judge.event_page
    page.show_tab(page.standings_tab)
    with stations.judge_db.transaction() as s:
        expected = {r.player_id: r.match_points
                    for r in current_standings(s, stations.event_id).rows}
    table = page.standings_tab.model.table
    assert table is not None
    assert {r.player_id: r.match_points for r in table.rows} == expected
    history = page.tab_of(HistoryTab)
    page.show_tab(history)
    newest = history.model.rows()[-1]
    assert (newest.action, newest.station, newest.operator) == ("Result", "Front desk", "Ann")
    assert newest.details.startswith("Table 1 of round ") and " won against " in newest.details

    # The same window can then take the next result, and the other one follows back.
    _type_result(qtbot, judge, "2 b")
    qtbot.waitUntil(lambda: _result_at(front, 2) == "b", timeout=FOLLOW_TIMEOUT_MS)
    assert front.change_label.text().startswith("Result entered at table 2 by station Judge table")


def test_every_tab_and_the_clock_follow_the_other_station(
    qtbot: QtBot, stations: Stations
) -> None:
    front, judge = stations.front, stations.judge
    context = front.context
    page = judge.event_page
    event_id = stations.event_id
    round_id = page.rounds_tab.current_round().id
    clock_window = page.open_clock()
    assert isinstance(clock_window, ClockWindow)
    qtbot.addWidget(clock_window)
    assert clock_window.view_data.state == "not started"

    context.run(None, lambda s: clock.start_clock(s, round_id), changes="clock")
    qtbot.waitUntil(lambda: clock_window.view_data.state == "running", timeout=FOLLOW_TIMEOUT_MS)
    assert judge.change_label.text().startswith("Clock started for round 3 by station Front desk")

    roster = page.players_tab.model.rows()
    dropped = roster[-1]
    context.run(None, lambda s: concessions.drop(s, event_id, dropped.registration_id),
                changes="players")

    def is_dropped() -> bool:
        rows = {r.registration_id: r for r in page.players_tab.model.rows()}
        return rows[dropped.registration_id].is_dropped

    qtbot.waitUntil(is_dropped, timeout=FOLLOW_TIMEOUT_MS)
    assert judge.change_label.text().startswith(f"{dropped.name} dropped by station Front desk")

    context.run(
        None,
        lambda s: penalties.issue_penalty(
            s, event_id, roster[0].registration_id, infraction_code="slow_play",
            issued_by_person_id=stations.judge_person_id,
        ),
        changes="penalties",
    )
    qtbot.waitUntil(lambda: len(page.penalties_tab.model.rows()) == 1, timeout=FOLLOW_TIMEOUT_MS)
    assert judge.change_label.text().startswith("Penalty issued by station Front desk")

    match = page.rounds_tab.model.rows()[0]

    def check_their_decks(s: Session) -> object:
        for player in (match.player_a_id, match.player_b_id):  # a check needs lists to check against
            decklists.register_deck_list(s, event_id, player, SAMPLE_DECK)
        return deck_checks.check_match(s, match.id)

    context.run(None, check_their_decks, changes="deckchecks")
    qtbot.waitUntil(lambda: len(page.deck_checks_tab.model.rows()) == 2,
                    timeout=FOLLOW_TIMEOUT_MS)

    # Another event's changes leave the open event's tabs alone but reach the event list.
    context.run(
        None,
        lambda s: events.create_event(s, name="Cloudsdale Cup", start_date=date(2026, 7, 1)),
        changes="events",
    )
    qtbot.waitUntil(lambda: judge.change_label.text().startswith("Event Cloudsdale Cup created"),
                    timeout=FOLLOW_TIMEOUT_MS)
    judge.show_event_list()
    assert {row.name for row in judge.event_list.model.rows()} == {
        "Ponyville Open", "Cloudsdale Cup",
    }
    clock_window.close()


def test_the_status_bar_names_this_station_and_who_is_at_it(
    qtbot: QtBot, stations: Stations
) -> None:
    # (Both names were given when the database was opened, as `--station` gives them: not kept.)
    assert stations.front.station_label.text().startswith("Station: Front desk (Ann), this run only")
    assert stations.judge.station_label.text().startswith("Station: Judge table (Ben), this run only")


def test_a_change_without_an_audit_entry_still_reloads_the_views(
    qtbot: QtBot, stations: Stations
) -> None:
    """Something changed the data behind the log's back (a repair tool, a restore): reload all.

    On PostgreSQL such a tool has to send the notification itself, as
    `Database.transaction` does; SQLite notices any commit to the file.
    """
    judge = stations.judge
    engine = stations.front_db.engine
    with engine.begin() as connection:
        connection.execute(
            text("UPDATE event SET name = 'Ponyville Open (renamed)' WHERE id = :id"),
            {"id": stations.event_id},
        )
        if engine.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_notify(:channel, 'repair')"), {"channel": CHANNEL})
    qtbot.waitUntil(
        lambda: "renamed" in judge.event_page.title_label.text(), timeout=FOLLOW_TIMEOUT_MS
    )
    assert judge.change_label.text() == ""  # nobody to name


def test_the_final_typed_at_one_station_has_the_other_declare_the_champion(
    qtbot: QtBot, stations: Stations
) -> None:
    """The final's result arrives from the other station as that one result: the Rounds tab's
    elimination button then says what it does next, declare the champion."""
    front, judge = stations.front, stations.judge
    event_id = stations.event_id
    with stations.front_db.transaction() as s:
        third = rounds.list_rounds(s, event_id)[-1]
        for match in rounds.round_pairings(s, third.id).matches:
            if not match.is_bye:
                results.enter_result(s, match.id, "a")
        topcut.cut_to_top(s, event_id, 4)
        semis = topcut.pair_next_elimination_round(s, event_id)
        assert semis is not None
        rounds.publish_round(s, semis.round.id)
        for match in semis.matches:
            results.enter_result(s, match.id, "a")
        final = topcut.pair_next_elimination_round(s, event_id)
        assert final is not None
        rounds.publish_round(s, final.round.id)
        table = final.matches[0].table_number
    tab = judge.event_page.rounds_tab
    qtbot.waitUntil(lambda: tab.current_round().number == final.round.number,
                    timeout=FOLLOW_TIMEOUT_MS)
    assert tab.elimination_button.text() == "Pair el&imination round"
    front.event_page.rounds_tab.refresh(select_number=final.round.number)
    _type_result(qtbot, front, f"{table} a")
    qtbot.waitUntil(lambda: _result_at(judge, table) == "a", timeout=FOLLOW_TIMEOUT_MS)
    assert tab.missing_label.text() == "The result is in."
    assert tab.elimination_button.text() == "Declare the champ&ion"


def test_a_drop_asked_while_the_other_station_enters_that_match_keeps_its_result_and_says_so(
    qtbot: QtBot, stations: Stations
) -> None:
    """The front desk is asked "Drop Player 01? Their match at table N is conceded to …";
    before Drop is clicked the judge table types that match's result. The drop goes
    through, the judge's result stands (not overwritten by a concession), and the front
    desk is told its match was not conceded, naming the result and who entered it."""
    from PySide6.QtWidgets import QMessageBox

    front, judge = stations.front, stations.judge
    tab = front.event_page.players_tab
    front.event_page.show_tab(tab)
    row = next(r for r in range(tab.proxy.rowCount())
               if tab.proxy.index(r, 0).data() == "Player 01")
    tab.view.selectRow(row)
    asked = tab.drop_selected()
    assert isinstance(asked, QMessageBox)
    table = next(m.table_number for m in judge.event_page.rounds_tab.model.rows()
                 if "Player 01" in (m.player_a_name, m.player_b_name))
    assert f"at table {table} is conceded to" in asked.informativeText()
    match = judge.event_page.rounds_tab.model.match_at_table(table)
    assert match is not None
    winner = "b" if match.player_a_name == "Player 01" else "a"  # Player 01 loses it at the table
    _type_result(qtbot, judge, f"{table} {winner}")
    assert _result_at(judge, table) == winner

    qtbot.mouseClick(next(b for b in asked.buttons() if b.text() == "Drop"),
                     Qt.MouseButton.LeftButton)
    with stations.front_db.reading() as s:
        after = next(m for m in rounds.round_pairings(
            s, front.event_page.rounds_tab.current_round().id).matches if m.table_number == table)
        dropped = {p.name: p.dropped_after_round for p in players.list_players(s, stations.event_id)}
    assert after.result == winner and after.result_source == "entered"  # not made a concession
    assert dropped["Player 01"] == 3
    note = tab.last_note
    assert note is not None and note.isVisible()
    words = note.text()
    assert words.startswith("Player 01 is dropped after round 3, but their match was not "
                            "conceded to ")
    assert f"table {table} of round 3 ({after.player_a_name} against {after.player_b_name}) already has a result: " in words
    assert "entered at station Judge table" in words and words.endswith("that result stands.")


def test_the_last_result_of_a_round_and_a_pairing_elsewhere_keep_the_keys_in_the_tab(
    qtbot: QtBot, stations: Stations
) -> None:
    """The judge table types round 3's last result, and the front desk pairs round 4 at
    once. The round is complete, then a draft: results cannot be typed there, and the
    result box is disabled under the cursor. The keys typed next stay in the Rounds tab;
    they used to land on the next button in line, "← All events", whose space bar left the
    event in the middle of typing."""
    from PySide6.QtWidgets import QApplication

    front, judge = stations.front, stations.judge
    judge.activateWindow()
    tab = judge.event_page.rounds_tab
    judge.event_page.show_tab(tab)
    with stations.front_db.transaction() as s:
        for m in rounds.round_pairings(s, tab.current_round().id).matches[1:]:
            if m.result is None:
                results.enter_result(s, m.id, "a")
    qtbot.waitUntil(lambda: _result_at(judge, 2) == "a", timeout=FOLLOW_TIMEOUT_MS)
    tab.result_edit.setFocus()
    qtbot.waitUntil(tab.result_edit.hasFocus)

    def keys_stay_in_the_tab() -> None:
        focused = QApplication.focusWidget()
        assert focused is not None and focused is not judge.event_page.back_button
        assert tab.isAncestorOf(focused)
        qtbot.keyClicks(focused, "2 a")
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        assert judge.stack.currentWidget() is judge.event_page

    _type_result(qtbot, judge, "1 a")  # the last one: round 3 is complete
    assert _result_at(judge, 1) == "a"
    assert not tab.result_edit.isEnabled()
    keys_stay_in_the_tab()

    tab.result_edit.setFocus()  # (disabled: it does not take it)
    front.context.run(None, lambda s: rounds.pair_round(s, stations.event_id), changes="rounds")
    qtbot.waitUntil(lambda: tab.current_round().number == 4, timeout=FOLLOW_TIMEOUT_MS)
    keys_stay_in_the_tab()
