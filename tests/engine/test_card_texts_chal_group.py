"""Challenges started by card text, each played on a judge's board.

"Challenge a Troublemaker with ..." starts a Troublemaker faceoff as a challenge does (608.4);
the text says which of the challenger's characters are involved (514.2a.i). Each test names
its card's code and shows who is involved, and who is not.
"""

from __future__ import annotations

import re

from engine.mlp.procedures.faceoff import involved
from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    TROUBLEMAKER,
    acts,
    find,
    flipped,
    rich_board,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
)


def _challenged(g, name: str = "Purple Parasprite") -> bool:
    """Did P0 challenge the Troublemaker so named (608.4)? (Its faceoff may have run to its end.)"""
    text = log_text(g)
    return f"608.4: P0 challenges {name}" in text and "P0 starts a Troublemaker faceoff" in text


def _involved_power(g) -> tuple[int, int]:
    """Each player's power total in the last challenge's first comparison (514.4), less the
    cards they flipped before it: the power of the cards involved on each side."""
    lines = log_text(g).split("\n")
    start = max(i for i, line in enumerate(lines) if line.startswith("608.4: "))
    flipped = [0, 0]
    for line in lines[start:]:
        found = re.match(r"514\.3: P(\d) flips .* \(power (\d+)\)$", line)
        if found:
            flipped[int(found.group(1))] += int(found.group(2))
        totals = re.match(r"514\.4: Power totals: P0 (\d+), P1 (\d+)$", line)
        if totals:
            return int(totals.group(1)) - flipped[0], int(totals.group(2)) - flipped[1]
    raise AssertionError("no power totals compared")


