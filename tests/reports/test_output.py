from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

import pytest

from tests.reports.conftest import page_texts
from tourney.errors import UserError
from tourney.reports import render_standings, save_atomically
from tourney.reports.rows import EventHeader, Standings


def test_saves_a_complete_pdf(tmp_path: Path, header: EventHeader) -> None:
    target = tmp_path / "standings.pdf"
    result = save_atomically(target, lambda out: render_standings(Standings(header), out))
    assert result == target
    assert "No standings yet" in page_texts(target.read_bytes())[0]
    assert [path.name for path in tmp_path.iterdir()] == ["standings.pdf"]


def test_failed_render_keeps_the_previous_file(tmp_path: Path) -> None:
    target = tmp_path / "pairings.pdf"
    target.write_bytes(b"previous version")

    def broken(out: BinaryIO) -> None:
        out.write(b"%PDF-half")
        raise RuntimeError("renderer bug")

    with pytest.raises(RuntimeError, match="renderer bug"):
        save_atomically(target, broken)
    assert target.read_bytes() == b"previous version"
    assert [path.name for path in tmp_path.iterdir()] == ["pairings.pdf"]


def test_missing_folder_is_a_user_error(tmp_path: Path) -> None:
    target = tmp_path / "no such folder" / "slips.pdf"
    with pytest.raises(UserError, match="does not exist"):
        save_atomically(target, lambda out: out.write(b"x"))
    assert not target.parent.exists()


def test_saving_over_a_folder_is_a_user_error(tmp_path: Path) -> None:
    (tmp_path / "report.pdf").mkdir()
    with pytest.raises(UserError) as refused:
        save_atomically(tmp_path / "report.pdf", lambda out: out.write(b"x"))
    # the same words as a position saved or an event exported over a folder
    assert str(refused.value) == (f"Cannot save the report to {tmp_path / 'report.pdf'}: it is a folder. "
                                  "Give a file name; nothing was written.")
    assert [path.name for path in tmp_path.iterdir()] == ["report.pdf"]


def test_new_file_is_readable_and_replaced_file_keeps_its_mode(tmp_path: Path) -> None:
    fresh = save_atomically(tmp_path / "fresh.pdf", lambda out: out.write(b"%PDF-1.4"))
    assert fresh.stat().st_mode & 0o777 == 0o644
    existing = tmp_path / "existing.pdf"
    existing.write_bytes(b"old")
    existing.chmod(0o640)
    save_atomically(existing, lambda out: out.write(b"%PDF-1.4"))
    assert existing.stat().st_mode & 0o777 == 0o640
    assert existing.read_bytes() == b"%PDF-1.4"
