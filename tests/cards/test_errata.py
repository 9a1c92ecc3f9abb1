"""Errata of rules section 10 applied as data and flagged on the cards."""

from __future__ import annotations

import re
from pathlib import Path

from engine.mlp.cards.database import CardDatabase
from engine.mlp.cards.errata import NOT_APPLIED, Erratum, apply_errata, errata_lines
from engine.mlp.cards.importer import ImportResult
from engine.mlp.cards.model import Card
from engine.mlp.cards.report import ImportReport
from engine.mlp.catalog import mlp_catalog


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
    assert out[0].errata == ("note A" + NOT_APPLIED,) and out[0].text == card.text
    assert [o.kind for o in report.oddities] == ["errata-not-located", "errata-no-card"]


# ----- every erratum of the rules' section 10, against the text the engine reads and shows ---------

RULES_ERRATA = Path(__file__).parent / "data" / "card_errata_rules10.txt"
"""Section 10 of the comprehensive rules (Card Errata) as the program's rules text has it; the
extraction's "Flam��" restored to "Kitchen au Flambé"."""

SET_HEADINGS = {"Marks in Time", "High Magic", "Equestrian Odysseys", "Absolute Discord", "The Crystal Games",
                "Rock and Rave", "Canterlot Nights", "Premiere", "Premiere (cont.)"}

SPELLED_OTHERWISE = {"Gyro Pointdexter": "PR56", "Pearly Stitch Crochety Crocheter": "PR73"}
"""Cards the errata list spells otherwise than the cards do ("Gyro, Poindexter"; "Pearly Stitch,
Crotchety Crocheter")."""

NOT_CARD_WORDING = {
    "equestrian odysseys",  # The Cutie Map: the added subtitle, not text
    "exhaust this card and one of your friends to to draw a card",  # Pile of Presents: "to to" is the list's slip
    "starting problem. main phase: this card's owner may exhaust",  # Goof Off: "Starting Problem" is a keyword
    # Sunny Rays looks at "your deck": the list copies Fiddly Faddle's line and underlines only the added "you may"
    "you may look at the top 2 cards of your opponent's deck",
}
"""Quoted words of the list that are not card text, each with why."""


def _errata_entries() -> list[tuple[str, str]]:
    """(card name as the list writes it, what the list says) for each erratum of the section."""
    entries: list[tuple[str, str]] = []
    lines = [line.strip() for line in RULES_ERRATA.read_text(encoding="utf-8").splitlines()[1:]]
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line or line.startswith(("---", "My Little Pony CCG Card Errata")) or line in SET_HEADINGS:
            continue
        if "\t" in line:
            name, said = line.split("\t", 1)
            entries.append((name.strip(), said))
            continue
        # the list's last page: the name on lines of its own, then the quotes
        name = line
        while i < len(lines) and lines[i] and not any(q in lines[i] for q in '"“'):
            name += " " + lines[i]
            i += 1
        said = []
        while i < len(lines) and (not lines[i] or any(q in lines[i] for q in '"“')):
            said.append(lines[i])
            i += 1
        entries.append((name, " ".join(said)))
    return entries


def _words(text: str) -> str:
    """Text as compared: markup and struck words gone, quotes and symbols as the cards write them."""
    text = text.replace("“", '"').replace("”", '"').replace("’", "'").replace("①", "[1]").replace("②", "[2]")
    text = re.sub(r"~~[^~]*~~", " ", re.sub(r"</?u>|</?p>", " ", text))
    text = re.sub(r"'s\s+and", " and", text)  # What Went Wrong?: "that card's ~~power~~ and" reads "that card and"
    text = text.replace("Faceoff-Reaction", "Faceoff Reaction")  # Ship Shape's (Pinkie Pie's erratum has no hyphen)
    return re.sub(r" ([,.])", r"\1", re.sub(r"\s+", " ", text)).strip().casefold()


