"""What a wrong click on the event day is told: a sentence that fits the click.

Found walking an event in the window: a refusal box showed the service's
words as they are made for a log ("pair and publish a round before…"), and
"Pair again" on a round with results first asked whether to throw away its
published tables, only to refuse after the scorekeeper agreed; and a top cut
made rounds early, which no undo takes back, said so only after it was made.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.gui.conftest import (
    SampleEvent,
    open_event_window,
    pair_in_window,
    play_round,
    top_cut_in_window,
)
from tests.gui.test_match_table import shown_boxes, user_error_boxes
from tourney.gui.deck_checks_tab import DeckChecksTab
from tourney.gui.main_window import MainWindow
from tourney.gui.rounds_tab import RoundsTab, TopCutDialog


def _round_one_with_one_result(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> tuple[MainWindow, RoundsTab]:
    """The event open in the window, round 1 paired and published there, table 1's result
    typed in and the other tables' still to come: the window and its Rounds tab."""
    window = open_event_window(qtbot, sample, settings)
    tab = pair_in_window(qtbot, window)
    tab.result_edit.setText("1 a")
    assert tab.enter_typed_result()
    return window, tab


def test_a_refusal_box_reads_as_a_sentence(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.tab_of(DeckChecksTab)
    assert not tab.pick_random()  # no round is paired yet
    (box,) = user_error_boxes()
    assert box.text() == "Pair and publish a round before picking deck checks."


def test_pair_again_on_a_round_with_results_refuses_before_asking(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window, tab = _round_one_with_one_result(qtbot, sample, settings)
    tables = [(m.table_number, m.player_a_id, m.result) for m in tab.model.rows()]
    qtbot.mouseClick(tab.repair_button, Qt.MouseButton.LeftButton)
    assert not shown_boxes("confirmPairAgain")  # no question about losing the tables
    (box,) = user_error_boxes()
    assert box.text() == "Round 1 already has 1 result, so it is not paired again."
    assert box.informativeText() == "Correct a wrong result instead: double-click its table."
    assert not window.context.tasks.busy
    assert tab.current_round().state == "published"
    assert [(m.table_number, m.player_a_id, m.result) for m in tab.model.rows()] == tables


def test_the_top_cut_dialog_warns_before_a_cut_made_rounds_early(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    play_round(sample)  # 1 of the 4 planned Swiss rounds
    window = open_event_window(qtbot, sample, settings)
    dialog = window.event_page.rounds_tab.top_cut()
    assert isinstance(dialog, TopCutDialog)
    assert not dialog.short_label.isHidden()
    assert dialog.short_label.text() == (
        "Only 1 of 4 planned Swiss rounds were played. The cut ends the Swiss rounds: "
        "no more are paired, and Edit → Undo does not take it back."
    )
    dialog.reject()
    for _ in range(3):
        play_round(sample)
    dialog = window.event_page.rounds_tab.top_cut()
    assert isinstance(dialog, TopCutDialog)
    assert dialog.short_label.isHidden()  # all planned rounds played: nothing to warn of
    dialog.reject()


def test_pair_elimination_round_before_the_last_one_is_done_says_what_to_do(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """A second click on Pair elimination round was told "Round 2 is draft: finish it first.";
    with its results still coming, "Round 2 is published: finish it first.". The button is
    greyed out meanwhile with what is left to do as its tooltip, and pairing (as when the
    window had not yet heard of the round another station paired) says the same."""
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    top_cut_in_window(qtbot, tab, 4)
    qtbot.mouseClick(tab.elimination_button, Qt.MouseButton.LeftButton)
    assert tab.current_round().state == "draft"
    assert not tab.elimination_button.isEnabled()
    assert tab.elimination_button.toolTip() == "Semifinals (round 2) is still a draft: publish it first."
    assert not tab.pair_elimination_round()
    (box,) = user_error_boxes()
    assert box.text() == "Semifinals (round 2) is still a draft: publish it first."
    box.done(0)
    qtbot.mouseClick(tab.publish_button, Qt.MouseButton.LeftButton)
    first = next(m for m in tab.model.rows() if not m.is_bye)
    tab.result_edit.setText(f"{first.table_number} a")
    assert tab.enter_typed_result()
    assert not tab.elimination_button.isEnabled()
    assert tab.elimination_button.toolTip() == "Semifinals (round 2): table 2 has no result yet."
    assert not tab.pair_elimination_round()
    (box,) = user_error_boxes()
    assert box.text() == "Semifinals (round 2): table 2 has no result yet."


def test_top_cut_while_a_round_is_played_refuses_before_asking_the_size(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """Top cut… with round 1 published and no result in asked for the size and warned that
    "only 1 of 4 planned Swiss rounds were played", then refused with "Round 1 is
    published: finish it before the top cut."."""
    window, tab = _round_one_with_one_result(qtbot, sample, settings)
    qtbot.mouseClick(tab.cut_button, Qt.MouseButton.LeftButton)
    assert not [w for w in window.findChildren(TopCutDialog) if w.isVisible()]
    (box,) = user_error_boxes()
    assert box.text() == (
        "Finish round 1 before the top cut: tables 2, 3 and 4 have no result yet."
    )
