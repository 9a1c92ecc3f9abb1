"""Standings printed for a top-cut round, or a round the event never had, say what they show.

`print standings --round 2` in a cut after one Swiss round printed a sheet
headed "Standings — Round 1" and nothing else: posted, it read as if round 2
had changed nothing. It now heads "Swiss standings" and says round 2 is the
Semifinals of the top cut; a round the event does not have is refused.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tourney.cli import main

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")


def _text(pdf: Path) -> str:
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True)
    return " ".join(done.stdout.split())


def _semifinals(db: Path) -> None:
    def run(*args: str) -> None:
        assert main(["--db", str(db), *args]) == 0

    run("event", "create", "Cup", "--start", "2026-05-02", "--rounds", "1", "--top-cut", "4")
    for i in range(1, 5):
        run("player", "add", "Cup", f"Pony {i}")
    run("round", "pair", "Cup")
    run("round", "publish", "Cup")
    run("round", "result", "Cup", "1", "a")
    run("round", "result", "Cup", "2", "a")
    run("round", "cut", "Cup")
    run("round", "elimination", "Cup")
    run("round", "publish", "Cup")


def test_standings_asked_for_the_semifinals_are_the_swiss_standings_and_say_so(
    tmp_path: Path,
) -> None:
    db = tmp_path / "event.sqlite3"
    _semifinals(db)
    out = tmp_path / "standings.pdf"
    assert main(["--db", str(db), "print", "standings", "--event", "Cup", "--round", "2",
                 "-o", str(out)]) == 0
    text = _text(out)
    assert "Swiss standings — Round 1" in text
    assert ("Swiss standings after round 1, the last Swiss round: round 2 is the Semifinals of "
            "the top cut." in text)
    swiss = tmp_path / "swiss.pdf"
    assert main(["--db", str(db), "print", "standings", "--event", "Cup", "--round", "1",
                 "-o", str(swiss)]) == 0
    plain = _text(swiss)
    assert "Standings — Round 1" in plain and "Swiss standings" not in plain


def test_standings_of_a_round_the_event_never_had_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    db = tmp_path / "event.sqlite3"
    _semifinals(db)
    capsys.readouterr()
    out = tmp_path / "standings.pdf"
    assert main(["--db", str(db), "print", "standings", "--event", "Cup", "--round", "5",
                 "-o", str(out)]) != 0
    assert "the event has no round 5: its standings go up to round 1" in capsys.readouterr().err
    assert not out.exists()
