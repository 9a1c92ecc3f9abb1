"""Every action kind undo takes back: do it, undo it (the data as before), redo it (as after).

Each case runs on a SQLite file, in memory and on PostgreSQL (the `database`
fixture); the comparison is a dump of every tournament table, so a value that
does not round-trip exactly (a date, a UTC time, a JSON list) fails the test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from sqlmodel import Session

from tests.undo.conftest import Floor, dump, make_floor
from tourney.db.database import Database
from tourney.services import (
    audit,
    concessions,
    deck_checks,
    penalties,
    players,
    results,
    rounds,
    undo,
)


@dataclass(frozen=True)
class Case:
    """One action: what to set up first (not undone), the action, and its expected label."""

    name: str
    action: Callable[[Floor, Session], Any]
    label: Callable[[Floor], str]
    prepare: Callable[[Floor, Session], Any] | None = None
    draft: bool = False


def _first(floor: Floor) -> int:
    return floor.players_of(floor.open[0])[0]


def _second(floor: Floor) -> int:
    return floor.players_of(floor.open[0])[1]


def _warning(floor: Floor, s: Session) -> int:
    return penalties.issue_penalty(
        s, floor.event_id, _first(floor), infraction_code="slow_play", issued_by_person_id=floor.judge
    ).id


def _only_penalty(s: Session, floor: Floor) -> int:
    return penalties.list_penalties(s, floor.event_id)[0].id


def _check(s: Session, floor: Floor) -> int:
    return deck_checks.list_deck_checks(s, floor.event_id)[0].id


def _checked_with_difference(floor: Floor, s: Session) -> None:
    check = deck_checks.check_match(s, floor.open[0])[0].id
    deck_checks.record_deck_check(s, check, duration_seconds=180, presented=[])


CASES = [
    Case("result", lambda f, s: results.enter_result(s, f.open[0], "a"),
         lambda f: f"result of {f.match_words(f.open[0])}"),
    Case("correction", lambda f, s: results.correct_result(s, f.done[0], "b", reason="slip"),
         lambda f: f"correction of the result of {f.match_words(f.done[0])}"),
    Case("concession", lambda f, s: concessions.concede_match(s, f.open[0], _first(f)),
         lambda f: f"concession in {f.match_words(f.open[0])}"),
    Case("drop conceding the open match", lambda f, s: concessions.drop(s, f.event_id, _first(f)),
         lambda f: f"drop of {f.names[_first(f)]}"),
    Case("drop", lambda f, s: concessions.drop(s, f.event_id, f.players_of(f.done[0])[1]),
         lambda f: f"drop of {f.names[f.players_of(f.done[0])[1]]}"),
    Case("undrop", lambda f, s: players.undrop_player(s, f.players_of(f.done[0])[1]),
         lambda f: f"undrop of {f.names[f.players_of(f.done[0])[1]]}",
         prepare=lambda f, s: concessions.drop(s, f.event_id, f.players_of(f.done[0])[1])),
    Case("registration", lambda f, s: players.register_player(s, f.event_id, "Derpy Hooves"),
         lambda f: "registration of Derpy Hooves"),
    Case("import", lambda f, s: players.import_players_csv(s, f.event_id, "Trixie,900\nZecora,901\n"),
         lambda f: "import of 2 players"),
    Case("late entry", lambda f, s: players.set_late_entry(s, f.players[0], 3),
         lambda f: "late entry of Applejack"),
    Case("player edit", lambda f, s: players.edit_player(s, f.players[0], name="AJ", seed=2),
         lambda f: "edit of AJ"),
    Case("removal", lambda f, s: players.remove_player(
             s, players.find_player(s, f.event_id, "Derpy Hooves").registration_id),
         lambda f: "removal of Derpy Hooves",
         prepare=lambda f, s: players.register_player(s, f.event_id, "Derpy Hooves")),
    Case("game warning", lambda f, s: _warning(f, s),
         lambda f: f"Game Warning for {f.names[_first(f)]}"),
    Case("game loss deciding a match", lambda f, s: penalties.issue_penalty(
             s, f.event_id, _first(f), infraction_code="drawing_extra_cards",
             issued_by_person_id=f.judge),
         lambda f: f"Game Loss for {f.names[_first(f)]}"),
    Case("disqualification", lambda f, s: penalties.issue_penalty(
             s, f.event_id, _second(f), infraction_code="cheating", issued_by_person_id=f.judge,
             reason="marked sleeves"),
         lambda f: f"Disqualification for {f.names[_second(f)]}"),
    Case("penalty withdrawal", lambda f, s: penalties.withdraw_penalty(
             s, _only_penalty(s, f), reason="appeal", by_person_id=f.judge),
         lambda f: f"withdrawal of {f.names[_first(f)]}'s Game Warning", prepare=_warning),
    Case("penalty change", lambda f, s: penalties.change_penalty(
             s, _only_penalty(s, f), penalty="game_loss", reason="repeated", by_person_id=f.judge),
         lambda f: f"change of {f.names[_first(f)]}'s penalty to a Game Loss", prepare=_warning),
    Case("deck check pick", lambda f, s: deck_checks.check_match(s, f.open[0]),
         lambda f: f"deck check pick at table {f.table_of(f.open[0])}"),
    Case("deck check start", lambda f, s: deck_checks.start_deck_check(s, _check(s, f)),
         lambda f: f"start of {f.names[_first(f)]}'s deck check",
         prepare=lambda f, s: deck_checks.check_match(s, f.open[0])),
    Case("deck check record", lambda f, s: deck_checks.record_deck_check(
             s, _check(s, f), duration_seconds=240),
         lambda f: f"deck check of {f.names[_first(f)]}",
         prepare=lambda f, s: deck_checks.check_match(s, f.open[0])),
    Case("deck check penalty", lambda f, s: deck_checks.apply_proposed_penalty(
             s, _check(s, f), issued_by_person_id=f.judge),
         lambda f: f"deck check penalty for {f.names[_first(f)]}", prepare=_checked_with_difference),
    Case("deck check correction", lambda f, s: deck_checks.correct_deck_check(
             s, _check(s, f), reason="recounted: the deck was complete", duration_seconds=300),
         lambda f: f"correction of {f.names[_first(f)]}'s deck check",
         prepare=_checked_with_difference),
    Case("deck check pick removal", lambda f, s: deck_checks.remove_deck_check(s, _check(s, f)),
         lambda f: f"removal of {f.names[_first(f)]}'s deck check pick",
         prepare=lambda f, s: deck_checks.check_match(s, f.open[0])),
    Case("publish", lambda f, s: rounds.publish_round(s, f.round_id),
         lambda f: "publishing of round 1", draft=True),
    Case("swap", lambda f, s: rounds.swap_players(s, f.round_id, _first(f), f.players_of(f.open[1])[0]),
         lambda f: "swap in round 1", draft=True),
    Case("pairing edit", lambda f, s: rounds.set_match_players(s, f.open[0], _second(f), _first(f)),
         lambda f: f"pairing edit at table {f.table_of(f.open[0])} of round 1", draft=True),
    Case("new table", lambda f, s: rounds.add_match(s, f.round_id, f.players[0], f.players[1],
                                                    table_number=9),
         lambda f: "new table 9 in round 1", draft=True),
    Case("removed table", lambda f, s: rounds.remove_match(s, f.open[0]),
         lambda f: f"removal of table {f.table_of(f.open[0])} from round 1", draft=True),
]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_undo_gives_back_the_data_before_and_redo_the_data_after(
    case: Case, database: Database
) -> None:
    floor = make_floor(database, publish=not case.draft)
    if case.prepare is not None:
        floor.run(lambda s: case.prepare(floor, s))  # type: ignore[misc]
    label = case.label(floor)
    before = dump(floor.db)
    floor.run(lambda s: case.action(floor, s))
    after = dump(floor.db)
    assert after != before

    upcoming = floor.run(lambda s: undo.next_undo(s, floor.event_id))
    assert upcoming is not None and upcoming.label == label
    undone = floor.run(lambda s: undo.undo(s, floor.event_id))
    assert undone.label == label
    assert dump(floor.db) == before

    again = floor.run(lambda s: undo.next_redo(s, floor.event_id))
    assert again is not None and again.label == label
    redone = floor.run(lambda s: undo.redo(s, floor.event_id))
    assert redone.change_set_id == undone.change_set_id
    assert dump(floor.db) == after

    log = floor.run(lambda s: audit.list_entries(s, event_id=floor.event_id))
    assert [(e.action, e.after["label"]) for e in log[-2:]] == [
        ("undo", undone.description), ("redo", undone.description)
    ]
    assert {e.station for e in log[-2:]} == {floor.db.station}
