"""Judge scenarios for the Battle Phase (5.5): dice, rerolls, blocks, criticals, damage, freeze."""

from __future__ import annotations

from engine.battledome.procedures.battle import damage_of
from engine.battledome.view import player_view
from tests.battledome.engine_helpers import iid_of, logged, position

AT_DAMAGE_STEP = [{"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}]


def duel(attack: list[int], defence: list[int], defender_damage: int = 0, **fields) -> object:
    return position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump", {"damage": defender_damage}),
                     (0, "neopets", "Red Stonebeak"), (1, "neopets", "Green Puddlewump")],
                    frames=AT_DAMAGE_STEP, phase="battle", dice={"attack": attack, "defence": defence}, **fields)


def test_each_block_cancels_one_hit_of_four_or_five_and_a_six_is_a_critical_no_block_stops() -> None:
    assert damage_of([6, 6, 5, 4, 1], [6, 5, 2]) == (2, 2, 2, 2)  # 5.5.7b
    assert damage_of([4, 5, 5], [4]) == (2, 0, 3, 1)
    assert damage_of([6], [6, 6, 6]) == (1, 1, 0, 3)
    assert damage_of([3, 2, 1], []) == (0, 0, 0, 0)  # 5.5.7a: 1-3 fail


def test_the_damage_step_deals_the_unblocked_hits_at_once_and_cites_the_rule() -> None:
    g = duel([6, 6, 5, 4, 1], [6, 5, 2])
    puddlewump = iid_of(g, "Blue Puddlewump")
    assert logged(g, "5.5.7b", "2 hits of 4-5 against 2 blocks; 2 criticals")
    assert logged(g, "5.5.7c", "Blue Puddlewump") and g.s["cards"][puddlewump]["damage"] == 2


def test_damage_reaching_hit_points_knocks_out_and_ends_the_round_at_once() -> None:
    g = duel([6, 6], [], defender_damage=11)
    assert logged(g, "5.5.7e", "Blue Puddlewump") and logged(g, "5.5.9b", "P0 wins round 1")
    assert g.s["players"][0]["rounds"] == 1
    assert not logged(g, "5.5.8a")  # 5.5.9c: end-of-turn is skipped
    d = g.pending()
    assert (d.kind, d.player) == ("neopet", 0)  # 5.5.12: the winner chooses first


def test_a_frozen_neopet_does_not_attack_in_its_next_battle_phase_and_then_thaws() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"st": {"frozen": True}}), (1, "active", "Blue Puddlewump")],
                 start="battle")
    glimmerfox = iid_of(g, "Red Glimmerfox")
    assert logged(g, "8.20.4b", "can't attack")
    assert not logged(g, "5.5.4c")
    assert logged(g, "8.20.4c", "no longer frozen") and not g.s["cards"][glimmerfox]["st"].get("frozen")


def test_the_faster_neopet_may_reroll_up_to_the_difference_in_agility() -> None:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")], start="battle")
    d = g.pending()
    assert d.kind == "reroll" and d.player == 0  # AGI 3 against 1 (5.5.6b)
    assert (d.min, d.max) == (0, 2) and d.options[0].label.startswith("Attack die 1:")
    assert logged(g, "5.5.4c", "P0 rolls 4 attack dice") and logged(g, "5.5.5c", "P1 rolls 4 defence dice")
    before = list(g.s["dice"]["attack"])
    g.submit(["die:0", "die:1"])
    assert logged(g, "5.5.6d", "rerolls 2 attack dice") and g.s["dice"]["attack"][2:] == before[2:]


def test_the_battle_log_counts_one_hit_and_several_hits_in_plain_words() -> None:
    """"1 hit", "1 block", "1 critical" for one; "2 hits", "0 blocks" for any other count."""
    g = duel([5], [])
    assert logged(g, "5.5.7b") == ["1 hit of 4-5 against 0 blocks; 0 criticals can't be blocked: 1 unblocked"]
    assert logged(g, "5.5.7c", "(1 unblocked hit);")
    g = duel([5, 4, 6], [4])
    assert logged(g, "5.5.7b") == ["2 hits of 4-5 against 1 block; 1 critical can't be blocked: 2 unblocked"]
    assert logged(g, "5.5.7c", "(2 unblocked hits);")


def test_a_players_panel_says_one_round_won_and_two_rounds_won() -> None:
    g = duel([6, 6], [], defender_damage=11)  # P0 wins round 1
    shown = player_view(g, 0)
    assert (shown.score, shown.score_unit) == (1, "round won") and shown.numbers_text.startswith("1 round won,")
    g.s["players"][0]["rounds"] = 2
    shown = player_view(g, 0)
    assert (shown.score, shown.score_unit) == (2, "rounds won") and shown.numbers_text.startswith("2 rounds won,")
    assert player_view(g, 1).score_unit == "rounds won"  # (0 rounds)
