"""A choice the rules leave no room in is made by the game, not asked.

616.2 and 616.3 have the turn player choose cards to discard or retire, and 516.2 the cards
that repair uniqueness; when every card offered must go (as many to choose as there are to
choose from), there is nothing to decide, and a question of one option ("Retire 1 Friend at
home over your home limit" offering one Friend; "choose which one to dismiss" offering the
one Troublemaker beside an Epic one, 516.4a) only stops the game. The game does it, and the
log says what went and why, as for a card chosen. Found in seeded whole-pool games; the
updated tests of Alicorn Amulet and Rarity, Booming Business hold the other two.
"""

from __future__ import annotations

from tests.engine.helpers import Board, log_text, shipped_game, zone_codes


def test_a_hand_over_a_maximum_of_zero_is_discarded_without_a_question():
    """A maximum hand size brought to 0 (Active Resistance's "reduced by the number of Resources
    they control"): every card in hand goes (616.2), so nothing is asked."""
    b = Board()
    b.players[0] = {"tokens": 0, "hand_size": 0}
    for _ in range(2):
        b.add("PR20", 0, "hand")
    g = shipped_game(b)
    asked = []
    while g.s["turn"] == 1:  # P0 passes to the end of the turn
        asked.append(g.pending().kind)
        g.submit(["pass"])
    assert "discard" not in asked
    assert zone_codes(g, 0, "hand") == [] and zone_codes(g, 0, "discard") == ["PR20", "PR20"]
    assert [line for line in log_text(g).splitlines() if line.startswith("616.2: ")] == \
        ["616.2: P0 discards Sweetie Sunrise, Early Riser #25 (now #27)",
         "616.2: P0 discards Sweetie Sunrise, Early Riser #26 (now #28)"]
