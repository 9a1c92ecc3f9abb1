"""New event -> Neopets Battledome TCG in the window: the dialog offers the game, and deck lists
register and are checked under the Battledome deck rules, with their rule numbers."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from engine.core.resources import resource_path
from tourney.db.database import open_memory_database
from tourney.gui.dialogs import EventDialog, PlayerDialog
from tourney.gui.scoring_dialog import ScoringDialog
from tourney.gui.setup_tab import SetupTab
from tourney.services import events, players, rounds, scoring

from .conftest import TickClock, open_window


def test_a_battledome_event_takes_battledome_deck_lists(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    window = open_window(qtbot, db, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    page = window.event_page

    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog)
    games = [dialog.system_combo.itemText(i) for i in range(dialog.system_combo.count())]
    assert "Neopets Battledome TCG" in games
    qtbot.keyClicks(dialog.name_edit, "Battledome Brawl")
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findText("Neopets Battledome TCG"))
    assert [dialog.format_combo.itemText(i) for i in range(dialog.format_combo.count())] == ["Standard"]
    assert "one game" in dialog.tier_label.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page
    with db.reading() as session:
        (event,) = events.list_events(session)
    assert (event.game_system, event.format) == ("battledome", "standard")

    players_tab = page.players_tab
    for name in ("Kira Vale", "Otto Brisk"):
        qtbot.mouseClick(players_tab.add_button, Qt.MouseButton.LeftButton)
        add = players_tab.dialog
        assert isinstance(add, PlayerDialog)
        qtbot.keyClicks(add.name_edit, name)
        qtbot.mouseClick(add.ok_button, Qt.MouseButton.LeftButton)

    lists_tab = page.deck_lists_tab
    page.show_tab(lists_tab)
    # the hints name the files a Battledome list comes in, never MLP's .o8d
    assert "(.txt or .csv)" in lists_tab.import_button.toolTip()
    assert ".o8d" not in lists_tab.import_button.toolTip() + lists_tab.details.placeholderText()
    ids = {r.player.name: r.player.registration_id for r in lists_tab.model.rows()}
    good = tmp_path / "ember.txt"
    good.write_text(resource_path("battledome", "decks", "ember-blaze.txt").read_text(encoding="utf-8"),
                    encoding="utf-8")
    assert lists_tab.register_file(ids["Kira Vale"], good)
    assert "Status: legal" in lists_tab.details.toPlainText()

    bad = tmp_path / "frost.txt"
    bad.write_text(resource_path("battledome", "decks", "frost-wall.txt").read_text(encoding="utf-8")
                   .replace("1 Green Bramblehog\n", "").replace("7 Bulwark Codestone", "6 Bulwark Codestone"),
                   encoding="utf-8")
    assert lists_tab.register_file(ids["Otto Brisk"], bad)
    details = lists_tab.details.toPlainText()
    assert "Status: invalid" in details
    assert "[1.1, 8.3.1]" in details and "49 cards" in details
    assert "[1.4, 7.1.3, 8.1.1]" in details and "2 Neopets" in details
    # the proposal cites no MLP floor rule: the Battledome rules have no tournament rules
    assert "Proposed penalty: Game Loss" in details and "Floor Rules" not in details


def test_the_event_tab_shows_and_sets_the_events_match_points(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Battledome Brawl", start_date=date(2026, 12, 5),
                                    game_system="battledome")
    window = open_window(qtbot, db, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window.open_event(event.id)
    tab = window.event_page.tab_of(SetupTab)
    window.event_page.show_tab(tab)
    assert "win 3, draw 1, loss 0, bye 3" in tab.summary.text()
    dialog = tab.edit_scoring()
    assert isinstance(dialog, ScoringDialog) and dialog.spins["loss"].value() == 0
    assert "Neopets Battledome TCG default: win 3, draw 1, loss 0, bye 3" in dialog.findChildren(QLabel)[-1].text()
    dialog.spins["loss"].setValue(1)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "win 3, draw 1, loss 1, bye 3" in tab.summary.text()
    with db.reading() as s:
        assert scoring.event_scoring(events.require_event(s, event.id)).loss == 1

    with db.transaction() as s:
        players.register_player(s, event.id, "Kira Vale")
        players.register_player(s, event.id, "Otto Brisk")
        rounds.pair_round(s, event.id)
    refused = tab.edit_scoring()
    assert refused is not None
    refused.spins["win"].setValue(4)
    qtbot.mouseClick(refused.ok_button, Qt.MouseButton.LeftButton)
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes and "before the first round is paired" in boxes[0].text()
    with db.reading() as s:
        assert scoring.event_scoring(events.require_event(s, event.id)).win == 3
