"""Rounds, matches and registrations looked up, and a table described as plain data.

Every service that touches a match (results, concessions, penalties, rounds,
players) starts from these look-ups. They live below all of those services so
that each can build on them without importing another use case: the services
then import one way (rounds publish and apply penalties; penalties use
results and drops; results stand on their own).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import Event, Match, Registration, Round
from tourney.errors import NotFoundError
from tourney.services.display_names import EventNames
from tourney.services.places import source_words


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One table of a round as plain data; `points_*` are match points before the round."""

    id: int
    round_id: int
    round_number: int
    table_number: int | None
    player_a_id: int
    player_a_name: str
    player_a_number: str | None
    player_a_points: int
    player_b_id: int | None
    player_b_name: str | None
    player_b_number: str | None
    player_b_points: int | None
    is_bye: bool
    result: str | None
    a_game_wins: int
    b_game_wins: int
    game_draws: int
    result_source: str | None
    conceded_by: int | None
    notes: str
    corrected: bool = False
    """The result was corrected after it was first recorded (the reason is in the history)."""

    @property
    def source_label(self) -> str:
        """Where the result came from, as the Source column shows it: "entered, corrected"."""
        parts = [source_words(self.result_source)] if self.result_source else []
        if self.corrected:
            parts.append("corrected")
        return ", ".join(parts)

    @property
    def result_label(self) -> str:
        """The result as a scorekeeper reads it."""
        if self.is_bye:
            return "bye"
        if self.result is None:
            return ""
        if self.result == "draw":
            return "draw"
        if self.result == "double_loss":
            return "double loss"
        winner = self.player_a_name if self.result == "a" else self.player_b_name
        games = f" {self.a_game_wins}-{self.b_game_wins}" + (
            f"-{self.game_draws}" if self.game_draws else ""
        )
        return f"{winner} wins{games}"

    @property
    def score_line(self) -> str:
        """The result with both players named, winner first: "Applejack 2–1 Rarity".

        What a scorekeeper checks before correcting a result; a result entered
        without game scores reads "Applejack beat Rarity".
        """
        a, b = self.player_a_name, self.player_b_name or "nobody"
        if self.is_bye:
            return f"{a} has the bye"
        if self.result is None:
            return "no result yet"
        if self.result == "double_loss":
            return f"double loss for {a} and {b}"
        drawn = f"–{self.game_draws}" if self.game_draws else ""
        if self.result == "draw":
            decided = self.a_game_wins + self.b_game_wins  # one drawn game needs no score
            score = f" ({self.a_game_wins}–{self.b_game_wins}{drawn})" if decided else ""
            return f"{a} drew with {b}{score}"
        if self.result == "a":
            winner, won, loser, lost = a, self.a_game_wins, b, self.b_game_wins
        else:
            winner, won, loser, lost = b, self.b_game_wins, a, self.a_game_wins
        if won + lost + self.game_draws == 0:
            return f"{winner} beat {loser}"
        return f"{winner} {won}–{lost}{drawn} {loser}"


# ------------------------------------------------------------------ looking up


def require_round(session: Session, round_id: int) -> Round:
    round_ = session.get(Round, round_id)
    if round_ is None:
        raise NotFoundError(f"round {round_id} does not exist")
    return round_


def get_match(session: Session, match_id: int) -> Match:
    match = session.get(Match, match_id)
    if match is None:
        raise NotFoundError(f"match {match_id} does not exist")
    return match


def require_match(session: Session, match_id: int) -> tuple[Match, Round]:
    """A match with its round: what most result and penalty rules need to look at."""
    match = get_match(session, match_id)
    return match, require_round(session, match.round_id)


def matches_of(session: Session, round_id: int) -> list[Match]:
    return list(
        session.exec(select(Match).where(Match.round_id == round_id).order_by(col(Match.id)))
    )


def require_registration(session: Session, event_id: int, registration_id: int) -> Registration:
    registration = session.get(Registration, registration_id)
    if registration is None or registration.event_id != event_id:
        event = session.get(Event, event_id)
        raise NotFoundError(f"that player is not registered in {event.name if event else 'this event'}")
    return registration


def current_round(session: Session, event_id: int) -> Round | None:
    """The latest round already published (a draft can still be re-paired, so it is not 'current')."""
    return session.exec(
        select(Round)
        .where(Round.event_id == event_id, col(Round.state) != "draft")
        .order_by(col(Round.number).desc())
    ).first()


def match_of_player(session: Session, round_: Round, registration_id: int) -> Match | None:
    return session.exec(
        select(Match).where(
            Match.round_id == round_.id,
            (col(Match.player_a_id) == registration_id) | (col(Match.player_b_id) == registration_id),
        )
    ).first()


def match_row(
    match: Match,
    round_: Round,
    names: EventNames,
    points: dict[int, int],
    *,
    corrected: bool = False,
) -> MatchRow:
    """One table as plain data, each player named as people read it (number added when shared)."""

    def named(registration_id: int) -> tuple[str, str | None]:
        if registration_id not in names:
            return "a player no longer registered", None
        return names.label(registration_id), names.number(registration_id)

    a_name, a_number = named(match.player_a_id)
    b_name: str | None = None
    b_number: str | None = None
    if match.player_b_id is not None:
        b_name, b_number = named(match.player_b_id)
    return MatchRow(
        id=match.id or 0,
        round_id=round_.id or 0,
        round_number=round_.number,
        table_number=match.table_number,
        player_a_id=match.player_a_id,
        player_a_name=a_name,
        player_a_number=a_number,
        player_a_points=points.get(match.player_a_id, 0),
        player_b_id=match.player_b_id,
        player_b_name=b_name,
        player_b_number=b_number,
        player_b_points=None if match.player_b_id is None else points.get(match.player_b_id, 0),
        is_bye=match.is_bye,
        result=match.result,
        a_game_wins=match.a_game_wins,
        b_game_wins=match.b_game_wins,
        game_draws=match.game_draws,
        result_source=match.result_source,
        conceded_by=match.conceded_by,
        notes=match.notes,
        corrected=corrected,
    )


# ------------------------------------------------------------------ drops and drafts


def dropped_warning(name: str) -> str:
    """The warning a draft carries when a player it pairs drops before it is published."""
    return f"{name} dropped after this draft was paired: pair again"


def mark_drafts_after_drop(
    session: Session, event_id: int, registration_id: int, name: str, dropped_after: int | None
) -> list[int]:
    """Keep the event's drafts' warnings in step with one player's drop (or undrop).

    A drop recorded while a draft pairs the player (another station paired
    just before) leaves the draft with a warning naming them; publishing it
    is refused until it is paired again. An undrop takes the warning away.
    Returns the numbers of the drafts that now carry the warning.
    """
    warning = dropped_warning(name)
    marked = []
    for round_ in session.exec(
        select(Round).where(Round.event_id == event_id, Round.state == "draft")
    ):
        paired = any(
            registration_id in (m.player_a_id, m.player_b_id)
            for m in matches_of(session, round_.id or 0)
        )
        out = dropped_after is not None and dropped_after < round_.number
        warnings = [w for w in (round_.warnings or []) if w != warning]
        if paired and out:
            warnings.insert(0, warning)
            marked.append(round_.number)
        if warnings != list(round_.warnings or []):
            round_.warnings = warnings
            session.add(round_)
    return marked
