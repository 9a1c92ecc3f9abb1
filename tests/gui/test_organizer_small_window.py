"""A sixteen-player event run in a small window (1024x700): the final standings beside the
bracket, the elimination button during the final, the deck checks once one is recorded and
the Players tab's late entries each read whole and once, without scrolling sideways."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.gui.deck_checks_tab import DeckChecksTab
from tourney.gui.players_tab import PlayersTab
from tourney.gui.rounds_tab import RoundsTab
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.gui.standings_tab import StandingsTab
from tourney.gui.table_models import ROW_ROLE
from tourney.services import concessions, deck_checks, decklists, players, results, rounds, topcut

from .conftest import (
    SampleEvent,
    make_event,
    open_tab_in_small_window,
    play_round,
    publish_next_round,
)

LONG_NAMES = ("Alexandria Montgomery-Smith", "Maximiliana Hohenberger", "Fitzwilliam Cholmondeley",
              "Anastasia Papadopoulou")


def _final_paired(*, drop: bool = True) -> SampleEvent:
    """Sixteen players, one dropped after round 2, four Swiss rounds, a top 8 whose
    quarterfinals and semifinals are played and whose final is paired, its table open."""
    sample = make_event(16, swiss_rounds=4)
    with sample.db.transaction() as s:
        for number, registration_id in enumerate(sample.players):
            players.edit_player(s, registration_id, name=f"{LONG_NAMES[number % 4]} {number + 1}")
    for number in range(4):
        play_round(sample)
        if number == 1 and drop:
            with sample.db.transaction() as s:
                concessions.drop(s, sample.event_id, sample.players[-1])
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 8)
        for played in range(3):
            data = topcut.pair_next_elimination_round(s, sample.event_id)
            assert data is not None
            rounds.publish_round(s, data.round.id)
            for match in data.matches if played < 2 else ():
                results.enter_result(s, match.id, "a")
    return sample


def test_the_final_standings_with_a_dropped_player_fit_beside_the_bracket(
    qtbot: QtBot, settings: QSettings
) -> None:
    """With a dropped player the Status column shows, and the final standings beside the
    bracket scrolled sideways by about that column at 1024 pixels. The Player column gives up
    the room (a cut name reads whole in its tooltip); every other column stays whole."""
    sample = _final_paired()
    _, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    view = tab.view
    header = view.horizontalHeader()
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]
    status = titles.index("Status")
    assert not view.isColumnHidden(status)
    assert "dropped" in [tab.proxy.index(row, status).data() for row in range(tab.proxy.rowCount())]
    assert tab.bracket.isVisible()
    assert view.horizontalScrollBar().maximum() == 0, (header.length(), view.viewport().width())
    metrics = view.fontMetrics()
    for column, title in enumerate(titles):
        if title != "Player":  # numbers, records and the status are never cut
            texts = [str(tab.proxy.index(row, column).data()) for row in range(tab.proxy.rowCount())]
            widest = max(metrics.horizontalAdvance(text) for text in [*texts, title])
            assert header.sectionSize(column) >= widest, title
    player = titles.index("Player")
    assert header.sectionSize(player) >= metrics.horizontalAdvance("M" * 10)
    sample.db.close()


def test_the_player_column_takes_its_room_back_in_a_wider_window(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The room the Player column gave up at 1024 pixels comes back when the window is
    wider: the longest name reads whole again."""
    sample = _final_paired()
    window, tab = open_tab_in_small_window(qtbot, sample, settings, StandingsTab)
    narrow = tab.view.horizontalHeader().sectionSize(tab._player_column() or 0)
    window.resize(1600, 900)
    qtbot.wait(50)
    wide = tab.view.horizontalHeader().sectionSize(tab._player_column() or 0)
    assert wide > narrow
    longest = max(tab.view.fontMetrics().horizontalAdvance(row.name) for row in tab.model.rows())
    assert wide >= longest
    assert tab.view.horizontalScrollBar().maximum() == 0
    sample.db.close()


