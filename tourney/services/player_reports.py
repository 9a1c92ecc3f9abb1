"""Players report their own results from their phones; agreeing reports enter the result.

A player says "I won", "I lost" or "we drew" with their code. When both
players of a table have said the same thing, the result is entered through
the same service a station uses (`results.enter_result`), audited as reported
by the players. Until then, or when they disagree, the Rounds tab lists the
table for the scorekeeper to settle. A result already entered (at a station,
by a penalty, by a concession) is never changed by a report: the report is
refused, and a wrong result is for the scorekeeper to correct.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import REPORT_CLAIMS, Match, ResultReport, Round
from tourney.errors import UserError, ValidationError
from tourney.services import audit
from tourney.services.concurrency import lock_event
from tourney.services.display_names import event_names
from tourney.services.phone_options import phone_options
from tourney.services.player_codes import registration_of_code
from tourney.services.recorded_result import result_phrase
from tourney.services.results import enter_result, structure_of

REPORTED_BY = "players' reports"
"""The actor of a result the players' reports entered (the station is the one serving the pages)."""

CLAIM_WORDS = {"won": "won", "lost": "lost", "drew": "drew"}


class WrongCode(UserError):
    """A code that belongs to nobody in the event (counted against the phone's tries)."""


@dataclass(frozen=True, slots=True)
class ReportOutcome:
    """What the player is told after reporting."""

    message: str
    entered: bool
    changed: bool


@dataclass(frozen=True, slots=True)
class TableToSettle:
    """A table with reports from the players but no result: the scorekeeper decides."""

    match_id: int
    table_number: int | None
    summary: str
    """'Twilight Sparkle: won; Rarity: won' or 'Applejack: won; Rainbow Dash: not reported'."""


def _result_for(match: Match, registration_id: int, claim: str) -> str:
    """The match result ('a', 'b', 'draw') a player's claim stands for."""
    if claim == "drew":
        return "draw"
    a_won = (claim == "won") == (registration_id == match.player_a_id)
    return "a" if a_won else "b"


def _place(match: Match, round_: Round) -> str:
    return f"table {match.table_number} of round {round_.number}"


def report_result(
    session: Session,
    event_id: int,
    code: str,
    match_id: int,
    claim: str,
    *,
    actor: str | None = None,
) -> ReportOutcome:
    """Record one player's report of their match; enter the result when both agree.

    Refused, changing nothing: with reports turned off, a wrong code, a match
    that is not the code's player's, a match of a draft round, a bye, a match
    that already has a result. The same report twice is accepted and changes
    nothing; a different one replaces the player's earlier report.
    """
    lock_event(session, event_id)
    if not phone_options(session, event_id).reports:
        raise ValidationError("this event does not take results from phones; hand in your slip")
    registration_id = registration_of_code(session, event_id, code)
    if registration_id is None:
        raise WrongCode("that code is not right: check the code on your slip")
    if claim not in REPORT_CLAIMS:
        raise ValidationError("say whether you won, lost or drew")
    match = session.get(Match, match_id)
    round_ = session.get(Round, match.round_id) if match is not None else None
    if (
        match is None
        or round_ is None
        or round_.event_id != event_id
        or registration_id not in (match.player_a_id, match.player_b_id)
    ):
        raise ValidationError("that is not your match: you can only report your own table")
    if round_.state == "draft":
        raise ValidationError(f"round {round_.number} is not published yet")
    if match.is_bye or match.player_b_id is None:
        raise ValidationError("a bye has no result to report")
    if match.result is not None:
        raise ValidationError(
            f"{_place(match, round_)} already has its result: {result_phrase(session, match, round_)}. "
            "If that is wrong, tell a judge."
        )
    if claim == "drew" and not structure_of(session, round_).draws_allowed:
        raise ValidationError("this match cannot end in a draw: play until there is a winner")
    mine = session.exec(
        select(ResultReport).where(
            ResultReport.match_id == match_id, ResultReport.registration_id == registration_id
        )
    ).first()
    if mine is not None and mine.claim == claim:
        return ReportOutcome("We already have that report. Thank you.", entered=False, changed=False)
    before = {"claim": mine.claim} if mine is not None else None
    if mine is None:
        mine = ResultReport(event_id=event_id, match_id=match_id, registration_id=registration_id,
                            claim=claim)
    else:
        mine.claim = claim
    session.add(mine)
    session.flush()
    audit.record(session, actor=actor, action="match.report", entity="match", entity_id=match_id,
                 event_id=event_id, before=before,
                 after={"player": registration_id, "claim": claim})
    other_id = match.player_b_id if registration_id == match.player_a_id else match.player_a_id
    theirs = session.exec(
        select(ResultReport).where(
            ResultReport.match_id == match_id, ResultReport.registration_id == other_id
        )
    ).first()
    if theirs is None:
        return ReportOutcome(
            "Thank you. The result is entered when your opponent reports the same.",
            entered=False, changed=True,
        )
    result = _result_for(match, registration_id, claim)
    if _result_for(match, other_id, theirs.claim) != result:
        return ReportOutcome(
            "Your opponent reported something else: a judge will come to your table.",
            entered=False, changed=True,
        )
    if structure_of(session, round_).games_to_win > 1:
        return ReportOutcome(
            "Thank you. Hand in your slip with the game score: the scorekeeper enters it.",
            entered=False, changed=True,
        )
    enter_result(session, match_id, result, actor=actor or REPORTED_BY, source="reported")
    return ReportOutcome("Thank you: the result is entered.", entered=True, changed=True)


def tables_to_settle(session: Session, round_id: int) -> list[TableToSettle]:
    """The round's tables without a result that players have reported on, by table."""
    round_ = session.get(Round, round_id)
    if round_ is None:
        return []
    rows = session.exec(
        select(ResultReport, Match)
        .join(Match, col(Match.id) == col(ResultReport.match_id))
        .where(Match.round_id == round_id, col(Match.result).is_(None))
    ).all()
    if not rows:
        return []
    matches: dict[int, Match] = {}
    claims: dict[int, dict[int, str]] = {}
    for report, match in rows:
        matches[match.id or 0] = match
        claims.setdefault(match.id or 0, {})[report.registration_id] = report.claim
    names = event_names(session, round_.event_id,
                        [p for m in matches.values() for p in (m.player_a_id, m.player_b_id) if p])
    settle = []
    for match_id, match in matches.items():
        parts = []
        for player in (match.player_a_id, match.player_b_id):
            if player is None:
                continue
            name = names.label(player) if player in names else "a removed player"
            said = claims[match_id].get(player)
            parts.append(f"{name}: {CLAIM_WORDS[said] if said else 'not reported'}")
        settle.append(TableToSettle(match_id, match.table_number, "; ".join(parts)))
    settle.sort(key=lambda t: (t.table_number is None, t.table_number or 0))
    return settle


def reports_of(session: Session, match_id: int) -> dict[int, str]:
    """The claims reported for one match, by player."""
    return {
        report.registration_id: report.claim
        for report in session.exec(select(ResultReport).where(ResultReport.match_id == match_id))
    }
