"""Judge scenarios for card types (7), keyword actions and statuses (8.20) and the additional
rules (9, 10), played with the shipped cards whose texts prove the runtime
(`engine.battledome.effects.cards.proving`) and a few cards made up here."""

from __future__ import annotations

from typing import Any

import pytest

from engine.battledome.boardstate import load_board
from engine.battledome.cards.model import Card, CardKind
from engine.battledome.effects import stats
from engine.battledome.effects.texts import Ability, Trigger, text
from engine.battledome.state.game import BattledomeGame
from engine.battledome.table import battledome_table
from tests.battledome.engine_helpers import answer, iid_of, library, logged, pass_until, position

# made-up cards, known only to these tests (their texts register once, on import)
TEST_CARDS = (
    Card("TST-001", "TST", 1, CardKind.FOOD, "Test Hushing Snack", "Negate target card in the queue."),
    Card("TST-002", "TST", 2, CardKind.FOOD, "Test Sending Snack", "Send 1 card from your Inventory to your Discard."),
    Card("TST-003", "TST", 3, CardKind.FOOD, "Test Discarding Snack", "Discard 1 card."),
    Card("TST-004", "TST", 4, CardKind.EQUIPMENT, "Test Glove", "When you discard a card, draw 1 card."),
    Card("TST-005", "TST", 5, CardKind.FAERIE, "Test Boastful Faerie", "Your active Neopet can't be frozen."),
    Card("TST-006", "TST", 6, CardKind.LEGEND, "Test Encore", "Play a Potion from your opponent's Discard."),
    Card("TST-007", "TST", 7, CardKind.EQUIPMENT, "Test Catapult",
         "Discard 1 card; deal 1 damage to the opposing active Neopet."),
    Card("TST-008", "TST", 8, CardKind.FOOD, "Test Pepper", "Deal 1 damage to target Neopet."),
    Card("TST-009", "TST", 9, CardKind.FOOD, "Test Smoke Puff", "Your Neopet can't be targeted this turn."),
    Card("TST-010", "TST", 10, CardKind.EQUIPMENT, "Test Bell", "When your Neopet is dealt damage, draw 1 card."),
    Card("TST-011", "TST", 11, CardKind.EQUIPMENT, "Test Gong", "When your Neopet is dealt damage, heal 1."),
    Card("TST-012", "TST", 12, CardKind.FAERIE, "Test Homing Faerie",
         "When this card leaves the Battledome, put it into your Inventory instead of your Void."),
    Card("TST-013", "TST", 13, CardKind.FOOD, "Test Slow Syrup",
         "The opposing Neopet gets -2 AGI until your next turn."),
    Card("TST-015", "TST", 15, CardKind.EQUIPMENT, "Test Dawn Bell",
         "At the beginning of your Draw Phase, heal 1 damage from your active Neopet."),
    Card("TST-014", "TST", 14, CardKind.FOOD, "Test Peek", "Scrap 1 card. Reveal the top card of your Main Deck; "
                                                         "if it is a Codestone, put it into your Inventory."),
)
text("Test Hushing Snack", target=("queue", "any"), play=(("negate", "target"),))
text("Test Sending Snack", play=(("send", "you", "inventory", 1),))
text("Test Discarding Snack", play=(("discard", "you", 1),))
text("Test Glove", triggers=(Trigger("you_discarded", (("draw", "you", 1),)),))
text("Test Boastful Faerie", passives=(("cant", "be_frozen", "your_neopet"),))
text("Test Pepper", target=("neopet", "opposing"), play=(("damage", "target", 1),))
text("Test Smoke Puff", play=(("cant", "your_neopet", "be_targeted", "end_of_turn"),))
text("Test Bell", triggers=(Trigger("your_neopet_dealt_damage", (("draw", "you", 1),)),))
text("Test Gong", triggers=(Trigger("your_neopet_dealt_damage", (("heal", "your_neopet", 1),)),))
text("Test Homing Faerie", leaves_to="inventory")
text("Test Slow Syrup", play=(("stat", "opposing_neopet", "agility", -2, "your_next_turn"),))
text("Test Peek", play=(("scrap", "you", 1), ("reveal_top", "you", {"kind": "codestone"})))
text("Test Dawn Bell", triggers=(Trigger("your_beginning_of_draw", (("heal", "your_neopet", 1),)),))
text("Test Encore", play=(("play_card", "opponent", "discard", {"kind": "potion"}),))
text("Test Catapult", activated=(Ability((("discard", "you", 1),), (("damage", "opposing_neopet", 1),),
                                        "discard a card: deal 1 damage"),))


