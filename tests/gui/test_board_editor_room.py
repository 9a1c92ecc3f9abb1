"""The board editor's lists at a small screen: the cards in play and the hand share the
window's height by what they hold, so a judge at 1024x700 sees the cards being edited (two
rows of each before)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_table
from tourney.gui.board_editor import BoardEditorDialog, PlayerEditor
from tourney.services.board_editor import BoardSetup, empty_setup


def _whole_rows(view: QTableView) -> int:
    """The rows of a list the judge reads whole without scrolling."""
    height = view.viewport().height()
    return sum(1 for row in range(view.model().rowCount())
               if view.rowViewportPosition(row) >= 0 and view.rowViewportPosition(row) + view.rowHeight(row) <= height)


def _board(in_play: int, in_hand: int) -> BoardSetup:
    """Player 1 with `in_play` Friends at home and `in_hand` cards in hand."""
    setup = empty_setup(None)
    player = setup.players[0]
    player.slots["mane"].card, player.slots["problem"].card = "PR4", "PR168"
    player.in_play = [setup.new_card("PR20", area="home:0") for _ in range(in_play)]
    player.piles["hand"] = [setup.new_card("PR13") for _ in range(in_hand)]
    return setup


def _editor_at(qtbot: QtBot, width: int, height: int, setup: BoardSetup) -> BoardEditorDialog:
    table = open_table(qtbot, rules={})
    editor = table.choose_board_setup()
    qtbot.waitExposed(editor)
    editor.resize(width, height)
    editor.load(setup)
    return editor


def test_at_1024x700_the_editor_shows_six_cards_in_play_and_the_whole_hand(qtbot: QtBot) -> None:
    """At 1024x700 (the editor 1024x660) each list showed about two rows: a box titled "The
    game", one titled "Hand and piles" and an even split took the room. Now the hand of four
    is read whole and the cards in play take the rest: six of them at once."""
    editor = _editor_at(qtbot, 1024, 660, _board(in_play=8, in_hand=4))
    side = editor.players[0]
    qtbot.waitUntil(lambda: _whole_rows(side.pile_views["hand"]) == 4)
    assert _whole_rows(side.play_view) >= 6, side.lists.sizes()


def test_with_nothing_in_play_the_hand_takes_the_room_and_a_dragged_split_stays(qtbot: QtBot) -> None:
    """A board with no card in play yet gives its list three rows and the hand the rest (nine
    cards whole at once); the split the judge drags stays, another position put in too."""
    editor = _editor_at(qtbot, 1024, 660, _board(in_play=0, in_hand=12))
    side = editor.players[0]
    qtbot.waitUntil(lambda: _whole_rows(side.pile_views["hand"]) >= 9)
    assert side.play_view.viewport().height() >= 3 * side.play_view.verticalHeader().defaultSectionSize()
    side.lists.moveSplitter(side.lists.sizes()[0] + 40, 1)  # (as a drag of the handle does)
    dragged = side.lists.sizes()
    editor.load(_board(in_play=8, in_hand=1))  # (shared by what it holds, the cards in play would get more)
    qtbot.wait(50)
    assert side.lists.sizes() == dragged


def _moved_from_discard(qtbot: QtBot, setup: BoardSetup, target: str) -> PlayerEditor:
    """Player 1's side of an editor at 1024x660 after the first card of their discard pile is
    moved to `target` (the "Move to" list's data, "play|home:0")."""
    editor = _editor_at(qtbot, 1024, 660, setup)
    side = editor.players[0]
    side.piles_tabs.setCurrentIndex([pile.key for pile in side.schema.piles].index("discard"))
    side.pile_views["discard"].selectRow(0)
    side.pile_move_target.setCurrentIndex(side.pile_move_target.findData(target))
    side.move_selected_in_pile()
    return side


def test_a_card_moved_into_a_full_list_of_cards_in_play_is_in_view(qtbot: QtBot) -> None:
    """Cherry Jubilee, Queen of the Hill moved from the discard pile into play below eight cards:
    her long name widened the Name column, the rows above grew to hold their places on more
    lines, and the card, selected, came to rest below the list's foot, out of view."""
    setup = _board(in_play=8, in_hand=0)
    player = setup.players[0]
    player.in_play += [setup.new_card("PR30", area="problem:0"), setup.new_card("PR20", area="problem:1")]
    player.piles["discard"] = [setup.new_card("PR26")]
    side = _moved_from_discard(qtbot, setup, "play|home:0")
    view = side.play_view
    last = view.model().rowCount() - 1
    assert view.currentIndex().row() == last
    qtbot.waitUntil(lambda: view.rowViewportPosition(last) >= 0
                    and view.rowViewportPosition(last) + view.rowHeight(last) <= view.viewport().height())


def test_a_long_name_moved_into_play_wraps_and_leaves_where_each_card_is_readable(qtbot: QtBot) -> None:
    """Twilight Sparkle & Tempest Shadow, Natural Leaders moved into play at 1024 wide: the Name
    column widened to hold her name on one line and the At column gave up its room down to its
    title, each place on three lines cut to "Pla… / 2's / Pr…". The name wraps now, and each
    place reads whole on two lines at most, the columns after it still in view."""
    setup = _board(in_play=3, in_hand=0)
    player = setup.players[0]
    player.in_play += [setup.new_card("PR30", area="problem:0"), setup.new_card("PR20", area="problem:1")]
    player.piles["discard"] = [setup.new_card("SB93")]
    side = _moved_from_discard(qtbot, setup, "play|problem:1")
    view, model = side.play_view, side.play_model
    titles = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    name, at = titles.index("Name"), titles.index("At")
    metrics, line = view.fontMetrics(), view.fontMetrics().lineSpacing()
    last = model.rowCount() - 1
    assert model.index(last, name).data().startswith("Twilight Sparkle & Tempest Shadow")
    qtbot.wait(50)
    for row in range(model.rowCount()):
        place = str(model.index(row, at).data())
        assert all(metrics.horizontalAdvance(word) < view.columnWidth(at) for word in place.split()), place
        assert view.rowHeight(row) < 3 * line, (row, place, view.rowHeight(row))
    # (the long name wrapped, read whole on two lines, not widening its column past the row)
    assert metrics.horizontalAdvance(model.index(last, name).data()) > view.columnWidth(name)
    assert view.rowHeight(last) >= 2 * line
    shown = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]
    assert view.columnViewportPosition(shown[-1]) + metrics.averageCharWidth() * 4 <= view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()


