"""Texts printed only on cards named Baby Flurry Heart: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
)
from engine.mlp.effects.moving import move_to_random_area, random_areas
from engine.mlp.effects.registry import acts_on, runner, step
from engine.mlp.effects.steps import acting_player, kept_from_moving
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@effect(r"put one of the cards you flipped for the faceoff into your hand")
def _e_flipped_to_hand(m):
    """After "If you win" (514.5d): done while the faceoff's flipped cards are still in the
    flip zone, before they go to the bottom of the deck (514.6)."""
    return {"do": "own_flipped_card_to_hand"}


@step("own_flipped_card_to_hand")
def _d_flipped_to_hand(g, f, step, e, rule):
    ans = choose(g, f, acting_player(f), "target", "Put which of your flipped cards into your hand?",
                 [(f"card:{i}", g.name(i)) for i in _own_flipped(g, f, step)])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), rule)
    return True


@acts_on("own_flipped_card_to_hand")
def _own_flipped(g, f: dict, step_: dict) -> list[int]:
    """The cards the player flipped for the faceoff, still in the flip zone (514.6)."""
    player, fo = acting_player(f), g.s["faceoff"]
    return [i for i in fo["flipped"][player] if i in g.s["cards"] and g.card(i)["zone"] == "flip"] if fo else []


# ----- Newborn Nightmare (DE25) ------------------------------------------------------------------


@template(r"chaos: when this card is flipped, choose two characters\. move them to random areas\.")
def _t_two_to_random_areas(m, t):
    return _a("trigger", "move_two_to_random_areas", t, "self_flipped")


@runner("move_two_to_random_areas")
def _r_two_to_random_areas(g, f, ability):
    """The flipping player chooses two characters, anyone's, that could be moved somewhere
    (705.2e: as many as there are, up to two); each is moved to a random area
    (`moving.move_to_random_area`)."""
    player, data = f["ctrl"], f["data"]
    if "chosen" not in data:
        found = [i for i in g.s["play"] if g.is_character(i)
                 and kept_from_moving(g, i, player) is None and random_areas(g, i, player)]
        most = min(2, len(found))
        ans = choose(g, f, player, "target", "Choose two characters to move to random areas",
                     [(f"card:{i}", g.name(i)) for i in found], most, most)
        if ans is None:
            return False
        data["chosen"] = [card_of_option(key) for key in ans]
    while data.get("moved", 0) < len(data["chosen"]):  # (counted: a guess runs this again, `at_random`)
        iid = data["chosen"][data.get("moved", 0)]
        if in_play(g, iid) and move_to_random_area(g, f, iid, player, effect_rule(f)) is None:
            return False
        data["moved"] = data.get("moved", 0) + 1
    return True
