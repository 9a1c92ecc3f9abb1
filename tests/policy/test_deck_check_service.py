"""Deck checks through the service ('Deck Checks' under Tier 2 and Tier 3 Rules)."""

from __future__ import annotations

import pytest

from tourney.db.models import DeckList, Match
from tourney.errors import ValidationError
from tourney.services import deck_checks as svc
from tourney.services.concurrency import lock_event

from .conftest import Floor

CARDS = [{"card_id": "pr-1", "name": "Twilight Sparkle, Faithful Student", "qty": 3},
         {"card_id": "pr-2", "name": "Rarity, Nice to a Fault", "qty": 2}]


def give_lists(floor: Floor) -> None:
    with floor.db.transaction() as s:
        lock_event(s, floor.event_id)  # test set-up writes take the lock like any action
        for reg in floor.players:
            s.add(DeckList(registration_id=reg, format="harmony", cards=CARDS, status="legal", locked=True))


def test_random_pick_is_seeded_recorded_and_skips_byes(tier2: Floor) -> None:
    # 'At the start of a round, at least one game is selected'.
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
    with floor.db.transaction() as s:
        a, _ = svc.check_match(s, m)
    with pytest.raises(ValidationError, match="no deck list"), floor.db.transaction() as s:
        svc.record_deck_check(s, a.id, duration_seconds=120)
    give_lists(floor)
    with pytest.raises(ValidationError, match="no start time"), floor.db.transaction() as s:
        svc.record_deck_check(s, a.id)
    with floor.db.transaction() as s:
        row = svc.record_deck_check(s, a.id, duration_seconds=120, sleeves="worn")
        assert s.get(Match, m).time_extension_seconds == 120
    assert row.proposed_infraction == "marked_cards_no_pattern" and row.proposed_penalty == "game_warning"
