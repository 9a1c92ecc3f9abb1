"""Battledome deck lists: reading text and CSV, the deck rules of section 1 with their citations."""

from __future__ import annotations

import pytest

from engine.battledome.cards.database import load_card_database
from engine.battledome.decks.model import MAIN, NEOPETS, RAINBOW
from engine.battledome.decks.parse import read_deck
from engine.battledome.decks.samples import sample_deck, sample_deck_texts
from engine.battledome.decks.validate import (
    INCORRECT,
    INVALID,
    check_deck_list,
    compare_deck,
)
from engine.battledome.decks.write import write_csv, write_text
from engine.core.deck_check import LEGAL
from engine.core.errors import DeckFormatError

LEGAL_TEXT = sample_deck_texts()["Ember Blaze"]


def verdict(text: str, filename: str = "deck.txt"):
    return check_deck_list(read_deck(text, filename), load_card_database())


def rules_of(text: str) -> dict[str, str]:
    """Rule cited -> classification, for the messages that change the status."""
    return {m.rule: m.classification for m in verdict(text).messages if m.classification}


def test_both_shipped_decks_are_legal_with_nothing_to_remark() -> None:
    for name, text in sample_deck_texts().items():
        result = verdict(text)
        assert (name, result.status, result.messages) == (name, LEGAL, ())
        assert result.deck.count(MAIN) == 50


def test_a_main_deck_of_49_is_invalid_citing_1_1() -> None:
    text = LEGAL_TEXT.replace("7 Blaze Codestone", "6 Blaze Codestone")
    result = verdict(text)
    assert result.status == INVALID and result.proposed_penalty == "game_loss"
    (message,) = [m for m in result.messages if m.classification]
    assert message.rule == "1.1, 8.3.1" and "49 cards" in message.text


def test_any_number_of_codestones_but_two_of_a_potion_and_one_faerie() -> None:
    more_stones = LEGAL_TEXT.replace("7 Blaze Codestone", "9 Blaze Codestone").replace("2 Bloom Codestone\n", "")
    assert verdict(more_stones).status == LEGAL
    three_potions = LEGAL_TEXT.replace("2 Fizzing Tonic", "3 Fizzing Tonic").replace("7 Blaze", "6 Blaze")
    assert rules_of(three_potions) == {"1.3, 7.7.2": INVALID}
    two_faeries = LEGAL_TEXT.replace("1 Cinder Faerie", "2 Cinder Faerie").replace("7 Blaze", "6 Blaze")
    assert rules_of(two_faeries) == {"1.3, 7.3.2": INVALID}
    two_villains = LEGAL_TEXT.replace("1 The Gloom Baron", "2 The Gloom Baron").replace("7 Blaze", "6 Blaze")
    assert rules_of(two_villains) == {"7.3.2": INVALID}
    two_maps = LEGAL_TEXT.replace("1 Crackle Lab Map, Left Half", "2 Crackle Lab Map, Left Half").replace(
        "7 Blaze", "6 Blaze")
    assert rules_of(two_maps) == {"1.3, 7.10.2": INVALID}


def test_copies_count_across_lines() -> None:
    split = LEGAL_TEXT.replace("2 Mud Pie\n", "2 Mud Pie\n1 mud pie\n").replace("7 Blaze", "6 Blaze")
    assert rules_of(split) == {"1.3, 7.8.2": INVALID}
    (message,) = [m for m in verdict(split).messages if m.classification]
    assert str(message) == "[1.3, 7.8.2] lines 16 and 17: 3 copies of Mud Pie; a deck may hold 2 copies of a Food"


def test_the_neopet_deck_needs_three_to_five_of_different_species() -> None:
    two = LEGAL_TEXT.replace("1 Red Zephyrkit\n", "").replace("1 Yellow Bramblehog\n", "")
    assert rules_of(two) == {"1.4, 7.1.3, 8.1.1": INVALID}
    same_species = LEGAL_TEXT.replace("1 Red Zephyrkit\n", "1 Red Zephyrkit\n1 Yellow Glimmerfox\n")
    result = verdict(same_species)
    assert rules_of(same_species) == {"1.4, 7.1.3": INVALID}
    assert "2 Glimmerfox Neopets (Red Glimmerfox, Yellow Glimmerfox)" in str(result.messages)
    six = LEGAL_TEXT.replace("1 Red Zephyrkit\n", "1 Red Zephyrkit\n1 Blue Puddlewump\n1 Green Puddlewump\n")
    assert set(rules_of(six)) == {"1.4, 7.1.3, 8.1.1", "1.4, 7.1.3"}


