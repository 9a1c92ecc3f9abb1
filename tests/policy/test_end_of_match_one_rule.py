"""The end-of-match assistant and the engines play the same turns once time is called.

The assistant (`tourney.policy.end_of_match`) walks the judge through stages; an engine asks
`engine.core.end_of_match.one_more_turn_due` as each turn ends. Over every case (who went
first, whose turn time was called in) both must name the same players taking the same turns.
"""

from __future__ import annotations

import itertools

import pytest

from engine.core.end_of_match import one_more_turn_due
from tourney.policy.end_of_match import Action, Situation, advance, next_step
from tourney.policy.penalty_effects import Side, other

CALLED_IN = 7
"""Any turn number: the walk only compares turns after the call."""


def assistant_turns(first: Side, on_turn: Side) -> list[Side]:
    """The players the assistant says take a turn, in order, until points decide."""
    situation, turns = Situation(first_player=first, turn_player=on_turn, points_a=3, points_b=2), []
    step = next_step(situation)
    while step.action in (Action.FINISH_TURN, Action.ADDITIONAL_TURN):
        turns.append(step.player)
        situation = advance(situation, points_a=3, points_b=2)
        step = next_step(situation)
    assert step.finished and step.match_result == "a"
    return turns


def engine_turns(first: Side, on_turn: Side) -> list[Side]:
    """The players an engine lets take a turn, asking the shared rule as each turn ends."""
    seat = {"a": 0, "b": 1}
    turn, player, turns = CALLED_IN, on_turn, [on_turn]
    while one_more_turn_due(CALLED_IN, turn, seat[player], seat[first]):
        turn, player = turn + 1, other(player)
        turns.append(player)
    return turns


@pytest.mark.parametrize(("first", "on_turn"), list(itertools.product("ab", "ab")))
def test_the_assistant_and_the_engines_play_the_same_turns_after_time_is_called(first: Side, on_turn: Side) -> None:
    expected = [on_turn, other(on_turn)] if on_turn == first else [on_turn]
    assert assistant_turns(first, on_turn) == engine_turns(first, on_turn) == expected
