"""Fixtures for the players' pages: a real event in a real database, a real server, real HTTP."""

from __future__ import annotations

import http.client
import os
import shutil
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import MetaData, create_engine

from tourney.db.database import Database, open_database
from tourney.services import events, players, rounds
from tourney.services.phone_options import set_phone_options
from tourney.services.player_codes import code_slips
from tourney.web.server import PageServer

PG_URL = os.environ.get("TOURNEY_TEST_PG_URL")
ON_POSTGRES = pytest.param(
    "postgres",
    marks=[
        pytest.mark.postgres,
        pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests"),
    ],
)
NAMES = ["Twilight Sparkle", "Rarity", "Applejack", "Pinkie Pie", "Fluttershy", "Rainbow Dash",
         "Spike", "Starlight Glimmer"]


@dataclass
class Venue:
    """An event with round 1 published and reports on; codes and tables by player name."""

    db: Database
    event_id: int
    round_id: int
    registration: dict[str, int]
    codes: dict[str, str]
    tables: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    """name -> (match id, table, opponent)"""


def _empty_postgres(url: str) -> None:
    engine = create_engine(url)
    metadata = MetaData()
    metadata.reflect(engine)
    metadata.drop_all(engine)
    engine.dispose()


def open_test_database(kind: str, tmp_path: Path, *, station: str = "Front desk") -> Database:
    if kind == "postgres":
        assert PG_URL is not None
        _empty_postgres(PG_URL)
        return open_database(PG_URL, actor="tester", station=station)
    return open_database(str(tmp_path / "event.sqlite3"), actor="tester", station=station)


def build_venue(db: Database, *, reports: bool = True, deck_lists: bool = False,
                publish: bool = True, names: list[str] = NAMES) -> Venue:
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 12, 5),
                                    rng_seed=11, swiss_rounds=3)
        registration = {n: players.register_player(s, event.id, n).registration_id for n in names}
        set_phone_options(s, event.id, reports=reports, deck_lists=deck_lists)
    round_id = 0
    if publish:
        with db.transaction() as s:
            round_id = rounds.pair_round(s, event.id).round.id
        with db.transaction() as s:
            rounds.publish_round(s, round_id)
    with db.reading() as s:
        codes = {slip.player: slip.code for slip in code_slips(s, event.id)}
        venue = Venue(db, event.id, round_id, registration, codes)
        if publish:
            for m in rounds.round_pairings(s, round_id).matches:
                if m.player_b_name is not None:
                    venue.tables[m.player_a_name] = (m.id, m.table_number or 0, m.player_b_name)
                    venue.tables[m.player_b_name] = (m.id, m.table_number or 0, m.player_a_name)
    return venue


@pytest.fixture(params=["file", ON_POSTGRES])
def venue(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Venue]:
    db = open_test_database(request.param, tmp_path)
    yield build_venue(db)
    db.close()


@pytest.fixture
def file_venue(tmp_path: Path) -> Iterator[Venue]:
    db = open_test_database("file", tmp_path)
    yield build_venue(db)
    db.close()


class Client:
    """Plain HTTP/1.1 to the server, as a phone's browser speaks it (no redirects followed)."""

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=10)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
            return response.status, {k.lower(): v for k, v in response.getheaders()}, text
        finally:
            connection.close()

    def get(self, path: str) -> tuple[int, str]:
        status, _, text = self.request("GET", path)
        return status, text

    def post(self, path: str, fields: dict[str, str]) -> tuple[int, str]:
        body = urllib.parse.urlencode(fields).encode()
        status, _, text = self.request(
            "POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})
        return status, text

    def report(self, venue: Venue, player: str, claim: str, *, code: str | None = None,
               match_id: int | None = None) -> tuple[int, str]:
        return self.post("/report", {
            "code": venue.codes[player] if code is None else code,
            "match": str(venue.tables[player][0] if match_id is None else match_id),
            "claim": claim,
        })


@pytest.fixture
def server(file_venue: Venue) -> Iterator[tuple[PageServer, Client]]:
    page_server = PageServer(file_venue.db, file_venue.event_id, host="127.0.0.1", port=0)
    page_server.start()
    yield page_server, Client("127.0.0.1", page_server.port)
    page_server.stop()


def chromium_paths() -> tuple[str, str] | None:
    """Debian's chromium and its driver, when installed (scripts/test installs them)."""
    browser = shutil.which("chromium")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None
