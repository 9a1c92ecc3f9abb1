"""Random deck checks: pick matches (seeded, recorded), record what was found, apply the penalty.

Tier 2/3 'Deck Checks': at least one game is selected each round, its decks
are checked against their lists, penalties apply 'to that game', and 'the
selected players will be given extra time to finish the round' — here, a
time extension on the match equal to how long its decks were away.

A deck is checked against its registered list, so only players with a list
are picked or checked. A recorded check can be corrected (audited, with the
reason), and a pick nobody started can be removed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlmodel import Session, col, select

from engine.core.plural import how_many
from tourney.db.database import session_now
from tourney.db.models import (
    AuditEntry,
    DeckCheck,
    DeckList,
    Event,
    Match,
    Penalty,
    Person,
    Registration,
    Round,
)
from tourney.errors import NotFoundError, ValidationError
from tourney.policy import deck_check as policy
from tourney.policy.penalties import PenaltyKind, infraction
from tourney.services import audit, round_titles
from tourney.services import penalties as penalty_service
from tourney.services.concurrency import lock_event_of
from tourney.services.deck_check_cards import presented_from_differences, resolve_presented
from tourney.services.decklists import current_deck_list
from tourney.services.events import require_event
from tourney.services.limited_decks import limited_deck_check
from tourney.services.places import match_place
from tourney.services.rounds import require_match, require_round
from tourney.services.staff import judge_role

JUDGE_KEY = "judge_person_id"
"""Where a check keeps the judge who started or recorded it (in its findings: no new column)."""


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
    judge_person_id: int | None = None
    judge_name: str | None = None
    """The judge who recorded the check (or started it, until it is recorded)."""
    list_already_penalised: bool = False
    """The deck differed from a list that already has its one deck-list penalty."""
    player_number: str | None = None
    issued_penalty: str | None = None
    """The penalty the check led to, as people name it ("Game Loss"; "Game Loss (withdrawn)")."""
    round_name: str = ""
    """The top-cut round's name ("Quarterfinals"); "" in a Swiss round."""

    @property
    def round_label(self) -> str:
        """The round as a list's Round column shows it: "3", "Quarterfinals (round 4)"."""
        return round_titles.column_text(self.round_number, self.round_name)

    @property
    def in_round(self) -> str:
        """The round inside a sentence: "round 3", "the Quarterfinals (round 4)"."""
        return round_titles.in_sentence(self.round_number or 0, self.round_name)

    @property
    def status(self) -> str:
        if self.penalty_id is not None:
            return "penalty issued"
        if self.ended_at is not None:
            return "recorded"
        if self.started_at is not None:
            return "in progress"
        return "selected"


def _round_name(session: Session, check: DeckCheck) -> str:
    """The check's top-cut round by name ("Semifinals"); "" in a Swiss round."""
    if check.round_number is None:
        return ""
    return round_titles.numbered_name(session, check.event_id, check.round_number)


def _row(session: Session, check: DeckCheck) -> DeckCheckRow:
    match = session.get(Match, check.match_id) if check.match_id else None
    findings = check.findings if isinstance(check.findings, dict) else None
    judge_id = (findings or {}).get(JUDGE_KEY)
    judge = session.get(Person, judge_id) if judge_id is not None else None
    proposed, list_penalised = _open_proposal(session, check)
    registration = session.get(Registration, check.registration_id)
    player = session.get(Person, registration.person_id) if registration is not None else None
    issued = session.get(Penalty, check.penalty_id) if check.penalty_id is not None else None
    return DeckCheckRow(
        id=check.id or 0, event_id=check.event_id, round_number=check.round_number,
        round_name=_round_name(session, check),
        match_id=check.match_id, table_number=match.table_number if match else None,
        registration_id=check.registration_id,
        player_name=penalty_service.player_name(session, check.registration_id),
        started_at=check.started_at, ended_at=check.ended_at,
        duration_seconds=check.duration_seconds, findings=findings,
        proposed_infraction=proposed,
        proposed_penalty=infraction(proposed).default_penalty.value if proposed else None,
        penalty_id=check.penalty_id, rng_seed=check.rng_seed,
        judge_person_id=judge.id if judge is not None else None,
        judge_name=judge.name if judge is not None else None,
        list_already_penalised=list_penalised,
        player_number=player.player_number if player is not None else None,
        issued_penalty=None if issued is None else (
            PenaltyKind(issued.penalty).label + (" (withdrawn)" if issued.withdrawn_at is not None else "")),
    )


