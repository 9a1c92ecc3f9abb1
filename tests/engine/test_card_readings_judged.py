"""Card readings a judge settled against the comprehensive rules (docs/engine.md, "Card
readings settled by the rules"): each test is a judge's board on real cards of the shipped
database, naming the card and the rules that decide it."""

from __future__ import annotations

import re

from engine.mlp.values import power
from tests.engine.card_play import gala_board, start_challenge
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_once,
    shipped_game,
    zone_codes,
)


def _acts(g, iid: int) -> list[str]:
    return [k for k in keys(g) if k.startswith(f"act|{iid}|")]


def test_pr90_beaverteeth_dismisses_a_resource_attached_to_a_friend_at_the_opponents_home():
    """501.3: a Resource played on a Friend is at that Friend's area, so one on a Friend standing
    at the opponent's home is "a Resource in your opponent's home" for Mr. Beaverton
    Beaverteeth, Dam Builder (PR90)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    beaver = b.add("PR90", 0, "play", "home:0")
    friend = b.add("PR79", 1, "play", "home:1")
    glasses = b.add("CN138", 1, "play", "home:1", host=friend)  # Funny Glasses, on P1's Friend
    g = shipped_game(b)
    answer(g, *_acts(g, beaver))
    assert glasses not in g.s["play"] and zone_codes(g, 1, "discard") == ["CN138"]
    assert friend in g.s["play"]


def test_cn34_fast_clip_may_spend_a_card_at_home_to_no_effect():
    """703.1c, 705.2: Fast Clip, Drill Instructor (CN34) at home has no Problem, so "exhaust all
    characters at this card's Problem" exhausts none; the ability is still activated as often
    as its cost can be paid, and exhausting all of no characters is an instruction completed:
    the card beneath is spent and nothing else happens."""
    b = Board()
    b.players[0] = {"tokens": 3}
    held = b.add("PR20", 0, "banished")
    clip = b.add("CN34", 0, "play", "home:0", beneath=[held])
    beside = b.add("PR79", 0, "play", "home:0")
    theirs = b.add("PR79", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, *_acts(g, clip))
    assert zone_codes(g, 0, "discard") == ["PR20"]
    assert not g.card(beside)["exhausted"] and not g.card(theirs)["exhausted"]


def test_sb70_pony_pirate_played_at_home_may_frighten_each_other_friend_at_that_home():
    """501.4: "here" is the area of the card with the text, a home as well as a Problem, so
    Princess Twilight Sparkle, Pony Pirate (SB70) played to her player's home may frighten
    each other Friend there (her player's own), and none elsewhere."""
    b = Board()
    b.players[0] = {"tokens": 6}
    for code in ("PR20", "PR20", "PR60", "PR60"):  # blue and purple for her requirement
        b.add(code, 0, "play", "problem:0")
    twilight = b.add("SB70", 0, "hand")
    at_home = b.add("PR79", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"play|{twilight}|home:0")
    answer(g, "yes")
    (twilight,) = [i for i in g.s["play"] if g.spec(i).code == "SB70"]
    assert g.card(at_home)["frightened"] and not g.card(twilight)["frightened"]
    assert not any(g.card(i)["frightened"] for i in g.characters_at("problem:0", 0))


def test_ll125_tree_of_harmony_may_be_challenged_by_its_own_controller():
    """"Any player may activate this ability" (an exception to 703.1b) includes the Tree's own
    controller, and 514.4a.i says how a player challenging a Troublemaker they control is
    totalled: The Tree of Harmony, Trial by Friendship (LL125) adds its power to the opponent's
    total."""
    b = Board()
    b.players[0] = {"tokens": 5}
    tree = b.add("LL125", 0, "play", "problem:1")
    mine = b.add("PR79", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, *_acts(g, tree))
    log = log_text(g)
    assert f"608.4: P0 challenges {g.name(tree)}" in log
    # P0: Sugar Twist 2 and a flipped 1; P1: the Tree's 5 and a flipped 1
    assert "514.4: Power totals: P0 3, P1 6" in log
    assert g.as_written(f"{g.name(mine)} is sent from problem:1 to home:0") in log  # P1 won (514.5b)


def test_cn101_biff_pow_challenges_with_a_character_away_from_the_troublemakers_problem():
    """514.2a.i, 514.2c: Biff! Pow! ("Challenge an opponent's Troublemaker with one of your
    characters") says which character is involved, wherever it is; 608.2 (a character at the
    Troublemaker's Problem) is a rule of the Challenge Step, and texts wanting that Problem say
    so ("one of your characters here", The Tree of Harmony). P0, with no character at the
    Troublemaker's Problem, challenges with a Friend at home, which stays there."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for _ in range(3):
        b.add("PR20", 0, "play", "problem:0")  # blue, for its requirement
    chosen = b.add("PR79", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:1")  # Purple Parasprite, power 4
    biff = b.add("CN101", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{biff}|event")
    answer(g, f"card:{chosen}")
    log = log_text(g)
    assert f"608.4: P0 challenges {g.name(tm)}" in log
    # P0: Sugar Twist 2 alone (not the Friends at problem:0) and its flip; P1: the Parasprite 4 and its flip
    assert "514.4: Power totals: P0 3, P1 5" in log
    assert g.card(chosen)["area"] == "home:0"


def test_sb105_pony_power_flipped_gives_its_plus_one_to_the_characters_involved_as_it_is_flipped():
    """708.2, 708.2a, 708.2b: Pony Power's Chaos ability ("While this card is flipped, your
    characters involved in the faceoff have +1 power until the end of the faceoff") is a
    definite continuous modifier, which reads the board as it is created: P0's Red Gala,
    involved as Pony Power is flipped, gets +1; P0's Apple Brown Betty, moved into the faceoff
    afterwards by P1's Burning Bridges (involved from then on, 514.2d), does not."""
    b, ids = gala_board(tokens=0)
    late = b.add("PR36", 0, "play", "problem:1")  # Apple Brown Betty (3), away from the faceoff
    for _ in range(3):
        b.add("PR60", 1, "play", "home:1")  # purple, for Burning Bridges
    bridges = b.add("SB99", 1, "hand")
    b.players[1] = {"tokens": 3}
    b.deck_top("SB105", 0)
    g = start_challenge(b, ids["tm"])
    answer(g, "pass")
    (pony_power,) = g.s["faceoff"]["flipped"][0]
    assert g.spec(pony_power).code == "SB105"
    lasting = f"while {g.name(pony_power)} is flipped, until the end of the faceoff"
    answer(g, f"play|{bridges}|event")
    answer(g, f"card:{late}")
    answer(g, "problem:0")
    log = log_text(g)
    assert f"{g.name(ids['pony'])} gets +1 power {lasting}" in log
    assert f"{g.name(late)} gets +1 power" not in log
    # Red Gala 2 + 1, Apple Brown Betty 3, Pony Power 5; P1: the Parasprite 4 and a flipped 1
    assert "514.4: Power totals: P0 11, P1 5" in log


# ----- "a Troublemaker": face-up in play, face-down as it is played (505.2, 609.2c) -------------


def test_cg182_overgrown_everfree_is_not_barred_by_a_face_down_troublemaker():
    """505.2: a face-down Troublemaker can't be referenced by a text that does not say
    "face-down", so Overgrown Everfree (CG182) bars Friends only while a face-up one is there."""
    b = Board(problems=("CG182", "PR190"))
    b.players[0] = {"tokens": 9}
    friend = b.add("PR33", 0, "hand")
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    assert f"play|{friend}|problem:0" in keys(g)
    b.cards[hidden - 1]["face_down"] = False
    assert f"play|{friend}|problem:0" not in keys(shipped_game(b))


def test_pr211_fluttershy_monster_tamer_banishes_only_a_face_up_troublemaker():
    """505.2: "banish a Troublemaker there" names a face-up one; a face-down Troublemaker at that
    Problem is not offered by Fluttershy, Monster Tamer (PR211)."""
    b = Board()
    b.players[0] = {"tokens": 8}
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # yellow
    shown = b.add("PR157", 1, "play", "problem:1")
    b.add("PR157", 1, "play", "problem:1", face_down=True)
    tamer = b.add("PR211", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{tamer}|problem:1")
    assert keys(g) == ["none", f"card:{shown}"]


def test_cn153_varmint_barricade_collects_on_a_face_down_play_but_moves_only_to_a_face_up_troublemaker():
    """609.2c, 505.2: a Troublemaker is only ever played face-down, so Varmint Barricade's (CN153)
    "when a Troublemaker is played" is met by that play; its "move one of your characters to a
    Problem with a Troublemaker" names a Troublemaker in play, a face-up one only."""
    b = Board()
    b.players[1] = {"tokens": 1}
    barricade = b.add("CN153", 0, "play", "home:0")
    b.deck_top("PR36", 0)
    tm = b.add("PR157", 1, "hand")
    b.add("PR79", 0, "play", "home:0")
    g = shipped_game(b, turn_player=1)
    answer(g, f"tm|{tm}|problem:0")
    for _ in range(5):  # the trigger resolves; nothing else asks
        if g.pending().kind == "priority":
            break
        answer(g, keys(g)[0])
    assert [g.spec(i).code for i in g.beneath(barricade)] == ["PR36"]
    b = Board()
    held = b.add("PR36", 0, "banished")
    barricade = b.add("CN153", 0, "play", "home:0", beneath=[held])
    b.add("PR79", 0, "play", "home:0")
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    assert not _acts(shipped_game(b), barricade)
    b.cards[hidden - 1]["face_down"] = False
    assert _acts(shipped_game(b), barricade)


def test_sb105_pony_power_banished_from_the_flip_zone_no_longer_gives_its_plus_one():
    """708.2a, 515.2, 410.6: Pony Power's "+1 power until the end of the faceoff" has the
    "while this card is flipped" condition, so it affects the game only while Pony Power is in
    the flip zone: once P1's A Wrinkle in Time (DE91) banishes it, P0's Red Gala is back to 2
    and Pony Power's own 5 is gone from P0's total."""
    b, ids = gala_board(tokens=0)
    for _ in range(3):
        b.add("PR65", 1, "play", "home:1")  # white, for A Wrinkle in Time
    wrinkle = b.add("DE91", 1, "hand")
    b.players[1] = {"tokens": 1}
    b.deck_top("SB105", 0)
    g = start_challenge(b, ids["tm"])  # (P0 has nothing to play: the flips come at once)
    assert zone_codes(g, 0, "flip") == ["SB105"]
    assert power.power(g, ids["pony"]) == 3  # Red Gala 2 + 1 while Pony Power is flipped
    answer(g, f"play|{wrinkle}|event")
    assert zone_codes(g, 0, "banished") == ["SB105"]
    # P0: Red Gala 2 alone; P1: the Parasprite 4 and a flipped 1
    assert "514.4: Power totals: P0 2, P1 5" in log_text(g)


def _celestia_banishes(g, celestia: int, event: str) -> None:
    """P1's Princess Celestia, Restricted Section banishes the Event named from P0's discard pile."""
    answer(g, *_acts(g, celestia))
    if g.pending().kind == "target":  # (asked only when there is a choice)
        answer(g, option_with(g, event))


def test_cn109_magic_duel_is_in_the_discard_pile_during_the_faceoff_it_started():
    """304.2, 705.2, 707.4: Magic Duel (CN109) is done as its faceoff starts: its player gets
    priority then (707.4), and no one has priority while an action is processed (705.2), so
    the Event has gone to P0's discard pile (304.2, 705.2f) by the faceoff's first priority
    window. There P1's Princess Celestia, Restricted Section (LL37, "Immediate: Exhaust this
    card to banish an Event from a discard pile") may banish it; "The winner of the faceoff
    gains [1]" is the faceoff's outcome (514.5d), followed all the same."""
    b = Board()
    b.players[0] = {"tokens": 0}
    for _ in range(3):
        b.add("PR60", 0, "play", "home:0")  # purple, for its requirement
    mine = b.add("PR36", 0, "play", "problem:0")  # Apple Brown Betty (3)
    b.add("PR36", 1, "play", "problem:1")
    celestia = b.add("LL37", 1, "play", "home:1")
    duel = b.add("CN109", 0, "hand")
    b.deck_top("PR36", 0)  # P0 flips 3 and wins
    g = shipped_game(b)
    answer(g, f"play|{duel}|event")
    answer(g, f"card:{mine}")
    assert g.s["faceoff"] is not None and zone_codes(g, 0, "discard") == ["CN109"]
    log = log_text(g)
    assert re.search(r"304\.2: Magic Duel #\d+ \(now #\d+\) is put into P0's discard pile\n(.*\n)*707\.4: P0 starts a faceoff", log)
    _celestia_banishes(g, celestia, "Magic Duel")
    assert zone_codes(g, 0, "discard") == [] and zone_codes(g, 0, "banished") == ["CN109"]
    while g.s["faceoff"] is not None and g.pending().kind == "priority":
        answer(g, "pass")
    assert "P0 wins the faceoff" in log_text(g) and g.s["players"][0]["tokens"] == 1


def test_hm85_a_true_true_friend_is_in_the_discard_pile_during_the_challenge_it_started():
    """304.2, 705.2, 707.4: A True, True Friend (HM85), its challenge chosen, is in P0's
    discard pile by the Troublemaker faceoff's first priority window, where P1's Princess
    Celestia, Restricted Section (LL37) may banish it."""
    b = Board()
    b.players[0] = {"tokens": 1}
    for code in ("PR12", "PR12", "PR81", "PR81"):
        b.add(code, 0, "play", "home:0")  # blue and yellow, for its requirement
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR157", 1, "play", "problem:1")  # Purple Parasprite
    celestia = b.add("LL37", 1, "play", "home:1")
    friend = b.add("HM85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{friend}|event")
    answer(g, option_with(g, "Challenge an opposing Troublemaker"))
    assert g.s["faceoff"]["kind"] == "troublemaker" and zone_codes(g, 0, "discard") == ["HM85"]
    _celestia_banishes(g, celestia, "A True, True Friend")
    assert zone_codes(g, 0, "banished") == ["HM85"]


def _twister_board(player: int, exhausted: bool = True) -> tuple[Board, int]:
    """It's a Twister! (PR176) is P0's Problem; `player` has two [Loyalty] characters at a
    Problem and a card at home (exhausted unless said otherwise)."""
    b = Board(problems=("PR176", "PR190"))
    b.add("PR12", player, "play", "problem:1")
    b.add("PR12", player, "play", "problem:1")
    return b, b.add("PR20", player, "play", f"home:{player}", exhausted=exhausted)


def test_pr176_its_a_twister_is_activated_by_its_controller_as_their_score_phase_begins():
    """704.1a: the errata's "Score Phase:" makes It's a Twister!'s "At the beginning of a
    player's Score Phase" an activated ability, not a triggered one: nothing happens by itself
    as P0's Score Phase starts; P0, its controller, is offered it then (703.1b, 512.3), once for
    that start, and it readies the card they choose."""
    b, tired = _twister_board(0)
    twister = b.problem[0]
    g = b.game(phase="score", step="score")
    assert g.pending().kind == "priority" and g.card(tired)["exhausted"]
    answer(g, *_acts(g, twister))
    assert not g.card(tired)["exhausted"]
    assert g.pending().kind == "priority" and not _acts(g, twister)


def test_pr176_its_a_twister_is_not_used_in_an_opponents_score_phase():
    """703.1b, 512.3: It's a Twister! is P0's Problem, so P1 never uses it, even in their own
    Score Phase with two [Loyalty] characters and an exhausted card at home; it no longer
    triggers for "that player"."""
    b, tired = _twister_board(1)
    twister = b.problem[0]
    g = b.game(phase="score", step="score", turn_player=1)
    while g.pending() is not None and g.s["phase"] == "score":
        d = g.pending()
        assert "Twister" not in d.prompt and (d.kind != "priority" or not _acts(g, twister))
        pass_once(g)
    assert g.card(tired)["exhausted"] and "Twister" not in log_text(g)


def _twister_window(player: int, loyal: int = 2, exhausted: bool = True) -> tuple[Board, int]:
    """It's a Twister! is P0's Problem; `player` has `loyal` [Loyalty] Friends at a Problem
    besides Eclair Crème at home (a [Loyalty] Friend whose "Score Phase:" ability keeps the
    window of their Score Phase's beginning open to be asked in), a white Friend at home to
    exhaust for it, and a white card at home (exhausted unless said otherwise)."""
    b = Board(problems=("PR176", "PR190"))
    b.players[player] = {"tokens": 2}
    for _ in range(loyal):
        b.add("PR12", player, "play", "problem:1")
    b.add("CN13", player, "play", f"home:{player}")
    b.add("PR79", player, "play", f"home:{player}")
    b.add("PR79", player, "play", f"home:{player}", exhausted=exhausted)
    return b, b.problem[0]


def _why_twister(g) -> str:
    from engine.mlp.table import mlp_table

    return " ".join(mlp_table().why_not(g, "activate It's a Twister!").lines())


def test_pr176_why_its_a_twister_is_not_offered_says_what_is_missing_or_when_it_is_used():
    """The judge asks "activate It's a Twister!" where it is not offered: in P0's own Score
    Phase as it begins with no exhausted card at home (its "ready a card at home" can't be
    followed, 705.2), with one [Loyalty] character (its own "if that player has at least 2
    [Loyalty] characters", quoted as its text), once it has been used (the beginning is
    answered once, 512.3), and in P1's Score Phase (only the turn player activates a "Score
    Phase" ability, 512.3)."""
    b, _ = _twister_window(0, exhausted=False)
    why = _why_twister(shipped_game(b, phase="score", step="score"))
    assert "Rule 705.2: Player 1 has no exhausted card at home." in why
    b, _ = _twister_window(0, loyal=0)
    why = _why_twister(shipped_game(b, phase="score", step="score"))
    assert ("Card text of It's a Twister!: it is used only by a player with at least 2 Blue (Loyalty) characters, "
            "and Player 1 has 1.") in why and "705.2" not in why
    b, twister = _twister_window(0)
    g = shipped_game(b, phase="score", step="score")
    answer(g, *_acts(g, twister))
    assert g.s["phase"] == "score" and g.pending().player == 0 and not _acts(g, twister)
    assert ("Rule 512.3: it is activated at the beginning of its controller's Score Phase, once, and that has "
            "passed.") in _why_twister(g)
    b, _ = _twister_window(1)
    why = _why_twister(shipped_game(b, phase="score", step="score", turn_player=1))
    assert "it is Player 2's turn, and only the turn player activates \"Score Phase\" abilities" in why
