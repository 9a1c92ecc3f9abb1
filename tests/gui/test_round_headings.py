"""A top-cut round has one name on every screen of the room: the pairings page, the venue
screen (the web one and the window), the round clock, the Rounds tab and the printed sheets
all head it "Semifinals (round 4)", where the screen and the clock said "round 4" and the
Rounds tab "Round 4 (Semifinals)" beside the pairings page's name."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tourney.db.database import open_memory_database
from tourney.services import events, players, rounds, topcut
from tourney.services.player_pages import live_pairings
from tourney.web.pages import pairings_page, screen_page

from .conftest import (
    SampleEvent,
    TickClock,
    open_event_window,
    play_round,
    rounds_tab_at,
    tier3_semifinals,
)


def _title(html: str) -> str:
    found = re.search(r"<title>(.*?)</title>", html)
    assert found is not None
    return found.group(1)


def test_a_top_cut_round_is_headed_by_its_name_on_every_screen(qtbot: QtBot, settings: QSettings) -> None:
    sample, _ = tier3_semifinals()
    with sample.db.reading() as s:
        data = live_pairings(s, sample.event_id)
    assert "<h2>Pairings, Semifinals <span class=keep>(round 4)</span></h2>" in pairings_page(data, version=1)
    assert _title(screen_page(data, version=1)).startswith(f"{data.event_name}: Semifinals (round 4)")
    window = open_event_window(qtbot, sample, settings)
    screen = window.open_venue_screen()
    assert screen is not None
    qtbot.addWidget(screen)
    assert screen.title_label.text() == f"{data.event_name}: pairings of Semifinals (round 4)"
    rounds_tab_at(window, 4)
    clock_window = window.event_page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    assert clock_window.round_label.text() == "Semifinals (round 4)"
    rounds_tab_at(window, 3)
    swiss_clock = window.event_page.open_clock()
    assert swiss_clock is not None
    qtbot.addWidget(swiss_clock)
    assert swiss_clock.round_label.text() == "Round 3"


def test_the_rounds_tab_names_a_top_cut_round_as_its_pairings_and_clock_do(
    qtbot: QtBot, settings: QSettings
) -> None:
    # It said "Round 4 (Semifinals)" beside a clock and pairings saying "Semifinals (round 4)".
    sample, _ = tier3_semifinals()
    window = open_event_window(qtbot, sample, settings)
    combo = rounds_tab_at(window, 4).round_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert combo.currentText().startswith("Semifinals (round 4) — published, ")
    assert texts[2].startswith("Round 3 — complete, ")
    assert not any("(Semifinals)" in text for text in texts)


def _venue_screen_at_1024x700(qtbot: QtBot, sample: SampleEvent, settings: QSettings) -> Any:
    """The event's venue screen window, opened from its event window, on a 1024 x 700 screen."""
    window = open_event_window(qtbot, sample, settings)
    screen = window.open_venue_screen()
    assert screen is not None
    qtbot.addWidget(screen)
    screen.resize(1024, 700)
    qtbot.waitUntil(lambda: screen.width() == 1024)
    return screen


def test_the_venue_screen_of_an_untimed_top_cut_round_fits_a_small_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    # Its heading and the untimed round's sentence, each on one line, held the window over
    # 2800 pixels wide: the second column of names was off the screen.
    sample, _ = tier3_semifinals()
    screen = _venue_screen_at_1024x700(qtbot, sample, settings)
    assert screen.clock_label.text().startswith("untimed round")
    assert screen.clock_label.geometry().right() <= screen.width()
    assert screen.title_label.geometry().right() <= screen.clock_label.geometry().left()


LONG_NAMES = (
    "Princess Mi Amore Cadenza of the Crystal Empire", "Trixie Lulamoon the Great and Powerful",
    "Starlight Glimmer the Unicorn of Our Town", "Rarity Belle of Carousel Boutique",
    "Twilight Sparkle", "Rainbow Dash", "Applejack", "Fluttershy", "Pinkie Pie", "Sunset Shimmer",
)


def _long_named_quarterfinals() -> SampleEvent:
    """A Tier 3 event of ten, four with long names, cut to a top 8 with its quarterfinals out."""
    db = open_memory_database(clock=TickClock(), actor="tester")
    with db.transaction() as s:
        event = events.create_event(s, name="Crystal Empire Championship", start_date=date(2026, 6, 6),
                                    tier=3, rng_seed=7, swiss_rounds=3)
        regs = [players.register_player(s, event.id, name, player_number=f"{1001 + i}").registration_id
                for i, name in enumerate(LONG_NAMES)]
    sample = SampleEvent(db, event.id, regs, 0, 0)
    for _ in range(3):
        play_round(sample)
    with db.transaction() as s:
        topcut.cut_to_top(s, event.id, 8)
        data = topcut.pair_next_elimination_round(s, event.id)
        assert data is not None
        rounds.publish_round(s, data.round.id)
    return sample


def test_the_venue_screen_wraps_long_names_within_a_small_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    # At 1024 x 700 the second column of a top cut's long names ran off the right edge.
    sample = _long_named_quarterfinals()
    screen = _venue_screen_at_1024x700(qtbot, sample, settings)
    qtbot.waitUntil(lambda: screen.lines.width() <= screen.scroll.viewport().width())
    with sample.db.reading() as s:
        lines = live_pairings(s, sample.event_id).lines
    names = [label for label in screen.lines.findChildren(QLabel) if "–" in label.text()]
    assert len(names) == len(lines) == 8
    assert any(len(line.player) > 40 for line in lines)
    shown = {label.text() for label in names}
    assert shown == {f"{line.player}  –  {line.opponent}" for line in lines}  # whole, none cut
    for label in names:
        assert label.geometry().right() <= screen.scroll.viewport().width(), label.text()


def test_the_round_clock_wraps_long_names_within_a_small_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    # At 1024 x 700 the clock's Players column cut "Princess Mi Amore Cadenza of the Crystal
    # Empire – Trixie Lulamoon the Gr…": the judges calling a table read both names whole.
    sample = _long_named_quarterfinals()
    window = open_event_window(qtbot, sample, settings)
    rounds_tab_at(window, 4)
    clock_window = window.event_page.open_clock()
    assert clock_window is not None
    qtbot.addWidget(clock_window)
    clock_window.resize(1024, 700)
    qtbot.waitUntil(lambda: clock_window.width() <= 1024)
    assert clock_window.start()
    table = clock_window.table
    model = clock_window.model
    players = [model.index(row, 1).data() for row in range(model.rowCount())]
    assert len(players) == 4 and any(len(text) > 70 for text in players)
    metrics = table.fontMetrics()
    width = table.columnWidth(1) - 8
    assert any(metrics.horizontalAdvance(text) > width for text in players)  # some must wrap
    for row, text in enumerate(players):
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()
        qtbot.waitUntil(lambda row=row, needed=needed: table.rowHeight(row) >= needed)
    assert table.geometry().right() <= clock_window.width()
