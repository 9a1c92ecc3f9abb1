"""The top cut and the round clock on a player's phone, in a real browser.

The bracket has a page of its own, readable on a 360-pixel screen, that the
menu leads to once the cut is made; a player's own page says where the cut
left them (their finish, or their seed and next opponent) and the time left
in their round, counting down as the pairings' clock does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.web.conftest import NAMES, Venue, build_venue, open_test_database
from tests.web.test_browser import _wait, browser, phone_browser, site  # noqa: F401  (the fixtures)
from tourney.db.database import Database, open_database
from tourney.services import clock, concessions, results, rounds, topcut
from tourney.services.bracket import TopCutBracket, top_cut_bracket
from tourney.services.player_pages import player_view, public_standings
from tourney.web.bracket_pages import ordinal
from tourney.web.pages import player_page, standings_page
from tourney.web.server import PageServer

NARROW = (360, 740)
LONG = "Wolfeschlegelsteinhausenbergerdorff Featherstonehaugh-Cholmondeley"
TWELVE = [LONG, *NAMES, "Princess Celestia", "Princess Luna", "Trixie Lulamoon"]
"""Best first: in every match the one named earlier wins."""
DROPS = "Rarity"
"""Leaves the event after the Swiss rounds, before the cut."""


@pytest.fixture
def narrow() -> Iterator[object]:
    """A phone 360 pixels wide, the narrowest the pages are made for."""
    yield from phone_browser(NARROW)


def _decide(db: Database, round_id: int, how_many: int | None = None) -> None:
    """The first `how_many` open tables of the round (all of them by default) go to the
    player named earlier in `TWELVE`."""
    with db.transaction() as s:
        open_tables = sorted(
            (m for m in rounds.round_pairings(s, round_id).matches
             if m.player_b_name is not None and m.result is None),
            key=lambda m: m.table_number or 0)
        for m in open_tables[:how_many]:
            a_first = TWELVE.index(m.player_a_name) < TWELVE.index(m.player_b_name or "")
            results.enter_result(s, m.id, "a" if a_first else "b")


def _next_elimination_round(db: Database, event_id: int) -> int:
    """Pair the next elimination round, publish it and start its clock."""
    with db.transaction() as s:
        paired = topcut.pair_next_elimination_round(s, event_id)
        assert paired is not None
        rounds.publish_round(s, paired.round.id)
        clock.start_clock(s, paired.round.id)
        return paired.round.id


def _cut_to_eight(tmp_path: Path) -> Venue:
    """Twelve players, three Swiss rounds, Rarity drops, the top 8 seeded (nothing paired)."""
    db = open_test_database("file", tmp_path)
    venue = build_venue(db, names=TWELVE)
    round_id = venue.round_id
    for _ in range(2):
        _decide(db, round_id)
        with db.transaction() as s:
            round_id = rounds.pair_round(s, venue.event_id).round.id
            rounds.publish_round(s, round_id)
    _decide(db, round_id)
    with db.transaction() as s:
        concessions.drop(s, venue.event_id, venue.registration[DROPS])
    with db.transaction() as s:
        topcut.cut_to_top(s, venue.event_id, 8)
    return venue


def _top_eight(tmp_path: Path, *, decided_in_quarterfinals: int | None) -> Venue:
    """The top 8 of `_cut_to_eight`; the quarterfinals published with `decided_in_quarterfinals`
    tables decided (all of them, and the rest of the cut played out, when None)."""
    venue = _cut_to_eight(tmp_path)
    db = venue.db
    _decide(db, _next_elimination_round(db, venue.event_id), decided_in_quarterfinals)
    if decided_in_quarterfinals is None:
        _decide(db, _next_elimination_round(db, venue.event_id))
        _decide(db, _next_elimination_round(db, venue.event_id))
    return venue


@contextmanager
def _serving(venue: Venue) -> Iterator[str]:
    server = PageServer(venue.db, venue.event_id, host="127.0.0.1", port=0)
    try:
        yield server.start()
    finally:
        server.stop()
        venue.db.close()


def _bracket(db: Database, event_id: int) -> TopCutBracket:
    """The bracket as the window and the printed sheet have it."""
    with db.reading() as s:
        bracket = top_cut_bracket(s, event_id)
    assert bracket is not None
    return bracket


def test_the_bracket_shows_each_round_its_matches_and_the_seeds_on_a_narrow_phone(
    narrow, tmp_path: Path
) -> None:
    # Players of the top cut had no page saying who plays whom, who went through, or who
    # is still to play: the pairings showed one round, by name, and nothing of the rest.
    venue = _top_eight(tmp_path, decided_in_quarterfinals=2)
    bracket = _bracket(venue.db, venue.event_id)
    assert LONG in [seat.name for seat in bracket.seeds]
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + "bracket")
        assert driver.find_element("css selector", "main h2").text == "Top 8 bracket"
        headings = [h.text for h in driver.find_elements("css selector", "main h3")]
        assert headings == ["Quarterfinals", "Semifinals", "Final", "Seeds"]
        boxes = driver.find_elements("css selector", ".match")
        quarterfinals = bracket.rounds[0].matches
        assert len(boxes) == len(quarterfinals) == 4
        for box, match in zip(boxes, quarterfinals, strict=True):
            assert match.b is not None
            lines = box.text.split("\n")
            a, b = f"{match.a.seed}. {match.a.name}", f"{match.b.seed}. {match.b.name}"
            if match.winner is None:
                assert lines == [f"Table {match.table}, playing", a, b]
            else:
                won = {"a": a, "b": b}[match.winner]
                assert [f"{won} won" if line == won else line for line in (a, b)] == lines[1:]
                assert lines[0] == f"Table {match.table}"
        assert sum(match.winner is not None for match in quarterfinals) == 2
        later = driver.find_elements("css selector", "main h3 + p.note")
        assert [p.text for p in later[:2]] == [
            "2 matches, paired once the Quarterfinals are over.",
            "1 match, paired once the Semifinals are over."]
        # Whom the semifinals pair depends on both quarterfinals still playing: no match of
        # theirs is shown before they end.
        assert not driver.find_elements("css selector", ".ahead")
        seeds = [li.text for li in driver.find_elements("css selector", "ol.seeds li")]
        assert seeds == [seat.name for seat in bracket.seeds]
        # The long name wraps inside its box: nothing runs off a 360-pixel screen.
        width = driver.execute_script("return window.innerWidth")
        assert width == NARROW[0]
        assert driver.execute_script("return document.documentElement.scrollWidth") <= width
        assert LONG in driver.find_element("id", "main").text.replace("\n", " ")
        driver.save_screenshot(str(tmp_path / "bracket.png"))


def test_the_menu_leads_to_the_bracket_once_the_top_cut_is_made(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    driver = browser
    driver.get(site + "bracket")
    assert "There is no top cut yet" in driver.find_element("id", "main").text
    driver.get(site)
    assert not driver.find_elements("css selector", "header a[href='/bracket']")
    driver.execute_script("window.notReloaded = true")
    # The Swiss round is finished and the top 4 cut at a station: the open page's menu
    # gains the bracket by itself.
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        for name, (match_id, _, opponent) in file_venue.tables.items():
            if name < opponent:
                results.enter_result(s, match_id, "a")
        topcut.cut_to_top(s, file_venue.event_id, 4)
    _wait(driver, lambda d: d.find_elements("css selector", "header a[href='/bracket']"), timeout=6)
    assert driver.execute_script("return window.notReloaded === true")
    for path in ("", "standings", f"player/{file_venue.registration['Spike']}"):
        driver.get(site + path)
        assert driver.find_element("css selector", "header a[href='/bracket']").text == "Bracket"
    driver.find_element("css selector", "header a[href='/bracket']").click()
    _wait(driver, lambda d: d.find_element("css selector", "main h2").text == "Top 4 bracket")


def test_a_player_reads_where_the_cut_left_them(narrow, tmp_path: Path) -> None:
    # After the cut a player's own page said nothing of it: those who missed it were not
    # told, those in it read neither their seed nor whom they play next.
    venue = _top_eight(tmp_path, decided_in_quarterfinals=2)
    bracket = _bracket(venue.db, venue.event_id)
    with venue.db.reading() as s:
        standings = public_standings(s, venue.event_id)
    seeded = {seat.name for seat in bracket.seeds}
    last = max((line for line in standings.lines if line.player not in seeded),
               key=lambda line: line.rank)
    assert last.rank > 8 and not last.dropped
    quarterfinals = bracket.rounds[0].matches
    playing = next(m for m in quarterfinals if m.winner is None)
    beaten = next(m for m in quarterfinals if m.winner is not None)
    assert playing.b is not None and beaten.b is not None
    loser, winner = (beaten.b, beaten.a) if beaten.winner == "a" else (beaten.a, beaten.b)

    driver = narrow
    with _serving(venue) as address:
        def told(name: str) -> str:
            driver.get(address + f"player/{venue.registration[name]}")
            return driver.find_element("id", "cut").text

        assert told(last.player) == (f"You finished {ordinal(last.rank)}; the top 8 play on. "
                                     "See the bracket")
        assert not driver.find_elements("id", "time")  # the round's time is not theirs
        driver.save_screenshot(str(tmp_path / "missed.png"))
        assert told(DROPS) == "You dropped from the event; the top 8 play on. See the bracket"
        assert told(playing.a.name) == (
            f"You are seed {playing.a.seed} in the top 8. Quarterfinals: table {playing.table} "
            f"against {playing.b.name} (seed {playing.b.seed}). See the bracket")
        assert re.fullmatch(r"Quarterfinals \(round \d+\): \d+:\d\d left", driver.find_element("id", "time").text)
        driver.save_screenshot(str(tmp_path / "seeded.png"))
        assert told(loser.name) == (
            f"You were seed {loser.seed} in the top 8 and lost in the Quarterfinals to "
            f"{winner.name} (seed {winner.seed}). See the bracket")
        # Two quarterfinals still play; the semifinals pair the best seed left against the
        # worst: seed 1 meets seed 4 or 5 (table 4's winner), or seed 6 if it wins table 3.
        assert winner.seed == 1 and [m.table for m in quarterfinals if m.winner is None] == [3, 4]
        assert told(winner.name) == (
            f"You are seed 1 in the top 8. You beat {loser.name} (seed {loser.seed}) "
            f"in the Quarterfinals. Next: the Semifinals against {bracket.seeds[3].name}, "
            f"{bracket.seeds[4].name} or {bracket.seeds[5].name}: tables 3 and 4 decide which. "
            "See the bracket")
        assert not driver.find_elements("id", "time")  # their quarterfinal is over
        driver.find_element("link text", "See the bracket").click()
        _wait(driver, lambda d: d.find_element("css selector", "main h2").text == "Top 8 bracket")


def test_the_champion_is_named_on_the_bracket_and_on_their_own_page(
    narrow, tmp_path: Path
) -> None:
    venue = _top_eight(tmp_path, decided_in_quarterfinals=None)
    bracket = _bracket(venue.db, venue.event_id)
    assert bracket.winner is not None
    final = bracket.rounds[-1].matches[0]
    assert final.b is not None
    runner_up = final.b if final.winner == "a" else final.a
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + "bracket")
        assert driver.find_element("id", "champion").text == (
            f"Champion: {bracket.winner.name} (seed {bracket.winner.seed})")
        boxes = driver.find_elements("css selector", ".match")
        assert len(boxes) == 4 + 2 + 1 and not [b.text for b in boxes if "playing" in b.text]
        driver.get(address + f"player/{venue.registration[bracket.winner.name]}")
        assert driver.find_element("id", "cut").text == (
            f"You won the Final: you are the champion (seed {bracket.winner.seed} in the top 8). "
            "See the bracket")
        driver.get(address + f"player/{venue.registration[runner_up.name]}")
        assert driver.find_element("id", "cut").text.startswith(
            f"You were seed {runner_up.seed} in the top 8 and lost in the Final to "
            f"{bracket.winner.name}")


def test_a_players_page_shows_the_time_left_in_their_round_and_counts_it_down(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # The pairings and the venue screen showed the time left; a player's own page, where
    # they read their table, did not.
    driver = browser
    driver.get(site + f"player/{file_venue.registration['Rarity']}")
    assert driver.find_element("id", "time").text == "Round 1: clock not started"
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        clock.start_clock(s, file_venue.round_id)
    left = re.compile(r"Round 1: (\d+):(\d\d) left")

    def time_left() -> re.Match[str]:
        """The time line once it shows time left (the page's script may be replacing it)."""
        return _wait(driver, lambda d: left.fullmatch(d.find_element("id", "time").text), timeout=6)

    first = time_left()
    _wait(driver, lambda d: d.find_element("id", "time").text != first.group(0), timeout=4)
    later = time_left()

    def seconds(m: re.Match[str]) -> int:
        return int(m.group(1)) * 60 + int(m.group(2))

    assert 0 < seconds(first) - seconds(later) <= 3
    # The pairings page shows the same clock.
    driver.get(site)
    shown = re.fullmatch(r"(\d+):(\d\d) left", driver.find_element("id", "clock").text)
    assert shown is not None and abs(seconds(shown) - seconds(later)) <= 3


def test_a_table_given_extra_time_reads_how_much_more_it_has(
    browser, site: str, file_venue: Venue  # noqa: F811
) -> None:
    # A deck check gave Rarity's table five more minutes; her page counted the round down to
    # "time is up" as if her match had none.
    driver = browser
    match_id, _, opponent = file_venue.tables["Rarity"]
    with open_database(str(file_venue.db.path), station="Judge table") as station:
        with station.transaction() as s:
            clock.start_clock(s, file_venue.round_id)
        with station.transaction() as s:
            clock.extend_match(s, match_id, 300, reason="deck check")
    others = next(name for name in file_venue.tables if name not in ("Rarity", opponent))
    for name in ("Rarity", opponent):
        driver.get(site + f"player/{file_venue.registration[name]}")
        assert re.fullmatch(r"Round 1: \d+:\d\d left, plus 5 minutes at your table",
                            driver.find_element("id", "time").text)
    driver.get(site + f"player/{file_venue.registration[others]}")
    assert re.fullmatch(r"Round 1: \d+:\d\d left", driver.find_element("id", "time").text)
    # Once the table's result is in, neither the round's time nor its extra time matters.
    with open_database(str(file_venue.db.path), station="Judge table") as station, \
            station.transaction() as s:
        results.enter_result(s, match_id, "a")
    driver.get(site + f"player/{file_venue.registration['Rarity']}")
    _wait(driver, lambda d: d.find_elements("id", "done"), timeout=6)
    assert not driver.find_elements("id", "time")
    assert not driver.find_elements("id", "extension")


def test_a_top_seed_with_a_bye_reads_that_they_play_on_in_the_next_round(
    browser, site: str, file_venue: Venue, tmp_path: Path  # noqa: F811
) -> None:
    # A top 6: the two best seeds skip the quarterfinals.
    with open_database(str(file_venue.db.path), station="Judge table") as station:
        with station.transaction() as s:
            for name, (match_id, _, opponent) in file_venue.tables.items():
                if name < opponent:
                    results.enter_result(s, match_id, "a")
            topcut.cut_to_top(s, file_venue.event_id, 6)
        _next_elimination_round(station, file_venue.event_id)
        bracket = _bracket(station, file_venue.event_id)
    byes = [m.a for m in bracket.rounds[0].matches if m.b is None]
    assert [seat.seed for seat in byes] == [1, 2]
    driver = browser
    driver.get(site + "bracket")
    _wait(driver, lambda d: d.find_element("css selector", "main h2").text == "Top 6 bracket")
    boxes = [box.text for box in driver.find_elements("css selector", ".match")]
    assert [f"{seat.seed}. {seat.name} a bye" for seat in byes] == [
        text for text in boxes if text.endswith("a bye")]
    driver.save_screenshot(str(tmp_path / "byes.png"))
    driver.get(site + f"player/{file_venue.registration[byes[0].name]}")
    # Seed 1 meets the worst seed left: 4 or 5 (table 2's winner), or 6 if it wins table 1.
    playing = [m for m in bracket.rounds[0].matches if m.b is not None]
    assert [(m.table, m.a.seed, m.b.seed if m.b else 0) for m in playing] == [(1, 3, 6), (2, 4, 5)]
    seed = {seat.seed: seat.name for seat in bracket.seeds}
    assert driver.find_element("id", "cut").text == (
        f"You are seed 1 in the top 6. A bye in the Quarterfinals. Next: the Semifinals against "
        f"{seed[4]}, {seed[5]} or {seed[6]}: tables 1 and 2 decide which. See the bracket")


def test_a_players_matches_name_the_rounds_of_the_cut(tmp_path: Path) -> None:
    # A player's own list of matches gave the rounds of the cut by number ("4", "5", "6"),
    # while the bracket and the pairings page call them Quarterfinals, Semifinals, Final.
    venue = _top_eight(tmp_path, decided_in_quarterfinals=None)
    champion = _bracket(venue.db, venue.event_id).winner
    assert champion is not None
    with venue.db.reading() as s:
        view = player_view(s, venue.event_id, champion.registration_id)
    assert view is not None
    assert [(m.round_number, m.round_name) for m in view.matches] == [
        (1, ""), (2, ""), (3, ""), (4, "Quarterfinals"), (5, "Semifinals"), (6, "Final")]
    cells = re.findall(r"<tr><td[^>]*>([^<]*)</td>", player_page(view, version=1))
    assert cells == ["1", "2", "3", "Quarterfinals", "Semifinals", "Final"]
    venue.db.close()


PLAYED = ".match:not(.ahead)"
"""The bracket's boxes of matches paired, not those foretold for the round to come."""


def _in_semifinals(tmp_path: Path) -> Venue:
    """The quarterfinals played, the semifinals published with their first table decided."""
    venue = _top_eight(tmp_path, decided_in_quarterfinals=4)
    _decide(venue.db, _next_elimination_round(venue.db, venue.event_id), 1)
    return venue


def test_the_bracket_shows_the_round_being_played_first_on_a_narrow_phone(
    narrow, tmp_path: Path
) -> None:
    # During the semifinals the finished quarterfinals filled the first screen of a
    # 360-pixel phone: a player scrolled past four old matches to find their own.
    venue = _in_semifinals(tmp_path)
    bracket = _bracket(venue.db, venue.event_id)
    semifinals = bracket.rounds[1].matches
    still_playing = next(m for m in semifinals if m.winner is None)
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + "bracket")
        headings = [h.text for h in driver.find_elements("css selector", "main h3")]
        assert headings == ["Semifinals", "Final", "Quarterfinals", "Seeds"]
        shown = [box for box in driver.find_elements("css selector", PLAYED) if box.is_displayed()]
        assert len(shown) == len(semifinals) == 2
        assert [box.text.split("\n")[0] for box in shown] == [
            f"Table {m.table}" + ("" if m.winner else ", playing") for m in semifinals]
        # Both semifinals whole on the first screen, without scrolling.
        assert driver.find_element("css selector", "main h3 + p.note").text == (
            "1 match, paired once the Semifinals are over.")
        bottoms = [driver.execute_script("return arguments[0].getBoundingClientRect().bottom", box)
                   for box in shown]
        assert max(bottoms) <= NARROW[1]
        driver.save_screenshot(str(tmp_path / "semifinals.png"))
        # The quarterfinals are folded away under their heading; a tap shows them, and they
        # stay shown when the page follows the next result.
        fold = driver.find_element("css selector", "details.done")
        assert fold.text == "Quarterfinals 4 matches played"
        fold.find_element("css selector", "summary").click()
        _wait(driver, lambda d: len([b for b in d.find_elements("css selector", PLAYED)
                                     if b.is_displayed()]) == 6)
        assert fold.find_elements("css selector", ".match")[0].text.startswith(
            f"Table {bracket.rounds[0].matches[0].table}\n")
        _decide(venue.db, _round_id(venue, 5))
        assert still_playing.b is not None
        next_winner = min((still_playing.a, still_playing.b), key=lambda seat: TWELVE.index(seat.name))
        box = semifinals.index(still_playing)  # the semifinals' boxes come first
        decided = [f"Table {still_playing.table}", *(
            f"{seat.seed}. {seat.name}" + (" won" if seat is next_winner else "")
            for seat in (still_playing.a, still_playing.b))]
        _wait(driver, lambda d: d.find_elements("css selector", PLAYED)[box].text.split("\n")
              == decided, timeout=8)
        assert driver.find_element("css selector", "details.done").get_attribute("open") is not None
        # With both semifinals decided the final waits for nothing but its pairing.
        assert driver.find_element("css selector", "main h3 + p.note").text == (
            "1 match, paired next: the Semifinals are over.")
        assert len([b for b in driver.find_elements("css selector", PLAYED) if b.is_displayed()]) == 6