def with_test_cards(cards: list[tuple[Any, ...]], **fields: Any) -> BattledomeGame:
    lib = {**library(), **{card.id: card for card in TEST_CARDS}}
    rows = [{"card": row[2], "owner": row[0], "zone": row[1], **(row[3] if len(row) > 3 else {})} for row in cards]
    rows += [{"card": "Bloom Codestone", "owner": p, "zone": "deck"} for p in (0, 1) for _ in range(5)]
    document = {"format": "tourney-battledome-board/1", "seed": 3, "turn": 5, "first_turn_done": True,
                "cards": [{"iid": i, **r} for i, r in enumerate(rows, start=1)], **fields}
    return load_board(document, lib)


BASE = [(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")]


# ----- Codestones, level and stats (6.2, 7.11) -----------------------------------------------


def test_a_codestone_is_attached_in_the_train_phase_and_raises_level_and_stats() -> None:
    g = position([*BASE, (0, "inventory", "Blaze Codestone"), (0, "inventory", "Twinned Codestone")], start="train")
    d = g.pending()
    assert d.kind == "priority" and [o.label for o in d.options][:2] == [
        f"Attach Blaze Codestone #{iid_of(g, 'Blaze Codestone')} (+1 ATK)",
        f"Attach Twinned Codestone #{iid_of(g, 'Twinned Codestone')} (+1 ATK, +1 AGI)"]
    answer(g, "Twinned Codestone")
    glimmerfox = iid_of(g, "Red Glimmerfox")
    assert logged(g, "7.11.3", "(level 1)") and stats.level(g, 0) == 1
    assert (stats.stat(g, glimmerfox, "attack"), stats.stat(g, glimmerfox, "agility")) == (5, 4)
    assert not any(k.startswith("attach") for k in g.pending().keys)  # 7.11.4: one a turn


def test_five_codestones_is_the_limit_and_no_stat_exceeds_ten() -> None:
    stones = [(0, "codestones", "Blaze Codestone")] * 5
    g = position([*BASE, *stones, (0, "equipment", "Rusty Shortsword"), (0, "faerie", "Cinder Faerie"),
                  (0, "inventory", "Blaze Codestone")], start="train")
    glimmerfox = iid_of(g, "Red Glimmerfox")
    assert stats.stat(g, glimmerfox, "attack") == 10  # 4 + 5 + 1 + 1 capped (6.2.4)
    assert g.pending() is None or not any(k.startswith("attach") for k in g.pending().keys)  # 7.11.5


# ----- Equipment, Faeries, Locations, Map Pieces, Paint Brushes (7) ---------------------------


def test_a_fourth_equipment_replaces_one_of_the_three_chosen_by_its_controller() -> None:
    g = position([*BASE, (0, "equipment", "Rusty Shortsword"), (0, "equipment", "Pot Lid Shield"),
                  (0, "equipment", "Feather Boots"), (0, "inventory", "Rusty Shortsword"),
                  (0, "codestones", "Blaze Codestone")], start="preparation")
    new = g.zone(0, "inventory")[0]
    answer(g, "Play Rusty Shortsword")
    pass_until(g, "replace")
    answer(g, "Pot Lid Shield")
    assert logged(g, "7.6.6", "sends Pot Lid Shield") and new in g.zone(0, "equipment")
    assert len(g.zone(0, "equipment")) == 3


def test_one_preparation_card_a_turn_and_no_second_faerie() -> None:
    g = position([*BASE, (0, "faerie", "Hush Faerie"), (0, "inventory", "Cinder Faerie"),
                  (0, "inventory", "Icicle Draught"), (0, "inventory", "Rusty Shortsword"),
                  (0, "codestones", "Blaze Codestone"), (0, "codestones", "Blaze Codestone")], start="preparation")
    labels = [o.label for o in g.pending().options]
    assert not any("Cinder Faerie" in label for label in labels)  # 7.3.7
    answer(g, "Icicle Draught")
    pass_until(g, "priority")
    assert not any("Rusty Shortsword" in o.label for o in g.pending().options)  # 5.4.2a


def test_a_new_location_sends_the_old_one_to_the_discard_and_map_pieces_are_collected_without_the_queue() -> None:
    g = position([*BASE, (0, "play", "Sunny Meadow"), (0, "inventory", "Soggy Sinkhole", {}),
                  (0, "inventory", "Crackle Lab Map, Left Half"), (0, "codestones", "Blaze Codestone"),
                  (0, "codestones", "Blaze Codestone")], start="preparation")
    answer(g, "Collect Crackle Lab Map")
    assert logged(g, "7.10.3") and not g.s["queue"]
    answer(g, "Play Soggy Sinkhole")
    assert logged(g, "7.9.7", "Sunny Meadow") and g.where(iid_of(g, "Sunny Meadow")) == (0, "discard")


def test_a_paint_brush_transforms_keeping_damage_and_codestones_and_needs_its_rainbow_pool_neopet() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"damage": 3}), (1, "active", "Blue Puddlewump"),
                  (0, "codestones", "Blaze Codestone"), (0, "rainbow", "Ember Glimmerfox"),
                  (0, "inventory", "Starlight Paint Brush"), (0, "inventory", "Ember Paint Brush")],
                 start="preparation")
    labels = [o.label for o in g.pending().options]
    assert not any("Starlight Paint Brush" in label for label in labels)  # 7.4.7: no Starlight Glimmerfox
    answer(g, "Ember Paint Brush")
    pass_until(g, "priority")
    ember = iid_of(g, "Ember Glimmerfox")
    assert g.active(0) == ember and g.s["cards"][ember]["damage"] == 3  # 7.4.5
    assert g.where(iid_of(g, "Red Glimmerfox")) == (0, "rainbow") and len(g.zone(0, "codestones")) == 1
    assert logged(g, "8.20.10a")


