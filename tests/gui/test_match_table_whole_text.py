"""A judge reads card text whole on the match table: an option quoting an ability, a card's
name in the board's Card column, a long text in a tooltip or the Rule pane."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication, QSplitter, QStyle, QStyleOptionViewItem, QTreeView
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_table
from tests.gui.screen_texts import tip_words
from tests.gui.test_match_table import board_document
from tourney.gui.match_table_columns import COUNTERS_ROOM, tree_indexes
from tourney.gui.match_table_delegates import elided_name, name_lines, text_margin
from tourney.gui.match_table_dialogs import GameChoice, sample_choice
from tourney.gui.match_table_models import COUNTERS_COLUMN, HEADING_ROLE, STATE_COLUMN

SKYSTAR_TEXT = ("Main Phase: Pay [2] to put two 2 [Laughter] Seashell Friend tokens into play and turn "
                "this card over.")
"""Princess Skystar, Out of Her Shell's ability: longer than options once quoted (60 characters)."""
PEARL = {"iid": 7, "card": "SB140", "owner": 0, "zone": "play", "area": "home:0"}
"""The Pearl of Transformation at P0's home: a long name, and a long text the engine lacks."""
PEARL_END = "reveal it, and put it into your hand. Then, shuffle your deck.”"
"""The end of the Pearl's text (past 90 characters of its paragraph), closing its quote."""


def _board(tmp_path: Path, swap: dict[int, str] | None = None, *added: dict[str, Any]) -> Path:
    """`board_document` with the cards of the ids in `swap` given other codes, and `added` cards."""
    document = board_document(tokens=3)
    for card in document["cards"]:
        card["card"] = (swap or {}).get(card["iid"], card["card"])
    document["cards"] += added
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_an_option_quoting_an_ability_reads_it_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """The option stopped at "… Seashell Friend…": the engine's option quotes the ability's whole
    text, and the options list wraps it."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    assert window.open_board_file(_board(tmp_path, {1: "SB3"}))
    panel = window.decision_panel
    keys = [option.key for option in panel.model.options()]
    row = keys.index("act|1|0")
    assert panel.model.options()[row].label.endswith(SKYSTAR_TEXT)  # (the engine's own words)
    assert panel.model.label(row) == f"Princess Skystar, Out of Her Shell #1: {SKYSTAR_TEXT}"
    view = panel.options_view
    qtbot.waitUntil(lambda: view.visualRect(panel.model.index(row)).height()
                    > 1.5 * view.visualRect(panel.model.index(0)).height())
    assert view.horizontalScrollBar().maximum() == 0


def test_a_long_card_name_is_whole_in_the_card_column_while_counters_has_room(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """ "The Pearl of Trans…ation (Resource)  #7": the Card column kept its first width while the
    Counters / attached column beside it had room. The Card column widens to hold its names;
    a name cut where the pane is too narrow loses its end, never its number."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    assert window.open_board_file(_board(tmp_path, None, PEARL))
    QApplication.processEvents()
    view = window.board_view
    index = window.board_model.find("card:7")
    text = str(index.data())
    assert "The Pearl of Transformation (Resource)  #" in text
    assert view.visualRect(index).width() >= view.fontMetrics().horizontalAdvance(text) + text_margin(
        view.style(), view), (view.visualRect(index).width(), view.fontMetrics().horizontalAdvance(text))
    counters = view.columnWidth(COUNTERS_COLUMN)
    assert counters >= view.fontMetrics().horizontalAdvance(COUNTERS_ROOM)
    metrics = view.fontMetrics()
    cut = elided_name(text, metrics, metrics.horizontalAdvance("The Pearl of Transformation"))
    assert cut.startswith(text[:text.index("The Pearl of") + 12]) and cut.endswith("…" + text[text.index("  #"):]), cut


