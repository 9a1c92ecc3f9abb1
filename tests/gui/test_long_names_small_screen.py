"""Very long names on a small screen (1024x700): the top cut's bracket and the standings show
every name whole or wrapped, or cut with the whole name a hover away, and never push a table
number, a result or a round out of sight."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.standings_tab import StandingsTab
from tourney.gui.table_models import ROW_ROLE
from tourney.services import players, results, rounds, topcut

from .conftest import (
    SampleEvent,
    make_event,
    open_tab_in_small_window,
    play_round,
    publish_next_round,
)

VERY_LONG_NAMES = (
    "Wolfeschlegelsteinhausenbergerdorff", "Maximiliana Hohenberger-Featherstonehaugh",
    "Fitzwilliam Cholmondeley-Marjoribanks", "Anastasia Papadopoulou-Christodoulou",
)


def _top_8_of_long_names(*, finals_played: int) -> SampleEvent:
    """Sixteen players, every one with a very long name, four Swiss rounds, a top 8 and
    `finals_played` of its elimination rounds played (the next one paired, its tables open)."""
    sample = make_event(16, swiss_rounds=4)
    with sample.db.transaction() as s:
        for number, registration_id in enumerate(sample.players):
            name = f"{VERY_LONG_NAMES[number % len(VERY_LONG_NAMES)]} {number + 1}"
            players.edit_player(s, registration_id, name=name)
    for _ in range(4):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 8)
        for played in range(finals_played + 1):
            data = topcut.pair_next_elimination_round(s, sample.event_id)
            if data is None:
                break
            rounds.publish_round(s, data.round.id)
            for match in data.matches if played < finals_played else ():
                results.enter_result(s, match.id, "a")
    return sample


def test_a_top_8_of_very_long_names_fits_its_pane_without_scrolling_sideways(
    qtbot: QtBot, settings: QSettings
) -> None:
    """"1. Wolfeschlegelsteinhausenbergerdorff 1" held its box (and the bracket) wider than the
    pane beside the standings at 1024 pixels: the organizer scrolled sideways to see the
    semifinals. Every box is whole in the pane's width, names wrapped or cut with the whole
    names in the box's tooltip, its table number and the winner's tick never cut."""
    sample = _top_8_of_long_names(finals_played=1)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1024, 660))
    bracket = tab.bracket
    viewport = bracket.viewport()
    assert bracket.widget().minimumSizeHint().width() <= viewport.width(), "scrolled sideways"
    assert bracket.widget().width() <= viewport.width()
    assert len(bracket.boxes) == 4 + 2
    assert {"Quarterfinals", "Semifinals", "Final"} <= set(bracket.headings)
    shown = [line for box in bracket.boxes for line in box.full_text().splitlines()]
    for box in bracket.boxes:
        where = QRect(box.mapTo(bracket.widget(), QPoint(0, 0)), box.size())
        assert where.right() < viewport.width(), (box.full_text(), where, viewport.width())
        assert box.width() >= box.minimumSizeHint().width(), box.full_text()
        assert box.height() >= box.heightForWidth(box.width()), box.full_text()
        assert box.text().startswith("<span") and "Table " in box.text(), box.text()
        table, first, second = box.full_text().splitlines()
        tooltip = box.toolTip()
        assert table in tooltip
        for line in (first, second):  # the whole name, seed first, a hover away
            assert line.removesuffix(" ✔") in tooltip, (line, tooltip)
    assert sum(line.endswith(" ✔") for line in shown) == 4  # the quarterfinals' winners
    seeds = {line.split(".")[0] for line in shown if not line.startswith("Table")}
    assert {str(seed) for seed in range(1, 9)} <= seeds
    sample.db.close()


def test_a_name_the_standings_cut_reads_whole_in_its_tooltip(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The Player column cuts a name longer than 24 wide letters ("Maximiliana
    Hohenberger-…"), and its tooltip gave the tiebreakers but not the name: the whole name
    was nowhere in the window unless the organizer selected the row."""
    sample = _top_8_of_long_names(finals_played=0)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1024, 660))
    view = tab.view
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]
    player = titles.index("Player")
    room = view.horizontalHeader().sectionSize(player)
    metrics = view.fontMetrics()
    cut = [tab.proxy.index(row, player) for row in range(tab.proxy.rowCount())
           if metrics.horizontalAdvance(str(tab.proxy.index(row, player).data())) > room]
    assert cut, "no name is cut"
    for index in cut:
        row = index.data(ROW_ROLE)
        tooltip = str(index.data(Qt.ItemDataRole.ToolTipRole))
        assert tooltip.splitlines()[0] == row.name, tooltip
        assert row.name.startswith(VERY_LONG_NAMES[1:])
    assert view.horizontalScrollBar().maximum() == 0, "a column pushed out of sight"
    sample.db.close()