# ----- Potions, dice, freeze, immune, replacement (7.7, 8.20, 9.4) ----------------------------


def test_a_potions_dice_are_rolled_as_it_is_added_to_the_queue() -> None:
    g = position([*BASE, (0, "inventory", "Fizzing Tonic"), (0, "codestones", "Blaze Codestone")],
                 start="preparation")
    answer(g, "Fizzing Tonic")
    texts = [e.text for e in g.log]
    rolled = next(i for i, t in enumerate(texts) if "rolls a d6" in t)
    queued = next(i for i, t in enumerate(texts) if "joins the queue" in t)
    assert rolled < queued  # 7.7.4
    assert logged(g, "7.7.4")


def test_a_d3_is_a_d6_read_in_pairs() -> None:
    g = position(BASE, start="end")
    for _ in range(30):
        before = g.s["rng"]
        d6 = g.d6()
        g.s["rng"] = before
        assert g.d3() == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[d6]  # 9.4.1


def test_freeze_and_immunity_to_freeze() -> None:
    g = position([*BASE, (0, "inventory", "Icicle Draught"), (0, "codestones", "Blaze Codestone"),
                  (0, "codestones", "Blaze Codestone")], start="preparation")
    answer(g, "Icicle Draught")
    pass_until(g, "reroll")
    assert g.s["cards"][iid_of(g, "Blue Puddlewump")]["st"].get("frozen") and logged(g, "8.20.4a")


def test_cant_be_frozen_beats_a_freeze() -> None:
    g = with_test_cards([*BASE, (1, "faerie", "Test Boastful Faerie"), (0, "inventory", "Icicle Draught"),
                         (0, "codestones", "Blaze Codestone"), (0, "codestones", "Blaze Codestone")],
                        start="preparation")
    answer(g, "Icicle Draught")
    pass_until(g, "reroll")
    assert not g.s["cards"][iid_of(g, "Blue Puddlewump")]["st"].get("frozen")
    assert logged(g, "8.20.5a", "can't be frozen")  # 4.1


