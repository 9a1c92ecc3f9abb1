"""A whole event driven through the window offscreen, from New event to the champion.

Create the event, register 16 players and the staff, register a deck list
by dropping nothing but a file path, pair and publish four Swiss rounds,
type every result on the keyboard, escalate a second Game Warning to a
Game Loss, run a deck check, cut to the top 4, play it out and print every
report. The standings on screen are checked against match points and
opponents' match-win percentages worked out here by hand.
"""

from __future__ import annotations

import io
from collections import defaultdict
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.db.database import open_memory_database
from tourney.gui.deck_checks_tab import RecordDeckCheckDialog
from tourney.gui.dialogs import EventDialog, PlayerDialog, StaffDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.penalties_tab import PenaltyDialog
from tourney.gui.sample_deck import SAMPLE_DECK as PINKIE
from tourney.gui.staff_tab import StaffTab
from tourney.services.rounds import MatchRow

from .conftest import TickClock, open_window, top_cut_in_window

PLAYERS = 16


def _visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


def _no_errors(window: MainWindow) -> None:
    boxes = _visible_boxes(window)
    assert not boxes, [b.text() for b in boxes]


def _winner_letter(match: MatchRow) -> str:
    """The lower player number wins (so every result is known in advance)."""
    assert match.player_a_number is not None and match.player_b_number is not None
    return "a" if int(match.player_a_number) < int(match.player_b_number) else "b"


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    tab = window.event_page.rounds_tab
    tab.result_edit.clear()
    qtbot.keyClicks(tab.result_edit, text)
    qtbot.keyClick(tab.result_edit, Qt.Key.Key_Return)


