"""Read-only questions the window asks that no user action answers on its own.

Each returns plain frozen rows (never ORM objects) so a view can hold them
after the session is gone: the judges who may issue a penalty, what a penalty
would become before it is issued, each player's deck-list status, what an
event's tier means, one match with the points its players had.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlmodel import Session, col, select

from engine.core.game_system import Scoring
from engine.core.registry import DEFAULT_SYSTEM, game_system
from tourney.db.models import DeckList, Match, Penalty, Registration, Round
from tourney.pairing.records import History
from tourney.pairing.tiebreakers import standings
from tourney.policy.escalation import JUDGE_ROLES, PenaltyRefused, PriorWarning, decide_penalty
from tourney.policy.penalties import CATALOG, Infraction, PenaltyKind, as_penalty_kind, infraction
from tourney.policy.tiers import match_structure, tier_rules
from tourney.services import staff, topcut
from tourney.services.decklists import deck_list_messages
from tourney.services.display_names import event_names
from tourney.services.events import require_event
from tourney.services.matches import get_match
from tourney.services.penalties import (
    corrected_under,
    judge_role,
    penalty_in_words,
    standing_deck_list_penalty,
)
from tourney.services.recorded_result import corrected_match_ids
from tourney.services.rounds import MatchRow, round_pairings
from tourney.services.standings import (
    StandingsTable,
    chain_of,
    floor_of,
    load_history,
    scoring_of,
    standings_notes,
)


@dataclass(frozen=True, slots=True)
class JudgeChoice:
    """A person who may issue penalties at the event, with their strongest role."""

    person_id: int
    name: str
    role: str

    @property
    def label(self) -> str:
        return f"{self.name} ({'head judge' if self.role == 'head_judge' else 'floor judge'})"


def judges(session: Session, event_id: int) -> list[JudgeChoice]:
    """The event's judges, head judge first."""
    seen: dict[int, JudgeChoice] = {}
    for row in staff.list_staff(session, event_id):
        if row.role not in JUDGE_ROLES:
            continue
        known = seen.get(row.person_id)
        if known is None or row.role == "head_judge":
            seen[row.person_id] = JudgeChoice(row.person_id, row.name, row.role)
    return sorted(seen.values(), key=lambda j: (j.role != "head_judge", j.name.casefold()))


def infractions() -> tuple[Infraction, ...]:
    """The floor rules' infractions, weakest default penalty first."""
    return tuple(sorted(CATALOG, key=lambda i: (i.default_penalty.severity, i.name)))


@dataclass(frozen=True, slots=True)
class PenaltyPreview:
    """What issuing a penalty would record, or why it would be refused, before it is issued."""

    infraction_name: str
    section: str
    default_penalty: str
    penalty: str | None
    escalation: str | None
    refused: str | None
    note: str
    prior_warnings: int


def preview_penalty(
    session: Session,
    event_id: int,
    registration_id: int,
    infraction_code: str,
    issued_by_person_id: int | None,
    *,
    requested: str | None = None,
    reason: str | None = None,
) -> PenaltyPreview:
    """Walk the floor rules for this penalty without writing anything."""
    catalog = infraction(infraction_code)
    prior = [
        PriorWarning(p.id or 0, p.round_number)
        for p in session.exec(
            select(Penalty)
            .where(
                Penalty.event_id == event_id,
                Penalty.registration_id == registration_id,
                Penalty.infraction == catalog.code,
                Penalty.penalty == PenaltyKind.GAME_WARNING.value,
                col(Penalty.withdrawn_at).is_(None),
            )
            .order_by(col(Penalty.id))
        )
    ]
    role = judge_role(session, event_id, issued_by_person_id) if issued_by_person_id else ""
    try:
        decision = decide_penalty(
            catalog,
            issuer_role=role or "none",
            requested=as_penalty_kind(requested) if requested else None,
            reason=reason,
            prior_warnings=prior,
        )
    except PenaltyRefused as exc:
        return PenaltyPreview(
            catalog.name, catalog.section, catalog.default_penalty.label, None, None, str(exc),
            catalog.note, len(prior),
        )
    return PenaltyPreview(
        catalog.name,
        catalog.section,
        catalog.default_penalty.label,
        decision.penalty.label,
        decision.escalation_reason,
        None,
        catalog.note,
        len(prior),
    )


