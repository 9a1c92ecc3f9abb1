"""The end-of-match state machine walked through 'End of Match Procedures'."""

from __future__ import annotations

import pytest

from tourney.errors import ValidationError
from tourney.policy.end_of_match import Action, Situation, Stage, advance, next_step


def test_first_player_on_turn_finishes_then_other_takes_one_more_turn() -> None:
    # 'the current turn is completed. Then, if the current turn player was the first player
    # to take a turn ... the next player in turn order takes a turn.'
    s = Situation(first_player="a", turn_player="a", points_a=8, points_b=9)
    step = next_step(s)
    assert step.action is Action.FINISH_TURN and step.player == "a"
    assert "one more turn" in step.message
    s = advance(s, points_a=10, points_b=9)
    step = next_step(s)
    assert step.action is Action.ADDITIONAL_TURN and step.player == "b"
    s = advance(s, points_a=10, points_b=11)
    step = next_step(s)
    # 'If the game still has not ended, the player with the most points wins.'
    assert step.finished and step.game_result == "b" and step.match_result == "b"


def test_second_player_on_turn_gets_no_extra_turn() -> None:
    s = Situation(first_player="a", turn_player="b", points_a=5, points_b=5)
    assert next_step(s).action is Action.FINISH_TURN
    s = advance(s, points_a=5, points_b=5)
    step = next_step(s)
    # 'If players have an equal number of points, the game is a draw.'
    assert step.finished and step.game_result == "draw" and step.match_result == "draw"


def test_game_ending_during_procedure_ends_it() -> None:
    # '... and the game has not ended': a win during the extra turns stands.
    s = Situation(first_player="b", turn_player="b", points_a=12, points_b=14)
    s = advance(s, points_a=12, points_b=15, game_winner="b")
    step = next_step(s)
    assert step.finished and step.match_result == "b"


def test_five_minute_cap_stops_play_higher_score_wins() -> None:
    # 'may be limited to 5 minutes; if this limit is reached ... play stops immediately and
    # the player with the highest score wins.'
    s = Situation(first_player="a", turn_player="a", points_a=7, points_b=4,
                  cap_seconds=300, elapsed_seconds=299)
    assert next_step(s).action is Action.FINISH_TURN
    s = advance(s, points_a=7, points_b=4, elapsed_seconds=300)
    step = next_step(s)
    assert step.finished and step.match_result == "a" and "limit was reached" in step.message


def test_elimination_draw_starts_extra_game_until_points_change() -> None:
    # 'Matches in elimination rounds may not end in a draw ... players begin another game ...
    # If time has been called, this game is played until the first change in points'
    s = Situation(first_player="a", turn_player="b", points_a=6, points_b=6, elimination=True)
    s = advance(s, points_a=6, points_b=6)
    step = next_step(s)
    assert step.action is Action.START_EXTRA_GAME and step.game_result == "draw"
    assert step.match_result is None
    s = advance(s, points_a=0, points_b=0)
    assert s.stage is Stage.EXTRA_GAME
    assert next_step(s).action is Action.PLAY_UNTIL_POINTS_CHANGE
    s = advance(s, points_a=0, points_b=2)
    step = next_step(s)
    assert step.finished and step.match_result == "b"


def test_elimination_capped_tie_also_goes_to_extra_game() -> None:
    s = Situation(first_player="a", turn_player="a", points_a=3, points_b=3,
                  elimination=True, cap_seconds=300, elapsed_seconds=400)
    assert next_step(s).action is Action.START_EXTRA_GAME


def test_several_game_match_decided_by_game_wins() -> None:
    # A drawn last game leaves an elimination match to the games already won.
    s = Situation(first_player="a", turn_player="b", points_a=4, points_b=4,
                  elimination=True, games_won_a=1)
    s = advance(s, points_a=4, points_b=4)
    step = next_step(s)
    assert step.finished and step.game_result == "draw" and step.match_result == "a"


def test_bad_input_refused() -> None:
    with pytest.raises(ValidationError, match="first_player"):
        Situation(first_player="c", turn_player="a")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="negative"):
        Situation(first_player="a", turn_player="a", points_a=-1)
    finished = Situation(first_player="a", turn_player="a", game_winner="a")
    with pytest.raises(ValidationError, match="already finished"):
        advance(finished, points_a=0, points_b=0)
