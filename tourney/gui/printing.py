"""Printing from the window: build the report's rows, save the PDF off the GUI thread, open it.

The rows come from `tourney.services.printouts` (the same as `tourney print`),
the PDF is written with `save_atomically` on the worker thread, and the saved
file is handed to the desktop (`QDesktopServices.openUrl`), which opens it
in the user's PDF viewer to read or print.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QWidget
from sqlmodel import Session

from tourney.gui.context import AppContext
from tourney.gui.dialogs import open_dialog
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


class ReportPrinter(QObject):
    """Saves reports for one window; `saved` carries the path of each finished PDF."""

    saved = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self.parent_widget = parent
        self.open_after_saving = True
        self.folder = Path.home()
        self.file_dialog: QFileDialog | None = None
        self.last_saved: Path | None = None

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
        dialog = QFileDialog(self.parent_widget, f"Save {printouts.REPORT_TITLES[kind].lower()}")
        dialog.setObjectName("savePdfDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters(["PDF files (*.pdf)"])
        dialog.setDefaultSuffix("pdf")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setDirectory(str(self.folder))
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
        self.folder = path.parent

        def work(session: Session) -> Path:
            printout = printouts.build(
                session, event_id, kind, round_number=round_number, by=by, player=player,
                printed_at_label=label,
            )
            return save_atomically(path, printout.render)

        def done(saved: Path) -> None:
            self.last_saved = saved
            self.saved.emit(str(saved))
            if on_saved is not None:
                on_saved(saved)
            if self.open_after_saving:
                QDesktopServices.openUrl(QUrl.fromLocalFile(str(saved)))

        return self.context.run_in_background(
            self.parent_widget,
            work,
            changes="printed",
            label=f"Saving the {printouts.REPORT_TITLES[kind].lower()}…",
            on_success=done,
            reads_only=True,
        )
