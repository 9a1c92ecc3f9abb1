"""The players' pages used as players use them, in a real browser at a phone's size.

A long name must not push the results off a phone's screen; a player finds
their page typing their name without its accents, or with a typo; a page open
while the pages are stopped says so, and shows what was entered meanwhile
once they are started again.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.conftest import NAMES, Venue, build_venue, open_test_database
from tests.web.test_browser import PHONE, _wait, browser  # noqa: F401  (the fixture)
from tourney.db.database import open_database
from tourney.db.models import Match
from tourney.services import results
from tourney.web.server import PageServer

LONG = "Maximilian Alexander Featherstonehaugh-Worthington"
PEOPLE = [*NAMES[:5], LONG, "Zoë Ångström", "José Núñez"]


@pytest.fixture
def people(tmp_path: Path) -> Iterator[Venue]:
    db = open_test_database("file", tmp_path)
    yield build_venue(db, names=PEOPLE)
    db.close()


@pytest.fixture
def people_site(people: Venue) -> Iterator[str]:
    server = PageServer(people.db, people.event_id, host="127.0.0.1", port=0)
    yield server.start()
    server.stop()


def test_a_long_name_leaves_every_result_on_a_phones_screen(
    browser, people_site: str, people: Venue, tmp_path: Path  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    with people.db.transaction() as s:
        results.enter_result(s, people.tables[LONG][0], "a")
    for path in ("", f"player/{people.registration[LONG]}"):
        driver.get(people_site + path)
        width = driver.execute_script("return window.innerWidth")
        assert width <= PHONE[0]
        # Nothing to scroll sideways for: the Result column is on the screen.
        assert driver.execute_script("return document.documentElement.scrollWidth") <= width
        for cell in driver.find_elements(By.CSS_SELECTOR, "main table tr > :last-child"):
            box = cell.rect
            assert box["x"] + box["width"] <= width, cell.text
        # Short words are not broken to make room: "playing", "Result" stay on one line.
        heading = driver.find_element(By.XPATH, "//th[text()='Result']")
        assert heading.size["height"] < 40
    driver.save_screenshot(str(tmp_path / "long-name.png"))


@pytest.mark.parametrize(("typed", "name"), [("zoe angstrom", "Zoë Ångström"),
                                              ("Jose Nunez", "José Núñez"),
                                              ("  núñez ", "José Núñez")])
def test_a_player_finds_their_page_without_typing_the_accents(
    browser, people_site: str, people: Venue, typed: str, name: str  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    driver.get(people_site)
    box = driver.find_element(By.NAME, "q")
    box.send_keys(typed)
    box.submit()
    _wait(driver, lambda d: f"/player/{people.registration[name]}" in d.current_url)
    assert driver.find_element(By.TAG_NAME, "h2").text == name


def test_a_typo_offers_the_close_names_and_opens_none_by_itself(
    browser, people_site: str, people: Venue, tmp_path: Path  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    driver.get(people_site + "find")
    box = driver.find_element(By.NAME, "q")
    box.send_keys("Rairty")
    box.submit()
    _wait(driver, lambda d: "Did you mean" in d.find_element(By.ID, "main").text)
    assert "/find" in driver.current_url  # not taken to anybody's page unasked
    offered = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "main li a")]
    assert offered == ["Rarity"]
    driver.save_screenshot(str(tmp_path / "typo.png"))
    driver.find_element(By.LINK_TEXT, "Rarity").click()
    _wait(driver, lambda d: d.find_element(By.TAG_NAME, "h2").text == "Rarity")

    # Nothing close: the page says what to try instead.
    driver.get(people_site + "find?q=Qwxyz")
    text = driver.find_element(By.ID, "main").text
    assert "Nobody called Qwxyz plays in this event" in text and "player number" in text
    assert not driver.find_elements(By.CSS_SELECTOR, "main li")


def test_a_page_open_while_the_pages_stop_says_so_and_catches_up_when_they_start_again(
    browser, people: Venue, tmp_path: Path  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    server = PageServer(people.db, people.event_id, host="127.0.0.1", port=0)
    address = server.start()
    port = server.port
    try:
        driver.get(address + f"player/{people.registration['Rarity']}")
        driver.execute_script("window.notReloaded = true")
        assert "playing" in driver.find_element(By.CSS_SELECTOR, "main table").text
        server.stop()
        # While the pages are stopped a station enters Rarity's result.
        with open_database(str(people.db.path), station="Judge table") as station, \
                station.transaction() as s:
            match = s.get(Match, people.tables["Rarity"][0])
            assert match is not None
            rarity_is_a = match.player_a_id == people.registration["Rarity"]
            results.enter_result(s, match.id, "a" if rarity_is_a else "b")
        _wait(driver, lambda d: d.find_elements(By.ID, "offline"), timeout=10)
        note = driver.find_element(By.ID, "offline").text
        assert "Not updating since" in note and "no connection to the event's computer" in note
        driver.save_screenshot(str(tmp_path / "offline.png"))

        time.sleep(1)
        server = PageServer(people.db, people.event_id, host="127.0.0.1", port=port)
        server.start()
        _wait(driver, lambda d: not d.find_elements(By.ID, "offline"), timeout=10)
        _wait(driver, lambda d: "won" in d.find_element(By.CSS_SELECTOR, "main table").text,
              timeout=10)
        assert driver.execute_script("return window.notReloaded === true")
    finally:
        server.stop()


def test_one_point_reads_as_one_point(browser, people_site: str, people: Venue) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By

    with people.db.transaction() as s:
        for name, (match_id, _, opponent) in people.tables.items():
            if name < opponent:  # each table once
                results.enter_result(s, match_id, "a")
    with people.db.reading() as s:
        match = s.get(Match, people.tables[PEOPLE[0]][0])
        assert match is not None
        loser_id = match.player_b_id
    loser = next(name for name, reg in people.registration.items() if reg == loser_id)
    driver = browser
    driver.get(people_site + f"player/{people.registration[loser]}")
    assert "1 point (0-1-0)" in driver.find_element(By.ID, "standing").text


def test_two_players_of_one_name_tell_themselves_apart_by_table_and_opponent(
    browser, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory  # noqa: F811
) -> None:
    from datetime import date

    from selenium.webdriver.common.by import By

    from tourney.services import events, players, rounds

    db = open_test_database("file", tmp_path)
    with db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 12, 5),
                                    rng_seed=11, swiss_rounds=3)
        kims = [players.register_player(s, event.id, "Daniel Kim", player_number=number)
                .registration_id for number in ("1009", "1010")]
        for name in NAMES[:4]:
            players.register_player(s, event.id, name)
        round_id = rounds.pair_round(s, event.id).round.id
    with db.transaction() as s:
        rounds.publish_round(s, round_id)
    with db.reading() as s:
        seats = {}
        for m in rounds.round_pairings(s, round_id).matches:
            seats[m.player_a_id] = (m.table_number, m.player_b_name)
            seats[m.player_b_id] = (m.table_number, m.player_a_name)
    server = PageServer(db, event.id, host="127.0.0.1", port=0)
    address = server.start()
    try:
        driver = browser
        driver.get(address)
        box = driver.find_element(By.NAME, "q")
        box.send_keys("kim")
        box.submit()
        _wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "main li")) == 2)
        lines = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "main li")]
        for number, kim in zip(("1009", "1010"), kims, strict=True):
            table, opponent = seats[kim]
            assert f"Daniel Kim ({number}) (table {table}, against {opponent})" in lines
        driver.save_screenshot(str(tmp_path_factory.getbasetemp() / "two-kims.png"))
    finally:
        server.stop()
        db.close()
