"""Power doubled or fixed by a continuous text, played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
leaves alone (other cards, the power once the condition stops holding).
"""

from __future__ import annotations

from engine.mlp.values import power
from tests.engine.card_play import TROUBLEMAKER, board
from tests.engine.helpers import shipped_game


def test_sb50_capper_dapperpaws_smooth_talker_doubles_for_each_troublemaker_here():
    b = board()
    capper = b.add("SB50", 0, "play", "problem:0")  # 2 power
    g = shipped_game(b)
    assert power.power(g, capper) == 2
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")  # not here
    g = shipped_game(b)
    assert power.power(g, capper) == 8  # doubled twice
    g.add_mod("power", capper, 1, until="turn")
    assert power.power(g, capper) == 12  # (2 + 1) doubled twice: doubling comes last


def test_sb80_applejack_and_rarity_odd_couple_doubled_while_an_opponent_has_more_friends():
    b = board()
    couple = b.add("SB80", 0, "play", "problem:0")  # 2 power
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.power(g, couple) == 2  # one Friend each: not more
    b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    assert power.power(g, couple) == 4
    foe = b.add("PR20", 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, foe) == 1  # only this card is doubled


def test_mt120_blankest_flanks_friends_here_have_2_power_and_cant_gain_or_lose_power():
    b = board()
    b.cards[b.problem[0] - 1]["card"] = "MT120"
    big = b.add("PR36", 0, "play", "problem:0")  # 3 power
    small = b.add("PR20", 1, "play", "problem:0")  # 1 power
    away = b.add("PR36", 0, "play", "problem:1")
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, big) == 2 and power.power(g, small) == 2
    g.add_mod("power", big, 3, until="turn")
    assert power.power(g, big) == 2  # can't gain power
    assert power.power(g, away) == 3  # not here
    assert power.power(g, trouble) == 4  # not a Friend


def test_ff120_pukwudgie_strength_in_numbers_doubles_for_each_other_pukwudgie_in_play():
    b = board()
    first = b.add("FF120", 1, "play", "problem:0")  # 4 power
    g = shipped_game(b)
    assert power.power(g, first) == 4  # itself is not counted
    second = b.add("FF120", 1, "play", "problem:1")
    g = shipped_game(b)
    assert power.power(g, first) == 8 and power.power(g, second) == 8


def test_ll104_clouded_by_anger_doubles_that_friends_power():
    b = board()
    friend = b.add("PR36", 1, "play", "problem:0")  # 3 power
    other = b.add("PR36", 1, "play", "problem:0")
    b.add("LL104", 0, "play", "problem:0", host=friend)
    g = shipped_game(b)
    assert power.power(g, friend) == 6
    assert power.power(g, other) == 3
