"""The judge's match table: open a board, answer through the widgets, replay, new games."""

from __future__ import annotations

import json
import os
import re
import stat
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QStyle,
    QStyleOptionViewItem,
    QToolButton,
    QTreeView,
)
from pytestqt.qtbot import QtBot

from engine.core.decision import Decision, Option
from engine.mlp.bot import RandomBot
from tests import shared_data
from tests.conftest import OCTGN_DIR
from tests.gui.conftest import SampleEvent, open_board, open_table, open_window
from tests.gui.screen_texts import tip_words
from tourney.gui.last_folders import documents_folder
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_delegates import NameDelegate, elided_name
from tourney.gui.match_table_dialogs import NewGameDialog, sample_choice
from tourney.gui.match_table_models import CARD_ROLE, KEY_ROLE, PLAYER_COLUMN, CardTreeModel
from tourney.gui.match_table_panels import DecisionPanel, RulePanel
from tourney.services.match_table import load_rules_text, rule_text, theme_deck_lists


def lines_fit(view: QTreeView, index: QModelIndex) -> bool:
    """Whether the cell's row is tall enough for every line of its text wrapped to its column."""
    rect = view.visualRect(index)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    wrapped = view.fontMetrics().boundingRect(QRect(0, 0, rect.width() - 2 * margin, 10_000),
                                             Qt.TextFlag.TextWordWrap, str(index.data()))
    return rect.height() >= wrapped.height()


def board_document(tokens: int = 3) -> dict[str, Any]:
    """Twilight Sparkle at home with 3 action tokens, P0's Main Phase (turn 3)."""
    return {
        "format": "tourney-mlp-board", "version": 1,
        "turn": 3, "turn_player": 0, "first_player": 1, "phase": "main", "step": "main",
        "players": [{"tokens": tokens, "score": 4}, {"score": 6}],
        "cards": [
            {"iid": 1, "card": "PR4", "owner": 0, "zone": "play", "area": "home:0"},
            {"iid": 2, "card": "PR2", "owner": 1, "zone": "play", "area": "home:1"},
            {"iid": 3, "card": "PR168", "owner": 0, "zone": "play", "area": "problem:0"},
            {"iid": 4, "card": "PR190", "owner": 1, "zone": "play", "area": "problem:1"},
            {"iid": 5, "card": "PR13", "owner": 0, "zone": "hand"},
            {"iid": 6, "card": "PR20", "owner": 1, "zone": "play", "area": "problem:0",
             "exhausted": True, "counters": {"power": 2}},
        ],
    }


def write_board(path: Path, **changes: Any) -> Path:
    document = board_document()
    document.update(changes)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def tree_texts(model: CardTreeModel) -> list[str]:
    """Every row of a tree as 'key | cells', depth first: what the judge reads."""
    out: list[str] = []

    def walk(parent: QModelIndex) -> None:
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            cells = [str(model.index(row, c, parent).data() or "") for c in range(5)]
            out.append(f"{index.data(KEY_ROLE)} | " + " | ".join(cells))
            walk(index)

    walk(QModelIndex())
    return out


def log_texts(window: MatchTableWindow) -> list[str]:
    """Every line of the game log as 'cell | cell | cell | cell', as the judge reads it."""
    model = window.log_model
    return [" | ".join(str(model.index(r, c).data()) for c in range(4)) for r in range(model.rowCount())]


def everything_shown(table: MatchTableWindow) -> list[str]:
    return [*tree_texts(table.board_model), *tree_texts(table.zones_model),
            *(p.numbers_label.text() for p in table.player_panels),
            table.summary_label.text(), table.decision_panel.prompt_label.text()]


def area_rows(model: CardTreeModel, area: str) -> list[str]:
    index = model.find(area)
    assert index.isValid(), f"no area {area}"
    return [str(model.index(r, 0, index).data()) for r in range(model.rowCount(index))]


def shown_boxes(name: str) -> list[QMessageBox]:
    """The message boxes named `name` on the screen (an earlier test's are closed as it ends:
    `no_dialog_outlives_its_test` in tests/gui/conftest.py)."""
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()]


def user_error_boxes() -> list[QMessageBox]:
    return shown_boxes("userErrorBox")


def close_boxes() -> None:
    for box in user_error_boxes():
        box.close()


@pytest.fixture
def table(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={})


def test_a_board_naming_its_players_is_read_by_their_names_across_the_table(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A board naming its players: the line of the turn, the board's areas and Player column,
    the players' headings and "... decides" say the names (they said "P0's turn", "P0 decides"
    above "Rarity Belle has priority"); no "P0" or "P1" is left on the table. The same board
    without names still says "P0" and "P1"."""
    players = [{"tokens": 3, "score": 4, "name": "Rarity Belle"}, {"score": 6, "name": "Sam Lee"}]
    assert table.open_board_file(write_board(tmp_path / "named.json", players=players))
    assert "Turn 3 · Rarity Belle's turn" in table.summary_label.text()
    board = tree_texts(table.board_model)
    assert next(r for r in board if r.startswith("home:0 |")).startswith("home:0 | Rarity Belle's home | Rarity Belle |")
    assert "| Sam Lee | 3 | exhausted | 2 power" in next(r for r in board if r.startswith("card:6 |"))
    assert next(r for r in board if r.startswith("problem:0 |")).endswith("power Rarity Belle 0 · Sam Lee 0")
    # the Player column is as wide as a name it holds (it kept the width of "P0": "Rari…")
    player_width = table.board_view.columnWidth(PLAYER_COLUMN)
    assert player_width >= table.board_view.fontMetrics().horizontalAdvance("Rarity Belle") + 8, player_width
    zones = tree_texts(table.zones_model)
    assert any(r.startswith("P1 | Sam Lee · ") for r in zones), zones
    assert "<b>Rarity Belle</b>" in table.player_panels[0].name_label.text()
    assert "Rarity Belle decides" in table.decision_panel.who_label.text()
    shown = [*everything_shown(table), *(p.name_label.text() for p in table.player_panels),
             table.decision_panel.who_label.text()]
    assert not [text for text in shown if re.search(r"\bP[01]\b", text.split(" | ", 1)[-1])], shown
    # the card panel says where a card is by the same names (it said "P0's hand", "controlled by P1")
    for iid, words in ((5, "Rarity Belle's hand"), (6, "controlled by Sam Lee")):
        assert table.select_card(iid)
        where = table.card_panel.where_label.text()
        assert words in where and not re.search(r"\bP[01]\b", where), where

    assert table.open_board_file(write_board(tmp_path / "plain.json"))
    assert "Player 1 decides" in table.decision_panel.who_label.text()
    assert "<b>Player 2</b>" in table.player_panels[1].name_label.text()
    assert table.board_view.columnWidth(PLAYER_COLUMN) < player_width  # (its room back to the cards)
    assert next(r for r in tree_texts(table.board_model) if r.startswith("home:1 |")).startswith(
        "home:1 | Player 2's home | Player 2 |")


def test_board_file_opens_and_an_answer_moves_the_board_and_log(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    assert "Turn 3 · Player 1's turn" in table.summary_label.text()
    assert "Twilight Sparkle, Faithful Student (Mane)  #1" in area_rows(table.board_model, "home:0")
    # the opponent's exhausted Friend at Player 1's Problem, with its counters, shown as a judge reads it
    problem_rows = tree_texts(table.board_model)
    sunrise = next(r for r in problem_rows if r.startswith("card:6 |"))
    assert "| Player 2 | 3 | exhausted | 2 power" in sunrise
    heading = next(r for r in problem_rows if r.startswith("problem:0 |"))
    assert heading.endswith("power Player 1 0 · Player 2 0")  # exhausted: it does not count
    assert "Problem" in area_rows(table.board_model, "problem:0")[0]
    # hands are visible to the judge
    assert any("Holly Dash" in r for r in tree_texts(table.zones_model))
    assert "4" in table.player_panels[0].score_label.text()
    assert "Action tokens <b>3</b>" in table.player_panels[0].numbers_label.text()

    panel = table.decision_panel
    assert "Player 1 decides" in panel.who_label.text()
    assert panel.options_view.selectionMode() == QAbstractItemView.SelectionMode.SingleSelection
    assert not panel.answer_button.isEnabled()  # nothing chosen yet
    assert "move|1|problem:1" in panel.option_keys()
    panel.select_keys(["move|1|problem:1"])
    assert panel.answer_button.isEnabled()
    log_before = table.log_model.rowCount()
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)

    assert "Twilight Sparkle, Faithful Student (Mane)  #1" in area_rows(table.board_model, "problem:1")
    assert all("Twilight" not in r for r in area_rows(table.board_model, "home:0"))
    heading = next(r for r in tree_texts(table.board_model) if r.startswith("problem:1 |"))
    assert heading.endswith("power Player 1 1 · Player 2 0")  # what counts toward confronting it
    new_rows = table.log_model.rows()[log_before:]
    assert any(re.search(r"moved from Player 1's home to .+ #\d+ \(Player 2's\)$", r.text) and r.rule for r in new_rows), new_rows
    paid = next(r for r in new_rows if r.text.startswith("Player 1 pays"))
    left = 3 - int(paid.text.split()[3])
    assert left < 3
    assert f"Action tokens <b>{left}</b>" in table.player_panels[0].numbers_label.text()
    assert table.position_spin.value() == 1
    # selecting a log entry shows its citation; no rules text ships, so the panel says so
    moved = next(i for i, r in enumerate(table.log_model.rows()) if "moved from" in r.text)
    table.log_view.selectRow(moved)
    rule = table.log_model.rows()[moved].rule
    assert f"Rule {rule}" in table.rule_panel.citation_label.text()
    assert "not shipped" in table.rule_panel.text_label.text()
    # selecting a card shows its full text
    assert table.select_card(5)
    assert "Holly Dash" in table.card_panel.title_label.text()
    assert "move this card to a Problem" in table.card_panel.text_label.text()


def test_the_card_panel_shows_a_keyword_another_card_gives(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """Hard Hat on Sweetie Sunrise: the panel's Keywords row reads the Stubborn it gives her."""
    cards = [*board_document()["cards"], {"iid": 7, "card": "PR139", "owner": 0, "zone": "play",
                                          "area": "home:0", "host": 6}]
    cards[5] = {**cards[5], "owner": 0, "area": "home:0"}
    assert table.open_board_file(write_board(tmp_path / "hat.json", cards=cards))
    assert table.select_card(6)
    facts = table.card_panel.facts
    rows = {facts.itemAt(row, facts.ItemRole.LabelRole).widget().text():
            facts.itemAt(row, facts.ItemRole.FieldRole).widget().text() for row in range(facts.rowCount())}
    assert rows["Keywords:"] == "Stubborn (given by Hard Hat #7)"


