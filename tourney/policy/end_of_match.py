"""The end-of-match procedure as a pure state machine ('End of Match Procedures').

Text followed:
  'If time is called in a match before the match has concluded, the current
  turn is completed. Then, if the current turn player was the first player to
  take a turn in the current game and the game has not ended, the next player
  in turn order takes a turn. If the game still has not ended, the player with
  the most points wins. If players have an equal number of points, the game is
  a draw.'
  'At the discretion of the head judge, the time available for this procedure
  may be limited to 5 minutes; if this limit is reached before end-of-match
  procedures are complete, play stops immediately and the player with the
  highest score wins.'
  'Matches in elimination rounds may not end in a draw; if a match would end in
  a draw in elimination rounds, players begin another game to determine a
  winner. If time has been called, this game is played until the first change
  in points' (the sentence ends there in the extracted text).

Readings chosen (see docs/floor-rules.md):
- Equal points when the 5-minute cap is reached: nobody has the highest
  score, so the game is a draw, which in elimination rounds starts the extra
  game like any other draw.
- The cap limits the procedure, not the extra game: the extra game has no
  cap (it could otherwise never produce the winner the rules require).
- 'First change in points' is read on the extra game's own score (a new
  game starts at 0 points): the first time one player has more points than
  the other, that player wins.
- In a match of several games, a drawn last game leaves the match to the game
  wins so far; only a match that would end level starts an extra game.

Whether one more turn follows the turn time was called in is the rule the engines play
(`engine.core.end_of_match`), asked there so the assistant and the match table cannot differ.

Usage: build a `Situation` when time is called, ask `next_step` what happens,
let the players do it, then `advance` with the new points; repeat until the
step is `FINISHED`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal

from engine.core.end_of_match import one_more_turn_follows
from tourney.errors import ValidationError
from tourney.policy.penalty_effects import Side, other

END_OF_MATCH_CAP_SECONDS = 5 * 60
"""The head judge's optional limit on the procedure."""

RULE = "Tournament Policies: End of Match Procedures"

Result = Literal["a", "b", "draw"]


class Stage(StrEnum):
    CURRENT_TURN = "current_turn"
    """Finishing the turn that was in progress when time was called."""
    ADDITIONAL_TURN = "additional_turn"
    """The second player's one more turn."""
    DECIDE = "decide"
    """Both turns done (or the game ended): points decide."""
    EXTRA_GAME = "extra_game"
    """Elimination only: a new game until the first change in points."""


STAGE_WORDS: dict[Stage, str] = {
    Stage.CURRENT_TURN: "finishing the turn in progress when time was called",
    Stage.ADDITIONAL_TURN: "one more turn for the player who did not go first",
    Stage.DECIDE: "the turns are done: points decide",
    Stage.EXTRA_GAME: "the extra game (elimination: until the first change in points)",
}
"""Each stage as the assistant names it (the stored values are for files and the command line)."""


