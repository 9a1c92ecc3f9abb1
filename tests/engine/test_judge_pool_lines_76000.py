"""Log lines a judge read in the whole-pool games of seeds 76000-76599 that left out what the
judge needs to follow the game: each on the judge's board."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import PURPLE, YELLOW, start_challenge
from tests.engine.helpers import Board, answer, log_text, shipped_game

# ----- the Challenge Step names the Troublemaker challenged (608.4) ------------------------------


def test_a_challenge_names_the_troublemaker_where_two_share_a_problem():
    """Judge scenario (608.1, 608.4): P0's Friend is at P0's Cloudbursting with P0's own Purple
    Parasprite (PR157) and P1's Starlight Glimmer, Exposed Inequality (HM119), both face-up. P0
    challenges the Starlight Glimmer, the only one it may (608.1: an opposing Troublemaker). The
    log said only "P0 starts a Troublemaker faceoff at Cloudbursting", leaving a judge to guess
    which of the two was challenged, so the power totals after it could not be checked: the
    challenge names its Troublemaker, as one a card's text starts does."""
    b = Board()
    b.add("PR31", 0, "play", "problem:0")
    own = b.add("PR157", 0, "play", "problem:0")
    theirs = b.add("HM119", 1, "play", "problem:0")
    g = start_challenge(b, theirs)
    log = log_text(g)
    assert f"608.4: P0 challenges {g.name(theirs)}" in log, log
    assert g.name(own) not in log, log
    assert log.index(f"P0 challenges {g.name(theirs)}") < log.index("P0 starts a Troublemaker faceoff"), log


# ----- Glass of Water: a loss with no token to lose is said, beside the gain (705.2e) -------------


def _glass_of_water(opponents_tokens: int) -> tuple[MlpGame, int]:
    """P0 (two Purple and two Yellow Friends at home, 3 action tokens) plays Glass of Water
    (HM89: "Choose one: Turn an opposing Troublemaker face-down, uncover one of your face-down
    Troublemakers, or an opponent loses [1] and you gain [1]."), with no Troublemaker in play,
    so the last mode is the one it can do; P1 has `opponents_tokens`. The game after it, and
    the Event."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.players[1] = {"tokens": opponents_tokens}
    for friend in (PURPLE, PURPLE, YELLOW, YELLOW):
        b.add(friend, 0, "play", "home:0")
    glass = b.add("HM89", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{glass}|event")
    return g, glass


def test_hm89_glass_of_water_says_the_opponent_had_no_token_to_lose():
    """Judge scenario (705.2e, 707.2): P1 has no action token. The log read "P0 chooses: An
    opponent loses [1] and you gain [1]" and then only "P0 gains 1 action token", as if the
    loss had been forgotten: the part that can be done is done, and the line between says P1
    had none to lose."""
    g, _glass = _glass_of_water(0)
    log = log_text(g)
    assert "705.2e: P1 has no action token to lose (by the text of Glass of Water" in log, log
    assert log.index("P1 has no action token to lose") < log.index("P0 gains 1 action token"), log
    assert g.s["players"][0]["tokens"] == 3 and g.s["players"][1]["tokens"] == 0


def test_hm89_glass_of_water_takes_a_token_the_opponent_has():
    """705.2e: with 2 action tokens P1 loses 1, and nothing says P1 had none."""
    g, _glass = _glass_of_water(2)
    log = log_text(g)
    assert "705.2e: P1 loses 1 action token (by the text of Glass of Water" in log, log
    assert "no action token to lose" not in log and g.s["players"][1]["tokens"] == 1
