"""Alembic environment: runs on the connection the program hands over.

`tourney.db.migrations.upgrade` passes an open connection in
`config.attributes["connection"]`; developers generating a new revision may
instead set `sqlalchemy.url` on the config.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

import tourney.db.models  # noqa: F401  (registers the tables on SQLModel.metadata)

config = context.config
target_metadata = SQLModel.metadata


def _configure_and_run(connection) -> None:  # type: ignore[no-untyped-def]
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite changes columns by copying the table
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    engine = create_engine(config.get_main_option("sqlalchemy.url"))
    with engine.begin() as new_connection:
        _configure_and_run(new_connection)
    engine.dispose()


if context.is_offline_mode():  # pragma: no cover - offline SQL generation is not used
    raise SystemExit("tourney migrations run online only")
run_migrations()
