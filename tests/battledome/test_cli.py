"""`tourney cards/deck --game battledome ...`: the generic commands on the Battledome card data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.resources import resource_path
from tests.cli_run import run_cli

DECK = resource_path("battledome", "decks", "ember-blaze.txt")


def test_search_shows_battledome_fields_and_marks_cards_unofficial(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "cards", "--game", "battledome", "search", "--species", "puddlewump", "--type",
                           "rainbow pool neopets")
    assert code == 0
    assert "Frost Puddlewump (unofficial)" in out and "Starlight Puddlewump (unofficial)" in out
    assert "Blue Puddlewump" not in out and "2 cards" in out
    code, out, _ = run_cli(capsys, "cards", "--game", "battledome", "search", "--team", "lantern guard", "--json")
    assert {c["name"] for c in json.loads(out)} == {"Captain Wren", "Sir Pemberly", "The Tale of the Lost Lantern"}
    assert all(c["unofficial"] for c in json.loads(out))


def test_show_describes_a_card_with_its_unofficial_mark(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "cards", "--game", "battledome", "show", "Blaze", "Codestone")
    assert code == 0 and "UNOFFICIAL" in out and "boosts: +1 ATK; colors: red" in out
    code, _, err = run_cli(capsys, "cards", "--game", "battledome", "show", "Paint", "Brush")
    assert code != 0 and "matches 3 cards" in err


def test_import_writes_the_database_and_a_bad_file_is_refused_without_traceback(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    sheet = tmp_path / "club.csv"
    sheet.write_text("set_code,number,kind,name,text\nCLB,1,Food,Club Sandwich,Heal 1 damage.\n", encoding="utf-8")
    code, out, _ = run_cli(capsys, "cards", "--game", "battledome", "import", str(sheet), "--out", str(tmp_path))
    assert code == 0 and "imported 1 card;" in out
    code, out, _ = run_cli(capsys, "cards", "--game", "battledome", "show", "club sandwich", "--cards",
                           str(tmp_path / "cards.json"))
    assert code == 0 and "Club Sandwich  [CLB-001" in out and "UNOFFICIAL" not in out
    sheet.write_text("set_code,number,kind,name,level\nCLB,1,Food,Club Sandwich,high\n", encoding="utf-8")
    code, _, err = run_cli(capsys, "cards", "--game", "battledome", "import", str(sheet), "--out", str(tmp_path))
    assert code != 0 and "club.csv, line 2 (Club Sandwich), field 'level'" in err and "Traceback" not in err


def test_deck_validate_and_convert(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run_cli(capsys, "deck", "--game", "battledome", "validate", str(DECK))
    assert code == 0 and out.startswith("LEGAL for Standard: Main Deck 50, Neopet Deck 4, Rainbow Pool 8")
    bad = tmp_path / "bad.txt"
    bad.write_text(DECK.read_text(encoding="utf-8").replace("1 Cinder Faerie", "2 Cinder Faerie"), encoding="utf-8")
    code, out, _ = run_cli(capsys, "deck", "--game", "battledome", "validate", str(bad))
    assert code == 1 and "INVALID" in out and "[1.3, 7.3.2]" in out and "2 copies of Cinder Faerie" in out
    out_file = tmp_path / "deck.csv"
    code, _, _ = run_cli(capsys, "deck", "--game", "battledome", "convert", str(DECK), "--to", "csv", "-o", str(out_file))
    assert code == 0 and out_file.read_text(encoding="utf-8").startswith("section,quantity,name\n")
    code, out, _ = run_cli(capsys, "deck", "--game", "battledome", "validate", str(out_file))
    assert code == 0 and out.startswith("LEGAL")
    code, _, err = run_cli(capsys, "deck", "--game", "battledome", "convert", str(DECK), "--to", "o8d")
    assert code != 0 and "not a Battledome deck-list format" in err


def test_engine_play_with_a_deck_that_breaks_the_deck_rules_warns_with_the_rule_and_plays(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    short = tmp_path / "short.txt"
    short.write_text(DECK.read_text(encoding="utf-8").replace("7 Blaze Codestone", "6 Blaze Codestone"),
                     encoding="utf-8")
    code, out, err = run_cli(capsys, "engine", "--game", "battledome", "play", str(DECK), str(short), "--seed", "2",
                             "--quiet")
    assert code == 0 and "Result: P" in out
    assert "short.txt: [1.1, 8.3.1] the Main Deck has 49 cards" in out + err
