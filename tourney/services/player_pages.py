"""What the players' pages and the venue screen show, as plain rows.

Only what a player may see at the venue: names, player numbers, tables,
results and standings. Never a registration id in words, never a code, a
penalty, a deck list or a note. Drafts are not shown: a round appears once it
is published, as on the printed pairings.
"""

from __future__ import annotations

import difflib
import unicodedata
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, col, select

from tourney.db.database import session_now
from tourney.db.models import Match, Registration, Round
from tourney.policy.clock import format_seconds
from tourney.services.clock import expected_round_seconds, round_clock, untimed_words
from tourney.services.decklists import game_deck_list_wording
from tourney.services.display_names import EventNames, event_names, name_key
from tourney.services.events import require_event
from tourney.services.phone_options import phone_options
from tourney.services.placings import cut_progress
from tourney.services.result_counts import ResultCount, count_results
from tourney.services.results import structure_of
from tourney.services.round_titles import elimination_name, round_title
from tourney.services.scoring import event_scoring, scoring_words
from tourney.services.standings import current_standings


@dataclass(frozen=True, slots=True)
class ClockFacts:
    """The round clock as a page shows it; `remaining_seconds` as of `read_at`."""

    state: str  # "running", "paused", "time called", "not started", "untimed"
    remaining_seconds: int | None
    read_at: datetime
    untimed: str = ""
    """What an untimed round shows in the clock's place ("untimed round: play until ..."); ""
    for a timed round."""

    def remaining_at(self, now: datetime) -> int | None:
        """Seconds left at `now` (a running clock keeps counting without reading the database)."""
        if self.remaining_seconds is None:
            return None
        if self.state != "running":
            return self.remaining_seconds
        return self.remaining_seconds - int((now - self.read_at).total_seconds())

    def words_at(self, now: datetime) -> str:
        """'12:05 left', 'paused, 12:05 left', 'time called', or an untimed round's line."""
        if self.untimed:
            # Started or not: an untimed round has no clock for players to wait for.
            return self.untimed
        if self.state == "time called":
            return "time called"
        if self.state == "not started":
            return "clock not started"
        left = self.remaining_at(now)
        if left is None:
            return ""
        if left <= 0:
            return "time is up"
        text = f"{format_seconds(left)} left"
        return f"paused, {text}" if self.state == "paused" else text


@dataclass(frozen=True, slots=True)
class PairingLine:
    """One player's seat this round, as the pairings by name list it."""

    player: str
    table: int | None
    opponent: str | None  # None: a bye
    result: str  # from this player's side: "won", "lost", "draw", "bye", "" while playing


@dataclass(frozen=True, slots=True)
class LivePairings:
    event_name: str
    round_number: int | None  # None: nothing published yet
    elimination: bool
    lines: tuple[PairingLine, ...]
    clock: ClockFacts | None
    results: ResultCount  # as the window counts them: a bye needs no result
    being_paired: str = ""
    """A later round being paired (or paired again) and not yet published: "round 2"."""
    bracket_name: str = ""
    """An elimination round as players call it ("Quarterfinals"); "" for a Swiss round."""

    @property
    def round_title(self) -> str:
        """The shown round as every heading names it: "round 3", "Quarterfinals (round 4)"."""
        return "" if self.round_number is None else round_title(self.round_number, self.bracket_name)


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    player: str
    points: int
    record: str
    dropped: bool


@dataclass(frozen=True, slots=True)
class PublicStandings:
    event_name: str
    after_round: int | None  # None: no round complete yet
    lines: tuple[StandingLine, ...]
    scoring: str = ""
    """The event's points in words ("win 3, draw 1, loss 1, bye 3")."""
    cut_progress: str = ""
    """Once the top cut is made, where it stands ("The top 8 is under way: ..."): these are then
    the final Swiss standings, and the page says so."""


@dataclass(frozen=True, slots=True)
class PlayerMatchLine:
    round_number: int
    table: int | None
    opponent: str | None
    result: str
    match_id: int
    open: bool  # may still be reported
    extension_seconds: int = 0
    """Extra time a judge gave this table (a deck check): its time left is the round's plus this."""
    round_name: str = ""
    """An elimination round's name ("Semifinals"), as the pairings and the bracket call it; "" in
    the Swiss rounds, which go by their number."""
    draws_allowed: bool = True
    """Whether the match may end in a draw (not in a top cut): the report form offers "We drew"
    only then, rather than refusing it after the player pressed it."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's own page: their matches, their standing, what they may do."""

    registration_id: int
    event_name: str
    player: str
    player_number: str | None
    matches: tuple[PlayerMatchLine, ...]
    standing: StandingLine | None
    standing_after_round: int | None
    may_report: bool
    may_send_deck_list: bool
    deck_list_files: tuple[str, ...] = ()
    """The deck-list file endings the event's game reads (".txt", ".csv"), for the upload form."""
    deck_lists_closed: bool = False
    """The event takes deck lists from phones, and the deadline (round 1's pairings) has passed."""
    swiss_rounds: int | None = None
    """The Swiss rounds the event plans (None: not set), to say what follows a player's match."""
    top_cut: int | None = None
    """The planned top cut's size (None: no cut planned)."""