def test_an_instead_effect_replaces_the_next_damage() -> None:
    g = position([*BASE, (1, "inventory", "Mirror Mist"), (1, "codestones", "Bulwark Codestone"),
                  (1, "codestones", "Bulwark Codestone")], active=1, start="preparation")
    answer(g, "Mirror Mist")
    pass_until(g, "reroll")
    puddlewump = iid_of(g, "Blue Puddlewump")
    from engine.battledome.effects.actions import deal_damage
    deal_damage(g, puddlewump, 3, "5.5.7c", "a test")
    assert g.s["cards"][puddlewump]["damage"] == 2 and logged(g, "8.20.16a", "dealt 2 damage instead")


def test_a_location_halves_damage_to_its_species_rounded_down() -> None:
    g = position([*BASE, (0, "play", "Soggy Sinkhole")], start="end")
    from engine.battledome.effects.actions import deal_damage
    puddlewump, glimmerfox = iid_of(g, "Blue Puddlewump"), iid_of(g, "Red Glimmerfox")
    deal_damage(g, puddlewump, 3, "5.5.7c", "a test")
    deal_damage(g, glimmerfox, 3, "5.5.7c", "a test")
    assert g.s["cards"][puddlewump]["damage"] == 1 and g.s["cards"][glimmerfox]["damage"] == 3  # 10.1.1
    assert logged(g, "10.1.1", "rounded down, to 1")


# ----- triggers, delayed triggers, the queue, negation (8.16, 8.19, 8.20.6) -------------------


def test_a_when_dealt_damage_trigger_joins_the_queue_and_resolves() -> None:
    g = position([*BASE, (1, "equipment", "Thornmail Vest")], frames=[
        {"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}], phase="battle",
        dice={"attack": [6], "defence": []})
    assert logged(g, "8.16.3", "Thornmail Vest")
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 1


def test_a_when_dealt_damage_trigger_resolves_in_the_damage_step_before_the_end_of_turn() -> None:
    """5.5.7f, 8.16.3, 8.16.4: the damage calculation's triggers get their own
    priority in the Damage Step, not in the End of Turn window with the end-of-turn effects."""
    g = position([*BASE, (1, "equipment", "Thornmail Vest"), (1, "inventory", "Mud Pie")], frames=[
        {"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}], phase="battle",
        dice={"attack": [6], "defence": []})
    answer(g, "Pass")  # the Damage Step's window before the damage calculation (5.5.7b)
    assert g.pending().prompt == "P1 has priority in the Damage Step (Battle Phase); 1 in the queue"
    answer(g, "Pass")
    assert logged(g, "8.20.15b", "Thornmail Vest") and not logged(g, "5.5.8a")
    assert g.s["step"] == "damage" and g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 1


def test_an_end_of_round_delayed_trigger_resolves_after_cleanup() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"damage": 2}), (1, "active", "Blue Puddlewump", {"damage": 11}),
                  (0, "inventory", "Harvest Vow"), (0, "codestones", "Blaze Codestone"),
                  (0, "neopets", "Red Stonebeak"), (1, "neopets", "Green Puddlewump")], start="preparation",
                 dice={"attack": [6, 6], "defence": []})
    answer(g, "Harvest Vow")
    pass_until(g, "reroll")
    g.submit([])
    pass_until(g, "neopet")
    assert logged(g, "8.19.1") and logged(g, "5.5.11a", "1 End of Round effect")
    lines = [(e.rule, e.text) for e in g.log]
    cleanup = max(i for i, (rule, _) in enumerate(lines) if rule == "5.5.10")
    drawn = [i for i, line in enumerate(lines) if line == ("8.20.15b", "P0 draws 1 card")]
    assert drawn and drawn[-1] > cleanup  # 5.5.11a: after the cleanup


def test_a_later_card_in_the_queue_resolves_first_and_can_negate_an_earlier_one() -> None:
    g = with_test_cards([*BASE, (0, "inventory", "Icicle Draught"), (0, "codestones", "Blaze Codestone"),
                         (0, "codestones", "Blaze Codestone"), (1, "inventory", "Test Hushing Snack")],
                        start="preparation")
    answer(g, "Icicle Draught")
    assert g.pending().player == 1  # (P0 has nothing more to do, so passes without being asked)
    answer(g, "Test Hushing Snack")
    answer(g, "Icicle Draught")  # the target
    pass_until(g, "reroll")
    assert logged(g, "8.20.6a", "Icicle Draught") and not g.s["cards"][iid_of(g, "Blue Puddlewump")]["st"]
    assert g.where(iid_of(g, "Icicle Draught")) == (0, "discard")


