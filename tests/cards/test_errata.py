"""Errata of rules section 10 applied as data and flagged on the cards."""

from __future__ import annotations

from engine.mlp.cards.database import CardDatabase
from engine.mlp.cards.errata import Erratum, apply_errata
from engine.mlp.cards.importer import ImportResult
from engine.mlp.cards.report import ImportReport


def test_changed_text_is_current_and_keeps_the_printed_text(db: CardDatabase) -> None:
    chapeau = db.by_code("PR141")
    assert "you need -[1 wild] to confront that Problem" in chapeau.text
    assert chapeau.original_text is not None and "-1 power" in chapeau.original_text
    sunset = db.by_code("CN164")
    assert "If you do, they banish an opposing Friend or Resource" in sunset.text
    assert sunset.errata


def test_trait_errata_and_boosted_side_errata(db: CardDatabase) -> None:
    assert db.by_code("PR152").epic and db.by_code("PR210").epic
    assert db.by_code("HM36").has_trait("Chaotic")
    luna = db.by_code("AD3")
    assert "turn this card to its Boosted side" in luna.text


def test_every_erratum_flags_its_card(db: CardDatabase, fresh_import: ImportResult) -> None:
    flagged = [c for c in db.cards if c.errata]
    assert len(flagged) >= 65
    assert all(note.startswith("Errata (rules 10)") for c in flagged for note in c.errata)
    # A promo reprint of an errata'd card is found through its set code.
    assert db.by_code("CGpf6").errata
    kinds = fresh_import.report.counts()
    assert kinds.get("errata-no-card", 0) == 0


def test_unlocatable_and_unknown_errata_are_reported(db: CardDatabase) -> None:
    card = db.by_code("PR12")
    report = ImportReport()
    errata = [
        Erratum("Premiere", card.title, card.subtitle, ({"kind": "replace", "old": "no such words", "new": "x"},), "note A"),
        Erratum("Premiere", "Nopony", "", ({"kind": "add_trait", "trait": "Epic"},), "note B"),
    ]
    out = apply_errata([card], errata, report)
    assert out[0].errata == ("note A",) and out[0].text == card.text
    assert [o.kind for o in report.oddities] == ["errata-not-located", "errata-no-card"]