@dataclass(frozen=True, slots=True)
class PlayerChoice:
    registration_id: int
    label: str


def _result_for(match: Match, registration_id: int) -> str:
    """The result from one player's side, in the words on the page."""
    if match.is_bye:
        return "bye"
    if match.result is None:
        return ""
    if match.result == "draw":
        return "draw"
    if match.result == "double_loss":
        return "double loss"
    mine_a = registration_id == match.player_a_id
    won = (match.result == "a") == mine_a
    games = match.a_game_wins + match.b_game_wins + match.game_draws
    score = ""
    if games > 1:
        mine, theirs = (
            (match.a_game_wins, match.b_game_wins) if mine_a else (match.b_game_wins, match.a_game_wins)
        )
        score = f" {mine}-{theirs}" + (f"-{match.game_draws}" if match.game_draws else "")
    return ("won" if won else "lost") + score


def _shown_round(session: Session, event_id: int) -> Round | None:
    """The latest published round (a draft is the scorekeeper's business)."""
    return session.exec(
        select(Round)
        .where(Round.event_id == event_id, col(Round.state) != "draft")
        .order_by(col(Round.number).desc())
    ).first()


def _name(names: EventNames, registration_id: int | None) -> str | None:
    if registration_id is None:
        return None
    return names.label(registration_id) if registration_id in names else "a removed player"


def live_pairings(session: Session, event_id: int) -> LivePairings:
    """The current round's pairings by name, with results as they come in, and its clock."""
    event = require_event(session, event_id)
    round_ = _shown_round(session, event_id)
    being_paired = _round_being_paired(session, event_id, round_)
    if round_ is None:
        return LivePairings(event.name, None, False, (), None, ResultCount(0, 0), being_paired)
    names = event_names(session, event_id)
    matches = session.exec(select(Match).where(Match.round_id == round_.id)).all()
    lines = []
    for match in matches:
        seats = [(match.player_a_id, match.player_b_id)]
        if match.player_b_id is not None:
            seats.append((match.player_b_id, match.player_a_id))
        for player, opponent in seats:
            lines.append(PairingLine(
                player=_name(names, player) or "",
                table=match.table_number,
                opponent=None if match.is_bye else _name(names, opponent),
                result=_result_for(match, player),
            ))
    lines.sort(key=lambda line: (name_key(line.player), line.table or 0))
    clock = _clock_facts(session, round_)
    elimination = round_.kind == "elimination"
    # Named by its bracket, as the bracket sheet and the players name it: "elimination
    # round 4" left a player of the top 8 counting which round of the cut that was.
    bracket_name = elimination_name(matches) if elimination else ""
    return LivePairings(event.name, round_.number, elimination, tuple(lines),
                        clock, count_results(matches), being_paired, bracket_name)


def _round_being_paired(session: Session, event_id: int, shown: Round | None) -> str:
    """The draft round after the one shown ("round 2"), else "".

    While the organizer pairs a round again it goes back to a draft: without
    a word, a phone showed the round before it as the current one, or said no
    round had been published at all.
    """
    draft = session.exec(
        select(Round)
        .where(Round.event_id == event_id, col(Round.state) == "draft",
               col(Round.number) > (shown.number if shown is not None else 0))
        .order_by(col(Round.number).desc())
    ).first()
    if draft is None:
        return ""
    return f"{'elimination round' if draft.kind == 'elimination' else 'round'} {draft.number}"


def _clock_facts(session: Session, round_: Round) -> ClockFacts:
    """The round clock's state and time left, without reading every table's extra time."""
    clock = round_clock(round_)
    now = session_now(session)
    untimed = ("" if clock.time_limit_seconds is not None
               else untimed_words(expected_round_seconds(session, round_)))
    return ClockFacts(clock.state, clock.remaining_seconds(now), now, untimed)


def last_complete_round(session: Session, event_id: int) -> int | None:
    return session.exec(
        select(Round.number)
        .where(Round.event_id == event_id, Round.state == "complete", Round.kind == "swiss")
        .order_by(col(Round.number).desc())
    ).first()


