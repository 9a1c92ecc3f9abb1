"""The comprehensive rules ship with the program: every rule the engine cites has its words.

`resources/mlp/rules.json` is made by `scripts/extract_rules.py` from the plain-text
extraction of the rules; the repairs that script makes to the extraction's damage are
shown here on a small text with the same damage.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from engine.mlp.table import mlp_table

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("extract_rules", ROOT / "scripts" / "extract_rules.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _cited_rules() -> set[str]:
    """Every rule number the MLP engine's code cites (quoted, as in `g.note("609.2b", ...)`)."""
    found: set[str] = set()
    for path in (ROOT / "engine" / "mlp").rglob("*.py"):
        found |= set(re.findall(r"\"(\d{3}(?:\.\d+[a-z]?)*)\"", path.read_text(encoding="utf-8")))
    return found


def test_every_rule_the_engine_cites_has_its_words_shipped() -> None:
    rules = mlp_table().rules_text()
    cited = _cited_rules()
    assert len(cited) > 50
    missing = sorted(c for c in cited if c not in rules)
    assert not missing, f"cited but not in the shipped rules: {missing}"


def test_the_shipped_text_is_clean_of_the_extraction_damage() -> None:
    rules = mlp_table().rules_text()
    assert rules["609.2b"].startswith("Move a Character: The turn player may pay 2 action tokens")
    # 604 and 605 came out of the PDF numbered 601.1...: read under their own headings
    assert rules["604"] == "Action Step"
    assert rules["604.1d"] == "The turn player receives 5 action tokens if the highest score is 11 or more."
    assert rules["605.1"] == "The turn player draws a card."
    assert rules["601.1"] != rules["604.1"]
    assert "+[X wild]" in rules["Glossary: Eccentric"]
    for citation, text in rules.items():
        assert "$" not in text and "\\" not in text and "**" not in text, citation
        assert "Comprehensive Rules" not in text, citation  # (page headers between lines)
    # the tournament rules are not numbered rules: they are left out
    assert not any(key.startswith(("10.", "11.", "12.")) for key in rules)


def test_the_script_repairs_a_damaged_extraction() -> None:
    script = _script()
    damaged = "\n".join([
        "Table of Contents", "1. Fundamentals.....\t2", "",
        "1. Fundamentals", "(101) Deckbuilding",
        "- (101.1) A Draw Deck has a minimum of 45 cards",
        "My Little Pony CCG Comprehensive Rules",
        "and no maximum.",
        "6. Turn Sequence",
        "- **(604) Action Step**",
        "- (601.1) The turn player receives tokens.",
        "(609) Main Phase",
        "- (609.2b) Move a Character",
        " - The turn player may pay 2 action tokens.",
        "9. Glossary",
        "- **Calming X:** It means “it gets $-X$ power”; needs $+ [X \\text{ wild}]$.",
        "10. My Little Pony CCG Card Errata",
        "- (101.9) not a rule of the comprehensive rules",
    ])
    rules, repairs = script.parse_rules(damaged)
    assert rules["101.1"] == "A Draw Deck has a minimum of 45 cards and no maximum."
    assert rules["604.1"] == "The turn player receives tokens."
    assert "601.1" not in rules and repairs == ["601.1 under heading 604 read as 604.1"]
    assert rules["609.2b"].startswith("Move a Character: The turn player")
    assert rules["Glossary: Calming"] == "Calming X: It means “it gets -X power”; needs +[X wild]."
    assert "101.9" not in rules
    older = {"101": "Deckbuilding", "101.2": "Three copies.", "604": "Draw Step", "604.7": "Wrong section."}
    filled = script.merge_older(rules, older)
    assert filled == ["101.2"] and rules["101.2"].startswith("Three copies. (previous edition")
