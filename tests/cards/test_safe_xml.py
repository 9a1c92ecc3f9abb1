"""Malformed and hostile XML: a clear CardDataError / DeckFormatError, never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.mlp.cards.errors import CardDataError
from engine.mlp.cards.importer import import_sets
from engine.mlp.cards.normalize import SetInfo
from engine.mlp.cards.octgn import read_set
from engine.mlp.cards.report import ImportReport
from engine.mlp.cards.safexml import parse_xml
from engine.mlp.decks.errors import DeckFormatError
from engine.mlp.decks.parse import read_o8d

BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>
<set id="x" name="&lol2;"><cards/></set>"""

SMALL_SET = """<?xml version='1.0' encoding='UTF-8'?>
<set name="Test" id="00000000-0000-0000-0000-000000000001">
 <cards>
  <card id="c1" name="Test Pony">
   <property name="Number" value="TT1"/><property name="Type" value="Friend"/>
   <property name="Element" value="Loyalty"/><property name="Power" value="2"/>
   <property name="Cost" value="2"/><property name="PlayRequiredPower" value="1"/>
   <property name="PlayRequiredElement" value="Loyalty"/><property name="Keywords" value="Swift"/>
   <property name="Text" value="Stubborn&#10;When you play this card, draw a card."/>
   <property name="Rarity" value="C"/>
  </card>
  <card id="c2" name="Broken">
   <property name="Number" value="TT2"/><property name="Type" value="Sandwich"/>
  </card>
 </cards>
</set>"""


def test_doctype_and_entities_are_refused() -> None:
    with pytest.raises(CardDataError, match="DOCTYPE or ENTITY"):
        parse_xml(BILLION_LAUGHS, "evil.xml")
    with pytest.raises(CardDataError, match="DOCTYPE or ENTITY"):
        parse_xml('<!ENTITY x "y"><deck/>', "evil.o8d")
    utf16 = '<?xml version="1.0" encoding="utf-16"?><!DOCTYPE x><set/>'.encode("utf-16")
    with pytest.raises(CardDataError, match="DOCTYPE"):
        parse_xml(utf16, "utf16.xml")


def test_malformed_xml_names_file_and_position() -> None:
    with pytest.raises(CardDataError, match=r"broken\.xml: malformed XML at line 2"):
        parse_xml("<set>\n<card></set>", "broken.xml")


@pytest.mark.parametrize("encoding", ["TF-8", "utf-99", "x"])
def test_an_unreadable_declared_encoding_names_the_file(encoding: str) -> None:
    data = f'<?xml version="1.0" encoding="{encoding}"?><set/>'.encode()
    with pytest.raises(CardDataError, match=r"broken\.xml: the XML declares an encoding"):
        parse_xml(data, "broken.xml")
    with pytest.raises(DeckFormatError, match=r"broken\.o8d"):
        read_o8d(data.replace(b"<set/>", b"<deck/>"), "broken.o8d")


def test_unknown_type_is_reported_and_skipped_keyword_line_moved() -> None:
    raw = read_set(SMALL_SET.encode(), "test.xml")
    from engine.mlp.cards.normalize import normalize_card

    report = ImportReport()
    info = SetInfo(raw.id, "TT", "Test", "core", None, None)
    cards = [normalize_card(c, info, report) for c in raw.cards]
    assert cards[1] is None
    pony = cards[0]
    assert pony is not None
    assert [str(k) for k in pony.keywords] == ["Swift", "Stubborn"]
    assert pony.text == "When you play this card, draw a card."
    kinds = [o.kind for o in report.oddities]
    assert "bad-type" in kinds and "keyword-in-text" in kinds


def test_new_set_file_is_imported_with_an_unknown_set_note(tmp_path: Path) -> None:
    path = tmp_path / "set.xml"
    path.write_text(SMALL_SET, encoding="utf-8")
    result = import_sets([tmp_path], {}, [])
    assert [c.code for c in result.cards] == ["TT1"]
    assert any(o.kind == "unknown-set" for o in result.report.oddities)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_random_bytes_never_crash_the_set_reader(data: bytes) -> None:
    try:
        raw = read_set(data, "fuzz.xml")
    except CardDataError as exc:
        assert str(exc).startswith("fuzz.xml")
    else:
        assert raw.id


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=len(SMALL_SET) - 1), st.integers(min_value=1, max_value=40), st.text(max_size=8))
def test_mangled_set_files_fail_cleanly_or_import(start: int, length: int, junk: str) -> None:
    mangled = SMALL_SET[:start] + junk + SMALL_SET[start + length :]
    try:
        raw = read_set(mangled.encode("utf-8"), "mangled.xml")
    except CardDataError as exc:
        assert "mangled.xml" in str(exc)
        return
    from engine.mlp.cards.normalize import normalize_card

    report = ImportReport()
    info = SetInfo(raw.id, "TT", "Test", "core", None, None)
    for card in raw.cards:
        normalize_card(card, info, report)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash_the_o8d_reader(data: bytes) -> None:
    try:
        deck = read_o8d(data, "fuzz.o8d")
    except DeckFormatError as exc:
        assert "fuzz.o8d" in str(exc)
    else:
        assert deck.entries
