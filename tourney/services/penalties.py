"""Issuing, listing and withdrawing penalties, with their effect on match results.

A penalty is decided by the floor-rules policy (`tourney.policy.escalation`)
and then applied here: a Game Loss becomes a Game row linked to the penalty
(`Game.penalty_id`), a Disqualification concedes the player's open match and
drops them. Withdrawing a penalty undoes exactly what it did, so results are
always what the penalties still standing say they should be.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import Session, and_, col, or_, select

from tourney.db.database import session_now
from tourney.db.models import (
    DeckList,
    Event,
    Game,
    Match,
    Penalty,
    Person,
    Registration,
)
from tourney.errors import NotFoundError, ValidationError
from tourney.policy import penalty_effects
from tourney.policy.escalation import PriorWarning, decide_penalty, escalation_reason
from tourney.policy.penalties import PenaltyKind, as_penalty_kind, infraction
from tourney.reports.rows import EventHeader, PenaltyLine
from tourney.reports.rows import PenaltyReport as ReportData
from tourney.services import audit, decklists, round_titles
from tourney.services.concessions import drop
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.display_names import player_label
from tourney.services.events import require_event
from tourney.services.matches import (
    current_round,
    mark_drafts_after_drop,
    match_of_player,
    require_match,
    require_registration,
)
from tourney.services.places import match_place
from tourney.services.results import (
    forfeit_games,
    game_summaries,
    games_of,
    recompute_match_from_games,
    registration_of,
    side_of,
    structure_of,
)
from tourney.services.staff import judge_role, require_head_judge

# ---------------------------------------------------------------- shared look-ups


def player_name(session: Session, registration_id: int | None) -> str:
    """The player as people read them: the name, with the number when another player shares it."""
    return player_label(session, registration_id)


# ---------------------------------------------------------------- rows


@dataclass(frozen=True, slots=True)
class PenaltyRow:
    """A penalty as plain data for tables, reports and the CLI."""

    id: int
    event_id: int
    registration_id: int
    player_name: str
    round_number: int | None
    match_id: int | None
    game_number: int | None
    infraction: str
    infraction_name: str
    penalty: str
    penalty_label: str
    issued_by_person_id: int | None
    issued_by_name: str
    issued_by_role: str
    description: str
    escalation_reason: str | None
    upgrade_reason: str | None
    withdrawn_at: datetime | None
    withdrawn_reason: str | None
    created_at: datetime
    effect: str
    round_name: str = ""
    """The top-cut round's name ("Quarterfinals"); "" in a Swiss round."""

    @property
    def active(self) -> bool:
        return self.withdrawn_at is None

    @property
    def round_label(self) -> str:
        """The round as a list's Round column shows it: "3", "Quarterfinals (round 4)"."""
        return round_titles.column_text(self.round_number, self.round_name)


def _effect(session: Session, penalty: Penalty) -> str:
    if penalty.withdrawn_at is not None:
        return "withdrawn"
    if penalty.penalty == PenaltyKind.DISQUALIFICATION:
        return "disqualified (dropped, open match conceded)"
    if penalty.penalty != PenaltyKind.GAME_LOSS:
        return "recorded"
    if penalty.match_id is None:
        return "pending: loses the player's next game"
    game = session.exec(
        select(Game).where(Game.match_id == penalty.match_id, Game.number == penalty.game_number)
    ).first()
    match = session.get(Match, penalty.match_id)
    where = match_place(session, match) if match is not None else "a match no longer paired"
    if game is not None and game.winner_id is None and not game.is_draw:
        return f"game {penalty.game_number} at {where} lost by both players"
    return f"lost game {penalty.game_number} at {where}"


def _round_name(session: Session, event_id: int, number: int | None) -> str:
    return round_titles.numbered_name(session, event_id, number) if number is not None else ""


def _row(session: Session, penalty: Penalty) -> PenaltyRow:
    issuer = session.get(Person, penalty.issued_by_person_id) if penalty.issued_by_person_id else None
    catalog = infraction(penalty.infraction)
    return PenaltyRow(
        id=penalty.id or 0,
        event_id=penalty.event_id,
        registration_id=penalty.registration_id,
        player_name=player_name(session, penalty.registration_id),
        round_number=penalty.round_number,
        round_name=_round_name(session, penalty.event_id, penalty.round_number),
        match_id=penalty.match_id,
        game_number=penalty.game_number,
        infraction=penalty.infraction,
        infraction_name=catalog.name,
        penalty=penalty.penalty,
        penalty_label=PenaltyKind(penalty.penalty).label,
        issued_by_person_id=penalty.issued_by_person_id,
        issued_by_name=issuer.name if issuer else "—",
        issued_by_role=penalty.issued_by_role,
        description=penalty.description,
        escalation_reason=penalty.escalation_reason,
        upgrade_reason=penalty.upgrade_reason,
        withdrawn_at=penalty.withdrawn_at,
        withdrawn_reason=penalty.withdrawn_reason,
        created_at=penalty.created_at,
        effect=_effect(session, penalty),
    )


