"""Defenders of Equestria (DE) cards, each as a judge scenario on a small board: the card's
text happens and the test checks what it says (the numbers, the zone, the choice offered)."""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game, zone_codes
from tests.engine.test_theme_friends import find

# Vanilla Friends (no text) by color, enough to meet any Problem's requirements
_CONFRONTERS = ("PR36", "PR36", "PR79", "PR79", "PR31", "PR60", "PR60", "PR12", "PR81")


def _confront_board(problem: str) -> Board:
    """P0's Mane and vanilla Friends of every color at P0's `problem`, ready to confront it."""
    b = Board(problems=(problem, "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    for code in _CONFRONTERS:
        b.add(code, 0, "play", "problem:0")
    return b


def _became_exhausted(g) -> list[int]:
    """The cards the log says became exhausted (a Score Phase ends the turn and the next
    turn readies its player's cards, so the log is what shows it)."""
    return [i for i in g.s["cards"] if f"#{i} becomes exhausted" in log_text(g)]


def _confront(b: Board):
    """The Confront Step of P0's Score Phase on board `b`: P0 has confronted by now."""
    g = shipped_game(b, phase="score", step="confront")
    assert "confronts" in log_text(g)
    return g


def test_de124_friendship_overboard_may_exhaust_an_opposing_character_here():
    b = _confront_board("DE124")
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    foe = b.add("PR33", 1, "play", "problem:0")
    g = _confront(b)
    answer(g, "yes")
    assert set(keys(g)) == {f"card:{b.mane[1]}", f"card:{foe}"}  # only opposing characters here
    answer(g, f"card:{foe}")
    assert _became_exhausted(g) == [foe]  # (the next turn readies it again)


def test_de125_grand_opening_may_return_a_resource_from_the_discard_pile():
    b = _confront_board("DE125")
    b.add("PR139", 0, "discard")
    b.add("PR20", 0, "discard")
    g = _confront(b)
    answer(g, "yes")
    assert zone_codes(g, 0, "hand") == ["PR139"] and zone_codes(g, 0, "discard") == ["PR20"]


def test_de126_in_the_temple_of_chicomoztoc_may_put_a_swift_pegasus_token_into_play():
    b = _confront_board("DE126")
    g = _confront(b)
    before = set(g.s["play"])
    answer(g, "yes")
    answer(g, "problem:1")
    new = [i for i in g.s["play"] if i not in before]
    assert len(new) == 1
    token = g.spec(new[0])
    assert g.card(new[0]).get("token") and token.power == 1 and token.colors == ("blue",)
    assert "pegasus" in token.traits and "Swift" in token.keywords
    assert g.card(new[0])["owner"] == 0 and g.card(new[0])["area"] == "problem:1"


def test_de129_thrash_the_throne_may_put_a_counter_on_ones_own_troublemaker():
    b = _confront_board("DE129")
    mine = b.add("PR157", 0, "play", "problem:1")
    g = _confront(b)
    was = power.power(g, mine)
    answer(g, "yes")
    if g.pending() is not None and f"card:{mine}" in keys(g):
        answer(g, f"card:{mine}")
    assert power.power(g, mine) == was + 1


def test_de130_too_many_fluttershys_may_move_a_friend_from_home_to_a_problem():
    b = _confront_board("DE130")
    for code in ("PR81", "PR81", "PR86"):
        b.add(code, 0, "play", "problem:0")  # yellow 4 + 1 more
    homebody = b.add("PR20", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    g = _confront(b)
    answer(g, "yes")
    assert f"card:{b.mane[0]}" not in keys(g)  # a Friend at home, not the Mane at the Problem
    answer(g, f"card:{homebody}")
    answer(g, "problem:1")
    assert g.card(homebody)["area"] == "problem:1"


def test_de131_tough_call_may_draw_a_card():
    b = _confront_board("DE131")
    g = _confront(b)
    hand = len(g.s["players"][0]["hand"])
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


# ----- Friends that do something as they enter play ---------------------------------------
# Vanilla Friends of every color at P1's Problem, to meet any play requirement
_SUPPORT = ("PR12", "PR12", "PR31", "PR31", "PR36", "PR36", "PR60", "PR60", "PR79", "PR79", "PR81", "PR81")


def _play_board(tokens: int = 10) -> Board:
    """P0 in their Main Phase with `tokens` tokens and Friends of every color at P1's Problem."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for code in _SUPPORT:
        b.add(code, 0, "play", "problem:1")
    return b


def _play(b: Board, code: str, where: str = "home:0"):
    """Put `code` in P0's hand on board `b` and play it `where`; the game and the card's
    id in play (a card entering play is a new object, 400.7)."""
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|{where}")
    return g, find(g, code)[0]


def test_de7_lyra_caroller_may_move_a_character_when_she_reveals_a_friend():
    b = _play_board()
    b.deck_top("PR20", 0)
    g, _ = _play(b, "DE7")
    assert "reveals the top card of their deck: Sweetie Sunrise" in log_text(g)
    answer(g, "yes")
    answer(g, f"card:{b.mane[0]}")
    answer(g, "problem:0")
    assert g.card(b.mane[0])["area"] == "problem:0"
    assert zone_codes(g, 0, "deck")[-1] == "PR20"  # revealed, not drawn
    b = _play_board()
    b.deck_top("DE93", 0)  # an Event: nothing to move
    g, _ = _play(b, "DE7")
    assert g.pending().kind == "priority"


def test_de24_snails_may_discard_two_for_two_counters():
    b = _play_board()
    for code in ("PR20", "PR33", "PR36"):
        b.add(code, 0, "hand")
    g, snails = _play(b, "DE24")
    answer(g, "yes")
    hand = g.s["players"][0]["hand"]
    answer(g, *(f"card:{i}" for i in hand[:2]))
    assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][0]["discard"]) == 2
    assert power.power(g, snails) == 4


def test_de26_berry_punch_and_orange_swirl_take_a_friend_until_the_end_of_the_score_phase():
    b = _play_board()
    foe = b.add("PR33", 1, "play", "problem:1")
    g, _ = _play(b, "DE26")  # the only opposing Friend: chosen without asking
    assert g.card(foe)["ctrl"] == 0
    assert [m["until"] for m in g.s["mods"] if m["kind"] == "control"] == ["score"]
    g.expire_mods("score")
    assert g.card(foe)["ctrl"] == 1


def test_de27_dj_pon_3_caroller_draws_three_when_revealing_an_event():
    b = _play_board()
    b.deck_top("DE93", 0)
    g, _ = _play(b, "DE27")
    assert len(g.s["players"][0]["hand"]) == 3
    b = _play_board()
    b.deck_top("PR20", 0)  # a Friend: no draw
    g, _ = _play(b, "DE27")
    assert len(g.s["players"][0]["hand"]) == 0


def test_de47_zesty_gourmand_takes_an_opposing_friend_for_good():
    b = _play_board()
    foe = b.add("PR33", 1, "play", "problem:1")
    other = b.add("PR36", 1, "play", "home:1")
    g, _ = _play(b, "DE47")
    assert set(keys(g)) == {f"card:{foe}", f"card:{other}"}
    answer(g, f"card:{foe}")
    assert g.card(foe)["ctrl"] == 0
    for until in ("score", "turn", "phase"):
        g.expire_mods(until)
    assert g.card(foe)["ctrl"] == 0


def test_de48_bon_bon_caroller_may_return_an_opposing_friend_when_revealing_a_friend():
    b = _play_board()
    b.deck_top("PR20", 0)
    b.add("PR33", 1, "play", "problem:1")
    g, _ = _play(b, "DE48")
    answer(g, "yes")
    if g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert zone_codes(g, 1, "hand") == ["PR33"]
    b = _play_board()
    b.deck_top("DE93", 0)
    b.add("PR33", 1, "play", "problem:1")
    g, _ = _play(b, "DE48")
    assert g.pending().kind == "priority" and zone_codes(g, 1, "hand") == []


def test_de54_trapeze_star_brings_a_critter_token_as_she_enters_play():
    b = _play_board()
    g, _ = _play(b, "DE54")
    answer(g, "problem:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1 and g.card(tokens[0])["area"] == "problem:0"
    spec = g.spec(tokens[0])
    assert spec.power == 1 and spec.colors == ("yellow",) and "critter" in spec.traits


def test_de59_angel_wings_may_make_the_next_friend_cost_two_less():
    b = _play_board(tokens=5)
    b.add("PR31", 0, "hand")  # cost 4
    g, _ = _play(b, "DE59")
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == 3
    nxt = g.s["players"][0]["hand"][0]
    answer(g, f"play|{nxt}|home:0")
    assert g.s["players"][0]["tokens"] == 1


def test_de78_tender_taps_may_bring_back_a_cheap_friend_from_the_discard_pile():
    b = _play_board()
    b.add("PR31", 0, "discard")  # cost 4: not offered
    b.add("PR12", 0, "discard")  # cost 2
    g, _ = _play(b, "DE78")
    answer(g, "yes")
    if g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert zone_codes(g, 0, "discard") == ["PR31"]
    assert len(find(g, "PR12", owner=0)) == 3
