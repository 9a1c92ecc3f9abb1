"""The Penalties tab in a small window (1024x700) as penalties are issued and withdrawn: its
columns keep filling the list's width, as the Deck checks tab's do, and the penalty the head
judge works on stays selected."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.penalties_tab import PenaltiesTab, PenaltyDialog, ReviewPenaltyDialog
from tourney.services import penalties, players

from .conftest import make_event, open_tab_in_small_window, publish_next_round

LONG_NAME = "Maximiliana Featherstonehaugh-Wolfeschlegel"


def _fills_the_width(tab: PenaltiesTab) -> tuple[int, int]:
    """(the columns' width, the list's width): equal when the last column reaches the edge."""
    return tab.view.horizontalHeader().length(), tab.view.viewport().width()


def test_the_penalties_fill_the_width_after_each_reload(qtbot: QtBot, settings: QSettings) -> None:
    """Each reload sized every column to its contents, the stretched Notes column too: once a
    row was selected again the list stopped short of its right edge (a blank band, as on the
    Deck checks tab) or ran past it (a long withdrawal reason, a scroll bar); and a withdrawal
    lost the selection, so the head judge looked for the penalty again. The columns reach the edge after each issue and withdrawal, and the withdrawn
    penalty stays selected."""
    sample = make_event(8)
    with sample.db.transaction() as s:
        players.edit_player(s, sample.players[0], name=LONG_NAME)
    publish_next_round(sample)
    with sample.db.transaction() as s:
        penalties.issue_penalty(s, sample.event_id, sample.players[0], infraction_code="slow_play",
                                issued_by_person_id=sample.floor_judge, description="slow")
    _, tab = open_tab_in_small_window(qtbot, sample, settings, PenaltiesTab)
    widths, edge = _fills_the_width(tab)
    assert widths == edge  # as the event opens

    issue = tab.issue_penalty()
    assert isinstance(issue, PenaltyDialog)
    issue.player_combo.setCurrentIndex(issue.player_combo.findText("Player 02 (102)"))
    issue.select_infraction("procedural_other")
    issue.judge_combo.setCurrentIndex(issue.judge_combo.findText("Finn Floor", Qt.MatchFlag.MatchStartsWith))
    issue.description_edit.setText("shuffled the opponent's deck without asking")
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert len(tab.model.rows()) == 2
    assert _fills_the_width(tab) == (edge, edge)

    first = next(row for row in tab.model.rows() if row.player_name == LONG_NAME)
    tab.select_penalty(first.id)
    review = tab.review_selected()
    assert isinstance(review, ReviewPenaltyDialog)
    review.reason_edit.setText("the judge saw it again on camera: no slow play")
    qtbot.mouseClick(review.ok_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert _fills_the_width(tab) == (edge, edge)
    withdrawn = tab.selected()
    assert withdrawn is not None and withdrawn.id == first.id and withdrawn.withdrawn_at is not None
    sample.db.close()
