"""An event's results and standings as plain data, for ratings systems and archives.

`build_export` reads the event through the same services the window and the
printouts use (standings, top cut, penalties, rounds) and returns frozen rows
that `tourney.services.export_formats` turns into JSON or CSV. Nothing here
names an internal id: within one export a player is their name with their
player number (two players may share a name only with distinct numbers), so
an export read back into another database, or after a restore, means the same.

Every list has a fixed order taken from the data alone, never from row ids
or the order rows were stored in: two exports of the same event are
byte-identical, which the backups compare to prove a restore was exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from sqlmodel import Session, col, select

from tourney.db.models import Match, Round
from tourney.pairing.tiebreakers import (
    GAME_WIN,
    HEAD_TO_HEAD,
    MATCH_POINTS,
    OGW,
    OMW,
    OOMW,
    RANDOM,
    TIEBREAKER_LABELS,
    TiebreakerValue,
)
from tourney.services import penalties, placings, topcut
from tourney.services.events import game_system_name, require_event
from tourney.services.places import source_words
from tourney.services.players import list_players
from tourney.services.recorded_result import corrected_match_ids
from tourney.services.rounds import planned_swiss_rounds
from tourney.services.standings import current_standings, player_names

RESULT_WORDS: dict[str, str] = {
    "a": "A won",
    "b": "B won",
    "draw": "draw",
    "double_loss": "double loss",
}
BYE_WORD = "bye"
# How each tiebreaker's figure is written: percentages as percent, the rest as they are.
TIEBREAKER_UNITS: dict[str, str] = {
    MATCH_POINTS: "points",
    OMW: "percent",
    OOMW: "percent",
    GAME_WIN: "percent",
    OGW: "percent",
    HEAD_TO_HEAD: "points",
    RANDOM: "number",
}
PERCENT_DECIMALS = 4
RANDOM_DECIMALS = 6


@dataclass(frozen=True, slots=True)
class ExportedEvent:
    """The event's settings and outcome."""

    name: str
    start_date: date
    end_date: date | None
    venue: str
    game: str
    game_name: str
    format: str
    tier: int
    swiss_rounds: int
    swiss_rounds_played: int
    top_cut: int | None
    status: str
    champion_name: str | None
    champion_number: str | None


@dataclass(frozen=True, slots=True)
class ExportedTiebreaker:
    """One link of the tiebreaker chain: its short key, its full name and its unit."""

    key: str
    name: str
    unit: str


@dataclass(frozen=True, slots=True)
class ExportedPlayer:
    name: str
    player_number: str | None
    late_entry_round: int | None
    dropped_after_round: int | None


@dataclass(frozen=True, slots=True)
class ExportedMatch:
    """One table of a published round; a bye has no table and no player B."""

    round: int
    round_kind: str
    table: int | None
    player_a_name: str
    player_a_number: str | None
    player_b_name: str | None
    player_b_number: str | None
    result: str | None
    a_game_wins: int
    b_game_wins: int
    game_draws: int
    source: str | None
    corrected: bool


@dataclass(frozen=True, slots=True)
class ExportedStanding:
    """One line of the final standings: where the player finished and why."""

    placing: str
    placing_from: int
    placing_to: int
    rank: int
    top_cut_seed: int | None
    name: str
    player_number: str | None
    match_points: int
    record: str
    wins: int
    losses: int
    draws: int
    byes: int
    dropped_after_round: int | None
    tiebreakers: tuple[int | float | None, ...]


@dataclass(frozen=True, slots=True)
class ExportedPenalty:
    round: int | None
    player_name: str
    player_number: str | None
    infraction: str
    infraction_code: str
    penalty: str
    penalty_code: str
    game: int | None
    issued_by: str
    issued_by_role: str
    issued_at: datetime
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class EventExport:
    """Everything an export holds; `tiebreakers` names the columns of `standings[i].tiebreakers`."""

    event: ExportedEvent
    tiebreakers: tuple[ExportedTiebreaker, ...]
    players: tuple[ExportedPlayer, ...]
    matches: tuple[ExportedMatch, ...]
    standings: tuple[ExportedStanding, ...]
    penalties: tuple[ExportedPenalty, ...]


def _person_key(name: str, number: str | None) -> tuple[str, str, str]:
    """Sort by name as a person reads it, then exactly, then by player number."""
    return (name.casefold(), name, number or "")


def result_words(result: str | None, *, is_bye: bool) -> str | None:
    """The result in plain words ("A won", "draw", "bye"); None while not played."""
    if is_bye:
        return BYE_WORD
    if result is None:
        return None
    return RESULT_WORDS[result]


def tiebreaker_figure(value: TiebreakerValue) -> int | float | None:
    """A tiebreaker as a number in its unit; None when it did not apply (shown as "—")."""
    if not value.applied:
        return None
    unit = TIEBREAKER_UNITS[value.name]
    if unit == "percent":
        return round(100 * value.value, PERCENT_DECIMALS)
    if unit == "number":
        return round(value.value, RANDOM_DECIMALS)
    return int(value.value) if float(value.value).is_integer() else value.value


