from __future__ import annotations

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
