"""Top cut: seed the best Swiss players and pair the elimination rounds.

The cut size is the organizer's (`event.top_cut`) or the floor rules' (top 4
up to 16 players, else top 8); seeds follow the final Swiss standings,
skipping dropped players. The seeds are recorded in `settings["top_cut"]` so
the bracket never changes when a Swiss result is corrected afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlmodel import Session

from engine.core.registry import game_system
from tourney.db.database import session_now
from tourney.db.models import Match, Round
from tourney.errors import ValidationError
from tourney.pairing.records import MatchRecord
from tourney.pairing.topcut import (
    Seed,
    cut_size,
    pair_elimination,
    players_left,
    select_top_cut,
)
from tourney.policy.swiss import TOP_CUT_RULE as TOP_CUT_RULE  # the event dialog says it
from tourney.policy.swiss import top_cut_size
from tourney.policy.tiers import match_structure, time_limit_seconds
from tourney.services import audit, round_titles
from tourney.services.concurrency import lock_event
from tourney.services.events import EventRow, require_event
from tourney.services.rounds import (
    RoundPairings,
    matches_of,
    planned_swiss_rounds,
    round_pairings,
    rounds_of,
    without_result,
)
from tourney.services.standings import current_standings, load_history

TOP_CUT_SETTING = "top_cut"


@dataclass(frozen=True, slots=True)
class TopCut:
    """The seeded players of the cut and what it was based on."""

    event_id: int
    size: int
    by_rule: int
    seeds: tuple[Seed, ...]
    match_structure: str
    warnings: tuple[str, ...]


def _recorded_seeds(settings: dict) -> list[Seed]:
    return [Seed(s["seed"], s["registration_id"], s["name"]) for s in settings.get(TOP_CUT_SETTING, [])]


def swiss_rounds_short(session: Session, event_id: int) -> str:
    """"Only 3 of 5 planned Swiss rounds were played." when they were, else "".

    Said in the top cut dialog before the cut, as well as after it: the cut
    ends the Swiss rounds for good, so a click made rounds early is caught.
    """
    event = require_event(session, event_id)
    played = sum(1 for r in rounds_of(session, event_id) if r.kind == "swiss")
    planned = planned_swiss_rounds(session, event)
    return f"Only {played} of {planned} planned Swiss rounds were played." if played < planned else ""


def cut_blocker(session: Session, event_id: int) -> str:
    """What keeps the top cut from being made now ("" when nothing does): asked before the
    top cut dialog asks for a size, and again by the cut itself. A round still being played
    is named with what it lacks ("finish round 2 before the top cut: tables 3 and 5 have no
    result yet"), not as "round 2 is published"."""
    rounds = rounds_of(session, event_id)
    if not rounds:
        return "no Swiss round has been played yet"
    for r in rounds:
        if r.state == "complete":
            continue
        if r.state == "draft":
            reason = "it is still a draft"
        else:
            open_matches = [m for m in matches_of(session, r.id or 0)
                            if m.result is None and not m.is_bye]
            reason = without_result(open_matches) if open_matches else f"it is {r.state}"
        return f"finish round {r.number} before the top cut: {reason}"
    return ""


def cut_to_top(
    session: Session, event_id: int, size: int | None = None, *, actor: str | None = None
) -> TopCut:
    """End the Swiss stage: seed the top players and move the event to elimination."""
    lock_event(session, event_id)
    event = require_event(session, event_id)
    if event.status == "elimination" or TOP_CUT_SETTING in (event.settings or {}):
        raise ValidationError("the event already has its top cut")
    blocker = cut_blocker(session, event_id)
    if blocker:
        raise ValidationError(blocker)
    table = current_standings(session, event_id)
    history = load_history(session, event_id)
    players = sum(1 for e in history.entrants if e.dropped_after_round != 0)
    by_rule = top_cut_size(players)
    chosen = size if size is not None else event.top_cut
    cut = cut_size(players, chosen)
    if cut == 0:
        raise ValidationError("the event has no top cut (top cut 0)")
    seeds = select_top_cut(table.rows, cut)
    warnings = []
    short = swiss_rounds_short(session, event_id)
    if short:
        warnings.append(short)
    system = game_system(event.game_system)
    if cut != by_rule and system.floor_rules:
        # only a game with tournament rules has a suggested cut to depart from
        warnings.append(
            f"Top {cut} chosen by the organizer; {system.floor_rules} suggest top {by_rule} "
            f"for {players} players."
        )
    structure = match_structure(event.tier, "elimination", system)
    event.settings = {
        **(event.settings or {}),
        TOP_CUT_SETTING: [
            {"seed": s.seed, "registration_id": s.player_id, "name": s.name} for s in seeds
        ],
    }
    event.status = "elimination"
    session.add(event)
    audit.record(
        session,
        actor=actor,
        action="event.top_cut",
        entity="event",
        entity_id=event_id,
        event_id=event_id,
        before={"status": "swiss"},
        after={"status": "elimination", "size": cut, "seeds": event.settings[TOP_CUT_SETTING]},
    )
    return TopCut(event_id, cut, by_rule, tuple(seeds), structure.label, tuple(warnings))


def top_cut(session: Session, event_id: int) -> TopCut | None:
    """The recorded cut, or None before the cut."""
    event = require_event(session, event_id)
    seeds = _recorded_seeds(event.settings or {})
    if not seeds:
        return None
    structure = match_structure(event.tier, "elimination", game_system(event.game_system))
    return TopCut(event_id, len(seeds), len(seeds), tuple(seeds), structure.label, ())


def _elimination_rounds(session: Session, event_id: int) -> list[tuple[Round, list[MatchRecord]]]:
    out = []
    for r in rounds_of(session, event_id):
        if r.kind != "elimination":
            continue
        records = [
            MatchRecord(r.number, m.player_a_id, m.player_b_id, m.result, kind="elimination")
            for m in matches_of(session, r.id or 0)
        ]
        out.append((r, records))
    return out


def remaining_players(session: Session, event_id: int) -> list[int]:
    """Registration ids still in the elimination rounds, best seed first."""
    event = require_event(session, event_id)
    seeds = _recorded_seeds(event.settings or {})
    rounds = _elimination_rounds(session, event_id)
    return players_left(seeds, [records for _, records in rounds])


def champion(session: Session, event_id: int) -> int | None:
    """The winner of the elimination rounds, once decided."""
    event = require_event(session, event_id)
    if not _recorded_seeds(event.settings or {}):
        return None
    rounds = _elimination_rounds(session, event_id)
    if not rounds or any(r.state != "complete" for r, _ in rounds):
        return None
    left = remaining_players(session, event_id)
    return left[0] if len(left) == 1 else None


def with_stage(session: Session, row: EventRow) -> EventRow:
    """The event's row, marked once the final is played but the champion not yet declared,
    so its status says what is left to do rather than "top cut" beside a decided final."""
    if row.status != "elimination" or champion(session, row.id) is None:
        return row
    return replace(row, final_played=True)


def _unfinished(session: Session, round_: Round) -> str:
    """What keeps the next elimination round from being paired, as the Swiss rounds say it:
    "Semifinals (round 5) is still a draft: publish it first", "Semifinals (round 5): table 2
    has no result yet" (not "round 5 is draft: finish it first")."""
    matches = matches_of(session, round_.id or 0)
    name = round_titles.round_title(
        round_.number, round_titles.elimination_name(matches) if round_.kind == "elimination" else "")
    if round_.state == "draft":
        return f"{name} is still a draft: publish it first"
    open_matches = [m for m in matches if m.result is None and not m.is_bye]
    if open_matches:
        return f"{name}: {without_result(open_matches)}"
    return f"{name} is {round_.state}: finish it first"


def elimination_blocker(session: Session, event_id: int) -> str:
    """What keeps the next elimination round from being paired now ("" when nothing does):
    the window greys its button out with this as the reason while the final is played, and
    pairing says it again where another station got there first."""
    for r in rounds_of(session, event_id):
        if r.state != "complete":
            return _unfinished(session, r)
    return ""


def pair_next_elimination_round(
    session: Session, event_id: int, *, actor: str | None = None
) -> RoundPairings | None:
    """Pair the next elimination round (highest seed against lowest) as a draft.

    Returns None, and marks the event finished, once one player remains.
    """
    lock_event(session, event_id)
    event = require_event(session, event_id)
    seeds = _recorded_seeds(event.settings or {})
    if not seeds:
        raise ValidationError("cut to the top players first")
    blocker = elimination_blocker(session, event_id)
    if blocker:
        raise ValidationError(blocker)
    rounds = rounds_of(session, event_id)
    left = remaining_players(session, event_id)
    if len(left) == 1:
        if event.status != "finished":
            event.status = "finished"
            session.add(event)
            audit.record(
                session,
                actor=actor,
                action="event.finish",
                entity="event",
                entity_id=event_id,
                event_id=event_id,
                before={"status": "elimination"},
                after={"status": "finished", "champion": left[0]},
            )
        return None
    number = (rounds[-1].number if rounds else 0) + 1
    round_ = Round(
        event_id=event_id,
        number=number,
        kind="elimination",
        state="draft",
        time_limit_seconds=time_limit_seconds(event.tier, "elimination"),
        created_at=session_now(session),
    )
    session.add(round_)
    session.flush()
    pairs = pair_elimination(left)
    for pair in pairs:
        bye = pair.player_b is None
        session.add(
            Match(
                round_id=round_.id or 0,
                table_number=pair.table,
                player_a_id=pair.player_a,
                player_b_id=pair.player_b,
                is_bye=bye,
                result="a" if bye else None,
                result_source="bye" if bye else None,
            )
        )
    session.flush()
    audit.record(
        session,
        actor=actor,
        action="round.pair_elimination",
        entity="round",
        entity_id=round_.id,
        event_id=event_id,
        after={
            "number": number,
            "pairs": [{"table": p.table, "a": p.player_a, "b": p.player_b} for p in pairs],
        },
    )
    return round_pairings(session, round_.id or 0)
