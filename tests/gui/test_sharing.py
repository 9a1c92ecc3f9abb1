"""Event → Share on the network…: the window starts the players' pages and follows their reports."""

from __future__ import annotations

import http.client
import socket
import urllib.parse
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.gui.conftest import open_window
from tests.web.conftest import build_venue, open_test_database
from tourney.services.phone_options import phone_options


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(address: str, path: str = "/") -> tuple[int, str]:
    parts = urllib.parse.urlsplit(address)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    connection.request("GET", path)
    response = connection.getresponse()
    return response.status, response.read().decode()


def _post(address: str, path: str, fields: dict[str, str]) -> tuple[int, str]:
    parts = urllib.parse.urlsplit(address)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    connection.request("POST", path, urllib.parse.urlencode(fields),
                       {"Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    return response.status, response.read().decode()


def test_sharing_from_the_window_serves_the_page_and_follows_reports(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, reports=False)
    window = open_window(qtbot, db, settings)
    window.open_event(venue.event_id)
    assert window.share_action.isEnabled()
    dialog = window.share_on_network()
    assert dialog is not None
    dialog.host_combo.setCurrentText("127.0.0.1")
    dialog.port_spin.setValue(_free_port())
    dialog.reports_check.setChecked(True)  # saved at once, codes made for everyone
    assert db_reports_on(venue)
    dialog.start_button.click()
    address = dialog.address_label.text()
    assert address == f"http://127.0.0.1:{dialog.port_spin.value()}/"
    assert not dialog.qr_label.pixmap().isNull()
    dialog.grab().save(str(tmp_path / "share-dialog.png"))

    status, html = _get(address)
    assert status == 200 and "Pairings, round 1" in html
    for name, (_, table, opponent) in venue.tables.items():
        assert f"<tr><td>{name}</td><td class=n>{table}</td><td>{opponent}</td>" in html

    # One player reports: the Rounds tab lists the table for the scorekeeper.
    with db.reading() as s:
        from tourney.services.player_codes import code_slips
        codes = {slip.player: slip.code for slip in code_slips(s, venue.event_id)}
    match_id, table, opponent = venue.tables["Rarity"]
    tab = window.event_page.rounds_tab
    window.event_page.show_tab(tab)
    status, _ = _post(address, "/report", {"code": codes["Rarity"], "match": str(match_id),
                                           "claim": "won"})
    assert status == 200
    qtbot.waitUntil(lambda: tab.reports_label.isVisible(), timeout=3000)
    assert f"Table {table}: " in tab.reports_label.text() and "Rarity: won" in tab.reports_label.text()
    # The opponent agrees: the result appears in the window, entered as reported by the players.
    _post(address, "/report", {"code": codes[opponent], "match": str(match_id), "claim": "lost"})

    def entered() -> bool:
        row = next(r for r in tab.model.rows() if r.id == match_id)
        return row.result is not None and row.result_source == "reported"

    qtbot.waitUntil(entered, timeout=3000)
    qtbot.waitUntil(lambda: not tab.reports_label.isVisible(), timeout=3000)

    # Sharing on: the event knows the address (the printouts carry it); off: nothing listens.
    assert phone_options_of(venue).address == address
    dialog.start_button.click()
    assert "Not shared" in dialog.address_label.text()
    assert phone_options_of(venue).address is None
    with pytest.raises(OSError):
        _get(address)
    window.close()
    db.close()


def test_the_venue_screen_shows_the_round_by_name(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    db = open_test_database("file", tmp_path)
    venue = build_venue(db)
    window = open_window(qtbot, db, settings)
    window.open_event(venue.event_id)
    screen = window.open_venue_screen()
    assert screen is not None
    qtbot.waitExposed(screen)
    assert "pairings of round 1" in screen.title_label.text()
    texts = [screen.grid.itemAt(i).widget().text() for i in range(screen.grid.count())]  # type: ignore[union-attr]
    assert "Rarity  –  " + venue.tables["Rarity"][2] in texts
    screen.grab().save(str(tmp_path / "venue-screen.png"))
    window.close()
    db.close()


def db_reports_on(venue) -> bool:  # type: ignore[no-untyped-def]
    return phone_options_of(venue).reports


def phone_options_of(venue):  # type: ignore[no-untyped-def]
    with venue.db.reading() as s:
        return phone_options(s, venue.event_id)
