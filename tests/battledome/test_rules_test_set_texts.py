"""Judge scenarios for the texts of the Rules Test Set written in
`engine.battledome.effects.cards.rules_test_set`: one test per card, named after it."""

from __future__ import annotations

from engine.battledome.effects import stats
from engine.battledome.effects.actions import deal_damage
from engine.battledome.table import battledome_table
from tests.battledome.engine_helpers import answer, iid_of, logged, pass_until, position

BASE = [(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")]
TWO_STONES = [(0, "codestones", "Blaze Codestone"), (0, "codestones", "Blaze Codestone")]
THREE_STONES = [*TWO_STONES, (0, "codestones", "Blaze Codestone")]


def _stat(g, name: str, stat: str) -> int:
    return stats.stat(g, iid_of(g, name), stat)


# ----- Neopets ------------------------------------------------------------------------------------


def test_blue_stonebeak_makes_the_opponent_scrap_when_it_is_dealt_damage() -> None:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Stonebeak"),
                  (0, "deck", "Mud Pie"), (0, "deck", "Blaze Codestone")], start="end")
    deal_damage(g, iid_of(g, "Blue Stonebeak"), 2, "5.5.7c", "a test")
    assert logged(g, "8.16.3", "Blue Stonebeak")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert logged(g, "8.20.8a", "P0 scraps Mud Pie") and g.where(iid_of(g, "Mud Pie")) == (0, "discard")


def test_ember_glimmerfox_gets_one_attack_itself() -> None:
    g = position([(0, "active", "Ember Glimmerfox"), (1, "active", "Blue Puddlewump")], start="end")
    assert _stat(g, "Ember Glimmerfox", "attack") == 6  # printed 5, +1 (8.18.4)


def test_frost_puddlewump_is_immune_to_freeze() -> None:
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Frost Puddlewump"),
                  (0, "inventory", "Icicle Draught"), *TWO_STONES], start="preparation")
    answer(g, "Icicle Draught")
    pass_until(g, "reroll")
    assert not g.s["cards"][iid_of(g, "Frost Puddlewump")]["st"].get("frozen")
    assert logged(g, "8.20.5a", "Frost Puddlewump")


# ----- Paint Brushes --------------------------------------------------------------------------------


def test_ember_paint_brush_transforms_then_gives_one_attack_until_end_of_turn() -> None:
    g = position([*BASE, (0, "rainbow", "Ember Glimmerfox"), (0, "inventory", "Ember Paint Brush"),
                  (0, "codestones", "Blaze Codestone")], start="preparation")
    answer(g, "Ember Paint Brush")
    pass_until(g, "reroll")
    assert g.active(0) == iid_of(g, "Ember Glimmerfox")
    assert _stat(g, "Ember Glimmerfox", "attack") == 5 + 1 + 1 + 1  # printed, Codestone, passive, brush
    assert logged(g, "6.2.3", "+1 ATK until end of turn")


def test_frost_paint_brush_transforms_and_freezes_the_opposing_neopet() -> None:
    g = position([(0, "active", "Green Bramblehog"), (1, "active", "Red Glimmerfox"),
                  (0, "rainbow", "Frost Bramblehog"), (0, "inventory", "Frost Paint Brush"), *TWO_STONES],
                 start="preparation")
    answer(g, "Frost Paint Brush")
    pass_until(g, "reroll")
    assert g.active(0) == iid_of(g, "Frost Bramblehog")
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["st"].get("frozen")


# ----- Equipment ------------------------------------------------------------------------------------


def test_pot_lid_shield_and_feather_boots_raise_defence_and_agility() -> None:
    g = position([*BASE, (0, "equipment", "Pot Lid Shield"), (0, "equipment", "Feather Boots")], start="end")
    assert (_stat(g, "Red Glimmerfox", "defence"), _stat(g, "Red Glimmerfox", "agility")) == (3, 4)
    assert (_stat(g, "Blue Puddlewump", "defence"), _stat(g, "Blue Puddlewump", "agility")) == (4, 1)


def test_recyclers_glove_draws_once_a_turn_when_its_controller_discards() -> None:
    g = position([*BASE, (0, "equipment", "Recycler's Glove"), (0, "inventory", "Crunchy Crumble"),
                  (0, "inventory", "Crunchy Crumble"), (0, "inventory", "Mud Pie"),
                  (0, "inventory", "Grandma Hettie's Mud Pie")], start="end")
    first, second = g.zone(0, "inventory")[:2]
    answer(g, f"Crunchy Crumble #{first}")
    pass_until(g, "discard")
    answer(g, "Grandma Hettie")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert len(logged(g, "8.20.15b", "P0 draws 1 card")) == 1  # the Glove
    answer(g, f"Crunchy Crumble #{second}")
    pass_until(g, "discard")
    answer(g, "Mud Pie")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert len(logged(g, "8.20.15b", "P0 draws 1 card")) == 1
    assert logged(g, "8.20.15b", "has drawn a card this turn already")