def public_standings(session: Session, event_id: int) -> PublicStandings:
    """The Swiss standings after the last complete round (none while round 1 is being played)."""
    event = require_event(session, event_id)
    after = last_complete_round(session, event_id)
    if after is None:
        return PublicStandings(event.name, None, ())
    table = current_standings(session, event_id, after_round=after)
    lines = tuple(
        StandingLine(row.rank, table.names.get(row.player_id, row.name), row.match_points,
                     row.record, row.dropped)
        for row in table.rows
    )
    return PublicStandings(event.name, after, lines, scoring_words(event_scoring(event)),
                           cut_progress(session, event_id))


def _typed_key(text: str) -> str:
    """A name as a phone's keyboard may type it: case, accents and spacing left out.

    "zoe angstrom" finds Zoë Ångström and "jose nunez" José Núñez, as a player
    typing on a phone without those letters at hand expects.
    """
    decomposed = unicodedata.normalize("NFKD", " ".join(text.split()))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return name_key(plain.replace("ø", "o").replace("Ø", "O").replace("ß", "ss"))


def find_players(session: Session, event_id: int, typed: str) -> list[PlayerChoice]:
    """Players whose name contains what was typed (case and accents aside), or whose
    player number it is."""
    wanted = _typed_key(typed)
    if not wanted:
        return []
    names = event_names(session, event_id)
    found = [
        PlayerChoice(reg_id, names.label(reg_id))
        for reg_id in names.labels()
        if names.number(reg_id) == typed.strip() or wanted in _typed_key(names.name(reg_id))
    ]
    found.sort(key=lambda choice: name_key(choice.label))
    return found


CLOSE_ENOUGH = 0.75
"""How alike a typed name and a registered one (or one of its words) must be to be offered."""


def close_players(session: Session, event_id: int, typed: str) -> list[PlayerChoice]:
    """Players whose name (or a word of it) is close to what was typed: "Rairty" offers
    Rarity Belle. For "Did you mean", when `find_players` finds nobody; never taken as
    the player without asking."""
    wanted = _typed_key(typed)
    if len(wanted) < 3:
        return []
    names = event_names(session, event_id)

    def likeness(name: str) -> float:
        key = _typed_key(name)
        parts = [key, *key.split(" ")]
        return max(difflib.SequenceMatcher(None, wanted, part).ratio() for part in parts)

    scored = [(likeness(names.name(reg_id)), reg_id) for reg_id in names.labels()]
    found = [PlayerChoice(reg_id, names.label(reg_id))
             for score, reg_id in scored if score >= CLOSE_ENOUGH]
    found.sort(key=lambda choice: name_key(choice.label))
    return found


def player_view(session: Session, event_id: int, registration_id: int) -> PlayerView | None:
    """One player's page (None when the player is not in this event)."""
    event = require_event(session, event_id)
    registration = session.get(Registration, registration_id)
    if registration is None or registration.event_id != event_id:
        return None
    names = event_names(session, event_id)
    rows = session.exec(
        select(Match, Round)
        .join(Round, col(Round.id) == col(Match.round_id))
        .where(
            Round.event_id == event_id,
            col(Round.state) != "draft",
            (col(Match.player_a_id) == registration_id) | (col(Match.player_b_id) == registration_id),
        )
        .order_by(col(Round.number))
    ).all()
    lines = []
    for match, round_ in rows:
        opponent = match.player_b_id if match.player_a_id == registration_id else match.player_a_id
        # (an elimination round by its name, as the bracket and the pairings page call it: "4"
        # left a player of the top cut counting which round of it that was)
        round_name = "" if round_.kind != "elimination" else elimination_name(
            session.exec(select(Match).where(Match.round_id == round_.id)).all())
        lines.append(PlayerMatchLine(
            round_number=round_.number,
            table=match.table_number,
            opponent=None if match.is_bye else _name(names, opponent),
            result=_result_for(match, registration_id),
            match_id=match.id or 0,
            open=match.result is None and not match.is_bye,
            extension_seconds=match.time_extension_seconds,
            round_name=round_name,
            draws_allowed=structure_of(session, round_).draws_allowed,
        ))
    standings = public_standings(session, event_id)
    label = _name(names, registration_id) or ""
    mine = next((line for line in standings.lines if line.player == label), None)
    options = phone_options(session, event_id)
    return PlayerView(
        registration_id=registration_id,
        event_name=event.name,
        player=label,
        player_number=names.number(registration_id),
        matches=tuple(lines),
        standing=mine,
        standing_after_round=standings.after_round,
        may_report=options.reports,
        may_send_deck_list=options.deck_lists and event.status == "setup",
        deck_lists_closed=options.deck_lists and event.status != "setup",
        deck_list_files=game_deck_list_wording(event.game_system).file_endings,
        swiss_rounds=event.swiss_rounds,
        top_cut=event.top_cut,
    )
