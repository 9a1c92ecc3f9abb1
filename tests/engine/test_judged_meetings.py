"""Judge's rulings on cards that meet: attachments, moves and sending home, each ruling naming
the cards and the rule (509, 506, 613.2, 705.2e). Cards with a move of their own (one-card
runners) ask the same shared checks as every "move" instruction: what keeps a player or
their card from moving a character (`steps.kept_from_moving`) and where it may go
(`steps.may_go_to`)."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import activate, rich_board
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game

PEARLY_STITCH = "PR73"  # "Your opponent's cards can't move this card." (erratum)
I_JUST_CANT_DECIDE = "CN140"  # Play on a Problem; exhaust, pay 1: move an opponent's character away
SWEETIE = "PR20"


def _decide_board(*theirs: str) -> tuple[Board, int, list[int]]:
    """P0's I Just Can't Decide! on P1's Problem, and P1's characters there."""
    b = Board()
    b.players[0] = {"tokens": 3}
    decide = b.add(I_JUST_CANT_DECIDE, 0, "play", "problem:1", host=b.problem[1])
    return b, decide, [b.add(code, 1, "play", "problem:1") for code in theirs]


def test_705_2e_i_just_cant_decide_offers_no_pearly_stitch():
    """Pearly Stitch (PR73): "Your opponent's cards can't move this card." P0's I Just Can't
    Decide! (CN140) is an opponent's card, so of P1's characters at its Problem it offers
    Sweetie Sunrise alone (705.2e): P0 is never led to choose a move that can't happen."""
    b, decide, (sweetie, pearly) = _decide_board(SWEETIE, PEARLY_STITCH)
    g = shipped_game(b)
    activate(g, decide)
    assert f"card:{pearly}" not in keys(g)
    assert sorted(keys(g)) == ["home:1", "problem:0"]  # (Sweetie Sunrise, the one choice)
    answer(g, "problem:0")
    assert g.card(sweetie)["area"] == "problem:0" and g.card(pearly)["area"] == "problem:1"
    assert "can't move" not in log_text(g)


def test_705_2e_i_just_cant_decide_cant_be_activated_for_pearly_stitch_alone():
    """With Pearly Stitch its only target, the ability can't be activated: no action token
    and no exhausting is paid for a move that can't happen."""
    b, decide, _ = _decide_board(PEARLY_STITCH)
    g = shipped_game(b)
    assert not [key for key in keys(g) if key.startswith(f"act|{decide}|")]


def test_705_2e_i_just_cant_decide_cant_be_activated_when_characters_cant_be_moved_this_turn():
    """Photo Op's reaction ("characters can't be moved this turn") keeps every character
    where it is: I Just Can't Decide! has nothing it could move."""
    b, decide, _ = _decide_board(SWEETIE)
    g = shipped_game(b, flags={"no_moves_at_all": 3})
    assert not [key for key in keys(g) if key.startswith(f"act|{decide}|")]


