from __future__ import annotations

import shutil
from pathlib import Path

from tests.reports.conftest import dejavu_fonts, page_texts, render
from tourney.reports.fonts import DEJAVU_DIR, HELVETICA, load_fonts, sort_key, to_latin1
from tourney.reports.page import ReportStyle
from tourney.reports.rows import EventHeader, StandingLine, Standings
from tourney.reports.standings import render_standings

NAME = "Zoë Ł. Ñandú"


def _standings(header: EventHeader) -> Standings:
    return Standings(header, (StandingLine(1, NAME, "77", 9, "3-0-0"),))


def test_transliteration_keeps_latin1_letters_and_replaces_the_rest() -> None:
    assert to_latin1(NAME) == "Zoë L. Ñandú"
    assert to_latin1("Ærøskøbing Łódź") == "Ærøskøbing Lódz"
    assert to_latin1("山田") == "??"


def test_sort_key_ignores_case_accents_and_stroked_letters() -> None:
    names = ["zoë", "Łukasz", "Ñandú", "lara", "Mia"]
    assert sorted(names, key=sort_key) == ["lara", "Łukasz", "Mia", "Ñandú", "zoë"]


def test_missing_font_folder_falls_back_to_helvetica(tmp_path: Path) -> None:
    assert load_fonts(tmp_path / "nowhere") == HELVETICA
    assert load_fonts(tmp_path) == HELVETICA
    assert load_fonts(None) == HELVETICA


def test_plain_dejavu_faces_are_used_without_the_condensed_ones(tmp_path: Path) -> None:
    dejavu_fonts()
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        shutil.copy(DEJAVU_DIR / name, tmp_path / name)
    fonts = load_fonts(tmp_path)
    assert fonts.unicode
    assert fonts.regular.startswith("TourneyDejaVuSans-") or fonts.regular.startswith(
        "TourneyDejaVuSans"
    )
    assert "Condensed" not in fonts.regular


def test_non_latin1_name_prints_exactly_with_dejavu(header: EventHeader) -> None:
    style = ReportStyle(fonts=dejavu_fonts())
    text = page_texts(render(render_standings, _standings(header), style))[0]
    assert f"{NAME} (77)" in text


def test_non_latin1_name_is_transliterated_with_helvetica(header: EventHeader) -> None:
    text = page_texts(render(render_standings, _standings(header), ReportStyle(fonts=HELVETICA)))[0]
    assert "Zoë L. Ñandú (77)" in text
    assert "Ł" not in text


def test_fit_shortens_with_an_ellipsis_and_never_cuts_the_number() -> None:
    fonts = dejavu_fonts()
    long_name = "Bartholomew " * 20
    fitted = fonts.fit(long_name, 9, 100)
    assert fitted.endswith("…")
    assert fonts.width(fitted, 9) <= 100
    named = fonts.fit_name(long_name, "123456", 9, 150)
    assert named.endswith("… (123456)")
    assert fonts.width(named, 9) <= 150
    assert fonts.fit("Ann", 9, 100) == "Ann"
    assert HELVETICA.fit(long_name, 9, 100).endswith("…")
