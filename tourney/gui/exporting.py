"""File → Export…: ask where, then save the open event's export off the GUI thread.

The save dialog's file type chooses the format: a JSON file, the CSV tables
in a ZIP file, or the CSV tables in a new folder (docs/export-format.md). The
export is built and written with the same service functions as
`tourney export`, on the worker thread, since a big event takes a moment.
The dialog starts in the folder where the event's files were saved last.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget
from sqlmodel import Session

from tourney.gui.context import AppContext
from tourney.gui.dialogs import open_dialog
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.save_folders import SaveFolders
from tourney.services.export import build_export
from tourney.services.export_files import CSV, JSON, SavedExport, write_export

JSON_FILTER = "JSON file (*.json)"
ZIP_FILTER = "CSV tables in a ZIP file (*.zip)"
FOLDER_FILTER = "CSV tables in a new folder (*)"
# File type -> (format, the suffix the name gets).
EXPORT_TYPES: dict[str, tuple[str, str]] = {
    JSON_FILTER: (JSON, "json"),
    ZIP_FILTER: (CSV, "zip"),
    FOLDER_FILTER: (CSV, ""),
}


def suggested_name(event_name: str) -> str:
    """A file name from the event's name: "Canterlot Cup 2026" -> "canterlot-cup-2026"."""
    slug = re.sub(r"[^\w]+", "-", event_name.casefold()).strip("-_")
    return slug or "event"


def _with_suffix(name: str, suffix: str) -> str:
    stem = name
    for known in (".json", ".zip"):
        if stem.casefold().endswith(known):
            stem = stem[: -len(known)]
    return f"{stem}.{suffix}" if suffix else stem


class EventExporter(QObject):
    """Exports events for one window; `saved` carries the status-bar message of each export."""

    saved = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self.parent_widget = parent
        self.folders = SaveFolders(context)
        self.file_dialog: QFileDialog | None = None
        self.last_saved: SavedExport | None = None

    def choose_target(self, event_id: int, event_name: str) -> QFileDialog:
        """Ask where to save and as what (non-blocking); choosing a name exports there."""
        dialog = file_dialog(self.parent_widget, f"Export {event_name}")
        dialog.setObjectName("exportDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters(list(EXPORT_TYPES))
        dialog.selectNameFilter(JSON_FILTER)
        dialog.setDefaultSuffix("json")
        dialog.setDirectory(str(self.folders.folder_for(event_id)))
        dialog.selectFile(f"{suggested_name(event_name)}.json")

        def type_chosen(name_filter: str) -> None:
            suffix = EXPORT_TYPES[name_filter][1]
            dialog.setDefaultSuffix(suffix)
            typed = dialog.selectedFiles()
            current = Path(typed[0]).name if typed else suggested_name(event_name)
            dialog.selectFile(_with_suffix(current, suffix))

        def chosen(path: str) -> None:
            fmt = EXPORT_TYPES.get(dialog.selectedNameFilter(), (JSON, "json"))[0]
            self.export_to(event_id, event_name, Path(path), fmt)

        dialog.filterSelected.connect(type_chosen)
        dialog.fileSelected.connect(chosen)
        self.file_dialog = dialog
        return open_dialog(dialog)

    def export_to(self, event_id: int, event_name: str, path: Path, fmt: str) -> int:
        """Build and write the export on the worker thread; returns the job id.

        An existing file is replaced: the save dialog has already asked.
        """

        def work(session: Session) -> SavedExport:
            return write_export(build_export(session, event_id), path, fmt, force=True)

        def done(saved: SavedExport) -> None:
            self.last_saved = saved
            self.folders.remember(event_id, path.parent)
            self.saved.emit(f"Saved {event_name} to {saved.path} ({saved.description})")

        return self.context.run_in_background(
            self.parent_widget,
            work,
            changes="exported",
            label=f"Exporting {event_name}…",
            on_success=done,
        )