class Action(StrEnum):
    FINISH_TURN = "finish_turn"
    ADDITIONAL_TURN = "additional_turn"
    START_EXTRA_GAME = "start_extra_game"
    PLAY_UNTIL_POINTS_CHANGE = "play_until_points_change"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything the procedure depends on; plain values so the GUI can build it from a form."""

    first_player: Side
    turn_player: Side
    points_a: int = 0
    points_b: int = 0
    stage: Stage = Stage.CURRENT_TURN
    elimination: bool = False
    cap_seconds: int | None = None
    elapsed_seconds: int = 0
    """Seconds since time was called (for the cap)."""
    game_winner: Side | None = None
    """Set when the game ended on its own (a player reached the winning points)."""
    games_won_a: int = 0
    games_won_b: int = 0
    """Games already won in this match before the current game (several-game matches)."""
    names: tuple[str, str] = ("player A", "player B")
    """How the steps name the two players (the service gives their names)."""

    def __post_init__(self) -> None:
        for name in ("first_player", "turn_player"):
            if getattr(self, name) not in ("a", "b"):
                raise ValidationError(f"{name} must be 'a' or 'b', not {getattr(self, name)!r}")
        if self.game_winner not in (None, "a", "b"):
            raise ValidationError(f"game winner must be 'a', 'b' or none, not {self.game_winner!r}")
        if self.points_a < 0 or self.points_b < 0:
            raise ValidationError("points cannot be negative")
        if self.elapsed_seconds < 0:
            raise ValidationError("elapsed time cannot be negative")

    def name(self, side: Side) -> str:
        """The player on that side, as the steps name them."""
        return self.names[0] if side == "a" else self.names[1]


@dataclass(frozen=True, slots=True)
class Step:
    """What happens next. When `action` is FINISHED, the results are set."""

    action: Action
    player: Side | None
    message: str
    game_result: Result | None = None
    match_result: Literal["a", "b", "draw"] | None = None
    rule: str = RULE

    @property
    def finished(self) -> bool:
        return self.action is Action.FINISHED


def _points_leader(points_a: int, points_b: int) -> Side | None:
    if points_a > points_b:
        return "a"
    if points_b > points_a:
        return "b"
    return None


def _finish(situation: Situation, game_result: Result, why: str) -> Step:
    wins_a = situation.games_won_a + (1 if game_result == "a" else 0)
    wins_b = situation.games_won_b + (1 if game_result == "b" else 0)
    match_result: Result = "a" if wins_a > wins_b else "b" if wins_b > wins_a else "draw"
    if match_result == "draw" and situation.elimination:
        return Step(
            action=Action.START_EXTRA_GAME,
            player=None,
            message=(
                f"{why}; elimination matches may not end in a draw: the players begin another "
                "game, played until the first change in points"
            ),
            game_result=game_result,
        )
    who = (
        "the match is a draw" if match_result == "draw"
        else f"{situation.name(match_result)} wins the match"
    )
    return Step(
        action=Action.FINISHED,
        player=None,
        message=f"{why}; {who}",
        game_result=game_result,
        match_result=match_result,
    )


def _by_points(situation: Situation, why: str) -> Step:
    leader = _points_leader(situation.points_a, situation.points_b)
    score = f"{situation.points_a}–{situation.points_b}"
    if leader is None:
        return _finish(situation, "draw", f"{why}: points are equal ({score}), the game is a draw")
    return _finish(situation, leader, f"{why}: {situation.name(leader)} has more points ({score})")


def next_step(situation: Situation) -> Step:
    """Say exactly what happens next."""
    if situation.game_winner is not None:
        winner = situation.name(situation.game_winner)
        return _finish(situation, situation.game_winner, f"the game ended: {winner} won it")
    if situation.stage is Stage.EXTRA_GAME:
        # A new game starts at 0 points, so its points are the change.
        leader = _points_leader(situation.points_a, situation.points_b)
        if leader is None:
            return Step(
                action=Action.PLAY_UNTIL_POINTS_CHANGE,
                player=None,
                message="extra game: play on; the first change in points decides the match",
            )
        name = situation.name(leader)
        return Step(
            action=Action.FINISHED,
            player=None,
            message=f"extra game: the points changed in {name}'s favour; {name} wins the match",
            game_result=leader,
            match_result=leader,
        )
    if situation.cap_seconds is not None and situation.elapsed_seconds >= situation.cap_seconds:
        return _by_points(situation, f"the {situation.cap_seconds // 60}-minute limit was reached, play stops")
    name = situation.name(situation.turn_player)
    if situation.stage is Stage.CURRENT_TURN:
        after = (
            f"then {situation.name(other(situation.turn_player))} takes one more turn"
            if one_more_turn_follows(situation.turn_player, situation.first_player)
            else f"then points decide ({name} did not go first, so no extra turn)"
        )
        return Step(
            action=Action.FINISH_TURN,
            player=situation.turn_player,
            message=f"{name} completes the current turn; {after}",
        )
    if situation.stage is Stage.ADDITIONAL_TURN:
        return Step(
            action=Action.ADDITIONAL_TURN,
            player=situation.turn_player,
            message=f"{name} takes one more turn; then points decide",
        )
    return _by_points(situation, "end-of-match turns are done")


def advance(
    situation: Situation,
    *,
    points_a: int,
    points_b: int,
    game_winner: Side | None = None,
    elapsed_seconds: int | None = None,
) -> Situation:
    """The situation after the players did what `next_step` said, with the new points."""
    step = next_step(situation)
    if step.finished:
        raise ValidationError("the end-of-match procedure is already finished")
    elapsed = situation.elapsed_seconds if elapsed_seconds is None else elapsed_seconds
    base = replace(
        situation, points_a=points_a, points_b=points_b, game_winner=game_winner,
        elapsed_seconds=elapsed,
    )
    if step.action is Action.FINISH_TURN:
        if one_more_turn_follows(situation.turn_player, situation.first_player):
            return replace(base, stage=Stage.ADDITIONAL_TURN, turn_player=other(situation.turn_player))
        return replace(base, stage=Stage.DECIDE)
    if step.action is Action.ADDITIONAL_TURN:
        return replace(base, stage=Stage.DECIDE)
    if step.action is Action.START_EXTRA_GAME:
        # The drawn game is over; the points given are the new game's.
        return replace(base, stage=Stage.EXTRA_GAME)
    # PLAY_UNTIL_POINTS_CHANGE: the new game's points so far.
    return base
