"""Deck lists and deck checks in the window, as a judge and a scorekeeper use them at a Tier 2 event."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.mlp.api import default_library
from engine.mlp.state import gaps
from tourney.cli import main
from tourney.errors import ValidationError
from tourney.gui.deck_checks_tab import RecordDeckCheckDialog
from tourney.gui.deck_list_approval import ApproveDeckListChangeDialog
from tourney.gui.deck_list_dialogs import DeckListPenaltyDialog, PasteDeckListDialog
from tourney.gui.deck_lists_tab import DeckListsTab
from tourney.gui.dialogs import StaffDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.sample_deck import SAMPLE_DECK as PINKIE
from tourney.gui.staff_tab import StaffTab
from tourney.services import audit, deck_checks, decklists, penalties, rounds, staff

from .conftest import SampleEvent, make_event, open_event_window, publish_next_round

TYPO = PINKIE.replace("Rubber Chicken", "Rubber Chiken")


@pytest.fixture
def tier2() -> Iterator[SampleEvent]:
    built = make_event(tier=2)
    yield built
    built.db.close()


@pytest.fixture
def window(qtbot: QtBot, tier2: SampleEvent, settings: QSettings) -> MainWindow:
    return open_event_window(qtbot, tier2, settings)


def _boxes(window: MainWindow) -> list[str]:
    """The text of every message box open in the window (refusals included)."""
    return [
        f"{b.text()} {b.informativeText()}".strip()
        for b in window.findChildren(QMessageBox) if b.isVisible()
    ]


def _close_boxes(window: MainWindow) -> None:
    for box in window.findChildren(QMessageBox):
        if box.isVisible():
            box.close()


def _deck_file(tmp_path: Path, text: str = PINKIE, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _misspelt_list_in_round_1(window: MainWindow, tier2: SampleEvent, player: int) -> DeckListsTab:
    """The player turned in a list with a misspelt card and round 1 is published: the event
    has started, so the list changes only with its penalty. The Deck lists tab, on the player."""
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, player, TYPO)
    publish_next_round(tier2)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(player)
    return tab


# -- defect 3: a Tier 2 deck-list change approved in the window ---------------------------


def test_a_tier_2_list_change_is_approved_by_a_head_judge_chosen_by_name(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    player = tier2.players[2]
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, player, TYPO)
        # a second head judge, so the choice is a real one
        second = staff.assign_staff(s, tier2.event_id, role="head_judge", name="Ava Arbiter",
                                    player_number="J9").person_id
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    assert not tab.register_file(player, _deck_file(tmp_path, name="fixed.txt"))
    assert _boxes(window) == []  # asked, not refused
    dialog = tab.registrar.dialog
    assert isinstance(dialog, ApproveDeckListChangeDialog) and dialog.isVisible()
    assert "needs the head judge's approval" in dialog.explanation.text()
    # only the event's head judges, by name (the floor judge cannot approve)
    choices = [dialog.head_judge_combo.itemText(i) for i in range(dialog.head_judge_combo.count())]
    assert choices == ["Ava Arbiter (J9)", "Hana Head"]
    dialog.head_judge_combo.setCurrentIndex(choices.index("Ava Arbiter (J9)"))
    qtbot.keyClicks(dialog.reason_edit, "Rubber Chicken spelt right")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    assert not dialog.isVisible()
    with tier2.db.transaction() as s:
        current = decklists.current_deck_list(s, player)
        assert current is not None
        assert (current.version, current.status, current.approved_by_person_id,
                current.change_reason) == (2, "legal", second, "Rubber Chicken spelt right")
    line = tab.selected()
    assert line is not None and line.deck is not None and line.deck.version == 2


def test_without_a_head_judge_the_window_says_how_to_add_one(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    sample = make_event(tier=2)
    with sample.db.transaction() as s:
        head = next(r for r in staff.list_staff(s, sample.event_id) if r.role == "head_judge")
        staff.remove_staff(s, head.assignment_id)
        decklists.register_deck_list(s, sample.event_id, sample.players[0], PINKIE)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.deck_lists_tab
    assert not tab.register_file(sample.players[0], _deck_file(tmp_path))
    [text] = _boxes(window)
    assert "no head judge" in text and "Staff tab" in text and "Head judge" in text
    assert tab.registrar.dialog is None
    sample.db.close()


# -- defect 6: deck lists and deck checks --------------------------------------------------


def test_a_list_penalty_once_issued_is_no_longer_proposed(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[0], TYPO)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(tier2.players[0])
    assert tab.penalty_button.isEnabled()
    # an MLP list's proposal cites the floor rule, and the hints name MLP's files
    assert "Proposed penalty: Game Warning (Floor Rules: Deck Lists)" in tab.details.toPlainText()
    assert "(.o8d, .txt or .csv)" in tab.import_button.toolTip()
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.head_judge))
    issue = tab.issue_proposed_penalty()
    assert issue is not None
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    assert not issue.isVisible()
    tab.select_player(tier2.players[0])
    assert not tab.penalty_button.isEnabled()
    assert "Penalty issued: Game Warning" in tab.details.toPlainText()
    assert "however many errors; Floor Rules: Deck Lists)" in tab.details.toPlainText()
    assert "Proposed penalty" not in tab.details.toPlainText()


def test_pick_at_random_only_where_someone_has_a_list(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    publish_next_round(tier2)
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    assert not tab.pick_random()
    [text] = _boxes(window)
    assert "has registered a deck list" in text and "Deck lists tab" in text
    _close_boxes(window)
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[4], PINKIE)
    window.context.data_changed.emit("decklists")
    assert tab.pick_random()
    assert [r.registration_id for r in tab.model.rows()] == [tier2.players[4]]


def _one_check(window: MainWindow, tier2: SampleEvent, deck: str = PINKIE) -> int:
    """Player 01's list registered and their table checked; the check's id."""
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[0], deck)
    round_id = publish_next_round(tier2)
    with tier2.db.transaction() as s:
        match = next(m for m in rounds.round_pairings(s, round_id).matches
                     if tier2.players[0] in (m.player_a_id, m.player_b_id))
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    assert tab.check_table(match.table_number)
    return _row_of(window, tier2.players[0]).id


def _row_of(window: MainWindow, registration_id: int) -> deck_checks.DeckCheckRow:
    rows = window.event_page.deck_checks_tab.model.rows()
    return next(r for r in rows if r.registration_id == registration_id)


def test_a_misspelt_card_is_answered_with_the_card_meant(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    check_id = _one_check(window, tier2)
    tab = window.event_page.deck_checks_tab
    tab.select_check(check_id)
    dialog = tab.record_selected()
    assert isinstance(dialog, RecordDeckCheckDialog)
    dialog.differences_edit.setPlainText("-1 Rubber Chiken")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == ["No such card 'Rubber Chiken' — did you mean Rubber Chicken?"]
    assert dialog.isVisible()  # what was typed stays, to be corrected
    _close_boxes(window)
    dialog.differences_edit.setPlainText("-1 Rubber Chicken")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    row = _row_of(window, tier2.players[0])
    assert row.findings is not None and row.findings["missing"][0]["name"] == "Rubber Chicken"


def test_a_deck_matching_an_incorrect_list_proposes_no_penalty(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    check_id = _one_check(window, tier2, deck=TYPO)  # the list itself is 'incorrect'
    tab = window.event_page.deck_checks_tab
    tab.select_check(check_id)
    dialog = tab.record_selected()
    assert isinstance(dialog, RecordDeckCheckDialog)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # nothing typed: it matched
    assert _boxes(window) == []
    row = _row_of(window, tier2.players[0])
    assert row.ended_at is not None and row.proposed_penalty is None
    index = tab.model.rows().index(row)
    assert tab.model.data(tab.model.index(index, 5)) == "matches the list"
    assert tab.model.data(tab.model.index(index, 6)) == ""
    tab.select_check(check_id)
    assert not tab.penalty_button.isEnabled()


def test_a_recorded_check_is_corrected_and_a_stale_pick_removed(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    # both players of the table have lists: two picks
    with tier2.db.transaction() as s:
        for player in tier2.players:
            decklists.register_deck_list(s, tier2.event_id, player, PINKIE)
    round_id = publish_next_round(tier2)
    with tier2.db.transaction() as s:
        table = rounds.round_pairings(s, round_id).matches[0].table_number
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    assert tab.check_table(table)
    first, second = sorted(tab.model.rows(), key=lambda r: r.id)
    # the judge chosen beside the buttons is noted on what they record
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.floor_judge))
    tab.select_check(first.id)
    assert not tab.correct_button.isEnabled() and tab.remove_button.isEnabled()
    record = tab.record_selected()
    assert isinstance(record, RecordDeckCheckDialog)
    assert record.judge_combo.currentData() == tier2.floor_judge
    record.differences_edit.setPlainText("-1 Rubber Chicken")
    record.took_spin.setValue(6 * 60)
    qtbot.mouseClick(record.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    recorded = next(r for r in tab.model.rows() if r.id == first.id)
    assert recorded.proposed_penalty == "game_loss" and recorded.judge_name == "Finn Floor"

    # corrected: the chicken was under the table all along, and the check took 4 minutes
    tab.select_check(first.id)
    assert tab.correct_button.isEnabled() and not tab.remove_button.isEnabled()
    correct = tab.correct_selected()
    assert isinstance(correct, RecordDeckCheckDialog) and correct.correcting
    assert correct.differences_edit.toPlainText() == "-1 Rubber Chicken"
    assert correct.took_spin.text() == "6:00"
    correct.differences_edit.setPlainText("")
    correct.took_spin.setValue(4 * 60)
    qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
    assert "Say why" in _boxes(window)[0]  # no reason, no correction
    _close_boxes(window)
    qtbot.keyClicks(correct.reason_edit, "card found under the table")
    qtbot.mouseClick(correct.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    fixed = next(r for r in tab.model.rows() if r.id == first.id)
    assert (fixed.proposed_penalty, fixed.duration_seconds) == (None, 240)
    with tier2.db.transaction() as s:
        entries = audit.list_entries(s, event_id=tier2.event_id, action_prefix="deckcheck.correct")
        assert [e.after["reason"] for e in entries] == ["card found under the table"]

    # the opponent's pick was never started: removed
    tab.select_check(second.id)
    assert tab.remove_selected()
    assert [r.id for r in tab.model.rows()] == [first.id]

    # the sheet names the judge and gets a file name of its own
    tab.select_check(first.id)
    tab.printer.open_after_saving = False
    save = tab.print_selected()
    assert save is not None
    suggested = Path(save.selectedFiles()[0]).name
    assert suggested == f"deckcheck-round-1-table-{table}-{fixed.player_name.casefold().replace(' ', '-')}" \
        f"-{fixed.player_number}.pdf"
    target = tmp_path / suggested
    save.selectFile(str(target))
    save.accept()
    assert window.context.tasks.wait()
    text = "\n".join(p.extract_text() for p in PdfReader(str(target)).pages)
    assert "Finn Floor" in text and "Hana Head" in text


def test_each_sheet_of_a_round_suggests_its_own_file_name(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    with tier2.db.transaction() as s:
        for player in tier2.players:
            decklists.register_deck_list(s, tier2.event_id, player, PINKIE)
    round_id = publish_next_round(tier2)
    with tier2.db.transaction() as s:
        deck_checks.pick_deck_checks(s, round_id, count=2)
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    tab.refresh()
    names = set()
    for row in tab.model.rows():
        tab.select_check(row.id)
        save = tab.print_selected()
        assert save is not None
        names.add(Path(save.selectedFiles()[0]).name)
        save.reject()
    assert len(tab.model.rows()) == 4 and len(names) == 4


def test_pairing_a_tier_2_round_names_the_players_without_a_list(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    with tier2.db.transaction() as s:
        for player in tier2.players[:6]:
            decklists.register_deck_list(s, tier2.event_id, player, PINKIE)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert _boxes(window) == []
    text = tab.warnings_label.text()
    assert tab.warnings_label.isVisible()
    assert ("Tier 2 requires deck lists; 2 players paired here have none: Player 07, Player 08"
            in text)
    # a list registered while the draft is reviewed shortens the reminder at once
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[6], PINKIE)
    window.context.data_changed.emit("decklists")
    assert "1 player paired here has none: Player 08" in tab.warnings_label.text()


def test_a_list_with_cards_the_engine_does_not_carry_out_says_so_and_stays_legal(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    lib = default_library()
    # a Friend of a main set (legal in the event's format) whose text is not all carried out
    main_sets = ("PR", "CN", "CG", "AD", "EO", "HM", "MT", "DE", "SB", "FF", "LL")
    gap = next((c for c in lib.cards() if c.type.value == "friend" and not c.is_token
                and c.set_code in main_sets and not gaps.carried_out(lib.spec(c.id))), None)
    if gap is None:
        pytest.skip("every Friend of the main sets is carried out")
    listed = PINKIE.replace("Friends (28)\n", f"Friends (29)\n1 {gap.full_name} ({gap.code})\n", 1)
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[1], listed)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(tier2.players[1])
    text = tab.details.toPlainText()
    assert "Status: legal" in text  # information only: the list is as legal as before
    assert "[Rules engine coverage] 1 card in this deck has text the rules engine does not carry out: " \
           f"{gap.full_name}" in text
    tab.grab().save(str(tmp_path / "deck-lists.png"))
    print(tmp_path)


def test_a_list_turned_in_again_after_the_start_is_refused_naming_its_version(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    """The refusal names the list by the version the tab shows, never by a stored number."""
    player = tier2.players[3]
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[0], PINKIE)
        decklists.register_deck_list(s, tier2.event_id, player, TYPO)
    publish_next_round(tier2)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    assert not tab.register_file(player, _deck_file(tmp_path, name="fixed.txt"))
    [text] = _boxes(window)
    _close_boxes(window)
    assert text.startswith("Player 04 already has a deck list (version 1): the event has started"), text
    assert "#" not in text


def test_a_judge_added_on_the_staff_tab_can_issue_a_list_penalty_and_record_a_check(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The Deck lists and Deck checks tabs offer a judge added after they were first shown."""
    sample = make_event(tier=2)
    with sample.db.transaction() as s:
        for row in staff.list_staff(s, sample.event_id):
            staff.remove_staff(s, row.assignment_id)
        decklists.register_deck_list(s, sample.event_id, sample.players[0], TYPO)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    lists_tab, checks_tab = page.deck_lists_tab, page.deck_checks_tab
    for tab in (lists_tab, checks_tab):
        page.show_tab(tab)
        assert tab.judge_combo.count() == 0
    staff_tab = page.tab_of(StaffTab)
    page.show_tab(staff_tab)
    dialog = staff_tab.add_staff()
    assert isinstance(dialog, StaffDialog)
    qtbot.keyClicks(dialog.name_edit, "Hana Head")
    dialog.role_combo.setCurrentIndex(dialog.role_combo.findData("head_judge"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    for tab in (lists_tab, checks_tab):
        page.show_tab(tab)
        assert [tab.judge_combo.itemText(i) for i in range(tab.judge_combo.count())] == [
            "Hana Head (head judge)"
        ]
    lists_tab.select_player(sample.players[0])
    issue = lists_tab.issue_proposed_penalty()
    assert issue is not None
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    assert not issue.isVisible()
    assert _boxes(window) == []
    sample.db.close()


def test_a_list_penalty_is_noted_by_the_list_s_version_and_a_second_refused_by_its_player(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """The Penalties tab's note and the refusal of a second penalty name the list as the Deck lists tab does."""
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[0], PINKIE)
        decklists.register_deck_list(s, tier2.event_id, tier2.players[1], TYPO)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(tier2.players[1])
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.head_judge))
    issue = tab.issue_proposed_penalty()
    assert issue is not None
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    assert not issue.isVisible()
    penalties_tab = window.event_page.penalties_tab
    window.event_page.show_tab(penalties_tab)
    [row] = penalties_tab.model.rows()
    assert row.description == "deck list version 1 (incorrect deck list)"
    with tier2.db.transaction() as s, pytest.raises(ValidationError) as refused:
        deck_id = decklists.current_deck_list(s, tier2.players[1]).id
        penalties.penalize_deck_list(s, deck_id, issued_by_person_id=tier2.head_judge)
    assert str(refused.value).startswith(
        f"Player 02's deck list (version 1) already has the {row.penalty_label} issued before round 1 by "
        f"{row.issued_by_name}: ")


