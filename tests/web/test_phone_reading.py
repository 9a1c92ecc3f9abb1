"""The players' pages read as a player reads them, in a real browser at a phone's size.

What is typed never pushes the page sideways; a page says when it was last
known current, and keeps saying so while it stays open; while the organizer
pairs a round again the page says so instead of showing the round before it
as the current one; a page asked for while the database is away comes by
itself once it is back.
"""

from __future__ import annotations

import re
import urllib.parse
from pathlib import Path

import pytest

from tests.web.conftest import PG_URL, Venue, build_venue, open_test_database
from tests.web.test_browser import PHONE, _wait, browser, site  # noqa: F401  (the fixtures)
from tourney.db.database import open_database
from tourney.services import results, rounds, topcut
from tourney.web.server import PageServer

UP_TO_DATE = re.compile(r"^Up to date at \d\d:\d\d$")


def test_a_long_typed_name_never_makes_the_page_scroll_sideways(browser, site: str) -> None:  # noqa: F811
    # "Nobody called FeatherstonehaughFeatherstonehaugh… plays in this event" ran off a
    # 360-pixel screen: the whole page scrolled sideways to read it.
    driver = browser
    typed = "Featherstonehaugh" * 5  # the page reads the first 100 characters
    driver.get(site + "find?q=" + urllib.parse.quote(typed))
    assert typed in driver.find_element("id", "main").text.replace("\n", "")
    width = driver.execute_script("return window.innerWidth")
    assert width <= PHONE[0]
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width


def test_a_page_says_when_it_was_last_up_to_date_and_keeps_saying_so(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # A phone left open on the pairings showed no time at all: an old page read as current.
    driver = browser
    for path in ("", "standings", f"player/{file_venue.registration['Rarity']}"):
        driver.get(site + path)
        assert UP_TO_DATE.match(driver.find_element("id", "updated").text), path
    # The page's script says it again each time the event's computer answers.
    driver.execute_script("document.getElementById('updated').textContent = 'old'")
    _wait(driver, lambda d: UP_TO_DATE.match(d.find_element("id", "updated").text), timeout=6)


def test_a_round_paired_again_is_said_to_be_on_its_way(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # Pairing round 1 again took it back to a draft, and the open page then said
    # "No round has been published yet." (with round 2, it showed round 1 as current).
    driver = browser
    driver.get(site)
    with open_database(str(file_venue.db.path), station="Front desk") as station, \
            station.transaction() as s:
        rounds.repair_round(s, file_venue.round_id)
    _wait(driver, lambda d: d.find_elements("id", "coming"), timeout=6)
    main = driver.find_element("id", "main").text
    assert "Round 1 is being paired: its tables appear here as soon as they are ready." in main
    assert "No round has been published" not in main
    with open_database(str(file_venue.db.path), station="Front desk") as station, \
            station.transaction() as s:
        rounds.publish_round(s, file_venue.round_id)
    _wait(driver, lambda d: not d.find_elements("id", "coming"), timeout=6)
    assert driver.find_element("css selector", "main h2").text == "Pairings, round 1"


def test_the_standings_say_what_a_record_counts_and_what_each_result_is_worth(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # A player who lost read "1 point (0-1-0)" with nothing saying a loss is worth a point
    # at this event, nor which of the three numbers counts the losses.
    driver = browser
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        for name, (match_id, _, opponent) in file_venue.tables.items():
            if name < opponent:
                results.enter_result(s, match_id, "a")
    driver.get(site + "standings")
    assert driver.find_element("css selector", "main h2").text == "Standings after round 1"
    legend = driver.find_element("id", "scoring").text
    assert legend == "Record: wins-losses-draws. Points: win 3, draw 1, loss 1, bye 3."


def test_a_top_cut_round_is_named_as_players_call_it(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # The quarterfinals of a top 8 read "Pairings, elimination round 2".
    driver = browser
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        for name, (match_id, _, opponent) in file_venue.tables.items():
            if name < opponent:
                results.enter_result(s, match_id, "a")
        topcut.cut_to_top(s, file_venue.event_id, 8)
        quarterfinals = topcut.pair_next_elimination_round(s, file_venue.event_id)
        assert quarterfinals is not None
        rounds.publish_round(s, quarterfinals.round.id)
    driver.get(site)
    assert driver.find_element("css selector", "main h2").text == "Pairings, Quarterfinals (round 2)"


def _connections_to(url: str, allowed: bool) -> None:
    """Open or close the event's database to every connection, as a server going away does
    (its open connections are cut); run from the server's maintenance database."""
    from sqlalchemy import create_engine, make_url, text

    name = make_url(url).database
    admin = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS {str(allowed).lower()}'))
        if not allowed:
            connection.execute(text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = :name AND pid <> pg_backend_pid()"), {"name": name})
    admin.dispose()


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="set TOURNEY_TEST_PG_URL to run PostgreSQL tests")
def test_a_page_asked_for_while_the_database_is_away_comes_by_itself_once_it_is_back(
    browser, tmp_path: Path  # noqa: F811
) -> None:
    # It said "Try again in a minute." and stayed so: a phone left on it never caught up.
    assert PG_URL is not None
    db = open_test_database("postgres", tmp_path)
    venue = build_venue(db)
    server = PageServer(db, venue.event_id, host="127.0.0.1", port=0)
    address = server.start()
    driver = browser
    try:
        _connections_to(PG_URL, False)
        driver.get(address + "standings")
        assert driver.find_element("css selector", "main h2").text == "Not available"
        assert "once it is back" in driver.find_element("id", "main").text
        _connections_to(PG_URL, True)
        _wait(driver, lambda d: d.find_element("css selector", "main h2").text == "Standings",
              timeout=10)
    finally:
        _connections_to(PG_URL, True)
        server.stop()
        db.close()


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    """Whether two boxes the browser measured share any area."""
    return (a["left"] < b["right"] and b["left"] < a["right"]
            and a["top"] < b["bottom"] and b["top"] < a["bottom"])


def _box(driver: object, element: object) -> dict[str, float]:
    return driver.execute_script(  # type: ignore[attr-defined]
        "var r = arguments[0].getBoundingClientRect();"
        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};", element)


def test_the_venue_screens_clock_covers_neither_the_heading_nor_the_first_rows(
    browser, site: str  # noqa: F811
) -> None:
    # The time left, fixed in the top corner, lay over the heading and the rows below it.
    driver = browser
    driver.get(site + "screen")
    clock = _box(driver, driver.find_element("id", "clock"))
    assert clock["bottom"] > clock["top"]
    others = [driver.find_element("css selector", "main h2"), driver.find_element("id", "updated"),
              *driver.find_elements("css selector", "#screen div")]
    for element in others:
        assert not _overlap(clock, _box(driver, element)), element.text


def test_playing_stands_on_the_same_line_as_the_rest_of_its_row(
    browser, site: str  # noqa: F811
) -> None:
    # "playing", in smaller grey type, sat higher than the names beside it.
    driver = browser
    driver.get(site)
    row = driver.find_elements("css selector", "main table tr")[1]
    assert row.find_elements("css selector", "td")[-1].text == "playing"
    # An empty inline block at the start of a cell's first line sits on that line's baseline.
    baselines = driver.execute_script(
        "return Array.prototype.map.call(arguments[0].cells, function (cell) {"
        "  var mark = document.createElement('span');"
        "  mark.style.display = 'inline-block';"
        "  cell.insertBefore(mark, cell.firstChild);"
        "  return mark.getBoundingClientRect().top; });", row)
    assert max(baselines) - min(baselines) < 0.5, baselines
