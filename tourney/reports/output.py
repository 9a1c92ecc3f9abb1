"""Saving a rendered report to a file without ever leaving half a PDF behind.

A report is rendered into a temporary file next to the target and renamed over
it only once complete, so a crash, a full disk or a renderer error leaves the
previous file (if any) untouched. Opening or printing the file is the GUI's
job (it asks the desktop), not this module's.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from tourney.errors import UserError, write_error


def save_atomically(path: str | os.PathLike[str], write: Callable[[BinaryIO], None]) -> Path:
    """Call `write` with a binary stream and put what it wrote at `path` in one step.

    Raises `UserError` when the folder is missing or not writable; any error
    from `write` propagates after the temporary file is removed.
    """
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        raise UserError(f"Cannot save the report to {target}: the folder {folder} does not exist.")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as error:
        raise write_error("Cannot save the report to", target, error) from error
    temp_path = Path(temp_name)
    try:
        # mkstemp makes a private file; a saved report should be as readable as any
        # other document (or keep the permissions of the file it replaces).
        os.chmod(temp_path, stat.S_IMODE(target.stat().st_mode) if target.is_file() else 0o644)
        with os.fdopen(handle, "wb") as out:
            write(out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_path, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            temp_path.unlink()
        raise write_error("Cannot save the report to", target, error) from error
    except BaseException:
        with contextlib.suppress(OSError):
            temp_path.unlink()
        raise
    return target
