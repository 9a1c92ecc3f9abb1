"""The line under the deck checks counts them as a sentence does: "1 deck check", not
"1 deck checks"."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import decklists

from .conftest import SampleEvent, open_event_window, publish_next_round


def test_one_deck_check_is_counted_in_the_singular(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    with sample.db.transaction() as s:
        decklists.register_deck_list(s, sample.event_id, sample.players[0], SAMPLE_DECK)
    publish_next_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    assert tab.info.text().startswith("0 deck checks;")
    assert tab.pick_random()
    assert len(tab.model.rows()) == 1
    assert tab.info.text().startswith("1 deck check;"), tab.info.text()
