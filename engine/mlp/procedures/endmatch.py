"""End-of-match procedure of the Tournament Floor Rules, as a hook on a running game.

"If time is called in a match before the match has concluded, the current turn
is completed. Then, if the current turn player was the first player to take a
turn in the current game and the game has not ended, the next player in turn
order takes a turn. If the game still has not ended, the player with the most
points wins. If players have an equal number of points, the game is a draw."
The turn sequence checks `state["time_called"]` as each turn ends.

The head judge's 5-minute limit on the procedure is the event's, not the game's: the
table keeps no clock, and the end-of-match assistant (`tourney.services.end_of_match`)
counts the limit and names the winner on points when it is reached.

Elimination rounds: "Matches in elimination rounds may not end in a draw; if a match
would end in a draw in elimination rounds, players begin another game to determine a
winner. If time has been called, this game is played until the first change in points."
`call_time(game, elimination=True)` is that extra game: time has been called, so turns
go on as usual and the first change in points ends it (`MlpGame.score` checks
`state["time_called"]["until_points_change"]`), the player with more points winning.
"""

from __future__ import annotations

from engine.core.errors import EngineError
from engine.mlp.state.game import MlpGame

RULE = "floor rules: end of match"


def call_time(game: MlpGame, elimination: bool = False) -> None:
    """Time is called now: finish this turn, then the extra turn if it is due; or, in the
    extra game of an elimination round (`elimination`), play until the first change in points."""
    s = game.s
    if s["result"] is not None:
        raise EngineError("the game is already over")
    if s["time_called"] is not None:
        raise EngineError("time has already been called in this game")
    if elimination:
        _until_points_change(game)
        return
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


def _until_points_change(game: MlpGame) -> None:
    """The extra game of an elimination round, time having been called: it begins with the
    players' points equal (a new game: none yet), so the first change in points decides it;
    unequal points would leave that change deciding nothing the rules say."""
    s = game.s
    a, b = s["players"][0]["score"], s["players"][1]["score"]
    if a != b:
        raise EngineError(f"the extra game of an elimination round is played from equal points; "
                          f"P0 has {a} and P1 {b}")
    s["time_called"] = {"turn": max(1, s["turn"]), "extra": False, "until_points_change": True}
    game.note(RULE, "Time has been called in an elimination round, whose match may not end in a draw: "
                    "this game is played until the first change in points")
