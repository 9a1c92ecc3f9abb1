"""Random deck checks: pick matches (seeded, recorded), record what was found, apply the penalty.

Tier 2/3 'Deck Checks': at least one game is selected each round, its decks
are checked against their lists, penalties apply 'to that game', and 'the
selected players will be given extra time to finish the round' — here, a
time extension on the match equal to how long its decks were away.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlmodel import Session, col, select

from tourney.db.database import session_now
from tourney.db.models import DeckCheck, Event, Match, Round
from tourney.errors import NotFoundError, ValidationError
from tourney.policy import deck_check as policy
from tourney.policy.penalties import infraction
from tourney.services import audit
from tourney.services import penalties as penalty_service
from tourney.services.concurrency import lock_event_of
from tourney.services.decklists import current_deck_list
from tourney.services.events import require_event
from tourney.services.places import match_place
from tourney.services.rounds import require_match, require_round


@dataclass(frozen=True, slots=True)
class DeckCheckRow:
    id: int
    event_id: int
    round_number: int | None
    match_id: int | None
    table_number: int | None
    registration_id: int
    player_name: str
    started_at: datetime | None
    ended_at: datetime | None
    duration_seconds: int | None
    findings: dict[str, Any] | None
    proposed_infraction: str | None
    proposed_penalty: str | None
    penalty_id: int | None
    rng_seed: int | None

    @property
    def status(self) -> str:
        if self.penalty_id is not None:
            return "penalty issued"
        if self.ended_at is not None:
            return "recorded"
        if self.started_at is not None:
            return "in progress"
        return "selected"


def _row(session: Session, check: DeckCheck) -> DeckCheckRow:
    match = session.get(Match, check.match_id) if check.match_id else None
    findings = check.findings if isinstance(check.findings, dict) else None
    return DeckCheckRow(
        id=check.id or 0, event_id=check.event_id, round_number=check.round_number,
        match_id=check.match_id, table_number=match.table_number if match else None,
        registration_id=check.registration_id,
        player_name=penalty_service.player_name(session, check.registration_id),
        started_at=check.started_at, ended_at=check.ended_at,
        duration_seconds=check.duration_seconds, findings=findings,
        proposed_infraction=(findings or {}).get("proposed_infraction"),
        proposed_penalty=check.proposed_penalty, penalty_id=check.penalty_id,
        rng_seed=check.rng_seed,
    )


def _require_round(session: Session, round_id: int) -> tuple[Round, Event]:
    round_ = require_round(session, round_id)
    return round_, require_event(session, round_.event_id)


def _require_check(session: Session, check_id: int) -> DeckCheck:
    check = session.get(DeckCheck, check_id)
    if check is None:
        raise NotFoundError(f"deck check {check_id} does not exist")
    return check


def _checks_of_round(session: Session, event_id: int, round_number: int) -> list[DeckCheck]:
    return list(session.exec(
        select(DeckCheck).where(DeckCheck.event_id == event_id, DeckCheck.round_number == round_number)
        .order_by(col(DeckCheck.id))
    ))


def _create_checks(session: Session, event: Event, round_: Round, match: Match, seed: int | None,
                   actor: str | None) -> list[DeckCheck]:
    created = []
    for registration_id in (match.player_a_id, match.player_b_id):
        assert registration_id is not None
        check = DeckCheck(event_id=event.id or 0, round_number=round_.number, match_id=match.id,
                          registration_id=registration_id, rng_seed=seed)
        session.add(check)
        session.flush()
        audit.record(session, actor=actor, action="deckcheck.select", entity="deck_check",
                     entity_id=check.id, event_id=event.id, after=audit.snapshot(check))
        created.append(check)
    return created


def pick_deck_checks(
    session: Session, round_id: int, *, count: int | None = None, actor: str | None = None
) -> list[DeckCheckRow]:
    """Select matches at random for deck checks (both decks of each), with the seed recorded.

    The seed comes from the event's recorded seed, the round and how many
    draws this round already had, so anyone can re-run the draw and verify it.
    """
    lock_event_of(session, round_id=round_id)
    round_, event = _require_round(session, round_id)
    if round_.state == "draft":
        raise ValidationError(f"round {round_.number} is a draft: publish it before picking deck checks")
    matches = list(session.exec(select(Match).where(Match.round_id == round_id)))
    candidates = [m.id or 0 for m in matches if not m.is_bye and m.result is None]
    already = {c.match_id for c in _checks_of_round(session, event.id or 0, round_.number)}
    candidates = [m for m in candidates if m not in already]
    minimum = policy.minimum_checks(event.tier, len(candidates))
    wanted = max(minimum, 1) if count is None else count
    if count is not None and count < minimum:
        raise ValidationError(
            f"at Tier {event.tier} at least {minimum} game is selected for a deck check each round "
            "(Deck Checks)"
        )
    if not candidates:
        raise ValidationError(
            f"round {round_.number} has no unfinished, unchecked match left to pick (byes are never checked)"
        )
    draws = len({c.rng_seed for c in _checks_of_round(session, event.id or 0, round_.number)
                 if c.rng_seed is not None})
    seed = policy.selection_seed(event.rng_seed, round_.number, draws)
    picked = policy.select_matches(candidates, wanted, seed)
    by_id = {m.id: m for m in matches}
    rows = []
    for match_id in picked:
        rows.extend(_create_checks(session, event, round_, by_id[match_id], seed, actor))
    return [_row(session, c) for c in rows]


def check_match(session: Session, match_id: int, *, actor: str | None = None) -> list[DeckCheckRow]:
    """A judge's own choice of match (not random): refused for a bye."""
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    event = require_event(session, round_.event_id)
    if match.is_bye:
        raise ValidationError(
            f"{match_place(session, match, round_)} is a bye: there is no game and no opponent to check against"
        )
    if any(c.match_id == match_id for c in _checks_of_round(session, event.id or 0, round_.number)):
        raise ValidationError(f"{match_place(session, match, round_)} is already selected for a deck check this round")
    return [_row(session, c) for c in _create_checks(session, event, round_, match, None, actor)]


