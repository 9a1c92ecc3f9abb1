"""The MLP CCG game system as the tournament side sees it."""

from __future__ import annotations

from engine.core.game_system import GameSystem, MatchStructure, Scoring

# Tournament Floor Rules: a win is worth 3 points, a loss 1, a draw 1, a bye 3.
MLP_SCORING = Scoring(win=3, loss=1, draw=1, bye=3)

GAME_SYSTEM = GameSystem(
    id="mlp",
    name="My Little Pony CCG",
    scoring=MLP_SCORING,
    swiss_match=MatchStructure(games_to_win=1, max_games=1, draws_allowed=True),
    elimination_match=MatchStructure(games_to_win=1, max_games=1, draws_allowed=False),
    formats=("harmony",),
)
