"""Printouts of an elimination round name it as players call it ("Semifinals"), as the bracket does.

They said "Round 2", so the semifinal slips and pairings did not match the
bracket posted beside them. Standings asked for a top-cut round were headed "Standings —
Round 1" and said no more: they are the Swiss standings, and say so. Each PDF is read back as
text with `pdftotext`.
"""

from __future__ import annotations

import re
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


def _printed(db: Path, tmp_path: Path, report: str, *args: str) -> str:
    out = tmp_path / f"{report}.pdf"
    assert main(["--db", str(db), "print", report, "--event", "Cup", *args, "-o", str(out)]) == 0
    return _text(out)


def _semifinals(db: Path) -> None:
    """Four players, one Swiss round, cut to four: the Semifinals (round 2) published."""
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


def test_semifinal_pairings_and_slips_say_semifinals(tmp_path: Path) -> None:
    db = tmp_path / "event.sqlite3"
    _semifinals(db)

    assert "Pairings by table — Semifinals (round 2)" in _printed(db, tmp_path, "pairings", "--by", "table")
    assert "Pairings by name — Semifinals" in _printed(db, tmp_path, "pairings")
    slips = _printed(db, tmp_path, "slips")
    assert "Match result slips — Semifinals" in slips
    assert "Semifinals · Table 1" in slips and "Semifinals · Table 2" in slips
    assert "Round 2" not in slips
    swiss = _printed(db, tmp_path, "slips", "--round", "1")
    assert "Match result slips — Round 1" in swiss and "Round 1 · Table 1" in swiss


def test_top_cut_slips_have_no_drop_box_and_no_swiss_points(tmp_path: Path) -> None:
    """A semifinal slip printed "Drop me from the event" and the Swiss points, which mean
    nothing in the cut; a Swiss round's slips keep both."""
    db = tmp_path / "event.sqlite3"
    _semifinals(db)

    slips = _printed(db, tmp_path, "slips")
    assert "Semifinals · Table 1" in slips
    assert "Drop me" not in slips and "wants to drop" not in slips
    assert "Points before this round" not in slips
    assert "Return the slip to the scorekeeper" in slips
    swiss = _printed(db, tmp_path, "slips", "--round", "1")
    assert "Drop me from the event" in swiss and "Points before this round: 0" in swiss


def test_penalty_given_in_the_final_names_the_final(tmp_path: Path) -> None:
    """The penalty report said "6" for a penalty given in the Final; it says "Final (round 2)"."""
    db = tmp_path / "event.sqlite3"

    def run(*args: str) -> None:
        assert main(["--db", str(db), *args]) == 0

    run("event", "create", "Cup", "--start", "2026-05-02", "--rounds", "1", "--top-cut", "2")
    for i in range(1, 5):
        run("player", "add", "Cup", f"Pony {i}")
    run("staff", "add", "Cup", "Hana Head", "head_judge")
    run("round", "pair", "Cup")
    run("round", "publish", "Cup")
    run("penalty", "add", "Cup", "Pony 1", "slow_play", "--judge", "Hana Head")
    run("round", "result", "Cup", "1", "a")
    run("round", "result", "Cup", "2", "a")
    run("round", "cut", "Cup")
    run("round", "elimination", "Cup")
    run("round", "publish", "Cup")
    run("penalty", "add", "Cup", "Pony 1", "slow_play", "--judge", "Hana Head")

    report = _printed(db, tmp_path, "penalties")
    # the cell reads "Final" above "(round 2)", under the time of issue
    assert "2 Final Pony 1 Slow play Game Loss" in report
    assert re.search(r"\d\d:\d\d \(round 2\)", report)
    assert report.count("(round") == 1  # the Swiss round's penalty keeps its plain number


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