def start_deck_check(session: Session, check_id: int, *, now: datetime | None = None,
                     actor: str | None = None) -> DeckCheckRow:
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    if check.started_at is not None:
        raise ValidationError(f"deck check {check_id} already started")
    before = audit.snapshot(check)
    check.started_at = now or session_now(session)
    session.add(check)
    audit.record(session, actor=actor, action="deckcheck.start", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=before, after=audit.snapshot(check))
    return _row(session, check)


def _match_span(session: Session, match_id: int, event_id: int, round_number: int | None) -> int:
    """Seconds the match's decks were away: first start to last end over its checks."""
    checks = [c for c in session.exec(select(DeckCheck).where(
        DeckCheck.match_id == match_id, DeckCheck.event_id == event_id,
        DeckCheck.round_number == round_number)) if c.started_at and c.ended_at]
    if not checks:
        return 0
    start = min(c.started_at for c in checks if c.started_at)
    end = max(c.ended_at for c in checks if c.ended_at)
    return max(0, int((end - start).total_seconds()))


def record_deck_check(
    session: Session,
    check_id: int,
    *,
    presented: list[dict[str, Any]] | None = None,
    sleeves: str = "ok",
    notes: str = "",
    duration_seconds: int | None = None,
    now: datetime | None = None,
    actor: str | None = None,
) -> DeckCheckRow:
    """Record the result against the registered list, propose the penalty, extend the match's time.

    `presented` None means the deck matched its list exactly. Without a start
    time, `duration_seconds` says how long the check took.
    """
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    if check.ended_at is not None:
        raise ValidationError(f"deck check {check_id} is already recorded")
    now = now or session_now(session)
    if check.started_at is None:
        if duration_seconds is None:
            raise ValidationError(
                f"deck check {check_id} has no start time: start it, or give how long it took"
            )
        check.started_at = now - timedelta(seconds=policy.extension_seconds(duration_seconds))
    elif duration_seconds is not None:
        raise ValidationError(f"deck check {check_id} was started: its duration comes from the clock")
    deck_list = current_deck_list(session, check.registration_id)
    if deck_list is None:
        raise ValidationError(
            f"{penalty_service.player_name(session, check.registration_id)} has no deck list to check against"
        )
    registered = list(deck_list.cards or [])
    findings = policy.compare(
        registered, registered if presented is None else presented,
        sleeves=sleeves, notes=notes, list_status=deck_list.status,
    )
    proposed = policy.proposed_infraction(findings)
    before = audit.snapshot(check)
    previous_span = (
        _match_span(session, check.match_id, check.event_id, check.round_number)
        if check.match_id is not None else 0
    )
    check.ended_at = now
    check.duration_seconds = max(0, int((now - check.started_at).total_seconds()))
    check.findings = {**findings.as_json(), "deck_list_id": deck_list.id,
                      "proposed_infraction": proposed}
    check.proposed_penalty = infraction(proposed).default_penalty.value if proposed else None
    session.add(check)
    session.flush()
    if check.match_id is not None:
        match = session.get(Match, check.match_id)
        assert match is not None
        span = _match_span(session, check.match_id, check.event_id, check.round_number)
        match_before = {"time_extension_seconds": match.time_extension_seconds}
        # Both decks of a match are usually checked at once: the match gets the time its
        # decks were away (first start to last end), not the sum of the two checks.
        match.time_extension_seconds += span - previous_span
        session.add(match)
        audit.record(session, actor=actor, action="match.extend", entity="match", entity_id=match.id,
                     event_id=check.event_id, before=match_before,
                     after={"time_extension_seconds": match.time_extension_seconds,
                            "reason": f"deck check {check.id}"})
    audit.record(session, actor=actor, action="deckcheck.record", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=before, after=audit.snapshot(check))
    return _row(session, check)


