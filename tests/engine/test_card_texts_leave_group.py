"""Texts about cards leaving play: "can't leave play" and what replaces a card's leaving,
each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

from tests.engine.card_play import acts, board
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game


def _ball(friends: int) -> tuple:
    """P0's Amnity Ball with `friends` of P0's Friends and one of P1's there."""
    b = Board(problems=("LL127", "PR190"))
    b.players[0] = {"tokens": 3}
    mine = [b.add("PR36", 0, "play", "problem:0") for _ in range(friends)]
    theirs = b.add("PR36", 1, "play", "problem:0")
    home = b.add("PR36", 0, "play", "home:0")
    return shipped_game(b), mine, theirs, home


def test_ll127_amnity_ball_keeps_four_friends_there_in_play():
    g, mine, theirs, home = _ball(4)
    g.dismiss(mine[0])
    g.retire(mine[1])
    g.banish(mine[2])
    g.to_hand(mine[3], "test")
    assert all(g.card(i)["zone"] == "play" for i in mine)
    assert "can't leave play" in log_text(g)
    g.dismiss(theirs)  # not one of the Problem's controller's Friends
    g.dismiss(home)  # not here
    assert theirs not in g.s["play"] and home not in g.s["play"]


def test_ll127_amnity_ball_lets_them_go_with_three_friends_there():
    g, mine, _, _ = _ball(3)
    g.dismiss(mine[0])
    assert mine[0] not in g.s["play"]


def _big_breakfast() -> tuple:
    b = board(6)
    ponies = [b.add("PR33", 0, "play", "home:0") for _ in range(2)]  # Earth Ponies (and orange power)
    unicorn = b.add("PR60", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")  # an Earth Pony, not P0's
    applejack = b.add("LL136", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{applejack}|home:0")
    new = next(i for i in g.characters(0) if g.spec(i).code == "LL136")
    return g, new, ponies, unicorn, theirs


def test_ll136_applejack_big_breakfast_enters_with_a_counter_per_other_earth_pony():
    g, applejack, ponies, unicorn, theirs = _big_breakfast()
    assert g.card(applejack)["counters"] == {"power": 2}  # the two Red Galas, not the Unicorn nor P1's
    assert [g.card(i)["counters"].get("power", 0) for i in ponies] == [1, 1]  # its other text
    assert not g.card(unicorn)["counters"] and not g.card(theirs)["counters"]


def test_ll136_applejack_keeps_a_friend_in_play_this_turn_for_a_counter():
    g, applejack, ponies, _, _ = _big_breakfast()
    answer(g, acts(g, applejack)[0])
    answer(g, f"card:{ponies[0]}")
    assert not g.card(ponies[0])["counters"]
    g.dismiss(ponies[0])
    g.retire(ponies[0])
    assert g.card(ponies[0])["zone"] == "play"
    g.dismiss(ponies[1])  # no counter was removed from it
    assert ponies[1] not in g.s["play"]
    g.expire_mods("turn")  # the turn ends
    g.dismiss(ponies[0])
    assert ponies[0] not in g.s["play"]


def test_ll136_applejack_ability_needs_an_earth_pony_with_a_counter():
    b = board(6)
    applejack = b.add("LL136", 0, "play", "home:0")
    b.add("PR60", 0, "play", "home:0", counters={"power": 1})  # a Unicorn
    g = shipped_game(b)
    assert acts(g, applejack) == []


def _spike(boosted: bool, event: str) -> tuple:
    """P1's Spike, The Brave and Glorious (Boosted unless told) with a Friend and a Resource at
    home; P0 (with pink and yellow power) plays `event` in their Main Phase."""
    b = Board(manes=("PR4", "CG192"))
    b.players[0] = {"tokens": 3}
    b.add("EO45", 0, "play", "home:0")  # pink power
    b.add("PR81", 0, "play", "home:0")  # yellow power
    b.add("PR81", 0, "play", "home:0")
    b.cards[b.mane[1] - 1]["boosted"] = boosted
    friend = b.add("PR36", 1, "play", "home:1")
    resource = b.add("PR139", 1, "play", "home:1")
    card = b.add(event, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g, b.mane[1], friend, resource


def test_cg192_spike_turns_over_instead_of_one_of_your_friends_being_dismissed():
    g, spike, friend, _ = _spike(True, "EO135")  # "Immediate: Dismiss a Friend."
    answer(g, f"card:{friend}")
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, f"instead:{spike}:")
    assert g.card(friend)["zone"] == "play" and not g.card(spike)["boosted"]


def test_cg192_spike_may_let_a_resource_go():
    g, spike, _, resource = _spike(True, "HM86")  # "Immediate: Dismiss a Resource." (the only one)
    assert g.pending().kind == "replacement" and f"instead:{spike}:0" in keys(g)
    answer(g, "none")
    assert resource not in g.s["play"] and g.card(spike)["boosted"]


def test_cg192_spike_start_side_replaces_nothing():
    g, spike, friend, _ = _spike(False, "EO135")
    answer(g, f"card:{friend}")
    assert friend not in g.s["play"] and not g.card(spike)["boosted"]