def _list_penalised(session: Session, check: DeckCheck, deck_list_id: int | None) -> bool:
    """Whether the checked list already has its one deck-list penalty (not one from this check)."""
    if deck_list_id is None:
        return False
    event = session.get(Event, check.event_id)
    assert event is not None
    standing = penalty_service.standing_deck_list_penalty(session, event, deck_list_id)
    return standing is not None and standing.id != check.penalty_id


def _open_proposal(session: Session, check: DeckCheck) -> tuple[str | None, bool]:
    """The infraction the check proposes now, and whether its list's penalty was already issued.

    Worked out when shown, not only when recorded: a list penalised after the
    check was recorded (from the Deck lists tab, or by the other check of the
    same list) must not be proposed a second time only to be refused.
    """
    findings = check.findings if isinstance(check.findings, dict) else {}
    if check.ended_at is None:
        return None, False
    stored = findings.get("proposed_infraction")
    if check.penalty_id is not None:
        return stored, False
    infractions = findings.get("infractions") or ([stored] if stored else [])
    if not findings.get("missing") and not findings.get("extra"):
        # a deck that matched its list brings no deck-list infraction (also for a check
        # recorded before that rule, which stored the list's own status as one)
        infractions = [c for c in infractions if c not in policy.DECK_LIST_INFRACTIONS]
    penalised = _list_penalised(session, check, findings.get("deck_list_id"))
    proposed = policy.heaviest_infraction(infractions, list_penalised=penalised)
    return proposed, penalised and any(c in policy.DECK_LIST_INFRACTIONS for c in infractions)


def _require_judge(session: Session, event_id: int, person_id: int) -> Person:
    """A judge (head or floor) of the event: the sheet names who checked the deck."""
    person = session.get(Person, person_id)
    if person is None:
        raise NotFoundError(f"person {person_id} does not exist")
    if judge_role(session, event_id, person_id) not in ("head_judge", "floor_judge"):
        raise ValidationError(
            f"{person.name} is not a judge of this event: add them on the Staff tab to check decks"
        )
    return person


def _require_round(session: Session, round_id: int) -> tuple[Round, Event]:
    round_ = require_round(session, round_id)
    return round_, require_event(session, round_.event_id)


def _require_check(session: Session, check_id: int) -> DeckCheck:
    check = session.get(DeckCheck, check_id)
    if check is None:
        raise NotFoundError("no such deck check (it may have been removed at another station)")
    return check


def _checks_of_round(session: Session, event_id: int, round_number: int) -> list[DeckCheck]:
    return list(session.exec(
        select(DeckCheck).where(DeckCheck.event_id == event_id, DeckCheck.round_number == round_number)
        .order_by(col(DeckCheck.id))
    ))


def _listed_players(session: Session, match: Match) -> list[int]:
    """The match's players who registered a deck list: only their decks can be checked against one."""
    return [
        registration_id for registration_id in (match.player_a_id, match.player_b_id)
        if registration_id is not None and current_deck_list(session, registration_id) is not None
    ]


def _draws_so_far(session: Session, event_id: int, round_number: int) -> int:
    """How many random draws the round has had, from the log (a removed pick still counts).

    Counting the draws still on file would hand out a removed draw's seed
    again, and with it the same table.
    """
    seeds = set()
    for after in session.exec(
        select(AuditEntry.after).where(
            AuditEntry.event_id == event_id, AuditEntry.action == "deckcheck.select"
        )
    ):
        if (isinstance(after, dict) and after.get("round_number") == round_number
                and after.get("rng_seed") is not None):
            seeds.add(after["rng_seed"])
    for check in _checks_of_round(session, event_id, round_number):
        if check.rng_seed is not None:
            seeds.add(check.rng_seed)
    return len(seeds)


