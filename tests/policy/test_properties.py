"""Properties: the end-of-match procedure always ends as the text says; withdrawals undo everything."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlmodel import select

from tourney.db.models import Game, Match, Registration
from tourney.policy.end_of_match import Action, Situation, advance, next_step
from tourney.services import penalties

from .conftest import make_floor

sides = st.sampled_from(["a", "b"])
points = st.integers(min_value=0, max_value=14)


@given(first=sides, turn=sides, start=st.tuples(points, points),
       later=st.lists(st.tuples(points, points), min_size=3, max_size=3))
def test_swiss_procedure_ends_within_two_turns_and_most_points_wins(
    first: str, turn: str, start: tuple[int, int], later: list[tuple[int, int]]
) -> None:
    # 'End of Match Procedures': at most the current turn and one more; then most points wins.
    s = Situation(first_player=first, turn_player=turn, points_a=start[0], points_b=start[1])  # type: ignore[arg-type]
    turns = 0
    step = next_step(s)
    while not step.finished:
        assert step.action in (Action.FINISH_TURN, Action.ADDITIONAL_TURN)
        s = advance(s, points_a=later[turns][0], points_b=later[turns][1])
        turns += 1
        step = next_step(s)
    assert turns == (2 if turn == first else 1)
    expected = "a" if s.points_a > s.points_b else "b" if s.points_b > s.points_a else "draw"
    assert step.match_result == expected


@given(first=sides, turn=sides, pts=st.lists(st.tuples(points, points), min_size=6, max_size=6))
def test_elimination_never_ends_in_a_draw(first: str, turn: str, pts: list[tuple[int, int]]) -> None:
    # 'Matches in elimination rounds may not end in a draw'.
    s = Situation(first_player=first, turn_player=turn, elimination=True)  # type: ignore[arg-type]
    for a, b in pts:
        step = next_step(s)
        if step.finished:
            break
        s = advance(s, points_a=a, points_b=b)
    step = next_step(s)
    if step.finished:
        assert step.match_result in ("a", "b")


CODES = ["drawing_extra_cards", "slow_play", "outside_assistance", "cheating", "looking_at_extra_cards"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(issued=st.lists(st.tuples(st.sampled_from([0, 1]), st.sampled_from(CODES)), min_size=1, max_size=5),
       order=st.randoms(use_true_random=False))
def test_withdrawing_every_penalty_restores_the_match(issued: list[tuple[int, str]], order) -> None:  # type: ignore[no-untyped-def]
    # Penalties are reversible: once all are withdrawn, the match and players are as before.
    floor = make_floor(n_players=2)
    p = floor.players
    [m] = floor.add_round(1, [(p[0], p[1])])
    ids = []
    for who, code in issued:
        with floor.db.transaction() as s:
            if s.get(Registration, p[who]).dropped_after_round is not None:
                continue
            judge = floor.head_judge if code == "cheating" else floor.floor_judge
            ids.append(penalties.issue_penalty(s, floor.event_id, p[who], infraction_code=code,
                                               issued_by_person_id=judge).id)
    order.shuffle(ids)
    for penalty_id in ids:
        with floor.db.transaction() as s:
            if penalties.get_penalty(s, penalty_id).active:
                penalties.withdraw_penalty(s, penalty_id, reason="test", by_person_id=floor.head_judge)
    with floor.db.transaction() as s:
        match = s.get(Match, m)
        assert match.result is None and match.result_source is None
        assert s.exec(select(Game).where(Game.match_id == m)).all() == []
        assert [s.get(Registration, r).dropped_after_round for r in p[:2]] == [None, None]
        assert all(not r.active for r in penalties.list_penalties(s, floor.event_id))
    floor.db.close()


def _state(floor, m):  # type: ignore[no-untyped-def]
    with floor.db.transaction() as s:
        match = s.get(Match, m)
        games = sorted((g.number, g.winner_id, g.is_draw) for g in s.exec(select(Game).where(Game.match_id == m)))
        kinds = [(r.registration_id, r.infraction, r.penalty)
                 for r in penalties.list_penalties(s, floor.event_id) if r.active]
        dropped = [s.get(Registration, r).dropped_after_round for r in floor.players[:2]]
        return match.result, games, kinds, dropped


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# a Game Loss waiting behind a decided match, issued before the opponent's Disqualification:
# re-opening the match must apply them in that order
@example(issued=[(0, "drawing_extra_cards")] * 3 + [(1, "cheating")],
         keep=[False, False, True, True, False])
@given(issued=st.lists(st.tuples(st.sampled_from([0, 1]), st.sampled_from(CODES)),
                       min_size=1, max_size=5),
       keep=st.lists(st.booleans(), min_size=5, max_size=5))
def test_withdrawing_some_equals_never_issuing_them(issued: list[tuple[int, str]], keep: list[bool]) -> None:
    # Withdrawal undoes a penalty's effects, escalations included: the result is as if the
    # withdrawn penalties had never been issued.
    def run(selection: list[tuple[int, str]], withdraw: list[bool] | None):  # type: ignore[no-untyped-def]
        floor = make_floor(n_players=2)
        p = floor.players
        [m] = floor.add_round(1, [(p[0], p[1])])
        ids = []
        for who, code in selection:
            with floor.db.transaction() as s:
                ids.append(penalties.issue_penalty(s, floor.event_id, p[who], infraction_code=code,
                                                   issued_by_person_id=floor.head_judge).id)
        if withdraw is not None:
            for penalty_id, kept in zip(ids, withdraw, strict=False):
                if not kept:
                    with floor.db.transaction() as s:
                        penalties.withdraw_penalty(s, penalty_id, reason="t", by_person_id=floor.head_judge)
        state = _state(floor, m)
        floor.db.close()
        return state

    after_withdrawal = run(issued, keep)
    never = run([x for x, k in zip(issued, keep, strict=False) if k], None)
    assert after_withdrawal[0] == never[0]
    assert after_withdrawal[2:] == never[2:]
    assert [(n, w, d) for n, w, d in after_withdrawal[1]] == never[1]
