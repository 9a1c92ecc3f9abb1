"""The Limited tab of a seated Booster Draft in a small window (1024x700): the Pools list shows
several players at once, not about one row, and the product, pods and buttons still read."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QScrollArea, QTableView
from pytestqt.qtbot import QtBot

from tourney.gui.limited_tab import LimitedTab
from tourney.services import events, players, pods, pools

from .conftest import SampleEvent, TickClock, open_tab_in_small_window

NAMES = (
    "Maximiliana Featherstonehaugh-Wolfeschlegel", "Bartholomew Applebottom-Cumberbatch",
    "Princess Celestia Sunbutt Everfree", "Twilight Sparkle", "Rainbow Dash", "Fluttershy",
    "Applejack Appleseed-Smith", "Pinkamena Diane Pie", "Rarity Belle", "Spike the Dragon",
)
ROWS_WANTED = 5


def _seated_draft() -> SampleEvent:
    from tourney.db.database import open_memory_database

    db = open_memory_database(clock=TickClock(), actor="scorekeeper")
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Grand Booster Draft", start_date=date(2026, 6, 6),
                                    format="booster-draft", rng_seed=99, swiss_rounds=3)
        ids = [players.register_player(s, event.id, name).registration_id for name in NAMES]
    with db.transaction() as s:
        pods.seat_pods(s, event.id)
        pools.generate_pools(s, event.id)
    return SampleEvent(db, event.id, ids, 0, 0)


def _rows_on_screen(view: QTableView, tab: LimitedTab) -> float:
    """How many rows of `view` are on screen: the part of its viewport inside the tab's scroll
    area (the tab scrolls, so a list can run below what is shown)."""
    scroll = tab.findChild(QScrollArea, "limitedScroll")
    assert scroll is not None
    port = view.viewport()
    top_left = port.mapTo(scroll.viewport(), QPoint(0, 0))
    shown = QRect(top_left, port.size()).intersected(scroll.viewport().rect())
    return shown.height() / view.rowHeight(0)


def test_the_pools_list_shows_several_players_at_1024_by_700(qtbot: QtBot, settings: QSettings) -> None:
    sample = _seated_draft()
    window, tab = open_tab_in_small_window(qtbot, sample, settings, LimitedTab)
    assert len(tab.pool_model.rows()) == len(NAMES)
    assert _rows_on_screen(tab.pool_view, tab) >= ROWS_WANTED
    assert _rows_on_screen(tab.seat_view, tab) >= 3  # the seats still read
    for widget in (tab.product_label, tab.product_button, tab.seat_button, tab.generate_button,
                   tab.sheet_button, tab.form_button, tab.status_label):
        assert widget.isVisible() and widget.width() >= widget.minimumSizeHint().width(), widget
    assert window.height() <= 700
    sample.db.close()
