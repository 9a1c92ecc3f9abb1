"""Penalties through the service: escalation, effects on results, withdrawal, refusals."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tourney.db.models import DeckList, Game, Match, Registration, Round
from tourney.errors import NotFoundError, ValidationError
from tourney.services import audit, decklists
from tourney.services import penalties as svc
from tourney.services.concurrency import lock_event

from .conftest import Floor


def match_state(floor: Floor, match_id: int) -> tuple[str | None, str | None, list[tuple[int, int | None]]]:
    with floor.db.transaction() as s:
        m = s.get(Match, match_id)
        games = [(g.number, g.winner_id) for g in s.exec(select(Game).where(Game.match_id == match_id))]
        return m.result, m.result_source, games


def test_game_loss_gives_opponent_the_game_and_withdrawal_reverts(floor: Floor) -> None:
    # Game Loss: 'A Game Loss will result in a player losing the current game. When a player
    # receives a Game Loss, his opponent for that game will receive a win.'
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        row = svc.issue_penalty(s, floor.event_id, p1, infraction_code="drawing_extra_cards",
                                issued_by_person_id=floor.floor_judge)
    assert row.penalty == "game_loss" and row.match_id == m and row.game_number == 1
    assert match_state(floor, m) == ("b", "penalty", [(1, p2)])
    with floor.db.transaction() as s:
        assert s.get(Round, floor.rounds[1]).state == "complete"  # its only match is decided
    with floor.db.transaction() as s:
        svc.withdraw_penalty(s, row.id, reason="appeal upheld", by_person_id=floor.head_judge)
    assert match_state(floor, m) == (None, None, [])
    with floor.db.transaction() as s:
        assert s.get(Round, floor.rounds[1]).state == "published"
        actions = [e.action for e in audit.list_entries(s, event_id=floor.event_id, action_prefix="penalty.")]
    assert actions == ["penalty.issue", "penalty.withdraw"]


def test_second_warning_escalates_with_reason(floor: Floor) -> None:
    # Game Warning: 'The second Game Warning for the same violation during a tournament will
    # result in a player receiving a Game Loss.'
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        first = svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                                  issued_by_person_id=floor.floor_judge)
        other = svc.issue_penalty(s, floor.event_id, p1, infraction_code="looking_at_extra_cards",
                                  issued_by_person_id=floor.floor_judge)
        second = svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                                   issued_by_person_id=floor.floor_judge)
    assert (first.penalty, other.penalty, second.penalty) == ("game_warning", "game_warning", "game_loss")
    assert "(the first in round 1)" in second.escalation_reason and "#" not in second.escalation_reason
    assert match_state(floor, m)[0] == "b"
    # Withdrawing the first warning takes the escalation back.
    with floor.db.transaction() as s:
        svc.withdraw_penalty(s, first.id, reason="wrong player", by_person_id=floor.head_judge)
        again = svc.get_penalty(s, second.id)
    assert again.penalty == "game_warning" and again.escalation_reason is None
    assert match_state(floor, m) == (None, None, [])
    # A third one escalates again, now naming the warning that stands.
    with floor.db.transaction() as s:
        third = svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                                  issued_by_person_id=floor.floor_judge)
        fourth = svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                                   issued_by_person_id=floor.floor_judge)
        svc.withdraw_penalty(s, second.id, reason="not slow after all", by_person_id=floor.head_judge)
        third, fourth = svc.get_penalty(s, third.id), svc.get_penalty(s, fourth.id)
    assert third.penalty == "game_warning" and third.escalation_reason is None
    assert fourth.penalty == "game_loss" and "(the first in round 1)" in fourth.escalation_reason


def test_both_players_game_loss_in_same_game(floor: Floor) -> None:
    # Game Loss: 'If both players receive a Game Loss penalty during the same game then both
    # players will receive a loss.'
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        a = svc.issue_penalty(s, floor.event_id, p1, infraction_code="outside_assistance",
                              issued_by_person_id=floor.floor_judge)
        b = svc.issue_penalty(s, floor.event_id, p2, infraction_code="outside_assistance",
                              issued_by_person_id=floor.floor_judge, match_id=m, game_number=1)
    assert match_state(floor, m) == ("double_loss", "penalty", [(1, None)])
    assert "both" in b.effect
    with floor.db.transaction() as s:
        svc.withdraw_penalty(s, a.id, reason="misheard", by_person_id=floor.head_judge)
    assert match_state(floor, m) == ("a", "penalty", [(1, p1)])


def test_game_loss_after_match_applies_to_next_match(floor: Floor) -> None:
    # Game Loss: 'If a player receives a Game Loss between games, he will lose his next game.'
    p1, p2, p3, p4 = floor.players[:4]
    [m1, _] = floor.add_round(1, [(p1, p2), (p3, p4)])
    with floor.db.transaction() as s:
        lock_event(s, floor.event_id)  # test set-up writes take the lock like any action
        s.add(Game(match_id=m1, number=1, winner_id=p1))
        m = s.get(Match, m1)
        m.result, m.result_source, m.a_game_wins = "a", "entered", 1
        row = svc.issue_penalty(s, floor.event_id, p1, infraction_code="unsporting_conduct",
                                issued_by_person_id=floor.head_judge, penalty="game_loss",
                                reason="abusive after the game")
    assert row.match_id is None and row.effect.startswith("pending")
    assert row.upgrade_reason == "abusive after the game"
    [m2, _] = floor.add_round(2, [(p1, p3), (p2, p4)])
    with floor.db.transaction() as s:
        applied = svc.apply_pending_game_losses(s, floor.event_id)
        assert svc.apply_pending_game_losses(s, floor.event_id) == []
    assert [r.id for r in applied] == [row.id]
    assert match_state(floor, m2) == ("b", "penalty", [(1, p3)])
    assert match_state(floor, m1)[0] == "a"


def test_disqualification_only_by_head_judge_drops_and_concedes(floor: Floor) -> None:
    # Tournament Disqualification: 'only to be given by the Head Judge.'
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with pytest.raises(ValidationError, match="head judge"), floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, p1, infraction_code="cheating",
                          issued_by_person_id=floor.floor_judge)
    with floor.db.transaction() as s:
        dq = svc.issue_penalty(s, floor.event_id, p1, infraction_code="cheating",
                               issued_by_person_id=floor.head_judge, description="stacked deck")
        assert s.get(Registration, p1).dropped_after_round == 1
    assert dq.penalty == "disqualification"
    assert match_state(floor, m) == ("b", "penalty", [(1, p2)])
    with floor.db.transaction() as s:
        svc.withdraw_penalty(s, dq.id, reason="evidence mistaken", by_person_id=floor.head_judge)
        assert s.get(Registration, p1).dropped_after_round is None
    assert match_state(floor, m) == (None, None, [])


def test_bad_input_refused(floor: Floor) -> None:
    p1, p2, p3 = floor.players[:3]
    [m, bye] = floor.add_round(1, [(p1, p2), (p3, None)])
    with floor.db.transaction() as s:
        from tourney.services import events

        other = events.create_event(s, name="Other", start_date=floor.clock.now.date())
        from tourney.services import players

        stranger = players.register_player(s, other.id, "Stranger").registration_id
    with pytest.raises(NotFoundError, match="that player is not registered in Spring Open"), floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, stranger, infraction_code="slow_play",
                          issued_by_person_id=floor.floor_judge)
    with pytest.raises(ValidationError, match="bye"), floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, p3, infraction_code="tardiness",
                          issued_by_person_id=floor.floor_judge, match_id=bye)
    with pytest.raises(ValidationError, match="does not play"), floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, p3, infraction_code="slow_play",
                          issued_by_person_id=floor.floor_judge, match_id=m)
    with pytest.raises(ValidationError, match="only the head judge"), floor.db.transaction() as s:
        row = svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                                issued_by_person_id=floor.floor_judge)
        svc.withdraw_penalty(s, row.id, reason="x", by_person_id=floor.floor_judge)
    [draft_match] = floor.add_round(2, [(p1, p3)], state="draft")
    with pytest.raises(ValidationError, match="draft"), floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, p1, infraction_code="slow_play",
                          issued_by_person_id=floor.floor_judge, match_id=draft_match)
    with pytest.raises(NotFoundError, match="penalty 99"), floor.db.transaction() as s:
        svc.withdraw_penalty(s, 99, reason="x", by_person_id=floor.head_judge)
    with floor.db.transaction() as s:
        assert svc.list_penalties(s, floor.event_id) == []  # the refused actions wrote nothing


def test_tardiness_after_grace_only(floor: Floor) -> None:
    # 'Tardiness': five-minute grace period from the beginning of round time, then a Game Loss.
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        lock_event(s, floor.event_id)
        s.get(Round, floor.rounds[1]).clock_started_at = floor.clock.now
    floor.clock.advance(minutes=4)
    with pytest.raises(ValidationError, match="grace"), floor.db.transaction() as s:
        svc.issue_tardiness(s, floor.event_id, p2, issued_by_person_id=floor.floor_judge)
    floor.clock.advance(minutes=1)
    with floor.db.transaction() as s:
        row = svc.issue_tardiness(s, floor.event_id, p2, issued_by_person_id=floor.floor_judge)
    assert row.infraction == "tardiness" and row.penalty == "game_loss"
    assert match_state(floor, m)[0] == "a"


def test_deck_list_penalty_once_per_list_with_correction(floor: Floor) -> None:
    # 'Deck Lists': incorrect -> Game Warning; 'A deck list penalty should only be issued and
    # corrected once per decklist'.
    p1 = floor.players[0]
    with floor.db.transaction() as s:
        lock_event(s, floor.event_id)  # test set-up writes take the lock like any action
        dl = DeckList(registration_id=p1, format="harmony", cards=[{"name": "Twilite", "qty": 3}],
                      status="incorrect")
        s.add(dl)
        s.flush()
        dl_id = dl.id
    with floor.db.transaction() as s:
        row = svc.penalize_deck_list(s, dl_id, issued_by_person_id=floor.head_judge,
                                     corrected_text="3 Twilight Sparkle, Faithful Student\n")
    assert row.penalty == "game_warning" and row.infraction == "incorrect_deck_list"
    with floor.db.transaction() as s:
        new = s.exec(select(DeckList).where(DeckList.replaces_id == dl_id)).one()
        assert new.version == 2 and new.change_reason == (
            "corrected after the Game Warning issued before round 1 by Hana Head")
        # The correction is checked like any list (this short one is not a legal deck).
        assert new.raw_text.startswith("3 Twilight") and new.validation["status"] == new.status
    with pytest.raises(ValidationError, match="one deck-list penalty"), floor.db.transaction() as s:
        svc.penalize_deck_list(s, dl_id, issued_by_person_id=floor.head_judge)


def test_a_correction_still_wrong_is_not_penalised_again(floor: Floor) -> None:
    # 'A deck list penalty should only be issued and corrected once per decklist – multiple errors
    # on the same list should not result in multiple penalties': the corrected version is that list.
    with floor.db.transaction() as s:
        decklists.register_deck_list(s, floor.event_id, floor.players[0], "3 Twilite Sparkle\n")
        first = decklists.current_deck_list(s, floor.players[0])
        svc.penalize_deck_list(s, first.id, issued_by_person_id=floor.head_judge,
                               corrected_text="3 Twilight Sparkle, Faithful Student\n")
        corrected = decklists.current_deck_list(s, floor.players[0])
        assert corrected.version == 2 and corrected.status == "invalid"  # 3 cards: still no deck
    with pytest.raises(ValidationError) as refused, floor.db.transaction() as s:
        svc.penalize_deck_list(s, corrected.id, issued_by_person_id=floor.head_judge)
    assert str(refused.value) == (
        "Player 1's deck list (version 2) was corrected under the Game Loss issued before round 1 by "
        "Hana Head: one deck-list penalty per list, however many errors (Deck Lists)")


def test_penalty_history_and_report(floor: Floor) -> None:
    p1, p2 = floor.players[:2]
    floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        svc.issue_penalty(s, floor.event_id, p1, infraction_code="missed_trigger",
                          issued_by_person_id=floor.floor_judge)
        w = svc.issue_penalty(s, floor.event_id, p2, infraction_code="slow_play",
                              issued_by_person_id=floor.floor_judge)
        svc.withdraw_penalty(s, w.id, reason="not slow", by_person_id=floor.head_judge)
        history = svc.list_penalties(s, floor.event_id, registration_id=p1)
        report = svc.penalty_report(s, floor.event_id)
    assert [h.infraction for h in history] == ["missed_trigger"]
    assert report.by_penalty == {"Procedural Error": 1}
    assert report.withdrawn == 1 and len(report.rows) == 2


def test_head_judge_changes_an_issued_penalty(floor: Floor) -> None:
    # 'Penalties for severe offenses may be upgraded at the Head Judge's discretion.'
    p1, p2 = floor.players[:2]
    [m] = floor.add_round(1, [(p1, p2)])
    with floor.db.transaction() as s:
        row = svc.issue_penalty(s, floor.event_id, p1, infraction_code="looking_at_extra_cards",
                                issued_by_person_id=floor.floor_judge)
    with pytest.raises(ValidationError, match="only the head judge"), floor.db.transaction() as s:
        svc.change_penalty(s, row.id, penalty="game_loss", reason="x", by_person_id=floor.floor_judge)
    with floor.db.transaction() as s:
        gl = svc.change_penalty(s, row.id, penalty="gl", reason="looked at three cards",
                                by_person_id=floor.head_judge)
    assert gl.penalty == "game_loss" and gl.upgrade_reason == "looked at three cards"
    assert match_state(floor, m) == ("b", "penalty", [(1, p2)])
    with floor.db.transaction() as s:
        dq = svc.change_penalty(s, row.id, penalty="dq", reason="on purpose", by_person_id=floor.head_judge)
        assert s.get(Registration, p1).dropped_after_round == 1
    assert dq.penalty == "disqualification"
    assert match_state(floor, m) == ("b", "penalty", [(1, p2)])
    with floor.db.transaction() as s:
        svc.change_penalty(s, row.id, penalty="gw", reason="accident after all", by_person_id=floor.head_judge)
        assert s.get(Registration, p1).dropped_after_round is None
    assert match_state(floor, m) == (None, None, [])
    with floor.db.transaction() as s:
        invalid = svc.issue_penalty(s, floor.event_id, p2, infraction_code="invalid_deck_list",
                                    issued_by_person_id=floor.head_judge)
    with pytest.raises(ValidationError, match="at least a Game Loss"), floor.db.transaction() as s:
        svc.change_penalty(s, invalid.id, penalty="gw", reason="minor", by_person_id=floor.head_judge)
