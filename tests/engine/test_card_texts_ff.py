"""Texts printed on one card of Friends Forever, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.effects import abilities
from engine.mlp.effects.troublemakers import can_challenge
from engine.mlp.procedures import flow
from engine.mlp.procedures.actions import legal
from engine.mlp.procedures.faceoff import involved, power_total
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.values import power
from engine.mlp.values.power import blocked_by_troublemaker
from tests.engine.card_play import (
    TROUBLEMAKER,
    acts,
    board,
    gala_board,
    rich_board,
    start_challenge,
)
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game, zone_codes


def _faceoff(kind: str) -> dict:
    return {"kind": kind, "areas": ["problem:0"], "challenger": 0, "tm": None,
            "flipped": [[], []], "ignored": [], "flagged": [], "used": []}


def test_ff104_flash_magnus_shield_four_more_power_in_troublemaker_faceoffs_only():
    b = Board()
    b.add("FF104", 0, "play", "home:0")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("problem")
    problem_faceoff = power_total(g, 0)
    g.s["faceoff"] = _faceoff("troublemaker")
    assert power_total(g, 0) == problem_faceoff + 4
    g.s["faceoff"]["challenger"] = 1  # P1 challenges: no character of P0's is involved here
    assert power_total(g, 0) == 4  # the shield still adds to P0's total


def test_ff15_ember_dragon_lord_your_friends_with_power_counters_cant_be_frightened():
    b = Board()
    b.add("FF15", 0, "play", "home:0")
    countered = b.add("PR36", 0, "play", "problem:0", counters={"power": 1})
    plain = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0", counters={"power": 1})
    g = shipped_game(b)
    for iid in (countered, plain, theirs):
        g.frighten(iid)
    assert not g.card(countered)["frightened"]
    assert g.card(plain)["frightened"] and g.card(theirs)["frightened"]


def test_ff124_distracted_lead_actress_keeps_the_strongest_opposing_confronter_out():
    b = Board(problems=("PR168", "FF124"))
    b.add("PR36", 0, "play", "problem:1")  # 3 power: the highest of P0's here
    b.add("PR33", 0, "play", "problem:1")  # 2
    b.add("PR20", 0, "play", "problem:1")  # 1
    b.add("PR36", 1, "play", "problem:1")  # the Problem's owner's own
    b.add("PR36", 0, "play", "problem:0")  # at another Problem: not kept out
    g = shipped_game(b)
    assert power.confront_power(g, 0, "problem:1") == 2 + 1
    assert power.confront_power(g, 1, "problem:1") == 3  # not an opposing character
    assert power.confront_power(g, 0, "problem:0") == 3


def test_ff124_distracted_lead_actress_keeps_every_tied_highest_out():
    b = Board(problems=("PR168", "FF124"))
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR33", 0, "play", "problem:1")
    g = shipped_game(b)
    assert power.confront_power(g, 0, "problem:1") == 2


def test_ff71_mudbriar_counts_card_types_in_the_discard_and_keeps_weaker_opponents_out():
    b = Board()
    mud = b.add("FF71", 1, "play", "problem:0")
    b.add("PR20", 1, "discard")  # a Friend
    b.add("PR20", 1, "discard")  # another Friend: the same type
    b.add("PR113", 1, "discard")  # an Event
    b.add("PR20", 0, "discard")
    b.add("PR139", 0, "discard")  # P0's discard pile does not count
    strong = b.add("PR36", 0, "play", "problem:0")  # 3: as strong as Mudbriar
    b.add("PR33", 0, "play", "problem:0")  # 2: weaker
    b.add("PR36", 0, "play", "problem:1")  # at another Problem
    b.add("PR20", 1, "play", "problem:0")  # Mudbriar's own side
    g = shipped_game(b)
    assert power.power(g, mud) == 1 + 2
    assert power.confront_power(g, 0, "problem:0") == 3
    assert power.confront_power(g, 0, "problem:1") == 3
    assert power.confront_power(g, 1, "problem:0") == 3 + 1
    assert power.power(g, strong) == 3


def test_ff125_fashion_blindness_silences_characters_not_above_their_printed_power():
    b = Board(problems=("FF125", "PR190"))
    boosted = b.add("PR36", 0, "play", "problem:0", counters={"power": 1})
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR33", 1, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:1")
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("problem")
    assert power.power(g, boosted) == 4
    assert power_total(g, 0) == 4  # only the Friend above its printed power
    assert power_total(g, 1) == 0
    g.s["faceoff"]["areas"] = ["problem:1"]
    assert power_total(g, 0) == 3  # at another Problem: nothing kept out


def test_ff117_chancellor_neighsay_loses_a_power_for_each_different_opposing_trait_here():
    b = Board()
    neighsay = b.add("FF117", 1, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")  # Earth Pony
    b.add("PR33", 0, "play", "problem:0")  # Earth Pony: the same trait counts once
    b.add("PR60", 0, "play", "problem:1")  # a Unicorn at another Problem
    b.add("PR79", 1, "play", "problem:0")  # a Pegasus of its own side
    g = shipped_game(b)
    assert power.power(g, neighsay) == 7 - 1
    b.cards[b.mane[0] - 1]["area"] = "problem:0"  # P0's Twilight Sparkle, a Unicorn, joins them
    g = shipped_game(b)
    assert power.power(g, neighsay) == 7 - 2


def test_ff39_arista_may_make_the_next_resource_this_turn_cost_one_less():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR79", 0, "play", "home:0")  # white power for the requirement
        b.add("PR33", 0, "play", "home:0")  # orange power for Hard Hat's
    arista = b.add("FF39", 0, "hand")
    hat = b.add("PR139", 0, "hand")  # Hard Hat, a Resource
    friend = b.add("PR33", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{arista}|home:0")
    answer(g, "yes")
    host = b.mane[0]
    assert power.play_cost(g, 0, hat, "home:0", host) == g.spec(hat).cost - 1
    assert power.play_cost(g, 0, friend, "home:0", None) == g.spec(friend).cost  # a Friend: no


def test_ff126_lacking_lesson_plans_its_owner_confronts_past_opposing_troublemakers():
    b = Board(problems=("FF126", "PR190"))
    b.add("PR157", 1, "play", "problem:0")  # P1's face-up Troublemaker at P0's Problem
    b.add("PR157", 0, "play", "problem:1")  # P0's at P1's Problem
    g = shipped_game(b)
    assert not power.blocked_by_troublemaker(g, 0, "problem:0")
    assert power.blocked_by_troublemaker(g, 1, "problem:1")  # the other Problem: blocked as usual
    b = Board(problems=("PR168", "FF126"))  # P1 owns it: P0 is not "you"
    b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.blocked_by_troublemaker(g, 0, "problem:1")


def _turn_ends(b: Board):
    return shipped_game(b, phase="end", step="end_of_turn", start="end")


def test_ff130_yickslurbertfest_draws_for_its_owner_with_the_strongest_character_as_their_turn_ends():
    b = Board(problems=("FF130", "PR190"))
    b.add("PR36", 0, "play", "home:0")  # 3: ties for the highest
    b.add("PR36", 1, "play", "home:1")
    g = _turn_ends(b)
    assert [text for _, rule, text in g.log if rule == "712" and text.startswith("P0 draws")] == [
        f"P0 draws 1 card (by the text of {g.name(g.s['areas']['problem:0']['problem'])})"]
    assert len(g.s["players"][0]["hand"]) == 1


def test_ff130_yickslurbertfest_gives_nothing_when_the_opponent_is_stronger():
    b = Board(problems=("FF130", "PR190"))
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1", counters={"power": 1})
    g = _turn_ends(b)
    assert len(g.s["players"][0]["hand"]) == 0


def test_ff133_rockhoof_outmatched_at_the_start_of_your_turn_doubles_his_power_with_counters():
    b = Board()
    rock = b.add("FF133", 0, "play", "home:0", counters={"power": 1})  # 2 power
    b.add("PR36", 1, "play", "home:1")  # 3: higher
    g = shipped_game(b, phase="score", step="end", turn_player=1)  # P0's turn begins
    assert g.card(rock)["counters"]["power"] == 1 + 2
    assert power.power(g, rock) == 4


def test_ff133_rockhoof_gets_nothing_when_no_one_is_stronger():
    b = Board()
    rock = b.add("FF133", 0, "play", "home:0", counters={"power": 2})  # 3 power
    b.add("PR36", 1, "play", "home:1")  # 3: not higher
    g = shipped_game(b, phase="score", step="end", turn_player=1)
    assert g.card(rock)["counters"]["power"] == 2


def test_ff83_sclerite_two_tone_has_the_two_colors_chosen_as_it_enters_play():
    b = Board()
    b.players[0] = {"tokens": 5}
    sclerite = b.add("FF83", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sclerite}|home:0")
    assert g.pending().kind == "color" and g.pending().max == 2 and g.pending().min == 0
    answer(g, "color:blue", "color:pink")
    (placed,) = [i for i in g.s["play"] if g.spec(i).code == "FF83"]
    assert set(power.colors(g, placed)) == {"blue", "pink"}
    assert power.color_power(g, 0, "blue") == power.power(g, placed) == 1  # it counts for play requirements


def test_ff28_silverstream_student_of_friendship_rearranges_the_top_of_an_opponents_problem_deck():
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR36", 0, "play", "home:0")  # pink for the requirement
    deep = b.add("PR161", 1, "problem_deck")
    second = b.add("PR163", 1, "problem_deck")
    top = b.add("PR165", 1, "problem_deck")
    b.add("PR171", 0, "problem_deck")
    silver = b.add("FF28", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{silver}|home:0")
    assert keys(g) == ["none", "deck:0", "deck:1"]
    answer(g, "deck:1")
    assert sorted(keys(g)) == sorted([f"card:{top}", f"card:{second}"])  # the top two only
    answer(g, f"card:{top}")  # to the bottom
    assert g.s["players"][1]["problem_deck"] == [top, deep, second]  # (the top is the end of the list)
    assert g.s["players"][0]["problem_deck"] == [b.cards[-2]["iid"]]


def test_ff131_silverstream_everythings_new_turns_over_at_a_problem_with_two_other_characters():
    b = Board(manes=("FF131", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    silver = b.mane[0]
    assert not any(k.startswith(f"act|{silver}|") for k in keys(g))  # one other character only
    b.add("PR36", 1, "play", "problem:0")  # an opponent's counts too
    g = shipped_game(b)
    (act,) = [k for k in keys(g) if k.startswith(f"act|{silver}|")]
    answer(g, act)
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    (mane,) = [i for i in g.s["play"] if g.s["cards"][i]["owner"] == 0 and g.is_type(i, "mane")]
    assert g.card(mane)["boosted"]


def test_ff68_berry_punch_party_preparations_has_as_much_power_as_cards_in_your_hand():
    b = Board()
    berry = b.add("FF68", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 0, "hand")
    b.add("PR20", 1, "hand")  # the opponent's hand does not count
    g = shipped_game(b)
    assert power.power(g, berry) == 3
    g.discard(g.s["players"][0]["hand"][0])
    assert power.power(g, berry) == 2


def test_ff68_berry_punch_flipped_counts_the_cards_in_your_hand():
    b, ids = gala_board("PR20", "PR33", tokens=0)  # two cards in P0's hand
    b.deck_top("FF68", 0)
    g = start_challenge(b, ids["tm"])
    assert "P0 flips Berry Punch, Party Preparations" in log_text(g)
    assert "Power totals: P0 4," in log_text(g)  # Red Gala's 2, and the flipped card's 2


def test_ff118_cozy_glow_seeds_of_doubt_the_challenger_retires_an_involved_friend():
    b = Board()
    first = b.add("PR36", 0, "play", "problem:0")
    second = b.add("PR33", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:1")  # not involved
    cozy = b.add("FF118", 1, "play", "problem:0")
    g = start_challenge(b, cozy)
    assert g.pending().player == 0 and set(keys(g)) == {f"card:{first}", f"card:{second}"}
    answer(g, f"card:{second}")
    assert second not in g.s["play"] and "PR33" in zone_codes(g, 0, "discard")


def test_ff119_maulwurf_extra_large_is_challenged_only_by_two_or_more_characters():
    b = Board()
    b.add("PR36", 0, "play", "problem:0")
    mole = b.add("FF119", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert f"challenge:{mole}" not in (keys(g) if g.pending() is not None else [])
    b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert f"challenge:{mole}" in keys(g)


def test_ff70_spike_fight_and_flight_may_exhaust_to_join_a_troublemaker_faceoff_from_anywhere():
    b = Board()
    spike = b.add("FF70", 0, "play", "home:0")
    b.add("PR36", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    while g.pending().kind != "may":
        answer(g, keys(g)[0])
    answer(g, "yes")
    assert g.card(spike)["exhausted"]
    assert f"Spike, Fight and Flight #{spike} becomes involved in the faceoff" in log_text(g)
    # (exhausted, it adds no power to the faceoff: 503.5)


def _need(g, player: int, area: str) -> int:
    """The power in all `player` needs to confront the Problem at `area`."""
    reqs = power.requirements(g, player, area)
    assert reqs is not None
    return sum(amount for _, _, amount in reqs)


def test_ff72_smolder_sandbar_pillow_fight_exhausts_and_discards_to_lower_a_problem_for_the_turn():
    b = rich_board()
    pair = b.add("FF72", 0, "play", "home:0")
    discarded = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    before = _need(g, 0, "problem:1")
    answer(g, acts(g, pair)[0])
    answer(g, "problem:1")  # P1's Problem: P0 needs 4 [wild] there
    assert _need(g, 0, "problem:1") == before - 2
    assert g.card(pair)["exhausted"]  # the cost: exhaust this card ...
    assert zone_codes(g, 0, "discard") == ["PR20"] and discarded not in g.s["players"][0]["hand"]  # ... and discard
    assert acts(g, pair) == []  # exhausted: not again this turn
    g.expire_mods("turn")
    assert _need(g, 0, "problem:1") == before  # until the end of the turn only


def test_ff72_smolder_sandbar_pillow_fight_cant_be_used_with_no_card_to_discard():
    b = rich_board()
    pair = b.add("FF72", 0, "play", "home:0")
    g = shipped_game(b)
    assert g.s["players"][0]["hand"] == []
    assert acts(g, pair) == []


def _bound_board():
    """P0's Main Phase with power of every color; P1 with three cards in hand, their Mane
    and four Friends at P1's Problem and a Troublemaker there."""
    b = rich_board()
    for code in ("PR36", "PR33", "PR20"):
        b.add(code, 1, "hand")
    foes = [b.add("PR60", 1, "play", "problem:1") for _ in range(4)]
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    bound = b.add("FF103", 0, "hand")
    return b, foes, tm, bound


