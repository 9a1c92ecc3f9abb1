"""Use cases (Qt-free): one database transaction per user action.

Each module holds the actions of one area as functions taking the session
first. They validate everything before writing, raise `tourney.errors.UserError`
subclasses for expected failures, write an audit entry for every change, and
return plain frozen rows (never ORM objects) for the GUI and CLI.
"""

from __future__ import annotations

import enum
from typing import Final


class Unset(enum.Enum):
    """Marks an edit argument the caller did not give (None is a real value)."""

    UNSET = "unset"


UNSET: Final = Unset.UNSET
