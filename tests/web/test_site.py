"""The players' site over real HTTP: what it shows, what it refuses, how it follows stations."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from sqlmodel import select

from tests.web.conftest import NAMES, Client, Venue, build_venue, open_test_database
from tourney.db.database import open_database
from tourney.db.models import AuditEntry, Match
from tourney.services import clock, results
from tourney.web.server import PageServer, local_addresses

Served = tuple[PageServer, Client]


def _match(venue: Venue, player: str) -> Match:
    with venue.db.reading() as s:
        match = s.get(Match, venue.tables[player][0])
        assert match is not None
        return match


def _reports(venue: Venue) -> int:
    with venue.db.reading() as s:
        return len(s.exec(select(AuditEntry).where(AuditEntry.action == "match.report")).all())


def test_pairings_by_name_list_every_player_with_table_and_opponent(
    server: Served, file_venue: Venue
) -> None:
    _, client = server
    status, html = client.get("/")
    assert status == 200
    for name, (_, table, opponent) in file_venue.tables.items():
        assert f"<tr><td>{name}</td><td class=n>{table}</td><td>{opponent}</td>" in html
    assert "0 of 4 results, 4 missing." in html  # 8 players: 4 tables, each awaiting its result
    assert "Canterlot Cup" in html


def test_a_players_page_shows_their_match_and_a_report_form(server: Served, file_venue: Venue) -> None:
    _, client = server
    status, headers, _ = client.request("GET", "/find?q=twilight")
    assert status == 303
    page = headers["location"]
    status, html = client.get(page)
    assert status == 200 and "Twilight Sparkle" in html
    assert file_venue.tables["Twilight Sparkle"][2] in html
    assert 'action="/report"' in html and file_venue.codes["Twilight Sparkle"] not in html


def test_reports_from_two_phones_enter_the_result(server: Served, file_venue: Venue) -> None:
    _, client = server
    opponent = file_venue.tables["Rarity"][2]
    status, html = client.report(file_venue, "Rarity", "won")
    assert status == 200 and "when your opponent reports" in html
    status, html = client.report(file_venue, opponent, "lost")
    assert status == 200 and "the result is entered" in html
    assert _match(file_venue, "Rarity").result_source == "reported"
    _, page = client.get(f"/player/{file_venue.registration['Rarity']}")
    assert "<td>won</td>" in page
    _, standings = client.get("/standings")
    assert "appear once the first round is complete" in standings


def test_a_swiss_match_report_offers_a_draw(server: Served, file_venue: Venue) -> None:
    _, client = server
    _, page = client.get(f"/player/{file_venue.registration['Rarity']}")
    assert 'value="won">I won' in page and 'value="lost">I lost' in page and 'value="drew">We drew' in page


def test_a_wrong_code_is_refused_and_changes_nothing(server: Served, file_venue: Venue) -> None:
    _, client = server
    status, html = client.report(file_venue, "Rarity", "won", code="ZZZZZZ")
    assert status == 403 and "code is not right" in html
    status, html = client.report(file_venue, "Rarity", "won", code="")
    assert status == 403
    assert _reports(file_venue) == 0


def test_a_replayed_code_changes_nothing(server: Served, file_venue: Venue) -> None:
    """The same form sent again, and again after the result is in with another claim."""
    _, client = server
    opponent = file_venue.tables["Applejack"][2]
    client.report(file_venue, "Applejack", "won")
    status, html = client.report(file_venue, "Applejack", "won")
    assert status == 200 and "already have that report" in html
    assert _reports(file_venue) == 1
    client.report(file_venue, opponent, "lost")
    result = _match(file_venue, "Applejack").result
    status, html = client.report(file_venue, opponent, "won")  # replayed with another claim
    assert status == 409 and "already has its result" in html
    assert _match(file_venue, "Applejack").result == result
    assert _reports(file_venue) == 2


def test_a_report_for_someone_elses_match_is_refused(server: Served, file_venue: Venue) -> None:
    _, client = server
    rarity_table = file_venue.tables["Rarity"][0]
    stranger = next(n for n, t in file_venue.tables.items() if t[0] != rarity_table)
    status, html = client.report(file_venue, stranger, "won", match_id=rarity_table)
    assert status == 409 and "not your match" in html
    status, html = client.report(file_venue, "Rarity", "won", match_id=999_999)
    assert status == 409 and "not your match" in html
    assert _reports(file_venue) == 0


@pytest.mark.parametrize("path", [
    "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/live.js/../../pyproject.toml",
    "/player/..%2f..%2fpyproject.toml", "/tourney/web/app.py", "//etc/passwd",
])
def test_a_path_outside_the_routes_serves_no_file(server: Served, path: str) -> None:
    _, client = server
    status, html = client.get(path)
    assert status == 404
    assert "root:" not in html and "[project]" not in html and "import" not in html


@pytest.mark.parametrize("method,path", [
    ("GET", "/admin"), ("GET", "/static/style.css"), ("GET", "/player/123456"),
    ("GET", "/player/abc"), ("POST", "/"), ("PUT", "/report"), ("DELETE", "/player/1"),
    ("GET", "/report"),
])
def test_an_unknown_route_is_not_found(server: Served, method: str, path: str) -> None:
    _, client = server
    status, _, html = client.request(method, path)
    assert status in (404, 405)
    assert "Traceback" not in html


def test_wrong_codes_are_rate_limited_per_phone(server: Served, file_venue: Venue) -> None:
    _, client = server
    for _ in range(5):
        assert client.report(file_venue, "Rarity", "won", code="WRONG1")[0] == 403
    status, html = client.report(file_venue, "Rarity", "won")  # even the right code now
    assert status == 429 and "wait a minute" in html
    assert _reports(file_venue) == 0


def test_it_listens_only_on_the_chosen_interface(server: Served) -> None:
    page_server, client = server
    assert client.get("/")[0] == 200
    others = ["127.0.0.2", *[a for a in local_addresses() if a != "127.0.0.1"]]
    for address in others:
        with pytest.raises(OSError), socket.create_connection((address, page_server.port), timeout=2):
            pass


def test_a_port_in_use_is_a_clear_refusal(server: Served, file_venue: Venue) -> None:
    page_server, _ = server
    second = PageServer(file_venue.db, file_venue.event_id, host="127.0.0.1", port=page_server.port)
    with pytest.raises(Exception, match=f"port {page_server.port} is already in use"):
        second.start()


def test_pages_carry_a_strict_security_policy(server: Served) -> None:
    _, client = server
    _, headers, _ = client.request("GET", "/")
    assert "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert "server" not in headers


def test_an_oversized_form_is_refused_unread(server: Served) -> None:
    _, client = server
    body = b"text=" + b"x" * 200_000
    status, _, html = client.request("POST", "/decklist", body,
                                     {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 413 and "at most 64 KB" in html


def test_the_page_follows_a_result_entered_at_another_station_within_two_seconds(
    server: Served, file_venue: Venue
) -> None:
    _, client = server
    match_id, _, _ = file_venue.tables["Spike"]
    _, before = client.get("/live")
    station = open_database(str(file_venue.db.path), actor="scorekeeper", station="Judge table")
    try:
        with station.transaction() as s:
            results.enter_result(s, match_id, "a")
            clock.start_clock(s, file_venue.round_id)
    finally:
        station.close()
    entered = time.monotonic()
    # What the page's script does: ask /live until the version moves, then read the page.
    while time.monotonic() - entered < 2.0:
        _, live = client.get("/live")
        if live != before:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the pages did not notice the other station's change within 2 s")
    _, html = client.get("/player/" + str(file_venue.registration["Spike"]))
    assert "<td>won</td>" in html or "<td>lost</td>" in html
    assert time.monotonic() - entered < 2.0
    assert '"running": true' in live


def test_a_big_events_pages_stay_under_50_kb(tmp_path) -> None:
    names = [f"Player with a long name {i:03d}" for i in range(256)]
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, names=names)
    with PageServer(db, venue.event_id, host="127.0.0.1", port=0) as page_server:
        client = Client("127.0.0.1", page_server.port)
        for path in ("/", "/screen", "/standings", f"/player/{venue.registration[names[0]]}"):
            status, html = client.get(path)
            assert status == 200
            assert len(html.encode()) < 50_000, (path, len(html.encode()))
    db.close()


def test_the_pairings_page_counts_results_as_the_window_does_the_bye_apart(tmp_path: Path) -> None:
    """13 players, two results in: "2 of 6 results, 4 missing, and a bye", as on the Rounds tab."""
    db = open_test_database("file", tmp_path)
    names = [*NAMES, "Sunset Shimmer", "Trixie", "Zecora", "Big McIntosh", "Derpy"]
    venue = build_venue(db, names=names)
    tables = sorted({match_id for match_id, _, _ in venue.tables.values()})
    with db.transaction() as s:
        for match_id in tables[:2]:
            results.enter_result(s, match_id, "a")
    page_server = PageServer(db, venue.event_id, host="127.0.0.1", port=0)
    page_server.start()
    try:
        _, html = Client("127.0.0.1", page_server.port).get("/")
    finally:
        page_server.stop()
        db.close()
    assert "<p class=note>2 of 6 results, 4 missing, and a bye.</p>" in html
