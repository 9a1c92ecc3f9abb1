"""Standings and tiebreakers: worked examples checked by hand."""

from __future__ import annotations

import pytest

from engine.mlp.system import MLP_SCORING
from tourney.errors import ValidationError
from tourney.pairing.records import Entrant, History, MatchRecord
from tourney.pairing.tiebreakers import standings, validate_chain

A, B, C, D, E = 1, 2, 3, 4, 5
NAMES = {A: "Applejack", B: "Bon Bon", C: "Cheerilee", D: "Derpy", E: "Lyra"}


def entrants(*ids: int, **extra: dict[str, object]) -> tuple[Entrant, ...]:
    return tuple(Entrant(i, NAMES[i], **extra.get(str(i), {})) for i in ids)  # type: ignore[arg-type]


def four_player_event() -> History:
    """R1: A beats B, C beats D.  R2: A beats C, B and D draw.  R3: D beats A, B beats C."""
    matches = (
        MatchRecord(1, A, B, "a"),
        MatchRecord(1, C, D, "a"),
        MatchRecord(2, A, C, "a"),
        MatchRecord(2, B, D, "draw"),
        MatchRecord(3, A, D, "b"),
        MatchRecord(3, B, C, "a"),
    )
    return History(entrants(A, B, C, D), matches, (1, 2, 3))


def test_worked_example_four_players() -> None:
    # Points (win 3, loss 1, draw 1): A 3+3+1=7; B 1+1+3=5; C 3+1+1=5; D 1+1+3=5.
    # Match-win %: A 7/9; B, C, D 5/9 each.
    # OMW: A = (5/9+5/9+5/9)/3 = 5/9; B, C, D = (7/9+5/9+5/9)/3 = 17/27 each: still tied.
    # OOMW: B, C, D = (5/9 + 17/27 + 17/27)/3 = 49/81 each: still tied.
    # Head-to-head (B, C, D all played each other): B 1 (draw D) + 3 (beat C) = 4;
    # C 3 (beat D) + 1 (lost to B) = 4; D 1 (draw B) + 1 (lost to C) = 2.
    # So A first, D fourth, B and C split by the recorded random.
    rows = standings(four_player_event(), MLP_SCORING, seed=7)
    assert rows[0].player_id == A
    assert rows[-1].player_id == D
    assert {rows[1].player_id, rows[2].player_id} == {B, C}
    by_id = {r.player_id: r for r in rows}
    assert by_id[A].match_points == 7 and by_id[A].record == "2-1-0"
    assert by_id[D].record == "1-1-1"
    assert by_id[A].match_win == pytest.approx(7 / 9)
    omw = {p: r.tiebreakers[1].value for p, r in by_id.items()}
    assert omw[A] == pytest.approx(5 / 9)
    assert omw[B] == omw[C] == omw[D] == pytest.approx(17 / 27)
    oomw = {p: r.tiebreakers[2].value for p, r in by_id.items()}
    assert oomw[B] == oomw[C] == oomw[D] == pytest.approx(49 / 81)
    h2h = {p: r.tiebreakers[3].value for p, r in by_id.items()}
    assert (h2h[B], h2h[C], h2h[D]) == (4, 4, 2)
    assert "not needed" in by_id[A].tiebreakers[3].note
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    # The recorded random is the same for the same seed.
    again = standings(four_player_event(), MLP_SCORING, seed=7)
    assert [r.player_id for r in again] == [r.player_id for r in rows]


def test_explanation_lists_each_opponent() -> None:
    rows = standings(four_player_event(), MLP_SCORING)
    a = next(r for r in rows if r.player_id == A)
    text = a.tiebreakers[1].explain(NAMES)
    assert text == (
        "Opponents' match-win %: 55.56% = average of 3 opponents: "
        "Bon Bon 55.56%, Cheerilee 55.56%, Derpy 55.56%"
    )
    assert a.explanations(NAMES)[0] == "Match points: 7"


