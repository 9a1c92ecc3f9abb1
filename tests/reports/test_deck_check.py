from __future__ import annotations

from dataclasses import replace

import pytest

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.deck_check import grouped_cards, render_deck_check_sheet
from tourney.reports.page import ReportStyle
from tourney.reports.rows import DeckCheckCard, DeckCheckSheet, EventHeader

CARDS = (
    DeckCheckCard("Crystal Heart", 3, 3),
    DeckCheckCard("Princess Celestia, Ruler of the Sun", 3, 4),
    DeckCheckCard("Twilight Sparkle, Princess of Friendship", 1, 1, "Mane character"),
    DeckCheckCard("Lost in the Bayou", 2, 2, "Problem deck"),
    DeckCheckCard("Stop the Dragon!", 2, 1, "Problem deck"),
)


def _sheet(header: EventHeader, cards: tuple[DeckCheckCard, ...] = CARDS) -> DeckCheckSheet:
    return DeckCheckSheet(
        header,
        12,
        "Zoë Ł. Ñandú",
        "P1",
        cards,
        sleeves="Black matte, uniform",
        notes="Extra Celestia found in the draw deck.",
        proposed_penalty="Game Loss: deck does not match the list",
        judge="Amy Judge",
        started_label="10:40",
        ended_label="10:52",
    )


def test_sections_are_ordered_mane_problem_draw() -> None:
    assert [section for section, _ in grouped_cards(CARDS)] == [
        "Mane character",
        "Problem deck",
        "Draw deck",
    ]


def test_a_game_s_own_parts_come_in_its_order_and_any_other_section_after_them() -> None:
    cards = tuple(DeckCheckCard(name, 1, None, section) for name, section in (
        ("Tartarus", "Locations"), ("Odd", "Sideboard"), ("Discord", "Spellcasters"), ("Fire Mana", "Mana")))
    assert [section for section, _ in grouped_cards(cards, ("Spellcasters", "Mana", "Locations"))] == [
        "Spellcasters", "Mana", "Locations", "Sideboard"]


def test_registered_counted_and_difference_per_card_and_section(
    header: EventHeader, style: ReportStyle
) -> None:
    lines = page_lines(render(render_deck_check_sheet, _sheet(header), style))
    celestia = lines.index("Princess Celestia, Ruler of the Sun")
    assert lines[celestia : celestia + 4] == ["Princess Celestia, Ruler of the Sun", "3", "4", "+1"]
    dragon = lines.index("Stop the Dragon!")
    assert lines[dragon : dragon + 4] == ["Stop the Dragon!", "2", "1", "-1"]
    heart = lines.index("Crystal Heart")
    assert lines[heart : heart + 4] == ["Crystal Heart", "3", "3", "0"]
    total = lines.index("Problem deck total")
    assert lines[total : total + 4] == ["Problem deck total", "4", "3", "-1"]
    total = lines.index("Draw deck total")
    assert lines[total : total + 4] == ["Draw deck total", "6", "7", "+1"]


def test_sheet_records_who_where_and_the_outcome(header: EventHeader) -> None:
    text = page_texts(render(render_deck_check_sheet, _sheet(header)))[0]
    for expected in (
        "Deck check — Round 3",
        "Zoë Ł. Ñandú (P1)",
        "Amy Judge",
        "10:40",
        "10:52",
        "Black matte, uniform",
        "Extra Celestia found in the draw deck.",
        "Proposed penalty",
        "Game Loss: deck does not match the list",
        "Judge signature",
        "Cards found that are not on the list",
        "Page 1 of 1",
    ):
        assert expected in text


def test_uncounted_sheet_leaves_boxes_blank(header: EventHeader) -> None:
    cards = tuple(DeckCheckCard(c.name, c.registered_qty, None, c.section) for c in CARDS)
    lines = page_lines(render(render_deck_check_sheet, _sheet(header, cards)))
    heart = lines.index("Crystal Heart")
    assert lines[heart + 1] == "3"
    assert lines[heart + 2] == "Princess Celestia, Ruler of the Sun"
    assert "+1" not in lines


def test_large_list_continues_on_a_second_page(header: EventHeader) -> None:
    cards = tuple(DeckCheckCard(f"Card {index:02d}", 1, 1) for index in range(60))
    texts = page_texts(render(render_deck_check_sheet, _sheet(header, cards)))
    assert len(texts) >= 2
    assert all(f"Card {index:02d}" in "".join(texts) for index in range(60))
    # The column headings repeat on the continuation page; the sign-off block stays whole.
    assert "Registered" in texts[1]
    assert "Proposed penalty" in texts[-1] and "Judge signature" in texts[-1]


def test_the_judge_field_names_the_judge_or_is_left_to_write_in(header: EventHeader) -> None:
    # the judge who checked is named, in the field and under the signature line
    named = page_texts(render(render_deck_check_sheet, replace(_sheet(header), head_judge="Hana Head")))
    assert "Amy Judge" in named[0] and "Judge signature (Amy Judge)" in named[0]
    assert "Head judge" in named[0] and "Hana Head" in named[0]
    # nobody known yet: the field asks the judge to write their name (not the head judge's)
    blank = replace(_sheet(header), judge="", head_judge="Hana Head")
    text = page_texts(render(render_deck_check_sheet, blank))[0]
    assert "Judge (write your name)" in text and "Judge signature (" not in text
    lines = page_lines(render(render_deck_check_sheet, blank))
    assert lines[lines.index("Judge (write your name)") + 1] == "Head judge"


def test_cards_found_that_are_not_on_the_list_are_written_in(header: EventHeader) -> None:
    sheet = replace(_sheet(header), extras=(DeckCheckCard("Gummy, Fun Pet", 0, 1, ""),))
    lines = page_lines(render(render_deck_check_sheet, sheet))
    found = lines.index("Cards found that are not on the list")
    assert lines[found + 1 : found + 5] == ["Gummy, Fun Pet", "0", "1", "+1"]


@pytest.mark.parametrize("listed", range(28, 42))
def test_a_heading_never_ends_a_page_alone(header: EventHeader, listed: int) -> None:
    """However many cards fill page 1, "Cards found that are not on the list" is never the last
    line of it with nothing under it: it goes over to page 2 with the card found."""
    cards = tuple(DeckCheckCard(f"Card {number}", 3, 3) for number in range(listed))
    found = (DeckCheckCard("Gummy, Fun Pet", 0, 1, "Draw deck"),)
    pages = page_texts(render(render_deck_check_sheet, replace(_sheet(header, cards), extras=found)))
    [page] = [text for text in pages if "Cards found that are not on the list" in text]
    lines = [line.strip() for line in page.splitlines()]
    heading = lines.index("Cards found that are not on the list")
    assert lines[heading + 1 : heading + 5] == ["Gummy, Fun Pet", "0", "1", "+1"]


def test_a_card_found_in_a_part_with_nothing_listed_has_that_part_s_total(header: EventHeader) -> None:
    listed = tuple(card for card in CARDS if card.section != "Problem deck")
    found = (DeckCheckCard("Lost in the Crystal Caves", 0, 1, "Problem deck"),)
    lines = page_lines(render(render_deck_check_sheet, replace(_sheet(header, listed), extras=found)))
    total = lines.index("Problem deck total")
    assert lines[total : total + 4] == ["Problem deck total", "0", "1", "+1"]