def test_discarding_triggers_what_sees_a_discard_and_sending_does_not() -> None:
    g = with_test_cards([*BASE, (0, "equipment", "Test Glove"), (0, "inventory", "Test Discarding Snack"),
                         (0, "inventory", "Test Sending Snack"), (0, "inventory", "Mud Pie"),
                         (0, "inventory", "Grandma Hettie's Mud Pie")], start="end")
    answer(g, "Test Sending Snack")
    pass_until(g, "discard")
    answer(g, "Grandma Hettie")
    assert logged(g, "9.2.1", "not discarding") and not logged(g, "8.16.3")
    pass_until(g, "priority")
    answer(g, "Test Discarding Snack")
    pass_until(g, "discard")
    answer(g, "Mud Pie")
    assert logged(g, "8.20.3a", "discards Mud Pie")
    assert logged(g, "8.16.3", "Test Glove")


# ----- search, names, abandon (8.20.1, 8.20.9, 9.9) -------------------------------------------


def test_a_search_for_a_name_finds_every_name_containing_it() -> None:
    g = position([*BASE, (0, "inventory", "Pie Baker Pell"), (0, "codestones", "Blaze Codestone"),
                  (0, "deck", "Mud Pie"), (0, "deck", "Grandma Hettie's Mud Pie"), (0, "deck", "Pie Baker Pell"),
                  (0, "deck", "Blaze Codestone")], start="preparation")
    answer(g, "Pie Baker Pell")
    pass_until(g, "search")
    labels = sorted(o.label.split(" #")[0] for o in g.pending().options)
    assert labels == ["Grandma Hettie's Mud Pie", "Mud Pie"]  # 9.9.1
    answer(g, "Grandma")
    assert logged(g, "8.20.9b", "Grandma Hettie's Mud Pie") and logged(g, "8.20.9d")


def test_abandoning_loses_the_round_after_the_text_finishes() -> None:
    g = position([*BASE, (0, "inventory", "Tactical Retreat"), (0, "neopets", "Red Stonebeak"),
                  (1, "neopets", "Green Puddlewump")], start="preparation")
    before = len(g.zone(0, "inventory"))
    answer(g, "Tactical Retreat")
    pass_until(g, "neopet")
    assert logged(g, "8.20.1a") and g.s["players"][1]["rounds"] == 1
    assert len(g.zone(0, "inventory")) == before - 1 + 2  # the Draw 2 of the same text happened
    glimmerfox = iid_of(g, "Red Glimmerfox")
    assert g.where(glimmerfox) == (0, "results") and g.s["cards"][glimmerfox]["down"]


def test_a_food_with_a_timing_restriction_is_offered_only_in_that_window() -> None:
    g = position([*BASE, (0, "inventory", "Panic Pudding")], active=1, start="battle")
    assert any("Panic Pudding" in o.label for o in g.pending().options) and g.pending().player == 0
    g = position([*BASE, (0, "inventory", "Panic Pudding"), (0, "inventory", "Blaze Codestone")],
                 start="preparation")
    assert not any("Panic Pudding" in o.label for o in (g.pending().options if g.pending() else ()))


# ----- cards played by effects, control, activated abilities (8.15, 8.20.17, 9.1) -------------


def test_a_card_played_by_an_effect_ignores_timing_and_is_controlled_not_owned() -> None:
    g = with_test_cards([*BASE, (0, "inventory", "Test Encore"), (1, "discard", "Icicle Draught")],
                        start="preparation")
    answer(g, "Test Encore")
    pass_until(g, "play_card")
    answer(g, "Icicle Draught")
    draught = iid_of(g, "Icicle Draught")
    assert logged(g, "8.20.17b", "P0 controls P1's Icicle Draught") and logged(g, "9.1.1")
    pass_until(g, "reroll")
    assert g.s["cards"][iid_of(g, "Blue Puddlewump")]["st"].get("frozen")  # no level needed when played so
    assert g.where(draught) == (1, "discard")  # back to its owner's Discard


