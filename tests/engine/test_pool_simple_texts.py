"""Short texts of cards beyond the theme decks, each played on a judge's board.

Each test names the cards it shows (their codes in its name); cards that print the same
wording share a test. Events are played from hand by a player whose characters meet
any play requirement (two vanilla Friends of each color at home).
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import start_challenge
from tests.engine.helpers import Board, answer, keys, shipped_game

FILLERS = ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2  # blue, orange, pink, purple, white, yellow


def _rich_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    return b


def _play_event(b: Board, code: str, *choices: str):
    """Play the Event `code` from P0's hand, then give `choices` (keys or key prefixes) to
    the decisions it asks, in order (a choice with one possible answer is made by the game
    without asking); the game after."""
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    for choice in choices:
        if g.pending().kind != "priority":
            answer(g, choice)
    return g


def _codes(g, zone: str, player: int) -> list[str]:
    return [g.spec(i).code for i in g.s["players"][player][zone]]


# ----- Events that do one thing to one card -----------------------------------------------------


def test_eo135_dismiss_a_friend():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_event(b, "EO135", f"card:{foe}")
    assert foe not in g.s["cards"] and "PR31" in _codes(g, "discard", 1)


def test_de93_sb98_frighten_a_friend():
    for code in ("DE93", "SB98"):
        b = _rich_board()
        foe = b.add("PR31", 1, "play", "problem:1")
        g = _play_event(b, code, f"card:{foe}")
        assert g.card(foe)["frightened"], code


def test_cn113_unfrighten_a_friend():
    b = _rich_board()
    scared = b.add("PR31", 0, "play", "problem:0", frightened=True)
    g = _play_event(b, "CN113", f"card:{scared}")
    assert not g.card(scared)["frightened"]


def test_hm86_dismiss_a_resource_and_eo138_banish_a_resource():
    for code, zone in (("HM86", "discard"), ("EO138", "banished")):
        b = _rich_board()
        pony = b.add("PR33", 1, "play", "problem:1")
        hat = b.add("PR139", 1, "play", "problem:1", host=pony)
        g = _play_event(b, code, f"card:{hat}")
        assert hat not in g.s["cards"] and "PR139" in _codes(g, zone, 1), code


def test_pr123_dismiss_an_opponents_resource():
    b = _rich_board()
    filler = next(c["iid"] for c in b.cards if c["zone"] == "play" and c["owner"] == 0 and c["card"] == "PR33")
    mine = b.add("PR139", 0, "play", "home:0", host=filler)
    pony = b.add("PR33", 1, "play", "problem:1")
    theirs = b.add("PR139", 1, "play", "problem:1", host=pony)
    card = b.add("PR123", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    if g.pending().kind == "target":
        assert f"card:{mine}" not in keys(g)
        answer(g, f"card:{theirs}")
    assert theirs not in g.s["cards"] and mine in g.s["play"]


def test_cg121_frighten_all_friends():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_event(b, "CG121")
    friends = [i for i in g.s["play"] if g.is_type(i, "friend")]
    assert friends and all(g.card(i)["frightened"] for i in friends) and g.card(foe)["frightened"]
    assert not g.card(b.mane[0])["frightened"]  # Mane Characters are not Friends


def test_ad98_dismiss_a_frightened_friend():
    b = _rich_board()
    scared = b.add("PR31", 1, "play", "problem:1", frightened=True)
    brave = b.add("PR31", 1, "play", "problem:1")
    card = b.add("AD98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    if g.pending().kind == "target":
        assert f"card:{brave}" not in keys(g)
        answer(g, f"card:{scared}")
    assert scared not in g.s["cards"] and brave in g.s["play"]


def test_cn112_mt81_cn124_friends_chosen_by_power():
    """CN112 banishes a Friend with 2 or less power, MT81 dismisses one with 3 or more,
    CN124 one with at least 4: only those are offered (705.2e)."""
    for code, fits, misses, zone in (("CN112", "PR33", "PR31", "banished"), ("MT81", "PR31", "PR33", "discard"),
                                     ("CN124", "PR31", "PR36", "discard")):
        b = Board()
        b.players[0] = {"tokens": 9}
        for filler in FILLERS:
            b.add(filler, 0, "play", "problem:0")  # (at a Problem: fewer targets than at home)
        fit = b.add(fits, 1, "play", "problem:1")
        miss = b.add(misses, 1, "play", "problem:1")
        card = b.add(code, 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{card}|event")
        if g.pending().kind == "target":
            assert f"card:{miss}" not in keys(g), code
            answer(g, f"card:{fit}")
        assert fit not in g.s["cards"] and miss in g.s["play"], code
        assert fits in _codes(g, zone, 1), code


# ----- continuous texts -------------------------------------------------------------------------


def test_cg31_this_card_cant_be_frightened():
    b = Board()
    brave = b.add("CG31", 0, "play", "home:0")
    g = shipped_game(b)
    g.frighten(brave)
    assert not g.card(brave)["frightened"]


def test_ad190_eo184_hm72_cg77_ad133_troublemakers_here_power():
    for code, owner, amount, host in (("AD190", 0, 2, None), ("EO184", 0, -2, None), ("HM72", 0, -2, None),
                                      ("CG77", 1, -1, None), ("AD133", 0, 2, "problem")):
        problems = (code, "PR190") if code in ("AD190", "EO184") else ("PR168", "PR190")
        b = Board(problems=problems)
        tm = b.add("PR157", 1, "play", "problem:0")  # 4 power
        away = b.add("PR157", 1, "play", "problem:1")
        if code not in ("AD190", "EO184"):
            flags = {"host": b.problem[0]} if host else {}
            b.add(code, owner, "play", "problem:0", **flags)
        g = shipped_game(b)
        assert power.power(g, tm) == 4 + amount, code
        assert power.power(g, away) == 4, code


def test_hm149_ad191_ad196_abilities_lost_here():
    """HM149 (a Troublemaker): Friends here lose their abilities; AD191 (a Problem):
    characters here; AD196: opposing Friends here."""
    b = Board(problems=("AD191", "PR190"))
    friend = b.add("PR37", 0, "play", "problem:0")  # Berry Dreams: a Friend with text
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    away = b.add("PR37", 0, "play", "problem:1")
    g = shipped_game(b)
    assert {friend, b.mane[0]} <= set(g.lost_abilities()) and away not in g.lost_abilities()

    b = Board()
    b.add("HM149", 1, "play", "problem:0")
    friend = b.add("PR37", 0, "play", "problem:0")
    away = b.add("PR37", 0, "play", "problem:1")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g = shipped_game(b)
    assert friend in g.lost_abilities() and b.mane[0] not in g.lost_abilities() and away not in g.lost_abilities()

    b = Board()
    b.add("AD196", 0, "play", "problem:0")
    theirs = b.add("PR37", 1, "play", "problem:0")
    mine = b.add("PR37", 0, "play", "problem:0")
    g = shipped_game(b)
    assert theirs in g.lost_abilities() and mine not in g.lost_abilities()


def test_cg172_troublemakers_cant_be_played_here():
    b = Board(problems=("PR168", "CG172"))
    b.players[0] = {"tokens": 3}
    tm = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    places = {k.split("|")[2] for k in keys(g) if k.startswith(f"tm|{tm}|")}
    assert places == {"problem:0"}


def test_hm110_eo164_that_friend_has_more_power():
    for code, amount in (("HM110", 7), ("EO164", 2)):
        b = Board()
        pony = b.add("PR20", 0, "play", "home:0")
        b.add(code, 0, "play", "home:0", host=pony)
        assert power.power(shipped_game(b), pony) == 1 + amount, code


def test_hm108_your_critters_have_one_power():
    b = Board()
    b.add("HM108", 0, "play", "home:0")
    critter = b.add("PR86", 0, "play", "home:0")  # House Mouse: a 1-power Critter
    pony = b.add("PR20", 0, "play", "home:0")
    theirs = b.add("PR86", 1, "play", "home:1")
    g = shipped_game(b)
    assert (power.power(g, critter), power.power(g, pony), power.power(g, theirs)) == (2, 1, 1)


def test_cg68_cg37_cg78_cg18_cg52_while_with_your_mane_six_pony():
    for code, partner in (("CG68", "PR77"), ("CG37", "PR3"), ("CG78", "PR6"), ("CG18", "PR1"), ("CG52", "PR4")):
        b = Board(manes=("PR2", "PR2"))
        card = b.add(code, 0, "play", "problem:0")
        g = shipped_game(b)
        alone = power.power(g, card)
        if partner != "PR77":  # (a Mane Character: P0's own, the one they have, 102.1)
            with_it = b.mane[0]
            b.cards[with_it - 1].update(card=partner, area="problem:1")
        else:
            with_it = b.add(partner, 0, "play", "problem:1")
        assert power.power(shipped_game(b), card) == alone, code  # elsewhere: not "with" it
        b.cards[with_it - 1]["area"] = "problem:0"
        assert power.power(shipped_game(b), card) == alone + 1, code


def test_mt18_your_token_friends_cant_be_frightened():
    b = Board()
    b.add("MT18", 0, "play", "home:0")
    token = b.add("T1", 0, "play", "home:0", token=True)
    pony = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    g.frighten(token)
    g.frighten(pony)
    assert not g.card(token)["frightened"] and g.card(pony)["frightened"]


def test_ad73_one_power_for_each_of_your_action_tokens():
    b = Board()
    b.players[0] = {"tokens": 3}
    card = b.add("AD73", 0, "play", "home:0")
    g = shipped_game(b)
    printed = g.spec(card).power
    assert power.power(g, card) == printed + 3
    g.s["players"][0]["tokens"] = 0
    assert power.power(g, card) == printed


# ----- activated abilities and entering play ----------------------------------------------------


def _then(g, *choices: str) -> None:
    """Give `choices` to the decisions asked next (skipping those the game made itself)."""
    for choice in choices:
        if g.pending().kind != "priority":
            answer(g, choice)


def _play_friend(b: Board, code: str, where: str = "home:0", *choices: str):
    card = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|{where}")
    _then(g, *choices)
    return g


def test_mt6_immediate_pay_2_to_move_this_card():
    b = Board()
    b.players[0] = {"tokens": 2}
    card = b.add("MT6", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    _then(g, "problem:1")
    assert g.card(card)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 0


def test_cn192_cn20_exhaust_this_card_to_move_it():
    for code in ("CN192", "CN20"):
        b = Board()
        b.players[0] = {"tokens": 0}
        card = b.add(code, 0, "play", "home:0")
        g = shipped_game(b)
        answer(g, f"act|{card}|")
        _then(g, "problem:0")
        assert g.card(card)["area"] == "problem:0" and g.card(card)["exhausted"], code


def test_cg5_pay_2_to_ready_this_card():
    b = Board()
    b.players[0] = {"tokens": 2}
    card = b.add("CG5", 0, "play", "home:0", exhausted=True)
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    assert not g.card(card)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_ff36_mt65_immediate_exhaust_this_card_to_gain_1():
    for code in ("FF36", "MT65"):
        b = Board()
        b.players[0] = {"tokens": 0}
        card = b.add(code, 0, "play", "home:0")
        g = shipped_game(b)
        answer(g, f"act|{card}|")
        assert g.card(card)["exhausted"] and g.s["players"][0]["tokens"] == 1, code


def test_ad20_pay_1_to_unfrighten_a_friend():
    b = Board()
    b.players[0] = {"tokens": 1}
    card = b.add("AD20", 0, "play", "home:0")
    scared = b.add("PR33", 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    _then(g, f"card:{scared}")
    assert not g.card(scared)["frightened"] and g.s["players"][0]["tokens"] == 0


def test_ff74_draws_2_cards_when_it_enters_play():
    b = _rich_board()
    g0 = shipped_game(b)
    hand = len(g0.s["players"][0]["hand"])
    g = _play_friend(b, "FF74")
    assert len(g.s["players"][0]["hand"]) == hand + 2  # (played one from a hand one bigger)


def test_eo88_an_opponent_loses_1_when_it_enters_play():
    b = _rich_board()
    b.players[1] = {"tokens": 2}
    g = _play_friend(b, "EO88")
    assert g.s["players"][1]["tokens"] == 1


def test_cn93_dismisses_a_resource_and_eo79_may_dismiss_one_when_it_enters_play():
    for code, extra in (("CN93", ()), ("EO79", ("yes",))):
        b = _rich_board()
        pony = b.add("PR33", 1, "play", "problem:1")
        hat = b.add("PR139", 1, "play", "problem:1", host=pony)
        g = _play_friend(b, code, "home:0", *extra, f"card:{hat}")
        assert hat not in g.s["cards"], code


def test_pr106_move_an_opponents_character():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_event(b, "PR106", f"card:{foe}", "problem:0")
    assert g.card(foe)["area"] == "problem:0"


def test_eo125_put_an_opposing_friend_into_its_owners_hand():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_event(b, "EO125", f"card:{foe}")
    assert foe not in g.s["cards"] and "PR31" in _codes(g, "hand", 1)


def test_hm95_immediate_put_this_card_on_top_of_its_owners_deck():
    b = _rich_board()
    g = _play_event(b, "HM95")
    assert _codes(g, "deck", 0)[-1] == "HM95" and "HM95" not in _codes(g, "discard", 0)


# ----- more continuous texts, entering play and activated abilities ------------------------------


def test_eo171_troublemakers_cant_be_uncovered_here():
    """In the Uncover Step the turn player turns their face-down Troublemakers face up
    (607), except where this face-up Troublemaker is."""
    for guarded in (True, False):
        b = Board()
        if guarded:
            b.add("EO171", 0, "play", "problem:1")
        hidden = b.add("PR157", 0, "play", "problem:1", face_down=True)
        g = shipped_game(b, phase="troublemaker", step="uncover")
        while g.pending() is not None and g.pending().kind not in ("priority", "challenge"):
            answer(g, keys(g)[0])
        assert g.card(hidden)["face_down"] == guarded


def test_de49_one_power_for_each_of_your_characters_at_home():
    b = Board()
    card = b.add("DE49", 0, "play", "problem:0")
    g = shipped_game(b)
    printed = g.spec(card).power
    assert power.power(g, card) == printed + 1  # the Mane Character at home
    b.add("PR33", 0, "play", "home:0")
    b.add("PR33", 1, "play", "home:1")
    assert power.power(shipped_game(b), card) == printed + 2


def test_ad39_one_power_for_each_card_in_your_opponents_hand():
    b = Board()
    card = b.add("AD39", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 1, "hand")
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, card) == g.spec(card).power + 3


def test_eo78_power_equal_to_the_number_of_your_friends():
    b = Board()
    card = b.add("EO78", 0, "play", "home:0")
    b.add("PR33", 0, "play", "home:0")
    b.add("PR33", 0, "play", "problem:0")
    b.add("PR33", 1, "play", "home:1")
    assert power.power(shipped_game(b), card) == 3  # itself and two others


def test_pr49_your_opponent_needs_1_more_power_to_confront_its_problem():
    b = Board()
    b.add("PR49", 0, "play", "problem:1")
    g = shipped_game(b)
    base = g.spec(b.problem[1]).confront_owner
    assert power.requirements(g, 1, "problem:1") == [*base, ("wild", None, 1)] or \
        sum(n for *_, n in power.requirements(g, 1, "problem:1")) == sum(n for *_, n in base) + 1
    assert power.requirements(g, 0, "problem:0") == list(g.spec(b.problem[0]).confront_owner)


def test_ad129_that_friend_loses_and_cant_have_abilities():
    b = Board()
    pony = b.add("PR37", 1, "play", "home:1")  # Berry Dreams: a Friend with text
    b.add("AD129", 0, "play", "home:1", host=pony)
    other = b.add("PR37", 1, "play", "home:1")
    g = shipped_game(b)
    assert pony in g.lost_abilities() and other not in g.lost_abilities()


def test_hm104_ff109_resources_at_home_with_main_phase_abilities():
    b = Board()
    b.players[0] = {"tokens": 0}
    purse = b.add("HM104", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{purse}|")
    assert g.card(purse)["exhausted"] and g.s["players"][0]["tokens"] == 1
    b = Board()
    b.players[0] = {"tokens": 1}
    wagon = b.add("FF109", 0, "play", "home:0")
    foe = b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{wagon}|")
    # "move a character": asked in its words, led by the card (not "Choose a card to move")
    assert g.pending().prompt == f"Pegasus Chariot #{wagon}: Move which character?"
    _then(g, f"card:{foe}", "problem:0")
    assert g.s["players"][0]["tokens"] == 0 and g.card(foe)["area"] == "problem:0"


def test_eo40_exhaust_this_card_to_dismiss_an_exhausted_friend():
    b = Board()
    card = b.add("EO40", 0, "play", "home:0")
    tired = b.add("PR33", 1, "play", "problem:1", exhausted=True)
    fresh = b.add("PR33", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    if g.pending().kind == "target":
        assert f"card:{fresh}" not in keys(g)
        answer(g, f"card:{tired}")
    assert tired not in g.s["cards"] and fresh in g.s["play"] and g.card(card)["exhausted"]


def test_mt52_retire_this_card_to_dismiss_an_opposing_resource():
    b = Board()
    card = b.add("MT52", 0, "play", "home:0")
    pony = b.add("PR33", 1, "play", "problem:1")
    hat = b.add("PR139", 1, "play", "problem:1", host=pony)
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    _then(g, f"card:{hat}")
    assert hat not in g.s["cards"] and card not in g.s["cards"]
    assert "MT52" in _codes(g, "discard", 0)


def test_mt76_mt85_put_a_friend_token_into_play():
    for code, kind, trait in (("MT76", "Immediate", "figment"), ("MT85", "Main Phase", "rock")):
        b = _rich_board()
        g = _play_event(b, code, "home:0")
        tokens = [i for i in g.s["play"] if g.card(i).get("token")]
        assert len(tokens) == 1 and trait in g.spec(tokens[0]).traits, (code, kind)


def test_cn128_put_an_exhausted_friend_on_top_of_its_owners_deck():
    b = _rich_board()
    tired = b.add("PR31", 1, "play", "problem:1", exhausted=True)
    g = _play_event(b, "CN128", f"card:{tired}")
    assert tired not in g.s["cards"] and _codes(g, "deck", 1)[-1] == "PR31"


def test_sb36_may_dismiss_an_opposing_friend_and_hm27_a_friend_here_when_entering_play():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_friend(b, "SB36", "home:0", "yes", f"card:{foe}")
    assert foe not in g.s["cards"]
    b = _rich_board()
    here = b.add("PR31", 1, "play", "problem:0")
    away = b.add("PR31", 1, "play", "problem:1")
    card = b.add("HM27", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    _then(g, "yes")
    if g.pending().kind == "target":
        assert f"card:{away}" not in keys(g)
        answer(g, f"card:{here}")
    assert here not in g.s["cards"] and away in g.s["play"]


# ----- confronting and faceoffs ------------------------------------------------------------------


def _confront_own_problem(problem: str = "PR168", *extra: str):
    """P0 confronts their own Problem in the Confront Step (1 blue + 1 other power, 611);
    `extra` cards are P0's there too."""
    b = Board(problems=(problem, "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR12", 0, "play", "problem:0")  # blue
    b.add("PR33", 0, "play", "problem:0")  # orange
    b.add("PR12", 0, "play", "problem:0")
    b.add("PR33", 0, "play", "problem:0")
    for code in extra:
        b.add(code, 0, "play", "problem:0")
    return b


def test_hm131_score_an_additional_point_when_you_confront_this_problem():
    b = Board(problems=("HM131", "PR190"))  # 3 yellow and 3 blue
    for code in ("PR12", "PR12", "PR81", "PR81"):
        b.add(code, 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] == 2


def test_ff63_gain_1_and_hm34_may_draw_when_you_confront_this_cards_problem():
    b = _confront_own_problem("PR168", "FF63")
    b.players[0] = {"tokens": 0}
    g = shipped_game(b, phase="score", step="confront")
    _then(g, "yes")
    assert g.s["players"][0]["score"] == 1 and g.s["players"][0]["tokens"] == 1
    b = _confront_own_problem("PR168", "HM34")
    g = shipped_game(b, phase="score", step="confront")
    hand = len(g.s["players"][0]["hand"])
    _then(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand + 1


def _troublemaker_faceoff(card: str):
    """P0 challenges P1's Purple Parasprite (4 power) at P0's Problem with `card` and three
    4-power Friends there: P0 wins (both decks hold 1-power Friends to flip)."""
    b = Board()
    b.players[0] = {"tokens": 0}
    winner = b.add(card, 0, "play", "problem:0")
    for _ in range(3):
        b.add("PR31", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    victim = b.add("PR33", 1, "play", "problem:1")
    g = start_challenge(b, tm)
    return g, winner, tm, victim


def test_eo94_gain_1_de35_score_a_point_when_you_win_a_troublemaker_faceoff():
    g, _, tm, _ = _troublemaker_faceoff("EO94")
    _then(g, "yes")
    assert tm not in g.s["play"] and g.s["players"][0]["tokens"] == 1
    assert g.s["players"][0]["score"] == 1  # the defeated Troublemaker's point (306)
    g, _, tm, _ = _troublemaker_faceoff("DE35")
    _then(g, "yes")
    assert tm not in g.s["play"] and g.s["players"][0]["score"] == 2  # and one more


def test_de61_may_frighten_a_friend_when_you_win_a_troublemaker_faceoff():
    g, _, tm, victim = _troublemaker_faceoff("DE61")
    _then(g, "yes", f"card:{victim}")
    assert tm not in g.s["play"] and g.card(victim)["frightened"]


def _flips(g, player: int) -> int:
    return sum(1 for _, rule, text in g.log if rule.startswith("514.3") and text.startswith(f"P{player} flips"))


def test_pr199_pr159_flip_an_additional_card_during_faceoffs_involving_this_card():
    g, _, _, _ = _troublemaker_faceoff("PR31")
    plain = _flips(g, 0)
    g, _, _, _ = _troublemaker_faceoff("PR199")  # a Friend of the challenger
    assert _flips(g, 0) == plain + 1
    b = Board()
    for _ in range(4):
        b.add("PR31", 0, "play", "problem:0")
    tm = b.add("PR159", 1, "play", "problem:0")  # the Troublemaker itself
    g = start_challenge(b, tm)
    assert _flips(g, 1) == _flips(g, 0) + 1


def test_cg193_during_faceoffs_involving_this_card_it_has_one_more_power():
    g, card, _, _ = _troublemaker_faceoff("CG193")
    printed = g.spec(card).power if card in g.s["cards"] else None
    totals = [text for _, rule, text in g.log if rule == "514.4"]
    assert totals and printed is not None
    p0 = int(totals[0].split("P0 ")[1].split(",")[0])
    assert p0 == printed + 1 + 3 * 4 + 1  # itself +1, three 4-power Friends, a 1-power flip


# ----- keywords while a condition holds, and more entering play -----------------------------------


def test_hm14_hm37_hm53_hm55_keyword_while_your_mane_character_has_a_color():
    # PR4 Twilight Sparkle is purple (Magic), PR2 Applejack orange (Honesty), PR5 Rarity white
    # (Generosity), PR6 Fluttershy yellow (Kindness)
    for code, keyword, value, mane, other in (("HM14", "Diligent", 2, "PR2", "PR4"),
                                              ("HM37", "Meticulous", 1, "PR4", "PR2"),
                                              ("HM53", "Showy", 1, "PR5", "PR2"),
                                              ("HM55", "Calming", 2, "PR6", "PR2")):
        b = Board(manes=(mane, "PR2"))
        card = b.add(code, 0, "play", "home:0")
        assert power.keywords(shipped_game(b), card).get(keyword, "none") == value, code
        b = Board(manes=(other, "PR2"))
        card = b.add(code, 0, "play", "home:0")
        assert keyword not in power.keywords(shipped_game(b), card), code


def test_ad11_swift_while_an_opponents_mane_character_is_boosted():
    b = Board()
    card = b.add("AD11", 0, "play", "home:0")
    assert not power.has_keyword(shipped_game(b), card, "Swift")
    b.cards[b.mane[1] - 1]["boosted"] = True
    assert power.has_keyword(shipped_game(b), card, "Swift")


def test_cg11_swift_while_with_another_of_your_crystal_characters():
    b = Board()
    card = b.add("CG11", 0, "play", "problem:0")
    assert not power.has_keyword(shipped_game(b), card, "Swift")
    crystal = next(c.code for c in shipped_game(b).lib.cards()
                   if c.type.value == "friend" and "Crystal" in c.traits and c.code != "CG11" and not c.is_token)
    other = b.add(crystal, 0, "play", "problem:1")  # elsewhere: not "with" it
    assert not power.has_keyword(shipped_game(b), card, "Swift")
    b.cards[other - 1]["area"] = "problem:0"
    assert power.has_keyword(shipped_game(b), card, "Swift")


def test_cs3_two_power_for_each_opponents_troublemaker_in_play():
    b = Board()
    card = b.add("CS3", 0, "play", "home:0")
    b.add("PR157", 1, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:1", face_down=True)
    b.add("PR157", 0, "play", "problem:1")
    g = shipped_game(b)
    # 505.2: a face-down Troublemaker can't be referenced but by text about face-down cards
    assert power.power(g, card) == g.spec(card).power + 2


def test_hm94_put_two_critter_tokens_into_play():
    b = _rich_board()
    g = _play_event(b, "HM94", "home:0", "home:0")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 2 and all("critter" in g.spec(i).traits for i in tokens)


def test_mt93_put_a_friend_or_resource_on_top_of_its_owners_deck():
    b = _rich_board()
    pony = b.add("PR33", 1, "play", "problem:1")
    hat = b.add("PR139", 1, "play", "problem:1", host=pony)
    g = _play_event(b, "MT93", f"card:{hat}")
    assert hat not in g.s["cards"] and _codes(g, "deck", 1)[-1] == "PR139"


def test_ff13_may_exhaust_an_opposing_character_and_cn59_frightens_a_friend_there():
    b = _rich_board()
    foe = b.add("PR31", 1, "play", "problem:1")
    g = _play_friend(b, "FF13", "home:0", "yes", f"card:{foe}")
    assert g.card(foe)["exhausted"]
    b = _rich_board()
    there = b.add("PR31", 1, "play", "problem:0")
    card = b.add("CN59", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    _then(g, f"card:{there}")
    friends_there = [i for i in g.s["play"] if g.card(i)["area"] == "problem:0" and g.is_type(i, "friend")]
    assert any(g.card(i)["frightened"] for i in friends_there)


def test_cg29_gets_three_power_until_the_end_of_the_turn_when_entering_play():
    b = _rich_board()
    g = _play_friend(b, "CG29")
    card = next(i for i in g.s["play"] if g.spec(i).code == "CG29")
    assert power.power(g, card) == g.spec(card).power + 3
    g.expire_mods("turn")
    assert power.power(g, card) == g.spec(card).power


def test_ff9_may_move_one_of_your_characters_when_entering_play():
    b = _rich_board()
    g = _play_friend(b, "FF9", "home:0", "yes", f"card:{b.mane[0]}", "problem:1")
    assert g.card(b.mane[0])["area"] == "problem:1"


def test_sb13_when_you_move_this_card_you_may_frighten_a_friend():
    b = Board()
    card = b.add("SB13", 0, "play", "home:0")
    foe = b.add("PR31", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"move|{card}|problem:0")
    _then(g, "yes", f"card:{foe}")
    assert g.card(foe)["frightened"]


def test_eo13_retire_another_friend_to_move_this_card():
    b = Board()
    b.players[0] = {"tokens": 0}
    card = b.add("EO13", 0, "play", "home:0")
    other = b.add("PR33", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{card}|")
    if f"card:{other}" in keys(g):  # (the only other Friend: the game may take it without asking)
        answer(g, f"card:{other}")
    _then(g, "problem:0")
    assert other not in g.s["cards"] and g.card(card)["area"] == "problem:0"


def test_ad92_move_a_troublemaker_to_a_problem():
    b = _rich_board()
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _play_event(b, "AD92", f"card:{tm}", "problem:1")
    assert g.card(tm)["area"] == "problem:1"


def test_sb39_troublemakers_played_here_enter_play_face_up():
    for guarded in (True, False):
        b = Board()
        b.players[1] = {"tokens": 2}
        if guarded:
            b.add("SB39", 0, "play", "problem:0")
        tm = b.add("PR157", 1, "hand")
        g = shipped_game(b, turn_player=1, first_player=0)
        answer(g, f"tm|{tm}|problem:0")
        placed = next(i for i in g.s["play"] if g.spec(i).code == "PR157")
        assert g.card(placed)["face_down"] != guarded


def test_eo101_draw_3_then_discard_1_and_eo21_draw_and_discard_when_entering_play():
    for code, drawn, discarded in (("EO101", 3, 1), ("EO21", 1, 1)):
        b = _rich_board()
        g0 = shipped_game(b)
        hand = len(g0.s["players"][0]["hand"])
        card = b.add(code, 0, "hand")
        g = shipped_game(b)
        answer(g, f"play|{card}|home:0")
        while g.pending().kind != "priority":
            d = g.pending()
            answer(g, *(["yes"] if "yes" in keys(g) else d.option_keys()[:d.min]))
        assert len(g.s["players"][0]["hand"]) == hand + drawn - discarded, code
        assert len(g.s["players"][0]["discard"]) == discarded, code


def test_ff57_may_turn_a_troublemaker_face_down_when_entering_play():
    b = _rich_board()
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _play_friend(b, "FF57", "home:0", "yes", f"card:{tm}")
    assert g.card(tm)["face_down"]


def test_sb70_may_frighten_each_other_friend_here_when_played():
    b = _rich_board()
    theirs = b.add("PR31", 1, "play", "problem:0")
    mine = b.add("PR31", 0, "play", "problem:0")
    away = b.add("PR31", 1, "play", "problem:1")
    card = b.add("SB70", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    _then(g, "yes")
    assert g.card(theirs)["frightened"] and g.card(mine)["frightened"] and not g.card(away)["frightened"]
    placed = next(i for i in g.s["play"] if g.spec(i).code == "SB70")
    assert not g.card(placed)["frightened"]
