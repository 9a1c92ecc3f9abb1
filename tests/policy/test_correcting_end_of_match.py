"""Correcting a top-cut result the end-of-match procedure recorded keeps what the correction leaves alone.

The procedure records a drawn elimination game, its points and its replay;
a correction types only the games won (a drawn game is replayed), so the
drawn game must stay, and so must every game the new score still counts.
"""

from __future__ import annotations

from sqlmodel import col, select

from tourney.db.models import Game, Match
from tourney.services import end_of_match as eom
from tourney.services import results

from .conftest import Floor
from .test_clock_and_eom_service import start_and_call


def _drawn_then_replayed(floor: Floor) -> int:
    """A tier 1 semifinal: the game at time is drawn on 9 points each, then player B wins the replay."""
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])], kind="elimination")
    start_and_call(floor, 1)
    with floor.db.transaction() as s:
        eom.run_end_of_match(s, m, first_player="b", turn_player="a", stage="decide",
                             points_a=9, points_b=9, record=True)
        eom.run_end_of_match(s, m, first_player="b", turn_player="b", stage="extra_game",
                             points_a=0, points_b=1, record=True)
    return m


def _games(floor: Floor, match_id: int) -> list[tuple[int, int | None, bool, int | None, int | None, str]]:
    with floor.db.transaction() as s:
        return [(g.number, g.winner_id, g.is_draw, g.points_a, g.points_b, g.ended_by)
                for g in s.exec(select(Game).where(Game.match_id == match_id).order_by(col(Game.number)))]


def test_a_correction_of_the_winner_keeps_the_drawn_game_and_its_points(floor: Floor) -> None:
    m = _drawn_then_replayed(floor)
    a, b = floor.players[0], floor.players[1]
    assert _games(floor, m) == [(1, None, True, 9, 9, "time"), (2, b, False, 0, 1, "replay")]
    with floor.db.transaction() as s:
        outcome = results.correct_result(s, m, "a", reason="the replay slip named the wrong player")
    assert (outcome.match.result, outcome.match.a_game_wins, outcome.match.game_draws) == ("a", 1, 1)
    assert _games(floor, m) == [(1, None, True, 9, 9, "time"), (2, a, False, None, None, "normal")]


def test_a_correction_to_the_same_winner_changes_no_game(floor: Floor) -> None:
    m = _drawn_then_replayed(floor)
    before = _games(floor, m)
    with floor.db.transaction() as s:
        results.correct_result(s, m, "b", reason="checked against the slip")
        match = s.get(Match, m)
        assert match is not None
        assert (match.result, match.b_game_wins, match.game_draws) == ("b", 1, 1)
    assert _games(floor, m) == before