def test_byes_count_for_points_but_are_not_opponents() -> None:
    # R1: A bye, B beats C.  R2: A beats B, C bye.
    history = History(
        entrants(A, B, C),
        (
            MatchRecord(1, A, None, "a"),
            MatchRecord(1, B, C, "a"),
            MatchRecord(2, A, B, "a"),
            MatchRecord(2, C, None, "a"),
        ),
        (1, 2),
    )
    rows = {r.player_id: r for r in standings(history, MLP_SCORING)}
    assert rows[A].match_points == 6 and rows[A].byes == 1 and rows[A].record == "2-0-0"
    assert rows[A].match_win == pytest.approx(1.0)
    # A's only opponent is B (4 points of 6 = 2/3); the bye is not averaged in.
    assert rows[A].tiebreakers[1].value == pytest.approx(2 / 3)
    assert [o for o, _, _ in rows[A].tiebreakers[1].terms()] == [B]
    # C's only opponent is B, too; C's bye gave 3 points, the loss 1.
    assert rows[C].match_points == 4
    assert rows[C].tiebreakers[1].value == pytest.approx(2 / 3)


def test_floor_and_late_entry_policies() -> None:
    # E enters late in round 2; with the "zero" policy, missed round 1 is worth 0 points.
    late = {"5": {"late_entry_round": 2}}
    matches = (
        MatchRecord(1, A, B, "a"),
        MatchRecord(2, A, E, "a"),
        MatchRecord(2, B, None, "a"),
    )
    zero = History(entrants(A, B, E, **late), matches, (1, 2), late_entry_policy="zero")
    rows = {r.player_id: r for r in standings(zero, MLP_SCORING)}
    # E: 0 (missed) + 1 (loss) = 1 point over 2 rounds: 1/6, below the 1/3 floor.
    assert rows[E].match_points == 1 and rows[E].missed_rounds == 1
    assert rows[E].match_win == pytest.approx(1 / 6)
    # A met B (4 of 6 = 2/3) and E (1/6, floored to 1/3): OMW = (2/3 + 1/3)/2 = 1/2.
    assert rows[A].tiebreakers[1].value == pytest.approx(0.5)
    assert "floor 33.33%" in rows[A].tiebreakers[1].explain(NAMES)

    loss = History(entrants(A, B, E, **late), matches, (1, 2), late_entry_policy="loss")
    rows = {r.player_id: r for r in standings(loss, MLP_SCORING)}
    # Missed round as a loss: 1 + 1 = 2 points over 2 rounds = 1/3.
    assert rows[E].match_points == 2
    assert rows[E].match_win == pytest.approx(1 / 3)


def test_dropped_players_stay_and_unentered_results_do_not_count() -> None:
    history = History(
        entrants(A, B, C, D, **{"4": {"dropped_after_round": 1}}),
        (
            MatchRecord(1, A, B, "a"),
            MatchRecord(1, C, D, "b"),
            MatchRecord(2, A, C, None),
            MatchRecord(2, B, None, "a"),
        ),
        (1, 2),
    )
    rows = {r.player_id: r for r in standings(history, MLP_SCORING)}
    assert set(rows) == {A, B, C, D}
    assert rows[D].dropped and rows[D].match_points == 3
    assert rows[A].rounds_counted == 1  # round 2 result not entered yet
    assert rows[B].match_points == 4


def test_head_to_head_needs_everyone_in_the_tie_to_have_met() -> None:
    # A and B both beat someone and lost to someone, but never met each other.
    history = History(
        entrants(A, B, C, D),
        (MatchRecord(1, A, C, "a"), MatchRecord(1, B, D, "a")),
        (1,),
    )
    rows = standings(history, MLP_SCORING, ["match_points", "head_to_head", "random"])
    top = {r.player_id: r for r in rows[:2]}
    assert set(top) == {A, B}
    assert "not applied" in top[A].tiebreakers[1].note


