"""Standings on screen name what their short column headers stand for.

Found walking an event day: the printed standings said "Columns: OMW % = …"
under the table, the Standings tab only in a header's tooltip, which a
player reading the projected screen cannot hover.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.gui.conftest import SampleEvent, open_event_window, play_round
from tourney.services import printouts


def test_the_standings_tab_says_what_each_column_header_stands_for(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    play_round(sample)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    page.show_tab(page.standings_tab)
    qtbot.waitUntil(lambda: page.standings_tab.model.rowCount() > 0)
    legend = (
        "Columns: OMW % = Opponents' match-win %; OOMW % = Opponents' opponents' match-win %; "
        "H2H = Head-to-head; Random = Recorded random."
    )
    assert page.standings_tab.notes.text().endswith(legend)
    # the same words as the printed standings
    with sample.db.transaction() as s:
        assert printouts.standings(s, sample.event_id).footnotes[-1] == legend