def test_the_card_column_follows_the_table_pane_as_the_judge_drags_its_splitter(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The Card column was fitted to the pane only when the board reloaded: a pane dragged
    wider left "The Pearl of Transfor…  #7" cut, one dragged narrower squeezed the Counters /
    attached column out of sight. It follows the pane both ways, a long name going on to more
    lines with its number."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    splitter = window.findChild(QSplitter, "topSplitter")
    wide = splitter.sizes()
    narrow = [wide[0] - 150, wide[1] + 150, wide[2]]
    splitter.setSizes(narrow)
    assert window.open_board_file(_board(tmp_path, None, PEARL))
    view = window.board_view
    index = window.board_model.find("card:7")
    text = str(index.data())
    metrics = view.fontMetrics()
    whole = metrics.horizontalAdvance(text) + text_margin(view.style(), view)

    def counters_have_room() -> bool:
        return view.columnWidth(COUNTERS_COLUMN) >= metrics.horizontalAdvance(COUNTERS_ROOM)

    qtbot.waitUntil(counters_have_room)
    assert view.visualRect(index).width() < whole  # (cut: the pane is too narrow for it)
    assert view.horizontalScrollBar().maximum() == 0
    splitter.setSizes(wide)
    qtbot.waitUntil(lambda: view.visualRect(index).width() >= whole)
    assert counters_have_room()
    splitter.setSizes(narrow)
    qtbot.waitUntil(counters_have_room)
    assert view.horizontalScrollBar().maximum() == 0
    room = view.visualRect(index).width() - text_margin(view.style(), view)
    assert name_lines(text, metrics, room).endswith("  #7")


def test_a_long_card_name_goes_on_to_more_lines_at_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700 the Card column is narrow: "The Pearl of Transformation (Resource)  #7" was cut
    to "The Pearl of Tr…  #7" and a Problem's heading lost its middle ("Problem …t (P1's)"), whole
    only in the tooltip. The name goes on to a second line at a space, its row as tall as its
    lines, the number with its last word; nothing is cut."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    assert window.open_board_file(_board(tmp_path, None, PEARL))
    view = window.board_view
    delegate = view.itemDelegateForColumn(0)
    metrics = view.fontMetrics()
    for key in ("card:7", "problem:1"):
        index = window.board_model.find(key)
        assert index.isValid(), key
        text = str(index.data())
        qtbot.waitUntil(lambda index=index: view.visualRect(index).width() > 0)
        rect = view.visualRect(index)
        assert rect.width() - text_margin(view.style(), view) < metrics.horizontalAdvance(text)  # (too narrow for one line)
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.rect = rect
        shown = delegate.shown_text(option, index)
        assert "…" not in shown and shown.replace("\n", " ") == text, shown
        lines = shown.split("\n")
        assert len(lines) > 1 and lines[-1].endswith(text[text.rfind(" "):].strip()), lines
        assert rect.height() >= len(lines) * metrics.lineSpacing(), (rect.height(), lines)


