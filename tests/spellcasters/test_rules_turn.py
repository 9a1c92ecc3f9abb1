"""Judge scenarios: the turn (SC 6) and the further rules of SC 7."""

from __future__ import annotations

from tests.spellcasters.helpers import board, cast, iid, keys, record


def _starts(game, prefix: str) -> list[str]:
    return [k for k in keys(game) if k.startswith(prefix)]


def test_sc_6_1_a_turn_starts_with_a_draw() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Fire Mana"]}, {"casters": ["Rarity"], "hand": ["Spike"]},
                 deck=["Helmet", "Cape"])
    game.submit(["end"])
    assert game.s["turn_player"] == 1 and game.player(1)["hand"][-1] == iid(game, "Helmet")
    assert game.s["deck"] == [iid(game, "Cape")]


def test_sc_6_2a_one_mana_a_turn() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Fire Mana", "Earth Mana", "Spike"]}, {"casters": ["Rarity"]})
    assert len(_starts(game, "mana|")) == 2
    game.submit([f"mana|{iid(game, 'Fire Mana')}"])
    assert _starts(game, "mana|") == []
    assert game.player(0)["mana"] == [[iid(game, "Fire Mana"), 0]]


def test_copies_in_hand_give_one_option() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Fire Mana", "Fire Mana"]}, {"casters": ["Rarity"]})
    assert _starts(game, "mana|") == [f"mana|{iid(game, 'Fire Mana')}"]


def test_sc_6_2b_objects_without_limit() -> None:
    game = board({"casters": [("Applejack", {"damage": 40})], "hand": ["Apple Pie", "Apple Pie"]},
                 {"casters": ["Rarity"]})
    game.submit([f"object|{iid(game, 'Apple Pie')}|{iid(game, 'Applejack')}"])
    game.submit([f"object|{iid(game, 'Apple Pie', 1)}|{iid(game, 'Applejack')}"])
    assert record(game, "Applejack")["damage"] == 0


def test_sc_6_2c_one_equipment_per_spellcaster_per_turn_on_ones_own() -> None:
    game = board({"casters": ["Applejack", "Spike"], "hand": ["Helmet", "Cape"]}, {"casters": ["Rarity"]})
    aj, spike, rarity = iid(game, "Applejack"), iid(game, "Spike"), iid(game, "Rarity")
    assert not any(k.endswith(f"|{rarity}") for k in _starts(game, "equip|"))
    game.submit([f"equip|{iid(game, 'Helmet')}|{aj}"])
    assert _starts(game, "equip|") == [f"equip|{iid(game, 'Cape')}|{spike}"]


def test_sc_7_3_replacing_equipment_discards_the_old_but_never_defeats_the_spellcaster() -> None:
    # Applejack 70 HP + Cape 10 HP: with 75 damage, losing the Cape for a Helmet would defeat her
    game = board({"casters": [("Applejack", {"equipment": "Cape", "damage": 75})], "hand": ["Helmet"]},
                 {"casters": ["Rarity"]})
    assert _starts(game, "equip|") == []
    game = board({"casters": [("Applejack", {"equipment": "Cape", "damage": 65})], "hand": ["Helmet"]},
                 {"casters": ["Rarity"]})
    game.submit([f"equip|{iid(game, 'Helmet')}|{iid(game, 'Applejack')}"])
    assert record(game, "Applejack")["equipment"] == iid(game, "Helmet")
    assert iid(game, "Cape") in game.s["junkyard"]


def test_sc_2_3_an_items_override_changes_what_it_gives_some_spellcasters() -> None:
    from engine.spellcasters.values import stats
    game = board({"casters": [("Applejack", {"equipment": "Saddle"}), ("Rainbow Dash", {})], "hand": ["Saddle"]},
                 {"casters": ["Rarity"]})
    assert stats.max_hp(game, record(game, "Applejack")) == 90
    game.submit([f"equip|{iid(game, 'Saddle', 1)}|{iid(game, 'Rainbow Dash')}"])
    assert stats.max_hp(game, record(game, "Rainbow Dash")) == 50  # a Pegasus gets no HP from it


def test_sc_6_2d_and_7_5_one_combo_a_turn_and_not_two_turns_running() -> None:
    hand = ["Apple Buck", "Applejack", "Apple Buck", "Applejack"]
    game = board({"casters": ["Spike"], "hand": hand, "combo_turn": 1}, {"casters": ["Rarity", "Pinkie Pie"]})
    assert _starts(game, "combo|") == []  # played one in turn 1, this is turn 3
    game = board({"casters": ["Spike"], "hand": hand, "combo_turn": -1}, {"casters": ["Rarity", "Pinkie Pie"]})
    game.submit([f"combo|{iid(game, 'Apple Buck')}|{iid(game, 'Rarity')}"])
    assert record(game, "Rarity")["damage"] == 20
    assert _starts(game, "combo|") == [] and game.player(0)["combo_turn"] == 3


def test_sc_7_6_a_combo_needs_its_cards_in_hand_not_in_play() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Apple Buck"]}, {"casters": ["Rarity"]})
    assert _starts(game, "combo|") == []


def test_sc_6_2e_and_7_1_at_most_five_spellcasters() -> None:
    five = ["Applejack", "Rarity", "Pinkie Pie", "Spike", "Discord"]
    game = board({"casters": five, "hand": ["Rainbow Dash"]}, {"casters": ["Fluttershy"]})
    assert _starts(game, "caster|") == []
    game = board({"casters": five[:4], "hand": ["Rainbow Dash"]}, {"casters": ["Fluttershy"]})
    assert _starts(game, "caster|") == [f"caster|{iid(game, 'Rainbow Dash')}"]