# ----- Faeries, Heroes, Villains ------------------------------------------------------------------------


def test_cinder_faerie_gives_attack_and_agility() -> None:
    g = position([*BASE, (0, "faerie", "Cinder Faerie")], start="end")
    assert (_stat(g, "Red Glimmerfox", "attack"), _stat(g, "Red Glimmerfox", "agility")) == (5, 4)


def test_drizzle_faerie_heals_at_the_beginning_of_its_controllers_draw_phase_before_the_draw() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"damage": 2}), (1, "active", "Blue Puddlewump"),
                  (0, "faerie", "Drizzle Faerie")], start="beginning")
    pass_until(g, "reroll")
    assert logged(g, "8.16.3", "Drizzle Faerie") and logged(g, "8.20.15b", "heals 1 damage")
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 1
    lines = [(e.rule, e.text) for e in g.log]
    healed = next(i for i, (_, t) in enumerate(lines) if "heals 1 damage" in t)
    drawn = next(i for i, (_, t) in enumerate(lines) if t.startswith("P0 draws"))
    assert healed < drawn  # 5.2.1b: before the active player draws


def test_hush_faerie_stops_the_opponent_playing_food() -> None:
    g = position([*BASE, (1, "faerie", "Hush Faerie"), (0, "inventory", "Mud Pie")], start="end")
    d = g.pending()
    assert d is None or not any("Mud Pie" in o.label for o in d.options)  # 4.1
    h = position([*BASE, (0, "inventory", "Mud Pie")], start="end")
    assert any("Mud Pie" in o.label for o in h.pending().options)


def test_captain_wren_gives_defence_and_mistress_vell_takes_agility_from_the_opponent() -> None:
    g = position([*BASE, (0, "faerie", "Captain Wren"), (1, "faerie", "Mistress Vell")], start="end")
    assert _stat(g, "Red Glimmerfox", "defence") == 3 and _stat(g, "Red Glimmerfox", "agility") == 2
    assert _stat(g, "Blue Puddlewump", "agility") == 1


def test_sir_pemberly_may_search_for_a_lantern_guard_card_at_the_beginning_of_the_preparation_phase() -> None:
    g = position([*BASE, (0, "faerie", "Sir Pemberly"), (0, "deck", "Blaze Codestone"),
                  (0, "deck", "The Tale of the Lost Lantern"), (0, "deck", "Captain Wren"),
                  (0, "deck", "Mud Pie")], start="train")
    pass_until(g, "may")
    assert logged(g, "8.16.3", "the beginning of your Preparation Phase")
    answer(g, "Yes")
    labels = sorted(o.label.split(" #")[0] for o in g.pending().options)
    assert labels == ["Captain Wren", "The Tale of the Lost Lantern"]  # 6.6.4: the team icon
    answer(g, "Captain Wren")
    assert g.where(iid_of(g, "Captain Wren")) == (0, "inventory") and logged(g, "8.20.9d")


def test_the_gloom_baron_makes_the_opponent_scrap_at_the_beginning_of_its_controllers_turn() -> None:
    g = position([*BASE, (0, "faerie", "The Gloom Baron"), (1, "deck", "Mud Pie"),
                  (1, "deck", "Blaze Codestone")], start="beginning")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert logged(g, "8.20.8a", "P1 scraps Mud Pie")


# ----- Legends ----------------------------------------------------------------------------------------------


def test_the_tale_of_the_lost_lantern_draws_two_then_discards_one() -> None:
    g = position([*BASE, (0, "inventory", "The Tale of the Lost Lantern"), (0, "codestones", "Blaze Codestone"),
                  (0, "deck", "Mud Pie"), (0, "deck", "Feather Boots"), (0, "deck", "Blaze Codestone")],
                 start="preparation")
    answer(g, "The Tale of the Lost Lantern")
    pass_until(g, "discard")
    assert logged(g, "8.20.15b", "P0 draws 2 cards")
    answer(g, "Feather Boots")
    assert logged(g, "8.20.3a", "discards Feather Boots")


def test_codestone_prospector_searches_for_a_codestone_and_shows_it() -> None:
    g = position([*BASE, (0, "inventory", "Codestone Prospector"), *TWO_STONES, (0, "deck", "Mud Pie"),
                  (0, "deck", "Bulwark Codestone")], start="preparation")
    answer(g, "Codestone Prospector")
    pass_until(g, "search")
    assert [o.label.split(" #")[0] for o in g.pending().options] == ["Bulwark Codestone"]
    answer(g, "Bulwark Codestone")
    assert logged(g, "8.20.9b", "Bulwark Codestone") and g.where(iid_of(g, "Bulwark Codestone", 0)) == (
        0, "inventory")