def test_ff103_were_friendship_bound_an_opponent_discards_two_random_cards():
    b, _, _, bound = _bound_board()
    g = shipped_game(b)
    mine = list(g.s["players"][0]["hand"])
    answer(g, f"play|{bound}|event")
    assert keys(g) == ["mode:0", "mode:1", "mode:2"]  # choose one
    answer(g, "mode:0")
    assert len(zone_codes(g, 1, "hand")) == 1 and len(zone_codes(g, 1, "discard")) == 2  # two, not all three
    assert [i for i in g.s["players"][0]["hand"]] == [i for i in mine if i != bound]  # P0 discards nothing
    assert zone_codes(g, 0, "discard") == ["FF103"]


def test_ff103_were_friendship_bound_moves_up_to_three_opposing_characters():
    b, foes, tm, bound = _bound_board()
    g = shipped_game(b)
    answer(g, f"play|{bound}|event")
    answer(g, "mode:1")
    offered = keys(g)
    assert g.pending().max == 3 and {f"card:{foe}" for foe in foes} <= set(offered)
    assert f"card:{tm}" not in offered  # opposing characters only
    assert not any(g.card(int(k[5:]))["owner"] == 0 for k in offered)
    answer(g, *(f"card:{foe}" for foe in foes[:3]))
    for _ in foes[:3]:
        answer(g, "problem:0")
    assert g.pending().kind == "priority"  # three moves, no fourth
    assert [g.card(f)["area"] for f in foes] == ["problem:0"] * 3 + ["problem:1"]


