"""Say what a match's recorded result is, and who recorded it where and when.

When two stations reach the same table at once, the one that comes second is
refused; the refusal names what the first one did ("Twilight Sparkle won,
entered at station Front desk at 14:03") so the scorekeeper can tell a real
clash from a double entry of the same slip. The who/where/when come from the
latest audit entry that touched the match.
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from tourney.db.models import AuditEntry, Match, Round
from tourney.services.audit import undone_entry_ids
from tourney.services.display_names import event_names
from tourney.services.places import match_with_players

# Actions that set a match's result, and the verb a refusal uses for each.
_RESULT_VERBS: dict[str, str] = {
    "match.result": "entered",
    "match.correct": "corrected",
    "match.concession": "recorded",
    "match.drop": "recorded",
    "match.end_of_match": "recorded",
}


def result_phrase(session: Session, match: Match, round_: Round) -> str:
    """The result in words: who won (and how), a draw or a double loss."""
    ids = [p for p in (match.player_a_id, match.player_b_id) if p is not None]
    names = event_names(session, round_.event_id, ids).labels()

    def name(registration_id: int | None) -> str:
        if registration_id is None:
            return "nobody"
        return names.get(registration_id, "a removed player")

    if match.result == "draw":
        return "a draw"
    if match.result == "double_loss":
        return "a double loss"
    winner = match.player_a_id if match.result == "a" else match.player_b_id
    if match.conceded_by is not None:
        how = "drop" if match.result_source == "drop" else "concession"
        return f"{name(winner)} won, conceded by {name(match.conceded_by)} ({how})"
    games = match.a_game_wins + match.b_game_wins + match.game_draws
    score = ""
    if games > 1:
        won, lost = (
            (match.a_game_wins, match.b_game_wins)
            if match.result == "a"
            else (match.b_game_wins, match.a_game_wins)
        )
        score = f" {won}-{lost}" + (f"-{match.game_draws}" if match.game_draws else "")
    if match.result_source == "penalty":
        return f"{name(winner)} won{score} by a penalty"
    return f"{name(winner)} won{score}"


def provenance(session: Session, match: Match) -> str:
    """', entered at station Front desk at 14:03' from the match's latest result entry ('' if none)."""
    entry = session.exec(
        select(AuditEntry)
        .where(
            AuditEntry.entity == "match",
            AuditEntry.entity_id == match.id,
            col(AuditEntry.action).in_(tuple(_RESULT_VERBS)),
        )
        .order_by(col(AuditEntry.id).desc())
    ).first()
    if entry is None:
        return ""
    where = f" at station {entry.station}" if entry.station else ""
    return f", {_RESULT_VERBS[entry.action]}{where} at {entry.at.astimezone():%H:%M}"


def already_has_result(session: Session, match: Match, round_: Round, *, advice: str) -> str:
    """The refusal for acting on a match that has a result, naming it as every refusal about a
    match does (`match_with_players`): '...; correct it instead'."""
    where = match_with_players(session, match, round_)
    described = result_phrase(session, match, round_) + provenance(session, match)
    return f"{where} already has a result: {described}" + (f"; {advice}" if advice else "")


def corrected_match_ids(session: Session, event_id: int) -> set[int]:
    """The event's matches whose result was corrected (a correction that was undone does not count).

    The audit log is where a correction is recorded, with its reason; the
    Rounds table's Source column and the export read it from here.
    """
    # Looked up by action alone (corrections are rare, and that index finds them at once);
    # filtering on the event in the query would walk every entry of the event instead.
    rows = session.exec(
        select(AuditEntry.id, AuditEntry.entity_id, AuditEntry.event_id).where(
            AuditEntry.action == "match.correct"
        )
    ).all()
    mine = [(entry_id, match_id) for entry_id, match_id, event in rows
            if event == event_id and match_id is not None]
    if not mine:
        return set()
    undone = undone_entry_ids(session, event_id)
    return {int(match_id) for entry_id, match_id in mine if entry_id not in undone}
