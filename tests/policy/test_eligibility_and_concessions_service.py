"""Eligibility, concessions, drops and prize splits through the services."""

from __future__ import annotations

import pytest

from tourney.db.models import Match, Person, Registration
from tourney.errors import ValidationError
from tourney.policy.prize_split import PrizeSplitRefused
from tourney.services import concessions, eligibility, players

from .conftest import Floor, make_floor


def test_eligibility_tier_2_judge_suspended_qualified() -> None:
    # Tier 2 'Player Eligibility': judges and the TO may not play; suspended players never.
    floor = make_floor(tier=2, n_players=6)
    with floor.db.transaction() as s:
        judge = s.get(Person, floor.floor_judge)
        players.register_player(s, floor.event_id, judge.name, player_number="J002")
        eligibility.set_player_list(s, floor.event_id, "suspended", ["P002", "  "])
        eligibility.set_qualification_required(s, floor.event_id, True)
        eligibility.set_player_list(s, floor.event_id, "qualified", [f"P{i:03d}" for i in range(1, 6)])
        report = eligibility.check_eligibility(s, floor.event_id)
    assert report.refused
    assert any(f.player_name == "Finn Floor" and "may not play" in f.message for f in report.findings)
    assert any(f.player_name == "Player 2" and "suspended" in f.message for f in report.findings)
    assert any(f.player_name == "Player 6" and "qualified" in f.message for f in report.findings)
    floor.db.close()


def test_eligibility_tells_namesakes_apart_and_says_a_list_naming_them_by_name_is_unclear() -> None:
    """Two players named Daniel Kim: every message said "Daniel Kim is on the suspended list",
    whichever of them it meant, and a list naming "Daniel Kim" matched both without a word.
    Messages now name each by their number in the event; a list entry by a shared name says
    it cannot tell them apart, and a qualified entry by that name warns for the one it may
    not mean."""
    floor = make_floor(tier=2, n_players=4)
    with floor.db.transaction() as s:
        first = players.register_player(s, floor.event_id, "Daniel Kim", player_number="1036").registration_id
        second = players.register_player(s, floor.event_id, "daniel  kim", player_number="1041").registration_id
        eligibility.set_player_list(s, floor.event_id, "suspended", ["Daniel Kim"])
        eligibility.set_qualification_required(s, floor.event_id, True)
        eligibility.set_player_list(s, floor.event_id, "qualified",
                                    [*(f"P{i:03d}" for i in range(1, 5)), "1036", "Daniel Kim"])
        report = eligibility.check_eligibility(s, floor.event_id)
    said = {(f.registration_id, f.level, f.message) for f in report.findings
            if f.registration_id in (first, second) and "deck list" not in f.message}
    unclear = ("by the name alone, which another player of the event bears too; list the player number to "
               "tell them apart")
    assert said == {
        (first, "refuse", f"Daniel Kim (1036) is on the suspended list {unclear}"),
        (second, "refuse", f"daniel kim (1041) is on the suspended list {unclear}"),
        (second, "warning", f"daniel kim (1041) counts as qualified, but is on the qualified list {unclear}"),
    }, said
    with floor.db.transaction() as s:
        eligibility.set_player_list(s, floor.event_id, "suspended", ["1041"])
        report = eligibility.check_eligibility(s, floor.event_id)
    assert [f.message for f in report.findings if "suspended" in f.message] == [
        "daniel kim (1041) is on the suspended list"]
    floor.db.close()


def test_eligibility_tier_1_odd_count_warning_and_minimum() -> None:
    # Tier 1: a judge who creates an uneven number of players gets a warning;
    # 'Participation Minimums': fewer than four cannot be sanctioned.
    floor = make_floor(tier=1, n_players=4)
    with floor.db.transaction() as s:
        players.register_player(s, floor.event_id, "Hana Head", player_number="J001")
        report = eligibility.check_eligibility(s, floor.event_id)
    assert not report.refused
    assert any(f.level == "warning" and "odd" in f.message for f in report.findings)
    small = make_floor(tier=1, n_players=3)
    with small.db.transaction() as s:
        assert eligibility.check_eligibility(s, small.event_id).refused


