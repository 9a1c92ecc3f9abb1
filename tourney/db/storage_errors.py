"""What a storage failure means in plain words: a full disk, a read-only file, a damaged file.

SQLite and PostgreSQL report these as driver errors with terse texts
("database or disk is full", "attempt to write a readonly database",
"database disk image is malformed"). The person at the scorekeeping table
needs to know which file, that nothing was saved, and what to do next.
"""

from __future__ import annotations

from sqlalchemy.exc import DBAPIError

FULL = "full"
READ_ONLY = "read-only"
DAMAGED = "damaged"
UNREADABLE = "unreadable"
UNREACHABLE = "unreachable"

# SQLite's messages, matched on the lower-cased text of the driver error.
_SQLITE_TEXTS: tuple[tuple[str, str], ...] = (
    ("database or disk is full", FULL),
    ("attempt to write a readonly database", READ_ONLY),
    ("readonly database", READ_ONLY),
    ("database disk image is malformed", DAMAGED),
    ("malformed", DAMAGED),
    ("file is not a database", DAMAGED),
    ("disk i/o error", UNREADABLE),
    ("unable to open database file", UNREADABLE),
)
# PostgreSQL's SQLSTATE codes for the same situations.
_PG_CODES: dict[str, str] = {
    "53100": FULL,  # disk_full
    "25006": READ_ONLY,  # read_only_sql_transaction
    "XX001": DAMAGED,  # data_corrupted
    "XX002": DAMAGED,  # index_corrupted
}


# PostgreSQL's SQLSTATE codes of a server that stopped or is not taking connections yet:
# admin_shutdown, crash_shutdown, cannot_connect_now; any "08" code is a connection exception.
_PG_GONE_CODES = frozenset({"57P01", "57P02", "57P03"})


def _server_gone(original: BaseException, code: object) -> bool:
    """Whether a PostgreSQL driver error is the server not answering (stopped, restarting,
    out of the network): the connection failed or was lost, not a statement refused."""
    if type(original).__module__.split(".")[0] != "psycopg":
        return False
    if isinstance(code, str):
        return code.startswith("08") or code in _PG_GONE_CODES
    # psycopg gives no code when it could not connect at all or the connection dropped.
    return type(original).__name__ == "OperationalError"


def storage_problem(exc: BaseException) -> str | None:
    """FULL, READ_ONLY, DAMAGED or UNREADABLE for a storage failure, UNREACHABLE for a
    database server that does not answer; None for anything else."""
    original = exc.orig if isinstance(exc, DBAPIError) else exc
    code = getattr(original, "sqlstate", None) or getattr(original, "pgcode", None)
    if isinstance(code, str) and code in _PG_CODES:
        return _PG_CODES[code]
    if isinstance(original, BaseException) and _server_gone(original, code):
        return UNREACHABLE
    text = str(original).lower()
    for needle, kind in _SQLITE_TEXTS:
        if needle in text:
            return kind
    return None


SAVING = "cannot save to"
OPENING = "cannot open"
READING = "cannot read"


def storage_message(kind: str, where: str, *, action: str) -> str:
    """The message for a storage problem with the database at `where` (a path or server).

    `action` is what failed, said first: SAVING, OPENING or READING. It has no default, so a
    window that was only reading never tells the user it could not save."""
    if kind == FULL:
        return (
            f"{action} {where}: the disk is full. Nothing was changed.\n"
            "Free some space on that disk (or move the database to a disk with room) and try again."
        )
    if kind == READ_ONLY:
        return (
            f"{action} {where}: the database is read-only. Nothing was changed.\n"
            "Make the file and its folder writable for your user (or copy the file somewhere "
            "you can write and open the copy), then try again."
        )
    if kind == UNREACHABLE:
        done = ("Nothing was saved: do it again once the server answers."
                if action == SAVING else "Nothing was changed.")
        return (
            f"{action} {where}: the database server does not answer (it is stopped or "
            f"restarting, or this computer lost the network to it). {done}\n"
            "Check that the server is running and that this computer can reach it; "
            "everything saved before is kept there."
        )
    if kind == DAMAGED:
        return (
            f"{where} is damaged: part of the file cannot be read (the database disk image "
            "is malformed). Nothing was changed.\n"
            "Stop using this file. Restore the event from a backup (File → Backups…, or "
            "`tourney db restore FILE`) into a new database, or keep a copy of the damaged file "
            "for an expert to rescue."
        )
    return (
        f"{action} {where}: the storage reported an error reading or writing it. "
        "Nothing was changed.\n"
        "Check that the disk is connected and working, then try again."
    )
