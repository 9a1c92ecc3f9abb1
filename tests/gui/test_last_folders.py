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

from tests.gui.conftest import SampleEvent, open_event_window, open_window
from tests.gui.test_match_table import type_and_accept
from tests.gui.test_saving_and_about import _print_standings
from tourney.gui.last_folders import (
    BOARDS,
    DECKS,
    EXPORTS,
    KINDS,
    REPLAYS,
    LastFolders,
    documents_folder,
)
from tourney.gui.save_folders import database_key


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

    again = open_event_window(qtbot, sample, settings)
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


def test_folders_remembered_before_each_kind_kept_its_own_are_where_those_kinds_start(
    qtbot: QtBot, sample: SampleEvent, tmp_path: Path, private_home: Path
) -> None:
    """An upgrading user's settings file holds only the old keys: the match table's one folder
    and each event's export folder. They were forgotten, every dialog opening in the documents
    folder; they are read once as the folders of the kinds they served."""
    (private_home / "Documents").mkdir()
    matches, printouts, elsewhere = tmp_path / "matches", tmp_path / "printouts", tmp_path / "elsewhere"
    for folder in (matches, printouts, elsewhere):
        folder.mkdir()
    database = database_key(sample.db.where)
    old = settings_in(tmp_path / "settings.ini")  # (as the earlier version wrote it)
    old.setValue("match_table/folder", str(matches))
    old.setValue(f"save_folders/{database}/event-{sample.event_id}", str(printouts))
    old.setValue(f"save_folders/{database}/last", str(printouts))
    old.sync()

    window = open_window(qtbot, sample.db, settings_in(tmp_path / "settings.ini"))
    window.event_page.printer.open_after_saving = False
    window.open_event(sample.event_id)
    table = window.open_match_table()
    assert opens_in(table.choose_board_file()) == matches
    assert opens_in(table.choose_replay_file()) == matches
    assert opens_in(window.event_page.choose_print("standings")) == printouts
    assert opens_in(table.choose_new_game().pickers[0].choose_file()) == documents_folder()
    LastFolders(window.settings).remember(BOARDS, elsewhere)
    table.close()
    window.close()

    settings = settings_in(tmp_path / "settings.ini")
    assert not any(key.startswith(("match_table/folder", "save_folders")) for key in settings.allKeys())
    again = LastFolders(settings)  # (read once: a folder remembered since stays)
    assert again.folder(BOARDS) == elsewhere and again.folder(REPLAYS) == matches