def _new_wording(said: str) -> list[str]:
    """The erratum's new wording in the pieces the list quotes ("..." leaves words out)."""
    new = said.split("NEW:", 1)[1] if "NEW:" in said else said
    quotes = re.findall(r'["“](.*?)["”]', new) or [new]
    pieces = (piece.strip(" .,") for quote in quotes for piece in re.split(r"\.\.\.|…", _words(quote)))
    return [p for p in pieces if len(p) >= 8 and p not in NOT_CARD_WORDING and not p.startswith("added")]


def test_every_erratum_of_the_rules_is_in_the_text_the_engine_reads(db: CardDatabase) -> None:
    """Each of the 70 errata of rules section 10: its card carries the note, and every piece of
    its new wording is in the card's text (either face), which the engine plays and every
    place showing the card shows. A card whose text keeps the printed or the card source's own
    wording (Daisy, Mousy Mare's "its owner' hand"; Ship Shape, Heavy Lifter's "Reaction: ...
    ignore that card") fails here."""
    by_name: dict[str, Card] = {}
    for card in db.cards:
        by_name.setdefault(_words(f"{card.title} {card.subtitle}"), card)
    entries = _errata_entries()
    assert len(entries) == 70
    wrong = []
    for name, said in entries:
        card = db.by_code(SPELLED_OTHERWISE[name]) if name in SPELLED_OTHERWISE else by_name[_words(name)]
        assert card.errata, name
        text = _words(" ".join(face.text for face in card.faces))
        wrong += [f"{name}: {piece!r}" for piece in _new_wording(said) if piece not in text]
    assert wrong == []


def test_a_source_wording_of_the_erratum_gives_way_to_the_rules_wording(db: CardDatabase) -> None:
    """Daisy, Mousy Mare (erratum: "put it into its owner's hand"; the source: "its owner'
    hand") and Ship Shape, Heavy Lifter (erratum: "Faceoff Reaction: ... ignore that card's power
    and flip another card"; the source words it later) read as the rules word them, and the
    source's wording is not taken for the printed text."""
    daisy = db.by_code("CN31")
    assert daisy.text == "When this card is retired, put it into its owner's hand." and daisy.original_text is None
    ship = db.by_code("PR200")
    assert ship.text == ("Faceoff Reaction: When you flip a card, exhaust this card to ignore that card's power "
                         "and flip another card.")
    assert ship.original_text is None


def test_the_printed_text_is_shown_marked_under_the_errata_d_one(db: CardDatabase) -> None:
    """Pearly Stitch, Crotchety Crocheter: `tourney cards show` gives the errata'd text, the
    erratum, and the printed text marked as such."""
    shown = mlp_catalog().describe(db.by_code("PR73"))
    assert "  | Your opponent's cards can't move this card.\n" in shown
    assert "  * Printed text (before the errata): Your opponents can't move this card." in shown


def test_a_card_an_erratum_could_not_be_applied_to_says_its_text_is_the_printed_one(db: CardDatabase) -> None:
    card = db.by_code("PR12")
    erratum = Erratum("Premiere", card.title, card.subtitle, ({"kind": "replace", "old": "no such words", "new": "x"},),
                      "Errata (rules 10): note")
    out = apply_errata([card], [erratum], ImportReport())[0]
    assert out.text == card.text
    assert errata_lines(out) == ["Errata (rules 10): note The text shown is the card source's, as printed: this "
                                 "erratum could not be applied to it."]


def test_sunny_rays_keeps_your_deck_and_her_note_says_why_the_list_reads_otherwise(db: CardDatabase) -> None:
    """Sunny Rays, One Bright Mare's erratum underlines only the added "you may", but the list
    quotes "your opponent's deck" (Fiddly Faddle, Country Twang's words): the card keeps the
    printed "your deck", and the note a judge reads next to it says so."""
    sunny = db.by_code("PR62")
    assert "you may look at the top 2 cards of your deck" in sunny.text
    (note,) = sunny.errata
    assert "your opponent's deck" in note and "the printed \"your deck\" is kept" in note
