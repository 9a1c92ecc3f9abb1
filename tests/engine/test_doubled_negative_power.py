"""A doubled power below 0 is doubled too (105.2: a negative value is kept while a
character's power is calculated; only where the power is used is it read as 0).

Played on a judge's board with real doubling and power-lowering cards.
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, shipped_game

SUNRISE = "PR20"  # Sweetie Sunrise: a vanilla 1-power Friend
BETTY = "PR36"  # Apple Brown Betty: a vanilla 3-power pink Friend
BANDAGES = "PR148"  # Too Many Bandages: "Play on a Friend." / "This Friend gets -2 power."
CLOUDED = "LL104"  # Clouded By Anger: "Play on a Friend." / "Double that Friend's power." ...
TREEHOUSE = "LL117"  # The Treehouse of Harmony: "Opposing Friends have -1 power." ...
TRIXIE = "DE39"  # Trixie, Smoke and Mirrors (2): "When you play an Event, double this card's power ..."
PARTY = "PR114"  # Let's Get This Party Started: a pink 2 Event, "Main Phase: Draw 3 cards."


def test_ll104_clouded_by_anger_doubles_a_power_below_zero():
    """Sweetie Sunrise (1) wearing Too Many Bandages (-2) has -1 power; Clouded By Anger
    doubles that to -2, not leaving it at -1."""
    b = Board()
    sunrise = b.add(SUNRISE, 0, "play", "home:0")
    b.add(BANDAGES, 0, "play", "home:0", host=sunrise)
    g = shipped_game(b)
    assert power.power(g, sunrise) == -1
    b.add(CLOUDED, 0, "play", "home:0", host=sunrise)
    g = shipped_game(b)
    assert power.power(g, sunrise) == -2


def test_de39_trixie_doubling_a_power_below_zero_lowers_it():
    """Trixie (2) wearing Too Many Bandages (-2), opposed by P1's Treehouse of Harmony (-1),
    has -1 power; playing an Event doubles it: she gets -1 power until the end of the turn
    (+X with X her power then, which 105.2 keeps negative) and has -2."""
    b = Board()
    b.players[0] = {"tokens": 2}
    trixie = b.add(TRIXIE, 0, "play", "home:0")
    b.add(BANDAGES, 0, "play", "home:0", host=trixie)
    b.add(TREEHOUSE, 1, "play", "home:1")
    b.add(BETTY, 0, "play", "home:0")  # pink 2 for the Event, with the Treehouse's -1
    event = b.add(PARTY, 0, "hand")
    g = shipped_game(b)
    assert power.power(g, trixie) == -1
    answer(g, f"play|{event}|event")
    assert power.power(g, trixie) == -2
