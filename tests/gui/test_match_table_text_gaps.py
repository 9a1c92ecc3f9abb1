"""The match table and the board editor mark a card whose text the rules engine does not
carry out, so a judge knows a ruling on it needs their own reading of the card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.mlp.api import default_library
from engine.mlp.state import gaps
from tests.gui.conftest import open_table
from tests.gui.screen_texts import tip_words
from tests.gui.test_match_table import board_document, tree_texts
from tourney.gui.board_editor_models import GAP_MARK as EDITOR_MARK
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_columns import COUNTERS_ROOM, NAME_FLOOR
from tourney.gui.match_table_models import (
    COUNTERS_COLUMN,
    GAP_MARK,
    GAP_WORDS,
    KEY_ROLE,
    STATE_COLUMN,
)


def _gap_friend() -> tuple[str, str, str]:
    """Code, full name and first unsupported paragraph of a shipped Friend with a gap."""
    lib = default_library()
    for card in lib.cards():
        spec = lib.spec(card.id)
        if card.type.value == "friend" and not card.is_token and not gaps.carried_out(spec):
            return card.code, card.full_name, gaps.missing_text(spec)[0]
    pytest.skip("every Friend of the shipped database is carried out")


@pytest.fixture
def table(qtbot: QtBot) -> MatchTableWindow:
    return open_table(qtbot, rules={}, size=(1300, 800))


def _board_with(tmp_path: Path, code: str) -> Path:
    document = board_document()
    document["cards"] += [{"iid": 7, "card": code, "owner": 1, "zone": "play", "area": "home:1"},
                          {"iid": 8, "card": code, "owner": 0, "zone": "hand"}]
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_the_table_and_the_editor_mark_a_card_the_engine_does_not_carry_out(
    table: MatchTableWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    code, name, paragraph = _gap_friend()
    assert table.open_board_file(_board_with(tmp_path, code))
    board = table.board_model
    row = next(r for r in tree_texts(board) if r.startswith("card:7 |"))
    assert f"card:7 | {GAP_MARK} {name}  #7 | Player 2 |" in row and f"| {GAP_MARK} |" in row
    index = board.find("card:7")
    # the State column is narrow: its mark is the sign, whole in the column, and the words
    # (with what is left out) are its tooltip; the board editor says the same sign and words
    state = index.siblingAtColumn(STATE_COLUMN)
    width = table.board_view.fontMetrics().horizontalAdvance(state.data())
    assert width + 12 <= table.board_view.columnWidth(STATE_COLUMN), (state.data(), width)
    assert tip_words(state.data(Qt.ItemDataRole.ToolTipRole)).startswith(f"{GAP_MARK} {GAP_WORDS}\n")
    assert paragraph[:40] in state.data(Qt.ItemDataRole.ToolTipRole)
    assert f"{GAP_MARK} {GAP_WORDS}" == EDITOR_MARK
    assert GAP_WORDS in board.headerData(STATE_COLUMN, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert index.data(KEY_ROLE) == "card:7"
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    assert "does not carry out" in tip and paragraph[:40] in tip
    assert index.data(Qt.ItemDataRole.ForegroundRole) is not None
    # the other cards carry no mark; the copy in the hand has it too
    others = [r for r in tree_texts(board) if r.startswith("card:") and not r.startswith("card:7 |")]
    assert others and all(GAP_MARK not in r for r in others)
    assert any(r.startswith("card:8 |") and GAP_MARK in r for r in tree_texts(table.zones_model))
    # the log says so as the board is loaded, in words rather than a rule number or a report's
    # name, and the rule pane heads the entry with those words
    rows = table.log_model.rows()
    gap_entry = next(i for i, r in enumerate(rows) if name in r.text and "does not carry out" in r.text)
    assert rows[gap_entry].rule == gaps.GAP_CITATION == "text not carried out"
    assert all(r.rule != gaps.GAP_RULE for r in rows)
    table.log_view.selectRow(gap_entry)
    heading = table.rule_panel.citation_label.text()
    assert "Text not carried out" in heading and "Rule" not in heading
    assert table.rule_panel.text_label.text() == f"The engine: {rows[gap_entry].text}"
    table.grab().save(str(tmp_path / "table.png"))

    table.edit_board_action.trigger()
    editor = table.board_editor
    assert editor is not None and editor.isVisible()
    p0, p1 = editor.players
    in_play = p1.play_model
    gap_row = next(r for r in range(in_play.rowCount()) if in_play.card(r).card == code)
    cell = in_play.index(gap_row, 2)
    # the sign leads the name, as on the table; the column holds the name whole, and the
    # tooltips say what is not carried out and what the sign means
    assert cell.data() == f"{GAP_MARK} {name} (Friend)"
    assert paragraph[:40] in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert GAP_WORDS in str(in_play.headerData(2, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
    editor.player_tabs.setCurrentWidget(p1)
    assert p1.play_view.fontMetrics().horizontalAdvance(cell.data()) + 12 <= p1.play_view.columnWidth(2)
    assert p1.gap_legend.isVisible() and GAP_WORDS in p1.gap_legend.text()
    hand = p0.pile_models["hand"]
    marked = [hand.index(r, 2).data() for r in range(hand.rowCount())]
    assert any(GAP_MARK in text for text in marked) and any(GAP_MARK not in text for text in marked)
    plain = next(r for r in range(in_play.rowCount()) if in_play.card(r).card != code) \
        if in_play.rowCount() > 1 else None
    if plain is not None:
        assert GAP_MARK not in in_play.index(plain, 2).data()
    assert EDITOR_MARK not in p0.slot_names["mane"].text()
    editor.grab().save(str(tmp_path / "editor.png"))
    print(tmp_path)


def test_the_state_column_fits_the_longest_state_a_card_shows(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """A Friend both exhausted and frightened, whose text the engine does not carry out, shows
    "exhausted, frightened ⚠": the State column widens to hold it whole."""
    code, _name, _paragraph = _gap_friend()
    path = _board_with(tmp_path, code)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["cards"][-2].update(exhausted=True, frightened=True)
    path.write_text(json.dumps(document), encoding="utf-8")
    assert table.open_board_file(path)
    state = table.board_model.find("card:7").siblingAtColumn(STATE_COLUMN)
    assert state.data() == f"exhausted, frightened {GAP_MARK}"
    width = table.board_view.fontMetrics().horizontalAdvance(state.data())
    assert width + 12 <= table.board_view.columnWidth(STATE_COLUMN), (state.data(), width)
    # the Card column gives way (a long name loses its end) so the last column still has room
    # at this size, and nothing runs past the pane
    metrics = table.board_view.fontMetrics()
    assert table.board_view.columnWidth(0) >= metrics.horizontalAdvance(NAME_FLOOR)
    assert table.board_view.columnWidth(COUNTERS_COLUMN) >= metrics.horizontalAdvance(COUNTERS_ROOM)
    assert table.board_view.horizontalScrollBar().maximum() == 0


def test_the_card_panel_quotes_whole_the_text_the_engine_does_not_carry_out(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """Ocellus, Master of Disguise (FF82) grants six keywords in one long paragraph the engine
    does not carry out: the card panel's Engine row is where a judge reads what to rule on
    themselves, so it quotes the paragraph whole, down to its last keyword (Agile), where it
    was cut after 200 characters ("… [Magic] ch…")."""
    assert table.open_board_file(_board_with(tmp_path, "FF82"))
    assert table.select_card(7)
    facts = table.card_panel.facts
    rows = {facts.itemAt(row, facts.ItemRole.LabelRole).widget().text():
            facts.itemAt(row, facts.ItemRole.FieldRole).widget().text() for row in range(facts.rowCount())}
    engine = rows["Engine:"]
    assert "and Agile while you have a [Kindness] character.”" in engine, engine
    assert "…" not in engine and engine.endswith("; the keyword Transform")
    assert rows["Why:"] == "the program's rules texts do not define Transform and Agile"


def test_an_option_naming_a_card_the_engine_does_not_carry_out_is_marked(
    table: MatchTableWindow, tmp_path: Path
) -> None:
    """The options to play a Friend whose text is not carried out read "⚠ Pay 2 to play …",
    in the table's colour for it, and their tooltip says what is left out: the sign showed only
    in the card panel, once the option was chosen."""
    path = tmp_path / "board.json"
    document = board_document(tokens=6)
    # (Discord, Captain Wuzz: a Friend the engine leaves in part to the players, whose
    # colour Twilight Sparkle's home can play)
    document["cards"].append({"iid": 8, "card": "DE42", "owner": 0, "zone": "hand"})
    path.write_text(json.dumps(document), encoding="utf-8")
    assert table.open_board_file(path)
    gap = table.table.card_detail(8)
    assert gap is not None
    model = table.decision_panel.model
    rows = [model.index(row).data() for row in range(model.rowCount())]
    plays = [row for row, text in enumerate(rows) if "play Discord" in text]
    assert plays, rows
    for row in plays:
        index = model.index(row)
        assert index.data().startswith(f"{row + 1}. {GAP_MARK} Pay 2 to play Discord"), index.data()
        assert index.data(Qt.ItemDataRole.ForegroundRole) is not None
        tip = tip_words(index.data(Qt.ItemDataRole.ToolTipRole))
        assert f"{GAP_MARK} {GAP_WORDS}" in tip and "Experienced" in tip, tip
    others = [text for row, text in enumerate(rows) if row not in plays]
    assert others and all(GAP_MARK not in text for text in others)
    assert all(model.index(row).data(Qt.ItemDataRole.ForegroundRole) is None
               for row in range(model.rowCount()) if row not in plays)
