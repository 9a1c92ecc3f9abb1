"""A long event name on the event page of a 1024 x 700 screen: the name wraps in the page's
heading, and the Round clock and Print buttons beside it stay on the screen."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tourney.services import events

from .conftest import make_event, open_window

LONG_EVENT = "The Grand Galloping Gala Canterlot Championship Qualifier of Equestria 2026"


def test_a_long_event_name_leaves_the_print_button_on_a_small_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    # The name on one line in large type held the page 1100 pixels wide: Print was off the screen.
    sample = make_event(8)
    with sample.db.transaction() as s:
        events.edit_event(s, sample.event_id, name=LONG_EVENT)
    window = open_window(qtbot, sample.db, settings)
    window.resize(1024, 700)
    window.open_event(sample.event_id)
    page = window.event_page
    qtbot.waitUntil(lambda: page.title_label.text() == LONG_EVENT)
    qtbot.waitUntil(lambda: window.width() <= 1024)
    for button in (page.clock_button, page.print_button):
        right = button.mapTo(window, button.rect().bottomRight()).x()
        assert right <= window.width(), (button.text(), right)
    title = page.title_label
    assert title.heightForWidth(title.width()) <= title.height()  # every line of it shown
