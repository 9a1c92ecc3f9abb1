"""Where an event's files were saved last, so the next save dialog opens there.

A scorekeeper keeps each event's printouts and exports in one folder; a save
dialog that always starts in the home folder makes them hunt for it every
round. The folder is remembered per event of each database (kept in the
window's settings file, so it holds across restarts); an event with nothing
saved yet starts where the database's last file went, else in the home
folder. A remembered folder that no longer exists is skipped.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QSettings

from tourney.gui.context import AppContext

SETTINGS_GROUP = "save_folders"
ANY_EVENT = "last"


def _database_key(where: str) -> str:
    """A short, settings-safe key for a database (its path or URL may hold '/' or ':')."""
    return hashlib.sha256(where.encode("utf-8")).hexdigest()[:16]


class SaveFolders:
    """The last save folder of each event, read and written through the context's settings.

    Without settings (a tab used on its own) folders are remembered for the
    life of this object only.
    """

    def __init__(self, context: AppContext) -> None:
        self.context = context
        self._kept: dict[str, str] = {}

    def _keys(self, event_id: int | None) -> tuple[str, str]:
        database = _database_key(self.context.database.where)
        event = ANY_EVENT if event_id is None else f"event-{event_id}"
        return (
            f"{SETTINGS_GROUP}/{database}/{event}",
            f"{SETTINGS_GROUP}/{database}/{ANY_EVENT}",
        )

    def _settings(self) -> QSettings | None:
        return self.context.settings

    def _value(self, key: str) -> str:
        settings = self._settings()
        value = settings.value(key) if settings is not None else self._kept.get(key)
        return value if isinstance(value, str) else ""

    def folder_for(self, event_id: int | None) -> Path:
        """Where the save dialog for this event's next file starts."""
        for key in self._keys(event_id):
            value = self._value(key)
            if value and Path(value).is_dir():
                return Path(value)
        return Path.home()

    def remember(self, event_id: int | None, folder: Path) -> None:
        """Note that a file of this event was just saved in `folder`."""
        settings = self._settings()
        for key in self._keys(event_id):
            if settings is not None:
                settings.setValue(key, str(folder))
            else:
                self._kept[key] = str(folder)
        if settings is not None:
            settings.sync()
