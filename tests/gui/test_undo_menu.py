"""Edit → Undo / Redo in the window: the items say what they take back, Ctrl+Z and Ctrl+Shift+Z work."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tourney.gui.main_window import MainWindow
from tourney.services import matches, results, rounds

from .conftest import SampleEvent, open_event_window, open_window
from .test_event_flow import activate


def _paired(sample: SampleEvent) -> list[rounds.MatchRow]:
    with sample.db.transaction() as s:
        draft = rounds.pair_round(s, sample.event_id)
    with sample.db.transaction() as s:
        rounds.publish_round(s, draft.round.id)
    return sorted((m for m in draft.matches if not m.is_bye), key=lambda m: m.table_number or 0)


def _result(sample: SampleEvent, match_id: int) -> str | None:
    with sample.db.transaction() as s:
        return matches.get_match(s, match_id).result


def _press(qtbot: QtBot, window: MainWindow, *, shift: bool = False) -> None:
    activate(qtbot, window)
    window.event_page.players_tab.view.setFocus()
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.event_page.players_tab.view, Qt.Key.Key_Z, modifiers)


def test_the_edit_menu_names_what_it_undoes_and_the_keys_undo_and_redo(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    matches = _paired(sample)
    with sample.db.transaction() as s:
        results.enter_result(s, matches[0].id, "a")
    window = open_window(qtbot, sample.db, settings)
    menu = window.undo_menu
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Edit", "E&vent", "&Tools", "&Help"]
    assert not menu.undo_action.isEnabled()  # the event list: no event to undo in

    window.open_event(sample.event_id)
    text = menu.undo_action.text()
    assert text.startswith("&Undo result of ")
    assert f" at table {matches[0].table_number} of round 1 (test station, " in text
    assert menu.undo_action.isEnabled() and not menu.redo_action.isEnabled()

    _press(qtbot, window)
    assert _result(sample, matches[0].id) is None
    assert window.statusBar().currentMessage().startswith(
        "Undid the " + text.removeprefix("&Undo ").partition(" (test station")[0] + " (test station, ")
    assert menu.redo_action.text() == "&Redo" + text.removeprefix("&Undo")
    assert menu.undo_action.text().startswith("&Undo publishing of round 1 (test station, ")

    _press(qtbot, window, shift=True)
    assert _result(sample, matches[0].id) == "a"
    assert menu.undo_action.text() == text and not menu.redo_action.isEnabled()

    window.show_event_list()
    assert not menu.undo_action.isEnabled() and menu.undo_action.text() == "&Undo"


def test_a_refused_undo_shows_what_depends_on_it(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings
) -> None:
    matches = _paired(sample)
    for match in matches:
        with sample.db.transaction() as s:
            results.enter_result(s, match.id, "a")
    with sample.db.transaction() as s:
        rounds.pair_round(s, sample.event_id)
    window = open_event_window(qtbot, sample, settings)
    window.undo_menu.undo_action.trigger()
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    assert "round 2 was paired after this result" in boxes[0].text()
    assert "discard that draft or correct the result instead" in boxes[0].text()
    assert _result(sample, matches[-1].id) == "a"
