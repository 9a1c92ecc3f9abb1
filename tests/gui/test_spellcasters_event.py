"""New event -> game Spellcasters in the window: the dialog offers it, half decks register and are checked.

A scorekeeper picks the game in the New event dialog (its one format follows),
adds players, and registers half-deck files; the deck-list screen shows each
verdict with the deck rules it cites. Everything through the real window,
offscreen, on a real database.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.core.resources import resource_path
from tourney.db.database import open_memory_database
from tourney.gui.dialogs import EventDialog, PlayerDialog
from tourney.gui.main_window import MainWindow

from .conftest import TickClock, open_window

HARMONY = resource_path("spellcasters", "decks", "harmony.txt")
CHAOS = resource_path("spellcasters", "decks", "chaos.txt")


def _boxes(window: MainWindow) -> list[str]:
    return [f"{b.text()} {b.informativeText()}".strip() for b in window.findChildren(QMessageBox)
            if b.isVisible()]


def test_a_spellcasters_event_in_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, db, settings)

    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog)
    games = {dialog.system_combo.itemData(i): dialog.system_combo.itemText(i)
             for i in range(dialog.system_combo.count())}
    assert games["spellcasters"] == "Spellcasters (pony card game, fan-made)"
    qtbot.keyClicks(dialog.name_edit, "Moon Cup")
    dialog.system_combo.setCurrentIndex(dialog.system_combo.findData("spellcasters"))
    formats = [dialog.format_combo.itemText(i) for i in range(dialog.format_combo.count())]
    assert formats == ["Standard"]  # the game's own format replaces MLP's
    assert "one game." in dialog.tier_label.text()  # the game's Swiss matches
    assert "best 2 of 3" in dialog.tier_label.text()  # the game's elimination matches
    dialog.grab().save(str(tmp_path / "new-event.png"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not _boxes(window)
    page = window.event_page
    assert window.stack.currentWidget() is page
    assert "Spellcasters" in page.details_label.text()

    players_tab = page.players_tab
    for name in ("Ann", "Bo", "Cy"):
        qtbot.mouseClick(players_tab.add_button, Qt.MouseButton.LeftButton)
        add = players_tab.dialog
        assert isinstance(add, PlayerDialog)
        qtbot.keyClicks(add.name_edit, name)
        qtbot.mouseClick(add.ok_button, Qt.MouseButton.LeftButton)
    assert players_tab.model.rowCount() == 3

    lists_tab = page.deck_lists_tab
    page.show_tab(lists_tab)
    registration = {r.player.name: r.player.registration_id for r in lists_tab.model.rows()}
    assert lists_tab.register_file(registration["Ann"], HARMONY)
    assert "Status: legal" in lists_tab.details.toPlainText()
    assert lists_tab.register_file(registration["Bo"], CHAOS)
    bad = tmp_path / "cy.txt"
    bad.write_text(HARMONY.read_text(encoding="utf-8").replace("1 Spike", "2 Spike")
                   .replace("2 Fire Mana", "2 Fire Manna"), encoding="utf-8")
    assert lists_tab.register_file(registration["Cy"], bad)
    assert not _boxes(window)
    details = lists_tab.details.toPlainText()
    assert "Status: invalid" in details
    assert "[Deck rule 1] line 20: 'Fire Manna' is no card of the card database (did you mean: Fire Mana" in details
    assert "[Deck rule 6] line 13: 2 copies of Spike; at most 1 of a Spellcaster" in details
    assert "[Deck rule 2] the half deck has 29 cards; it must have exactly 30" in details
    assert "Deck rule 4" not in details  # 8 Mana remain: enough
    window.grab().save(str(tmp_path / "deck-lists.png"))

    model = players_tab.model
    deck_column = [model.headerData(c, Qt.Orientation.Horizontal)
                   for c in range(model.columnCount())].index("Deck list")
    statuses = {model.row_at(r).name: model.data(model.index(r, deck_column)) for r in range(model.rowCount())}
    assert statuses == {"Ann": "legal", "Bo": "legal", "Cy": "invalid"}
