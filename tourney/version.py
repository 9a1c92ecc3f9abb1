"""The program's version: one string, from the installed package's metadata.

pyproject.toml's `version` is the only place the number is written; the
`tourney --version` command and Help → About both read it here, so a
scorekeeper reporting a problem quotes the same number everywhere.
"""

from __future__ import annotations

DISTRIBUTION = "tourney"
UNKNOWN = "unknown (not installed as a package)"


def program_version() -> str:
    """The installed version, e.g. "0.1.0"."""
    from importlib import metadata  # (read only when asked: a slow import for every command)

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def program_summary() -> str:
    """The one-line description of what the program is (pyproject's `description`)."""
    from importlib import metadata

    try:
        return metadata.metadata(DISTRIBUTION).get("Summary") or ""
    except metadata.PackageNotFoundError:
        return ""
