"""New event -> Neopets Battledome TCG in the window: the dialog offers the game, and deck lists
register and are checked under the Battledome deck rules, with their rule numbers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from engine.core.resources import resource_path
from tourney.db.database import open_memory_database
from tourney.gui.dialogs import EventDialog, PlayerDialog
from tourney.services import events

from .conftest import TickClock, open_window

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


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
    if SHOTS.parent.is_dir():
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "battledome-new-event.png"))
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
    if SHOTS.parent.is_dir():
        window.grab().save(str(SHOTS / "battledome-deck-lists.png"))
