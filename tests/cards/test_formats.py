"""Formats as data: Harmony's dated banlist, blocks, later sets and the limited formats."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from engine.core.registry import game_system
from engine.mlp.cards.database import CardDatabase
from engine.mlp.cards.errors import CardDataError
from engine.mlp.decks.formats import get_format, load_formats, load_formats_from


def test_shipped_formats() -> None:
    formats = load_formats()
    assert {"harmony", "premiere-block", "odyssey-block", "later-sets", "sealed", "booster-draft"} <= set(formats)
    harmony = formats["harmony"]
    assert [(b.code, b.effective.isoformat()) for b in harmony.bans][:2] == [("PR16", "2015-01-30"), ("PR83", "2015-01-30")]
    assert len(harmony.bans) == 9
    assert formats["odyssey-block"].bans == harmony.bans
    sealed = formats["sealed"]
    assert sealed.is_limited and (sealed.deck.draw_deck_min, sealed.deck.problem_deck_size) == (30, 5)
    assert "EO5" in sealed.provided_mane_characters and "PR164" in sealed.provided_starting_problems


def test_banlist_names_real_cards(db: CardDatabase) -> None:
    for ban in get_format("harmony").bans:
        assert db.by_code(ban.code).full_name == ban.name


def test_ban_counts_from_its_effective_date(db: CardDatabase) -> None:
    harmony = get_format("harmony")
    tantabus = db.by_code("HM150")
    assert harmony.ban_for(tantabus, date(2016, 8, 30)) is None
    assert harmony.ban_for(tantabus, date(2016, 8, 31)) is not None
    assert harmony.ban_for(tantabus, None) is not None


def test_block_legality_by_set_and_reprint(db: CardDatabase) -> None:
    premiere, odyssey = get_format("premiere-block"), get_format("odyssey-block")
    assert premiere.legal_printing(db, db.by_code("PR12"), None) is not None
    assert premiere.legal_printing(db, db.by_code("EO94"), None) is None
    assert odyssey.legal_printing(db, db.by_code("EO94"), None) is not None
    # Supplemental products are not legal in a block (Rock N' Rave).
    assert premiere.legal_printing(db, db.by_code("RR1"), None) is None
    assert get_format("harmony").legal_printing(db, db.by_code("RR1"), None) is not None
    # Not released yet on the event date.
    assert get_format("harmony").legal_printing(db, db.by_code("LL1"), date(2016, 1, 1)) is None


def test_an_organizer_can_add_a_format(tmp_path: Path) -> None:
    harmony = json.loads((Path(__file__).resolve().parents[2] / "resources/mlp/formats/harmony.json").read_text())
    (tmp_path / "harmony.json").write_text(json.dumps(harmony))
    custom = {"id": "pony-league", "name": "Pony League", "kind": "constructed", "sets": {"names": ["Premiere"]},
              "bans_from": "harmony", "bans": [{"code": "PR1", "name": "Rainbow Dash, Flier Extraordinaire", "effective": "2020-01-01"}],
              "deck": {"draw_deck_min": 40, "problem_deck_size": 10, "starting_problems_min": 1, "mane_characters": 1}}
    (tmp_path / "pony-league.json").write_text(json.dumps(custom))
    formats = load_formats_from(tmp_path)
    assert len(formats["pony-league"].bans) == 10
    assert formats["pony-league"].deck.draw_copies_max is None
    (tmp_path / "broken.json").write_text('{"id": "broken", "bans_from": "nowhere"}')
    with pytest.raises(CardDataError, match="nowhere"):
        load_formats_from(tmp_path)


def test_game_system_carries_cards_formats_and_scoring() -> None:
    system = game_system("mlp")
    assert (system.scoring.win, system.scoring.loss, system.scoring.draw, system.scoring.bye) == (3, 1, 1, 3)
    assert system.formats[0] == "harmony" and "sealed" in system.formats
    assert len(system.load_card_database()) == 2031
    assert system.extras["elimination_match_by_tier"][3].label == "best 2 of 3"
    result = system.validate_deck("1 Pinkie Pie, Party Animal\n", "harmony", date(2016, 1, 1))
    assert result.status == "invalid"


def test_card_and_deck_modules_stay_out_of_tourney_and_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, engine.mlp.system, engine.mlp.cards.importer, engine.mlp.decks.validate, "
        "engine.mlp.decks.write, engine.mlp.decks.formats\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('tourney', 'PySide6'))\n"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