def test_the_card_panel_shows_each_instance_of_a_keyword(table: MatchTableWindow, tmp_path: Path) -> None:
    """701.2a: Granny Smith, Family Founder (Diligent 3) beside Princess Luna, Night's Steward
    ("Your other Friends here have Diligent 1") has two Diligent abilities, each triggering with
    its own number, so the panel's Keywords row lists both rather than "Diligent 4"."""
    cards = [*board_document()["cards"],
             {"iid": 7, "card": "EO99", "owner": 0, "zone": "play", "area": "problem:0"},
             {"iid": 8, "card": "MT17", "owner": 0, "zone": "play", "area": "problem:0"}]
    assert table.open_board_file(write_board(tmp_path / "luna.json", cards=cards))
    assert table.select_card(8)
    facts = table.card_panel.facts
    rows = {facts.itemAt(row, facts.ItemRole.LabelRole).widget().text():
            facts.itemAt(row, facts.ItemRole.FieldRole).widget().text() for row in range(facts.rowCount())}
    assert rows["Keywords:"] == "Diligent 3, Diligent 1 (given by Princess Luna, Night's Steward #7)"


def test_bad_board_file_names_the_field_and_keeps_the_position(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    assert table.open_board_file(write_board(tmp_path / "good.json"))
    table.decision_panel.select_keys(["move|1|problem:0"])
    assert table.answer(table.decision_panel.chosen_keys())
    before = tree_texts(table.board_model)
    shown = table.table
    bad = board_document()
    bad["cards"][4]["zone"] = "pocket"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")

    assert not table.open_board_file(path)
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    box = user_error_boxes()[0]
    assert "bad.json" in box.text()
    assert "cards[4].zone" in box.text()
    close_boxes()
    assert table.table is shown
    assert tree_texts(table.board_model) == before
    assert table.position_spin.value() == 1

    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    assert not table.open_board_file(tmp_path / "broken.json")
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    assert "not valid JSON" in user_error_boxes()[0].text()
    close_boxes()
    assert tree_texts(table.board_model) == before


def test_step_back_and_forward_through_a_replay_changes_the_board(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    assert table.table is not None and table.table.kind == "game"
    bots = [RandomBot(5, style="eager"), RandomBot(6, style="eager")]
    for _ in range(30):
        decision = table.decision_panel.decision
        assert decision is not None
        assert table.answer(bots[decision.player].choose(decision))
    assert table.save_replay_file(tmp_path / "game.json")

    recorded = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))["answers"]
    table.open_file(tmp_path / "game.json")  # what a file dropped on the window does
    assert table.tasks.wait()
    assert (table.progress.done, table.progress.total) == (30, 30)  # checked to its end
    assert table.table is not None and table.table.kind == "replay"
    assert table.table.length == 30
    assert table.position_spin.value() == 0
    assert table.position_slider.maximum() == 30
    start = tree_texts(table.board_model)
    assert not table.back_action.isEnabled()

    assert "Player 1 decides" in table.decision_panel.who_label.text()
    # the replay's own answer is shown selected
    assert table.decision_panel.chosen_keys() == recorded[0]
    assert "Recorded answer" in table.decision_panel.count_label.text()
    qtbot.mouseClick(table.replay_button("forwardAction"), Qt.MouseButton.LeftButton)
    assert table.position_spin.value() == 1
    assert "Player 2 decides" in table.decision_panel.who_label.text()
    qtbot.mouseClick(table.replay_button("forwardAction"), Qt.MouseButton.LeftButton)
    after_two = tree_texts(table.board_model)
    assert after_two != start  # both Starting Problems are now on the table
    assert sum("(Problem)" in r for r in after_two if r.startswith("card:")) == 2

    table.position_spin.setValue(25)
    assert table.table.step == 25
    at_25 = everything_shown(table)
    table.position_slider.setValue(20)
    assert table.table.step == 20 and table.position_spin.value() == 20
    at_20 = everything_shown(table)
    assert at_20 != at_25
    qtbot.mouseClick(table.replay_button("backAction"), Qt.MouseButton.LeftButton)
    assert table.table.step == 19
    assert everything_shown(table) != at_20
    table.forward()
    assert everything_shown(table) == at_20
    table.seek(25)
    assert everything_shown(table) == at_25  # the same position, reached again
    table.seek(0)
    assert tree_texts(table.board_model) == start


