"""Judge scenarios: Shrunk, Disabled, Confused, healing and cures (SC 4), the to-hit roll (SC 6.4)."""

from __future__ import annotations

from engine.spellcasters.values import stats
from tests.spellcasters.helpers import board, cast, iid, keys, record, rolls, texts


def test_sc_6_4_a_spell_with_a_to_hit_roll_misses_below_its_number() -> None:
    # Party Cannon hits on 3+: a roll of 2 misses, the Mana stays tapped and Pinkie Pie has cast
    game = board({"casters": ["Pinkie Pie", "Spike"], "mana": ["Fire Mana", "Fire Mana"]},
                 {"casters": ["Applejack"]}, rng_state=rolls(2))
    cast(game, "Pinkie Pie", 0, "Applejack")
    assert record(game, "Applejack")["damage"] == 0
    assert "To hit (3+ on a d6): rolls 2, a miss" in texts(game)
    assert not any(k.startswith(f"cast|{iid(game, 'Pinkie Pie')}|") for k in keys(game))
    game = board({"casters": ["Pinkie Pie"], "mana": ["Fire Mana"]}, {"casters": ["Applejack"]}, rng_state=rolls(3))
    cast(game, "Pinkie Pie", 0, "Applejack")
    assert record(game, "Applejack")["damage"] == 30


def test_sc_4_2_shrunk_takes_20_power_and_skips_the_to_hit_roll() -> None:
    # a roll of 1 would miss: Shrunk, Pinkie Pie hits without rolling, for 30 - 20 = 10
    game = board({"casters": [("Pinkie Pie", {"shrunk": 1})], "mana": ["Fire Mana"]}, {"casters": ["Applejack"]},
                 rng_state=rolls(1))
    assert stats.power(game, record(game, "Pinkie Pie")) == -20
    cast(game, "Pinkie Pie", 0, "Applejack")
    assert record(game, "Applejack")["damage"] == 10
    assert any("hits without a roll" in line for line in texts(game))


def test_sc_4_2_a_spell_that_shrinks_and_being_healed_ends_it() -> None:
    game = board({"casters": ["Rarity"], "mana": ["Water Mana"], "hand": ["Apple Pie"]},
                 {"casters": ["Pinkie Pie"]})
    cast(game, "Rarity", 1, "Pinkie Pie")  # Gem Shower: 10 Water at Fire (weak: 20) and Shrink
    assert record(game, "Pinkie Pie")["shrunk"] == 1 and record(game, "Pinkie Pie")["damage"] == 20
    healed = board({"casters": ["Rarity"], "hand": ["Apple Pie"]},
                   {"casters": [("Pinkie Pie", {"shrunk": 1, "damage": 30})]})
    healed.submit([f"object|{iid(healed, 'Apple Pie')}|{iid(healed, 'Pinkie Pie')}"])
    assert record(healed, "Pinkie Pie")["shrunk"] == 0 and record(healed, "Pinkie Pie")["damage"] == 10
    assert iid(healed, "Apple Pie") in healed.s["junkyard"]  # SC 2.3: an Object, then the Junkyard


def test_healing_never_goes_above_the_spellcasters_hp() -> None:
    game = board({"casters": [("Applejack", {"damage": 5}), "Spike"], "hand": ["Apple Pie"]}, {"casters": ["Rarity"]})
    game.submit([f"object|{iid(game, 'Apple Pie')}|{iid(game, 'Applejack')}"])
    assert record(game, "Applejack")["damage"] == 0 and stats.hp(game, record(game, "Applejack")) == 70


def test_sc_4_3_disabled_casts_nothing_in_its_players_next_turn_and_heals_at_its_end() -> None:
    game = board({"casters": ["Fluttershy"], "mana": ["Air Mana"]},
                 {"casters": ["Applejack"], "mana": ["Earth Mana"], "hand": ["Spike"]})
    cast(game, "Fluttershy", 0, "Applejack")  # Stare
    assert record(game, "Applejack")["disabled"] == 4
    # the turn ends by itself (nothing left to do); P1's turn 4: Applejack can't cast
    assert game.s["turn"] == 4 and game.s["turn_player"] == 1
    assert not any(k.startswith("cast|") for k in keys(game))
    game.submit(["end"])
    assert record(game, "Applejack")["disabled"] == 0
    assert "Applejack #" in texts(game)[[r for r in range(len(game.log)) if game.log[r].rule == "SC 4.3"][-1]]


def test_sc_4_3_disabled_on_its_own_players_turn_lasts_their_next_turn() -> None:
    game = board({"casters": ["Fluttershy", "Spike"], "mana": ["Air Mana"]}, {"casters": ["Applejack"]})
    cast(game, "Fluttershy", 0, "Spike")
    assert record(game, "Spike")["disabled"] == 5


def test_sc_4_4_confused_rolls_3_or_less_and_takes_10_damage_instead() -> None:
    game = board({"casters": [("Applejack", {"confused": 1, "equipment": "Helmet"}), "Spike"],
                  "mana": ["Earth Mana"]}, {"casters": ["Rarity"]}, rng_state=rolls(3))
    cast(game, "Applejack", 0, "Rarity")
    assert record(game, "Applejack")["damage"] == 10  # Guard does not apply
    assert record(game, "Rarity")["damage"] == 0
    game = board({"casters": [("Applejack", {"confused": 1})], "mana": ["Earth Mana"]}, {"casters": ["Rarity"]},
                 rng_state=rolls(4))
    cast(game, "Applejack", 0, "Rarity")
    assert record(game, "Applejack")["damage"] == 0 and record(game, "Rarity")["damage"] == 40


def test_sc_4_4_a_spell_that_confuses_and_a_cure_that_ends_it() -> None:
    game = board({"casters": ["Rarity"], "mana": ["Water Mana"]}, {"casters": ["Applejack"]})
    cast(game, "Rarity", 0, "Applejack")  # Dazzle
    assert record(game, "Applejack")["confused"] == 1
    game = board({"casters": ["Rarity"], "hand": ["Smelling Salts", "Antidote"]},
                 {"casters": [("Applejack", {"confused": 1, "shrunk": 1})]})
    game.submit([f"object|{iid(game, 'Smelling Salts')}|{iid(game, 'Applejack')}"])
    assert record(game, "Applejack")["confused"] == 0 and record(game, "Applejack")["shrunk"] == 1
    game.submit([f"object|{iid(game, 'Antidote')}|{iid(game, 'Applejack')}"])
    assert record(game, "Applejack")["shrunk"] == 0
