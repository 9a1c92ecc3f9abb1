"""Main Phases a judge read in seeded games between random whole-pool decks (seeds 47000-47009),
where what a player was asked or read in the log was wrong: each on the judge's board."""

from __future__ import annotations

from tests.engine.helpers import Board, answer, keys, log_text, shipped_game

# ----- a "may" with nothing to act on is not asked (705.2e, 712.3) -----------------------------


def _flight_instructor(friend: str) -> tuple:
    """P0's Rainbow Dash, Flight Instructor (LL1) on her Boosted side (power 3) at home with
    one Friend, `friend`; P0 moves her to P1's Problem, the first move to a Problem this turn."""
    b = Board(manes=("LL1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[0]["tokens"] = 4
    other = b.add(friend, 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")
    return g, b.mane[0], other


def test_ll1_flight_instructor_asks_nothing_when_no_character_has_1_less_power():
    """Judge scenario (712.3, 705.2e): Rainbow Dash, Flight Instructor's boosted text "you may
    move another one of your characters with 1 less power to the same Problem" with no such
    character (P0's one Friend, Sweetie Sunrise, has power 1, not 2) is not asked: a "Yes" would
    do nothing and the log said nothing. The log says it found nothing to act on."""
    g, dash, _ = _flight_instructor("PR20")
    assert g.pending().kind == "priority" and g.pending().player == 0
    assert ("Nothing happens: “When you move a character to any Problem for the first time each turn, you may "
            "move another one of your characters with 1 less power to the same Problem” finds nothing to act on "
            f"(by the text of {g.name(dash)})") in log_text(g)


def test_ll1_flight_instructor_asks_and_moves_a_character_with_1_less_power():
    """With Emerald Green (power 2) at home, the question is asked and "Yes" moves her (506.4)."""
    g, dash, emerald = _flight_instructor("PR12")
    assert g.pending().kind == "may" and g.pending().prompt.startswith(g.name(dash))
    answer(g, "yes")
    assert g.card(emerald)["area"] == "problem:1"
    assert keys(g)[0] == "pass"


# ----- what a card's activated ability gives it names that card (705.2e, 708.2) --------------


def test_ad145_smarty_pants_and_sb96_klugetown_citizen_name_themselves_in_what_they_become():
    """Judge scenario (708.2, 705.2e): P0 activates Smarty Pants (AD145, "this card is also a
    [Magic] Friend until the end of the phase") and Klugetown Citizen, Street Smart (SB96,
    discarding Emerald Green for her colors); each line saying what the card became ends with
    the card whose text did it, as every such line of Funny Glasses or Join the Herd does."""
    b = Board()
    b.players[0]["tokens"] = 4
    pants = b.add("AD145", 0, "play", "home:0")
    citizen = b.add("SB96", 0, "play", "home:0")
    b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{pants}|")
    answer(g, f"act|{citizen}|")
    log = log_text(g)
    assert (f"708.2: {g.name(pants)} is also a Purple (Magic) Friend until the end of the phase "
            f"(by the text of {g.name(pants)})") in log
    assert (f"708.2: {g.name(citizen)} is also Blue (Loyalty) until the end of the turn "
            f"(by the text of {g.name(citizen)})") in log


def test_sb96_klugetown_citizen_discarding_a_friend_of_no_color_says_it_gets_none_708_2():
    """Judge scenario (708.2): Klugetown Citizen, Street Smart (SB96) discards another
    Klugetown Citizen, a Friend of no color: it gets no color. The line read "Klugetown
    Citizen, Street Smart #N is also no color until the end of the turn", as if it had lost its
    colors or become colorless. The discarded card is named by the number it has in the discard
    pile, where the judge finds it (410.6: the line before says "P0 discards ... #N (now #M)"),
    not by the number it had in the hand, which no card has any more."""
    b = Board()
    citizen = b.add("SB96", 0, "play", "home:0")
    b.add("SB96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{citizen}|")
    discarded = g.s["players"][0]["discard"][-1]
    assert [line for line in log_text(g).split("\n") if line.startswith("708.2")] == [
        f"708.2: {g.name(citizen)} gets no color: {g.name(discarded)} has none (by the text of {g.name(citizen)})"]


# ----- a price texts bring down to 0 is logged with what made it so (204.1, 705.2d) -----------


def test_ad122_bag_of_leaflets_made_free_by_pr171_795_wing_power_says_why_in_the_log():
    """Judge scenario (204.1, 705.2d): P0's Problem is 795 Wing Power (PR171, "Resources played
    on characters here have their costs reduced by [1]"); P0 plays Bag of Leaflets (AD122, cost
    1, "Play on a Friend") on Emerald Green there (with Sweetie Sunrise at home, 3 Blue power
    for its play requirement). The option says "Pay 0"; the log said P0
    plays it with no payment and no word of why: it now says what brought the price to 0."""
    b = Board(problems=("PR171", "PR190"))
    emerald = b.add("PR12", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "home:0")
    bag = b.add("AD122", 0, "hand")
    g = shipped_game(b)
    problem = g.name(b.problem[0])
    answer(g, f"play|{bag}|on:{emerald}")
    assert f"705.2d: P0 pays 0 action tokens (printed 1, -1 from {problem})" in log_text(g)
    assert g.s["players"][0]["tokens"] == 2


# ----- every line a card's text causes ends with that card (705.2e) ----------------------------


def test_cgpf12_dj_pon_3_ll103_twilighting_and_cgpf14_maud_pie_end_their_lines_with_their_card():
    """Judge scenario (705.2e, 708.2): DJ Pon-3, Flippant DJ (CGpf12) choosing a Problem,
    Twilighting (LL103) putting one card on top of the deck and one on the bottom, and Maud
    Pie, Let's Play (CGpf14) taking Rainbow Dash's abilities each log a line that ends "(by the
    text of <card>)", as every other line a card's text causes; Maud Pie's no longer names her
    in the middle of the sentence."""
    b = Board()
    b.players[0]["tokens"] = 9
    for code in ("PR12", "PR31", "PR36", "PR60", "PR79", "PR81"):
        b.add(code, 0, "play", "home:0")  # (Twilighting's purple requirement among them)
    dj = b.add("CGpf12", 0, "play", "home:0")
    maud = b.add("CGpf14", 0, "play", "home:0")
    dash = b.add("PR15", 1, "play", "home:1")
    twilighting = b.add("LL103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{dj}|")
    answer(g, "problem:1")
    problem = g.name(g.problem_card("problem:1"))
    assert f"P0 chooses {problem} (P1's; by the text of {g.name(dj)})" in log_text(g)
    answer(g, f"act|{maud}|")
    assert (f"708.2: {g.name(dash)} loses and can't have abilities while this card remains exhausted "
            f"(by the text of {g.name(maud)})") in log_text(g)
    answer(g, f"play|{twilighting}|event")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert "P0 puts one card on top of their deck and one on the bottom (by the text of Twilighting #" in log_text(g)


def _twilighting_with_a_deck_of(size: int):
    """P0 plays Twilighting (LL103) with `size` cards in their deck: the game and its card."""
    b = Board(deck_size=0)
    b.players[0]["tokens"] = 9
    for code in ("PR12", "PR31", "PR36", "PR60", "PR79", "PR81"):
        b.add(code, 0, "play", "home:0")  # (Twilighting's purple requirement among them)
    for _ in range(size):
        b.deck_top("PR20", 0)
    twilighting = b.add("LL103", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{twilighting}|event")
    return g, twilighting


def test_ll103_twilighting_with_an_empty_deck_says_the_deck_is_empty():
    """Judge scenario (705.2e): Twilighting played with P0's deck empty looks at no card; the
    log says why nothing happens, not "P0 looks at the top 0 cards of their deck"."""
    g, _ = _twilighting_with_a_deck_of(0)
    text = log_text(g)
    assert "top 0 cards" not in text
    assert ("705.2e: Nothing happens: “Look at the top three cards of your deck. Put one into your hand, one on "
            "top of your deck, and one on the bottom of your deck” is not done: P0's deck is empty (by the text "
            "of Twilighting #") in text


def test_ll103_twilighting_with_one_card_in_the_deck_looks_at_the_top_card():
    """Judge scenario (705.2e): a deck of one card: "looks at the top card", not "the top 1
    card"; that card goes into P0's hand."""
    g, _ = _twilighting_with_a_deck_of(1)
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert "P0 looks at the top card of their deck (by the text of Twilighting #" in log_text(g)
    assert not g.s["players"][0]["deck"]