def _create_checks(session: Session, event: Event, round_: Round, match: Match, seed: int | None,
                   actor: str | None) -> list[DeckCheck]:
    created = []
    for registration_id in _listed_players(session, match):
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
        raise ValidationError(f"{round_titles.stored_heading(session, round_)} is a draft: publish it "
                              "before picking deck checks")
    matches = list(session.exec(select(Match).where(Match.round_id == round_id)))
    candidates = [m.id or 0 for m in matches if not m.is_bye and m.result is None]
    already = {c.match_id for c in _checks_of_round(session, event.id or 0, round_.number)}
    candidates = [m for m in candidates if m not in already]
    by_id = {m.id: m for m in matches}
    unchecked = len(candidates)
    candidates = [m for m in candidates if _listed_players(session, by_id[m])]
    if unchecked and not candidates:
        raise ValidationError(
            f"no player at the {how_many(unchecked, 'unfinished, unchecked table')} of "
            f"{round_titles.stored_in_sentence(session, round_)} "
            "has registered a deck list, so no deck there can be checked against one "
            "(register deck lists on the Deck lists tab)"
        )
    minimum = policy.minimum_checks(event.tier, len(candidates))
    wanted = max(minimum, 1) if count is None else count
    if count is not None and count < minimum:
        raise ValidationError(
            f"at Tier {event.tier} at least {minimum} game is selected for a deck check each round "
            "(Deck Checks)"
        )
    if not candidates:
        raise ValidationError(
            f"{round_titles.stored_heading(session, round_)} has no unfinished, unchecked match left "
            "to pick (byes are never checked)"
        )
    draws = _draws_so_far(session, event.id or 0, round_.number)
    seed = policy.selection_seed(event.rng_seed, round_.number, draws)
    picked = policy.select_matches(candidates, wanted, seed)
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
        raise ValidationError(
            f"{match_place(session, match, round_)} is already selected for a deck check this round"
        )
    if not _listed_players(session, match):
        names = " nor ".join(
            penalty_service.player_name(session, r) for r in (match.player_a_id, match.player_b_id)
            if r is not None
        )
        raise ValidationError(
            f"neither {names} at table {match.table_number} has registered a deck list: "
            "there is nothing to check their decks against"
        )
    return [_row(session, c) for c in _create_checks(session, event, round_, match, None, actor)]


def start_deck_check(session: Session, check_id: int, *, now: datetime | None = None,
                     judge_person_id: int | None = None, actor: str | None = None) -> DeckCheckRow:
    """The decks were collected: the clock of the check starts (and the judge taking it is noted)."""
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    if check.started_at is not None:
        raise ValidationError(f"{_describe_check(session, check)} already started")
    if judge_person_id is not None:
        _require_judge(session, check.event_id, judge_person_id)
    before = audit.snapshot(check)
    check.started_at = now or session_now(session)
    if judge_person_id is not None:
        check.findings = {JUDGE_KEY: judge_person_id}
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


def _counted_deck(
    registered: list[dict[str, Any]],
    presented: list[dict[str, Any]] | None,
    differences: str | None,
    system_id: str,
) -> list[dict[str, Any]]:
    """The deck as the judge counted it: a whole deck, differences from the list, or the list itself;
    cards are named in the event's own game."""
    if presented is not None and differences is not None:
        raise ValidationError("give either the deck as counted or its differences from the list, not both")
    if differences is not None:
        counted = presented_from_differences(differences, registered, system_id)
        return registered if counted is None else counted
    return registered if presented is None else resolve_presented(presented, registered, system_id)


def _judge_of(session: Session, check: DeckCheck, judge_person_id: int | None) -> int | None:
    """The judge to note on the check: the one named now, else the one noted before."""
    if judge_person_id is not None:
        _require_judge(session, check.event_id, judge_person_id)
        return judge_person_id
    findings = check.findings if isinstance(check.findings, dict) else {}
    return findings.get(JUDGE_KEY)


def _write_findings(
    session: Session,
    check: DeckCheck,
    deck_list: DeckList,
    counted: list[dict[str, Any]],
    *,
    sleeves: str,
    notes: str,
    judge_person_id: int | None,
) -> None:
    """Compare, and store what was found with the infraction it proposes."""
    findings = policy.compare(
        list(deck_list.cards or []), counted, sleeves=sleeves, notes=notes,
        list_status=deck_list.status,
    )
    beyond_pool = _limited_findings(session, check, counted)
    if beyond_pool:
        findings = replace(findings, infractions=(*findings.infractions, "illegal_deck"))
    penalised = _list_penalised(session, check, deck_list.id)
    proposed = policy.proposed_infraction(findings, list_penalised=penalised)
    check.findings = {**findings.as_json(), "deck_list_id": deck_list.id,
                      "proposed_infraction": proposed, JUDGE_KEY: judge_person_id}
    if beyond_pool:
        check.findings["limited"] = beyond_pool
    check.proposed_penalty = infraction(proposed).default_penalty.value if proposed else None


