"""The judge chooses the game on the match table: Table → Game, the New game dialog, and
Tools → Match table… opened from an event of another game."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from engine.core import registry
from tests.gui.conftest import TickClock, open_table, open_window
from tests.gui.test_match_table import close_boxes, user_error_boxes
from tourney.db.database import open_memory_database
from tourney.gui import match_table_dialogs
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_panels import WhyPanel
from tourney.services import events
from tourney.services.match_table import sample_pair, table_rules


@pytest.fixture
def window(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={}, size=(1400, 900))


def game_menu(window: MatchTableWindow) -> QMenu:
    table = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Table")
    return next(a.menu() for a in table.actions() if a.menu() is not None and a.text() == "&Game")


def checked_game(window: MatchTableWindow) -> list[str]:
    return [a.text().replace("&", "") for a in game_menu(window).actions() if a.isChecked()]


def choose_from_menu(window: MatchTableWindow, name: str) -> None:
    next(a for a in game_menu(window).actions() if a.text().replace("&", "") == name).trigger()


def deal_sample(window: MatchTableWindow) -> None:
    window.sample_game_action.trigger()
    assert window.tasks.wait()


def test_the_game_menu_lists_every_table_game_and_checks_the_default(window: MatchTableWindow) -> None:
    names = [a.text().replace("&", "") for a in game_menu(window).actions()]
    assert names == ["My Little Pony CCG", "Spellcasters (pony card game, fan-made)", "Neopets Battledome TCG"]
    assert all(a.isCheckable() for a in game_menu(window).actions())
    assert checked_game(window) == ["My Little Pony CCG"]
    assert "My Little Pony CCG" in window.windowTitle()
    assert "new game of My Little Pony CCG" in window.summary_label.text()


@pytest.mark.parametrize(("name", "system_id"), [("Neopets Battledome TCG", "battledome"),
                                                 ("Spellcasters (pony card game, fan-made)", "spellcasters")])
def test_choosing_a_game_then_sample_game_deals_that_game(
    window: MatchTableWindow, name: str, system_id: str, tmp_path: Path
) -> None:
    choose_from_menu(window, name)
    assert checked_game(window) == [name]
    assert window.rule_panel.rules_name == table_rules(system_id).rules_name
    assert name in window.windowTitle() and f"new game of {name}" in window.summary_label.text()
    game_menu(window).grab().save(str(tmp_path / "game-menu.png"))
    deal_sample(window)
    assert window.table is not None and window.table.system.id == system_id
    first, second = sample_pair(system_id)
    assert window.table.title == f"{first} vs {second} (seed 1)"
    window.grab().save(str(tmp_path / f"{system_id}-sample.png"))


def test_the_game_on_the_table_stays_until_another_is_dealt(window: MatchTableWindow, tmp_path: Path) -> None:
    deal_sample(window)
    assert window.table is not None and window.table.system.id == "mlp"
    assert match_table_dialogs.game_name is registry.game_name  # (the window has no name of its own for a game)
    choose_from_menu(window, "Neopets Battledome TCG")
    assert window.table.system.id == "mlp"  # nothing dealt yet: the pony game stays
    assert "Neopets Battledome TCG" in window.windowTitle()
    dialog = window.choose_new_game()
    assert "Neopets Battledome TCG" in dialog.game_label.text()
    assert "Ember Blaze ready-made deck" in [dialog.pickers[0].combo.itemText(i)
                                        for i in range(dialog.pickers[0].combo.count())]
    dialog.grab().save(str(tmp_path / "new-game.png"))
    dialog.accept()
    assert window.tasks.wait()
    assert window.table.system.id == "battledome"
    window.save_replay_file(tmp_path / "battledome.json")
    # a pony game dealt again, then the Battledome replay opened: the check follows the file
    choose_from_menu(window, "My Little Pony CCG")
    deal_sample(window)
    assert window.table.system.id == "mlp" and checked_game(window) == ["My Little Pony CCG"]
    window.open_replay_path(tmp_path / "battledome.json")
    assert window.tasks.wait()
    assert window.table.system.id == "battledome" and checked_game(window) == ["Neopets Battledome TCG"]


def test_tools_match_table_starts_on_the_open_events_game(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="judge")
    with db.transaction() as s:
        brawl = events.create_event(s, name="Battledome Brawl", start_date=date(2026, 12, 5),
                                    game_system="battledome")
        cup = events.create_event(s, name="Spell Cup", start_date=date(2026, 12, 6), game_system="spellcasters")
    main = open_window(qtbot, db, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    main.open_event(brawl.id)
    main.match_table_action.trigger()
    table = main.match_table
    assert table is not None and table.system_id == "battledome"
    assert checked_game(table) == ["Neopets Battledome TCG"]
    table.sample_game_action.trigger()
    assert table.tasks.wait()
    assert table.table is not None and table.table.system.id == "battledome"
    # a game on the table stays when the judge opens the table from another event
    main.open_event(cup.id)
    main.match_table_action.trigger()
    assert main.match_table is table and table.table.system.id == "battledome"
    assert checked_game(table) == ["Neopets Battledome TCG"]
    table.close()
    db.close()


def test_an_empty_match_table_switches_to_the_open_events_game(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="judge")
    with db.transaction() as s:
        cup = events.create_event(s, name="Spell Cup", start_date=date(2026, 12, 6), game_system="spellcasters")
    main = open_window(qtbot, db, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    main.match_table_action.trigger()
    table = main.match_table
    assert table is not None and checked_game(table) == ["My Little Pony CCG"]
    main.open_event(cup.id)
    main.match_table_action.trigger()
    assert main.match_table is table and table.system_id == "spellcasters"
    assert checked_game(table) == ["Spellcasters (pony card game, fan-made)"]
    assert "Spellcasters draft rules" in table.rule_panel.rules_name  # the rules panel turned too
    table.close()
    db.close()


def test_the_board_editor_edits_the_tables_game_and_sets_up_the_chosen_one(window: MatchTableWindow) -> None:
    deal_sample(window)
    choose_from_menu(window, "Neopets Battledome TCG")
    editor = window.edit_this_board()
    assert editor is not None and editor.system_id == "mlp"  # the pony game on the table, not the chosen one
    assert sum(len(pile) for pile in editor.setup.players[0].piles.values()) > 30  # the dealt pony deck
    fresh = window.choose_board_setup()
    assert fresh.system_id == "battledome" and fresh is not editor
    assert fresh.setup == window.board_setup


def test_the_why_box_is_there_for_each_game_with_its_own_questions(window: MatchTableWindow, qtbot: QtBot) -> None:
    """Every table game's engine answers why-not questions: the box stays, its hint and tooltip
    the questions that game's reader reads; a game whose engine answers none would have no box."""
    box = window.why_panel
    assert box.isVisible() and box.question_edit.placeholderText().startswith('"play CARD"')
    choose_from_menu(window, "Neopets Battledome TCG")
    deal_sample(window)
    assert box.isVisible() and '"attach CODESTONE"' in box.question_edit.placeholderText()
    assert '"collect MAP PIECE"' in box.question_edit.toolTip()
    choose_from_menu(window, "Spellcasters (pony card game, fan-made)")
    deal_sample(window)
    assert box.isVisible() and '"cast SPELL"' in box.question_edit.placeholderText()
    choose_from_menu(window, "My Little Pony CCG")
    deal_sample(window)
    assert box.isVisible() and '"confront PROBLEM"' in box.question_edit.toolTip()
    silent = WhyPanel(grammar="")
    qtbot.addWidget(silent)
    assert silent.isHidden()


