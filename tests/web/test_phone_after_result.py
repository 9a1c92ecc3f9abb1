"""A player's own page between their result and the next pairing.

Once a player's match is reported (or they have a bye) the round's clock no
longer counts for them: their page says how the match went, how many tables
still play and what comes once they finish, instead of counting down a round
they have finished.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.web.conftest import NAMES, Venue, build_venue
from tests.web.test_browser import _wait, browser, site  # noqa: F401  (the fixtures)
from tourney.db.database import Database, open_database
from tourney.db.models import Round
from tourney.services import clock, events, results, rounds
from tourney.services.concurrency import lock_event
from tourney.services.player_pages import live_pairings, player_view
from tourney.web.pages import player_page, shown_round

LEFT = re.compile(r"Round 1: \d+:\d\d left")


def _tables(db: Database, round_id: int) -> list[tuple[int, str, str]]:
    """(match id, player A, player B) of each table of the round, by table number."""
    with db.reading() as s:
        return [(m.id, m.player_a_name, m.player_b_name or "")
                for m in rounds.round_pairings(s, round_id).matches if m.player_b_name is not None]


def _reads(driver: object, words: str) -> None:
    """The page says `words` where the clock was, once it has followed the latest results."""
    _wait(driver, lambda d: d.find_element("id", "done").text == words, timeout=8)


def test_a_reported_player_reads_their_result_instead_of_the_clock(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # A player whose result was in kept reading the round's time counting down, as if their
    # match were still on, until the next round was paired.
    driver = browser
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        clock.start_clock(s, file_venue.round_id)
    (match_id, winner, loser), *others = _tables(file_venue.db, file_venue.round_id)
    driver.get(site + f"player/{file_venue.registration[winner]}")
    _wait(driver, lambda d: LEFT.fullmatch(d.find_element("id", "time").text), timeout=6)
    assert not driver.find_elements("id", "done")
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        results.enter_result(s, match_id, "a")
    # The open page follows the result by itself.
    _wait(driver, lambda d: d.find_elements("id", "done"), timeout=8)
    assert driver.find_element("id", "done").text == (
        "Round 1: you won. 3 tables are still playing; round 2 is paired once they finish.")
    assert not driver.find_elements("id", "time")
    assert not driver.find_elements("id", "clock")
    driver.get(site + f"player/{file_venue.registration[loser]}")
    assert driver.find_element("id", "done").text == (
        "Round 1: you lost. 3 tables are still playing; round 2 is paired once they finish.")
    # Those still playing keep their clock.
    driver.get(site + f"player/{file_venue.registration[others[0][1]]}")
    assert LEFT.fullmatch(driver.find_element("id", "time").text)
    assert not driver.find_elements("id", "done")
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        for other_id, _, _ in others[:-1]:
            results.enter_result(s, other_id, "draw")
    driver.get(site + f"player/{file_venue.registration[winner]}")
    _reads(driver, "Round 1: you won. 1 table is still playing; round 2 is paired once it finishes.")
    driver.get(site + f"player/{file_venue.registration[others[0][2]]}")
    _reads(driver, "Round 1: a draw. 1 table is still playing; round 2 is paired once it finishes.")
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        results.enter_result(s, others[-1][0], "b")
    driver.get(site + f"player/{file_venue.registration[others[-1][2]]}")
    _reads(driver, "Round 1: you won. Every table has finished: round 2 is paired next.")


def _page_of(db: Database, event_id: int, registration_id: int) -> str:
    """A player's page as the site makes it, from the services' rows."""
    with db.reading() as s:
        view = player_view(s, event_id, registration_id)
        shown = shown_round(live_pairings(s, event_id))
    assert view is not None
    return player_page(view, version=1, shown=shown)


def _done(page: str) -> str:
    found = re.search(r'<p id="done">([^<]*)</p>', page)
    assert found is not None, page
    return found.group(1)


def test_after_the_last_swiss_round_a_reported_player_reads_what_follows(tmp_path: Path) -> None:
    # In the last Swiss round, "round 2 is paired" would be wrong: the standings are final,
    # or the top cut is seeded, once the other tables finish.
    db = open_database(str(tmp_path / "event.sqlite3"), actor="tester", station="Front desk")
    venue = build_venue(db)
    (match_id, winner, _), *_ = _tables(db, venue.round_id)
    with db.transaction() as s:
        results.enter_result(s, match_id, "a")
    before = _done(_page_of(db, venue.event_id, venue.registration[winner]))
    assert before == "Round 1: you won. 3 tables are still playing; round 2 is paired once they finish."
    with db.transaction() as s:
        events.edit_event(s, venue.event_id, swiss_rounds=1)
    assert _done(_page_of(db, venue.event_id, venue.registration[winner])) == (
        "Round 1: you won. 3 tables are still playing; the standings are final once they finish.")
    with db.transaction() as s:
        events.edit_event(s, venue.event_id, top_cut=4)
    assert _done(_page_of(db, venue.event_id, venue.registration[winner])) == (
        "Round 1: you won. 3 tables are still playing; the top 4 are seeded once they finish.")
    db.close()


def test_a_player_with_a_bye_reads_it_instead_of_the_clock(tmp_path: Path) -> None:
    db = open_database(str(tmp_path / "event.sqlite3"), actor="tester", station="Front desk")
    venue = build_venue(db, names=[*NAMES, "Trixie Lulamoon"])
    with db.reading() as s:
        bye = next(m.player_a_name for m in rounds.round_pairings(s, venue.round_id).matches
                   if m.player_b_name is None)
    page = _page_of(db, venue.event_id, venue.registration[bye])
    assert _done(page) == (
        "Round 1: you have a bye. 4 tables are still playing; round 2 is paired once they finish.")
    assert 'id="time"' not in page
    db.close()


def test_a_reported_player_in_an_untimed_round_reads_their_result(tmp_path: Path) -> None:
    # In a round without a time limit (as Tier 3 elimination rounds are) a player whose match
    # was reported read nothing where the clock would be: their result line was shown only
    # for a round with time left to count.
    db = open_database(str(tmp_path / "event.sqlite3"), actor="tester", station="Front desk")
    venue = build_venue(db)
    with db.transaction() as s:
        lock_event(s, venue.event_id)
        untimed = s.get(Round, venue.round_id)
        assert untimed is not None
        untimed.time_limit_seconds = None
        s.add(untimed)
    (match_id, winner, _), (_, playing, _), *_ = _tables(db, venue.round_id)
    with db.transaction() as s:
        results.enter_result(s, match_id, "a")
    assert _done(_page_of(db, venue.event_id, venue.registration[winner])) == (
        "Round 1: you won. 3 tables are still playing; round 2 is paired once they finish.")
    # A player still playing an untimed round has no time counting down and no result yet:
    # the clock's place says the round is untimed (the server fills it in as it sends it).
    still = _page_of(db, venue.event_id, venue.registration[playing])
    assert '<p id="time">Round 1 — <span class="clock" id="clock"><!--clock--></span></p>' in still
    assert 'id="done"' not in still
    with db.reading() as s:
        facts = live_pairings(s, venue.event_id).clock
    assert facts is not None
    assert facts.words_at(facts.read_at) == "untimed round: play until a player wins the match"
    db.close()