def _limited_findings(session: Session, check: DeckCheck, counted: list[dict[str, Any]]) -> list[str]:
    """At a limited event, what the deck as counted breaks: the pool and the limited rules.

    The registered list was judged against the pool when it was handed in; the
    check judges the deck on the table the same way, so cards that came from
    outside the pool are found even when the list was changed to match them.
    """
    event = session.get(Event, check.event_id)
    if event is None:
        return []
    headings = {"mane": "Mane Character", "draw": "Draw deck", "problem": "Problem deck"}
    lines: list[str] = []
    for section, heading in headings.items():
        lines.append(heading)
        lines += [f"{c['qty']} {c['name']}" for c in counted
                  if c.get("section", "draw") == section and int(c.get("qty") or 0) > 0]
    result = limited_deck_check(session, event, check.registration_id, "\n".join(lines) + "\n",
                                source_format="text")
    if result is None:
        return []
    return [str(m) for m in result.messages if m.classification == "invalid"]


def _extend_match(session: Session, check: DeckCheck, previous_span: int, actor: str | None) -> None:
    """Give the match the time its decks were away, after the check's times were set or changed."""
    if check.match_id is None:
        return
    match = session.get(Match, check.match_id)
    assert match is not None
    span = _match_span(session, check.match_id, check.event_id, check.round_number)
    if span == previous_span:
        return
    match_before = {"time_extension_seconds": match.time_extension_seconds}
    # Both decks of a match are usually checked at once: the match gets the time its
    # decks were away (first start to last end), not the sum of the two checks.
    match.time_extension_seconds = max(0, match.time_extension_seconds + span - previous_span)
    session.add(match)
    audit.record(session, actor=actor, action="match.extend", entity="match", entity_id=match.id,
                 event_id=check.event_id, before=match_before,
                 after={"time_extension_seconds": match.time_extension_seconds,
                        "reason": _describe_check(session, check)})


def _span_before(session: Session, check: DeckCheck) -> int:
    if check.match_id is None:
        return 0
    return _match_span(session, check.match_id, check.event_id, check.round_number)


def _list_to_check(session: Session, check: DeckCheck) -> DeckList:
    deck_list = current_deck_list(session, check.registration_id)
    if deck_list is None:
        raise ValidationError(
            f"{penalty_service.player_name(session, check.registration_id)} has no deck list to check against"
        )
    return deck_list


def record_deck_check(
    session: Session,
    check_id: int,
    *,
    presented: list[dict[str, Any]] | None = None,
    differences: str | None = None,
    sleeves: str = "ok",
    notes: str = "",
    duration_seconds: int | None = None,
    judge_person_id: int | None = None,
    now: datetime | None = None,
    actor: str | None = None,
) -> DeckCheckRow:
    """Record the result against the registered list, propose the penalty, extend the match's time.

    The deck as counted is `presented` (every card, by id or by name) or
    `differences` from the list ("-1 Card name" lines); neither means the deck
    matched its list exactly. Card names are read like a registered list's, so
    a misspelt one is refused with the card probably meant. Without a start
    time, `duration_seconds` says how long the check took.
    """
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    if check.ended_at is not None:
        raise ValidationError(f"{_describe_check(session, check)} is already recorded")
    now = now or session_now(session)
    if check.started_at is None:
        if duration_seconds is None:
            raise ValidationError(
                f"{_describe_check(session, check)} has no start time: start it, or give how long it took"
            )
        started_at = now - timedelta(seconds=policy.extension_seconds(duration_seconds))
    elif duration_seconds is not None:
        raise ValidationError(
            f"{_describe_check(session, check)} was started: its duration comes from the clock"
        )
    else:
        started_at = check.started_at
    deck_list = _list_to_check(session, check)
    counted = _counted_deck(list(deck_list.cards or []), presented, differences,
                            require_event(session, check.event_id).game_system)
    judge = _judge_of(session, check, judge_person_id)
    before = audit.snapshot(check)
    previous_span = _span_before(session, check)
    check.started_at = started_at
    check.ended_at = now
    check.duration_seconds = max(0, int((now - started_at).total_seconds()))
    _write_findings(session, check, deck_list, counted, sleeves=sleeves, notes=notes,
                    judge_person_id=judge)
    session.add(check)
    session.flush()
    _extend_match(session, check, previous_span, actor)
    audit.record(session, actor=actor, action="deckcheck.record", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=before, after=audit.snapshot(check))
    return _row(session, check)


