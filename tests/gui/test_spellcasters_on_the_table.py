"""The Spellcasters sample game on the judge's match table: dealt, shown, answered, played out.

The match table knows no game; it reaches Spellcasters through its game system's table rules
(`engine.spellcasters.table`): the two sample half decks are shuffled into one shared deck,
the set-up asks each player for a face-down Spellcaster, and the rest plays to the end.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table, reopened_replay, start_an_empty_board
from tests.gui.test_match_table import log_texts, tree_texts
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_models import KEY_ROLE


@pytest.fixture
def window(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, system_id="spellcasters", size=(1400, 900))


def test_the_spellcasters_sample_game_is_dealt_answered_and_played_out(
    window: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click_sample_game(qtbot, window)
    assert window.table is not None and window.table.system.id == "spellcasters"
    assert window.table.title.startswith("Harmony vs Chaos")
    # the set-up: the Location face-down, hands of seven, Player 1 chooses a face-down Spellcaster
    logs = log_texts(window)
    assert logs[0].split(" | ")[2:] == ["SC 5.1", "A Location picked at random is placed face-down"]
    boards = tree_texts(window.board_model)
    assert any("The Location (shared)" in row for row in boards)
    assert window.board_model.headerData(2, Qt.Orientation.Horizontal) == "HP"
    panel = window.decision_panel
    assert "Player 1 decides" in panel.who_label.text() and "face-down" in panel.prompt_label.text()
    labels = [panel.model.label(r) for r in range(panel.model.rowCount())]
    assert labels and all(label.startswith("Play ") and label.endswith(" face-down") for label in labels)
    # answered through the widgets: the first Spellcaster, then Player 2's
    panel.options_view.selectionModel().select(panel.model.index(0), QItemSelectionModel.SelectionFlag.Select)
    assert window.card_panel.detail is not None and window.card_panel.detail.heading.startswith("Spellcaster")
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert window.table.step == 1
    assert "Player 2 decides" in panel.who_label.text()
    assert log_texts(window)[-1].split(" | ")[2:] == ["SC 5.2", "Player 1 plays a Spellcaster face-down"]
    # the rest plays out; the result names its rule, and the position goes back a step
    window.play_out(seed=3)
    assert window.tasks.wait()
    assert "Game over" in window.summary_label.text() and "SC 8." in window.summary_label.text()
    assert any("Spellcasters" in row for row in tree_texts(window.board_model))
    window.grab().save(str(tmp_path / "spellcasters-table.png"))
    assert window.back()
    assert "Game over" not in window.summary_label.text()
    again = reopened_replay(qtbot, window, tmp_path / "spellcasters.json")
    assert again.table is not None and again.table.system.id == "spellcasters"
    assert again.table.length == window.table.step


def test_the_shared_deck_is_listed_top_first_in_the_hands_and_piles_pane(
    window: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The shared deck was only a number in the hands-and-piles pane, though the judge sees
    every card: its cards are listed there, top first, as the board file lists the deck, and
    the list follows the game (a draw takes the top card off it)."""
    click_sample_game(qtbot, window)

    def deck_rows() -> tuple[str, list[int]]:
        model = window.zones_model
        shared = model.find("shared")
        assert shared.isValid() and shared.data() == "Shared piles"
        deck = model.find("shared:deck")
        assert deck.parent() == shared
        cards = [model.index(r, 0, deck) for r in range(model.rowCount(deck))]
        return deck.data(), [int(str(c.data(KEY_ROLE)).removeprefix("card:")) for c in cards]

    def board_deck() -> list[int]:
        path = tmp_path / "board.json"
        assert window.save_board_file(path)
        return json.loads(path.read_text(encoding="utf-8"))["deck"]

    title, listed = deck_rows()
    assert listed == board_deck() and len(listed) > 20
    assert title == f"Shared deck (top first): {len(listed)}"
    while len(deck_rows()[1]) == len(listed):
        assert window.step()  # (the table's Step: the set-up, then the first turn's draw)
    _, later = deck_rows()
    assert later and later == board_deck() and later == listed[len(listed) - len(later):]
    window.grab().save(str(tmp_path / "spellcasters-piles.png"))


