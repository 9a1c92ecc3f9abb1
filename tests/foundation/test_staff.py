"""Event staff: roles by person or name, refusals, removal, audit."""

from __future__ import annotations

import pytest

from tourney.db.database import Database
from tourney.errors import NotFoundError, ValidationError
from tourney.services import audit, players, staff


def test_assign_list_and_remove(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        player = players.register_player(session, event_id, "Twilight Sparkle", player_number="1")
        judge = staff.assign_staff(session, event_id, role="floor_judge", name="Zecora")
        head = staff.assign_staff(session, event_id, role="head_judge", name="Celestia")
        organizer = staff.assign_staff(
            session, event_id, role="organizer", person_id=player.person_id
        )
        also_scorekeeper = staff.assign_staff(
            session, event_id, role="scorekeeper", name="Twilight Sparkle", player_number="1"
        )
    assert organizer.person_id == player.person_id == also_scorekeeper.person_id
    assert head.role_label == "Head judge"
    with database.transaction() as session:
        listed = staff.list_staff(session, event_id)
    assert [(row.role, row.name) for row in listed] == [
        ("organizer", "Twilight Sparkle"),
        ("head_judge", "Celestia"),
        ("floor_judge", "Zecora"),
        ("scorekeeper", "Twilight Sparkle"),
    ]
    with database.transaction() as session:
        staff.remove_staff(session, judge.assignment_id)
        assert [row.name for row in staff.list_staff(session, event_id)].count("Zecora") == 0
        actions = [e.action for e in audit.list_entries(session, action_prefix="staff.")]
    assert actions == ["staff.assign"] * 4 + ["staff.remove"]


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"role": "caterer", "name": "Pinkie"}, ValidationError, "unknown staff role 'caterer'; choose one of: "),
        ({"role": "head_judge", "name": "  "}, ValidationError, "staff name: must not be empty"),
        ({"role": "head_judge", "person_id": 999}, NotFoundError, "person 999 does not exist"),
    ],
)
def test_bad_assignments_are_refused(
    database: Database,
    event_id: int,
    kwargs: dict[str, object],
    error: type[Exception],
    message: str,
) -> None:
    with pytest.raises(error, match=message), database.transaction() as session:
        staff.assign_staff(session, event_id, **kwargs)  # type: ignore[arg-type]
    with database.transaction() as session:
        assert staff.list_staff(session, event_id) == []


def test_same_role_twice_and_number_owner_checks(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        staff.assign_staff(session, event_id, role="head_judge", name="Celestia", player_number="9")
    with pytest.raises(ValidationError, match="already head judge"), database.transaction() as s:
        staff.assign_staff(s, event_id, role="head_judge", name="Celestia", player_number="9")
    with pytest.raises(ValidationError, match="belongs to 'Celestia'"), database.transaction() as s:
        staff.assign_staff(s, event_id, role="floor_judge", name="Luna", player_number="9")
    with pytest.raises(NotFoundError, match="assignment 999"), database.transaction() as s:
        staff.remove_staff(s, 999)


def test_a_name_finds_the_person_already_at_the_event(database: Database, event_id: int) -> None:
    with database.transaction() as session:
        player = players.register_player(session, event_id, "Starlight Glimmer")
        judge = staff.assign_staff(session, event_id, role="floor_judge", name="starlight glimmer")
        again = staff.assign_staff(session, event_id, role="scorekeeper", name="Starlight Glimmer")
    assert judge.person_id == player.person_id == again.person_id
    with pytest.raises(ValidationError, match="already floor judge"), database.transaction() as s:
        staff.assign_staff(s, event_id, role="floor_judge", name="Starlight Glimmer")
    with database.transaction() as session:
        players.register_player(session, event_id, "Trixie", player_number="5")
        players.register_player(session, event_id, "Trixie", player_number="6")
    with (
        pytest.raises(ValidationError, match="2 people named 'Trixie'"),
        database.transaction() as s,
    ):
        staff.assign_staff(s, event_id, role="organizer", name="Trixie")
