"""Standings of an event from its database rows, via the pure tiebreaker code.

Also the one place that turns an event's rounds and matches into the pairing
core's `History`, so pairing, standings and top cut read the event the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from sqlmodel import Session, col, select

from engine.core.game_system import Scoring
from engine.core.plural import how_many
from tourney.db.models import Event, Match, Person, Registration, Round
from tourney.errors import ValidationError
from tourney.pairing.records import Entrant, History, MatchRecord
from tourney.pairing.tiebreakers import (
    DEFAULT_CHAIN,
    DEFAULT_FLOOR,
    TIEBREAKER_LABELS,
    TIEBREAKER_SHORT_LABELS,
    StandingRow,
    standings,
    validate_chain,
)
from tourney.services import round_titles
from tourney.services.display_names import event_names
from tourney.services.events import require_event
from tourney.services.scoring import event_scoring

TIEBREAKERS_SETTING = "tiebreakers"
FLOOR_SETTING = "match_win_floor"


def scoring_of(event: Event) -> Scoring:
    """Match points come from the event (its own, or its game system's), never from a constant here."""
    return event_scoring(event)


def chain_of(event: Event) -> tuple[str, ...]:
    """The event's tiebreaker chain (`settings["tiebreakers"]`), else the default."""
    configured = (event.settings or {}).get(TIEBREAKERS_SETTING)
    return validate_chain(configured) if configured else DEFAULT_CHAIN


def floor_of(event: Event) -> float:
    value = (event.settings or {}).get(FLOOR_SETTING)
    return DEFAULT_FLOOR if value is None else float(value)


def player_names(
    session: Session, event_id: int, only: Iterable[int] | None = None
) -> dict[int, tuple[str, str | None]]:
    """Registration id -> (name, player number) for everyone in the event (or `only` these)."""
    query = (
        select(Registration.id, Person.name, Person.player_number)
        .join(Person, col(Person.id) == col(Registration.person_id))
        .where(Registration.event_id == event_id)
    )
    if only is not None:
        query = query.where(col(Registration.id).in_(list(only)))
    return {reg_id: (name, number) for reg_id, name, number in session.exec(query)}


def load_history(
    session: Session, event_id: int, *, before_round: int | None = None
) -> History:
    """The event as the pairing core sees it: every player and every non-draft round.

    `before_round` keeps only rounds numbered lower (what a round was paired on).
    """
    event = require_event(session, event_id)
    # Entrants carry the names people read (pairing warnings, standings, seeds).
    labels = event_names(session, event_id).labels()
    regs = session.exec(
        select(
            Registration.id,
            Registration.seed,
            Registration.late_entry_round,
            Registration.dropped_after_round,
            Registration.fixed_table,
        )
        .where(Registration.event_id == event_id)
        .order_by(col(Registration.id))
    ).all()
    entrants = tuple(
        Entrant(
            id=reg_id,
            name=labels.get(reg_id, ""),
            seed=seed,
            late_entry_round=late,
            dropped_after_round=dropped,
            fixed_table=table,
        )
        for reg_id, seed, late, dropped, table in regs
    )
    rounds_query = select(Round.id, Round.number, Round.kind).where(
        Round.event_id == event_id, Round.state != "draft"
    )
    if before_round is not None:
        rounds_query = rounds_query.where(Round.number < before_round)
    rounds = {rid: (number, kind) for rid, number, kind in session.exec(rounds_query)}
    matches: list[MatchRecord] = []
    if rounds:
        rows = session.exec(
            select(
                Match.round_id,
                Match.player_a_id,
                Match.player_b_id,
                Match.result,
                Match.a_game_wins,
                Match.b_game_wins,
                Match.game_draws,
            )
            .where(col(Match.round_id).in_(list(rounds)))
            .order_by(col(Match.id))
        )
        for round_id, a, b, result, a_wins, b_wins, draws in rows:
            number, kind = rounds[round_id]
            matches.append(MatchRecord(number, a, b, result, a_wins, b_wins, draws, kind))
    swiss = tuple(sorted(number for number, kind in rounds.values() if kind == "swiss"))
    return History(entrants, tuple(matches), swiss, event.late_entry_policy)


@dataclass(frozen=True, slots=True)
class StandingsTable:
    """Standings of an event after its last counted Swiss round, ready to show or print.

    `notes` say how byes, drops and late entries were counted. `names` are
    the names people read (with the number when a name is shared, as the
    rows' names are); printouts, which print every number beside the name,
    use `registered_names` and `player_numbers`.
    """

    event_id: int
    after_round: int
    chain: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    notes: tuple[str, ...]
    player_numbers: Mapping[int, str | None] = field(default_factory=dict)
    names: Mapping[int, str] = field(default_factory=dict)
    registered_names: Mapping[int, str] = field(default_factory=dict)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(TIEBREAKER_LABELS[name] for name in self.chain)

    @property
    def column_legend(self) -> str:
        """What each tiebreaker column's short header stands for, as a sentence ("" when none).

        Printed under the standings and shown under them on screen: a player
        reading "OMW %" on the wall or the projector cannot hover a header.
        """
        shown = [(name, label) for name, label in zip(self.chain, self.labels, strict=True)
                 if name != "match_points"]
        legend = "; ".join(f"{TIEBREAKER_SHORT_LABELS[name]} = {label}" for name, label in shown)
        return f"Columns: {legend}." if legend else ""

    def row_of(self, registration_id: int) -> StandingRow:
        for row in self.rows:
            if row.player_id == registration_id:
                return row
        raise KeyError(registration_id)

    def late_entry_note(self, row: StandingRow) -> str:
        """How this player's missed rounds were counted ("" when none)."""
        if not row.missed_rounds:
            return ""
        return _late_entry_sentence(row.missed_rounds, self.notes)


def _late_entry_sentence(missed: int, notes: tuple[str, ...]) -> str:
    rule = next((n for n in notes if n.startswith("Late entries")), "")
    return f"missed {how_many(missed, 'round')}. {rule}".strip()


def standings_notes(event: Event, scoring: Scoring, chain: tuple[str, ...], floor: float) -> tuple[str, ...]:
    """The sentences printed under the standings: how byes, drops and late entries count."""
    if event.late_entry_policy == "zero":
        late = (
            "Late entries: each missed round counts as a round played for 0 match points "
            "(organizer's choice)."
        )
    else:
        late = (
            f"Late entries: each missed round counts as a loss ({how_many(scoring.loss, 'match point')}), "
            "the default."
        )
    notes = [
        f"Scoring: win {scoring.win}, loss {scoring.loss}, draw {scoring.draw}, bye {scoring.bye}.",
        f"A bye counts as a win worth {how_many(scoring.bye, 'point')} in a player's own record and "
        "match-win %, and is not an opponent in anyone's tiebreakers.",
        "Dropped players stay in the standings with the rounds they played; a drop after "
        "pairing counts as a conceded (lost) match.",
        late,
        "Tiebreakers in order: " + ", ".join(TIEBREAKER_LABELS[n] for n in chain) + ".",
    ]
    if any(n in chain for n in ("omw", "oomw", "ogw")):
        notes.append(
            f"Opponents' percentages use a floor of {100 * floor:.2f}% per opponent; a player "
            f"with no opponents yet (only a bye) has the {100 * floor:.2f}% floor itself, the "
            "least any player with opponents can have."
        )
    return tuple(notes)


def current_standings(
    session: Session, event_id: int, *, after_round: int | None = None
) -> StandingsTable:
    """Standings with tiebreakers from entered Swiss results (optionally as of a round)."""
    event = require_event(session, event_id)
    before = None if after_round is None else after_round + 1
    history = load_history(session, event_id, before_round=before)
    swiss_history = History(
        history.entrants,
        tuple(m for m in history.matches if m.kind == "swiss"),
        history.swiss_rounds,
        history.late_entry_policy,
    )
    scoring = scoring_of(event)
    chain = chain_of(event)
    floor = floor_of(event)
    rows = standings(swiss_history, scoring, chain, seed=event.rng_seed, floor=floor)
    names = event_names(session, event_id)
    return StandingsTable(
        event_id=event_id,
        after_round=max(history.swiss_rounds, default=0),
        chain=chain,
        rows=tuple(rows),
        notes=standings_notes(event, scoring, chain, floor),
        player_numbers=names.numbers(),
        names=names.labels(),
        registered_names=names.registered_names(),
    )


def asked_round_words(session: Session, event_id: int, asked: int | None, after_round: int) -> str:
    """What standings asked for after round `asked` show, when that is not what was asked: a
    top-cut round has no Swiss standings of its own, so they are those after the last Swiss
    round ("Swiss standings after round 3, the last Swiss round: round 4 is the Quarterfinals
    of the top cut"); "" when they are the standings after `asked` itself.

    A sheet headed "Standings — Round 3" for `--round 5` was posted as if round 5 had not
    changed anything; a round the event never had is refused rather than shown as another.
    """
    if asked is None or asked <= after_round:
        return ""
    round_ = session.exec(select(Round).where(Round.event_id == event_id, Round.number == asked)).first()
    shown = f"round {after_round}" if after_round else "no round"
    if round_ is None:
        raise ValidationError(f"the event has no round {asked}: its standings go up to {shown}")
    name = round_titles.round_name(session, round_)
    if name:
        return (f"Swiss standings after {shown}, the last Swiss round: "
                f"round {asked} is the {name} of the top cut")
    return f"Standings after {shown}: round {asked} has no results yet"


def standing_lines(table: StandingsTable) -> tuple:
    """The standings as the printed report's rows (`tourney.reports.rows.StandingLine`).

    Match points have their own column, so the tiebreaker columns leave them out.
    """
    from tourney.reports.rows import StandingLine  # reportlab loads only when printing

    lines = []
    for row in table.rows:
        lines.append(
            StandingLine(
                rank=row.rank,
                player=table.registered_names.get(row.player_id, row.name),
                player_number=table.player_numbers.get(row.player_id),
                match_points=row.match_points,
                record=row.record,
                tiebreakers=tuple(
                    (TIEBREAKER_SHORT_LABELS[t.name], t.shown)
                    for t in row.tiebreakers
                    if t.name != "match_points"
                ),
                dropped=row.dropped,
                late_entry_note=table.late_entry_note(row),
            )
        )
    return tuple(lines)
