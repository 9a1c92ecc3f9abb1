"""An untimed round (Tier 3 elimination rounds) where players look for the time.

Tier 3 Rules, 'Time Limit': single elimination rounds are "untimed but expected to
finish in two (2) hours or less". A player still playing such a round read nothing where
the clock would be, on their own page, on the pairings and on the venue screen; they now
read that the round is untimed and how long it is expected to take, as the event's
policy says. The printed slips say so where a timed round's slip has a line for a time
extension, which an untimed match never gets.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.reports.conftest import page_lines, render
from tests.web.conftest import NAMES, Venue, build_venue, open_test_database
from tests.web.test_browser import _wait, phone_browser  # noqa: F401  (the fixtures)
from tourney.db.database import Database
from tourney.reports.slips import render_match_slips
from tourney.services import clock, events, printouts, results, rounds, topcut
from tourney.services.clock import untimed_words
from tourney.services.player_pages import live_pairings
from tourney.web.server import PageServer

UNTIMED = "untimed round: play until a player wins the match (expected within 2 hours)"
NARROW = (360, 740)


def _decide_all(db: Database, round_id: int) -> None:
    """Every open table of the round goes to player A."""
    with db.transaction() as s:
        for m in rounds.round_pairings(s, round_id).matches:
            if m.player_b_name is not None and m.result is None:
                results.enter_result(s, m.id, "a")


def _quarterfinals(tmp_path: Path, *, tier: int = 3) -> tuple[Venue, int]:
    """Eight players, one Swiss round, the top 8 cut; the quarterfinals published, their
    clock not started."""
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, names=NAMES)
    with db.transaction() as s:
        events.edit_event(s, venue.event_id, tier=tier)
    _decide_all(db, venue.round_id)
    with db.transaction() as s:
        topcut.cut_to_top(s, venue.event_id, 8)
    with db.transaction() as s:
        paired = topcut.pair_next_elimination_round(s, venue.event_id)
        assert paired is not None
        rounds.publish_round(s, paired.round.id)
        return venue, paired.round.id


def _clock_words(db: Database, event_id: int) -> str:
    with db.reading() as s:
        facts = live_pairings(s, event_id).clock
    assert facts is not None
    return facts.words_at(datetime.now(UTC))


def test_a_tier_3_elimination_round_reads_untimed_with_its_expected_length(
    tmp_path: Path,
) -> None:
    venue, quarterfinals = _quarterfinals(tmp_path)
    db = venue.db
    # Started or not: there is no clock for the players to wait for.
    assert _clock_words(db, venue.event_id) == UNTIMED
    with db.transaction() as s:
        clock.start_clock(s, quarterfinals)
    assert _clock_words(db, venue.event_id) == UNTIMED
    db.close()


def test_a_timed_elimination_round_keeps_its_clock(tmp_path: Path) -> None:
    # Tier 2 elimination rounds have 45 minutes: their time, not the untimed line.
    venue, quarterfinals = _quarterfinals(tmp_path, tier=2)
    db = venue.db
    assert _clock_words(db, venue.event_id) == "clock not started"
    with db.transaction() as s:
        clock.start_clock(s, quarterfinals)
    assert _clock_words(db, venue.event_id) in ("45:00 left", "44:59 left")
    db.close()


def test_the_untimed_line_says_the_expected_length_in_words() -> None:
    assert untimed_words(2 * 60 * 60) == UNTIMED
    assert untimed_words(90 * 60) == (
        "untimed round: play until a player wins the match (expected within 90 minutes)")
    assert untimed_words(None) == "untimed round: play until a player wins the match"


def test_an_untimed_rounds_slips_say_so_instead_of_a_time_extension_line(
    tmp_path: Path,
) -> None:
    venue, _ = _quarterfinals(tmp_path)
    with venue.db.reading() as s:
        swiss = printouts.match_slips(s, venue.event_id, 1)
        cut = printouts.match_slips(s, venue.event_id, 2)
    venue.db.close()
    top_cut_lines = page_lines(render(render_match_slips, cut))
    sentence = f"{UNTIMED[:1].upper()}{UNTIMED[1:]}."
    assert top_cut_lines.count(sentence) == len(cut.slips) == 4
    assert not any("Time extension" in line for line in top_cut_lines)
    # The Swiss round was timed: its slips keep the line for a judge's extension.
    swiss_lines = page_lines(render(render_match_slips, swiss))
    assert swiss_lines.count("Time extension: ______ min    Judge initials: ______") == 4
    assert not any("ntimed" in line for line in swiss_lines)


@pytest.fixture
def narrow() -> Iterator[object]:
    """A phone 360 pixels wide, the narrowest the pages are made for."""
    yield from phone_browser(NARROW)


def test_a_player_in_an_untimed_round_reads_so_on_a_narrow_phone(
    narrow, tmp_path: Path
) -> None:
    venue, quarterfinals = _quarterfinals(tmp_path)
    db = venue.db
    with db.transaction() as s:
        clock.start_clock(s, quarterfinals)
        seats = [(m.id, m.player_a_name, m.player_b_name or "")
                 for m in rounds.round_pairings(s, quarterfinals).matches]
    (decided, winner, _), (_, playing, _), *_ = seats
    with db.transaction() as s:
        results.enter_result(s, decided, score=(2, 1, 0))
    server = PageServer(db, venue.event_id, host="127.0.0.1", port=0)
    site = server.start()
    driver = narrow
    try:
        driver.get(site + f"player/{venue.registration[playing]}")
        assert driver.find_element("id", "time").text == f"Quarterfinals (round 2) — {UNTIMED}"
        # The page's script keeps it, once it has asked the server (every two seconds).
        time.sleep(2.5)
        assert driver.find_element("id", "time").text == f"Quarterfinals (round 2) — {UNTIMED}"
        assert driver.execute_script("return document.documentElement.scrollWidth") <= NARROW[0]
        driver.save_screenshot(str(tmp_path / "player.png"))
        # A player whose match is over reads where the cut left them, not the untimed line.
        driver.get(site + f"player/{venue.registration[winner]}")
        assert not driver.find_elements("id", "time")
        # The pairings: under the heading, where a timed round's clock is.
        driver.get(site)
        assert driver.find_element("id", "clock").text == UNTIMED
        assert driver.execute_script("return document.documentElement.scrollWidth") <= NARROW[0]
        # The venue screen: the sentence in the corner leaves the heading its line (in the
        # time's large type it squeezed the heading into a column one letter wide).
        driver.get(site + "screen")
        shown = driver.find_element("id", "clock")
        assert shown.text == UNTIMED
        heading_lines = driver.execute_script(
            "var r = document.createRange(); r.selectNodeContents(document.querySelector('main h2'));"
            "var tops = {}; var rects = r.getClientRects();"
            "for (var i = 0; i < rects.length; i++) { tops[Math.round(rects[i].top)] = 1; }"
            "return Object.keys(tops).length;")
        # (the heading names the round as the pairings do, "Quarterfinals (round 2)": at a
        # phone's width it takes a second line, never one a word)
        assert heading_lines <= 2
        heading = driver.find_element("css selector", "main h2")
        assert heading.size["width"] >= NARROW[0] * 0.5
        assert shown.size["width"] <= NARROW[0] * 0.5
        driver.save_screenshot(str(tmp_path / "screen.png"))
    finally:
        server.stop()
        db.close()


# The lines the characters of `text` inside the page's heading are laid out on.
_LINES_OF = """
var want = arguments[0], h2 = document.querySelector('main h2');
var walker = document.createTreeWalker(h2, NodeFilter.SHOW_TEXT), nodes = [], all = '';
while (walker.nextNode()) { nodes.push([walker.currentNode, all.length]); all += walker.currentNode.data; }
var start = all.indexOf(want), tops = {};
for (var k = start; k < start + want.length; k++) {
  for (var i = nodes.length - 1; i >= 0; i--) {
    if (nodes[i][1] <= k) {
      var r = document.createRange(); r.setStart(nodes[i][0], k - nodes[i][1]);
      r.setEnd(nodes[i][0], k - nodes[i][1] + 1);
      var rect = r.getBoundingClientRect();
      if (rect.width > 0) { tops[Math.round(rect.top)] = 1; }
      break;
    }
  }
}
return start < 0 ? -1 : Object.keys(tops).length;
"""


def test_a_phone_keeps_the_round_number_of_the_venue_screens_heading_on_one_line(
    narrow, tmp_path: Path
) -> None:
    # At 360 px the heading broke as "…Quarterfinals (round" / "2)".
    venue, _ = _quarterfinals(tmp_path)
    db = venue.db
    server = PageServer(db, venue.event_id, host="127.0.0.1", port=0)
    site = server.start()
    try:
        for address in ("screen", ""):
            narrow.get(site + address)
            heading = narrow.find_element("css selector", "main h2").text
            assert heading.endswith("Quarterfinals (round 2)"), heading
            assert narrow.execute_script(_LINES_OF, "(round 2)") == 1, address
        narrow.save_screenshot(str(tmp_path / "screen-heading.png"))
    finally:
        server.stop()
        db.close()
