"""Cards the program made up (every Battledome and Spellcasters card it ships) are marked as its
own wherever the match table shows one: the card panel, a card's tooltip on the table, and the
board editor's completions and rows. MLP cards, all printed, carry no mark."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table
from tourney.gui.board_editor import card_completer
from tourney.gui.match_table import MatchTableWindow
from tourney.services.match_table import UNOFFICIAL_NOTE


def _window(qtbot: QtBot, system_id: str) -> MatchTableWindow:
    return open_table(qtbot, rules={}, system_id=system_id, size=(1400, 900))


def _a_card_on_the_table(window: MatchTableWindow) -> int:
    """A card the position shows face up in a zone (a hand card)."""
    assert window.table is not None
    for player in window.table.position().players:
        for zone in player.zones:
            for card in zone.cards:
                if not card.hidden:
                    return card.iid
    raise AssertionError("no card shown face up")


@pytest.mark.parametrize("system_id", ["battledome", "spellcasters"])
def test_the_card_panel_and_tooltips_say_a_made_up_card_is_the_programs_own(
    qtbot: QtBot, system_id: str
) -> None:
    window = _window(qtbot, system_id)
    click_sample_game(qtbot, window)
    iid = _a_card_on_the_table(window)
    assert window.select_card(iid)
    window.show_card(iid)
    panel = window.card_panel
    assert panel.detail is not None and panel.detail.unofficial
    assert panel.unofficial_label.isVisible() and panel.unofficial_label.text() == UNOFFICIAL_NOTE
    shown = next(c for p in window.table.position().players for z in p.zones for c in z.cards if c.iid == iid)
    assert shown.shown_tooltip.endswith(UNOFFICIAL_NOTE)


@pytest.mark.parametrize(("system_id", "typed", "described"), [
    ("battledome", "Red Glimmerfox", "Red Glimmerfox (Neopet, unofficial)"),
    ("spellcasters", "Twilight Sparkle", "Twilight Sparkle (Spellcaster, unofficial)"),
])
def test_the_board_editor_marks_made_up_cards(qtbot: QtBot, system_id: str, typed: str, described: str) -> None:
    window = _window(qtbot, system_id)
    completions = card_completer(window, system_id).model().stringList()
    assert completions and all(text.endswith(", unofficial)") for text in completions)
    editor = window.choose_board_setup()
    assert editor.players[0].editing.describe_card(typed) == described


def test_printed_mlp_cards_carry_no_mark(qtbot: QtBot) -> None:
    window = _window(qtbot, "mlp")
    completions = card_completer(window, "mlp").model().stringList()
    assert completions and not any("unofficial" in text for text in completions)
    click_sample_game(qtbot, window)
    iid = _a_card_on_the_table(window)
    window.show_card(iid)
    assert window.card_panel.detail is not None and not window.card_panel.detail.unofficial
    assert not window.card_panel.unofficial_label.isVisible()
