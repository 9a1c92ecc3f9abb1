"""The importer against the real OCTGN data: exact agreement with the shipped database."""

from __future__ import annotations

import re

from engine.core.resources import resource_path
from engine.mlp.cards.database import CardDatabase, parse_database
from engine.mlp.cards.importer import ImportResult, database_json
from engine.mlp.cards.model import CardType, Color, ConfrontRequirement, Keyword, PlayRequirement


def test_fresh_import_equals_the_shipped_database_byte_for_byte(fresh_import: ImportResult) -> None:
    shipped = resource_path("mlp", "cards.json").read_text(encoding="utf-8")
    assert database_json(fresh_import) == shipped


def test_shipped_report_is_the_fresh_report(fresh_import: ImportResult) -> None:
    shipped = resource_path("mlp", "import-report.txt").read_text(encoding="utf-8")
    for oddity in fresh_import.report.oddities:
        assert oddity.line() in shipped


def test_all_sets_cards_and_boosted_faces(db: CardDatabase) -> None:
    assert len(db.sets) == 17
    assert len(db.cards) == 2031
    assert sum(len(card.faces) for card in db.cards) == 2114
    manes = [c for c in db.cards if c.type is CardType.MANE and not c.is_boosted_side]
    assert all(c.boosted is not None and c.boosted.is_boosted_side for c in manes)


def test_every_kind_of_oddity_is_counted(fresh_import: ImportResult) -> None:
    counts = fresh_import.report.counts()
    for kind in ("keyword-in-text", "stray-field", "bad-requirement", "duplicate-number", "set-name", "two-sided"):
        assert counts.get(kind, 0) > 0, kind
    assert sum(counts.values()) == len(fresh_import.report.oddities)


def test_mane_character_fields(db: CardDatabase) -> None:
    twilight = db.by_code("PR4")
    assert twilight.full_name == "Twilight Sparkle, Faithful Student"
    assert twilight.type is CardType.MANE and twilight.colors == (Color.PURPLE,)
    assert (twilight.power, twilight.home_limit, twilight.rarity) == (1, 3, "F")
    assert twilight.boosted is not None and twilight.boosted.power == 3
    assert twilight.boosted.home_limit == 4 and twilight.boosted.has_keyword("Studious")


def test_two_and_three_color_cards(db: CardDatabase) -> None:
    shining = db.by_code("EO94")
    assert shining.colors == (Color.BLUE, Color.PURPLE)
    assert shining.play_requirements == (PlayRequirement(Color.BLUE, 1), PlayRequirement(Color.PURPLE, 1))
    assert shining.keywords == (Keyword("Competitive", 2),)
    celestia = db.by_code("SB138")
    assert set(celestia.colors) == {Color.BLUE, Color.PINK, Color.YELLOW}


def test_problem_fields(db: CardDatabase) -> None:
    thorn = db.by_code("PR161")
    assert thorn.type is CardType.PROBLEM and thorn.starting_problem
    assert thorn.confront_owner == (
        ConfrontRequirement("color", Color.YELLOW, 4),
        ConfrontRequirement("not_color", Color.YELLOW, 3),
    )
    assert (thorn.confront_opponent, thorn.bonus_points) == (8, 3)
    wild = [c for c in db.cards if any(r.kind == "wild" for r in c.confront_owner)]
    assert wild and all(r.color is None for c in wild for r in c.confront_owner if r.kind == "wild")
    unconfrontable = [c for c in db.cards if c.type is CardType.PROBLEM and c.confront_opponent is None]
    assert len(unconfrontable) >= 3


def test_troublemaker_epic_dilemma_token(db: CardDatabase) -> None:
    ahuizotl = db.by_code("PR152")
    assert ahuizotl.type is CardType.TROUBLEMAKER and ahuizotl.epic
    assert (ahuizotl.power, ahuizotl.troublemaker_points) == (5, 2)
    assert ahuizotl.has_keyword("Villain")
    revolution = db.by_code("MT101")
    assert revolution.type is CardType.RESOURCE and revolution.dilemma
    assert revolution.confront_owner == (ConfrontRequirement("wild", None, 5),)
    assert (revolution.confront_opponent, revolution.bonus_points) == (5, 1)
    tokens = [c for c in db.cards if c.is_token]
    assert len(tokens) == 9 and all(c.set_name == "Tokens" for c in tokens)


def test_keywords_written_as_the_first_line_of_text(fresh_import: ImportResult, db: CardDatabase) -> None:
    moved = [o for o in fresh_import.report.oddities if o.kind == "keyword-in-text"]
    assert moved
    for card in db.cards:
        for face in card.faces:
            first = face.text.split("\n")[0].rstrip(".")
            assert first not in {"Swift", "Stubborn", "Supportive 1", "Diligent 2", "Showy 1"}, card.code
    supportive = [c for c in db.cards if c.keyword_value("Supportive") == 1]
    assert supportive


