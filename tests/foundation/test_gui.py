"""The desktop app driven through its widgets offscreen: clicks and typing via qtbot."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tourney.db.database import Database
from tourney.gui import errors as gui_errors
from tourney.gui.context import AppContext
from tourney.gui.dialogs import EventDialog, PlayerDialog
from tourney.gui.main_window import GEOMETRY_KEY, MainWindow
from tourney.gui.staff_tab import StaffTab
from tourney.gui.table_models import (
    EventTableModel,
    HistoryTableModel,
    PlayerFilterProxy,
    PlayerTableModel,
    RowFilterProxy,
    StaffTableModel,
)
from tourney.services import concessions, events, history, players, staff


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: QtBot, memory_db: Database, settings: QSettings) -> MainWindow:
    main = MainWindow(AppContext(memory_db), settings=settings)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


def _message_boxes(parent: object) -> list[QMessageBox]:
    return [box for box in parent.findChildren(QMessageBox) if box.isVisible()]  # type: ignore[attr-defined]


def _add_player(qtbot: QtBot, window: MainWindow, name: str, number: str = "") -> PlayerDialog:
    tab = window.event_page.players_tab
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert isinstance(dialog, PlayerDialog) and dialog.isVisible()
    qtbot.keyClicks(dialog.name_edit, name)
    if number:
        qtbot.keyClicks(dialog.number_edit, number)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    return dialog


def _player_names(window: MainWindow) -> list[str]:
    proxy = window.event_page.players_tab.proxy
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def test_create_event_and_register_players_through_the_widgets(
    qtbot: QtBot, window: MainWindow, memory_db: Database, tmp_path: Path
) -> None:
    assert window.stack.currentWidget() is window.event_list
    assert window.event_list.empty_label.isVisible()

    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog) and dialog.isVisible()
    qtbot.keyClicks(dialog.name_edit, "Canterlot Cup")
    qtbot.keyClicks(dialog.venue_edit, "Castle")
    dialog.tier_combo.setCurrentIndex(dialog.tier_combo.findData(2))
    assert dialog.format_combo.currentData() == "harmony"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()

    # the new event opens straight away
    assert window.stack.currentWidget() is window.event_page
    assert window.event_page.title_label.text() == "Canterlot Cup"
    assert "Tier 2" in window.event_page.details_label.text()

    _add_player(qtbot, window, "Twilight Sparkle", "101")
    _add_player(qtbot, window, "Rarity")
    assert _player_names(window) == ["Rarity", "Twilight Sparkle"]

    # a duplicate is refused: the message says why, the dialog stays open with the input
    dialog = _add_player(qtbot, window, "rarity")
    assert dialog.isVisible()
    boxes = _message_boxes(dialog)
    assert len(boxes) == 1 and "already registered" in boxes[0].text()
    boxes[0].accept()
    qtbot.keyClicks(dialog.number_edit, "55")  # a number alone is not enough: Rarity has none
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    _message_boxes(dialog)[0].accept()
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "1042")  # a number is no name, as an import says too
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    boxes = _message_boxes(dialog)
    assert len(boxes) == 1 and "'1042' is a number, not a name" in boxes[0].text()
    boxes[0].accept()
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Rarity Belle")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert _player_names(window) == ["Rarity", "Rarity Belle", "Twilight Sparkle"]

    # import a CSV through the file dialog
    csv_file = tmp_path / "more.csv"
    csv_file.write_text("name,player_number\nApplejack,103\nFluttershy,104\n", encoding="utf-8")
    tab = window.event_page.players_tab
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    assert tab.file_dialog is not None
    tab.file_dialog.selectFile(str(csv_file))
    tab.file_dialog.accept()
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert len(_player_names(window)) == 5
    assert tab.count_label.text().endswith("imported 2")

    # drop, filter, undrop
    tab.select_player(_registration_id(memory_db, "Applejack"))
    assert tab.drop_button.isEnabled() and not tab.undrop_button.isEnabled()
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    assert "4 active" in tab.count_label.text()
    tab.show_dropped.click()
    assert "Applejack" not in _player_names(window)
    tab.show_dropped.click()
    qtbot.keyClicks(tab.filter_edit, "RAR")
    assert _player_names(window) == ["Rarity", "Rarity Belle"]
    tab.filter_edit.clear()
    qtbot.keyClicks(tab.filter_edit, "dropped")
    assert _player_names(window) == ["Applejack"]
    tab.filter_edit.clear()
    tab.select_player(_registration_id(memory_db, "Applejack"))
    qtbot.mouseClick(tab.undrop_button, Qt.MouseButton.LeftButton)
    assert "5 active" in tab.count_label.text()

    # sort by player number, descending, by clicking the header twice
    header = tab.view.horizontalHeader()
    number_header = QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=number_header)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=number_header)
    assert header.sortIndicatorSection() == 1
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    numbers = [tab.proxy.index(row, 1).data() for row in range(tab.proxy.rowCount())]
    assert [n for n in numbers if n] == ["104", "103", "101", "55"]  # numbers, not text

    # back to the list: the event shows its player count
    qtbot.mouseClick(window.event_page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.event_list
    assert window.event_list.model.row_at(0).player_count == 5

    with memory_db.transaction() as session:
        stored = players.list_players(session, window.event_page.event_id or 0)
    assert {row.name for row in stored} == {
        "Twilight Sparkle", "Rarity", "Rarity Belle", "Applejack", "Fluttershy"
    }  # fmt: skip


def _registration_id(database: Database, name: str) -> int:
    with database.transaction() as session:
        (event,) = events.list_events(session)
        return players.find_player(session, event.id, name).registration_id


def _cup(database: Database, players_csv: str = "") -> int:
    """The event "Cup" (1 June 2026), the players of `players_csv` imported: its id."""
    with database.transaction() as session:
        event_id = events.create_event(session, name="Cup", start_date=date(2026, 6, 1)).id
        if players_csv:
            players.import_players_csv(session, event_id, players_csv)
    return event_id


def test_bad_csv_shows_every_bad_line_and_imports_nothing(
    qtbot: QtBot, window: MainWindow, memory_db: Database, tmp_path: Path
) -> None:
    event_id = _cup(memory_db)
    window.event_list.refresh()
    window.open_event(event_id)
    csv_file = tmp_path / "bad.csv"
    csv_file.write_text("Rarity\n,9\nSpike,1,2\n", encoding="utf-8")
    tab = window.event_page.players_tab
    assert tab.import_csv_file(str(csv_file)) is True  # checked on the worker thread
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    (box,) = _message_boxes(tab)
    assert box.text() == "bad.csv: 2 bad rows, nothing was imported:"
    assert "line 2: name: must not be empty" in box.informativeText()
    assert (
        "line 3: expected name[,player number]; this line has 3 fields, separated by ','"
        in box.informativeText()
    )
    box.accept()
    assert _player_names(window) == []


def test_edit_event_and_late_entry_dialogs(
    qtbot: QtBot, window: MainWindow, memory_db: Database
) -> None:
    with memory_db.transaction() as session:
        event = events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        player = players.register_player(session, event.id, "Spike")
    window.event_list.refresh()
    window.event_list.view.selectRow(0)
    dialog = window.event_list.edit_selected()
    assert dialog is not None
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Winter Cup")
    dialog.multi_day.setChecked(True)
    dialog.end_edit.setDate(dialog.start_edit.date().addDays(1))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.event_list.model.row_at(0).name == "Winter Cup"
    assert window.event_list.model.row_at(0).end_date == date(2026, 6, 2)

    window.open_event(event.id)
    tab = window.event_page.players_tab
    tab.select_player(player.registration_id)
    qtbot.mouseClick(tab.late_button, Qt.MouseButton.LeftButton)
    late = tab.dialog
    assert late is not None
    late.round_spin.setValue(3)  # type: ignore[union-attr]
    qtbot.mouseClick(late.ok_button, Qt.MouseButton.LeftButton)
    assert tab.model.row_at(0).late_entry_round == 3
    assert tab.proxy.index(0, 2).data() == "joins later"  # where they are: not seated yet
    assert tab.proxy.index(0, 3).data() == "round 3"  # from when: said once, in its column

    tab.select_player(player.registration_id)
    edit = tab.edit_selected()
    assert isinstance(edit, PlayerDialog) and edit.name_edit.text() == "Spike"
    edit.seed_spin.setValue(4)
    edit.table_spin.setValue(12)
    qtbot.mouseClick(edit.ok_button, Qt.MouseButton.LeftButton)
    assert (tab.model.row_at(0).seed, tab.model.row_at(0).fixed_table) == (4, 12)
    assert [tab.proxy.index(0, column).data() for column in (5, 6)] == ["4", "12"]


def test_dropping_several_selected_players_at_once(
    qtbot: QtBot, window: MainWindow, memory_db: Database
) -> None:
    window.open_event(_cup(memory_db, "Rarity\nSpike\nApplejack\n"))
    tab = window.event_page.players_tab
    tab.view.selectAll()
    assert tab.drop_button.isEnabled() and not tab.edit_button.isEnabled()
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    assert tab.count_label.text() == "3 players, 0 active"
    assert all(row.is_dropped for row in tab.model.rows())


def test_models_pass_the_qt_model_tester(qtmodeltester, memory_db: Database) -> None:  # type: ignore[no-untyped-def]
    with memory_db.transaction() as session:
        event = events.create_event(session, name="Cup", start_date=date(2026, 6, 1))
        players.import_players_csv(session, event.id, "Rarity,2\nSpike\nApplejack,10\n")
        concessions.drop(
            session, event.id, players.find_player(session, event.id, "Spike").registration_id
        )
        event_rows = events.list_events(session)
        player_rows = players.list_players(session, event.id)
    event_model = EventTableModel()
    event_model.set_rows(event_rows)
    qtmodeltester.check(event_model)
    player_model = PlayerTableModel()
    player_model.set_rows(player_rows)
    qtmodeltester.check(player_model)
    proxy = PlayerFilterProxy()
    proxy.setSourceModel(player_model)
    proxy.set_show_dropped(False)
    qtmodeltester.check(proxy)
    assert proxy.rowCount() == 2
    event_proxy = RowFilterProxy()
    event_proxy.setSourceModel(event_model)
    qtmodeltester.check(event_proxy)
    empty = PlayerTableModel()
    qtmodeltester.check(empty)
    with memory_db.transaction() as session:
        entries = history.history(session, event.id)
    history_model = HistoryTableModel()
    history_model.set_rows(entries)
    qtmodeltester.check(history_model)
    with memory_db.transaction() as session:
        staff.assign_staff(session, event.id, role="head_judge", name="Celestia")
        staff.assign_staff(session, event.id, role="organizer", name="Luna")
        staff_rows = staff.list_staff(session, event.id)
    staff_model = StaffTableModel()
    staff_model.set_rows(staff_rows)
    qtmodeltester.check(staff_model)


def test_window_geometry_is_remembered(
    qtbot: QtBot, memory_db: Database, settings: QSettings
) -> None:
    first = MainWindow(AppContext(memory_db), settings=settings)
    qtbot.addWidget(first)
    first.resize(700, 500)
    first.show()
    first.close()
    assert settings.value(GEOMETRY_KEY)
    second = MainWindow(AppContext(memory_db), settings=settings)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 500)


def test_unexpected_errors_open_a_crash_dialog(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    gui_errors.install_excepthook()
    try:
        raise RuntimeError("wires crossed")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, gui_errors.CrashDialog)]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert "RuntimeError: wires crossed" in dialog.details
    assert not dialog.details_view.isVisible()
    qtbot.mouseClick(dialog.toggle_button, Qt.MouseButton.LeftButton)
    assert dialog.details_view.isVisible()
    assert "wires crossed" in capsys.readouterr().err
    dialog.reject()


def test_app_main_opens_the_window_on_the_given_database(qtbot: QtBot, tmp_path: Path) -> None:
    """`tourney` with no command runs `app.main`; close its window and it returns 0."""
    from tourney.gui import app

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    seen: list[str] = []
    # (a window another test left open is not the one `main` opens, and is hidden: closing the
    # app's window ends it only as the last one visible)
    earlier = QApplication.topLevelWidgets()
    for widget in earlier:
        widget.hide()

    from PySide6.QtCore import QTimer

    # (looked for until it shows, however long a loaded machine takes to open it; a window that
    # never shows quits the application after a while, so the test fails instead of hanging)
    watch = QTimer()
    watch.setInterval(100)
    waited: list[int] = []

    def close_main_window() -> None:
        waited.append(1)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible() and not any(widget is old for old in earlier):
                watch.stop()
                seen.append(widget.db_label.text())
                widget.close()
                return
        if len(waited) > 300:
            watch.stop()
            QApplication.quit()

    watch.timeout.connect(close_main_window)
    watch.start()
    path = tmp_path / "app.sqlite3"
    assert app.main(db=str(path)) == 0
    assert seen == [f"Data: {path}"]
    assert path.exists()


def test_open_database_from_the_file_menu(
    qtbot: QtBot, window: MainWindow, memory_db: Database, rev0001_copy: Path, tmp_path: Path
) -> None:
    with memory_db.transaction() as session:
        event = events.create_event(session, name="Memory Cup", start_date=date(2026, 6, 1))
        players.register_player(session, event.id, "Spike")
    window.event_list.refresh()
    window.open_event(event.id)

    # not a database: a clear message, and the current database stays open
    text_file = tmp_path / "notes.txt"
    text_file.write_text("not a database", encoding="utf-8")
    assert window.open_database_file(str(text_file)) is False
    (box,) = _message_boxes(window)
    assert "is not a tourney database" in box.text()
    box.accept()
    assert window.event_page.players_tab.model.rowCount() == 1

    # an older database through the menu: upgraded (backup made) and shown
    window.open_db_action.trigger()
    assert window.file_dialog is not None
    window.file_dialog.selectFile(str(rev0001_copy))
    window.file_dialog.accept()
    assert window.stack.currentWidget() is window.event_list
    assert [row.name for row in window.event_list.model.rows()] == ["Old Store Cup"]
    assert window.event_page.players_tab.model.rowCount() == 0
    assert window.db_label.text() == f"Data: {rev0001_copy}"
    assert "old version was saved as old.backup-" in window.statusBar().currentMessage()
    window.event_list.view.selectRow(0)
    qtbot.mouseClick(window.event_list.open_button, Qt.MouseButton.LeftButton)
    assert window.event_page.players_tab.model.rowCount() == 2
    window.context.database.close()


def test_background_jobs_report_back_on_the_gui_thread(qtbot: QtBot, memory_db: Database) -> None:
    import threading
    import time

    from PySide6.QtWidgets import QProgressDialog, QWidget

    from tourney.gui.tasks import TaskRunner

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    runner = TaskRunner(progress_delay_ms=20)
    results: list[object] = []
    threads: list[str] = []

    def slow() -> str:
        threads.append(threading.current_thread().name)
        time.sleep(0.3)
        return "done"

    runner.submit(
        slow, on_success=results.append, on_failure=results.append, label="Slow", parent=parent
    )
    assert runner.busy
    qtbot.waitUntil(lambda: bool(parent.findChildren(QProgressDialog)), timeout=2000)
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
    assert results == ["done"]
    assert threads and threads[0] != threading.current_thread().name
    assert all(not dialog.isVisible() for dialog in parent.findChildren(QProgressDialog))

    def broken() -> None:
        raise ValueError("bad job")

    runner.submit(broken, on_success=results.append, on_failure=results.append, parent=parent)
    qtbot.waitUntil(lambda: not runner.busy, timeout=5000)
    assert isinstance(results[-1], ValueError)

    # through the context: a bug in a background action opens the crash dialog
    context = AppContext(memory_db)
    context.run_in_background(parent, lambda s: 1 / 0, changes="players", label="Oops")
    qtbot.waitUntil(lambda: not context.tasks.busy, timeout=5000)
    crash = [w for w in QApplication.topLevelWidgets() if isinstance(w, gui_errors.CrashDialog)]
    assert crash and "ZeroDivisionError" in crash[-1].details
    crash[-1].reject()


def test_history_tab_shows_who_changed_what(
    qtbot: QtBot, window: MainWindow, memory_db: Database
) -> None:
    window.open_event(_cup(memory_db))
    _add_player(qtbot, window, "Spike", "9")
    tab = window.event_page.players_tab
    tab.select_player(tab.model.row_at(0).registration_id)
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    history = window.event_page.event_tabs[-1]
    window.event_page.tabs.setCurrentWidget(history)
    proxy = history.proxy  # type: ignore[attr-defined]
    shown = [
        [proxy.index(row, column).data() for column in range(1, 5)]
        for row in range(proxy.rowCount())
    ]
    assert [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(1, 5)] == [
        "Station", "Who", "What", "Details",
    ]
    assert shown == [
        ["test station", "tester", "Player dropped", "Spike dropped before round 1"],
        ["test station", "tester", "Player registered", "Spike registered (player number 9)"],
        ["test station", "tester", "Event created", shown[2][3]],
    ]
    assert shown[2][3].startswith("Event “Cup” created: Tier 1")


def test_remove_a_player_after_confirming(
    qtbot: QtBot, window: MainWindow, memory_db: Database
) -> None:
    window.open_event(_cup(memory_db, "Rarity\nRairty\n"))
    tab = window.event_page.players_tab
    tab.select_player(_registration_id(memory_db, "Rairty"))

    qtbot.mouseClick(tab.remove_button, Qt.MouseButton.LeftButton)
    (box,) = _message_boxes(tab)
    assert box.text() == "Remove Rairty from this event?"
    (cancel,) = [b for b in box.buttons() if b.text() != "Remove"]
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert _player_names(window) == ["Rairty", "Rarity"]

    tab.select_player(_registration_id(memory_db, "Rairty"))
    qtbot.mouseClick(tab.remove_button, Qt.MouseButton.LeftButton)
    (box,) = _message_boxes(tab)
    (remove,) = [b for b in box.buttons() if b.text() == "Remove"]
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert _player_names(window) == ["Rarity"]


def test_staff_tab_adds_and_removes_roles(
    qtbot: QtBot, window: MainWindow, memory_db: Database
) -> None:
    window.open_event(_cup(memory_db))
    (tab,) = [t for t in window.event_page.event_tabs if isinstance(t, StaffTab)]
    window.event_page.tabs.setCurrentWidget(tab)

    def add(name: str, role: str) -> None:
        qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
        dialog = tab.dialog
        assert dialog is not None
        qtbot.keyClicks(dialog.name_edit, name)
        dialog.role_combo.setCurrentIndex(dialog.role_combo.findData(role))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    add("Zecora", "floor_judge")
    add("Celestia", "head_judge")
    shown = [[tab.proxy.index(r, c).data() for c in (0, 1)] for r in range(tab.proxy.rowCount())]
    assert shown == [["Head judge", "Celestia"], ["Floor judge", "Zecora"]]

    add("Celestia", "head_judge")  # the same role twice is refused, the dialog stays
    assert tab.dialog is not None and tab.dialog.isVisible()
    (box,) = _message_boxes(tab.dialog)
    assert "already head judge" in box.text()
    box.accept()
    tab.dialog.reject()

    tab.view.selectRow(1)
    qtbot.mouseClick(tab.remove_button, Qt.MouseButton.LeftButton)
    assert [tab.proxy.index(r, 1).data() for r in range(tab.proxy.rowCount())] == ["Celestia"]