@dataclass(frozen=True, slots=True)
class DeckListStatus:
    """One player's current deck list in brief."""

    registration_id: int
    deck_list_id: int
    version: int
    status: str
    proposed_penalty: str | None
    messages: tuple[str, ...]
    issued_penalty: str | None = None
    """The list's one deck-list penalty once issued (and not withdrawn): never proposed again."""
    corrected_under: str | None = None
    """"the Game Loss issued at round 2 by Hal Head" when this version is that penalty's
    correction: however wrong it still is, the list has had its one penalty."""

    @property
    def open_penalty(self) -> str | None:
        """The penalty still to issue for the list, if any."""
        return None if self.issued_penalty else self.proposed_penalty


def deck_list_statuses(session: Session, event_id: int) -> dict[int, DeckListStatus]:
    """The newest deck list of every player of the event who has one."""
    event = require_event(session, event_id)
    rows = session.exec(
        select(DeckList)
        .join(Registration, col(Registration.id) == col(DeckList.registration_id))
        .where(Registration.event_id == event_id)
        .order_by(col(DeckList.id))
    ).all()
    out: dict[int, DeckListStatus] = {}
    for deck in rows:
        validation = deck.validation or {}
        issued = standing_deck_list_penalty(session, event, deck.id or 0)
        under = corrected_under(session, event, deck)
        out[deck.registration_id] = DeckListStatus(
            registration_id=deck.registration_id,
            deck_list_id=deck.id or 0,
            version=deck.version,
            status=deck.status,
            proposed_penalty=validation.get("proposed_penalty"),
            messages=deck_list_messages(deck),
            issued_penalty=issued.penalty if issued is not None else None,
            corrected_under=penalty_in_words(session, under) if under is not None else None,
        )
    return out


def tier_consequences(tier: int, system_id: str = DEFAULT_SYSTEM) -> list[str]:
    """What choosing a tier means for an event of a game, one line per consequence."""
    rules = tier_rules(tier)
    limit = rules.elimination_time_limit_seconds
    system = game_system(system_id)
    swiss = match_structure(tier, "swiss", system)
    match = match_structure(tier, "elimination", system)
    lines = [
        f"{rules.name} — for {rules.examples}.",
        f"Swiss rounds: {rules.swiss_time_limit_seconds // 60} minutes, "
        + ("one game." if swiss.max_games == 1 else f"{swiss.label}."),
        "Elimination rounds: "
        + ("untimed" if limit is None else f"{limit // 60} minutes")
        + f", {match.label}"
        + ("" if rules.elimination_rounds_recommended else " (not recommended at this tier)")
        + ".",
        "Deck lists: " + ("required" if rules.deck_lists_required else "not required") + ".",
        "Random deck checks: "
        + ("at least one match a round" if rules.random_deck_checks_recommended else "optional")
        + ".",
        "Judges may play." if rules.judges_may_play else "Judges may not play.",
        "Qualification required." if rules.qualification_required else "Open to everyone.",
    ]
    if system.floor_rules:
        lines.append(f"(Source: {system.floor_rules}, {rules.section}.)")
    else:
        # the tiers are the MLP floor rules'; an organizer of another game should know whose
        lines.append(f"({system.name} has no tournament rules of its own: the tier settings are "
                     f"the MLP floor rules', {rules.section}.)")
    return lines


def match_with_points(session: Session, match_id: int) -> MatchRow:
    """One match as the pairings table shows it (with points before the round)."""
    match = get_match(session, match_id)
    for row in round_pairings(session, match.round_id).matches:
        if row.id == match_id:
            return row
    raise AssertionError("a match is always in its round's pairings")


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The result fields of one match, to update a row already on screen."""

    match_id: int
    result: str | None
    a_game_wins: int
    b_game_wins: int
    game_draws: int
    result_source: str | None
    conceded_by: int | None
    notes: str
    corrected: bool = False


def match_result(session: Session, match_id: int) -> MatchResult:
    """Just a match's result (one row read): cheap enough to run after every typed result."""
    match = get_match(session, match_id)
    round_ = session.get(Round, match.round_id)
    corrected = round_ is not None and match_id in corrected_match_ids(session, round_.event_id)
    return MatchResult(
        match_id, match.result, match.a_game_wins, match.b_game_wins, match.game_draws,
        match.result_source, match.conceded_by, match.notes, corrected,
    )