def test_ff103_were_friendship_bound_may_move_fewer_than_three():
    b, foes, _, bound = _bound_board()
    g = shipped_game(b)
    answer(g, f"play|{bound}|event")
    answer(g, "mode:1")
    answer(g, f"card:{foes[0]}")  # "up to three": one is an answer
    answer(g, "problem:0")
    assert g.pending().kind == "priority"
    assert [g.card(f)["area"] for f in foes] == ["problem:0"] + ["problem:1"] * 3


def test_ff103_were_friendship_bound_troublemakers_dont_stop_you_confronting_this_turn():
    b, _, tm, bound = _bound_board()
    g = shipped_game(b)
    assert blocked_by_troublemaker(g, 0, "problem:1")
    answer(g, f"play|{bound}|event")
    answer(g, "mode:2")
    assert not blocked_by_troublemaker(g, 0, "problem:1")
    assert zone_codes(g, 1, "discard") == [] and len(zone_codes(g, 1, "hand")) == 3  # only the chosen mode
    turn = g.s["turn"]
    pass_until(g, phase="troublemaker")  # through P0's Score Phase and P1's turn ...
    pass_until(g, phase="main")  # ... to P0's next Main Phase
    assert g.s["turn"] == turn + 2 and g.s["cards"][tm]["area"] == "problem:1"
    assert blocked_by_troublemaker(g, 0, "problem:1")  # until the end of the turn only


