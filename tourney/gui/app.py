"""Start the desktop app: Qt application, crash handling, database, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from tourney.db.database import open_database
from tourney.errors import UserError
from tourney.gui.context import AppContext
from tourney.gui.errors import install_excepthook
from tourney.gui.main_window import MainWindow
from tourney.gui.opening import OpeningCard, application
from tourney.gui.station_dialog import needs_station_name


def main(db: str | None = None, *, station: str | None = None, operator: str | None = None,
         opening: OpeningCard | None = None) -> int:
    """Open the database (path, URL or the default) and run the main window until closed.

    While no station name is kept (and none is given by `station` or the
    environment) the window asks for one before anything is changed. A
    `station` or `operator` given here holds for this run only; nothing
    but the dialog's OK (or `tourney station NAME`) keeps a name. The
    opening card (`opening`, else one of its own) names each slow step until
    the window shows.
    """
    app = application()
    install_excepthook()
    card = opening or OpeningCard()
    card.step("Opening the database…")
    try:
        database = open_database(db, station=station, actor=operator)
    except UserError as exc:
        card.done()
        QMessageBox.critical(None, "tourney – cannot open the database", str(exc))
        return 1
    card.step("Reading the events…")
    context = AppContext(database)
    window = MainWindow(context)
    window.show()
    card.done(window)
    if station is None and needs_station_name():
        window.choose_station_name()
    try:
        return app.exec()
    finally:
        context.close()
        database.close()


if __name__ == "__main__":
    sys.exit(main())
