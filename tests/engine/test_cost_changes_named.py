"""Every cost a text changed earlier this turn names the card whose text changed it (204.1).

The line saying what a card played cost ("705.2d: P0 pays 1 action token (printed 2, ...)")
names the card that gave each discount or surcharge it took, whatever the kind: the next card's
(Apple Bloom, Re-Markable), the next Friend of a color's (Fluttershy, Animal Team), the next
Accessory's (Photo Finish, Fashion Forward), the first card of a name's (Princess Twilight
Sparkle's Boosted side), the next Friend's "to a minimum of [1]" (DJ Pon-3, Feel the Beat), one
card's in the hand (Dr. Hooves, Caroller), and Whining's surcharge ("+[2] to play the next
card"), all in the same words.
"""

from __future__ import annotations

from tests.engine.card_play import (
    BIG,
    FILLERS,
    TROUBLEMAKER,
    activate,
    apple_bloom_discount,
    board,
    challenge,
    find,
    settle,
)
from tests.engine.helpers import Board, answer, keys, shipped_game


def _paid(g) -> str:
    """The last line saying what a card played cost."""
    return [text for _, rule, text in g.log if rule == "705.2d"][-1]


def _named(g, card: int, amount: str = "-1") -> str:
    return f"{amount} from a discount given earlier this turn by the text of {g.name(card)}"


def test_the_next_kindness_friend_names_fluttershy():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow power for the play requirement
    shy = b.add("PR84", 0, "hand")
    jay = b.add("PR81", 0, "hand")  # Blue Jay, a Kindness Friend, cost 2
    g = shipped_game(b)
    answer(g, f"play|{shy}|home:0")
    shy = find(g, "PR84", owner=0)[0]
    answer(g, f"play|{jay}|home:0")
    assert _paid(g) == f"P0 pays 1 action token (printed 2, {_named(g, shy)})"


def test_the_next_accessory_names_photo_finish():
    b = Board()
    b.players[0] = {"tokens": 12}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    beret = b.add("CN135", 0, "hand")  # Chic Beret, an Accessory, cost 3
    photo = b.add("EO70", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{photo}|home:0")
    answer(g, "yes")
    photo = find(g, "EO70", owner=0)[0]
    friend = next(i for i in g.characters(0) if g.spec(i).code == "PR36")
    answer(g, f"play|{beret}|on:{friend}")
    assert _paid(g) == f"P0 pays 1 action token (printed 3, {_named(g, photo, '-2')})"


def test_the_first_card_of_a_revealed_name_names_princess_twilight_sparkle():
    b = Board(manes=("LL4", "PR2"))
    b.players[0] = {"tokens": 6}
    b.cards[b.mane[0] - 1]["boosted"] = True
    betty = b.add("PR36", 0, "hand")  # Apple Brown Betty, cost 3
    b.deck_top("PR36", 0)
    g = shipped_game(b, phase="ready", step="ready")
    settle(g, "yes", until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    answer(g, f"play|{betty}|home:0")
    assert _paid(g) == f"P0 pays 2 action tokens (printed 3, {_named(g, b.mane[0])})"


def test_the_next_friend_to_a_minimum_of_one_names_dj_pon_3():
    b = board(9)
    dj = b.add("SB29", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    betty = b.add("PR36", 0, "hand")  # cost 3
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    answer(g, f"play|{betty}|home:0")
    assert _paid(g) == f"P0 pays 2 action tokens (printed 3, {_named(g, dj)})"


def test_a_card_revealed_into_the_hand_names_dr_hooves():
    b = board(tokens=1)
    hooves = b.add("DE34", 0, "play", "home:0")
    b.add("PR12", 1, "play", "home:1")
    b.deck_top("PR106", 0)  # Back Where You Began, an Event, cost 1
    g = shipped_game(b)
    activate(g, hooves)
    answer(g, next(key for key in keys(g) if key.startswith("play|")))
    assert _paid(g) == f"P0 pays 0 action tokens (printed 1, {_named(g, hooves)})"


def _whining_board(tokens: int) -> tuple[Board, int, int]:
    """P0 about to defeat P1's Purple Parasprite with P1's Whining at home, a Sweetie Sunrise
    (cost 1) in hand: the board, Whining and the card."""
    b = board(tokens=tokens)
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    whining = b.add("AD154", 1, "play", "home:1")
    return b, whining, b.add("PR20", 0, "hand")


def test_whinings_surcharge_names_whining():
    b, whining, card = _whining_board(5)
    g, _ = challenge(b, TROUBLEMAKER)
    settle(g, until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    answer(g, f"play|{card}|home:0")
    assert _paid(g) == (f"P0 pays 3 action tokens (printed 1, +2 from a surcharge given earlier this turn by the "
                        f"text of {g.name(whining)})")


def test_a_discount_and_a_surcharge_on_the_same_card_are_each_named():
    """Apple Bloom's [1] less and Whining's +[2] on the next card: each said with its card."""
    b, whining, card = _whining_board(9)
    apple_bloom = b.add("EO23", 0, "play", "home:0")
    fodder = b.add("PR20", 0, "hand")
    g, _ = challenge(b, TROUBLEMAKER)
    settle(g, until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    answer(g, f"act|{apple_bloom}|0")
    answer(g, f"card:{fodder}")
    answer(g, f"play|{card}|home:0")
    assert _paid(g) == (f"P0 pays 2 action tokens (printed 1, {_named(g, apple_bloom)}, +2 from a surcharge given "
                        f"earlier this turn by the text of {g.name(whining)})")


def test_a_position_saved_without_each_cards_share_says_the_discount_without_its_card():
    """A position saved before each card's share was kept beside a discount ([card, card id]
    only) still plays: the price says the discount without naming a card."""
    g, apple_bloom, card = apple_bloom_discount()
    g.s["flags"]["discount_by:0"] = {"discount:0": [[apple_bloom, "EO23"]]}
    answer(g, f"play|{card}|home:0")
    assert _paid(g) == "P0 pays 1 action token (printed 2, -1 from a discount given earlier this turn)"
