"""Readings a judge's last review of the engine left open, each settled on a judge's board
naming its card and the rule that decides it."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    BLUE,
    FILLERS,
    PINK,
    TROUBLEMAKER,
    activate,
    board,
    play,
    rich_board,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    pass_until,
    shipped_game,
    without_numbers_now,
    zone_codes,
)

# ----- Rainbow's Worst Nightmare: "challenge it" is a challenge, with a challenge's price -----


def _troublemaker_uncovered_at_rainbows_worst_nightmare(tokens: int, spike: bool = True):
    """P0 (`tokens` action tokens) has a character at Rainbow's Worst Nightmare (HM129: "When an
    opposing Troublemaker is uncovered here, you may challenge it with all your characters
    here"), where P1 has a face-down Purple Parasprite and, with `spike`, Spike, Garbunkle at
    home (DE82: "Opponents can't challenge your Troublemakers unless they pay [1]"); P1's turn
    begins and uncovers the Parasprite."""
    b = Board(problems=("HM129", "PR190"))
    b.players[0] = {"tokens": tokens}
    b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    if spike:
        b.add("DE82", 1, "play", "home:1")
    g = shipped_game(b, phase="score", step="end", turn_player=0)
    while g.pending().kind != "may" and g.s["phase"] != "main":
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    return g, tm


def test_hm129_rainbows_worst_nightmare_challenges_at_a_challenges_price():
    """608.4, 608.1: the text says "challenge it", and to challenge a Troublemaker is to start a
    Troublemaker faceoff as a challenge: what a text makes challenging it cost (Spike) is
    asked with the "may", and paid by its yes; unable to pay, P0 is not asked (705.2e)."""
    g, tm = _troublemaker_uncovered_at_rainbows_worst_nightmare(tokens=2)
    assert g.pending().player == 0 and g.pending().kind == "may"
    nightmare = g.problem_card("problem:0")
    assert g.pending().prompt == f"{g.name(nightmare)}: Pay [1] to challenge {g.name(tm)}? (608.1)"
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 1 and f"P0 challenges {g.name(tm)}" in log_text(g)
    assert g.as_written("P0 starts a Troublemaker faceoff at problem:0") in log_text(g)
    g, tm = _troublemaker_uncovered_at_rainbows_worst_nightmare(tokens=0)
    assert g.s["faceoff"] is None and "challenges" not in log_text(g)


def test_hm129_rainbows_worst_nightmare_asks_its_may_naming_the_uncovered_troublemaker():
    """712.3: with nothing to pay, the "may" names the Troublemaker "it" is (the one uncovered),
    and yes challenges it with P0's characters there (608.4)."""
    g, tm = _troublemaker_uncovered_at_rainbows_worst_nightmare(tokens=0, spike=False)
    nightmare = g.problem_card("problem:0")
    assert g.pending().prompt == (f"{g.name(nightmare)}: Challenge {g.name(tm)} with all your characters "
                                  f"here? (712.3)")
    answer(g, "yes")
    assert f"P0 challenges {g.name(tm)}" in log_text(g)


# ----- Wild Fire, Hot Tempered: the discard first, then the challenge and its price ---------------


