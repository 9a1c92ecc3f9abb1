"""Texts printed only on cards named Scootaloo: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    each_decides,
    effect_rule,
    in_play,
    is_involved,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    STEPS,
    Unmet,
    answers,
    runner,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import kept_from_moving
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to do a little dance and have all players draw a card, then discard a card\.")
def _t_little_dance(m, t):
    return _a("activated", "all_draw_then_discard", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("all_draw_then_discard")
def _r_all_draw_then_discard(g, f, ability):
    """Each player draws a card (this card's controller first, in turn order, 101.4), then
    each chooses a card to discard: simultaneous decisions (801.1, `abilities.each_decides`:
    the activating player first, who had priority); once all have chosen, the cards are
    discarded together."""
    data = f["data"]
    if "drawn" not in data:
        for p in (f["ctrl"], 1 - f["ctrl"]):
            g.draw(p, 1, effect_rule(f))
        data["drawn"] = True
    chosen = each_decides(g, f, lambda player: _discard_chosen(g, f, player))
    if chosen is None:
        return False
    for card in chosen.values():
        if card:
            g.discard(card, effect_rule(f))
    return True


def _discard_chosen(g, f: dict, player: int) -> int | None:
    """The card of `player`'s hand they discard, 0 with an empty hand, None after asking."""
    hand = g.s["players"][player]["hand"]
    if not hand:
        return 0
    ans = choose(g, f, player, "discard", "Discard a card", [(f"card:{i}", g.name(i)) for i in hand])
    return None if ans is None else card_of_option(ans[0])


# ----- whether it can be activated (705.2), asked before it is offered ---------------------------


@answers(ACTIVATION_CHECKS, "all_draw_then_discard")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool:
    """Always: a player with no card to draw or discard simply doesn't (705.2)."""
    return True


@template(r"at the end of your turn, you may move up to (two|\d+) of your characters at home\. if you do, exhaust "
          r"those characters\.")
def _t_move_from_home_exhausted(m, t):
    return _a("trigger", "move_from_home_then_exhaust", t, "turn_end", n=number(m.group(1)))


@runner("move_from_home_then_exhaust")
def _r_move_from_home_then_exhaust(g, f, ability):
    """Up to N of the player's characters at home, each to a Problem of their choice
    (506.4); each one moved becomes exhausted."""
    me = f["ctrl"]
    data = f["data"]
    if "chosen" not in data:
        home = [i for i in g.characters_at(f"home:{me}", me) if kept_from_moving(g, i, me) is None]
        ans = choose(g, f, me, "target", f"Move up to {ability.params['n']} of your characters at home "
                                         f"(they become exhausted)",
                     [(f"card:{i}", g.name(i)) for i in home], 0, min(ability.params["n"], len(home)))
        if ans is None:
            return False
        data["chosen"] = [card_of_option(key) for key in ans]
    chosen = data["chosen"]
    while chosen:
        iid = chosen[0]
        if in_play(g, iid) and g.s["cards"][iid]["area"] == f"home:{me}":
            ans = choose(g, f, me, "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in g.problems()])
            if ans is None:
                return False
            if g.move(iid, ans[0], me, "506.4"):
                g.exhaust(iid, effect_rule(f))
        chosen.pop(0)
    return True


@triggered_by("turn_end", "move_from_home_then_exhaust")
def _your_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@template(r"immediate: during a faceoff, this card becomes involved in the faceoff\. at the end of the faceoff, "
          r"retire this card\.")
def _t_flying_high(m, t):
    return _a("activated", "join_faceoff_then_retire", t, timing="immediate")


@runner("join_faceoff_then_retire")
def _r_flying_high(g, f, ability):
    """The card is flagged into the faceoff (514.2d.i, the step "join_faceoff") and its
    retirement is left for the end of the faceoff (514.6, the step "at_end")."""
    e: dict = {}
    STEPS["join_faceoff"](g, f, {"do": "join_faceoff"}, e, "514.2d.i")
    return STEPS["at_end"](g, f, {"do": "at_end", "when": "faceoff", "later": "retire", "ref": ""}, e, "514.6")


@answers(ACTIVATION_CHECKS, "join_faceoff_then_retire")
def _can_join(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only during a faceoff, and only while the card is not involved in it yet (once it is,
    activating it again would only retire it: not offered, as a free ability would be offered
    without end)."""
    return (unless(g.s["faceoff"] is not None, "this card becomes", lacks="no faceoff is going on")
            and unless(not is_involved(g, iid), "this card becomes",
                       lacks=f"{g.name(iid)} is involved in the faceoff already"))
