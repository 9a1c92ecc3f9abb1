"""What a wrong click on the event day is told: a sentence that fits the click.

Found walking an event in the window: a refusal box showed the service's
words as they are made for a log ("pair and publish a round before…"), and
"Pair again" on a round with results first asked whether to throw away its
published tables, only to refuse after the scorekeeper agreed.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_window
from tests.gui.test_match_table import shown_boxes, user_error_boxes
from tourney.gui.deck_checks_tab import DeckChecksTab


def test_a_refusal_box_reads_as_a_sentence(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_window(qtbot, sample.db, settings)
    window.open_event(sample.event_id)
    tab = window.event_page.tab_of(DeckChecksTab)
    assert not tab.pick_random()  # no round is paired yet
    (box,) = user_error_boxes()
    assert box.text() == "Pair and publish a round before picking deck checks."


def test_pair_again_on_a_round_with_results_refuses_before_asking(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_window(qtbot, sample.db, settings)
    window.open_event(sample.event_id)
    tab = window.event_page.rounds_tab
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.publish()
    tab.result_edit.setText("1 a")
    assert tab.enter_typed_result()
    tables = [(m.table_number, m.player_a_id, m.result) for m in tab.model.rows()]
    qtbot.mouseClick(tab.repair_button, Qt.MouseButton.LeftButton)
    assert not shown_boxes("confirmPairAgain")  # no question about losing the tables
    (box,) = user_error_boxes()
    assert box.text() == "Round 1 already has 1 result, so it is not paired again."
    assert box.informativeText() == "Correct a wrong result instead: double-click its table."
    assert not window.context.tasks.busy
    assert tab.current_round().state == "published"
    assert [(m.table_number, m.player_a_id, m.result) for m in tab.model.rows()] == tables
