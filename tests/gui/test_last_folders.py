"""Each kind of file dialog opens where the last file of its kind was (`tourney.gui.last_folders`).

The match table's dialogs shared one folder, whatever the file: a judge who picked a deck
list from the decks folder was sent there to save the match's board next, and the
tournament window's dialogs opened in the home folder. Decks, boards, replays, databases,
exports and player lists each keep their own folder now, in the user's settings file
(every window and the next session see it), starting in the documents folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_window
from tests.gui.test_match_table import type_and_accept
from tests.gui.test_saving_and_about import _print_standings
from tourney.gui.last_folders import BOARDS, DECKS, EXPORTS, KINDS, LastFolders, documents_folder


def settings_in(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def opens_in(dialog: QFileDialog | None) -> Path:
    """The folder a dialog shows, and the dialog closed again."""
    assert dialog is not None
    folder = Path(dialog.directory().absolutePath())
    dialog.reject()
    return folder


def test_each_kind_of_file_keeps_its_own_folder_for_every_window(tmp_path: Path) -> None:
    folders = {kind: tmp_path / kind for kind in KINDS}
    one = LastFolders(settings_in(tmp_path / "settings.ini"))
    for kind, folder in folders.items():
        folder.mkdir()
        one.remember(kind, folder)
    other = LastFolders(settings_in(tmp_path / "settings.ini"))  # (another window, or the next session)
    assert {kind: other.folder(kind) for kind in KINDS} == folders


def test_a_kind_never_used_or_whose_folder_is_gone_opens_in_the_documents_folder(
    tmp_path: Path, private_home: Path
) -> None:
    documents = private_home / "Documents"
    documents.mkdir()
    assert documents_folder() == documents
    folders = LastFolders(settings_in(tmp_path / "settings.ini"))
    assert folders.folder(DECKS) == documents
    decks = tmp_path / "decks"
    decks.mkdir()
    folders.remember(DECKS, decks)
    assert folders.folder(DECKS) == decks and folders.folder(BOARDS) == documents
    decks.rmdir()  # (moved, deleted, or on a drive no longer plugged in)
    assert folders.folder(DECKS) == documents


def test_an_exports_place_with_nothing_saved_yet_opens_where_the_last_export_went(tmp_path: Path) -> None:
    """An event's printouts go to its own folder; a new event's first one starts where the
    database's last went, else where any export went last."""
    folders = LastFolders(settings_in(tmp_path / "settings.ini"))
    spring, summer = tmp_path / "spring", tmp_path / "summer"
    spring.mkdir()
    summer.mkdir()
    folders.remember(EXPORTS, spring, "one database", "event-1")
    folders.remember(EXPORTS, summer, "another database", "event-1")
    assert folders.folder(EXPORTS, "one database", "event-1") == spring
    assert folders.folder(EXPORTS, "one database", "event-2") == spring
    assert folders.folder(EXPORTS, "a new database", "event-1") == summer


def test_the_windows_dialogs_each_open_in_their_own_kinds_folder(
    qtbot: QtBot, sample: SampleEvent, tmp_path: Path, private_home: Path
) -> None:
    (private_home / "Documents").mkdir()
    documents = documents_folder()
    settings = settings_in(tmp_path / "settings.ini")
    printouts, decks, databases = tmp_path / "printouts", tmp_path / "decks", tmp_path / "databases"
    for folder in (printouts, decks, databases):
        folder.mkdir()
    (decks / "mine.txt").write_text("", encoding="utf-8")
    window = open_window(qtbot, sample.db, settings)
    window.event_page.printer.open_after_saving = False
    window.open_event(sample.event_id)
    table = window.open_match_table()
    picker = table.choose_new_game().pickers[0]
    assert opens_in(window.choose_database()) == documents
    assert opens_in(table.choose_board_file()) == documents
    assert opens_in(picker.choose_file()) == documents
    _print_standings(window, printouts)
    type_and_accept(picker.choose_file(), decks / "mine.txt")
    assert picker.path == decks / "mine.txt"
    table.close()
    window.close()

    again = open_window(qtbot, sample.db, settings)
    again.open_event(sample.event_id)
    table = again.open_match_table()
    assert opens_in(again.event_page.choose_print("standings")) == printouts
    assert opens_in(table.choose_new_game().pickers[1].choose_file()) == decks
    assert opens_in(table.choose_board_file()) == documents
    assert opens_in(table.choose_replay_file()) == documents
    assert opens_in(again.choose_database()) == documents
    type_and_accept(again.choose_database(), databases / "summer.sqlite3")
    assert again.context.database.where.endswith("summer.sqlite3")
    assert opens_in(again.choose_database()) == databases
    assert opens_in(table.choose_new_game().pickers[1].choose_file()) == decks