def test_sc_7_2_and_7_9_no_copy_in_play_and_not_nightmare_moon_with_princess_luna() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Rarity", "Princess Luna", "Spike"]},
                 {"casters": ["Rarity", "Nightmare Moon"]})
    assert _starts(game, "caster|") == [f"caster|{iid(game, 'Spike')}"]


def test_sc_6_2f_and_7_4_a_location_that_would_defeat_your_own_spellcaster_is_refused() -> None:
    # Everfree Forest: Air Spellcasters -20 HP. Rainbow Dash (50) has taken 35.
    mine = {"casters": [("Rainbow Dash", {"damage": 35}), "Applejack"], "hand": ["Everfree Forest"]}
    game = board(mine, {"casters": ["Rarity"]}, location="Ponyville")
    assert _starts(game, "location|") == []
    # the opponent's may fall to it: Fluttershy (50) with 35 damage retires to P1's Bleachers
    game = board({"casters": ["Applejack"], "hand": ["Everfree Forest", "Ponyville"]},
                 {"casters": [("Fluttershy", {"damage": 35}), "Rarity"]}, location="Ponyville")
    game.submit([f"location|{iid(game, 'Everfree Forest')}"])
    assert game.s["location"] == iid(game, "Everfree Forest")
    assert iid(game, "Ponyville", 1) in game.s["junkyard"]  # SC 2.5: the old one first
    assert game.player(1)["bleachers"] == [iid(game, "Fluttershy")]
    assert _starts(game, "location|") == []  # one a turn


def test_sc_6_3_two_spellcasters_cast_a_turn_one_spell_each_and_casting_ends_card_play() -> None:
    game = board({"casters": ["Applejack", "Spike", "Discord"], "mana": ["Earth Mana", "Fire Mana", "Magic Mana",
                                                                         "Earth Mana"],
                  "hand": ["Water Mana"]}, {"casters": [("Nightmare Moon", {})]})
    cast(game, "Applejack", 0, "Nightmare Moon")
    assert _starts(game, "mana|") == []
    assert not any(k.startswith(f"cast|{iid(game, 'Applejack')}|") for k in keys(game))
    cast(game, "Spike", 0, "Nightmare Moon")
    assert game.s["turn_player"] == 1  # nothing more to do: the turn ended


def test_sc_6_5_a_spell_at_any_spellcaster_but_the_caster() -> None:
    game = board({"casters": ["Applejack", "Spike"], "mana": ["Earth Mana"]}, {"casters": ["Rarity"]})
    aj = iid(game, "Applejack")
    targets = {int(k.split("|")[3]) for k in keys(game) if k.startswith(f"cast|{aj}|")}
    assert targets == {iid(game, "Spike"), iid(game, "Rarity")}


def test_mana_pays_named_elements_and_any() -> None:
    game = board({"casters": ["Discord", "Twilight Sparkle"], "mana": ["Magic Mana", "Earth Mana"]},
                 {"casters": ["Rarity"]})
    tw = iid(game, "Twilight Sparkle")
    assert not any(k.startswith(f"cast|{tw}|1|") for k in keys(game))  # Big Beam: 2 Magic + 1 any
    cast(game, "Discord", 0, "Rarity")  # Chaos: 1 of any Element; the engine keeps the Magic
    assert [tapped for _, tapped in game.player(0)["mana"]] == [0, 1]


def test_sc_6_6_the_mana_untaps_as_the_turn_ends() -> None:
    game = board({"casters": ["Applejack"], "mana": [("Earth Mana", True)], "hand": ["Spike"]},
                 {"casters": ["Rarity"], "hand": ["Spike"]})
    game.submit(["end"])
    assert game.player(0)["mana"][0][1] == 0


def test_sc_7_9_chocolate_milk_of_glass_works_on_discord_only() -> None:
    game = board({"casters": [("Discord", {"damage": 40}), ("Applejack", {"damage": 40})],
                  "hand": ["Chocolate Milk of Glass"]}, {"casters": ["Rarity"]})
    assert _starts(game, "object|") == [f"object|{iid(game, 'Chocolate Milk of Glass')}|{iid(game, 'Discord')}"]


def test_sc_7_11_an_empty_hand_draws_as_the_turn_ends() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Spike"]}, {"casters": ["Rarity"], "hand": ["Pinkie Pie"]},
                 deck=["Helmet", "Cape", "Fire Mana"])
    game.submit([f"caster|{iid(game, 'Spike')}"])  # (nothing more to do: the turn ends by itself)
    assert game.player(0)["hand"] == [iid(game, "Helmet")]
    assert game.player(1)["hand"][-1] == iid(game, "Cape")
    assert [e.rule for e in game.log if "hand is empty" in e.text] == ["SC 7.11"]


def test_an_object_that_draws_cards() -> None:
    game = board({"casters": ["Applejack"], "hand": ["Fizzy Soda"]}, {"casters": ["Rarity"]},
                 deck=["Helmet", "Cape", "Fire Mana"])
    game.submit([f"object|{iid(game, 'Fizzy Soda')}|-1"])
    assert game.player(0)["hand"] == [iid(game, "Helmet"), iid(game, "Cape")]
