"""Start the desktop app: Qt application, crash handling, database, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMessageBox

from tourney.db.database import open_database
from tourney.errors import UserError
from tourney.gui.context import AppContext
from tourney.gui.errors import install_excepthook
from tourney.gui.main_window import MainWindow

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


def main(db: str | None = None) -> int:
    """Open the database (path, URL or the default) and run the main window until closed."""
    app = application()
    install_excepthook()
    try:
        database = open_database(db)
    except UserError as exc:
        QMessageBox.critical(None, "tourney – cannot open the database", str(exc))
        return 1
    context = AppContext(database)
    window = MainWindow(context)
    window.show()
    try:
        return app.exec()
    finally:
        database.close()


if __name__ == "__main__":
    sys.exit(main())
