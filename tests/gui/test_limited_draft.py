"""An 8-player Booster Draft driven through the window, from the pods to the champion.

The organizer picks the Premiere block's draft, seats one pod of 8, pairs
round 1 inside it, generates practice pools and types one player's pool by
hand; every player registers a deck built from their pool (one with a card
from outside it, which the check refuses, citing the Limited Play rule);
three Swiss rounds and a top 4 follow, every result typed on the result
line, and the seating, pool sheet and limited deck-list form are printed.
"""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.mlp.cards.database import load_card_database
from tests.limited_decks import deck_text, draw_cards, first_cards
from tourney.gui.limited_tab import PoolDialog
from tourney.gui.main_window import MainWindow
from tourney.services import events, players, pools
from tourney.services.rounds import MatchRow

from .conftest import TickClock, open_window, top_cut_in_window
from .test_event_flow import _pair_and_publish, _type

PLAYERS = 8
PREMIERE_MANE = "Twilight Sparkle, Gala Greeter"  # CN5, provided for the Premiere block
PREMIERE_PROBLEM = "Cloudbursting"  # PR168, provided for the Premiere block


def _no_errors(window: MainWindow) -> None:
    boxes = [b.text() for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert not boxes, boxes


def _winner(match: MatchRow) -> str:
    assert match.player_a_number is not None and match.player_b_number is not None
    return "a" if int(match.player_a_number) < int(match.player_b_number) else "b"


def _pdf_text(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_an_eight_player_draft_from_pods_to_champion(qtbot: QtBot, tmp_path: Path) -> None:
    from tourney.db.database import open_memory_database

    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Everfree Draft", start_date=date(2026, 6, 6),
                                    format="booster-draft", rng_seed=99, swiss_rounds=3)
        for i in range(1, PLAYERS + 1):
            players.register_player(s, event.id, f"Drafter {i}", player_number=str(i))
    window = open_window(qtbot, db, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window.open_event(event.id)
    page = window.event_page
    tab = page.limited_tab
    assert page.tabs.isTabVisible(page.tabs.indexOf(tab))
    page.show_tab(tab)

    # -- the product: the Premiere block's recommended draft ------------------
    tab.block_combo.setCurrentIndex(tab.block_combo.findData("premiere"))
    assert not tab.packs_edit.isVisible()
    qtbot.mouseClick(tab.product_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    assert "1 pack Absolute Discord, 1 pack The Crystal Games" in tab.product_label.text()
    assert "pack 1: Absolute Discord (pass left)" in tab.product_label.text()
    assert "pack 2: The Crystal Games (pass right)" in tab.product_label.text()

    # -- one pod of 8, round 1 inside it -----------------------------------------
    qtbot.mouseClick(tab.seat_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    seats = tab.seat_model.rows()
    assert len(seats) == PLAYERS and {s.pod for s in seats} == {1}
    assert sorted(s.seat for s in seats) == list(range(1, 9))
    by_seat = {s.seat: s for s in seats}
    assert by_seat[1].left_name == by_seat[2].player_name and by_seat[1].right_name == by_seat[8].player_name
    assert "1 pod (pod 1: 8)" in tab.pods_label.text()
    tab.round1_check.setChecked(True)
    _no_errors(window)
    tab.grab().save(str(tmp_path / "limited-tab.png"))

    # -- pools: generated for practice, one typed by hand -------------------------
    qtbot.mouseClick(tab.generate_button, Qt.MouseButton.LeftButton)
    _no_errors(window)
    lines = tab.pool_model.rows()
    assert [x.pool_words for x in lines] == ["48 cards"] * PLAYERS
    drafter1 = next(x for x in lines if x.player_name == "Drafter 1")
    with db.reading() as s:
        generated = pools.get_pool(s, drafter1.registration_id)
    assert generated is not None
    typed = "\n".join(f"{c.qty} {c.code}" for c in generated.cards) + "\nExtras:\nKevin, Fitting In\n"
    tab.select_player(drafter1.registration_id)
    dialog = tab.open_pool_dialog()
    assert isinstance(dialog, PoolDialog)
    dialog.editor.setPlainText(typed)
    assert dialog.submit()
    _no_errors(window)
    drafter1 = next(x for x in tab.pool_model.rows() if x.player_name == "Drafter 1")
    assert drafter1.pool_words == "48 cards + 1 extra"

    # -- deck lists: each built from the player's own pool ------------------------
    lists_tab = page.deck_lists_tab
    page.show_tab(lists_tab)
    for line in tab.pool_model.rows():
        with db.reading() as s:
            pool = pools.get_pool(s, line.registration_id)
        assert pool is not None
        draw = first_cards(draw_cards(pool.cards), 30)
        if line.player_name == "Drafter 1":
            draw = [*first_cards(draw_cards(pool.cards), 29), ("Kevin, Fitting In", 1)]
        text = deck_text(draw, mane=PREMIERE_MANE, problems=((PREMIERE_PROBLEM, 5),))
        path = tmp_path / f"{line.player_number}.txt"
        path.write_text(text, encoding="utf-8")
        assert lists_tab.register_file(line.registration_id, path)
        _no_errors(window)
        assert "Status: legal" in lists_tab.details.toPlainText(), lists_tab.details.toPlainText()
    # a deck with a card from nobody's pool: refused, citing the rule
    cheat = next(x for x in tab.pool_model.rows() if x.player_name == "Drafter 2")
    with db.reading() as s:
        pool2 = pools.get_pool(s, cheat.registration_id)
    assert pool2 is not None
    stranger = load_card_database().by_code("EO92").full_name  # an Odyssey card: no Premiere pack has it
    outsider = [*first_cards(draw_cards(pool2.cards), 30), (stranger, 1)]
    bad = tmp_path / "cheat.txt"
    bad.write_text(deck_text(outsider, mane=PREMIERE_MANE, problems=((PREMIERE_PROBLEM, 5),)), encoding="utf-8")
    assert lists_tab.register_file(cheat.registration_id, bad)
    details = lists_tab.details.toPlainText()
    assert "Status: invalid" in details and "[Limited Play: Booster Draft Format]" in details
    assert stranger in details
    fixed = tmp_path / "fixed.txt"
    fixed.write_text(deck_text(first_cards(draw_cards(pool2.cards), 31), mane=PREMIERE_MANE,
                               problems=((PREMIERE_PROBLEM, 5),)), encoding="utf-8")
    assert lists_tab.register_file(cheat.registration_id, fixed)
    assert "Status: legal" in lists_tab.details.toPlainText()
    page.show_tab(tab)
    assert [x.deck_status for x in tab.pool_model.rows()] == ["legal"] * PLAYERS

    # -- three Swiss rounds; round 1 inside the pod --------------------------------
    rounds_tab = page.rounds_tab
    page.show_tab(rounds_tab)
    for number in range(1, 4):
        _pair_and_publish(qtbot, window)
        matches = [m for m in rounds_tab.model.rows() if not m.is_bye]
        assert rounds_tab.current_round().number == number and len(matches) == PLAYERS // 2
        for match in matches:
            _type(qtbot, window, f"{match.table_number} {_winner(match)}")
            _no_errors(window)
    # the seating and pairing round are locked once the event started
    page.show_tab(tab)
    assert not tab.seat_button.isEnabled() and not tab.round1_check.isEnabled()
    assert tab.register_button.isEnabled()  # a late entrant's pool is still taken

    # -- top 4 to the champion -------------------------------------------------------
    page.show_tab(rounds_tab)
    top_cut_in_window(qtbot, rounds_tab, 4)
    _no_errors(window)
    for _ in range(2):
        qtbot.mouseClick(rounds_tab.elimination_button, Qt.MouseButton.LeftButton)
        _no_errors(window)
        qtbot.mouseClick(rounds_tab.publish_button, Qt.MouseButton.LeftButton)
        for match in [m for m in rounds_tab.model.rows() if not m.is_bye]:
            _type(qtbot, window, f"{match.table_number} {_winner(match)}")
            _no_errors(window)
    qtbot.mouseClick(rounds_tab.elimination_button, Qt.MouseButton.LeftButton)
    assert "Champion: Drafter 1" in rounds_tab.status_label.text()
    # once finished no pool is taken: Register pool… is greyed out, saying why (it opened
    # the pool editor and refused only when the pool was typed in)
    page.show_tab(tab)
    assert not tab.register_button.isEnabled()
    assert tab.register_button.toolTip() == "The event is finished: its pools stay as registered."

    # -- the limited prints ---------------------------------------------------------
    printer = tab.printer
    printer.open_after_saving = False
    expected = {
        "pods.pdf": ("pods", None, "pass LEFT"),
        "pool.pdf": ("pool-sheet", drafter1.registration_id, "Kevin, Fitting In"),
        "form.pdf": ("decklist-form", drafter1.registration_id, "at least 30 cards, no maximum"),
    }
    for file_name, (kind, player, needle) in expected.items():
        printer.print_to(event.id, kind, tmp_path / file_name, player=player)
        assert window.context.tasks.wait()
        _no_errors(window)
        assert needle in _pdf_text(tmp_path / file_name), kind
    assert "Drafter 1" in _pdf_text(tmp_path / "pods.pdf")
