"""While the pages are shared, printed pairings carry the address; `tourney serve` runs without a window."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader

from tests.web.conftest import Client, Venue
from tourney.services import printouts
from tourney.services.phone_options import mark_shared, phone_options

ADDRESS = "http://192.168.1.20:8080/"


def _pdf_text(venue: Venue, kind: str) -> str:
    with venue.db.reading() as s:
        printout = printouts.build(s, venue.event_id, kind, printed_at_label="now")
    out = io.BytesIO()
    printout.render(out)
    return " ".join(page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages)


def test_pairings_carry_the_address_only_while_shared(file_venue: Venue) -> None:
    assert ADDRESS not in _pdf_text(file_venue, "pairings")
    with file_venue.db.transaction() as s:
        mark_shared(s, file_venue.event_id, ADDRESS)
    text = " ".join(_pdf_text(file_venue, "pairings").split())
    assert ADDRESS in text and "scan the code" in text
    codes = " ".join(_pdf_text(file_venue, "codes").split())
    rarity = file_venue.codes["Rarity"]
    assert f"Rarity Your code: {rarity[:3]} {rarity[3:]}" in codes and ADDRESS in codes


def test_tourney_serve_shares_until_interrupted(file_venue: Venue, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    process = subprocess.Popen(
        [sys.executable, "-m", "tourney", "--db", str(file_venue.db.path), "serve",
         "Canterlot Cup", "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    try:
        line = process.stdout.readline() if process.stdout else ""
        assert "players' pages for Canterlot Cup at http://127.0.0.1:" in line, (
            line + (process.stderr.read() if process.poll() is not None and process.stderr else ""))
        address = line.split(" at ", 1)[1].split()[0]
        port = int(address.rsplit(":", 1)[1].strip("/"))
        status, html = Client("127.0.0.1", port).get("/")
        assert status == 200 and "Pairings, round 1" in html
        with file_venue.db.reading() as s:
            assert phone_options(s, file_venue.event_id).address == address
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=15)
    assert process.returncode == 0
    with file_venue.db.reading() as s:
        assert phone_options(s, file_venue.event_id).address is None
