"""What undo refuses and why, the order of undo and redo, and what ends the redo history."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import update
from sqlmodel import Session, col, select

from tests.undo.conftest import Floor, dump, make_floor
from tourney.db.database import Database
from tourney.db.models import ChangeSet, DeckList, Match, Registration
from tourney.services import audit, clock, events, matches, players, results, rounds, staff, undo
from tourney.services.concurrency import lock_event
from tourney.services.undo import UndoRefused


def _finish_round(floor: Floor) -> None:
    for match_id in floor.open:
        floor.run(lambda s, m=match_id: results.enter_result(s, m, "b"))


def _when(floor: Floor, action: str) -> str:
    """'station NAME, HH:MM' of the newest change set holding this action."""
    def read(s: Session) -> str:
        newest_first = s.exec(select(ChangeSet).order_by(col(ChangeSet.id).desc()))
        sets = [c for c in newest_first if any(a["action"] == action for a in c.actions)]
        return f"station {sets[0].station}, {sets[0].at.astimezone().strftime('%H:%M')}"
    return floor.run(read)


def test_a_result_the_next_round_was_paired_from_is_refused_until_the_draft_goes(
    database: Database,
) -> None:
    floor = make_floor(database)
    _finish_round(floor)
    table = floor.match_words(floor.open[-1])
    draft = floor.run(lambda s: rounds.pair_round(s, floor.event_id))
    before = dump(database)
    with pytest.raises(UndoRefused) as refused:
        floor.run(lambda s: undo.undo(s, floor.event_id))
    assert str(refused.value) == (
        f"cannot undo the result of {table}: round 2 was paired after this result "
        f"({_when(floor, 'round.pair')}): discard that draft or correct the result instead"
    )
    assert dump(database) == before

    floor.run(lambda s: rounds.discard_draft(s, draft.round.id))
    undone = floor.run(lambda s: undo.undo(s, floor.event_id))
    assert undone.label == f"result of {table}"
    with database.transaction() as s:
        assert matches.get_match(s, floor.open[-1]).result is None
        assert [r.number for r in rounds.list_rounds(s, floor.event_id)] == [1]


def test_a_published_next_round_is_taken_back_before_the_results_under_it(
    database: Database,
) -> None:
    floor = make_floor(database)
    _finish_round(floor)
    table = floor.match_words(floor.open[-1])
    draft = floor.run(lambda s: rounds.pair_round(s, floor.event_id))
    floor.run(lambda s: rounds.publish_round(s, draft.round.id))
    assert floor.run(lambda s: undo.undo(s, floor.event_id)).label == "publishing of round 2"
    with pytest.raises(UndoRefused, match=rf"result of {table}: round 2 was paired after "
                                          r"this result \(station .*\): discard that draft or"):
        floor.run(lambda s: undo.undo(s, floor.event_id))
    assert floor.run(lambda s: undo.redo(s, floor.event_id)).label == "publishing of round 2"
    with pytest.raises(UndoRefused) as refused:
        floor.run(lambda s: undo.redo(s, floor.event_id))
    assert str(refused.value) == "nothing to redo in Canterlot Cup"
    floor.run(lambda s: clock.start_clock(s, draft.round.id))
    with pytest.raises(UndoRefused, match=r"publishing of round 2: the start of the round 2 clock"):
        floor.run(lambda s: undo.undo(s, floor.event_id))


def test_a_later_action_on_the_same_rows_is_named(database: Database) -> None:
    floor = make_floor(database, publish=False)
    floor.run(lambda s: rounds.publish_round(s, floor.round_id))
    floor.run(lambda s: clock.start_clock(s, floor.round_id))
    with pytest.raises(UndoRefused) as refused:
        floor.run(lambda s: undo.undo(s, floor.event_id))
    assert str(refused.value) == (
        "cannot undo the publishing of round 1: the start of the round 1 clock "
        f"({_when(floor, 'clock.start')}) changed the same records after it"
    )


def test_a_later_action_pointing_at_what_it_made_is_named(database: Database) -> None:
    floor = make_floor(database)
    floor.run(lambda s: players.register_player(s, floor.event_id, "Derpy Hooves", player_number="900"))
    floor.run(lambda s: staff.assign_staff(
        s, floor.event_id, role="scorekeeper", name="Derpy Hooves", player_number="900"))
    with pytest.raises(UndoRefused) as refused:
        floor.run(lambda s: undo.undo(s, floor.event_id))
    assert str(refused.value) == (
        "cannot undo the registration of Derpy Hooves: the staff role of Derpy Hooves "
        f"({_when(floor, 'staff.assign')}) came after it and depends on it; drop the player instead"
    )


def test_rows_changed_outside_any_action_are_never_overwritten(database: Database) -> None:
    floor = make_floor(database)
    derpy = floor.run(lambda s: players.register_player(s, floor.event_id, "Derpy Hooves"))
    with database.transaction() as s:  # written without an audit entry: no action undo knows
        lock_event(s, floor.event_id)
        s.add(DeckList(registration_id=derpy.registration_id, format="harmony", raw_text="x"))
    before = dump(database)
    with pytest.raises(UndoRefused) as refused:
        floor.run(lambda s: undo.undo(s, floor.event_id))
    assert str(refused.value) == (
        "cannot undo the registration of Derpy Hooves: a deck list made since still refers to "
        "Derpy Hooves; nothing was changed"
    )
    assert dump(database) == before

    floor.run(lambda s: results.enter_result(s, floor.open[0], "a"))
    with database.transaction() as s:
        lock_event(s, floor.event_id)
        match = s.get(Match, floor.open[0])
        assert match is not None
        match.result = "b"
        s.add(match)
    with pytest.raises(UndoRefused, match=r"table \d+ was changed since by something the undo "
                                          r"history does not know; nothing was changed"):
        floor.run(lambda s: undo.undo(s, floor.event_id))


def test_undo_goes_newest_first_and_redo_back_in_turn(database: Database) -> None:
    floor = make_floor(database)
    tables = [floor.match_words(m) for m in floor.open]
    states = [dump(database)]
    for match_id in floor.open:
        floor.run(lambda s, m=match_id: results.enter_result(s, m, "a"))
        states.append(dump(database))
    floor.run(lambda s: staff.assign_staff(s, floor.event_id, role="floor_judge", name="Finn"))
    with_staff = dump(database)

    def label(row: undo.UndoRow | None) -> str | None:
        return None if row is None else row.label

    # The staff role is not on the undo stack, and does not stand on the results.
    assert label(floor.run(lambda s: undo.next_undo(s, floor.event_id))) == f"result of {tables[1]}"
    assert label(floor.run(lambda s: undo.undo(s, floor.event_id))) == f"result of {tables[1]}"
    assert label(floor.run(lambda s: undo.undo(s, floor.event_id))) == f"result of {tables[0]}"
    assert label(floor.run(lambda s: undo.next_redo(s, floor.event_id))) == f"result of {tables[0]}"
    assert floor.run(lambda s: undo.redo(s, floor.event_id)).label == f"result of {tables[0]}"
    assert floor.run(lambda s: undo.redo(s, floor.event_id)).label == f"result of {tables[1]}"
    assert floor.run(lambda s: undo.next_redo(s, floor.event_id)) is None
    assert dump(database) == with_staff
    assert states[0] != states[2]


def test_a_new_action_ends_the_redo_history(database: Database) -> None:
    floor = make_floor(database)
    floor.run(lambda s: results.enter_result(s, floor.open[0], "a"))
    floor.run(lambda s: undo.undo(s, floor.event_id))
    assert floor.run(lambda s: undo.next_redo(s, floor.event_id)) is not None
    floor.run(lambda s: players.register_player(s, floor.event_id, "Derpy Hooves"))
    assert floor.run(lambda s: undo.next_redo(s, floor.event_id)) is None
    with pytest.raises(UndoRefused, match="nothing to redo in Canterlot Cup"):
        floor.run(lambda s: undo.redo(s, floor.event_id))
    # The result's entry stays in the history, and is marked as no longer standing.
    entries = floor.run(lambda s: audit.list_entries(s, event_id=floor.event_id))
    standing = floor.run(lambda s: audit.list_entries(s, event_id=floor.event_id, standing_only=True))
    results_entered = [e for e in entries if e.action == "match.result"]
    assert len(results_entered) == 3
    assert len([e for e in standing if e.action == "match.result"]) == 2


def test_nothing_to_undo_in_a_new_event_and_registrations_under_a_pairing(
    database: Database,
) -> None:
    with database.transaction() as s:
        event_id = events.create_event(s, name="Manehattan Masters", start_date=date(2026, 7, 1)).id
    with database.transaction() as s:
        assert undo.next_undo(s, event_id) is None
    with pytest.raises(UndoRefused, match=r"^nothing to undo in Manehattan Masters$"), \
            database.transaction() as s:
        undo.undo(s, event_id)
    for name in ("Coco Pommel", "Moondancer"):
        with database.transaction() as s:
            players.register_player(s, event_id, name)
    with database.transaction() as s:
        rounds.pair_round(s, event_id)
    # Pairing is recorded but not on the undo stack: the registrations under it are refused.
    with pytest.raises(UndoRefused, match=r"^cannot undo the registration of Moondancer: round 1 "
                                          r"was paired after this registration \(station .*\): "
                                          r"discard that draft or drop the player instead$"), \
            database.transaction() as s:
        undo.undo(s, event_id)


def test_a_bulk_statement_makes_an_action_impossible_to_undo(database: Database) -> None:
    floor = make_floor(database)
    with database.transaction() as s:
        lock_event(s, floor.event_id)
        s.execute(update(Registration).where(Registration.id == floor.players[0])  # type: ignore[arg-type]
                  .values(dropped_after_round=1))
        audit.record(s, action="player.drop", entity="registration", entity_id=floor.players[0],
                     event_id=floor.event_id)
    with database.transaction() as s:
        newest = s.exec(select(ChangeSet).order_by(col(ChangeSet.id).desc())).first()
        assert newest is not None and newest.actions[0]["action"] == "player.drop"
        assert newest.complete is False
    assert floor.run(lambda s: undo.next_undo(s, floor.event_id)).label.startswith("result of ")
