"""Judge scenarios: damage, Power and Guard, the element wheel (SC 3, SC 2.2)."""

from __future__ import annotations

from engine.spellcasters.cards.model import Element
from engine.spellcasters.effects.elements import apply_matchup, matchup
from engine.spellcasters.values import stats
from tests.spellcasters.helpers import board, cast, iid, record, rolls, texts


def test_sc_3_1_weakness_doubles_a_spell_of_the_element_a_spellcaster_is_weak_to() -> None:
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]}, {"casters": ["Rarity"]})
    cast(game, "Applejack", 0, "Rarity")  # Buck: 20 Earth at Water (weak to Earth)
    assert record(game, "Rarity")["damage"] == 40
    assert any("double" in line for line in texts(game))


def test_sc_3_4_power_and_guard_change_damage_before_weakness() -> None:
    # Applejack: Cape +10 Power; Ponyville +5 Power to all; Rarity: Helmet +10 Guard.
    game = board({"casters": [("Applejack", {"equipment": "Cape"})], "mana": ["Earth Mana"]},
                 {"casters": [("Rarity", {"equipment": "Helmet"})]}, location="Ponyville")
    assert stats.power(game, record(game, "Applejack")) == 15
    assert stats.guard(game, record(game, "Rarity")) == 10
    cast(game, "Applejack", 0, "Rarity")
    # (20 + 15 - 10) * 2 = 50, not 20 * 2 + 15 - 10 = 45: Rarity (50 HP, Helmet adds none) is defeated
    assert any(line.startswith("Rarity #") and "takes 50 damage" in line for line in texts(game))
    assert game.player(1)["bleachers"] == [iid(game, "Rarity")]


def test_sc_3_1_resistance_halves_and_rounds_down_to_a_multiple_of_5() -> None:
    # Moonbeam: 25 Magic at Pinkie Pie (Fire resists Magic): 12.5, rounded down to 10
    game = board({"casters": ["Princess Luna"], "mana": ["Magic Mana"]}, {"casters": ["Pinkie Pie"]})
    cast(game, "Princess Luna", 0, "Pinkie Pie")
    assert record(game, "Pinkie Pie")["damage"] == 10
    # Party Cannon: 30 Fire at Rarity (Water resists Fire): 15, already a multiple of 5. Hits on 3+: roll 5.
    game = board({"casters": ["Pinkie Pie"], "mana": ["Fire Mana"]}, {"casters": ["Rarity"]}, rng_state=rolls(5))
    cast(game, "Pinkie Pie", 0, "Rarity")
    assert record(game, "Rarity")["damage"] == 15
    assert apply_matchup(25, Element.WATER, Element.FIRE) == 10
    assert apply_matchup(20, Element.WATER, Element.FIRE) == 10


def test_sc_3_3_the_wheel_each_element_weak_to_one_and_resistant_to_one() -> None:
    wheel = {("Water", "Earth"), ("Fire", "Water"), ("Magic", "Fire"), ("Air", "Magic"), ("Earth", "Air")}
    for defender in Element:
        for attacker in Element:
            expected = "weak" if (defender.value, attacker.value) in wheel else (
                "resistant" if (attacker.value, defender.value) in wheel else "")
            assert matchup(defender, attacker) == expected, (defender, attacker)  # SC 3.2: A resists B, B weak to A


def test_sc_3_4_guard_never_turns_damage_into_healing() -> None:
    # Spike's Fire Breath (10) at Applejack with Helmet (+10 Guard) in the Everfree Forest (Earth +10 Guard)
    game = board({"casters": ["Spike"], "mana": ["Fire Mana"]},
                 {"casters": [("Applejack", {"equipment": "Helmet", "damage": 5})]}, location="Everfree Forest")
    cast(game, "Spike", 0, "Applejack")
    assert record(game, "Applejack")["damage"] == 5


def test_a_combos_own_damage_is_plain_and_reaches_each_opposing_spellcaster() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Friendship Blast", "Twilight Sparkle", "Spike"]},
                 {"casters": [("Rarity", {"equipment": "Helmet"}), "Pinkie Pie"]})
    game.submit(["combo|" + str(iid(game, "Friendship Blast")) + "|-1"])
    assert record(game, "Rarity")["damage"] == 30 and record(game, "Pinkie Pie")["damage"] == 30
    # SC 2.6: the Combo and its cards are discarded, the Spellcasters to the player's Bleachers
    assert game.player(0)["bleachers"] == [iid(game, "Twilight Sparkle"), iid(game, "Spike")]
    assert iid(game, "Friendship Blast") in game.s["junkyard"]


def test_sc_2_2_a_spellcaster_at_0_hp_is_defeated_and_retires_to_its_players_bleachers() -> None:
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]},
                 {"casters": [("Rarity", {"damage": 10, "equipment": "Helmet"}), "Spike"]})
    cast(game, "Applejack", 0, "Rarity")  # (20 - 10 Guard) * 2 = 20 more: 30 of 50 ... not yet
    assert game.caster(iid(game, "Rarity")) is not None
    game = board({"casters": ["Applejack"], "mana": ["Earth Mana"]},
                 {"casters": [("Rarity", {"damage": 30, "equipment": "Helmet"}), "Spike"]})
    cast(game, "Applejack", 0, "Rarity")  # 30 + 20 = 50: 0 HP
    assert game.caster(iid(game, "Rarity")) is None
    assert game.player(1)["bleachers"] == [iid(game, "Rarity")]
    assert iid(game, "Helmet") in game.s["junkyard"]  # SC 7.12: the Equipment to the Junkyard
    assert any(e.rule == "SC 1.1" and "is defeated" in e.text for e in game.log)
