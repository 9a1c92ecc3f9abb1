"""End-of-match procedure of the Tournament Floor Rules, as a hook on a running game.

"If time is called in a match before the match has concluded, the current turn
is completed. Then, if the current turn player was the first player to take a
turn in the current game and the game has not ended, the next player in turn
order takes a turn. If the game still has not ended, the player with the most
points wins. If players have an equal number of points, the game is a draw."
The turn sequence checks `state["time_called"]` as each turn ends.
"""

from __future__ import annotations

from engine.core.errors import EngineError
from engine.mlp.state.game import MlpGame


def call_time(game: MlpGame) -> None:
    """Time is called now: finish this turn, then the extra turn if it is due."""
    s = game.s
    if s["result"] is not None:
        raise EngineError("the game is already over")
    if s["time_called"] is not None:
        raise EngineError("time has already been called in this game")
    if s["turn"] == 0:
        # Called during the setup (102): there is no turn to complete yet. Read as called in
        # the first turn, so that the first player's turn is played and the other player takes
        # one more, as the procedure gives each player a turn; finishing the first turn only
        # would leave the second player none.
        s["time_called"] = {"turn": 1, "extra": False}
        game.note("floor rules: end of match", "Time is called before the first turn: the first turn is played, "
                  "then the other player takes one more")
        return
    s["time_called"] = {"turn": s["turn"], "extra": False}
    game.note("floor rules: end of match",
              f"Time is called during turn {s['turn']} (P{s['turn_player']}'s turn)")


def stop_now(game: MlpGame) -> None:
    """The head judge's time limit for the procedure ran out: the higher score wins now."""
    s = game.s
    if s["result"] is not None:
        return
    a, b = s["players"][0]["score"], s["players"][1]["score"]
    winner = None if a == b else (0 if a > b else 1)
    game.end_game(winner, "end-of-match time limit reached: " + ("highest score" if winner is not None
                                                                  else "equal scores"),
                  "floor rules: end of match")