def test_the_pending_decision_says_who_decides_without_the_engines_name_for_the_decision(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """The decision's heading read "P0 decides · setup caster", then "· setup mana", "· action":
    the engine's keys for its kinds of decision, no words of the draft (MLP's read "· bottom
    order", "· send home", Battledome's "· archivist"). It says who decides; the prompt under
    it says what is asked."""
    click_sample_game(qtbot, window)
    panel = window.decision_panel
    for _ in range(3):  # (each player's face-down Spellcaster, then P0's Mana)
        decision = window.table.game.pending() if window.table is not None else None
        assert decision is not None
        heading = re.sub("<[^>]+>", "", panel.who_label.text())
        assert heading == f"Player {decision.player + 1} decides", (decision.kind, heading)
        assert window.step()


def test_the_board_editor_sets_up_a_spellcasters_position(window: MatchTableWindow, qtbot: QtBot) -> None:
    editor = window.choose_board_setup()
    p0, p1 = editor.players
    assert [p0.piles_tabs.tabText(i).split(" (")[0] for i in range(p0.piles_tabs.count())] == \
        ["Hand", "Bleachers", "Shared deck", "Junkyard"]
    p0.add_card("Applejack", "play|casters:0")
    p0.add_card("Earth Mana", "play|mana:0")
    p0.add_card("Spike", "hand")
    p1.add_card("Rarity", "play|casters:1")
    p1.add_card("Ponyville", "play|location")
    p0.add_card("Fire Mana", "deck")
    editor.turn_spin.setValue(3)  # (in turn 1 the first player casts no Spells, SC 5.4)
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert window.table is not None and window.table.kind == "board"
    labels = [window.decision_panel.model.label(r) for r in range(window.decision_panel.model.rowCount())]
    assert any(label.startswith("Applejack #") and "casts Lasso at Rarity" in label for label in labels)
    assert "Play the Spellcaster Spike #3" in labels
    editor = window.edit_this_board()
    assert editor is not None
    assert [c.card for c in editor.players[0].play_model.cards()][:2] == ["SCS-003", "SCS-020"]


def test_a_cited_spellcasters_rule_shows_the_drafts_words(qtbot: QtBot) -> None:
    """The draft's citations ("SC 6.4") are not numbers, yet the rule panel shows their words."""
    window = open_table(qtbot, system_id="spellcasters")
    click_sample_game(qtbot, window)
    window.play_out(seed=3)
    assert window.tasks.wait()
    rows = window.log_model.rows()
    setup = next(i for i, r in enumerate(rows) if r.rule == "SC 5.1")
    window.log_view.selectRow(setup)
    assert "Rule SC 5.1" in window.rule_panel.citation_label.text()
    assert "place it on the field face-down" in window.rule_panel.text_label.text()


def test_start_here_on_an_empty_spellcasters_board_asks_for_a_spellcaster_first(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """An empty Spellcasters board was refused with "The board is refused: the board's cards:
    expected a list of cards {iid, card, half}". As in the other games' editors, the refusal says
    in the game's words what the board needs first (a Spellcaster in front of the player, SC 7.1)
    and the cursor goes where that card is added."""
    editor = start_an_empty_board(qtbot, window)
    assert editor.message_label.text() == (
        "Player 1 has no Spellcaster in play yet: add a Spellcaster in front of Player 1 first "
        "(In play at Spellcasters; SC 7.1: a player always has one), then the rest of Player 1's board.")
    p0 = editor.players[0]
    assert editor.player_tabs.currentWidget() is p0
    assert p0.add_target.currentText() == "In play at Spellcasters"
    qtbot.waitUntil(lambda: p0.add_edit.hasFocus())
    p0.add_edit.setText("Applejack")
    qtbot.keyClick(p0.add_edit, Qt.Key.Key_Return)
    assert [(c.card, c.area) for c in p0.play_model.cards()] == [("SCS-003", "casters:0")]
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert editor.message_label.text().startswith("Player 2 has no Spellcaster in play yet")
    assert editor.player_tabs.currentWidget() is editor.players[1]


def test_the_spellcasters_editor_shows_every_column_of_the_cards_in_play(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """The five state boxes (Face-down, Shrunk, Confused, Disabled, Tapped) each took a wide
    column, and the Counters column was off to the right at the size the editor opens at.
    A box's column is as wide as its title, and every column shows without scrolling sideways."""
    editor = window.choose_board_setup()
    editor.resize(1280, 780)  # (the size it opens at where the screen has room: the test screen is smaller)
    qtbot.waitExposed(editor)
    view = editor.players[0].play_view
    header = view.horizontalHeader()
    assert [view.model().headerData(c, Qt.Orientation.Horizontal) for c in range(header.count())][-1] == "Counters"
    qtbot.waitUntil(lambda: header.length() <= view.viewport().width())
    assert view.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("system_id, shared", [("spellcasters", ("location", "junkyard")),
                                               ("battledome", ("queue", "dice"))])
def test_a_shared_area_names_no_player(qtbot: QtBot, system_id: str, shared: tuple[str, ...]) -> None:
    """The Location and the Junkyard (shared), the Battledome's queue and its dice before anyone
    rolled them read "P1" or "P0" in the Player column, as if that player's."""
    window = open_table(qtbot, rules={}, system_id=system_id)
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    window.until_actions["end-of-turn"].trigger()  # (past the setup: every area on the table)
    window.until_actions["end-of-turn"].trigger()
    rows = {row.split(" | ")[0]: row.split(" | ")[1:] for row in tree_texts(window.board_model)}
    for key in shared:
        assert key in rows and rows[key][1] == "", rows[key]
    assert all(rows[key][1] in ("Player 1", "Player 2") for key in rows if key.endswith((":0", ":1")))  # (each player's own)


def test_a_spellcasters_heading_and_spells_read_whole_in_a_small_window(qtbot: QtBot) -> None:
    """At 1024x700 a Spellcaster's heading ("Spellcaster · Magic · Unicorn") ran past the card
    panel's edge on one line, and its spells' text was cut under a scroll bar: the heading wraps
    within the panel, and the panel's text needs no more width than the panel has."""
    small = open_table(qtbot, system_id="spellcasters", size=(1024, 700))
    click_sample_game(qtbot, small)
    panel = small.decision_panel
    for row in range(panel.model.rowCount()):
        panel.options_view.setCurrentIndex(panel.model.index(row))
        detail = small.card_panel.detail
        assert detail is not None and detail.heading.startswith("Spellcaster · ")
        QApplication.processEvents()
        scroll = small.card_panel.scroll
        needs = scroll.widget().minimumSizeHint().width()
        assert needs <= scroll.viewport().width(), (detail.heading, needs, scroll.viewport().width())


def test_a_card_other_than_a_spellcaster_is_refused_in_the_bleachers_where_it_is_typed(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """Earth Mana typed into the Bleachers was taken there, and only Start here refused the board
    (a file's check knows the Bleachers hold Spellcasters only, SC 1.1): the editor refuses it
    where it is typed, with the rule, and a defeated Spellcaster goes there as before."""
    editor = window.choose_board_setup()
    p0 = editor.players[0]
    assert p0.add_card("Earth Mana", "bleachers") is None
    assert editor.message_label.text() == (
        "Earth Mana is a Mana: Player 1's bleachers holds only defeated Spellcasters; any other card "
        "discarded goes to the Junkyard (SC 1.1, SC 7.12).")
    assert p0.pile_models["bleachers"].rowCount() == 0
    assert p0.add_card("Rarity", "bleachers") is not None
    assert [c.card for c in p0.pile_models["bleachers"].cards()] == ["SCS-006"]


def test_a_card_at_the_wrong_place_in_play_is_refused_naming_the_place_and_the_rule(
    window: MatchTableWindow, qtbot: QtBot
) -> None:
    """Start here with Earth Mana among a player's Spellcasters said "Earth Mana is a mana: only
    Spellcasters stand there": the card's type as printed, the place by its player and the rule."""
    editor = window.choose_board_setup()
    p0, p1 = editor.players
    p0.add_card("Earth Mana", "play|casters:0")
    p0.add_card("Applejack", "play|casters:0")
    p1.add_card("Rarity", "play|casters:1")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert editor.message_label.text() == ("Earth Mana is a Mana: Player 1's Spellcasters holds only Spellcasters "
                                           "(SC 7.1).")
    p0.play_model.remove(0)
    p1.add_card("Applejack", "play|mana:1")
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    assert editor.message_label.text() == "Applejack is a Spellcaster: Player 2's Mana Pool holds only Mana (SC 6.2a)."
