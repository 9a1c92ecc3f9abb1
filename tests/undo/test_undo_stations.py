"""Two stations pressing Undo at the same moment take back two actions, never one twice."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.foundation.conftest import ON_POSTGRES, PG_URL, drop_all_tables
from tests.undo.conftest import make_floor
from tourney.db.database import Database, DatabaseError, open_database
from tourney.services import results, rounds, undo


@pytest.mark.parametrize("store", ["file", ON_POSTGRES])
def test_two_stations_undoing_at_once(store: str, tmp_path: Path) -> None:
    if store == "file":
        target = str(tmp_path / "stations.sqlite3")
    else:
        assert PG_URL is not None
        drop_all_tables(PG_URL)
        target = PG_URL
    front = open_database(target, station="Front desk")
    back = open_database(target, station="Back office")
    try:
        floor = make_floor(front)
        for match_id in floor.open:
            floor.run(lambda s, m=match_id: results.enter_result(s, m, "a"))
        barrier = threading.Barrier(2)
        outcomes: dict[str, str] = {}

        def press(station: Database) -> None:
            barrier.wait()
            try:
                with station.transaction() as s:
                    outcomes[station.station] = undo.undo(s, floor.event_id).label
            except DatabaseError as exc:  # SQLite: the other station held the file
                outcomes[station.station] = f"busy: {exc}"

        threads = [threading.Thread(target=press, args=(db,)) for db in (front, back)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        labels = [text for text in outcomes.values() if not text.startswith("busy")]
        assert len(outcomes) == 2 and labels
        assert len(set(labels)) == len(labels)  # never the same action twice
        with front.transaction() as s:
            open_now = [m.id for m in rounds.round_pairings(s, floor.round_id).matches
                        if m.result is None]
        assert len(open_now) == len(labels)
        assert all(text.startswith("busy: the database is busy") for text in outcomes.values()
                   if text not in labels)
    finally:
        front.close()
        back.close()