def test_pair_elimination_round_is_greyed_out_while_the_final_is_played(
    qtbot: QtBot, settings: QSettings
) -> None:
    """During the final "Pair elimination round" stayed enabled and refused when pressed:
    greyed out, its tooltip says what is left to do; the refusal stays for a round another
    station pairs meanwhile."""
    sample = _final_paired(drop=False)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, RoundsTab)
    button = tab.elimination_button
    assert not button.isEnabled()
    assert button.toolTip() == "Final (round 7): table 1 has no result yet.", button.toolTip()
    final = next(row for row in tab.model.rows() if not row.is_bye)
    with sample.db.transaction() as s:
        results.enter_result(s, final.id, "a")
    tab.refresh()
    assert button.isEnabled()
    assert button.text() == "Declare the champ&ion"
    sample.db.close()


def test_the_deck_checks_fill_the_width_after_one_is_recorded(
    qtbot: QtBot, settings: QSettings
) -> None:
    """Once a deck check was recorded, starting or recording the next sized the columns to
    their contents and they no longer filled the table's width: a blank band on the right."""
    sample = make_event(16)
    with sample.db.transaction() as s:
        for registration_id in sample.players[:2]:
            decklists.register_deck_list(s, sample.event_id, registration_id, SAMPLE_DECK)
    round_id = publish_next_round(sample)
    with sample.db.transaction() as s:
        for match in rounds.round_pairings(s, round_id).matches:
            if sample.players[0] in (match.player_a_id, match.player_b_id):
                [first] = [c for c in deck_checks.check_match(s, match.id)
                           if c.player_name == "Player 01"]
                deck_checks.record_deck_check(s, first.id, duration_seconds=300,
                                              judge_person_id=sample.head_judge)
            if sample.players[1] in (match.player_a_id, match.player_b_id):
                deck_checks.check_match(s, match.id)
    _, tab = open_tab_in_small_window(qtbot, sample, settings, DeckChecksTab)
    view = tab.view
    header = view.horizontalHeader()
    assert header.length() == view.viewport().width()  # as the event opens
    picked = next(row for row in tab.model.rows() if row.started_at is None)
    tab.select_check(picked.id)
    assert tab.start_selected()
    qtbot.wait(50)
    assert tab.selected() is not None and tab.selected().started_at is not None
    assert header.length() == view.viewport().width(), (header.length(), view.viewport().width())
    sample.db.close()


def test_a_late_entry_and_a_drop_say_their_round_once(qtbot: QtBot, settings: QSettings) -> None:
    """The Players tab read "late entry (round 2)" beside "Late from: round 2", and "dropped
    after round 2" beside "Dropped after: round 2": the status says what, the column when."""
    sample = make_event(16)
    play_round(sample)
    with sample.db.transaction() as s:
        late = players.register_player(s, sample.event_id, "Lyra Heartstrings").registration_id
    play_round(sample)
    with sample.db.transaction() as s:
        concessions.drop(s, sample.event_id, sample.players[-1])
    _, tab = open_tab_in_small_window(qtbot, sample, settings, PlayersTab)
    titles = [str(tab.model.headerData(c, Qt.Orientation.Horizontal)) for c in range(tab.model.columnCount())]
    cells = {}
    for row in range(tab.proxy.rowCount()):
        registration_id = tab.proxy.index(row, 0).data(ROW_ROLE).registration_id
        cells[registration_id] = {title: str(tab.proxy.index(row, c).data() or "")
                                  for c, title in enumerate(titles)}
    # where they are: 17 players, the late entrant had round 2's bye, over with its round
    assert cells[late]["Status"] == "waiting (round 2 finished)"
    assert cells[late]["Late from"] == "round 2"
    dropped = cells[sample.players[-1]]
    assert dropped["Status"] == "dropped"
    assert dropped["Dropped after"] == "round 2"
    assert cells[sample.players[0]]["Status"] == "waiting (round 2 finished)"
    for title in ("Late from", "Dropped after"):
        assert not tab.view.isColumnHidden(titles.index(title))
    sample.db.close()
