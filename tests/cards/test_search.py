"""Searching the database from code and from the command line."""

from __future__ import annotations

import json

import pytest

from engine.mlp.cards.database import CardDatabase, CardQuery
from engine.mlp.cards.errors import UnknownCardError
from engine.mlp.cards.model import CardType, Color
from tourney.cli import main


def test_lookup_by_id_code_and_name(db: CardDatabase) -> None:
    card = db.by_code("pr 4")
    assert card.full_name == "Twilight Sparkle, Faithful Student"
    assert db.by_id(card.id) is card
    assert db.by_id(card.id.upper()) is card
    assert [c.code for c in db.by_name("twilight sparkle faithful student")] == ["PR4"]
    with pytest.raises(UnknownCardError, match="ZZ99"):
        db.by_code("ZZ99")


def test_search_criteria_combine(db: CardDatabase) -> None:
    swift_blue = db.search(CardQuery(keyword="swift", color=Color.BLUE))
    assert swift_blue and all(c.has_keyword("Swift") or (c.boosted and c.boosted.has_keyword("Swift")) for c in swift_blue)
    assert all(Color.BLUE in c.colors for c in swift_blue)
    unicorns = db.search(trait="Unicorn", type=CardType.FRIEND, set="PR")
    assert unicorns and all(c.set_code == "PR" and c.has_trait("unicorn") for c in unicorns)
    assert [c.code for c in db.search(code="CN151")] == ["CN151"]
    starting = db.search(keyword="Starting Problem", set="Premiere")
    assert starting and all(c.starting_problem for c in starting)
    assert db.search(name="Faithful Stud")[0].code == "PR4"


def test_cli_search_show_and_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "search", "--type", "problem", "--color", "yellow"]) == 1
    assert "no cards match" in capsys.readouterr().out
    assert main(["cards", "search", "--keyword", "Villain", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["type"] == "Troublemaker" for r in rows)
    assert main(["cards", "show", "PR161"]) == 0
    out = capsys.readouterr().out
    assert "A Thorn in His Paw" in out and "owner 4 yellow + 3 non-yellow; opponent 8" in out
    assert main(["cards", "show", "Twilight Sparkle"]) == 1
    assert "matches" in capsys.readouterr().err
    assert main(["cards", "report", "--summary"]) == 0
    assert "Oddities found:" in capsys.readouterr().out


def test_cli_import_writes_a_database(tmp_path, octgn_dir, capsys: pytest.CaptureFixture[str]) -> None:
    set_file = next((octgn_dir / "Sets").glob("04*/set.xml"))
    assert main(["cards", "import", str(set_file), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "imported 1 sets, 10 cards" in out
    assert (tmp_path / "cards.json").is_file() and (tmp_path / "import-report.txt").is_file()
    assert main(["cards", "search", "--cards", str(tmp_path / "cards.json"), "--set", "CS", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 10


def test_cli_import_refuses_to_drop_sets(tmp_path, octgn_dir, capsys: pytest.CaptureFixture[str]) -> None:
    sets = sorted((octgn_dir / "Sets").glob("0[34]*/set.xml"))
    assert main(["cards", "import", *map(str, sets), "--out", str(tmp_path)]) == 0
    before = (tmp_path / "cards.json").read_bytes()
    assert main(["cards", "import", str(sets[0]), "--out", str(tmp_path)]) == 1
    assert "would drop 1 set already in" in capsys.readouterr().err
    assert (tmp_path / "cards.json").read_bytes() == before
    assert main(["cards", "import", str(sets[0]), "--out", str(tmp_path), "--replace"]) == 0
    assert (tmp_path / "cards.json").read_bytes() != before


@pytest.mark.parametrize(
    ("card", "confront"),
    [
        # The data's second owner requirement is 2 power with no color beside it: that player's
        # requirement is not known (209.1: each player has their own), the opponent's is.
        ("Bunny Stampede", "confront: owner not known (the card data gives 2 power with no color); opponent 5"),
        ("Accessorize the Crystal Ponies",
         "confront: owner not known (the card data gives 2 power with no color); opponent 5"),
        # Not the same blank: its second requirement's color is "Not Kindness", a non-yellow one.
        ("Distract the Crystal Ponies", "confront: owner 2 yellow + 2 non-yellow; opponent 5"),
        # Blank on both sides.
        ("Fire When Ready", "confront: not known (the card data leaves it blank)"),
    ],
)
def test_cards_show_says_whose_confront_requirement_is_not_known(
    capsys: pytest.CaptureFixture[str], card: str, confront: str
) -> None:
    assert main(["cards", "show", card]) == 0
    assert f"\n  {confront}\n" in capsys.readouterr().out
