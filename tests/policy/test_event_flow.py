"""A Tier 2 event through the real pairing and result services with the floor rules applied."""

from __future__ import annotations

from tourney.db.models import Registration
from tourney.services import clock, concessions, deck_checks, penalties, results, rounds

from .conftest import make_floor
from .test_deck_check_service import give_lists


def test_two_rounds_with_penalties_drop_and_disqualification() -> None:
    floor = make_floor(tier=2, n_players=8)
    give_lists(floor)  # Tier 2: deck lists are required, and deck checks check against them
    p = floor.players
    with floor.db.transaction() as s:
        # Tardy deck list discovered before round 1: a Game Loss waiting for the first game.
        waiting = penalties.issue_penalty(s, floor.event_id, p[0], infraction_code="invalid_deck_list",
                                          issued_by_person_id=floor.head_judge)
        r1 = rounds.pair_round(s, floor.event_id).round.id
        rounds.publish_round(s, r1)
        start = clock.start_clock(s, r1)
        assert start.state == "running" and start.time_limit_seconds == 35 * 60  # Tier 2 Swiss
        assert penalties.get_penalty(s, waiting.id).game_number == 1
        picked = deck_checks.pick_deck_checks(s, r1)
        assert len(picked) == 2  # one match, both decks (Tier 2: at least one)
        # Everyone else finishes; one player drops after their match.
        for m in rounds.round_pairings(s, r1).matches:
            if m.result is None:
                results.enter_result(s, m.id, "a")
        outcome = concessions.drop(s, floor.event_id, p[7])
        assert outcome.dropped_after_round == 1 and outcome.conceded_match_id is None
        # A Game Loss after the player's match is over waits for the next round.
        late = penalties.issue_penalty(s, floor.event_id, p[1], infraction_code="drawing_extra_cards",
                                       issued_by_person_id=floor.floor_judge)
        assert late.match_id is None
    with floor.db.transaction() as s:
        r2 = rounds.pair_round(s, floor.event_id).round.id
        paired = {x for m in rounds.round_pairings(s, r2).matches for x in (m.player_a_id, m.player_b_id)}
        assert p[7] not in paired  # dropped before round 2 was paired
        rounds.publish_round(s, r2)
        clock.start_clock(s, r2)
        applied = penalties.get_penalty(s, late.id)
        match = next(m for m in rounds.round_pairings(s, r2).matches if p[1] in (m.player_a_id, m.player_b_id))
        assert applied.match_id == match.id and match.result_source == "penalty"
        # A Disqualification concedes the open match of a paired round and drops the player.
        victim = next(m for m in rounds.round_pairings(s, r2).matches if m.result is None and not m.is_bye)
        dq = penalties.issue_penalty(s, floor.event_id, victim.player_a_id, infraction_code="cheating",
                                     issued_by_person_id=floor.head_judge)
        assert dq.effect.startswith("disqualified")
        assert s.get(Registration, victim.player_a_id).dropped_after_round == 2
        after = next(m for m in rounds.round_pairings(s, r2).matches if m.id == victim.id)
        assert after.result == "b" and after.result_source == "penalty"
    floor.db.close()
