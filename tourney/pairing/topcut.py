"""Top cut: who makes the elimination rounds and how each round is paired.

Floor rules ("Elimination Rounds"): the top 4 of events with 16 or fewer
players, the top 8 from 17 players, or what the organizer chose; highest seed
against lowest seed, next highest against next lowest; single elimination
until one player remains; no draws (a drawn match plays another game).

Reading used here: the rule pairs the players "during Elimination Rounds", so
every elimination round is paired afresh by original seed among the players
still in (no fixed bracket). When the number left is not a power of two, the
highest seeds get byes so the next round has a power of two.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tourney.errors import ValidationError
from tourney.pairing.records import RESULT_A, RESULT_B, MatchRecord
from tourney.pairing.swiss import Pair
from tourney.pairing.tiebreakers import StandingRow
from tourney.policy.swiss import top_cut_size


def cut_size(players: int, chosen: int | None) -> int:
    """Players in the cut: the organizer's choice, else the floor rules' by player count."""
    if chosen is None:
        return top_cut_size(players)
    if chosen < 0:
        raise ValidationError(f"top cut size must be 0 (no cut) or at least 2, not {chosen}")
    if chosen == 1:
        raise ValidationError("a top cut of 1 player has no elimination rounds; use 0 for no cut")
    return chosen


@dataclass(frozen=True, slots=True)
class Seed:
    """A player in the cut with their seed (1 = best Swiss standing)."""

    seed: int
    player_id: int
    name: str


def select_top_cut(rows: Sequence[StandingRow], size: int) -> list[Seed]:
    """The best `size` players still in the event, seeded by their Swiss standing.

    A dropped player cannot play elimination rounds, so the next player in
    the standings takes the place.
    """
    if size < 2:
        raise ValidationError(f"a top cut needs at least 2 players, not {size}")
    eligible = [row for row in rows if not row.dropped]
    if len(eligible) < size:
        raise ValidationError(
            f"a top {size} needs {size} players still in the event; only {len(eligible)} are"
        )
    return [Seed(i + 1, row.player_id, row.name) for i, row in enumerate(eligible[:size])]


def _next_power_of_two(n: int) -> int:
    power = 1
    while power < n:
        power *= 2
    return power


# What players and judges call an elimination round, by how many seats its bracket has.
ROUND_NAMES = {2: "Final", 4: "Semifinals", 8: "Quarterfinals"}


def elimination_round_name(players_entering: int) -> str:
    """ "Quarterfinals", "Semifinals", "Final"; bigger rounds are "Top 16", "Top 32".

    A round some players skip with a bye is named by its bracket: six players
    entering (two of them with byes) play the quarterfinals.
    """
    seats = _next_power_of_two(max(players_entering, 2))
    return ROUND_NAMES.get(seats, f"Top {seats}")


def elimination_round_names(cut_size: int) -> tuple[str, ...]:
    """The names of every round of a cut of `cut_size` players, first round first."""
    names = []
    seats = _next_power_of_two(max(cut_size, 2))
    while seats >= 2:
        names.append(ROUND_NAMES.get(seats, f"Top {seats}"))
        seats //= 2
    return tuple(names)


def pair_elimination(seeded: Sequence[int]) -> tuple[Pair, ...]:
    """One elimination round for the players still in, best seed first.

    Top seeds get byes (no table) when the count is not a power of two; the
    rest play highest against lowest, tables numbered from the top seed.
    """
    n = len(seeded)
    if n < 2:
        raise ValidationError("an elimination round needs at least 2 players")
    byes = _next_power_of_two(n) - n
    pairs: list[Pair] = []
    playing = list(seeded[byes:])
    half = len(playing) // 2
    for i in range(half):
        pairs.append(Pair(i + 1, playing[i], playing[-1 - i]))
    for player in seeded[:byes]:
        pairs.append(Pair(None, player, None))
    return tuple(pairs)


def match_winner(match: MatchRecord) -> int | None:
    """Who goes through from an elimination match; None while undecided."""
    if match.player_b is None:
        return match.player_a
    if match.result == RESULT_A:
        return match.player_a
    if match.result == RESULT_B:
        return match.player_b
    return None


def players_left(seeds: Sequence[Seed], rounds: Iterable[Sequence[MatchRecord]]) -> list[int]:
    """Players still in after the given elimination rounds, in seed order.

    Raises when a round has a match without a winner: the next round cannot
    be paired until every match is decided.
    """
    left = [s.player_id for s in seeds]
    for number, matches in enumerate(rounds, start=1):
        winners: set[int] = set()
        for m in matches:
            w = match_winner(m)
            if w is None:
                raise ValidationError(
                    f"elimination round {number} still has a match without a winner"
                )
            winners.add(w)
        left = [p for p in left if p in winners]
    return left