def test_the_rainbow_pool_holds_ten_different_rainbow_pool_neopets_not_counting_a_location() -> None:
    extra = "".join(f"1 {n}\n" for n in ("Frost Puddlewump", "Frost Bramblehog", "Frost Glimmerfox"))
    ten = LEGAL_TEXT.replace("1 Crackle Lab\n", "1 Crackle Lab\n" + extra)
    assert verdict(ten).status == LEGAL and verdict(ten).deck.count(RAINBOW) == 11
    eleven = ten.replace("1 Crackle Lab\n", "1 Crackle Lab\n1 Starlight Puddlewump\n")
    assert rules_of(eleven) == {"1.4, 7.2.3, 8.2.1": INVALID}
    twice = LEGAL_TEXT.replace("1 Ember Glimmerfox", "2 Ember Glimmerfox")
    assert rules_of(twice) == {"7.2.3": INVALID}


def test_a_card_under_the_wrong_heading_is_counted_where_it_belongs_and_the_list_is_incorrect() -> None:
    moved = LEGAL_TEXT.replace("1 Red Stonebeak\n", "").replace("2 Mud Pie\n", "2 Mud Pie\n1 Red Stonebeak\n")
    result = verdict(moved)
    assert result.status == INCORRECT and result.proposed_penalty == "game_warning"
    assert result.deck.count(NEOPETS) == 4 and result.deck.count(MAIN) == 50
    assert rules_of(moved) == {"1.4, 8.1.1": INCORRECT}


def test_names_typos_and_missing_counts() -> None:
    typo = LEGAL_TEXT.replace("2 Thornmail Vest", "2 Thornmial Vest")
    result = verdict(typo)
    assert result.status == INCORRECT and "'Thornmial Vest' read as Thornmail Vest" in str(result.messages)
    unknown = LEGAL_TEXT.replace("2 Thornmail Vest", "2 Golden Teapot")
    assert verdict(unknown).status == INVALID
    assert "Golden Teapot" in str(verdict(unknown).messages)
    no_count = LEGAL_TEXT.replace("2 Thornmail Vest", "Thornmail Vest")
    assert any("no number of copies" in m.text and m.line == 6 for m in verdict(no_count).messages)


def test_a_stated_total_that_does_not_add_up_is_incorrect() -> None:
    stated = LEGAL_TEXT.replace("Neopet Deck\n", "Neopet Deck (5)\n")
    assert rules_of(stated) == {"Deck lists": INCORRECT}
    assert verdict(LEGAL_TEXT.replace("Main Deck\n", "Main Deck: 50\n")).status == LEGAL


def test_headings_counts_and_ids_in_the_ways_players_write_them() -> None:
    text = ("# My deck\nMAIN DECK:\n3x Blaze Codestone\nRusty Shortsword x2\n1 Cinder Faerie [RTS-036]\n"
            "Neopet Pool (1)\n1 Red Glimmerfox\n")
    deck_list = read_deck(text)
    assert deck_list.name == "My deck"
    assert [(e.qty, e.name, e.section, e.card_id) for e in deck_list.entries] == [
        (3, "Blaze Codestone", MAIN, None), (2, "Rusty Shortsword", MAIN, None),
        (1, "Cinder Faerie", MAIN, "RTS-036"), (1, "Red Glimmerfox", NEOPETS, None)]


@pytest.mark.parametrize(("data", "expected"), [
    (b"\xff\xfe\x00\x00", "not a text file"),
    ("\n\n# only a comment\n", "no card lines found"),
    ("Main Deck\n5000 Blaze Codestone\n", "line 2: 5000 copies"),
])
def test_what_is_no_deck_list_is_refused(data: bytes | str, expected: str) -> None:
    with pytest.raises(DeckFormatError, match=expected):
        read_deck(data)


def test_csv_lists_read_and_write_back() -> None:
    deck = sample_deck("frost wall")
    again = verdict(write_csv(deck), "deck.csv")
    assert again.status == LEGAL and compare_deck(deck, again.deck) == []
    assert compare_deck(deck, verdict(write_text(deck)).deck) == []
    with pytest.raises(DeckFormatError, match="line 2: 'Sideboard' is not a section"):
        read_deck("section,quantity,name\nSideboard,1,Mud Pie\n", "deck.csv")
    with pytest.raises(DeckFormatError, match="no quantity column"):
        read_deck("section,name\nMain Deck,Mud Pie\n", "deck.csv")


def test_compare_names_each_difference() -> None:
    listed = sample_deck("Ember Blaze")
    played = verdict(LEGAL_TEXT.replace("2 Mud Pie", "1 Mud Pie").replace("7 Blaze", "8 Blaze")).deck
    assert compare_deck(listed, played) == ["Main Deck: Blaze Codestone: listed 7, played 8",
                                            "Main Deck: Mud Pie: listed 2, played 1"]


def test_a_paint_brush_without_its_rainbow_pool_neopet_is_noted_without_changing_the_status() -> None:
    text = LEGAL_TEXT.replace("2 Starlight Paint Brush", "2 Frost Paint Brush")
    result = verdict(text)
    assert result.status == LEGAL
    assert [m.rule for m in result.messages] == ["7.4.7"]
