"""The match table shows a cited Battledome rule's words: the shipped rules text
(resources/battledome/rules.json, made by scripts/extract_battledome_rules.py) has every
number the engine cites, with the words the rules print."""

from __future__ import annotations

import re
from pathlib import Path

from engine.battledome.table import battledome_table

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "battledome"
CITATION = re.compile(r'"(\d{1,2}(?:\.\d+)+[a-z]?)"')


def test_every_rule_the_engine_cites_has_its_words() -> None:
    words = battledome_table().rules_text()
    cited = {number for path in ENGINE.rglob("*.py") for number in CITATION.findall(path.read_text("utf-8"))}
    assert len(cited) > 50
    assert sorted(n for n in cited if not words.get(n)) == []


def test_the_words_are_the_rules_own() -> None:
    words = battledome_table().rules_text()
    assert words["7.7.3"] == ("The active player may play a Potion card only during their Preparation Phase "
                              "when the queue is empty.")
    assert words["4.1"].startswith("“Can’t Beats Can”. Whenever a card")
    # a number on a line of its own takes the paragraph under it
    assert words["5.5.7b"].startswith("Once both players have their dice results addressed")
    # the prose sections are cited by their number
    assert "starting hand of 5 cards" in words["2"] and "they win the game" in words["3"]
    # the TeX of the extraction is put back as printed
    assert "halved to 1½" in words["10.1.1"] and "$" not in "".join(words.values())