def _describe_check(session: Session, check: DeckCheck) -> str:
    """'Rarity's deck check at table 4 of round 2', for messages."""
    match = session.get(Match, check.match_id) if check.match_id else None
    where = f" at table {match.table_number}" if match is not None and match.table_number else ""
    when = (f" of {round_titles.in_sentence(check.round_number, _round_name(session, check))}"
            if check.round_number is not None else "")
    return f"{penalty_service.player_name(session, check.registration_id)}'s deck check{where}{when}"


def correct_deck_check(
    session: Session,
    check_id: int,
    *,
    reason: str,
    presented: list[dict[str, Any]] | None = None,
    differences: str | None = None,
    sleeves: str = "ok",
    notes: str = "",
    duration_seconds: int | None = None,
    judge_person_id: int | None = None,
    actor: str | None = None,
) -> DeckCheckRow:
    """Correct what a recorded check found or how long it took, with the reason kept in the log.

    The findings are given again in full (as when recording). A new duration
    moves the check's start, so the match's extra time follows. A check whose
    penalty stands is not corrected under it: the penalty is withdrawn first
    (the correction may then propose another).
    """
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    what = _describe_check(session, check)
    if check.ended_at is None:
        raise ValidationError(f"{what} is not recorded yet: record it instead of correcting it")
    reason = " ".join((reason or "").split())
    if not reason:
        raise ValidationError(f"say why {what} is corrected (the reason is kept in the history)")
    if check.penalty_id is not None:
        penalty = session.get(Penalty, check.penalty_id)
        if penalty is not None and penalty.withdrawn_at is None:
            raise ValidationError(
                f"{what} led to a {PenaltyKind(penalty.penalty).label} "
                f"({infraction(penalty.infraction).name}): withdraw that penalty on the Penalties "
                "tab before correcting the check"
            )
    findings = check.findings if isinstance(check.findings, dict) else {}
    deck_list = session.get(DeckList, findings.get("deck_list_id") or 0) or _list_to_check(session, check)
    counted = _counted_deck(list(deck_list.cards or []), presented, differences,
                            require_event(session, check.event_id).game_system)
    judge = _judge_of(session, check, judge_person_id)
    before = audit.snapshot(check)
    previous_span = _span_before(session, check)
    if duration_seconds is not None:
        check.started_at = check.ended_at - timedelta(seconds=policy.extension_seconds(duration_seconds))
        check.duration_seconds = duration_seconds
    check.penalty_id = None  # only ever a withdrawn one here: the correction proposes afresh
    _write_findings(session, check, deck_list, counted, sleeves=sleeves, notes=notes,
                    judge_person_id=judge)
    session.add(check)
    session.flush()
    _extend_match(session, check, previous_span, actor)
    audit.record(session, actor=actor, action="deckcheck.correct", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=before,
                 after={**audit.snapshot(check), "reason": reason})
    return _row(session, check)


def remove_deck_check(session: Session, check_id: int, *, actor: str | None = None) -> DeckCheckRow:
    """Remove a pick nobody started (a table that finished first, a pick made by mistake).

    A started or recorded check is part of the round's record: it is
    corrected, never removed. Returns the pick as it was.
    """
    lock_event_of(session, deck_check_id=check_id)
    check = _require_check(session, check_id)
    what = _describe_check(session, check)
    if check.ended_at is not None:
        raise ValidationError(f"{what} is recorded: correct it instead of removing it")
    if check.started_at is not None:
        raise ValidationError(f"{what} was started: record what it found instead of removing it")
    removed = _row(session, check)
    audit.record(session, actor=actor, action="deckcheck.remove", entity="deck_check",
                 entity_id=check.id, event_id=check.event_id, before=audit.snapshot(check))
    session.delete(check)
    session.flush()
    return removed


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
        raise ValidationError(f"{_describe_check(session, check)} is not recorded yet")
    issued = session.get(Penalty, check.penalty_id) if check.penalty_id is not None else None
    if issued is not None:
        raise ValidationError(
            f"{_describe_check(session, check)} already led to {penalty_service.penalty_in_words(session, issued)}"
        )
    findings = check.findings if isinstance(check.findings, dict) else {}
    proposed, list_penalised = _open_proposal(session, check)
    code = infraction_code or proposed
    if not code:
        if list_penalised:
            raise ValidationError(
                f"{_describe_check(session, check)}: the deck list already has its deck-list penalty "
                "(one per list, however many errors: Deck Lists) and the check found nothing else"
            )
        raise ValidationError(f"{_describe_check(session, check)} found nothing to penalise")
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
    if findings.get("limited"):
        parts.append(f"{how_many(len(findings['limited']), 'limited-play problem')} with the pool")
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
