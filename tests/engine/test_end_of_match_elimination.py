"""Floor rules, End of Match Procedures, in elimination rounds ("this game is played until
the first change in points"), and conceding (103.4), through the table's one engine service
(`MlpTable.call_time`, `MlpTable.concede`) that the match table and the command line call."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError
from engine.mlp.bot import RandomBot, play_out
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.table import MlpTable
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board, library, log_text

END_OF_MATCH = "floor rules: end of match"


def _game(seed: int):
    lib = library()
    return new_game(lib, [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS[:2]], seed=seed)


def test_the_elimination_rounds_extra_game_ends_at_the_first_change_in_points():
    """Time has been called and the match would be a draw: the new game is played until the
    first change in points. Turns go on past the second (the Swiss procedure would end the
    game there, a draw at no points), and the first point scored wins it."""
    game = _game(seed=3)
    MlpTable().call_time(game, elimination=True)
    turns = set()
    while game.pending() is not None:
        turns.add(game.s["turn"])
        game.submit(RandomBot(game.s["turn"]).choose(game.pending()))
    scores = [p["score"] for p in game.s["players"]]
    winner = game.result["winner"]
    assert game.result["rule"] == END_OF_MATCH and winner is not None
    assert scores[1 - winner] == 0 and scores[winner] > 0
    assert max(turns) > 2
    assert "this game is played until the first change in points" in log_text(game)
    assert f"P{winner} wins: first change in points after time was called in an elimination round" in log_text(game)


def test_the_extra_game_is_played_from_equal_points():
    board = Board()
    board.players[0] = {"score": 3}
    game = board.game()
    with pytest.raises(EngineError, match="equal points; P0 has 3 and P1 0"):
        MlpTable().call_time(game, elimination=True)
    assert game.s["time_called"] is None


def test_a_swiss_call_still_plays_the_turn_and_the_one_more():
    """Without `elimination` the table's call is the Swiss procedure: at no points after
    the second turn the game is a draw."""
    game = _game(seed=3)
    MlpTable().call_time(game)
    play_out(game, [RandomBot(1), RandomBot(2)])
    if game.s["players"][0]["score"] == game.s["players"][1]["score"]:
        assert game.result["winner"] is None
    assert game.s["turn"] <= 2 and game.result["rule"] == END_OF_MATCH


def test_a_player_concedes_through_the_table_and_loses():
    game = Board().game()
    MlpTable().concede(game, 1)
    assert game.result == {"winner": 0, "reason": "P1 conceded", "rule": "103.4"}
    assert game.pending() is None
    assert "P0 wins: P1 conceded" in log_text(game)
    with pytest.raises(EngineError, match="already over"):
        MlpTable().concede(game, 0)