def _round_id(venue: Venue, number: int) -> int:
    with venue.db.reading() as s:
        return next(r.id for r in rounds.list_rounds(s, venue.event_id) if r.number == number)


def test_a_semifinal_winner_reads_that_they_won_and_wait_for_the_final(
    narrow, tmp_path: Path
) -> None:
    # A player who had won their semifinal kept reading the semifinals' clock counting down,
    # as if still playing, until the final was paired.
    venue = _in_semifinals(tmp_path)
    semifinals = _bracket(venue.db, venue.event_id).rounds[1].matches
    decided = next(m for m in semifinals if m.winner is not None)
    playing = next(m for m in semifinals if m.winner is None)
    assert decided.b is not None and playing.b is not None
    winner, loser = (decided.a, decided.b) if decided.winner == "a" else (decided.b, decided.a)
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + f"player/{venue.registration[winner.name]}")
        assert driver.find_element("id", "cut").text == (
            f"You are seed {winner.seed} in the top 8. You beat {loser.name} (seed {loser.seed}) "
            f"in the Semifinals. Next: the Final against the winner of table {playing.table} "
            f"({playing.a.name} or {playing.b.name}). See the bracket")
        assert not driver.find_elements("id", "time")
        assert not driver.find_elements("id", "clock")
        driver.save_screenshot(str(tmp_path / "won-semifinal.png"))
        # The two still playing read their table and their time.
        for seat in (playing.a, playing.b):
            driver.get(address + f"player/{venue.registration[seat.name]}")
            assert re.fullmatch(r"Semifinals \(round \d+\): \d+:\d\d left", driver.find_element("id", "time").text)


