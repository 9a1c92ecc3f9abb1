"""Texts printed only on cards named Grubber: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play, nameable
from engine.mlp.effects.next_ready import hold_from_next_ready
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner, triggered_by
from engine.mlp.effects.steps import discard_chosen
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play face-up or is uncovered, an opponent discards a card\. if you have a "
          r"tempest shadow card in play, that opponent instead reveals their hand and you choose a card\. they "
          r"discard that card\.")
def _t_grubber_minion(m, t):
    """Two trigger conditions with one effect (entering play face-up is not being
    uncovered, 505.3)."""
    return [_a("trigger", "discard_or_chosen_by_tempest", t, "enter_play"),
            _a("trigger", "discard_or_chosen_by_tempest", t, "uncovered")]


@template(r"main phase: pay \{(\d+)\} to exhaust each opposing character and turn this card over\. characters "
          r"exhausted this way do not ready during their controller's next ready phase\.")
def _t_royal_announcer(m, t):
    return _a("activated", "exhaust_all_opposing_held_then_turn_over", t, timing="main", pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("exhaust_all_opposing_held_then_turn_over")
def _r_royal_announcer(g, f, ability):
    """Each opposing character that becomes exhausted now stays exhausted through its
    controller's next Ready Phase (603.1: that readying skips the cards listed for them);
    one that was exhausted already was not exhausted this way."""
    opp = 1 - f["ctrl"]
    for iid in list(g.characters(opp)):
        if g.exhaust(iid, effect_rule(f)):
            hold_from_next_ready(g, iid, opp)
    if in_play(g, f["src"]):
        g.turn_over(f["src"], "301.2")
    return True


answers(ACTIVATION_CHECKS, "exhaust_all_opposing_held_then_turn_over")(can_always)




@runner("discard_or_chosen_by_tempest")
def _r_grubber_minion(g, f, ability):
    """The opponent discards a card of their choice; with a card named Tempest Shadow of
    this card's controller in play (checked as the effect is processed), the opponent shows
    their hand instead and this card's controller picks the card they discard."""
    me = f["ctrl"]
    opp = 1 - me
    hand = g.s["players"][opp]["hand"]
    if "tempest" not in f["data"]:
        f["data"]["tempest"] = any(g.spec(i).is_named("tempest shadow") and nameable(g, i)
                                   for i in g.s["play"] if g.s["cards"][i]["ctrl"] == me)
    if not f["data"]["tempest"]:
        return discard_chosen(g, f, opp, 1, effect_rule(f))
    if not hand:
        return True
    if "revealed" not in f["data"]:
        f["data"]["revealed"] = True
        g.note_seen(effect_rule(f), f"P{opp} reveals their hand: " + ", ".join(g.name(i) for i in hand))
    ans = choose(g, f, me, "discard", "Choose the card your opponent discards",
                 [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True


# ----- what triggers it -----------------------------------------------------------------------


@triggered_by("enter_play", "discard_or_chosen_by_tempest")
def _entered_face_up(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card entered play face-up (put into play so by an effect)."""
    if data.get("card") != iid or g.s["cards"][iid]["face_down"]:
        return None
    return {}


@triggered_by("uncovered", "discard_or_chosen_by_tempest")
def _uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data.get("card") == iid else None