def test_game_win_chain_and_shared_ranks() -> None:
    history = History(
        entrants(A, B, C, D),
        (MatchRecord(1, A, B, "a", 2, 0, 0), MatchRecord(1, C, D, "a", 2, 1, 0)),
        (1,),
    )
    rows = standings(history, MLP_SCORING, ["match_points", "gw"])
    assert [r.player_id for r in rows] == [A, C, D, B]
    assert rows[1].tiebreakers[1].value == pytest.approx(2 / 3)
    tied = standings(history, MLP_SCORING, ["match_points"])
    assert [r.rank for r in tied] == [1, 1, 3, 3]


def test_chain_is_validated() -> None:
    with pytest.raises(ValidationError, match="unknown tiebreaker"):
        validate_chain(["match_points", "sonneborn"])
    with pytest.raises(ValidationError, match="twice"):
        validate_chain(["omw", "omw"])


def test_standings_properties_on_random_events() -> None:
    import random

    from tourney.pairing.next_round import pair_next_round

    for seed in range(25):
        rng = random.Random(seed)
        n = rng.randint(2, 30)
        entrants = tuple(Entrant(i, f"P{i}") for i in range(1, n + 1))
        matches: list[MatchRecord] = []
        for number in range(1, rng.randint(1, 6) + 1):
            history = History(entrants, tuple(matches), tuple(range(1, number)))
            for pair in pair_next_round(history, MLP_SCORING, number, seed=seed).pairs:
                result = "a" if pair.player_b is None else rng.choice(["a", "b", "draw", None])
                matches.append(MatchRecord(number, pair.player_a, pair.player_b, result))
        history = History(entrants, tuple(matches), tuple({m.round_number for m in matches}))
        rows = standings(history, MLP_SCORING, seed=seed)
        assert sorted(r.player_id for r in rows) == list(range(1, n + 1))
        points = [r.match_points for r in rows]
        assert points == sorted(points, reverse=True)
        assert [r.rank for r in rows] == list(range(1, n + 1))  # the random breaks every tie
        assert all(0 <= r.match_win <= 1 for r in rows)
        assert sum(r.wins for r in rows) == sum(r.losses for r in rows) - sum(
            1 for m in matches if m.result == "double_loss"
        ) * 2
        assert standings(history, MLP_SCORING, seed=seed) == rows


@pytest.mark.parametrize(
    "chain",
    [
        ("match_points", "omw", "oomw", "head_to_head", "random"),
        ("match_points", "gw", "ogw", "random"),
    ],
)
def test_an_event_nobody_registered_for_has_empty_standings(chain: tuple[str, ...]) -> None:
    assert standings(History((), (), ()), MLP_SCORING, chain, seed=7) == []


def test_a_player_with_only_a_bye_has_the_floor_not_zero() -> None:
    # E enters late in round 2 and gets the bye: no opponents at all.
    # R1: A beats B, C beats D.  R2: A beats C, D beats B, E bye.
    late = {"5": {"late_entry_round": 2}}
    matches = (
        MatchRecord(1, A, B, "a"),
        MatchRecord(1, C, D, "a"),
        MatchRecord(2, A, C, "a"),
        MatchRecord(2, D, B, "a"),
        MatchRecord(2, E, None, "a"),
    )
    history = History(entrants(A, B, C, D, E, **late), matches, (1, 2))
    chain = ("match_points", "omw", "oomw", "ogw")
    rows = {r.player_id: r for r in standings(history, MLP_SCORING, chain)}
    omw, oomw, ogw = rows[E].tiebreakers[1:]
    # A bye is not an opponent: E gets the floor, the least anyone with opponents has.
    assert (omw.value, oomw.value, ogw.value) == (pytest.approx(1 / 3),) * 3
    assert omw.shown == "33.33%"
    assert omw.explain(NAMES) == (
        "Opponents' match-win %: 33.33% (no opponents yet, byes are not opponents: "
        "the 33.33% floor)"
    )
    # Nobody with opponents is below the floor, so E never ranks under them for the bye.
    assert all(r.tiebreakers[1].value >= omw.value for r in rows.values())
