"""Paper for a Spellcasters event: the deck-list form and the deck-check sheet print the parts the
game's deck rules name (`DeckRules.list_parts`), one of them gathering three kinds of card."""

from __future__ import annotations

from datetime import date

import pytest

from engine.core.resources import resource_path
from tests.reports.conftest import page_texts, render
from tourney.db.database import Database, open_memory_database
from tourney.reports.deck_check import grouped_cards
from tourney.reports.deck_list import render_deck_list_form
from tourney.services import decklists, events, players, printouts

PARTS = ("Spellcasters", "Mana", "Objects, Equipment and Combos", "Locations")


@pytest.fixture
def event() -> tuple[Database, int, int]:
    db = open_memory_database(actor="scorekeeper")
    with db.transaction() as s:
        made = events.create_event(s, name="Sun Cup", start_date=date(2026, 12, 6), game_system="spellcasters")
        bo = players.register_player(s, made.id, "Bo Brand", player_number="4").registration_id
        decklists.register_deck_list(s, made.id, bo, resource_path("spellcasters", "decks", "chaos.txt")
                                     .read_bytes(), filename="chaos.txt")
    return db, made.id, bo


def test_the_filled_in_form_gathers_objects_equipment_and_combos_in_one_part(event) -> None:
    db, event_id, bo = event
    with db.reading() as s:
        form = printouts.deck_list_form(s, event_id, bo)
    assert tuple(part.label for part in form.parts) == PARTS
    gathered = form.parts[2]
    assert {e.name for e in gathered.entries} >= {"Herbal Tonic", "Royal Tiara", "Chaos Reigns"}
    assert gathered.rules == "at most 2 of a card"
    text = "\n".join(page_texts(render(render_deck_list_form, form)))
    assert "Objects, Equipment and Combos total: 6" in text and "Bo Brand" in text


def test_the_deck_check_sheet_groups_cards_by_the_form_s_parts_in_the_form_s_order(event) -> None:
    db, event_id, bo = event
    with db.reading() as s:
        sheet = printouts.deck_check_sheet(s, event_id, bo)
    assert sheet.section_order == PARTS
    sections = {card.name: card.section for card in sheet.cards}
    assert sections["Royal Tiara"] == sections["Chaos Reigns"] == "Objects, Equipment and Combos"
    assert sections["Discord"] == "Spellcasters" and sections["Tartarus"] == "Locations"
    assert [label for label, _ in grouped_cards(sheet.cards, sheet.section_order)] == list(PARTS)
