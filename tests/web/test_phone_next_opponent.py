"""Whom a player through to the next elimination round meets there, before it is paired.

Every elimination round is paired afresh, best seed left against worst, so a
finalist's opponent is the winner of the other semifinal, and a quarterfinal
winner's may be one of several players, decided by the tables still playing.
A player's page and the bracket say as much as the results so far tell, and
the opponent's name as soon as it is known.
"""

from __future__ import annotations

from pathlib import Path

from tests.web.conftest import build_venue, open_test_database
from tests.web.test_browser import _wait
from tests.web.test_phone_top_cut import (  # noqa: F401  (the fixtures)
    NARROW,
    TWELVE,
    _bracket,
    _cut_to_eight,
    _decide,
    _in_semifinals,
    _next_elimination_round,
    _round_id,
    _serving,
    narrow,
)
from tourney.db.database import Database
from tourney.services import rounds, topcut
from tourney.services.bracket_ahead import RoundAhead, SeatAhead, round_ahead
from tourney.services.phone_bracket import public_bracket


def test_a_finalist_reads_the_other_semifinal_then_its_winner_as_their_opponent(
    narrow, tmp_path: Path  # noqa: F811
) -> None:
    # A player who had won their semifinal read "Your opponent is shown here once the round
    # is paired", though the final could only be against the other semifinal's winner.
    venue = _in_semifinals(tmp_path)
    semifinals = _bracket(venue.db, venue.event_id).rounds[1].matches
    decided = next(m for m in semifinals if m.winner is not None)
    playing = next(m for m in semifinals if m.winner is None)
    assert decided.b is not None and playing.b is not None
    finalist = decided.a if decided.winner == "a" else decided.b
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + f"player/{venue.registration[finalist.name]}")
        assert driver.find_element("id", "cut").text.endswith(
            f"Next: the Final against the winner of table {playing.table} "
            f"({playing.a.name} or {playing.b.name}). See the bracket")
        driver.save_screenshot(str(tmp_path / "finalist.png"))
        driver.get(address + "bracket")
        final = driver.find_element("css selector", ".match.ahead")
        assert final.text.split("\n") == [
            f"{finalist.seed}. {finalist.name}",
            f"Winner of table {playing.table} ({playing.a.name} or {playing.b.name})"]
        assert driver.execute_script("return document.documentElement.scrollWidth") <= NARROW[0]
        driver.save_screenshot(str(tmp_path / "final-ahead.png"))
        # The other semifinal ends: the open bracket and the finalist's page name the opponent.
        _decide(venue.db, _round_id(venue, 5))
        other = min((playing.a, playing.b), key=lambda seat: TWELVE.index(seat.name))
        _wait(driver, lambda d: d.find_element("css selector", ".match.ahead").text.split("\n") == [
            f"{finalist.seed}. {finalist.name}", f"{other.seed}. {other.name}"], timeout=8)
        for me, them in ((finalist, other), (other, finalist)):
            driver.get(address + f"player/{venue.registration[me.name]}")
            assert driver.find_element("id", "cut").text.endswith(
                f"Next: the Final against {them.name} (seed {them.seed}). Your table is shown "
                "here once the round is paired. See the bracket")


def test_right_after_the_cut_each_player_reads_whom_they_meet_first(
    narrow, tmp_path: Path  # noqa: F811
) -> None:
    # Right after the cut the seeds alone make the quarterfinals, but a seeded player read
    # only that their opponent would be shown once the round was paired.
    venue = _cut_to_eight(tmp_path)
    seeds = _bracket(venue.db, venue.event_id).seeds
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + "bracket")
        assert driver.find_element("css selector", "main h3 + p.note").text == (
            "4 matches, paired next.")
        boxes = [box.text.split("\n") for box in driver.find_elements("css selector", ".match.ahead")]
        assert len(boxes) == 4
        driver.save_screenshot(str(tmp_path / "quarterfinals-ahead.png"))
        third = seeds[2]
        driver.get(address + f"player/{venue.registration[third.name]}")
        sixth = seeds[5]
        assert driver.find_element("id", "cut").text == (
            f"You are seed 3 in the top 8. Next: the Quarterfinals against {sixth.name} (seed 6). "
            "Your table is shown here once the round is paired. See the bracket")
    # The quarterfinals as paired are the ones the bracket showed.
    with venue.db.transaction() as s:
        paired = rounds.round_pairings(
            s, _next_elimination_round(venue.db, venue.event_id)).matches
    by_id = {seat.registration_id: seat for seat in seeds}
    assert boxes == [[f"{by_id[m.player_a_id].seed}. {m.player_a_name}",
                      f"{by_id[m.player_b_id or 0].seed}. {m.player_b_name}"] for m in paired]


