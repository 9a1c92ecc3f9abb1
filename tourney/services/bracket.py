"""The top cut as a bracket: the seeds, each elimination round by name, the champion.

The Standings tab draws it and the bracket PDF prints it, both from these
rows, so the screen and the wall say the same thing. Rounds are named as
players call them ("Quarterfinals", "Semifinals", "Final") rather than by
their number in the event, and the rounds still to come are listed with the
number of matches they will have, so a bracket printed right after the cut
has room to write in the winners.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from tourney.pairing.topcut import elimination_round_names
from tourney.services import round_titles, topcut
from tourney.services.rounds import MatchRow, list_rounds, round_pairings
from tourney.services.standings import player_names


@dataclass(frozen=True, slots=True)
class BracketSeat:
    """A player in the cut: their seed (1 = best after the Swiss rounds), name and number."""

    seed: int
    registration_id: int
    name: str
    number: str | None


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """One elimination match; a bye has no player B; `winner` is "a", "b" or None."""

    table: int | None
    a: BracketSeat
    b: BracketSeat | None
    winner: str | None

    @property
    def is_bye(self) -> bool:
        return self.b is None


@dataclass(frozen=True, slots=True)
class BracketRound:
    """An elimination round; one not paired yet has no number and no matches, only a size."""

    title: str
    number: int | None
    matches: tuple[BracketMatch, ...]
    expected_matches: int

    @property
    def paired(self) -> bool:
        return self.number is not None


@dataclass(frozen=True, slots=True)
class TopCutBracket:
    """The whole cut; `winner` is the champion's seat once the final is decided."""

    size: int
    seeds: tuple[BracketSeat, ...]
    rounds: tuple[BracketRound, ...]
    winner: BracketSeat | None

    @property
    def champion(self) -> str | None:
        """The champion's name (None until the final is decided)."""
        return self.winner.name if self.winner is not None else None


def _match(row: MatchRow, seats: dict[int, BracketSeat]) -> BracketMatch:
    def seat(reg: int, name: str, number: str | None) -> BracketSeat:
        return seats.get(reg) or BracketSeat(0, reg, name, number)

    a = seat(row.player_a_id, row.player_a_name, row.player_a_number)
    b = (
        None
        if row.is_bye or row.player_b_id is None
        else seat(row.player_b_id, row.player_b_name or "", row.player_b_number)
    )
    winner = "a" if row.is_bye else (row.result if row.result in ("a", "b") else None)
    return BracketMatch(row.table_number, a, b, winner)


def top_cut_bracket(session: Session, event_id: int) -> TopCutBracket | None:
    """The event's bracket (None before the cut); draft rounds are not shown until published."""
    cut = topcut.top_cut(session, event_id)
    if cut is None:
        return None
    # The registered name: the bracket prints every player's number beside it already.
    registered = player_names(session, event_id, only=[s.player_id for s in cut.seeds])
    seats = {
        s.player_id: BracketSeat(s.seed, s.player_id, *registered.get(s.player_id, (s.name, None)))
        for s in cut.seeds
    }
    rounds: list[BracketRound] = []
    for row in list_rounds(session, event_id):
        if row.kind != "elimination" or row.state == "draft":
            continue
        matches = tuple(
            sorted(
                (_match(m, seats) for m in round_pairings(session, row.id).matches),
                key=lambda m: (m.table is None, m.table or 0, m.a.seed),
            )
        )
        name = round_titles.seated_name(row.matches - row.byes, row.byes)  # as its headings say
        rounds.append(BracketRound(name, row.number, matches, len(matches)))
    # The rounds still to come, named by the seats left in the bracket.
    planned = elimination_round_names(cut.size)
    for index in range(len(rounds), len(planned)):
        seats_left = 2 ** (len(planned) - index)
        rounds.append(BracketRound(planned[index], None, (), seats_left // 2))
    winner = topcut.champion(session, event_id)
    return TopCutBracket(
        size=cut.size,
        seeds=tuple(seats[s.player_id] for s in cut.seeds),
        rounds=tuple(rounds),
        winner=seats.get(winner) if winner is not None else None,
    )