def test_a_long_card_text_is_whole_in_the_log_the_rule_pane_and_the_tooltips(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The Pearl of Transformation's text the engine does not carry out was cut after 90
    characters ("… search your deck for a card with a Transform cost, reveal i…") in the log,
    the Rule pane and the tooltips of the table and the board editor: it reads whole, and a
    tooltip that long wraps (rich text) rather than run across the screen."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    assert window.open_board_file(_board(tmp_path, None, PEARL))
    rows = window.log_model.rows()
    entry = next(n for n, row in enumerate(rows) if "The Pearl of Transformation" in row.text)
    assert PEARL_END in rows[entry].text
    tip = window.log_model.index(entry, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<") and PEARL_END in str(tip_words(tip))
    window.log_view.selectRow(entry)
    assert PEARL_END in window.rule_panel.text_label.text()
    card = window.board_model.find("card:7")
    for column in (0, STATE_COLUMN):
        tip = card.siblingAtColumn(column).data(Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith("<") and PEARL_END in str(tip_words(tip)), column
    window.edit_board_action.trigger()
    editor = window.board_editor
    assert editor is not None
    in_play = editor.players[0].play_model
    row = next(r for r in range(in_play.rowCount()) if in_play.card(r).card == PEARL["card"])
    tip = in_play.index(row, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<") and PEARL_END in str(tip_words(tip))


def test_the_state_column_gives_its_room_back_to_the_card_names_once_no_long_state_is_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Judge's whole-pool replay (seed 57001): "exhausted, Boosted side" at the game's end widened
    the State column; back at the start (or on another board) it stayed that wide and empty while
    the Card column beside it cut the Mane Characters' names ("Capper Dapperpaws, Charmer (…  #1").
    It narrows again to its first width once no long state is shown; one the judge widened by
    hand stays as wide."""
    window = open_table(qtbot, rules={}, size=(1400, 900))
    view = window.board_view
    long_states = board_document()
    long_states["cards"][5]["frightened"] = True  # (P1's exhausted Friend at P0's Problem)
    long_states["cards"] += [dict(PEARL, exhausted=True),
                             {"iid": 8, "card": "PR54", "owner": 0, "zone": "play", "area": "home:0",
                              "exhausted": True, "frightened": True}]
    crowded, plain = tmp_path / "crowded.json", tmp_path / "plain.json"
    crowded.write_text(json.dumps(long_states), encoding="utf-8")
    plain.write_text(json.dumps(dict(board_document(), cards=[*board_document()["cards"], PEARL])), encoding="utf-8")
    assert window.open_board_file(plain)
    QApplication.processEvents()
    first = view.columnWidth(STATE_COLUMN)
    assert window.open_board_file(crowded)
    QApplication.processEvents()
    metrics = view.fontMetrics()
    assert view.columnWidth(STATE_COLUMN) >= metrics.horizontalAdvance("exhausted, frightened") + 12
    assert window.open_board_file(plain)
    QApplication.processEvents()
    assert view.columnWidth(STATE_COLUMN) == first
    index = window.board_model.find("card:7")
    whole = metrics.horizontalAdvance(str(index.data())) + text_margin(view.style(), view)
    assert view.visualRect(index).width() >= whole, (view.visualRect(index).width(), whole)
    # a width the judge chose stays
    view.header().resizeSection(STATE_COLUMN, first + 70)
    assert window.open_board_file(crowded)
    assert window.open_board_file(plain)
    QApplication.processEvents()
    assert view.columnWidth(STATE_COLUMN) == first + 70


def test_a_cards_facts_read_whole_in_a_small_window(qtbot: QtBot) -> None:
    """In a 1024×700 window the card panel showed Monitor EVERYTHING!'s facts cut at its edge
    ("Starti", "4 Purp", "PR18"), a scroll bar under them: the names took half the panel and
    the values ran past it. A value too wide beside its name goes under it, and the panel's
    text needs no more width than the panel has."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    click_sample_game(qtbot, window)
    options = window.decision_panel.options_view
    row = next(r for r in range(options.model().rowCount())
               if "Monitor EVERYTHING!" in str(options.model().index(r, 0).data()))
    index = options.model().index(row, 0)
    qtbot.mouseClick(options.viewport(), Qt.MouseButton.LeftButton, pos=options.visualRect(index).center())
    panel = window.card_panel
    qtbot.waitUntil(lambda: panel.detail is not None and "Monitor" in panel.detail.name)
    QApplication.processEvents()
    scroll = panel.scroll
    needs = scroll.widget().minimumSizeHint().width()
    assert needs <= scroll.viewport().width(), (needs, scroll.viewport().width())


def test_the_card_panel_cuts_no_word_in_a_small_window(qtbot: QtBot) -> None:
    """At 1024x700 the card panel's facts were squeezed beside their names: "Starting Problem"
    (a Starting Problem's keywords) lost the end of "Problem" past the panel's edge. A value
    whose longest word has no room beside its name goes under it, whole."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    click_sample_game(qtbot, window)
    decision = window.decision_panel.decision
    assert decision is not None and "Starting Problem" in decision.prompt
    window.decision_panel.options_view.setCurrentIndex(window.decision_panel.model.index(1))
    facts = window.card_panel.facts
    qtbot.waitUntil(lambda: facts.rowCount() > 3)
    values = [facts.itemAt(row, facts.ItemRole.FieldRole).widget() for row in range(facts.rowCount())]
    assert any("Starting Problem" in value.text() for value in values)
    body = window.card_panel.scroll.widget()

    def words_fit() -> bool:
        for value in values:
            metrics = value.fontMetrics()
            widest = max(metrics.horizontalAdvance(word) for word in value.text().split())
            right = value.mapTo(body, value.rect().topRight()).x()
            if value.contentsRect().width() < widest or right > body.width():
                return False
        return True

    qtbot.waitUntil(words_fit, timeout=2000)


def test_a_cards_number_goes_on_to_its_own_line_where_its_last_word_leaves_no_room(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """An attachment two levels in at 1024×700 read "Ridiculous Outfit (Resou…  #212": its last
    word and number were kept together on a line too narrow for both. The number goes on to a
    line of its own there, and the word reads whole."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    metrics = window.board_view.fontMetrics()
    text = "Ridiculous Outfit (Resource)  #212"
    shown = name_lines(text, metrics, metrics.horizontalAdvance("Ridiculous Outfit"))
    assert shown.split("\n") == ["Ridiculous Outfit", "(Resource)", "#212"], shown
    roomy = name_lines(text, metrics, metrics.horizontalAdvance("(Resource)  #212"))
    assert roomy.split("\n") == ["Ridiculous Outfit", "(Resource)  #212"], roomy


def test_the_tables_headings_fit_its_pane_before_a_game_is_opened(qtbot: QtBot) -> None:
    """With no game on the table at 1024×700, the table's columns kept Qt's default widths: the
    Counters / attached heading was cut ("Counters / at") beside a scroll bar across an empty
    table. They have their first widths, the Card column fitted to the pane, as once a game is on it."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    qtbot.wait(50)
    view = window.board_view
    header = view.header()
    assert view.horizontalScrollBar().maximum() == 0
    for column in range(view.model().columnCount()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column) - 2, (  # (a pixel or two of its margin)
            view.model().headerData(column, Qt.Orientation.Horizontal), header.sectionSize(column))


def assert_board_reads_whole(view: QTreeView) -> None:
    """Every word of a Player cell and every line of every card's name in the table fit their room as the
    style draws them (in fractions of a pixel, bold on a heading's row): none is drawn cut."""
    model = view.model()
    style, margin = view.style(), text_margin(view.style(), view)
    bold = QFont(view.font())
    bold.setBold(True)
    for index in tree_indexes(model):
        metrics = QFontMetricsF(bold if index.data(HEADING_ROLE) else view.font())
        player = index.siblingAtColumn(1)
        if player.data() and not view.isFirstColumnSpanned(index.row(), index.parent()):
            room = view.columnWidth(1) - margin  # (a name may take a word to a line, whole)
            for word in str(player.data()).split():
                assert metrics.horizontalAdvance(word) <= room, (player.data(), room)
        if index.data(HEADING_ROLE):
            continue
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = view.visualRect(index)
        delegate = view.itemDelegateForIndex(index)
        shown = QStyleOptionViewItem(option)
        delegate.initStyleOption(shown, index)
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, view).width() - margin
        for line in delegate.shown_text(option, index).split("\n"):
            assert "…" not in line and metrics.horizontalAdvance(line) <= room, (index.data(), line, room)


def test_a_new_game_with_two_names_reads_whole_on_the_table_at_a_small_screen(qtbot: QtBot) -> None:
    """At 1024×700, a new game dealt to "Applejack Fan" and "Twilight Fan": the Player column,
    fitted to the names in the regular font, cut the bold headings' "Applejack F…"; the
    Counters / attached heading lost its end beside an empty State column as wide as
    "exhausted"; and "Pinkie Pie, Party Animal (Mane)  #57" was drawn "Party Ani…", its line
    measured to just fit in whole pixels where the style lays it out in fractions of one."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    choice = sample_choice(seed=7)
    window.start_new_game(GameChoice(choice.decks, 7, None, ("Applejack Fan", "Twilight Fan")))
    assert window.tasks.wait()
    qtbot.wait(50)
    view, model = window.board_view, window.board_model
    header = view.header()
    last = model.columnCount() - 1
    assert header.sectionSize(last) >= header.sectionSizeHint(last)  # (its heading whole)
    assert_board_reads_whole(view)


def test_a_card_attached_three_levels_in_keeps_its_words_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700, with the players named, Marvelous Chapeau attached to a Friend at a Problem sat
    three levels in, and the Card column at its narrowest drew "Ma…us Chapeau (Re…ce)". The
    column is at least as wide as each word of its names needs beside its row's indentation."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    document = board_document(tokens=3)
    document["players"][0]["name"] = "Applejack Fan"
    document["players"][1]["name"] = "Twilight Fan"
    document["cards"].append({"iid": 7, "card": "PR141", "owner": 1, "zone": "play", "area": "problem:0", "host": 6})
    path = tmp_path / "board.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert window.open_board_file(path)
    qtbot.wait(50)
    assert window.board_model.find("card:7").parent().parent().isValid()  # (three levels in)
    assert_board_reads_whole(window.board_view)


def test_a_problems_power_line_naming_the_players_keeps_to_one_line_where_the_names_leave_room(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 1024×700 the Counters / attached column kept room for "power P0 10 · P1 10" only: a
    Problem's power line naming the players ("power Player 1 0 · Player 2 0") went on to a
    second line. The column keeps room for the longest such line the board shows where the card
    names beside it have their two lines; at 1024×700 they have not both, and the line goes on
    to a second line no taller than the Problem's name beside it."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    assert window.open_board_file(_board(tmp_path))
    view = window.board_view
    name = window.board_model.find("problem:1")
    problem = name.siblingAtColumn(COUNTERS_COLUMN)
    home = window.board_model.find("home:1").siblingAtColumn(COUNTERS_COLUMN)
    assert problem.data() == "power Player 1 0 · Player 2 0" and home.data() == "1 card"
    delegate = view.itemDelegateForColumn(COUNTERS_COLUMN)

    def lines_high(index: QModelIndex) -> int:
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        return delegate.sizeHint(option, index).height()

    qtbot.waitUntil(lambda: view.visualRect(name).height() >= lines_high(problem))  # (its row no taller for it)
    assert view.horizontalScrollBar().maximum() == 0
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: lines_high(problem) == lines_high(home))  # (one line, as "1 card")
    bold = QFont(view.font())
    bold.setBold(True)
    assert view.columnWidth(COUNTERS_COLUMN) >= QFontMetricsF(bold).horizontalAdvance(str(problem.data()))
    assert view.horizontalScrollBar().maximum() == 0  # (the Card column gave the room)
