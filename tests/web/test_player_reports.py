"""Players' reports through the service: agreement enters the result, anything else waits."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tests.web.conftest import Venue, build_venue
from tourney.db.models import AuditEntry, Match
from tourney.errors import ValidationError
from tourney.services import results
from tourney.services.phone_options import set_phone_options
from tourney.services.player_reports import (
    REPORTED_BY,
    WrongCode,
    report_result,
    tables_to_settle,
)


def _report(venue: Venue, player: str, claim: str, **kw: object):
    with venue.db.transaction() as s:
        return report_result(s, venue.event_id, kw.get("code") or venue.codes[player],  # type: ignore[arg-type]
                             kw.get("match_id") or venue.tables[player][0], claim)  # type: ignore[arg-type]


def _match(venue: Venue, player: str) -> Match:
    with venue.db.reading() as s:
        match = s.get(Match, venue.tables[player][0])
        assert match is not None
        return match


def test_agreeing_reports_enter_the_result_as_reported_by_the_players(venue: Venue) -> None:
    opponent = venue.tables["Rarity"][2]
    first = _report(venue, "Rarity", "won")
    assert not first.entered and _match(venue, "Rarity").result is None
    second = _report(venue, opponent, "lost")
    assert second.entered
    match = _match(venue, "Rarity")
    rarity_is_a = match.player_a_id == venue.registration["Rarity"]
    assert match.result == ("a" if rarity_is_a else "b")
    assert match.result_source == "reported"
    with venue.db.reading() as s:
        entry = s.exec(select(AuditEntry).where(AuditEntry.action == "match.result")).one()
        reports = s.exec(select(AuditEntry).where(AuditEntry.action == "match.report")).all()
        assert tables_to_settle(s, venue.round_id) == []
    assert entry.actor == REPORTED_BY and entry.station == "Front desk"
    assert len(reports) == 2


def test_one_report_or_a_disagreement_waits_for_the_scorekeeper(venue: Venue) -> None:
    opponent = venue.tables["Applejack"][2]
    table = venue.tables["Applejack"][1]
    _report(venue, "Applejack", "won")
    with venue.db.reading() as s:
        [waiting] = tables_to_settle(s, venue.round_id)
    assert waiting.table_number == table
    assert "Applejack: won" in waiting.summary and f"{opponent}: not reported" in waiting.summary
    outcome = _report(venue, opponent, "won")
    assert not outcome.entered and "something else" in outcome.message
    assert _match(venue, "Applejack").result is None
    with venue.db.reading() as s:
        [waiting] = tables_to_settle(s, venue.round_id)
    assert f"{opponent}: won" in waiting.summary
    # The scorekeeper settles it at a station; the table leaves the list.
    with venue.db.transaction() as s:
        results.enter_result(s, venue.tables["Applejack"][0], "a")
    with venue.db.reading() as s:
        assert tables_to_settle(s, venue.round_id) == []


def test_a_result_entered_at_a_station_is_never_changed_by_a_report(venue: Venue) -> None:
    match_id = venue.tables["Pinkie Pie"][0]
    with venue.db.transaction() as s:
        results.enter_result(s, match_id, "a")
    before = _match(venue, "Pinkie Pie")
    for player in ("Pinkie Pie", venue.tables["Pinkie Pie"][2]):
        with pytest.raises(ValidationError, match="already has its result"):
            _report(venue, player, "drew")
    after = _match(venue, "Pinkie Pie")
    assert (after.result, after.result_source) == (before.result, "entered")


def test_the_same_report_twice_changes_nothing(venue: Venue) -> None:
    _report(venue, "Spike", "won")
    again = _report(venue, "Spike", "won")
    assert not again.changed and "already" in again.message
    with venue.db.reading() as s:
        assert len(s.exec(select(AuditEntry).where(AuditEntry.action == "match.report")).all()) == 1


def test_a_player_may_change_their_report_until_the_result_is_in(venue: Venue) -> None:
    opponent = venue.tables["Spike"][2]
    _report(venue, "Spike", "won")
    _report(venue, opponent, "won")
    outcome = _report(venue, "Spike", "lost")  # Spike misclicked: now they agree
    assert outcome.entered
    assert _match(venue, "Spike").result is not None


def test_both_drew_is_a_draw(venue: Venue) -> None:
    _report(venue, "Fluttershy", "drew")
    assert _report(venue, venue.tables["Fluttershy"][2], "drew").entered
    assert _match(venue, "Fluttershy").result == "draw"


def test_refusals_change_nothing(venue: Venue) -> None:
    other_table = next(m for n, (m, _, _) in venue.tables.items() if n not in
                       ("Rarity", venue.tables["Rarity"][2]))
    with pytest.raises(WrongCode):
        _report(venue, "Rarity", "won", code="AAAAAA")
    with pytest.raises(ValidationError, match="not your match"):
        _report(venue, "Rarity", "won", match_id=other_table)
    with pytest.raises(ValidationError, match="won, lost or drew"):
        _report(venue, "Rarity", "crushed it")
    with venue.db.transaction() as s:
        set_phone_options(s, venue.event_id, reports=False, deck_lists=False)
    with pytest.raises(ValidationError, match="does not take results"):
        _report(venue, "Rarity", "won")
    with venue.db.reading() as s:
        assert s.exec(select(AuditEntry).where(AuditEntry.action == "match.report")).all() == []


def test_a_code_belongs_to_one_event(venue: Venue) -> None:
    other = build_venue(venue.db)
    with pytest.raises(WrongCode), venue.db.transaction() as s:
        report_result(s, other.event_id, venue.codes["Rarity"], other.tables["Rarity"][0], "won")


def test_the_history_tells_reports_and_undo_takes_an_agreed_result_back(venue: Venue) -> None:
    from tourney.services import undo
    from tourney.services.history import history

    opponent = venue.tables["Rainbow Dash"][2]
    _report(venue, "Rainbow Dash", "won")
    _report(venue, opponent, "lost")
    with venue.db.reading() as s:
        details = [row.details for row in history(s, venue.event_id)]
    assert any("Rainbow Dash reported from their phone: won" in d for d in details)
    assert any("as both players reported" in d for d in details)
    assert any("result reports on, deck lists off" in d for d in details)
    with venue.db.transaction() as s:
        row = undo.undo(s, venue.event_id)
    assert row.label.startswith("result of ") and "Rainbow Dash" in row.label
    assert _match(venue, "Rainbow Dash").result is None
    with venue.db.reading() as s:  # the first report stays; the table waits again
        [waiting] = tables_to_settle(s, venue.round_id)
    assert "Rainbow Dash: won" in waiting.summary and f"{opponent}: not reported" in waiting.summary
