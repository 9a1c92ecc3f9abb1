"""Every log entry cites a paragraph of the draft that the rules document lists, with its words."""

from __future__ import annotations

from pathlib import Path

from engine.spellcasters.citations import RULES
from engine.spellcasters.table import spellcasters_table
from tests.spellcasters.games import play

DOC = Path(__file__).resolve().parents[2] / "docs" / "spellcasters-rules.md"


def test_every_citation_in_the_logs_of_random_games_is_a_documented_paragraph() -> None:
    cited = set()
    for seed in range(12):
        game, _ = play(seed)
        cited |= {entry.rule for entry in game.log}
    assert cited <= set(RULES), cited - set(RULES)
    assert {"SC 5.1", "SC 5.2", "SC 5.4", "SC 6.1", "SC 6.4", "SC 6.6", "SC 3.4", "SC 8.2"} <= cited
    text = DOC.read_text(encoding="utf-8")
    for citation in RULES:
        if citation != "event: time":
            assert f"| {citation} |" in text, citation


def test_the_table_shows_the_drafts_words_for_a_citation() -> None:
    words = spellcasters_table().rules_text()
    assert words["SC 4.2"].startswith("When a Spellcaster is Shrunk")
    assert "fewer Spellcasters" in words["SC 8.2"]