def test_a_check_stays_selected_from_start_to_record_to_print(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """Start, Record and Print sheet follow one another on the same check without choosing it again."""
    with tier2.db.transaction() as s:
        for player in tier2.players:
            decklists.register_deck_list(s, tier2.event_id, player, PINKIE)
    round_id = publish_next_round(tier2)
    with tier2.db.transaction() as s:
        table = rounds.round_pairings(s, round_id).matches[0].table_number
    tab = window.event_page.deck_checks_tab
    window.event_page.show_tab(tab)
    assert tab.check_table(table)
    first = min(tab.model.rows(), key=lambda r: r.id)
    tab.select_check(first.id)
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    started = tab.selected()
    assert started is not None and started.id == first.id and started.started_at is not None
    assert tab.record_button.isEnabled()
    qtbot.mouseClick(tab.record_button, Qt.MouseButton.LeftButton)
    record = tab.dialog
    assert isinstance(record, RecordDeckCheckDialog)
    qtbot.mouseClick(record.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    recorded = tab.selected()
    assert recorded is not None and recorded.id == first.id and recorded.ended_at is not None
    assert tab.print_button.isEnabled() and tab.correct_button.isEnabled()


# -- after the start: the deck-list penalty carries the corrected list; a list pasted as text --


def test_after_the_start_the_list_penalty_records_the_pasted_corrected_list(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """'Deck Lists': after the start a list changes only with its deck-list penalty; the window
    issues both in one go, as `tourney penalty deck-list --corrected` does."""
    player = tier2.players[1]
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, tier2.players[0], PINKIE)
        decklists.register_deck_list(s, tier2.event_id, player, TYPO)
    publish_next_round(tier2)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(player)
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.floor_judge))
    dialog = tab.issue_proposed_penalty()
    assert isinstance(dialog, DeckListPenaltyDialog) and dialog.isVisible()
    assert "issues a Game Warning (Floor Rules: Deck Lists) for Player 02's deck list, version 1" in (
        dialog.explanation.text())
    # a correction the game cannot read refuses the penalty too: nothing is half recorded
    dialog.corrected_edit.setPlainText("Problems (10)")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    [refusal] = _boxes(window)
    _close_boxes(window)
    assert refusal == "The corrected list: no card lines found." and dialog.isVisible()
    with tier2.db.transaction() as s:
        assert penalties.list_penalties(s, tier2.event_id) == []
    dialog.corrected_edit.setPlainText(PINKIE)
    qtbot.keyClicks(dialog.description_edit, "Rubber Chicken misspelt")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not dialog.isVisible()
    with tier2.db.transaction() as s:
        [penalty] = penalties.list_penalties(s, tier2.event_id)
        current = decklists.current_deck_list(s, player)
        assert current is not None
        assert (current.version, current.status, current.approved_by_person_id, current.change_reason) == (
            2, "legal", tier2.floor_judge,
            f"corrected after the Game Warning issued at round 1 by {penalty.issued_by_name}")
    assert penalty.description == "deck list version 1 (incorrect deck list): Rubber Chicken misspelt"
    tab.select_player(player)
    assert "deck list, version 2" in tab.details.toPlainText()


