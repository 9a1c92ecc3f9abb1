"""Printing from the window: build the report's rows, save the PDF off the GUI thread, open it.

The rows come from `tourney.services.printouts` (the same as `tourney print`),
the PDF is written with `save_atomically` on the worker thread, and the saved
file is handed to the desktop's PDF viewer to read or print. The window's
status bar then says where the file went, and says plainly when no viewer
could be opened, so a saved report is never lost from sight. The save dialog
starts in the folder where this event's files were saved last.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget
from sqlmodel import Session

from tourney.gui.context import AppContext
from tourney.gui.dialogs import open_dialog
from tourney.gui.file_dialogs import file_dialog
from tourney.gui.save_folders import SaveFolders
from tourney.gui.viewer import open_in_viewer
from tourney.reports.output import save_atomically
from tourney.services import printouts


def printed_at_label() -> str:
    """The local time printed on every page (the renderers never read the clock)."""
    return datetime.now().astimezone().strftime("%Y-%m-%d %H:%M")


def suggested_file_name(kind: str, *, by: str = "name", round_number: int | None = None) -> str:
    parts = [kind]
    if kind == "pairings":
        parts.append(f"by-{by}")
    if round_number is not None:
        parts.append(f"round-{round_number}")
    return "-".join(parts) + ".pdf"


def saved_message(path: Path, *, opened: bool | None) -> str:
    """What the status bar says after saving: where, and whether a viewer could show it.

    `opened` None: opening was not asked for.
    """
    if opened is False:
        return f"Saved to {path}; no PDF viewer was found to open it"
    return f"Saved to {path}"


class ReportPrinter(QObject):
    """Saves reports for one window.

    `saved` carries the path of each finished PDF; `announced` the message the
    window's status bar shows about it.
    """

    saved = Signal(str)
    announced = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self.parent_widget = parent
        self.open_after_saving = True
        self.folders = SaveFolders(context)
        self.file_dialog: QFileDialog | None = None
        self.last_saved: Path | None = None
        self.last_message = ""

    def choose_file(
        self,
        event_id: int,
        kind: str,
        *,
        by: str = "name",
        round_number: int | None = None,
        player: str | int | None = None,
        file_name: str | None = None,
    ) -> QFileDialog:
        """Ask where to save (non-blocking); choosing a file prints there.

        `file_name` is the name to suggest when the kind and round alone do not
        tell one printout from another (each deck-check sheet of a round).
        """
        dialog = file_dialog(self.parent_widget, f"Save {printouts.REPORT_TITLES[kind].lower()}")
        dialog.setObjectName("savePdfDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters(["PDF files (*.pdf)"])
        dialog.setDefaultSuffix("pdf")
        dialog.setDirectory(str(self.folders.folder_for(event_id)))
        dialog.selectFile(file_name or suggested_file_name(kind, by=by, round_number=round_number))
        dialog.fileSelected.connect(
            lambda path: self.print_to(
                event_id, kind, Path(path), by=by, round_number=round_number, player=player
            )
        )
        self.file_dialog = dialog
        return open_dialog(dialog)

    def print_to(
        self,
        event_id: int,
        kind: str,
        path: Path,
        *,
        by: str = "name",
        round_number: int | None = None,
        player: str | int | None = None,
        on_saved: Callable[[Path], None] | None = None,
    ) -> int:
        """Build and save the report on the worker thread; returns the job id."""
        label = printed_at_label()

        def work(session: Session) -> Path:
            printout = printouts.build(
                session, event_id, kind, round_number=round_number, by=by, player=player,
                printed_at_label=label,
            )
            return save_atomically(path, printout.render)

        def done(saved: Path) -> None:
            self.last_saved = saved
            self.folders.remember(event_id, saved.parent)
            self.saved.emit(str(saved))
            if on_saved is not None:
                on_saved(saved)
            opened = open_in_viewer(saved) if self.open_after_saving else None
            self.announce(saved_message(saved, opened=opened))

        return self.context.run_in_background(
            self.parent_widget,
            work,
            changes="printed",
            label=f"Saving the {printouts.REPORT_TITLES[kind].lower()}…",
            on_success=done,
            reads_only=True,
        )

    def announce(self, message: str) -> None:
        """Show `message` in the status bar of the window this printer belongs to."""
        self.last_message = message
        self.announced.emit(message)
        window = self.parent_widget.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message)