def test_de13_wild_fire_discards_before_the_challenge_and_its_price_are_asked():
    """707.2, 707.2a: "you may discard a card to challenge an opposing Troublemaker with this
    card" is processed in its order: the discard before "to" is its cost, paid before the rest
    is processed; the Troublemaker is chosen, and what a text makes challenging it cost (Spike,
    Garbunkle, 608.1) asked, as the challenge is made. Refusing that price leaves the discard
    paid and challenges nothing (707.2: the parts that can be done are done)."""
    b = board(tokens=4)
    for filler in FILLERS:
        b.add(filler, 0, "play", "problem:1")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add("DE82", 1, "play", "home:1")
    wild_fire = b.add("DE13", 0, "hand")
    b.add(BIG, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{wild_fire}|home:0")
    assert g.pending().prompt.startswith("Wild Fire, Hot Tempered #")
    assert g.pending().prompt.endswith(": Discard a card to challenge an opposing Troublemaker with this card? (712.3)")
    answer(g, "yes")
    assert zone_codes(g, 0, "discard") == [BIG]  # (its only other card: no choice asked)
    assert g.pending().prompt.endswith(f": Pay [1] to challenge {g.name(tm)}? (608.1)")
    answer(g, "no")
    assert zone_codes(g, 0, "discard") == [BIG] and g.s["players"][0]["tokens"] == 1
    assert "608.4" not in log_text(g) and g.s["faceoff"] is None


# ----- Tough Questions: one of your characters against an opposing Friend or Troublemaker -------


def _tough_questions(top: str | None = None):
    """P0 (2 tokens) plays Tough Questions (FF100: "Start a faceoff involving one of your
    characters and an opposing Friend or Troublemaker. If you win, banish that opposing card")
    with Dr. Hooves, Unblinking (power 4) at home, Apple Brown Betty (power 3) at problem:1
    beside P1's Full Steam (power 4, a Friend) and Purple Parasprite (power 4, face-up); P1 has a
    face-down Parasprite at problem:0. P0's deck's top card is `top` (else, as P1's, a 1-power
    Friend)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    hooves = b.add("PR197", 0, "play", "home:0")
    betty = b.add(BIG, 0, "play", "problem:1")
    b.add("PR205", 0, "play", "problem:0")  # (the color Tough Questions asks for)
    friend = b.add("PR31", 1, "play", "problem:1")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    event = b.add("FF100", 0, "hand")
    if top:
        b.deck_top(top, 0)
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    return g, hooves, betty, friend, tm


def test_ff100_tough_questions_asks_for_one_of_your_characters_then_an_opposing_friend_or_troublemaker():
    """514.2c, 707.4: the text names the cards involved: one of P0's characters (any, at home
    too: the faceoff is at no Problem, 514.2d.i), asked in the card's words, and an opposing
    Friend or face-up Troublemaker (not a Mane Character, nor a face-down Troublemaker a text
    can't name, 505.2)."""
    g, hooves, _, friend, tm = _tough_questions(top="PR197")
    assert g.pending().prompt.endswith(": Start a faceoff involving which of your characters?")
    assert f"card:{hooves}" in keys(g)
    answer(g, f"card:{hooves}")
    assert g.pending().prompt.endswith(f": Start a faceoff involving {g.name(hooves)} and which opposing "
                                       f"Friend or Troublemaker?")
    assert sorted(keys(g)) == sorted([f"card:{friend}", f"card:{tm}"])


def test_ff100_tough_questions_won_banishes_the_opposing_friend_with_only_the_two_cards_involved():
    """514.2c, 514.5d: only the two cards chosen are involved (Apple Brown Betty, beside Full
    Steam, adds nothing): 4 + 4 against 4 + 1; won, Full Steam is banished (not dismissed)."""
    g, hooves, _, friend, tm = _tough_questions(top="PR197")
    answer(g, f"card:{hooves}")
    answer(g, f"card:{friend}")
    assert "Power totals: P0 8, P1 5" in log_text(g)
    assert friend not in g.s["play"] and zone_codes(g, 1, "banished") == ["PR31"] and tm in g.s["play"]


def test_ff100_tough_questions_lost_banishes_nothing():
    """514.5d: "if you win" only: Apple Brown Betty against the Troublemaker there loses, 3 + 1
    against 4 + 1; nothing of P1's is banished and, as this is no challenge (514.5b), Betty is
    not sent home."""
    g, _, betty, _, tm = _tough_questions()
    answer(g, f"card:{betty}")
    answer(g, f"card:{tm}")
    assert "Power totals: P0 4, P1 5" in log_text(g) and "P1 wins the faceoff" in log_text(g)
    assert tm in g.s["play"] and not g.s["players"][1]["banished"] and g.card(betty)["area"] == "problem:1"


# ----- colors in the log: as the cards print them, capitalised with their Element ---------------


def test_cn138_eo127_eo163_colors_given_are_logged_as_the_cards_print_them():
    """203.1a, 708.2: the colors Funny Glasses ([Laughter]), Makeover! and Singing Barrel (a
    color chosen) give are logged as the color questions offer them and the log says colors
    elsewhere ("Pink (Laughter)"), not in the program's lower-case keys ("pink")."""
    b = rich_board()
    wearer = b.add(BLUE, 0, "play", "problem:0")
    glasses = b.add("CN138", 0, "play", "problem:0", host=wearer)
    g = shipped_game(b)
    activate(g, glasses)
    assert "P0's Friends are also Pink (Laughter) until the end of the phase" in log_text(g)
    foe = b.add(PINK, 1, "play", "problem:0")
    g = play(b, "EO127", "event", f"card:{foe}", "color:blue")
    assert f"{g.name(foe)} is also Blue (Loyalty) until the end of the turn" in log_text(g)
    g = play(b, "EO163", "home:0", "color:yellow")
    assert f"{g.name(b.mane[0])} is also Yellow (Kindness) until the end of the turn" in log_text(g)


# ----- Rarity, Radiance: where each Accessory was found ------------------------------------------


def test_hm145_rarity_radiance_says_where_each_accessory_is_found():
    """518.1: Radiance searches two zones, so each Accessory is offered with the one it is in
    ("Hard Hat, in your discard pile"), and the card revealed is logged with where it came from,
    by the shared step of a card a search finds, as every other search's."""
    b = Board()
    rarity = b.add("HM145", 0, "play", "home:0")
    b.add(BIG, 0, "hand")
    in_discard = b.add("PR139", 0, "discard")  # Hard Hat, an Accessory
    in_deck = b.add("PR143", 0, "deck")  # an Accessory in the deck
    g = shipped_game(b)
    answer(g, f"act|{rarity}|")
    labels = {o.key: o.label for o in g.pending().options}
    assert labels[f"card:{in_discard}"] == f"{g.name(in_discard)}, in your discard pile"
    assert labels[f"card:{in_deck}"] == f"{g.name(in_deck)}, in your deck"
    name = g.name(in_discard)
    answer(g, f"card:{in_discard}")
    # (the shared step of a card found in a search, 518.1: the reveal and the card put into the hand)
    assert [(rule, without_numbers_now(text)) for _, rule, text in g.log if name in text] == [
        ("518.1", f"P0 reveals {name} from their discard pile (by the text of {g.name(rarity)})"),
        ("518.1", f"{name} is put into P0's hand (by the text of {g.name(rarity)})")]


# ----- Delaying Tactics: the Problems offered by their names -------------------------------------


def test_sb109_delaying_tactics_offers_each_problem_by_its_name():
    """519.1: "you may put a Delay counter on a Problem": the Problems are offered as the
    player reads them, by the Problem cards' names (as the other "Choose a Problem" questions
    offer them), not by the program's area keys."""
    b = Board()
    b.add("SB109", 0, "play", "home:0")
    g = shipped_game(b)
    pass_until(g, kind="may")
    answer(g, "yes")
    assert g.pending().prompt.endswith("Put a Delay counter on which Problem?")
    labels = {o.key: o.label for o in g.pending().options}
    assert labels == {a: g.name(g.problem_card(a)) for a in ("problem:0", "problem:1")}
    answer(g, "problem:1")
    assert g.card(g.problem_card("problem:1"))["counters"]["delay"] == 1


# ----- a frightened Friend copied, or exchanged: still a Friend (505.1) -------------------------


def _pink_board(tokens: int = 5) -> Board:
    """P0 (`tokens` action tokens) with 4 pink power at home (Apple Brown Betty, High Spirits)."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    b.add(PINK, 0, "play", "home:0")
    b.add("PR44", 0, "play", "home:0")
    return b


def test_ll90_cutie_mark_swap_may_exchange_a_frightened_friend():
    """505.1, 513.2: a frightened Friend is still a Friend, and its controller is no part of
    what it loses (505.1a, 505.1b): Cutie Mark Swap offers P1's frightened Emerald Green as "an
    opposing Friend" and P0's frightened Sweetie Sunrise as "one of your Friends"; control of
    both changes until the end of the Score Phase, and they stay frightened."""
    b = _pink_board()
    mine = b.add("PR20", 0, "play", "problem:0", frightened=True, face_down=True)
    theirs = b.add("PR12", 1, "play", "problem:1", frightened=True, face_down=True)
    event = b.add("LL90", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{mine}" in keys(g)
    answer(g, f"card:{mine}")
    if g.pending().kind == "target":  # (the only opposing Friend: not asked)
        answer(g, f"card:{theirs}")
    assert g.card(mine)["ctrl"] == 1 and g.card(theirs)["ctrl"] == 0
    assert g.card(mine)["frightened"] and g.card(theirs)["frightened"]


def test_ll28_discord_may_dismiss_a_frightened_friend_and_its_token_copy_enters_face_up():
    """505.1, 520.2: Discord, Second Opinion may dismiss a frightened Friend here ("a Friend");
    the token copy has that Friend's printed information only, and being frightened is none of
    it: the copy enters play face-up with its printed power."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add(PINK, 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1", frightened=True, face_down=True)
    discord = b.add("LL28", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{discord}|problem:1")
    answer(g, f"card:{emerald}")
    answer(g, "home:0")
    (copy,) = [i for i in g.s["play"] if g.card(i).get("token")]
    assert zone_codes(g, 1, "discard") == ["PR12"] and g.card(copy)["ctrl"] == 0
    assert not g.card(copy)["frightened"] and not g.card(copy)["face_down"] and power.power(g, copy) == 2


def test_hm88_dip_in_the_pool_copies_a_frightened_friend_which_has_no_unique_trait():
    """505.1a, 516.3: Unique is a trait, and a frightened Friend has none: P0's frightened
    Rainbow Dash (CN19, Unique) is one of their non-Unique Friends; the token copy has her
    printed information, Unique included, face-up (520.2), and no uniqueness is violated while
    the original stays frightened."""
    b = _pink_board()
    dash = b.add("CN19", 0, "play", "problem:0", frightened=True, face_down=True)
    dip = b.add("HM88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{dip}|event")
    if g.pending().kind == "target":
        assert f"card:{dash}" in keys(g)
        answer(g, f"card:{dash}")
    answer(g, "home:0")
    (copy,) = [i for i in g.s["play"] if g.card(i).get("token")]
    assert g.spec(copy).title == "Rainbow Dash" and not g.card(copy)["face_down"] and power.power(g, copy) == 5
    assert dash in g.s["play"] and g.card(dash)["frightened"]


def test_ff76_queen_chrysalis_evil_twin_may_banish_a_frightened_friend_and_enter_as_its_copy():
    """505.1, 505.1c: "banish an opposing Friend. This card enters play as a copy of that
    Friend": P1's frightened Princess Cadance, On Vacation is an opposing Friend whose printed
    information stays; Evil Twin enters face-up as a copy of it, with its power (4)."""
    b = rich_board()
    b.add(PINK, 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # (3 pink and 3 white with the rich board's)
    cadance = b.add("AD37", 1, "play", "home:1", frightened=True, face_down=True)
    chrysalis = b.add("FF76", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chrysalis}|home:0")
    if g.pending().kind == "target":
        assert keys(g) == [f"card:{cadance}"]
        answer(g, f"card:{cadance}")
    pass_until(g, "priority")
    assert zone_codes(g, 1, "banished") == ["AD37"]
    twin = next(i for i in g.characters(0) if g.card(i)["card"].startswith("copy:"))
    assert g.spec(twin).name == "Princess Cadance, On Vacation" and power.power(g, twin) == 4
    assert not g.card(twin)["face_down"]


def test_hm81_exact_duplicate_copies_a_frightened_token_friend_face_up():
    """505.1, 520.2: P0's frightened Critter token is still one of their token Friends: Exact
    Duplicate puts a token copy of it into play, face-up with its printed power."""
    b = Board()
    b.players[0] = {"tokens": 4}
    for card in ("PR60", "PR60", "PR81", "PR81"):
        b.add(card, 0, "play", "home:0")
    token = b.add("PR86", 0, "play", "problem:0", token=True, frightened=True, face_down=True)
    clony = b.add("HM81", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{clony}|home:0")
    answer(g, "home:0")
    (copy,) = [i for i in g.s["play"] if g.card(i).get("token") and i != token]
    assert g.card(copy)["card"] == g.card(token)["card"] and not g.card(copy)["face_down"]
    assert power.power(g, copy) == 1


def test_ad202_queen_chrysalis_identity_theft_may_take_a_frightened_friends_printed_abilities():
    """505.1, 505.1a: a frightened Friend's printed abilities are printed still (it only can't
    have them while frightened): Identity Theft may choose P1's frightened Princess Cadance, On
    Vacation, and enters play with her "When this card enters play, draw 2 cards"."""
    b = board(tokens=3)
    cadance = b.add("AD37", 1, "play", "home:1", frightened=True, face_down=True)
    chrysalis = b.add("AD202", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"]) - 1  # (without Chrysalis)
    answer(g, f"play|{chrysalis}|home:0")
    if g.pending().kind == "target":
        answer(g, f"card:{cadance}")
    pass_until(g, "priority")
    assert "has the printed abilities of Princess Cadance" in log_text(g)
    assert len(g.s["players"][0]["hand"]) == hand + 2


def test_cg92_a_simple_mix_up_may_gain_control_of_a_frightened_friend():
    """505.1, 513.2: "gain control of an opponent's Friend" offers P1's frightened Emerald
    Green, which P0 then controls, still frightened."""
    b = _pink_board()
    theirs = b.add("PR12", 1, "play", "problem:1", frightened=True, face_down=True)
    mix_up = b.add("CG92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{mix_up}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{theirs}")
    assert g.card(theirs)["ctrl"] == 0 and g.card(theirs)["frightened"]