def test_a_player_still_playing_in_the_cut_reports_the_round_by_its_name(
    narrow, tmp_path: Path
) -> None:
    # The form for a player's own report was headed "Report round 5, table 2" while the
    # same page, the bracket and the pairings called that round the Semifinals.
    venue = _in_semifinals(tmp_path)
    playing = next(m for m in _bracket(venue.db, venue.event_id).rounds[1].matches if m.winner is None)
    assert playing.b is not None
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + f"player/{venue.registration[playing.b.name]}")
        heading = next(h for h in driver.find_elements("css selector", "main h2")
                       if h.text.startswith("Report"))
        assert heading.text == f"Report the Semifinals (round 5), table {playing.table}"
        # a top-cut match can't end in a draw: the form doesn't offer one to refuse afterwards
        assert [b.text for b in driver.find_elements("css selector", "#report button")] == ["I won", "I lost"]
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= NARROW[0]  # the longer heading wraps on the phone, no sideways scrolling
        driver.execute_script("arguments[0].scrollIntoView()", heading)
        driver.save_screenshot(str(tmp_path / "report-semifinal.png"))


def test_the_standings_page_says_they_are_the_final_swiss_standings_while_the_cut_is_played(
    tmp_path: Path,
) -> None:
    # "Standings after round 3" while the quarterfinals were played read as if the cut
    # had not begun, and a player out of it looked for their place there.
    venue = _top_eight(tmp_path, decided_in_quarterfinals=1)
    with venue.db.reading() as s:
        data = public_standings(s, venue.event_id)
    html = standings_page(data, version=1)
    assert "<h2>Final Swiss standings, after round 3</h2>" in html
    assert "The top 8 is under way: the Quarterfinals (round 4) is being played." in html
    assert "Standings after round 3" not in html
    venue.db.close()
    played = _top_eight(tmp_path / "played", decided_in_quarterfinals=None)
    with played.db.reading() as s:
        html = standings_page(public_standings(s, played.event_id), version=1)
    assert "The top 8 has been played: the bracket shows its results." in html
    played.db.close()
