"""Reading card data an organizer wrote (JSON or a spreadsheet's CSV), with errors that say where."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.battledome.cards.csvfile import read_csv, write_csv
from engine.battledome.cards.database import load_card_database, load_database_file
from engine.battledome.cards.errors import CardDataError
from engine.battledome.cards.importer import import_card_files
from engine.battledome.cards.jsonfile import CardData, read_json, write_json
from engine.battledome.cards.model import CardKind, Stat, StatBoost

HEADER = "set_code,number,kind,name,species,color,HP,ATK,DEF,AGI,level,boosts,codestone_colors,text\n"
GOOD_ROWS = (
    "ORG,1,Neopet,Red Testpet,Testpet,red,10,3,2,1,,,,\n"
    "ORG,2,Codestone,Spark Stone,,,,,,,,+1 ATK; +1 AGI,red; yellow,\n"
    'ORG,3,Potion,Bottle,,,,,,,2,,,"Roll a die; heal 1 damage, then draw 1 card."\n'
)


def test_a_spreadsheet_row_becomes_a_card() -> None:
    data = read_csv(HEADER + GOOD_ROWS, "org.csv")
    pet, stone, potion = data.cards
    assert (pet.kind, pet.species, pet.hit_points, pet.attack, pet.level) == (CardKind.NEOPET, "Testpet", 10, 3, None)
    assert stone.boosts == (StatBoost(Stat.ATTACK, 1), StatBoost(Stat.AGILITY, 1))
    assert stone.codestone_colors == ("red", "yellow")
    assert potion.level == 2 and potion.text.startswith("Roll a die;") and potion.id == "ORG-003"
    assert not pet.unofficial


def test_semicolon_separated_spreadsheets_and_a_byte_order_mark_are_read() -> None:
    """A spreadsheet in a comma-decimal locale separates cells with ";" and quotes cells holding one."""
    text = ("\ufeffset_code;number;kind;name;boosts;text\n"
            "ORG;2;Codestone;Spark Stone;\"+1 ATK; +1 AGI\";\n"
            "ORG;3;Potion;Bottle;;\"Roll a die; heal 1 damage, then draw 1 card.\"\n")
    data = read_csv(text.encode("utf-8"), "org.csv")
    assert [c.name for c in data.cards] == ["Spark Stone", "Bottle"]
    assert data.cards[1].text == "Roll a die; heal 1 damage, then draw 1 card."


@pytest.mark.parametrize(("text", "expected"), [
    (HEADER + "ORG,1,Neopet,Red Testpet,Testpet,red,10,three,2,1,,,,\n",
     "org.csv, line 2 (Red Testpet), field 'attack': expected a whole number, found 'three'"),
    (HEADER + "ORG,1,Neopet,Red Testpet,Testpet,red,10,11,2,1,,,,\n",
     "org.csv, line 2 (Red Testpet), field 'attack': 11 is out of range"),
    (HEADER + "ORG,1,Neopet,Red Testpet,,red,10,1,2,1,,,,\n", "field 'species': a Neopet needs its species"),
    (HEADER + "ORG,1,Neopet,Red Testpet,Testpet,purple,10,1,2,1,,,,\n", "a Neopet is red, blue, yellow or green"),
    (HEADER + "ORG,1,Spell,Zap,,,,,,,,,,\n", "field 'kind': 'Spell' is not a card type"),
    (HEADER + "ORG,1,Codestone,Dull Stone,,,,,,,,,,\n", "a Codestone prints at least one stat boost"),
    (HEADER + "ORG,1,Codestone,Odd Stone,,,,,,,,+1 LUCK,,\n", "field 'boosts': 'LUCK' is not a stat"),
    (HEADER + "ORG,1,Potion,Bottle,,,,4,,,,,,\n", "field 'attack': only Neopets have stats"),
    (HEADER + ",1,Potion,Bottle,,,,,,,,,,\n", "line 2 (Bottle), field 'set_code': missing"),
    (HEADER + "ORG,1,Potion,Bottle,,,,,,,,,,\nORG,1,Food,Snack,,,,,,,,,,\n",
     "org.csv, line 3: the id ORG-001 is already on line 2"),
    (HEADER.replace("species", "specie"), "line 1, column 5: 'specie' is not a column"),
    ("set_code,number,kind\n", "the column 'name' is missing"),
    (HEADER + "ORG,1,Potion,Bottle,,,,,,,,,,,,extra\n", "line 2: 16 cells but only 14 columns"),
    (HEADER, "no cards below the heading line"),
    ("", "org.csv: empty"),
])
def test_a_bad_spreadsheet_is_refused_naming_line_and_field(text: str, expected: str) -> None:
    with pytest.raises(CardDataError) as caught:
        read_csv(text, "org.csv")
    assert expected in str(caught.value)


def test_bytes_that_are_no_text_are_refused() -> None:
    with pytest.raises(CardDataError, match="not a text"):
        read_csv(b"set_code,number\n\xff\xfe", "org.csv")


@pytest.mark.parametrize(("doc", "expected"), [
    ('{"format": "other", "version": 1, "cards": []}', "not a Battledome card-data file"),
    ('{"format": "battledome-cards", "version": 9, "cards": []}', "version 9 is not known"),
    ('{"format": "battledome-cards", "version": 1, "cards": [{"set_code": "A", "number": 1, '
     '"kind": "Food", "name": "Snack", "flavour": "x"}]}', "cards.json, card 1 (Snack), field 'flavour': not a card field"),
    ('{"format": "battledome-cards", "version": 1, "cards": [{"set_code": "A", "number": 1.5, '
     '"kind": "Food", "name": "Snack"}]}', "field 'number': expected a whole number, found 1.5"),
    ('{"format": "battledome-cards", "version": 1, "cards": [{"set_code": "A", "number": 1, '
     '"kind": "Hero", "name": "Bob"}]}', "field 'teams': a Hero has a team icon (7.3.8)"),
    ('{"format": "battledome-cards", "version": 1, "cards": [}', "not valid JSON (line 1"),
])
def test_a_bad_json_file_is_refused_naming_card_and_field(doc: str, expected: str) -> None:
    with pytest.raises(CardDataError) as caught:
        read_json(doc, "cards.json")
    assert expected in str(caught.value)


def test_the_shipped_set_survives_both_formats_unchanged() -> None:
    db = load_card_database()
    data = CardData(db.sets, db.cards)
    assert read_csv(write_csv(data), "x.csv").cards == db.cards
    assert read_json(write_json(data), "x.json").cards == db.cards


def test_import_adds_a_set_keeps_the_others_and_a_bad_file_changes_nothing(tmp_path: Path) -> None:
    shipped = Path(__file__).resolve().parents[2] / "resources" / "battledome" / "cards.json"
    (tmp_path / "cards.json").write_bytes(shipped.read_bytes())
    sheet = tmp_path / "org.csv"
    sheet.write_text(HEADER + GOOD_ROWS, encoding="utf-8")
    result = import_card_files([sheet], tmp_path)
    db = load_database_file(tmp_path / "cards.json")
    assert len(db) == 63 + 3 and result.kept == 63 and {s.code for s in db.sets} == {"RTS", "ORG"}
    assert "imported 3 cards" in result.lines()[0]

    before = (tmp_path / "cards.json").read_bytes()
    sheet.write_text(HEADER + "ORG,1,Neopet,Red Testpet,Testpet,red,ten,3,2,1,,,,\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="line 2"):
        import_card_files([sheet], tmp_path)
    assert (tmp_path / "cards.json").read_bytes() == before

    sheet.write_text(HEADER + "ORG,9,Potion,Only One,,,,,,,,,,\n", encoding="utf-8")
    import_card_files([sheet], tmp_path, replace=True)
    assert [c.name for c in load_database_file(tmp_path / "cards.json").cards] == ["Only One"]


def test_import_refuses_an_id_two_files_share(tmp_path: Path) -> None:
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    first.write_text(HEADER + GOOD_ROWS, encoding="utf-8")
    second.write_text(HEADER + "ORG,2,Food,Snack,,,,,,,,,,\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"b.csv: the card id ORG-002 \(Snack\) is also in a.csv"):
        import_card_files([first, second], tmp_path / "out")
    assert not (tmp_path / "out" / "cards.json").exists()
