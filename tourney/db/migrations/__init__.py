"""The schema's history as Alembic migrations, run from code (no alembic.ini needed).

Revisions live in `versions/`; each is named by a short ordered id (0001,
0002, ...). The functions here are what `tourney.db.database` uses to read a
database's revision, refuse unknown ones and upgrade older ones.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy.engine import Connection

MIGRATIONS_DIR = Path(__file__).resolve().parent


def alembic_config(connection: Connection | None = None, url: str | None = None) -> Config:
    """An Alembic configuration built in code; `connection` is used by env.py when given."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@cache
def _script() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config())


def head_revision() -> str:
    """The newest schema revision this version of the program knows."""
    head = _script().get_current_head()
    if head is None:  # pragma: no cover - the package always ships revisions
        raise RuntimeError("no migrations found in tourney/db/migrations/versions")
    return head


def known_revisions() -> list[str]:
    """Every revision this program knows, oldest first."""
    return [script.revision for script in reversed(list(_script().walk_revisions()))]


def is_known_revision(revision: str) -> bool:
    try:
        return _script().get_revision(revision) is not None
    except CommandError:
        return False


def current_revision(connection: Connection) -> str | None:
    """The revision stamped in the database, or None for an empty/unversioned one."""
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Connection, target: str = "head") -> None:
    """Run every migration from the database's revision up to `target`."""
    command.upgrade(alembic_config(connection), target)


def stamp_head(connection: Connection) -> None:
    """Mark a database whose tables came from the models as being at the newest revision."""
    MigrationContext.configure(connection).stamp(_script(), "head")