SIXTY = "Maximiliana Theodora Wilhelmina Featherstonehaugh-Cholmondeley"


def test_a_sixty_letter_name_reads_whole_on_two_lines_of_the_standings(
    qtbot: QtBot, settings: QSettings
) -> None:
    """At 1024 pixels beside the bracket the Player column showed "Maximiliana Theodora
    Wilhelmina …" and no more: the name goes on to a second line of its row instead, every
    column still in sight."""
    sample = _top_8_of_long_names(finals_played=0)
    with sample.db.transaction() as s:
        players.edit_player(s, sample.players[0], name=SIXTY)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1024, 660))
    qtbot.wait(20)
    view = tab.view
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]
    player = titles.index("Player")
    [row] = [r for r in range(tab.proxy.rowCount()) if tab.proxy.index(r, player).data() == SIXTY]
    width = view.columnWidth(player)
    metrics = view.fontMetrics()
    assert metrics.horizontalAdvance(SIXTY) > width, "the name fits on one line: nothing to wrap"
    lines = metrics.boundingRect(QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, SIXTY)
    assert view.rowHeight(row) >= lines.height(), (view.rowHeight(row), lines.height())
    assert view.wordWrap()
    assert view.horizontalScrollBar().maximum() == 0, "a column pushed out of sight"
    sample.db.close()


def test_a_name_the_pairings_cut_reads_whole_in_its_tooltip(
    qtbot: QtBot, settings: QSettings
) -> None:
    """Round 1 at 1024 pixels showed "Maximiliana Hohenberger-Feath…" at table 1 (the Result
    column keeps room for "… wins (1-0)"), and hovering it showed nothing: the whole name was
    nowhere on the Rounds tab. Its tooltip names both players whole, with the table."""
    sample = make_event(8)
    long_name = "Maximiliana Hohenberger-Featherstonehaugh"
    with sample.db.transaction() as s:
        for registration_id in sample.players:
            players.edit_player(s, registration_id, name=f"{long_name} {registration_id}")
    publish_next_round(sample)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    view = tab.view
    room = view.horizontalHeader().sectionSize(1)
    index = tab.proxy.index(0, 1)
    assert view.fontMetrics().horizontalAdvance(str(index.data())) > room, "not cut: nothing to show"
    match = index.data(ROW_ROLE)
    tooltip = str(index.data(Qt.ItemDataRole.ToolTipRole))
    assert tooltip.splitlines()[0] == (
        f"Table {match.table_number}: {match.player_a_name} (A) against {match.player_b_name} (B)"
    )
    assert tooltip.splitlines()[1] == "No result yet: type the table number and the result below"
    sample.db.close()


def test_a_double_name_in_the_bracket_goes_on_after_its_hyphen(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The champion's box beside the final standings read "Hohenberger…rstonehaugh": a double
    name too long for a line goes on to the next after its hyphen, whole."""
    sample = _top_8_of_long_names(finals_played=3)
    with sample.db.transaction() as s:  # every one a double name
        for number, registration_id in enumerate(sample.players):
            players.edit_player(s, registration_id, name=f"{VERY_LONG_NAMES[1]} {number + 1}")
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab, size=(1024, 660))
    champion = tab.bracket.champion_box
    assert champion is not None
    assert "…" not in champion.text(), champion.text()
    name = champion.full_text()
    assert "-" in name
    assert champion.text().replace("<br>", "").replace("<b>", "").replace("</b>", "") == name
    sample.db.close()


def test_a_name_the_deck_lists_cut_reads_whole_in_its_tooltip(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The Deck lists tab at 1024 pixels showed "Maximiliana Hohenberger-…" and, with no deck
    list registered, no tooltip at all: the whole name was nowhere on the tab."""
    sample = make_event(4)
    long_name = "Maximiliana Hohenberger-Featherstonehaugh"
    with sample.db.transaction() as s:
        players.edit_player(s, sample.players[0], name=long_name)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, DeckListsTab)
    view = tab.view
    [row] = [r for r in range(tab.proxy.rowCount()) if tab.proxy.index(r, 0).data(ROW_ROLE).player.name == long_name]
    index = tab.proxy.index(row, 0)
    assert view.fontMetrics().horizontalAdvance(str(index.data())) > view.horizontalHeader().sectionSize(0)
    assert str(index.data(Qt.ItemDataRole.ToolTipRole)).splitlines()[0] == long_name
    sample.db.close()
