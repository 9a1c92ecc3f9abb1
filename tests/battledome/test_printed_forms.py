"""Paper for a Battledome event: the deck-list form and the deck-check sheet name the Battledome's
parts of a deck (Main Deck, Neopet Deck, Rainbow Pool), not another game's."""

from __future__ import annotations

from datetime import date

import pytest

from engine.core.resources import resource_path
from tests.reports.conftest import page_texts, render
from tourney.db.database import Database, open_memory_database
from tourney.reports.deck_check import grouped_cards
from tourney.reports.deck_list import render_deck_list_form
from tourney.services import decklists, events, players, printouts


@pytest.fixture
def event() -> tuple[Database, int, int]:
    db = open_memory_database(actor="scorekeeper")
    with db.transaction() as s:
        made = events.create_event(s, name="Battledome Brawl", start_date=date(2026, 12, 5),
                                   game_system="battledome")
        kira = players.register_player(s, made.id, "Kira Vale", player_number="7").registration_id
        players.register_player(s, made.id, "Otto Brisk", player_number="8")
        decklists.register_deck_list(s, made.id, kira, resource_path("battledome", "decks", "ember-blaze.txt")
                                     .read_bytes(), filename="ember.txt")
    return db, made.id, kira


def test_a_blank_battledome_deck_list_form_has_the_three_parts_on_one_page(event) -> None:
    db, event_id, _ = event
    with db.reading() as s:
        form = printouts.deck_list_form(s, event_id)
    texts = page_texts(render(render_deck_list_form, form))
    assert len(texts) == 1
    for expected in ("Main Deck — exactly 50 cards", "Main Deck total: ________ (must be 50)",
                     "Neopet Deck — 3 to 5 Neopets, each of a different species (1.4)",
                     "Rainbow Pool total: ________ (at most 10 Rainbow Pool Neopets)", "For judges only"):
        assert expected in texts[0]
    assert "Mane Character" not in texts[0] and "Problem deck" not in texts[0]


def test_a_filled_in_form_lists_the_registered_deck_with_its_totals(event) -> None:
    db, event_id, kira = event
    with db.reading() as s:
        form = printouts.deck_list_form(s, event_id, kira)
    text = "\n".join(page_texts(render(render_deck_list_form, form)))
    assert "Kira Vale" in text and "Crackle Lab Map, Right Half" in text
    assert "Main Deck total: 50 (must be 50)" in text and "Neopet Deck total: 4 (3 to 5)" in text
    assert "Rainbow Pool total: 8" in text


def test_the_deck_check_sheet_names_the_battledome_parts(event) -> None:
    db, event_id, kira = event
    with db.reading() as s:
        sheet = printouts.deck_check_sheet(s, event_id, kira)
    sections = {card.name: card.section for card in sheet.cards}
    assert sections["Red Glimmerfox"] == "Neopet Deck" and sections["Crackle Lab"] == "Rainbow Pool"
    assert sections["Blaze Codestone"] == "Main Deck"
    assert [label for label, _ in grouped_cards(sheet.cards, sheet.section_order)] == [
        "Main Deck", "Neopet Deck", "Rainbow Pool"]
