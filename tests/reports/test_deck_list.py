from __future__ import annotations

import re

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.deck_list import render_deck_list_form
from tourney.reports.page import ReportStyle
from tourney.reports.rows import DeckListEntry, DeckListForm, EventHeader


def test_blank_form_fits_one_page_with_every_part(header: EventHeader, style: ReportStyle) -> None:
    texts = page_texts(render(render_deck_list_form, DeckListForm(header), style))
    assert len(texts) == 1
    text = texts[0]
    for expected in (
        "Player name",
        "Player number",
        "Canterlot Regional Championship",
        "2026-11-21",
        "Mane Character",
        "Problem deck — exactly 10 cards, at most 2 of a name, at least one Starting Problem",
        "Draw deck — at least 45 cards, at most 3 of a name",
        "Problem deck total: ________ (must be 10)",
        "Draw deck total: ________ (at least 45)",
        "For judges only",
        "Checked by:",
    ):
        assert expected in text


def test_prefilled_form_lists_the_deck_and_totals(header: EventHeader) -> None:
    form = DeckListForm(
        header,
        player="Zoë Ł. Ñandú",
        player_number="P1",
        mane_character="Twilight Sparkle, Princess of Friendship",
        problems=(DeckListEntry(2, "Lost in the Bayou"), DeckListEntry(2, "Stop the Dragon!")),
        draw_deck=tuple(DeckListEntry(3, f"Friend {index}, Subtitle") for index in range(16)),
    )
    lines = page_lines(render(render_deck_list_form, form))
    assert "Zoë Ł. Ñandú" in lines and "P1" in lines
    assert "Twilight Sparkle, Princess of Friendship" in lines
    bayou = lines.index("Lost in the Bayou")
    assert lines[bayou - 1] == "2"
    assert "Problem deck total: 4 (must be 10)" in lines
    assert "Draw deck total: 48 (at least 45)" in lines
    assert all(f"Friend {index}, Subtitle" in lines for index in range(16))


def test_limited_form_and_overflowing_list(header: EventHeader) -> None:
    form = DeckListForm(
        header,
        problem_lines=5,
        draw_deck_minimum=30,
        draw_deck=tuple(DeckListEntry(1, f"Card {index:02d}") for index in range(70)),
    )
    texts = page_texts(render(render_deck_list_form, form))
    assert len(texts) == 2
    joined = "\n".join(texts)
    assert "exactly 5 cards" in joined and "at least 30 cards" in joined
    assert all(f"Card {index:02d}" in joined for index in range(70))
    assert "Page 2 of 2" in texts[1]


def test_each_page_of_a_long_list_reads_down_its_left_half_then_its_right(
    header: EventHeader,
) -> None:
    """A list longer than a page was split as one table: page 1 held the tops of both halves."""
    form = DeckListForm(
        header, draw_deck=tuple(DeckListEntry(1, f"Card {index:03d}") for index in range(120))
    )
    texts = page_texts(render(render_deck_list_form, form))
    assert len(texts) >= 2
    numbers = [sorted(int(n) for n in re.findall(r"Card (\d{3})", text)) for text in texts]
    assert all(numbers)
    seen = 0
    for page in numbers:  # each page holds the next cards in order, none skipped
        assert page == list(range(seen, seen + len(page)))
        seen += len(page)
    assert seen == 120
    assert "Draw deck total: 120 (at least 45)" in texts[-1]
