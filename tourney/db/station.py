"""Which station a change comes from, and who is at it: the names the audit log records.

Several scorekeeping stations may share one event; the audit log, the status
bar and refusals ("entered at station Front desk at 14:03") name the station
so people can find who did what, and the operator (the person at the
station) so a judge knows whom to ask. Both names are asked once and kept in
the user's settings file, shared by the window and the `tourney` command;
`$TOURNEY_STATION` overrides the station (scripts, tests). Until someone
chooses, the host name stands in for the station and the operating-system
user for the operator.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path
from typing import Any

import platformdirs

ENV_VAR = "TOURNEY_STATION"
APP_NAME = "tourney"
SETTINGS_FILE_NAME = "station.json"
MAX_LENGTH = 40
STATION_KEY = "station"
OPERATOR_KEY = "operator"
BACKUP_FOLDER_KEY = "backup_folder"


def settings_path() -> Path:
    """The user's settings file that keeps the station and operator names."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False) / SETTINGS_FILE_NAME


def host_name() -> str:
    """The computer's name, the station's name until one is chosen."""
    try:
        return socket.gethostname() or "this computer"
    except OSError:
        return "this computer"


def os_user_name() -> str:
    """The operating-system user, the operator's name until one is chosen."""
    try:
        import getpass

        return getpass.getuser()
    except Exception:  # no user name available (containers, odd platforms)
        return "unknown"


def clean_station_name(name: str) -> str:
    """One line of printable text, at most MAX_LENGTH characters (tabs, newlines become spaces)."""
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in name).split())
    return text[:MAX_LENGTH]


def _read_settings() -> dict[str, Any]:
    """The settings file's contents; empty when missing or unreadable (never an error)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _saved_name(key: str) -> str | None:
    name = _read_settings().get(key)
    cleaned = clean_station_name(name) if isinstance(name, str) else ""
    return cleaned or None


def _write_settings(changes: dict[str, str | None]) -> None:
    """Update some keys and keep the rest; the file is readable by this user only.

    Written to a temporary file and renamed over the old one, so a crash
    mid-write never leaves a half-written settings file.
    """
    data = _read_settings()
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    temporary = path.with_name(path.name + ".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    os.replace(temporary, path)


def saved_station_name() -> str | None:
    """The name chosen at this computer, or None when none was chosen (or it can't be read)."""
    return _saved_name(STATION_KEY)


def save_station_name(name: str) -> str:
    """Keep the station's name for the next start (the operator's name is kept as it was)."""
    cleaned = clean_station_name(name)
    if not cleaned:
        raise ValueError("a station needs a name")
    _write_settings({STATION_KEY: cleaned})
    return cleaned


def station_from_environment() -> str | None:
    """The name `$TOURNEY_STATION` sets for this process, if any."""
    return clean_station_name(os.environ.get(ENV_VAR, "")) or None


def station_name() -> str:
    """The name changes made here are recorded under."""
    return station_from_environment() or saved_station_name() or host_name()


def station_name_is_chosen() -> bool:
    """Whether someone named this station (or the environment does): then nobody is asked."""
    return station_from_environment() is not None or saved_station_name() is not None


SOURCE_OPTION = "--station"
SOURCE_ENVIRONMENT = f"${ENV_VAR}"
SOURCE_SAVED = "saved"
SOURCE_HOST = "host name"


def name_source(name: str) -> str:
    """Where `name`, the station name in use, comes from (the order `station_name` looks in).

    SOURCE_HOST means nobody named the station: the computer's name stands in
    and the window's next start asks. A name that is neither the environment's
    nor the kept one was given for one run (`--station`), or could not be kept.
    """
    if name == station_from_environment():
        return SOURCE_ENVIRONMENT
    saved = saved_station_name()
    if name == saved:
        return SOURCE_SAVED
    if saved is None and station_from_environment() is None and name == host_name():
        return SOURCE_HOST
    return SOURCE_OPTION


def saved_operator_name() -> str | None:
    """The operator's name kept at this computer, or None when none was kept."""
    return _saved_name(OPERATOR_KEY)


def save_operator_name(name: str | None) -> str | None:
    """Keep who operates this station; an empty name goes back to the operating-system user."""
    cleaned = clean_station_name(name or "") or None
    _write_settings({OPERATOR_KEY: cleaned})
    return cleaned


def operator_name() -> str:
    """Who the audit log names for changes made here: the kept name, else the OS user."""
    return saved_operator_name() or os_user_name()


def saved_backup_folder() -> Path | None:
    """The folder chosen at this computer for event backups, or None when none was chosen."""
    folder = _read_settings().get(BACKUP_FOLDER_KEY)
    return Path(folder) if isinstance(folder, str) and folder.strip() else None


def save_backup_folder(folder: Path | None) -> None:
    """Keep the backup folder for the window and the `tourney` command (None: the default)."""
    _write_settings({BACKUP_FOLDER_KEY: None if folder is None else str(folder)})