def _snapshot(penalty: Penalty) -> dict[str, Any]:
    return audit.snapshot(penalty)


# ---------------------------------------------------------------- effects


def _place_game_loss(
    session: Session, penalty: Penalty, match: Match, *, game_number: int | None
) -> dict[str, Any]:
    """Apply a Game Loss to `match`; returns what changed, for the audit entry."""
    _, round_ = require_match(session, match.id or 0)
    side = side_of(match, penalty.registration_id)
    placement = penalty_effects.place_game_loss(
        structure_of(session, round_),
        game_summaries(session, match),
        side,
        game_number=game_number,
        result_entered=match.result is not None and not games_of(session, match.id),
    )
    if placement.game_number is None:
        penalty.match_id = None
        penalty.game_number = None
        return {"pending": True}
    penalty.match_id = match.id
    penalty.game_number = placement.game_number
    if placement.double_loss:
        game = session.exec(
            select(Game).where(Game.match_id == match.id, Game.number == placement.game_number)
        ).one()
        game.winner_id = None
        session.add(game)
        recompute_match_from_games(session, match, source="penalty")
        return {"double_loss_game": placement.game_number}
    assert placement.winner is not None
    session.add(
        Game(
            match_id=match.id or 0,
            number=placement.game_number,
            winner_id=registration_of(match, placement.winner),
            ended_by="penalty",
            penalty_id=penalty.id,
        )
    )
    session.flush()
    recompute_match_from_games(session, match, source="penalty")
    return {"game": placement.game_number, "match": match.id}


def _disqualify(session: Session, penalty: Penalty, event: Event) -> dict[str, Any]:
    """The player is dropped the way every drop is made, their open match forfeited as this penalty's games."""
    registration = session.get(Registration, penalty.registration_id)
    assert registration is not None
    original = registration.dropped_after_round
    earlier = session.exec(
        select(Penalty).where(
            Penalty.registration_id == penalty.registration_id,
            Penalty.penalty == PenaltyKind.DISQUALIFICATION.value,
            col(Penalty.withdrawn_at).is_(None),
            Penalty.id != penalty.id,
        ).order_by(col(Penalty.id))
    ).first()
    if earlier is not None:
        # Already dropped by a standing Disqualification: keep what was there before that one.
        original = _issue_effects(session, earlier).get("dropped_after_round_before", original)
    effects: dict[str, Any] = {"dropped_after_round_before": original}
    outcome = drop(session, event.id or 0, registration.id or 0, penalty=penalty)
    if outcome.conceded_match_id is not None:
        # 'remaining matches conceded': the open match's games belong to this penalty
        penalty.match_id = outcome.conceded_match_id
        session.add(penalty)
        effects["conceded_match"] = outcome.conceded_match_id
    effects["dropped_after_round"] = registration.dropped_after_round
    return effects


def _undo_game_effects(session: Session, penalty: Penalty) -> None:
    """Remove the games this penalty decided; hand a shared double-loss game back to the other penalty."""
    touched: set[int] = set()
    for game in session.exec(select(Game).where(Game.penalty_id == penalty.id)).all():
        match = session.get(Match, game.match_id)
        assert match is not None
        touched.add(match.id or 0)
        if game.winner_id is None and not game.is_draw:
            # Both players lost this game: it stays, lost by the other penalised player only.
            other_penalty = session.exec(
                select(Penalty).where(
                    Penalty.match_id == match.id,
                    Penalty.game_number == game.number,
                    Penalty.id != penalty.id,
                    col(Penalty.withdrawn_at).is_(None),
                )
            ).first()
            if other_penalty is not None:
                game.penalty_id = other_penalty.id
                game.winner_id = registration_of(
                    match, penalty_effects.other(side_of(match, other_penalty.registration_id))
                )
                session.add(game)
                continue
        session.delete(game)
    if penalty.penalty == PenaltyKind.GAME_LOSS and penalty.match_id is not None and penalty.game_number:
        # This penalty turned the opponent's Game Loss game into a double loss: give it back.
        game = session.exec(
            select(Game).where(Game.match_id == penalty.match_id, Game.number == penalty.game_number)
        ).first()
        match = session.get(Match, penalty.match_id)
        if game is not None and match is not None and game.penalty_id != penalty.id and game.winner_id is None and not game.is_draw:
            game.winner_id = penalty.registration_id
            session.add(game)
            touched.add(match.id or 0)
    session.flush()
    for match_id in touched:
        match = session.get(Match, match_id)
        if match is not None:
            recompute_match_from_games(session, match, source="penalty")
            _replace_waiting_game_losses(session, match, excluding=penalty.id or 0)


