"""A list beside a details box shows its rows whole in a small window (1024x700): the
deck lists' player names are not cut to "Fluttershy ...", and no standings column is
pushed out of sight, while the details box beside them still has room."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.players_tab import PlayersTab
from tourney.gui.round_models import result_text
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.standings_tab import StandingsTab
from tourney.services import concessions, players, topcut

from .conftest import SampleEvent, make_event, open_tab_in_small_window, play_round

LONG_NAMES = ("Fluttershy Meadow", "Lyra Heartstrings", "Starlight Glimmer")
VERY_LONG_NAMES = ("Alexandria Montgomery-Whitfield", "Konstantina Papadopoulou", "Maximilian Hohenberger")


def _register_long_names(sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        for number, name in enumerate(LONG_NAMES, start=201):
            players.register_player(s, sample.event_id, name, player_number=str(number))


def _columns_shown_whole(view: QTableView) -> None:
    header = view.horizontalHeader()
    last = max(c for c in range(header.count()) if not header.isSectionHidden(c))
    right_edge = header.sectionViewportPosition(last) + header.sectionSize(last)
    assert right_edge <= view.viewport().width(), (right_edge, view.viewport().width())


def test_the_deck_lists_show_each_player_name_whole_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    _register_long_names(sample)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, DeckListsTab)
    view = tab.view
    metrics = view.fontMetrics()
    widest = max(metrics.horizontalAdvance(name) for name in LONG_NAMES)
    assert view.columnWidth(0) > widest, (view.columnWidth(0), widest)
    _columns_shown_whole(view)
    assert tab.details.width() >= 300


def test_the_standings_show_every_column_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    _register_long_names(sample)
    play_round(sample)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    _columns_shown_whole(tab.view)
    assert tab.explanation.width() >= 300


def test_the_final_standings_show_every_column_in_a_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """After a top cut a Place column leads, beside the Swiss rank, and the bracket is drawn
    beside them: still every column in sight."""
    _register_long_names(sample)
    for _ in range(3):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    assert tab.model.headerData(0, Qt.Orientation.Horizontal) == "Place"
    _columns_shown_whole(tab.view)


def test_the_players_names_are_read_whole_in_an_800_pixel_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    """The name column was stretched into what the seven other columns left: at 800 px every
    name read "Alexan...". Names keep their width; a column blank for every player (seed,
    pinned table, drops, deck list) shows once someone has something in it."""
    names = ("Alexandria Montgomery-Whitfield", "Konstantina Papadopoulou")
    with sample.db.transaction() as s:
        for number, name in enumerate(names, start=301):
            players.register_player(s, sample.event_id, name, player_number=str(number))
    _, tab = open_tab_in_small_window(qtbot, sample, settings, PlayersTab, size=(800, 600))
    view = tab.view
    widest = max(view.fontMetrics().horizontalAdvance(name) for name in names)
    assert view.columnWidth(0) > widest, (view.columnWidth(0), widest)
    _columns_shown_whole(view)
    titles = [tab.model.headerData(c, Qt.Orientation.Horizontal) for c in range(tab.model.columnCount())]
    seed = titles.index("Seed")
    assert view.isColumnHidden(seed)
    with sample.db.transaction() as s:
        row = next(r for r in players.list_players(s, sample.event_id) if r.name == names[0])
        players.edit_player(s, row.registration_id, seed=1)
    tab.refresh()
    assert not view.isColumnHidden(seed)
    assert view.columnWidth(0) > widest


def test_a_status_column_blank_for_everyone_takes_no_room_beside_the_bracket(
    qtbot: QtBot, settings: QSettings
) -> None:
    """After a top 4 of 16 with long names, the bracket beside the final standings pushed the
    Status column (blank for every player) past the edge at 1024 px; it shows once a player
    is dropped or late."""
    sample = make_event(16, swiss_rounds=4)
    with sample.db.transaction() as s:
        for registration_id, name in zip(sample.players, VERY_LONG_NAMES, strict=False):
            players.edit_player(s, registration_id, name=name)
    for _ in range(4):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
    window, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    status = tab.model.columnCount() - 1
    assert tab.model.headerData(status, Qt.Orientation.Horizontal) == "Status"
    assert tab.view.isColumnHidden(status)
    _columns_shown_whole(tab.view)
    with sample.db.transaction() as s:
        concessions.drop(s, sample.event_id, sample.players[-1])
    window.context.data_changed.emit("players")
    qtbot.waitUntil(lambda: not tab.view.isColumnHidden(status))
    sample.db.close()


def test_the_rounds_results_are_read_whole_at_1024_pixels(
    qtbot: QtBot, settings: QSettings
) -> None:
    """16 players, some with long names: at 1024 px the Result column (220 px) cut
    "Konstantina Papadopoulou wins (…". Every result and every player is read whole."""
    sample = make_event(13, swiss_rounds=4)
    with sample.db.transaction() as s:
        for number, name in enumerate(VERY_LONG_NAMES, start=301):
            players.register_player(s, sample.event_id, name, player_number=str(number))
    play_round(sample, "a")
    play_round(sample, "b")  # the other player of each table wins: both names are read
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    view = tab.view
    metrics = view.fontMetrics()
    rows = tab.model.rows()
    assert any(name in result_text(row) for row in rows for name in VERY_LONG_NAMES)
    for row in rows:
        for column in range(tab.model.columnCount()):
            text = tab.model.data(tab.model.index(rows.index(row), column))
            assert metrics.horizontalAdvance(text) + 8 <= view.columnWidth(column), (text, column)
    _columns_shown_whole(view)
