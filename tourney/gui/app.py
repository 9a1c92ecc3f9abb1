"""Start the desktop app: Qt application, crash handling, database, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMessageBox

from tourney.db.database import open_database
from tourney.errors import UserError
from tourney.gui.context import AppContext
from tourney.gui.errors import install_excepthook
from tourney.gui.main_window import MainWindow
from tourney.gui.station_dialog import needs_station_name

ORGANIZATION = "tourney"
APPLICATION = "tourney"


def application() -> QApplication:
    """The one QApplication, created with the names QSettings files are keyed by."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("tourney")
    return app


def main(db: str | None = None, *, station: str | None = None, operator: str | None = None) -> int:
    """Open the database (path, URL or the default) and run the main window until closed.

    While no station name is kept (and none is given by `station` or the
    environment) the window asks for one before anything is changed. A
    `station` or `operator` given here holds for this run only; nothing
    but the dialog's OK (or `tourney station NAME`) keeps a name.
    """
    app = application()
    install_excepthook()
    try:
        database = open_database(db, station=station, actor=operator)
    except UserError as exc:
        QMessageBox.critical(None, "tourney – cannot open the database", str(exc))
        return 1
    context = AppContext(database)
    window = MainWindow(context)
    window.show()
    if station is None and needs_station_name():
        window.choose_station_name()
    try:
        return app.exec()
    finally:
        context.close()
        database.close()


if __name__ == "__main__":
    sys.exit(main())
