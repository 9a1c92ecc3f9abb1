"""The players' page in a real browser at phone size: Debian's chromium, driven by Selenium.

`scripts/test` installs chromium and chromium-driver on a fresh Debian
machine; the test is skipped, saying why, only where they cannot be had.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.conftest import Venue, chromium_paths
from tourney.db.database import open_database
from tourney.services import results
from tourney.web.server import PageServer

PHONE = (390, 844)  # a common phone's viewport in CSS pixels


def phone_browser(size: tuple[int, int] = PHONE) -> Iterator[object]:
    """Chromium showing pages as a phone of `size` (CSS pixels) does, closed afterwards."""
    paths = chromium_paths()
    if paths is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed "
                    "(scripts/test installs them when run as root)")
    webdriver = pytest.importorskip("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={size[0]},{size[1]}", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": 2.0}})
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(paths[1]))
    driver.set_page_load_timeout(20)
    yield driver
    driver.quit()


@pytest.fixture
def browser() -> Iterator[object]:
    yield from phone_browser(PHONE)


@pytest.fixture
def site(file_venue: Venue) -> Iterator[str]:
    server = PageServer(file_venue.db, file_venue.event_id, host="127.0.0.1", port=0)
    yield server.start()
    server.stop()


def _wait(driver: object, condition, timeout: float = 5.0):  # type: ignore[no-untyped-def]
    """Wait for `condition`; the page's script may replace what was found meanwhile, and a
    form sent just before may still be loading its answer (the browser then reports the
    element found as stale, or as a node of the page being left). A condition never met
    still fails, when the wait times out."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.1,
                         ignored_exceptions=(StaleElementReferenceException, WebDriverException)).until(condition)


def test_a_phone_finds_its_pairing_follows_a_result_reports_and_sees_its_standing(
    browser, site: str, file_venue: Venue, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    driver.get(site)
    assert driver.execute_script("return window.innerWidth") <= PHONE[0]
    # Find the pairing: the pairings by name, then "Find me".
    rows = driver.find_elements(By.CSS_SELECTOR, "main table tr")
    assert len(rows) == 1 + len(file_venue.tables)
    box = driver.find_element(By.NAME, "q")
    box.send_keys("Rarity")
    box.submit()
    _wait(driver, lambda d: "/player/" in d.current_url)
    _, table, opponent = file_venue.tables["Rarity"]
    page = driver.find_element(By.TAG_NAME, "main").text
    assert f"1 {table} {opponent}" in page and "playing" in page
    driver.save_screenshot(str(tmp_path / "phone.png"))

    # A result entered at a station appears without reloading (the page keeps a marker).
    driver.get(site)
    driver.execute_script("window.notReloaded = true")
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        results.enter_result(s, file_venue.tables["Rarity"][0], "draw")
    _wait(driver, lambda d: "draw" in d.find_element(By.ID, "main").text, timeout=6)
    assert driver.execute_script("return window.notReloaded === true")


def test_a_phone_reports_its_result_with_its_code_and_sees_its_standing(
    browser, site: str, file_venue: Venue, tmp_path: Path
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    match_id, _, opponent = file_venue.tables["Rarity"]
    # The opponent already reported from their phone.
    driver.get(site + f"player/{file_venue.registration[opponent]}")
    driver.find_element(By.NAME, "code").send_keys(file_venue.codes[opponent])
    driver.find_element(By.CSS_SELECTOR, "button[value=lost]").click()
    _wait(driver, lambda d: "opponent reports the same" in d.find_element(By.ID, "main").text)

    driver.get(site + f"player/{file_venue.registration['Rarity']}")
    driver.find_element(By.NAME, "code").send_keys(file_venue.codes["Rarity"].lower())
    driver.find_element(By.CSS_SELECTOR, "button[value=won]").click()
    _wait(driver, lambda d: "the result is entered" in d.find_element(By.ID, "main").text)
    _wait(driver, lambda d: "won" in d.find_element(By.CSS_SELECTOR, "main table").text)

    # The rest of the round is entered at a station: the page shows Rarity's standing.
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        for name, (other_match, _, _) in file_venue.tables.items():
            if other_match != match_id and name < file_venue.tables[name][2]:
                results.enter_result(s, other_match, "a")
    _wait(driver, lambda d: d.find_elements(By.ID, "standing"), timeout=6)
    _wait(driver, lambda d: "3 points (1-0-0)" in d.find_element(By.ID, "standing").text)
    assert "After round 1" in driver.find_element(By.ID, "standing").text
    assert "the result is entered" in driver.find_element(By.ID, "main").text  # still in view
    driver.save_screenshot(str(tmp_path / "phone-standing.png"))


def test_the_round_clock_is_on_its_own_line_under_the_heading(
    browser, site: str, file_venue: Venue
) -> None:
    # It read "Pairings, round 1 clock not started", as one heading.
    from selenium.webdriver.common.by import By

    driver = browser
    driver.get(site)
    heading = driver.find_element(By.CSS_SELECTOR, "main h2")
    shown = driver.find_element(By.ID, "clock")
    assert heading.text == "Pairings, round 1"
    assert shown.text == "clock not started"
    assert shown.location["y"] >= heading.location["y"] + heading.size["height"]