def test_right_after_a_top_six_cut_the_two_best_seeds_read_their_byes(
    narrow, tmp_path: Path  # noqa: F811
) -> None:
    # Six players left: the two best seeds skip the quarterfinals. Right after the cut they
    # read that their opponent would be shown once the round was paired; there is none.
    venue = build_venue(open_test_database("file", tmp_path))
    _decide(venue.db, venue.round_id)
    with venue.db.transaction() as s:
        topcut.cut_to_top(s, venue.event_id, 6)
    seed = {seat.seed: seat.name for seat in _bracket(venue.db, venue.event_id).seeds}
    driver = narrow
    with _serving(venue) as address:
        driver.get(address + "bracket")
        boxes = [box.text.split("\n") for box in driver.find_elements("css selector", ".match.ahead")]
        assert boxes == [[f"3. {seed[3]}", f"6. {seed[6]}"], [f"4. {seed[4]}", f"5. {seed[5]}"],
                         [f"1. {seed[1]}", "a bye"], [f"2. {seed[2]}", "a bye"]]
        driver.save_screenshot(str(tmp_path / "top-six-ahead.png"))
        driver.get(address + f"player/{venue.registration[seed[1]]}")
        assert driver.find_element("id", "cut").text == (
            "You are seed 1 in the top 6. Next: a bye in the Quarterfinals. See the bracket")
        driver.get(address + f"player/{venue.registration[seed[5]]}")
        assert driver.find_element("id", "cut").text == (
            f"You are seed 5 in the top 6. Next: the Quarterfinals against {seed[4]} (seed 4). "
            "Your table is shown here once the round is paired. See the bracket")


def _ahead(db: Database, event_id: int) -> RoundAhead:
    """The round to come as the pages foretell it now."""
    with db.reading() as s:
        public = public_bracket(s, event_id)
    assert public is not None
    ahead = round_ahead(public.bracket, public.name)
    assert ahead is not None
    return ahead


def _paired(db: Database, event_id: int, number: int) -> list[frozenset[int]]:
    """The players of each match of elimination round `number` as paired."""
    with db.reading() as s:
        round_id = next(r.id for r in rounds.list_rounds(s, event_id) if r.number == number)
        matches = rounds.round_pairings(s, round_id).matches
    return [frozenset((m.player_a_id, m.player_b_id or 0)) for m in matches]


def _who(seat: SeatAhead, winners: dict[int, int]) -> int:
    """The player a foretold seat turned out to be: the one known, or the table's winner."""
    if seat.known:
        return seat.players[0].registration_id
    assert seat.winner_of is not None
    return winners[seat.winner_of]


def test_what_the_pages_foretell_is_always_what_the_round_pairs(tmp_path: Path) -> None:
    # Whatever a player read about their next opponent while tables still played must come
    # true once the round is paired: a known name is that opponent, a table's winner is the
    # player who won it, a list of names holds the opponent; and so must the matches the
    # bracket shows for the round to come.
    venue = _cut_to_eight(tmp_path)
    db, event_id = venue.db, venue.event_id
    seen = [_ahead(db, event_id)]
    winners: dict[int, int] = {}  # table of the round being played -> its winner
    for number, title in ((4, "Quarterfinals"), (5, "Semifinals"), (6, "Final")):
        round_id = _next_elimination_round(db, event_id)
        paired = _paired(db, event_id, number)
        opponent = {reg: next(iter(match - {reg})) for match in paired for reg in match}
        for ahead in seen:
            assert ahead.title == title and ahead.opponents  # every player through is told
            for reg, seat in ahead.opponents.items():
                assert seat is not None  # a top 8 has no byes
                assert opponent[reg] in [p.registration_id for p in seat.players]
                if seat.winner_of is not None:
                    assert winners[seat.winner_of] == opponent[reg]
            for a, b in ahead.matches:
                assert b is not None
                assert frozenset((_who(a, winners), _who(b, winners))) in paired
        if number == 6:
            break
        seen, winners = [], {}
        for _ in _bracket(db, event_id).rounds[number - 4].matches:  # one table at a time
            _decide(db, round_id, 1)
            seen.append(_ahead(db, event_id))
        for m in _bracket(db, event_id).rounds[number - 4].matches:
            assert m.b is not None and m.winner is not None and m.table is not None
            winners[m.table] = (m.a if m.winner == "a" else m.b).registration_id
        # Once every table has finished, every player through knows their opponent, and the
        # bracket shows every match of the round to come.
        assert all(seat is not None and seat.known for seat in seen[-1].opponents.values())
        assert len(seen[-1].matches) == len(paired) // 2  # half as many as this round
        # Before that, some were told a table's winner or a list of names.
        assert any(seat is not None and not seat.known
                   for ahead in seen[:-1] for seat in ahead.opponents.values())
    db.close()