def test_every_face_has_typed_values(db: CardDatabase) -> None:
    for card in db.cards:
        for face in card.faces:
            assert isinstance(face.type, CardType)
            assert all(isinstance(c, Color) for c in face.colors)
            assert face.power is None or isinstance(face.power, int)
            assert len(face.play_requirements) <= 3
            assert len(face.confront_owner) <= 2
            assert face.title == face.title.strip() and face.title


def test_version_is_a_digest_of_the_file() -> None:
    text = resource_path("mlp", "cards.json").read_text(encoding="utf-8")
    assert parse_database(text, "a").version == parse_database(text, "b").version
    assert parse_database(text + " ", "c").version != parse_database(text, "d").version


def test_keyword_lines_after_other_text_and_misplaced_keywords(db: CardDatabase, fresh_import: ImportResult) -> None:
    scootaloo = db.by_code("AD28")
    assert scootaloo.has_keyword("Stubborn") and "Stubborn" not in scootaloo.text.split("\n")
    assert db.by_code("EO141").has_keyword("Vexing")
    # Keywords the card type cannot have are dropped and reported, not kept.
    assert not db.by_code("SB132").starting_problem
    assert db.by_code("EO204").home_limit is None
    assert not db.by_code("EO203").starting_problem
    misplaced = [o for o in fresh_import.report.oddities if o.kind == "misplaced-keyword"]
    assert sorted(o.where.split(" [")[0] for o in misplaced) == [
        "Equestrian Odysseys EO203 Queen Chrysalis",
        "Equestrian Odysseys EO204 Night Glider",
        "Seaquestria and Beyond SB132 Rainbow Dash & First Mate Mullet",
    ]


def test_a_stray_period_after_a_bracketed_reminder_is_removed(fresh_import: ImportResult, db: CardDatabase) -> None:
    """Silverstream, Fish out of Water (FF29) read "... already in play.)." in the OCTGN data,
    and so did seven other texts: each is imported ending "play.)", with a report line, while a
    bracket closing inside its sentence keeps its period (Sonic Rainboom, LL142)."""
    assert db.by_code("FF29").text.endswith("does not replace any Problems already in play.)")
    assert not [card.code for card in db.cards for face in card.faces if ".)." in face.text]
    removed = [o for o in fresh_import.report.oddities if o.kind == "punctuation" and o.field == "Text"]
    assert len(removed) == 8
    assert db.by_code("LL142").text.endswith("(even if it isn't your Main Phase).")


def test_the_action_token_icon_typed_as_letters_is_imported_as_the_icon(fresh_import: ImportResult,
                                                                        db: CardDatabase) -> None:
    """Later promos' data types the action-token icon as letters: Maud Pie, Let's Play
    "Camouflage" (CGpf14) read "you may pay 1AT", How tastes Your Fear? (NM7) "pay X AT less".
    Each is imported as every other card writes the icon and the rules texts write it ("[1]",
    "+[X]"), with a report line, so every place quoting the text shows the card's words."""
    assert db.by_code("CGpf14").text.startswith("If this card would ready, you may pay [1]. If you do,")
    assert db.by_code("NM7").text.startswith("You may pay [X] less to play your first Friend each turn")
    assert db.by_code("CGpf11").text.endswith("you may retire this card to gain [4].")
    assert not [card.code for card in db.cards for face in card.faces if re.search(r"\b(\d+|X) ?AT\b", face.text)]
    typed = [o for o in fresh_import.report.oddities if o.kind == "symbol" and o.field == "Text"]
    assert len(typed) == 18


def test_troublemakers_worth_no_points_are_those_printed_so(db: CardDatabase) -> None:
    """211.1: a Troublemaker's point value is what its card prints, 0 included. The 27
    Troublemakers worth 0 (Maulwurf, Arimaspi, ...) are those whose source row gives 0 points
    ("Bonus" 0; a blank is read as no value, None): all from Absolute Discord on, beside others
    of the same sets worth 1 or 2, so the 0 is the card's and not a value missing from the data."""
    troublemakers = [c for c in db.cards if c.type is CardType.TROUBLEMAKER]
    zero = sorted(f"{c.set_code}{c.number}" for c in troublemakers if c.troublemaker_points == 0)
    assert len(zero) == 27 and {"FF119", "EO171", "AD155", "DE120"} <= set(zero)
    assert {c.set_code for c in troublemakers if c.troublemaker_points == 0} <= {"AD", "EO", "HM", "MT", "DE", "SB", "FF", "LL"}
    assert all(c.troublemaker_points is not None and c.troublemaker_points >= 0 for c in troublemakers)
