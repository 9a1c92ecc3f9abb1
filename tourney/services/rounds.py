"""Rounds and pairings: pair a draft, review it, publish it, re-pair or edit it by hand.

A round is paired as a draft (nothing announced yet), reviewed, then
published. A published round whose matches have no results yet can be
paired again. Hand edits are allowed with warnings (rematch, second bye, a
player twice); a player paired twice or a player who is not playing blocks
publishing. Every change writes an audit entry.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import case, func
from sqlmodel import Session, col, select

from engine.core.game_system import MatchStructure
from engine.core.plural import how_many
from engine.core.registry import game_system
from tourney.db.database import session_now
from tourney.db.models import Event, Game, Match, Registration, Round
from tourney.errors import NotFoundError, ValidationError
from tourney.pairing.checks import pairing_problems
from tourney.pairing.next_round import active_players, pair_next_round
from tourney.pairing.pods import PODS
from tourney.pairing.records import History
from tourney.pairing.swiss import RANDOM, SEEDED
from tourney.pairing.tiebreakers import standings
from tourney.policy.swiss import sanction_warning, suggested_swiss_rounds
from tourney.policy.tiers import match_structure, time_limit_seconds
from tourney.services import audit, backups, round_titles
from tourney.services.concurrency import lock_event, lock_event_of
from tourney.services.deck_list_reminders import missing_deck_lists
from tourney.services.display_names import EventNames, event_names, player_label
from tourney.services.events import require_event
from tourney.services.matches import MatchRow, match_row, matches_of, require_match, require_round
from tourney.services.penalties import apply_pending_game_losses
from tourney.services.places import registration_name
from tourney.services.pods import pod_of_players
from tourney.services.recorded_result import already_has_result, corrected_match_ids
from tourney.services.result_counts import ResultCount, count_results
from tourney.services.standings import chain_of, load_history, player_names, scoring_of

FIRST_ROUND_SETTING = "first_round_pairing"
MISSING_TABLES_NAMED = 30
"""A refusal names this many tables without a result, then says how many more."""


@dataclass(frozen=True, slots=True)
class RoundRow:
    id: int
    event_id: int
    number: int
    kind: str
    state: str
    pairing_seed: int | None
    warnings: tuple[str, ...]
    time_limit_seconds: int | None
    created_at: datetime
    published_at: datetime | None
    matches: int
    """Its tables and byes together (an elimination round's bracket seats are twice this)."""
    results_entered: int
    """Results at its tables; a bye is not one (see `result_counts`)."""
    byes: int
    match_structure: MatchStructure
    """How many games its matches have: what a result typed for it may be."""

    @property
    def results(self) -> ResultCount:
        """Its tables, results and byes, counted as every other place counts them."""
        return ResultCount(self.matches - self.byes, self.results_entered, self.byes)

    def count_line(self) -> str:
        """A draft's tables ("6 tables and a bye"), else its results ("2 of 6 results, …")."""
        counted = self.results
        return counted.tables_line() if self.state == "draft" else counted.results_line()

    @property
    def name(self) -> str:
        """An elimination round as the bracket names it by the seats it pairs ("Quarterfinals");
        "" for a Swiss round."""
        if self.kind != "elimination":
            return ""
        return round_titles.seated_name(self.matches - self.byes, self.byes)

    @property
    def heading(self) -> str:
        """The round as every screen heads it: "Round 3", "Quarterfinals (round 4)"."""
        return round_titles.round_heading(self.number, self.name)


@dataclass(frozen=True, slots=True)
class RoundPairings:
    """A round and its tables, best-ranked table first, byes last.

    `names` holds the players' registered names and numbers, for printouts
    that print each number beside the name (the rows carry the labels).
    """

    round: RoundRow
    matches: tuple[MatchRow, ...]
    names: EventNames = field(default_factory=EventNames)


def derive_pairing_seed(event_seed: int, round_number: int) -> int:
    """The recorded seed of a round's pairing, reproducible from the event's seed."""
    return random.Random(f"tourney-pairing:{event_seed}:{round_number}").getrandbits(62)


# ------------------------------------------------------------------ reading


def round_by_number(session: Session, event_id: int, number: int) -> Round:
    round_ = session.exec(
        select(Round).where(Round.event_id == event_id, Round.number == number)
    ).first()
    if round_ is None:
        raise NotFoundError(f"the event has no round {number}")
    return round_


def round_or_latest(
    session: Session, event_id: int, number: int | None, *, published_first: bool = False
) -> Round:
    """Round `number` of the event, else its latest round.

    With `published_first` the latest round that is not a draft wins (what a
    printout means by "this round"), falling back to the draft.
    """
    if number is not None:
        return round_by_number(session, event_id, number)
    rounds = rounds_of(session, event_id)
    if not rounds:
        raise ValidationError("the event has no rounds yet: pair round 1 first")
    if published_first:
        rounds = [r for r in rounds if r.state != "draft"] or rounds
    return rounds[-1]


def rounds_of(session: Session, event_id: int) -> list[Round]:
    return list(
        session.exec(select(Round).where(Round.event_id == event_id).order_by(col(Round.number)))
    )


def _round_row(round_: Round, count: ResultCount, event: Event) -> RoundRow:
    return RoundRow(
        id=round_.id or 0,
        event_id=round_.event_id,
        number=round_.number,
        kind=round_.kind,
        state=round_.state,
        pairing_seed=round_.pairing_seed,
        warnings=tuple(round_.warnings or ()),
        time_limit_seconds=round_.time_limit_seconds,
        created_at=round_.created_at,
        published_at=round_.published_at,
        matches=count.tables + count.byes,
        results_entered=count.entered,
        byes=count.byes,
        match_structure=match_structure(event.tier, round_.kind, game_system(event.game_system)),
    )


def _points_before(session: Session, event: Event, number: int) -> dict[int, int]:
    history = load_history(session, event.id or 0, before_round=number)
    swiss = History(
        history.entrants,
        tuple(m for m in history.matches if m.kind == "swiss"),
        history.swiss_rounds,
        history.late_entry_policy,
    )
    rows = standings(swiss, scoring_of(event), ("match_points",))
    return {r.player_id: r.match_points for r in rows}


def round_pairings(session: Session, round_id: int) -> RoundPairings:
    """A round with its tables as plain rows."""
    round_ = require_round(session, round_id)
    event = require_event(session, round_.event_id)
    matches = matches_of(session, round_id)
    names = event_names(session, round_.event_id)
    points = _points_before(session, event, round_.number)
    corrected = corrected_match_ids(session, round_.event_id)
    matches.sort(key=lambda m: (m.is_bye, m.table_number is None, m.table_number or 0, m.id or 0))
    return RoundPairings(
        _round_row(round_, count_results(matches), event),
        tuple(match_row(m, round_, names, points, corrected=m.id in corrected) for m in matches),
        names,
    )


def list_rounds(session: Session, event_id: int) -> list[RoundRow]:
    """The event's rounds with their table, result and bye counts, counted by the database.

    A big event has tens of thousands of matches; loading them only to count
    would make the rounds list slow to refresh. The sums count as
    `count_results` does: a bye is no table and its recorded win no result.
    """
    event = require_event(session, event_id)
    is_bye = col(Match.is_bye)
    counts = {
        round_id: ResultCount(
            tables=int(total) - int(byes or 0), entered=int(entered or 0), byes=int(byes or 0)
        )
        for round_id, total, entered, byes in session.exec(
            select(
                Match.round_id,
                func.count(col(Match.id)),
                func.sum(case((col(Match.result).is_not(None) & ~is_bye, 1), else_=0)),
                func.sum(case((is_bye, 1), else_=0)),
            )
            .join(Round, col(Round.id) == col(Match.round_id))
            .where(Round.event_id == event_id)
            .group_by(col(Match.round_id))
        )
    }
    none = ResultCount(0, 0)
    return [_round_row(r, counts.get(r.id or 0, none), event) for r in rounds_of(session, event_id)]


# ------------------------------------------------------------------ pairing


def planned_swiss_rounds(session: Session, event: Event) -> int:
    """The organizer's number of Swiss rounds, else the floor rules' suggestion."""
    if event.swiss_rounds is not None:
        return event.swiss_rounds
    history = load_history(session, event.id or 0)
    players = sum(1 for e in history.entrants if e.dropped_after_round != 0)
    return suggested_swiss_rounds(players)


def _pairs_snapshot(matches: list[Match]) -> list[dict[str, int | None]]:
    return [
        {"table": m.table_number, "a": m.player_a_id, "b": m.player_b_id}
        for m in sorted(matches, key=lambda m: (m.is_bye, m.table_number or 0))
    ]


def without_result(matches: list[Match]) -> str:
    """"table 3 has no result yet" / "tables 3, 7 and 12 have no result yet": which slips to chase."""
    numbers = sorted(m.table_number for m in matches if m.table_number is not None)
    unnumbered = len(matches) - len(numbers)
    named = [str(n) for n in numbers[:MISSING_TABLES_NAMED]]
    more = len(numbers) - len(named) + unnumbered
    if more and named:
        named.append(f"{more} more")
    elif more:
        return f"{more} match(es) have no result yet"
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + f" and {named[-1]}"
    if len(matches) == 1:
        return f"table {listed} has no result yet"
    return f"tables {listed} have no result yet"


def _check_ready_for_new_round(session: Session, event: Event) -> int:
    rounds = rounds_of(session, event.id or 0)
    for r in rounds:
        if r.state == "draft":
            raise ValidationError(
                f"round {r.number} is still a draft: publish it or pair it again first"
            )
        open_matches = [m for m in matches_of(session, r.id or 0) if m.result is None]
        if open_matches:
            raise ValidationError(f"round {r.number}: {without_result(open_matches)}")
    return (rounds[-1].number if rounds else 0) + 1


def _write_pairing(
    session: Session, event: Event, round_: Round, first_round: str | None
) -> tuple[list[Match], list[str]]:
    """Pair `round_` from the history before it and add its matches (no flush of results)."""
    number = round_.number
    history = load_history(session, event.id or 0, before_round=number)
    method = first_round or (event.settings or {}).get(FIRST_ROUND_SETTING, RANDOM)
    if method not in (RANDOM, SEEDED, PODS):
        raise ValidationError(f"round 1 is paired 'random', 'seeded' or 'pods', not {method!r}")
    pods = pod_of_players(session, event.id or 0) if method == PODS and number == 1 else None
    if pods is not None and not pods:
        raise ValidationError("round 1 is to be paired inside the draft pods: seat the pods first")
    seed = round_.pairing_seed
    assert seed is not None
    count = len(active_players(history, number))
    if count < 2:
        raise ValidationError(f"round {number} needs at least 2 players; {count} are playing")
    pairing = pair_next_round(
        history,
        scoring_of(event),
        number,
        seed=seed,
        first_round=method,
        chain=chain_of(event),
        standings_seed=event.rng_seed,
        pods=pods,
    )
    warnings = list(pairing.warnings)
    # the sanctioning minimum is the MLP floor rules'; other games' events have none
    sanction = sanction_warning(count) if game_system(event.game_system).floor_rules else None
    if sanction:
        warnings.insert(0, sanction)
    matches = []
    for pair in pairing.pairs:
        bye = pair.player_b is None
        match = Match(
            round_id=round_.id or 0,
            table_number=pair.table,
            player_a_id=pair.player_a,
            player_b_id=pair.player_b,
            is_bye=bye,
            result="a" if bye else None,
            result_source="bye" if bye else None,
        )
        session.add(match)
        matches.append(match)
    return matches, warnings


def pair_round(
    session: Session,
    event_id: int,
    *,
    first_round: str | None = None,
    actor: str | None = None,
) -> RoundPairings:
    """Pair the next Swiss round as a draft.

    Round 1 is a seeded random draw (or by seeding: `first_round="seeded"` or
    `settings["first_round_pairing"]`), later rounds by points. The pairing
    seed is derived from the event's seed and the round number and recorded
    on the round, so the draw can be reproduced.
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if event.status in ("elimination", "finished"):
        raise ValidationError(f"the event is in its {event.status} stage: no more Swiss rounds")
    number = _check_ready_for_new_round(session, event)
    planned = planned_swiss_rounds(session, event)
    if number > planned:
        raise ValidationError(
            f"the event has {how_many(planned, 'Swiss round')}; set more rounds on the event to pair round {number}"
        )
    round_ = Round(
        event_id=event_id,
        number=number,
        kind="swiss",
        state="draft",
        pairing_seed=derive_pairing_seed(event.rng_seed, number),
        time_limit_seconds=time_limit_seconds(event.tier, "swiss"),
        created_at=session_now(session),
    )
    session.add(round_)
    session.flush()
    matches, warnings = _write_pairing(session, event, round_, first_round)
    round_.warnings = warnings
    if event.status == "setup":
        event.status = "swiss"
        session.add(event)
    session.add(round_)
    session.flush()
    audit.record(
        session,
        actor=actor,
        action="round.pair",
        entity="round",
        entity_id=round_.id,
        event_id=event_id,
        after={
            "number": number,
            "pairing_seed": round_.pairing_seed,
            "pairs": _pairs_snapshot(matches),
            "warnings": warnings,
        },
    )
    return round_pairings(session, round_.id or 0)


def _has_results(matches: list[Match]) -> bool:
    return any(m.result is not None and not m.is_bye for m in matches)


def repair_round(
    session: Session, round_id: int, *, first_round: str | None = None, actor: str | None = None
) -> RoundPairings:
    """Pair a draft, or a published round without results, again (back to draft).

    Use after a late arrival, a drop before the round started, or a wrong
    pairing. The round keeps its recorded seed, so the same players give the
    same pairing.
    """
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    if round_.kind != "swiss":
        raise ValidationError("only Swiss rounds are paired again; elimination rounds follow the seeds")
    matches = matches_of(session, round_id)
    if round_.state == "complete" or _has_results(matches):
        raise ValidationError(
            f"round {round_.number} already has results; correct results instead of re-pairing"
        )
    later = session.exec(
        select(Round).where(Round.event_id == round_.event_id, Round.number > round_.number)
    ).first()
    if later is not None:
        raise ValidationError(f"round {later.number} is already paired after this one")
    event = require_event(session, round_.event_id)
    before = _pairs_snapshot(matches)
    for m in matches:
        for game in session.exec(select(Game).where(Game.match_id == m.id)):
            session.delete(game)
        session.delete(m)
    session.flush()
    new_matches, warnings = _write_pairing(session, event, round_, first_round)
    round_.state = "draft"
    round_.published_at = None
    round_.warnings = warnings
    session.add(round_)
    session.flush()
    audit.record(
        session,
        actor=actor,
        action="round.repair",
        entity="round",
        entity_id=round_.id,
        event_id=round_.event_id,
        before={"pairs": before},
        after={"pairs": _pairs_snapshot(new_matches), "warnings": warnings},
    )
    return round_pairings(session, round_id)


def review_problems(session: Session, round_: Round) -> list[str]:
    """Warnings about the round's current pairs; blocking ones start with 'Cannot publish'."""
    if round_.kind != "swiss":
        return []
    history = load_history(session, round_.event_id, before_round=round_.number)
    pairs = [(m.player_a_id, m.player_b_id, m.table_number) for m in matches_of(session, round_.id or 0)]
    out = []
    for problem in pairing_problems(pairs, history, round_.number):
        out.append(("Cannot publish: " if problem.blocking else "") + problem.message)
    reminder = missing_deck_lists(session, round_)
    if reminder:
        out.append(reminder)
    return out


def publish_round(session: Session, round_id: int, *, actor: str | None = None) -> RoundPairings:
    """Announce a draft's pairings. A player paired twice or not playing blocks it.

    The event is backed up first (Swiss and elimination rounds alike); the copy
    is kept once the publish commits, and a backup that cannot be written
    refuses the publish with nothing changed (see `tourney.services.backups`).
    """
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    if round_.state != "draft":
        raise ValidationError(f"round {round_.number} is already {round_.state}")
    problems = review_problems(session, round_)
    blocking = [p for p in problems if p.startswith("Cannot publish")]
    if blocking:
        raise ValidationError("; ".join(blocking) + " (edit the pairings or pair the round again)")
    backups.back_up_before_publish(session, round_)
    round_.state = "published"
    round_.published_at = session_now(session)
    session.add(round_)
    audit.record(
        session,
        actor=actor,
        action="round.publish",
        entity="round",
        entity_id=round_.id,
        event_id=round_.event_id,
        before={"state": "draft"},
        after={"state": "published", "warnings": list(round_.warnings or ())},
    )
    # A Game Loss issued between matches takes the player's next game, which exists now.
    apply_pending_game_losses(session, round_.event_id, actor=actor)
    return round_pairings(session, round_id)


def discard_draft(session: Session, round_id: int, *, actor: str | None = None) -> None:
    """Throw away a draft round that was never published."""
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    if round_.state != "draft":
        raise ValidationError(f"round {round_.number} is {round_.state}; only drafts can be discarded")
    matches = matches_of(session, round_id)
    before = {"number": round_.number, "pairs": _pairs_snapshot(matches)}
    for m in matches:
        session.delete(m)
    session.delete(round_)
    audit.record(
        session,
        actor=actor,
        action="round.discard",
        entity="round",
        entity_id=round_id,
        event_id=round_.event_id,
        before=before,
    )


# ------------------------------------------------------------------ hand edits


def _editable(session: Session, round_: Round, matches: list[Match]) -> None:
    if round_.state == "complete":
        raise ValidationError(f"round {round_.number} is complete; its pairings are history")
    for m in matches:
        if m.result is not None and not m.is_bye:
            raise ValidationError(
                already_has_result(session, m, round_, advice="a played table keeps its pairing")
            )


def _refresh_warnings(session: Session, round_: Round) -> list[str]:
    warnings = review_problems(session, round_)
    round_.warnings = warnings
    session.add(round_)
    return warnings


def _match_of(session: Session, round_: Round, matches: list[Match], registration_id: int) -> Match:
    """The player's table (or bye) in the round; a refusal names the player, the round and why."""
    for m in matches:
        if registration_id in (m.player_a_id, m.player_b_id):
            return m
    registration = session.get(Registration, registration_id)
    if registration is None or registration.event_id != round_.event_id:
        raise _not_in_event(session, round_, registration_id)
    why = ""
    if registration.dropped_after_round is not None and registration.dropped_after_round < round_.number:
        why = f": dropped after round {registration.dropped_after_round}"
    elif registration.late_entry_round is not None and registration.late_entry_round > round_.number:
        why = f": entered late, from round {registration.late_entry_round}"
    raise NotFoundError(f"{player_label(session, registration_id)} is not paired in round {round_.number}{why}")


def swap_players(
    session: Session,
    round_id: int,
    first_id: int,
    second_id: int,
    *,
    actor: str | None = None,
) -> RoundPairings:
    """Exchange two players' seats (across tables, or into and out of the bye)."""
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    matches = matches_of(session, round_id)
    m1, m2 = _match_of(session, round_, matches, first_id), _match_of(session, round_, matches, second_id)
    _editable(session, round_, [m1, m2])
    before = _pairs_snapshot(matches)

    def put(match: Match, old: int, new: int) -> None:
        if match.player_a_id == old:
            match.player_a_id = new
        else:
            match.player_b_id = new

    if m1 is m2:
        if m1.player_b_id is not None:
            m1.player_a_id, m1.player_b_id = m1.player_b_id, m1.player_a_id
    else:
        put(m1, first_id, second_id)
        put(m2, second_id, first_id)
    for m in (m1, m2):
        session.add(m)
    session.flush()
    warnings = _refresh_warnings(session, round_)
    audit.record(
        session,
        actor=actor,
        action="round.swap",
        entity="round",
        entity_id=round_id,
        event_id=round_.event_id,
        before={"pairs": before},
        after={"pairs": _pairs_snapshot(matches), "warnings": warnings},
    )
    return round_pairings(session, round_id)


def _require_entrants(session: Session, round_: Round, *registration_ids: int | None) -> None:
    """Hand-made pairings may only seat players of the round's event."""
    names = player_names(session, round_.event_id, only=[p for p in registration_ids if p is not None])
    for p in registration_ids:
        if p is not None and p not in names:
            raise _not_in_event(session, round_, p)


def _not_in_event(session: Session, round_: Round, registration_id: int) -> NotFoundError:
    """The refusal for a player of another event (by name) or of none ("that player")."""
    event = require_event(session, round_.event_id).name
    if session.get(Registration, registration_id) is None:
        return NotFoundError(f"that player is not in {event}")
    return NotFoundError(f"{registration_name(session, registration_id)} is not a player of {event}")


def set_match_players(
    session: Session,
    match_id: int,
    player_a_id: int,
    player_b_id: int | None,
    *,
    table_number: int | None = None,
    actor: str | None = None,
) -> RoundPairings:
    """Set a table's players by hand (None for player B makes it a bye); warns, never refuses."""
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    _editable(session, round_, [match])
    _require_entrants(session, round_, player_a_id, player_b_id)
    if player_a_id == player_b_id:
        raise ValidationError("a player cannot play against themselves")
    before = audit.snapshot(match)
    match.player_a_id = player_a_id
    match.player_b_id = player_b_id
    match.is_bye = player_b_id is None
    match.result = "a" if match.is_bye else None
    match.result_source = "bye" if match.is_bye else None
    if match.is_bye:
        match.table_number = None
    elif table_number is not None:
        match.table_number = table_number
    session.add(match)
    session.flush()
    warnings = _refresh_warnings(session, round_)
    audit.record(
        session,
        actor=actor,
        action="match.edit_pairing",
        entity="match",
        entity_id=match_id,
        event_id=round_.event_id,
        before=before,
        after={**audit.snapshot(match), "warnings": warnings},
    )
    return round_pairings(session, round_.id or 0)


def add_match(
    session: Session,
    round_id: int,
    player_a_id: int,
    player_b_id: int | None,
    *,
    table_number: int | None = None,
    actor: str | None = None,
) -> RoundPairings:
    """Add a table by hand (e.g. a late arrival paired against the bye)."""
    lock_event_of(session, round_id=round_id)
    round_ = require_round(session, round_id)
    _editable(session, round_, [])
    _require_entrants(session, round_, player_a_id, player_b_id)
    if table_number is None and player_b_id is not None:
        used = [m.table_number or 0 for m in matches_of(session, round_id)]
        table_number = max(used, default=0) + 1
    match = Match(
        round_id=round_id,
        table_number=None if player_b_id is None else table_number,
        player_a_id=player_a_id,
        player_b_id=player_b_id,
        is_bye=player_b_id is None,
        result="a" if player_b_id is None else None,
        result_source="bye" if player_b_id is None else None,
    )
    session.add(match)
    session.flush()
    warnings = _refresh_warnings(session, round_)
    audit.record(
        session,
        actor=actor,
        action="match.add",
        entity="match",
        entity_id=match.id,
        event_id=round_.event_id,
        after={**audit.snapshot(match), "warnings": warnings},
    )
    return round_pairings(session, round_id)


def remove_match(session: Session, match_id: int, *, actor: str | None = None) -> RoundPairings:
    """Remove a table by hand (its players become unpaired, with a warning)."""
    lock_event_of(session, match_id=match_id)
    match, round_ = require_match(session, match_id)
    _editable(session, round_, [match])
    before = audit.snapshot(match)
    session.delete(match)
    session.flush()
    warnings = _refresh_warnings(session, round_)
    audit.record(
        session,
        actor=actor,
        action="match.remove",
        entity="match",
        entity_id=match_id,
        event_id=round_.event_id,
        before=before,
        after={"warnings": warnings},
    )
    return round_pairings(session, round_.id or 0)


def pairing_lines(data: RoundPairings) -> tuple:
    """The round as the printed pairings' rows (`tourney.reports.rows.PairingLine`).

    The printout prints each player's number beside their registered name;
    an opponent is named with their number only when the name is shared.
    """
    from tourney.reports.rows import PairingLine  # reportlab loads only when printing

    names = data.names

    def name(registration_id: int, label: str) -> str:
        return names.name(registration_id) if registration_id in names else label

    lines = []
    for m in data.matches:
        if m.is_bye:
            lines.append(
                PairingLine(
                    table=None,
                    player=name(m.player_a_id, m.player_a_name),
                    player_number=m.player_a_number,
                    points=m.player_a_points,
                    is_bye=True,
                )
            )
        else:
            b_id = m.player_b_id or 0
            lines.append(
                PairingLine(
                    table=m.table_number,
                    player=name(m.player_a_id, m.player_a_name),
                    player_number=m.player_a_number,
                    points=m.player_a_points,
                    opponent=name(b_id, m.player_b_name or ""),
                    opponent_number=m.player_b_number,
                    opponent_points=m.player_b_points,
                    player_shares_name=names.shares_name(m.player_a_id),
                    opponent_shares_name=names.shares_name(b_id),
                )
            )
    return tuple(lines)
