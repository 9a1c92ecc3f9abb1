"""Log lines a judge read in seeded games between random whole-pool decks (seeds 62001-62049,
eager bots) that told what a card's text did without naming the card: each on the judge's
board. Every line a card's text causes ends "(by the text of <card>)" (705.2e)."""

from __future__ import annotations

from engine.mlp.procedures import flow
from tests.engine.card_play import (
    PINK,
    board,
    find,
    flipped,
    play,
    problem_enters,
    rich_board,
    settle,
)
from tests.engine.helpers import answer, keys, log_text, shipped_game


def test_de135_applejack_captain_of_the_seven_seas_names_herself_on_each_card_she_retires():
    """Judge scenario (705.2e, 704.1b): Applejack, Captain of the Seven Seas ("When this card
    enters play, each player chooses a Friend, Resource, and Troublemaker they control, and
    retires the rest") retires the Friends each player did not keep. Each "is retired" line
    named no card, as if the rules had retired them; the line now ends with her."""
    b = rich_board(9)  # (power of every color at home)
    mine = b.add("PR36", 0, "play", "home:0")
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(2)]
    g = play(b, "DE135", "home:0")
    (captain,) = find(g, "DE135")
    answer(g, f"card:{captain}")  # P0 keeps the Captain
    answer(g, f"card:{theirs[0]}")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    log = log_text(g)
    assert f"{g.name(captain)})" in log
    retired = [line for line in log.splitlines() if "is retired to" in line]
    assert len(retired) >= 2, log  # (P0's other Friends, P1's other Friend)
    assert all(line.endswith(f"(by the text of {g.name(captain)})") for line in retired), retired
    assert g.card(theirs[0])["zone"] == "play" and mine not in g.s["play"]


def test_ll40_trixie_even_more_names_herself_putting_a_card_on_top_of_the_deck():
    """Judge scenario (705.2e): Trixie, Even More ("When this card enters play, if you have an
    even number of action tokens, you may put a card from your hand on top of your deck"):
    P0 has 7 tokens, pays 3 for her (4 left, even) and puts a card on top of their deck. The
    line "P0 puts a card from their hand on top of their deck" named no card."""
    b = rich_board(7)
    other = b.add("PR36", 0, "hand")
    g = play(b, "LL40", "home:0")
    (trixie,) = find(g, "LL40")
    answer(g, "yes")  # (the one card in hand goes without a question)
    assert other not in g.s["players"][0]["hand"]
    assert (f"P0 puts a card from their hand on top of their deck (by the text of {g.name(trixie)})"
            in log_text(g))


