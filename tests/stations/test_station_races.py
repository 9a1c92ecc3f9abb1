"""Four real station processes race on one database: nothing acknowledged is lost.

The issue's measure of "several stations": on PostgreSQL and on one SQLite
file, four processes enter results for the same table, drop players while
results are entered, pair the same round and pair while players drop, all
starting each race together at a barrier. Every station told "success" must
find its work stored, no two successes may contradict each other, and every
refusal must be a plain message, never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import MetaData, create_engine

from tests.stations.races import RacePlan, RaceReport, run_races
from tourney.db.database import Database, open_database

PG_URL = os.environ.get("TOURNEY_TEST_PG_URL")
ON_POSTGRES = pytest.param(
    "postgres",
    marks=[
        pytest.mark.postgres,
        pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests"),
    ],
)
# 500 races a store, 1,000 over both: the bar, in about a minute on two cores.
CI_PLAN = RacePlan(results=300, drops=100, pairs=50, pair_drops=50)
SOAK_PLAN = RacePlan(results=1500, drops=500, pairs=250, pair_drops=250)


def _empty_postgres(url: str) -> None:
    engine = create_engine(url)
    metadata = MetaData()
    metadata.reflect(engine)
    metadata.drop_all(engine)
    engine.dispose()


@pytest.fixture(params=["sqlite", ON_POSTGRES])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str, Database]]:
    """(store name, URL, the referee's database) for one empty, migrated database."""
    if request.param == "sqlite":
        url = str(tmp_path / "stations.sqlite3")
    else:
        assert PG_URL is not None
        _empty_postgres(PG_URL)
        url = PG_URL
    database = open_database(url, station="Referee", actor="referee")
    yield request.param, url, database
    database.close()


def _check(report: RaceReport, plan: RacePlan, capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print("\n" + "\n".join(report.lines()))
    problems = "\n".join(report.problems)
    assert report.total("races") == plan.total
    assert report.total("tracebacks") == 0, problems
    assert report.total("lost") == 0, problems
    assert report.total("contradictions") == 0, problems
    assert report.total("unclear") == 0, problems
    # The lock makes stations take turns: no race should end with everyone told to retry.
    assert report.total("retry_refusals") == 0, problems


def test_four_stations_race(
    store: tuple[str, str, Database], capsys: pytest.CaptureFixture[str]
) -> None:
    name, url, database = store
    report = run_races(database, url, CI_PLAN, name)
    _check(report, CI_PLAN, capsys)


@pytest.mark.slow
def test_four_stations_race_soak(
    store: tuple[str, str, Database], capsys: pytest.CaptureFixture[str]
) -> None:
    name, url, database = store
    report = run_races(database, url, SOAK_PLAN, name)
    _check(report, SOAK_PLAN, capsys)