def test_pearly_stitch_erratum_royal_canterlot_voice_cant_have_her_moved():
    """P0's Royal Canterlot Voice (CN116): "Your opponent moves one of their Friends away from
    that Problem." P1 moves the Friend, but by P0's card, and Pearly Stitch's erratum reads
    "Your opponent's cards can't move this card": of P1's Friends at the Problem only Sweetie
    Sunrise can be moved away (705.2e)."""
    b = rich_board(tokens=3)
    sweetie = b.add(SWEETIE, 1, "play", "problem:0")
    pearly = b.add(PEARLY_STITCH, 1, "play", "problem:0")
    voice = b.add("CN116", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{voice}|event")
    answer(g, "problem:0")
    assert g.pending().player == 1 and f"card:{pearly}" not in keys(g)
    assert sorted(keys(g)) == ["home:1", "problem:1"]  # (Sweetie Sunrise, the one choice)
    answer(g, "home:1")
    assert g.card(sweetie)["area"] == "home:1" and g.card(pearly)["area"] == "problem:0"


# ----- reattaching (509.5) -------------------------------------------------------------------


def _granny_reattaches(other_friend: bool) -> tuple[MlpGame, int, int | None]:
    """P0 plays Granny Smith, Apple Elder (PR28: "When you play this card, you may reattach a
    Resource from one Friend to another."); P1's Combat Hat (CN137: "Play on one of your
    Friends.") is on P1's Sweetie Sunrise at problem:1; P0 has Friends at home, and P1 another
    Friend at home when `other_friend`. The game, the Hat and P1's other Friend."""
    b = rich_board(tokens=6)
    worn = b.add(SWEETIE, 1, "play", "problem:1")
    hat = b.add("CN137", 1, "play", "problem:1", host=worn)
    other = b.add(SWEETIE, 1, "play", "home:1") if other_friend else None
    granny = b.add("PR28", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{granny}|home:0")
    return g, hat, other


def test_513_5_an_opponents_combat_hat_is_reattached_to_another_of_its_controllers_friends():
    """Granny Smith reattaches P1's Combat Hat: its "one of your Friends" is read by its
    controller P1 (513.5), so the one new host is P1's other Friend, none of P0's; the Hat
    is then at that Friend's home (509.3)."""
    g, hat, other = _granny_reattaches(other_friend=True)
    answer(g, f"card:{hat}")  # (the one host it may go to is taken at once)
    assert g.card(hat)["host"] == other and g.card(hat)["area"] == "home:1"
    assert "509.5: Combat Hat" in log_text(g)


def test_705_2e_granny_smith_offers_no_resource_that_has_no_other_friend_to_go_to():
    """With no other Friend of P1's, P1's Combat Hat can't be reattached: Granny Smith's
    question doesn't offer it (P0's own Friends are no hosts for P1's Hat)."""
    g, hat, _ = _granny_reattaches(other_friend=False)
    assert f"card:{hat}" not in keys(g)


# ----- moves of an opponent's characters ----------------------------------------------------

COOKIE_CRUMBLES = "CN68"  # "Opponents can't move this card or your Mane Character."


def test_705_2e_mayor_mare_offers_neither_cookie_crumbles_nor_the_mane_she_keeps():
    """P0's Mayor Mare (PR58: "Pay [3] to move an opponent's character") against P1's Cookie
    Crumbles: neither Cookie Crumbles nor P1's Mane Character can be moved by P0, so of P1's
    characters only Sweetie Sunrise is offered (705.2e)."""
    b = Board()
    b.players[0] = {"tokens": 6}
    mayor = b.add("PR58", 0, "play", "home:0")
    b.add(COOKIE_CRUMBLES, 1, "play", "home:1")
    sweetie = b.add(SWEETIE, 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{mayor}|0")
    assert sorted(keys(g)) == ["problem:0", "problem:1"]  # (Sweetie Sunrise, the one choice)
    answer(g, "problem:0")
    assert g.card(sweetie)["area"] == "problem:0"


def test_705_2e_mayor_mare_cant_be_activated_when_cookie_crumbles_keeps_all():
    """With only Cookie Crumbles and the Mane Character she keeps, no token is paid for
    Mayor Mare's ability: it can't be activated."""
    b = Board()
    b.players[0] = {"tokens": 6}
    mayor = b.add("PR58", 0, "play", "home:0")
    b.add(COOKIE_CRUMBLES, 1, "play", "home:1")
    g = shipped_game(b)
    assert not [key for key in keys(g) if key.startswith(f"act|{mayor}|")]


def test_705_2e_ursa_vanquisher_offers_no_character_cookie_crumbles_keeps():
    """Twilight Sparkle, Ursa Vanquisher (PR203) moves up to 2 of P1's characters home: P1's
    Mane Character at a Problem, kept by Cookie Crumbles, is not offered; Sweetie Sunrise is."""
    b = Board()
    twilight = b.add("PR203", 0, "play", "problem:0")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    b.add(COOKIE_CRUMBLES, 1, "play", "home:1")
    sweetie = b.add(SWEETIE, 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{twilight}|")
    assert keys(g) == [f"card:{sweetie}"]


def test_705_2e_pink_parasprite_offers_no_mane_character_cookie_crumbles_keeps():
    """P1's Pink Parasprite, Pest (EO175: "At the start of your opponent's Troublemaker Phase,
    move one of their characters here home.") at a Problem with P0's Mane Character and two
    Sweetie Sunrises: P0's Cookie Crumbles keeps P1 from moving that Mane Character, so P1 is
    offered the two Sweetie Sunrises only (705.2e)."""
    b = Board()
    b.add("EO175", 1, "play", "problem:1")
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.add(COOKIE_CRUMBLES, 0, "play", "home:0")
    sweeties = [b.add(SWEETIE, 0, "play", "problem:1") for _ in range(2)]
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, kind="target")
    assert g.pending().player == 1 and g.s["phase"] == "troublemaker"
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in sweeties)
    answer(g, f"card:{sweeties[0]}")
    assert g.card(sweeties[0])["area"] == "home:0" and g.card(b.mane[0])["area"] == "problem:1"


def test_705_2e_cybernetic_limb_actuator_asks_no_place_for_a_friend_that_cant_be_moved():
    """P0 plays Cybernetic Limb Actuator (MT97: "When this card enters play, move that
    Friend.") on their Friend wearing P1's Tangled Coiffure (PR133: "Your opponent can't move
    this Friend."): P0 can't move it, so no place is asked (705.2e) and the log says why."""
    b = rich_board(tokens=9)
    friend = b.add(SWEETIE, 0, "play", "home:0")
    b.add("PR133", 1, "play", "home:0", host=friend)
    actuator = b.add("MT97", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{actuator}|on:{friend}")
    assert g.pending().kind == "priority" and g.pending().player == 0
    assert g.card(friend)["area"] == "home:0"
    assert "isn't moved: Tangled Coiffure" in log_text(g)