def apply_proposed_penalty(
    session: Session,
    check_id: int,
    *,
    issued_by_person_id: int,
    infraction_code: str | None = None,
    penalty: str | None = None,
    reason: str | None = None,
    actor: str | None = None,
) -> penalty_service.PenaltyRow:
    """Issue the check's penalty, applied to that match's game ('applied to that game').

    A deck-list infraction goes through the one-penalty-per-list rule.
    """
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    if check.ended_at is None:
        raise ValidationError(f"deck check {check_id} is not recorded yet")
    if check.penalty_id is not None:
        raise ValidationError(f"deck check {check_id} already led to penalty #{check.penalty_id}")
    findings = check.findings if isinstance(check.findings, dict) else {}
    code = infraction_code or findings.get("proposed_infraction")
    if not code:
        raise ValidationError(f"deck check {check_id} found nothing to penalise")
    description = _describe(findings)
    if code in ("incorrect_deck_list", "invalid_deck_list") and findings.get("deck_list_id") and not penalty:
        row = penalty_service.penalize_deck_list(
            session, findings["deck_list_id"], issued_by_person_id=issued_by_person_id,
            description=description, match_id=check.match_id, actor=actor,
            infraction_code=code,
        )
    else:
        row = penalty_service.issue_penalty(
            session, check.event_id, check.registration_id, infraction_code=code,
            issued_by_person_id=issued_by_person_id, penalty=penalty, reason=reason,
            description=description, match_id=check.match_id, actor=actor,
        )
    before = audit.snapshot(check)
    check.penalty_id = row.id
    session.add(check)
    audit.record(session, actor=actor, action="deckcheck.penalty", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=before, after=audit.snapshot(check))
    return row


def _describe(findings: dict[str, Any]) -> str:
    parts = []
    for key, label in (("missing", "missing"), ("extra", "extra")):
        items = findings.get(key) or []
        if items:
            parts.append(f"{label}: " + ", ".join(f"{d['qty']}× {d['name']}" for d in items))
    if findings.get("sleeves", "ok") != "ok":
        parts.append(f"sleeves: {findings['sleeves'].replace('_', ' ')}")
    if findings.get("notes"):
        parts.append(str(findings["notes"]))
    return "deck check: " + ("; ".join(parts) if parts else "list problem")


def list_deck_checks(session: Session, event_id: int, *, round_number: int | None = None) -> list[DeckCheckRow]:
    require_event(session, event_id)
    query = select(DeckCheck).where(DeckCheck.event_id == event_id)
    if round_number is not None:
        query = query.where(DeckCheck.round_number == round_number)
    return [_row(session, c) for c in session.exec(query.order_by(col(DeckCheck.id)))]
