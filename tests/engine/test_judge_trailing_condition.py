"""A text whose only instruction holds a condition printed after it ("it gets +3 power if an
opponent has more points than you") and did nothing because that condition was not met: the
log quotes the condition as not met (707.2), not that the instruction found nothing to act on.
"""

from __future__ import annotations

from tests.engine.card_play import BIG, board, challenge, settle
from tests.engine.helpers import log_text

TWITTERMITES = "EO180"  # Chaos: When you flip this card, it gets +3 power if an opponent has more points than you.


def _flip_twittermites(p1_score: int) -> str:
    """P0's Friend challenges P1's Troublemaker at problem:0 and P0 flips Twittermites; P1 has `p1_score`
    points, P0 none: the log once the faceoff is over."""
    b = board(tokens=0)
    b.players[1] = {"score": p1_score}
    b.add(BIG, 0, "play", "problem:0")
    b.deck_top(TWITTERMITES, 0)
    g, _tm = challenge(b)
    settle(g, until=lambda g: g.s["faceoff"] is None)
    return log_text(g)


def test_chaos_power_condition_not_met_is_said_as_not_met():
    log = _flip_twittermites(0)
    assert ("Nothing happens: “If an opponent has more points than you” is not met (by the text of "
            "Twittermites, Little Powerhouses") in log
    assert "finds nothing to act on" not in log


def test_chaos_power_condition_met_gives_the_power():
    log = _flip_twittermites(1)
    assert "Nothing happens" not in log
    assert "Twittermites, Little Powerhouses" in log and "+3 power" in log