def test_ff88_friendship_u_an_opponent_retires_a_random_friend():
    b = rich_board()
    theirs = [b.add("PR36", 1, "play", "home:1"), b.add("PR33", 1, "play", "problem:1")]
    mine = b.add("PR36", 0, "play", "problem:0")
    card = b.add("FF88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    answer(g, next(o.key for o in g.pending().options if "random" in o.label))
    left = [i for i in theirs if i in g.s["cards"] and g.card(i)["zone"] == "play"]
    assert len(left) == 1  # one of P1's Friends, retired to P1's discard pile
    assert len(g.s["players"][1]["discard"]) == 1
    assert g.card(mine)["zone"] == "play" and g.card(b.mane[1])["zone"] == "play"  # not a Mane Character


def test_ff88_friendship_u_moves_up_to_three_of_your_characters():
    b = rich_board()
    pony = b.add("PR36", 0, "play", "home:0")
    card = b.add("FF88", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    # P1 has no Friend, no Troublemaker is in play: moving is the only mode that can be done
    assert "chooses: Move up to three of your characters" in log_text(g)
    answer(g, f"card:{pony}")  # "up to": one is enough
    answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1"
    assert g.pending().kind == "priority"


def _ocellus_power(*friends: tuple[int, dict]) -> int:
    """P0's Ocellus, Knowledge is Power (boosted) with these (owner, flags) Apple Brown Bettys
    (power 3, cost 3): her power."""
    b = Board(manes=("FF3", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    for owner, flags in friends:
        b.add("PR36", owner, "play", f"home:{owner}", **flags)
    g = shipped_game(b)
    return power.power(g, b.mane[0])


def test_ff3_ocellus_knowledge_is_power_two_more_while_a_friend_has_more_power_than_its_cost():
    assert _ocellus_power((0, {})) == 3  # power 3, cost 3: not higher
    assert _ocellus_power((0, {"counters": {"power": 1}})) == 3 + 2  # 4 power for cost 3
    assert _ocellus_power((1, {"counters": {"power": 1}})) == 3  # an opponent's Friend: not "you have"


def test_ff138_princess_cadance_family_matters_friends_cost_one_less_to_a_minimum_of_one():
    b = Board()
    b.add("FF138", 0, "play", "home:0")
    betty = b.add("PR36", 0, "hand")  # cost 3
    sunrise = b.add("PR20", 0, "hand")  # cost 1
    event = b.add("FF92", 0, "hand")
    theirs = b.add("PR36", 1, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 0, betty, "home:0", None) == 2
    assert power.play_cost(g, 0, sunrise, "home:0", None) == 1  # never below [1]
    assert power.play_cost(g, 0, event, None, None) == g.spec(event).cost  # Friends only
    assert power.play_cost(g, 1, theirs, "home:1", None) == 3  # "you": not the opponent


def _can_play(g, player: int, card: int) -> bool:
    return any(key.startswith(f"play|{card}|") for key, _ in legal(g, player, "open"))


def test_ff92_listen_up_three_power_and_opponents_cant_play_cards_during_faceoffs():
    b, ids = gala_board("FF92", tokens=6)
    mine = b.add("FF92", 0, "hand")
    theirs = b.add("FF92", 1, "hand")
    for code in ("PR12", "PR12", "PR33", "PR33", "PR81", "PR81"):
        b.add(code, 1, "play", "home:1")  # what P1's own Listen Up! requires
    b.players[1] = {"tokens": 6}
    g = shipped_game(b)
    pony = ids["pony"]
    before = power.power(g, pony)
    answer(g, f"play|{ids['FF92']}|event")
    assert power.power(g, pony) == before + 3
    assert power.power(g, ids["foe"]) == 3  # P1's Friend: not "your characters"
    assert _can_play(g, 1, theirs)  # outside faceoffs P1 still may
    g.s["faceoff"] = _faceoff("troublemaker")  # a faceoff this turn
    assert not _can_play(g, 1, theirs)
    assert _can_play(g, 0, mine)  # the player of Listen Up! is not barred


def test_ff92_listen_up_ban_kept_by_an_older_board_file_still_holds():
    """A board saved when the ban kept only its turn still bars P1's plays during a faceoff
    that turn (the card that made it is then unknown), and none the next turn."""
    b, _ = gala_board(tokens=6)
    theirs = b.add("FF92", 1, "hand")
    for code in ("PR12", "PR12", "PR33", "PR33", "PR81", "PR81"):
        b.add(code, 1, "play", "home:1")
    b.players[1] = {"tokens": 6}
    b.top["flags"] = {"no_faceoff_plays:1": 3}  # (the board's turn)
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("troublemaker")
    assert not _can_play(g, 1, theirs)
    assert abilities.faceoff_play_ban(g, 1) == (None, "a card, played this turn, says P1 can't play cards during "
                                                      "faceoffs this turn")
    g.s["turn"] += 1
    assert _can_play(g, 1, theirs)


def test_ff123_accident_at_the_pear_farm_banishes_a_troublemaker_from_the_discard_pile_for_power():
    b = Board(problems=("FF123", "PR190"))
    b.players[0] = {"tokens": 2}
    b.add(TROUBLEMAKER, 0, "discard")
    friend = b.add("PR36", 0, "discard")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    elsewhere = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, acts(g, b.problem[0])[0])  # the only Troublemaker in the pile: no choice to make
    assert zone_codes(g, 0, "banished") == [TROUBLEMAKER] and g.card(friend)["zone"] == "discard"
    assert power.power(g, tm) == 4 + 2  # the only Troublemaker here
    assert power.power(g, elsewhere) == 4


def test_ff123_accident_at_the_pear_farm_needs_a_troublemaker_in_the_discard_pile():
    b = Board(problems=("FF123", "PR190"))
    b.add("PR36", 0, "discard")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    assert not acts(g, b.problem[0])


def _breakfast_game(p0_problem: str):
    """A new game: P0's Problem deck holds `p0_problem` as its only Starting Problem (and
    Royal Breakfast is P1's otherwise), both keep their hands: the first decision after."""
    lib = default_library()
    ids = {code: lib.find(code).id for code in ("PR4", "PR2", "PR36", "FF128", "PR168", p0_problem)}
    decks = [deck_from_cards(lib, [ids["PR4"], *[ids["PR36"]] * 20, ids[p0_problem]]),
             deck_from_cards(lib, [ids["PR2"], *[ids["PR36"]] * 20, ids["PR168"]])]
    g = new_game(lib, decks, 5)
    while g.pending().kind == "mulligan":
        answer(g, "keep")
    return g


def test_ff128_royal_breakfast_its_owner_may_draw_a_card_at_the_start_of_the_game():
    g = _breakfast_game("FF128")
    assert g.pending().player == 0 and g.pending().kind == "may" and g.s["turn"] == 1
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == 7 and len(g.s["players"][1]["hand"]) == 6
    g = _breakfast_game("FF128")
    answer(g, "no")
    assert len(g.s["players"][0]["hand"]) == 6


def test_ff128_royal_breakfast_not_in_a_game_without_it():
    g = _breakfast_game("PR168")
    assert g.pending().kind != "may" and "The game starts" in log_text(g)


def test_ff107_meadowbrooks_mask_mane_characters_cant_be_involved_in_faceoffs():
    b = Board()
    b.add("FF107", 1, "play", "home:1")  # either player's Mask keeps every Mane Character out
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.cards[b.mane[1] - 1]["area"] = "problem:0"
    pony = b.add("PR36", 0, "play", "problem:0")
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("problem")
    assert involved(g) == [pony, foe]
    assert power_total(g, 0) == 3 and power_total(g, 1) == 2  # no Mane Character's power


def test_ff107_meadowbrooks_mask_absent_manes_are_involved():
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    pony = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    g.s["faceoff"] = _faceoff("problem")
    assert involved(g) == [b.mane[0], pony]


def test_ff84_the_eea_council_strict_guidelines_only_main_phase_actions():
    for council in (False, True):
        b, ids = gala_board("FF92", tokens=6)
        theirs = b.add("FF92", 1, "hand")
        for code in ("PR12", "PR12", "PR33", "PR33", "PR81", "PR81"):
            b.add(code, 1, "play", "home:1")
        b.players[1] = {"tokens": 6}
        if council:
            b.add("FF84", 1, "play", "home:1")
        g = shipped_game(b)
        # Listen Up! is Immediate: even in the turn player's Main Phase it is no Main Phase action (609.2a)
        assert any(key.startswith(f"play|{ids['FF92']}|") for key, _ in legal(g, 0, "main")) != council
        # the opponent in that Main Phase, and anyone during a faceoff: only without the Council
        assert any(key.startswith(f"play|{theirs}|") for key, _ in legal(g, 1, "main")) != council
        g.s["faceoff"] = _faceoff("troublemaker")
        assert _can_play(g, 0, ids["FF92"]) != council
        assert _can_play(g, 1, theirs) != council


def test_ff84_the_eea_council_keeps_immediate_events_and_abilities_out_of_the_main_phase():
    """609.2a, 609.2f: in the turn player's own Main Phase only Events and abilities with the
    timing phrase "Main Phase" are Main Phase actions; an Immediate one is played in the
    window (512.5), which the Council forbids. Moves, draws and Main Phase Events stay."""
    for council in (False, True):
        b = rich_board(tokens=9)
        skipping = b.add("FF96", 0, "hand")  # Skipping Class: "Immediate: Discard ..., then draw 6"
        makeover = b.add("EO127", 0, "hand")  # Makeover!: "Main Phase: Choose a character ..."
        smooze = b.add("EO109", 0, "play", "home:0")  # The Smooze: "Immediate: Pay [1] to banish ..."
        b.add("PR98", 1, "discard")  # (a non-Friend card for The Smooze to banish)
        if council:
            b.add("FF84", 1, "play", "home:1")
        g = shipped_game(b)
        listed = keys(g)
        assert (f"play|{skipping}|event" in listed) != council
        assert any(k.startswith(f"act|{smooze}|") for k in listed) != council
        assert f"play|{makeover}|event" in listed and "draw" in listed
        assert any(k.startswith(f"move|{smooze}|") for k in listed)


def test_ff140_school_shut_down_puts_friends_resources_troublemakers_into_decks_then_shuffles():
    b = rich_board(tokens=9)
    hat = b.add("PR151", 1, "play", "home:1")
    foe = b.add("PR36", 1, "play", "problem:1")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    hidden = b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)
    b.add("PR36", 0, "discard")
    b.add("PR36", 1, "discard")
    card = b.add("FF140", 0, "hand")
    g = shipped_game(b)
    mine = [i for i in g.characters(0) if g.is_type(i, "friend")]
    decks = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    answer(g, f"play|{card}|event")
    assert not any(i in g.s["play"] for i in [*mine, hat, foe, tm])
    assert g.card(hidden)["zone"] == "play"  # a face-down Troublemaker is not named (505.2)
    assert g.card(b.mane[0])["zone"] == "play" and g.card(b.mane[1])["zone"] == "play"
    assert len(g.s["players"][0]["deck"]) == decks[0] + len(mine) + 1  # and the discarded card
    assert len(g.s["players"][1]["deck"]) == decks[1] + 3 + 1
    assert zone_codes(g, 0, "discard") == ["FF140"] and zone_codes(g, 1, "discard") == []
    assert "P0 shuffles their discard pile (1 card) into their deck" in log_text(g)


def _smolder_challenge(answer_may: str):
    """P0's Smolder (boosted, at home) while P0's Apple Brown Betty challenges P1's
    Parasprite; P1 holds Apple Brown Betty (power 3) and Sweetie Sunrise (power 1)."""
    b = Board(manes=("FF2", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")
    big = b.add("PR36", 1, "hand")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add("PR20", 1, "hand")
    g = start_challenge(b, tm)
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, answer_may)
    return g, big, b.mane[0]


def test_ff2_smolder_culture_shock_opponent_discards_and_an_involved_card_gets_its_power():
    g, big, smolder = _smolder_challenge("yes")
    assert g.card(smolder)["exhausted"]
    assert g.pending().player == 1 and g.pending().kind == "discard"  # the opponent chooses
    answer(g, f"card:{big}")
    assert zone_codes(g, 1, "discard")[0] == "PR36"
    # Apple Brown Betty (3) +3 (the discarded card's power), the only card of P0's involved
    assert "Power totals: P0 7, P1 5" in log_text(g)


def test_ff2_smolder_culture_shock_may_decline():
    g, _big, smolder = _smolder_challenge("no")
    assert not g.card(smolder)["exhausted"] and zone_codes(g, 1, "discard") == []
    assert "Power totals: P0 4, P1 5" in log_text(g)


def _defeat_pony_of_shadows(*deck_top: str):
    """P0's four Apple Brown Bettys challenge P1's Pony of Shadows (Epic, power 7) at
    problem:0; P1 flips Sweetie Sunrise, then has `deck_top` on top of their deck (the first
    on top): the game once P1 is asked."""
    b = board(3)
    for _ in range(4):
        b.add("PR36", 0, "play", "problem:0")
    for code in reversed(deck_top):
        b.deck_top(code, 1)
    b.deck_top("PR20", 1)
    shadows = b.add("FF141", 1, "play", "problem:0")
    g = start_challenge(b, shadows)
    while g.pending().kind == "priority" and g.s["faceoff"] is not None:
        answer(g, "pass")
    return g


def test_ff141_pony_of_shadows_pure_darkness_defeated_puts_the_first_revealed_friend_into_play():
    g = _defeat_pony_of_shadows("PR157", "FF92", "PR33", "PR36")
    assert "P0 defeats Pony of Shadows" in log_text(g)
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    answer(g, "home:1")
    assert [g.spec(i).code for i in g.characters(1)].count("PR33") == 1  # Red Gala, the first Friend
    assert "PR36" not in [g.spec(i).code for i in g.characters(1)]
    assert "P1 reveals Purple Parasprite" in log_text(g) and "P1 shuffles their deck" in log_text(g)
    assert sorted(zone_codes(g, 1, "deck")).count("PR157") == 1  # the other revealed cards stay in the deck


def test_ff141_pony_of_shadows_pure_darkness_may_decline():
    g = _defeat_pony_of_shadows("PR33")
    answer(g, "no")
    assert "PR33" not in [g.spec(i).code for i in g.characters(1)]


def _feast(*deck_top: str, dragons: int = 0):
    """P0 plays Gemstone Feast with `dragons` Dragon Friends (Spike, Baby Dragon; Crackle) at
    home and `deck_top` on top of their deck (the first on top)."""
    b = rich_board()
    for code in ("PR18", "AD56")[:dragons]:
        b.add(code, 0, "play", "home:0")
    for code in reversed(deck_top):
        b.deck_top(code, 0)
    card = b.add("FF89", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g


def test_ff89_gemstone_feast_reveals_one_more_per_dragon_and_keeps_one():
    g = _feast("PR157", "PR36", "PR33", dragons=2)
    assert "P0 reveals Purple Parasprite" in log_text(g) and "Red Gala" in log_text(g).split("P0 reveals")[-1]
    assert len([o for o in g.pending().options if o.key.startswith("play:")]) == 1  # the Troublemaker only
    answer(g, next(o.key for o in g.pending().options if o.key.startswith("hand:") and "Red Gala" in o.label))
    assert "PR33" in zone_codes(g, 0, "hand")
    answer(g, next(o.key for o in g.pending().options if "Purple Parasprite" in o.label))  # to the bottom
    assert zone_codes(g, 0, "deck")[0] == "PR157" and zone_codes(g, 0, "deck")[-1] == "PR36"


def test_ff89_gemstone_feast_puts_a_revealed_troublemaker_into_play_face_up():
    g = _feast("PR157", "PR36")
    # no Dragon: one card revealed
    answer(g, next(o.key for o in g.pending().options if o.key.startswith("play:")))
    answer(g, "problem:1")
    tms = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert len(tms) == 1 and not g.card(tms[0])["face_down"] and g.card(tms[0])["area"] == "problem:1"
    assert zone_codes(g, 0, "deck")[-1] == "PR36"  # not revealed, left on top


def _riddle(guess: str):
    """P1's Sphinx at problem:0, P1 holding Apple Brown Betty (a Friend) and Listen Up! (an
    Event); P0's turn starts, P1 chooses Apple Brown Betty and P0 guesses `guess`."""
    b = Board()
    b.add("PR36", 0, "play", "problem:0")
    sphinx = b.add("FF122", 1, "play", "problem:0")
    friend = b.add("PR36", 1, "hand")
    b.add("FF92", 1, "hand")
    g = shipped_game(b, phase="ready", step="ready", start="ready")
    assert g.pending().player == 1 and g.pending().kind == "target"  # its controller chooses
    answer(g, f"card:{friend}")
    assert g.pending().player == 0 and g.pending().kind == "guess"
    answer(g, guess)
    return g, sphinx


def test_ff122_sphinx_grinning_riddler_a_right_guess_frees_confronting_and_bars_challenges():
    g, sphinx = _riddle("friend")
    assert not blocked_by_troublemaker(g, 0, "problem:0")
    assert not can_challenge(g, 0, sphinx)  # by card text
    assert not flow._challenges(g, 0, ())  # nor in the Challenge Step (608.1)
    assert power.power(g, sphinx) == g.spec(sphinx).power
    # (each line of what the riddle did names the card whose text did it, 705.2e)
    said = [text for _, _, text in g.log if text.startswith(f"{g.name(sphinx)} ")]
    assert said == [f"{g.name(sphinx)} doesn't prevent P0 from confronting its Problem this turn (by the text of "
                    f"{g.name(sphinx)})",
                    f"{g.name(sphinx)} can't be challenged until the end of the turn (by the text of {g.name(sphinx)})"]


def test_ff122_sphinx_grinning_riddler_a_wrong_guess_doubles_its_power():
    g, sphinx = _riddle("event")
    assert power.power(g, sphinx) == 2 * g.spec(sphinx).power
    assert blocked_by_troublemaker(g, 0, "problem:0")


def test_ff135_star_swirl_the_bearded_reveals_three_at_the_start_of_your_turn_and_keeps_one():
    b = Board()
    b.add("FF135", 0, "play", "home:0")
    for code in ("PR33", "PR36", TROUBLEMAKER):  # (the last on top)
        b.deck_top(code, 0)
    g = shipped_game(b, phase="ready", step="ready", start="ready")
    assert "P0 reveals Purple Parasprite" in log_text(g)
    kept = next(o.key for o in g.pending().options if "Red Gala" in o.label)
    answer(g, kept)
    answer(g, next(o.key for o in g.pending().options if "Purple Parasprite" in o.label))  # to the bottom
    assert "PR33" in zone_codes(g, 0, "hand")
    assert zone_codes(g, 0, "deck")[0] == TROUBLEMAKER


def _star_swirl_flips_an_event(exhausted: bool):
    b, ids = gala_board(tokens=0)
    swirl = b.add("FF135", 0, "play", "home:0", exhausted=exhausted)
    b.deck_top("FF92", 0)
    g = start_challenge(b, ids["tm"])
    while g.s["faceoff"] is not None and g.pending().kind not in ("replacement", "bottom_order"):
        answer(g, "pass")
    return g, swirl


def test_ff135_star_swirl_the_bearded_exhausts_to_keep_a_flipped_event():
    g, swirl = _star_swirl_flips_an_event(exhausted=False)
    event = next(o.key for o in g.pending().options if o.key.startswith("hand:"))
    answer(g, event)
    assert "FF92" in zone_codes(g, 0, "hand") and g.card(swirl)["exhausted"]


def test_ff135_star_swirl_the_bearded_exhausted_keeps_nothing():
    g, _swirl = _star_swirl_flips_an_event(exhausted=True)
    assert g.pending().kind != "replacement" and "FF92" not in zone_codes(g, 0, "hand")


def test_ff135_star_swirl_reveals_nothing_from_an_empty_deck_and_the_log_says_why():
    """Star Swirl the Bearded, Pillar of Sorcery: "At the start of your turn, reveal the top
    three cards of your deck." With no deck the log says why nothing is revealed."""
    b = Board(deck_size=0)
    star_swirl = b.add("FF135", 0, "play", "home:0")
    game = shipped_game(b, turn_player=1, phase="end", step="end_of_turn")
    assert (f"P0 reveals nothing: P0's deck is empty (by the text of {game.name(star_swirl)})"
            in [text for _, _, text in game.log])
