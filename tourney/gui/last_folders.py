"""Where each kind of file dialog opens: the folder the last file of that kind was in.

A judge keeps deck lists in one folder, a match's boards and replays in another, the
event databases and their backups in a third, and the printouts and exports of an event
beside each other: one "last folder" for every dialog sent each of them to the folder of
whatever file was chosen last. Each kind of file remembers its own folder, in the user's
settings file (so every window of the program and the next session share it). A dialog
of a kind never used yet opens in the user's documents folder, and a remembered folder
that no longer exists (moved, deleted, an unplugged drive) is passed over.

Exports and printouts are remembered more closely still, per event of each database
(`tourney.gui.save_folders`): `within` names that place under the kind, and a place with
nothing remembered yet falls back to the kind's own folder.

Folders remembered before each kind kept its own are read once, as the starting folders of
the kinds they served (`carry_over_old_folders`), so a user upgrading loses none of them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog

SETTINGS_GROUP = "last_folders"
DECKS = "decks"
BOARDS = "boards"
REPLAYS = "replays"
DATABASES = "databases"
"""Event databases and their backups."""
EXPORTS = "exports"
"""What the program writes out for people: PDFs, exported tables."""
PLAYER_LISTS = "player_lists"
"""Lists of players imported into an event (CSV)."""
KINDS = (DECKS, BOARDS, REPLAYS, DATABASES, EXPORTS, PLAYER_LISTS)

OLD_MATCH_TABLE_KEY = "match_table/folder"
"""Where the match table's boards and replays went, before each kind kept its own folder."""
OLD_EXPORTS_GROUP = "save_folders"
"""Where exports and printouts went, before: `<database>/event-<id>` and `<database>/last`
(any event of that database), the places `SaveFolders` names under the exports now."""


def documents_folder() -> Path:
    """The user's documents folder; the home folder where the system names none that exists."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def carry_over_old_folders(settings: QSettings) -> None:
    """Read the folders an older version remembered as the starting folders of the kinds they
    served, then forget the old keys, so this happens once and a folder remembered since is
    never overwritten by an old one."""
    carried: dict[str, object] = {}
    if settings.contains(OLD_MATCH_TABLE_KEY):
        for kind in (BOARDS, REPLAYS):
            carried[f"{SETTINGS_GROUP}/{kind}"] = settings.value(OLD_MATCH_TABLE_KEY)
        settings.remove(OLD_MATCH_TABLE_KEY)
    settings.beginGroup(OLD_EXPORTS_GROUP)
    old_exports = {key: settings.value(key) for key in settings.allKeys()}
    settings.endGroup()
    for key, value in old_exports.items():
        database, _, event = key.partition("/")
        within = (database,) if event == "last" else (database, event)
        carried["/".join((SETTINGS_GROUP, EXPORTS, *within))] = value
    settings.remove(OLD_EXPORTS_GROUP)
    for key, value in carried.items():
        if isinstance(value, str) and value and not settings.contains(key):
            settings.setValue(key, value)


class LastFolders:
    """The last folder of each kind of file, kept in `settings`.

    Without settings (a window used on its own) folders are remembered for the life of
    this object only.
    """

    def __init__(self, settings: QSettings | None) -> None:
        self.settings = settings
        self._kept: dict[str, str] = {}
        if settings is not None:
            carry_over_old_folders(settings)

    @staticmethod
    def _keys(kind: str, within: tuple[str, ...]) -> list[str]:
        """The setting keys of a kind and of each place `within` it, the closest first."""
        if kind not in KINDS:
            raise ValueError(f"no such kind of file: {kind!r}")
        return ["/".join((SETTINGS_GROUP, kind, *within[:depth])) for depth in range(len(within), -1, -1)]

    def _value(self, key: str) -> str:
        value = self.settings.value(key) if self.settings is not None else self._kept.get(key)
        return value if isinstance(value, str) else ""

    def folder(self, kind: str, *within: str) -> Path:
        """Where a dialog for this kind of file (in this place) opens."""
        for key in self._keys(kind, within):
            value = self._value(key)
            if value and Path(value).is_dir():
                return Path(value)
        return documents_folder()

    def remember(self, kind: str, folder: str | Path, *within: str) -> None:
        """A file of this kind (for this place) was just opened or saved in `folder`."""
        for key in self._keys(kind, within):
            if self.settings is not None:
                self.settings.setValue(key, str(folder))
            else:
                self._kept[key] = str(folder)
        if self.settings is not None:
            self.settings.sync()

    def start_in(self, dialog: QFileDialog, kind: str) -> None:
        """Open `dialog` in the kind's folder, and remember the folder of the file chosen in it."""
        dialog.setDirectory(str(self.folder(kind)))
        dialog.fileSelected.connect(lambda path: self.remember(kind, Path(path).parent) if path else None)
