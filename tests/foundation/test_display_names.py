"""Players who share a name are told apart by their player number everywhere a person reads a name."""

from __future__ import annotations

from datetime import date

import pytest
from sqlmodel import Session

from tourney.db.database import Database
from tourney.errors import ValidationError
from tourney.services import (
    concessions,
    events,
    history,
    penalties,
    players,
    results,
    rounds,
    staff,
)
from tourney.services.display_names import event_names, label, player_label
from tourney.services.gui_queries import standings_from, standings_inputs
from tourney.services.standings import current_standings

TWINS = ("Daniel Kim (1036)", "daniel kim (1041)")


def _event(session: Session) -> tuple[int, dict[str, int]]:
    event = events.create_event(session, name="Twin Cup", start_date=date(2026, 6, 1), rng_seed=3)
    ids = {
        "kim": players.register_player(session, event.id, "Daniel Kim", player_number="1036"),
        "kim2": players.register_player(session, event.id, "daniel kim", player_number="1041"),
        "aj": players.register_player(session, event.id, "Applejack", player_number="1001"),
        "rarity": players.register_player(session, event.id, "Rarity"),
    }
    return event.id, {key: row.registration_id for key, row in ids.items()}


def _seat_twins_together(session: Session, round_id: int, kim: int, kim2: int) -> None:
    """Put both Daniel Kims at one table of the draft (a swap, as a scorekeeper would)."""
    data = rounds.round_pairings(session, round_id)
    table = next(m for m in data.matches if kim in (m.player_a_id, m.player_b_id))
    opponent = table.player_b_id if table.player_a_id == kim else table.player_a_id
    if opponent != kim2:
        rounds.swap_players(session, round_id, opponent or 0, kim2)


def test_a_shared_name_carries_the_number_and_a_name_of_ones_own_does_not(
    database: Database,
) -> None:
    with database.transaction() as session:
        event_id, ids = _event(session)
        other = events.create_event(session, name="Other Cup", start_date=date(2026, 6, 2))
        # the same person's name in another event does not make Applejack ambiguous here
        players.register_player(session, other.id, "Applejack", player_number="2001")
    with database.reading() as session:
        names = event_names(session, event_id)
        assert names.labels() == {
            ids["kim"]: TWINS[0], ids["kim2"]: TWINS[1], ids["aj"]: "Applejack", ids["rarity"]: "Rarity",
        }
        assert names.name(ids["kim"]) == "Daniel Kim" and names.number(ids["kim"]) == "1036"
        # asking for one player still sees the other Daniel Kim
        only = event_names(session, event_id, only=[ids["kim2"]])
        assert only.labels() == {ids["kim2"]: TWINS[1]}
        assert player_label(session, ids["kim"]) == TWINS[0]
        assert player_label(session, ids["aj"]) == "Applejack"
    assert label("Rarity", None, shared=True) == "Rarity"


def test_rounds_results_standings_penalties_and_history_name_the_twins_apart(
    database: Database,
) -> None:
    with database.transaction() as session:
        event_id, ids = _event(session)
        judge = staff.assign_staff(session, event_id, role="head_judge", name="Hana Head").person_id
        draft = rounds.pair_round(session, event_id)
        _seat_twins_together(session, draft.round.id, ids["kim"], ids["kim2"])
        published = rounds.publish_round(session, draft.round.id)
    twins = next(m for m in published.matches if ids["kim"] in (m.player_a_id, m.player_b_id))
    assert {twins.player_a_name, twins.player_b_name} == set(TWINS)
    others = next(m for m in published.matches if m.id != twins.id)
    assert {others.player_a_name, others.player_b_name} == {"Applejack", "Rarity"}

    with database.transaction() as session:
        outcome = results.enter_result(session, twins.id, "a")
        # the result message names the winner with their number
        assert outcome.match.result_label.startswith(f"{twins.player_a_name} wins")
        assert outcome.match.player_a_name in TWINS and outcome.match.player_b_name in TWINS
        issued = penalties.issue_penalty(session, event_id, ids["kim2"], infraction_code="slow_play",
                                         issued_by_person_id=judge)
        assert issued.player_name == TWINS[1]
    with pytest.raises(ValidationError) as refused, database.transaction() as session:
        results.enter_result(session, twins.id, "b")
    assert f"{twins.player_a_name} won" in str(refused.value)

    with database.transaction() as session:
        concessions.drop(session, event_id, ids["rarity"])
        table = current_standings(session, event_id)
        inputs = standings_inputs(session, event_id)
        sentences = [row.details for row in history.history(session, event_id)]
    shown = {row.player_id: row.name for row in table.rows}
    assert shown[ids["kim"]] == TWINS[0] and shown[ids["kim2"]] == TWINS[1]
    assert shown[ids["aj"]] == "Applejack"
    assert {row.player_id: row.name for row in standings_from(inputs).rows} == shown
    # an opponent named in a tiebreaker explanation carries the number too
    kim_row = table.row_of(ids["kim"])
    assert any(TWINS[1] in line for line in kim_row.explanations(table.names))
    # printouts print the number beside the registered name, so they get the plain name
    assert table.registered_names[ids["kim"]] == "Daniel Kim"
    assert all(any(twin in sentence for sentence in sentences) for twin in TWINS)


def test_a_rematch_warning_names_the_twins_apart(database: Database) -> None:
    with database.transaction() as session:
        event_id, ids = _event(session)
        draft = rounds.pair_round(session, event_id)
        _seat_twins_together(session, draft.round.id, ids["kim"], ids["kim2"])
        first = rounds.publish_round(session, draft.round.id)
        for m in first.matches:
            results.enter_result(session, m.id, "a")
        second = rounds.pair_round(session, event_id)
        _seat_twins_together(session, second.round.id, ids["kim"], ids["kim2"])
        warnings = rounds.round_pairings(session, second.round.id).round.warnings
    rematch = next(w for w in warnings if w.startswith("Rematch"))
    assert TWINS[0] in rematch and TWINS[1] in rematch
