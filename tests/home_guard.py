"""A check, active in every test, that nothing is written in the user's own home folder.

The program keeps the user's settings there (the station's name, the window's
size and places, the last save folders, the default database and its backups).
A test that wrote to them would change how the user's own copy behaves, and a
test that read them would pass or fail by what the user last did. So the test
run moves the home and settings folders to temporary ones (`tests/conftest.py`),
and this check watches the real home: every write this process makes (opening
a file to write, making, renaming or removing a file or folder, opening an
SQLite database) goes through an audit hook, and one under the real home is
remembered, so the test that made it fails even when its code swallowed an error.

Writes that are no one's settings are allowed: the project's own folder (a
checkout under the home writes its caches there), the Python installation, and
the temporary folder. Qt's own settings files are written by Qt, not Python:
`tests/test_private_home.py` checks that Qt looks for them in the test's home.
"""

from __future__ import annotations

import os
import site
import sys
import tempfile
from pathlib import Path

violations: list[str] = []
_watched: Path | None = None
_allowed: tuple[Path, ...] = ()

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
# Audit events that change the file system, and which of their arguments are paths.
_CHANGES: dict[str, tuple[int, ...]] = {
    "os.mkdir": (0,),
    "os.rename": (0, 1),  # (os.replace too)
    "os.remove": (0,),
    "os.rmdir": (0,),
    "os.truncate": (0,),
    "os.symlink": (1,),
    "os.link": (1,),
    "os.chmod": (0,),
    "os.utime": (0,),
    "shutil.copyfile": (1,),
    "shutil.rmtree": (0,),
    "sqlite3.connect": (0,),
}


def _absolute(path: object) -> Path | None:
    """The absolute path an audit argument names (None: an open file descriptor, a URI)."""
    if isinstance(path, int) or path is None:
        return None
    try:
        text = os.fsdecode(os.fspath(path))  # type: ignore[arg-type]
    except TypeError:
        return None
    if text == ":memory:" or text.startswith("file:"):
        return None
    return Path(os.path.realpath(text))


def _is_watched(path: Path) -> bool:
    assert _watched is not None
    return path.is_relative_to(_watched) and not any(path.is_relative_to(a) for a in _allowed)


def _hook(event: str, args: tuple[object, ...]) -> None:
    if _watched is None:
        return
    if event == "open":
        flags = args[2]
        if not isinstance(flags, int) or not flags & _WRITE_FLAGS:
            return
        positions: tuple[int, ...] = (0,)
    elif event in _CHANGES:
        positions = _CHANGES[event]
    else:
        return
    for position in positions:
        path = _absolute(args[position])
        if path is not None and _is_watched(path):
            violations.append(f"{event} {path}")


def install(real_home: Path, project_root: Path) -> None:
    """Watch `real_home` from now on (once per process; later calls change nothing)."""
    global _watched, _allowed
    if _watched is not None:
        return
    _watched = Path(os.path.realpath(real_home))
    folders = (
        project_root, sys.prefix, sys.base_prefix, sys.exec_prefix,
        site.getusersitepackages(), tempfile.gettempdir(),
    )
    # (a home inside the temporary folder stays watched: only the folders in it are allowed)
    _allowed = tuple(
        allowed for allowed in (Path(os.path.realpath(folder)) for folder in folders)
        if not _watched.is_relative_to(allowed)
    )
    sys.addaudithook(_hook)