def _replace_waiting_game_losses(session: Session, match: Match, *, excluding: int) -> None:
    """A match re-opened by a withdrawal takes back penalties that skipped it only because it was decided.

    A Game Loss issued while this match was already decided waits for the
    player's next game, and a Disqualification then had no open match to
    concede; if the match is undecided again, both apply to it.
    """
    _, round_ = require_match(session, match.id or 0)
    # In the order they were issued, as if the decided games had never been there: a Game
    # Loss issued before a Disqualification may decide the match before the concession does.
    standing = session.exec(
        select(Penalty)
        .where(
            Penalty.event_id == round_.event_id,
            Penalty.round_number == round_.number,
            or_(
                and_(Penalty.penalty == PenaltyKind.GAME_LOSS.value, col(Penalty.match_id).is_(None)),
                Penalty.penalty == PenaltyKind.DISQUALIFICATION.value,
            ),
            col(Penalty.withdrawn_at).is_(None),
            col(Penalty.registration_id).in_([match.player_a_id, match.player_b_id]),
            Penalty.id != excluding,
        )
        .order_by(col(Penalty.id))
    ).all()
    for penalty in standing:
        if match.result is not None:
            break
        before = _snapshot(penalty)
        if penalty.penalty == PenaltyKind.DISQUALIFICATION:
            forfeit_games(session, match, round_, penalty.registration_id, ended_by="penalty",
                          penalty_id=penalty.id)
            recompute_match_from_games(session, match, source="penalty")
            penalty.match_id = match.id
            session.add(penalty)
            change: dict[str, Any] = {"why": "its match was re-opened: conceded"}
        else:
            effects = _place_game_loss(session, penalty, match, game_number=None)
            session.add(penalty)
            session.flush()
            change = {"effects": effects, "why": "its match was re-opened"}
        audit.record(
            session,
            action="penalty.apply",
            entity="penalty",
            entity_id=penalty.id,
            event_id=penalty.event_id,
            before=before,
            after={**_snapshot(penalty), **change},
        )


# ---------------------------------------------------------------- use cases


def _prior_warnings(session: Session, event_id: int, registration_id: int, code: str) -> list[PriorWarning]:
    rows = session.exec(
        select(Penalty).where(
            Penalty.event_id == event_id,
            Penalty.registration_id == registration_id,
            Penalty.infraction == code,
            Penalty.penalty == PenaltyKind.GAME_WARNING.value,
            col(Penalty.withdrawn_at).is_(None),
        ).order_by(col(Penalty.id))
    ).all()
    return [PriorWarning(p.id or 0, p.round_number) for p in rows]