def _standings(session: Session, event_id: int) -> tuple[list[ExportedStanding], tuple[str, ...]]:
    table = current_standings(session, event_id)
    decided = placings.cut_and_places(session, event_id)
    cut, places = (decided.cut, decided.places) if decided is not None else (None, {})
    seeds = {seed.player_id: seed.seed for seed in cut.seeds} if cut is not None else {}
    placed = placings.place_rows(table.rows, cut.size if cut is not None else None, places)

    lines = []
    for entry in placed:
        row = entry.row
        number = table.player_numbers.get(row.player_id)
        lines.append(
            ExportedStanding(
                placing=entry.label,
                placing_from=entry.first,
                placing_to=entry.last,
                rank=row.rank,
                top_cut_seed=seeds.get(row.player_id),
                name=table.registered_names.get(row.player_id, row.name),
                player_number=number,
                match_points=row.match_points,
                record=row.record,
                wins=row.wins + row.byes,
                losses=row.losses,
                draws=row.draws,
                byes=row.byes,
                dropped_after_round=row.dropped_after_round,
                tiebreakers=tuple(tiebreaker_figure(t) for t in row.tiebreakers),
            )
        )
    lines.sort(key=lambda s: (s.placing_from, s.rank, *_person_key(s.name, s.player_number)))
    return lines, table.chain


# ------------------------------------------------------------------ matches


def _matches(
    session: Session, event_id: int, names: dict[int, tuple[str, str | None]]
) -> list[ExportedMatch]:
    corrected = corrected_match_ids(session, event_id)
    rows = session.exec(
        select(Match, Round.number, Round.kind)
        .join(Round, col(Round.id) == col(Match.round_id))
        .where(Round.event_id == event_id, Round.state != "draft")
    ).all()
    out = []
    for match, number, kind in rows:
        a_name, a_number = names[match.player_a_id]
        b_name, b_number = names[match.player_b_id] if match.player_b_id is not None else (None, None)
        out.append(
            ExportedMatch(
                round=number,
                round_kind=kind,
                table=match.table_number,
                player_a_name=a_name,
                player_a_number=a_number,
                player_b_name=b_name,
                player_b_number=b_number,
                result=result_words(match.result, is_bye=match.is_bye),
                a_game_wins=match.a_game_wins,
                b_game_wins=match.b_game_wins,
                game_draws=match.game_draws,
                source=source_words(match.result_source) or None,
                corrected=match.id in corrected,
            )
        )
    out.sort(
        key=lambda m: (
            m.round,
            m.table is None,
            m.table or 0,
            *_person_key(m.player_a_name, m.player_a_number),
        )
    )
    return out


# ------------------------------------------------------------------ the rest


def _penalties(
    session: Session, event_id: int, names: dict[int, tuple[str, str | None]]
) -> list[ExportedPenalty]:
    out = []
    for row in penalties.list_penalties(session, event_id):
        name, number = names[row.registration_id]
        out.append(
            ExportedPenalty(
                round=row.round_number,
                player_name=name,
                player_number=number,
                infraction=row.infraction_name,
                infraction_code=row.infraction,
                penalty=row.penalty_label,
                penalty_code=row.penalty,
                game=row.game_number,
                issued_by=row.issued_by_name if row.issued_by_person_id is not None else "",
                issued_by_role=row.issued_by_role,
                issued_at=row.created_at,
                withdrawn=not row.active,
            )
        )
    out.sort(
        key=lambda p: (
            p.issued_at,
            p.round or 0,
            *_person_key(p.player_name, p.player_number),
            p.infraction_code,
            p.penalty_code,
            p.withdrawn,
        )
    )
    return out


def _players(session: Session, event_id: int) -> list[ExportedPlayer]:
    out = [
        ExportedPlayer(p.name, p.player_number, p.late_entry_round, p.dropped_after_round)
        for p in list_players(session, event_id)
    ]
    out.sort(key=lambda p: _person_key(p.name, p.player_number))
    return out


def build_export(session: Session, event_id: int) -> EventExport:
    """The event's players, matches, final standings and penalties as plain rows."""
    event = require_event(session, event_id)
    names = player_names(session, event_id)
    standings, chain = _standings(session, event_id)
    matches = _matches(session, event_id, names)
    cut = topcut.top_cut(session, event_id)
    winner = topcut.champion(session, event_id)
    champion_name, champion_number = names[winner] if winner is not None else (None, None)
    played = len(
        session.exec(
            select(Round.id).where(
                Round.event_id == event_id, Round.kind == "swiss", Round.state != "draft"
            )
        ).all()
    )
    exported_event = ExportedEvent(
        name=event.name,
        start_date=event.start_date,
        end_date=event.end_date,
        venue=event.venue,
        game=event.game_system,
        game_name=game_system_name(event.game_system),
        format=event.format,
        tier=event.tier,
        swiss_rounds=planned_swiss_rounds(session, event),
        swiss_rounds_played=played,
        top_cut=cut.size if cut is not None else None,
        status=event.status,
        champion_name=champion_name,
        champion_number=champion_number,
    )
    return EventExport(
        event=exported_event,
        tiebreakers=tuple(
            ExportedTiebreaker(key, TIEBREAKER_LABELS[key], TIEBREAKER_UNITS[key]) for key in chain
        ),
        players=tuple(_players(session, event_id)),
        matches=tuple(matches),
        standings=tuple(standings),
        penalties=tuple(_penalties(session, event_id, names)),
    )