def _pair_and_publish(qtbot: QtBot, window: MainWindow) -> None:
    tab = window.event_page.rounds_tab
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    _no_errors(window)
    assert tab.current_round().state == "draft"
    assert tab.warnings_label.text().startswith("• Draft")
    activate(qtbot, window)
    tab.view.setFocus()
    qtbot.keyClick(tab.view, Qt.Key.Key_U,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    _no_errors(window)
    assert tab.current_round().state == "published"


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Make the window active, so its keyboard shortcuts reach it (as for a user at the desk)."""
    if not window.isActiveWindow():
        with qtbot.waitActive(window, timeout=3000):
            window.activateWindow()
            window.windowHandle().requestActivate()


def _pdf_text(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_a_whole_event_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, db, settings)
    page = window.event_page

    # -- create the event --------------------------------------------------
    qtbot.mouseClick(window.event_list.new_button, Qt.MouseButton.LeftButton)
    dialog = window.event_list.dialog
    assert isinstance(dialog, EventDialog)
    qtbot.keyClicks(dialog.name_edit, "Canterlot Cup")
    dialog.tier_combo.setCurrentIndex(dialog.tier_combo.findData(2))
    assert "Deck lists: required" in dialog.tier_label.text()
    dialog.rounds_spin.setValue(4)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page
    assert "Tier 2" in page.details_label.text()

    # -- 16 players through the Add player dialog ----------------------------
    players_tab = page.players_tab
    for i in range(1, PLAYERS + 1):
        qtbot.mouseClick(players_tab.add_button, Qt.MouseButton.LeftButton)
        add = players_tab.dialog
        assert isinstance(add, PlayerDialog)
        qtbot.keyClicks(add.name_edit, f"Pony {i:02d}")
        qtbot.keyClicks(add.number_edit, str(i))
        qtbot.mouseClick(add.ok_button, Qt.MouseButton.LeftButton)
    assert players_tab.model.rowCount() == PLAYERS

    # -- a head judge and a floor judge ----------------------------------------
    staff_tab = page.tab_of(StaffTab)
    for name, role in (("Hana Head", "head_judge"), ("Finn Floor", "floor_judge")):
        staff_dialog = staff_tab.add_staff()
        assert isinstance(staff_dialog, StaffDialog)
        qtbot.keyClicks(staff_dialog.name_edit, name)
        staff_dialog.role_combo.setCurrentIndex(staff_dialog.role_combo.findData(role))
        qtbot.mouseClick(staff_dialog.ok_button, Qt.MouseButton.LeftButton)
    assert staff_tab.model.rowCount() == 2

    # -- Pony 01 registers a deck list from a file -------------------------------
    deck_file = tmp_path / "pinkie.txt"
    deck_file.write_text(PINKIE, encoding="utf-8")
    lists_tab = page.deck_lists_tab
    page.show_tab(lists_tab)
    pony01 = next(r.player.registration_id for r in lists_tab.model.rows() if r.player.name == "Pony 01")
    assert lists_tab.register_file(pony01, deck_file)
    assert "Status: legal" in lists_tab.details.toPlainText()
    model = players_tab.model
    deck_column = [model.headerData(c, Qt.Orientation.Horizontal)
                   for c in range(model.columnCount())].index("Deck list")
    statuses = {model.row_at(r).name: model.data(model.index(r, deck_column))
                for r in range(model.rowCount())}
    assert statuses["Pony 01"] == "legal" and statuses["Pony 02"] == ""

    # -- four Swiss rounds ------------------------------------------------------
    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    played: list[MatchRow] = []
    for number in range(1, 5):
        _pair_and_publish(qtbot, window)
        assert rounds_tab.current_round().number == number
        matches = [m for m in rounds_tab.model.rows() if not m.is_bye]
        assert len(matches) == PLAYERS // 2
        assert rounds_tab.missing_label.text() == f"0 of {PLAYERS // 2} results, {PLAYERS // 2} missing."
        open_row = rounds_tab.model.rows().index(matches[0])
        assert rounds_tab.model.data(rounds_tab.model.index(open_row, 0),
                                     Qt.ItemDataRole.BackgroundRole) is not None

        if number == 2:
            # a deck check of Pony 01's table: recorded as matching, 5 minutes away
            checks_tab = page.deck_checks_tab
            table = next(m.table_number for m in matches if "Pony 01" in (m.player_a_name, m.player_b_name))
            assert checks_tab.check_table(table)
            mine = next(r for r in checks_tab.model.rows() if r.player_name == "Pony 01")
            checks_tab.select_check(mine.id)
            record = checks_tab.record_selected()
            assert isinstance(record, RecordDeckCheckDialog)
            record.took_spin.setValue(5 * 60)
            qtbot.mouseClick(record.ok_button, Qt.MouseButton.LeftButton)
            _no_errors(window)
            recorded = next(r for r in checks_tab.model.rows() if r.id == mine.id)
            assert recorded.duration_seconds == 300 and recorded.ended_at is not None
            clock = page.open_clock()
            assert clock is not None
            assert any(m.table_number == table and m.extension_seconds == 300
                       for m in clock.view_data.matches)
            clock.close()

        penalty_loser: str | None = None
        if number in (3, 4):
            # Pony 16 plays slowly in rounds 3 and 4: the second Game Warning becomes a Game Loss
            penalties_tab = page.penalties_tab
            issue = penalties_tab.issue_penalty()
            assert isinstance(issue, PenaltyDialog)
            issue.player_combo.setCurrentIndex(issue.player_combo.findText("Pony 16 (16)"))
            issue.select_infraction("slow_play")
            issue.judge_combo.setCurrentIndex(1)  # the floor judge
            text = issue.decision_label.text()
            assert "Game Warning" in text
            if number == 4:
                assert "Escalation" in text and "Game Loss" in text
            qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
            _no_errors(window)
            if number == 4:
                penalty_loser = "Pony 16"

        for match in [m for m in rounds_tab.model.rows() if not m.is_bye]:
            current = rounds_tab.model.rows()[rounds_tab.model.row_of_match(match.id)]
            if current.result is not None:  # the Game Loss decided this match already
                assert penalty_loser in (current.player_a_name, current.player_b_name)
                assert current.result_source == "penalty"
                played.append(current)
                continue
            _type(qtbot, window, f"{match.table_number} {_winner_letter(match)}")
            _no_errors(window)
            played.append(rounds_tab.model.rows()[rounds_tab.model.row_of_match(match.id)])
        assert rounds_tab.missing_label.text() == f"All {PLAYERS // 2} results in."
        assert rounds_tab.current_round().state == "complete"

    # a past result can be corrected (and is put back)
    rounds_tab.round_combo.setCurrentIndex(0)
    first = next(m for m in rounds_tab.model.rows() if not m.is_bye)
    rounds_tab.select_match(first.id)
    correct = rounds_tab.correct_selected()
    assert correct is not None
    qtbot.keyClicks(correct.result_edit, "d")
    qtbot.keyClicks(correct.reason_edit, "slip misread")
    qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
    assert rounds_tab.model.rows()[rounds_tab.model.row_of_match(first.id)].result == "draw"
    for box in _visible_boxes(window):  # "Rounds 2, 3, 4 were paired on the old result"
        box.close()
    rounds_tab.select_match(first.id)
    correct = rounds_tab.correct_selected()
    assert correct is not None
    qtbot.keyClicks(correct.result_edit, _winner_letter(first))
    qtbot.keyClicks(correct.reason_edit, "back to the slip")
    qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
    assert [b.text()[:9] for b in _visible_boxes(window)] == ["Rounds 2,"]
    for box in _visible_boxes(window):
        box.close()
    assert rounds_tab.model.rows()[rounds_tab.model.row_of_match(first.id)].result == first.result

    # -- standings against a hand computation ----------------------------------
    wins: dict[str, int] = defaultdict(int)
    opponents: dict[str, list[str]] = defaultdict(list)
    for m in played:
        assert m.player_b_name is not None and m.result in ("a", "b")
        winner = m.player_a_name if m.result == "a" else m.player_b_name
        wins[winner] += 1
        opponents[m.player_a_name].append(m.player_b_name)
        opponents[m.player_b_name].append(m.player_a_name)
    standings_tab = page.standings_tab
    page.show_tab(standings_tab)
    rows = {r.name: r for r in standings_tab.model.rows()}
    assert len(rows) == PLAYERS
    # My Little Pony scoring: a win 3 match points, a loss 1 (four rounds, no draws left)
    points = {name: 3 * wins[name] + 1 * (4 - wins[name]) for name in rows}
    for name, row in rows.items():
        assert row.match_points == points[name], name
        omw = sum(max(points[o] / 12, 1 / 3) for o in opponents[name]) / len(opponents[name])
        assert abs(row.tiebreakers[1].value - omw) < 1e-9, name
    ranked = [r.name for r in sorted(standings_tab.model.rows(), key=lambda r: r.rank)]
    assert ranked[0] == "Pony 01" and rows["Pony 01"].match_points == 12
    standings_tab.select_player(rows["Pony 02"].player_id)
    assert "average of 4 opponents" in standings_tab.explanation.toPlainText()

    # -- penalties: the second warning was escalated and decided a match -------------
    penalty_rows = page.penalties_tab.model.rows()
    assert [p.penalty_label for p in penalty_rows] == ["Game Warning", "Game Loss"]
    assert penalty_rows[1].escalation_reason and "second Game Warning" in penalty_rows[1].escalation_reason

    # -- top 4 and the elimination rounds --------------------------------------
    page.show_tab(rounds_tab)
    top_cut_in_window(qtbot, rounds_tab, 4)
    _no_errors(window)
    assert rounds_tab.status_label.text().startswith("Top 4 (") and "1. Pony 01" in rounds_tab.status_label.text()
    for _ in range(2):
        qtbot.mouseClick(rounds_tab.elimination_button, Qt.MouseButton.LeftButton)
        _no_errors(window)
        assert rounds_tab.current_round().kind == "elimination"
        qtbot.mouseClick(rounds_tab.publish_button, Qt.MouseButton.LeftButton)
        for match in [m for m in rounds_tab.model.rows() if not m.is_bye]:
            _type(qtbot, window, f"{match.table_number} {_winner_letter(match)}")
            _no_errors(window)
    qtbot.mouseClick(rounds_tab.elimination_button, Qt.MouseButton.LeftButton)
    assert "Champion: Pony 01" in rounds_tab.status_label.text()
    standings_tab.refresh()
    assert standings_tab.bracket.bracket is not None
    assert standings_tab.bracket.bracket.champion == "Pony 01"
    assert len(standings_tab.bracket.bracket.rounds) == 2

    # -- every report, saved through the window's printer ---------------------
    printer = page.printer
    printer.open_after_saving = False
    event_id = page.event_id
    assert event_id is not None
    expected = {
        "pairings-name.pdf": ("pairings", "name", None, "Final (round 6)"),
        "pairings-table.pdf": ("pairings", "table", 4, "Round 4"),
        "standings.pdf": ("standings", "name", None, "Pony 01"),
        "slips.pdf": ("slips", "name", 3, "Pony 05"),
        "deckcheck.pdf": ("deckcheck", "name", None, "Pinkie Pie"),
        "decklist.pdf": ("decklist-form", "name", None, "Canterlot Cup"),
        "penalties.pdf": ("penalties", "time", None, "Slow play"),
    }
    for file_name, (kind, by, number, needle) in expected.items():
        player = pony01 if kind == "deckcheck" else None
        printer.print_to(event_id, kind, tmp_path / file_name, by=by, round_number=number,
                         player=player)
        assert window.context.tasks.wait()
        _no_errors(window)
        text = _pdf_text(tmp_path / file_name)
        assert "Canterlot Cup" in text and needle in text, file_name
    assert printer.last_saved == tmp_path / "penalties.pdf"
    window.close()
    db.close()
