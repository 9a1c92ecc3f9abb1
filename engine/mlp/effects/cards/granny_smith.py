"""Texts printed only on cards named Granny Smith: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import discard_chosen
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card, you may reattach a resource from one friend to another\.")
def _t_reattach(m, t):
    """(The runner is the attaching family's, `attaching.reattach_a_resource`.)"""
    return _a("trigger", "reattach", t, "played")


@template(r"when you confront this card's problem you may pay \{(\d+)\} to choose an opponent\. that opponent chooses "
          r"and discards a card\.")
def _t_jar_judger(m, t):
    """(`problems.this_problem_confronted`: this card's controller confronts its Problem.)"""
    return _a("trigger", "pay_for_opponent_discard", t, "confront", own_problem=True, pay=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pay_for_opponent_discard")
def _r_pay_for_opponent_discard(g, f, ability):
    """707.2a: paying is the cost; with two players the opponent chosen is the other one."""
    player, pay = f["ctrl"], ability.params["pay"]
    if f["step"] == 0:
        if g.s["players"][player]["tokens"] < pay:
            return True
        ans = choose_yes_no(g, f, player, f"Pay {pay} to have an opponent discard a card of their choice? (712.3)")
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        g.pay_tokens(player, pay, "707.2a")
        g.note(effect_rule(f), f"P{player} chooses P{1 - player}{g.by_text()}")
        f["step"] = 1
    return discard_chosen(g, f, 1 - player, 1, effect_rule(f))
