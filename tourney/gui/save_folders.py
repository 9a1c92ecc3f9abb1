"""Where an event's files were saved last, so the next save dialog opens there.

A scorekeeper keeps each event's printouts and exports in one folder; a save
dialog that always starts in the same place makes them hunt for it every
round. The folder is remembered per event of each database, under the exports'
own last folder (`tourney.gui.last_folders`): an event with nothing saved yet
starts where the database's last file went, else where any export went last,
else in the documents folder. A remembered folder that no longer exists is skipped.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tourney.gui.context import AppContext
from tourney.gui.last_folders import EXPORTS, LastFolders


def database_key(where: str) -> str:
    """A short, settings-safe key for a database (its path or URL may hold '/' or ':')."""
    return hashlib.sha256(where.encode("utf-8")).hexdigest()[:16]


class SaveFolders:
    """The last save folder of each event, read and written through the context's settings.

    Without settings (a tab used on its own) folders are remembered for the
    life of this object only.
    """

    def __init__(self, context: AppContext) -> None:
        self.context = context
        self._kept = LastFolders(None)

    def _folders(self) -> LastFolders:
        settings = self.context.settings  # (read each time: the window sets it after the tabs are made)
        return self._kept if settings is None else LastFolders(settings)

    def _place(self, event_id: int | None) -> tuple[str, ...]:
        """The database, and the event in it when there is one."""
        database = database_key(self.context.database.where)
        return (database,) if event_id is None else (database, f"event-{event_id}")

    def folder_for(self, event_id: int | None) -> Path:
        """Where the save dialog for this event's next file starts."""
        return self._folders().folder(EXPORTS, *self._place(event_id))

    def remember(self, event_id: int | None, folder: Path) -> None:
        """Note that a file of this event was just saved in `folder`."""
        self._folders().remember(EXPORTS, folder, *self._place(event_id))