def test_a_replay_of_a_game_this_program_does_not_know_reads_as_a_plain_message(
    window: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The window names games as the engine's messages do (one name for a game): a replay
    whose game id is unknown, opened as a replay or as a board, gets a plain sentence naming
    that id, and the window keeps its game and its title."""
    deal_sample(window)
    path = tmp_path / "chess.json"
    window.save_replay_file(path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["system"] = "chess"
    path.write_text(json.dumps(document), encoding="utf-8")
    title = window.windowTitle()
    window.open_replay_path(path)
    window.tasks.wait()
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    message = user_error_boxes()[0].text()
    assert "chess.json: this replay is of the game 'chess', which this program does not know" in message
    close_boxes()
    assert not window.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    message = user_error_boxes()[0].text()
    assert "this is a replay of the game 'chess', not a board of My Little Pony CCG" in message, message
    close_boxes()
    assert window.windowTitle() == title == "Match table – My Little Pony CCG – tourney"
    assert window.table is not None and window.table.system.id == "mlp"
    assert match_table_dialogs.game_name is registry.game_name  # (the window has no name of its own for a game)


def test_a_board_set_up_by_hand_waits_while_another_game_is_chosen(window: MatchTableWindow) -> None:
    """Choosing another game in Table → Game closed the board editor and forgot the position the
    judge had built in it, without a word. The position waits: back in its game, Set up a board…
    shows it again."""
    editor = window.choose_board_setup()
    editor.players[0].add_card("PR13", "hand")
    choose_from_menu(window, "Neopets Battledome TCG")
    other = window.choose_board_setup()
    assert other.system_id == "battledome" and not any(other.setup.players[0].piles.values())
    choose_from_menu(window, "My Little Pony CCG")
    again = window.choose_board_setup()
    assert again.system_id == "mlp"
    assert [card.card for card in again.setup.players[0].piles["hand"]] == ["PR13"]


def test_the_game_menus_words_do_not_cover_the_games(window: MatchTableWindow) -> None:
    """A tooltip on the open Game menu sat over the second and third game's names; what the
    menu is for is said in the status bar as the pointer reaches it."""
    menu = game_menu(window)
    assert menu.toolTip() == ""
    assert menu.menuAction().statusTip() == "The game New game, Sample game and Set up a board are for"