def test_an_activated_ability_pays_its_cost_and_is_used_once_a_turn() -> None:
    g = with_test_cards([*BASE, (0, "equipment", "Test Catapult"), (0, "inventory", "Mud Pie"),
                         (0, "inventory", "Blaze Codestone")], start="train")
    answer(g, "Use Test Catapult")
    assert logged(g, "8.15.2", "Test Catapult")
    answer(g, "Blaze Codestone")  # the cost: discard a card (8.15.3)
    assert logged(g, "8.20.3a", "discards Blaze Codestone")
    answer(g, "Pass")  # P1 has nothing to do: the ability resolves
    assert logged(g, "8.20.15b", "Test Catapult")
    assert g.s["cards"][iid_of(g, "Blue Puddlewump")]["damage"] == 1
    assert not any("Test Catapult" in o.label for o in g.pending().options)


def test_a_card_whose_only_target_became_illegal_does_not_resolve() -> None:
    g = with_test_cards([*BASE, (0, "inventory", "Test Pepper"), (1, "inventory", "Test Smoke Puff")], start="end")
    answer(g, "Test Pepper")
    answer(g, "Blue Puddlewump")  # the target, chosen as it is added (8.20.13a)
    assert g.pending().player == 1
    answer(g, "Test Smoke Puff")  # added later, resolves first (neither player has more to do)
    assert logged(g, "4.1", "Blue Puddlewump") and not g.s["queue"]
    assert logged(g, "8.20.13b", "Test Pepper")  # 8.20.13c: now an illegal target
    assert g.s["cards"][iid_of(g, "Blue Puddlewump")]["damage"] == 0
    assert g.where(iid_of(g, "Test Pepper")) == (0, "void")  # a Food goes to the Void anyway


