"""Deck checks through the service ('Deck Checks' under Tier 2 and Tier 3 Rules)."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tourney.db.models import AuditEntry, DeckList, Match, Registration
from tourney.errors import ValidationError
from tourney.gui.sample_deck import SAMPLE_DECK
from tourney.services import deck_checks as svc
from tourney.services import decklists, penalties, rounds
from tourney.services.concurrency import lock_event
from tourney.services.decklists import current_deck_list

from .conftest import Floor

CARDS = [{"card_id": "pr-1", "name": "Twilight Sparkle, Faithful Student", "qty": 3},
         {"card_id": "pr-2", "name": "Rarity, Nice to a Fault", "qty": 2}]


SHORT = [{"card_id": "pr-1", "name": "Twilight Sparkle, Faithful Student", "qty": 2}, *CARDS[1:]]
"""The deck one Twilight Sparkle short of its list."""


def give_lists(floor: Floor) -> None:
    with floor.db.transaction() as s:
        lock_event(s, floor.event_id)  # test set-up writes take the lock like any action
        for reg in floor.players:
            s.add(DeckList(registration_id=reg, format="harmony", cards=CARDS, status="legal", locked=True))


def test_random_pick_is_seeded_recorded_and_skips_byes(tier2: Floor) -> None:
    # 'At the start of a round, at least one game is selected'.
    give_lists(tier2)
    p = tier2.players
    matches = tier2.add_round(1, [(p[0], p[1]), (p[2], p[3]), (p[4], p[5]), (p[6], None)])
    with tier2.db.transaction() as s:
        rows = svc.pick_deck_checks(s, tier2.rounds[1])
    assert len(rows) == 2 and rows[0].match_id == rows[1].match_id
    assert rows[0].match_id in matches[:3] and rows[0].rng_seed is not None
    with pytest.raises(ValidationError, match="at least 1"), tier2.db.transaction() as s:
        svc.pick_deck_checks(s, tier2.rounds[1], count=0)
    with pytest.raises(ValidationError, match="bye"), tier2.db.transaction() as s:
        svc.check_match(s, matches[3])
    with tier2.db.transaction() as s:
        assert len(svc.pick_deck_checks(s, tier2.rounds[1], count=2)) == 4  # the two left
    with pytest.raises(ValidationError, match="no unfinished, unchecked match"), tier2.db.transaction() as s:
        svc.pick_deck_checks(s, tier2.rounds[1])
    # The same seed picks the same match again in a fresh database.
    from .conftest import make_floor

    again = make_floor(tier=2)
    give_lists(again)
    q = again.players
    again.add_round(1, [(q[0], q[1]), (q[2], q[3]), (q[4], q[5]), (q[6], None)])
    with again.db.transaction() as s:
        assert svc.pick_deck_checks(s, again.rounds[1])[0].match_id == rows[0].match_id


def test_record_finds_differences_proposes_penalty_and_extends_time(tier2: Floor) -> None:
    # 'Decks are then checked against their respective deck lists ... Any penalties resulting in
    # an incorrect deck or deck list will be applied to that game. The selected players will be
    # given extra time to finish the round.'
    give_lists(tier2)
    p = tier2.players
    [m] = tier2.add_round(1, [(p[0], p[1])])
    with tier2.db.transaction() as s:
        a, b = svc.check_match(s, m)
        svc.start_deck_check(s, a.id)
        svc.start_deck_check(s, b.id)
    tier2.clock.advance(minutes=4)
    with tier2.db.transaction() as s:
        clean = svc.record_deck_check(s, b.id)
    tier2.clock.advance(minutes=1)
    presented = [CARDS[0], {"card_id": "pr-2", "name": "Rarity, Nice to a Fault", "qty": 1},
                 {"card_id": "pr-9", "name": "Gummy", "qty": 1}]
    with tier2.db.transaction() as s:
        bad = svc.record_deck_check(s, a.id, presented=presented, sleeves="ok")
        assert s.get(Match, m).time_extension_seconds == 300
    assert clean.proposed_penalty is None and clean.duration_seconds == 240
    assert bad.proposed_infraction == "invalid_deck_list" and bad.proposed_penalty == "game_loss"
    assert bad.findings["missing"] == [{"card": "pr-2", "name": "Rarity, Nice to a Fault", "qty": 1}]
    assert bad.findings["extra"][0]["name"] == "Gummy"
    with tier2.db.transaction() as s:
        row = svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.floor_judge)
        match = s.get(Match, m)
        assert (match.result, match.result_source) == ("b", "penalty")
    assert row.penalty == "game_loss" and "missing: 1× Rarity" in row.description
    with pytest.raises(ValidationError, match="already led"), tier2.db.transaction() as s:
        svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.floor_judge)


def test_record_with_duration_and_no_list(floor: Floor) -> None:
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])])
    with pytest.raises(ValidationError, match="has registered a deck list"), floor.db.transaction() as s:
        svc.check_match(s, m)
    give_lists(floor)
    with floor.db.transaction() as s:
        a, _ = svc.check_match(s, m)
    with pytest.raises(ValidationError, match="no start time"), floor.db.transaction() as s:
        svc.record_deck_check(s, a.id)
    with floor.db.transaction() as s:
        row = svc.record_deck_check(s, a.id, duration_seconds=120, sleeves="worn")
        assert s.get(Match, m).time_extension_seconds == 120
    assert row.proposed_infraction == "marked_cards_no_pattern" and row.proposed_penalty == "game_warning"


def _list_of(floor: Floor, registration_id: int) -> int:
    with floor.db.transaction() as s:
        deck_list = current_deck_list(s, registration_id)
        assert deck_list is not None
        return deck_list.id or 0


def test_a_check_that_matches_the_list_proposes_no_penalty(tier2: Floor) -> None:
    # The list was registered 'incorrect' (a Game Warning, issued once from the list):
    # a deck that matches it is no new problem.
    p = tier2.players
    with tier2.db.transaction() as s:
        lock_event(s, tier2.event_id)
        s.add(DeckList(registration_id=p[0], format="harmony", cards=CARDS, status="incorrect"))
        s.add(DeckList(registration_id=p[1], format="harmony", cards=CARDS, status="invalid"))
    [m] = tier2.add_round(1, [(p[0], p[1])])
    with tier2.db.transaction() as s:
        a, b = svc.check_match(s, m)
        rows = [svc.record_deck_check(s, c.id, duration_seconds=60) for c in (a, b)]
    assert [(r.proposed_infraction, r.proposed_penalty) for r in rows] == [(None, None)] * 2
    assert [r.findings["list_status"] for r in rows] == ["incorrect", "invalid"]
    with pytest.raises(ValidationError, match="nothing to penalise"), tier2.db.transaction() as s:
        svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.head_judge)


def test_a_list_penalised_already_is_not_proposed_again(tier2: Floor) -> None:
    # 'A deck list penalty should only be issued and corrected once per decklist'.
    give_lists(tier2)
    p = tier2.players
    [m] = tier2.add_round(1, [(p[0], p[1])])
    with tier2.db.transaction() as s:
        penalties.penalize_deck_list(s, _list_of(tier2, p[0]), issued_by_person_id=tier2.head_judge,
                                     infraction_code="incorrect_deck_list")
        a, _ = svc.check_match(s, m)
    short = SHORT
    with tier2.db.transaction() as s:
        row = svc.record_deck_check(s, a.id, presented=short, sleeves="worn", duration_seconds=60)
    # the list's penalty stands: what else the check found is proposed, not a refused Game Loss
    assert row.findings["infractions"] == ["invalid_deck_list", "marked_cards_no_pattern"]
    assert (row.proposed_infraction, row.proposed_penalty) == ("marked_cards_no_pattern", "game_warning")
    assert row.list_already_penalised
    with tier2.db.transaction() as s:
        issued = svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.floor_judge)
    assert issued.penalty == "game_warning"


def test_a_list_penalised_after_the_check_was_recorded_is_not_proposed_again(tier2: Floor) -> None:
    give_lists(tier2)
    p = tier2.players
    [m1] = tier2.add_round(1, [(p[0], p[1])])
    short = SHORT
    with tier2.db.transaction() as s:
        a, _ = svc.check_match(s, m1)
        recorded = svc.record_deck_check(s, a.id, presented=short, duration_seconds=60)
    assert recorded.proposed_penalty == "game_loss"
    with tier2.db.transaction() as s:  # the same list is penalised from the Deck lists tab
        penalties.penalize_deck_list(s, _list_of(tier2, p[0]), issued_by_person_id=tier2.head_judge,
                                     infraction_code="invalid_deck_list")
        [now] = [r for r in svc.list_deck_checks(s, tier2.event_id) if r.id == a.id]
    assert now.proposed_penalty is None and now.list_already_penalised
    with pytest.raises(ValidationError, match="already has its deck-list penalty"), \
            tier2.db.transaction() as s:
        svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.head_judge)


def test_a_recorded_check_is_corrected_with_a_reason(tier2: Floor) -> None:
    give_lists(tier2)
    p = tier2.players
    [m] = tier2.add_round(1, [(p[0], p[1])])
    short = SHORT
    with tier2.db.transaction() as s:
        a, b = svc.check_match(s, m)
        svc.record_deck_check(s, b.id, duration_seconds=300)
        svc.record_deck_check(s, a.id, presented=short, duration_seconds=300)
    with pytest.raises(ValidationError, match="say why"), tier2.db.transaction() as s:
        svc.correct_deck_check(s, a.id, reason="  ", duration_seconds=600)
    with tier2.db.transaction() as s:
        fixed = svc.correct_deck_check(s, a.id, reason="miscounted: the third copy was in the sideboard box",
                                       duration_seconds=600, notes="recounted")
        assert s.get(Match, m).time_extension_seconds == 600
        entry = s.exec(select(AuditEntry).where(AuditEntry.action == "deckcheck.correct")).one()
    assert fixed.proposed_penalty is None and fixed.duration_seconds == 600
    assert fixed.findings["missing"] == [] and fixed.findings["notes"] == "recounted"
    assert entry.before["findings"]["missing"][0]["qty"] == 1
    assert entry.after["reason"].startswith("miscounted")
    # a check whose penalty stands is corrected only once the penalty is withdrawn
    with tier2.db.transaction() as s:
        svc.correct_deck_check(s, a.id, reason="the recount was wrong", presented=short)
        issued = svc.apply_proposed_penalty(s, a.id, issued_by_person_id=tier2.head_judge)
    with pytest.raises(ValidationError, match="withdraw that penalty"), tier2.db.transaction() as s:
        svc.correct_deck_check(s, a.id, reason="appeal", notes="")
    with tier2.db.transaction() as s:
        penalties.withdraw_penalty(s, issued.id, reason="appeal upheld", by_person_id=tier2.head_judge)
        row = svc.correct_deck_check(s, a.id, reason="appeal upheld: the deck was complete")
    assert row.penalty_id is None and row.proposed_penalty is None
    [m2] = tier2.add_round(2, [(p[2], p[3])])
    with tier2.db.transaction() as s:
        [c, _] = svc.check_match(s, m2)
    with pytest.raises(ValidationError, match="not recorded yet"), tier2.db.transaction() as s:
        svc.correct_deck_check(s, c.id, reason="x")


def test_a_stale_pick_is_removed_and_the_next_draw_moves_on(tier2: Floor) -> None:
    give_lists(tier2)
    p = tier2.players
    tier2.add_round(1, [(p[0], p[1]), (p[2], p[3]), (p[4], p[5]), (p[6], p[7])])
    with tier2.db.transaction() as s:
        first = svc.pick_deck_checks(s, tier2.rounds[1])
        for row in first:
            svc.remove_deck_check(s, row.id)
        assert svc.list_deck_checks(s, tier2.event_id) == []
        removed = s.exec(select(AuditEntry).where(AuditEntry.action == "deckcheck.remove")).all()
        again = svc.pick_deck_checks(s, tier2.rounds[1])
    assert len(removed) == 2 and removed[0].before["match_id"] == first[0].match_id
    assert again[0].rng_seed != first[0].rng_seed  # a removed draw's seed is not handed out again
    with tier2.db.transaction() as s:
        svc.start_deck_check(s, again[0].id)
    with pytest.raises(ValidationError, match="was started: record"), tier2.db.transaction() as s:
        svc.remove_deck_check(s, again[0].id)


def test_only_tables_with_a_deck_list_are_picked(tier2: Floor) -> None:
    p = tier2.players
    matches = tier2.add_round(1, [(p[0], p[1]), (p[2], p[3]), (p[4], p[5]), (p[6], p[7])])
    with pytest.raises(ValidationError, match="has registered a deck list"), tier2.db.transaction() as s:
        svc.pick_deck_checks(s, tier2.rounds[1])
    with tier2.db.transaction() as s:
        lock_event(s, tier2.event_id)
        s.add(DeckList(registration_id=p[5], format="harmony", cards=CARDS, status="legal"))
    with tier2.db.transaction() as s:
        picked = svc.pick_deck_checks(s, tier2.rounds[1])
    # only the table of the one player with a list, and only that player's deck
    assert [(r.match_id, r.registration_id) for r in picked] == [(matches[2], p[5])]
    with pytest.raises(ValidationError, match="neither Player 1 nor Player 2"), tier2.db.transaction() as s:
        svc.check_match(s, matches[0])


def test_a_misspelt_card_is_answered_with_the_card_meant(tier2: Floor) -> None:
    p = tier2.players
    with tier2.db.transaction() as s:
        decklists.register_deck_list(s, tier2.event_id, p[0], SAMPLE_DECK)
    [m] = tier2.add_round(1, [(p[0], p[1])])
    with tier2.db.transaction() as s:
        [check] = svc.check_match(s, m)
    with pytest.raises(ValidationError) as refused, tier2.db.transaction() as s:
        svc.record_deck_check(s, check.id, differences="-1 Rubber Chiken", duration_seconds=60)
    assert str(refused.value) == "no such card 'Rubber Chiken' — did you mean Rubber Chicken?"
    with pytest.raises(ValidationError, match="not on the list"), tier2.db.transaction() as s:
        svc.record_deck_check(s, check.id, differences="-1 Gummy, Fun Pet", duration_seconds=60)
    with tier2.db.transaction() as s:  # any case, and a card not on the list as an extra
        row = svc.record_deck_check(s, check.id, differences="-1 rubber chicken\n+1 gummy,  fun pet",
                                    duration_seconds=60)
    assert [d["name"] for d in row.findings["missing"]] == ["Rubber Chicken"]
    assert [d["name"] for d in row.findings["extra"]] == ["Gummy, Fun Pet"]


def test_a_whole_counted_deck_is_read_by_card_name(tier2: Floor) -> None:
    # `tourney deckcheck record --deck FILE` names cards; they compare card for card with the list.
    p = tier2.players
    with tier2.db.transaction() as s:
        stored = decklists.register_deck_list(s, tier2.event_id, p[0], SAMPLE_DECK)
    [m] = tier2.add_round(1, [(p[0], p[1])])
    counted = [{"name": c["name"].upper(), "qty": c["qty"]} for c in stored.cards]
    with tier2.db.transaction() as s:
        [check] = svc.check_match(s, m)
        row = svc.record_deck_check(s, check.id, presented=counted, duration_seconds=60)
    assert row.findings["missing"] == [] and row.findings["extra"] == []


def test_the_judge_who_checked_is_noted(tier2: Floor) -> None:
    give_lists(tier2)
    p = tier2.players
    [m] = tier2.add_round(1, [(p[0], p[1])])
    with tier2.db.transaction() as s:
        a, b = svc.check_match(s, m)
        started = svc.start_deck_check(s, a.id, judge_person_id=tier2.floor_judge)
        with pytest.raises(ValidationError, match="Player 3 is not a judge"):
            person = s.get(Registration, p[2]).person_id
            svc.start_deck_check(s, b.id, judge_person_id=person)
    assert started.judge_name == "Finn Floor"
    tier2.clock.advance(minutes=3)
    with tier2.db.transaction() as s:
        kept = svc.record_deck_check(s, a.id)
        other = svc.record_deck_check(s, b.id, duration_seconds=60, judge_person_id=tier2.head_judge)
    assert (kept.judge_name, other.judge_name) == ("Finn Floor", "Hana Head")


def test_a_tier_2_draft_names_the_players_without_a_deck_list(tier2: Floor, floor: Floor) -> None:
    # Tier 2 'Deck Lists': every player hands one in; the draft's review says who has not.
    with tier2.db.transaction() as s:
        lock_event(s, tier2.event_id)
        for reg in tier2.players[2:]:
            s.add(DeckList(registration_id=reg, format="harmony", cards=CARDS, status="legal"))
    with tier2.db.transaction() as s:
        draft = rounds.pair_round(s, tier2.event_id).round.id
        problems = rounds.review_problems(s, rounds.require_round(s, draft))
    assert problems == ["Tier 2 requires deck lists; 2 players paired here have none: Player 1, "
                        "Player 2 (register them on the Deck lists tab, or with `tourney deck register`)"]
    # Tier 1 asks for no lists: nothing to say
    with floor.db.transaction() as s:
        draft = rounds.pair_round(s, floor.event_id).round.id
        assert rounds.review_problems(s, rounds.require_round(s, draft)) == []
