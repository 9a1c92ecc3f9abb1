"""Write `tourney-rev0001.sqlite3`: a database at schema 0001 with a little data.

The file is committed; this script documents how it was made and can remake
it: `.venv/bin/python tests/foundation/data/make_rev0001_database.py`.
It runs the real 0001 migration, then inserts rows with plain SQL (the models
describe the newest schema, not this one).
"""

from __future__ import annotations

import sys
from pathlib import Path

from sqlalchemy import create_engine, text

from tourney.db import migrations

TARGET = Path(__file__).with_name("tourney-rev0001.sqlite3")


def make(target: Path = TARGET) -> Path:
    target.unlink(missing_ok=True)
    engine = create_engine(f"sqlite:///{target}")
    with engine.begin() as connection:
        migrations.upgrade(connection, "0001")
        connection.execute(
            text(
                "INSERT INTO event (id, name, start_date, venue, game_system, format, tier, "
                "late_entry_policy, rng_seed, status, settings, created_at) VALUES "
                "(1, 'Old Store Cup', '2025-05-10', 'Old Store', 'mlp', 'harmony', 1, 'loss', "
                "42, 'setup', '{}', '2025-05-01 10:00:00')"
            )
        )
        for person_id, name, number in ((1, "Applejack", "7"), (2, "Big McIntosh", None)):
            connection.execute(
                text("INSERT INTO person (id, name, player_number) VALUES (:i, :n, :p)"),
                {"i": person_id, "n": name, "p": number},
            )
            connection.execute(
                text(
                    "INSERT INTO registration (event_id, person_id, is_staff, created_at) "
                    "VALUES (1, :i, 0, '2025-05-01 10:00:00')"
                ),
                {"i": person_id},
            )
    engine.dispose()
    return target


if __name__ == "__main__":
    print(make(Path(sys.argv[1]) if len(sys.argv) > 1 else TARGET))