def test_a_correction_still_wrong_names_its_penalty_and_proposes_none(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """'A deck list penalty should only be issued and corrected once per decklist': the corrected
    version is the same list, so the tab proposes no second penalty however wrong it still is."""
    player = tier2.players[1]
    tab = _misspelt_list_in_round_1(window, tier2, player)
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.floor_judge))
    dialog = tab.issue_proposed_penalty()
    assert dialog is not None
    dialog.corrected_edit.setPlainText(TYPO.replace("Rubber Chiken", "Rubber Chickn"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not dialog.isVisible()
    tab.select_player(player)
    details = tab.details.toPlainText()
    assert "deck list, version 2\nStatus: incorrect\n" in details
    assert ("Corrected under the Game Warning issued at round 1 by Finn Floor: no second deck-list "
            "penalty, however many errors remain (one per list; Floor Rules: Deck Lists)") in details
    assert "Proposed penalty" not in details and not tab.penalty_button.isEnabled()


def test_a_correction_still_wrong_is_corrected_again_under_the_same_penalty(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """The tab records the list once more under its one penalty, in one action, with no new penalty."""
    player = tier2.players[1]
    tab = _misspelt_list_in_round_1(window, tier2, player)
    assert not tab.correct_button.isEnabled()  # no penalty yet: the list changes with its penalty
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.floor_judge))
    issue = tab.issue_proposed_penalty()
    assert issue is not None
    issue.corrected_edit.setPlainText(TYPO.replace("Rubber Chiken", "Rubber Chickn"))
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    tab.select_player(player)
    assert tab.correct_button.isEnabled() and not tab.penalty_button.isEnabled()
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.head_judge))
    dialog = tab.correct_again()
    assert dialog is not None and dialog.windowTitle() == "Correct deck list again"
    assert dialog.explanation.text().startswith(
        "Hana Head (head judge) corrects Player 02's deck list, version 2, under the Game Warning issued at "
        "round 1 by Finn Floor: no new penalty")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # no list given: refused
    assert _boxes(window) == ["Give the corrected list: typed, pasted or from a file."] and dialog.isVisible()
    _close_boxes(window)
    dialog.corrected_edit.setPlainText(PINKIE)
    qtbot.keyClicks(dialog.description_edit, "Rubber Chicken misspelt twice")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not dialog.isVisible()
    with tier2.db.transaction() as s:
        [penalty] = penalties.list_penalties(s, tier2.event_id)
        current = decklists.current_deck_list(s, player)
        assert current is not None
        assert (current.version, current.status, current.approved_by_person_id, current.change_reason) == (
            3, "legal", tier2.head_judge,
            "corrected after the Game Warning issued at round 1 by Finn Floor: Rubber Chicken misspelt twice")
    assert penalty.penalty_label == "Game Warning"
    tab.select_player(player)
    assert "deck list, version 3\nStatus: legal\nCorrected under the Game Warning" in tab.details.toPlainText()