def test_wandering_archivist_keeps_one_revealed_codestone_and_sends_the_rest() -> None:
    g = position([*BASE, (0, "inventory", "Wandering Archivist"), *TWO_STONES, (0, "deck", "Mud Pie"),
                  (0, "deck", "Bulwark Codestone"), (0, "deck", "Breeze Codestone"), (0, "deck", "Feather Boots")],
                 start="preparation")
    answer(g, "Wandering Archivist")
    pass_until(g, "archivist")
    answer(g, "Breeze Codestone")
    assert g.where(iid_of(g, "Breeze Codestone")) == (0, "inventory")
    assert g.where(iid_of(g, "Mud Pie")) == (0, "discard") and g.where(iid_of(g, "Bulwark Codestone", 0)) == (
        0, "discard")
    assert g.where(iid_of(g, "Feather Boots")) == (0, "deck")  # only the top three
    assert logged(g, "8.20.7a", "reveals Mud Pie") and len(logged(g, "9.2.1", "not discarding")) == 2


# ----- Foods -----------------------------------------------------------------------------------------------------


def test_mud_pie_and_grandma_hettie_s_mud_pie_heal_one_and_two_and_go_to_the_void() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"damage": 4}), (1, "active", "Blue Puddlewump"),
                  (0, "inventory", "Mud Pie"), (0, "inventory", "Grandma Hettie's Mud Pie")], start="end")
    answer(g, "Play Mud Pie")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 3
    answer(g, "Grandma Hettie")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 1
    assert g.where(iid_of(g, "Mud Pie")) == (0, "void")  # 7.8.6


def test_crunchy_crumble_discards_as_a_cost_and_needs_a_card_to_discard() -> None:
    g = position([*BASE, (0, "inventory", "Crunchy Crumble"), (0, "inventory", "Mud Pie")], start="end")
    answer(g, "Crunchy Crumble")
    assert g.pending().kind == "discard"  # 8.20.11c: the cost before the card joins the queue
    answer(g, "Mud Pie")
    assert logged(g, "8.20.3a", "discards Mud Pie")
    pass_until(g, "priority")
    while g.s["queue"]:
        g.submit(battledome_table().default_answer(g.pending()))
    assert logged(g, "8.20.15b", "P0 draws 2 cards")
    alone = position([*BASE, (0, "inventory", "Crunchy Crumble")], start="end")
    d = alone.pending()
    assert d is None or not any("Crunchy Crumble" in o.label for o in d.options)  # 8.20.14b


# ----- Locations and Map Pieces --------------------------------------------------------------------------------------


def test_sunny_meadow_gives_every_active_neopet_a_hit_point() -> None:
    g = position([*BASE, (1, "play", "Sunny Meadow")], start="end")
    assert (_stat(g, "Red Glimmerfox", "hit_points"), _stat(g, "Blue Puddlewump", "hit_points")) == (11, 13)


def test_crackle_lab_is_played_from_the_rainbow_pool_once_both_map_pieces_are_collected() -> None:
    """The Lab begins the game in the Rainbow Pool (1.5, 7.9.4); its Map Pieces are collected without
    the queue (7.10.8); it then transforms the active Neopet into its Crackled version (6.8.2)."""
    g = position([(0, "active", "Red Stonebeak"), (1, "active", "Blue Puddlewump"),
                  (0, "rainbow", "Crackled Stonebeak"), (0, "rainbow", "Crackle Lab"),
                  (0, "inventory", "Crackle Lab Map, Left Half"), (0, "inventory", "Crackle Lab Map, Right Half")],
                 start="preparation")
    assert not any("Play Crackle Lab" in o.label for o in g.pending().options)  # both pieces first
    answer(g, "Collect Crackle Lab Map, Left Half")
    assert not any("Play Crackle Lab" in o.label for o in g.pending().options)
    answer(g, "Collect Crackle Lab Map, Right Half")
    answer(g, "Play Crackle Lab")
    pass_until(g, "reroll")
    assert g.active(0) == iid_of(g, "Crackled Stonebeak") and logged(g, "8.20.10a")
    assert g.where(iid_of(g, "Crackle Lab")) == (0, "play")  # 7.9.5


# ----- Potions --------------------------------------------------------------------------------------


def test_hushing_vial_negates_an_opposing_equipment_for_the_turn() -> None:
    """A Potion is played only with an empty queue (7.7.3), so its negate must aim at a card in
    play: the Pot Lid Shield's +1 Defence is gone until the end of the turn (8.20.6b)."""
    g = position([*BASE, (1, "equipment", "Pot Lid Shield"), (0, "inventory", "Hushing Vial"), *TWO_STONES],
                 start="preparation")
    assert _stat(g, "Blue Puddlewump", "defence") == 5  # printed 4, +1 from the shield
    answer(g, "Hushing Vial")
    answer(g, "Pot Lid Shield")  # the target: the only card in the opponent's Battledome
    pass_until(g, "reroll")
    assert logged(g, "8.20.6b", "Pot Lid Shield")
    assert _stat(g, "Blue Puddlewump", "defence") == 4
