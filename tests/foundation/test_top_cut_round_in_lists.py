"""Penalties and deck checks name a top-cut round as the bracket does: "Semifinals (round 2)".

The penalty and deck-check lists printed "2" in their Round column for a
semifinal, and a deck check's messages said "round 2": a judge looking for the
semifinal's checks read them as a second Swiss round's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.undo.test_top_cut_round_names import _semifinals_published
from tourney.cli import main
from tourney.db.database import Database, open_database
from tourney.db.models import DeckList
from tourney.services import deck_checks, penalties, players, rounds, staff
from tourney.services.concurrency import lock_event

CARDS = [{"card_id": "pr-1", "name": "Twilight Sparkle, Faithful Student", "qty": 3}]


def _semifinals(db: Database) -> tuple[int, int, int]:
    """Four players, one Swiss round, cut to four, the Semifinals published, a head judge and
    every player's list registered: (event id, a semifinal's match id, the judge's person id)."""
    event_id, semis_id = _semifinals_published(db)
    with db.transaction() as s:
        judge = staff.assign_staff(s, event_id, role="head_judge", name="Hana Head").person_id
        registrations = players.list_players(s, event_id)
    with db.transaction() as s:
        lock_event(s, event_id)
        for row in registrations:  # (no audit: not an action, only what a check reads)
            s.add(DeckList(registration_id=row.registration_id, format="harmony", cards=CARDS,
                           status="legal", locked=True))
    with db.transaction() as s:
        match_id = rounds.round_pairings(s, semis_id).matches[0].id
    return event_id, match_id, judge


def test_a_semifinal_penalty_and_deck_check_are_listed_under_the_semifinals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    file = tmp_path / "cup.sqlite3"
    with open_database(str(file)) as db:
        event_id, match_id, judge = _semifinals(db)
        with db.transaction() as s:
            checks = deck_checks.check_match(s, match_id)
            player = checks[0].registration_id
            penalties.issue_penalty(s, event_id, player, infraction_code="slow_play",
                                    issued_by_person_id=judge, match_id=match_id)
        with db.transaction() as s:
            [penalty] = penalties.list_penalties(s, event_id)
            listed = deck_checks.list_deck_checks(s, event_id)
        assert penalty.round_label == "Semifinals (round 2)"
        assert {c.round_label for c in listed} == {"Semifinals (round 2)"}
        assert listed[0].in_round == "the Semifinals (round 2)"
        with db.transaction() as s:
            deck_checks.record_deck_check(s, checks[0].id, presented=CARDS, duration_seconds=60)
            # recorded twice: the refusal names the check by its round as the bracket does
            with pytest.raises(Exception, match=r"of the Semifinals \(round 2\)"):
                deck_checks.record_deck_check(s, checks[0].id, presented=CARDS, duration_seconds=60)
    capsys.readouterr()
    assert main(["--db", str(file), "penalty", "list", "Canterlot Cup"]) == 0
    assert "Semifinals (round 2)" in capsys.readouterr().out
    assert main(["--db", str(file), "deckcheck", "list", "Canterlot Cup"]) == 0
    listing = capsys.readouterr().out
    assert listing.count("Semifinals (round 2)") == 2
