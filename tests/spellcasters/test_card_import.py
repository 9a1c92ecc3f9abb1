"""`tourney cards import --game spellcasters FILE`: real files in, a checked database out, no traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.spellcasters.cards.database import load_card_database, load_database_file
from engine.spellcasters.cards.spreadsheet import cards_to_csv
from tourney.cli import main

FAN_CSV = (
    "set,set_name,number,name,kind,element,classification,hp,spell1,effects,works_on\n"
    "FAN,Fan Cards,1,Starlight Glimmer,spellcaster,Magic,Unicorn,75,Equalize | 30 | 1 Magic + 1 Any | 4+ | disable,,\n"
    "FAN,Fan Cards,2,Cutie Map,object,,,,,draw 1; heal 10,Discord\n"
)


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def tourney(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
            tmp_path: Path) -> Callable[..., Run]:
    """The command line in this process, run in the test's folder: exit code and what it printed."""
    monkeypatch.chdir(tmp_path)

    def run(*args: str) -> Run:
        code = main(list(args))
        out = capsys.readouterr()
        return Run(code, out.out, out.err)
    return run


def test_a_spreadsheet_of_new_cards_joins_the_starter_set(tmp_path: Path, tourney: Callable[..., Run]) -> None:
    (tmp_path / "fan.csv").write_text(FAN_CSV, encoding="utf-8")
    run = tourney("cards", "--game", "spellcasters", "import", "fan.csv", "--out", "db")
    assert run.returncode == 0, run.stderr
    assert "FAN Fan Cards: 2 cards (1 spellcaster, 1 object)" in run.stdout
    db = load_database_file(tmp_path / "db" / "cards.json")
    assert len(db.cards) == len(load_card_database().cards) + 2
    assert db.find("Cutie Map").works_on.names == ("Discord",)  # type: ignore[attr-defined]
    assert not db.find("Starlight Glimmer").program_own and db.find("Discord").program_own
    shown = tourney("cards", "--game", "spellcasters", "show", "Starlight", "--cards", "db/cards.json")
    assert "Spell Equalize: 30 damage, 1 Magic + 1 Any, hits on 4+; disable" in shown.stdout


@pytest.mark.parametrize(("content", "message"), [
    (FAN_CSV.replace("Magic,Unicorn,75", "Magic,Unicorn,77"),
     "fan.csv, line 2, Starlight Glimmer, field 'hp': must be a multiple of 5 (got 77)"),
    (FAN_CSV.replace(",Discord\n", ",Dizcord\n"),
     "field 'works_on': names 'Dizcord', which is no card of the database"),
    (b"set,number,name\n\xff\xfe,1,x\n", "fan.csv: not a text (UTF-8) file: byte 16 cannot be read"),
])
def test_a_bad_file_gets_a_message_and_changes_nothing(tmp_path: Path, tourney: Callable[..., Run], content: str | bytes,
                                                      message: str) -> None:
    good = tmp_path / "good.csv"
    good.write_text(FAN_CSV, encoding="utf-8")
    assert tourney("cards", "--game", "spellcasters", "import", "good.csv", "--out", "db").returncode == 0
    before = (tmp_path / "db" / "cards.json").read_bytes()
    if isinstance(content, bytes):
        (tmp_path / "fan.csv").write_bytes(content)
    else:
        (tmp_path / "fan.csv").write_text(content, encoding="utf-8")
    run = tourney("cards", "--game", "spellcasters", "import", "fan.csv", "--out", "db")
    assert run.returncode != 0
    assert message in run.stderr and "Traceback" not in run.stderr
    assert (tmp_path / "db" / "cards.json").read_bytes() == before


def test_a_json_card_file_imports_and_replace_keeps_only_it(tmp_path: Path, tourney: Callable[..., Run]) -> None:
    doc = {"format": "spellcasters-cards", "version": 1, "sets": [{"code": "MINI", "name": "Mini"}],
           "cards": [{"number": 1, "name": "Fire Mana", "kind": "mana", "element": "Fire"},
                     {"number": 2, "name": "Ember", "kind": "spellcaster", "element": "Fire",
                      "classification": "Creature", "hp": 40, "spells": ["Puff | 10 | 1 Fire"]}]}
    (tmp_path / "mini.json").write_text(json.dumps(doc), encoding="utf-8")
    run = tourney("cards", "--game", "spellcasters", "import", "mini.json", "--out", "db", "--replace")
    assert run.returncode == 0, run.stderr
    assert [c.name for c in load_database_file(tmp_path / "db" / "cards.json").cards] == ["Fire Mana", "Ember"]
    # without --replace the starter set stays, and a second name "Fire Mana" is refused
    run = tourney("cards", "--game", "spellcasters", "import", "mini.json", "--out", "db2")
    assert run.returncode != 0 and "two cards are named 'Fire Mana'" in run.stderr


def test_the_shipped_set_exported_as_a_spreadsheet_imports_unchanged(tmp_path: Path,
                                                                    tourney: Callable[..., Run]) -> None:
    shipped = load_card_database()
    (tmp_path / "starter.csv").write_text("set_name," + cards_to_csv(list(shipped.cards)).replace(
        "\n", "\nSpellcasters Starter Set,", len(shipped.cards)), encoding="utf-8")
    run = tourney("cards", "--game", "spellcasters", "import", "starter.csv", "--out", "db")
    assert run.returncode == 0, run.stderr
    imported = load_database_file(tmp_path / "db" / "cards.json")
    assert imported.cards == shipped.cards and imported.sets == shipped.sets


def _doc_example(language: str) -> str:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "spellcasters-cards.md").read_text(encoding="utf-8")
    return doc.split(f"```{language}\n", 1)[1].split("```", 1)[0]


@pytest.mark.parametrize(("language", "filename"), [("json", "example.json"), ("csv", "example.csv")])
def test_the_documented_examples_import(tmp_path: Path, tourney: Callable[..., Run], language: str,
                                        filename: str) -> None:
    (tmp_path / filename).write_text(_doc_example(language), encoding="utf-8")
    run = tourney("cards", "--game", "spellcasters", "import", filename, "--out", "db")
    assert run.returncode == 0, run.stderr
    db = load_database_file(tmp_path / "db" / "cards.json")
    castle = db.find("Castle of Friendship")
    assert [(str(c.fits), c.power, c.guard) for c in castle.changes] == [  # type: ignore[attr-defined]
        ("Unicorns and Alicorns", 0, 10), ("Villains", -10, 0)]


def test_cards_search_offers_each_game_its_own_fields(tourney: Callable[..., Run]) -> None:
    run = tourney("cards", "--game", "spellcasters", "search", "--kind", "spellcaster", "--element", "fire")
    assert run.returncode == 0, run.stderr
    assert [line.split()[0] for line in run.stdout.splitlines() if line.startswith("SCS-")] == [
        "SCS-005", "SCS-007", "SCS-011", "SCS-015"]
    run = tourney("cards", "--game", "spellcasters", "search", "--color", "blue")
    assert run.returncode != 0 and "--color is not a way to search the Spellcasters card database" in run.stderr
    run = tourney("cards", "search", "--element", "fire")
    assert run.returncode != 0 and "--element is not a way to search the MLP card database" in run.stderr