def issue_penalty(
    session: Session,
    event_id: int,
    registration_id: int,
    *,
    infraction_code: str,
    issued_by_person_id: int,
    penalty: str | None = None,
    reason: str | None = None,
    description: str = "",
    match_id: int | None = None,
    game_number: int | None = None,
    actor: str | None = None,
) -> PenaltyRow:
    """Issue a penalty: decide it by the floor rules, record it, apply it to results."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    require_registration(session, event_id, registration_id)
    catalog = infraction(infraction_code)
    requested = as_penalty_kind(penalty) if penalty else None
    issuer = session.get(Person, issued_by_person_id)
    if issuer is None:
        raise NotFoundError(f"issuing judge: person {issued_by_person_id} does not exist")
    role = judge_role(session, event_id, issued_by_person_id)
    if catalog.code == "procedural_other" and not description.strip():
        raise ValidationError("describe the violation for an 'other' procedural error")
    decision = decide_penalty(
        catalog,
        issuer_role=role or "none",
        requested=requested,
        reason=reason,
        prior_warnings=_prior_warnings(session, event_id, registration_id, catalog.code),
    )
    round_ = current_round(session, event_id)
    match: Match | None = None
    if match_id is not None:
        match, match_round = require_match(session, match_id)
        if match_round.event_id != event_id:
            raise ValidationError(f"{match_place(session, match, match_round)} is in another event")
        side_of(match, registration_id)
        if match_round.state == "draft":
            raise ValidationError(
                f"{match_place(session, match, match_round)} is still a draft: nothing has been played"
            )
        round_ = match_round
    elif round_ is not None:
        match = match_of_player(session, round_, registration_id)
    if match is not None and match.is_bye:
        if match_id is not None and decision.penalty is PenaltyKind.GAME_LOSS:
            raise ValidationError(
                f"{match_place(session, match, round_)} is a bye: there is no game to lose; leave out the match and the "
                "Game Loss applies to the player's next game"
            )
        match = None
    row = Penalty(
        event_id=event_id,
        registration_id=registration_id,
        round_number=round_.number if round_ is not None else None,
        match_id=match.id if match is not None else None,
        game_number=game_number,
        infraction=catalog.code,
        penalty=decision.penalty.value,
        issued_by_person_id=issued_by_person_id,
        issued_by_role=role,
        description=description.strip(),
        escalation_reason=decision.escalation_reason,
        upgrade_reason=decision.upgrade_reason,
        created_at=session_now(session),
    )
    session.add(row)
    session.flush()
    effects: dict[str, Any] = {}
    if decision.penalty is PenaltyKind.GAME_LOSS:
        if match is not None:
            effects = _place_game_loss(session, row, match, game_number=game_number)
        else:
            row.match_id, row.game_number = None, None
            effects = {"pending": True}
    elif decision.penalty is PenaltyKind.DISQUALIFICATION:
        effects = _disqualify(session, row, event)
    session.add(row)
    session.flush()
    audit.record(
        session, actor=actor, action="penalty.issue", entity="penalty", entity_id=row.id,
        event_id=event_id, before=None, after={**_snapshot(row), "effects": effects},
    )
    return _row(session, row)


def withdraw_penalty(
    session: Session,
    penalty_id: int,
    *,
    reason: str,
    by_person_id: int,
    actor: str | None = None,
) -> PenaltyRow:
    """Withdraw a penalty (the head judge's decision, e.g. on appeal) and undo its effects."""
    lock_event_of(session, penalty_id=penalty_id)
    penalty = session.get(Penalty, penalty_id)
    if penalty is None:
        raise NotFoundError(f"penalty {penalty_id} does not exist")
    if penalty.withdrawn_at is not None:
        raise ValidationError(f"{penalty_in_words(session, penalty)} is already withdrawn")
    if not reason.strip():
        raise ValidationError("give the reason the penalty is withdrawn")
    require_head_judge(session, penalty.event_id, by_person_id, doing=f"withdraw {penalty_in_words(session, penalty)}")
    before = _snapshot(penalty)
    # Marked first, so re-applying the penalties still standing does not count this one.
    penalty.withdrawn_at = session_now(session)
    penalty.withdrawn_reason = reason.strip()
    session.add(penalty)
    session.flush()
    _undo_game_effects(session, penalty)
    if penalty.penalty == PenaltyKind.DISQUALIFICATION:
        _undo_disqualification(session, penalty)
    session.flush()
    audit.record(
        session, actor=actor, action="penalty.withdraw", entity="penalty", entity_id=penalty.id,
        event_id=penalty.event_id, before=before, after=_snapshot(penalty),
    )
    if penalty.penalty == PenaltyKind.GAME_WARNING:
        _reconsider_escalations(session, penalty, actor=actor)
    return _row(session, penalty)


def change_penalty(
    session: Session,
    penalty_id: int,
    *,
    penalty: str,
    reason: str,
    by_person_id: int,
    actor: str | None = None,
) -> PenaltyRow:
    """The head judge changes an issued penalty (usually an upgrade after review), reason recorded.

    'Penalties for severe offenses may be upgraded at the Head Judge's
    discretion.' The old penalty's effects are undone and the new one's
    applied, as if it had been issued so.
    """
    lock_event_of(session, penalty_id=penalty_id)
    row = session.get(Penalty, penalty_id)
    if row is None:
        raise NotFoundError(f"penalty {penalty_id} does not exist")
    if row.withdrawn_at is not None:
        raise ValidationError(f"{penalty_in_words(session, row)} is withdrawn; issue a new one instead")
    require_head_judge(session, row.event_id, by_person_id, doing=f"change {penalty_in_words(session, row)}")
    new_kind = as_penalty_kind(penalty)
    if new_kind.value == row.penalty:
        raise ValidationError(f"{penalty_in_words(session, row)} already is a {new_kind.label}")
    catalog = infraction(row.infraction)
    priors = [p for p in _prior_warnings(session, row.event_id, row.registration_id, row.infraction)
              if p.penalty_id < (row.id or 0)]
    decision = decide_penalty(catalog, issuer_role="head_judge", requested=new_kind, reason=reason,
                              prior_warnings=priors)
    if decision.penalty is not new_kind:
        raise ValidationError(
            f"{penalty_in_words(session, row)} cannot become a {new_kind.label}: {decision.escalation_reason}"
        )
    before = _snapshot(row)
    old_kind = row.penalty
    was_disqualification = old_kind == PenaltyKind.DISQUALIFICATION
    _undo_game_effects(session, row)
    if was_disqualification:
        _undo_disqualification(session, row)
    row.penalty = new_kind.value
    row.upgrade_reason = decision.upgrade_reason or reason.strip()
    row.escalation_reason = None
    session.add(row)
    session.flush()
    effects: dict[str, Any] = {}
    if new_kind is PenaltyKind.GAME_LOSS:
        match = session.get(Match, row.match_id) if row.match_id is not None else None
        if match is None:
            round_ = current_round(session, row.event_id)
            match = match_of_player(session, round_, row.registration_id) if round_ else None
        if match is not None and not match.is_bye:
            effects = _place_game_loss(session, row, match, game_number=None)
        else:
            row.match_id, row.game_number = None, None
            effects = {"pending": True}
    elif new_kind is PenaltyKind.DISQUALIFICATION:
        event = require_event(session, row.event_id)
        effects = _disqualify(session, row, event)
    session.add(row)
    session.flush()
    audit.record(
        session, actor=actor, action="penalty.change", entity="penalty", entity_id=row.id,
        event_id=row.event_id, before=before, after={**_snapshot(row), "effects": effects},
    )
    if old_kind == PenaltyKind.GAME_WARNING:
        _reconsider_escalations(session, row, actor=actor)
    return _row(session, row)


def _issue_effects(session: Session, penalty: Penalty) -> dict[str, Any]:
    """What the penalty's latest issue or change did, as the audit log recorded it (undo builds on the log)."""
    entries = [
        e for e in audit.list_entries(
            session, event_id=penalty.event_id, action_prefix="penalty.", standing_only=True
        )
        if e.entity_id == penalty.id and e.action in ("penalty.issue", "penalty.change")
    ]
    effects = (entries[-1].after or {}).get("effects", {}) if entries else {}
    return effects if isinstance(effects, dict) else {}


def _undo_disqualification(session: Session, penalty: Penalty) -> None:
    effects = _issue_effects(session, penalty)
    registration = session.get(Registration, penalty.registration_id)
    if registration is None or "dropped_after_round" not in effects:
        return
    still_disqualified = session.exec(
        select(Penalty).where(
            Penalty.registration_id == penalty.registration_id,
            Penalty.penalty == PenaltyKind.DISQUALIFICATION.value,
            col(Penalty.withdrawn_at).is_(None),
            Penalty.id != penalty.id,
        )
    ).first()
    if still_disqualified is not None:
        return
    if registration.dropped_after_round == effects["dropped_after_round"]:
        registration.dropped_after_round = effects.get("dropped_after_round_before")
        session.add(registration)
        mark_drafts_after_drop(session, registration.event_id, registration.id or 0,
                               player_name(session, registration.id),
                               registration.dropped_after_round)


def _reconsider_escalations(session: Session, withdrawn: Penalty, *, actor: str | None) -> None:
    """A withdrawn Game Warning no longer counts: a later Game Loss it escalated goes back to a Game Warning."""
    later = session.exec(
        select(Penalty).where(
            Penalty.event_id == withdrawn.event_id,
            Penalty.registration_id == withdrawn.registration_id,
            Penalty.infraction == withdrawn.infraction,
            col(Penalty.escalation_reason).is_not(None),
            col(Penalty.withdrawn_at).is_(None),
            col(Penalty.id) > (withdrawn.id or 0),
        ).order_by(col(Penalty.id))
    ).all()
    for penalty in later:
        priors = [
            p for p in _prior_warnings(session, penalty.event_id, penalty.registration_id, penalty.infraction)
            if p.penalty_id < (penalty.id or 0)
        ]
        if priors:
            # Still a second warning, but the record must name one that stands.
            reason = escalation_reason(infraction(penalty.infraction), priors[0])
            if reason != penalty.escalation_reason:
                before = _snapshot(penalty)
                penalty.escalation_reason = reason
                session.add(penalty)
                audit.record(
                    session, actor=actor, action="penalty.reescalate", entity="penalty",
                    entity_id=penalty.id, event_id=penalty.event_id, before=before,
                    after=_snapshot(penalty),
                )
            continue
        before = _snapshot(penalty)
        _undo_game_effects(session, penalty)
        penalty.penalty = PenaltyKind.GAME_WARNING.value
        penalty.escalation_reason = None
        penalty.game_number = None
        session.add(penalty)
        session.flush()
        audit.record(
            session, actor=actor, action="penalty.deescalate", entity="penalty", entity_id=penalty.id,
            event_id=penalty.event_id, before=before,
            after={**_snapshot(penalty), "why": f"{penalty_in_words(session, withdrawn)} was withdrawn"},
        )


def apply_pending_game_losses(session: Session, event_id: int, *, actor: str | None = None) -> list[PenaltyRow]:
    """Give Game Losses issued between matches to each player's next game, once it is paired.

    Call after a round is published; it is idempotent.
    """
    lock_event(session, event_id)
    round_ = current_round(session, event_id)
    if round_ is None:
        return []
    pending = session.exec(
        select(Penalty).where(
            Penalty.event_id == event_id,
            Penalty.penalty == PenaltyKind.GAME_LOSS.value,
            col(Penalty.match_id).is_(None),
            col(Penalty.withdrawn_at).is_(None),
        ).order_by(col(Penalty.id))
    ).all()
    applied = []
    for penalty in pending:
        if penalty.round_number is not None and penalty.round_number >= round_.number:
            continue
        match = match_of_player(session, round_, penalty.registration_id)
        if match is None or match.is_bye or match.result is not None:
            continue
        before = _snapshot(penalty)
        effects = _place_game_loss(session, penalty, match, game_number=None)
        session.add(penalty)
        session.flush()
        audit.record(
            session, actor=actor, action="penalty.apply", entity="penalty", entity_id=penalty.id,
            event_id=event_id, before=before, after={**_snapshot(penalty), "effects": effects},
        )
        applied.append(_row(session, penalty))
    return applied


def issue_tardiness(
    session: Session,
    event_id: int,
    registration_id: int,
    *,
    issued_by_person_id: int,
    now: datetime | None = None,
    actor: str | None = None,
) -> PenaltyRow:
    """A Game Loss for tardiness, refused inside the five-minute grace period ('Tardiness')."""
    lock_event(session, event_id)
    now = now or session_now(session)
    round_ = current_round(session, event_id)
    if round_ is None or round_.clock_started_at is None:
        raise ValidationError("tardiness counts from the start of round time: start the round clock first")
    if not penalty_effects.tardiness_due(round_.clock_started_at, now):
        ends = penalty_effects.tardiness_grace_ends(round_.clock_started_at)
        left = int((ends - now).total_seconds())
        raise ValidationError(
            f"the five-minute grace period for round {round_.number} has {left} s left (Tardiness)"
        )
    return issue_penalty(
        session, event_id, registration_id, infraction_code="tardiness",
        issued_by_person_id=issued_by_person_id,
        description=f"not present {int((now - round_.clock_started_at).total_seconds()) // 60} min "
                    f"after round {round_.number} began",
        actor=actor,
    )


def _deck_list_penalties(event: Event) -> dict[str, int]:
    return dict(event.settings.get("deck_list_penalties", {}))


def standing_deck_list_penalty(session: Session, event: Event, deck_list_id: int) -> Penalty | None:
    """The list's one deck-list penalty, unless it was withdrawn (then another may be issued).

    The version recorded as a penalty's correction has that penalty too: 'A deck list
    penalty should only be issued and corrected once per decklist', so a correction
    that is still wrong is the same list's errors, not a second infraction.
    """
    penalty_id = _deck_list_penalties(event).get(str(deck_list_id))
    penalty = session.get(Penalty, penalty_id) if penalty_id is not None else None
    return penalty if penalty is not None and penalty.withdrawn_at is None else None


def corrected_under(session: Session, event: Event, deck_list: DeckList) -> Penalty | None:
    """The standing penalty this version was recorded as the correction of, if it was."""
    penalty = standing_deck_list_penalty(session, event, deck_list.id or 0)
    if penalty is None or deck_list.replaces_id is None:
        return None
    return penalty if _deck_list_penalties(event).get(str(deck_list.replaces_id)) == penalty.id else None


def penalty_in_words(session: Session, penalty: Penalty) -> str:
    """"the Game Loss issued at round 2 by Hal Head", as a judge names a penalty."""
    issuer = session.get(Person, penalty.issued_by_person_id) if penalty.issued_by_person_id else None
    name = _round_name(session, penalty.event_id, penalty.round_number)
    when = ("before round 1" if penalty.round_number is None
            else f"during {round_titles.in_sentence(penalty.round_number, name)}" if name
            else f"at round {penalty.round_number}")
    return (f"the {PenaltyKind(penalty.penalty).label} issued {when}"
            + (f" by {issuer.name}" if issuer is not None else ""))


def correction_reason(session: Session, penalty: Penalty, note: str = "") -> str:
    """Why a list has a new version: "corrected after the Game Warning issued at round 1 by Finn Floor"."""
    return f"corrected after {penalty_in_words(session, penalty)}" + (f": {note.strip()}" if note.strip() else "")


def _locked_deck_list(session: Session, deck_list_id: int) -> tuple[DeckList, Registration, Event]:
    """The list a penalty or correction acts on, with its player's registration and event,
    the event locked first so that two stations acting on one list take turns."""
    lock_event_of(session, deck_list_id=deck_list_id)
    deck_list = session.get(DeckList, deck_list_id)
    if deck_list is None:
        raise NotFoundError(f"deck list {deck_list_id} does not exist")
    registration = session.get(Registration, deck_list.registration_id)
    assert registration is not None
    return deck_list, registration, require_event(session, registration.event_id)


def penalize_deck_list(
    session: Session,
    deck_list_id: int,
    *,
    issued_by_person_id: int,
    corrected_text: str | None = None,
    corrected_filename: str | None = None,
    description: str = "",
    match_id: int | None = None,
    infraction_code: str | None = None,
    actor: str | None = None,
) -> PenaltyRow:
    """The one deck-list penalty for a list ('Deck Lists'), and the recorded correction.

    `infraction_code` overrides the list's own status when a deck check found
    that the deck does not match the list (an invalid list however the list
    itself validated).

    'A deck list penalty should only be issued and corrected once per decklist':
    a second penalty for the same list is refused. The correction is a new
    version of the list that replaces the old one, approved by the issuer,
    recorded in the same transaction as the penalty. `corrected_filename`
    names the file the correction came from (read in the format its name
    says, .o8d included); without it the correction is a typed list.
    """
    deck_list, registration, event = _locked_deck_list(session, deck_list_id)
    code = infraction_code or penalty_effects.deck_list_infraction(deck_list.status)
    if code not in ("incorrect_deck_list", "invalid_deck_list"):
        raise ValidationError(
            f"{_list_name(session, deck_list)} is {deck_list.status}: only an incorrect or invalid "
            "list is penalised"
        )
    given = _deck_list_penalties(event)
    existing = standing_deck_list_penalty(session, event, deck_list_id)
    if existing is not None:
        under = corrected_under(session, event, deck_list)
        raise ValidationError(
            f"{_list_name(session, deck_list)} "
            + (f"was corrected under {penalty_in_words(session, under)}" if under is not None
               else f"already has {penalty_in_words(session, existing)}")
            + ": one deck-list penalty per list, however many errors (Deck Lists)"
        )
    row = issue_penalty(
        session, event.id or 0, registration.id or 0, infraction_code=code,
        issued_by_person_id=issued_by_person_id, match_id=match_id,
        description=(f"deck list version {deck_list.version} ({infraction(code).name.lower()})"
                     + (f": {description.strip()}" if description.strip() else "")),
        actor=actor,
    )
    given[str(deck_list_id)] = row.id
    event.settings["deck_list_penalties"] = given
    session.add(event)
    if corrected_text is not None:
        issued = session.get(Penalty, row.id)
        assert issued is not None
        _record_correction(session, event, deck_list_id, issued, text=corrected_text,
                           filename=corrected_filename, judge_id=issued_by_person_id, actor=actor)
    return row


def correct_under_penalty(
    session: Session,
    deck_list_id: int,
    *,
    corrected_by_person_id: int,
    text: str,
    filename: str | None = None,
    note: str = "",
    actor: str | None = None,
) -> int:
    """Correct a list again under the deck-list penalty it already has; returns the new version's id.

    'A deck list penalty should only be issued and corrected once per decklist':
    a correction that is itself wrong is still that list, so a judge records the
    list once more under the same penalty, and no new penalty is issued. The
    new version is recorded like the penalty's own correction (re-checked,
    approved by the judge, the old version kept), in the caller's transaction.
    """
    deck_list, _registration, event = _locked_deck_list(session, deck_list_id)
    penalty = standing_deck_list_penalty(session, event, deck_list_id)
    if penalty is None:
        raise ValidationError(
            f"{_list_name(session, deck_list)} has no deck-list penalty to correct it under: "
            "the list changes with its penalty, which takes the corrected list (Deck Lists)"
        )
    if judge_role(session, event.id or 0, corrected_by_person_id) not in ("head_judge", "floor_judge"):
        raise ValidationError(f"only a judge of {event.name} corrects a deck list")
    return _record_correction(session, event, deck_list_id, penalty, text=text, filename=filename,
                              judge_id=corrected_by_person_id, note=note, actor=actor)


def _record_correction(
    session: Session, event: Event, deck_list_id: int, penalty: Penalty, *,
    text: str, filename: str | None, judge_id: int, note: str = "", actor: str | None,
) -> int:
    """The corrected version, kept under `penalty`: the same list, never penalised again."""
    corrected_id = correct_deck_list(
        session, deck_list_id, text=text, filename=filename, approved_by_person_id=judge_id,
        reason=correction_reason(session, penalty, note), actor=actor,
    )
    given = _deck_list_penalties(event)
    given[str(corrected_id)] = penalty.id or 0
    event.settings["deck_list_penalties"] = given
    session.add(event)
    return corrected_id


def _list_name(session: Session, deck_list: DeckList) -> str:
    """A deck list as the Deck lists tab shows it: its player's, by version."""
    return f"{player_label(session, deck_list.registration_id)}'s deck list (version {deck_list.version})"


def correct_deck_list(
    session: Session,
    deck_list_id: int,
    *,
    text: str,
    approved_by_person_id: int,
    reason: str,
    filename: str | None = None,
    actor: str | None = None,
) -> int:
    """Record the corrected list as a new, re-checked version replacing the old one; returns its id.

    Deck-list registration refuses changes once the event has started; a
    judge's correction after a deck-list penalty is the one way a list changes
    then, so it is checked the same way and keeps the old version for the record.
    """
    lock_event_of(session, deck_list_id=deck_list_id)
    old = session.get(DeckList, deck_list_id)
    if old is None:
        raise NotFoundError(f"deck list {deck_list_id} does not exist")
    newer = session.exec(select(DeckList).where(DeckList.replaces_id == deck_list_id)).first()
    if newer is not None:
        raise ValidationError(f"{_list_name(session, old)} was already replaced by version {newer.version}")
    registration = session.get(Registration, old.registration_id)
    assert registration is not None
    event = require_event(session, registration.event_id)
    new = decklists.new_version(
        session,
        event,
        old.registration_id,
        text.encode("utf-8"),
        previous=old,
        fmt=old.format,
        filename=filename or "the corrected list",
        source_format=None if filename else "text",
        approved_by_person_id=approved_by_person_id,
        change_reason=reason,
    )
    audit.record(
        session, actor=actor, action="decklist.correct", entity="deck_list", entity_id=new.id,
        event_id=event.id,
        before={"id": old.id, "version": old.version, "status": old.status, "cards": old.cards},
        after={"id": new.id, "version": new.version, "status": new.status, "cards": new.cards,
               "reason": reason},
    )
    return new.id or 0


def get_penalty(session: Session, penalty_id: int) -> PenaltyRow:
    penalty = session.get(Penalty, penalty_id)
    if penalty is None:
        raise NotFoundError(f"penalty {penalty_id} does not exist")
    return _row(session, penalty)


def list_penalties(
    session: Session,
    event_id: int,
    *,
    registration_id: int | None = None,
    include_withdrawn: bool = True,
) -> list[PenaltyRow]:
    """The event's penalties oldest first; one player's history with `registration_id`."""
    require_event(session, event_id)
    query = select(Penalty).where(Penalty.event_id == event_id)
    if registration_id is not None:
        require_registration(session, event_id, registration_id)
        query = query.where(Penalty.registration_id == registration_id)
    if not include_withdrawn:
        query = query.where(col(Penalty.withdrawn_at).is_(None))
    return [_row(session, p) for p in session.exec(query.order_by(col(Penalty.id)))]


@dataclass(frozen=True, slots=True)
class PenaltyReport:
    """The event penalty report: counts by penalty, by infraction and by player."""

    event_id: int
    event_name: str
    rows: tuple[PenaltyRow, ...]
    by_penalty: dict[str, int]
    by_infraction: dict[str, int]
    by_player: dict[str, int]
    withdrawn: int


def penalty_report(session: Session, event_id: int) -> PenaltyReport:
    event = require_event(session, event_id)
    rows = list_penalties(session, event_id)
    active = [r for r in rows if r.active]
    by_penalty: dict[str, int] = {}
    by_infraction: dict[str, int] = {}
    by_player: dict[str, int] = {}
    for r in active:
        by_penalty[r.penalty_label] = by_penalty.get(r.penalty_label, 0) + 1
        by_infraction[r.infraction_name] = by_infraction.get(r.infraction_name, 0) + 1
        by_player[r.player_name] = by_player.get(r.player_name, 0) + 1
    return PenaltyReport(
        event_id=event_id, event_name=event.name, rows=tuple(rows), by_penalty=by_penalty,
        by_infraction=by_infraction, by_player=by_player, withdrawn=len(rows) - len(active),
    )



def penalty_report_data(
    session: Session, event_id: int, *, by_player: bool = False, printed_at_label: str = ""
) -> ReportData:
    """The penalty report as the PDF renderer's plain input (`tourney.reports.penalties`)."""
    event = require_event(session, event_id)
    lines = []
    for row in list_penalties(session, event_id):
        registration = session.get(Registration, row.registration_id)
        person = session.get(Person, registration.person_id) if registration else None
        lines.append(PenaltyLine(
            # the report prints every number beside the registered name
            sequence=row.id, round_number=row.round_number, round_name=row.round_name,
            round_title=round_titles.round_heading(row.round_number, row.round_name)
            if row.round_number is not None else "",
            player=person.name if person else row.player_name,
            player_number=person.player_number if person else None,
            infraction=row.infraction_name, penalty=row.penalty_label, judge=row.issued_by_name,
            description=row.description, escalation_note=row.escalation_reason or "",
            upgrade_note=row.upgrade_reason or "", withdrawn=not row.active,
            withdrawn_reason=row.withdrawn_reason or "",
            time_label=row.created_at.strftime("%H:%M"),
        ))
    header = EventHeader(name=event.name, date=event.start_date, venue=event.venue, tier=event.tier,
                         format=event.format, printed_at_label=printed_at_label)
    return ReportData(header=header, lines=tuple(lines), order="player" if by_player else "chronological")
