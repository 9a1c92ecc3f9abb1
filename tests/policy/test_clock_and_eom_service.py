"""Round clock and end-of-match procedure through the services, with a controlled clock."""

from __future__ import annotations

import pytest

from tourney.db.models import Event, Game, Match
from tourney.errors import ValidationError
from tourney.policy.clock import ClockRefused
from tourney.services import clock as clock_svc
from tourney.services import end_of_match as eom

from .conftest import Floor, make_floor


def test_clock_start_pause_extend_call(floor: Floor) -> None:
    # 'Match Time Limit': 35 minutes; deck-checked matches get extra time.
    p = floor.players
    m1, m2 = floor.add_round(1, [(p[0], p[1]), (p[2], p[3])])
    rid = floor.rounds[1]
    with floor.db.transaction() as s:
        view = clock_svc.start_clock(s, rid)
    assert view.state == "running" and view.remaining_label == "35:00"
    floor.clock.advance(minutes=10)
    with floor.db.transaction() as s:
        clock_svc.pause_clock(s, rid)
    floor.clock.advance(minutes=3)
    with floor.db.transaction() as s:
        view = clock_svc.resume_clock(s, rid)
        assert clock_svc.extend_match(s, m2, 120, reason="judge call") == 120
    assert view.remaining_seconds == 25 * 60
    floor.clock.advance(minutes=25)
    with floor.db.transaction() as s:
        view = clock_svc.call_time(s, rid)
    assert view.state == "time called"
    by_match = {row.match_id: row for row in view.matches}
    assert by_match[m1].time_up and not by_match[m2].time_up
    assert by_match[m2].remaining_seconds == 120
    with pytest.raises(ClockRefused, match="already been called"), floor.db.transaction() as s:
        clock_svc.call_time(s, rid)


def test_clock_refusals(floor: Floor) -> None:
    p = floor.players
    _, bye = floor.add_round(1, [(p[0], p[1]), (p[2], None)])
    with pytest.raises(ValidationError, match="bye"), floor.db.transaction() as s:
        clock_svc.extend_match(s, bye, 60, reason="x")
    with pytest.raises(ClockRefused, match="remain"), floor.db.transaction() as s:
        clock_svc.start_clock(s, floor.rounds[1])
        clock_svc.call_time(s, floor.rounds[1])
    floor.add_round(2, [(p[0], p[2])], state="draft")
    with pytest.raises(ValidationError, match="draft"), floor.db.transaction() as s:
        clock_svc.start_clock(s, floor.rounds[2])


def start_and_call(floor: Floor, number: int) -> None:
    with floor.db.transaction() as s:
        clock_svc.start_clock(s, floor.rounds[number])
    floor.clock.advance(minutes=35)
    with floor.db.transaction() as s:
        clock_svc.call_time(s, floor.rounds[number])


def test_end_of_match_swiss_walkthrough_records_result(floor: Floor) -> None:
    # 'End of Match Procedures': current turn, the other player's turn, then most points wins.
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])])
    with pytest.raises(ValidationError, match="time has not been called"), floor.db.transaction() as s:
        eom.run_end_of_match(s, m, first_player="a", turn_player="a", points_a=3, points_b=4)
    start_and_call(floor, 1)
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="a", turn_player="a", points_a=3, points_b=4)
    assert out.step.action.value == "finish_turn" and out.step.player == "a"
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="a", turn_player="b", stage="additional_turn",
                                   points_a=6, points_b=4)
    assert out.step.action.value == "additional_turn" and out.recorded_games == ()
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="a", turn_player="b", stage="decide",
                                   points_a=6, points_b=5, record=True)
        match = s.get(Match, m)
        game = s.get(Game, 1)
        assert (match.result, match.result_source) == ("a", "end_of_match")
        assert (game.points_a, game.points_b, game.ended_by) == (6, 5, "time")
    assert out.match_result == "a"


def test_end_of_match_cap_by_head_judge_only(floor: Floor) -> None:
    # 'At the discretion of the head judge, the time available for this procedure may be limited
    # to 5 minutes'.
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])])
    with pytest.raises(ValidationError, match="only the head judge"), floor.db.transaction() as s:
        eom.set_end_of_match_cap(s, floor.event_id, enabled=True, by_person_id=floor.floor_judge)
    with floor.db.transaction() as s:
        assert eom.set_end_of_match_cap(s, floor.event_id, enabled=True, by_person_id=floor.head_judge) == 300
    start_and_call(floor, 1)
    floor.clock.advance(minutes=5)
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="a", turn_player="a", points_a=2, points_b=7,
                                   record=True)
    assert out.step.finished and out.match_result == "b" and "limit" in out.step.message


