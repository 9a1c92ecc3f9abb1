"""A Tier 2 event's day in the window: 40 players from the first pairing to the printed final standings.

The field and its deck lists are set up through the services (as an import
would); every action a scorekeeper takes during the day goes through the
window: a drop while the player is paired (the open match is conceded, so
the next round pairs), a late entry after round 1 is published, a deck
check that finds a difference, the same infraction twice to one player (the
second Game Warning becomes a Game Loss), every result typed in the result
line, the suggested number of Swiss rounds, the top cut played to a
champion, and the standings PDF printed from the Print menu, whose final
placings (1, 2, 3–4, 5–8, then Swiss order) are read back.

Two players share the name "Daniel Kim": the Rounds tab tells them apart by
their player numbers.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tourney.db.database import Database, open_memory_database
from tourney.gui.deck_checks_tab import RecordDeckCheckDialog
from tourney.gui.dialogs import PlayerDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.penalties_tab import PenaltyDialog
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.gui.table_models import ROW_ROLE
from tourney.policy.swiss import suggested_swiss_rounds
from tourney.services import decklists, events, players, staff
from tourney.services.rounds import MatchRow

from .conftest import TickClock, open_boxes, open_window, top_cut_in_window
from .test_event_flow import _no_errors, _pair_and_publish, _type, _winner_letter

PLAYERS = 40
TWIN = "Daniel Kim"
TWIN_NUMBERS = ("1021", "1036")
DROPPER = "Player 1007"
LATE = "Lena Late"
LATE_NUMBER = "1050"
SLOW = "Player 1040"
CHECKED_CARD = "Big Top, Silly Pony"
CUT = 8


def _name(number: int) -> str:
    return TWIN if str(number) in TWIN_NUMBERS else f"Player {number}"


def _set_up() -> tuple[Database, int]:
    """The event, 40 players with their deck lists and two judges, as an import would leave them."""
    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Regional", start_date=date(2026, 6, 6),
                                    venue="Town Hall", tier=2, rng_seed=19)
        for number in range(1001, 1001 + PLAYERS):
            row = players.register_player(s, event.id, _name(number), player_number=str(number))
            decklists.register_deck_list(s, event.id, row.registration_id, SAMPLE_DECK)
        staff.assign_staff(s, event.id, role="head_judge", name="Hana Head")
        staff.assign_staff(s, event.id, role="floor_judge", name="Finn Floor")
    return db, event.id


def _rows(window: MainWindow) -> list[MatchRow]:
    return list(window.event_page.rounds_tab.model.rows())


def _row_of(window: MainWindow, match_id: int) -> MatchRow:
    model = window.event_page.rounds_tab.model
    index = model.row_of_match(match_id)
    assert index is not None
    return model.rows()[index]


def _table_of(window: MainWindow, name: str) -> MatchRow:
    return next(m for m in _rows(window) if not m.is_bye and name in (m.player_a_name, m.player_b_name))


def _click_player(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Click the player's row in the Players tab, as the scorekeeper would."""
    view = window.event_page.players_tab.view
    proxy = view.model()
    index = next(proxy.index(r, 0) for r in range(proxy.rowCount())
                 if proxy.index(r, 0).data(ROW_ROLE).name == name)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    assert [row.name for row in window.event_page.players_tab.selected_players()] == [name]


def _drop_in_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """Players tab → Drop on a player paired in the published round: the match is conceded."""
    page = window.event_page
    open_match = _table_of(window, DROPPER)
    assert open_match.result is None
    page.show_tab(page.players_tab)
    _click_player(qtbot, window, DROPPER)
    qtbot.mouseClick(page.players_tab.drop_button, Qt.MouseButton.LeftButton)
    [asked] = open_boxes(window)  # the open match is named before it is conceded
    assert asked.text() == f"Drop {DROPPER}?" and "is conceded to" in asked.informativeText()
    qtbot.mouseClick(next(b for b in asked.buttons() if b.text() == "Drop"), Qt.MouseButton.LeftButton)
    _no_errors(window)
    page.show_tab(page.rounds_tab)
    conceded = _row_of(window, open_match.id)
    opponent_wins = "b" if conceded.player_a_name == DROPPER else "a"
    assert conceded.result == opponent_wins, "the drop left the match open"
    assert conceded.result_source == "drop"
    assert "conced" in window.statusBar().currentMessage()


