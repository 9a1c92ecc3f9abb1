"""Log lines a judge read in the whole-pool games of seeds 76000-76599 that left out what the
judge needs to follow the game: each on the judge's board."""

from __future__ import annotations

from tests.engine.card_play import start_challenge
from tests.engine.helpers import Board, log_text

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
