"""A judge's scenarios: searches into a hand (518.1 says nothing of revealing; 404.1, a hand
is not public), moves to random areas a toll stops (104.2) and the
rule a continuous ability's "may" question cites (702.1)."""

from __future__ import annotations

from engine.mlp import view
from tests.engine.card_play import (
    CRITTER,
    PINK,
    YELLOW,
    gala_board,
    play,
    rich_board,
    start_challenge,
    win_faceoff,
)
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes

LYRA = "MT27"  # Lyra, Candy Fiend: "Main Phase: Exhaust this card to search your deck for a Bon Bon card and put it into your hand."
BON_BON = "MT5"  # Bon Bon, Minty Fresh
FLUTTERSHY = "CN89"  # Fluttershy, Element of Kindness: "... search your deck for up to 2 Critter Friends and put them into your hand."


def _found_lines(g) -> list[str]:
    return [line for line in log_text(g, numbers_now=False).splitlines() if line.startswith("518.1: ")]


def test_518_1_lyra_candy_fiend_puts_the_bon_bon_found_into_the_hand_unnamed():
    """Lyra's text does not reveal the Bon Bon card found: it goes from P0's deck to their hand,
    neither public (404.1), so the log says a card went, as it says of a card drawn."""
    b = rich_board()
    lyra = b.add(LYRA, 0, "play", "home:0")
    bon_bon = b.deck_top(BON_BON, 0)
    g = shipped_game(b)
    name = g.name(bon_bon)
    answer(g, f"act|{lyra}|")
    answer(g, f"card:{bon_bon}")
    assert zone_codes(g, 0, "hand") == [BON_BON]
    assert _found_lines(g) == [f"518.1: P0 puts a card from their deck into their hand (by the text of {g.name(lyra)})"]
    assert name.split(" #")[0] not in log_text(g)


def test_518_1_fluttershy_element_of_kindness_puts_the_critters_found_into_the_hand_unnamed():
    b = rich_board()
    for _ in range(5):
        b.add(YELLOW, 0, "play", "home:0")  # its requirement: 6 yellow power
    critters = [b.deck_top(CRITTER, 0), b.deck_top("PR81", 0)]  # House Mouse, Blue Jay
    b.deck_top(PINK, 0)
    g = play(b, FLUTTERSHY, "home:0", "yes")
    answer(g, *(f"card:{i}" for i in critters))
    assert sorted(zone_codes(g, 0, "hand")) == sorted([CRITTER, "PR81"])
    fluttershy = next(i for i in g.s["play"] if g.spec(i).code == FLUTTERSHY)
    assert _found_lines(g) == [f"518.1: P0 puts a card from their deck into their hand (by the text of "
                               f"{g.name(fluttershy)})"] * 2
    assert "House Mouse" not in log_text(g) and "Blue Jay" not in log_text(g)


def test_518_1_a_text_that_says_reveal_it_names_the_card_found():
    """Sneak Attack: "Search your deck for a Troublemaker, reveal it, and put it into your hand."."""
    b = Board(deck_size=3)
    b.add("PR51", 0, "play", "home:0")
    sneak = b.add("MT89", 0, "hand")
    parasprite = b.deck_top("PR157", 0)
    g = shipped_game(b)
    answer(g, f"play|{sneak}|event")
    name = g.name(parasprite)
    answer(g, f"card:{parasprite}")
    assert [line.split(" (by")[0] for line in _found_lines(g)] == [
        f"518.1: P0 reveals {name}", f"518.1: {name} is put into P0's hand"]


# ----- a move to a random area a toll stops (104.2) ---------------------------------------------


def test_de25_baby_flurry_hearts_random_area_is_logged_as_a_pick_then_the_toll_that_keeps_the_move():
    """Baby Flurry Heart, Newborn Nightmare's Chaos ("choose two characters. Move them to random
    areas") moves P1's two Apple Brown Bettys, one at Storm King, Force of Nature's Problem and
    one at home, whose every random area is either from or to that Problem ("Characters can't
    move to or from this card's Problem unless their controller pays [2]"); P1 has no tokens.
    The log says each area picked and that the Betty isn't moved, never that it "goes to" it."""
    b, ids = gala_board(tokens=0)
    king = b.add("SB142", 1, "play", "problem:1")
    at_king = b.add("PR36", 1, "play", "problem:1")
    b.players[1] = {"tokens": 0}
    b.deck_top("DE25", 0)
    g = start_challenge(b, ids["tm"])
    while g.pending().kind != "target":
        answer(g, keys(g)[0])  # (the Chaos trigger's place among the faceoff's triggers)
    answer(g, f"card:{at_king}", f"card:{ids['foe']}")
    assert g.card(at_king)["area"] == "problem:1" and g.card(ids["foe"])["area"] == "home:1"
    rows = [row.text for row in view.log_rows(g)]
    for betty in (at_king, ids["foe"]):
        assert sum(f"is picked at random for {g.name(betty)} (by the text of Baby Flurry Heart" in text
                   for text in rows) == 1, rows
        assert f"{g.name(betty)} isn't moved: Player 2 can't pay 2 (by the text of {g.name(king)})" in rows
    assert not any("goes to" in text for text in rows)


# ----- the rule a continuous ability's "may" question cites (702.1) ---------------------------


def test_702_1_pinkie_pie_crystallized_asks_her_additional_flips_citing_the_continuous_ability_rule():
    """Pinkie Pie, Crystallized ("During faceoffs involving this card, you may flip a number of
    additional cards equal to the number of colors this card has, then choose one ... and ignore
    the rest") is a continuous ability, no trigger (704.1: no "when" or "at"): her question
    cites 702.1, never 712.3, which is about triggered effects alone."""
    b = Board()
    pinkie = b.add("CG43", 0, "play", "problem:0")
    g = win_faceoff(b)
    while g.pending().kind != "may":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    # (a question opens with a capital, as every other does; with one card flipped this way
    # there is no other to ignore, so it asks only about the flip)
    assert g.pending().prompt == f"{g.name(pinkie)}: Flip 1 additional card? (702.1)"
