"""Undo, redo and their refusals name a top-cut round as its screens do: "the Final (round 3)".

The pairings, the bracket and the Rounds tab call round 3 of a cut to four
"Final (round 3)"; the Edit menu said "Undo publishing of round 3", and a
refused undo said "round 3 was paired after this result", so an organizer had
to work out that both meant the final.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from tourney.db.database import Database, open_memory_database
from tourney.services import clock, events, players, results, rounds, topcut, undo
from tourney.services.undo import UndoRefused

NAMES = ("Twilight Sparkle", "Rainbow Dash", "Fluttershy", "Applejack")


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_memory_database()
    yield database
    database.close()


def _semifinals_published(db: Database) -> tuple[int, int]:
    """A tier 3 event of four, one Swiss round, cut to four: (event id, semifinals' round id)."""
    with db.transaction() as s:
        event_id = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 5, 2), tier=3,
                                       rng_seed=7).id
        for name in NAMES:
            players.register_player(s, event_id, name)
        swiss = rounds.publish_round(s, rounds.pair_round(s, event_id).round.id)
        for m in swiss.matches:
            results.enter_result(s, m.id, "a")
        topcut.cut_to_top(s, event_id, size=4)
        semis = topcut.pair_next_elimination_round(s, event_id)
        assert semis is not None
    with db.transaction() as s:  # one action, as a person does it: undo takes back this one
        rounds.publish_round(s, semis.round.id)
    return event_id, semis.round.id


def db_matches(db: Database, round_id: int) -> list[int]:
    with db.transaction() as s:
        return [m.id for m in rounds.round_pairings(s, round_id).matches]


def test_undo_and_redo_name_the_top_cut_round(db: Database) -> None:
    event_id, semis_id = _semifinals_published(db)
    with db.transaction() as s:
        nxt = undo.next_undo(s, event_id)
    assert nxt is not None and nxt.label == "publishing of the Semifinals, round 2"
    with db.transaction() as s:
        assert undo.undo(s, event_id).label == "publishing of the Semifinals, round 2"
    with db.transaction() as s:
        assert undo.redo(s, event_id).label == "publishing of the Semifinals, round 2"
    with db.transaction() as s:
        clock.start_clock(s, semis_id)
    with pytest.raises(UndoRefused) as refused, db.transaction() as s:
        undo.undo(s, event_id)
    assert str(refused.value).startswith(
        "cannot undo the publishing of the Semifinals, round 2: the start of the Semifinals (round 2) clock (")


def test_a_refused_undo_names_the_final_paired_after_the_result(db: Database) -> None:
    event_id, semis_id = _semifinals_published(db)
    for m in db_matches(db, semis_id):
        with db.transaction() as s:
            results.enter_result(s, m, score=(2, 0, 0))
    with db.transaction() as s:
        assert topcut.pair_next_elimination_round(s, event_id) is not None
    with pytest.raises(UndoRefused) as refused, db.transaction() as s:
        undo.undo(s, event_id)
    assert "the Final (round 3) was paired after this result" in str(refused.value)


def test_an_entered_result_names_its_round_and_who_played(db: Database) -> None:
    """ "Undo result at table 1" left the organizer to guess which round and which table 1."""
    event_id, semis_id = _semifinals_published(db)
    with db.transaction() as s:
        first = rounds.round_pairings(s, semis_id).matches[0]
        results.enter_result(s, first.id, score=(2, 0, 0))
    with db.transaction() as s:
        nxt = undo.next_undo(s, event_id)
    assert nxt is not None
    assert nxt.label == (f"result of {first.player_a_name} against {first.player_b_name} "
                         f"at table {first.table_number} of the Semifinals, round 2")
    with db.transaction() as s:
        assert undo.undo(s, event_id).label == nxt.label
    with db.transaction() as s:
        assert undo.redo(s, event_id).label == nxt.label
