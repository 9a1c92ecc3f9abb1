"""Errors a user can fix, kept apart from bugs.

Services raise `UserError` (or a subclass) for bad input or a refused action;
the CLI prints its message and the GUI shows it in a message box. Anything
else is a bug and gets a traceback / crash dialog.
"""

from __future__ import annotations

import errno
from pathlib import Path


class UserError(Exception):
    """An expected, explainable failure: bad input, a refused action, a locked file."""


class NotFoundError(UserError):
    """The named event, player, round or match does not exist."""


class ValidationError(UserError):
    """Input that breaks a rule; the message says what and where."""


def write_error(doing: str, target: Path, error: OSError) -> UserError:
    """Why writing `target` failed, in words a user can act on.

    Every save and export says the same about a folder in the way, a full disk
    or a folder without permission; `doing` opens the sentence ("Cannot save").
    """
    code = error.errno
    if code in (errno.ENOSPC, errno.EDQUOT):
        reason = "the disk is full. Free some space or choose another disk"
    elif code in (errno.EACCES, errno.EPERM):
        reason = "permission denied. Choose a folder you can write to"
    elif code == errno.EROFS:
        reason = "the disk is read-only. Choose another place"
    elif code == errno.EISDIR:
        reason = "it is a folder. Give a file name"
    else:
        reason = (error.strerror or str(error)).rstrip(".")
    return UserError(f"{doing} {target}: {reason}; nothing was written.")
