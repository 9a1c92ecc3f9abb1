"""Which station a change comes from: the name this computer goes by at the event.

Several scorekeeping stations may share one event; the audit log, the status
bar and refusals ("entered at station Front desk at 14:03") name the station
so people can find who did what. The name is asked once and kept in the
user's settings file, shared by the window and the `tourney` command;
`$TOURNEY_STATION` overrides it (scripts, tests), and the host name stands in
until someone chooses one.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import platformdirs

ENV_VAR = "TOURNEY_STATION"
APP_NAME = "tourney"
SETTINGS_FILE_NAME = "station.json"
MAX_LENGTH = 40


def settings_path() -> Path:
    """The user's settings file that keeps the station name."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False) / SETTINGS_FILE_NAME


def host_name() -> str:
    """The computer's name, the station's name until one is chosen."""
    try:
        return socket.gethostname() or "this computer"
    except OSError:
        return "this computer"


def saved_station_name() -> str | None:
    """The name chosen at this computer, or None when none was chosen (or it can't be read)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = data.get("station") if isinstance(data, dict) else None
    return clean_station_name(name) if isinstance(name, str) and name.strip() else None


def clean_station_name(name: str) -> str:
    """One line of printable text, at most MAX_LENGTH characters."""
    text = " ".join("".join(ch for ch in name if ch.isprintable()).split())
    return text[:MAX_LENGTH]


def save_station_name(name: str) -> str:
    """Keep the station's name for the next start; the file is readable by this user only."""
    cleaned = clean_station_name(name)
    if not cleaned:
        raise ValueError("a station needs a name")
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    temporary = path.with_name(path.name + ".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump({"station": cleaned}, handle)
    os.replace(temporary, path)
    return cleaned


def station_name() -> str:
    """The name changes made here are recorded under."""
    from_environment = clean_station_name(os.environ.get(ENV_VAR, ""))
    return from_environment or saved_station_name() or host_name()