def test_ad200_fluttershy_hide_and_squeak_names_herself_skipping_the_troublemaker_phase():
    """Judge scenario (705.2e, 606): Fluttershy, Hide and Squeak ("At the start of the turn, you
    may retire this card to skip the next Troublemaker Phase"): P0 retires her. The line "The
    next Troublemaker Phase is skipped" named no card; it ends with her printed name, as she
    has left play (410.6)."""
    b = board(tokens=0)
    b.add("AD200", 0, "play", "home:0")
    b.add(PINK, 0, "hand")  # (something to do in the Main Phase)
    g = shipped_game(b, phase="ready", step="ready")
    settle(g, "yes", until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    assert "The next Troublemaker Phase is skipped (by the text of Fluttershy, Hide and Squeak)" in log_text(g)
    assert "606: P0's Troublemaker Phase is skipped" in log_text(g)


def test_cn26_applejack_applebucker_names_herself_as_the_player_is_chosen():
    """Judge scenario (705.2e): Applejack, Applebucker ("When this card enters play, choose a
    player. That player puts the top 4 cards of their deck into the discard pile"): the line
    "P0 chooses P1" named no card."""
    b = rich_board(9)
    for _ in range(4):
        b.deck_top("PR36", 1)
    g = play(b, "CN26", "home:0")
    (applejack,) = find(g, "CN26")
    answer(g, "player:1")
    assert f"712: P0 chooses P1 (by the text of {g.name(applejack)})" in log_text(g)


def test_de34_dr_hooves_caroller_names_himself_on_the_event_made_cheaper():
    """Judge scenario (705.2e): Dr. Hooves, Caroller ("Main Phase: Exhaust this card to reveal
    the top card of your deck. If you reveal an Event this way, put that Event into your hand
    and you may pay [1] less to play it this turn") reveals Rarity's Epiphany: "P0 may pay 1
    less to play ... this turn" named no card."""
    b = rich_board(9)
    hooves = b.add("DE34", 0, "play", "home:0")
    b.deck_top("AD112", 0)
    g = shipped_game(b)
    answer(g, f"act|{hooves}|")
    (event,) = find(g, "AD112", "hand")
    assert (f"P0 may pay 1 less to play {g.name(event)} this turn (by the text of {g.name(hooves)})"
            in log_text(g))


def test_ad112_raritys_epiphany_names_itself_as_its_two_modes_are_chosen():
    """Judge scenario (705.2e): Rarity's Epiphany ("Main Phase: Choose two: ..."): the line
    "P0 chooses: <mode>; <mode>" named no card."""
    b = rich_board(9)
    b.add("PR36", 1, "play", "home:1")
    b.add("PR139", 0, "discard")  # (a Resource to take back, an Accessory to play: three modes)
    b.add("PR139", 0, "hand")
    g = play(b, "AD112", "event")
    assert g.pending().prompt.endswith("Choose two")
    answer(g, *keys(g)[:2])
    (epiphany,) = find(g, "AD112", "queue")
    line = next(line for line in log_text(g).splitlines() if "P0 chooses: " in line)
    assert line.endswith(f"(by the text of {g.name(epiphany)})"), line


def test_sb69_wild_wonders_names_itself_on_each_problem_picked_at_random():
    """Judge scenario (705.2e): Rainbow Dash & Pinkie Pie, Wild Wonders ("When this card enters
    play, you may move up to 3 characters to random Problems"): "P1's Problem is picked at
    random for <character>" named no card (the move's line after it did)."""
    b = rich_board(9)
    g = play(b, "SB69", "home:0")
    (wonders,) = find(g, "SB69")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    picked = [line for line in log_text(g).splitlines() if "is picked at random for" in line]
    assert picked and all(line.endswith(f"(by the text of {g.name(wonders)})") for line in picked), log_text(g)


def test_cg1_cutie_mark_crusaders_flag_carriers_name_themselves_replacing_a_problem():
    """Judge scenario (705.2e): Cutie Mark Crusaders, Ponyville Flag Carriers on their Boosted
    side ("When a Problem enters play, you may exhaust this card and pay [2] to replace it"):
    the line "P0 replaces Fending Off Fiends" named no card, though the Crusaders' costs and the
    Problem going to the discard pile did."""
    b = board(tokens=3)
    b.cards[b.mane[0] - 1].update(card="CG1", boosted=True)
    b.add("PR161", 0, "problem_deck")  # Runaway Cart
    g = problem_enters(b, "CG176")
    answer(g, "yes")
    assert "P0 replaces Fending Off Fiends #" in log_text(g)
    line = next(line for line in log_text(g).splitlines() if "P0 replaces Fending Off Fiends #" in line)
    assert line.endswith(f"(by the text of {g.name(b.mane[0])})"), line


def test_ad106_photo_op_flipped_names_itself_on_the_bonus_made_0():
    """Judge scenario (705.2e): Photo Op flipped in a faceoff ("Chaos: When this card is flipped,
    choose a Problem. That Problem's bonus is 0 until the end of the turn"): the line "<Problem>'s
    bonus is 0 until the end of the turn" named no card, though the choice before it did."""
    g, _ = flipped("AD106")
    answer(g, "problem:1")
    line = next(line for line in log_text(g).splitlines() if "'s bonus is 0 until the end of the turn" in line)
    assert line.endswith(")") and "(by the text of Photo Op #" in line, line


# ----- a "may pay [N] and ..." its player can't pay for says so (705.2e) ---------------------------


def test_ad3_princess_luna_dream_guide_says_her_cost_is_unpaid_not_that_she_found_nothing():
    """Judge scenario (705.2e, 712.3): P0's Princess Luna, Dream Guide ("When you discard a
    card, you may pay [1] and turn this card to its Boosted side. If you do, choose an
    opponent. ...") with no action token: P0 discards a card to Hungry Hungry Caterpillars
    ("When this Problem is played, each player discards a card"). The "may" is not asked, as
    P0 can't pay; the log said her text "finds nothing to act on", as if a judge should look
    for a card it missed. It says the [1] could not be paid, as it does for "you may pay [1] to"."""
    b = board(tokens=0, manes=("AD3", "PR2"))
    b.add("PR36", 0, "hand")
    b.add("PR36", 1, "hand")
    b.add("PR173", 0, "problem_deck")
    g = shipped_game(b)  # (P0, with nothing to do, passes: P1's turn)
    assert g.s["turn_player"] == 1 and g.s["players"][0]["tokens"] == 0
    flow.replace_problem(g, "problem:0")  # (613.2: Hungry Hungry Caterpillars enters P0's area)
    answer(g, "pass")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert "P0 discards " in log_text(g)
    luna = b.mane[0]
    assert not g.card(luna)["boosted"]
    assert ("Nothing happens: “You may pay [1] and turn this card to its Boosted side” is not done: the payment is 1 action token; "
            f"P0 has none (by the text of {g.name(luna)})") in log_text(g)
