"""Costs: taxes and discounts on playing, moving and confronting, and paying to avoid a fate.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import _answer_given, card_of_option, choose
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power


# confronting
@template(r"your opponent needs \+(\d+) power to confront this card's problem\.")
def _t_needs_more(m, t):
    return _a("static", "opp_confront_extra", t, "confront_extra", amount=int(m.group(1)))


# moving
@template(r"(?:your opponent|opponents) must pay \+\{(\d+)\} to move (?:a character|characters) to this card's "
          r"problem\.")
def _t_move_tax(m, t):
    """On a Friend or a Troublemaker alike: "this card's Problem" is the Problem it is at."""
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))


@template(r"at the start of your opponent's troublemaker phase, they (exhaust one of their characters|exhaust one of their resources|discard a random card)\.")
def _t_parasprite(m, t):
    what = {"exhaust one of their characters": "character", "exhaust one of their resources": "resource",
            "discard a random card": "discard"}[m.group(1)]
    return _a("trigger", "tm_phase_tax", t, "tm_phase_start", what=what)


# ----- what it does ---------------------------------------------------------------------------


@runner("tm_phase_tax")
def _r_tm_tax(g, f, ability):
    s = g.s
    victim = f["data"]["victim"]
    what = ability.params["what"]
    if what == "discard":
        g.discard_random(victim, "704")
        return True
    ans = _answer_given(f)
    if ans is None:
        if what == "character":
            cands = [i for i in g.characters(victim)
                     if not s["cards"][i]["exhausted"] and not s["cards"][i]["frightened"]]
        else:
            cands = [i for i in s["play"] if s["cards"][i]["ctrl"] == victim and g.is_type(i, "resource")
                     and not s["cards"][i]["exhausted"]]
        ans = choose(g, f, victim, "target", f"Exhaust one of your {what}s ({g.lib.spec(f['card']).name})",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        g.exhaust(card_of_option(ans[0]), "704")
    return True


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "opp_confront_extra")
def _opp_confront_extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    p = ability.params
    if p.get("while_ready") and sc["exhausted"]:
        return 0
    return p["amount"] if subject != sc["ctrl"] and context["area"] == sc["area"] else 0


@answers(VALUE_RULES, "opp_move_tax")
def _opp_move_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The tax applies to the card's controller's opponents moving a character to its area."""
    sc = g.s["cards"][src]
    return ability.params["amount"] if subject != sc["ctrl"] and context.get("dest") == sc["area"] else 0


# the next Friend of a color: a one-shot discount (`values.power.PlayCosts`), spent by the
# next Friend of that color played (`procedures.actions.play_card`), gone with the turn
@effect(r"the cost of your next \{(\w+)\} friend this turn is reduced by \{(\d+)\}")
def _e_next_colored_friend_discount(m):
    return {"do": "discount_friend_color", "color": m.group(1), "n": int(m.group(2))}


@step("discount_friend_color")
def _d_next_colored_friend_discount(g, f, step, e, rule):
    player = acting_player(f)
    found = g.s["flags"].setdefault(f"discount:{player}:friend_color", {})
    found[step["color"]] = found.get(step["color"], 0) + step["n"]
    g.note("708.2", f"P{player}'s next {step['color'].capitalize()} Friend this turn costs {step['n']} less")
    return True


# one card's discount this turn: the card revealed, put into its player's hand, may be played for
# less this turn (`values.power.PlayCosts`, by the card's id in the hand; ended with the turn)
@effect(r"put that (event|friend|resource|card) into your hand and you may pay \{(\d+)\} less to play it this turn")
def _e_revealed_to_hand_discounted(m):
    kind = "" if m.group(1) == "card" else m.group(1)
    return {"do": "revealed_to_hand_discounted", "kind": kind, "n": int(m.group(2))}


def discount_card(g, player: int, iid: int, amount: int, rule: str) -> None:
    """`player` may pay `amount` less to play card `iid` (in their hand) this turn: paying less
    is always what a player may choose, so the cost offered is the lower one."""
    found = g.s["flags"].setdefault(power.card_discounts_flag(player), {})
    found[str(iid)] = found.get(str(iid), 0) + amount
    g.note(rule, f"P{player} may pay {amount} less to play {g.name(iid)} this turn")


@step("revealed_to_hand_discounted")
def _d_revealed_to_hand_discounted(g, f, step_, e, rule):
    """The card revealed from the top of the deck (it is still there) goes into the hand."""
    iid = f["data"].get("revealed")
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "deck":
        return True
    if step_["kind"] and g.spec(iid).type != step_["kind"]:
        return True
    new = g.to_hand(iid, rule)
    if new:
        discount_card(g, g.card(new)["owner"], new, step_["n"], rule)
    return True