def test_sb66_applejack_pony_pirate_challenges_with_itself_alone():
    b = rich_board()
    other = b.add(BIG, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("SB66", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    answer(g, "yes")
    applejack = find(g, "SB66")[0]
    assert _challenged(g)
    assert involved(g, 0) == [applejack]  # not the other Friend at that Problem
    assert other not in involved(g)
    assert "608.4: P0 challenges Purple Parasprite" in log_text(g)


def test_sb66_applejack_pony_pirate_at_home_challenges_from_home():
    """514.2a.i: the text that starts a Troublemaker faceoff says which cards are involved, and
    "with it" names Applejack wherever she is; 608.2 (a character at the Troublemaker's
    Problem) is a rule of the Challenge Step. Played to her home she may challenge, alone: not
    the Friend at the Troublemaker's Problem."""
    b = rich_board()
    there = b.add(BIG, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("SB66", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    applejack = find(g, "SB66")[0]
    assert _challenged(g)
    assert _involved_power(g) == (4, 4)  # Applejack 4 alone; the Parasprite 4
    assert there not in involved(g) and g.card(applejack)["area"] == "home:0"


def test_mt9_pipsqueak_class_president_challenges_a_troublemaker_here_once_cutie_marked():
    b = rich_board()
    pipsqueak = b.add("MT9", 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")  # not here: not offered
    g = shipped_game(b)
    answer(g, acts(g, pipsqueak)[0])
    assert g.card(pipsqueak)["counters"].get("cutie_mark")
    answer(g, "yes")
    assert _challenged(g)  # the only Troublemaker here: chosen without asking
    # Pipsqueak 3 + its Cutie Mark's +1 counter + Competitive 2, and Apple Brown Betty 3
    assert _involved_power(g) == (9, 4)
    assert g.s["players"][0]["tokens"] == 7


def test_mt9_pipsqueak_class_president_may_decline():
    b = rich_board()
    pipsqueak = b.add("MT9", 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, acts(g, pipsqueak)[0])
    answer(g, "no")
    assert g.s["faceoff"] is None


def test_mt94_well_make_our_mark_challenges_with_one_chosen_character():
    b = rich_board()
    chosen = b.add("PR33", 0, "play", "problem:0")  # Red Gala: 2 power
    b.add(BIG, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("MT94", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    answer(g, option_with(g, "challenge an opposing troublemaker"))
    answer(g, f"card:{chosen}")
    assert _challenged(g)
    assert _involved_power(g) == (2, 4)  # Red Gala alone, not Apple Brown Betty


def test_mt94_well_make_our_mark_offers_no_challenge_without_a_troublemaker():
    b = rich_board()
    b.add(BIG, 0, "play", "problem:0")
    card = b.add("MT94", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    labels = [o.label.casefold() for o in g.pending().options]
    assert not any("challenge" in label for label in labels)  # 705.2e
    assert any("draw 3" in label for label in labels)


def test_mt140_wind_rider_dirty_pool_moves_a_troublemaker_then_challenges_it_there():
    b = rich_board()
    b.add(BIG, 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    card = b.add("MT140", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    answer(g, "yes")  # the only opposing Troublemaker, to the only other Problem: problem:0
    assert g.card(tm)["area"] == "problem:0"
    answer(g, "yes")
    assert _challenged(g)
    assert _involved_power(g) == (6, 4)  # the two Friends there, not Wind Rider at home


def test_mt140_wind_rider_dirty_pool_no_move_no_challenge():
    b = rich_board()
    b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("MT140", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    answer(g, "no")
    # "If you do": the Troublemaker was not moved, so it is not challenged
    assert g.pending().kind == "priority" and g.s["faceoff"] is None and g.card(tm)["area"] == "problem:0"


def test_sb104_its_time_to_be_awesome_challenges_with_every_character_in_play():
    b = rich_board()
    b.add(BIG, 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:1")
    b.add(BIG, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("SB104", 0, "hand")
    g = shipped_game(b)
    everyone = sum(power.power(g, i) for i in g.characters(0))
    answer(g, f"play|{card}|")
    answer(g, option_with(g, "challenge an opposing troublemaker"))
    assert _challenged(g)
    # at home and at the other Problem too; P1's Friend there is not involved (a challenge)
    assert _involved_power(g) == (everyone, 4)


def test_sb104_its_time_to_be_awesome_challenges_with_no_character_at_the_troublemakers_problem():
    """514.2a.i: "with all of your characters in play" names them wherever they are, so no
    character of P0's need stand at the Troublemaker's Problem (608.2 is a rule of the
    Challenge Step): the mode is offered, and P0's characters at home are involved."""
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("SB104", 0, "hand")
    g = shipped_game(b)
    everyone = sum(power.power(g, i) for i in g.characters(0))
    answer(g, f"play|{card}|")
    answer(g, option_with(g, "challenge an opposing troublemaker"))
    assert _challenged(g) and _involved_power(g) == (everyone, 4)


def test_sb104_its_time_to_be_awesome_offers_no_dismissal_raze_keeps_from_it_pr189():
    """705.2e: P1's only Friend is an [Honesty] Friend at PR189 Raze This Barn ("[Honesty]
    Friends here cannot be dismissed"): "dismiss an opposing Friend" is not offered. A [Laughter]
    Friend there can be dismissed, and the mode is offered again."""
    def raze_board() -> Board:
        b = rich_board()
        b.cards[b.problem[1] - 1]["card"] = "PR189"
        b.add(BIG, 0, "play", "problem:0")
        b.add(TROUBLEMAKER, 1, "play", "problem:0")
        b.add("PR31", 1, "play", "problem:1")  # orange: Honesty
        return b

    b = raze_board()
    card = b.add("SB104", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    labels = [o.label.casefold() for o in g.pending().options]
    assert len(labels) == 2 and not any("dismiss" in label for label in labels)

    b = raze_board()
    pink = b.add(BIG, 1, "play", "problem:1")
    card = b.add("SB104", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    answer(g, option_with(g, "dismiss an opposing friend"))
    assert pink not in g.s["play"] and g.pending().kind == "priority"  # the one it can dismiss


def test_sb105_pony_power_challenges_and_gives_the_involved_characters_one_power():
    b = rich_board()
    there = b.add(BIG, 0, "play", "problem:0")
    away = b.add(BIG, 0, "play", "problem:1")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("SB105", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|")
    assert _challenged(g)
    assert _involved_power(g) == (4, 4)  # Apple Brown Betty 3 + 1; the Parasprite is not "yours"
    assert "Apple Brown Betty" in log_text(g).split("608.4")[-1].split("514.3")[0]
    pass_until(g, "priority")
    assert g.s["faceoff"] is None
    assert power.power(g, there) == 3 and power.power(g, away) == 3  # until the end of the faceoff


def test_sb105_pony_power_flipped_gives_the_flipping_players_involved_characters_one_power():
    g, ids = flipped("SB105")
    # Red Gala 2 +1 while Pony Power (5) is flipped; P1's side: the Parasprite (4) and its flip
    text = log_text(g)
    assert "Red Gala, Favorite Cousin" in text.split("Pony Power triggers")[-1].split("514.4")[0]
    totals = re.search(r"514\.4: Power totals: P0 (\d+), P1 (\d+)", text)
    assert int(totals.group(1)) == 2 + 1 + 5
    assert power.power(g, ids["foe"]) == 3  # P1's Friend, not involved, unchanged


def test_cg9_daring_do_professional_heroine_challenges_there_with_the_characters_there():
    b = rich_board()
    b.add(BIG, 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:1")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("CG9", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|problem:0")
    assert _challenged(g)  # not "may": it challenges
    assert _involved_power(g) == (6, 4)  # Daring Do and Apple Brown Betty there


def test_cg9_daring_do_professional_heroine_at_home_challenges_nothing():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    card = b.add("CG9", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    assert g.s["faceoff"] is None and "608.4" not in log_text(g)


def _uncover_by_p1(score: int):
    """P1's face-down Parasprite at problem:0, where P0's Snap Shutter & Mane Allgood and
    Apple Brown Betty stand, is uncovered in P1's Troublemaker Phase; P0 has `score` points."""
    b = Board()
    b.players[0] = {"tokens": 0, "score": score}
    b.players[1] = {"tokens": 3}
    snap = b.add("LL59", 0, "play", "problem:0")
    other = b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover", start="uncover")
    pass_until(g, "may")
    return g, snap, other, tm


def test_ll59_snap_shutter_and_mane_allgood_challenges_an_uncovered_troublemaker_alone():
    g, _snap, _other, _tm = _uncover_by_p1(score=0)
    assert g.pending().player == 0
    assert keys(g) == ["self", "no"]  # no player has 8 points: this card only
    answer(g, "self")
    assert "608.4: P0 challenges Purple Parasprite" in log_text(g)
    assert _involved_power(g) == (3 + 2, 4)  # this card (Competitive 2) alone, not Apple Brown Betty


def test_ll59_snap_shutter_and_mane_allgood_with_8_points_may_challenge_with_all_here():
    g, _snap, _other, _tm = _uncover_by_p1(score=8)
    assert keys(g) == ["self", "all", "no"]
    answer(g, "all")
    assert _involved_power(g) == (3 + 2 + 3, 4)


def test_ll59_snap_shutter_and_mane_allgood_says_what_challenging_costs_de82():
    """608.1: P1's Spike, Garbunkle ("Opponents can't challenge your Troublemakers unless they
    pay [1]") makes the challenge cost 1: the "may challenge" says so, as Daring Do's question
    about It's a Trap! does, and saying yes pays it (712.3). (It's a Trap! itself can't be on a
    Troublemaker as it is uncovered, 511.3, or as it enters play.)"""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 3}
    snap = b.add("LL59", 0, "play", "problem:0")
    b.add("DE82", 1, "play", "home:1")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0", face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover", start="uncover")
    pass_until(g, "may")
    assert g.pending().prompt.endswith(f"Pay [1] to challenge {g.name(tm)}? (608.1)")
    assert option_with(g, f"Pay 1 to challenge {g.name(tm)} with {g.name(snap)}") == "self"
    answer(g, "self")
    assert g.s["players"][0]["tokens"] == 1 and "608.4: P0 challenges Purple Parasprite" in log_text(g)


def test_ll59_snap_shutter_and_mane_allgood_ignores_own_troublemakers():
    b = rich_board()
    b.add("LL59", 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 0, "play", "problem:0", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover", start="uncover")
    assert not g.card(tm)["face_down"]
    assert g.s["faceoff"] is None and g.pending().kind != "may"


def test_ll125_the_tree_of_harmony_any_player_pays_to_challenge_it_with_one_character():
    b = rich_board()
    chosen = b.add("PR33", 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    tree = b.add("LL125", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, acts(g, tree)[0])  # P0 activates P1's Troublemaker's ability (703.1b)
    answer(g, f"card:{chosen}")
    assert g.s["players"][0]["tokens"] == 7
    assert _challenged(g, "The Tree of Harmony")
    assert _involved_power(g) == (2, 5)  # Red Gala alone against the Tree


def test_ll125_the_tree_of_harmony_needs_a_character_there():
    b = rich_board()
    tree = b.add("LL125", 1, "play", "problem:0")
    g = shipped_game(b)
    assert not acts(g, tree)


def test_mt121_changeling_clash_challenges_at_the_end_of_the_main_phase():
    b = Board(problems=("MT121", "PR190"))
    b.players[0] = {"tokens": 0}
    b.add(BIG, 0, "play", "problem:0")
    b.add(BIG, 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    assert g.s["phase"] == "main"
    pass_until(g, "may")
    assert g.s["phase"] == "main"  # the end of the Main Phase, before the Score Phase
    answer(g, "yes")
    assert _challenged(g)
    assert _involved_power(g) == (6, 4)


def _changeling_clash_at_a_trap():
    """P0's Changeling Clash ("you may challenge an opposing Troublemaker here with all of your
    characters here") at the end of P0's Main Phase, with 3 tokens left; P1's Purple
    Parasprite there carries It's a Trap! ("Players can't challenge that Troublemaker unless
    they pay [2]"): the game at the first question, and the Parasprite."""
    b = Board(problems=("MT121", "PR190"))
    b.players[0] = {"tokens": 3}
    b.add(BIG, 0, "play", "problem:0")
    tm = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add("AD136", 1, "play", "problem:0", host=tm)
    g = shipped_game(b)
    while g.pending().kind == "priority":
        answer(g, "pass")
    return g, tm


def test_mt121_changeling_clash_asks_once_whether_to_pay_to_challenge_a_trapped_troublemaker():
    """608.1, 712.3: the "may" of a challenge that costs 2 is the question of the price, asked
    once ("Pay [2] to challenge ...? (608.1)"), not "Challenge ...?" then "Pay [2] ...?"; yes pays
    and challenges, no does neither."""
    g, tm = _changeling_clash_at_a_trap()
    assert g.pending().kind == "may"
    assert g.pending().prompt.endswith(f": Pay [2] to challenge {g.name(tm)}? (608.1)")
    answer(g, "yes")
    assert _challenged(g) and g.s["players"][0]["tokens"] == 1
    g, tm = _changeling_clash_at_a_trap()
    answer(g, "no")
    assert "608.4" not in log_text(g) and g.s["players"][0]["tokens"] == 3


def _pony_pirate_between_two_troublemakers():
    """P0 (5 tokens) plays Applejack, Pony Pirate (SB66, cost 3: "When this card enters play,
    you may challenge an opposing Troublemaker with it"); P1's Purple Parasprite at problem:0
    carries It's a Trap!, P1's Wild Manticore at problem:1 nothing: the game at the question."""
    b = rich_board(tokens=5)
    trapped = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add("AD136", 1, "play", "problem:0", host=trapped)
    free = b.add("PR159", 1, "play", "problem:1")
    card = b.add("SB66", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|home:0")
    return g, trapped, free


def test_sb66_applejack_pony_pirate_offers_each_troublemaker_with_its_price_in_one_question():
    """With two opposing Troublemakers, one trapped, the one question of the "may" offers each
    with what challenging it costs (608.1), and not challenging; the price named in the answer
    is not asked again."""
    g, trapped, free = _pony_pirate_between_two_troublemakers()
    assert g.pending().kind == "may" and g.pending().prompt.endswith(": Challenge which Troublemaker? (712.3)")
    assert option_with(g, f"Pay 2 to challenge {g.name(trapped)}") == f"card:{trapped}"
    assert option_with(g, f"Challenge {g.name(free)}") == f"card:{free}"
    answer(g, f"card:{trapped}")
    assert _challenged(g) and g.s["players"][0]["tokens"] == 0
    g, _, free = _pony_pirate_between_two_troublemakers()
    answer(g, f"card:{free}")
    assert _challenged(g, "Wild Manticore") and g.s["players"][0]["tokens"] == 2
    g, _, _ = _pony_pirate_between_two_troublemakers()
    answer(g, "no")
    assert "608.4" not in log_text(g) and g.s["players"][0]["tokens"] == 2


def test_mt121_changeling_clash_not_at_the_end_of_an_opponents_main_phase():
    b = Board(problems=("PR168", "MT121"))  # P1's Changeling Clash; P0's turn
    b.players[0] = {"tokens": 0}
    b.add(BIG, 1, "play", "problem:1")
    b.add(TROUBLEMAKER, 0, "play", "problem:1")
    g = shipped_game(b)  # P0 can't act: their Main Phase ends, then their turn
    assert g.s["turn_player"] == 1 and g.pending().player == 1
    assert "608.4" not in log_text(g)  # P1's Changeling Clash asked nothing at P0's


def test_mt94_well_make_our_mark_moves_the_mane_character_which_gets_two_power():
    b = rich_board()
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    card = b.add("MT94", 0, "hand")
    g = shipped_game(b)
    mane = b.mane[0]
    answer(g, f"play|{card}|")
    answer(g, option_with(g, "move your mane character"))
    answer(g, "problem:1")
    assert g.card(mane)["area"] == "problem:1"
    assert power.power(g, mane) == 1 + 2
    assert g.s["faceoff"] is None  # the other modes are not carried out
