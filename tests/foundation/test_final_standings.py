"""Final standings after a top cut: the cut decides the first places, the Swiss order the rest.

The standings PDF, `tourney standings`, the Standings tab and the export all
read their places from `tourney.services.placings`; these tests hold the
printed and listed standings to the places the cut decided.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.foundation.export_event import PLAYERS, FinishedEvent, build_finished_event
from tourney.cli import main
from tourney.db.database import Database, open_database
from tourney.services import placings, printouts
from tourney.services.export import build_export


@pytest.fixture
def finished(database: Database) -> FinishedEvent:
    return build_finished_event(database)


def _expected_top(finished: FinishedEvent) -> list[tuple[str, str]]:
    return [
        ("1", finished.champion),
        ("2", finished.finalist),
        *sorted(("3–4", name) for name in finished.semi_final_losers),
    ]


def test_final_places_follow_the_cut_then_the_swiss_order(
    database: Database, finished: FinishedEvent
) -> None:
    with database.transaction() as s:
        final = placings.final_standings(s, finished.event_id)
        exported = build_export(s, finished.event_id)
    assert final is not None and final.finished
    assert final.heading() == "Final standings"
    assert final.table.names[final.champion or 0] == finished.champion
    places = [(p.label, p.row.name) for p in final.placed]
    assert sorted(places[:2]) == sorted(_expected_top(finished)[:2])
    assert places[:2] == _expected_top(finished)[:2]
    assert sorted(places[2:4]) == _expected_top(finished)[2:]
    below = [p for p in final.placed if p.first > 4]
    assert [p.label for p in below] == [str(n) for n in range(5, 5 + len(below))]
    assert [p.row.rank for p in below] == sorted(p.row.rank for p in below)
    # the export reads the same places
    assert [(s.placing, s.name) for s in exported.standings] == places


def _standings_pdf(database: Database, event_id: int, **kwargs: object) -> bytes:
    with database.transaction() as s:
        printout = printouts.build(s, event_id, "standings", **kwargs)  # type: ignore[arg-type]
    out = io.BytesIO()
    printout.render(out)
    return out.getvalue()


def _pdf_lines(pdf: bytes) -> list[str]:
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return [line.strip() for line in text.splitlines()]


def _places_read_back(lines: list[str], names: list[str]) -> list[tuple[str, str]]:
    """(place, name) in the order the PDF's text gives them: each name cell follows its
    place and Swiss rank cells."""
    found = []
    for index, line in enumerate(lines):
        name = line.rsplit(" (", 1)[0]
        if name in names and index >= 2:
            found.append((lines[index - 2], name))
    return found


def test_the_standings_pdf_prints_the_final_places_in_order(
    database: Database, finished: FinishedEvent
) -> None:
    lines = _pdf_lines(_standings_pdf(database, finished.event_id))
    assert lines[0] == "Final standings" and "Round 3" not in " ".join(lines[:3])
    assert f"Champion: {finished.champion} ({_number(finished)})" in lines
    assert lines[lines.index("Place") + 1] == "Swiss"
    read = _places_read_back(lines, list(finished.registration))
    assert len(read) == len(finished.registration)
    assert read[:2] == _expected_top(finished)[:2]
    assert sorted(read[2:4]) == _expected_top(finished)[2:]
    assert [place for place, _ in read[4:]] == [str(n) for n in range(5, len(read) + 1)]
    # a Swiss round asked for by number still prints the standings after that round
    after_two = _pdf_lines(_standings_pdf(database, finished.event_id, round_number=2))
    assert "Standings — Round 2" in after_two and "Place" not in after_two


def _number(finished: FinishedEvent) -> str | None:
    return dict(PLAYERS)[finished.champion]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) missing")
def test_pdftotext_reads_each_place_beside_its_player(
    database: Database, finished: FinishedEvent, tmp_path: Path
) -> None:
    path = tmp_path / "standings.pdf"
    path.write_bytes(_standings_pdf(database, finished.event_id))
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    # "  3–4        3 Twilight Sparkle (1001)      7    2-1-0 ...": place, Swiss rank, player
    read = []
    for line in text.splitlines():
        match = re.match(r"\s*(\d+(?:–\d+)?)\s+\d+\s+(.+?)(?: \(\d+\))?\s{2,}\d", line)
        if match:
            read.append((match[1], match[2]))
    assert len(read) == len(finished.registration)
    assert read[:2] == _expected_top(finished)[:2]
    assert sorted(read[2:4]) == _expected_top(finished)[2:]


def test_cli_standings_and_bracket_after_the_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db_file = tmp_path / "cup.sqlite3"
    with open_database(str(db_file)) as db:
        finished = build_finished_event(db)
    assert main(["--db", str(db_file), "standings", "Canterlot Cup"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Final standings (top 4 after round 3)")
    assert f"Champion: {finished.champion}" in out
    # a top-cut round asked for: the Swiss standings, saying why they stop at round 3
    assert main(["--db", str(db_file), "standings", "Canterlot Cup", "--round", "4"]) == 0
    assert capsys.readouterr().out.startswith(
        "Swiss standings after round 3, the last Swiss round: round 4 is the Semifinals of the top cut\n")
    assert main(["--db", str(db_file), "standings", "Canterlot Cup", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["final"] is True and doc["champion"] == finished.champion
    assert [(r["placing"], r["name"]) for r in doc["rows"][:2]] == _expected_top(finished)[:2]
    target = tmp_path / "bracket.pdf"
    assert main(["--db", str(db_file), "print", "bracket", "--event", "Canterlot Cup",
                 "-o", str(target)]) == 0
    text = "\n".join(p.extract_text() for p in PdfReader(str(target)).pages)
    assert "Top-cut bracket" in text and "Semifinals" in text and "Final" in text
    assert "Round 4" not in text and "Round 5" not in text
    assert f"Champion: {finished.champion}" in text
