"""A judge's audit of section 7 (abilities and modifiers), each on a board like the judge's:
what a rule of 701-712 asks of named cards, read from the log and the score."""

from __future__ import annotations

from tests.engine.card_play import BIG, TROUBLEMAKER, settle, start_challenge
from tests.engine.helpers import Board, answer, log_text

EPIC_LOOT = "EO119"  # "Immediate: The next time you defeat a Troublemaker this turn, score an additional point."
EMERALD = "PR12"  # Emerald Green: a vanilla 2-power blue Friend (Epic Loot's requirement)


# ----- 708.4: a triggered modifier ("the next time ...") ------------------------------------------


def test_708_4_two_epic_loots_each_add_their_point_to_the_next_defeat_naming_epic_loot():
    """P0 plays Epic Loot twice in a faceoff against Purple Parasprite, then wins it: both
    modifiers wait for the same next defeat, so it scores 1 + 1 + 1. Each point a text adds is
    logged with that text's card, as Friend or Foe?'s fewer points are (710.1): the line as
    the modifier is created names the Epic Loot resolving, and the one at the defeat names
    Epic Loot by its printed name, the card being in the discard pile by then (410.6)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for code in (BIG, BIG, EMERALD, EMERALD):
        b.add(code, 0, "play", "problem:0" if code == BIG else "home:0")
    loots = [b.add(EPIC_LOOT, 0, "hand") for _ in range(2)]
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = start_challenge(b, tm)
    for loot in loots:
        answer(g, f"play|{loot}|event")
    settle(g, until=lambda g: g.s["faceoff"] is None)
    log = log_text(g)
    assert log.count("708.4: P0 scores 1 additional point the next time they defeat a Troublemaker this turn "
                     "(by the text of Epic Loot #") == 2, log
    assert log.count("708.4: P0 scores 1 additional point for defeating a Troublemaker (by the text of Epic Loot)\n") == 2
    assert "514.5a: P0 scores 3 points for defeating a Troublemaker (now 3)" in log
    assert g.s["players"][0]["score"] == 3
