"""Top cut selection and pairing, and the floor-rules numbers."""

from __future__ import annotations

import pytest

from engine.mlp.system import MLP_SCORING
from tourney.errors import ValidationError
from tourney.pairing.records import Entrant, History, MatchRecord
from tourney.pairing.swiss import Pair
from tourney.pairing.tiebreakers import standings
from tourney.pairing.topcut import (
    cut_size,
    elimination_round_name,
    elimination_round_names,
    pair_elimination,
    players_left,
    select_top_cut,
)
from tourney.policy.swiss import (
    sanction_warning,
    suggested_swiss_rounds,
    top_cut_size,
)


@pytest.mark.parametrize(
    ("players", "rounds"),
    [(4, 3), (5, 4), (8, 4), (9, 5), (16, 5), (17, 6), (24, 6), (25, 7), (39, 7),
     (40, 8), (56, 8), (57, 9), (98, 9), (99, 10), (5000, 10)],
)
def test_suggested_rounds_follow_the_floor_rules_table(players: int, rounds: int) -> None:
    assert suggested_swiss_rounds(players) == rounds


def test_sanction_warning_below_four_players() -> None:
    assert sanction_warning(4) is None
    warning = sanction_warning(3)
    assert warning is not None and "at least 4 players" in warning


def test_cut_sizes() -> None:
    assert [top_cut_size(n) for n in (3, 4, 16, 17, 200)] == [3, 4, 4, 8, 8]
    assert cut_size(40, None) == 8
    assert cut_size(40, 4) == 4
    assert cut_size(40, 0) == 0
    with pytest.raises(ValidationError):
        cut_size(40, 1)


def test_top_eight_seeded_highest_against_lowest_and_reseeded() -> None:
    seeds = list(range(1, 9))
    assert pair_elimination(seeds) == (
        Pair(1, 1, 8), Pair(2, 2, 7), Pair(3, 3, 6), Pair(4, 4, 5),
    )
    # Upsets: 8, 2, 6, 4 win; next round re-pairs by seed, highest against lowest.
    assert pair_elimination([2, 4, 6, 8]) == (Pair(1, 2, 8), Pair(2, 4, 6))


def test_cut_that_is_not_a_power_of_two_gives_top_seeds_byes() -> None:
    assert pair_elimination([1, 2, 3, 4, 5, 6]) == (
        Pair(1, 3, 6), Pair(2, 4, 5), Pair(None, 1, None), Pair(None, 2, None),
    )


def test_cut_skips_dropped_players_and_tracks_winners() -> None:
    entrants = tuple(
        Entrant(i, f"P{i}", dropped_after_round=(1 if i == 1 else None)) for i in range(1, 7)
    )
    history = History(
        entrants,
        (MatchRecord(1, 1, 2, "a"), MatchRecord(1, 3, 4, "a"), MatchRecord(1, 5, 6, "a")),
        (1,),
    )
    rows = standings(history, MLP_SCORING, seed=1)
    cut = select_top_cut(rows, 4)
    assert 1 not in [s.player_id for s in cut]
    assert [s.seed for s in cut] == [1, 2, 3, 4]
    first = [s.player_id for s in cut]
    round_one = [
        MatchRecord(2, first[0], first[3], "b", kind="elimination"),
        MatchRecord(2, first[1], first[2], "a", kind="elimination"),
    ]
    assert players_left(cut, [round_one]) == [first[1], first[3]]
    with pytest.raises(ValidationError, match="without a winner"):
        players_left(cut, [[MatchRecord(2, first[0], first[3], "draw", kind="elimination")]])
    with pytest.raises(ValidationError, match="only 5"):
        select_top_cut(rows, 8)


def test_elimination_rounds_are_named_as_players_call_them() -> None:
    assert elimination_round_names(8) == ("Quarterfinals", "Semifinals", "Final")
    assert elimination_round_names(4) == ("Semifinals", "Final")
    assert elimination_round_names(2) == ("Final",)
    assert elimination_round_names(16) == ("Top 16", "Quarterfinals", "Semifinals", "Final")
    # six players (two seeds with byes) play the quarterfinals
    assert elimination_round_name(6) == "Quarterfinals"
    assert elimination_round_name(2) == "Final"
    assert elimination_round_name(32) == "Top 32"