def _late_entry_in_the_window(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Add player after round 1 is published: the entry is late, from round 2, with a deck list."""
    page = window.event_page
    tab = page.players_tab
    page.show_tab(tab)
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    add = tab.dialog
    assert isinstance(add, PlayerDialog)
    qtbot.keyClicks(add.name_edit, LATE)
    qtbot.keyClicks(add.number_edit, LATE_NUMBER)
    qtbot.mouseClick(add.ok_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    late = next(r for r in tab.model.rows() if r.name == LATE)
    assert late.late_entry_round == 2 and late.status == "late entry (round 2)"
    deck_file = tmp_path / "late.txt"
    deck_file.write_text(SAMPLE_DECK, encoding="utf-8")
    assert page.deck_lists_tab.register_file(late.registration_id, deck_file)
    page.show_tab(page.rounds_tab)


def _deck_check_with_a_difference(qtbot: QtBot, window: MainWindow, table: int) -> str:
    """Deck checks tab → Check this table → Record… with a card missing: a penalty is proposed."""
    page = window.event_page
    checks = page.deck_checks_tab
    page.show_tab(checks)
    checks.table_spin.setValue(table)
    qtbot.mouseClick(checks.check_table_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    picked = [r for r in checks.model.rows() if r.table_number == table and r.ended_at is None]
    assert len(picked) == 2
    check = picked[0]
    checks.select_check(check.id)
    qtbot.mouseClick(checks.record_button, Qt.MouseButton.LeftButton)
    record = checks.dialog
    assert isinstance(record, RecordDeckCheckDialog)
    record.differences_edit.setPlainText(f"-1 {CHECKED_CARD}")
    qtbot.mouseClick(record.ok_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    recorded = next(r for r in checks.model.rows() if r.id == check.id)
    assert recorded.ended_at is not None
    assert recorded.proposed_infraction is not None
    assert recorded.proposed_penalty == "game_loss", recorded.proposed_penalty
    checks.select_check(check.id)
    assert checks.penalty_button.isEnabled()
    qtbot.mouseClick(checks.penalty_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    issued = next(r for r in checks.model.rows() if r.id == check.id)
    assert issued.penalty_id is not None
    page.show_tab(page.rounds_tab)
    decided = _table_of(window, check.player_name)
    assert decided.result_source == "penalty"
    assert decided.result == ("b" if decided.player_a_name == check.player_name else "a")
    return check.player_name


def _slow_play(qtbot: QtBot, window: MainWindow, *, escalated: bool) -> None:
    """The penalty assistant: slow play to the same player; the second warning is escalated."""
    page = window.event_page
    issue = page.penalties_tab.issue_penalty()
    assert isinstance(issue, PenaltyDialog)
    issue.player_combo.setCurrentIndex(issue.player_combo.findText(f"{SLOW} (1040)"))
    assert issue.player_combo.currentIndex() >= 0
    issue.select_infraction("slow_play")
    issue.judge_combo.setCurrentIndex(issue.judge_combo.findText("Finn Floor", Qt.MatchFlag.MatchStartsWith))
    text = issue.decision_label.text()
    assert "Game Warning" in text
    assert ("Escalation" in text and "Game Loss" in text) == escalated, text
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    _no_errors(window)


def _type_results(qtbot: QtBot, window: MainWindow) -> None:
    """Every open table's result typed in the result line (the lower player number wins)."""
    for match in [m for m in _rows(window) if not m.is_bye]:
        if _row_of(window, match.id).result is not None:  # a concession or a Game Loss decided it
            continue
        _type(qtbot, window, f"{match.table_number} {_winner_letter(match)}")
        _no_errors(window)
        assert _row_of(window, match.id).result is not None, window.event_page.rounds_tab.refusal_label.text()


def _placings_from_pdf(path: Path) -> list[tuple[str, str]]:
    """(place, player) per row of the standings PDF, in printed order."""
    text = "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert lines[0] == "Final standings", lines[:3]
    placings: list[tuple[str, str]] = []
    for i, line in enumerate(lines):
        # a row: the place ("1", "3–4", "9"), the Swiss rank, then "Name (number)"
        if (
            re.fullmatch(r"\d+(–\d+)?", line)
            and i + 2 < len(lines)
            and re.fullmatch(r"\d+", lines[i + 1])
            and (m := re.fullmatch(r"(.+) \((\d{4})\)", lines[i + 2]))
        ):
            placings.append((line, f"{m.group(1)} ({m.group(2)})"))
    return placings


def test_a_tier2_event_day_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    db, event_id = _set_up()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, db, settings)
    window.open_event(event_id)
    page = window.event_page
    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    swiss_rounds = suggested_swiss_rounds(PLAYERS + 1)  # the late entrant plays too
    checked_player = ""

    for number in range(1, swiss_rounds + 1):
        _pair_and_publish(qtbot, window)
        assert rounds_tab.current_round().number == number
        if number == 1:
            # the two Daniel Kims are told apart by their numbers on the Rounds tab
            shown = {rounds_tab.model.data(rounds_tab.model.index(r, c))
                     for r in range(rounds_tab.model.rowCount()) for c in (1, 2)}
            for twin in TWIN_NUMBERS:
                assert any(s.startswith(f"{TWIN} ({twin})") for s in shown), sorted(shown)
            assert not any(s.startswith(f"{TWIN} (0)") for s in shown)
            _late_entry_in_the_window(qtbot, window, tmp_path)
        if number == 2:
            assert any(LATE in (m.player_a_name, m.player_b_name) for m in _rows(window))
            _drop_in_the_window(qtbot, window)
        if number == 3:
            table = next(m.table_number for m in _rows(window)
                         if not m.is_bye and SLOW not in (m.player_a_name, m.player_b_name))
            assert table is not None
            checked_player = _deck_check_with_a_difference(qtbot, window, table)
        if number in (4, 5):
            _slow_play(qtbot, window, escalated=number == 5)
            if number == 5:
                decided = _table_of(window, SLOW)
                assert decided.result_source == "penalty"
                assert decided.result == ("b" if decided.player_a_name == SLOW else "a")
        _type_results(qtbot, window)
        assert rounds_tab.missing_label.text().startswith("All ")
        assert rounds_tab.current_round().results.missing == 0
        if number > 2:
            assert all(DROPPER not in (m.player_a_name, m.player_b_name) for m in _rows(window))
    assert checked_player

    # the penalties: the deck check's, and slow play twice, the second one escalated
    labels = [(p.player_name, p.penalty_label) for p in page.penalties_tab.model.rows()]
    assert (SLOW, "Game Warning") in labels and (SLOW, "Game Loss") in labels, labels
    assert (checked_player, "Game Loss") in labels, labels

    # the Swiss standings before the cut: the late entry's missed round counts as a loss
    standings_tab = page.standings_tab
    page.show_tab(standings_tab)
    standings_tab.refresh()
    swiss = sorted(standings_tab.model.rows(), key=lambda r: r.rank)
    assert len(swiss) == PLAYERS + 1
    label = {r.registration_id: f"{r.name} ({r.player_number})" for r in page.players_tab.model.rows()}
    by_name = {label[r.player_id]: r for r in swiss}
    late = by_name[f"{LATE} ({LATE_NUMBER})"]
    assert late.missed_rounds == 1 and late.late_entry_round == 2
    assert late.wins + late.byes + late.losses == swiss_rounds, late.record
    assert late.match_points == 3 * (late.wins + late.byes) + 1 * late.losses
    assert by_name[f"{DROPPER} (1007)"].dropped_after_round == 2
    swiss_order = [r.player_id for r in swiss]
    page.show_tab(rounds_tab)

    # -- the top cut, played to a champion (the lower player number wins every match) --------
    top_cut_in_window(qtbot, rounds_tab, CUT)
    _no_errors(window)
    assert rounds_tab.status_label.text().startswith(f"Top {CUT} (")
    knocked_out: list[list[int]] = []  # per elimination round, the players it knocked out
    winner = 0
    while True:
        qtbot.mouseClick(rounds_tab.elimination_button, Qt.MouseButton.LeftButton)
        _no_errors(window)
        if "Champion:" in rounds_tab.status_label.text():
            break
        assert rounds_tab.current_round().kind == "elimination"
        qtbot.mouseClick(rounds_tab.publish_button, Qt.MouseButton.LeftButton)
        _no_errors(window)
        matches = [m for m in _rows(window) if not m.is_bye]
        _type_results(qtbot, window)
        knocked_out.append([])
        for m in matches:
            assert m.player_b_id is not None
            a_wins = _winner_letter(m) == "a"
            knocked_out[-1].append(m.player_b_id if a_wins else m.player_a_id)
            winner = m.player_a_id if a_wins else m.player_b_id
    assert [len(r) for r in knocked_out] == [4, 2, 1]
    assert set(swiss_order[:CUT]) == {winner, *(p for r in knocked_out for p in r)}
    champion = label[winner].split(" (")[0]  # the number only beside a shared name
    assert champion != TWIN and f"Champion: {champion}." in rounds_tab.status_label.text()

    # -- the standings PDF from the Print menu, read back -----------------------------------
    page.printer.open_after_saving = False
    actions = {action.text(): action for action in page.print_menu.actions()}
    actions["&Standings…"].trigger()
    dialog = page.printer.file_dialog
    assert dialog is not None
    target = tmp_path / "standings.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    assert window.context.tasks.wait()
    _no_errors(window)

    def in_swiss_order(ids: list[int]) -> list[str]:
        return [label[p] for p in sorted(ids, key=swiss_order.index)]

    cut_ids = set(swiss_order[:CUT])
    expected = (
        [("1", label[winner]), ("2", label[knocked_out[2][0]])]
        + [("3–4", name) for name in in_swiss_order(knocked_out[1])]
        + [("5–8", name) for name in in_swiss_order(knocked_out[0])]
        + [(str(place), label[p]) for place, p in
           enumerate((p for p in swiss_order if p not in cut_ids), start=CUT + 1)]
    )
    assert _placings_from_pdf(target) == expected
    window.close()
    db.close()