def test_concession_recorded_as_such_and_final(floor: Floor) -> None:
    # 'A conceded game counts as a loss for the conceding player'; 'Once a judge records the match
    # outcome, that outcome is final'.
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])])
    with floor.db.transaction() as s:
        concessions.concede(s, m, p[1])
        match = s.get(Match, m)
        assert (match.result, match.result_source, match.conceded_by) == ("a", "concession", p[1])
    with pytest.raises(ValidationError, match="final"), floor.db.transaction() as s:
        concessions.concede(s, m, p[0])
    with pytest.raises(PrizeSplitRefused, match="concede for prizes"), floor.db.transaction() as s:
        concessions.concede(s, m, p[0], for_prizes=True)


def test_drop_before_and_after_pairing(floor: Floor) -> None:
    # 'must notify the Head Judge prior to the next round being paired. If the round is already
    # paired and a player drops, then that player is considered to have conceded that round.'
    p = floor.players
    with floor.db.transaction() as s:
        early = concessions.drop(s, floor.event_id, p[7])
    assert early.dropped_after_round == 0
    [m, _, _] = floor.add_round(1, [(p[0], p[1]), (p[2], p[3]), (p[4], p[5])])
    with floor.db.transaction() as s:
        # asked before the drop: the match it concedes, its table and who gets the win
        asked = concessions.match_a_drop_concedes(s, floor.event_id, p[0])
        assert asked is not None and asked.opponent_id == p[1]
        assert asked.sentence() == (
            f"Their match at table {s.get(Match, m).table_number} is conceded to {asked.opponent_name}."
        )
        assert concessions.match_a_drop_concedes(s, floor.event_id, p[6]) is None  # not paired
        out = concessions.drop(s, floor.event_id, p[0])
        match = s.get(Match, m)
        assert (match.result, match.result_source, match.conceded_by) == ("b", "drop", p[0])
        assert s.get(Registration, p[0]).dropped_after_round == 1
    assert out.conceded_match_id == m
    floor.add_round(2, [(p[1], p[2])], state="draft")
    with floor.db.transaction() as s:
        assert concessions.match_a_drop_concedes(s, floor.event_id, p[1]) is None  # a draft
        out = concessions.drop(s, floor.event_id, p[1])
    assert out.dropped_after_round == 1 and out.conceded_match_id is None and "again" in out.note


def test_prize_split_between_finalists_with_head_judge(floor: Floor) -> None:
    # 'may only split prizes offered to first and second place ... in the presence of the head judge'.
    p = floor.players
    with pytest.raises(PrizeSplitRefused, match="no final"), floor.db.transaction() as s:
        concessions.record_prize_split(s, floor.event_id, registration_ids=(p[0], p[1]), terms="50/50",
                                       head_judge_person_id=floor.head_judge)
    floor.add_round(4, [(p[0], p[1])], kind="elimination")
    with pytest.raises(ValidationError, match="only the head judge"), floor.db.transaction() as s:
        concessions.record_prize_split(s, floor.event_id, registration_ids=(p[0], p[1]), terms="50/50",
                                       head_judge_person_id=floor.floor_judge)
    with pytest.raises(PrizeSplitRefused, match="finalists"), floor.db.transaction() as s:
        concessions.record_prize_split(s, floor.event_id, registration_ids=(p[0], p[2]), terms="50/50",
                                       head_judge_person_id=floor.head_judge)
    with pytest.raises(PrizeSplitRefused, match="first and second"), floor.db.transaction() as s:
        concessions.record_prize_split(s, floor.event_id, registration_ids=(p[0], p[1]), terms="x",
                                       places=(1, 2, 3), head_judge_person_id=floor.head_judge)
    with floor.db.transaction() as s:
        record = concessions.record_prize_split(s, floor.event_id, registration_ids=(p[1], p[0]),
                                                terms="split the cash 50/50, trophy to the winner",
                                                head_judge_person_id=floor.head_judge)
    assert record["head_judge"] == "Hana Head" and record["places"] == [1, 2]