LATE = ("[Tier 2 Rules: Deck Lists] turned in late, after the event started: Tier 2 deck lists are "
        "due before the start; the head judge rules on it")


def test_a_late_list_stays_marked_late_through_each_correction(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """Tier 2 'Deck Lists': a list turned in after the start is marked late for the head judge;
    correcting it with its penalty, and again under that penalty, does not change when it was
    turned in, so every version the tab shows keeps the note first."""
    player = tier2.players[1]
    publish_next_round(tier2)
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, player, TYPO)
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(player)
    assert f"Proposed penalty: Game Warning (Floor Rules: Deck Lists)\n\n{LATE}\n" in tab.details.toPlainText()
    tab.judge_combo.setCurrentIndex(tab.judge_combo.findData(tier2.floor_judge))
    issue = tab.issue_proposed_penalty()
    assert issue is not None
    issue.corrected_edit.setPlainText(TYPO.replace("Rubber Chiken", "Rubber Chickn"))
    qtbot.mouseClick(issue.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not issue.isVisible()
    tab.select_player(player)
    details = tab.details.toPlainText()
    assert "deck list, version 2\nStatus: incorrect\n" in details
    assert details.split("\n\n", 1)[1].startswith(f"{LATE}\n") and "'Rubber Chickn'" in details
    again = tab.correct_again()
    assert again is not None
    again.corrected_edit.setPlainText(PINKIE)
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not again.isVisible()
    tab.select_player(player)
    details = tab.details.toPlainText()
    assert "deck list, version 3\nStatus: legal\n" in details and details.endswith(f"\n\n{LATE}")


def test_the_corrected_list_may_come_from_a_file_o8d_included(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    player = tier2.players[2]
    fixed = tmp_path / "fixed.o8d"
    assert main(["deck", "convert", str(_deck_file(tmp_path)), "--to", "o8d", "-o", str(fixed)]) == 0
    tab = _misspelt_list_in_round_1(window, tier2, player)
    dialog = tab.issue_proposed_penalty()
    assert dialog is not None
    chooser = dialog.choose_file()
    assert "*.o8d" in chooser.nameFilters()[0]
    chooser.selectFile(str(fixed))
    chooser.accept()
    # the file replaces the typed list until it is removed
    assert dialog.attached_label.text() == "Corrected list from fixed.o8d"
    assert not dialog.corrected_edit.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not dialog.isVisible()
    with tier2.db.transaction() as s:
        current = decklists.current_deck_list(s, player)
        assert current is not None and (current.version, current.status, current.source_format) == (
            2, "legal", "o8d")


def test_a_list_pasted_as_text_is_registered_as_a_file_would_be(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent, tmp_path: Path
) -> None:
    """The same parser and messages as a file; a change at Tier 2 asks the head judge's approval first."""
    player = tier2.players[4]
    tab = window.event_page.deck_lists_tab
    window.event_page.show_tab(tab)
    tab.select_player(player)
    assert tab.paste_button.isEnabled()
    dialog = tab.paste_list()
    assert isinstance(dialog, PasteDeckListDialog) and dialog.windowTitle() == "Deck list of Player 05"
    dialog.text_edit.setPlainText("\n")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    [refusal] = _boxes(window)
    _close_boxes(window)
    assert refusal == "The pasted list: no card lines found." and dialog.isVisible()  # the text stays
    # as a file's is, named once (it read "empty.txt: empty.txt: no card lines found")
    assert not tab.register_file(player, _deck_file(tmp_path, "\n", "empty.txt"))
    assert _boxes(window) == ["empty.txt: no card lines found."]
    _close_boxes(window)
    dialog.text_edit.setPlainText(TYPO)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not dialog.isVisible()
    line = tab.selected()
    assert line is not None and line.player.registration_id == player
    assert line.deck is not None and (line.deck.version, line.deck.status) == (1, "incorrect")
    assert "Rubber Chicken" in tab.details.toPlainText()
    # a change: the head judge approves the pasted list, then both dialogs are done
    again = tab.paste_list()
    assert again is not None
    again.text_edit.setPlainText(PINKIE)
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    approval = tab.registrar.dialog
    assert isinstance(approval, ApproveDeckListChangeDialog) and approval.isVisible() and again.isVisible()
    assert "Registering the pasted list replaces it" in approval.explanation.text()
    qtbot.mouseClick(approval.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == [] and not approval.isVisible() and not again.isVisible()
    with tier2.db.transaction() as s:
        current = decklists.current_deck_list(s, player)
        assert current is not None and (current.version, current.status, current.source_format) == (
            2, "legal", "text")


def test_a_card_named_without_its_subtitle_is_taken_when_it_names_one_card(
    qtbot: QtBot, window: MainWindow, tier2: SampleEvent
) -> None:
    """"+1 Holly Dash" at the check table: the one card of that title is counted, no box asks
    for the subtitle; a title several cards share lists them in the box."""
    check_id = _one_check(window, tier2)
    tab = window.event_page.deck_checks_tab
    tab.select_check(check_id)
    dialog = tab.record_selected()
    assert isinstance(dialog, RecordDeckCheckDialog)
    dialog.differences_edit.setPlainText("+1 Applejack")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    [said] = _boxes(window)
    assert said.startswith("'Applejack' names ") and "subtitle: " in said and "Apple Vendor" in said
    _close_boxes(window)
    dialog.differences_edit.setPlainText("+1 Holly Dash")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert _boxes(window) == []
    row = _row_of(window, tier2.players[0])
    assert row.findings is not None
    assert [card["name"] for card in row.findings["extra"]] == ["Holly Dash, Flighty Filly"]
