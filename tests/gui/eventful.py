"""A small event with a bit of everything, played through the services: the texts it leaves.

Eight players, three Swiss rounds and a top four: a Game Loss applied at a
table, a withdrawn warning, a deck check, extra time, the round clock and
its time call, an end-of-match result, a concession, a corrected result, a
drop and a champion. Tests read every text the window shows about it.
"""

from __future__ import annotations

from datetime import timedelta

from tests.gui.conftest import SampleEvent, make_event
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import (
    clock,
    concessions,
    deck_checks,
    decklists,
    end_of_match,
    penalties,
    results,
    rounds,
    topcut,
)


def _finish(session, round_id: int) -> None:  # type: ignore[no-untyped-def]
    for m in rounds.round_pairings(session, round_id).matches:
        if m.result is None and not m.is_bye:
            results.enter_result(session, m.id, "a")


def eventful_event() -> SampleEvent:
    """The sample event played to its champion, leaving one entry of each kind in its history."""
    sample = make_event(8, swiss_rounds=3)
    p = sample.players
    db = sample.db
    with db.transaction() as s:  # a deck check needs a list to check against
        for player in p:
            decklists.register_deck_list(s, sample.event_id, player, SAMPLE_DECK)
    with db.transaction() as s:
        r1 = rounds.pair_round(s, sample.event_id).round.id
        rounds.publish_round(s, r1)
        clock.start_clock(s, r1)
        matches = [m for m in rounds.round_pairings(s, r1).matches if not m.is_bye]
        loss = matches[0]
        penalties.issue_penalty(s, sample.event_id, loss.player_a_id,
                                infraction_code="drawing_extra_cards",
                                issued_by_person_id=sample.floor_judge)
        warning = penalties.issue_penalty(s, sample.event_id, matches[1].player_b_id,
                                          infraction_code="tardiness",
                                          issued_by_person_id=sample.floor_judge)
        penalties.withdraw_penalty(s, warning.id, reason="the clock was wrong",
                                   by_person_id=sample.head_judge)
        checked = deck_checks.check_match(s, matches[2].id)
        deck_checks.start_deck_check(s, checked[0].id)
        clock.extend_match(s, matches[1].id, 180, reason="judge call")
        concessions.concede(s, matches[2].id, matches[2].player_b_id)
        called = clock.call_time(s, r1, early=True)
        end_of_match.run_end_of_match(
            s, matches[3].id, first_player="a", turn_player="b", points_a=6, points_b=3,
            stage="decide", record=True, now=called.now + timedelta(seconds=5),
        )
        _finish(s, r1)
        results.correct_result(s, matches[1].id, "b", reason="slip was filled in wrongly")
    with db.transaction() as s:
        r2 = rounds.pair_round(s, sample.event_id).round.id
        rounds.publish_round(s, r2)
        _finish(s, r2)
        concessions.drop(s, sample.event_id, p[7])
    with db.transaction() as s:
        r3 = rounds.pair_round(s, sample.event_id).round.id
        rounds.publish_round(s, r3)
        _finish(s, r3)
        topcut.cut_to_top(s, sample.event_id, 4)
        while (data := topcut.pair_next_elimination_round(s, sample.event_id)) is not None:
            rounds.publish_round(s, data.round.id)
            _finish(s, data.round.id)
    return sample
