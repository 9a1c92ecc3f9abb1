"""Final placings: the top cut decides the first places, the Swiss standings the rest.

After a top cut the Swiss rank no longer says where a player finished: the
champion is first whatever their seed, the other finalist second, the
semi-final losers share 3–4, the quarter-final losers 5–8, and everyone who
missed the cut follows in Swiss order. The Standings tab, the standings PDF,
`tourney standings` and the export all read placings from here, so they
never disagree about who came where.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tourney.db.models import Match, Round
from tourney.pairing.tiebreakers import StandingRow
from tourney.services import round_titles, topcut
from tourney.services.standings import StandingsTable, current_standings

# Registration id -> (first, last) place: (3, 4) for the two losing semi-finalists.
Places = Mapping[int, tuple[int, int]]


def placing_label(first: int, last: int) -> str:
    """The placing as text: `3` for one place, `3–4` for places shared in the top cut."""
    return str(first) if first == last else f"{first}–{last}"


@dataclass(frozen=True, slots=True)
class PlacedRow:
    """A player's Swiss standing with the place they finished in."""

    row: StandingRow
    first: int
    last: int

    @property
    def label(self) -> str:
        return placing_label(self.first, self.last)


def _match_winner(match: Match) -> int | None:
    if match.player_b_id is None:
        return match.player_a_id
    if match.result == "a":
        return match.player_a_id
    if match.result == "b":
        return match.player_b_id
    return None


def top_cut_places(session: Session, event_id: int, cut: topcut.TopCut) -> dict[int, tuple[int, int]]:
    """Registration id -> (first, last) place for everyone in the cut.

    The losers of an elimination round that `n` players entered share places
    n - losers + 1 to n (the semi-final losers of a top 4 are 3–4); players
    still in share 1 to however many remain, so an unfinished cut is honest.
    A round still missing a result ends the count there.
    """
    left = [seed.player_id for seed in cut.seeds]
    places: dict[int, tuple[int, int]] = {}
    rounds = session.exec(
        select(Round)
        .where(Round.event_id == event_id, Round.kind == "elimination", Round.state != "draft")
        .order_by(col(Round.number))
    ).all()
    for round_ in rounds:
        matches = session.exec(select(Match).where(Match.round_id == round_.id)).all()
        winners = [_match_winner(m) for m in matches]
        if any(w is None for w in winners):
            break
        entered = len(left)
        losers = [p for p in left if p not in winners]
        for player in losers:
            places[player] = (entered - len(losers) + 1, entered)
        left = [p for p in left if p in winners]
    for player in left:
        places[player] = (1, len(left))
    return places


def place_rows(
    rows: Sequence[StandingRow], cut_size: int | None, places: Places
) -> tuple[PlacedRow, ...]:
    """Every standing row with its place, best place first (Swiss rank breaks a shared place).

    Without a cut (`cut_size` None) the place is the Swiss rank. With one,
    the cut's places come first and everyone below the cut follows in Swiss
    order, numbered on from the size of the cut.
    """
    below_cut = sorted(row.rank for row in rows if row.player_id not in places)

    def placing(row: StandingRow) -> tuple[int, int]:
        if cut_size is None:
            return row.rank, row.rank
        if row.player_id in places:
            return places[row.player_id]
        place = cut_size + bisect_left(below_cut, row.rank) + 1
        return place, place

    placed = [PlacedRow(row, *placing(row)) for row in rows]
    placed.sort(key=lambda p: (p.first, p.row.rank))
    return tuple(placed)


@dataclass(frozen=True, slots=True)
class CutPlaces:
    """What the top cut has decided so far: the cut, its places and the champion (None yet)."""

    cut: topcut.TopCut
    places: Mapping[int, tuple[int, int]]
    champion: int | None
    stage: str = ""
    """Where the cut stands, as its rounds are named: "after the Semifinals (round 5)", "during
    the Final (round 6)"; "" before its first round is published."""


@dataclass(frozen=True, slots=True)
class FinalStandings:
    """The standings after a top cut: the Swiss table, the cut, each player's place, the champion.

    `champion` is None while elimination rounds are still to be played.
    """

    table: StandingsTable
    cut: topcut.TopCut
    placed: tuple[PlacedRow, ...]
    champion: int | None
    stage: str = ""
    """As `CutPlaces.stage`."""

    @property
    def finished(self) -> bool:
        return self.champion is not None

    def heading(self) -> str:
        """ "Final standings" once the champion is known, else where the cut stands."""
        if self.finished:
            return "Final standings"
        if self.stage:  # the round the places were last settled by, as every screen names it
            return f"Standings {self.stage}"
        return f"Standings: top {self.cut.size} in progress"


def cut_and_places(session: Session, event_id: int) -> CutPlaces | None:
    """The event's cut, its places so far and its champion; None before the cut."""
    cut = topcut.top_cut(session, event_id)
    if cut is None:
        return None
    return CutPlaces(cut, top_cut_places(session, event_id, cut), topcut.champion(session, event_id),
                     cut_stage(session, event_id))


def latest_cut_round(session: Session, event_id: int) -> Round | None:
    """The top cut's latest published round (being played or played); None before one is."""
    return session.exec(
        select(Round).where(Round.event_id == event_id, Round.kind == "elimination",
                            Round.state != "draft").order_by(col(Round.number).desc())
    ).first()


def cut_progress(session: Session, event_id: int) -> str:
    """Where the top cut stands, for a page of the Swiss standings: "The top 8 is under way:
    the Quarterfinals (round 4) is being played."; "" before the cut."""
    cut = topcut.top_cut(session, event_id)
    if cut is None:
        return ""
    top = f"The top {cut.size}"
    if topcut.champion(session, event_id) is not None:
        return f"{top} has been played: the bracket shows its results."
    played = latest_cut_round(session, event_id)
    if played is None:
        return f"{top} has been chosen: its first round is still to be paired."
    the_round = round_titles.stored_in_sentence(session, played)
    return (f"{top} is under way: the results of {the_round} are in." if played.state == "complete"
            else f"{top} is under way: {the_round} is being played.")


def cut_stage(session: Session, event_id: int) -> str:
    """ "after the Semifinals (round 5)" when its results are all in, "during the Final (round 6)"
    while it is played; a draft does not count (the places are those of the round before)."""
    played = latest_cut_round(session, event_id)
    if played is None:
        return ""
    when = "after" if played.state == "complete" else "during"
    return f"{when} {round_titles.stored_in_sentence(session, played)}"


def placed_after_cut(table: StandingsTable, decided: CutPlaces) -> FinalStandings:
    """The Swiss `table` with the places the cut decided (the window keeps `decided` between results)."""
    placed = place_rows(table.rows, decided.cut.size, decided.places)
    return FinalStandings(table, decided.cut, placed, decided.champion, decided.stage)


def final_standings(session: Session, event_id: int) -> FinalStandings | None:
    """The event's placings after its top cut (None before the cut)."""
    decided = cut_and_places(session, event_id)
    if decided is None:
        return None
    return placed_after_cut(current_standings(session, event_id), decided)
