"""File → Backups…: the open event's backups, and restoring one after a confirmation.

Restore from a file… restores a backup kept anywhere else (a folder used before, a
USB stick), which the list, reading only the folder in use, does not show.

The window only lists and asks; making, listing and restoring backups are the
same service calls `tourney db backup|backups|restore` make.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.errors import UserError
from tourney.gui.context import AppContext
from tourney.gui.dialogs import ask, open_dialog
from tourney.gui.errors import show_user_error
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.table_views import one_tab_stop
from tourney.services import backups, events
from tourney.services.backups import BackupRow

COLUMNS = ("Backup", "Made", "Size (KB)")


def local_time(row: BackupRow) -> str:
    """When the backup was made, in this computer's time zone."""
    return row.made_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")


class BackupsDialog(QDialog):
    """The event's backups, newest first: back up now, or restore the selected one."""

    restored = Signal(int)  # the event id, once its rows were replaced

    def __init__(self, context: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("backupsDialog")
        self.context = context
        self.event_id = event_id
        self.event_name = context.read(lambda s: events.get_event(s, event_id)).name
        self.setWindowTitle(f"Backups of {self.event_name}")
        self.rows: list[BackupRow] = []

        intro = QLabel(
            "A backup is made before every round is published; the last "
            f"{backups.KEEP_ROUND_BACKUPS} are kept. Restoring puts the event back as the "
            "backup holds it, after backing up its current state."
        )
        intro.setWordWrap(True)
        self.folder_label = QLabel()
        self.folder_label.setObjectName("backupsFolder")
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button = QPushButton("Choose &folder…")
        self.folder_button.setToolTip("Keep this computer's backups in another folder from now on")
        self.folder_button.clicked.connect(self.choose_folder)
        self.file_dialog: QFileDialog | None = None
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("backupsTable")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        one_tab_stop(self.table)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self.confirm_restore())
        self.empty_label = QLabel(
            "No backups in this folder yet: one is made before each round is published. "
            "Restore from a file… opens a backup kept in another folder."
        )
        self.empty_label.setObjectName("backupsEmpty")
        self.empty_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setObjectName("backupsStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.back_up_button = QPushButton("&Back up now")
        self.restore_button = QPushButton("&Restore…")
        self.file_button = QPushButton("Restore from a fi&le…")
        self.file_button.setToolTip(
            "Restore from a backup file kept anywhere: a folder used before, a USB stick"
        )
        self.buttons.addButton(self.back_up_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.back_up_button.clicked.connect(self.back_up_now)
        self.restore_button.clicked.connect(self.confirm_restore)
        self.file_button.clicked.connect(self.choose_backup_file)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_label, 1)
        folder_row.addWidget(self.folder_button)
        layout.addLayout(folder_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.resize(620, 360)
        self.refresh()

    def refresh(self) -> None:
        """List the backups again, the one selected still selected (by its file, not its row:
        a backup made meanwhile comes first, and the row below it is another backup)."""
        event_id = self.event_id
        chosen = self.selected_backup()
        self.folder_label.setText(backups.where_backups_go(self.context.database))
        self.rows = self.context.read(lambda s: backups.list_backups(s, event_id))
        self.table.clearSelection()
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            size = QTableWidgetItem(str(row.size_kb))
            size.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label = QTableWidgetItem(row.label)
            label.setToolTip(row.path)
            self.table.setItem(index, 0, label)
            self.table.setItem(index, 1, QTableWidgetItem(local_time(row)))
            self.table.setItem(index, 2, size)
        self.table.resizeColumnToContents(1)
        if chosen is not None:
            for index, row in enumerate(self.rows):
                if row.path == chosen.path:
                    self.table.selectRow(index)
        # (a line of its own: what an action says below it leaves the hint readable)
        self.empty_label.setHidden(bool(self.rows))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.restore_button.setEnabled(self.selected_backup() is not None)

    def selected_backup(self) -> BackupRow | None:
        chosen = self.table.selectionModel().selectedRows()
        if len(chosen) != 1:
            return None
        return self.rows[chosen[0].row()]

    def back_up_now(self) -> bool:
        event_id = self.event_id
        made: list[str] = []

        def make(session) -> None:  # type: ignore[no-untyped-def]
            made.append(str(backups.back_up_event(session, event_id)))

        if not self.context.try_run(self, make, changes="backups"):
            return False
        self.refresh()
        self.status_label.setText(f"Backed up to {made[0]}")
        return True

    def choose_folder(self) -> QFileDialog:
        """Ask for the folder backups go to from now on (the one in use is offered first)."""
        dialog = file_dialog(self, "Keep backups in")
        dialog.setObjectName("backupFolderDialog")
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        self._start_in_backup_folder(dialog)
        dialog.fileSelected.connect(self.keep_backups_in)
        self.file_dialog = dialog
        return open_dialog(dialog)

    def choose_backup_file(self) -> QFileDialog:
        """Ask for a backup file anywhere (the folder in use is offered first); restoring it
        is asked next, as for a backup in the list."""
        dialog = file_dialog(self, "Restore from a backup file")
        dialog.setObjectName("backupFileDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters(["Backups (*.sqlite3 *.json)", "All files (*)"])
        self._start_in_backup_folder(dialog)
        dialog.fileSelected.connect(self.confirm_restore_file)
        self.file_dialog = dialog
        return open_dialog(dialog)

    def _start_in_backup_folder(self, dialog: QFileDialog) -> None:
        start = self.context.database.backup_root
        while start is not None and not start.is_dir() and start.parent != start:
            start = start.parent  # (the folder is made with the first backup)
        if start is not None:
            dialog.setDirectory(str(start))

    def keep_backups_in(self, folder: str) -> bool:
        """Backups go to `folder` from now on; a folder that cannot hold them is refused in words."""
        try:
            where = backups.choose_backup_folder(self.context.database, folder)
        except UserError as exc:
            show_user_error(self, str(exc), title="Cannot keep backups there")
            return False
        self.refresh()
        self.status_label.setText(f"From now on backups are kept in {where}.")
        return True

    def confirm_restore(self) -> QMessageBox | None:
        """Ask before restoring the selected backup; Restore in the box does it."""
        row = self.selected_backup()
        if row is None:
            return None
        return self._ask_to_restore(f"as it was: {row.label}, {local_time(row)}", row.path)

    def confirm_restore_file(self, path: str) -> QMessageBox:
        """Ask before restoring the backup file chosen; a file of another event is refused
        in words when Restore is pressed (the same check as `tourney db restore FILE`)."""
        name = Path(path).name
        event_id = self.event_id
        held = self.context.read(lambda s: backups.describe_file(name, backups.round_names(s, event_id)))
        return self._ask_to_restore(
            f"as the backup file {name} holds it" + (f": {held}" if held else ""), path
        )

    def _ask_to_restore(self, held: str, path: str) -> QMessageBox:
        return ask(
            self,
            "Restore backup",
            f"Put {self.event_name} back {held}?",
            informative="Everything entered since then (results, drops, rounds, penalties) "
            "is replaced by the backup. The current state is backed up first, so you can "
            "go back to it from this list.",
            yes="Restore",
            name="confirmRestore",
            on_yes=lambda: self.restore(path),
        )

    def restore(self, path: str) -> bool:
        event_id = self.event_id
        done: list[backups.RestoreRow] = []

        def put_back(session) -> None:  # type: ignore[no-untyped-def]
            done.append(backups.restore_backup(session, path, event_id=event_id))

        if not self.context.try_run(self, put_back, changes="events"):
            return False
        self.refresh()
        said = done[0].description[0].upper() + done[0].description[1:] + "."
        if done[0].saved_current_state:
            said += f" The state it replaced is backed up in {done[0].saved_current_state}"
        self.status_label.setText(said)
        self.restored.emit(event_id)
        return True