def test_abilities_triggering_together_join_the_queue_in_the_order_their_controller_chooses() -> None:
    g = with_test_cards([*BASE, (1, "equipment", "Test Bell"), (1, "equipment", "Test Gong")],
                        frames=[{"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}], phase="battle",
                        dice={"attack": [6, 6], "defence": []})
    d = g.pending()
    assert (d.kind, d.player) == ("order", 1) and [o.label.split(" #")[0] for o in d.options] == [
        "Test Bell", "Test Gong"]
    answer(g, "Test Gong")  # added first, so it resolves last (reading R2)
    texts = [e.text for e in g.log]
    drew = next(i for i, t in enumerate(texts) if "P1 draws 1 card" in t)
    healed = next(i for i, t in enumerate(texts) if "heals 1 damage" in t)
    assert logged(g, "9.7.1") and drew < healed


# ----- golden rules, the beginning of the turn, the Draw Phase (4.2, 5.1, 5.2) ----------------


def test_card_text_beats_the_rule_that_a_faerie_goes_to_the_void() -> None:
    g = with_test_cards([*BASE, (0, "faerie", "Test Homing Faerie"), (0, "inventory", "Test Boastful Faerie")],
                        start="preparation")
    from engine.battledome.effects.playing import leave_battledome
    leave_battledome(g, iid_of(g, "Test Homing Faerie"))
    assert g.where(iid_of(g, "Test Homing Faerie")) == (0, "inventory")  # 4.2 over 7.3.5
    g2 = with_test_cards([*BASE, (0, "faerie", "Hush Faerie")], start="end")
    leave_battledome(g2, iid_of(g2, "Hush Faerie"))
    assert g2.where(iid_of(g2, "Hush Faerie")) == (0, "void") and logged(g2, "7.3.5")


def test_an_effect_lasting_until_your_next_turn_ends_as_that_turn_begins() -> None:
    g = with_test_cards([*BASE, (0, "inventory", "Test Slow Syrup")], start="end")
    answer(g, "Test Slow Syrup")
    puddlewump = iid_of(g, "Blue Puddlewump")
    assert stats.stat(g, puddlewump, "agility") == 0  # 1 - 2, never below 0
    pass_until(g, "reroll")  # P1's turn: still slowed, so P0's Neopet is the faster
    assert g.s["active"] == 1 and g.pending().player == 0
    g.submit([])
    while g.s["active"] == 1:
        g.submit(battledome_table().default_answer(g.pending()))
    assert logged(g, "5.1.1") and stats.stat(g, puddlewump, "agility") == 1


def test_priority_is_passed_before_the_draw_and_a_food_may_be_played_then() -> None:
    g = with_test_cards([*BASE, (0, "inventory", "Test Peek"), (0, "deck", "Mud Pie"), (0, "deck", "Blaze Codestone"),
                         (0, "deck", "Icicle Draught")], start="draw")
    d = g.pending()
    assert d.kind == "priority" and d.context["rule"] == "5.2.1c"
    assert [g.name(i) for i in g.zone(0, "deck")[:3]] == ["Mud Pie", "Blaze Codestone", "Icicle Draught"]
    answer(g, "Test Peek")
    assert logged(g, "8.20.8a", "scraps Mud Pie") and logged(g, "8.20.7a", "reveals Blaze Codestone")
    assert g.where(iid_of(g, "Blaze Codestone", 0)) == (0, "inventory")
    assert logged(g, "5.2.2b", "P0 draws 1 card") and g.where(iid_of(g, "Icicle Draught")) == (0, "inventory")


def test_a_beginning_of_the_draw_phase_trigger_resolves_before_the_draw() -> None:
    g = with_test_cards([(0, "active", "Red Glimmerfox", {"damage": 2}), (1, "active", "Blue Puddlewump"),
                         (0, "equipment", "Test Dawn Bell")], start="draw")
    lines = [(e.rule, e.text) for e in g.log]
    healed = next(i for i, (_, t) in enumerate(lines) if "heals 1 damage" in t)
    drawn = next(i for i, (rule, _) in enumerate(lines) if rule == "5.2.2b")
    assert logged(g, "8.16.3", "Test Dawn Bell") and healed < drawn  # 5.2.1b
    assert g.s["cards"][iid_of(g, "Red Glimmerfox")]["damage"] == 1


def test_a_trigger_on_an_unknown_event_is_refused_when_written() -> None:
    with pytest.raises(ValueError, match="no event 'your_lunch'"):
        text("Test Nonsense", triggers=(Trigger("your_lunch", ()),))


def test_two_end_of_round_effects_of_one_player_resolve_in_the_order_they_choose() -> None:
    def vow(src: int) -> dict[str, Any]:
        return {"when": "end_of_round", "path": ["Harvest Vow", "play", 1],
                "ctx": {"ctrl": 0, "src": src, "targets": [], "vars": {}, "path": ["Harvest Vow", "play"]}}

    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump", {"damage": 11}),
                  (0, "discard", "Harvest Vow"), (0, "discard", "Harvest Vow"),
                  (0, "neopets", "Red Stonebeak"), (1, "neopets", "Green Puddlewump")],
                 frames=[{"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}], phase="battle",
                 dice={"attack": [6], "defence": []}, delayed=[vow(3), vow(4)])
    d = g.pending()
    assert (d.kind, d.player, d.context["rule"]) == ("order", 0, "5.5.11c")
    assert [o.label for o in d.options] == ["Harvest Vow #3's End of Round effect",
                                            "Harvest Vow #4's End of Round effect"]
    inventory = len(g.zone(0, "inventory"))
    answer(g, "#4")
    assert logged(g, "5.5.11c", "Harvest Vow #4") and len(g.zone(0, "inventory")) == inventory + 2
    assert g.pending().kind == "neopet"


def test_a_neopet_already_painted_with_a_brush_cannot_be_painted_with_it_again() -> None:
    g = position([(0, "active", "Ember Glimmerfox"), (1, "active", "Blue Puddlewump"),
                  (0, "rainbow", "Red Glimmerfox"), (0, "inventory", "Ember Paint Brush"),
                  (0, "inventory", "Rusty Shortsword"), (0, "codestones", "Blaze Codestone")], start="preparation")
    labels = [o.label for o in g.pending().options]
    assert g.pending().kind == "priority" and any("Rusty Shortsword" in label for label in labels)
    assert not any("Ember Paint Brush" in label for label in labels)  # 7.4.8


def test_an_inventory_holds_at_most_fifty_cards() -> None:
    g = position([*BASE, *[(0, "inventory", "Blaze Codestone")] * 50], start="draw")
    assert len(g.zone(0, "inventory")) == 50
    assert logged(g, "5.2.2b", "P0 draws 0 cards")  # 8.7.2