def test_answering_after_stepping_back_starts_a_new_line(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    assert table.answer(["move|1|problem:0"])
    assert table.answer(["pass"])
    assert table.table is not None and table.table.length == 2
    assert table.back() and table.back()
    assert table.table.step == 0 and table.forward_action.isEnabled()
    assert table.answer(["move|1|problem:1"])
    assert table.table.length == 1  # the old line after decision 0 was set aside
    assert "Twilight Sparkle, Faithful Student (Mane)  #1" in area_rows(table.board_model, "problem:1")
    assert "set aside" in table.statusBar().currentMessage()


def test_replay_the_program_plays_differently_opens_after_asking(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    assert table.table is not None
    table.table.play_out(seed=1, limit=25)
    assert table.save_replay_file(tmp_path / "game.json")
    document = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    document["digests"]["20"] = "0" * 16  # as if another engine had recorded it
    (tmp_path / "other.json").write_text(json.dumps(document), encoding="utf-8")

    table.open_replay_path(tmp_path / "other.json")
    assert table.tasks.wait()
    assert table.table.kind == "game"  # nothing opened yet: the judge is asked first
    (box,) = shown_boxes("replayMismatchBox")
    # the decision in words, not the engine's step and digests ("step 20: digest … differs from recorded 0000…")
    assert "(the position at step 20 is not the one recorded)" in box.text(), box.text()
    assert "digest" not in box.text() and "0" * 16 not in box.text()
    anyway = next(b for b in box.buttons() if b.text() == "Open anyway")
    qtbot.mouseClick(anyway, Qt.MouseButton.LeftButton)
    assert table.tasks.wait()
    assert table.table.kind == "replay" and table.table.length == 25
    assert "without the checks" in table.statusBar().currentMessage()
    table.seek(25)
    assert table.table.step == 25


def test_new_game_from_two_theme_decks(table: MatchTableWindow, qtbot: QtBot) -> None:
    dialog = table.choose_new_game()
    assert isinstance(dialog, NewGameDialog)
    dialog.pickers[0].combo.setCurrentIndex(dialog.pickers[0].combo.findData("Applejack"))
    dialog.pickers[1].combo.setCurrentIndex(dialog.pickers[1].combo.findData("Rarity"))
    dialog.seed_spin.setValue(9)
    dialog.accept()
    assert table.tasks.wait()
    assert table.table is not None
    assert table.table.title == "Player 1 (Applejack) vs Player 2 (Rarity) (seed 9)"
    assert "Applejack, Steadfast Farmpony" in table.player_panels[0].name_label.text()
    assert "Rarity, Dazzling Fashionista" in table.player_panels[1].name_label.text()
    decision = table.decision_panel.decision
    assert decision is not None and decision.kind == "starting_problem"
    # no one is chosen to go first until both Starting Problems are in play (102.3)
    assert not any("went first" in panel.name_label.text() for panel in table.player_panels)
    assert "Starting Problem" in table.decision_panel.prompt_label.text()
    # each deck's 45 draw cards and 10 Problems are in its piles, its Mane at home
    assert "deck <b>45</b>" in table.player_panels[0].numbers_label.text()
    assert "Problem deck <b>10</b>" in table.player_panels[1].numbers_label.text()
    assert area_rows(table.board_model, "home:1") == ["Rarity, Dazzling Fashionista (Mane)  #57"]
    # before the Starting Problems are chosen, the Problems' places say so in words
    headings = [table.board_model.find(area).data() for area in ("problem:1", "problem:0")]
    assert headings == ["Player 2's Problem (none in play yet)", "Player 1's Problem (none in play yet)"]
    assert table.save_replay_action.isEnabled()


def test_an_areas_heading_counts_its_cards_in_plain_words(table: MatchTableWindow) -> None:
    """The table's area headings read "1 card(s)" and "0 card(s)": they say "1 card" and
    "0 cards"."""
    table.start_new_game(sample_choice())
    assert table.tasks.wait()
    counts = {row.split(" | ")[1]: row.split(" | ")[-1] for row in tree_texts(table.board_model)
              if row.startswith(("home", "problem"))}
    assert counts["Player 1's home"] == "1 card" and counts["Player 1's Problem (none in play yet)"] == "0 cards"
    assert not any("card(s)" in row for row in tree_texts(table.board_model))


def test_nobody_went_first_before_the_setup_chooses_at_random(table: MatchTableWindow) -> None:
    """102.3: the first player is chosen at random after both Starting Problems (102.2). Until
    then neither scoreboard says who went first (P0's said so from the deal); from then on the
    chosen player's does."""
    table.start_new_game(sample_choice(seed=1))
    assert table.tasks.wait()
    names = [panel.name_label.text() for panel in table.player_panels]
    assert not any("went first" in name for name in names), names
    for _ in range(2):
        decision = table.decision_panel.decision
        assert decision is not None and decision.kind == "starting_problem"
        assert table.answer([decision.options[0].key])
    first = table.table.game.s["first_player"]
    assert "went first" in table.player_panels[first].name_label.text()
    assert "went first" not in table.player_panels[1 - first].name_label.text()


def test_deck_file_that_does_not_parse_is_a_message(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    bad = tmp_path / "mystery.txt"
    bad.write_text("Mane Character (1)\n1 Nopony, Who Does Not Exist\n", encoding="utf-8")
    dialog = table.choose_new_game()
    dialog.pickers[1].set_file(bad)
    dialog.accept()
    table.tasks.wait()
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    assert "mystery.txt" in user_error_boxes()[0].text()
    close_boxes()
    assert table.table is None and not table.busy
    assert table.new_game_action.isEnabled()


def test_a_deck_file_dialog_closed_with_no_file_leaves_the_deck_shown_before(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Going down the deck list with the arrow keys reaches "Deck file…", which opens a file
    dialog; closed with no file, it left the picker on "Deck file…" with no file, and Start
    game refused. The picker goes back to the deck it showed; a ready-made deck chosen after a
    file no longer shows the file's path beside it."""
    dialog = table.choose_new_game()
    qtbot.waitExposed(dialog)
    picker = dialog.pickers[0]
    picker.combo.setFocus()
    while picker.file_dialog is None:  # (down the list to its last entry, "Deck file…")
        qtbot.keyClick(picker.combo, Qt.Key.Key_Down)
    passed = picker.combo.itemText(picker.combo.count() - 2)  # (the last deck the arrow went past)
    assert picker.combo.currentText() == "Deck file…"
    picker.file_dialog.reject()
    assert picker.combo.currentText() == passed
    choice = dialog.choice()
    assert choice is not None and choice.decks[0].path is None
    # a file, then a ready-made deck: the deck alone is shown
    deck = tmp_path / "deck.txt"
    picker.set_file(deck)
    assert picker.file_label.isVisibleTo(dialog)
    picker.combo.setCurrentIndex(0)
    assert not picker.file_label.isVisibleTo(dialog)
    assert dialog.choice().decks[0].path is None
    # "Deck file…" chosen again and closed with no file: the ready-made deck stays
    picker.combo.setCurrentIndex(picker.combo.count() - 1)
    picker.choose_file().reject()
    assert picker.combo.currentIndex() == 0 and not picker.file_label.isVisibleTo(dialog)
    dialog.reject()


def test_new_game_starts_from_the_decks_refused_last(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A judge chose a deck file for each side and a seed, and the game was refused for one
    deck (no Starting Problem): New game then showed two theme decks and seed 1 again, and
    both files had to be found again to change one. It shows what was chosen last."""
    bad = tmp_path / "mystery.txt"
    bad.write_text("Mane Character (1)\n1 Nopony, Who Does Not Exist\n", encoding="utf-8")
    good = THEME_DECK_FILES / "Fluttershy Theme Deck.o8d"
    dialog = table.choose_new_game()
    dialog.pickers[0].set_file(good)
    dialog.pickers[1].set_file(bad)
    dialog.seed_spin.setValue(42)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    table.tasks.wait()
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    close_boxes()
    assert table.table is None
    again = table.choose_new_game()
    assert [picker.file_label.text() for picker in again.pickers] == [str(good), str(bad)]
    assert [picker.file_label.isVisibleTo(again) for picker in again.pickers] == [True, True]
    assert again.seed_spin.value() == 42
    again.pickers[1].combo.setCurrentIndex(again.pickers[1].combo.findData("Rarity"))
    again.accept()
    assert table.tasks.wait()
    assert table.table is not None and table.table.title.endswith("(seed 42)"), table.table.title
    third = table.choose_new_game()  # (a theme deck chosen is shown as one)
    assert third.pickers[1].combo.currentData() == "Rarity" and third.pickers[0].file_label.text() == str(good)
    third.reject()


def test_play_to_the_end_runs_in_the_background_and_positions_save(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    table.play_out(seed=3)
    assert table.busy and not table.decision_panel.answer_button.isEnabled()
    assert table.tasks.wait()
    assert not table.busy
    assert table.table is not None and table.table.game.pending() is None
    assert table.progress.done == table.table.step > 0
    assert not table.progress_bar.isVisible()
    assert "Game over" in table.summary_label.text()
    assert table.decision_panel.decision is None
    end = table.table.step
    table.seek(end // 2)
    assert table.save_board_file(tmp_path / "middle.json")
    middle = tree_texts(table.board_model)
    assert table.open_board_file(tmp_path / "middle.json")
    assert table.table.kind == "board"
    assert tree_texts(table.board_model) == middle
    assert not table.save_replay_action.isEnabled()


def test_decision_panel_respects_min_and_max(qtbot: QtBot) -> None:
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    answers: list[list[str]] = []
    panel.answer_requested.connect(answers.append)
    options = tuple(Option(f"card:{i}", f"Card {i}") for i in (7, 8, 9))
    panel.show_decision(Decision(1, "target", "Choose up to two", options, 0, 2))
    panel.set_enabled_for(False, True)
    assert panel.options_view.selectionMode() == QAbstractItemView.SelectionMode.MultiSelection
    assert "up to 2" in panel.count_label.text()
    assert panel.answer_button.isEnabled()  # none is a legal answer here
    panel.select_keys(["card:7", "card:9"])
    assert panel.answer_allowed()
    panel.select_keys(["card:7", "card:8", "card:9"])
    assert not panel.answer_allowed() and not panel.answer_button.isEnabled()
    panel.select_keys(["card:8", "card:9"])
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert answers == [["card:8", "card:9"]]


def test_models_pass_the_model_tester(table: MatchTableWindow, qtmodeltester: Any,
                                      tmp_path: Path) -> None:
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    qtmodeltester.check(table.board_model)
    qtmodeltester.check(table.zones_model)
    qtmodeltester.check(table.decision_panel.model)
    qtmodeltester.check(table.log_model)


def test_rule_text_is_shown_when_a_rules_file_is_shipped(tmp_path: Path, qtbot: QtBot) -> None:
    rules_file = tmp_path / "rules.json"
    rules_file.write_text(json.dumps({"611": "Score Phase.", "611.3": "Confronting."}), "utf-8")
    rules = load_rules_text(rules_file)
    assert rule_text(rules, "611.3d") == ("611.3", "Confronting.")
    assert rule_text(rules, "612.1") is None
    panel = RulePanel(rules)
    qtbot.addWidget(panel)
    panel.show_rule("611.3d", "P0 confronts a Problem")
    assert "Confronting. (from 611.3)" in panel.text_label.text()
    assert load_rules_text(tmp_path / "missing.json") == {}


def test_tools_menu_opens_the_match_table_without_an_event(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    window = open_window(qtbot, sample.db, settings)
    tools = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Tools")
    assert any(a.text() == "&Match table…" for a in tools.actions())
    window.match_table_action.trigger()
    table = window.match_table
    assert table is not None and table.isVisible()
    assert "No game on the table" in table.title_label.text()
    assert table.tasks is window.context.tasks
    table.resize(1234, 777)
    table.close()
    assert settings.value("match_table/geometry")  # the next window opens the same size


def test_unchecked_replay_stops_where_the_answers_stop_fitting(tmp_path: Path) -> None:
    from tourney.gui.match_table_dialogs import DeckChoice
    from tourney.services.match_table import ReplayMismatch, open_replay_file, start_game

    decks = [DeckChoice(name).card_ids() for name in ("Rarity", "Fluttershy")]
    game = start_game(decks, seed=8)
    game.play_out(seed=2, limit=40)
    game.save_replay(tmp_path / "game.json")
    document = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    document["answers"][30] = ["no-such-option"]
    (tmp_path / "edited.json").write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ReplayMismatch):
        open_replay_file(tmp_path / "edited.json")  # the digest at step 30 no longer matches
    table = open_replay_file(tmp_path / "edited.json", verify=False)
    assert table.length == 30
    # (answers[30] is the 31st answer: decision 31's, pending at step 30, where the line stops)
    assert "decision 31 (" in table.note and "10 answers" in table.note
    # the judge reads the decision in words, not the option keys the engine lists for typing
    table.seek(30)
    decision = table.game.pending()
    assert decision is not None
    assert (f"it is none of the {len(decision.options)} options of Player {decision.player + 1}'s decision: "
            f"{decision.prompt.replace(f'P{decision.player}', f'Player {decision.player + 1}')}") in table.note
    assert "no-such-option" not in table.note
    assert not any(option.key in table.note for option in decision.options if "|" in option.key)
    document["digests"] = {}
    (tmp_path / "edited.json").write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ReplayMismatch, match=r"\(it is none of the \d+ options of Player \d's decision") as refused:
        open_replay_file(tmp_path / "edited.json")  # no digest to stop it first: the answer does
    assert "is not one of the options" not in str(refused.value)


THEME_DECK_FILES = OCTGN_DIR / "Decks" / "MLP CCG Original Theme Decks"


@pytest.mark.skipif(not THEME_DECK_FILES.is_dir(),
                    reason=shared_data.missing(THEME_DECK_FILES, "the shared OCTGN theme decks"))
def test_new_game_from_an_o8d_file_and_a_text_list(
    table: MatchTableWindow, tmp_path: Path
) -> None:

    text_list = tmp_path / "rarity.txt"
    text_list.write_text(theme_deck_lists()["Rarity"], encoding="utf-8")
    dialog = table.choose_new_game()
    dialog.pickers[0].set_file(THEME_DECK_FILES / "Fluttershy Theme Deck.o8d")
    dialog.pickers[1].set_file(text_list)
    assert dialog.pickers[1].file_label.text() == str(text_list)
    dialog.accept()
    assert table.tasks.wait()
    assert table.table is not None
    assert table.table.title == "Player 1 (Fluttershy Theme Deck) vs Player 2 (rarity) (seed 1)"
    assert "Fluttershy, Beastmaster" in table.player_panels[0].name_label.text()
    assert "Rarity, Dazzling Fashionista" in table.player_panels[1].name_label.text()


def test_decks_that_break_deck_building_are_dealt_with_a_warning(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A judge may be reproducing a game played with a wrong deck: the table deals it,
    and says how each deck breaks deck building."""
    short = tmp_path / "short.txt"
    lines = theme_deck_lists()["Rarity"].splitlines()
    # drop the Friends section (28 cards): 17 draw cards are left
    start = next(i for i, line in enumerate(lines) if line.startswith("Friends"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Resources"))
    short.write_text("\n".join(lines[:start] + lines[end:]), encoding="utf-8")
    dialog = table.choose_new_game()
    dialog.pickers[1].set_file(short)
    dialog.accept()
    assert table.tasks.wait()
    assert table.table is not None and table.table.game.pending().kind == "starting_problem"
    boxes = shown_boxes("deckBuildingBox")
    assert len(boxes) == 1
    assert "Player 2's deck (short): the draw deck has 17 cards; it needs at least 45" in boxes[0].informativeText()
    assert "P0's deck" not in boxes[0].informativeText()  # the theme deck breaks nothing
    boxes[0].close()


def test_a_misspelt_deck_line_is_shown_with_the_card_it_was_read_as(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """As `tourney engine play` warns: a deck file's misspelt name is played as the card it was
    read as, and the judge dealing it on the table reads which line was read as which card."""
    lines = theme_deck_lists()["Rarity"].splitlines()
    at = lines.index("2 Holly Dash, Flighty Filly (PR13)")
    misspelt = tmp_path / "misspelt.txt"
    misspelt.write_text("\n".join([*lines[:at], "2 Holy Dash, Flighty Filly", *lines[at + 1:]]), encoding="utf-8")
    dialog = table.choose_new_game()
    dialog.pickers[1].set_file(misspelt)
    dialog.accept()
    assert table.tasks.wait()
    assert table.table is not None and table.table.game.pending() is not None
    boxes = shown_boxes("deckReadingBox")
    assert len(boxes) == 1
    said = boxes[0].text() + "\n" + boxes[0].informativeText()
    assert f"Player 2's deck (misspelt): line {at + 1}: 'Holy Dash, Flighty Filly': " in said
    assert "read as Holly Dash, Flighty Filly" in said
    assert "P0's deck" not in said  # (the theme deck is read as it is)
    assert not shown_boxes("deckBuildingBox")  # (the deck is whole: only its reading is said)
    assert "reading 1 deck-list line as the card meant" in table.statusBar().currentMessage()
    boxes[0].close()


def test_a_problem_deck_without_a_starting_problem_is_refused(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    no_start = tmp_path / "no-start.txt"
    text = theme_deck_lists()["Rarity"]
    head = text[:text.index("Problems")]
    # only Clearing Gloomy Skies and It's a Twister!, neither a Starting Problem
    no_start.write_text(head + "Problems (10)\n5 Clearing Gloomy Skies (PR167)\n5 It's a Twister! (PR176)\n",
                        encoding="utf-8")
    dialog = table.choose_new_game()
    dialog.pickers[0].set_file(no_start)
    dialog.accept()
    table.tasks.wait()
    qtbot.waitUntil(lambda: bool(user_error_boxes()))
    assert "Starting Problem" in user_error_boxes()[0].text() + user_error_boxes()[0].informativeText()
    close_boxes()
    assert table.table is None


def test_options_name_their_cards_but_not_areas_or_timestamps() -> None:
    from engine.mlp.view import option_card

    assert option_card("move|7|home:0", "Move Comet Tail, Hale Bopper #7 to home") == 7
    assert option_card("play|116|problem:1", "Play Auntie Applesauce at problem:1") == 116
    assert option_card("card:18", "Big Top, Silly Pony #18") == 18
    assert option_card("problem:1", "at problem:1") is None
    assert option_card("home:0", "Home") is None
    assert option_card("trigger:40", "Resolve the trigger") is None


def test_a_gained_card_and_cards_beneath_show_as_a_judge_reads_them(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """513.2: a Friend controlled by the player who does not own it says whose it is;
    cards banished beneath a card (Pumped, spend, 410.5) are named on its row and in the card
    panel, and the banished card's panel says which card it is beneath: the banished pile alone
    does not tell a judge which of its cards a spend may take."""
    document = board_document()
    cards = document["cards"]
    cards[5]["ctrl"] = 0  # P1's Friend, controlled by P0
    cards[0]["beneath"] = [7]
    cards.append({"iid": 7, "card": "PR20", "owner": 0, "zone": "banished"})
    open_board(table, tmp_path / "gained.json", document)
    rows = tree_texts(table.board_model)
    gained = next(r for r in rows if r.startswith("card:6 |"))
    assert "| Player 1 (Player 2's) |" in gained
    mane = next(r for r in rows if r.startswith("card:1 |"))
    assert mane.endswith("1 beneath: Sweetie Sunrise, Early Riser #7")
    # the cell wraps within its column, so it reads whole; its tooltip does not say it again
    cell = table.board_model.find("card:1").siblingAtColumn(4)
    assert lines_fit(table.board_view, cell)
    tip = cell.data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Twilight Sparkle, Faithful Student #1: mane") and "beneath" not in tip
    table.show_card(1)
    assert ("Beneath", "Sweetie Sunrise, Early Riser #7") in table.card_panel.detail.facts
    table.show_card(7)
    assert table.card_panel.detail.where == ("Player 1's banished zone; beneath "
                                             "Twilight Sparkle, Faithful Student #1")


def test_a_long_option_wraps_to_the_panel_width(qtbot: QtBot) -> None:
    """A trigger to order quotes its card's text; the options list is a third of the window
    wide, and the end of the text was off to the right. It wraps and is read whole."""
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 300)
    panel.show()
    qtbot.waitExposed(panel)
    long = ("The Element of Kindness, Sharing Kindness #25: At the start of your turn, put a Harmony "
            "counter on this card. Then, if it has 3 or more, you may retire it to draw 2 cards.")
    panel.show_decision(Decision(0, "trigger_order", "Choose the next triggered effect to process (511.7a)",
                                 (Option("trigger:25", long), Option("trigger:26", "Short")), 1, 1))
    view = panel.options_view
    qtbot.waitUntil(lambda: view.visualRect(panel.model.index(0, 0)).height()
                    > 2 * view.visualRect(panel.model.index(1, 0)).height())
    assert view.visualRect(panel.model.index(0, 0)).right() <= view.viewport().width()
    assert view.horizontalScrollBar().maximum() == 0


def test_the_chosen_option_is_scrolled_into_view(qtbot: QtBot) -> None:
    """A new decision's list kept the scroll of the one before, so its first options were out
    of sight, and the recorded answer selected when stepping back could be below the visible
    rows (also once the options had wrapped to the list's width, growing taller). A new list
    starts at its top, and an option selected by the program is scrolled into view and is
    where the arrow keys go on from."""
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 260)
    panel.show()
    qtbot.waitExposed(panel)
    view = panel.options_view

    def decision(name: str) -> Decision:
        options = tuple(Option(f"{name}:{n}", f"Pay 2 to move {name} option #{n} to Problem Emergency Dress "
                                              "Order (P1's)") for n in range(30))
        return Decision(0, "priority", f"{name}?", options, 1, 1)

    def seen(row: int) -> bool:
        return view.viewport().rect().contains(view.visualRect(panel.model.index(row)))

    panel.show_decision(decision("first"))
    view.scrollToBottom()
    qtbot.waitUntil(lambda: seen(29))
    panel.show_decision(decision("next"))
    qtbot.waitUntil(lambda: seen(0))
    assert not seen(29)
    # stepping back: the decision and its recorded answer at once, before the rows are laid out
    panel.show_decision(decision("back"))
    panel.show_recorded(["back:27"])
    qtbot.wait(100)
    assert seen(27)
    assert view.currentIndex().row() == 27
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert panel.chosen_keys() == ["back:28"]


def test_a_long_stop_line_wraps_rather_than_widen_the_decision_panel(qtbot: QtBot) -> None:
    """Step to end of step left "Stopped at the end of the main phase of turn 3, before the
    confront step" on one line: the panel grew wider than its place and pushed the log aside."""
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    narrow = panel.minimumSizeHint().width()
    panel.show_decision(None, "Stopped at the end of the main phase of turn 3, before the confront step")
    assert panel.minimumSizeHint().width() <= narrow


def test_a_number_decision_takes_any_number_in_its_range(qtbot: QtBot) -> None:
    """802.3: the loop's count is any number above 24,567,837, not only the suggestion."""
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    answers: list[list[str]] = []
    panel.answer_requested.connect(answers.append)
    decision = Decision(0, "number", "Choose how many times the loop is repeated",
                        (Option("number:24567838", "24,567,838"),), 1, 1,
                        {"number": {"min": 24567838, "max": None}})
    panel.show_decision(decision)
    panel.set_enabled_for(False, True)
    assert not panel.number_row.isHidden()
    assert "24,567,838" in panel.number_label.text()
    qtbot.keyClicks(panel.number_edit, "100")  # below the range
    assert not panel.answer_button.isEnabled()
    panel.number_edit.clear()
    qtbot.keyClicks(panel.number_edit, "30000000")
    assert panel.answer_button.isEnabled()
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)
    assert answers == [["number:30000000"]]
    decision.check_answer(answers[0])  # the engine takes it
    # picking a listed suggestion replaces the typed number
    panel.select_keys(["number:24567838"])
    assert panel.number_edit.text() == "" and panel.chosen_keys() == ["number:24567838"]
    # other decisions have no number entry
    panel.show_decision(Decision(0, "target", "Choose one", (Option("a", "A"),)))
    assert panel.number_row.isHidden()


def test_two_copies_in_a_hand_are_told_apart_in_the_options_and_both_players_meet_a_problem(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A Problem faceoff (612.2) with two copies of A Hasty Retreat in P0's hand: each option
    says which copy it plays (#N, as the hands list them, and which copy in the hand), the Problem's heading says both
    players meet it in plain grammar and gives the faceoff's totals, and the flipped cards show."""
    from engine.mlp.boardstate import save_board
    from tests.engine.card_play import problem_faceoff
    from tests.engine.helpers import shipped_game

    board, _, _, copies = problem_faceoff(hand=("CG91", "CG91"))
    path = tmp_path / "faceoff.json"
    save_board(shipped_game(board, phase="score", step="confront"), path)
    assert table.open_board_file(path)
    labels = [table.decision_panel.model.label(r) for r in range(table.decision_panel.model.rowCount())]
    assert labels == ["Pass priority", *(f"Pay 2 to play A Hasty Retreat #{iid} (copy {nth} of 2 in Player 1's hand)"
                                         for nth, iid in enumerate(copies, 1))]
    heading = next(r for r in tree_texts(table.board_model) if r.startswith("problem:1 |"))
    assert "Player 1 and Player 2 meet it" in heading, heading
    # the cards flipped so far are listed with their owner's piles, and the heading adds the
    # faceoff's power totals (514.4a), flipped cards included
    assert table.answer(["pass"])  # (Player 1 passes: the priority window closes, each player flips, 514.3)
    heading = next(r for r in tree_texts(table.board_model) if r.startswith("problem:1 |"))
    game = table.table.game
    flipped = [game.s["players"][p]["flip"] for p in (0, 1)]
    assert all(len(cards) == 1 for cards in flipped)
    for p in (0, 1):
        assert f"P{p}:flip | Flip zone (flipped in the faceoff): 1 |" in "\n".join(tree_texts(table.zones_model))
    from engine.mlp.procedures.faceoff import power_total

    totals = [power_total(game, p) for p in (0, 1)]
    assert heading.endswith(f"; faceoff: Player 1 {totals[0]} · Player 2 {totals[1]}")
    assert tip_words(table.board_model.find("problem:1").data(Qt.ItemDataRole.ToolTipRole)).endswith("(514.4a)")


def test_a_saved_position_or_replay_can_be_read_by_others_like_an_export(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """The save writes a temporary file (readable by its owner only) and renames it: a board or
    replay handed to another judge or to the organizer's machine must keep a shared file's mode
    (0644 under the usual umask), and a file saved over keeps the mode it had."""
    old_umask = os.umask(0o022)
    try:
        table.start_new_game(sample_choice(seed=3))
        assert table.tasks.wait()
        assert table.save_board_file(tmp_path / "position.json")
        assert table.save_replay_file(tmp_path / "game.json")
        for name in ("position.json", "game.json"):
            assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o644, name
        (tmp_path / "game.json").chmod(0o640)
        assert table.save_replay_file(tmp_path / "game.json")
        assert stat.S_IMODE((tmp_path / "game.json").stat().st_mode) == 0o640
    finally:
        os.umask(old_umask)


def test_the_card_panel_says_which_timed_effects_make_a_cards_power(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """707.3: a Friend printed 1, with 2 power counters and +2 from a card until the end of the
    turn: the panel showed "5 (printed 1)" and the counters, not where the other 2 came from nor
    until when; it names the effect, how long it lasts and the card it comes from."""
    document = board_document()
    document["mods"] = [{"kind": "power", "target": 6, "amount": 2, "color": "", "until": "turn",
                         "ctrl": 0, "src": 1, "ts": 1}]
    open_board(table, tmp_path / "pumped.json", document)
    table.show_card(6)
    facts = dict(table.card_panel.detail.facts)
    assert facts["Effects"] == "+2 power until the end of the turn, from Twilight Sparkle, Faithful Student #1"
    table.show_card(1)
    assert "Effects" not in dict(table.card_panel.detail.facts)


def test_two_copies_of_a_long_named_card_read_apart_in_a_narrow_column(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A name longer than the Card column was cut at its end, number and all: two copies of
    Mr. Beaverton Beaverteeth, Dam Builder in a hand read the same. The end of the name goes
    instead, the number stays."""
    document = board_document()
    document["cards"] += [{"iid": 7, "card": "PR90", "owner": 0, "zone": "hand"},
                          {"iid": 8, "card": "PR90", "owner": 0, "zone": "hand"}]
    open_board(table, tmp_path / "copies.json", document)
    view = table.zones_view
    width = view.fontMetrics().horizontalAdvance("Mr. Beaverton Beaverteeth")

    def shown(iid: int) -> str:
        """The name as its delegate draws it in a column `width` wide."""
        return elided_name(str(table.zones_model.find(f"card:{iid}").data()), view.fontMetrics(), width)

    assert shown(7) != shown(8), shown(7)
    assert shown(7).startswith("Mr. Beaverton") and shown(7).endswith("…  #7"), shown(7)


def test_a_long_name_or_pile_title_cut_in_the_hands_and_piles_column_is_whole_in_its_tooltip(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """The hands-and-piles column is narrow: "Mr. Beaverton Beaverteeth, Dam Builder (Friend)
    #7" lost its middle, and a pile title its middle too, with no way to read them whole. As a
    State or Counters cell does, the cell's tooltip starts with its whole text."""
    document = board_document()
    document["cards"] += [{"iid": 7, "card": "PR90", "owner": 0, "zone": "hand"},
                          {"iid": 8, "card": "PR13", "owner": 0, "zone": "discard"}]
    open_board(table, tmp_path / "long.json", document)
    view = table.zones_view
    width = view.fontMetrics().horizontalAdvance("Mr. Beaverton")
    for key in ("card:7", "P0:discard"):
        index = table.zones_model.find(key)
        whole = str(index.data())
        assert view.fontMetrics().elidedText(whole, Qt.TextElideMode.ElideMiddle, width) != whole  # (cut)
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        assert tip is not None and tip.split("\n")[0] == whole, (key, tip)
    assert table.zones_model.find("card:7").data().startswith("Mr. Beaverton Beaverteeth, Dam Builder")
    assert table.zones_model.find("P0:discard").data().startswith("Discard pile")


def test_play_to_the_end_behind_the_recorded_line_says_what_it_set_aside(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """Stepped back to the start of a recorded game, Play to the end is a what-if: its players
    answer otherwise and the recorded decisions that followed are set aside, as an answer given
    there sets them aside. The status bar said only how many decisions were played."""
    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    table.table.play_out(seed=1, limit=20)
    table.seek(2)
    table.play_out(seed=5)
    assert table.tasks.wait()
    message = table.statusBar().currentMessage()
    assert message.startswith("Played out "), message
    found = re.search(r"; the (\d+) recorded decisions? that followed (?:was|were) set aside;", message)
    assert found is not None and 0 < int(found.group(1)) <= 18, message  # (18 were ahead of decision 2)


def test_play_to_the_end_that_stops_before_the_end_says_the_game_has_not_ended(
    table: MatchTableWindow, qtbot: QtBot
) -> None:
    """Judge's whole-pool game (seed 57009): both decks ran out and nobody could confront, so
    Play to the end gave its 20,000 answers (turn 4690) and stopped with a decision pending; the
    status bar said "Played out 20000 decisions from step 841; step back to look at any of them"
    for ten seconds, as though the game had been played to its end. (Here: a play-out given at
    most 3 answers.)"""
    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    table.play_out(seed=1, limit=3)
    assert table.tasks.wait()
    assert table.table.pending() is not None and table.table.step == 3
    turn = table.table.position().turn
    message = table.statusBar().currentMessage()
    assert message == (f"Stopped after 3 decisions from step 0, in turn {turn}: the game has not ended, nobody "
                       "has won; step back to look at any of them"), message
    table.play_out(seed=1)
    assert table.tasks.wait()
    assert table.table.pending() is None
    assert table.statusBar().currentMessage().startswith("Played out ")


def test_play_to_the_end_stops_when_the_judge_clicks_stop(
    table: MatchTableWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-out of a game nobody can win gives 20,000 answers (a minute or more): while it
    runs, its button reads Stop playing, and a click stops the players at their next answer,
    with the game standing there to look at and go on from. There was no way to stop it.
    (The players' first answer waits for the click, and the click for that answer to begin,
    so that it lands while they play: a compiled engine finishes a theme-deck game before a
    click could, and a loaded machine may not have started the players yet.)"""
    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    answering, clicked = threading.Event(), threading.Event()
    answer = table.table.answer

    def first_waits_for_the_click(keys: list[str]) -> int:
        answering.set()
        assert clicked.wait(10)
        return answer(keys)

    monkeypatch.setattr(table.table, "answer", first_waits_for_the_click)
    button = table.decision_panel.play_out_button
    assert button.text() == "&Play to the end"
    table.play_out(seed=1)
    assert table.busy and button.isEnabled() and button.text() == "S&top playing"
    assert answering.wait(10)  # (a click before the players start stops them before any answer)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    clicked.set()
    assert table.tasks.wait()
    assert not table.busy and button.text() == "&Play to the end" and button.isEnabled()
    assert table.table.pending() is not None and table.table.step == 1
    message = table.statusBar().currentMessage()
    assert message == (f"Stopped as asked after 1 decision from step 0, in turn {table.table.position().turn}; "
                       "the game goes on from here"), message
    table.play_out(seed=1)
    assert table.tasks.wait()
    assert table.table.pending() is None
    assert table.statusBar().currentMessage().startswith("Played out ")


def test_the_hands_and_piles_pane_holds_a_long_name_and_its_headings_their_numbers(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """The hands-and-piles pane was about a quarter of the window: "Mr. Beaverton Beaverteeth,
    Dam Builder (Friend)  #7" in a hand lost its middle, and a player's heading had no numbers
    (they sat in a column the pane hides). By default the pane holds such a name whole, in the
    window's first size and wider; a heading runs across the pane and says the player's points
    and tokens."""
    document = board_document()
    document["cards"].append({"iid": 7, "card": "PR90", "owner": 0, "zone": "hand"})
    path = tmp_path / "long.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    table.resize(1400, 900)  # (the window's first size)
    assert table.open_board_file(path)
    QApplication.processEvents()
    view = table.zones_view
    name = table.zones_model.find("card:7")
    text = str(name.data())
    assert text.startswith("Mr. Beaverton Beaverteeth, Dam Builder")
    margin = 2 * (view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 1)
    assert view.visualRect(name).width() >= view.fontMetrics().horizontalAdvance(text) + margin, \
        (view.visualRect(name).width(), view.fontMetrics().horizontalAdvance(text))
    heading = table.zones_model.find("P0")
    assert heading.data() == "Player 1 · Twilight Sparkle, Faithful Student · 4 points, 3 action tokens"
    assert view.isFirstColumnSpanned(heading.row(), heading.parent())
    assert shown_heading(view, heading) == str(heading.data()).replace(" · 4 points", " ·\n4 points") \
        or shown_heading(view, heading) == heading.data()
    hand = table.zones_model.find("P0:hand")
    assert view.isFirstColumnSpanned(hand.row(), hand.parent())


def shown_heading(view: QTreeView, index: QModelIndex) -> str:
    """A heading's text as the hands-and-piles pane draws it in its row (a line break where it
    goes on to the next line)."""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = view.visualRect(index)
    option.widget = view
    delegate = view.itemDelegateForColumn(0)
    assert isinstance(delegate, NameDelegate)
    return delegate.shown_text(option, index)


def test_a_heading_too_long_for_the_hands_and_piles_pane_goes_on_to_a_second_line(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A judge saw "P0 · Twilight Sparkle, Faithfu…nt · 0 points, 2 action tokens" over the
    hands and piles at the window's first size: the Mane Character's name lost its middle.
    A heading too long for the pane goes on to the next line after its " · ", its row as tall
    as its lines, and reads whole; widened, the pane shows it on one line again."""
    path = write_board(tmp_path / "board.json")
    table.resize(1000, 900)
    assert table.open_board_file(path)
    QApplication.processEvents()
    view = table.zones_view
    heading = table.zones_model.find("P0")
    whole = str(heading.data())
    assert whole == "Player 1 · Twilight Sparkle, Faithful Student · 4 points, 3 action tokens"
    bold = view.font()
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    assert metrics.horizontalAdvance(whole) > view.visualRect(heading).width()  # (too long for one line)
    shown = shown_heading(view, heading)
    assert "…" not in shown and shown.replace("\n", " ") == whole, shown
    # (after each " · " that ends a line: "Player 1 ·", the Mane Character, the numbers)
    lines = shown.split("\n")
    assert 2 <= len(lines) <= 3 and all(line.endswith(" ·") for line in lines[:-1]), shown
    assert view.visualRect(heading).height() >= len(lines) * metrics.lineSpacing(), view.visualRect(heading)
    table.resize(2400, 900)  # a pane wide enough: one line again, one line's height
    QApplication.processEvents()
    assert shown_heading(view, heading) == whole
    assert view.visualRect(heading).height() < 2 * metrics.lineSpacing()


def test_a_card_selected_before_another_board_is_opened_is_not_left_selected(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """Opening another board emptied the card panel but left the card's row selected, so the
    table showed a card as chosen that the panel did not show, and a click on that row did
    nothing (it was the current row already). Nothing is selected on a new table, and a click
    on a card shows it."""
    path = write_board(tmp_path / "board.json")
    assert table.open_board_file(path)
    assert table.select_card(1) and table.card_panel.detail is not None
    assert table.open_board_file(path)
    assert table.card_panel.detail is None
    for view in (table.board_view, table.zones_view):
        assert not view.selectionModel().hasSelection() and not view.currentIndex().isValid()
    view = table.board_view
    index = table.board_model.find("card:1")
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    assert table.card_panel.detail is not None and table.card_panel.detail.iid == 1


def type_and_accept(dialog: QFileDialog, path: Path) -> None:
    """Type a whole path in a file dialog's name box, as a judge may, and press its button."""
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name is not None
    name.setText(str(path))
    dialog.accept()


def test_the_file_dialogs_start_where_the_last_file_of_their_kind_was_opened_or_saved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Every open and save dialog of the match table started in the program's working folder,
    then in the one folder of whatever file was used last: a judge who keeps a match's boards
    in its own folder and the day's replays in another was sent back and forth. Boards and
    replays each start where the last of their kind was opened or saved, also in the next
    session; one of a kind never used starts in the documents folder."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MatchTableWindow(rules={}, settings=settings)
    qtbot.addWidget(window)
    match = tmp_path / "table 12"
    match.mkdir()
    path = write_board(match / "board.json")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    QFileDialog().setDirectory(str(elsewhere))  # (where a dialog told nothing would start)
    type_and_accept(window.choose_board_file(), path)
    assert window.table is not None and window.table.title == "board.json"
    save = window.choose_save_board()
    assert save is not None
    assert Path(save.directory().absolutePath()) == match
    assert [Path(p) for p in save.selectedFiles()] == [match / "position-0.json"]
    save.reject()
    window.start_new_game(sample_choice())
    assert window.tasks.wait()
    save = window.choose_save_replay()
    assert save is not None
    assert Path(save.directory().absolutePath()) == documents_folder()  # (no replay yet)
    replays = tmp_path / "replays"
    replays.mkdir()
    type_and_accept(save, replays / "table 12.json")
    assert window.tasks.wait() and (replays / "table 12.json").is_file()
    window.close()
    QFileDialog().setDirectory(str(elsewhere))
    again = MatchTableWindow(rules={}, settings=settings)
    qtbot.addWidget(again)
    for dialog, folder in ((again.choose_replay_file(), replays), (again.choose_board_file(), match)):
        assert Path(dialog.directory().absolutePath()) == folder
        dialog.reject()
    match.joinpath("board.json").unlink()
    match.rmdir()  # (a folder the judge has since deleted is passed over)
    dialog = again.choose_board_file()
    assert Path(dialog.directory().absolutePath()) == documents_folder()
    dialog.reject()


def test_a_click_on_a_chosen_row_shows_its_card_again(table: MatchTableWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """The card panel shows the last card clicked in the trees or named by the chosen option.
    A click on the row already current (a card, or the option already chosen) did nothing, so
    once the other side had turned the panel, the judge could not get that card back but by
    clicking elsewhere first."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    view = table.zones_view
    holly = table.zones_model.find("card:5")  # (Holly Dash, in P0's hand)

    def click_card() -> None:
        view.scrollTo(holly)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(holly).center())

    click_card()
    assert table.card_panel.detail is not None and table.card_panel.detail.iid == 5
    panel = table.decision_panel
    options = panel.options_view
    row = next(r for r in range(panel.model.rowCount()) if "move Twilight Sparkle" in panel.model.label(r))
    option = panel.model.index(row)

    def click_option() -> None:
        options.scrollTo(option)
        qtbot.mouseClick(options.viewport(), Qt.MouseButton.LeftButton, pos=options.visualRect(option).center())

    click_option()
    assert table.card_panel.detail is not None and table.card_panel.detail.iid == 1
    click_card()  # (the row is still the tree's current one)
    assert table.card_panel.detail.iid == 5
    click_option()  # (the option is still chosen)
    assert table.card_panel.detail.iid == 1


def test_a_replay_chosen_under_open_board_state_opens_as_a_replay_and_the_other_way_round(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A replay picked in Open board state was refused as "bad board state, field format: this is a
    replay ...", and a board picked in Open replay as "bad replay, field format: this is a board of
    My Little Pony CCG (game system mlp), not a replay": a field name and the game's internal id,
    for a file the table can open. Either dialog opens either kind, as dropping the file does; a
    file that is neither is refused as the kind the judge asked for."""

    def choose(dialog: QFileDialog, path: Path) -> None:
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        assert name is not None
        name.setText(str(path))
        dialog.accept()

    table.start_new_game(sample_choice(seed=2))
    assert table.tasks.wait()
    table.table.play_out(seed=1, limit=3)
    replay = tmp_path / "replay.json"
    table.table.save_replay(replay)
    board = write_board(tmp_path / "board.json")
    choose(table.choose_board_file(), replay)
    assert table.tasks.wait()
    assert table.table.title == "replay.json" and table.table.length == 3
    choose(table.choose_replay_file(), board)
    assert table.tasks.wait()
    assert table.table.title == "board.json"
    assert not user_error_boxes()
    other = tmp_path / "notes.json"
    other.write_text(json.dumps({"format": "shopping-list"}), encoding="utf-8")
    choose(table.choose_replay_file(), other)
    assert table.tasks.wait()
    (box,) = user_error_boxes()
    assert "notes.json: bad replay" in box.text(), box.text()
    close_boxes()


def selected_cards(view: QTreeView) -> list[int]:
    return [index.data(CARD_ROLE) for index in view.selectionModel().selectedRows()]


def test_one_card_is_selected_at_a_time_across_the_table_and_the_hands(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """A row selected in the table and another in the hands and piles left two cards marked
    beside one card panel. Selecting in one view clears the other, also after a move redraws
    both; an option that names another card clears both, as the panel turns to that card."""
    assert table.open_board_file(write_board(tmp_path / "board.json"))

    def click(view: QTreeView, model: CardTreeModel, iid: int) -> None:
        index = model.find(f"card:{iid}")
        view.scrollTo(index)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())

    click(table.board_view, table.board_model, 1)
    assert selected_cards(table.board_view) == [1] and table.card_panel.detail.iid == 1
    click(table.zones_view, table.zones_model, 5)
    assert selected_cards(table.zones_view) == [5] and table.card_panel.detail.iid == 5
    assert selected_cards(table.board_view) == []
    click(table.board_view, table.board_model, 6)
    assert selected_cards(table.board_view) == [6] and selected_cards(table.zones_view) == []
    panel = table.decision_panel
    panel.select_keys(["move|1|problem:1"])  # moves Twilight Sparkle (#1)
    assert table.card_panel.detail.iid == 1
    assert selected_cards(table.board_view) == [] and selected_cards(table.zones_view) == []
    click(table.zones_view, table.zones_model, 5)
    qtbot.mouseClick(panel.answer_button, Qt.MouseButton.LeftButton)  # both views are drawn again
    assert selected_cards(table.zones_view) == [5] and selected_cards(table.board_view) == []
    # a heading chosen (an area) is no card: the panel no longer shows the hand's card
    home = table.board_model.find("home:0")
    qtbot.mouseClick(table.board_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board_view.visualRect(home).center())
    assert selected_cards(table.zones_view) == [] and table.card_panel.detail is None


def test_saving_onto_a_folder_says_so_and_names_the_path(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    folder = tmp_path / "match 12"
    folder.mkdir()
    for save in (table.save_board_file, table.save_replay_file):
        assert not save(folder)
        boxes = user_error_boxes()
        assert [b.text() for b in boxes] == [
            f"Cannot save {folder}: it is a folder. Give a file name; nothing was written."
        ]
        close_boxes()
    assert [p.name for p in tmp_path.iterdir()] == ["match 12"]  # no half-written file left behind


def test_save_replay_greyed_for_a_board_says_why(table: MatchTableWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """Greyed for a position opened from a board-state file, Save replay said only what it
    would do; its tooltip (on the toolbar, and in the status bar from the menu) now says why."""
    button = next(b for b in table.findChildren(QToolButton) if b.defaultAction() is table.save_replay_action)
    assert table.open_board_file(write_board(tmp_path / "board.json"))
    assert not button.isEnabled()
    assert "no decks and seed to replay from" in button.toolTip()
    assert "no decks and seed to replay from" in table.save_replay_action.statusTip()
    table.start_new_game(sample_choice(seed=4))
    assert table.tasks.wait()
    assert button.isEnabled() and button.toolTip() == "Write the game up to this position as a replay file"


@pytest.mark.parametrize("system_id", ["mlp", "battledome", "spellcasters"])
def test_the_card_panel_names_the_cards_set_and_number_alike_in_every_game(qtbot: QtBot, system_id: str) -> None:
    """It read "Card" in MLP and the Battledome, where the panel's own title says "Card", and "Id"
    in Spellcasters, a word for the program's data: each game now says "Card number"."""
    window = open_table(qtbot, rules={}, system_id=system_id)
    window.sample_game_action.trigger()
    assert window.tasks.wait()
    nodes = [*window.zones_model.top_nodes(), *window.board_model.top_nodes()]
    while nodes[0].card is None:  # (the first card of the hands and piles, depth first)
        nodes[:1] = nodes[0].children
    assert window.select_card(nodes[0].card.iid)
    facts = window.card_panel.facts
    labels = [facts.itemAt(row, facts.ItemRole.LabelRole).widget().text() for row in range(facts.rowCount())]
    values = dict(window.card_panel.detail.facts)
    assert "Card number:" in labels and "Card:" not in labels and "Id:" not in labels
    assert re.search(r"\d", values["Card number"])


def test_a_power_below_0_reads_as_counting_as_0_on_the_board_and_in_the_panel(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """105.2, 507: a Friend printed 1 with 2 power counters and -5 from a card keeps its power
    of -2, and counts as 0 in power totals (confronting, faceoffs). The board showed "-2" with
    nothing more, which a judge reads as the power the Friend adds; the board and the panel say
    that it counts as 0."""
    document = board_document()
    document["mods"] = [{"kind": "power", "target": 6, "amount": -5, "color": "", "until": "turn",
                         "ctrl": 0, "src": 1, "ts": 1}]
    open_board(table, tmp_path / "weakened.json", document)
    assert table.board_model.find("card:6").siblingAtColumn(2).data() == "−2 (counts as 0)"
    table.show_card(6)
    assert dict(table.card_panel.detail.facts)["Power"] == "−2 (counts as 0; printed 1)"
