"""The limited pool sheet: a pool too long for one page still names its player on every page.

Each page is read back as text with `pdftotext`, the way a judge reads a loose sheet.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.reports.conftest import render
from tourney.reports.limited import render_pool_sheet
from tourney.reports.limited_rows import PoolLine, PoolSheet
from tourney.reports.rows import EventHeader

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")

PLAYER = "Jean-Baptiste Maximilien de la Tour d'Auvergne"


def _pages(pdf: bytes, tmp_path: Path) -> list[str]:
    path = tmp_path / "pool.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True)
    return [" ".join(page.split()) for page in done.stdout.split("\f") if page.strip()]


def test_every_page_of_a_long_pool_names_its_player(header: EventHeader, tmp_path: Path) -> None:
    """A sealed pool of 96 cards takes two pages; page 2 named no one before."""
    cards = tuple(PoolLine(1, f"Card number {i}", f"MT{i}") for i in range(1, 97))
    sheet = PoolSheet(header, "8 packs Marks in Time", PLAYER, "1036", "", cards)
    pages = _pages(render(render_pool_sheet, sheet), tmp_path)
    assert len(pages) == 2
    for page in pages:
        assert f"Pool of {PLAYER} (1036)" in page
    assert "Total: 96" in pages[-1]


def test_a_blank_sheet_keeps_its_plain_title(header: EventHeader, tmp_path: Path) -> None:
    pages = _pages(render(render_pool_sheet, PoolSheet(header, "6 packs")), tmp_path)
    assert "Pool Qty Card name" in pages[0] and "Pool of" not in pages[0]


def test_each_page_reads_down_its_left_half_then_its_right(header: EventHeader, tmp_path: Path) -> None:
    """Page 1 read cards 1-40 then 49-88, and cards 41-48 stood at the top of page 2."""
    cards = tuple(PoolLine(1, f"Card number {i}", f"MT{i}") for i in range(1, 97))
    sheet = PoolSheet(header, "8 packs Marks in Time", PLAYER, "1036", "", cards)
    pages = _pages(render(render_pool_sheet, sheet), tmp_path)
    numbers = [sorted(int(n) for n in re.findall(r"Card number (\d+)", page)) for page in pages]
    assert len(numbers) == 2 and numbers[0] and numbers[1]
    assert numbers[0] == list(range(1, len(numbers[0]) + 1))
    assert numbers[1] == list(range(len(numbers[0]) + 1, 97))
