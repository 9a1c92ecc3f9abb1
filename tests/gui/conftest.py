"""Fixtures for the window tests: an in-memory database with an event run through the services."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from tourney.db.database import Database, open_memory_database
from tourney.gui.board_editor import BoardEditorDialog
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow
from tourney.gui.match_table import MatchTableWindow
from tourney.gui.rounds_tab import RoundsTab, TopCutDialog
from tourney.services import events, players, results, rounds, staff, topcut

Tab = TypeVar("Tab", bound=QWidget)


class TickClock:
    """A clock that moves one second per reading (timestamps known, order kept)."""

    def __init__(self) -> None:
        self.now = datetime(2026, 6, 6, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        current = self.now
        self.now += timedelta(seconds=1)
        return current


@dataclass
class SampleEvent:
    db: Database
    event_id: int
    players: list[int]
    head_judge: int
    floor_judge: int


def make_event(n_players: int = 8, *, tier: int = 1, swiss_rounds: int | None = 4) -> SampleEvent:
    db = open_memory_database(clock=TickClock(), actor="tester")
    with db.transaction() as s:
        event = events.create_event(
            s, name="Ponyville Open", start_date=date(2026, 6, 6), venue="Town Hall",
            tier=tier, rng_seed=7, swiss_rounds=swiss_rounds,
        )
        regs = [
            players.register_player(s, event.id, f"Player {i:02d}", player_number=f"{100 + i}")
            .registration_id
            for i in range(1, n_players + 1)
        ]
        hj = staff.assign_staff(s, event.id, role="head_judge", name="Hana Head").person_id
        fj = staff.assign_staff(s, event.id, role="floor_judge", name="Finn Floor").person_id
    return SampleEvent(db, event.id, regs, hj, fj)


def play_round(sample: SampleEvent, result: str = "a") -> int:
    """Pair, publish and finish one Swiss round (player A wins every match)."""
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        for m in data.matches:
            if not m.is_bye:
                results.enter_result(s, m.id, result)
        return data.round.id


def publish_semifinals(sample: SampleEvent) -> rounds.RoundPairings:
    """Cut `sample`'s event to a top 4 after its Swiss rounds and publish the semifinals."""
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        data = topcut.pair_next_elimination_round(s, sample.event_id)
        assert data is not None
        rounds.publish_round(s, data.round.id)
        return data


def tier3_semifinals() -> tuple[SampleEvent, rounds.RoundPairings]:
    """An 8-player Tier 3 event (one-game Swiss, untimed best-of-three elimination) after its
    3 Swiss rounds, cut to a top 4 with the semifinals (round 4) published."""
    sample = make_event(8, tier=3, swiss_rounds=3)
    for _ in range(3):
        play_round(sample)
    return sample, publish_semifinals(sample)


def rounds_tab_at(window: MainWindow, number: int) -> RoundsTab:
    """The event's Rounds tab, shown, with round `number` chosen."""
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    # "Round 3 — complete, …" or "Quarterfinals (round 4) — published, …"
    heads = (f"Round {number} —", f"(round {number}) —")
    combo = tab.round_combo
    tab.round_combo.setCurrentIndex(next(
        i for i in range(combo.count()) if any(head in combo.itemText(i) for head in heads)))
    return tab


def publish_next_round(sample: SampleEvent) -> int:
    """Pair and publish the next Swiss round with no result entered yet: its id."""
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        return data.round.id


def open_boxes(window: MainWindow) -> list[QMessageBox]:
    """The message boxes the window shows now (questions, refusals, notices)."""
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


@pytest.fixture(autouse=True)
def no_dialog_outlives_its_test(qapp: QApplication) -> Iterator[None]:
    """A dialog a test leaves open (a refusal box, the backups or scoring dialogs, a new-game
    dialog, the board editor) is closed as the test ends, after its windows (pytest-qt closes
    those first), and the windows closed so far are deleted, so no later test finds an
    earlier test's box among its own (`QApplication.topLevelWidgets()` comes in no fixed order)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.done(QDialog.DialogCode.Rejected)  # (a box with no Cancel ignores close())
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def sample() -> Iterator[SampleEvent]:
    built = make_event()
    yield built
    built.db.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_window(qtbot: QtBot, db: Database, settings: QSettings) -> MainWindow:
    window = MainWindow(AppContext(db), settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_event_window(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> MainWindow:
    """The main window on the screen with `sample`'s event open in it, as the organizer opens it."""
    window = open_window(qtbot, sample.db, settings)
    window.open_event(sample.event_id)
    return window


def pair_in_window(qtbot: QtBot, window: MainWindow) -> RoundsTab:
    """Press Pair next round on the Rounds tab as the scorekeeper does, wait for the pairing
    and publish it: the Rounds tab, its tables ready for results."""
    tab = window.event_page.rounds_tab
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.context.tasks.busy)
    assert tab.publish()
    return tab


def top_cut_in_window(qtbot: QtBot, tab: RoundsTab, size: int) -> None:
    """Top cut… on the Rounds tab, as the organizer does it: the size chosen, OK pressed."""
    cut = tab.top_cut()
    assert isinstance(cut, TopCutDialog)
    cut.size_spin.setValue(size)
    qtbot.mouseClick(cut.ok_button, Qt.MouseButton.LeftButton)


def open_tab_in_small_window(
    qtbot: QtBot, sample: SampleEvent, settings: QSettings, kind: type[Tab],
    *, size: tuple[int, int] = (1024, 700),
) -> tuple[MainWindow, Tab]:
    """`sample`'s event open in a window of a small screen's size (1024x700 unless given),
    its tab of class `kind` shown and laid out: for the tests that read what fits there."""
    window = open_window(qtbot, sample.db, settings)
    window.resize(*size)
    window.open_event(sample.event_id)
    tab = window.event_page.tab_of(kind)
    window.event_page.show_tab(tab)
    qtbot.wait(50)
    return window, tab


def open_table(qtbot: QtBot, *, size: tuple[int, int] | None = None, **options: Any) -> MatchTableWindow:
    """A match table on the screen, drawn before the test goes on (at `size` where the test
    reads what fits); `options` (rules, settings, system_id) go to the window as they are."""
    window = MatchTableWindow(**options)
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_board(window: MatchTableWindow, path: Path, document: dict[str, Any]) -> None:
    """Write `document` as a board file at `path` and open it on the table, as a judge opens one."""
    path.write_text(json.dumps(document), encoding="utf-8")
    assert window.open_board_file(path)


def click_sample_game(qtbot: QtBot, window: MatchTableWindow) -> None:
    """Press the toolbar's Sample game button, as a judge would, and wait for the deal."""
    button = next(b for b in window.findChildren(QToolButton) if b.defaultAction() is window.sample_game_action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()


def start_an_empty_board(qtbot: QtBot, window: MatchTableWindow) -> BoardEditorDialog:
    """Open the board editor on an empty board, the second player's side in front, and press
    Start here: the refusal that follows says what the board needs first, and where."""
    editor = window.choose_board_setup()
    qtbot.waitExposed(editor)
    editor.player_tabs.setCurrentWidget(editor.players[1])
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert window.tasks.wait()
    return editor


def reopened_replay(qtbot: QtBot, window: MatchTableWindow, path: Path, **options: Any) -> MatchTableWindow:
    """Save `window`'s game as a replay at `path` and open it in a new table (`options` as
    for the window; the default game's table unless given: the replay names its own game)."""
    assert window.save_replay_file(path)
    again = MatchTableWindow(**options)
    qtbot.addWidget(again)
    again.open_replay_path(path)
    assert again.tasks.wait()
    return again