def test_a_name_wrapped_at_1024_goes_back_on_one_line_once_the_editor_is_widened(qtbot: QtBot) -> None:
    """The Name column widens into the room a wider editor gives: a name wrapped at 1024 wide
    is read on one line at 1600, not left wrapped in a column with room beside it."""
    setup = _board(in_play=1, in_hand=0)
    setup.players[0].in_play.append(setup.new_card("SB93", area="home:0"))
    editor = _editor_at(qtbot, 1024, 660, setup)
    view, model = editor.players[0].play_view, editor.players[0].play_model
    name = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())].index("Name")
    text = model.index(1, name).data()
    metrics = view.fontMetrics()
    qtbot.waitUntil(lambda: view.rowHeight(1) >= 2 * metrics.lineSpacing())  # (wrapped at 1024)
    editor.resize(1600, 660)
    qtbot.waitUntil(lambda: metrics.horizontalAdvance(text) < view.columnWidth(name))
    qtbot.waitUntil(lambda: view.rowHeight(1) < 2 * metrics.lineSpacing())


def test_a_name_typed_as_the_mane_character_and_its_completions_read_whole_at_1024(qtbot: QtBot) -> None:
    """At 1024x700 "Twilight Sparkle" typed as the Mane Character left its line about fifty
    pixels wide ("Sparkle"), the words beside it (41 cards have that in their name...) on one
    long line taking the row, and the completions cut to "CN5 ...": the line keeps room for a
    name, the words beside it wrap, and the list of completions is as wide as its entries."""
    editor = _editor_at(qtbot, 1024, 660, empty_setup(None))
    side = editor.players[0]
    edit, words = side.slot_edits["mane"], side.slot_names["mane"]
    edit.setFocus()
    qtbot.keyClicks(edit, "Twilight Sparkle")
    popup = edit.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.waitUntil(lambda: "in their name" in words.text())
    assert edit.width() >= edit.fontMetrics().horizontalAdvance("Twilight Sparkle, Faithful"), edit.width()
    assert words.mapTo(editor, words.rect().topRight()).x() <= editor.width()
    qtbot.waitUntil(lambda: words.height() >= words.heightForWidth(words.width()), timeout=2000)  # (every line)
    texts = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert any("Princess Twilight Sparkle, There's A Spell For That! (Mane)" in text for text in texts)
    widest = max(popup.fontMetrics().horizontalAdvance(text) for text in texts)
    assert popup.viewport().width() >= widest, (popup.viewport().width(), widest)
