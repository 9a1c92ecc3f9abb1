"""A price a discount given earlier brought down names the card whose text gave it (204.1).

Apple Bloom, Re-Markable: "Main Phase: Exhaust this card and discard a card to pay [1] less for
your next card this turn." The line saying what the next card cost names her, as every line a
card's text causes does, not "a discount given earlier this turn" alone.
"""

from __future__ import annotations

from tests.engine.helpers import Board, answer, log_text, shipped_game


def _apple_bloom_discount() -> tuple:
    b = Board()
    b.players[0] = {"tokens": 5}
    apple_bloom = b.add("EO23", 0, "play", "home:0")
    fodder = b.add("PR20", 0, "hand")
    card = b.add("PR12", 0, "hand")  # Emerald Green, Cider Aficionado: cost 2
    g = shipped_game(b)
    answer(g, f"act|{apple_bloom}|0")
    answer(g, f"card:{fodder}")
    return g, apple_bloom, card


def test_the_price_names_the_card_that_gave_the_discount():
    g, apple_bloom, card = _apple_bloom_discount()
    answer(g, f"play|{card}|home:0")
    assert (f"705.2d: P0 pays 1 action token (printed 2, -1 from a discount given earlier this turn by the text "
            f"of {g.name(apple_bloom)})") in log_text(g).splitlines()