def round_extensions(session: Session, round_id: int) -> dict[int, int]:
    """Seconds of extra time per match of a round (deck checks, judge calls)."""
    return {
        m.id or 0: m.time_extension_seconds
        for m in session.exec(select(Match).where(Match.round_id == round_id))
    }


def current_round_id(session: Session, event_id: int) -> int | None:
    """The newest round of the event (the one on the floor), if any."""
    require_event(session, event_id)
    return session.exec(
        select(Round.id).where(Round.event_id == event_id).order_by(col(Round.number).desc())
    ).first()


@dataclass(frozen=True, slots=True)
class StandingsInputs:
    """What the standings are computed from, kept by the window between results.

    After a typed result only one match changes: `with_result` swaps that
    match's record, and `standings_from` ranks again without reading the
    whole event back from the database.
    """

    event_id: int
    history: History
    match_ids: tuple[int, ...]
    scoring: Scoring
    chain: tuple[str, ...]
    floor: float
    seed: int
    notes: tuple[str, ...]
    names: dict[int, str]
    numbers: dict[int, str | None]
    registered_names: dict[int, str]


def standings_inputs(session: Session, event_id: int) -> StandingsInputs:
    """Everything the standings need, read once (the same history the standings service reads)."""
    event = require_event(session, event_id)
    history = load_history(session, event_id)
    # load_history lists the matches of non-draft rounds by match id: the same order here
    round_ids = session.exec(
        select(Round.id).where(Round.event_id == event_id, Round.state != "draft")
    ).all()
    match_ids = tuple(
        session.exec(
            select(Match.id).where(col(Match.round_id).in_(list(round_ids))).order_by(col(Match.id))
        ).all()
    ) if round_ids else ()
    assert len(match_ids) == len(history.matches)
    scoring = scoring_of(event)
    chain = chain_of(event)
    floor = floor_of(event)
    names = event_names(session, event_id)
    return StandingsInputs(
        event_id=event_id,
        history=history,
        match_ids=tuple(int(m or 0) for m in match_ids),
        scoring=scoring,
        chain=chain,
        floor=floor,
        seed=event.rng_seed,
        notes=standings_notes(event, scoring, chain, floor),
        names=names.labels(),
        numbers=names.numbers(),
        registered_names=names.registered_names(),
    )


def with_result(inputs: StandingsInputs, fresh: MatchResult) -> StandingsInputs | None:
    """The inputs after one match's result changed; None when that match is not in them."""
    try:
        index = inputs.match_ids.index(fresh.match_id)
    except ValueError:
        return None
    matches = list(inputs.history.matches)
    matches[index] = replace(
        matches[index], result=fresh.result, a_game_wins=fresh.a_game_wins,
        b_game_wins=fresh.b_game_wins, game_draws=fresh.game_draws,
    )
    return replace(inputs, history=replace(inputs.history, matches=tuple(matches)))


def standings_from(inputs: StandingsInputs) -> StandingsTable:
    """Rank the players from the kept inputs (Swiss matches only, as the standings service does)."""
    history = inputs.history
    swiss = History(
        history.entrants,
        tuple(m for m in history.matches if m.kind == "swiss"),
        history.swiss_rounds,
        history.late_entry_policy,
    )
    rows = standings(swiss, inputs.scoring, inputs.chain, seed=inputs.seed, floor=inputs.floor)
    return StandingsTable(
        event_id=inputs.event_id,
        after_round=max(history.swiss_rounds, default=0),
        chain=inputs.chain,
        rows=tuple(rows),
        notes=inputs.notes,
        player_numbers=inputs.numbers,
        names=inputs.names,
        registered_names=inputs.registered_names,
    )


def standings_file_name(session: Session, event_id: int) -> str:
    """The name offered for the standings printout: "standings-round-3.pdf" after round 3,
    "final-standings.pdf" once the top cut gives the final placings (as the printout does)."""
    if topcut.top_cut(session, event_id) is not None:
        return "final-standings.pdf"
    numbers = session.exec(
        select(Round.number).where(
            Round.event_id == event_id, Round.kind == "swiss", Round.state != "draft"
        )
    ).all()
    latest = max(numbers, default=0)
    return f"standings-round-{latest}.pdf" if latest else "standings.pdf"
