"""Issue 19, defect 7: what people read names tables, rounds and players, never ids or codes.

A played event's every screen (each tab, each round, the History, the round
clock and the end-of-match assistant) is read for row ids, stored codes,
Python's None, dicts and engine keys; the refusals a scorekeeper meets name
the table; the History says what happened in sentences; the match table
says places and answers in words.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel, QTableView
from pytestqt.qtbot import QtBot

from tests.gui.conftest import (
    SampleEvent,
    make_event,
    open_event_window,
    open_table,
    play_round,
)
from tests.gui.eventful import eventful_event
from tests.gui.screen_texts import offences, widget_texts
from tests.gui.test_match_table import board_document
from tourney.errors import ValidationError
from tourney.gui.history_tab import HistoryTab
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import (
    clock,
    concessions,
    deck_checks,
    decklists,
    end_of_match,
    events,
    penalties,
    results,
    rounds,
    topcut,
)


@pytest.fixture
def played() -> SampleEvent:
    built = eventful_event()
    yield built  # type: ignore[misc]
    built.db.close()


def test_every_screen_of_a_played_event_is_free_of_ids_and_codes(
    qtbot: QtBot, played: SampleEvent, settings: QSettings
) -> None:
    window = open_event_window(qtbot, played, settings)
    page = window.event_page
    found: list[tuple[str, str, str]] = []

    def read(where: str) -> None:
        QApplication.processEvents()
        found.extend((where, what, text) for what, text in offences(widget_texts(window)))

    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        tab_name = page.tabs.tabText(index)
        read(tab_name)
        view = getattr(page.tabs.currentWidget(), "view", None)
        if isinstance(view, QTableView) and view.model().rowCount():
            view.selectRow(0)  # a selected row fills the tab's details pane
            read(f"{tab_name}, first row selected")
        if page.tabs.currentWidget() is page.rounds_tab:
            for shown in range(page.rounds_tab.round_combo.count()):
                page.rounds_tab.round_combo.setCurrentIndex(shown)
                read(f"{tab_name}, {page.rounds_tab.round_combo.currentText()}")
    assert found == []
    page.rounds_tab.round_combo.setCurrentIndex(0)
    clock_window = page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    clock_window.extended_only = False
    clock_window.tick()
    found.extend(("Round clock", what, text) for what, text in offences(widget_texts(clock_window)))
    assistant = clock_window.end_of_match()
    assistant.table_spin.setValue(1)
    found.extend(("End of match", what, text) for what, text in offences(widget_texts(assistant)))
    assistant.reject()
    clock_window.close()
    assert found == []

    # the rows that used to read "end_of_match", "result None → a" and "champion None → 2"
    page.show_tab(page.rounds_tab)
    sources = {page.rounds_tab.model.index(r, 4).data() for r in range(page.rounds_tab.model.rowCount())}
    assert "end of match" in sources
    tab = page.tab_of(HistoryTab)
    page.show_tab(tab)
    details = [row.details for row in tab.model.rows()]
    assert any(d.startswith("The event is finished; champion: Player ") for d in details)
    assert any(d.startswith("Table 4 of round 1, end of match: game 1 recorded; Player ") for d in details)


def test_history_says_what_happened_in_sentences(played: SampleEvent) -> None:
    from tourney.services import history  # the History's sentences (new in issue 19)

    with played.db.reading() as session:
        rows = history.history(session, played.event_id)
        first = rounds.list_rounds(session, played.event_id)[0]
        table_2 = next(m for m in rounds.round_pairings(session, first.id).matches if m.table_number == 2)
    a, b = table_2.player_a_name, table_2.player_b_name
    by_action: dict[str, list[history.HistoryRow]] = {}
    for row in rows:
        by_action.setdefault(row.action, []).append(row)
    corrected = by_action["Result corrected"][0]
    assert corrected.details == (
        f"Table 2 of round 1 corrected: {a} won against {b} → {b} won against {a} "
        "(reason: slip was filled in wrongly)"
    )
    issued = by_action["Penalty"][0]
    # the judge who issued it is the "who", the operator stays in the row for the tooltip
    assert issued.who == "Finn Floor" and issued.operator == "tester"
    assert issued.details.startswith("Game Loss for Player ") and "at table 1 of round 1" in issued.details
    assert by_action["Extra time"][0].details == "Table 2 of round 1: 3 minutes extra time (judge call)"
    assert by_action["Player dropped"][0].details.endswith("dropped after round 2")
    assert by_action["Top cut"][0].details.startswith("Cut to the top 4: 1. Player ")
    assert by_action["Time called"][0].details == "Round 1: time called"
    assert by_action["Round paired"][2].details.endswith("3 tables, a bye for Player 04")
    assert all(not offences([r.action, r.details, r.who]) for r in rows), [
        r.details for r in rows if offences([r.details])
    ]


def test_refusals_name_the_table_and_round(sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        clock.start_clock(s, data.round.id)
        match = next(m for m in data.matches if not m.is_bye)
        decklists.register_deck_list(s, sample.event_id, match.player_a_id, SAMPLE_DECK)
    where = f"table {match.table_number} of round 1"
    refusals = []
    for attempt in (
        lambda s: end_of_match.run_end_of_match(s, match.id, first_player="a", turn_player="a",
                                                points_a=1, points_b=0),
        lambda s: deck_checks.check_match(s, match.id) and deck_checks.check_match(s, match.id),
    ):
        with pytest.raises(ValidationError) as refused, sample.db.transaction() as s:
            attempt(s)
        refusals.append(str(refused.value))
    assert refusals[0] == (
        f"time has not been called at {where}: the end-of-match procedure starts when it is"
    )
    assert refusals[1] == f"{where} is already selected for a deck check this round"
    assert all(f"match {match.id}" not in text for text in refusals)


def test_a_bye_is_named_with_its_player(qtbot: QtBot) -> None:
    odd = make_event(7)
    with odd.db.transaction() as s:
        data = rounds.pair_round(s, odd.event_id)
        rounds.publish_round(s, data.round.id)
        clock.start_clock(s, data.round.id)
        bye = next(m for m in data.matches if m.is_bye)
    for attempt in (
        lambda s: clock.extend_match(s, bye.id, 60, reason="judge call"),
        lambda s: concessions.concede(s, bye.id, bye.player_a_id),
        lambda s: deck_checks.check_match(s, bye.id),
    ):
        with pytest.raises(ValidationError) as refused, odd.db.transaction() as s:
            attempt(s)
        assert str(refused.value).startswith(f"the bye of round 1 ({bye.player_a_name}) is a bye")
    odd.db.close()


def test_a_game_loss_says_where_it_was_lost(sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        match = next(m for m in data.matches if not m.is_bye)
        row = penalties.issue_penalty(s, sample.event_id, match.player_a_id,
                                      infraction_code="drawing_extra_cards",
                                      issued_by_person_id=sample.floor_judge)
    assert row.effect == f"lost game 1 at table {match.table_number} of round 1"


def test_the_match_table_speaks_of_places_and_answers_in_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    board = tmp_path / "board.json"
    board.write_text(json.dumps(board_document()), encoding="utf-8")
    table = open_table(qtbot, rules={})
    assert table.open_board_file(board)
    panel = table.decision_panel
    labels = [panel.model.label(r) for r in range(panel.model.rowCount())]
    assert "Pay 2 to move Twilight Sparkle, Faithful Student #1 to Problem " in " ".join(labels)
    assert not offences(labels)
    key = "move|1|problem:1"
    assert key in panel.option_keys()  # the engine still gets its key
    assert table.answer([key])
    said = table.statusBar().currentMessage()
    assert said.startswith("Answered: Pay 2 to move Twilight Sparkle, Faithful Student #1 to Problem ")
    assert "(Player 2's)" in said and not offences([said])
    assert table.step()
    assert not offences([table.statusBar().currentMessage()])
    assert not offences(row.text for row in table.log_model.rows())


def test_the_event_page_names_its_format_and_status_in_words(qtbot: QtBot, settings: QSettings) -> None:
    """A draft event's header, settings and printed header read "Booster Draft" and the
    status in words, never the stored "booster-draft" or "swiss"."""
    sample = make_event(8)
    with sample.db.transaction() as s:
        events.edit_event(s, sample.event_id, format="booster-draft")
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    page.tabs.setCurrentIndex(0)
    QApplication.processEvents()
    summary = page.findChild(QLabel, "eventSummary").text()
    assert "My Little Pony CCG, Booster Draft" in summary
    assert "<td>Swiss rounds</td>" in summary and "<td>swiss</td>" not in summary
    texts = list(widget_texts(window))
    assert not [t for t in texts if "Booster-Draft" in t or "booster-draft" in t]
    sample.db.close()


def test_counts_are_said_in_words_for_one_and_for_many(qtbot: QtBot, settings: QSettings) -> None:
    """"1 penalty", "1 table", "1 player": never "1 penalties" beside a number."""
    sample = make_event(n_players=2)
    with sample.db.transaction() as s:
        rounds.pair_round(s, sample.event_id)  # a draft of one table
        penalties.issue_penalty(s, sample.event_id, sample.players[0], infraction_code="slow_play",
                                issued_by_person_id=sample.floor_judge)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    page.show_tab(page.penalties_tab)
    assert page.penalties_tab.summary.text() == "1 penalty: 1 Game Warning"
    page.show_tab(page.rounds_tab)
    assert page.rounds_tab.missing_label.text() == "1 table (draft)"
    with sample.db.transaction() as s:
        for registration_id in sample.players:
            penalties.issue_penalty(s, sample.event_id, registration_id, infraction_code="drawing_extra_cards",
                                    issued_by_person_id=sample.floor_judge)
    page.penalties_tab.refresh()
    assert page.penalties_tab.summary.text() == "3 penalties: 1 Game Warning, 2 Game Losses"
    sample.db.close()
    alone = make_event(n_players=1)
    lone = open_event_window(qtbot, alone, settings)
    lone.event_page.show_tab(lone.event_page.players_tab)
    assert lone.event_page.players_tab.count_label.text() == "1 player, 1 active"
    alone.db.close()


def test_a_draft_counts_its_tables_and_bye_as_the_printed_pairings_do(
    qtbot: QtBot, settings: QSettings
) -> None:
    """13 players: 6 tables and a bye (the bye has no table), not "7 tables"."""
    sample = make_event(n_players=13)
    with sample.db.transaction() as s:
        rounds.pair_round(s, sample.event_id)
    window = open_event_window(qtbot, sample, settings)
    page = window.event_page
    page.show_tab(page.rounds_tab)
    assert page.rounds_tab.missing_label.text() == "6 tables and a bye (draft)"
    # Pair again on the published round counts them the same way.
    assert page.rounds_tab.publish()
    page.rounds_tab.pair_again()
    box = page.rounds_tab.confirm_box
    assert box is not None
    assert box.text().startswith("Round 1 is published: its 6 tables and a bye may")
    box.close()
    sample.db.close()


def test_round_picker_and_rounds_tab_count_results_alike_the_bye_apart(
    qtbot: QtBot, settings: QSettings
) -> None:
    """13 players with two results typed: both read "2 of 6 results, 4 missing, and a bye".

    The picker once counted the bye as a result ("2/7 results") beside "5 results missing".
    """
    sample = make_event(n_players=13)
    with sample.db.transaction() as s:
        rounds.pair_round(s, sample.event_id)
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    assert tab.round_combo.currentText() == "Round 1 — draft, 6 tables and a bye"
    assert tab.publish()
    for typed in ("1 a", "2 b"):
        tab.result_edit.setText(typed)
        assert tab.enter_typed_result()
    counted = "2 of 6 results, 4 missing, and a bye"
    assert tab.round_combo.currentText() == f"Round 1 — published, {counted}"
    assert tab.missing_label.text() == f"{counted}."
    tab.refresh()  # read again from the database, counted there by the same rule
    assert tab.round_combo.currentText() == f"Round 1 — published, {counted}"
    for table in range(3, 7):
        tab.result_edit.setText(f"{table} a")
        assert tab.enter_typed_result()
    assert tab.missing_label.text() == "All 6 results in, and a bye."
    assert tab.round_combo.currentText() == "Round 1 — complete, all 6 results in, and a bye"
    sample.db.close()


def test_the_final_says_its_one_result_and_its_button_declares_the_champion(
    qtbot: QtBot, settings: QSettings
) -> None:
    """A final is a round of one table: "The result is in.", not "All 1 result in."; once it is
    in, the button that ends the event says it declares the champion."""
    sample = make_event(4, swiss_rounds=1)
    play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        semis = topcut.pair_next_elimination_round(s, sample.event_id)
        assert semis is not None
        rounds.publish_round(s, semis.round.id)
        for match in semis.matches:
            results.enter_result(s, match.id, "a")
    window = open_event_window(qtbot, sample, settings)
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    assert tab.missing_label.text() == "All 2 results in."
    assert tab.elimination_button.text() == "Pair el&imination round"
    assert tab.pair_elimination_round() and tab.publish()
    assert tab.elimination_button.text() == "Pair el&imination round"  # the final is still on
    # not "0 of 1 result, 1 missing"
    assert tab.missing_label.text() == "No result yet."
    assert tab.round_combo.currentText().endswith("published, no result yet")
    final = next(m for m in tab.model.rows() if not m.is_bye)
    tab.result_edit.setText(f"{final.table_number} a")
    assert tab.enter_typed_result()
    assert tab.missing_label.text() == "The result is in."
    assert tab.round_combo.currentText().endswith("complete, the result is in")
    assert tab.elimination_button.text() == "Declare the champ&ion"
    assert tab.elimination_button.toolTip() == "Finish the event with the final's winner as champion"
    assert tab.pair_elimination_round()
    assert "Champion:" in tab.status_label.text()
    assert not tab.elimination_button.isEnabled()
    # greyed out, it says what happened rather than an action it no longer does
    assert tab.elimination_button.text() == "Champion declared"
    assert tab.elimination_button.toolTip() == "The event is finished."
    sample.db.close()