def test_the_head_judges_limit_holds_in_a_spellcasters_event_as_in_mlp() -> None:
    """The Spellcasters event rules take the floor rules' procedure, its 5-minute limit with it
    (docs/spellcasters-events.md, Time): the same service stops the procedure, and more points
    (Spellcasters in the opponent's Bleachers) wins."""
    floor = make_floor(game_system="spellcasters")
    try:
        p = floor.players
        [m] = floor.add_round(1, [(p[0], p[1])])
        with floor.db.transaction() as s:
            assert s.get(Event, floor.event_id).game_system == "spellcasters"
            eom.set_end_of_match_cap(s, floor.event_id, enabled=True, by_person_id=floor.head_judge)
        start_and_call(floor, 1)
        floor.clock.advance(minutes=4)
        with floor.db.transaction() as s:
            out = eom.run_end_of_match(s, m, first_player="a", turn_player="a", points_a=1, points_b=2)
            assert "5-minute limit ends in 1:00" in eom.clock_words(eom.match_procedure(s, m))
        assert out.step.action.value == "finish_turn" and out.next_turn == "b"
        floor.clock.advance(minutes=1)
        with floor.db.transaction() as s:
            out = eom.run_end_of_match(s, m, first_player="a", turn_player="b", stage="additional_turn",
                                       points_a=1, points_b=2, record=True)
            assert s.get(Match, m).result == "b"
        assert out.step.finished and "5-minute limit was reached" in out.step.message
    finally:
        floor.db.close()


def test_elimination_draw_replayed_until_points_change(floor: Floor) -> None:
    # 'Matches in elimination rounds may not end in a draw ... this game is played until the first
    # change in points'.
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])], kind="elimination")
    start_and_call(floor, 1)
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="b", turn_player="a", stage="decide",
                                   points_a=9, points_b=9, record=True)
        assert s.get(Match, m).result is None
    assert out.step.action.value == "start_extra_game" and out.recorded_games == (1,)
    with pytest.raises(ValidationError, match="extra game decides"), floor.db.transaction() as s:
        eom.run_end_of_match(s, m, first_player="b", turn_player="a", stage="decide",
                             points_a=9, points_b=9, record=True)
    with floor.db.transaction() as s:
        out = eom.run_end_of_match(s, m, first_player="b", turn_player="b", stage="extra_game",
                                   points_a=0, points_b=1, record=True)
        match = s.get(Match, m)
        assert (match.result, match.game_draws, match.b_game_wins) == ("b", 1, 1)
        assert s.get(Game, 2).ended_by == "replay"


def test_starting_the_clock_applies_pending_game_losses(floor: Floor) -> None:
    # Game Loss: 'If a player receives a Game Loss between games, he will lose his next game.'
    from tourney.services import penalties

    p = floor.players
    with floor.db.transaction() as s:
        row = penalties.issue_penalty(s, floor.event_id, p[0], infraction_code="invalid_deck_list",
                                      issued_by_person_id=floor.floor_judge)
    assert row.match_id is None  # before round 1: waits for the first game
    [m] = floor.add_round(1, [(p[1], p[0])])
    with floor.db.transaction() as s:
        clock_svc.start_clock(s, floor.rounds[1])
        match = s.get(Match, m)
        assert (match.result, match.result_source) == ("a", "penalty")


def test_untimed_tier_3_elimination_shows_expected_length() -> None:
    # Tier 3 'Time Limit': 'untimed but expected to finish in two (2) hours or less'.
    from .conftest import make_floor

    floor = make_floor(tier=3)
    p = floor.players
    floor.add_round(6, [(p[0], p[1])], kind="elimination", time_limit=None)
    with floor.db.transaction() as s:
        clock_svc.start_clock(s, floor.rounds[6])
    floor.clock.advance(minutes=70)
    with floor.db.transaction() as s:
        view = clock_svc.clock_view(s, floor.rounds[6])
        with pytest.raises(ClockRefused, match="untimed"):
            clock_svc.call_time(s, floor.rounds[6])
    assert view.state == "untimed" and view.remaining_seconds is None
    assert view.remaining_label == "untimed, 1:10:00 played (expected within 2:00:00)"
    floor.db.close()
