"""File → Backups…: the open event's backups, listed and restored after a confirmation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.gui.conftest import TickClock, open_window
from tourney.db.database import Database, open_database
from tourney.gui.backups_dialog import BackupsDialog
from tourney.services import events, players, results, rounds, topcut

BEFORE_ROUND_1 = "round 1 paired, not published (made when round 1 was published)"


def _play_round(db: Database, event_id: int) -> int:
    """Pair and publish the next round (publishing backs the event up), every result entered."""
    with db.transaction() as s:
        round_id = rounds.pair_round(s, event_id).round.id
    with db.transaction() as s:
        rounds.publish_round(s, round_id)
    with db.transaction() as s:
        for m in rounds.round_pairings(s, round_id).matches:
            if not m.is_bye:
                results.enter_result(s, m.id, "a")
    return round_id


@pytest.fixture
def file_db(tmp_path: Path) -> Iterator[tuple[Database, int, int]]:
    """A file database with round 1 published (so backed up) and every result entered."""
    db = open_database(str(tmp_path / "event.sqlite3"), clock=TickClock(), actor="tester")
    with db.transaction() as s:
        event = events.create_event(s, name="Ponyville Open", start_date=date(2026, 6, 6))
        for i in range(8):
            players.register_player(s, event.id, f"Player {i:02d}")
    yield db, event.id, _play_round(db, event.id)
    db.close()


def results_entered(db: Database, round_id: int) -> int:
    with db.transaction() as s:
        return sum(
            1 for m in rounds.round_pairings(s, round_id).matches
            if m.result is not None and not m.is_bye
        )


def shown_texts(dialog: BackupsDialog) -> list[str]:
    """The words the window shows now (its visible labels)."""
    return [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]


def backups_window(qtbot: QtBot, db: Database, event_id: int, settings: QSettings) -> BackupsDialog:
    """File → Backups… of the event, opened in the main window."""
    window = open_window(qtbot, db, settings)
    window.open_event(event_id)
    window.backups_action.trigger()
    dialog = window.backups_dialog
    assert dialog is not None
    return dialog


def confirm_box(dialog: BackupsDialog) -> QMessageBox:
    [box] = [b for b in dialog.findChildren(QMessageBox, "confirmRestore") if b.isVisible()]
    return box


def test_backups_window_lists_and_restores_after_confirmation(
    qtbot: QtBot, file_db: tuple[Database, int, int], settings: QSettings
) -> None:
    db, event_id, round_id = file_db
    window = open_window(qtbot, db, settings)
    assert not window.backups_action.isEnabled()  # no event open yet
    window.open_event(event_id)
    assert window.backups_action.isEnabled()
    window.backups_action.trigger()
    dialog = window.backups_dialog
    assert dialog is not None and dialog.isVisible()
    table = dialog.table
    assert table.rowCount() == 1
    assert table.item(0, 0).text() == BEFORE_ROUND_1
    made = dialog.rows[0].made_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    assert table.item(0, 1).text() == made  # local time
    assert int(table.item(0, 2).text()) == dialog.rows[0].size_kb > 0
    assert not dialog.restore_button.isEnabled()
    assert results_entered(db, round_id) == 4

    table.selectRow(0)
    assert dialog.restore_button.isEnabled()
    # Cancel changes nothing.
    dialog.restore_button.click()
    confirm_box(dialog).button(QMessageBox.StandardButton.Cancel).click()
    assert results_entered(db, round_id) == 4

    dialog.restore_button.click()
    box = confirm_box(dialog)
    assert f"Put Ponyville Open back as it was: {BEFORE_ROUND_1}, " in box.text()
    restore = next(b for b in box.findChildren(QPushButton) if b.text() == "Restore")
    with qtbot.waitSignal(dialog.restored, timeout=5000):
        restore.click()
    assert results_entered(db, round_id) == 0
    with db.transaction() as s:
        assert rounds.list_rounds(s, event_id)[0].state == "draft"
    assert dialog.status_label.text().startswith(
        "Restored Ponyville Open as it was: round 1 paired, not published (the backup made when "
    )
    labels = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert labels == ["after round 1's results (saved by a restore)", BEFORE_ROUND_1]
    # The window shows the restored event: the rounds tab has the draft again.
    assert window.event_page.event_id == event_id

    # Back up now adds a copy made by hand.
    assert dialog.back_up_now()
    assert dialog.table.item(0, 0).text() == "round 1 paired, not published (made by hand)"
    assert "Backed up to" in dialog.status_label.text()


def test_the_backup_chosen_stays_chosen_when_a_new_one_is_listed_above_it(
    qtbot: QtBot, file_db: tuple[Database, int, int], settings: QSettings
) -> None:
    """A restore (or Back up now) lists a new backup first: the selection follows the backup
    the judge chose, so a second Restore… never offers the one that moved into its row."""
    db, event_id, _round_id = file_db
    dialog = backups_window(qtbot, db, event_id, settings)
    dialog.table.selectRow(0)
    assert dialog.back_up_now()
    assert dialog.table.item(0, 0).text() != BEFORE_ROUND_1  # the new one, listed first
    chosen = dialog.selected_backup()
    assert chosen is not None and chosen.label == BEFORE_ROUND_1

    dialog.restore_button.click()
    restore = next(b for b in confirm_box(dialog).findChildren(QPushButton) if b.text() == "Restore")
    with qtbot.waitSignal(dialog.restored, timeout=5000):
        restore.click()
    chosen = dialog.selected_backup()
    assert chosen is not None and chosen.label == BEFORE_ROUND_1


@pytest.fixture
def unset_folder_dialog(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[BackupsDialog]:
    """File → Backups… of a file database's event, with no backup folder set anywhere."""
    monkeypatch.delenv("TOURNEY_BACKUP_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    db = open_database(str(tmp_path / "event.sqlite3"), clock=TickClock(), actor="tester")
    with db.transaction() as s:
        event_id = events.create_event(s, name="Ponyville Open", start_date=date(2026, 6, 6)).id
    window = open_window(qtbot, db, settings)
    window.open_event(event_id)
    window.backups_action.trigger()
    assert window.backups_dialog is not None
    yield window.backups_dialog
    db.close()


def test_the_window_says_where_backups_go_and_lets_the_organizer_choose(
    qtbot: QtBot, tmp_path: Path, unset_folder_dialog: BackupsDialog
) -> None:
    """With no folder set, backups went to the user's data folder and nothing said so: the
    window names the folder and why, Choose folder… keeps another (for the next start and the
    `tourney` command too), and a restore says where the state it replaced was saved."""
    dialog = unset_folder_dialog
    default = tmp_path / "data" / "tourney" / "backups"
    assert dialog.folder_label.text() == f"Backups are kept in {default} (the default: your data folder)."

    chosen = tmp_path / "usb stick" / "backups"
    chosen.mkdir(parents=True)
    dialog.folder_button.click()
    assert dialog.file_dialog is not None and dialog.file_dialog.isVisible()
    assert default.is_relative_to(dialog.file_dialog.directory().absolutePath())  # (or its nearest folder)
    dialog.file_dialog.fileSelected.emit(str(chosen))
    dialog.file_dialog.reject()
    assert dialog.folder_label.text() == f"Backups are kept in {chosen} (chosen at this computer)."
    assert any(t.startswith("No backups in this folder yet") for t in shown_texts(dialog))
    assert dialog.back_up_now()
    assert Path(dialog.rows[0].path).is_relative_to(chosen)
    assert not any(t.startswith("No backups in this folder yet") for t in shown_texts(dialog))
    reopened = open_database(str(tmp_path / "event.sqlite3"))
    assert reopened.backup_root == chosen  # the next start (and the command) keep it
    reopened.close()

    dialog.table.selectRow(0)
    dialog.restore_button.click()
    restore = next(b for b in confirm_box(dialog).findChildren(QPushButton) if b.text() == "Restore")
    with qtbot.waitSignal(dialog.restored, timeout=5000):
        restore.click()
    saved = Path(dialog.status_label.text().split("backed up in ")[1])
    assert saved.is_file() and saved.is_relative_to(chosen)


def test_a_folder_that_cannot_hold_backups_is_refused_and_the_old_one_kept(
    tmp_path: Path, unset_folder_dialog: BackupsDialog
) -> None:
    dialog = unset_folder_dialog
    before = dialog.folder_label.text()
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    assert not dialog.keep_backups_in(str(blocker / "backups"))
    [box] = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert f"Cannot keep backups in {blocker / 'backups'} (Not a directory)" in box.text()
    box.close()
    assert dialog.folder_label.text() == before


def test_a_backup_in_a_folder_no_longer_in_use_is_restored_from_its_file(
    qtbot: QtBot, tmp_path: Path, file_db: tuple[Database, int, int], settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The list reads only the folder in use: after Choose folder… the backups of the old
    folder could only be restored with `tourney db restore FILE`. Restore from a file… opens
    one from anywhere, after the same confirmation."""
    db, event_id, round_id = file_db
    dialog = backups_window(qtbot, db, event_id, settings)
    old = Path(dialog.rows[0].path)
    monkeypatch.delenv("TOURNEY_BACKUP_DIR")  # (set for every test: it forbids choosing)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert dialog.keep_backups_in(str(tmp_path / "new backups"))
    assert dialog.table.rowCount() == 0  # the old folder's backup is not listed
    # Both stay readable: the news of the folder did replace the hint until the window
    # was opened again.
    shown = shown_texts(dialog)
    assert any("Restore from a file… opens a backup kept in another folder" in t for t in shown)
    assert any(t.startswith("From now on backups are kept in ") for t in shown)
    assert results_entered(db, round_id) == 4

    dialog.file_button.click()
    assert dialog.file_dialog is not None and dialog.file_dialog.isVisible()
    dialog.file_dialog.fileSelected.emit(str(old))
    dialog.file_dialog.reject()
    box = confirm_box(dialog)
    assert box.text() == f"Put Ponyville Open back as the backup file {old.name} holds it: {BEFORE_ROUND_1}?"
    restore = next(b for b in box.findChildren(QPushButton) if b.text() == "Restore")
    with qtbot.waitSignal(dialog.restored, timeout=5000):
        restore.click()
    assert results_entered(db, round_id) == 0
    assert dialog.status_label.text().startswith("Restored Ponyville Open as it was: round 1 paired")
    # the state it replaced went to the folder in use, and is listed there
    assert [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())] == [
        "after round 1's results (saved by a restore)"
    ]



@pytest.mark.parametrize("shown", [2, 4])
def test_after_a_restore_the_tabs_show_the_event_as_the_backup_holds_it(
    qtbot: QtBot, file_db: tuple[Database, int, int], settings: QSettings, shown: int
) -> None:
    """Restoring the backup made when round 3 was published, with round 2 (or 4) on the
    Rounds tab, kept round 2 on screen ("Round 2 — complete"): the event is shown as if
    opened afresh, its newest round (round 3's draft) first."""
    db, event_id, _round_id = file_db
    for _ in range(3):
        _play_round(db, event_id)
    window = open_window(qtbot, db, settings)
    window.open_event(event_id)
    tab = window.event_page.rounds_tab
    tab.round_combo.setCurrentIndex(shown - 1)
    assert tab.current_round().number == shown
    window.backups_action.trigger()
    dialog = window.backups_dialog
    assert dialog is not None
    [row] = [i for i, b in enumerate(dialog.rows) if b.label.startswith("round 3 paired")]
    dialog.table.selectRow(row)
    dialog.restore_button.click()
    restore = next(b for b in confirm_box(dialog).findChildren(QPushButton) if b.text() == "Restore")
    with qtbot.waitSignal(dialog.restored, timeout=5000):
        restore.click()
    assert [tab.round_combo.itemText(i) for i in range(tab.round_combo.count())][-1].startswith(
        "Round 3"
    )
    assert tab.current_round().number == 3 and tab.current_round().state == "draft"
    assert tab.round_combo.currentText() == tab.round_combo.itemText(tab.round_combo.count() - 1)


def test_restore_from_a_file_names_a_top_cut_round(
    qtbot: QtBot, file_db: tuple[Database, int, int], settings: QSettings,
) -> None:
    """Restore from a file… asked to put the event back "as round 2 paired" for a backup of
    the Semifinals, which the list above it names "the Semifinals (round 2)"."""
    db, event_id, _round_id = file_db
    with db.transaction() as s:
        topcut.cut_to_top(s, event_id, size=4)
        semis = topcut.pair_next_elimination_round(s, event_id)
        assert semis is not None
    with db.transaction() as s:
        rounds.publish_round(s, semis.round.id)
    dialog = backups_window(qtbot, db, event_id, settings)
    newest = Path(dialog.rows[0].path)
    box = dialog.confirm_restore_file(str(newest))
    assert box.text() == (f"Put Ponyville Open back as the backup file {newest.name} holds it: "
                          "the Semifinals (round 2) paired, not published, made when it was published?")
    box.reject()
