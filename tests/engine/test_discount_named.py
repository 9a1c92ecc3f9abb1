"""A price a discount given earlier brought down names the card whose text gave it (204.1).

Apple Bloom, Re-Markable: "Main Phase: Exhaust this card and discard a card to pay [1] less for
your next card this turn." The line saying what the next card cost names her, as every line a
card's text causes does, not "a discount given earlier this turn" alone.
"""

from __future__ import annotations

from tests.engine.card_play import apple_bloom_discount
from tests.engine.helpers import answer, log_text


def test_the_price_names_the_card_that_gave_the_discount():
    g, apple_bloom, card = apple_bloom_discount()
    answer(g, f"play|{card}|home:0")
    assert (f"705.2d: P0 pays 1 action token (printed 2, -1 from a discount given earlier this turn by the text "
            f"of {g.name(apple_bloom)})") in log_text(g).splitlines()

