"""The PostgreSQL server stopped in the middle of an event, and started again.

A server of the test's own (PostgreSQL's server programs, as `scripts/test`
uses them) is stopped while a station and the players' pages are using it:
a station's action is refused naming the problem (the server does not
answer), as the window and `tourney` say it, never a traceback or the
"something went wrong inside tourney" of a bug; the phones read that the
results cannot be read just now; nothing saved before is lost, and once the
server is back the same station and the same pages carry on.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.conftest import Client, build_venue
from tourney.db.database import DatabaseError, open_database
from tourney.services import results, rounds
from tourney.web.server import PageServer

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "test-postgres-server"


def _bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    return found[-1].parent if found else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class OwnServer:
    """A throwaway PostgreSQL server this test may stop and start."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = _free_port()
        done = subprocess.run([str(SCRIPT), "start", str(folder), str(self.port)],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0 or not done.stdout.strip():
            pytest.skip("no PostgreSQL server can be started here")
        self.url = done.stdout.strip()

    def _pg_ctl(self, *args: str) -> None:
        command = [str(_bin() / "pg_ctl"), "-D", str(self.folder / "data"), *args]
        if os.getuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, capture_output=True, check=True)

    def stop(self) -> None:
        self._pg_ctl("-m", "fast", "-w", "stop")

    def start(self) -> None:
        self._pg_ctl("-l", str(self.folder / "server.log"), "-w", "-o",
                     f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off",
                     "start")

    def remove(self) -> None:
        subprocess.run([str(SCRIPT), "stop", str(self.folder)], capture_output=True, check=False)


@pytest.fixture
def own_server() -> Iterator[OwnServer]:
    if _bin() is None or os.environ.get("TOURNEY_TEST_PG") == "off":
        pytest.skip("PostgreSQL's server programs are not installed")
    # Not under pytest's private temporary folder: the server's own account must reach it.
    folder = Path(tempfile.mkdtemp(prefix="tourney-test-pg-"))
    folder.chmod(0o755)
    server = OwnServer(folder / "server")
    yield server
    server.remove()
    shutil.rmtree(folder, ignore_errors=True)


def _cli(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TOURNEY_DB": url, "PYTHONPATH": str(ROOT), "TOURNEY_STATION": "Judge table"}
    return subprocess.run([sys.executable, "-m", "tourney", *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120, check=False)


@pytest.mark.postgres
def test_a_stopped_database_server_is_named_nothing_is_lost_and_stations_carry_on(
    own_server: OwnServer,
) -> None:
    db = open_database(own_server.url, actor="tester", station="Front desk")
    venue = build_venue(db)
    first, second = sorted({m for m, _, _ in venue.tables.values()})[:2]
    with db.transaction() as s:
        results.enter_result(s, first, "a")
    pages = PageServer(db, venue.event_id, host="127.0.0.1", port=0)
    pages.start()
    phone = Client("127.0.0.1", pages.port)
    try:
        assert phone.get("/")[0] == 200
        own_server.stop()

        # A station's action: refused by name, not a bug's traceback.
        with pytest.raises(DatabaseError) as refused, db.transaction() as s:
            results.enter_result(s, second, "b")
        message = str(refused.value)
        assert "the database server does not answer" in message
        assert "Nothing was" in message and "sqlalche" not in message

        # The same from a terminal: a message, no traceback.
        done = _cli(own_server.url, "round", "result", str(venue.event_id), "2", "b")
        assert done.returncode != 0
        assert "the database server does not answer" in done.stderr
        assert "Traceback" not in done.stderr

        # The phones: a page saying so (no address, no trace), and the page's script told.
        status, text = phone.get("/standings")
        assert status == 503
        assert "database does not answer" in text and "postgresql" not in text.lower()
        status, text = phone.get("/live")
        assert status == 503 and "does not answer" in text

        own_server.start()
        # Carrying on: the same station saves, the earlier result is still there.
        with db.transaction() as s:
            results.enter_result(s, second, "b")
        with db.reading() as s:
            entered = {m.id: m.result for m in rounds.round_pairings(s, venue.round_id).matches}
        assert entered[first] is not None and entered[second] is not None
        assert phone.get("/")[0] == 200
        done = _cli(own_server.url, "round", "show", str(venue.event_id))
        assert done.returncode == 0, done.stderr
    finally:
        pages.stop()
        db.close()
