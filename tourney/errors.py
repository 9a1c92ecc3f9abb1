"""Errors a user can fix, kept apart from bugs.

Services raise `UserError` (or a subclass) for bad input or a refused action;
the CLI prints its message and the GUI shows it in a message box. Anything
else is a bug and gets a traceback / crash dialog.
"""

from __future__ import annotations


class UserError(Exception):
    """An expected, explainable failure: bad input, a refused action, a locked file."""


class NotFoundError(UserError):
    """The named event, player, round or match does not exist."""


class ValidationError(UserError):
    """Input that breaks a rule; the message says what and where."""
