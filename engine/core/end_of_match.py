"""The floor rules' End of Match Procedures: which turns are still played once time is called.

"If time is called in a match before the match has concluded, the current turn is
completed. Then, if the current turn player was the first player to take a turn in the
current game and the game has not ended, the next player in turn order takes a turn. If
the game still has not ended, the player with the most points wins."

The program applies this procedure to the events of every game that plays it (MLP's own
floor rules; Spellcasters, whose draft sets no time limit). Each engine asks here as a turn
ends whether the procedure's turns are done, and the end-of-match assistant
(`tourney.policy.end_of_match`) asks here which turn follows the one time was called in, so
the match table plays the same turns the assistant walks the judge through; then the engine
scores the game by its own points. The rule is written once, here, because the tournament
side may import `engine.core` and the engines may import nothing from the tournament side.
"""

from __future__ import annotations

from typing import TypeVar

Player = TypeVar("Player")
"""However the caller names a player: an engine's seat number, the assistant's side letter."""


def one_more_turn_follows(turn_player: Player, first_player: Player) -> bool:
    """The turn time was called in is completed: does the next player in turn order take one
    more turn? Only when that turn was the first player's; otherwise points decide."""
    return turn_player == first_player


def one_more_turn_due(called_turn: int, turn: int, turn_player: int, first_player: int) -> bool:
    """At the end of `turn`, with time called during `called_turn`: does the next player in
    turn order take one more turn (the turn that ended was the one time was called in, and
    the first player's)? False means the procedure's turns are done and points decide."""
    return turn == called_turn and one_more_turn_follows(turn_player, first_player)
