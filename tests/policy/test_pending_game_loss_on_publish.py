"""A Game Loss issued between rounds lands on the next round when it is published."""

from __future__ import annotations

from datetime import date

from tourney.db.database import open_memory_database
from tourney.db.models import Match
from tourney.services import events, penalties, players, rounds, staff


def test_publishing_the_next_round_applies_a_waiting_game_loss() -> None:
    # Game Loss: 'If a player receives a Game Loss between games, he will lose his next game.'
    with open_memory_database() as db:
        with db.transaction() as s:
            event = events.create_event(s, name="Cup", start_date=date(2026, 6, 1))
            regs = [players.register_player(s, event.id, f"Player {n}") for n in range(1, 9)]
            judge = staff.assign_staff(s, event.id, role="head_judge", name="Hannah Head")
            penalty = penalties.issue_penalty(
                s, event.id, regs[0].registration_id, infraction_code="invalid_deck_list",
                issued_by_person_id=judge.person_id,
            )
        assert penalty.match_id is None
        with db.transaction() as s:
            draft = rounds.pair_round(s, event.id)
            published = rounds.publish_round(s, draft.round.id)
        with db.transaction() as s:
            match = next(
                s.get(Match, m.id) for m in published.matches
                if regs[0].registration_id in (m.player_a_id, m.player_b_id)
            )
            assert match is not None and match.result_source == "penalty"
            loser_side = "a" if match.player_a_id == regs[0].registration_id else "b"
            assert match.result == ("b" if loser_side == "a" else "a")
            assert penalties.get_penalty(s, penalty.id).match_id == match.id
