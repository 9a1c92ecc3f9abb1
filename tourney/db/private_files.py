"""Files and folders for the user alone: the database, its folder and the backups.

An event's data names players and their penalties; on a shared machine nobody
else should read it. Files are created 0600 and folders 0700 from the start
(never created open and tightened afterwards), and SQLite gives its -wal and
-shm files the main file's mode, so creating the main file private is enough.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

PRIVATE_FILE_MODE = 0o600
PRIVATE_DIR_MODE = 0o700
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")


def make_private_dir(path: Path) -> None:
    """Create `path` and any missing parents as 0700 folders; existing ones are left as they are."""
    missing: list[Path] = []
    current = path
    while not current.exists():
        missing.append(current)
        if current.parent == current:
            break
        current = current.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another process made it just now
            folder.mkdir(mode=PRIVATE_DIR_MODE)
        os.chmod(folder, PRIVATE_DIR_MODE)  # the umask may have taken bits away; never adds any


def create_private_file(path: Path) -> None:
    """Create an empty 0600 file; FileExistsError when something is already there."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE_MODE)
    os.close(descriptor)


def restrict_to_owner(path: Path, *, folder: bool = False) -> None:
    """Take away group and other permissions from an existing file or folder we own."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return
    wanted = mode & (PRIVATE_DIR_MODE if folder else PRIVATE_FILE_MODE)
    if wanted != mode:
        os.chmod(path, wanted)


def restrict_sqlite_files(path: Path) -> None:
    """The database file and its -wal/-shm/-journal companions, for the owner alone."""
    restrict_to_owner(path)
    for suffix in SQLITE_COMPANIONS:
        restrict_to_owner(path.with_name(path.name + suffix))


def remove_sqlite_files(path: Path) -> None:
    """Remove a database file we created and its companions (after a failed first start)."""
    for candidate in (path, *(path.with_name(path.name + s) for s in SQLITE_COMPANIONS)):
        with contextlib.suppress(FileNotFoundError):
            candidate.unlink()


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in `folder` survive a power cut (where the OS allows it)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
