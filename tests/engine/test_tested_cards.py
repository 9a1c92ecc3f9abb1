"""Coverage's "implemented" is honest: carried out AND named by a judge-scenario test.

`engine.mlp.tested_cards` is written from the tests (`scripts/tested_cards.py`); these
tests fail when the two disagree (a card marked tested whose test is gone, or a new test
not yet registered), and show what each status means on made-up cards.
"""

from __future__ import annotations

from dataclasses import replace

from engine.mlp.api import default_library
from engine.mlp.cards.model import Keyword
from engine.mlp.coverage import code_word, coverage
from engine.mlp.state.library import CardLibrary
from engine.mlp.tested_cards import TESTED
from tests.engine.named_cards import REGISTRY_FILE, named_tokens, render, scan, textless_codes


def test_the_registry_is_the_scan_of_the_tests():
    assert sorted(TESTED) == scan(), f"{REGISTRY_FILE} is out of date: run python scripts/tested_cards.py"


def test_every_card_marked_tested_has_a_test_naming_it_or_no_text():
    words = named_tokens()
    textless = set(textless_codes(default_library()))
    unnamed = sorted(code for code in TESTED if code not in words and code not in textless)
    assert unnamed == []


def test_the_registry_module_is_what_render_writes():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / REGISTRY_FILE).read_text(encoding="utf-8")
    assert text == render(sorted(TESTED))


def test_code_words():
    assert [code_word(c) for c in ("PR37", "CNpf3", "AD-3")] == ["pr37", "cnpf3", "adneg3"]


def _library_of(*cards):
    return CardLibrary(cards, version="test-coverage-statuses")


def test_statuses_on_made_up_cards():
    """A tested code and carried-out text: implemented; the same text under a code no test
    names: untested; an unsourced keyword or the Harmony ability word: no-rules, naming it."""
    lib = default_library()
    berry = lib.find("PR37")  # "When you play this card, draw a card." (tested)
    assert code_word(berry.code) in TESTED
    untested = replace(berry, id="test-ZZ1", set_code="ZZ", number="1")
    agile = replace(berry, id="test-ZZ2", set_code="ZZ", number="2",
                    keywords=(*berry.keywords, Keyword("Agile", None)))
    harmony = replace(berry, id="test-ZZ3", set_code="ZZ", number="3",
                      text=berry.text + "\nHarmony Griffon: When this card enters play, draw a card.")
    rows = {row.code: row for row in coverage(_library_of(berry, untested, agile, harmony))}
    assert rows["PR37"].status == "implemented" and rows["PR37"].missing_rules == ()
    assert rows["ZZ1"].status == "untested"
    assert (rows["ZZ2"].status, rows["ZZ2"].missing_rules) == ("no-rules", ("Agile",))
    assert (rows["ZZ3"].status, rows["ZZ3"].missing_rules) == ("no-rules", ("Harmony",))


def test_the_later_keywords_are_never_implemented_in_the_shipped_database():
    rows = coverage(default_library())
    named = {name for row in rows for name in row.missing_rules}
    assert {"Agile", "Transform", "Experienced", "Traveler", "Harmonious", "Tyrannical", "Redeem",
            "Harmony"} <= named
    for row in rows:
        if row.missing_rules:
            assert row.status == "no-rules", row.code
        assert row.status != "implemented" or not row.unsupported, row.code
    villains = [row for row in rows if row.set_name == "Villain Challenge" and row.status == "no-rules"]
    assert villains and all(any("Villain Challenge" in name for name in row.missing_rules) for row in villains)
