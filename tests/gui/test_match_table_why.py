"""The match table's "Why can't…?" box: the engine names the rule or card text that forbids an action."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QSplitter
from pytestqt.qtbot import QtBot

from tests.gui.conftest import click_sample_game, open_board, open_table
from tests.gui.test_match_table import board_document
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.match_table_models import COUNTERS_COLUMN
from tourney.gui.match_table_panels import WhyPanel


def ask(qtbot: QtBot, box: WhyPanel, question: str) -> str:
    """Type a question in the Why box, press Enter: the answer."""
    box.question_edit.setText(question)
    qtbot.keyClick(box.question_edit, Qt.Key.Key_Return)
    return box.answer_label.text()


def test_why_box_answers_from_the_engines_checks(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_table(qtbot)  # (with the shipped rules text: the answer quotes the rule)
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    box = window.why_panel
    # Player 1 holds Holly Dash (cost 4) with 3 action tokens
    qtbot.keyClicks(box.question_edit, "why can't I play Holly Dash at home?")
    qtbot.mouseClick(box.ask_button, Qt.MouseButton.LeftButton)
    answer = box.answer_label.text()
    assert "Read as: Player 1 plays Holly Dash, Flighty Filly #5 from Player 1's hand at Player 1's home." in answer
    assert "Rule 204.1: it costs 4 action tokens; Player 1 has 3." in answer
    assert "The rule says: \"A card's printed cost is the value printed" in answer
    window.resize(1400, 900)
    window.grab().save(str(tmp_path / "why.png"))
    # an action that is offered: its option number
    ask(qtbot, box, "move Twilight Sparkle to Problem Runaway Cart")
    keys = window.table.pending().option_keys()
    number = keys.index("move|1|problem:1") + 1
    assert (f"It is offered as option {number}: Pay 2 to move Twilight Sparkle, Faithful Student #1 to Problem "
            "Runaway Cart (Player 2's).") in box.answer_label.text()
    # ... and the decision panel's list shows that number beside it (the options were not numbered)
    options = window.decision_panel.model
    assert options.data(options.index(number - 1)) == (f"{number}. Pay 2 to move Twilight Sparkle, Faithful "
                                                        "Student #1 to Problem Runaway Cart (Player 2's)")
    # a question it can't read: what it reads, in the box, no dialog
    box.question_edit.setText("dance with Holly Dash")
    qtbot.mouseClick(box.ask_button, Qt.MouseButton.LeftButton)
    assert box.answer_label.text().startswith("Can't read 'dance with Holly Dash': ask, for example: \"play Holly Dash\", "
                                              "\"move Twilight Sparkle to Runaway Cart\"")
    box.question_edit.setText("play Holy Dsh")
    qtbot.mouseClick(box.ask_button, Qt.MouseButton.LeftButton)
    assert "'Holy Dsh' read as Holly Dash" in box.answer_label.text()


def test_an_answer_goes_once_the_position_it_spoke_of_is_left(qtbot: QtBot, tmp_path: Path) -> None:
    """An answer about one position is not left beside another: stepping on (or opening another
    board) puts the hint back, and the question stays to be asked again."""
    window = MatchTableWindow()
    qtbot.addWidget(window)
    board = tmp_path / "board.json"
    open_board(window, board, board_document(tokens=3))
    box = window.why_panel
    ask(qtbot, box, "play Holly Dash at home")
    assert "Rule 204.1" in box.answer_label.text()
    window.refresh()  # the same position shown again: the answer stays
    assert "Rule 204.1" in box.answer_label.text()
    assert window.step()
    assert box.answer_label.text() == box.HINT
    assert box.question_edit.text() == "play Holly Dash at home"
    qtbot.keyClick(box.question_edit, Qt.Key.Key_Return)
    assert "Holly Dash" in box.answer_label.text()
    assert window.open_board_file(board)  # another board on the table
    assert box.answer_label.text() == box.HINT


def test_why_box_answers_a_challenge(qtbot: QtBot, tmp_path: Path) -> None:
    """608: "why can't I challenge Lord Tirek?" in the box: P1's Lord Tirek at P0's Problem,
    where Player 1 has no character, is not challenged, by 608.2; with Twilight Sparkle there it
    may be in P0's next Challenge Step."""
    window = MatchTableWindow()
    qtbot.addWidget(window)
    document = board_document(tokens=3)
    document["cards"].append({"iid": 7, "card": "AD159", "owner": 1, "zone": "play", "area": "problem:0"})
    open_board(window, tmp_path / "board.json", document)
    box = window.why_panel
    box.question_edit.setText("why can't I challenge Lord Tirek?")
    qtbot.mouseClick(box.ask_button, Qt.MouseButton.LeftButton)
    answer = box.answer_label.text()
    assert "Read as: Player 1 (the turn player) challenges Lord Tirek #7 at Problem Cloudbursting (Player 1's)." in answer
    assert "Not challenged:" in answer and "Rule 608.2: Player 1 controls no character at its Problem." in answer
    document["cards"][0]["area"] = "problem:0"  # (Twilight Sparkle goes to the Problem)
    open_board(window, tmp_path / "board.json", document)
    assert box.question_edit.text() == ""  # (another board: the box starts empty)
    qtbot.keyClick(box.question_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # (Undo: the question back)
    qtbot.mouseClick(box.ask_button, Qt.MouseButton.LeftButton)
    assert "Rule 608.1: Player 1 may challenge it in Player 1's next Challenge Step" in box.answer_label.text()


def test_asked_where_the_engine_stopped_the_answer_says_what_to_press(qtbot: QtBot, tmp_path: Path) -> None:
    """Stopped at the end of the Main Phase (Step to end of phase), "play Holly Dash" was
    answered "the engine stopped between two decisions: advance it first": the command line's
    word, no button's. It says to step on to the next decision, as the table's button does."""
    window = MatchTableWindow()
    qtbot.addWidget(window)
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    assert window.advance_until("end-of-phase")
    assert window.table.stopped is not None
    answer = ask(qtbot, window.why_panel, "play Holly Dash")
    assert ("- Note: the game is stopped between two decisions (turn 3, Main Phase), where no one is deciding "
            "anything, so no one can take an action; step on to the next decision and ask there.") in answer, answer
    assert "advance" not in answer
    assert "510.1" not in answer  # (no rule on priority stops it: no one is asked anything there)
    # stepping on to the next decision (the step's number stays: no answer was given) leaves
    # that position: its answer goes, as it does after any move (it stayed, saying "step on")
    assert window.step()
    assert window.table.stopped is None
    assert window.why_panel.answer_label.text() == window.why_panel.HINT


def test_the_why_box_says_requirements_as_the_table_does_and_its_hint_in_plain_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The box said "it needs 4 wild" where the table's Problem row says "4 Wild", and its hint
    read "play CARD on|at|to PLACE"."""
    window = open_table(qtbot, rules={})
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    box = window.why_panel
    assert "|" not in box.question_edit.placeholderText() + box.question_edit.toolTip()
    assert '"play CARD at PLACE", "play CARD on CHARACTER", "move CARD to PLACE"' in box.question_edit.toolTip()
    # (every question the engine answers, uncovering a Troublemaker too, 607)
    assert '"challenge TROUBLEMAKER", "uncover TROUBLEMAKER"' in box.question_edit.toolTip()
    row = window.board_model.find("card:4").siblingAtColumn(COUNTERS_COLUMN)
    assert "Player 1 4 Wild" in str(row.data()), row.data()
    ask(qtbot, box, "confront Runaway Cart")
    assert "Rule 611.3: it needs 4 Wild; Player 1's characters there give nothing." in box.answer_label.text()


def test_the_note_on_a_text_not_carried_out_reads_as_the_card_panel_gives_it(qtbot: QtBot, tmp_path: Path) -> None:
    """The Why box's note on Double Diamond, Second in Command joined what the engine leaves
    to the players with a bare "|" ("… +1 power | keyword Experienced"), unlike the card
    panel, the log and the editor ("“… +1 power.”; the keyword Experienced")."""
    window = open_table(qtbot, rules={})
    document = board_document(tokens=3)
    document["cards"].append({"iid": 40, "card": "DE18", "owner": 0, "zone": "play", "area": "home:0"})
    open_board(window, tmp_path / "board.json", document)
    box = window.why_panel
    qtbot.keyClicks(box.question_edit, "move Double Diamond to Runaway Cart")
    qtbot.keyClick(box.question_edit, Qt.Key.Key_Return)
    answer = box.answer_label.text()
    assert ("- Note: the rules engine does not carry out this text of Double Diamond, Second in Command: "
            "“While this card is in your discard pile, your Mane Character has +1 power.”; the keyword "
            "Experienced") in answer, answer
    assert " | " not in answer


def test_a_problem_named_as_the_board_editor_names_it_is_a_place(qtbot: QtBot, tmp_path: Path) -> None:
    """The board editor puts a card "In play at P1's Problem" and its At column reads "P1's
    Problem": the judge who types those words in the Why box is answered about that Problem,
    where they were told it was no place on the board."""
    window = open_table(qtbot, rules={})
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    box = window.why_panel
    ask(qtbot, box, "move Twilight Sparkle to Player 2's Problem")
    assert ("It is offered as option" in box.answer_label.text()
            and "to Problem Runaway Cart (Player 2's)" in box.answer_label.text()), box.answer_label.text()
    answer = ask(qtbot, box, "play Holly Dash at p0's problem")
    assert "Read as: Player 1 plays Holly Dash, Flighty Filly #5 from Player 1's hand at Problem " in answer, answer
    assert "(Player 1's)." in answer and "Rule 204.1: it costs 4 action tokens; Player 1 has 3." in answer


INDUSTRIAL_REVOLUTION = "8f3a18f6-67c6-457f-9e74-34c8d122d4af"
"""A Dilemma (MT101): in play it is a Problem at an area of its own (522.2)."""


def test_a_dilemma_is_named_as_the_board_names_it_and_is_a_place_by_those_words(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The board heads a Dilemma's area "Dilemma Industrial Revolution #7 (P1's)", and the
    options say the same: the Why box names it so, where it said "Problem Industrial
    Revolution #7 (Player 2's)", and the board's words typed as the place are that area, where
    they were told they were no place on the board."""
    window = open_table(qtbot, rules={})
    document = board_document(tokens=3)
    document["cards"].append({"iid": 7, "card": f"dilemma:{INDUSTRIAL_REVOLUTION}", "owner": 1, "zone": "play",
                              "area": "dilemma:7"})
    document["areas"] = {"home:0": {"owner": 0, "kind": "home", "problem": None},
                         "home:1": {"owner": 1, "kind": "home", "problem": None},
                         "problem:0": {"owner": 0, "kind": "problem", "problem": 3},
                         "problem:1": {"owner": 1, "kind": "problem", "problem": 4},
                         "dilemma:7": {"owner": 1, "kind": "problem", "problem": 7}}
    open_board(window, tmp_path / "board.json", document)
    box = window.why_panel
    answer = ask(qtbot, box, "move Twilight Sparkle to Industrial Revolution")
    assert ("Read as: Player 1 moves Twilight Sparkle, Faithful Student #1 from Player 1's home to Dilemma Industrial Revolution #7 "
            "(Player 2's).") in answer, answer
    assert "It is offered as option" in answer and "Problem Industrial" not in answer, answer
    answer = ask(qtbot, box, "play Holly Dash at Dilemma Industrial Revolution #7 (Player 2's)")
    assert ("Read as: Player 1 plays Holly Dash, Flighty Filly #5 from Player 1's hand at Dilemma Industrial Revolution #7 "
            "(Player 2's).") in answer, answer
    assert "Rule 204.1: it costs 4 action tokens; Player 1 has 3." in answer, answer
    ask(qtbot, box, "play Holly Dash at Problem Runaway Cart (Player 2's)")
    assert "at Problem Runaway Cart (Player 2's)." in box.answer_label.text(), box.answer_label.text()


def test_a_troublemaker_asked_to_be_uncovered_is_read_as_the_copy_in_hand_before_one_in_the_deck(
        qtbot: QtBot, tmp_path: Path) -> None:
    """With no Flim on the table, "uncover Flim" is read as the Flim in P0's hand, the copy the
    judge sees in the hands pane, where it was read as the one deep in the draw deck."""
    window = open_table(qtbot, rules={})
    document = board_document(tokens=3)
    document["cards"] += [{"iid": 7, "card": "PR155", "owner": 0, "zone": "deck"},
                          {"iid": 8, "card": "PR155", "owner": 0, "zone": "hand"}]
    open_board(window, tmp_path / "board.json", document)
    box = window.why_panel
    answer = ask(qtbot, box, "uncover Flim")
    assert "Read as: Player 1 uncovers Flim #8 in Player 1's hand." in answer, answer
    assert "Rule 607.2: Flim is in Player 1's hand, not face-down at a Problem." in answer, answer


def test_a_place_named_by_its_first_words_with_one_misspelt_is_found(qtbot: QtBot, tmp_path: Path) -> None:
    """"move Twilight Sparkle to Emergancy Dress" was "no place on this board" while P1's
    Problem was Emergency Dress Order: "Emergancy" alone, "Emergency Dress" and "Emergancy Dress
    Order" were each read, but a run of the name's words with one word misspelt was not. It is
    read as the name it is close to, and says so; two words misspelt still name no place."""
    window = open_table(qtbot, rules={})
    document = board_document(tokens=3)
    document["cards"][3]["card"] = "PR170"  # Emergency Dress Order, P1's Problem
    open_board(window, tmp_path / "board.json", document)
    box = window.why_panel
    answer = ask(qtbot, box, "move Twilight Sparkle to Emergancy Dress")
    assert "to Problem Emergency Dress Order (Player 2's)" in answer, answer
    assert "'Emergancy Dress' read as Emergency Dress Order" in answer, answer
    ask(qtbot, box, "move Twilight Sparkle to Emergancy Dres")
    assert "is no place on this board" in box.answer_label.text()


def test_an_answer_reads_whole_at_1600_by_1000_without_scrolling(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1600×1000 the answer to "play Starlight Glimmer" (a color requirement, the rule's
    words and what of the card the engine leaves out: eight lines) had to be scrolled: the Why
    pane kept its first third of the column beside the log. It now grows into the rule pane
    above, which keeps its heading and two lines of a rule."""
    window = open_table(qtbot, size=(1600, 1000))
    board = tmp_path / "board.json"
    document = board_document(tokens=6)
    document["cards"].append({"iid": 7, "card": "DE37", "owner": 0, "zone": "hand"})
    board.write_text(json.dumps(document), encoding="utf-8")
    assert window.open_board_file(board)
    box = window.why_panel
    qtbot.keyClicks(box.question_edit, "play Starlight Glimmer")
    qtbot.keyClick(box.question_edit, Qt.Key.Key_Return)
    answer = box.answer_label.text()
    assert "205.1" in answer and "The rule says" in answer and "Experienced" in answer
    scroll = box.findChild(QScrollArea)
    qtbot.wait(50)  # (laid out at the pane's new height)
    assert scroll.verticalScrollBar().maximum() == 0, (scroll.viewport().height(), box.answer_label.height())
    # the rule pane keeps its heading and two lines
    rule = window.rule_panel
    assert rule.scroll.viewport().height() >= 2 * rule.fontMetrics().lineSpacing()
    assert rule.citation_label.isVisible() and rule.citation_label.height() > 0
    window.grab().save(str(tmp_path / "why-whole.png"))


def test_at_a_small_screen_the_why_pane_widens_into_the_log_to_show_its_answer_whole(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 1024×700 the Why pane is narrow and short, and the rule pane above it already at its
    least: a three-line refusal had to be scrolled to be read. The pane widens into the log
    beside it, which keeps room for its columns' headings, until the answer reads whole (or
    needs not: the rule pane showing no rule keeps one line of its hint, not two)."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board_document()), encoding="utf-8")
    assert window.open_board_file(path)
    qtbot.wait(50)
    panel = window.why_panel
    before = panel.width()
    log_before = window.log_view.width()
    qtbot.keyClicks(panel.question_edit, "play Comet Tail")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert "Comet Tail" in panel.answer_label.text()
    scroll = panel.findChild(QScrollArea)
    qtbot.wait(50)
    assert scroll.verticalScrollBar().maximum() == 0, (panel.height_wanted(), panel.height())
    assert panel.width() >= before and window.log_view.width() <= log_before
    model = window.log_view.model()
    headings = "  ".join(str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount()))
    assert window.log_view.width() >= window.log_view.fontMetrics().horizontalAdvance(headings)


def answer_lines(box: WhyPanel) -> int:
    """How many lines the answer takes at the pane's width (its wrapped lines, not its sentences)."""
    label = box.answer_label
    return label.heightForWidth(box.answer_scroll.maximumViewportSize().width()) // label.fontMetrics().lineSpacing()


def test_at_a_small_screen_a_long_answer_takes_height_from_the_table_until_the_position_changes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 1024×700 a long answer still had to be scrolled after the Why pane had widened into the
    log as far as it goes: the row of panes grew into the table above, which kept 40% of the
    height, its least. An answer that fits once the table is at its least height takes that
    much and no more; a 20-line one ("confront Runaway Cart": the requirement, the rule's words, what each
    character there gives) folds the table away, the status bar saying so, and reads whole. A
    move gives the table its height back."""
    window = open_table(qtbot, size=(1024, 700))  # (with the shipped rules text: the answer quotes it)
    document = board_document(tokens=6)
    document["cards"].append({"iid": 7, "card": "DE37", "owner": 0, "zone": "hand"})
    open_board(window, tmp_path / "board.json", document)
    qtbot.wait(50)
    rows = window.findChild(QSplitter, "rowSplitter")
    before = rows.sizes()
    least = rows.widget(0).minimumSizeHint().height()
    box = window.why_panel
    scroll = box.findChild(QScrollArea)
    assert "Rule 204.1" not in ask(qtbot, box, "play Holly Dash at home")  # (offered: a short answer)
    qtbot.wait(50)
    top, _bottom = rows.sizes()
    # (the table gives what the answer lacks, no more: the rule pane keeps its least, no blank room)
    assert least < top < before[0] and scroll.verticalScrollBar().maximum() == 0
    assert window.rule_panel.height() <= window.rule_panel.minimumSizeHint().height() + 2 * box.fontMetrics().lineSpacing()
    answer = ask(qtbot, box, "confront Runaway Cart")
    assert "611.3" in answer and "The rule says" in answer
    qtbot.wait(50)  # (laid out at the panes' new sizes)
    window.grab().save(str(tmp_path / "why-small.png"))
    assert scroll.verticalScrollBar().maximum() == 0, (box.height_wanted(), box.height())
    assert answer_lines(box) >= 20
    assert rows.sizes()[0] == 0  # (folded away whole: none of its panes is shown cut)
    assert window.statusBar().currentMessage().startswith("The table is folded away to give the answer room")
    # the log beside it keeps its heading and a long word of an entry on a line
    log = window.log_view
    assert log.columnWidth(3) >= log.horizontalHeader().sectionSizeHint(3)
    assert log.horizontalScrollBar().maximum() == 0  # (nothing cut on the right)
    # a move: the answer goes, and the table has its height back
    assert window.answer([window.table.pending().option_keys()[0]])
    assert box.answer_label.text() == box.HINT
    assert rows.sizes() == before
    assert not window.statusBar().currentMessage().startswith("The table is folded")


def test_a_shorter_answer_after_a_long_one_gives_the_table_back(qtbot: QtBot, tmp_path: Path) -> None:
    """A long answer folded the table away; the judge's next question, answered in a few lines,
    left it folded until a move. Each answer now takes the room it needs from where the window
    was before any answer."""
    window = open_table(qtbot, size=(1024, 700))
    open_board(window, tmp_path / "board.json", board_document(tokens=6))
    qtbot.wait(50)
    rows = window.findChild(QSplitter, "rowSplitter")
    box = window.why_panel
    assert "It is offered as option" in ask(qtbot, box, "move Twilight Sparkle to Runaway Cart")
    alone = rows.sizes()  # (the room this answer takes, asked first)
    ask(qtbot, box, "confront Runaway Cart")
    assert rows.sizes()[0] == 0
    assert "It is offered as option" in ask(qtbot, box, "move Twilight Sparkle to Runaway Cart")
    assert rows.sizes() == alone and alone[0] >= rows.widget(0).minimumSizeHint().height()
    assert not window.statusBar().currentMessage()


def test_the_log_a_long_answer_narrows_keeps_its_heading_and_its_words_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700 an answer longer than the row of panes ("score": every way points are scored,
    with the rules' words) narrowed the log to a few words a line: its heading read "at happer"
    and the entry's longer words were cut ("Experie…"). The log keeps its What happened heading
    whole, and with it room for a long word of an entry."""
    window = open_table(qtbot, size=(1024, 700))
    document = board_document(tokens=6)
    document["cards"].append({"iid": 7, "card": "DE37", "owner": 0, "zone": "hand"})
    open_board(window, tmp_path / "board.json", document)  # (its log: Starlight Glimmer's Experienced)
    qtbot.wait(50)
    log = window.log_view
    log_before = log.width()
    ask(qtbot, window.why_panel, "score")
    qtbot.wait(50)
    assert log.width() < log_before  # (the Why pane widened into it)
    last = log.model().columnCount() - 1
    assert log.columnWidth(last) >= log.horizontalHeader().sectionSizeHint(last)
    cell = log.visualRect(log.model().index(0, last)).width()
    for row in range(log.model().rowCount()):
        lines = log.text_delegate.lines(str(log.model().index(row, last).data()), log.fontMetrics(), cell, log)
        assert not any("…" in line for line in lines), lines


def test_at_a_small_screen_the_why_box_hint_reads_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700 the Why pane's hint ("Type an action the engine does not offer: ... for every
    question it reads.") had its last line cut beside a scroll bar, with or without a game on
    the table: the pane keeps the hint's height, the rule pane above giving the room."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    box = window.why_panel
    bar = box.answer_scroll.verticalScrollBar()
    qtbot.wait(50)
    assert box.answer_label.text() == box.HINT
    assert not bar.isVisible() and bar.maximum() == 0
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    qtbot.wait(50)
    assert not bar.isVisible() and bar.maximum() == 0
    rule = window.rule_panel
    assert rule.citation_label.isVisible() and rule.scroll.viewport().height() >= rule.fontMetrics().lineSpacing()


def test_a_pane_as_tall_as_its_answer_shows_no_scroll_bar(qtbot: QtBot) -> None:
    """Grown from a height where the answer scrolled to the height that holds it whole at the
    pane's width, the pane kept its scroll bar and a line to scroll: Qt measured the answer
    beside the bar, where it takes a line more."""
    box = WhyPanel(grammar="ask play CARD")
    qtbot.addWidget(box)
    box.resize(260, 120)
    box.show()
    qtbot.waitExposed(box)
    box.show_answer(["Read as: P0 plays Starlight Glimmer, Snowfall Frost #7 from P0's hand.", "Not offered:",
                     "- Rule 205.1: it requires 3 Purple power among P0's characters, who have 1 Purple.",
                     "- Note: the rules engine does not carry out this text of Starlight Glimmer."])
    qtbot.wait(20)
    bar = box.answer_scroll.verticalScrollBar()
    assert bar.isVisible()
    scroll = box.answer_scroll
    whole = box.answer_label.heightForWidth(scroll.maximumViewportSize().width())
    assert whole < box.answer_label.heightForWidth(scroll.viewport().width())  # (a line more beside the bar)
    box.resize(260, box.height() - scroll.viewport().height() + whole)
    qtbot.wait(20)
    assert not bar.isVisible() and bar.maximum() == 0, (box.height(), box.height_wanted())


def test_the_why_box_hint_shows_a_few_forms_whole_and_the_rest_are_reachable(qtbot: QtBot, tmp_path: Path) -> None:
    """The hint named every form in one line, cut off mid-word in a narrow box ("play CARD",
    "pl…): it shows the forms that fit, whole, with "…" for the rest; the tooltip and the
    answer to an empty question list every one."""
    window = open_table(qtbot, rules={})
    open_board(window, tmp_path / "board.json", board_document(tokens=3))
    box = window.why_panel
    edit = box.question_edit
    for width in (1024, 1600):
        window.resize(width, 700)
        qtbot.waitUntil(lambda: edit.placeholderText() != "")
        hint = edit.placeholderText()
        assert hint.startswith('"play CARD"') and hint.endswith(", …"), hint
        assert edit.fontMetrics().horizontalAdvance(hint) < edit.contentsRect().width(), (width, hint)
        assert '"score"' not in hint
    assert '"uncover TROUBLEMAKER"' in edit.toolTip() and '"score"' in edit.toolTip()
    answer = ask(qtbot, box, "")
    assert answer.startswith('Type the action you expected: ask "play CARD"') and '"score"' in answer, answer


def click_link(qtbot: QtBot, link: QLabel) -> None:
    """Click a right-aligned link label on its words, as a judge does."""
    words = link.fontMetrics().horizontalAdvance(link.text().split(">")[1].split("<")[0])
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton, pos=QPoint(link.width() - words // 2 - 2, link.height() // 2))


def test_an_answer_longer_than_the_row_of_panes_opens_whole_in_a_window_of_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At 1024×700 an answer longer than the whole row of panes ("score" on a board in play:
    every way points are scored, with the rules' words) still scrolled inside its box once the
    table had folded away. The pane's "Show whole answer" link opens it whole in a window of
    its own; a short answer, whole in the pane, has no link, and a move closes the window."""
    window = open_table(qtbot, size=(1024, 700))  # (with the shipped rules text: the answer quotes it)
    document = board_document(tokens=6)
    document["cards"].append({"iid": 7, "card": "DE37", "owner": 0, "zone": "hand"})
    open_board(window, tmp_path / "board.json", document)
    qtbot.wait(50)
    box = window.why_panel
    answer = ask(qtbot, box, "why can't I score")
    assert "Rule 611.4" in answer and "Rule 514.5c" in answer
    qtbot.wait(50)
    assert box.answer_scroll.verticalScrollBar().maximum() > 0  # (cut in the pane, the table folded away)
    assert box.whole_link.isVisible()
    click_link(qtbot, box.whole_link)
    dialog = box.whole_link.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.text() == answer and "why can't I score" in dialog.heading_label.text()
    qtbot.wait(50)
    assert dialog.scroll.verticalScrollBar().maximum() == 0, (dialog.size(), dialog.text_label.height())
    dialog.grab().save(str(tmp_path / "whole-answer.png"))
    # a short answer reads whole in the pane: no link
    dialog.close()
    assert "It is offered as option" in ask(qtbot, box, "move Twilight Sparkle to Runaway Cart")
    qtbot.wait(50)
    assert box.answer_scroll.verticalScrollBar().maximum() == 0 and not box.whole_link.isVisible()
    # the window goes with the answer it shows once the position changes
    ask(qtbot, box, "score")
    box.whole_link.show_whole()
    qtbot.waitExposed(box.whole_link.dialog)
    assert window.answer([window.table.pending().option_keys()[0]])
    assert not box.whole_link.dialog.isVisible() and not box.whole_link.isVisible()


def test_a_rule_cut_by_its_pane_at_a_small_screen_opens_whole(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700 the rule pane keeps two lines of the cited rule's text, beside a scroll bar
    too short to show its handle: a judge could not read the rule. A "Show whole rule" link
    beside its heading opens the rule whole in a window of its own, which follows the log entry
    selected while it is open."""
    window = open_table(qtbot, size=(1024, 700))
    open_board(window, tmp_path / "board.json", board_document(tokens=6))
    assert window.step() and window.step()  # (the log: turn begins, readies, gains tokens, cannot draw)
    log = window.log_view
    model = log.model()
    rules = [str(model.index(row, 2).data()) for row in range(model.rowCount())]
    log.selectRow(rules.index("410.4"))
    rule = window.rule_panel
    qtbot.wait(50)
    text = rule.text_label.text()
    assert text.startswith("To draw a card is to put the topmost unflipped card")
    assert rule.scroll.verticalScrollBar().maximum() > 0  # (cut)
    assert rule.whole_link.isVisible()
    click_link(qtbot, rule.whole_link)
    dialog = rule.whole_link.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.text() == text and "Rule 410.4" in dialog.heading_label.text()
    qtbot.wait(50)
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    log.selectRow(rules.index("603.1"))  # another entry: the open window follows it
    assert "Rule 603.1" in dialog.heading_label.text() and dialog.text() == rule.text_label.text()
    log.clearSelection()  # no entry selected: the window has nothing to show
    assert not dialog.isVisible() and not rule.whole_link.isVisible()
    # a pane tall enough for the rule offers no link
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: rule.scroll.verticalScrollBar().maximum() == 0)
    assert not rule.whole_link.isVisible()


def test_a_new_game_or_board_clears_the_question_and_its_answer(qtbot: QtBot, tmp_path: Path) -> None:
    """The question named the cards of the game it was asked of: a new game dealt, or a board
    opened, leaves the box empty with its hint, not a question about cards no longer there."""
    window = open_table(qtbot, rules={}, size=(1024, 700))
    board = tmp_path / "board.json"
    open_board(window, board, board_document(tokens=3))
    box = window.why_panel
    assert "Rule 204.1" in ask(qtbot, box, "play Holly Dash at home")
    click_sample_game(qtbot, window)
    assert box.question_edit.text() == ""
    assert box.answer_label.text() == box.HINT
    # a question it could not read, then a board opened: gone as well
    assert ask(qtbot, box, "dance with Holly Dash").startswith("Can't read")
    assert window.open_board_file(board)
    assert box.question_edit.text() == ""
    assert box.answer_label.text() == box.HINT
    assert not box.whole_link.isVisible()


def test_the_why_box_answers_at_a_battledome_and_a_spellcasters_table(qtbot: QtBot) -> None:
    """The box reads each game's own questions and answers with that game's rules: the
    Battledome's numbered rules, the Spellcasters draft's "SC" paragraphs."""
    window = open_table(qtbot, system_id="battledome")
    click_sample_game(qtbot, window)
    answer = ask(qtbot, window.why_panel, "why can't my Neopet attack?")
    assert "No option attacks:" in answer and "Rule 5.5.4a:" in answer
    assert "The rule says: \"The attack step of the Battle Phase begins" in answer
    assert ask(qtbot, window.why_panel, "dance").startswith("Can't read 'dance': ask \"play CARD\", "
                                                             "\"attach CODESTONE\"")
    window = open_table(qtbot, system_id="spellcasters")
    click_sample_game(qtbot, window)
    answer = ask(qtbot, window.why_panel, "why can't I end my turn")
    assert "Read as: Player 1 ends their turn." in answer and "Rule SC 5.2: Player 1 is answering" in answer
